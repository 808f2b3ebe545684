EC2 task definition with neither task-level memory nor container memory/memoryReservation
fixture: pd004-no-memory
args: diagnose --format json
