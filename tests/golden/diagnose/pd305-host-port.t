bridge mode with static hostPort 8080: each g5.12xlarge already runs one copy (PORTS lists 8080) although 3 GPUs are free (AWS CLI v1 output, epoch timestamps)
fixture: pd305-host-port
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-08e686e84d6f3025e (g5.12xlarge)
  pass  i-0411303f6bd3d2fd5 (g5.12xlarge)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-08e686e84d6f3025e (g5.12xlarge)
  pass  i-0411303f6bd3d2fd5 (g5.12xlarge)
Step 2/4 remaining devices: pass (2 in, 2 out)
  pass  i-08e686e84d6f3025e (g5.12xlarge)
  pass  i-0411303f6bd3d2fd5 (g5.12xlarge)
Step 3/4 CPU, memory and the rest: FAIL (2 in, 0 out)
  FAIL  i-08e686e84d6f3025e (g5.12xlarge)
        PD305 error: i-08e686e84d6f3025e: host port 8080/tcp (container server, bridge mode) is already in use by task 8620b480d35d238c5098f49a69ffc8b4
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/2
          evidence: describe-tasks.json#/tasks/0/containers
  FAIL  i-0411303f6bd3d2fd5 (g5.12xlarge)
        PD305 error: i-0411303f6bd3d2fd5: host port 8080/tcp (container server, bridge mode) is already in use by task c8951786f256033dfd63036b5e009e6b
          evidence: describe-container-instances.json#/containerInstances/1/remainingResources/2
          evidence: describe-tasks.json#/tasks/1/containers
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 3; evaluated on all 2 instances
  pass  i-08e686e84d6f3025e (g5.12xlarge)  [out at step 3]
  pass  i-0411303f6bd3d2fd5 (g5.12xlarge)  [out at step 3]

Verdict: BLOCKED by PD305 (static host port already in use)
  none of 2 instances can take embed-worker:3: 2 g5.12xlarge have the host port in use (PD305)
  0/2 instances can take the task: 2 PD305 (static host port already in use)
What still blocks after the fix: nothing found
Fix:
  1. json-patch:
       [{"op": "replace", "path": "/containerDefinitions/0/portMappings/0/hostPort", "value": 0}]
  2. a static host port allows one such task per instance: use a dynamic host port (hostPort 0 in bridge mode) or awsvpc, or add instances
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance a609bbb04f629128f7341422a9a22925 is already using a port required by your task. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason RESOURCE:PORTS, i-08e686e84d6f3025e): PD305 on i-08e686e84d6f3025e
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
