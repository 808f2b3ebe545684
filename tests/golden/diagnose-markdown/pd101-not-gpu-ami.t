g5.xlarge launched from the standard ECS AMI (ecs.ami-id differs from the SSM GPU AMI image_id): no NVIDIA driver, no GPU; fix: relaunch from the GPU AMI
fixture: pd101-not-gpu-ami
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD101`** (GPU-family instance advertises no GPU): none of 2 instances can take embed-worker:3: 2 g5.xlarge registered no GPU (PD101)

0/2 instances can take the task: 2 `PD101` (GPU-family instance advertises no GPU).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

```sh
aws ssm get-parameters --names /aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended --region us-east-1 --query 'Parameters[0].Value'
```

```sh
aws ec2 describe-images --image-ids ami-05f2a7c1e9d3b4860 --region us-east-1 --query 'Images[0].Name'
```

relaunch from the GPU-optimized AMI: set the launch template's ImageId to ami-0c7e5a1d3b9f24e68 (the image_id above), then replace the instances (i-03a996bc990a65a17, i-08d971f00bcd55803)

```sh
aws ec2 create-launch-template-version --launch-template-id <launch-template-id> --source-version '$Latest' --launch-template-data '{"ImageId":"ami-0c7e5a1d3b9f24e68"}' --region us-east-1
```

```sh
aws autoscaling start-instance-refresh --auto-scaling-group-name <asg-name> --region us-east-1
```

### What still blocks after the fix

Nothing found.

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `GENERIC`: no instance can take the task (PD101) (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-03a996bc990a65a17` | `g5.xlarge` | pass |  |
| `i-08d971f00bcd55803` | `g5.xlarge` | pass |  |

#### Step 1/4 GPU registration: **FAIL** (2 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-03a996bc990a65a17` | `g5.xlarge` | **FAIL** | `PD101` error: g5.xlarge i-03a996bc990a65a17 (1 x NVIDIA A10G) registered no GPU: its AMI ami-05f2a7c1e9d3b4860 is not the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68 (/aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended); most likely it was launched from an AMI without the NVIDIA driver and ECS GPU support |
| `i-08d971f00bcd55803` | `g5.xlarge` | **FAIL** | `PD101` error: g5.xlarge i-08d971f00bcd55803 (1 x NVIDIA A10G) registered no GPU: its AMI ami-05f2a7c1e9d3b4860 is not the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68 (/aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended); most likely it was launched from an AMI without the NVIDIA driver and ECS GPU support |

#### Step 2/4 remaining devices: skip (no candidate left after step 1; evaluated on all 2 instances)

#### Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-03a996bc990a65a17` | `g5.xlarge` | pass (out at step 1) |  |
| `i-08d971f00bcd55803` | `g5.xlarge` | pass (out at step 1) |  |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-03a996bc990a65a17` | `g5.xlarge` | pass (out at step 1) |  |
| `i-08d971f00bcd55803` | `g5.xlarge` | pass (out at step 1) |  |

### Instances

<details><summary>i-03a996bc990a65a17 (g5.xlarge): excluded at step 1</summary>

Container instance `f7c3a81981983448e80386738130c288`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD101` error: g5.xlarge i-03a996bc990a65a17 (1 x NVIDIA A10G) registered no GPU: its AMI ami-05f2a7c1e9d3b4860 is not the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68 (/aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended); most likely it was launched from an AMI without the NVIDIA driver and ECS GPU support
    - evidence: `describe-container-instances.json#/containerInstances/0/registeredResources`
    - evidence: `describe-container-instances.json#/containerInstances/0/attributes/51`
    - evidence: `describe-container-instances.json#/containerInstances/0/attributes/2`
    - evidence: `ssm-get-parameters.json#/Parameters/0`
- Step 2 remaining devices: skip
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-08d971f00bcd55803 (g5.xlarge): excluded at step 1</summary>

Container instance `4ec104bb2c7eb4929eaa2c668d070aad`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD101` error: g5.xlarge i-08d971f00bcd55803 (1 x NVIDIA A10G) registered no GPU: its AMI ami-05f2a7c1e9d3b4860 is not the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68 (/aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended); most likely it was launched from an AMI without the NVIDIA driver and ECS GPU support
    - evidence: `describe-container-instances.json#/containerInstances/1/registeredResources`
    - evidence: `describe-container-instances.json#/containerInstances/1/attributes/51`
    - evidence: `describe-container-instances.json#/containerInstances/1/attributes/2`
    - evidence: `ssm-get-parameters.json#/Parameters/0`
- Step 2 remaining devices: skip
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
