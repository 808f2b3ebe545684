GPU task definition that requires FARGATE, run by a Fargate service; healthy g5.xlarge EC2 capacity sits idle
fixture: pd001-fargate-gpu
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
      "status": "fail",
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
      "instance": "i-043b90145891c52b4",
      "container_instance": "859bea43df3107c056daaa6fda6d054d",
      "ec2_instance_id": "i-043b90145891c52b4",
      "instance_type": "g5.xlarge",
      "steps": [
        "fail",
        "pass",
        "pass",
        "fail",
        "pass"
      ],
      "excluded_at": 0,
      "findings": [
        "PD303"
      ]
    },
    {
      "instance": "i-0f636f7fe62319a31",
      "container_instance": "040e8ba28f9e4d5a6cf48e8f9fc1c104",
      "ec2_instance_id": "i-0f636f7fe62319a31",
      "instance_type": "g5.xlarge",
      "steps": [
        "fail",
        "pass",
        "pass",
        "fail",
        "pass"
      ],
      "excluded_at": 0,
      "findings": [
        "PD303"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD001",
      "severity": "error",
      "step": 0,
      "instance": null,
      "message": "embed-worker asks for a GPU but the service launches on Fargate, which has no GPUs",
      "evidence": [
        {
          "source": "describe-services.json",
          "pointer": "/services/0/launchType"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "run GPU tasks on EC2 container instances with GPUs: a service with an EC2 capacity provider (or --launch-type EC2) and GPU instance types"
        },
        {
          "kind": "command",
          "text": "aws ecs update-service --cluster inference --service embed-worker --capacity-provider-strategy capacityProvider=<gpu-capacity-provider>,weight=1 --force-new-deployment --region us-east-1"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD303",
      "severity": "error",
      "step": 3,
      "instance": "i-043b90145891c52b4",
      "message": "the task reserves 16384 MiB; g5.xlarge i-043b90145891c52b4 has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/registeredResources/1"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the reservation is larger than what i-043b90145891c52b4 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
        },
        {
          "kind": "json-patch",
          "text": "[{\"op\": \"replace\", \"path\": \"/memory\", \"value\": \"15563\"}]"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD303",
      "severity": "error",
      "step": 3,
      "instance": "i-0f636f7fe62319a31",
      "message": "the task reserves 16384 MiB; g5.xlarge i-0f636f7fe62319a31 has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/registeredResources/1"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the reservation is larger than what i-0f636f7fe62319a31 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
        },
        {
          "kind": "json-patch",
          "text": "[{\"op\": \"replace\", \"path\": \"/memory\", \"value\": \"15563\"}]"
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
    "cause": "PD001",
    "summary": "embed-worker:3 cannot be placed on any of the 2 instances: embed-worker asks for a GPU but the service launches on Fargate, which has no GPUs (PD001)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 0,
        "code": "PD001",
        "status": "fail",
        "count": 2
      }
    ],
    "blockers_after_fix": [
      {
        "instance": "i-043b90145891c52b4",
        "code": "PD303",
        "message": "the task reserves 16384 MiB; g5.xlarge i-043b90145891c52b4 has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance"
      },
      {
        "instance": "i-0f636f7fe62319a31",
        "code": "PD303",
        "message": "the task reserves 16384 MiB; g5.xlarge i-0f636f7fe62319a31 has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance"
      }
    ],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "note",
        "text": "run GPU tasks on EC2 container instances with GPUs: a service with an EC2 capacity provider (or --launch-type EC2) and GPU instance types"
      },
      {
        "kind": "command",
        "text": "aws ecs update-service --cluster inference --service embed-worker --capacity-provider-strategy capacityProvider=<gpu-capacity-provider>,weight=1 --force-new-deployment --region us-east-1"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
