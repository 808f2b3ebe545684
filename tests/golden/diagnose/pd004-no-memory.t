EC2 task definition with neither task-level memory nor container memory/memoryReservation
fixture: pd004-no-memory
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: FAIL (2 in, 0 out)
  task  PD004 error: embed-worker gives no memory anywhere: no task-level memory and no memory or memoryReservation in its 1 container (required on EC2)
          evidence: describe-task-definition.json#/taskDefinition/containerDefinitions
  FAIL  i-0585f28e6d9b22db5 (g5.xlarge)
  FAIL  i-00e5e08d4d1369621 (g5.xlarge)
Step 1/4 GPU registration: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances
  pass  i-0585f28e6d9b22db5 (g5.xlarge)  [out at step 0]
  pass  i-00e5e08d4d1369621 (g5.xlarge)  [out at step 0]
Step 2/4 remaining devices: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances
  pass  i-0585f28e6d9b22db5 (g5.xlarge)  [out at step 0]
  pass  i-00e5e08d4d1369621 (g5.xlarge)  [out at step 0]
Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances
  pass  i-0585f28e6d9b22db5 (g5.xlarge)  [out at step 0]
  pass  i-00e5e08d4d1369621 (g5.xlarge)  [out at step 0]
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances
  pass  i-0585f28e6d9b22db5 (g5.xlarge)  [out at step 0]
  pass  i-00e5e08d4d1369621 (g5.xlarge)  [out at step 0]

Verdict: BLOCKED by PD004 (no memory reservation in the task definition)
  embed-worker:3 cannot be placed on any of the 2 instances: embed-worker gives no memory anywhere: no task-level memory and no memory or memoryReservation in its 1 container (required on EC2) (PD004)
  0/2 instances can take the task: 2 PD004 (no memory reservation in the task definition)
What still blocks after the fix: nothing found
Fix:
  1. json-patch:
       [{"op": "add", "path": "/memory", "value": "<MiB>"}]
  2. command:
       aws ecs register-task-definition --cli-input-json file://taskdef.json --region us-east-1
  3. command:
       aws ecs update-service --cluster inference --service embed-worker --task-definition embed-worker --region us-east-1
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason GENERIC): no instance can take the task (PD004)
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
