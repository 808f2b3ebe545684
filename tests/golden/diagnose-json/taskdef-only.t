no service: would embed-worker:3 place? tokenizer tasks leave 3072 CPU units on each g5.xlarge (GPUs free); the task needs 3584
fixture: taskdef-only
args: diagnose --task-definition embed-worker:3 --format json
--- stdout
{
  "schema": "provdoc.report/v1",
  "provdoc_version": "%VERSION%",
  "target": {
    "cluster": "inference",
    "service": null,
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
      "status": "fail",
      "candidates_in": 2,
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
      "note": "no candidate left after step 3; evaluated on all 2 instances"
    }
  ],
  "instances": [
    {
      "instance": "i-05beaba42822c1e20",
      "container_instance": "be5aa47b3910105a441e6bf379beb868",
      "ec2_instance_id": "i-05beaba42822c1e20",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "fail",
        "pass"
      ],
      "excluded_at": 3,
      "findings": [
        "PD301",
        "PD302"
      ]
    },
    {
      "instance": "i-04bf1f68d9f103232",
      "container_instance": "ea86cec217baae0e74e7f31a6835b544",
      "ec2_instance_id": "i-04bf1f68d9f103232",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "fail",
        "pass"
      ],
      "excluded_at": 3,
      "findings": [
        "PD301",
        "PD302"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD301",
      "severity": "error",
      "step": 3,
      "instance": "i-05beaba42822c1e20",
      "message": "g5.xlarge i-05beaba42822c1e20: the task needs 3584 CPU units, 3072 free of 4096 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances be5aa47b3910105a441e6bf379beb868 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD302",
      "severity": "error",
      "step": 3,
      "instance": "i-05beaba42822c1e20",
      "message": "g5.xlarge i-05beaba42822c1e20: the task needs 14000 MiB, 13515 MiB free of 15563 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances be5aa47b3910105a441e6bf379beb868 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD301",
      "severity": "error",
      "step": 3,
      "instance": "i-04bf1f68d9f103232",
      "message": "g5.xlarge i-04bf1f68d9f103232: the task needs 3584 CPU units, 3072 free of 4096 registered",
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
          "text": "aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1"
        },
        {
          "kind": "command",
          "text": "aws ecs describe-container-instances --cluster inference --container-instances ea86cec217baae0e74e7f31a6835b544 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD302",
      "severity": "error",
      "step": 3,
      "instance": "i-04bf1f68d9f103232",
      "message": "g5.xlarge i-04bf1f68d9f103232: the task needs 14000 MiB, 13515 MiB free of 15563 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances ea86cec217baae0e74e7f31a6835b544 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
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
    "cause": "PD301",
    "summary": "none of 2 instances can take embed-worker:3: 2 g5.xlarge have too little free CPU (PD301)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 3,
        "code": "PD301",
        "status": "fail",
        "count": 2
      }
    ],
    "blockers_after_fix": [
      {
        "instance": "i-05beaba42822c1e20",
        "code": "PD302",
        "message": "g5.xlarge i-05beaba42822c1e20: the task needs 14000 MiB, 13515 MiB free of 15563 registered"
      },
      {
        "instance": "i-04bf1f68d9f103232",
        "code": "PD302",
        "message": "g5.xlarge i-04bf1f68d9f103232: the task needs 14000 MiB, 13515 MiB free of 15563 registered"
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
        "text": "aws ecs describe-container-instances --cluster inference --container-instances be5aa47b3910105a441e6bf379beb868 ea86cec217baae0e74e7f31a6835b544 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
