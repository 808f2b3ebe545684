service memberOf attribute:ecs.instance-type =~ g6.*; a g6.xlarge is free so the task places, but the regex also matches g6f.large: warning only
fixture: pd403-regex-placeable
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (4 in, 4 out)
  pass  i-0e152cefd3bf7c0f3 (g6.xlarge)
  pass  i-07f36ef899fdf7715 (g6.xlarge)
  pass  i-00f3ca4d42c50e641 (g6f.large)
  pass  i-04f5a58dd9998398c (g6e.xlarge)
Step 1/4 GPU registration: pass (4 in, 4 out)
  pass  i-0e152cefd3bf7c0f3 (g6.xlarge)
  pass  i-07f36ef899fdf7715 (g6.xlarge)
  pass  i-00f3ca4d42c50e641 (g6f.large)
  pass  i-04f5a58dd9998398c (g6e.xlarge)
Step 2/4 remaining devices: pass (4 in, 2 out)
  FAIL  i-0e152cefd3bf7c0f3 (g6.xlarge)
        PD201 error: g6.xlarge i-0e152cefd3bf7c0f3: the task needs 1 GPU, 0 of 1 free; held by 8fede74118477adbf7cfb3ac40a9c1ef (service:embed-worker, 1 GPU)
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/4
          evidence: describe-tasks.json#/tasks/0/containers
          fix (command):
              aws ecs describe-tasks --cluster inference --tasks 8fede74118477adbf7cfb3ac40a9c1ef --region us-east-1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
  pass  i-07f36ef899fdf7715 (g6.xlarge)
  FAIL  i-00f3ca4d42c50e641 (g6f.large)
        PD204 error: g6f.large i-00f3ca4d42c50e641 has a 0.125 L4 (partition) partition, not whole GPUs; the task asks for 1 whole GPU
          evidence: describe-container-instances.json#/containerInstances/2/attributes
          fix: fractional values (0.125, 0.25, 0.5) place only on G6f/Gr6f sizes with that partition and integer values only on full-GPU types: match the request to the instance types in the capacity provider
  pass  i-04f5a58dd9998398c (g6e.xlarge)
Step 3/4 CPU, memory and the rest: pass (2 in, 2 out)
  FAIL  i-0e152cefd3bf7c0f3 (g6.xlarge)  [out at step 2]
        PD301 error: g6.xlarge i-0e152cefd3bf7c0f3: the task needs 3584 CPU units, 512 free of 4096 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/0
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 6c0f98c1277c45e46fcb165bb6aa78c7 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
        PD302 error: g6.xlarge i-0e152cefd3bf7c0f3: the task needs 14000 MiB, 1531 MiB free of 15531 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 6c0f98c1277c45e46fcb165bb6aa78c7 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
  pass  i-07f36ef899fdf7715 (g6.xlarge)
  FAIL  i-00f3ca4d42c50e641 (g6f.large)  [out at step 2]
        PD303 error: the task reserves 3584 CPU units; g6f.large i-00f3ca4d42c50e641 registers 2048 (2 vCPU): it never fits, even on an empty instance
          evidence: describe-container-instances.json#/containerInstances/2/registeredResources/0
          fix: the reservation is larger than what i-00f3ca4d42c50e641 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type
        PD303 error: the task reserves 14000 MiB; g6f.large i-00f3ca4d42c50e641 has 8 GiB but registers 7618 MiB for tasks: it never fits, even on an empty instance
          evidence: describe-container-instances.json#/containerInstances/2/registeredResources/1
  pass  i-04f5a58dd9998398c (g6e.xlarge)
Step 4/4 constraints: pass (2 in, 2 out)
  task  PD403 warning: service constraint 1: 'g6.*' names family g6 but also matches g6e (g6e.xlarge), g6f (g6f.large): '.' matches any character
          evidence: describe-services.json#/services/0/placementConstraints/0/expression
          fix (expression):
              attribute:ecs.instance-type =~ g6\..*
          fix (command):
              aws ecs update-service --cluster inference --service embed-worker --placement-constraints '[{"type":"memberOf","expression":"attribute:ecs.instance-type =~ g6\\..*"}]' --region us-east-1
          fix (expression):
              attribute:ecs.instance-type in [g6.xlarge]
  pass  i-0e152cefd3bf7c0f3 (g6.xlarge)  [out at step 2]
  pass  i-07f36ef899fdf7715 (g6.xlarge)
  pass  i-00f3ca4d42c50e641 (g6f.large)  [out at step 2]
  pass  i-04f5a58dd9998398c (g6e.xlarge)

Verdict: PLACEABLE
  embed-worker:3 can be placed now on 2 of 4 instances: i-07f36ef899fdf7715, i-04f5a58dd9998398c
  2/4 instances can take the task: 1 PD201 (all GPUs on the instance are assigned), 1 PD204 (fractional GPU request does not match the partition size)
  Placeable now on: i-07f36ef899fdf7715, i-04f5a58dd9998398c
--- stderr

--- exit
0
