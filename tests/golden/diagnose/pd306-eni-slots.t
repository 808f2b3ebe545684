awsvpc without trunking: each g5.xlarge (4 ENIs, 3 for tasks) already runs 3 awsvpc tasks; GPU, CPU and memory are free
fixture: pd306-eni-slots
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-0152929a505270dc5 (g5.xlarge)
  pass  i-03432aaf9dff0ddd2 (g5.xlarge)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-0152929a505270dc5 (g5.xlarge)
  pass  i-03432aaf9dff0ddd2 (g5.xlarge)
Step 2/4 remaining devices: pass (2 in, 2 out)
  pass  i-0152929a505270dc5 (g5.xlarge)
  pass  i-03432aaf9dff0ddd2 (g5.xlarge)
Step 3/4 CPU, memory and the rest: FAIL (2 in, 0 out)
  FAIL  i-0152929a505270dc5 (g5.xlarge)
        PD306 error: g5.xlarge i-0152929a505270dc5: 3 of 3 awsvpc task ENIs in use (4 ENIs, one is the primary; no trunking)
          evidence: describe-container-instances.json#/containerInstances/0/attributes
  FAIL  i-03432aaf9dff0ddd2 (g5.xlarge)
        PD306 error: g5.xlarge i-03432aaf9dff0ddd2: 3 of 3 awsvpc task ENIs in use (4 ENIs, one is the primary; no trunking)
          evidence: describe-container-instances.json#/containerInstances/1/attributes
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 3; evaluated on all 2 instances
  pass  i-0152929a505270dc5 (g5.xlarge)  [out at step 3]
  pass  i-03432aaf9dff0ddd2 (g5.xlarge)  [out at step 3]

Verdict: BLOCKED by PD306 (no free ENI slot for an awsvpc task)
  none of 2 instances can take embed-worker:3: 2 g5.xlarge have no free ENI slot (PD306)
  0/2 instances can take the task: 2 PD306 (no free ENI slot for an awsvpc task)
What still blocks after the fix: nothing found
Fix:
  1. turn on ENI trunking for awsvpc tasks (instances launched after opt-in get a trunk ENI), or use a type with more ENIs, or bridge networking
  2. command:
       aws ecs put-account-setting-default --name awsvpcTrunking --value enabled --region us-east-1
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 15db08a3e6f330aac3a2150878352b3b encountered error "RESOURCE:ENI". For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason RESOURCE:ENI, i-0152929a505270dc5): PD306 on i-0152929a505270dc5
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
