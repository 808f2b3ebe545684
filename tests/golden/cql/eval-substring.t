eval: whole-value vs substring matching, and ECS's own filter answer
fixture: pd402-stale-instance-type
args: eval 'attribute:ecs.instance-type =~ g5 or attribute:ecs.instance-type == g4dn.xlarge'
--- stdout
i-0dce13150f611ea12  no match     attribute:ecs.instance-type =~ g5 or attribute:ecs.instance-type == g4dn.xlarge (attribute:ecs.instance-type is g5.xlarge) [substring matching: match]
i-080e7af73ab734a40  no match     attribute:ecs.instance-type =~ g5 or attribute:ecs.instance-type == g4dn.xlarge (attribute:ecs.instance-type is g5.xlarge) [substring matching: match]
i-0c0c5dd13a027ed90  no match     attribute:ecs.instance-type =~ g5 or attribute:ecs.instance-type == g4dn.xlarge (attribute:ecs.instance-type is g6.xlarge)
3 instances: 0 match, 3 no match, 0 inconclusive
substring regex matching would decide differently on 2 instances (provdoc assumes whole-value matching; ECS does not document it)
--- stderr

--- exit
0
