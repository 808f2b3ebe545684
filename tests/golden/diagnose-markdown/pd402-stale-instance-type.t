service memberOf attribute:ecs.instance-type == g4dn.xlarge in a cluster of only g5/g6: the value names no instance, an empty cluster looks full (with ECS's own filter answer)
fixture: pd402-stale-instance-type
args: diagnose --format markdown
