run-task of batch-embed:7 (count 2) failed with RESOURCE:GPU on both g5.xlarge: their GPUs are held by earlier batch-embed tasks (pasted files, no manifest)
fixture: runtask-resource-gpu
args: diagnose --task-definition batch-embed:7 --format json
--- stdout
{
  "schema": "provdoc.report/v1",
  "provdoc_version": "%VERSION%",
  "target": {
    "cluster": "inference",
    "service": null,
    "task_definition": "batch-embed:7",
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
      "status": "fail",
      "candidates_in": 2,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "fail",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 2; evaluated on all 2 instances"
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 2; evaluated on all 2 instances"
    }
  ],
  "instances": [
    {
      "instance": "i-09cf8dd1a67d2ffa6",
      "container_instance": "9927a8af1f20a1c07d9fd6c692cc3682",
      "ec2_instance_id": "i-09cf8dd1a67d2ffa6",
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
        "PD302"
      ]
    },
    {
      "instance": "i-086a748305c9a257b",
      "container_instance": "f284b98e8a0eb1d4d3792d781595c536",
      "ec2_instance_id": "i-086a748305c9a257b",
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
        "PD302"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD201",
      "severity": "error",
      "step": 2,
      "instance": "i-09cf8dd1a67d2ffa6",
      "message": "g5.xlarge i-09cf8dd1a67d2ffa6: the task needs 1 GPU, 0 of 1 free; held by 34634f49bde69d03411a1d7cbaa5e755 (family:batch-embed, 1 GPU)",
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
          "text": "aws ecs describe-tasks --cluster inference --tasks 34634f49bde69d03411a1d7cbaa5e755 --region us-east-1"
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
      "instance": "i-086a748305c9a257b",
      "message": "g5.xlarge i-086a748305c9a257b: the task needs 1 GPU, 0 of 1 free; held by 793f13c20e0df7cf0b3f0bc07e4ce5d0 (family:batch-embed, 1 GPU)",
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
          "text": "aws ecs describe-tasks --cluster inference --tasks 793f13c20e0df7cf0b3f0bc07e4ce5d0 --region us-east-1"
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
      "code": "PD302",
      "severity": "error",
      "step": 3,
      "instance": "i-09cf8dd1a67d2ffa6",
      "message": "g5.xlarge i-09cf8dd1a67d2ffa6: the task needs 8000 MiB, 7563 MiB free of 15563 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 9927a8af1f20a1c07d9fd6c692cc3682 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD302",
      "severity": "error",
      "step": 3,
      "instance": "i-086a748305c9a257b",
      "message": "g5.xlarge i-086a748305c9a257b: the task needs 8000 MiB, 7563 MiB free of 15563 registered",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/remainingResources/1"
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances f284b98e8a0eb1d4d3792d781595c536 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [
    {
      "text": "RESOURCE:GPU",
      "when": null,
      "instance": "i-09cf8dd1a67d2ffa6",
      "reason": "RESOURCE:GPU",
      "agrees": true,
      "comment": "PD201 on i-09cf8dd1a67d2ffa6",
      "evidence": {
        "source": "run-task.json",
        "pointer": "/failures/0"
      }
    },
    {
      "text": "RESOURCE:GPU",
      "when": null,
      "instance": "i-086a748305c9a257b",
      "reason": "RESOURCE:GPU",
      "agrees": true,
      "comment": "PD201 on i-086a748305c9a257b",
      "evidence": {
        "source": "run-task.json",
        "pointer": "/failures/1"
      }
    }
  ],
  "verdict": {
    "placeable": false,
    "status": "blocked",
    "exit_status": 1,
    "cause": "PD201",
    "summary": "none of 2 instances can take batch-embed:7: 2 g5.xlarge have no free GPU (PD201)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 2,
        "code": "PD201",
        "status": "fail",
        "count": 2
      }
    ],
    "blockers_after_fix": [
      {
        "instance": "i-09cf8dd1a67d2ffa6",
        "code": "PD302",
        "message": "g5.xlarge i-09cf8dd1a67d2ffa6: the task needs 8000 MiB, 7563 MiB free of 15563 registered"
      },
      {
        "instance": "i-086a748305c9a257b",
        "code": "PD302",
        "message": "g5.xlarge i-086a748305c9a257b: the task needs 8000 MiB, 7563 MiB free of 15563 registered"
      }
    ],
    "placeable_on": [],
    "next": [],
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
        "text": "aws ecs describe-tasks --cluster inference --tasks 34634f49bde69d03411a1d7cbaa5e755 --region us-east-1"
      },
      {
        "kind": "command",
        "text": "aws ecs describe-tasks --cluster inference --tasks 793f13c20e0df7cf0b3f0bc07e4ce5d0 --region us-east-1"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
