GPU task on a plain python image without NVIDIA_DRIVER_CAPABILITIES: placeable, warning only (pasted files, no manifest)
fixture: pd005-no-driver-capabilities
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  task  PD005 info: container server asks for a GPU, sets no NVIDIA_DRIVER_CAPABILITIES, and its image python:3.12-slim does not name a CUDA base; if the image is not built on one, the GPU may be invisible at run time (not a placement cause)
          evidence: describe-task-definition.json#/taskDefinition/containerDefinitions/0
          fix (json-patch):
              [{"op": "add", "path": "/containerDefinitions/0/environment/-", "value": {"name": "NVIDIA_DRIVER_CAPABILITIES", "value": "compute,utility"}}]
  pass  i-0307e4b18e6b49913 (g5.xlarge)
  pass  i-072362d25c26dcf5e (g5.xlarge)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-0307e4b18e6b49913 (g5.xlarge)
  pass  i-072362d25c26dcf5e (g5.xlarge)
Step 2/4 remaining devices: pass (2 in, 1 out)
  FAIL  i-0307e4b18e6b49913 (g5.xlarge)
        PD201 error: g5.xlarge i-0307e4b18e6b49913: the task needs 1 GPU, 0 of 1 free; held by 53f7358063700f29d8e68881008873f4 (service:embed-worker, 1 GPU)
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/4
          evidence: describe-tasks.json#/tasks/0/containers
          fix (command):
              aws ecs describe-tasks --cluster inference --tasks 53f7358063700f29d8e68881008873f4 --region us-east-1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
  pass  i-072362d25c26dcf5e (g5.xlarge)
Step 3/4 CPU, memory and the rest: pass (1 in, 1 out)
  FAIL  i-0307e4b18e6b49913 (g5.xlarge)  [out at step 2]
        PD301 error: g5.xlarge i-0307e4b18e6b49913: the task needs 3584 CPU units, 512 free of 4096 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/0
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances f6478e1287c07a471fb6131c9b4e5e0f --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
        PD302 error: g5.xlarge i-0307e4b18e6b49913: the task needs 14000 MiB, 1563 MiB free of 15563 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances f6478e1287c07a471fb6131c9b4e5e0f --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
  pass  i-072362d25c26dcf5e (g5.xlarge)
Step 4/4 constraints: pass (1 in, 1 out)
  pass  i-0307e4b18e6b49913 (g5.xlarge)  [out at step 2]
  pass  i-072362d25c26dcf5e (g5.xlarge)

Verdict: PLACEABLE
  embed-worker:3 can be placed now on 1 of 2 instances: i-072362d25c26dcf5e
  1/2 instances can take the task: 1 PD201 (all GPUs on the instance are assigned)
  Placeable now on: i-072362d25c26dcf5e
--- stderr

--- exit
0
