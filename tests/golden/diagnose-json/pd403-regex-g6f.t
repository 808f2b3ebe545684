service memberOf attribute:ecs.instance-type =~ g6.* meant for g6: the g6.xlarge is busy, the regex also matches the free g6f.xlarge which cannot take an integer GPU, the free g5.2xlarge is excluded
fixture: pd403-regex-g6f
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
      "candidates_out": 1,
      "unknown": 0,
      "note": null
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "pass",
      "candidates_in": 1,
      "candidates_out": 1,
      "unknown": 0,
      "note": null
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "fail",
      "candidates_in": 1,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    }
  ],
  "instances": [
    {
      "instance": "i-02ef641e14628ee3e",
      "container_instance": "88a63d5635cc3c46c87bc88c90933354",
      "ec2_instance_id": "i-02ef641e14628ee3e",
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
      "instance": "i-06a16f33b28e076e5",
      "container_instance": "08fd12d211d5ea128bfe9f6081ba2ffb",
      "ec2_instance_id": "i-06a16f33b28e076e5",
      "instance_type": "g6f.xlarge",
      "steps": [
        "pass",
        "pass",
        "fail",
        "pass",
        "pass"
      ],
      "excluded_at": 2,
      "findings": [
        "PD204"
      ]
    },
    {
      "instance": "i-069c32fbd7099a8ba",
      "container_instance": "5ab8b896b648e114653fba23b0fe6849",
      "ec2_instance_id": "i-069c32fbd7099a8ba",
      "instance_type": "g6f.xlarge",
      "steps": [
        "pass",
        "pass",
        "fail",
        "pass",
        "pass"
      ],
      "excluded_at": 2,
      "findings": [
        "PD204"
      ]
    },
    {
      "instance": "i-092d2ccc891bda1f7",
      "container_instance": "c738f94b7540186c2531ebe0ea1f3c64",
      "ec2_instance_id": "i-092d2ccc891bda1f7",
      "instance_type": "g5.2xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "pass",
        "fail"
      ],
      "excluded_at": 4,
      "findings": [
        "PD401"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD201",
      "severity": "error",
      "step": 2,
      "instance": "i-02ef641e14628ee3e",
      "message": "g6.xlarge i-02ef641e14628ee3e: the task needs 1 GPU, 0 of 1 free; held by ef364186e5a5da8d2da6163d260d322d (service:embed-worker, 1 GPU)",
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
          "text": "aws ecs describe-tasks --cluster inference --tasks ef364186e5a5da8d2da6163d260d322d --region us-east-1"
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
      "instance": "i-06a16f33b28e076e5",
      "message": "g6f.xlarge i-06a16f33b28e076e5 has a 0.125 L4 (partition) partition, not whole GPUs; the task asks for 1 whole GPU",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/attributes"
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
      "code": "PD204",
      "severity": "error",
      "step": 2,
      "instance": "i-069c32fbd7099a8ba",
      "message": "g6f.xlarge i-069c32fbd7099a8ba has a 0.125 L4 (partition) partition, not whole GPUs; the task asks for 1 whole GPU",
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
      "instance": "i-02ef641e14628ee3e",
      "message": "g6.xlarge i-02ef641e14628ee3e: the task needs 3584 CPU units, 512 free of 4096 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 88a63d5635cc3c46c87bc88c90933354 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD302",
      "severity": "error",
      "step": 3,
      "instance": "i-02ef641e14628ee3e",
      "message": "g6.xlarge i-02ef641e14628ee3e: the task needs 14000 MiB, 1531 MiB free of 15531 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 88a63d5635cc3c46c87bc88c90933354 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
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
    },
    {
      "code": "PD401",
      "severity": "error",
      "step": 4,
      "instance": "i-092d2ccc891bda1f7",
      "message": "service constraint 1 excludes the instance: 'attribute:ecs.instance-type =~ g6.*' is false (attribute:ecs.instance-type is g5.2xlarge)",
      "evidence": [
        {
          "source": "describe-services.json",
          "pointer": "/services/0/placementConstraints/0/expression"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/3/attributes/51"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "1 instance(s) that pass every other step are excluded only by this expression: widen it to admit them"
        },
        {
          "kind": "expression",
          "text": "(attribute:ecs.instance-type =~ g6.*) or attribute:ecs.instance-type in [g5.2xlarge]"
        },
        {
          "kind": "command",
          "text": "aws ecs update-service --cluster inference --service embed-worker --placement-constraints '[{\"type\":\"memberOf\",\"expression\":\"(attribute:ecs.instance-type =~ g6.*) or attribute:ecs.instance-type in [g5.2xlarge]\"}]' --region us-east-1"
        },
        {
          "kind": "note",
          "text": "or add capacity that satisfies 'attribute:ecs.instance-type =~ g6.*' as written"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [
    {
      "text": "service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.",
      "when": "2026-11-30T09:41:07Z",
      "instance": null,
      "reason": "GENERIC",
      "agrees": true,
      "comment": "no instance can take the task (PD401)",
      "evidence": {
        "source": "describe-services.json",
        "pointer": "/services/0/events/0"
      }
    }
  ],
  "verdict": {
    "placeable": false,
    "status": "blocked",
    "exit_status": 1,
    "cause": "PD401",
    "summary": "none of 4 instances can take embed-worker:3: 2 g6f.xlarge have the wrong GPU partition size (PD204), 1 g6.xlarge has no free GPU (PD201), 1 g5.2xlarge is excluded by a memberOf constraint (PD401)",
    "candidates_left": 0,
    "instances_total": 4,
    "exclusions": [
      {
        "step": 2,
        "code": "PD204",
        "status": "fail",
        "count": 2
      },
      {
        "step": 2,
        "code": "PD201",
        "status": "fail",
        "count": 1
      },
      {
        "step": 4,
        "code": "PD401",
        "status": "fail",
        "count": 1
      }
    ],
    "blockers_after_fix": [],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "note",
        "text": "1 instance(s) that pass every other step are excluded only by this expression: widen it to admit them"
      },
      {
        "kind": "expression",
        "text": "(attribute:ecs.instance-type =~ g6.*) or attribute:ecs.instance-type in [g5.2xlarge]"
      },
      {
        "kind": "command",
        "text": "aws ecs update-service --cluster inference --service embed-worker --placement-constraints '[{\"type\":\"memberOf\",\"expression\":\"(attribute:ecs.instance-type =~ g6.*) or attribute:ecs.instance-type in [g5.2xlarge]\"}]' --region us-east-1"
      },
      {
        "kind": "note",
        "text": "or add capacity that satisfies 'attribute:ecs.instance-type =~ g6.*' as written"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
