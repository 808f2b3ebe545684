container memory 16384 MiB on g5.xlarge, which registers 15563: never fits, even empty
fixture: pd303-never-fits
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
      "instance": "i-07117ea33fb2c1516",
      "container_instance": "a17f0b9aca439ef59c9422c231ad17a7",
      "ec2_instance_id": "i-07117ea33fb2c1516",
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
        "PD303"
      ]
    },
    {
      "instance": "i-0a7415628c88c5c42",
      "container_instance": "765ac425b721454da3eaf94617020031",
      "ec2_instance_id": "i-0a7415628c88c5c42",
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
        "PD303"
      ]
    },
    {
      "instance": "i-06a918d64bd1a73d0",
      "container_instance": "2b7a92cd1a8848a5f6937a6d4d60b28c",
      "ec2_instance_id": "i-06a918d64bd1a73d0",
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
        "PD303"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD303",
      "severity": "error",
      "step": 3,
      "instance": "i-07117ea33fb2c1516",
      "message": "the task reserves 16384 MiB; g5.xlarge i-07117ea33fb2c1516 has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/registeredResources/1"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the reservation is larger than what i-07117ea33fb2c1516 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD303",
      "severity": "error",
      "step": 3,
      "instance": "i-0a7415628c88c5c42",
      "message": "the task reserves 16384 MiB; g5.xlarge i-0a7415628c88c5c42 has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/registeredResources/1"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the reservation is larger than what i-0a7415628c88c5c42 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD303",
      "severity": "error",
      "step": 3,
      "instance": "i-06a918d64bd1a73d0",
      "message": "the task reserves 16384 MiB; g5.xlarge i-06a918d64bd1a73d0 has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/2/registeredResources/1"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the reservation is larger than what i-06a918d64bd1a73d0 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [
    {
      "text": "service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance a17f0b9aca439ef59c9422c231ad17a7 has insufficient memory available. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.",
      "when": "2026-11-30T09:41:07Z",
      "instance": "i-07117ea33fb2c1516",
      "reason": "RESOURCE:MEMORY",
      "agrees": true,
      "comment": "PD303 on i-07117ea33fb2c1516",
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
    "cause": "PD303",
    "summary": "none of 3 instances can take embed-worker:3: 3 g5.xlarge are too small even when empty (PD303)",
    "candidates_left": 0,
    "instances_total": 3,
    "exclusions": [
      {
        "step": 3,
        "code": "PD303",
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
        "text": "the reservation is larger than what i-07117ea33fb2c1516, i-0a7415628c88c5c42, i-06a918d64bd1a73d0 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
