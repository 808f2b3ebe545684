g5.2xlarge from the current GPU AMI (the SSM image_id) registered no GPU; capacity provider, the task waits in PROVISIONING; fix: ECS_ENABLE_GPU_SUPPORT=true and restart the agent
fixture: pd101-gpu-flag-off
args: diagnose
