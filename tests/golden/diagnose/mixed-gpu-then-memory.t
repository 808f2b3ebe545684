g5.xlarge: GPU held (step 2); g5.2xlarge: GPU free but feature-cache tasks leave 11540 MiB < 14000 (step 3): the cause is at step 3
fixture: mixed-gpu-then-memory
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-0ad16966c5072ca26 (g5.xlarge)
  pass  i-0470b9226627ff93a (g5.2xlarge)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-0ad16966c5072ca26 (g5.xlarge)
  pass  i-0470b9226627ff93a (g5.2xlarge)
Step 2/4 remaining devices: pass (2 in, 1 out)
  FAIL  i-0ad16966c5072ca26 (g5.xlarge)
        PD201 error: g5.xlarge i-0ad16966c5072ca26: the task needs 1 GPU, 0 of 1 free; held by 6d42d8400905664c2c5dbf52944f1774 (service:embed-worker, 1 GPU)
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/4
          evidence: describe-tasks.json#/tasks/0/containers
          fix (command):
              aws ecs describe-tasks --cluster inference --tasks 6d42d8400905664c2c5dbf52944f1774 --region us-east-1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
  pass  i-0470b9226627ff93a (g5.2xlarge)
Step 3/4 CPU, memory and the rest: FAIL (1 in, 0 out)
  FAIL  i-0ad16966c5072ca26 (g5.xlarge)  [out at step 2]
        PD301 error: g5.xlarge i-0ad16966c5072ca26: the task needs 3584 CPU units, 512 free of 4096 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/0
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances dab426f037caa19df2a14258f27b5184 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
        PD302 error: g5.xlarge i-0ad16966c5072ca26: the task needs 14000 MiB, 1563 MiB free of 15563 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/1
  FAIL  i-0470b9226627ff93a (g5.2xlarge)
        PD302 error: g5.2xlarge i-0470b9226627ff93a: the task needs 14000 MiB, 11540 MiB free of 31540 registered
          evidence: describe-container-instances.json#/containerInstances/1/remainingResources/1
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 3; evaluated on all 2 instances
  pass  i-0ad16966c5072ca26 (g5.xlarge)  [out at step 2]
  pass  i-0470b9226627ff93a (g5.2xlarge)  [out at step 3]

Verdict: BLOCKED by PD302 (insufficient memory)
  none of 2 instances can take embed-worker:3: 1 g5.xlarge has no free GPU (PD201), 1 g5.2xlarge has too little free memory (PD302)
  0/2 instances can take the task: 1 PD201 (all GPUs on the instance are assigned), 1 PD302 (insufficient memory)
What still blocks after the fix: nothing found
Fix:
  1. add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
  2. command:
       aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
  3. command:
       aws ecs describe-container-instances --cluster inference --container-instances f6c614fd13b45b4c3a3f2dcc129325f3 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance f6c614fd13b45b4c3a3f2dcc129325f3 has insufficient memory available. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason RESOURCE:MEMORY, i-0470b9226627ff93a): PD302 on i-0470b9226627ff93a
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
