What-if: stopping the task that holds an instance's only GPU frees it, its CPU and its memory
fixture: pd201-gpus-busy
args: -c 'verdict; stop 2d58a1ffaddf96c4185b1fcea2181c03; show instance i-0867e0d487af66bf6; verdict'
--- stdout
Verdict: BLOCKED by PD201 (all GPUs on the instance are assigned)
  none of 2 instances can take embed-worker:3: 2 g5.xlarge have no free GPU (PD201)
  0/2 instances can take the task: 2 PD201 (all GPUs on the instance are assigned)
What still blocks after the fix:
  i-0867e0d487af66bf6  PD301  g5.xlarge i-0867e0d487af66bf6: the task needs 3584 CPU units, 512 free of 4096 registered
  i-0867e0d487af66bf6  PD302  g5.xlarge i-0867e0d487af66bf6: the task needs 14000 MiB, 1563 MiB free of 15563 registered
  i-03ba1676cdd96a44b  PD301  g5.xlarge i-03ba1676cdd96a44b: the task needs 3584 CPU units, 512 free of 4096 registered
  i-03ba1676cdd96a44b  PD302  g5.xlarge i-03ba1676cdd96a44b: the task needs 14000 MiB, 1563 MiB free of 15563 registered
Fix:
  1. add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first
  2. command:
       aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
  3. command:
       aws ecs describe-tasks --cluster inference --tasks 2d58a1ffaddf96c4185b1fcea2181c03 --region us-east-1
  4. command:
       aws ecs describe-tasks --cluster inference --tasks 973f663b50dd2158ca24b484e0bed674 --region us-east-1
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason GENERIC): no instance can take the task (PD201)
    evidence: describe-services.json#/services/0/events/0
what-if: stop 2d58a1ffaddf96c4185b1fcea2181c03
verdict: blocked (PD201) → placeable on i-0867e0d487af66bf6
instance               i-0867e0d487af66bf6
arn                    arn:aws:ecs:us-east-1:111122223333:container-instance/inference/900dbd1b17bcf540e027e4b6761c1b7d
ec2_instance_id        i-0867e0d487af66bf6
instance_type          g5.xlarge
status                 ACTIVE
status_reason          -
agent_connected        true
agent_version          1.101.2
capacity_provider      -
running_tasks          0
pending_tasks          0
origin                 describe-container-instances.json
pointer                /containerInstances/0
registered resources:
  CPU                  4096
  MEMORY               15563
  PORTS                22,2375,2376,51678,51679
  PORTS_UDP            (none)
  GPU                  GPU-5369ec16-750c-ec26-3f21-1fe0248f1ad6
remaining resources:
  CPU                  4096
  MEMORY               15563
  PORTS                22,2375,2376,51678,51679
  PORTS_UDP            (none)
  GPU                  GPU-5369ec16-750c-ec26-3f21-1fe0248f1ad6
attributes:
  ecs.capability.secrets.asm.environment-variables
  ecs.capability.branch-cni-plugin-version = a37e4d14-
  ecs.ami-id = ami-0c7e5a1d3b9f24e68
  ecs.capability.secrets.asm.bootstrap.log-driver
  com.amazonaws.ecs.capability.logging-driver.awslogs
  com.amazonaws.ecs.capability.logging-driver.json-file
  com.amazonaws.ecs.capability.logging-driver.none
  com.amazonaws.ecs.capability.logging-driver.syslog
  com.amazonaws.ecs.capability.logging-driver.awsfirelens
  ecs.capability.ecr-endpoint
  ecs.capability.docker-plugin.local
  ecs.capability.task-cpu-mem-limit
  ecs.capability.secrets.ssm.bootstrap.log-driver
  ecs.capability.efsAuth
  ecs.capability.full-sync
  com.amazonaws.ecs.capability.docker-remote-api.1.17
  com.amazonaws.ecs.capability.docker-remote-api.1.18
  com.amazonaws.ecs.capability.docker-remote-api.1.19
  com.amazonaws.ecs.capability.docker-remote-api.1.20
  com.amazonaws.ecs.capability.docker-remote-api.1.21
  com.amazonaws.ecs.capability.docker-remote-api.1.22
  com.amazonaws.ecs.capability.docker-remote-api.1.23
  com.amazonaws.ecs.capability.docker-remote-api.1.24
  com.amazonaws.ecs.capability.docker-remote-api.1.25
  com.amazonaws.ecs.capability.docker-remote-api.1.26
  com.amazonaws.ecs.capability.docker-remote-api.1.27
  com.amazonaws.ecs.capability.docker-remote-api.1.28
  com.amazonaws.ecs.capability.docker-remote-api.1.29
  com.amazonaws.ecs.capability.docker-remote-api.1.30
  com.amazonaws.ecs.capability.docker-remote-api.1.31
  com.amazonaws.ecs.capability.docker-remote-api.1.32
  com.amazonaws.ecs.capability.docker-remote-api.1.33
  com.amazonaws.ecs.capability.docker-remote-api.1.34
  com.amazonaws.ecs.capability.docker-remote-api.1.35
  com.amazonaws.ecs.capability.docker-remote-api.1.36
  com.amazonaws.ecs.capability.docker-remote-api.1.37
  com.amazonaws.ecs.capability.docker-remote-api.1.38
  com.amazonaws.ecs.capability.docker-remote-api.1.39
  com.amazonaws.ecs.capability.docker-remote-api.1.40
  com.amazonaws.ecs.capability.docker-remote-api.1.41
  com.amazonaws.ecs.capability.docker-remote-api.1.42
  com.amazonaws.ecs.capability.docker-remote-api.1.43
  com.amazonaws.ecs.capability.docker-remote-api.1.44
  ecs.capability.firelens.options.config.file
  ecs.capability.firelens.options.config.s3
  ecs.availability-zone = us-east-1a
  ecs.capability.aws-appmesh
  ecs.capability.logging-driver.awsfirelens.log-driver-buffer-limit
  ecs.capability.execution-role-ecr-pull
  ecs.capability.container-health-check
  ecs.subnet-id = subnet-0a1b2c3d4e5f60711
  ecs.instance-type = g5.xlarge
  com.amazonaws.ecs.capability.task-iam-role-network-host
  ecs.capability.container-ordering
  ecs.capability.cni-plugin-version = 55b2ae77-2025.10.0
  ecs.capability.env-files.s3
  ecs.capability.pid-ipc-namespace-sharing
  ecs.capability.secrets.ssm.environment-variables
  ecs.cpu-architecture = x86_64
  com.amazonaws.ecs.capability.ecr-auth
  ecs.os-family = LINUX
  ecs.capability.execution-role-awslogs
  ecs.vpc-id = vpc-0f3a9c1e7b2d45a60
  ecs.capability.task-eni
  ecs.capability.task-eni-trunking
  ecs.capability.firelens.fluentd
  ecs.capability.firelens.fluentbit
  ecs.capability.efs
  ecs.capability.execute-command
  ecs.capability.network.container-port-range
  ecs.capability.service-connect-v1
  ecs.capability.increased-task-cpu-limit
  ecs.capability.container-restart-policy
  ecs.os-type = linux
  com.amazonaws.ecs.capability.task-iam-role
  com.amazonaws.ecs.capability.privileged-container
  ecs.capability.gpu-driver-version = 580.178.04
  ecs.capability.nvidia-driver-version.580.178.04
tasks:
  2d58a1ffaddf96c4185b1fcea2181c03 STOPPED (desired STOPPED) 1 GPU
What-if changes in force (hypothetical): stop 2d58a1ffaddf96c4185b1fcea2181c03
Verdict: PLACEABLE
  embed-worker:3 can be placed now on 1 of 2 instances: i-0867e0d487af66bf6
  1/2 instances can take the task: 1 PD201 (all GPUs on the instance are assigned)
  Placeable now on: i-0867e0d487af66bf6
Next:
  - ECS said at 2026-11-30T09:41:07Z: "service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide."; provdoc finds the task placeable now, so the event likely predates the last change (ECS repeats an event only when the cause changes or after 6 hours), or a warning above is how ECS reads the data differently
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc disagrees (reason GENERIC): provdoc finds the task placeable now: the event predates a change
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
0
