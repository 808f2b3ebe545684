every GPU instance is DRAINING (AMI rollout), none ACTIVE
fixture: pd106-draining
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
      "status": "fail",
      "candidates_in": 2,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    },
    {
      "step": 2,
      "name": "remaining devices",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 1; evaluated on all 2 instances"
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 1; evaluated on all 2 instances"
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 1; evaluated on all 2 instances"
    }
  ],
  "instances": [
    {
      "instance": "i-0d1fc34480f502bd4",
      "container_instance": "bc461e3911da9329361717f5384ec9be",
      "ec2_instance_id": "i-0d1fc34480f502bd4",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "fail",
        "pass",
        "pass",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD106"
      ]
    },
    {
      "instance": "i-04b4c32961288c08d",
      "container_instance": "9179507affa77d74166203689a97bd41",
      "ec2_instance_id": "i-04b4c32961288c08d",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "fail",
        "pass",
        "pass",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD106"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD106",
      "severity": "error",
      "step": 1,
      "instance": "i-0d1fc34480f502bd4",
      "message": "i-0d1fc34480f502bd4 is DRAINING, not ACTIVE: ECS places no new task on it",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/status"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "draining is often deliberate (scale-in, Spot interruption, an AMI rollout): reactivate only if it was not"
        },
        {
          "kind": "command",
          "text": "aws ecs update-container-instances-state --cluster inference --container-instances bc461e3911da9329361717f5384ec9be --status ACTIVE --region us-east-1"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD106",
      "severity": "error",
      "step": 1,
      "instance": "i-04b4c32961288c08d",
      "message": "i-04b4c32961288c08d is DRAINING, not ACTIVE: ECS places no new task on it",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/status"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "draining is often deliberate (scale-in, Spot interruption, an AMI rollout): reactivate only if it was not"
        },
        {
          "kind": "command",
          "text": "aws ecs update-container-instances-state --cluster inference --container-instances 9179507affa77d74166203689a97bd41 --status ACTIVE --region us-east-1"
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
      "comment": "no instance can take the task (PD106)",
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
    "cause": "PD106",
    "summary": "none of 2 instances can take embed-worker:3: 2 g5.xlarge are not ACTIVE (PD106)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 1,
        "code": "PD106",
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
        "text": "draining is often deliberate (scale-in, Spot interruption, an AMI rollout): reactivate only if it was not"
      },
      {
        "kind": "command",
        "text": "aws ecs update-container-instances-state --cluster inference --container-instances bc461e3911da9329361717f5384ec9be 9179507affa77d74166203689a97bd41 --status ACTIVE --region us-east-1"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
