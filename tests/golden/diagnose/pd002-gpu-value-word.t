GPU value "one" in a task definition checked before any run (task-definition target, no service)
fixture: pd002-gpu-value-word
args: diagnose
--- stdout
Target: cluster inference, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: FAIL (2 in, 0 out)
  task  PD002 error: container server asks for GPU "one": not a positive integer, ALL, or 0.125/0.25/0.5
          evidence: describe-task-definition.json#/taskDefinition/containerDefinitions/0/resourceRequirements/0
  FAIL  i-0474cff77ce38ba35 (g5.xlarge)
  FAIL  i-0078e90edfb995a2a (g5.xlarge)
Step 1/4 GPU registration: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances
  pass  i-0474cff77ce38ba35 (g5.xlarge)  [out at step 0]
  pass  i-0078e90edfb995a2a (g5.xlarge)  [out at step 0]
Step 2/4 remaining devices: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances
  pass  i-0474cff77ce38ba35 (g5.xlarge)  [out at step 0]
  pass  i-0078e90edfb995a2a (g5.xlarge)  [out at step 0]
Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances
  pass  i-0474cff77ce38ba35 (g5.xlarge)  [out at step 0]
  pass  i-0078e90edfb995a2a (g5.xlarge)  [out at step 0]
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances
  pass  i-0474cff77ce38ba35 (g5.xlarge)  [out at step 0]
  pass  i-0078e90edfb995a2a (g5.xlarge)  [out at step 0]

Verdict: BLOCKED by PD002 (invalid GPU value)
  embed-worker:3 cannot be placed on any of the 2 instances: container server asks for GPU "one": not a positive integer, ALL, or 0.125/0.25/0.5 (PD002)
  0/2 instances can take the task: 2 PD002 (invalid GPU value)
What still blocks after the fix: nothing found
Fix:
  1. json-patch:
       [{"op": "replace", "path": "/containerDefinitions/0/resourceRequirements/0/value", "value": "1"}]
  2. command:
       aws ecs register-task-definition --cli-input-json file://taskdef.json --region us-east-1
--- stderr

--- exit
1
