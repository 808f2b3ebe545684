a task of embed-worker stuck in PROVISIONING under capacity provider gpu-asg-cp (ASG at its maximum): both g5.xlarge GPUs are held
fixture: task-provisioning
args: diagnose --task 1faa2be78d8ad5cf8a884e73d1b0c709 --format markdown
