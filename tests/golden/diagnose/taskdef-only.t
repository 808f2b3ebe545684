no service: would embed-worker:3 place? tokenizer tasks leave 3072 CPU units on each g5.xlarge (GPUs free); the task needs 3584
fixture: taskdef-only
args: diagnose --task-definition embed-worker:3
