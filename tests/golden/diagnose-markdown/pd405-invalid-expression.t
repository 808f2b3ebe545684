run-task constraint with an unclosed list, checked against the cluster before running (task-definition target)
fixture: pd405-invalid-expression
args: diagnose --task-definition embed-worker:3 --constraint 'attribute:ecs.instance-type in [g5.xlarge, g5.2xlarge' --format markdown
