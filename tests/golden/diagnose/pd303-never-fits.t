container memory 16384 MiB on g5.xlarge, which registers 15563: never fits, even empty
fixture: pd303-never-fits
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (3 in, 3 out)
  pass  i-07117ea33fb2c1516 (g5.xlarge)
  pass  i-0a7415628c88c5c42 (g5.xlarge)
  pass  i-06a918d64bd1a73d0 (g5.xlarge)
Step 1/4 GPU registration: pass (3 in, 3 out)
  pass  i-07117ea33fb2c1516 (g5.xlarge)
  pass  i-0a7415628c88c5c42 (g5.xlarge)
  pass  i-06a918d64bd1a73d0 (g5.xlarge)
Step 2/4 remaining devices: pass (3 in, 3 out)
  pass  i-07117ea33fb2c1516 (g5.xlarge)
  pass  i-0a7415628c88c5c42 (g5.xlarge)
  pass  i-06a918d64bd1a73d0 (g5.xlarge)
Step 3/4 CPU, memory and the rest: FAIL (3 in, 0 out)
  FAIL  i-07117ea33fb2c1516 (g5.xlarge)
        PD303 error: the task reserves 16384 MiB; g5.xlarge i-07117ea33fb2c1516 has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance
          evidence: describe-container-instances.json#/containerInstances/0/registeredResources/1
  FAIL  i-0a7415628c88c5c42 (g5.xlarge)
        PD303 error: the task reserves 16384 MiB; g5.xlarge i-0a7415628c88c5c42 has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance
          evidence: describe-container-instances.json#/containerInstances/1/registeredResources/1
  FAIL  i-06a918d64bd1a73d0 (g5.xlarge)
        PD303 error: the task reserves 16384 MiB; g5.xlarge i-06a918d64bd1a73d0 has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance
          evidence: describe-container-instances.json#/containerInstances/2/registeredResources/1
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 3; evaluated on all 3 instances
  pass  i-07117ea33fb2c1516 (g5.xlarge)  [out at step 3]
  pass  i-0a7415628c88c5c42 (g5.xlarge)  [out at step 3]
  pass  i-06a918d64bd1a73d0 (g5.xlarge)  [out at step 3]

Verdict: BLOCKED by PD303 (request larger than the instance can ever offer)
  none of 3 instances can take embed-worker:3: 3 g5.xlarge are too small even when empty (PD303)
  0/3 instances can take the task: 3 PD303 (request larger than the instance can ever offer)
What still blocks after the fix: nothing found
Fix:
  1. the reservation is larger than what i-07117ea33fb2c1516, i-0a7415628c88c5c42, i-06a918d64bd1a73d0 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance a17f0b9aca439ef59c9422c231ad17a7 has insufficient memory available. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason RESOURCE:MEMORY, i-07117ea33fb2c1516): PD303 on i-07117ea33fb2c1516
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
