service memberOf attribute:ecs.instance-type =~ g6.* meant for g6: the g6.xlarge is busy, the regex also matches the free g6f.xlarge which cannot take an integer GPU, the free g5.2xlarge is excluded
fixture: pd403-regex-g6f
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (4 in, 4 out)
  pass  i-02ef641e14628ee3e (g6.xlarge)
  pass  i-06a16f33b28e076e5 (g6f.xlarge)
  pass  i-069c32fbd7099a8ba (g6f.xlarge)
  pass  i-092d2ccc891bda1f7 (g5.2xlarge)
Step 1/4 GPU registration: pass (4 in, 4 out)
  pass  i-02ef641e14628ee3e (g6.xlarge)
  pass  i-06a16f33b28e076e5 (g6f.xlarge)
  pass  i-069c32fbd7099a8ba (g6f.xlarge)
  pass  i-092d2ccc891bda1f7 (g5.2xlarge)
Step 2/4 remaining devices: pass (4 in, 1 out)
  FAIL  i-02ef641e14628ee3e (g6.xlarge)
        PD201 error: g6.xlarge i-02ef641e14628ee3e: the task needs 1 GPU, 0 of 1 free; held by ef364186e5a5da8d2da6163d260d322d (service:embed-worker, 1 GPU)
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/4
          evidence: describe-tasks.json#/tasks/0/containers
          fix (command):
              aws ecs describe-tasks --cluster inference --tasks ef364186e5a5da8d2da6163d260d322d --region us-east-1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
  FAIL  i-06a16f33b28e076e5 (g6f.xlarge)
        PD204 error: g6f.xlarge i-06a16f33b28e076e5 has a 0.125 L4 (partition) partition, not whole GPUs; the task asks for 1 whole GPU
          evidence: describe-container-instances.json#/containerInstances/1/attributes
          fix: fractional values (0.125, 0.25, 0.5) place only on G6f/Gr6f sizes with that partition and integer values only on full-GPU types: match the request to the instance types in the capacity provider
  FAIL  i-069c32fbd7099a8ba (g6f.xlarge)
        PD204 error: g6f.xlarge i-069c32fbd7099a8ba has a 0.125 L4 (partition) partition, not whole GPUs; the task asks for 1 whole GPU
          evidence: describe-container-instances.json#/containerInstances/2/attributes
  pass  i-092d2ccc891bda1f7 (g5.2xlarge)
Step 3/4 CPU, memory and the rest: pass (1 in, 1 out)
  FAIL  i-02ef641e14628ee3e (g6.xlarge)  [out at step 2]
        PD301 error: g6.xlarge i-02ef641e14628ee3e: the task needs 3584 CPU units, 512 free of 4096 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/0
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 88a63d5635cc3c46c87bc88c90933354 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
        PD302 error: g6.xlarge i-02ef641e14628ee3e: the task needs 14000 MiB, 1531 MiB free of 15531 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances 88a63d5635cc3c46c87bc88c90933354 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
  pass  i-06a16f33b28e076e5 (g6f.xlarge)  [out at step 2]
  pass  i-069c32fbd7099a8ba (g6f.xlarge)  [out at step 2]
  pass  i-092d2ccc891bda1f7 (g5.2xlarge)
Step 4/4 constraints: FAIL (1 in, 0 out)
  task  PD403 warning: service constraint 1: 'g6.*' names family g6 but also matches g6e (g6e.xlarge), g6f (g6f.large): '.' matches any character
          evidence: describe-services.json#/services/0/placementConstraints/0/expression
          fix (expression):
              attribute:ecs.instance-type =~ g6\..*
          fix (command):
              aws ecs update-service --cluster inference --service embed-worker --placement-constraints '[{"type":"memberOf","expression":"attribute:ecs.instance-type =~ g6\\..*"}]' --region us-east-1
          fix (expression):
              attribute:ecs.instance-type in [g6.xlarge]
  pass  i-02ef641e14628ee3e (g6.xlarge)  [out at step 2]
  pass  i-06a16f33b28e076e5 (g6f.xlarge)  [out at step 2]
  pass  i-069c32fbd7099a8ba (g6f.xlarge)  [out at step 2]
  FAIL  i-092d2ccc891bda1f7 (g5.2xlarge)
        PD401 error: service constraint 1 excludes the instance: 'attribute:ecs.instance-type =~ g6.*' is false (attribute:ecs.instance-type is g5.2xlarge)
          evidence: describe-services.json#/services/0/placementConstraints/0/expression
          evidence: describe-container-instances.json#/containerInstances/3/attributes/51

Verdict: BLOCKED by PD401 (memberOf expression excludes the instance)
  none of 4 instances can take embed-worker:3: 2 g6f.xlarge have the wrong GPU partition size (PD204), 1 g6.xlarge has no free GPU (PD201), 1 g5.2xlarge is excluded by a memberOf constraint (PD401)
  0/4 instances can take the task: 2 PD204 (fractional GPU request does not match the partition size), 1 PD201 (all GPUs on the instance are assigned), 1 PD401 (memberOf expression excludes the instance)
What still blocks after the fix: nothing found
Fix:
  1. 1 instance(s) that pass every other step are excluded only by this expression: widen it to admit them
  2. expression:
       (attribute:ecs.instance-type =~ g6.*) or attribute:ecs.instance-type in [g5.2xlarge]
  3. command:
       aws ecs update-service --cluster inference --service embed-worker --placement-constraints '[{"type":"memberOf","expression":"(attribute:ecs.instance-type =~ g6.*) or attribute:ecs.instance-type in [g5.2xlarge]"}]' --region us-east-1
  4. or add capacity that satisfies 'attribute:ecs.instance-type =~ g6.*' as written
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason GENERIC): no instance can take the task (PD401)
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
