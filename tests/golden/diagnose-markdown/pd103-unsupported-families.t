g5g (arm64, no ECS GPU AMI), g4ad (AMD), p2 on the 20261113 GPU AMI and a Windows g4dn: none can register GPUs for ECS
fixture: pd103-unsupported-families
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD103`** (GPU family not supported by this AMI or OS): none of 4 instances can take embed-worker:3: 1 g5g.xlarge has a GPU ECS cannot use there (PD103), 1 g4ad.xlarge has a GPU ECS cannot use there (PD103), 1 p2.xlarge has a GPU ECS cannot use there (PD103), 1 g4dn.xlarge has a GPU ECS cannot use there (PD103)

0/4 instances can take the task: 4 `PD103` (GPU family not supported by this AMI or OS).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

use a GPU family ECS supports on the x86_64 Linux GPU-optimized AMI (g4dn, g5, g6, g6e, p3, p4d, p5) and replace i-07e75ecc22cd161e8, i-08e15b6e525edacd6, i-0b1a3cabf2c7a31df, i-0da06a3ba7c0b556c

### What still blocks after the fix

- `i-07e75ecc22cd161e8`: `PD303` the task reserves 14000 MiB; g5g.xlarge i-07e75ecc22cd161e8 has 8 GiB but registers 7632 MiB for tasks: it never fits, even on an empty instance
- `i-0da06a3ba7c0b556c`: `PD307` i-0da06a3ba7c0b556c lacks attribute ecs.capability.task-eni required by the task definition

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `GENERIC`: no instance can take the task (PD103) (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (4 in, 4 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-07e75ecc22cd161e8` | `g5g.xlarge` | pass |  |
| `i-08e15b6e525edacd6` | `g4ad.xlarge` | pass |  |
| `i-0b1a3cabf2c7a31df` | `p2.xlarge` | pass |  |
| `i-0da06a3ba7c0b556c` | `g4dn.xlarge` | pass |  |

#### Step 1/4 GPU registration: **FAIL** (4 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-07e75ecc22cd161e8` | `g5g.xlarge` | **FAIL** | `PD103` error: g5g.xlarge i-07e75ecc22cd161e8 registered no GPU: g5g is arm64 (Graviton) and no ECS GPU-optimized AMI is published for arm64; it needs a custom AMI with the NVIDIA driver and ECS_ENABLE_GPU_SUPPORT=true |
| `i-08e15b6e525edacd6` | `g4ad.xlarge` | **FAIL** | `PD103` error: g4ad.xlarge i-08e15b6e525edacd6 registered no GPU: g4ad has AMD Radeon GPUs; ECS GPU support is for NVIDIA GPUs only |
| `i-0b1a3cabf2c7a31df` | `p2.xlarge` | **FAIL** | `PD103` error: p2.xlarge i-0b1a3cabf2c7a31df registered no GPU: p2 (NVIDIA K80) works only with ECS GPU AMIs earlier than 20230912; current GPU AMIs do not support it (on such an older GPU AMI, check ECS_ENABLE_GPU_SUPPORT instead) |
| `i-0da06a3ba7c0b556c` | `g4dn.xlarge` | **FAIL** | `PD103` error: g4dn.xlarge i-0da06a3ba7c0b556c registered no GPU: ECS does not support GPUs on Windows container instances |

#### Step 2/4 remaining devices: skip (no candidate left after step 1; evaluated on all 4 instances)

#### Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 4 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-07e75ecc22cd161e8` | `g5g.xlarge` | **FAIL** (out at step 1) | `PD303` error: the task reserves 14000 MiB; g5g.xlarge i-07e75ecc22cd161e8 has 8 GiB but registers 7632 MiB for tasks: it never fits, even on an empty instance |
| `i-08e15b6e525edacd6` | `g4ad.xlarge` | pass (out at step 1) |  |
| `i-0b1a3cabf2c7a31df` | `p2.xlarge` | pass (out at step 1) |  |
| `i-0da06a3ba7c0b556c` | `g4dn.xlarge` | **FAIL** (out at step 1) | `PD307` error: i-0da06a3ba7c0b556c lacks attribute ecs.capability.task-eni required by the task definition |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 4 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-07e75ecc22cd161e8` | `g5g.xlarge` | pass (out at step 1) |  |
| `i-08e15b6e525edacd6` | `g4ad.xlarge` | pass (out at step 1) |  |
| `i-0b1a3cabf2c7a31df` | `p2.xlarge` | pass (out at step 1) |  |
| `i-0da06a3ba7c0b556c` | `g4dn.xlarge` | pass (out at step 1) |  |

### Instances

<details><summary>i-07e75ecc22cd161e8 (g5g.xlarge): excluded at step 1</summary>

Container instance `1efc7209deaf9fc74699deb0a82d78f4`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD103` error: g5g.xlarge i-07e75ecc22cd161e8 registered no GPU: g5g is arm64 (Graviton) and no ECS GPU-optimized AMI is published for arm64; it needs a custom AMI with the NVIDIA driver and ECS_ENABLE_GPU_SUPPORT=true
    - evidence: `describe-container-instances.json#/containerInstances/0/registeredResources`
    - evidence: `describe-container-instances.json#/containerInstances/0/attributes/51`
- Step 2 remaining devices: skip
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD303` error: the task reserves 14000 MiB; g5g.xlarge i-07e75ecc22cd161e8 has 8 GiB but registers 7632 MiB for tasks: it never fits, even on an empty instance
    - evidence: `describe-container-instances.json#/containerInstances/0/registeredResources/1`
- Step 4 constraints: pass

</details>

<details><summary>i-08e15b6e525edacd6 (g4ad.xlarge): excluded at step 1</summary>

Container instance `bb38958fe5b9409199ea332d3a5cea5a`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD103` error: g4ad.xlarge i-08e15b6e525edacd6 registered no GPU: g4ad has AMD Radeon GPUs; ECS GPU support is for NVIDIA GPUs only
    - evidence: `describe-container-instances.json#/containerInstances/1/registeredResources`
    - evidence: `describe-container-instances.json#/containerInstances/1/attributes/51`
- Step 2 remaining devices: skip
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-0b1a3cabf2c7a31df (p2.xlarge): excluded at step 1</summary>

Container instance `a6c2d36b92a8a366043a820e61f3b77b`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD103` error: p2.xlarge i-0b1a3cabf2c7a31df registered no GPU: p2 (NVIDIA K80) works only with ECS GPU AMIs earlier than 20230912; current GPU AMIs do not support it (on such an older GPU AMI, check ECS_ENABLE_GPU_SUPPORT instead)
    - evidence: `describe-container-instances.json#/containerInstances/2/registeredResources`
    - evidence: `describe-container-instances.json#/containerInstances/2/attributes/51`
- Step 2 remaining devices: skip
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-0da06a3ba7c0b556c (g4dn.xlarge): excluded at step 1</summary>

Container instance `408cab1e7c495af733eefbff87b604e0`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD103` error: g4dn.xlarge i-0da06a3ba7c0b556c registered no GPU: ECS does not support GPUs on Windows container instances
    - evidence: `describe-container-instances.json#/containerInstances/3/registeredResources`
    - evidence: `describe-container-instances.json#/containerInstances/3/attributes/49`
- Step 2 remaining devices: skip
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD307` error: i-0da06a3ba7c0b556c lacks attribute ecs.capability.task-eni required by the task definition
    - evidence: `describe-task-definition.json#/taskDefinition/requiresAttributes/7`
    - evidence: `describe-container-instances.json#/containerInstances/3/attributes`
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
