two containers each asking GPU 0.125 on g6f.xlarge (only one container may take a fractional GPU)
fixture: pd003-two-fractional
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: FAIL (2 in, 0 out)
  task  PD003 error: 2 containers ask for a fractional GPU; only one container per task may
          evidence: describe-task-definition.json#/taskDefinition/containerDefinitions
  FAIL  i-035cefac534ce2a69 (g6f.xlarge)
  FAIL  i-08a6ba3255e45c99d (g6f.xlarge)
Step 1/4 GPU registration: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances
  pass  i-035cefac534ce2a69 (g6f.xlarge)  [out at step 0]
  pass  i-08a6ba3255e45c99d (g6f.xlarge)  [out at step 0]
Step 2/4 remaining devices: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances
  pass  i-035cefac534ce2a69 (g6f.xlarge)  [out at step 0]
  pass  i-08a6ba3255e45c99d (g6f.xlarge)  [out at step 0]
Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances
  pass  i-035cefac534ce2a69 (g6f.xlarge)  [out at step 0]
  pass  i-08a6ba3255e45c99d (g6f.xlarge)  [out at step 0]
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances
  pass  i-035cefac534ce2a69 (g6f.xlarge)  [out at step 0]
  pass  i-08a6ba3255e45c99d (g6f.xlarge)  [out at step 0]

Verdict: BLOCKED by PD003 (fractional GPU rules broken)
  embed-worker:3 cannot be placed on any of the 2 instances: 2 containers ask for a fractional GPU; only one container per task may (PD003)
  0/2 instances can take the task: 2 PD003 (fractional GPU rules broken)
What still blocks after the fix: nothing found
Fix:
  1. keep the GPU requirement on one container only, or use whole GPUs (an integer value) on a full-GPU instance type
  2. command:
       aws ecs register-task-definition --cli-input-json file://taskdef.json --region us-east-1
  3. command:
       aws ecs update-service --cluster inference --service embed-worker --task-definition embed-worker --region us-east-1
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason GENERIC): no instance can take the task (PD003)
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
