eval: the expression ECS's filter answer was captured for
fixture: pd402-stale-instance-type
args: eval 'attribute:ecs.instance-type == g4dn.xlarge'
--- stdout
i-0dce13150f611ea12  no match     attribute:ecs.instance-type == g4dn.xlarge (attribute:ecs.instance-type is g5.xlarge)
i-080e7af73ab734a40  no match     attribute:ecs.instance-type == g4dn.xlarge (attribute:ecs.instance-type is g5.xlarge)
i-0c0c5dd13a027ed90  no match     attribute:ecs.instance-type == g4dn.xlarge (attribute:ecs.instance-type is g6.xlarge)
3 instances: 0 match, 3 no match, 0 inconclusive
ECS's ListContainerInstances filter answer (list-container-instances-filter-1.json): 0 instances, disagrees on 0
--- stderr

--- exit
0
