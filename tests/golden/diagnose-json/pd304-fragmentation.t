three g5.2xlarge each keep 11540 MiB free (34620 in total); the task needs 14000 on one instance
fixture: pd304-fragmentation
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
      "candidates_in": 3,
      "candidates_out": 3,
      "unknown": 0,
      "note": null
    },
    {
      "step": 1,
      "name": "GPU registration",
      "status": "pass",
      "candidates_in": 3,
      "candidates_out": 3,
      "unknown": 0,
      "note": null
    },
    {
      "step": 2,
      "name": "remaining devices",
      "status": "pass",
      "candidates_in": 3,
      "candidates_out": 3,
      "unknown": 0,
      "note": null
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "fail",
      "candidates_in": 3,
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
      "note": "no candidate left after step 3; evaluated on all 3 instances"
    }
  ],
  "instances": [
    {
      "instance": "i-07e2ca645544c9b9c",
      "container_instance": "8840b52a8f6f81cdc77740eef38ff56e",
      "ec2_instance_id": "i-07e2ca645544c9b9c",
      "instance_type": "g5.2xlarge",
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
      "instance": "i-04f85f8bbee6afabe",
      "container_instance": "39efad555ece9f0a672f7902becb46e1",
      "ec2_instance_id": "i-04f85f8bbee6afabe",
      "instance_type": "g5.2xlarge",
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
      "instance": "i-02ea5738ba666784f",
      "container_instance": "65dd8ead1de0265bc0c78ba0f601590b",
      "ec2_instance_id": "i-02ea5738ba666784f",
      "instance_type": "g5.2xlarge",
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
      "instance": "i-07e2ca645544c9b9c",
      "message": "g5.2xlarge i-07e2ca645544c9b9c: the task needs 14000 MiB, 11540 MiB free of 31540 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 8840b52a8f6f81cdc77740eef38ff56e --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD302",
      "severity": "error",
      "step": 3,
      "instance": "i-04f85f8bbee6afabe",
      "message": "g5.2xlarge i-04f85f8bbee6afabe: the task needs 14000 MiB, 11540 MiB free of 31540 registered",
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 39efad555ece9f0a672f7902becb46e1 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD302",
      "severity": "error",
      "step": 3,
      "instance": "i-02ea5738ba666784f",
      "message": "g5.2xlarge i-02ea5738ba666784f: the task needs 14000 MiB, 11540 MiB free of 31540 registered",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/2/remainingResources/1"
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
          "text": "aws ecs describe-container-instances --cluster inference --container-instances 65dd8ead1de0265bc0c78ba0f601590b --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD304",
      "severity": "error",
      "step": 3,
      "instance": null,
      "message": "fragmentation: no single one of the 3 candidate instances has room, yet they have 34620 MiB free in total (23080 beyond the instance with the most) for a task needing 14000",
      "evidence": [],
      "fix": [
        {
          "kind": "command",
          "text": "aws ecs update-service --cluster inference --service embed-worker --placement-strategy type=binpack,field=memory --region us-east-1"
        },
        {
          "kind": "note",
          "text": "pack the tasks that share these instances tighter (binpack placement on memory, then redeploy them) or add an instance; the task itself fits an empty instance"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [
    {
      "text": "service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 8840b52a8f6f81cdc77740eef38ff56e has insufficient memory available. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.",
      "when": "2026-11-30T09:41:07Z",
      "instance": "i-07e2ca645544c9b9c",
      "reason": "RESOURCE:MEMORY",
      "agrees": true,
      "comment": "PD302 on i-07e2ca645544c9b9c",
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
    "cause": "PD304",
    "summary": "embed-worker:3 cannot be placed on any of the 3 instances: fragmentation: no single one of the 3 candidate instances has room, yet they have 34620 MiB free in total (23080 beyond the instance with the most) for a task needing 14000 (PD304)",
    "candidates_left": 0,
    "instances_total": 3,
    "exclusions": [
      {
        "step": 3,
        "code": "PD302",
        "status": "fail",
        "count": 3
      }
    ],
    "blockers_after_fix": [
      {
        "instance": "i-07e2ca645544c9b9c",
        "code": "PD302",
        "message": "g5.2xlarge i-07e2ca645544c9b9c: the task needs 14000 MiB, 11540 MiB free of 31540 registered"
      },
      {
        "instance": "i-04f85f8bbee6afabe",
        "code": "PD302",
        "message": "g5.2xlarge i-04f85f8bbee6afabe: the task needs 14000 MiB, 11540 MiB free of 31540 registered"
      },
      {
        "instance": "i-02ea5738ba666784f",
        "code": "PD302",
        "message": "g5.2xlarge i-02ea5738ba666784f: the task needs 14000 MiB, 11540 MiB free of 31540 registered"
      }
    ],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "command",
        "text": "aws ecs update-service --cluster inference --service embed-worker --placement-strategy type=binpack,field=memory --region us-east-1"
      },
      {
        "kind": "note",
        "text": "pack the tasks that share these instances tighter (binpack placement on memory, then redeploy them) or add an instance; the task itself fits an empty instance"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
