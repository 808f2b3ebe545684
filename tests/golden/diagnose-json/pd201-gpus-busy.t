each g5.xlarge's only GPU is held by a running embed-worker task; the third task has nowhere to go
fixture: pd201-gpus-busy
args: diagnose --format json
