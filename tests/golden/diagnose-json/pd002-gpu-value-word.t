GPU value "one" in a task definition checked before any run (task-definition target, no service)
fixture: pd002-gpu-value-word
args: diagnose --format json
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
      "instance": "i-0474cff77ce38ba35",
      "container_instance": "1005cd4f09e0c503a679d0282a1f2cc6",
      "ec2_instance_id": "i-0474cff77ce38ba35",
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
      "instance": "i-0078e90edfb995a2a",
      "container_instance": "5edba89be6bec7d6219b06e540095774",
      "ec2_instance_id": "i-0078e90edfb995a2a",
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
      "code": "PD002",
      "severity": "error",
      "step": 0,
      "instance": null,
      "message": "container server asks for GPU \"one\": not a positive integer, ALL, or 0.125/0.25/0.5",
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
    "cause": "PD002",
    "summary": "embed-worker:3 cannot be placed on any of the 2 instances: container server asks for GPU \"one\": not a positive integer, ALL, or 0.125/0.25/0.5 (PD002)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 0,
        "code": "PD002",
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
        "text": "[{\"op\": \"replace\", \"path\": \"/containerDefinitions/0/resourceRequirements/0/value\", \"value\": \"1\"}]"
      },
      {
        "kind": "command",
        "text": "aws ecs register-task-definition --cli-input-json file://taskdef.json --region us-east-1"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
