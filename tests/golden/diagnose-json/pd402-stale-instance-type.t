service memberOf attribute:ecs.instance-type == g4dn.xlarge in a cluster of only g5/g6: the value names no instance, an empty cluster looks full (with ECS's own filter answer)
fixture: pd402-stale-instance-type
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
      "candidates_out": 3,
      "unknown": 0,
      "note": null
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "pass",
      "candidates_in": 3,
      "candidates_out": 3,
      "unknown": 0,
      "note": null
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "fail",
      "candidates_in": 3,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    }
  ],
  "instances": [
    {
      "instance": "i-0dce13150f611ea12",
      "container_instance": "06b184d43c209bc9aa5b4bbe156f42bd",
      "ec2_instance_id": "i-0dce13150f611ea12",
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
      "instance": "i-080e7af73ab734a40",
      "container_instance": "7c05d5ec6eee98290568157b94cf56d1",
      "ec2_instance_id": "i-080e7af73ab734a40",
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
      "instance": "i-0c0c5dd13a027ed90",
      "container_instance": "76695acf7e776d35beb764980087f276",
      "ec2_instance_id": "i-0c0c5dd13a027ed90",
      "instance_type": "g6.xlarge",
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
      "code": "PD401",
      "severity": "error",
      "step": 4,
      "instance": "i-0dce13150f611ea12",
      "message": "service constraint 1 excludes the instance: 'attribute:ecs.instance-type == g4dn.xlarge' is false (attribute:ecs.instance-type is g5.xlarge)",
      "evidence": [
        {
          "source": "describe-services.json",
          "pointer": "/services/0/placementConstraints/0/expression"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/attributes/51"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "3 instance(s) that pass every other step are excluded only by this expression: widen it to admit them"
        },
        {
          "kind": "expression",
          "text": "(attribute:ecs.instance-type == g4dn.xlarge) or attribute:ecs.instance-type in [g5.xlarge, g6.xlarge]"
        },
        {
          "kind": "command",
          "text": "aws ecs update-service --cluster inference --service embed-worker --placement-constraints '[{\"type\":\"memberOf\",\"expression\":\"(attribute:ecs.instance-type == g4dn.xlarge) or attribute:ecs.instance-type in [g5.xlarge, g6.xlarge]\"}]' --region us-east-1"
        },
        {
          "kind": "note",
          "text": "or add capacity that satisfies 'attribute:ecs.instance-type == g4dn.xlarge' as written"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD401",
      "severity": "error",
      "step": 4,
      "instance": "i-080e7af73ab734a40",
      "message": "service constraint 1 excludes the instance: 'attribute:ecs.instance-type == g4dn.xlarge' is false (attribute:ecs.instance-type is g5.xlarge)",
      "evidence": [
        {
          "source": "describe-services.json",
          "pointer": "/services/0/placementConstraints/0/expression"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/attributes/51"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "3 instance(s) that pass every other step are excluded only by this expression: widen it to admit them"
        },
        {
          "kind": "expression",
          "text": "(attribute:ecs.instance-type == g4dn.xlarge) or attribute:ecs.instance-type in [g5.xlarge, g6.xlarge]"
        },
        {
          "kind": "command",
          "text": "aws ecs update-service --cluster inference --service embed-worker --placement-constraints '[{\"type\":\"memberOf\",\"expression\":\"(attribute:ecs.instance-type == g4dn.xlarge) or attribute:ecs.instance-type in [g5.xlarge, g6.xlarge]\"}]' --region us-east-1"
        },
        {
          "kind": "note",
          "text": "or add capacity that satisfies 'attribute:ecs.instance-type == g4dn.xlarge' as written"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD401",
      "severity": "error",
      "step": 4,
      "instance": "i-0c0c5dd13a027ed90",
      "message": "service constraint 1 excludes the instance: 'attribute:ecs.instance-type == g4dn.xlarge' is false (attribute:ecs.instance-type is g6.xlarge)",
      "evidence": [
        {
          "source": "describe-services.json",
          "pointer": "/services/0/placementConstraints/0/expression"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/2/attributes/51"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "3 instance(s) that pass every other step are excluded only by this expression: widen it to admit them"
        },
        {
          "kind": "expression",
          "text": "(attribute:ecs.instance-type == g4dn.xlarge) or attribute:ecs.instance-type in [g5.xlarge, g6.xlarge]"
        },
        {
          "kind": "command",
          "text": "aws ecs update-service --cluster inference --service embed-worker --placement-constraints '[{\"type\":\"memberOf\",\"expression\":\"(attribute:ecs.instance-type == g4dn.xlarge) or attribute:ecs.instance-type in [g5.xlarge, g6.xlarge]\"}]' --region us-east-1"
        },
        {
          "kind": "note",
          "text": "or add capacity that satisfies 'attribute:ecs.instance-type == g4dn.xlarge' as written"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD402",
      "severity": "error",
      "step": 4,
      "instance": null,
      "message": "service constraint 1 compares attribute:ecs.instance-type with 'g4dn.xlarge', which no instance in the cluster has; values that exist (closest first): g5.xlarge, g6.xlarge",
      "evidence": [
        {
          "source": "describe-services.json",
          "pointer": "/services/0/placementConstraints/0/expression"
        }
      ],
      "fix": [
        {
          "kind": "expression",
          "text": "attribute:ecs.instance-type == g5.xlarge"
        },
        {
          "kind": "command",
          "text": "aws ecs update-service --cluster inference --service embed-worker --placement-constraints type=memberOf,expression=\"attribute:ecs.instance-type == g5.xlarge\" --region us-east-1"
        },
        {
          "kind": "note",
          "text": "or run instances with attribute:ecs.instance-type g4dn.xlarge, if the expression names what you meant"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [
    {
      "text": "service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 06b184d43c209bc9aa5b4bbe156f42bd encountered error \"MemberOf placement constraint unsatisfied.\". For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.",
      "when": "2026-11-30T09:41:07Z",
      "instance": "i-0dce13150f611ea12",
      "reason": "MemberOf",
      "agrees": true,
      "comment": "PD401 on i-0dce13150f611ea12",
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
    "cause": "PD402",
    "summary": "embed-worker:3 cannot be placed on any of the 3 instances: service constraint 1 compares attribute:ecs.instance-type with 'g4dn.xlarge', which no instance in the cluster has; values that exist (closest first): g5.xlarge, g6.xlarge (PD402)",
    "candidates_left": 0,
    "instances_total": 3,
    "exclusions": [
      {
        "step": 4,
        "code": "PD401",
        "status": "fail",
        "count": 3
      }
    ],
    "blockers_after_fix": [
      {
        "instance": "i-0dce13150f611ea12",
        "code": "PD401",
        "message": "service constraint 1 excludes the instance: 'attribute:ecs.instance-type == g4dn.xlarge' is false (attribute:ecs.instance-type is g5.xlarge)"
      },
      {
        "instance": "i-080e7af73ab734a40",
        "code": "PD401",
        "message": "service constraint 1 excludes the instance: 'attribute:ecs.instance-type == g4dn.xlarge' is false (attribute:ecs.instance-type is g5.xlarge)"
      },
      {
        "instance": "i-0c0c5dd13a027ed90",
        "code": "PD401",
        "message": "service constraint 1 excludes the instance: 'attribute:ecs.instance-type == g4dn.xlarge' is false (attribute:ecs.instance-type is g6.xlarge)"
      }
    ],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "expression",
        "text": "attribute:ecs.instance-type == g5.xlarge"
      },
      {
        "kind": "command",
        "text": "aws ecs update-service --cluster inference --service embed-worker --placement-constraints type=memberOf,expression=\"attribute:ecs.instance-type == g5.xlarge\" --region us-east-1"
      },
      {
        "kind": "note",
        "text": "or run instances with attribute:ecs.instance-type g4dn.xlarge, if the expression names what you meant"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
