the task logs with splunk; the instances' ECS_AVAILABLE_LOGGING_DRIVERS lacks it (no com.amazonaws.ecs.capability.logging-driver.splunk)
fixture: pd307-logging-driver
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-0966f88e355d3c04a (g5.xlarge)
  pass  i-04981c3a3a26d9889 (g5.xlarge)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-0966f88e355d3c04a (g5.xlarge)
  pass  i-04981c3a3a26d9889 (g5.xlarge)
Step 2/4 remaining devices: pass (2 in, 2 out)
  pass  i-0966f88e355d3c04a (g5.xlarge)
  pass  i-04981c3a3a26d9889 (g5.xlarge)
Step 3/4 CPU, memory and the rest: FAIL (2 in, 0 out)
  FAIL  i-0966f88e355d3c04a (g5.xlarge)
        PD307 error: i-0966f88e355d3c04a lacks attribute com.amazonaws.ecs.capability.logging-driver.splunk required by the task definition
          evidence: describe-task-definition.json#/taskDefinition/requiresAttributes/0
          evidence: describe-container-instances.json#/containerInstances/0/attributes
  FAIL  i-04981c3a3a26d9889 (g5.xlarge)
        PD307 error: i-04981c3a3a26d9889 lacks attribute com.amazonaws.ecs.capability.logging-driver.splunk required by the task definition
          evidence: describe-task-definition.json#/taskDefinition/requiresAttributes/0
          evidence: describe-container-instances.json#/containerInstances/1/attributes
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 3; evaluated on all 2 instances
  pass  i-0966f88e355d3c04a (g5.xlarge)  [out at step 3]
  pass  i-04981c3a3a26d9889 (g5.xlarge)  [out at step 3]

Verdict: BLOCKED by PD307 (required attribute missing)
  none of 2 instances can take embed-worker:3: 2 g5.xlarge lack a required attribute (PD307)
  0/2 instances can take the task: 2 PD307 (required attribute missing)
What still blocks after the fix: nothing found
Fix:
  1. user-data:
       echo 'ECS_AVAILABLE_LOGGING_DRIVERS=["json-file","awslogs","splunk"]' >> /etc/ecs/ecs.config
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 8d005a21c0e8a12db39ed15f9c1a327b is missing an attribute required by your task. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason ATTRIBUTE, i-0966f88e355d3c04a): ECS does not say which attribute, provdoc does: i-0966f88e355d3c04a lacks attribute com.amazonaws.ecs.capability.logging-driver.splunk required by the task definition
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
