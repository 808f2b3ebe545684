GPUs free on two g5.12xlarge, but ranker tasks leave 12288 CPU units; the task needs 16384
fixture: pd301-insufficient-cpu
args: diagnose --format markdown
