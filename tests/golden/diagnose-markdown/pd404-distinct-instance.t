service distinctInstance; both g5.12xlarge already run an embed-worker task (3 GPUs free on each); the third task has no distinct instance
fixture: pd404-distinct-instance
args: diagnose --format markdown
