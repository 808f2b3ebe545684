service distinctInstance; both g5.12xlarge already run an embed-worker task (3 GPUs free on each); the third task has no distinct instance
fixture: pd404-distinct-instance
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-04ccbdab6beca8665 (g5.12xlarge)
  pass  i-0f20e8326d05bdf65 (g5.12xlarge)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-04ccbdab6beca8665 (g5.12xlarge)
  pass  i-0f20e8326d05bdf65 (g5.12xlarge)
Step 2/4 remaining devices: pass (2 in, 2 out)
  pass  i-04ccbdab6beca8665 (g5.12xlarge)
  pass  i-0f20e8326d05bdf65 (g5.12xlarge)
Step 3/4 CPU, memory and the rest: pass (2 in, 2 out)
  pass  i-04ccbdab6beca8665 (g5.12xlarge)
  pass  i-0f20e8326d05bdf65 (g5.12xlarge)
Step 4/4 constraints: FAIL (2 in, 0 out)
  FAIL  i-04ccbdab6beca8665 (g5.12xlarge)
        PD404 error: distinctInstance: the instance already runs task d43e0704e1d5e876ec0b4156a0bb88d8 of group service:embed-worker (desiredStatus RUNNING)
          evidence: describe-services.json#/services/0/placementConstraints/0
          evidence: describe-tasks.json#/tasks/0/group
  FAIL  i-0f20e8326d05bdf65 (g5.12xlarge)
        PD404 error: distinctInstance: the instance already runs task 7d47c68a38024080d565a2fbb973fbf7 of group service:embed-worker (desiredStatus RUNNING)
          evidence: describe-services.json#/services/0/placementConstraints/0
          evidence: describe-tasks.json#/tasks/1/group

Verdict: BLOCKED by PD404 (distinctInstance: the instance already runs a task of the group)
  none of 2 instances can take embed-worker:3: 2 g5.12xlarge already run a task of the group (PD404)
  0/2 instances can take the task: 2 PD404 (distinctInstance: the instance already runs a task of the group)
What still blocks after the fix: nothing found
Fix:
  1. add an instance, or stop the other task of the group on this instance; a task whose desiredStatus is STOPPED no longer blocks
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason GENERIC): no instance can take the task (PD404)
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
