task-definition memberOf attribute:ecs.instance-type == p3.2xlarge: the only p3.2xlarge is busy and the free g5.xlarge are excluded
fixture: pd401-memberof-excludes
args: diagnose --format json
