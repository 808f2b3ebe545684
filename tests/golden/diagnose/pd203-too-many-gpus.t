the task asks 8 GPUs; the largest instance (g5.12xlarge) has 4
fixture: pd203-too-many-gpus
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (3 in, 3 out)
  pass  i-00a45430c166ac781 (g5.12xlarge)
  pass  i-0b208af9ac4c229e0 (g5.12xlarge)
  pass  i-0f3e98485c4e7cf4e (g5.xlarge)
Step 1/4 GPU registration: pass (3 in, 3 out)
  pass  i-00a45430c166ac781 (g5.12xlarge)
  pass  i-0b208af9ac4c229e0 (g5.12xlarge)
  pass  i-0f3e98485c4e7cf4e (g5.xlarge)
Step 2/4 remaining devices: FAIL (3 in, 0 out)
  task  PD203 error: the task asks for 8 GPUs; no instance registers more than 4 and no instance type in the cluster has more than 4: unplaceable rather than slow
          evidence: describe-task-definition.json#/taskDefinition/containerDefinitions
  FAIL  i-00a45430c166ac781 (g5.12xlarge)
  FAIL  i-0b208af9ac4c229e0 (g5.12xlarge)
  FAIL  i-0f3e98485c4e7cf4e (g5.xlarge)
Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 2; evaluated on all 3 instances
  pass  i-00a45430c166ac781 (g5.12xlarge)  [out at step 2]
  pass  i-0b208af9ac4c229e0 (g5.12xlarge)  [out at step 2]
  FAIL  i-0f3e98485c4e7cf4e (g5.xlarge)  [out at step 2]
        PD303 error: the task reserves 32768 CPU units; g5.xlarge i-0f3e98485c4e7cf4e registers 4096 (4 vCPU): it never fits, even on an empty instance
          evidence: describe-container-instances.json#/containerInstances/2/registeredResources/0
          fix: the reservation is larger than what i-0f3e98485c4e7cf4e registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type
        PD303 error: the task reserves 160000 MiB; g5.xlarge i-0f3e98485c4e7cf4e has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance
          evidence: describe-container-instances.json#/containerInstances/2/registeredResources/1
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 2; evaluated on all 3 instances
  pass  i-00a45430c166ac781 (g5.12xlarge)  [out at step 2]
  pass  i-0b208af9ac4c229e0 (g5.12xlarge)  [out at step 2]
  pass  i-0f3e98485c4e7cf4e (g5.xlarge)  [out at step 2]

Verdict: BLOCKED by PD203 (task asks for more GPUs than any instance has registered)
  embed-worker:3 cannot be placed on any of the 3 instances: the task asks for 8 GPUs; no instance registers more than 4 and no instance type in the cluster has more than 4: unplaceable rather than slow (PD203)
  0/3 instances can take the task: 3 PD203 (task asks for more GPUs than any instance has registered)
What still blocks after the fix:
  i-0f3e98485c4e7cf4e  PD303  the task reserves 32768 CPU units; g5.xlarge i-0f3e98485c4e7cf4e registers 4096 (4 vCPU): it never fits, even on an empty instance
  i-0f3e98485c4e7cf4e  PD303  the task reserves 160000 MiB; g5.xlarge i-0f3e98485c4e7cf4e has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance
Fix:
  1. add an instance type with at least 8 GPUs (e.g. p3.16xlarge) to the cluster's capacity, or lower the request in the task definition
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason GENERIC): no instance can take the task (PD203)
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
