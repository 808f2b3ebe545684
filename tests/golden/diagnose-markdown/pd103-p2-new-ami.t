p2.xlarge on the current GPU AMI: p2 (K80) needs a GPU AMI older than 20230912, so no GPU registered
fixture: pd103-p2-new-ami
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD103`** (GPU family not supported by this AMI or OS): none of 2 instances can take embed-worker:3: 2 p2.xlarge have GPUs ECS cannot use there (PD103)

0/2 instances can take the task: 2 `PD103` (GPU family not supported by this AMI or OS).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

use a GPU family ECS supports on the x86_64 Linux GPU-optimized AMI (g4dn, g5, g6, g6e, p3, p4d, p5) and replace i-0dcee23c81b7d908e, i-0edc63682457865c6

### What still blocks after the fix

Nothing found.

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `GENERIC`: no instance can take the task (PD103) (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0dcee23c81b7d908e` | `p2.xlarge` | pass |  |
| `i-0edc63682457865c6` | `p2.xlarge` | pass |  |

#### Step 1/4 GPU registration: **FAIL** (2 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0dcee23c81b7d908e` | `p2.xlarge` | **FAIL** | `PD103` error: p2.xlarge i-0dcee23c81b7d908e registered no GPU: p2 (NVIDIA K80) works only with ECS GPU AMIs earlier than 20230912; current GPU AMIs do not support it (on such an older GPU AMI, check ECS_ENABLE_GPU_SUPPORT instead) |
| `i-0edc63682457865c6` | `p2.xlarge` | **FAIL** | `PD103` error: p2.xlarge i-0edc63682457865c6 registered no GPU: p2 (NVIDIA K80) works only with ECS GPU AMIs earlier than 20230912; current GPU AMIs do not support it (on such an older GPU AMI, check ECS_ENABLE_GPU_SUPPORT instead) |

#### Step 2/4 remaining devices: skip (no candidate left after step 1; evaluated on all 2 instances)

#### Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0dcee23c81b7d908e` | `p2.xlarge` | pass (out at step 1) |  |
| `i-0edc63682457865c6` | `p2.xlarge` | pass (out at step 1) |  |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0dcee23c81b7d908e` | `p2.xlarge` | pass (out at step 1) |  |
| `i-0edc63682457865c6` | `p2.xlarge` | pass (out at step 1) |  |

### Instances

<details><summary>i-0dcee23c81b7d908e (p2.xlarge): excluded at step 1</summary>

Container instance `e3dcd0e155f0bee02e2702cef3aac073`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD103` error: p2.xlarge i-0dcee23c81b7d908e registered no GPU: p2 (NVIDIA K80) works only with ECS GPU AMIs earlier than 20230912; current GPU AMIs do not support it (on such an older GPU AMI, check ECS_ENABLE_GPU_SUPPORT instead)
    - evidence: `describe-container-instances.json#/containerInstances/0/registeredResources`
    - evidence: `describe-container-instances.json#/containerInstances/0/attributes/51`
- Step 2 remaining devices: skip
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-0edc63682457865c6 (p2.xlarge): excluded at step 1</summary>

Container instance `f37356754fdd5c887067083f91f33fbe`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD103` error: p2.xlarge i-0edc63682457865c6 registered no GPU: p2 (NVIDIA K80) works only with ECS GPU AMIs earlier than 20230912; current GPU AMIs do not support it (on such an older GPU AMI, check ECS_ENABLE_GPU_SUPPORT instead)
    - evidence: `describe-container-instances.json#/containerInstances/1/registeredResources`
    - evidence: `describe-container-instances.json#/containerInstances/1/attributes/51`
- Step 2 remaining devices: skip
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
