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
  4. user-data:
       echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config
  5. command:
       sudo systemctl restart ecs
  6. if the instance still registers no GPU after the restart (whether ECS refreshes the GPU set of a re-registered instance is unconfirmed), drain it and let the Auto Scaling group replace it with the user-data above
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason GENERIC): agrees: no instance can take the task (PD101)
    evidence: describe-services.json#/services/0/events/0
--- stderr
provdoc: error: unknown command 'bogus' (see 'provdoc help')
provdoc: error: <-c>:1: command 'bogus' failed
--- exit
2
