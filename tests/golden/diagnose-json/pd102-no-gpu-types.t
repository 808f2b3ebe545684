only instance types without an NVIDIA GPU (m5, c6i)
fixture: pd102-no-gpu-types
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
      "status": "fail",
      "candidates_in": 3,
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
      "note": "no candidate left after step 1; evaluated on all 3 instances"
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 1; evaluated on all 3 instances"
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 1; evaluated on all 3 instances"
    }
  ],
  "instances": [
    {
      "instance": "i-09b4cc5d8279853d4",
      "container_instance": "52ae690f043179dd411be318c77b3b4f",
      "ec2_instance_id": "i-09b4cc5d8279853d4",
      "instance_type": "m5.xlarge",
      "steps": [
        "pass",
        "fail",
        "skip",
        "pass",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD102"
      ]
    },
    {
      "instance": "i-0305f9992d7d66055",
      "container_instance": "a5960d4554521bc8a65185676ebb1867",
      "ec2_instance_id": "i-0305f9992d7d66055",
      "instance_type": "c6i.2xlarge",
      "steps": [
        "pass",
        "fail",
        "skip",
        "pass",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD102"
      ]
    },
    {
      "instance": "i-0982b6af035c2936b",
      "container_instance": "89dacc4b5dfce17e0d62bad461d64fcc",
      "ec2_instance_id": "i-0982b6af035c2936b",
      "instance_type": "m5.2xlarge",
      "steps": [
        "pass",
        "fail",
        "skip",
        "pass",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD102"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD102",
      "severity": "error",
      "step": 1,
      "instance": "i-09b4cc5d8279853d4",
      "message": "m5.xlarge i-09b4cc5d8279853d4 has no GPU: not a candidate for a GPU task",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/attributes/51"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "m5.xlarge has no GPU: add a GPU instance type (g4dn, g5, g6, g6e, p4d, p5) with the ECS GPU AMI to the cluster's capacity, or keep GPU tasks off it with a memberOf constraint on attribute:ecs.instance-type"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD102",
      "severity": "error",
      "step": 1,
      "instance": "i-0305f9992d7d66055",
      "message": "c6i.2xlarge i-0305f9992d7d66055 has no GPU: not a candidate for a GPU task",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/attributes/51"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "c6i.2xlarge has no GPU: add a GPU instance type (g4dn, g5, g6, g6e, p4d, p5) with the ECS GPU AMI to the cluster's capacity, or keep GPU tasks off it with a memberOf constraint on attribute:ecs.instance-type"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD102",
      "severity": "error",
      "step": 1,
      "instance": "i-0982b6af035c2936b",
      "message": "m5.2xlarge i-0982b6af035c2936b has no GPU: not a candidate for a GPU task",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/2/attributes/51"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "m5.2xlarge has no GPU: add a GPU instance type (g4dn, g5, g6, g6e, p4d, p5) with the ECS GPU AMI to the cluster's capacity, or keep GPU tasks off it with a memberOf constraint on attribute:ecs.instance-type"
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
      "agrees": true,
      "comment": "no instance can take the task (PD102)",
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
    "cause": "PD102",
    "summary": "none of 3 instances can take embed-worker:3: 1 m5.xlarge has no GPU (PD102), 1 c6i.2xlarge has no GPU (PD102), 1 m5.2xlarge has no GPU (PD102)",
    "candidates_left": 0,
    "instances_total": 3,
    "exclusions": [
      {
        "step": 1,
        "code": "PD102",
        "status": "fail",
        "count": 3
      }
    ],
    "blockers_after_fix": [],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "note",
        "text": "m5.xlarge and the others have no GPU: add a GPU instance type (g4dn, g5, g6, g6e, p4d, p5) with the ECS GPU AMI to the cluster's capacity, or keep GPU tasks off it with a memberOf constraint on attribute:ecs.instance-type"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
