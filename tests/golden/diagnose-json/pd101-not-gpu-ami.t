g5.xlarge launched from the standard ECS AMI (ecs.ami-id differs from the SSM GPU AMI image_id): no NVIDIA driver, no GPU; fix: relaunch from the GPU AMI
fixture: pd101-not-gpu-ami
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
      "instance": "i-03a996bc990a65a17",
      "container_instance": "f7c3a81981983448e80386738130c288",
      "ec2_instance_id": "i-03a996bc990a65a17",
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
      "instance": "i-08d971f00bcd55803",
      "container_instance": "4ec104bb2c7eb4929eaa2c668d070aad",
      "ec2_instance_id": "i-08d971f00bcd55803",
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
    }
  ],
  "findings": [
    {
      "code": "PD101",
      "severity": "error",
      "step": 1,
      "instance": "i-03a996bc990a65a17",
      "message": "g5.xlarge i-03a996bc990a65a17 (1 x NVIDIA A10G) registered no GPU: its AMI ami-05f2a7c1e9d3b4860 is not the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68 (/aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended); most likely it was launched from an AMI without the NVIDIA driver and ECS GPU support",
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
          "kind": "command",
          "text": "aws ssm get-parameters --names /aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended --region us-east-1 --query 'Parameters[0].Value'"
        },
        {
          "kind": "command",
          "text": "aws ec2 describe-images --image-ids ami-05f2a7c1e9d3b4860 --region us-east-1 --query 'Images[0].Name'"
        },
        {
          "kind": "note",
          "text": "relaunch from the GPU-optimized AMI: set the launch template's ImageId to ami-0c7e5a1d3b9f24e68 (the image_id above), then replace the instances (i-03a996bc990a65a17)"
        },
        {
          "kind": "command",
          "text": "aws ec2 create-launch-template-version --launch-template-id <launch-template-id> --source-version '$Latest' --launch-template-data '{\"ImageId\":\"ami-0c7e5a1d3b9f24e68\"}' --region us-east-1"
        },
        {
          "kind": "command",
          "text": "aws autoscaling start-instance-refresh --auto-scaling-group-name <asg-name> --region us-east-1"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD101",
      "severity": "error",
      "step": 1,
      "instance": "i-08d971f00bcd55803",
      "message": "g5.xlarge i-08d971f00bcd55803 (1 x NVIDIA A10G) registered no GPU: its AMI ami-05f2a7c1e9d3b4860 is not the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68 (/aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended); most likely it was launched from an AMI without the NVIDIA driver and ECS GPU support",
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
          "kind": "command",
          "text": "aws ssm get-parameters --names /aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended --region us-east-1 --query 'Parameters[0].Value'"
        },
        {
          "kind": "command",
          "text": "aws ec2 describe-images --image-ids ami-05f2a7c1e9d3b4860 --region us-east-1 --query 'Images[0].Name'"
        },
        {
          "kind": "note",
          "text": "relaunch from the GPU-optimized AMI: set the launch template's ImageId to ami-0c7e5a1d3b9f24e68 (the image_id above), then replace the instances (i-08d971f00bcd55803)"
        },
        {
          "kind": "command",
          "text": "aws ec2 create-launch-template-version --launch-template-id <launch-template-id> --source-version '$Latest' --launch-template-data '{\"ImageId\":\"ami-0c7e5a1d3b9f24e68\"}' --region us-east-1"
        },
        {
          "kind": "command",
          "text": "aws autoscaling start-instance-refresh --auto-scaling-group-name <asg-name> --region us-east-1"
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
    "summary": "none of 2 instances can take embed-worker:3: 2 g5.xlarge registered no GPU (PD101)",
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
        "kind": "command",
        "text": "aws ssm get-parameters --names /aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended --region us-east-1 --query 'Parameters[0].Value'"
      },
      {
        "kind": "command",
        "text": "aws ec2 describe-images --image-ids ami-05f2a7c1e9d3b4860 --region us-east-1 --query 'Images[0].Name'"
      },
      {
        "kind": "note",
        "text": "relaunch from the GPU-optimized AMI: set the launch template's ImageId to ami-0c7e5a1d3b9f24e68 (the image_id above), then replace the instances (i-03a996bc990a65a17, i-08d971f00bcd55803)"
      },
      {
        "kind": "command",
        "text": "aws ec2 create-launch-template-version --launch-template-id <launch-template-id> --source-version '$Latest' --launch-template-data '{\"ImageId\":\"ami-0c7e5a1d3b9f24e68\"}' --region us-east-1"
      },
      {
        "kind": "command",
        "text": "aws autoscaling start-instance-refresh --auto-scaling-group-name <asg-name> --region us-east-1"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
