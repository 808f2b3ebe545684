g5.2xlarge from the current GPU AMI (the SSM image_id) registered no GPU; capacity provider, the task waits in PROVISIONING; fix: ECS_ENABLE_GPU_SUPPORT=true and restart the agent
fixture: pd101-gpu-flag-off
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
      "status": "fail",
      "candidates_in": 2,
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
      "note": "no candidate left after step 1; evaluated on all 2 instances"
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 1; evaluated on all 2 instances"
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 1; evaluated on all 2 instances"
    }
  ],
  "instances": [
    {
      "instance": "i-0691a911918cafc1a",
      "container_instance": "37b59ec9ff25c181ab2c81c94486e42f",
      "ec2_instance_id": "i-0691a911918cafc1a",
      "instance_type": "g5.2xlarge",
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
      "instance": "i-0f50ac2c8e430211e",
      "container_instance": "dcd736d4ed04c2fc6a15f66749c236a6",
      "ec2_instance_id": "i-0f50ac2c8e430211e",
      "instance_type": "g5.2xlarge",
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
    }
  ],
  "findings": [
    {
      "code": "PD101",
      "severity": "error",
      "step": 1,
      "instance": "i-0691a911918cafc1a",
      "message": "g5.2xlarge i-0691a911918cafc1a (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared",
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
          "text": "on each instance (i-0691a911918cafc1a), confirm which: the GPU info file is missing and ecs-init dropped GPU support when no device was found"
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
          "text": "aws ssm send-command --instance-ids i-0691a911918cafc1a --document-name AWS-RunShellScript --parameters '{\"commands\":[\"ls -l /var/lib/ecs/gpu/nvidia-gpu-info.json\",\"grep \\\"No GPU devices found\\\" /var/log/ecs/ecs-init.log\"]}' --region us-east-1"
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
          "text": "aws ecs update-container-instances-state --cluster inference --container-instances 37b59ec9ff25c181ab2c81c94486e42f --status DRAINING --region us-east-1"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD101",
      "severity": "error",
      "step": 1,
      "instance": "i-0f50ac2c8e430211e",
      "message": "g5.2xlarge i-0f50ac2c8e430211e (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared",
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
          "text": "on each instance (i-0f50ac2c8e430211e), confirm which: the GPU info file is missing and ecs-init dropped GPU support when no device was found"
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
          "text": "aws ssm send-command --instance-ids i-0f50ac2c8e430211e --document-name AWS-RunShellScript --parameters '{\"commands\":[\"ls -l /var/lib/ecs/gpu/nvidia-gpu-info.json\",\"grep \\\"No GPU devices found\\\" /var/log/ecs/ecs-init.log\"]}' --region us-east-1"
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
          "text": "aws ecs update-container-instances-state --cluster inference --container-instances dcd736d4ed04c2fc6a15f66749c236a6 --status DRAINING --region us-east-1"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [],
  "verdict": {
    "placeable": false,
    "status": "blocked",
    "exit_status": 1,
    "cause": "PD101",
    "summary": "none of 2 instances can take embed-worker:3: 2 g5.2xlarge registered no GPU (PD101)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 1,
        "code": "PD101",
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
        "text": "on each instance (i-0691a911918cafc1a, i-0f50ac2c8e430211e), confirm which: the GPU info file is missing and ecs-init dropped GPU support when no device was found"
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
        "text": "aws ssm send-command --instance-ids i-0691a911918cafc1a i-0f50ac2c8e430211e --document-name AWS-RunShellScript --parameters '{\"commands\":[\"ls -l /var/lib/ecs/gpu/nvidia-gpu-info.json\",\"grep \\\"No GPU devices found\\\" /var/log/ecs/ecs-init.log\"]}' --region us-east-1"
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
        "text": "aws ecs update-container-instances-state --cluster inference --container-instances 37b59ec9ff25c181ab2c81c94486e42f dcd736d4ed04c2fc6a15f66749c236a6 --status DRAINING --region us-east-1"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
