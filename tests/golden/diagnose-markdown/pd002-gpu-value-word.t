GPU value "one" in a task definition checked before any run (task-definition target, no service)
fixture: pd002-gpu-value-word
args: diagnose --format markdown
