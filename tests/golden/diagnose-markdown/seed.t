README example: three g5.xlarge launched from the ECS GPU AMI registered no GPU (ECS_ENABLE_GPU_SUPPORT not in effect), one m5.large; embed-worker needs 1 GPU
fixture: seed
args: diagnose --format markdown
