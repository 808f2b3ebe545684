task-definition memberOf attribute:ecs.instance-type == p3.2xlarge: the only p3.2xlarge is busy and the free g5.xlarge are excluded
fixture: pd401-memberof-excludes
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
      "candidates_in": 3,
      "candidates_out": 3,
      "unknown": 0,
      "note": null
    },
    {
      "step": 1,
      "name": "GPU registration",
      "status": "pass",
      "candidates_in": 3,
      "candidates_out": 3,
      "unknown": 0,
      "note": null
    },
    {
      "step": 2,
      "name": "remaining devices",
      "status": "pass",
      "candidates_in": 3,
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
      "status": "fail",
      "candidates_in": 2,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    }
  ],
  "instances": [
    {
      "instance": "i-01c1121110f0daac3",
      "container_instance": "c7386a16549444e347bf50a4832d9c0e",
      "ec2_instance_id": "i-01c1121110f0daac3",
      "instance_type": "p3.2xlarge",
      "steps": [
        "pass",
        "pass",
        "fail",
        "pass",
        "pass"
      ],
      "excluded_at": 2,
      "findings": [
        "PD201"
      ]
    },
    {
      "instance": "i-0389cfbfa503c454f",
      "container_instance": "f3e9e68dc6d5148514d047d304763e6e",
      "ec2_instance_id": "i-0389cfbfa503c454f",
      "instance_type": "g5.xlarge",
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
    },
    {
      "instance": "i-06bb3be93aa8e5784",
      "container_instance": "eff7fbaae9b32068d1c526ed6c7460c6",
      "ec2_instance_id": "i-06bb3be93aa8e5784",
      "instance_type": "g5.xlarge",
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
      "instance": "i-01c1121110f0daac3",
      "message": "p3.2xlarge i-01c1121110f0daac3: the task needs 1 GPU, 0 of 1 free; held by 65febe5129c8b46d1cf29e99994e0b7e (service:embed-worker, 1 GPU)",
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
          "text": "aws ecs describe-tasks --cluster inference --tasks 65febe5129c8b46d1cf29e99994e0b7e --region us-east-1"
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
      "code": "PD401",
      "severity": "error",
      "step": 4,
      "instance": "i-0389cfbfa503c454f",
      "message": "task definition constraint 1 excludes the instance: 'attribute:ecs.instance-type == p3.2xlarge' is false (attribute:ecs.instance-type is g5.xlarge)",
      "evidence": [
        {
          "source": "describe-task-definition.json",
          "pointer": "/taskDefinition/placementConstraints/0/expression"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/attributes/51"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "2 instance(s) that pass every other step are excluded only by this expression: widen it to admit them"
        },
        {
          "kind": "expression",
          "text": "(attribute:ecs.instance-type == p3.2xlarge) or attribute:ecs.instance-type in [g5.xlarge]"
        },
        {
          "kind": "json-patch",
          "text": "[{\"op\":\"replace\",\"path\":\"/placementConstraints/0/expression\",\"value\":\"(attribute:ecs.instance-type == p3.2xlarge) or attribute:ecs.instance-type in [g5.xlarge]\"}]"
        },
        {
          "kind": "note",
          "text": "register the patched task definition (aws ecs register-task-definition --cli-input-json file://taskdef.json --region us-east-1) and point the service or run-task at the new revision"
        },
        {
          "kind": "note",
          "text": "or add capacity that satisfies 'attribute:ecs.instance-type == p3.2xlarge' as written"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD401",
      "severity": "error",
      "step": 4,
      "instance": "i-06bb3be93aa8e5784",
      "message": "task definition constraint 1 excludes the instance: 'attribute:ecs.instance-type == p3.2xlarge' is false (attribute:ecs.instance-type is g5.xlarge)",
      "evidence": [
        {
          "source": "describe-task-definition.json",
          "pointer": "/taskDefinition/placementConstraints/0/expression"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/2/attributes/51"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "2 instance(s) that pass every other step are excluded only by this expression: widen it to admit them"
        },
        {
          "kind": "expression",
          "text": "(attribute:ecs.instance-type == p3.2xlarge) or attribute:ecs.instance-type in [g5.xlarge]"
        },
        {
          "kind": "json-patch",
          "text": "[{\"op\":\"replace\",\"path\":\"/placementConstraints/0/expression\",\"value\":\"(attribute:ecs.instance-type == p3.2xlarge) or attribute:ecs.instance-type in [g5.xlarge]\"}]"
        },
        {
          "kind": "note",
          "text": "register the patched task definition (aws ecs register-task-definition --cli-input-json file://taskdef.json --region us-east-1) and point the service or run-task at the new revision"
        },
        {
          "kind": "note",
          "text": "or add capacity that satisfies 'attribute:ecs.instance-type == p3.2xlarge' as written"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [
    {
      "text": "service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance f3e9e68dc6d5148514d047d304763e6e encountered error \"MemberOf placement constraint unsatisfied.\". For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.",
      "when": "2026-11-30T09:41:07Z",
      "instance": "i-0389cfbfa503c454f",
      "reason": "MemberOf",
      "agrees": true,
      "comment": "PD401 on i-0389cfbfa503c454f",
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
    "summary": "none of 3 instances can take embed-worker:3: 1 p3.2xlarge has no free GPU (PD201), 2 g5.xlarge are excluded by a memberOf constraint (PD401)",
    "candidates_left": 0,
    "instances_total": 3,
    "exclusions": [
      {
        "step": 4,
        "code": "PD401",
        "status": "fail",
        "count": 2
      },
      {
        "step": 2,
        "code": "PD201",
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
        "text": "2 instance(s) that pass every other step are excluded only by this expression: widen it to admit them"
      },
      {
        "kind": "expression",
        "text": "(attribute:ecs.instance-type == p3.2xlarge) or attribute:ecs.instance-type in [g5.xlarge]"
      },
      {
        "kind": "json-patch",
        "text": "[{\"op\":\"replace\",\"path\":\"/placementConstraints/0/expression\",\"value\":\"(attribute:ecs.instance-type == p3.2xlarge) or attribute:ecs.instance-type in [g5.xlarge]\"}]"
      },
      {
        "kind": "note",
        "text": "register the patched task definition (aws ecs register-task-definition --cli-input-json file://taskdef.json --region us-east-1) and point the service or run-task at the new revision"
      },
      {
        "kind": "note",
        "text": "or add capacity that satisfies 'attribute:ecs.instance-type == p3.2xlarge' as written"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
