run-task constraint with an unclosed list, checked against the cluster before running (task-definition target)
fixture: pd405-invalid-expression
args: diagnose --task-definition embed-worker:3 --constraint 'attribute:ecs.instance-type in [g5.xlarge, g5.2xlarge'
--- stdout
Target: cluster inference, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-06567419517bd189e (g5.xlarge)
  pass  i-0ecd9fbe0981f963c (g5.2xlarge)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-06567419517bd189e (g5.xlarge)
  pass  i-0ecd9fbe0981f963c (g5.2xlarge)
Step 2/4 remaining devices: pass (2 in, 2 out)
  pass  i-06567419517bd189e (g5.xlarge)
  pass  i-0ecd9fbe0981f963c (g5.2xlarge)
Step 3/4 CPU, memory and the rest: pass (2 in, 2 out)
  pass  i-06567419517bd189e (g5.xlarge)
  pass  i-0ecd9fbe0981f963c (g5.2xlarge)
Step 4/4 constraints: FAIL (2 in, 0 out)
  task  PD405 error: run-task constraint 1: invalid expression at column 54: expected ',' or ']' after 'g5.2xlarge'
          evidence: --constraint#/0
  FAIL  i-06567419517bd189e (g5.xlarge)
  FAIL  i-0ecd9fbe0981f963c (g5.2xlarge)

Verdict: BLOCKED by PD405 (expression invalid)
  embed-worker:3 cannot be placed on any of the 2 instances: run-task constraint 1: invalid expression at column 54: expected ',' or ']' after 'g5.2xlarge' (PD405)
  0/2 instances can take the task: 2 PD405 (expression invalid)
What still blocks after the fix: nothing found
Fix:
  1. correct the expression at column 54:
     attribute:ecs.instance-type in [g5.xlarge, g5.2xlarge
                                                          ^
--- stderr

--- exit
1
