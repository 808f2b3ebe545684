rolling deploy with minimumHealthyPercent 0: the new tasks were placed on GPUs whose old holders are stopping (desiredStatus STOPPED, lastStatus RUNNING / DEACTIVATING) and wait PENDING in the agent
fixture: pd202-stopping-holder
args: diagnose --format json
--- stdout
{
  "schema": "provdoc.report/v1",
  "provdoc_version": "%VERSION%",
  "target": {
    "cluster": "inference",
    "service": "embed-worker",
    "task_definition": "embed-worker:3",
    "task": null,
    "region": "us-east-1",
    "source": "replay"
  },
  "steps": [
    {
      "step": 0,
      "name": "task definition",
      "status": "pass",
      "candidates_in": 2,
      "candidates_out": 2,
      "unknown": 0,
      "note": null
    },
    {
      "step": 1,
      "name": "GPU registration",
      "status": "pass",
      "candidates_in": 2,
      "candidates_out": 2,
      "unknown": 0,
      "note": null
    },
    {
      "step": 2,
      "name": "remaining devices",
      "status": "fail",
      "candidates_in": 2,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "fail",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 2; evaluated on all 2 instances"
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 2; evaluated on all 2 instances"
    }
  ],
  "instances": [
    {
      "instance": "i-045ed490ad78fad06",
      "container_instance": "2ba61fee2533dd3af65fbeb007240b8a",
      "ec2_instance_id": "i-045ed490ad78fad06",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "pass",
        "fail",
        "fail",
        "pass"
      ],
      "excluded_at": 2,
      "findings": [
        "PD201",
        "PD202",
        "PD301",
        "PD302"
      ]
    },
    {
      "instance": "i-08993fc30f637f438",
      "container_instance": "76e927033fbd872954668246097ff5c2",
      "ec2_instance_id": "i-08993fc30f637f438",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "pass",
        "fail",
        "fail",
        "pass"
      ],
      "excluded_at": 2,
      "findings": [
        "PD201",
        "PD202",
        "PD301",
        "PD302"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD201",
      "severity": "error",
      "step": 2,
      "instance": "i-045ed490ad78fad06",
      "message": "g5.xlarge i-045ed490ad78fad06: the task needs 1 GPU, 0 of 1 free; held by 4653cba4f695619a0cd79d828e478224 (service:embed-worker, 1 GPU, stopping), 5bc5d5b508f3d8bea94ae608664e3f84 (service:embed-worker, 1 GPU)",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/remainingResources/4"
        },
        {
          "source": "describe-tasks.json",
          "pointer": "/tasks/0/containers"
        },
        {
          "source": "describe-tasks.json",
          "pointer": "/tasks/2/containers"
        }
      ],
      "fix": [
        {
          "kind": "command",
          "text": "aws ecs describe-tasks --cluster inference --tasks 4653cba4f695619a0cd79d828e478224 5bc5d5b508f3d8bea94ae608664e3f84 --region us-east-1"
        },
        {
          "kind": "note",
          "text": "add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first"
        },
        {
          "kind": "command",
          "text": "aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD202",
      "severity": "error",
      "step": 2,
      "instance": "i-045ed490ad78fad06",
      "message": "task 4653cba4f695619a0cd79d828e478224 on i-045ed490ad78fad06 holds 1 GPU while stopping (desiredStatus STOPPED, lastStatus RUNNING, stoppingAt 2026-11-30T09:41:02Z)",
      "evidence": [
        {
          "source": "describe-tasks.json",
          "pointer": "/tasks/0"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "aws ecs stop-task will not help: the task is already stopping; the agent waits up to ECS_CONTAINER_STOP_TIMEOUT (default 30s) after SIGTERM before killing the container, and releases the GPUs only when the task reaches STOPPED"
        },
        {
          "kind": "note",
          "text": "wait, or find out on i-045ed490ad78fad06 why the container does not exit (docker ps; docker logs <container>)"
        },
        {
          "kind": "command",
          "text": "aws ecs describe-tasks --cluster inference --tasks 4653cba4f695619a0cd79d828e478224 --region us-east-1 --query 'tasks[].[lastStatus,desiredStatus,stoppingAt,stopCode,stoppedReason]'"
        },
        {
          "kind": "note",
          "text": "if it is stuck, drain and replace the instance"
        },
        {
          "kind": "command",
          "text": "aws ecs update-container-instances-state --cluster inference --container-instances 2ba61fee2533dd3af65fbeb007240b8a --status DRAINING --region us-east-1"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD201",
      "severity": "error",
      "step": 2,
      "instance": "i-08993fc30f637f438",
      "message": "g5.xlarge i-08993fc30f637f438: the task needs 1 GPU, 0 of 1 free; held by b8af7671c02425e7cf6cec302aff34e8 (service:embed-worker, 1 GPU), cc411f59b0364962fe01a626ef7d6a66 (service:embed-worker, 1 GPU, stopping)",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/remainingResources/4"
        },
        {
          "source": "describe-tasks.json",
          "pointer": "/tasks/3/containers"
        },
        {
          "source": "describe-tasks.json",
          "pointer": "/tasks/1/containers"
        }
      ],
      "fix": [
        {
          "kind": "command",
          "text": "aws ecs describe-tasks --cluster inference --tasks b8af7671c02425e7cf6cec302aff34e8 cc411f59b0364962fe01a626ef7d6a66 --region us-east-1"
        },
        {
          "kind": "note",
          "text": "add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first"
        },
        {
          "kind": "command",
          "text": "aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD202",
      "severity": "error",
      "step": 2,
      "instance": "i-08993fc30f637f438",
      "message": "task cc411f59b0364962fe01a626ef7d6a66 on i-08993fc30f637f438 holds 1 GPU while stopping (desiredStatus STOPPED, lastStatus DEACTIVATING, stoppingAt 2026-11-30T09:41:02Z)",
      "evidence": [
        {
          "source": "describe-tasks.json",
          "pointer": "/tasks/1"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "aws ecs stop-task will not help: the task is already stopping; the agent waits up to ECS_CONTAINER_STOP_TIMEOUT (default 30s) after SIGTERM before killing the container, and releases the GPUs only when the task reaches STOPPED"
        },
        {
          "kind": "note",
          "text": "wait, or find out on i-08993fc30f637f438 why the container does not exit (docker ps; docker logs <container>)"
        },
        {
          "kind": "command",
          "text": "aws ecs describe-tasks --cluster inference --tasks cc411f59b0364962fe01a626ef7d6a66 --region us-east-1 --query 'tasks[].[lastStatus,desiredStatus,stoppingAt,stopCode,stoppedReason]'"
        },
        {
          "kind": "note",
          "text": "if it is stuck, drain and replace the instance"
        },
        {
          "kind": "command",
          "text": "aws ecs update-container-instances-state --cluster inference --container-instances 76e927033fbd872954668246097ff5c2 --status DRAINING --region us-east-1"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD301",
      "severity": "error",
      "step": 3,
      "instance": "i-045ed490ad78fad06",
      "message": "g5.xlarge i-045ed490ad78fad06: the task needs 3584 CPU units, 512 free of 4096 registered",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/remainingResources/0"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first"
        },
        {
          "kind": "command",
          "text": "aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1"
        },
        {
          "kind": "command",
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 2ba61fee2533dd3af65fbeb007240b8a --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD302",
      "severity": "error",
      "step": 3,
      "instance": "i-045ed490ad78fad06",
      "message": "g5.xlarge i-045ed490ad78fad06: the task needs 14000 MiB, 1563 MiB free of 15563 registered",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/remainingResources/1"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first"
        },
        {
          "kind": "command",
          "text": "aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1"
        },
        {
          "kind": "command",
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 2ba61fee2533dd3af65fbeb007240b8a --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD301",
      "severity": "error",
      "step": 3,
      "instance": "i-08993fc30f637f438",
      "message": "g5.xlarge i-08993fc30f637f438: the task needs 3584 CPU units, 512 free of 4096 registered",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/remainingResources/0"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first"
        },
        {
          "kind": "command",
          "text": "aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1"
        },
        {
          "kind": "command",
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 76e927033fbd872954668246097ff5c2 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD302",
      "severity": "error",
      "step": 3,
      "instance": "i-08993fc30f637f438",
      "message": "g5.xlarge i-08993fc30f637f438: the task needs 14000 MiB, 1563 MiB free of 15563 registered",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/remainingResources/1"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first"
        },
        {
          "kind": "command",
          "text": "aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1"
        },
        {
          "kind": "command",
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 76e927033fbd872954668246097ff5c2 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [],
  "verdict": {
    "placeable": false,
    "status": "blocked",
    "exit_status": 1,
    "cause": "PD202",
    "summary": "none of 2 instances can take embed-worker:3: 2 g5.xlarge have GPUs held by stopping tasks (PD202)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 2,
        "code": "PD201",
        "status": "fail",
        "count": 2
      }
    ],
    "blockers_after_fix": [
      {
        "instance": "i-045ed490ad78fad06",
        "code": "PD201",
        "message": "g5.xlarge i-045ed490ad78fad06: the task needs 1 GPU, 0 of 1 free; held by 4653cba4f695619a0cd79d828e478224 (service:embed-worker, 1 GPU, stopping), 5bc5d5b508f3d8bea94ae608664e3f84 (service:embed-worker, 1 GPU)"
      },
      {
        "instance": "i-08993fc30f637f438",
        "code": "PD201",
        "message": "g5.xlarge i-08993fc30f637f438: the task needs 1 GPU, 0 of 1 free; held by b8af7671c02425e7cf6cec302aff34e8 (service:embed-worker, 1 GPU), cc411f59b0364962fe01a626ef7d6a66 (service:embed-worker, 1 GPU, stopping)"
      },
      {
        "instance": "i-045ed490ad78fad06",
        "code": "PD301",
        "message": "g5.xlarge i-045ed490ad78fad06: the task needs 3584 CPU units, 512 free of 4096 registered"
      },
      {
        "instance": "i-045ed490ad78fad06",
        "code": "PD302",
        "message": "g5.xlarge i-045ed490ad78fad06: the task needs 14000 MiB, 1563 MiB free of 15563 registered"
      },
      {
        "instance": "i-08993fc30f637f438",
        "code": "PD301",
        "message": "g5.xlarge i-08993fc30f637f438: the task needs 3584 CPU units, 512 free of 4096 registered"
      },
      {
        "instance": "i-08993fc30f637f438",
        "code": "PD302",
        "message": "g5.xlarge i-08993fc30f637f438: the task needs 14000 MiB, 1563 MiB free of 15563 registered"
      }
    ],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "note",
        "text": "aws ecs stop-task will not help: the task is already stopping; the agent waits up to ECS_CONTAINER_STOP_TIMEOUT (default 30s) after SIGTERM before killing the container, and releases the GPUs only when the task reaches STOPPED"
      },
      {
        "kind": "note",
        "text": "wait, or find out on i-045ed490ad78fad06 why the container does not exit (docker ps; docker logs <container>)"
      },
      {
        "kind": "command",
        "text": "aws ecs describe-tasks --cluster inference --tasks 4653cba4f695619a0cd79d828e478224 --region us-east-1 --query 'tasks[].[lastStatus,desiredStatus,stoppingAt,stopCode,stoppedReason]'"
      },
      {
        "kind": "note",
        "text": "if it is stuck, drain and replace the instance"
      },
      {
        "kind": "command",
        "text": "aws ecs update-container-instances-state --cluster inference --container-instances 2ba61fee2533dd3af65fbeb007240b8a --status DRAINING --region us-east-1"
      },
      {
        "kind": "note",
        "text": "wait, or find out on i-08993fc30f637f438 why the container does not exit (docker ps; docker logs <container>)"
      },
      {
        "kind": "command",
        "text": "aws ecs describe-tasks --cluster inference --tasks cc411f59b0364962fe01a626ef7d6a66 --region us-east-1 --query 'tasks[].[lastStatus,desiredStatus,stoppingAt,stopCode,stoppedReason]'"
      },
      {
        "kind": "command",
        "text": "aws ecs update-container-instances-state --cluster inference --container-instances 76e927033fbd872954668246097ff5c2 --status DRAINING --region us-east-1"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
