no container instance registered in the cluster (empty list; describe-container-instances cannot be called with no ids)
fixture: pd100-no-instances
args: diagnose --format json
