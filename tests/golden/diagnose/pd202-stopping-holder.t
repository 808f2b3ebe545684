rolling deploy with minimumHealthyPercent 0: the new tasks were placed on GPUs whose old holders are stopping (desiredStatus STOPPED, lastStatus RUNNING / DEACTIVATING) and wait PENDING in the agent
fixture: pd202-stopping-holder
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-045ed490ad78fad06 (g5.xlarge)
  pass  i-08993fc30f637f438 (g5.xlarge)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-045ed490ad78fad06 (g5.xlarge)
  pass  i-08993fc30f637f438 (g5.xlarge)
Step 2/4 remaining devices: FAIL (2 in, 0 out)
  FAIL  i-045ed490ad78fad06 (g5.xlarge)
        PD201 error: g5.xlarge i-045ed490ad78fad06: the task needs 1 GPU, 0 of 1 free; held by 4653cba4f695619a0cd79d828e478224 (service:embed-worker, 1 GPU, stopping), 5bc5d5b508f3d8bea94ae608664e3f84 (service:embed-worker, 1 GPU)
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/4
          evidence: describe-tasks.json#/tasks/0/containers
          evidence: describe-tasks.json#/tasks/2/containers
          fix (command):
              aws ecs describe-tasks --cluster inference --tasks 4653cba4f695619a0cd79d828e478224 5bc5d5b508f3d8bea94ae608664e3f84 --region us-east-1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
        PD202 error: task 4653cba4f695619a0cd79d828e478224 on i-045ed490ad78fad06 holds 1 GPU while stopping (desiredStatus STOPPED, lastStatus RUNNING, stoppingAt 2026-11-30T09:41:02Z)
          evidence: describe-tasks.json#/tasks/0
  FAIL  i-08993fc30f637f438 (g5.xlarge)
        PD201 error: g5.xlarge i-08993fc30f637f438: the task needs 1 GPU, 0 of 1 free; held by b8af7671c02425e7cf6cec302aff34e8 (service:embed-worker, 1 GPU), cc411f59b0364962fe01a626ef7d6a66 (service:embed-worker, 1 GPU, stopping)
          evidence: describe-container-instances.json#/containerInstances/1/remainingResources/4
          evidence: describe-tasks.json#/tasks/3/containers
          evidence: describe-tasks.json#/tasks/1/containers
          fix (command):
              aws ecs describe-tasks --cluster inference --tasks b8af7671c02425e7cf6cec302aff34e8 cc411f59b0364962fe01a626ef7d6a66 --region us-east-1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
        PD202 error: task cc411f59b0364962fe01a626ef7d6a66 on i-08993fc30f637f438 holds 1 GPU while stopping (desiredStatus STOPPED, lastStatus DEACTIVATING, stoppingAt 2026-11-30T09:41:02Z)
          evidence: describe-tasks.json#/tasks/1
Step 3/4 CPU, memory and the rest: FAIL (0 in, 0 out): no candidate left after step 2; evaluated on all 2 instances
  FAIL  i-045ed490ad78fad06 (g5.xlarge)  [out at step 2]
        PD301 error: g5.xlarge i-045ed490ad78fad06: the task needs 3584 CPU units, 512 free of 4096 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/0
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 2ba61fee2533dd3af65fbeb007240b8a --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
        PD302 error: g5.xlarge i-045ed490ad78fad06: the task needs 14000 MiB, 1563 MiB free of 15563 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 2ba61fee2533dd3af65fbeb007240b8a --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
  FAIL  i-08993fc30f637f438 (g5.xlarge)  [out at step 2]
        PD301 error: g5.xlarge i-08993fc30f637f438: the task needs 3584 CPU units, 512 free of 4096 registered
          evidence: describe-container-instances.json#/containerInstances/1/remainingResources/0
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 76e927033fbd872954668246097ff5c2 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
        PD302 error: g5.xlarge i-08993fc30f637f438: the task needs 14000 MiB, 1563 MiB free of 15563 registered
          evidence: describe-container-instances.json#/containerInstances/1/remainingResources/1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 76e927033fbd872954668246097ff5c2 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 2; evaluated on all 2 instances
  pass  i-045ed490ad78fad06 (g5.xlarge)  [out at step 2]
  pass  i-08993fc30f637f438 (g5.xlarge)  [out at step 2]

Verdict: BLOCKED by PD202 (GPUs held by a task that is stopping but not stopped)
  none of 2 instances can take embed-worker:3: 2 g5.xlarge have GPUs held by stopping tasks (PD202)
  0/2 instances can take the task: 2 PD201 (all GPUs on the instance are assigned)
What still blocks after the fix:
  i-045ed490ad78fad06  PD201  g5.xlarge i-045ed490ad78fad06: the task needs 1 GPU, 0 of 1 free; held by 4653cba4f695619a0cd79d828e478224 (service:embed-worker, 1 GPU, stopping), 5bc5d5b508f3d8bea94ae608664e3f84 (service:embed-worker, 1 GPU)
  i-08993fc30f637f438  PD201  g5.xlarge i-08993fc30f637f438: the task needs 1 GPU, 0 of 1 free; held by b8af7671c02425e7cf6cec302aff34e8 (service:embed-worker, 1 GPU), cc411f59b0364962fe01a626ef7d6a66 (service:embed-worker, 1 GPU, stopping)
  i-045ed490ad78fad06  PD301  g5.xlarge i-045ed490ad78fad06: the task needs 3584 CPU units, 512 free of 4096 registered
  i-045ed490ad78fad06  PD302  g5.xlarge i-045ed490ad78fad06: the task needs 14000 MiB, 1563 MiB free of 15563 registered
  i-08993fc30f637f438  PD301  g5.xlarge i-08993fc30f637f438: the task needs 3584 CPU units, 512 free of 4096 registered
  i-08993fc30f637f438  PD302  g5.xlarge i-08993fc30f637f438: the task needs 14000 MiB, 1563 MiB free of 15563 registered
Fix:
  1. aws ecs stop-task will not help: the task is already stopping; the agent waits up to ECS_CONTAINER_STOP_TIMEOUT (default 30s) after SIGTERM before killing the container, and releases the GPUs only when the task reaches STOPPED
  2. wait, or find out on i-045ed490ad78fad06 why the container does not exit (docker ps; docker logs <container>)
  3. command:
       aws ecs describe-tasks --cluster inference --tasks 4653cba4f695619a0cd79d828e478224 --region us-east-1 --query 'tasks[].[lastStatus,desiredStatus,stoppingAt,stopCode,stoppedReason]'
  4. if it is stuck, drain and replace the instance
  5. command:
       aws ecs update-container-instances-state --cluster inference --container-instances 2ba61fee2533dd3af65fbeb007240b8a --status DRAINING --region us-east-1
  6. wait, or find out on i-08993fc30f637f438 why the container does not exit (docker ps; docker logs <container>)
  7. command:
       aws ecs describe-tasks --cluster inference --tasks cc411f59b0364962fe01a626ef7d6a66 --region us-east-1 --query 'tasks[].[lastStatus,desiredStatus,stoppingAt,stopCode,stoppedReason]'
  8. command:
       aws ecs update-container-instances-state --cluster inference --container-instances 76e927033fbd872954668246097ff5c2 --status DRAINING --region us-east-1
--- stderr

--- exit
1
