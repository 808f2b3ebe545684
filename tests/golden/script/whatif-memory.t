What-if: a smaller task-level memory reservation and set/unset of a run-time constraint, with findings marked [what-if]
fixture: pd302-insufficient-memory
args: -c 'set memory 1024; next; next; next; next; set constraint attribute:ecs.instance-type == m5.large; step 4; changes; unset constraint 1; unset memory; run'
--- stdout
what-if: set memory 1024
verdict: blocked (PD302) → placeable on i-04496a83be5acca03, i-05f14a58a40e8a8c3
Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-04496a83be5acca03 (g5.12xlarge)
  pass  i-05f14a58a40e8a8c3 (g5.12xlarge)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-04496a83be5acca03 (g5.12xlarge)
  pass  i-05f14a58a40e8a8c3 (g5.12xlarge)
Step 2/4 remaining devices: pass (2 in, 2 out)
  pass  i-04496a83be5acca03 (g5.12xlarge)
  pass  i-05f14a58a40e8a8c3 (g5.12xlarge)
Step 3/4 CPU, memory and the rest: pass (2 in, 2 out)
  pass  i-04496a83be5acca03 (g5.12xlarge)
  pass  i-05f14a58a40e8a8c3 (g5.12xlarge)
what-if: set constraint 'attribute:ecs.instance-type == m5.large'
verdict: placeable on i-04496a83be5acca03, i-05f14a58a40e8a8c3 → blocked (PD402)
Step 4/4 constraints: FAIL (2 in, 0 out)
  task  [what-if] PD402 error: run-task constraint 1 compares attribute:ecs.instance-type with 'm5.large', which no instance in the cluster has; values that exist (closest first): g5.12xlarge
          evidence: --constraint#/0
  FAIL  i-04496a83be5acca03 (g5.12xlarge)
        [what-if] PD401 error: run-task constraint 1 excludes the instance: 'attribute:ecs.instance-type == m5.large' is false (attribute:ecs.instance-type is g5.12xlarge)
          evidence: --constraint#/0
          evidence: describe-container-instances.json#/containerInstances/0/attributes/51
          fix: 2 instance(s) that pass every other step are excluded only by this expression: widen it to admit them
          fix (expression):
              (attribute:ecs.instance-type == m5.large) or attribute:ecs.instance-type in [g5.12xlarge]
          fix (command):
              aws ecs run-task --cluster inference --task-definition embed-worker:3 --placement-constraints '[{"type":"memberOf","expression":"(attribute:ecs.instance-type == m5.large) or attribute:ecs.instance-type in [g5.12xlarge]"}]' --region us-east-1
          fix: or add capacity that satisfies 'attribute:ecs.instance-type == m5.large' as written
  FAIL  i-05f14a58a40e8a8c3 (g5.12xlarge)
        [what-if] PD401 error: run-task constraint 1 excludes the instance: 'attribute:ecs.instance-type == m5.large' is false (attribute:ecs.instance-type is g5.12xlarge)
          evidence: --constraint#/0
          evidence: describe-container-instances.json#/containerInstances/1/attributes/51
1. set memory 1024
2. set constraint 'attribute:ecs.instance-type == m5.large'
what-if: unset constraint 1
verdict: blocked (PD402) → placeable on i-04496a83be5acca03, i-05f14a58a40e8a8c3
what-if: unset memory
verdict: placeable on i-04496a83be5acca03, i-05f14a58a40e8a8c3 → blocked (PD302)
Verdict: BLOCKED by PD302 (insufficient memory)
  none of 2 instances can take embed-worker:3: 2 g5.12xlarge have too little free memory (PD302)
  0/2 instances can take the task: 2 PD302 (insufficient memory)
What still blocks after the fix: nothing found
Fix:
  1. add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
  2. command:
       aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
  3. command:
       aws ecs describe-container-instances --cluster inference --container-instances 2a0d12478def8bded8c77afe037fdcc2 9a6a712b190cd8a1d213eebefe31391e --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 2a0d12478def8bded8c77afe037fdcc2 has insufficient memory available. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason RESOURCE:MEMORY, i-04496a83be5acca03): PD302 on i-04496a83be5acca03
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
