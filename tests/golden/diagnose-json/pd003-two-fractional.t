two containers each asking GPU 0.125 on g6f.xlarge (only one container may take a fractional GPU)
fixture: pd003-two-fractional
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
      "instance": "i-035cefac534ce2a69",
      "container_instance": "31b0b958f1e3b16b5c2124e5fc550eda",
      "ec2_instance_id": "i-035cefac534ce2a69",
      "instance_type": "g6f.xlarge",
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
      "instance": "i-08a6ba3255e45c99d",
      "container_instance": "12ffb6b5e3b643ae27754f4045de4c25",
      "ec2_instance_id": "i-08a6ba3255e45c99d",
      "instance_type": "g6f.xlarge",
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
      "code": "PD003",
      "severity": "error",
      "step": 0,
      "instance": null,
      "message": "2 containers ask for a fractional GPU; only one container per task may",
      "evidence": [
        {
          "source": "describe-task-definition.json",
          "pointer": "/taskDefinition/containerDefinitions"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "keep the GPU requirement on one container only, or use whole GPUs (an integer value) on a full-GPU instance type"
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
      "comment": "no instance can take the task (PD003)",
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
    "cause": "PD003",
    "summary": "embed-worker:3 cannot be placed on any of the 2 instances: 2 containers ask for a fractional GPU; only one container per task may (PD003)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 0,
        "code": "PD003",
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
        "text": "keep the GPU requirement on one container only, or use whole GPUs (an integer value) on a full-GPU instance type"
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
