three g5.2xlarge each keep 11540 MiB free (34620 in total); the task needs 14000 on one instance
fixture: pd304-fragmentation
args: diagnose --format json
