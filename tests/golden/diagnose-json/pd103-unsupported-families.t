g5g (arm64, no ECS GPU AMI), g4ad (AMD), p2 on the 20261113 GPU AMI and a Windows g4dn: none can register GPUs for ECS
fixture: pd103-unsupported-families
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
      "candidates_in": 4,
      "candidates_out": 4,
      "unknown": 0,
      "note": null
    },
    {
      "step": 1,
      "name": "GPU registration",
      "status": "fail",
      "candidates_in": 4,
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
      "note": "no candidate left after step 1; evaluated on all 4 instances"
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 1; evaluated on all 4 instances"
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 1; evaluated on all 4 instances"
    }
  ],
  "instances": [
    {
      "instance": "i-07e75ecc22cd161e8",
      "container_instance": "1efc7209deaf9fc74699deb0a82d78f4",
      "ec2_instance_id": "i-07e75ecc22cd161e8",
      "instance_type": "g5g.xlarge",
      "steps": [
        "pass",
        "fail",
        "skip",
        "fail",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD103",
        "PD303"
      ]
    },
    {
      "instance": "i-08e15b6e525edacd6",
      "container_instance": "bb38958fe5b9409199ea332d3a5cea5a",
      "ec2_instance_id": "i-08e15b6e525edacd6",
      "instance_type": "g4ad.xlarge",
      "steps": [
        "pass",
        "fail",
        "skip",
        "pass",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD103"
      ]
    },
    {
      "instance": "i-0b1a3cabf2c7a31df",
      "container_instance": "a6c2d36b92a8a366043a820e61f3b77b",
      "ec2_instance_id": "i-0b1a3cabf2c7a31df",
      "instance_type": "p2.xlarge",
      "steps": [
        "pass",
        "fail",
        "skip",
        "pass",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD103"
      ]
    },
    {
      "instance": "i-0da06a3ba7c0b556c",
      "container_instance": "408cab1e7c495af733eefbff87b604e0",
      "ec2_instance_id": "i-0da06a3ba7c0b556c",
      "instance_type": "g4dn.xlarge",
      "steps": [
        "pass",
        "fail",
        "skip",
        "fail",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD103",
        "PD307"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD103",
      "severity": "error",
      "step": 1,
      "instance": "i-07e75ecc22cd161e8",
      "message": "g5g.xlarge i-07e75ecc22cd161e8 registered no GPU: g5g is arm64 (Graviton) and no ECS GPU-optimized AMI is published for arm64; it needs a custom AMI with the NVIDIA driver and ECS_ENABLE_GPU_SUPPORT=true",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/registeredResources"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/attributes/51"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "use a GPU family ECS supports on the x86_64 Linux GPU-optimized AMI (g4dn, g5, g6, g6e, p3, p4d, p5) and replace i-07e75ecc22cd161e8"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD103",
      "severity": "error",
      "step": 1,
      "instance": "i-08e15b6e525edacd6",
      "message": "g4ad.xlarge i-08e15b6e525edacd6 registered no GPU: g4ad has AMD Radeon GPUs; ECS GPU support is for NVIDIA GPUs only",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/registeredResources"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/attributes/51"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "use a GPU family ECS supports on the x86_64 Linux GPU-optimized AMI (g4dn, g5, g6, g6e, p3, p4d, p5) and replace i-08e15b6e525edacd6"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD103",
      "severity": "error",
      "step": 1,
      "instance": "i-0b1a3cabf2c7a31df",
      "message": "p2.xlarge i-0b1a3cabf2c7a31df registered no GPU: p2 (NVIDIA K80) works only with ECS GPU AMIs earlier than 20230912; current GPU AMIs do not support it (on such an older GPU AMI, check ECS_ENABLE_GPU_SUPPORT instead)",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/2/registeredResources"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/2/attributes/51"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "use a GPU family ECS supports on the x86_64 Linux GPU-optimized AMI (g4dn, g5, g6, g6e, p3, p4d, p5) and replace i-0b1a3cabf2c7a31df"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD103",
      "severity": "error",
      "step": 1,
      "instance": "i-0da06a3ba7c0b556c",
      "message": "g4dn.xlarge i-0da06a3ba7c0b556c registered no GPU: ECS does not support GPUs on Windows container instances",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/3/registeredResources"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/3/attributes/49"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "use a GPU family ECS supports on the x86_64 Linux GPU-optimized AMI (g4dn, g5, g6, g6e, p3, p4d, p5) and replace i-0da06a3ba7c0b556c"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD303",
      "severity": "error",
      "step": 3,
      "instance": "i-07e75ecc22cd161e8",
      "message": "the task reserves 14000 MiB; g5g.xlarge i-07e75ecc22cd161e8 has 8 GiB but registers 7632 MiB for tasks: it never fits, even on an empty instance",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/registeredResources/1"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the reservation is larger than what i-07e75ecc22cd161e8 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD307",
      "severity": "error",
      "step": 3,
      "instance": "i-0da06a3ba7c0b556c",
      "message": "i-0da06a3ba7c0b556c lacks attribute ecs.capability.task-eni required by the task definition",
      "evidence": [
        {
          "source": "describe-task-definition.json",
          "pointer": "/taskDefinition/requiresAttributes/7"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/3/attributes"
        }
      ],
      "fix": [
        {
          "kind": "user-data",
          "text": "echo ECS_ENABLE_TASK_ENI=true >> /etc/ecs/ecs.config"
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
      "comment": "no instance can take the task (PD103)",
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
    "cause": "PD103",
    "summary": "none of 4 instances can take embed-worker:3: 1 g5g.xlarge has a GPU ECS cannot use there (PD103), 1 g4ad.xlarge has a GPU ECS cannot use there (PD103), 1 p2.xlarge has a GPU ECS cannot use there (PD103), 1 g4dn.xlarge has a GPU ECS cannot use there (PD103)",
    "candidates_left": 0,
    "instances_total": 4,
    "exclusions": [
      {
        "step": 1,
        "code": "PD103",
        "status": "fail",
        "count": 4
      }
    ],
    "blockers_after_fix": [
      {
        "instance": "i-07e75ecc22cd161e8",
        "code": "PD303",
        "message": "the task reserves 14000 MiB; g5g.xlarge i-07e75ecc22cd161e8 has 8 GiB but registers 7632 MiB for tasks: it never fits, even on an empty instance"
      },
      {
        "instance": "i-0da06a3ba7c0b556c",
        "code": "PD307",
        "message": "i-0da06a3ba7c0b556c lacks attribute ecs.capability.task-eni required by the task definition"
      }
    ],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "note",
        "text": "use a GPU family ECS supports on the x86_64 Linux GPU-optimized AMI (g4dn, g5, g6, g6e, p3, p4d, p5) and replace i-07e75ecc22cd161e8, i-08e15b6e525edacd6, i-0b1a3cabf2c7a31df, i-0da06a3ba7c0b556c"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
