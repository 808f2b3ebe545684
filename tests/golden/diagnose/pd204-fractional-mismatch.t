GPU 0.25 asked; the cluster has only g6f.large (0.125 partitions)
fixture: pd204-fractional-mismatch
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-0328863a6ad4164da (g6f.large)
  pass  i-0a9f8fa35afcc9503 (g6f.large)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-0328863a6ad4164da (g6f.large)
  pass  i-0a9f8fa35afcc9503 (g6f.large)
Step 2/4 remaining devices: FAIL (2 in, 0 out)
  FAIL  i-0328863a6ad4164da (g6f.large)
        PD204 error: g6f.large i-0328863a6ad4164da has a 0.125 GPU partition; the task asks for 0.25
          evidence: describe-container-instances.json#/containerInstances/0/attributes
  FAIL  i-0a9f8fa35afcc9503 (g6f.large)
        PD204 error: g6f.large i-0a9f8fa35afcc9503 has a 0.125 GPU partition; the task asks for 0.25
          evidence: describe-container-instances.json#/containerInstances/1/attributes
Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 2; evaluated on all 2 instances
  pass  i-0328863a6ad4164da (g6f.large)  [out at step 2]
  pass  i-0a9f8fa35afcc9503 (g6f.large)  [out at step 2]
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 2; evaluated on all 2 instances
  pass  i-0328863a6ad4164da (g6f.large)  [out at step 2]
  pass  i-0a9f8fa35afcc9503 (g6f.large)  [out at step 2]

Verdict: BLOCKED by PD204 (fractional GPU request does not match the partition size)
  none of 2 instances can take embed-worker:3: 2 g6f.large have the wrong GPU partition size (PD204)
  0/2 instances can take the task: 2 PD204 (fractional GPU request does not match the partition size)
What still blocks after the fix: nothing found
Fix:
  1. fractional values (0.125, 0.25, 0.5) place only on G6f/Gr6f sizes with that partition and integer values only on full-GPU types: match the request to the instance types in the capacity provider
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason GENERIC): no instance can take the task (PD204)
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
