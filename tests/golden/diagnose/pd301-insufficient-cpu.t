GPUs free on two g5.12xlarge, but ranker tasks leave 12288 CPU units; the task needs 16384
fixture: pd301-insufficient-cpu
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-02c112b89b0a43594 (g5.12xlarge)
  pass  i-0d84cfbfee2878857 (g5.12xlarge)
Step 1/4 GPU registration: pass (2 in, 2 out)
  pass  i-02c112b89b0a43594 (g5.12xlarge)
  pass  i-0d84cfbfee2878857 (g5.12xlarge)
Step 2/4 remaining devices: pass (2 in, 2 out)
  pass  i-02c112b89b0a43594 (g5.12xlarge)
  pass  i-0d84cfbfee2878857 (g5.12xlarge)
Step 3/4 CPU, memory and the rest: FAIL (2 in, 0 out)
  FAIL  i-02c112b89b0a43594 (g5.12xlarge)
        PD301 error: g5.12xlarge i-02c112b89b0a43594: the task needs 16384 CPU units, 12288 free of 49152 registered
          evidence: describe-container-instances.json#/containerInstances/0/remainingResources/0
  FAIL  i-0d84cfbfee2878857 (g5.12xlarge)
        PD301 error: g5.12xlarge i-0d84cfbfee2878857: the task needs 16384 CPU units, 12288 free of 49152 registered
          evidence: describe-container-instances.json#/containerInstances/1/remainingResources/0
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 3; evaluated on all 2 instances
  pass  i-02c112b89b0a43594 (g5.12xlarge)  [out at step 3]
  pass  i-0d84cfbfee2878857 (g5.12xlarge)  [out at step 3]

Verdict: BLOCKED by PD301 (insufficient CPU)
  none of 2 instances can take embed-worker:3: 2 g5.12xlarge have too little free CPU (PD301)
  0/2 instances can take the task: 2 PD301 (insufficient CPU)
What still blocks after the fix: nothing found
Fix:
  1. add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
  2. command:
       aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
  3. command:
       aws ecs describe-container-instances --cluster inference --container-instances 1ac7a3984463259a804b080d554941c0 278b9c9f0514e8130345a2d4b3a93e85 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 1ac7a3984463259a804b080d554941c0 has insufficient CPU units available. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason RESOURCE:CPU, i-02c112b89b0a43594): PD301 on i-02c112b89b0a43594
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
