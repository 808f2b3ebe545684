service memberOf mixing and/or without parentheses; the free g6.xlarge in us-east-1c matches under (a and b) or c, not under a and (b or c)
fixture: pd406-and-or-mixed
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
      "status": "pass",
      "candidates_in": 2,
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
      "instance": "i-03bd90e7267a102cb",
      "container_instance": "f7dc8655c6ac7ed6fadcb7709694e496",
      "ec2_instance_id": "i-03bd90e7267a102cb",
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
      "instance": "i-06feb49aa3b11d9b5",
      "container_instance": "aab1ff0a95a6c69f27d51e5e1c34e65b",
      "ec2_instance_id": "i-06feb49aa3b11d9b5",
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
        "PD406"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD406",
      "severity": "error",
      "step": 4,
      "instance": null,
      "message": "service constraint 1: 'and' and 'or' mixed without parentheses; ECS documents no precedence, provdoc reads it as: (attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge; the other reading, attribute:ecs.instance-type == g5.xlarge and (attribute:ecs.availability-zone == us-east-1a or attribute:ecs.instance-type == g6.xlarge), decides differently on 1 instance(s): i-06feb49aa3b11d9b5 (matches under provdoc's reading)",
      "evidence": [
        {
          "source": "describe-services.json",
          "pointer": "/services/0/placementConstraints/0/expression"
        }
      ],
      "fix": [
        {
          "kind": "expression",
          "text": "(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge"
        },
        {
          "kind": "command",
          "text": "aws ecs update-service --cluster inference --service embed-worker --placement-constraints type=memberOf,expression=\"(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge\" --region us-east-1"
        },
        {
          "kind": "expression",
          "text": "attribute:ecs.instance-type == g5.xlarge and (attribute:ecs.availability-zone == us-east-1a or attribute:ecs.instance-type == g6.xlarge)"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD401",
      "severity": "error",
      "step": 4,
      "instance": "i-03bd90e7267a102cb",
      "message": "service constraint 1 excludes the instance: '(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge' is false (attribute:ecs.instance-type is g5.xlarge; attribute:ecs.availability-zone is us-east-1b)",
      "evidence": [
        {
          "source": "describe-services.json",
          "pointer": "/services/0/placementConstraints/0/expression"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/attributes/51"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/attributes/45"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "1 instance(s) that pass every other step are excluded only by this expression: widen it to admit them"
        },
        {
          "kind": "expression",
          "text": "((attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge) or ec2InstanceId in [i-03bd90e7267a102cb]"
        },
        {
          "kind": "command",
          "text": "aws ecs update-service --cluster inference --service embed-worker --placement-constraints '[{\"type\":\"memberOf\",\"expression\":\"((attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge) or ec2InstanceId in [i-03bd90e7267a102cb]\"}]' --region us-east-1"
        },
        {
          "kind": "note",
          "text": "or add capacity that satisfies '(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge' as written"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD406",
      "severity": "error",
      "step": 4,
      "instance": "i-06feb49aa3b11d9b5",
      "message": "service constraint 1 matches the instance only if 'and' binds tighter than 'or' ((attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge), not under the other reading (attribute:ecs.instance-type == g5.xlarge and (attribute:ecs.availability-zone == us-east-1a or attribute:ecs.instance-type == g6.xlarge)); ECS documents no precedence, so the instance is not counted as a candidate",
      "evidence": [
        {
          "source": "describe-services.json",
          "pointer": "/services/0/placementConstraints/0/expression"
        }
      ],
      "fix": [
        {
          "kind": "expression",
          "text": "(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge"
        },
        {
          "kind": "command",
          "text": "aws ecs update-service --cluster inference --service embed-worker --placement-constraints type=memberOf,expression=\"(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge\" --region us-east-1"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD402",
      "severity": "warning",
      "step": 4,
      "instance": null,
      "message": "service constraint 1 compares attribute:ecs.availability-zone with 'us-east-1a', which no instance in the cluster has; values that exist (closest first): us-east-1b, us-east-1c",
      "evidence": [
        {
          "source": "describe-services.json",
          "pointer": "/services/0/placementConstraints/0/expression"
        }
      ],
      "fix": [
        {
          "kind": "expression",
          "text": "(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1b) or attribute:ecs.instance-type == g6.xlarge"
        },
        {
          "kind": "command",
          "text": "aws ecs update-service --cluster inference --service embed-worker --placement-constraints type=memberOf,expression=\"(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1b) or attribute:ecs.instance-type == g6.xlarge\" --region us-east-1"
        },
        {
          "kind": "note",
          "text": "or run instances with attribute:ecs.availability-zone us-east-1a, if the expression names what you meant"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [
    {
      "text": "service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance f7dc8655c6ac7ed6fadcb7709694e496 encountered error \"MemberOf placement constraint unsatisfied.\". For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.",
      "when": "2026-11-30T09:41:07Z",
      "instance": "i-03bd90e7267a102cb",
      "reason": "MemberOf",
      "agrees": true,
      "comment": "PD401 on i-03bd90e7267a102cb",
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
    "cause": "PD406",
    "summary": "embed-worker:3 cannot be placed on any of the 2 instances: service constraint 1: 'and' and 'or' mixed without parentheses; ECS documents no precedence, provdoc reads it as: (attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge; the other reading, attribute:ecs.instance-type == g5.xlarge and (attribute:ecs.availability-zone == us-east-1a or attribute:ecs.instance-type == g6.xlarge), decides differently on 1 instance(s): i-06feb49aa3b11d9b5 (matches under provdoc's reading) (PD406)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 4,
        "code": "PD401",
        "status": "fail",
        "count": 1
      },
      {
        "step": 4,
        "code": "PD406",
        "status": "fail",
        "count": 1
      }
    ],
    "blockers_after_fix": [
      {
        "instance": "i-03bd90e7267a102cb",
        "code": "PD401",
        "message": "service constraint 1 excludes the instance: '(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge' is false (attribute:ecs.instance-type is g5.xlarge; attribute:ecs.availability-zone is us-east-1b)"
      }
    ],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "expression",
        "text": "(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge"
      },
      {
        "kind": "command",
        "text": "aws ecs update-service --cluster inference --service embed-worker --placement-constraints type=memberOf,expression=\"(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge\" --region us-east-1"
      },
      {
        "kind": "expression",
        "text": "attribute:ecs.instance-type == g5.xlarge and (attribute:ecs.availability-zone == us-east-1a or attribute:ecs.instance-type == g6.xlarge)"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
