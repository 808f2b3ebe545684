a g5.xlarge registered at 09:52, after the last unable-to-place event: the task is placeable now (stale event)
fixture: placeable-now
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
      "instance": "i-03bcca7a948ea9242",
      "container_instance": "91a6846bc345844b941b2986690a71a7",
      "ec2_instance_id": "i-03bcca7a948ea9242",
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
      "instance": "i-0d2f16703319b2ad0",
      "container_instance": "a923710a6e297b838f7d0dbe71393091",
      "ec2_instance_id": "i-0d2f16703319b2ad0",
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
      "code": "PD201",
      "severity": "error",
      "step": 2,
      "instance": "i-03bcca7a948ea9242",
      "message": "g5.xlarge i-03bcca7a948ea9242: the task needs 1 GPU, 0 of 1 free; held by 9baaa0d657e8450220bc7eecd4c4049f (service:embed-worker, 1 GPU)",
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
          "text": "aws ecs describe-tasks --cluster inference --tasks 9baaa0d657e8450220bc7eecd4c4049f --region us-east-1"
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
      "instance": "i-03bcca7a948ea9242",
      "message": "g5.xlarge i-03bcca7a948ea9242: the task needs 3584 CPU units, 512 free of 4096 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 91a6846bc345844b941b2986690a71a7 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD302",
      "severity": "error",
      "step": 3,
      "instance": "i-03bcca7a948ea9242",
      "message": "g5.xlarge i-03bcca7a948ea9242: the task needs 14000 MiB, 1563 MiB free of 15563 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 91a6846bc345844b941b2986690a71a7 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
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
      "agrees": false,
      "comment": "provdoc finds the task placeable now, and 1 instance registered after the event (the newest at 2026-11-30T09:52:36Z)",
      "evidence": {
        "source": "describe-services.json",
        "pointer": "/services/0/events/0"
      }
    }
  ],
  "verdict": {
    "placeable": true,
    "status": "placeable",
    "exit_status": 0,
    "cause": null,
    "summary": "embed-worker:3 can be placed now on 1 of 2 instances: i-0d2f16703319b2ad0",
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
      "i-0d2f16703319b2ad0"
    ],
    "next": [
      "ECS said at 2026-11-30T09:41:07Z: \"service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.\"; provdoc finds the task placeable now, so the event likely predates the last change (ECS repeats an event only when the cause changes or after 6 hours), or a warning above is how ECS reads the data differently"
    ],
    "fix": []
  },
  "changes": []
}
--- stderr

--- exit
0
