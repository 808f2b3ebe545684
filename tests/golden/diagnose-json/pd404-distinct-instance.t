service distinctInstance; both g5.12xlarge already run an embed-worker task (3 GPUs free on each); the third task has no distinct instance
fixture: pd404-distinct-instance
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
      "instance": "i-04ccbdab6beca8665",
      "container_instance": "244a2c0c8527fbcdc40b318d748054dc",
      "ec2_instance_id": "i-04ccbdab6beca8665",
      "instance_type": "g5.12xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "pass",
        "fail"
      ],
      "excluded_at": 4,
      "findings": [
        "PD404"
      ]
    },
    {
      "instance": "i-0f20e8326d05bdf65",
      "container_instance": "ff9f7faa0f1fd2d2aabefc893b9efc98",
      "ec2_instance_id": "i-0f20e8326d05bdf65",
      "instance_type": "g5.12xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "pass",
        "fail"
      ],
      "excluded_at": 4,
      "findings": [
        "PD404"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD404",
      "severity": "error",
      "step": 4,
      "instance": "i-04ccbdab6beca8665",
      "message": "distinctInstance: the instance already runs task d43e0704e1d5e876ec0b4156a0bb88d8 of group service:embed-worker (desiredStatus RUNNING)",
      "evidence": [
        {
          "source": "describe-services.json",
          "pointer": "/services/0/placementConstraints/0"
        },
        {
          "source": "describe-tasks.json",
          "pointer": "/tasks/0/group"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "add an instance, or stop the other task of the group on this instance; a task whose desiredStatus is STOPPED no longer blocks"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD404",
      "severity": "error",
      "step": 4,
      "instance": "i-0f20e8326d05bdf65",
      "message": "distinctInstance: the instance already runs task 7d47c68a38024080d565a2fbb973fbf7 of group service:embed-worker (desiredStatus RUNNING)",
      "evidence": [
        {
          "source": "describe-services.json",
          "pointer": "/services/0/placementConstraints/0"
        },
        {
          "source": "describe-tasks.json",
          "pointer": "/tasks/1/group"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "add an instance, or stop the other task of the group on this instance; a task whose desiredStatus is STOPPED no longer blocks"
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
      "comment": "no instance can take the task (PD404)",
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
    "cause": "PD404",
    "summary": "none of 2 instances can take embed-worker:3: 2 g5.12xlarge already run a task of the group (PD404)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 4,
        "code": "PD404",
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
        "text": "add an instance, or stop the other task of the group on this instance; a task whose desiredStatus is STOPPED no longer blocks"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
