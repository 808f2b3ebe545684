awsvpc without trunking: each g5.xlarge (4 ENIs, 3 for tasks) already runs 3 awsvpc tasks; GPU, CPU and memory are free
fixture: pd306-eni-slots
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
      "instance": "i-0152929a505270dc5",
      "container_instance": "15db08a3e6f330aac3a2150878352b3b",
      "ec2_instance_id": "i-0152929a505270dc5",
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
        "PD306"
      ]
    },
    {
      "instance": "i-03432aaf9dff0ddd2",
      "container_instance": "08a6303b26dfbd703709ec626eafe881",
      "ec2_instance_id": "i-03432aaf9dff0ddd2",
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
        "PD306"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD306",
      "severity": "error",
      "step": 3,
      "instance": "i-0152929a505270dc5",
      "message": "g5.xlarge i-0152929a505270dc5: 3 of 3 awsvpc task ENIs in use (4 ENIs, one is the primary; no trunking)",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/attributes"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "turn on ENI trunking for awsvpc tasks (instances launched after opt-in get a trunk ENI), or use a type with more ENIs, or bridge networking"
        },
        {
          "kind": "command",
          "text": "aws ecs put-account-setting-default --name awsvpcTrunking --value enabled --region us-east-1"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD306",
      "severity": "error",
      "step": 3,
      "instance": "i-03432aaf9dff0ddd2",
      "message": "g5.xlarge i-03432aaf9dff0ddd2: 3 of 3 awsvpc task ENIs in use (4 ENIs, one is the primary; no trunking)",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/attributes"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "turn on ENI trunking for awsvpc tasks (instances launched after opt-in get a trunk ENI), or use a type with more ENIs, or bridge networking"
        },
        {
          "kind": "command",
          "text": "aws ecs put-account-setting-default --name awsvpcTrunking --value enabled --region us-east-1"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [
    {
      "text": "service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 15db08a3e6f330aac3a2150878352b3b encountered error \"RESOURCE:ENI\". For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.",
      "when": "2026-11-30T09:41:07Z",
      "instance": "i-0152929a505270dc5",
      "reason": "RESOURCE:ENI",
      "agrees": true,
      "comment": "PD306 on i-0152929a505270dc5",
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
    "cause": "PD306",
    "summary": "none of 2 instances can take embed-worker:3: 2 g5.xlarge have no free ENI slot (PD306)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 3,
        "code": "PD306",
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
        "text": "turn on ENI trunking for awsvpc tasks (instances launched after opt-in get a trunk ENI), or use a type with more ENIs, or bridge networking"
      },
      {
        "kind": "command",
        "text": "aws ecs put-account-setting-default --name awsvpcTrunking --value enabled --region us-east-1"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
