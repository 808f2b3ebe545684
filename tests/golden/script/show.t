show: the target task definition and service, and a finding by number and by code
fixture: seed
args: -c 'show taskdef; show service; show finding 4; show finding PD102; show task nope'
--- stdout
family                 embed-worker
revision               3
arn                    arn:aws:ecs:us-east-1:111122223333:task-definition/embed-worker:3
network_mode           awsvpc
cpu                    -
memory                 -
os_family              -
origin                 describe-task-definition.json
pointer                /taskDefinition
containers:
  server cpu 3584 memory 14000 reservation -1 GPU=1
service                embed-worker
arn                    arn:aws:ecs:us-east-1:111122223333:service/inference/embed-worker
status                 ACTIVE
launch_type            EC2
task_definition        arn:aws:ecs:us-east-1:111122223333:task-definition/embed-worker:3
desired                2
running                0
pending                0
origin                 describe-services.json
pointer                /services/0
events (newest first):
  service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  service embed-worker has reached a steady state.
finding 4: PD102 error, step 1 (GPU registration), instance i-05e3c387c862be935
  m5.large i-05e3c387c862be935 has no GPU: not a candidate for a GPU task
  evidence: describe-container-instances.json#/containerInstances/3/attributes/51
  fix (note):
    m5.large has no GPU: add a GPU instance type (g4dn, g5, g6, g6e, p4d, p5) with the ECS GPU AMI to the cluster's capacity, or keep GPU tasks off it with a memberOf constraint on attribute:ecs.instance-type
finding 4: PD102 error, step 1 (GPU registration), instance i-05e3c387c862be935
  m5.large i-05e3c387c862be935 has no GPU: not a candidate for a GPU task
  evidence: describe-container-instances.json#/containerInstances/3/attributes/51
  fix (note):
    m5.large has no GPU: add a GPU instance type (g4dn, g5, g6, g6e, p4d, p5) with the ECS GPU AMI to the cluster's capacity, or keep GPU tasks off it with a memberOf constraint on attribute:ecs.instance-type
--- stderr
provdoc: error: no task 'nope' in the bundle
provdoc: error: <-c>:1: command 'show' failed
--- exit
2
