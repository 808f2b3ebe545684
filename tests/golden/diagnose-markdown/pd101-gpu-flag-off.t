g5.2xlarge from the current GPU AMI (the SSM image_id) registered no GPU; capacity provider, the task waits in PROVISIONING; fix: ECS_ENABLE_GPU_SUPPORT=true and restart the agent
fixture: pd101-gpu-flag-off
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD101`** (GPU-family instance advertises no GPU): none of 2 instances can take embed-worker:3: 2 g5.2xlarge registered no GPU (PD101)

0/2 instances can take the task: 2 `PD101` (GPU-family instance advertises no GPU).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

on each instance (i-0691a911918cafc1a, i-0f50ac2c8e430211e), confirm which: the GPU info file is missing and ecs-init dropped GPU support when no device was found

```sh
ls /var/lib/ecs/gpu/nvidia-gpu-info.json
```

```sh
grep "No GPU devices found" /var/log/ecs/ecs-init.log
```

or run both on every instance at once with SSM Run Command (the ECS AMIs carry the SSM agent)

```sh
aws ssm send-command --instance-ids i-0691a911918cafc1a i-0f50ac2c8e430211e --document-name AWS-RunShellScript --parameters '{"commands":["ls -l /var/lib/ecs/gpu/nvidia-gpu-info.json","grep \"No GPU devices found\" /var/log/ecs/ecs-init.log"]}' --region us-east-1
```

User data:

```sh
echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config
```

```sh
sudo systemctl restart ecs
```

if the instance still registers no GPU after the restart (whether ECS refreshes the GPU set of a re-registered instance is unconfirmed), drain it and let the Auto Scaling group replace it with the user-data above

```sh
aws ecs update-container-instances-state --cluster inference --container-instances 37b59ec9ff25c181ab2c81c94486e42f dcd736d4ed04c2fc6a15f66749c236a6 --status DRAINING --region us-east-1
```

### What still blocks after the fix

Nothing found.

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0691a911918cafc1a` | `g5.2xlarge` | pass |  |
| `i-0f50ac2c8e430211e` | `g5.2xlarge` | pass |  |

#### Step 1/4 GPU registration: **FAIL** (2 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0691a911918cafc1a` | `g5.2xlarge` | **FAIL** | `PD101` error: g5.2xlarge i-0691a911918cafc1a (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared |
| `i-0f50ac2c8e430211e` | `g5.2xlarge` | **FAIL** | `PD101` error: g5.2xlarge i-0f50ac2c8e430211e (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared |

#### Step 2/4 remaining devices: skip (no candidate left after step 1; evaluated on all 2 instances)

#### Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0691a911918cafc1a` | `g5.2xlarge` | pass (out at step 1) |  |
| `i-0f50ac2c8e430211e` | `g5.2xlarge` | pass (out at step 1) |  |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0691a911918cafc1a` | `g5.2xlarge` | pass (out at step 1) |  |
| `i-0f50ac2c8e430211e` | `g5.2xlarge` | pass (out at step 1) |  |

### Instances

<details><summary>i-0691a911918cafc1a (g5.2xlarge): excluded at step 1</summary>

Container instance `37b59ec9ff25c181ab2c81c94486e42f`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD101` error: g5.2xlarge i-0691a911918cafc1a (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared
    - evidence: `describe-container-instances.json#/containerInstances/0/registeredResources`
    - evidence: `describe-container-instances.json#/containerInstances/0/attributes/51`
    - evidence: `describe-container-instances.json#/containerInstances/0/attributes/2`
    - evidence: `ssm-get-parameters.json#/Parameters/0`
- Step 2 remaining devices: skip
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-0f50ac2c8e430211e (g5.2xlarge): excluded at step 1</summary>

Container instance `dcd736d4ed04c2fc6a15f66749c236a6`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD101` error: g5.2xlarge i-0f50ac2c8e430211e (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared
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
