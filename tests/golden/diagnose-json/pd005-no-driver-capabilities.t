GPU task on a plain python image without NVIDIA_DRIVER_CAPABILITIES: placeable, warning only (pasted files, no manifest)
fixture: pd005-no-driver-capabilities
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
      "candidates_out": 1,
      "unknown": 0,
      "note": null
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "pass",
      "candidates_in": 1,
      "candidates_out": 1,
      "unknown": 0,
      "note": null
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "pass",
      "candidates_in": 1,
      "candidates_out": 1,
      "unknown": 0,
      "note": null
    }
  ],
  "instances": [
    {
      "instance": "i-0307e4b18e6b49913",
      "container_instance": "f6478e1287c07a471fb6131c9b4e5e0f",
      "ec2_instance_id": "i-0307e4b18e6b49913",
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
        "PD301",
        "PD302"
      ]
    },
    {
      "instance": "i-072362d25c26dcf5e",
      "container_instance": "65a0afe1ce03250f0add5a6c32efa3f1",
      "ec2_instance_id": "i-072362d25c26dcf5e",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "pass",
        "pass"
      ],
      "excluded_at": null,
      "findings": []
    }
  ],
  "findings": [
    {
      "code": "PD005",
      "severity": "info",
      "step": 0,
      "instance": null,
      "message": "container server asks for a GPU, sets no NVIDIA_DRIVER_CAPABILITIES, and its image python:3.12-slim does not name a CUDA base; if the image is not built on one, the GPU may be invisible at run time (not a placement cause)",
      "evidence": [
        {
          "source": "describe-task-definition.json",
          "pointer": "/taskDefinition/containerDefinitions/0"
        }
      ],
      "fix": [
        {
          "kind": "json-patch",
          "text": "[{\"op\": \"add\", \"path\": \"/containerDefinitions/0/environment/-\", \"value\": {\"name\": \"NVIDIA_DRIVER_CAPABILITIES\", \"value\": \"compute,utility\"}}]"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD201",
      "severity": "error",
      "step": 2,
      "instance": "i-0307e4b18e6b49913",
      "message": "g5.xlarge i-0307e4b18e6b49913: the task needs 1 GPU, 0 of 1 free; held by 53f7358063700f29d8e68881008873f4 (service:embed-worker, 1 GPU)",
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
          "text": "aws ecs describe-tasks --cluster inference --tasks 53f7358063700f29d8e68881008873f4 --region us-east-1"
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
      "code": "PD301",
      "severity": "error",
      "step": 3,
      "instance": "i-0307e4b18e6b49913",
      "message": "g5.xlarge i-0307e4b18e6b49913: the task needs 3584 CPU units, 512 free of 4096 registered",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/remainingResources/0"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first"
        },
        {
          "kind": "command",
          "text": "aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1"
        },
        {
          "kind": "command",
          "text": "aws ecs describe-container-instances --cluster inference --container-instances f6478e1287c07a471fb6131c9b4e5e0f --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD302",
      "severity": "error",
      "step": 3,
      "instance": "i-0307e4b18e6b49913",
      "message": "g5.xlarge i-0307e4b18e6b49913: the task needs 14000 MiB, 1563 MiB free of 15563 registered",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/remainingResources/1"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first"
        },
        {
          "kind": "command",
          "text": "aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1"
        },
        {
          "kind": "command",
          "text": "aws ecs describe-container-instances --cluster inference --container-instances f6478e1287c07a471fb6131c9b4e5e0f --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [],
  "verdict": {
    "placeable": true,
    "status": "placeable",
    "exit_status": 0,
    "cause": null,
    "summary": "embed-worker:3 can be placed now on 1 of 2 instances: i-072362d25c26dcf5e",
    "candidates_left": 1,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 2,
        "code": "PD201",
        "status": "fail",
        "count": 1
      }
    ],
    "blockers_after_fix": [],
    "placeable_on": [
      "i-072362d25c26dcf5e"
    ],
    "next": [],
    "fix": []
  },
  "changes": []
}
--- stderr

--- exit
0
