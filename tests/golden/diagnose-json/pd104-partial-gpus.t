p3.8xlarge registered 3 of its 4 V100s (one lost at NVML level); the task asks 4
fixture: pd104-partial-gpus
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
      "candidates_in": 1,
      "candidates_out": 1,
      "unknown": 0,
      "note": null
    },
    {
      "step": 1,
      "name": "GPU registration",
      "status": "fail",
      "candidates_in": 1,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    },
    {
      "step": 2,
      "name": "remaining devices",
      "status": "fail",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 1; evaluated on all 1 instances"
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 1; evaluated on all 1 instances"
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 1; evaluated on all 1 instances"
    }
  ],
  "instances": [
    {
      "instance": "i-0123fbc092c284119",
      "container_instance": "426d544d8d1a2e9cc24e74f0f74c09c6",
      "ec2_instance_id": "i-0123fbc092c284119",
      "instance_type": "p3.8xlarge",
      "steps": [
        "pass",
        "fail",
        "fail",
        "pass",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD104"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD104",
      "severity": "error",
      "step": 1,
      "instance": "i-0123fbc092c284119",
      "message": "p3.8xlarge i-0123fbc092c284119 registered 3 of its 4 GPUs and the task needs 4: a GPU likely failed at the NVML level (Xid error, fell off the bus)",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/registeredResources/4"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/attributes/51"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "on i-0123fbc092c284119, list the GPUs the driver sees and look for Xid errors"
        },
        {
          "kind": "command",
          "text": "nvidia-smi -L"
        },
        {
          "kind": "command",
          "text": "sudo dmesg | grep -i xid"
        },
        {
          "kind": "note",
          "text": "a GPU that fell off the bus needs a new host: drain the instance, then terminate it so the Auto Scaling group replaces it"
        },
        {
          "kind": "command",
          "text": "aws ecs update-container-instances-state --cluster inference --container-instances 426d544d8d1a2e9cc24e74f0f74c09c6 --status DRAINING --region us-east-1"
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
      "comment": "no instance can take the task (PD104)",
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
    "cause": "PD104",
    "summary": "none of 1 instance can take embed-worker:3: 1 p3.8xlarge registered fewer GPUs than it has (PD104)",
    "candidates_left": 0,
    "instances_total": 1,
    "exclusions": [
      {
        "step": 1,
        "code": "PD104",
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
        "text": "on i-0123fbc092c284119, list the GPUs the driver sees and look for Xid errors"
      },
      {
        "kind": "command",
        "text": "nvidia-smi -L"
      },
      {
        "kind": "command",
        "text": "sudo dmesg | grep -i xid"
      },
      {
        "kind": "note",
        "text": "a GPU that fell off the bus needs a new host: drain the instance, then terminate it so the Auto Scaling group replaces it"
      },
      {
        "kind": "command",
        "text": "aws ecs update-container-instances-state --cluster inference --container-instances 426d544d8d1a2e9cc24e74f0f74c09c6 --status DRAINING --region us-east-1"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
