README example: three g5.xlarge launched from the ECS GPU AMI registered no GPU (ECS_ENABLE_GPU_SUPPORT not in effect), one m5.large; embed-worker needs 1 GPU
fixture: seed
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
      "instance": "i-0b6e87ad116a5b717",
      "container_instance": "4e79a8c11692027d4f7e796d2f55ff2e",
      "ec2_instance_id": "i-0b6e87ad116a5b717",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "fail",
        "skip",
        "pass",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD101"
      ]
    },
    {
      "instance": "i-02a9609b45482cbbb",
      "container_instance": "bb552d4d7baf70e193b4c8074905bd0c",
      "ec2_instance_id": "i-02a9609b45482cbbb",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "fail",
        "skip",
        "pass",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD101"
      ]
    },
    {
      "instance": "i-0f2a43f8c9f320943",
      "container_instance": "486c4a21bf6f3aa0aecfd82e14feb058",
      "ec2_instance_id": "i-0f2a43f8c9f320943",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "fail",
        "skip",
        "pass",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD101"
      ]
    },
    {
      "instance": "i-05e3c387c862be935",
      "container_instance": "40d3434efabdcd4db97b78a81fb56ae2",
      "ec2_instance_id": "i-05e3c387c862be935",
      "instance_type": "m5.large",
      "steps": [
        "pass",
        "fail",
        "skip",
        "fail",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD102",
        "PD303",
        "PD303"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD101",
      "severity": "error",
      "step": 1,
      "instance": "i-0b6e87ad116a5b717",
      "message": "g5.xlarge i-0b6e87ad116a5b717 (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/registeredResources"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/attributes/51"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/attributes/2"
        },
        {
          "source": "ssm-get-parameters.json",
          "pointer": "/Parameters/0"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "on each instance (i-0b6e87ad116a5b717), confirm which: the GPU info file is missing and ecs-init dropped GPU support when no device was found"
        },
        {
          "kind": "command",
          "text": "ls /var/lib/ecs/gpu/nvidia-gpu-info.json"
        },
        {
          "kind": "command",
          "text": "grep \"No GPU devices found\" /var/log/ecs/ecs-init.log"
        },
        {
          "kind": "note",
          "text": "or run both on every instance at once with SSM Run Command (the ECS AMIs carry the SSM agent)"
        },
        {
          "kind": "command",
          "text": "aws ssm send-command --instance-ids i-0b6e87ad116a5b717 --document-name AWS-RunShellScript --parameters '{\"commands\":[\"ls -l /var/lib/ecs/gpu/nvidia-gpu-info.json\",\"grep \\\"No GPU devices found\\\" /var/log/ecs/ecs-init.log\"]}' --region us-east-1"
        },
        {
          "kind": "user-data",
          "text": "echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config"
        },
        {
          "kind": "command",
          "text": "sudo systemctl restart ecs"
        },
        {
          "kind": "note",
          "text": "if the instance still registers no GPU after the restart (whether ECS refreshes the GPU set of a re-registered instance is unconfirmed), drain it and let the Auto Scaling group replace it with the user-data above"
        },
        {
          "kind": "command",
          "text": "aws ecs update-container-instances-state --cluster inference --container-instances 4e79a8c11692027d4f7e796d2f55ff2e --status DRAINING --region us-east-1"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD101",
      "severity": "error",
      "step": 1,
      "instance": "i-02a9609b45482cbbb",
      "message": "g5.xlarge i-02a9609b45482cbbb (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/registeredResources"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/attributes/51"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/attributes/2"
        },
        {
          "source": "ssm-get-parameters.json",
          "pointer": "/Parameters/0"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "on each instance (i-02a9609b45482cbbb), confirm which: the GPU info file is missing and ecs-init dropped GPU support when no device was found"
        },
        {
          "kind": "command",
          "text": "ls /var/lib/ecs/gpu/nvidia-gpu-info.json"
        },
        {
          "kind": "command",
          "text": "grep \"No GPU devices found\" /var/log/ecs/ecs-init.log"
        },
        {
          "kind": "note",
          "text": "or run both on every instance at once with SSM Run Command (the ECS AMIs carry the SSM agent)"
        },
        {
          "kind": "command",
          "text": "aws ssm send-command --instance-ids i-02a9609b45482cbbb --document-name AWS-RunShellScript --parameters '{\"commands\":[\"ls -l /var/lib/ecs/gpu/nvidia-gpu-info.json\",\"grep \\\"No GPU devices found\\\" /var/log/ecs/ecs-init.log\"]}' --region us-east-1"
        },
        {
          "kind": "user-data",
          "text": "echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config"
        },
        {
          "kind": "command",
          "text": "sudo systemctl restart ecs"
        },
        {
          "kind": "note",
          "text": "if the instance still registers no GPU after the restart (whether ECS refreshes the GPU set of a re-registered instance is unconfirmed), drain it and let the Auto Scaling group replace it with the user-data above"
        },
        {
          "kind": "command",
          "text": "aws ecs update-container-instances-state --cluster inference --container-instances bb552d4d7baf70e193b4c8074905bd0c --status DRAINING --region us-east-1"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD101",
      "severity": "error",
      "step": 1,
      "instance": "i-0f2a43f8c9f320943",
      "message": "g5.xlarge i-0f2a43f8c9f320943 (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/2/registeredResources"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/2/attributes/51"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/2/attributes/2"
        },
        {
          "source": "ssm-get-parameters.json",
          "pointer": "/Parameters/0"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "on each instance (i-0f2a43f8c9f320943), confirm which: the GPU info file is missing and ecs-init dropped GPU support when no device was found"
        },
        {
          "kind": "command",
          "text": "ls /var/lib/ecs/gpu/nvidia-gpu-info.json"
        },
        {
          "kind": "command",
          "text": "grep \"No GPU devices found\" /var/log/ecs/ecs-init.log"
        },
        {
          "kind": "note",
          "text": "or run both on every instance at once with SSM Run Command (the ECS AMIs carry the SSM agent)"
        },
        {
          "kind": "command",
          "text": "aws ssm send-command --instance-ids i-0f2a43f8c9f320943 --document-name AWS-RunShellScript --parameters '{\"commands\":[\"ls -l /var/lib/ecs/gpu/nvidia-gpu-info.json\",\"grep \\\"No GPU devices found\\\" /var/log/ecs/ecs-init.log\"]}' --region us-east-1"
        },
        {
          "kind": "user-data",
          "text": "echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config"
        },
        {
          "kind": "command",
          "text": "sudo systemctl restart ecs"
        },
        {
          "kind": "note",
          "text": "if the instance still registers no GPU after the restart (whether ECS refreshes the GPU set of a re-registered instance is unconfirmed), drain it and let the Auto Scaling group replace it with the user-data above"
        },
        {
          "kind": "command",
          "text": "aws ecs update-container-instances-state --cluster inference --container-instances 486c4a21bf6f3aa0aecfd82e14feb058 --status DRAINING --region us-east-1"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD102",
      "severity": "error",
      "step": 1,
      "instance": "i-05e3c387c862be935",
      "message": "m5.large i-05e3c387c862be935 has no GPU: not a candidate for a GPU task",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/3/attributes/51"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "m5.large has no GPU: add a GPU instance type (g4dn, g5, g6, g6e, p4d, p5) with the ECS GPU AMI to the cluster's capacity, or keep GPU tasks off it with a memberOf constraint on attribute:ecs.instance-type"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD303",
      "severity": "error",
      "step": 3,
      "instance": "i-05e3c387c862be935",
      "message": "the task reserves 3584 CPU units; m5.large i-05e3c387c862be935 registers 2048 (2 vCPU): it never fits, even on an empty instance",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/3/registeredResources/0"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the reservation is larger than what i-05e3c387c862be935 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD303",
      "severity": "error",
      "step": 3,
      "instance": "i-05e3c387c862be935",
      "message": "the task reserves 14000 MiB; m5.large i-05e3c387c862be935 has 8 GiB but registers 7680 MiB for tasks: it never fits, even on an empty instance",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/3/registeredResources/1"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "the reservation is larger than what i-05e3c387c862be935 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type"
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
      "comment": "no instance can take the task (PD101)",
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
    "cause": "PD101",
    "summary": "none of 4 instances can take embed-worker:3: 3 g5.xlarge registered no GPU (PD101), 1 m5.large has no GPU (PD102)",
    "candidates_left": 0,
    "instances_total": 4,
    "exclusions": [
      {
        "step": 1,
        "code": "PD101",
        "status": "fail",
        "count": 3
      },
      {
        "step": 1,
        "code": "PD102",
        "status": "fail",
        "count": 1
      }
    ],
    "blockers_after_fix": [],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "note",
        "text": "on each instance (i-0b6e87ad116a5b717, i-02a9609b45482cbbb, i-0f2a43f8c9f320943), confirm which: the GPU info file is missing and ecs-init dropped GPU support when no device was found"
      },
      {
        "kind": "command",
        "text": "ls /var/lib/ecs/gpu/nvidia-gpu-info.json"
      },
      {
        "kind": "command",
        "text": "grep \"No GPU devices found\" /var/log/ecs/ecs-init.log"
      },
      {
        "kind": "note",
        "text": "or run both on every instance at once with SSM Run Command (the ECS AMIs carry the SSM agent)"
      },
      {
        "kind": "command",
        "text": "aws ssm send-command --instance-ids i-0b6e87ad116a5b717 i-02a9609b45482cbbb i-0f2a43f8c9f320943 --document-name AWS-RunShellScript --parameters '{\"commands\":[\"ls -l /var/lib/ecs/gpu/nvidia-gpu-info.json\",\"grep \\\"No GPU devices found\\\" /var/log/ecs/ecs-init.log\"]}' --region us-east-1"
      },
      {
        "kind": "user-data",
        "text": "echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config"
      },
      {
        "kind": "command",
        "text": "sudo systemctl restart ecs"
      },
      {
        "kind": "note",
        "text": "if the instance still registers no GPU after the restart (whether ECS refreshes the GPU set of a re-registered instance is unconfirmed), drain it and let the Auto Scaling group replace it with the user-data above"
      },
      {
        "kind": "command",
        "text": "aws ecs update-container-instances-state --cluster inference --container-instances 4e79a8c11692027d4f7e796d2f55ff2e bb552d4d7baf70e193b4c8074905bd0c 486c4a21bf6f3aa0aecfd82e14feb058 --status DRAINING --region us-east-1"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
