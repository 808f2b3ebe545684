two services in one bundle (no manifest): embed-worker is steady, rerank-worker asks 12288 CPU units and the largest instance (g5.2xlarge) registers 8192
fixture: multi-service
args: diagnose --service rerank-worker --format json
--- stdout
{
  "schema": "provdoc.report/v1",
  "provdoc_version": "%VERSION%",
  "target": {
    "cluster": "inference",
    "service": "rerank-worker",
    "task_definition": "rerank-worker:4",
    "task": null,
    "region": "us-east-1",
    "source": "replay"
  },
  "steps": [
    {
      "step": 0,
      "name": "task definition",
      "status": "pass",
      "candidates_in": 3,
      "candidates_out": 3,
      "unknown": 0,
      "note": null
    },
    {
      "step": 1,
      "name": "GPU registration",
      "status": "pass",
      "candidates_in": 3,
      "candidates_out": 3,
      "unknown": 0,
      "note": null
    },
    {
      "step": 2,
      "name": "remaining devices",
      "status": "pass",
      "candidates_in": 3,
      "candidates_out": 1,
      "unknown": 0,
      "note": null
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "fail",
      "candidates_in": 1,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 3; evaluated on all 3 instances"
    }
  ],
  "instances": [
    {
      "instance": "i-0ff3f72301286279d",
      "container_instance": "2b0d174f61835e0a0aae9cb47f4b4369",
      "ec2_instance_id": "i-0ff3f72301286279d",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "pass",
        "fail",
        "fail",
        "pass"
      ],
      "excluded_at": 2,
      "findings": [
        "PD201",
        "PD303",
        "PD303"
      ]
    },
    {
      "instance": "i-0a50d992f535ace2d",
      "container_instance": "d9637bb5e974403456e044c1eda936d4",
      "ec2_instance_id": "i-0a50d992f535ace2d",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "pass",
        "fail",
        "fail",
        "pass"
      ],
      "excluded_at": 2,
      "findings": [
        "PD201",
        "PD303",
        "PD303"
      ]
    },
    {
      "instance": "i-03d44c44607bde302",
      "container_instance": "8fbd3efb01d22697af23b03231b91eed",
      "ec2_instance_id": "i-03d44c44607bde302",
      "instance_type": "g5.2xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "fail",
        "pass"
      ],
      "excluded_at": 3,
      "findings": [
        "PD303"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD201",
      "severity": "error",
      "step": 2,
      "instance": "i-0ff3f72301286279d",
      "message": "g5.xlarge i-0ff3f72301286279d: the task needs 1 GPU, 0 of 1 free; held by e6de8b671204d1f21280f1d68fbe8eaf (service:embed-worker, 1 GPU)",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/remainingResources/4"
        },
        {
          "source": "describe-tasks.json",
          "pointer": "/tasks/0/containers"
        }
      ],
      "fix": [
        {
          "kind": "command",
          "text": "aws ecs describe-tasks --cluster inference --tasks e6de8b671204d1f21280f1d68fbe8eaf --region us-east-1"
        },
        {
          "kind": "note",
          "text": "add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first"
        },
        {
          "kind": "command",
          "text": "aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD201",
      "severity": "error",
      "step": 2,
      "instance": "i-0a50d992f535ace2d",
      "message": "g5.xlarge i-0a50d992f535ace2d: the task needs 1 GPU, 0 of 1 free; held by d1e903d06ee5513b0a3930f126a756f8 (service:embed-worker, 1 GPU)",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/remainingResources/4"
        },
        {
          "source": "describe-tasks.json",
          "pointer": "/tasks/1/containers"
        }
      ],
      "fix": [
        {
          "kind": "command",
          "text": "aws ecs describe-tasks --cluster inference --tasks d1e903d06ee5513b0a3930f126a756f8 --region us-east-1"
        },
        {
          "kind": "note",
          "text": "add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first"
        },
        {
          "kind": "command",
          "text": "aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD303",
      "severity": "error",
      "step": 3,
      "instance": "i-0ff3f72301286279d",
      "message": "the task reserves 12288 CPU units; g5.xlarge i-0ff3f72301286279d registers 4096 (4 vCPU): it never fits, even on an empty instance",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/registeredResources/0"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the reservation is larger than what i-0ff3f72301286279d registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD303",
      "severity": "error",
      "step": 3,
      "instance": "i-0ff3f72301286279d",
      "message": "the task reserves 24000 MiB; g5.xlarge i-0ff3f72301286279d has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/registeredResources/1"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the reservation is larger than what i-0ff3f72301286279d registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD303",
      "severity": "error",
      "step": 3,
      "instance": "i-0a50d992f535ace2d",
      "message": "the task reserves 12288 CPU units; g5.xlarge i-0a50d992f535ace2d registers 4096 (4 vCPU): it never fits, even on an empty instance",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/registeredResources/0"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the reservation is larger than what i-0a50d992f535ace2d registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD303",
      "severity": "error",
      "step": 3,
      "instance": "i-0a50d992f535ace2d",
      "message": "the task reserves 24000 MiB; g5.xlarge i-0a50d992f535ace2d has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/registeredResources/1"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the reservation is larger than what i-0a50d992f535ace2d registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD303",
      "severity": "error",
      "step": 3,
      "instance": "i-03d44c44607bde302",
      "message": "the task reserves 12288 CPU units; g5.2xlarge i-03d44c44607bde302 registers 8192 (8 vCPU): it never fits, even on an empty instance",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/2/registeredResources/0"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the reservation is larger than what i-03d44c44607bde302 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [
    {
      "text": "service rerank-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 8fbd3efb01d22697af23b03231b91eed has insufficient CPU units available. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.",
      "when": "2026-11-30T09:31:09Z",
      "instance": "i-03d44c44607bde302",
      "reason": "RESOURCE:CPU",
      "agrees": true,
      "comment": "PD303 on i-03d44c44607bde302",
      "evidence": {
        "source": "describe-services.json",
        "pointer": "/services/1/events/0"
      }
    }
  ],
  "verdict": {
    "placeable": false,
    "status": "blocked",
    "exit_status": 1,
    "cause": "PD303",
    "summary": "none of 3 instances can take rerank-worker:4: 2 g5.xlarge have no free GPU (PD201), 1 g5.2xlarge is too small even when empty (PD303)",
    "candidates_left": 0,
    "instances_total": 3,
    "exclusions": [
      {
        "step": 2,
        "code": "PD201",
        "status": "fail",
        "count": 2
      },
      {
        "step": 3,
        "code": "PD303",
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
        "text": "the reservation is larger than what i-03d44c44607bde302 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
