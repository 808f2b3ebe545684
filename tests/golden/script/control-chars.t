A bundle string holding an escape sequence (ESC[2J clears the screen) reaches the terminal as '?'
args: --replay tests/data/control-chars -c 'show instance i-0b6e'
--- stdout
instance               i-0b6e87ad116a5b717
arn                    arn:aws:ecs:us-east-1:111122223333:container-instance/inference/4e79a8c11692027d4f7e796d2f55ff2e
ec2_instance_id        i-0b6e87ad116a5b717
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
remaining resources:
  CPU                  4096
  MEMORY               15563
  PORTS                22,2375,2376,51678,51679
  PORTS_UDP            (none)
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
  note = x?[2Jy
--- stderr

--- exit
0
