g5.xlarge: GPU held (step 2); g5.2xlarge: GPU free but feature-cache tasks leave 11540 MiB < 14000 (step 3): the cause is at step 3
fixture: mixed-gpu-then-memory
args: diagnose
