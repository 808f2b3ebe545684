p2.xlarge on the current GPU AMI: p2 (K80) needs a GPU AMI older than 20230912, so no GPU registered
fixture: pd103-p2-new-ami
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
      "status": "skip",
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
      "instance": "i-0dcee23c81b7d908e",
      "container_instance": "e3dcd0e155f0bee02e2702cef3aac073",
      "ec2_instance_id": "i-0dcee23c81b7d908e",
      "instance_type": "p2.xlarge",
      "steps": [
        "pass",
        "fail",
        "skip",
        "pass",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD103"
      ]
    },
    {
      "instance": "i-0edc63682457865c6",
      "container_instance": "f37356754fdd5c887067083f91f33fbe",
      "ec2_instance_id": "i-0edc63682457865c6",
      "instance_type": "p2.xlarge",
      "steps": [
        "pass",
        "fail",
        "skip",
        "pass",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD103"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD103",
      "severity": "error",
      "step": 1,
      "instance": "i-0dcee23c81b7d908e",
      "message": "p2.xlarge i-0dcee23c81b7d908e registered no GPU: p2 (NVIDIA K80) works only with ECS GPU AMIs earlier than 20230912; current GPU AMIs do not support it (on such an older GPU AMI, check ECS_ENABLE_GPU_SUPPORT instead)",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/registeredResources"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/attributes/51"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "use a GPU family ECS supports on the x86_64 Linux GPU-optimized AMI (g4dn, g5, g6, g6e, p3, p4d, p5) and replace i-0dcee23c81b7d908e"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD103",
      "severity": "error",
      "step": 1,
      "instance": "i-0edc63682457865c6",
      "message": "p2.xlarge i-0edc63682457865c6 registered no GPU: p2 (NVIDIA K80) works only with ECS GPU AMIs earlier than 20230912; current GPU AMIs do not support it (on such an older GPU AMI, check ECS_ENABLE_GPU_SUPPORT instead)",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/registeredResources"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/attributes/51"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "use a GPU family ECS supports on the x86_64 Linux GPU-optimized AMI (g4dn, g5, g6, g6e, p3, p4d, p5) and replace i-0edc63682457865c6"
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
      "comment": "no instance can take the task (PD103)",
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
    "cause": "PD103",
    "summary": "none of 2 instances can take embed-worker:3: 2 p2.xlarge have GPUs ECS cannot use there (PD103)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 1,
        "code": "PD103",
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
        "text": "use a GPU family ECS supports on the x86_64 Linux GPU-optimized AMI (g4dn, g5, g6, g6e, p3, p4d, p5) and replace i-0dcee23c81b7d908e, i-0edc63682457865c6"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
