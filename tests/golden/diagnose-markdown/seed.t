README example: three g5.xlarge launched from the ECS GPU AMI registered no GPU (ECS_ENABLE_GPU_SUPPORT not in effect), one m5.large; embed-worker needs 1 GPU
fixture: seed
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD101`** (GPU-family instance advertises no GPU): none of 4 instances can take embed-worker:3: 3 g5.xlarge registered no GPU (PD101), 1 m5.large has no GPU (PD102)

0/4 instances can take the task: 3 `PD101` (GPU-family instance advertises no GPU), 1 `PD102` (instance type has no NVIDIA GPU).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

on each instance (i-0b6e87ad116a5b717, i-02a9609b45482cbbb, i-0f2a43f8c9f320943), confirm which: the GPU info file is missing and ecs-init dropped GPU support when no device was found

```sh
ls /var/lib/ecs/gpu/nvidia-gpu-info.json
```

```sh
grep "No GPU devices found" /var/log/ecs/ecs-init.log
```

or run both on every instance at once with SSM Run Command (the ECS AMIs carry the SSM agent)

```sh
aws ssm send-command --instance-ids i-0b6e87ad116a5b717 i-02a9609b45482cbbb i-0f2a43f8c9f320943 --document-name AWS-RunShellScript --parameters '{"commands":["ls -l /var/lib/ecs/gpu/nvidia-gpu-info.json","grep \"No GPU devices found\" /var/log/ecs/ecs-init.log"]}' --region us-east-1
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
aws ecs update-container-instances-state --cluster inference --container-instances 4e79a8c11692027d4f7e796d2f55ff2e bb552d4d7baf70e193b4c8074905bd0c 486c4a21bf6f3aa0aecfd82e14feb058 --status DRAINING --region us-east-1
```

### What still blocks after the fix

Nothing found.

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `GENERIC`: no instance can take the task (PD101) (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (4 in, 4 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0b6e87ad116a5b717` | `g5.xlarge` | pass |  |
| `i-02a9609b45482cbbb` | `g5.xlarge` | pass |  |
| `i-0f2a43f8c9f320943` | `g5.xlarge` | pass |  |
| `i-05e3c387c862be935` | `m5.large` | pass |  |

#### Step 1/4 GPU registration: **FAIL** (4 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0b6e87ad116a5b717` | `g5.xlarge` | **FAIL** | `PD101` error: g5.xlarge i-0b6e87ad116a5b717 (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared |
| `i-02a9609b45482cbbb` | `g5.xlarge` | **FAIL** | `PD101` error: g5.xlarge i-02a9609b45482cbbb (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared |
| `i-0f2a43f8c9f320943` | `g5.xlarge` | **FAIL** | `PD101` error: g5.xlarge i-0f2a43f8c9f320943 (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared |
| `i-05e3c387c862be935` | `m5.large` | **FAIL** | `PD102` error: m5.large i-05e3c387c862be935 has no GPU: not a candidate for a GPU task |

#### Step 2/4 remaining devices: skip (no candidate left after step 1; evaluated on all 4 instances)

#### Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 4 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0b6e87ad116a5b717` | `g5.xlarge` | pass (out at step 1) |  |
| `i-02a9609b45482cbbb` | `g5.xlarge` | pass (out at step 1) |  |
| `i-0f2a43f8c9f320943` | `g5.xlarge` | pass (out at step 1) |  |
| `i-05e3c387c862be935` | `m5.large` | **FAIL** (out at step 1) | `PD303` error: the task reserves 3584 CPU units; m5.large i-05e3c387c862be935 registers 2048 (2 vCPU): it never fits, even on an empty instance<br>`PD303` error: the task reserves 14000 MiB; m5.large i-05e3c387c862be935 has 8 GiB but registers 7680 MiB for tasks: it never fits, even on an empty instance |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 4 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0b6e87ad116a5b717` | `g5.xlarge` | pass (out at step 1) |  |
| `i-02a9609b45482cbbb` | `g5.xlarge` | pass (out at step 1) |  |
| `i-0f2a43f8c9f320943` | `g5.xlarge` | pass (out at step 1) |  |
| `i-05e3c387c862be935` | `m5.large` | pass (out at step 1) |  |

### Instances

<details><summary>i-0b6e87ad116a5b717 (g5.xlarge): excluded at step 1</summary>

Container instance `4e79a8c11692027d4f7e796d2f55ff2e`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD101` error: g5.xlarge i-0b6e87ad116a5b717 (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared
    - evidence: `describe-container-instances.json#/containerInstances/0/registeredResources`
    - evidence: `describe-container-instances.json#/containerInstances/0/attributes/51`
    - evidence: `describe-container-instances.json#/containerInstances/0/attributes/2`
    - evidence: `ssm-get-parameters.json#/Parameters/0`
- Step 2 remaining devices: skip
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-02a9609b45482cbbb (g5.xlarge): excluded at step 1</summary>

Container instance `bb552d4d7baf70e193b4c8074905bd0c`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD101` error: g5.xlarge i-02a9609b45482cbbb (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared
    - evidence: `describe-container-instances.json#/containerInstances/1/registeredResources`
    - evidence: `describe-container-instances.json#/containerInstances/1/attributes/51`
    - evidence: `describe-container-instances.json#/containerInstances/1/attributes/2`
    - evidence: `ssm-get-parameters.json#/Parameters/0`
- Step 2 remaining devices: skip
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-0f2a43f8c9f320943 (g5.xlarge): excluded at step 1</summary>

Container instance `486c4a21bf6f3aa0aecfd82e14feb058`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD101` error: g5.xlarge i-0f2a43f8c9f320943 (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared
    - evidence: `describe-container-instances.json#/containerInstances/2/registeredResources`
    - evidence: `describe-container-instances.json#/containerInstances/2/attributes/51`
    - evidence: `describe-container-instances.json#/containerInstances/2/attributes/2`
    - evidence: `ssm-get-parameters.json#/Parameters/0`
- Step 2 remaining devices: skip
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-05e3c387c862be935 (m5.large): excluded at step 1</summary>

Container instance `40d3434efabdcd4db97b78a81fb56ae2`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD102` error: m5.large i-05e3c387c862be935 has no GPU: not a candidate for a GPU task
    - evidence: `describe-container-instances.json#/containerInstances/3/attributes/51`
- Step 2 remaining devices: skip
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD303` error: the task reserves 3584 CPU units; m5.large i-05e3c387c862be935 registers 2048 (2 vCPU): it never fits, even on an empty instance
    - evidence: `describe-container-instances.json#/containerInstances/3/registeredResources/0`
  - `PD303` error: the task reserves 14000 MiB; m5.large i-05e3c387c862be935 has 8 GiB but registers 7680 MiB for tasks: it never fits, even on an empty instance
    - evidence: `describe-container-instances.json#/containerInstances/3/registeredResources/1`
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
