service memberOf mixing and/or without parentheses; the free g6.xlarge in us-east-1c matches under (a and b) or c, not under a and (b or c)
fixture: pd406-and-or-mixed
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-03bd90e7267a102cb (g5.xlarge)
  pass  i-06feb49aa3b11d9b5 (g6.xlarge)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-03bd90e7267a102cb (g5.xlarge)
  pass  i-06feb49aa3b11d9b5 (g6.xlarge)
Step 2/4 remaining devices: pass (2 in, 2 out)
  pass  i-03bd90e7267a102cb (g5.xlarge)
  pass  i-06feb49aa3b11d9b5 (g6.xlarge)
Step 3/4 CPU, memory and the rest: pass (2 in, 2 out)
  pass  i-03bd90e7267a102cb (g5.xlarge)
  pass  i-06feb49aa3b11d9b5 (g6.xlarge)
Step 4/4 constraints: FAIL (2 in, 0 out)
  task  PD406 error: service constraint 1: 'and' and 'or' mixed without parentheses; ECS documents no precedence, provdoc reads it as: (attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge; the other reading, attribute:ecs.instance-type == g5.xlarge and (attribute:ecs.availability-zone == us-east-1a or attribute:ecs.instance-type == g6.xlarge), decides differently on 1 instance(s): i-06feb49aa3b11d9b5 (matches under provdoc's reading)
          evidence: describe-services.json#/services/0/placementConstraints/0/expression
  task  PD402 warning: service constraint 1 compares attribute:ecs.availability-zone with 'us-east-1a', which no instance in the cluster has; values that exist (closest first): us-east-1b, us-east-1c
          evidence: describe-services.json#/services/0/placementConstraints/0/expression
          fix (expression):
              (attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1b) or attribute:ecs.instance-type == g6.xlarge
          fix (command):
              aws ecs update-service --cluster inference --service embed-worker --placement-constraints type=memberOf,expression="(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1b) or attribute:ecs.instance-type == g6.xlarge" --region us-east-1
          fix: or run instances with attribute:ecs.availability-zone us-east-1a, if the expression names what you meant
  FAIL  i-03bd90e7267a102cb (g5.xlarge)
        PD401 error: service constraint 1 excludes the instance: '(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge' is false (attribute:ecs.instance-type is g5.xlarge; attribute:ecs.availability-zone is us-east-1b)
          evidence: describe-services.json#/services/0/placementConstraints/0/expression
          evidence: describe-container-instances.json#/containerInstances/0/attributes/51
          evidence: describe-container-instances.json#/containerInstances/0/attributes/45
          fix: 1 instance(s) that pass every other step are excluded only by this expression: widen it to admit them
          fix (expression):
              ((attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge) or ec2InstanceId in [i-03bd90e7267a102cb]
          fix (command):
              aws ecs update-service --cluster inference --service embed-worker --placement-constraints '[{"type":"memberOf","expression":"((attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge) or ec2InstanceId in [i-03bd90e7267a102cb]"}]' --region us-east-1
          fix: or add capacity that satisfies '(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge' as written
  FAIL  i-06feb49aa3b11d9b5 (g6.xlarge)
        PD406 error: service constraint 1 matches the instance only if 'and' binds tighter than 'or' ((attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge), not under the other reading (attribute:ecs.instance-type == g5.xlarge and (attribute:ecs.availability-zone == us-east-1a or attribute:ecs.instance-type == g6.xlarge)); ECS documents no precedence, so the instance is not counted as a candidate
          evidence: describe-services.json#/services/0/placementConstraints/0/expression

Verdict: BLOCKED by PD406 (mixed and/or without parentheses)
  embed-worker:3 cannot be placed on any of the 2 instances: service constraint 1: 'and' and 'or' mixed without parentheses; ECS documents no precedence, provdoc reads it as: (attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge; the other reading, attribute:ecs.instance-type == g5.xlarge and (attribute:ecs.availability-zone == us-east-1a or attribute:ecs.instance-type == g6.xlarge), decides differently on 1 instance(s): i-06feb49aa3b11d9b5 (matches under provdoc's reading) (PD406)
  0/2 instances can take the task: 1 PD401 (memberOf expression excludes the instance), 1 PD406 (mixed and/or without parentheses)
What still blocks after the fix:
  i-03bd90e7267a102cb  PD401  service constraint 1 excludes the instance: '(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge' is false (attribute:ecs.instance-type is g5.xlarge; attribute:ecs.availability-zone is us-east-1b)
Fix:
  1. expression:
       (attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge
  2. command:
       aws ecs update-service --cluster inference --service embed-worker --placement-constraints type=memberOf,expression="(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge" --region us-east-1
  3. expression:
       attribute:ecs.instance-type == g5.xlarge and (attribute:ecs.availability-zone == us-east-1a or attribute:ecs.instance-type == g6.xlarge)
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance f7dc8655c6ac7ed6fadcb7709694e496 encountered error "MemberOf placement constraint unsatisfied.". For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason MemberOf, i-03bd90e7267a102cb): PD401 on i-03bd90e7267a102cb
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
