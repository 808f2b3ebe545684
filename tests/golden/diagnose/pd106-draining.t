every GPU instance is DRAINING (AMI rollout), none ACTIVE
fixture: pd106-draining
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-0d1fc34480f502bd4 (g5.xlarge)
  pass  i-04b4c32961288c08d (g5.xlarge)
Step 1/4 GPU registration: FAIL (2 in, 0 out)
  FAIL  i-0d1fc34480f502bd4 (g5.xlarge)
        PD106 error: i-0d1fc34480f502bd4 is DRAINING, not ACTIVE: ECS places no new task on it
          evidence: describe-container-instances.json#/containerInstances/0/status
  FAIL  i-04b4c32961288c08d (g5.xlarge)
        PD106 error: i-04b4c32961288c08d is DRAINING, not ACTIVE: ECS places no new task on it
          evidence: describe-container-instances.json#/containerInstances/1/status
Step 2/4 remaining devices: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances
  pass  i-0d1fc34480f502bd4 (g5.xlarge)  [out at step 1]
  pass  i-04b4c32961288c08d (g5.xlarge)  [out at step 1]
Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances
  pass  i-0d1fc34480f502bd4 (g5.xlarge)  [out at step 1]
  pass  i-04b4c32961288c08d (g5.xlarge)  [out at step 1]
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances
  pass  i-0d1fc34480f502bd4 (g5.xlarge)  [out at step 1]
  pass  i-04b4c32961288c08d (g5.xlarge)  [out at step 1]

Verdict: BLOCKED by PD106 (container instance not ACTIVE)
  none of 2 instances can take embed-worker:3: 2 g5.xlarge are not ACTIVE (PD106)
  0/2 instances can take the task: 2 PD106 (container instance not ACTIVE)
What still blocks after the fix: nothing found
Fix:
  1. draining is often deliberate (scale-in, Spot interruption, an AMI rollout): reactivate only if it was not
  2. command:
       aws ecs update-container-instances-state --cluster inference --container-instances bc461e3911da9329361717f5384ec9be 9179507affa77d74166203689a97bd41 --status ACTIVE --region us-east-1
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason GENERIC): no instance can take the task (PD106)
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
