bridge mode with static hostPort 8080: each g5.12xlarge already runs one copy (PORTS lists 8080) although 3 GPUs are free (AWS CLI v1 output, epoch timestamps)
fixture: pd305-host-port
args: diagnose --format json
