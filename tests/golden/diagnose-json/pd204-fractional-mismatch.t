GPU 0.25 asked; the cluster has only g6f.large (0.125 partitions)
fixture: pd204-fractional-mismatch
args: diagnose --format json
