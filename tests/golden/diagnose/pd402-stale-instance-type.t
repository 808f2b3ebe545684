service memberOf attribute:ecs.instance-type == g4dn.xlarge in a cluster of only g5/g6: the value names no instance, an empty cluster looks full (with ECS's own filter answer)
fixture: pd402-stale-instance-type
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (3 in, 3 out)
  pass  i-0dce13150f611ea12 (g5.xlarge)
  pass  i-080e7af73ab734a40 (g5.xlarge)
  pass  i-0c0c5dd13a027ed90 (g6.xlarge)
Step 1/4 GPU registration: pass (3 in, 3 out)
  pass  i-0dce13150f611ea12 (g5.xlarge)
  pass  i-080e7af73ab734a40 (g5.xlarge)
  pass  i-0c0c5dd13a027ed90 (g6.xlarge)
Step 2/4 remaining devices: pass (3 in, 3 out)
  pass  i-0dce13150f611ea12 (g5.xlarge)
  pass  i-080e7af73ab734a40 (g5.xlarge)
  pass  i-0c0c5dd13a027ed90 (g6.xlarge)
Step 3/4 CPU, memory and the rest: pass (3 in, 3 out)
  pass  i-0dce13150f611ea12 (g5.xlarge)
  pass  i-080e7af73ab734a40 (g5.xlarge)
  pass  i-0c0c5dd13a027ed90 (g6.xlarge)
Step 4/4 constraints: FAIL (3 in, 0 out)
  task  PD402 error: service constraint 1 compares attribute:ecs.instance-type with 'g4dn.xlarge', which no instance in the cluster has; values that exist (closest first): g5.xlarge, g6.xlarge
          evidence: describe-services.json#/services/0/placementConstraints/0/expression
  FAIL  i-0dce13150f611ea12 (g5.xlarge)
        PD401 error: service constraint 1 excludes the instance: 'attribute:ecs.instance-type == g4dn.xlarge' is false (attribute:ecs.instance-type is g5.xlarge)
          evidence: describe-services.json#/services/0/placementConstraints/0/expression
          evidence: describe-container-instances.json#/containerInstances/0/attributes/51
          fix: 3 instance(s) that pass every other step are excluded only by this expression: widen it to admit them
          fix (expression):
              (attribute:ecs.instance-type == g4dn.xlarge) or attribute:ecs.instance-type in [g5.xlarge, g6.xlarge]
          fix (command):
              aws ecs update-service --cluster inference --service embed-worker --placement-constraints '[{"type":"memberOf","expression":"(attribute:ecs.instance-type == g4dn.xlarge) or attribute:ecs.instance-type in [g5.xlarge, g6.xlarge]"}]' --region us-east-1
          fix: or add capacity that satisfies 'attribute:ecs.instance-type == g4dn.xlarge' as written
  FAIL  i-080e7af73ab734a40 (g5.xlarge)
        PD401 error: service constraint 1 excludes the instance: 'attribute:ecs.instance-type == g4dn.xlarge' is false (attribute:ecs.instance-type is g5.xlarge)
          evidence: describe-services.json#/services/0/placementConstraints/0/expression
          evidence: describe-container-instances.json#/containerInstances/1/attributes/51
  FAIL  i-0c0c5dd13a027ed90 (g6.xlarge)
        PD401 error: service constraint 1 excludes the instance: 'attribute:ecs.instance-type == g4dn.xlarge' is false (attribute:ecs.instance-type is g6.xlarge)
          evidence: describe-services.json#/services/0/placementConstraints/0/expression
          evidence: describe-container-instances.json#/containerInstances/2/attributes/51

Verdict: BLOCKED by PD402 (expression compares with a value no instance has)
  embed-worker:3 cannot be placed on any of the 3 instances: service constraint 1 compares attribute:ecs.instance-type with 'g4dn.xlarge', which no instance in the cluster has; values that exist (closest first): g5.xlarge, g6.xlarge (PD402)
  0/3 instances can take the task: 3 PD401 (memberOf expression excludes the instance)
What still blocks after the fix:
  i-0dce13150f611ea12  PD401  service constraint 1 excludes the instance: 'attribute:ecs.instance-type == g4dn.xlarge' is false (attribute:ecs.instance-type is g5.xlarge)
  i-080e7af73ab734a40  PD401  service constraint 1 excludes the instance: 'attribute:ecs.instance-type == g4dn.xlarge' is false (attribute:ecs.instance-type is g5.xlarge)
  i-0c0c5dd13a027ed90  PD401  service constraint 1 excludes the instance: 'attribute:ecs.instance-type == g4dn.xlarge' is false (attribute:ecs.instance-type is g6.xlarge)
Fix:
  1. expression:
       attribute:ecs.instance-type == g5.xlarge
  2. command:
       aws ecs update-service --cluster inference --service embed-worker --placement-constraints type=memberOf,expression="attribute:ecs.instance-type == g5.xlarge" --region us-east-1
  3. or run instances with attribute:ecs.instance-type g4dn.xlarge, if the expression names what you meant
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 06b184d43c209bc9aa5b4bbe156f42bd encountered error "MemberOf placement constraint unsatisfied.". For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason MemberOf, i-0dce13150f611ea12): PD401 on i-0dce13150f611ea12
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
