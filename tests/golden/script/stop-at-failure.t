A failing command stops the script with its line; the verdict before it is not the exit status
fixture: seed
args: -c 'verdict; bogus; verdict'
--- stdout
Verdict: BLOCKED by PD101 (GPU-family instance advertises no GPU)
  none of 4 instances can take embed-worker:3: 3 g5.xlarge registered no GPU (PD101), 1 m5.large has no GPU (PD102)
  0/4 instances can take the task: 3 PD101 (GPU-family instance advertises no GPU), 1 PD102 (instance type has no NVIDIA GPU)
What still blocks after the fix: nothing found
Fix:
  1. on each instance (i-0b6e87ad116a5b717, i-02a9609b45482cbbb, i-0f2a43f8c9f320943), confirm which: the GPU info file is missing and ecs-init dropped GPU support when no device was found
  2. command:
       ls /var/lib/ecs/gpu/nvidia-gpu-info.json
  3. command:
       grep "No GPU devices found" /var/log/ecs/ecs-init.log
  4. or run both on every instance at once with SSM Run Command (the ECS AMIs carry the SSM agent)
  5. command:
       aws ssm send-command --instance-ids i-0b6e87ad116a5b717 i-02a9609b45482cbbb i-0f2a43f8c9f320943 --document-name AWS-RunShellScript --parameters '{"commands":["ls -l /var/lib/ecs/gpu/nvidia-gpu-info.json","grep \"No GPU devices found\" /var/log/ecs/ecs-init.log"]}' --region us-east-1
  6. user-data:
       echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config
  7. command:
       sudo systemctl restart ecs
  8. if the instance still registers no GPU after the restart (whether ECS refreshes the GPU set of a re-registered instance is unconfirmed), drain it and let the Auto Scaling group replace it with the user-data above
  9. command:
       aws ecs update-container-instances-state --cluster inference --container-instances 4e79a8c11692027d4f7e796d2f55ff2e bb552d4d7baf70e193b4c8074905bd0c 486c4a21bf6f3aa0aecfd82e14feb058 --status DRAINING --region us-east-1
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason GENERIC): no instance can take the task (PD101)
    evidence: describe-services.json#/services/0/events/0
--- stderr
provdoc: error: unknown command 'bogus' (see 'provdoc help')
provdoc: error: <-c>:1: command 'bogus' failed
--- exit
2
