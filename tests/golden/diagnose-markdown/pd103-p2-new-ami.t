p2.xlarge on the current GPU AMI: p2 (K80) needs a GPU AMI older than 20230912, so no GPU registered
fixture: pd103-p2-new-ami
args: diagnose --format markdown
