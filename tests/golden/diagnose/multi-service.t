two services in one bundle (no manifest): embed-worker is steady, rerank-worker asks 12288 CPU units and the largest instance (g5.2xlarge) registers 8192
fixture: multi-service
args: diagnose --service rerank-worker
