requiresAttributes names docker-remote-api.1.44; the instances run an older GPU AMI (Docker 24, API up to 1.43)
fixture: pd307-docker-api
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
      "instance": "i-05d2602a77591d0b9",
      "container_instance": "79985b81581fec7de95dfd28002a51d7",
      "ec2_instance_id": "i-05d2602a77591d0b9",
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
        "PD307"
      ]
    },
    {
      "instance": "i-010d2a4f003c686dc",
      "container_instance": "e7c5b34e0ba3f0b2bc0b2166f865adf5",
      "ec2_instance_id": "i-010d2a4f003c686dc",
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
        "PD307"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD307",
      "severity": "error",
      "step": 3,
      "instance": "i-05d2602a77591d0b9",
      "message": "i-05d2602a77591d0b9 lacks com.amazonaws.ecs.capability.docker-remote-api.1.44: the task needs Docker remote API 1.44, the instance offers 1.43",
      "evidence": [
        {
          "source": "describe-task-definition.json",
          "pointer": "/taskDefinition/requiresAttributes/8"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/attributes"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the instance's Docker is too old for the task: replace it with a current ECS-optimized AMI"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD307",
      "severity": "error",
      "step": 3,
      "instance": "i-010d2a4f003c686dc",
      "message": "i-010d2a4f003c686dc lacks com.amazonaws.ecs.capability.docker-remote-api.1.44: the task needs Docker remote API 1.44, the instance offers 1.43",
      "evidence": [
        {
          "source": "describe-task-definition.json",
          "pointer": "/taskDefinition/requiresAttributes/8"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/attributes"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the instance's Docker is too old for the task: replace it with a current ECS-optimized AMI"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [
    {
      "text": "service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 79985b81581fec7de95dfd28002a51d7 is missing an attribute required by your task. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.",
      "when": "2026-11-30T09:41:07Z",
      "instance": "i-05d2602a77591d0b9",
      "reason": "ATTRIBUTE",
      "agrees": true,
      "comment": "ECS does not say which attribute, provdoc does: i-05d2602a77591d0b9 lacks com.amazonaws.ecs.capability.docker-remote-api.1.44: the task needs Docker remote API 1.44, the instance offers 1.43",
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
    "cause": "PD307",
    "summary": "none of 2 instances can take embed-worker:3: 2 g5.xlarge lack a required attribute (PD307)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 3,
        "code": "PD307",
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
        "text": "the instance's Docker is too old for the task: replace it with a current ECS-optimized AMI"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
