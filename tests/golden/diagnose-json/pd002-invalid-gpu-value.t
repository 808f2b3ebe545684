GPU value "2.5" (not an integer, ALL, or 0.125/0.25/0.5)
fixture: pd002-invalid-gpu-value
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
      "candidates_in": 1,
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
      "note": "no candidate left after step 0; evaluated on all 1 instances"
    },
    {
      "step": 2,
      "name": "remaining devices",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 0; evaluated on all 1 instances"
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 0; evaluated on all 1 instances"
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 0; evaluated on all 1 instances"
    }
  ],
  "instances": [
    {
      "instance": "i-06760c6baff67fd64",
      "container_instance": "963ca1753db190380146979dc4d0207c",
      "ec2_instance_id": "i-06760c6baff67fd64",
      "instance_type": "g5.12xlarge",
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
      "code": "PD002",
      "severity": "error",
      "step": 0,
      "instance": null,
      "message": "container server asks for GPU \"2.5\": not a positive integer, ALL, or 0.125/0.25/0.5",
      "evidence": [
        {
          "source": "describe-task-definition.json",
          "pointer": "/taskDefinition/containerDefinitions/0/resourceRequirements/0"
        }
      ],
      "fix": [
        {
          "kind": "json-patch",
          "text": "[{\"op\": \"replace\", \"path\": \"/containerDefinitions/0/resourceRequirements/0/value\", \"value\": \"1\"}]"
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
      "comment": "no instance can take the task (PD002)",
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
    "cause": "PD002",
    "summary": "embed-worker:3 cannot be placed on any of the 1 instance: container server asks for GPU \"2.5\": not a positive integer, ALL, or 0.125/0.25/0.5 (PD002)",
    "candidates_left": 0,
    "instances_total": 1,
    "exclusions": [
      {
        "step": 0,
        "code": "PD002",
        "status": "fail",
        "count": 1
      }
    ],
    "blockers_after_fix": [],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "json-patch",
        "text": "[{\"op\": \"replace\", \"path\": \"/containerDefinitions/0/resourceRequirements/0/value\", \"value\": \"1\"}]"
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
