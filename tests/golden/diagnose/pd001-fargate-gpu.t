GPU task definition that requires FARGATE, run by a Fargate service; healthy g5.xlarge EC2 capacity sits idle
fixture: pd001-fargate-gpu
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: FAIL (2 in, 0 out)
  task  PD001 error: embed-worker asks for a GPU but the service launches on Fargate, which has no GPUs
          evidence: describe-services.json#/services/0/launchType
  FAIL  i-043b90145891c52b4 (g5.xlarge)
  FAIL  i-0f636f7fe62319a31 (g5.xlarge)
Step 1/4 GPU registration: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances
  pass  i-043b90145891c52b4 (g5.xlarge)  [out at step 0]
  pass  i-0f636f7fe62319a31 (g5.xlarge)  [out at step 0]
Step 2/4 remaining devices: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances
  pass  i-043b90145891c52b4 (g5.xlarge)  [out at step 0]
  pass  i-0f636f7fe62319a31 (g5.xlarge)  [out at step 0]
Step 3/4 CPU, memory and the rest: FAIL (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances
  FAIL  i-043b90145891c52b4 (g5.xlarge)  [out at step 0]
        PD303 error: the task reserves 16384 MiB; g5.xlarge i-043b90145891c52b4 has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance
          evidence: describe-container-instances.json#/containerInstances/0/registeredResources/1
          fix: the reservation is larger than what i-043b90145891c52b4 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type
          fix (json-patch):
              [{"op": "replace", "path": "/memory", "value": "15563"}]
  FAIL  i-0f636f7fe62319a31 (g5.xlarge)  [out at step 0]
        PD303 error: the task reserves 16384 MiB; g5.xlarge i-0f636f7fe62319a31 has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance
          evidence: describe-container-instances.json#/containerInstances/1/registeredResources/1
          fix: the reservation is larger than what i-0f636f7fe62319a31 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type
          fix (json-patch):
              [{"op": "replace", "path": "/memory", "value": "15563"}]
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances
  pass  i-043b90145891c52b4 (g5.xlarge)  [out at step 0]
  pass  i-0f636f7fe62319a31 (g5.xlarge)  [out at step 0]

Verdict: BLOCKED by PD001 (GPU requested on Fargate)
  embed-worker:3 cannot be placed on any of the 2 instances: embed-worker asks for a GPU but the service launches on Fargate, which has no GPUs (PD001)
  0/2 instances can take the task: 2 PD001 (GPU requested on Fargate)
What still blocks after the fix:
  i-043b90145891c52b4  PD303  the task reserves 16384 MiB; g5.xlarge i-043b90145891c52b4 has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance
  i-0f636f7fe62319a31  PD303  the task reserves 16384 MiB; g5.xlarge i-0f636f7fe62319a31 has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance
Fix:
  1. run GPU tasks on EC2 container instances with GPUs: a service with an EC2 capacity provider (or --launch-type EC2) and GPU instance types
  2. command:
       aws ecs update-service --cluster inference --service embed-worker --capacity-provider-strategy capacityProvider=<gpu-capacity-provider>,weight=1 --force-new-deployment --region us-east-1
--- stderr

--- exit
1
