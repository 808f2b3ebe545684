run-task of batch-embed:7 (count 2) failed with RESOURCE:GPU on both g5.xlarge: their GPUs are held by earlier batch-embed tasks (pasted files, no manifest)
fixture: runtask-resource-gpu
args: diagnose --task-definition batch-embed:7
