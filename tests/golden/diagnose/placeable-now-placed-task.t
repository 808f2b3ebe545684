A --task target that ECS already placed (RUNNING): the verdict says where it is and where to look instead
fixture: placeable-now
args: diagnose --task 9baaa0d657e8450220bc7eecd4c4049f
--- stdout
Target: cluster inference, task definition embed-worker:3, task arn:aws:ecs:us-east-1:111122223333:task/inference/9baaa0d657e8450220bc7eecd4c4049f, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-03bcca7a948ea9242 (g5.xlarge)
  pass  i-0d2f16703319b2ad0 (g5.xlarge)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-03bcca7a948ea9242 (g5.xlarge)
  pass  i-0d2f16703319b2ad0 (g5.xlarge)
Step 2/4 remaining devices: pass (2 in, 1 out)
  FAIL  i-03bcca7a948ea9242 (g5.xlarge)
        PD201 error: g5.xlarge i-03bcca7a948ea9242: the task needs 1 GPU, 0 of 1 free; held by 9baaa0d657e8450220bc7eecd4c4049f (service:embed-worker, 1 GPU)
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/4
          evidence: describe-tasks.json#/tasks/0/containers
          fix (command):
              aws ecs describe-tasks --cluster inference --tasks 9baaa0d657e8450220bc7eecd4c4049f --region us-east-1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
  pass  i-0d2f16703319b2ad0 (g5.xlarge)
Step 3/4 CPU, memory and the rest: pass (1 in, 1 out)
  FAIL  i-03bcca7a948ea9242 (g5.xlarge)  [out at step 2]
        PD301 error: g5.xlarge i-03bcca7a948ea9242: the task needs 3584 CPU units, 512 free of 4096 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/0
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 91a6846bc345844b941b2986690a71a7 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
        PD302 error: g5.xlarge i-03bcca7a948ea9242: the task needs 14000 MiB, 1563 MiB free of 15563 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 91a6846bc345844b941b2986690a71a7 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
  pass  i-0d2f16703319b2ad0 (g5.xlarge)
Step 4/4 constraints: pass (1 in, 1 out)
  pass  i-03bcca7a948ea9242 (g5.xlarge)  [out at step 2]
  pass  i-0d2f16703319b2ad0 (g5.xlarge)

Verdict: PLACEABLE
  embed-worker:3 can be placed now on 1 of 2 instances: i-0d2f16703319b2ad0
  1/2 instances can take the task: 1 PD201 (all GPUs on the instance are assigned)
  Placeable now on: i-0d2f16703319b2ad0
Next:
  - task 9baaa0d657e8450220bc7eecd4c4049f is already placed on i-03bcca7a948ea9242 (lastStatus RUNNING): the verdict above is for another copy of it, and its own reservation counts against that instance; if it stays PENDING, look at the instance side (image pull, a stopping task still holding its GPUs: PD202) with aws ecs describe-tasks --cluster inference --tasks 9baaa0d657e8450220bc7eecd4c4049f --region us-east-1
--- stderr

--- exit
0
