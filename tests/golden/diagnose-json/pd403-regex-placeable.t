service memberOf attribute:ecs.instance-type =~ g6.*; a g6.xlarge is free so the task places, but the regex also matches g6f.large: warning only
fixture: pd403-regex-placeable
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
      "candidates_in": 4,
      "candidates_out": 4,
      "unknown": 0,
      "note": null
    },
    {
      "step": 1,
      "name": "GPU registration",
      "status": "pass",
      "candidates_in": 4,
      "candidates_out": 4,
      "unknown": 0,
      "note": null
    },
    {
      "step": 2,
      "name": "remaining devices",
      "status": "pass",
      "candidates_in": 4,
      "candidates_out": 2,
      "unknown": 0,
      "note": null
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "pass",
      "candidates_in": 2,
      "candidates_out": 2,
      "unknown": 0,
      "note": null
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "pass",
      "candidates_in": 2,
      "candidates_out": 2,
      "unknown": 0,
      "note": null
    }
  ],
  "instances": [
    {
      "instance": "i-0e152cefd3bf7c0f3",
      "container_instance": "6c0f98c1277c45e46fcb165bb6aa78c7",
      "ec2_instance_id": "i-0e152cefd3bf7c0f3",
      "instance_type": "g6.xlarge",
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
        "PD301",
        "PD302"
      ]
    },
    {
      "instance": "i-07f36ef899fdf7715",
      "container_instance": "4cf161cc50ede1e9e9a2381334709200",
      "ec2_instance_id": "i-07f36ef899fdf7715",
      "instance_type": "g6.xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "pass",
        "pass"
      ],
      "excluded_at": null,
      "findings": []
    },
    {
      "instance": "i-00f3ca4d42c50e641",
      "container_instance": "5025767c6ce17a0f73e9f0819ee51af1",
      "ec2_instance_id": "i-00f3ca4d42c50e641",
      "instance_type": "g6f.large",
      "steps": [
        "pass",
        "pass",
        "fail",
        "fail",
        "pass"
      ],
      "excluded_at": 2,
      "findings": [
        "PD204",
        "PD303",
        "PD303"
      ]
    },
    {
      "instance": "i-04f5a58dd9998398c",
      "container_instance": "d996bd00445bcf992fe151a2373bc456",
      "ec2_instance_id": "i-04f5a58dd9998398c",
      "instance_type": "g6e.xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "pass",
        "pass"
      ],
      "excluded_at": null,
      "findings": []
    }
  ],
  "findings": [
    {
      "code": "PD201",
      "severity": "error",
      "step": 2,
      "instance": "i-0e152cefd3bf7c0f3",
      "message": "g6.xlarge i-0e152cefd3bf7c0f3: the task needs 1 GPU, 0 of 1 free; held by 8fede74118477adbf7cfb3ac40a9c1ef (service:embed-worker, 1 GPU)",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/remainingResources/4"
        },
        {
          "source": "describe-tasks.json",
          "pointer": "/tasks/0/containers"
        }
      ],
      "fix": [
        {
          "kind": "command",
          "text": "aws ecs describe-tasks --cluster inference --tasks 8fede74118477adbf7cfb3ac40a9c1ef --region us-east-1"
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
      "code": "PD204",
      "severity": "error",
      "step": 2,
      "instance": "i-00f3ca4d42c50e641",
      "message": "g6f.large i-00f3ca4d42c50e641 has a 0.125 L4 (partition) partition, not whole GPUs; the task asks for 1 whole GPU",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/2/attributes"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "fractional values (0.125, 0.25, 0.5) place only on G6f/Gr6f sizes with that partition and integer values only on full-GPU types: match the request to the instance types in the capacity provider"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD301",
      "severity": "error",
      "step": 3,
      "instance": "i-0e152cefd3bf7c0f3",
      "message": "g6.xlarge i-0e152cefd3bf7c0f3: the task needs 3584 CPU units, 512 free of 4096 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 6c0f98c1277c45e46fcb165bb6aa78c7 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD302",
      "severity": "error",
      "step": 3,
      "instance": "i-0e152cefd3bf7c0f3",
      "message": "g6.xlarge i-0e152cefd3bf7c0f3: the task needs 14000 MiB, 1531 MiB free of 15531 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 6c0f98c1277c45e46fcb165bb6aa78c7 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD303",
      "severity": "error",
      "step": 3,
      "instance": "i-00f3ca4d42c50e641",
      "message": "the task reserves 3584 CPU units; g6f.large i-00f3ca4d42c50e641 registers 2048 (2 vCPU): it never fits, even on an empty instance",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/2/registeredResources/0"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the reservation is larger than what i-00f3ca4d42c50e641 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD303",
      "severity": "error",
      "step": 3,
      "instance": "i-00f3ca4d42c50e641",
      "message": "the task reserves 14000 MiB; g6f.large i-00f3ca4d42c50e641 has 8 GiB but registers 7618 MiB for tasks: it never fits, even on an empty instance",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/2/registeredResources/1"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the reservation is larger than what i-00f3ca4d42c50e641 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD403",
      "severity": "warning",
      "step": 4,
      "instance": null,
      "message": "service constraint 1: 'g6.*' names family g6 but also matches g6e (g6e.xlarge), g6f (g6f.large): '.' matches any character",
      "evidence": [
        {
          "source": "describe-services.json",
          "pointer": "/services/0/placementConstraints/0/expression"
        }
      ],
      "fix": [
        {
          "kind": "expression",
          "text": "attribute:ecs.instance-type =~ g6\\..*"
        },
        {
          "kind": "command",
          "text": "aws ecs update-service --cluster inference --service embed-worker --placement-constraints '[{\"type\":\"memberOf\",\"expression\":\"attribute:ecs.instance-type =~ g6\\\\..*\"}]' --region us-east-1"
        },
        {
          "kind": "expression",
          "text": "attribute:ecs.instance-type in [g6.xlarge]"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [],
  "verdict": {
    "placeable": true,
    "status": "placeable",
    "exit_status": 0,
    "cause": null,
    "summary": "embed-worker:3 can be placed now on 2 of 4 instances: i-07f36ef899fdf7715, i-04f5a58dd9998398c",
    "candidates_left": 2,
    "instances_total": 4,
    "exclusions": [
      {
        "step": 2,
        "code": "PD201",
        "status": "fail",
        "count": 1
      },
      {
        "step": 2,
        "code": "PD204",
        "status": "fail",
        "count": 1
      }
    ],
    "blockers_after_fix": [],
    "placeable_on": [
      "i-07f36ef899fdf7715",
      "i-04f5a58dd9998398c"
    ],
    "next": [],
    "fix": []
  },
  "changes": []
}
--- stderr

--- exit
0
