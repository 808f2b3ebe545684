long-lived account: container-instance and task ARNs in the old form (no cluster segment), old "(service X)" event texts, AWS CLI v1 epoch timestamps; p3.8xlarge with a free GPU but 5126 MiB left
fixture: legacy-old-arn
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
      "instance": "i-0b5a17f5af87cc02f",
      "container_instance": "29b83d01-d2a8-4d1d-9fbe-305465a8a8ce",
      "ec2_instance_id": "i-0b5a17f5af87cc02f",
      "instance_type": "p3.8xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "fail",
        "pass"
      ],
      "excluded_at": 3,
      "findings": [
        "PD302"
      ]
    },
    {
      "instance": "i-0fa4f7bf8066724e0",
      "container_instance": "aad3d48c-a452-41c1-9455-43696cd2c0da",
      "ec2_instance_id": "i-0fa4f7bf8066724e0",
      "instance_type": "p3.8xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "fail",
        "pass"
      ],
      "excluded_at": 3,
      "findings": [
        "PD302"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD302",
      "severity": "error",
      "step": 3,
      "instance": "i-0b5a17f5af87cc02f",
      "message": "p3.8xlarge i-0b5a17f5af87cc02f: the task needs 14000 MiB, 5126 MiB free of 245126 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 29b83d01-d2a8-4d1d-9fbe-305465a8a8ce --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD302",
      "severity": "error",
      "step": 3,
      "instance": "i-0fa4f7bf8066724e0",
      "message": "p3.8xlarge i-0fa4f7bf8066724e0: the task needs 14000 MiB, 5126 MiB free of 245126 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances aad3d48c-a452-41c1-9455-43696cd2c0da --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [
    {
      "text": "(service embed-worker) was unable to place a task because no container instance met all of its requirements. The closest matching (container-instance 29b83d01-d2a8-4d1d-9fbe-305465a8a8ce) has insufficient memory available. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.",
      "when": "2026-11-30T09:41:07Z",
      "instance": "i-0b5a17f5af87cc02f",
      "reason": "RESOURCE:MEMORY",
      "agrees": true,
      "comment": "PD302 on i-0b5a17f5af87cc02f",
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
    "cause": "PD302",
    "summary": "none of 2 instances can take embed-worker:3: 2 p3.8xlarge have too little free memory (PD302)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 3,
        "code": "PD302",
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
        "text": "aws ecs describe-container-instances --cluster inference --container-instances 29b83d01-d2a8-4d1d-9fbe-305465a8a8ce aad3d48c-a452-41c1-9455-43696cd2c0da --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
