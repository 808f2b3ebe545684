g5.xlarge launched from the standard ECS AMI (ecs.ami-id differs from the SSM GPU AMI image_id): no NVIDIA driver, no GPU; fix: relaunch from the GPU AMI
fixture: pd101-not-gpu-ami
args: diagnose --format json
