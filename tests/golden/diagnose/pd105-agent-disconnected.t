both GPU instances have the agent disconnected
fixture: pd105-agent-disconnected
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-07b00988c436b5dc8 (g5.xlarge)
  pass  i-072074edb809df46d (g5.xlarge)
Step 1/4 GPU registration: FAIL (2 in, 0 out)
  FAIL  i-07b00988c436b5dc8 (g5.xlarge)
        PD105 error: i-07b00988c436b5dc8: the ECS agent is disconnected (agentConnected false), agent 1.101.2: only instances with a connected agent take tasks
          evidence: describe-container-instances.json#/containerInstances/0/agentConnected
  FAIL  i-072074edb809df46d (g5.xlarge)
        PD105 error: i-072074edb809df46d: the ECS agent is disconnected (agentConnected false), agent 1.101.2: only instances with a connected agent take tasks
          evidence: describe-container-instances.json#/containerInstances/1/agentConnected
Step 2/4 remaining devices: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances
  pass  i-07b00988c436b5dc8 (g5.xlarge)  [out at step 1]
  pass  i-072074edb809df46d (g5.xlarge)  [out at step 1]
Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances
  pass  i-07b00988c436b5dc8 (g5.xlarge)  [out at step 1]
  pass  i-072074edb809df46d (g5.xlarge)  [out at step 1]
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances
  pass  i-07b00988c436b5dc8 (g5.xlarge)  [out at step 1]
  pass  i-072074edb809df46d (g5.xlarge)  [out at step 1]

Verdict: BLOCKED by PD105 (container agent disconnected)
  none of 2 instances can take embed-worker:3: 2 g5.xlarge have their agent disconnected (PD105)
  0/2 instances can take the task: 2 PD105 (container agent disconnected)
What still blocks after the fix: nothing found
Fix:
  1. on i-07b00988c436b5dc8, i-072074edb809df46d, see why the agent is down and restart it; replace the instance if it cannot be reached
  2. command:
       sudo systemctl status ecs
  3. command:
       sudo tail -n 50 /var/log/ecs/ecs-agent.log
  4. command:
       sudo systemctl restart ecs
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 3748b1cd2f16b24183b8457e9750a2b1 encountered error "AGENT". For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason AGENT, i-07b00988c436b5dc8): PD105 on i-07b00988c436b5dc8
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
