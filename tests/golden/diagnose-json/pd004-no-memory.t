EC2 task definition with neither task-level memory nor container memory/memoryReservation
fixture: pd004-no-memory
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
      "status": "fail",
      "candidates_in": 2,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    },
    {
      "step": 1,
      "name": "GPU registration",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 0; evaluated on all 2 instances"
    },
    {
      "step": 2,
      "name": "remaining devices",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 0; evaluated on all 2 instances"
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 0; evaluated on all 2 instances"
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 0; evaluated on all 2 instances"
    }
  ],
  "instances": [
    {
      "instance": "i-0585f28e6d9b22db5",
      "container_instance": "059d3a98eb7e1039133f3816beb817a8",
      "ec2_instance_id": "i-0585f28e6d9b22db5",
      "instance_type": "g5.xlarge",
      "steps": [
        "fail",
        "pass",
        "pass",
        "pass",
        "pass"
      ],
      "excluded_at": 0,
      "findings": []
    },
    {
      "instance": "i-00e5e08d4d1369621",
      "container_instance": "b9ad8b944aeed4b2d79f29da173cfcd1",
      "ec2_instance_id": "i-00e5e08d4d1369621",
      "instance_type": "g5.xlarge",
      "steps": [
        "fail",
        "pass",
        "pass",
        "pass",
        "pass"
      ],
      "excluded_at": 0,
      "findings": []
    }
  ],
  "findings": [
    {
      "code": "PD004",
      "severity": "error",
      "step": 0,
      "instance": null,
      "message": "embed-worker gives no memory anywhere: no task-level memory and no memory or memoryReservation in its 1 container (required on EC2)",
      "evidence": [
        {
          "source": "describe-task-definition.json",
          "pointer": "/taskDefinition/containerDefinitions"
        }
      ],
      "fix": [
        {
          "kind": "json-patch",
          "text": "[{\"op\": \"add\", \"path\": \"/memory\", \"value\": \"<MiB>\"}]"
        },
        {
          "kind": "command",
          "text": "aws ecs register-task-definition --cli-input-json file://taskdef.json --region us-east-1"
        },
        {
          "kind": "command",
          "text": "aws ecs update-service --cluster inference --service embed-worker --task-definition embed-worker --region us-east-1"
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
      "comment": "no instance can take the task (PD004)",
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
    "cause": "PD004",
    "summary": "embed-worker:3 cannot be placed on any of the 2 instances: embed-worker gives no memory anywhere: no task-level memory and no memory or memoryReservation in its 1 container (required on EC2) (PD004)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 0,
        "code": "PD004",
        "status": "fail",
        "count": 2
      }
    ],
    "blockers_after_fix": [],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "json-patch",
        "text": "[{\"op\": \"add\", \"path\": \"/memory\", \"value\": \"<MiB>\"}]"
      },
      {
        "kind": "command",
        "text": "aws ecs register-task-definition --cli-input-json file://taskdef.json --region us-east-1"
      },
      {
        "kind": "command",
        "text": "aws ecs update-service --cluster inference --service embed-worker --task-definition embed-worker --region us-east-1"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
