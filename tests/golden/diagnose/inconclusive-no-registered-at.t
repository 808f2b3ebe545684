service memberOf registeredAt > 2026-11-30T09:00:00 pasted through a --query that dropped registeredAt: the free g5.xlarge cannot be judged against the constraint, so the verdict is inconclusive, not PD401
fixture: inconclusive-no-registered-at
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-057d0333b36f42de1 (g5.xlarge)
  pass  i-0eab392f10a29e6f2 (g5.xlarge)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-057d0333b36f42de1 (g5.xlarge)
  pass  i-0eab392f10a29e6f2 (g5.xlarge)
Step 2/4 remaining devices: pass (2 in, 1 out)
  FAIL  i-057d0333b36f42de1 (g5.xlarge)
        PD201 error: g5.xlarge i-057d0333b36f42de1: the task needs 1 GPU, 0 of 1 free; held by c495251c6789e6a577c4ffd7d3ddb355 (service:embed-worker, 1 GPU)
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/4
          evidence: describe-tasks.json#/tasks/0/containers
          fix (command):
              aws ecs describe-tasks --cluster inference --tasks c495251c6789e6a577c4ffd7d3ddb355 --region us-east-1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
  pass  i-0eab392f10a29e6f2 (g5.xlarge)
Step 3/4 CPU, memory and the rest: pass (1 in, 1 out)
  FAIL  i-057d0333b36f42de1 (g5.xlarge)  [out at step 2]
        PD301 error: g5.xlarge i-057d0333b36f42de1: the task needs 3584 CPU units, 512 free of 4096 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/0
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances e75921e8f4f5f775af23632725ec2391 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
        PD302 error: g5.xlarge i-057d0333b36f42de1: the task needs 14000 MiB, 1563 MiB free of 15563 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
          fix (command):
              aws ecs describe-container-instances --cluster inference --container-instances e75921e8f4f5f775af23632725ec2391 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
  pass  i-0eab392f10a29e6f2 (g5.xlarge)
Step 4/4 constraints: inconclusive (1 in, 0 out, 1 undecided): could not decide for 1 of 1 candidate: PD490
  ?     i-057d0333b36f42de1 (g5.xlarge)  [out at step 2]
        PD490 inconclusive: service constraint 1: the instance's registeredAt is not in the data: cannot tell whether 'registeredAt > 2026-11-30T09:00:00' holds
          evidence: describe-services.json#/services/0/placementConstraints/0/expression
  ?     i-0eab392f10a29e6f2 (g5.xlarge)
        PD490 inconclusive: service constraint 1: the instance's registeredAt is not in the data: cannot tell whether 'registeredAt > 2026-11-30T09:00:00' holds
          evidence: describe-services.json#/services/0/placementConstraints/0/expression

Verdict: INCONCLUSIVE
  cannot tell whether embed-worker:3 can be placed: 1 of 2 instances could not be evaluated at step 4 (constraints): PD490; excluded: 1 g5.xlarge has no free GPU (PD201)
  1/2 instances can take the task: 1 PD201 (all GPUs on the instance are assigned)
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc cannot tell (reason GENERIC): provdoc's verdict is inconclusive
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
3
