JSON in scripts: one envelope per command with its sequence number, status and exit
fixture: seed
args: --format json -c 'step 1; register-gpus i-0b6e87ad116a5b717 1; verdict; bogus'
--- stdout
{
  "command": "step",
  "seq": 1,
  "status": "ok",
  "exit": 0,
  "result": {
    "step": {
      "step": 1,
      "name": "GPU registration",
      "status": "fail",
      "candidates_in": 4,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    },
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
      }
    ],
    "changes": []
  }
}
{
  "command": "register-gpus",
  "seq": 2,
  "status": "ok",
  "exit": 0,
  "result": {
    "change": "register-gpus i-0b6e87ad116a5b717 1",
    "changes": [
      "register-gpus i-0b6e87ad116a5b717 1"
    ],
    "before": "blocked (PD101)",
    "after": "placeable on i-0b6e87ad116a5b717",
    "cause": null,
    "exit": 0
  }
}
{
  "command": "verdict",
  "seq": 3,
  "status": "ok",
  "exit": 0,
  "result": {
    "verdict": {
      "placeable": true,
      "status": "placeable",
      "exit_status": 0,
      "cause": null,
      "summary": "embed-worker:3 can be placed now on 1 of 4 instances: i-0b6e87ad116a5b717",
      "candidates_left": 1,
      "instances_total": 4,
      "exclusions": [
        {
          "step": 1,
          "code": "PD101",
          "status": "fail",
          "count": 2
        },
        {
          "step": 1,
          "code": "PD102",
          "status": "fail",
          "count": 1
        }
      ],
      "blockers_after_fix": [],
      "placeable_on": [
        "i-0b6e87ad116a5b717"
      ],
      "next": [
        "ECS said at 2026-11-30T09:41:07Z: \"service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.\"; provdoc finds the task placeable now, so the event likely predates the last change (ECS repeats an event only when the cause changes or after 6 hours), or a warning above is how ECS reads the data differently"
      ],
      "fix": []
    },
    "changes": [
      "register-gpus i-0b6e87ad116a5b717 1"
    ]
  }
}
{
  "command": "bogus",
  "seq": 4,
  "status": "error",
  "exit": 2,
  "result": null
}
--- stderr
provdoc: error: unknown command 'bogus' (see 'provdoc help')
provdoc: error: <-c>:1: command 'bogus' failed
--- exit
2
