run-task constraint with an unclosed list, checked against the cluster before running (task-definition target)
fixture: pd405-invalid-expression
args: diagnose --task-definition embed-worker:3 --constraint 'attribute:ecs.instance-type in [g5.xlarge, g5.2xlarge' --format json
--- stdout
{
  "schema": "provdoc.report/v1",
  "provdoc_version": "%VERSION%",
  "target": {
    "cluster": "inference",
    "service": null,
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
      "instance": "i-06567419517bd189e",
      "container_instance": "87fb5e70c65e5e13086cb90d207e9fc9",
      "ec2_instance_id": "i-06567419517bd189e",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "pass",
        "fail"
      ],
      "excluded_at": 4,
      "findings": []
    },
    {
      "instance": "i-0ecd9fbe0981f963c",
      "container_instance": "2e3cac091d573745d752b7a85a93ed14",
      "ec2_instance_id": "i-0ecd9fbe0981f963c",
      "instance_type": "g5.2xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "pass",
        "fail"
      ],
      "excluded_at": 4,
      "findings": []
    }
  ],
  "findings": [
    {
      "code": "PD405",
      "severity": "error",
      "step": 4,
      "instance": null,
      "message": "run-task constraint 1: invalid expression at column 54: expected ',' or ']' after 'g5.2xlarge'",
      "evidence": [
        {
          "source": "--constraint",
          "pointer": "/0"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "correct the expression at column 54:\nattribute:ecs.instance-type in [g5.xlarge, g5.2xlarge\n                                                     ^"
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
    "cause": "PD405",
    "summary": "embed-worker:3 cannot be placed on any of the 2 instances: run-task constraint 1: invalid expression at column 54: expected ',' or ']' after 'g5.2xlarge' (PD405)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 4,
        "code": "PD405",
        "status": "fail",
        "count": 2
      }
    ],
    "blockers_after_fix": [],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "note",
        "text": "correct the expression at column 54:\nattribute:ecs.instance-type in [g5.xlarge, g5.2xlarge\n                                                     ^"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
