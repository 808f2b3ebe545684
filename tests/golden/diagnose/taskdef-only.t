no service: would embed-worker:3 place? tokenizer tasks leave 3072 CPU units on each g5.xlarge (GPUs free); the task needs 3584
fixture: taskdef-only
args: diagnose --task-definition embed-worker:3
--- stdout
Target: cluster inference, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-05beaba42822c1e20 (g5.xlarge)
  pass  i-04bf1f68d9f103232 (g5.xlarge)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-05beaba42822c1e20 (g5.xlarge)
  pass  i-04bf1f68d9f103232 (g5.xlarge)
Step 2/4 remaining devices: pass (2 in, 2 out)
  pass  i-05beaba42822c1e20 (g5.xlarge)
  pass  i-04bf1f68d9f103232 (g5.xlarge)
Step 3/4 CPU, memory and the rest: FAIL (2 in, 0 out)
  FAIL  i-05beaba42822c1e20 (g5.xlarge)
        PD301 error: g5.xlarge i-05beaba42822c1e20: the task needs 3584 CPU units, 3072 free of 4096 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/0
        PD302 error: g5.xlarge i-05beaba42822c1e20: the task needs 14000 MiB, 13515 MiB free of 15563 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances be5aa47b3910105a441e6bf379beb868 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
  FAIL  i-04bf1f68d9f103232 (g5.xlarge)
        PD301 error: g5.xlarge i-04bf1f68d9f103232: the task needs 3584 CPU units, 3072 free of 4096 registered
          evidence: describe-container-instances.json#/containerInstances/1/remainingResources/0
        PD302 error: g5.xlarge i-04bf1f68d9f103232: the task needs 14000 MiB, 13515 MiB free of 15563 registered
          evidence: describe-container-instances.json#/containerInstances/1/remainingResources/1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances ea86cec217baae0e74e7f31a6835b544 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 3; evaluated on all 2 instances
  pass  i-05beaba42822c1e20 (g5.xlarge)  [out at step 3]
  pass  i-04bf1f68d9f103232 (g5.xlarge)  [out at step 3]

Verdict: BLOCKED by PD301 (insufficient CPU)
  none of 2 instances can take embed-worker:3: 2 g5.xlarge have too little free CPU (PD301)
  0/2 instances can take the task: 2 PD301 (insufficient CPU)
What still blocks after the fix:
  i-05beaba42822c1e20  PD302  g5.xlarge i-05beaba42822c1e20: the task needs 14000 MiB, 13515 MiB free of 15563 registered
  i-04bf1f68d9f103232  PD302  g5.xlarge i-04bf1f68d9f103232: the task needs 14000 MiB, 13515 MiB free of 15563 registered
Fix:
  1. add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
  2. command:
       aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
  3. command:
       aws ecs describe-container-instances --cluster inference --container-instances be5aa47b3910105a441e6bf379beb868 ea86cec217baae0e74e7f31a6835b544 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
--- stderr

--- exit
1
