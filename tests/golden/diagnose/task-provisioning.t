a task of embed-worker stuck in PROVISIONING under capacity provider gpu-asg-cp (ASG at its maximum): both g5.xlarge GPUs are held
fixture: task-provisioning
args: diagnose --task 1faa2be78d8ad5cf8a884e73d1b0c709
--- stdout
Target: cluster inference, task definition embed-worker:3, task arn:aws:ecs:us-east-1:111122223333:task/inference/1faa2be78d8ad5cf8a884e73d1b0c709, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-07eec569181c277d8 (g5.xlarge)
  pass  i-02752b49e398c4019 (g5.xlarge)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-07eec569181c277d8 (g5.xlarge)
  pass  i-02752b49e398c4019 (g5.xlarge)
Step 2/4 remaining devices: FAIL (2 in, 0 out)
  FAIL  i-07eec569181c277d8 (g5.xlarge)
        PD201 error: g5.xlarge i-07eec569181c277d8: the task needs 1 GPU, 0 of 1 free; held by 8f9eb6b5c43da51fbfbe09efc6f7d5aa (service:embed-worker, 1 GPU)
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/4
          evidence: describe-tasks.json#/tasks/0/containers
  FAIL  i-02752b49e398c4019 (g5.xlarge)
        PD201 error: g5.xlarge i-02752b49e398c4019: the task needs 1 GPU, 0 of 1 free; held by 9e4a0e60bc5fd4a268d63fe25190464c (service:embed-worker, 1 GPU)
          evidence: describe-container-instances.json#/containerInstances/1/remainingResources/4
          evidence: describe-tasks.json#/tasks/1/containers
Step 3/4 CPU, memory and the rest: FAIL (0 in, 0 out): no candidate left after step 2; evaluated on all 2 instances
  FAIL  i-07eec569181c277d8 (g5.xlarge)  [out at step 2]
        PD301 error: g5.xlarge i-07eec569181c277d8: the task needs 3584 CPU units, 512 free of 4096 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/0
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws ecs describe-capacity-providers --capacity-providers gpu-asg-cp --region us-east-1 --query 'capacityProviders[].[name,autoScalingGroupProvider.autoScalingGroupArn,autoScalingGroupProvider.managedScaling.status]'
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 0aca8eff5a2f0ad42fbacba59c7d45b1 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
        PD302 error: g5.xlarge i-07eec569181c277d8: the task needs 14000 MiB, 1563 MiB free of 15563 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws ecs describe-capacity-providers --capacity-providers gpu-asg-cp --region us-east-1 --query 'capacityProviders[].[name,autoScalingGroupProvider.autoScalingGroupArn,autoScalingGroupProvider.managedScaling.status]'
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 0aca8eff5a2f0ad42fbacba59c7d45b1 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
  FAIL  i-02752b49e398c4019 (g5.xlarge)  [out at step 2]
        PD301 error: g5.xlarge i-02752b49e398c4019: the task needs 3584 CPU units, 512 free of 4096 registered
          evidence: describe-container-instances.json#/containerInstances/1/remainingResources/0
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws ecs describe-capacity-providers --capacity-providers gpu-asg-cp --region us-east-1 --query 'capacityProviders[].[name,autoScalingGroupProvider.autoScalingGroupArn,autoScalingGroupProvider.managedScaling.status]'
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances addda99c93bc5ad3f5e43d9be86822be --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
        PD302 error: g5.xlarge i-02752b49e398c4019: the task needs 14000 MiB, 1563 MiB free of 15563 registered
          evidence: describe-container-instances.json#/containerInstances/1/remainingResources/1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws ecs describe-capacity-providers --capacity-providers gpu-asg-cp --region us-east-1 --query 'capacityProviders[].[name,autoScalingGroupProvider.autoScalingGroupArn,autoScalingGroupProvider.managedScaling.status]'
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances addda99c93bc5ad3f5e43d9be86822be --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 2; evaluated on all 2 instances
  pass  i-07eec569181c277d8 (g5.xlarge)  [out at step 2]
  pass  i-02752b49e398c4019 (g5.xlarge)  [out at step 2]

Verdict: BLOCKED by PD201 (all GPUs on the instance are assigned)
  none of 2 instances can take embed-worker:3: 2 g5.xlarge have no free GPU (PD201)
  0/2 instances can take the task: 2 PD201 (all GPUs on the instance are assigned)
What still blocks after the fix:
  i-07eec569181c277d8  PD301  g5.xlarge i-07eec569181c277d8: the task needs 3584 CPU units, 512 free of 4096 registered
  i-07eec569181c277d8  PD302  g5.xlarge i-07eec569181c277d8: the task needs 14000 MiB, 1563 MiB free of 15563 registered
  i-02752b49e398c4019  PD301  g5.xlarge i-02752b49e398c4019: the task needs 3584 CPU units, 512 free of 4096 registered
  i-02752b49e398c4019  PD302  g5.xlarge i-02752b49e398c4019: the task needs 14000 MiB, 1563 MiB free of 15563 registered
Fix:
  1. add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
  2. command:
       aws ecs describe-capacity-providers --capacity-providers gpu-asg-cp --region us-east-1 --query 'capacityProviders[].[name,autoScalingGroupProvider.autoScalingGroupArn,autoScalingGroupProvider.managedScaling.status]'
  3. command:
       aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
  4. command:
       aws ecs describe-tasks --cluster inference --tasks 8f9eb6b5c43da51fbfbe09efc6f7d5aa --region us-east-1
  5. command:
       aws ecs describe-tasks --cluster inference --tasks 9e4a0e60bc5fd4a268d63fe25190464c --region us-east-1
--- stderr

--- exit
1
