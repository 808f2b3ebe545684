the task asks 8 GPUs; the largest instance (g5.12xlarge) has 4
fixture: pd203-too-many-gpus
args: diagnose --format markdown
