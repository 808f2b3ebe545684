requiresAttributes names docker-remote-api.1.44; the instances run an older GPU AMI (Docker 24, API up to 1.43)
fixture: pd307-docker-api
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-05d2602a77591d0b9 (g5.xlarge)
  pass  i-010d2a4f003c686dc (g5.xlarge)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-05d2602a77591d0b9 (g5.xlarge)
  pass  i-010d2a4f003c686dc (g5.xlarge)
Step 2/4 remaining devices: pass (2 in, 2 out)
  pass  i-05d2602a77591d0b9 (g5.xlarge)
  pass  i-010d2a4f003c686dc (g5.xlarge)
Step 3/4 CPU, memory and the rest: FAIL (2 in, 0 out)
  FAIL  i-05d2602a77591d0b9 (g5.xlarge)
        PD307 error: i-05d2602a77591d0b9 lacks com.amazonaws.ecs.capability.docker-remote-api.1.44: the task needs Docker remote API 1.44, the instance offers 1.43
          evidence: describe-task-definition.json#/taskDefinition/requiresAttributes/8
          evidence: describe-container-instances.json#/containerInstances/0/attributes
  FAIL  i-010d2a4f003c686dc (g5.xlarge)
        PD307 error: i-010d2a4f003c686dc lacks com.amazonaws.ecs.capability.docker-remote-api.1.44: the task needs Docker remote API 1.44, the instance offers 1.43
          evidence: describe-task-definition.json#/taskDefinition/requiresAttributes/8
          evidence: describe-container-instances.json#/containerInstances/1/attributes
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 3; evaluated on all 2 instances
  pass  i-05d2602a77591d0b9 (g5.xlarge)  [out at step 3]
  pass  i-010d2a4f003c686dc (g5.xlarge)  [out at step 3]

Verdict: BLOCKED by PD307 (required attribute missing)
  none of 2 instances can take embed-worker:3: 2 g5.xlarge lack a required attribute (PD307)
  0/2 instances can take the task: 2 PD307 (required attribute missing)
What still blocks after the fix: nothing found
Fix:
  1. the instance's Docker is too old for the task: replace it with a current ECS-optimized AMI
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 79985b81581fec7de95dfd28002a51d7 is missing an attribute required by your task. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason ATTRIBUTE, i-05d2602a77591d0b9): ECS does not say which attribute, provdoc does: i-05d2602a77591d0b9 lacks com.amazonaws.ecs.capability.docker-remote-api.1.44: the task needs Docker remote API 1.44, the instance offers 1.43
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
