p3.8xlarge registered 3 of its 4 V100s (one lost at NVML level); the task asks 4
fixture: pd104-partial-gpus
args: diagnose --format json
