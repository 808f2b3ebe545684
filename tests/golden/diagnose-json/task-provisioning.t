a task of embed-worker stuck in PROVISIONING under capacity provider gpu-asg-cp (ASG at its maximum): both g5.xlarge GPUs are held
fixture: task-provisioning
args: diagnose --task 1faa2be78d8ad5cf8a884e73d1b0c709 --format json
--- stdout
{
  "schema": "provdoc.report/v1",
  "provdoc_version": "%VERSION%",
  "target": {
    "cluster": "inference",
    "service": null,
    "task_definition": "embed-worker:3",
    "task": "arn:aws:ecs:us-east-1:111122223333:task/inference/1faa2be78d8ad5cf8a884e73d1b0c709",
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
      "instance": "i-07eec569181c277d8",
      "container_instance": "0aca8eff5a2f0ad42fbacba59c7d45b1",
      "ec2_instance_id": "i-07eec569181c277d8",
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
      "instance": "i-02752b49e398c4019",
      "container_instance": "addda99c93bc5ad3f5e43d9be86822be",
      "ec2_instance_id": "i-02752b49e398c4019",
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
    }
  ],
  "findings": [
    {
      "code": "PD201",
      "severity": "error",
      "step": 2,
      "instance": "i-07eec569181c277d8",
      "message": "g5.xlarge i-07eec569181c277d8: the task needs 1 GPU, 0 of 1 free; held by 8f9eb6b5c43da51fbfbe09efc6f7d5aa (service:embed-worker, 1 GPU)",
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
          "text": "aws ecs describe-tasks --cluster inference --tasks 8f9eb6b5c43da51fbfbe09efc6f7d5aa --region us-east-1"
        },
        {
          "kind": "note",
          "text": "add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first"
        },
        {
          "kind": "command",
          "text": "aws ecs describe-capacity-providers --capacity-providers gpu-asg-cp --region us-east-1 --query 'capacityProviders[].[name,autoScalingGroupProvider.autoScalingGroupArn,autoScalingGroupProvider.managedScaling.status]'"
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
      "instance": "i-02752b49e398c4019",
      "message": "g5.xlarge i-02752b49e398c4019: the task needs 1 GPU, 0 of 1 free; held by 9e4a0e60bc5fd4a268d63fe25190464c (service:embed-worker, 1 GPU)",
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
          "text": "aws ecs describe-tasks --cluster inference --tasks 9e4a0e60bc5fd4a268d63fe25190464c --region us-east-1"
        },
        {
          "kind": "note",
          "text": "add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first"
        },
        {
          "kind": "command",
          "text": "aws ecs describe-capacity-providers --capacity-providers gpu-asg-cp --region us-east-1 --query 'capacityProviders[].[name,autoScalingGroupProvider.autoScalingGroupArn,autoScalingGroupProvider.managedScaling.status]'"
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
      "instance": "i-07eec569181c277d8",
      "message": "g5.xlarge i-07eec569181c277d8: the task needs 3584 CPU units, 512 free of 4096 registered",
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
          "text": "aws ecs describe-capacity-providers --capacity-providers gpu-asg-cp --region us-east-1 --query 'capacityProviders[].[name,autoScalingGroupProvider.autoScalingGroupArn,autoScalingGroupProvider.managedScaling.status]'"
        },
        {
          "kind": "command",
          "text": "aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1"
        },
        {
          "kind": "command",
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 0aca8eff5a2f0ad42fbacba59c7d45b1 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD302",
      "severity": "error",
      "step": 3,
      "instance": "i-07eec569181c277d8",
      "message": "g5.xlarge i-07eec569181c277d8: the task needs 14000 MiB, 1563 MiB free of 15563 registered",
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
          "text": "aws ecs describe-capacity-providers --capacity-providers gpu-asg-cp --region us-east-1 --query 'capacityProviders[].[name,autoScalingGroupProvider.autoScalingGroupArn,autoScalingGroupProvider.managedScaling.status]'"
        },
        {
          "kind": "command",
          "text": "aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1"
        },
        {
          "kind": "command",
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 0aca8eff5a2f0ad42fbacba59c7d45b1 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD301",
      "severity": "error",
      "step": 3,
      "instance": "i-02752b49e398c4019",
      "message": "g5.xlarge i-02752b49e398c4019: the task needs 3584 CPU units, 512 free of 4096 registered",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/remainingResources/0"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first"
        },
        {
          "kind": "command",
          "text": "aws ecs describe-capacity-providers --capacity-providers gpu-asg-cp --region us-east-1 --query 'capacityProviders[].[name,autoScalingGroupProvider.autoScalingGroupArn,autoScalingGroupProvider.managedScaling.status]'"
        },
        {
          "kind": "command",
          "text": "aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1"
        },
        {
          "kind": "command",
          "text": "aws ecs describe-container-instances --cluster inference --container-instances addda99c93bc5ad3f5e43d9be86822be --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD302",
      "severity": "error",
      "step": 3,
      "instance": "i-02752b49e398c4019",
      "message": "g5.xlarge i-02752b49e398c4019: the task needs 14000 MiB, 1563 MiB free of 15563 registered",
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
          "text": "aws ecs describe-capacity-providers --capacity-providers gpu-asg-cp --region us-east-1 --query 'capacityProviders[].[name,autoScalingGroupProvider.autoScalingGroupArn,autoScalingGroupProvider.managedScaling.status]'"
        },
        {
          "kind": "command",
          "text": "aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1"
        },
        {
          "kind": "command",
          "text": "aws ecs describe-container-instances --cluster inference --container-instances addda99c93bc5ad3f5e43d9be86822be --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
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
    "cause": "PD201",
    "summary": "none of 2 instances can take embed-worker:3: 2 g5.xlarge have no free GPU (PD201)",
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
        "instance": "i-07eec569181c277d8",
        "code": "PD301",
        "message": "g5.xlarge i-07eec569181c277d8: the task needs 3584 CPU units, 512 free of 4096 registered"
      },
      {
        "instance": "i-07eec569181c277d8",
        "code": "PD302",
        "message": "g5.xlarge i-07eec569181c277d8: the task needs 14000 MiB, 1563 MiB free of 15563 registered"
      },
      {
        "instance": "i-02752b49e398c4019",
        "code": "PD301",
        "message": "g5.xlarge i-02752b49e398c4019: the task needs 3584 CPU units, 512 free of 4096 registered"
      },
      {
        "instance": "i-02752b49e398c4019",
        "code": "PD302",
        "message": "g5.xlarge i-02752b49e398c4019: the task needs 14000 MiB, 1563 MiB free of 15563 registered"
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
        "text": "aws ecs describe-capacity-providers --capacity-providers gpu-asg-cp --region us-east-1 --query 'capacityProviders[].[name,autoScalingGroupProvider.autoScalingGroupArn,autoScalingGroupProvider.managedScaling.status]'"
      },
      {
        "kind": "command",
        "text": "aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1"
      },
      {
        "kind": "command",
        "text": "aws ecs describe-tasks --cluster inference --tasks 8f9eb6b5c43da51fbfbe09efc6f7d5aa --region us-east-1"
      },
      {
        "kind": "command",
        "text": "aws ecs describe-tasks --cluster inference --tasks 9e4a0e60bc5fd4a268d63fe25190464c --region us-east-1"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
