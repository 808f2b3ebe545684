a g5.xlarge registered at 09:52, after the last unable-to-place event: the task is placeable now (stale event)
fixture: placeable-now
args: diagnose
