each g5.xlarge's only GPU is held by a running embed-worker task; the third task has nowhere to go
fixture: pd201-gpus-busy
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-0867e0d487af66bf6 (g5.xlarge)
  pass  i-03ba1676cdd96a44b (g5.xlarge)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-0867e0d487af66bf6 (g5.xlarge)
  pass  i-03ba1676cdd96a44b (g5.xlarge)
Step 2/4 remaining devices: FAIL (2 in, 0 out)
  FAIL  i-0867e0d487af66bf6 (g5.xlarge)
        PD201 error: g5.xlarge i-0867e0d487af66bf6: the task needs 1 GPU, 0 of 1 free; held by 2d58a1ffaddf96c4185b1fcea2181c03 (service:embed-worker, 1 GPU)
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/4
          evidence: describe-tasks.json#/tasks/0/containers
  FAIL  i-03ba1676cdd96a44b (g5.xlarge)
        PD201 error: g5.xlarge i-03ba1676cdd96a44b: the task needs 1 GPU, 0 of 1 free; held by 973f663b50dd2158ca24b484e0bed674 (service:embed-worker, 1 GPU)
          evidence: describe-container-instances.json#/containerInstances/1/remainingResources/4
          evidence: describe-tasks.json#/tasks/1/containers
Step 3/4 CPU, memory and the rest: FAIL (0 in, 0 out): no candidate left after step 2; evaluated on all 2 instances
  FAIL  i-0867e0d487af66bf6 (g5.xlarge)  [out at step 2]
        PD301 error: g5.xlarge i-0867e0d487af66bf6: the task needs 3584 CPU units, 512 free of 4096 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/0
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 900dbd1b17bcf540e027e4b6761c1b7d --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
        PD302 error: g5.xlarge i-0867e0d487af66bf6: the task needs 14000 MiB, 1563 MiB free of 15563 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 900dbd1b17bcf540e027e4b6761c1b7d --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
  FAIL  i-03ba1676cdd96a44b (g5.xlarge)  [out at step 2]
        PD301 error: g5.xlarge i-03ba1676cdd96a44b: the task needs 3584 CPU units, 512 free of 4096 registered
          evidence: describe-container-instances.json#/containerInstances/1/remainingResources/0
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 348f354f42ac75ac7fc014fe70f23382 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
        PD302 error: g5.xlarge i-03ba1676cdd96a44b: the task needs 14000 MiB, 1563 MiB free of 15563 registered
          evidence: describe-container-instances.json#/containerInstances/1/remainingResources/1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 348f354f42ac75ac7fc014fe70f23382 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 2; evaluated on all 2 instances
  pass  i-0867e0d487af66bf6 (g5.xlarge)  [out at step 2]
  pass  i-03ba1676cdd96a44b (g5.xlarge)  [out at step 2]

Verdict: BLOCKED by PD201 (all GPUs on the instance are assigned)
  none of 2 instances can take embed-worker:3: 2 g5.xlarge have no free GPU (PD201)
  0/2 instances can take the task: 2 PD201 (all GPUs on the instance are assigned)
What still blocks after the fix:
  i-0867e0d487af66bf6  PD301  g5.xlarge i-0867e0d487af66bf6: the task needs 3584 CPU units, 512 free of 4096 registered
  i-0867e0d487af66bf6  PD302  g5.xlarge i-0867e0d487af66bf6: the task needs 14000 MiB, 1563 MiB free of 15563 registered
  i-03ba1676cdd96a44b  PD301  g5.xlarge i-03ba1676cdd96a44b: the task needs 3584 CPU units, 512 free of 4096 registered
  i-03ba1676cdd96a44b  PD302  g5.xlarge i-03ba1676cdd96a44b: the task needs 14000 MiB, 1563 MiB free of 15563 registered
Fix:
  1. add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
  2. command:
       aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
  3. command:
       aws ecs describe-tasks --cluster inference --tasks 2d58a1ffaddf96c4185b1fcea2181c03 --region us-east-1
  4. command:
       aws ecs describe-tasks --cluster inference --tasks 973f663b50dd2158ca24b484e0bed674 --region us-east-1
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason GENERIC): no instance can take the task (PD201)
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
