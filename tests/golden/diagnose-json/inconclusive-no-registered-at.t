service memberOf registeredAt > 2026-11-30T09:00:00 pasted through a --query that dropped registeredAt: the free g5.xlarge cannot be judged against the constraint, so the verdict is inconclusive, not PD401
fixture: inconclusive-no-registered-at
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
      "status": "inconclusive",
      "candidates_in": 1,
      "candidates_out": 0,
      "unknown": 1,
      "note": "could not decide for 1 of 1 candidate: PD490"
    }
  ],
  "instances": [
    {
      "instance": "i-057d0333b36f42de1",
      "container_instance": "e75921e8f4f5f775af23632725ec2391",
      "ec2_instance_id": "i-057d0333b36f42de1",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "pass",
        "fail",
        "fail",
        "inconclusive"
      ],
      "excluded_at": 2,
      "findings": [
        "PD201",
        "PD301",
        "PD302",
        "PD490"
      ]
    },
    {
      "instance": "i-0eab392f10a29e6f2",
      "container_instance": "1272d32a71a6694bc48526313b9ccb92",
      "ec2_instance_id": "i-0eab392f10a29e6f2",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "pass",
        "inconclusive"
      ],
      "excluded_at": null,
      "findings": [
        "PD490"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD201",
      "severity": "error",
      "step": 2,
      "instance": "i-057d0333b36f42de1",
      "message": "g5.xlarge i-057d0333b36f42de1: the task needs 1 GPU, 0 of 1 free; held by c495251c6789e6a577c4ffd7d3ddb355 (service:embed-worker, 1 GPU)",
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
          "text": "aws ecs describe-tasks --cluster inference --tasks c495251c6789e6a577c4ffd7d3ddb355 --region us-east-1"
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
      "instance": "i-057d0333b36f42de1",
      "message": "g5.xlarge i-057d0333b36f42de1: the task needs 3584 CPU units, 512 free of 4096 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances e75921e8f4f5f775af23632725ec2391 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD302",
      "severity": "error",
      "step": 3,
      "instance": "i-057d0333b36f42de1",
      "message": "g5.xlarge i-057d0333b36f42de1: the task needs 14000 MiB, 1563 MiB free of 15563 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances e75921e8f4f5f775af23632725ec2391 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD490",
      "severity": "inconclusive",
      "step": 4,
      "instance": "i-057d0333b36f42de1",
      "message": "service constraint 1: the instance's registeredAt is not in the data: cannot tell whether 'registeredAt > 2026-11-30T09:00:00' holds",
      "evidence": [
        {
          "source": "describe-services.json",
          "pointer": "/services/0/placementConstraints/0/expression"
        }
      ],
      "fix": [],
      "hypothetical": false
    },
    {
      "code": "PD490",
      "severity": "inconclusive",
      "step": 4,
      "instance": "i-0eab392f10a29e6f2",
      "message": "service constraint 1: the instance's registeredAt is not in the data: cannot tell whether 'registeredAt > 2026-11-30T09:00:00' holds",
      "evidence": [
        {
          "source": "describe-services.json",
          "pointer": "/services/0/placementConstraints/0/expression"
        }
      ],
      "fix": [],
      "hypothetical": false
    }
  ],
  "ecs_said": [
    {
      "text": "service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.",
      "when": "2026-11-30T09:41:07Z",
      "instance": null,
      "reason": "GENERIC",
      "agrees": null,
      "comment": "provdoc's verdict is inconclusive",
      "evidence": {
        "source": "describe-services.json",
        "pointer": "/services/0/events/0"
      }
    }
  ],
  "verdict": {
    "placeable": false,
    "status": "inconclusive",
    "exit_status": 3,
    "cause": null,
    "summary": "cannot tell whether embed-worker:3 can be placed: 1 of 2 instances could not be evaluated at step 4 (constraints): PD490; excluded: 1 g5.xlarge has no free GPU (PD201)",
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
    "placeable_on": [],
    "next": [],
    "fix": []
  },
  "changes": []
}
--- stderr

--- exit
3
