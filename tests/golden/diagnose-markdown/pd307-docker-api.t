requiresAttributes names docker-remote-api.1.44; the instances run an older GPU AMI (Docker 24, API up to 1.43)
fixture: pd307-docker-api
args: diagnose --format markdown
