two services in one bundle (no manifest): embed-worker is steady, rerank-worker asks 12288 CPU units and the largest instance (g5.2xlarge) registers 8192
fixture: multi-service
args: diagnose --service rerank-worker
--- stdout
Target: cluster inference, service rerank-worker, task definition rerank-worker:4, region us-east-1, source replay

Step 0/4 task definition: pass (3 in, 3 out)
  pass  i-0ff3f72301286279d (g5.xlarge)
  pass  i-0a50d992f535ace2d (g5.xlarge)
  pass  i-03d44c44607bde302 (g5.2xlarge)
Step 1/4 GPU registration: pass (3 in, 3 out)
  pass  i-0ff3f72301286279d (g5.xlarge)
  pass  i-0a50d992f535ace2d (g5.xlarge)
  pass  i-03d44c44607bde302 (g5.2xlarge)
Step 2/4 remaining devices: pass (3 in, 1 out)
  FAIL  i-0ff3f72301286279d (g5.xlarge)
        PD201 error: g5.xlarge i-0ff3f72301286279d: the task needs 1 GPU, 0 of 1 free; held by e6de8b671204d1f21280f1d68fbe8eaf (service:embed-worker, 1 GPU)
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/4
          evidence: describe-tasks.json#/tasks/0/containers
          fix (command):
              aws ecs describe-tasks --cluster inference --tasks e6de8b671204d1f21280f1d68fbe8eaf --region us-east-1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
  FAIL  i-0a50d992f535ace2d (g5.xlarge)
        PD201 error: g5.xlarge i-0a50d992f535ace2d: the task needs 1 GPU, 0 of 1 free; held by d1e903d06ee5513b0a3930f126a756f8 (service:embed-worker, 1 GPU)
          evidence: describe-container-instances.json#/containerInstances/1/remainingResources/4
          evidence: describe-tasks.json#/tasks/1/containers
          fix (command):
              aws ecs describe-tasks --cluster inference --tasks d1e903d06ee5513b0a3930f126a756f8 --region us-east-1
          fix: add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
          fix (command):
              aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
  pass  i-03d44c44607bde302 (g5.2xlarge)
Step 3/4 CPU, memory and the rest: FAIL (1 in, 0 out)
  FAIL  i-0ff3f72301286279d (g5.xlarge)  [out at step 2]
        PD303 error: the task reserves 12288 CPU units; g5.xlarge i-0ff3f72301286279d registers 4096 (4 vCPU): it never fits, even on an empty instance
          evidence: describe-container-instances.json#/containerInstances/0/registeredResources/0
        PD303 error: the task reserves 24000 MiB; g5.xlarge i-0ff3f72301286279d has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance
          evidence: describe-container-instances.json#/containerInstances/0/registeredResources/1
  FAIL  i-0a50d992f535ace2d (g5.xlarge)  [out at step 2]
        PD303 error: the task reserves 12288 CPU units; g5.xlarge i-0a50d992f535ace2d registers 4096 (4 vCPU): it never fits, even on an empty instance
          evidence: describe-container-instances.json#/containerInstances/1/registeredResources/0
        PD303 error: the task reserves 24000 MiB; g5.xlarge i-0a50d992f535ace2d has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance
          evidence: describe-container-instances.json#/containerInstances/1/registeredResources/1
  FAIL  i-03d44c44607bde302 (g5.2xlarge)
        PD303 error: the task reserves 12288 CPU units; g5.2xlarge i-03d44c44607bde302 registers 8192 (8 vCPU): it never fits, even on an empty instance
          evidence: describe-container-instances.json#/containerInstances/2/registeredResources/0
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 3; evaluated on all 3 instances
  pass  i-0ff3f72301286279d (g5.xlarge)  [out at step 2]
  pass  i-0a50d992f535ace2d (g5.xlarge)  [out at step 2]
  pass  i-03d44c44607bde302 (g5.2xlarge)  [out at step 3]

Verdict: BLOCKED by PD303 (request larger than the instance can ever offer)
  none of 3 instances can take rerank-worker:4: 2 g5.xlarge have no free GPU (PD201), 1 g5.2xlarge is too small even when empty (PD303)
  0/3 instances can take the task: 2 PD201 (all GPUs on the instance are assigned), 1 PD303 (request larger than the instance can ever offer)
What still blocks after the fix: nothing found
Fix:
  1. the reservation is larger than what i-03d44c44607bde302 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type
ECS said:
  2026-11-30T09:31:09Z  service rerank-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 8fbd3efb01d22697af23b03231b91eed has insufficient CPU units available. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason RESOURCE:CPU, i-03d44c44607bde302): PD303 on i-03d44c44607bde302
    evidence: describe-services.json#/services/1/events/0
--- stderr

--- exit
1
