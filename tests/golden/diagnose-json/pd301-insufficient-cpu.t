GPUs free on two g5.12xlarge, but ranker tasks leave 12288 CPU units; the task needs 16384
fixture: pd301-insufficient-cpu
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
      "instance": "i-02c112b89b0a43594",
      "container_instance": "1ac7a3984463259a804b080d554941c0",
      "ec2_instance_id": "i-02c112b89b0a43594",
      "instance_type": "g5.12xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "fail",
        "pass"
      ],
      "excluded_at": 3,
      "findings": [
        "PD301"
      ]
    },
    {
      "instance": "i-0d84cfbfee2878857",
      "container_instance": "278b9c9f0514e8130345a2d4b3a93e85",
      "ec2_instance_id": "i-0d84cfbfee2878857",
      "instance_type": "g5.12xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "fail",
        "pass"
      ],
      "excluded_at": 3,
      "findings": [
        "PD301"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD301",
      "severity": "error",
      "step": 3,
      "instance": "i-02c112b89b0a43594",
      "message": "g5.12xlarge i-02c112b89b0a43594: the task needs 16384 CPU units, 12288 free of 49152 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 1ac7a3984463259a804b080d554941c0 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD301",
      "severity": "error",
      "step": 3,
      "instance": "i-0d84cfbfee2878857",
      "message": "g5.12xlarge i-0d84cfbfee2878857: the task needs 16384 CPU units, 12288 free of 49152 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 278b9c9f0514e8130345a2d4b3a93e85 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [
    {
      "text": "service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 1ac7a3984463259a804b080d554941c0 has insufficient CPU units available. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.",
      "when": "2026-11-30T09:41:07Z",
      "instance": "i-02c112b89b0a43594",
      "reason": "RESOURCE:CPU",
      "agrees": true,
      "comment": "PD301 on i-02c112b89b0a43594",
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
    "cause": "PD301",
    "summary": "none of 2 instances can take embed-worker:3: 2 g5.12xlarge have too little free CPU (PD301)",
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
    "blockers_after_fix": [],
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
        "text": "aws ecs describe-container-instances --cluster inference --container-instances 1ac7a3984463259a804b080d554941c0 278b9c9f0514e8130345a2d4b3a93e85 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
