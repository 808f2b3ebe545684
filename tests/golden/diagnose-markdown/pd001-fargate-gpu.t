GPU task definition that requires FARGATE, run by a Fargate service; healthy g5.xlarge EC2 capacity sits idle
fixture: pd001-fargate-gpu
args: diagnose --format markdown
