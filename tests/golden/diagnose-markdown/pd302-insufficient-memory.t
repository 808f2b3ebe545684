GPUs free on two g5.12xlarge, but llm-serve tasks leave 13730 MiB; the task needs 14000; the event names the closest instance
fixture: pd302-insufficient-memory
args: diagnose --format markdown
