the task asks 8 GPUs; the largest instance (g5.12xlarge) has 4
fixture: pd203-too-many-gpus
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
      "status": "fail",
      "candidates_in": 3,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 2; evaluated on all 3 instances"
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 2; evaluated on all 3 instances"
    }
  ],
  "instances": [
    {
      "instance": "i-00a45430c166ac781",
      "container_instance": "800ea3907434efc8748e1eec4eb6af2c",
      "ec2_instance_id": "i-00a45430c166ac781",
      "instance_type": "g5.12xlarge",
      "steps": [
        "pass",
        "pass",
        "fail",
        "pass",
        "pass"
      ],
      "excluded_at": 2,
      "findings": []
    },
    {
      "instance": "i-0b208af9ac4c229e0",
      "container_instance": "c138dd1476bbf3bf51904adc6a8f797b",
      "ec2_instance_id": "i-0b208af9ac4c229e0",
      "instance_type": "g5.12xlarge",
      "steps": [
        "pass",
        "pass",
        "fail",
        "pass",
        "pass"
      ],
      "excluded_at": 2,
      "findings": []
    },
    {
      "instance": "i-0f3e98485c4e7cf4e",
      "container_instance": "7b2951fb57285ed43ee743170f4e3869",
      "ec2_instance_id": "i-0f3e98485c4e7cf4e",
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
        "PD303",
        "PD303"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD203",
      "severity": "error",
      "step": 2,
      "instance": null,
      "message": "the task asks for 8 GPUs; no instance registers more than 4 and no instance type in the cluster has more than 4: unplaceable rather than slow",
      "evidence": [
        {
          "source": "describe-task-definition.json",
          "pointer": "/taskDefinition/containerDefinitions"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "add an instance type with at least 8 GPUs (e.g. p3.16xlarge) to the cluster's capacity, or lower the request in the task definition"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD303",
      "severity": "error",
      "step": 3,
      "instance": "i-0f3e98485c4e7cf4e",
      "message": "the task reserves 32768 CPU units; g5.xlarge i-0f3e98485c4e7cf4e registers 4096 (4 vCPU): it never fits, even on an empty instance",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/2/registeredResources/0"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the reservation is larger than what i-0f3e98485c4e7cf4e registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD303",
      "severity": "error",
      "step": 3,
      "instance": "i-0f3e98485c4e7cf4e",
      "message": "the task reserves 160000 MiB; g5.xlarge i-0f3e98485c4e7cf4e has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/2/registeredResources/1"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the reservation is larger than what i-0f3e98485c4e7cf4e registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
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
      "comment": "no instance can take the task (PD203)",
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
    "cause": "PD203",
    "summary": "embed-worker:3 cannot be placed on any of the 3 instances: the task asks for 8 GPUs; no instance registers more than 4 and no instance type in the cluster has more than 4: unplaceable rather than slow (PD203)",
    "candidates_left": 0,
    "instances_total": 3,
    "exclusions": [
      {
        "step": 2,
        "code": "PD203",
        "status": "fail",
        "count": 3
      }
    ],
    "blockers_after_fix": [
      {
        "instance": "i-0f3e98485c4e7cf4e",
        "code": "PD303",
        "message": "the task reserves 32768 CPU units; g5.xlarge i-0f3e98485c4e7cf4e registers 4096 (4 vCPU): it never fits, even on an empty instance"
      },
      {
        "instance": "i-0f3e98485c4e7cf4e",
        "code": "PD303",
        "message": "the task reserves 160000 MiB; g5.xlarge i-0f3e98485c4e7cf4e has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance"
      }
    ],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "note",
        "text": "add an instance type with at least 8 GPUs (e.g. p3.16xlarge) to the cluster's capacity, or lower the request in the task definition"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
