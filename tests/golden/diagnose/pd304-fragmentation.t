three g5.2xlarge each keep 11540 MiB free (34620 in total); the task needs 14000 on one instance
fixture: pd304-fragmentation
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (3 in, 3 out)
  pass  i-07e2ca645544c9b9c (g5.2xlarge)
  pass  i-04f85f8bbee6afabe (g5.2xlarge)
  pass  i-02ea5738ba666784f (g5.2xlarge)
Step 1/4 GPU registration: pass (3 in, 3 out)
  pass  i-07e2ca645544c9b9c (g5.2xlarge)
  pass  i-04f85f8bbee6afabe (g5.2xlarge)
  pass  i-02ea5738ba666784f (g5.2xlarge)
Step 2/4 remaining devices: pass (3 in, 3 out)
  pass  i-07e2ca645544c9b9c (g5.2xlarge)
  pass  i-04f85f8bbee6afabe (g5.2xlarge)
  pass  i-02ea5738ba666784f (g5.2xlarge)
Step 3/4 CPU, memory and the rest: FAIL (3 in, 0 out)
  task  PD304 error: fragmentation: no single one of the 3 candidate instances has room, yet they have 34620 MiB free in total (23080 beyond the instance with the most) for a task needing 14000
  FAIL  i-07e2ca645544c9b9c (g5.2xlarge)
        PD302 error: g5.2xlarge i-07e2ca645544c9b9c: the task needs 14000 MiB, 11540 MiB free of 31540 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 8840b52a8f6f81cdc77740eef38ff56e --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
  FAIL  i-04f85f8bbee6afabe (g5.2xlarge)
        PD302 error: g5.2xlarge i-04f85f8bbee6afabe: the task needs 14000 MiB, 11540 MiB free of 31540 registered
          evidence: describe-container-instances.json#/containerInstances/1/remainingResources/1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 39efad555ece9f0a672f7902becb46e1 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
  FAIL  i-02ea5738ba666784f (g5.2xlarge)
        PD302 error: g5.2xlarge i-02ea5738ba666784f: the task needs 14000 MiB, 11540 MiB free of 31540 registered
          evidence: describe-container-instances.json#/containerInstances/2/remainingResources/1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 65dd8ead1de0265bc0c78ba0f601590b --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 3; evaluated on all 3 instances
  pass  i-07e2ca645544c9b9c (g5.2xlarge)  [out at step 3]
  pass  i-04f85f8bbee6afabe (g5.2xlarge)  [out at step 3]
  pass  i-02ea5738ba666784f (g5.2xlarge)  [out at step 3]

Verdict: BLOCKED by PD304 (enough in total, not on any one instance (fragmentation))
  embed-worker:3 cannot be placed on any of the 3 instances: fragmentation: no single one of the 3 candidate instances has room, yet they have 34620 MiB free in total (23080 beyond the instance with the most) for a task needing 14000 (PD304)
  0/3 instances can take the task: 3 PD302 (insufficient memory)
What still blocks after the fix:
  i-07e2ca645544c9b9c  PD302  g5.2xlarge i-07e2ca645544c9b9c: the task needs 14000 MiB, 11540 MiB free of 31540 registered
  i-04f85f8bbee6afabe  PD302  g5.2xlarge i-04f85f8bbee6afabe: the task needs 14000 MiB, 11540 MiB free of 31540 registered
  i-02ea5738ba666784f  PD302  g5.2xlarge i-02ea5738ba666784f: the task needs 14000 MiB, 11540 MiB free of 31540 registered
Fix:
  1. command:
       aws ecs update-service --cluster inference --service embed-worker --placement-strategy type=binpack,field=memory --region us-east-1
  2. pack the tasks that share these instances tighter (binpack placement on memory, then redeploy them) or add an instance; the task itself fits an empty instance
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 8840b52a8f6f81cdc77740eef38ff56e has insufficient memory available. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason RESOURCE:MEMORY, i-07e2ca645544c9b9c): PD302 on i-07e2ca645544c9b9c
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
