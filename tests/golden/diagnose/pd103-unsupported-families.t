g5g (arm64, no ECS GPU AMI), g4ad (AMD), p2 on the 20261113 GPU AMI and a Windows g4dn: none can register GPUs for ECS
fixture: pd103-unsupported-families
args: diagnose
