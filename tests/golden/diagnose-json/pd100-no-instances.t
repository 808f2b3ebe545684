no container instance registered in the cluster (empty list; describe-container-instances cannot be called with no ids)
fixture: pd100-no-instances
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
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    },
    {
      "step": 1,
      "name": "GPU registration",
      "status": "fail",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    },
    {
      "step": 2,
      "name": "remaining devices",
      "status": "skip",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no container instance to evaluate"
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "skip",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no container instance to evaluate"
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "skip",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no container instance to evaluate"
    }
  ],
  "instances": [],
  "findings": [
    {
      "code": "PD100",
      "severity": "error",
      "step": 1,
      "instance": null,
      "message": "cluster inference has no container instances: nothing can take the task",
      "evidence": [
        {
          "source": "describe-clusters.json",
          "pointer": "/clusters/0/registeredContainerInstancesCount"
        },
        {
          "source": "list-container-instances.json",
          "pointer": "/containerInstanceArns"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "launch container instances into cluster inference: each instance's user data must name the cluster, and a GPU task needs GPU instance types with the ECS GPU-optimized AMI"
        },
        {
          "kind": "user-data",
          "text": "echo ECS_CLUSTER=inference >> /etc/ecs/ecs.config"
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
    }
  ],
  "ecs_said": [
    {
      "text": "service embed-worker was unable to place a task because no container instance met all of its requirements. Reason: No Container Instances were found in your cluster. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.",
      "when": "2026-11-30T09:41:07Z",
      "instance": null,
      "reason": "NO_INSTANCES",
      "agrees": true,
      "comment": "PD100: no container instances",
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
    "cause": "PD100",
    "summary": "embed-worker:3 cannot be placed: cluster inference has no container instances: nothing can take the task (PD100)",
    "candidates_left": 0,
    "instances_total": 0,
    "exclusions": [],
    "blockers_after_fix": [],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "note",
        "text": "launch container instances into cluster inference: each instance's user data must name the cluster, and a GPU task needs GPU instance types with the ECS GPU-optimized AMI"
      },
      {
        "kind": "user-data",
        "text": "echo ECS_CLUSTER=inference >> /etc/ecs/ecs.config"
      },
      {
        "kind": "note",
        "text": "add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first"
      },
      {
        "kind": "command",
        "text": "aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
