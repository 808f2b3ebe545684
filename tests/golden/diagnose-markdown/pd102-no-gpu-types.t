only instance types without an NVIDIA GPU (m5, c6i)
fixture: pd102-no-gpu-types
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD102`** (instance type has no NVIDIA GPU): none of 3 instances can take embed-worker:3: 1 m5.xlarge has no GPU (PD102), 1 c6i.2xlarge has no GPU (PD102), 1 m5.2xlarge has no GPU (PD102)

0/3 instances can take the task: 3 `PD102` (instance type has no NVIDIA GPU).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

m5.xlarge and the others have no GPU: add a GPU instance type (g4dn, g5, g6, g6e, p4d, p5) with the ECS GPU AMI to the cluster's capacity, or keep GPU tasks off it with a memberOf constraint on attribute:ecs.instance-type

### What still blocks after the fix

Nothing found.

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `GENERIC`: no instance can take the task (PD102) (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (3 in, 3 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-09b4cc5d8279853d4` | `m5.xlarge` | pass |  |
| `i-0305f9992d7d66055` | `c6i.2xlarge` | pass |  |
| `i-0982b6af035c2936b` | `m5.2xlarge` | pass |  |

#### Step 1/4 GPU registration: **FAIL** (3 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-09b4cc5d8279853d4` | `m5.xlarge` | **FAIL** | `PD102` error: m5.xlarge i-09b4cc5d8279853d4 has no GPU: not a candidate for a GPU task |
| `i-0305f9992d7d66055` | `c6i.2xlarge` | **FAIL** | `PD102` error: c6i.2xlarge i-0305f9992d7d66055 has no GPU: not a candidate for a GPU task |
| `i-0982b6af035c2936b` | `m5.2xlarge` | **FAIL** | `PD102` error: m5.2xlarge i-0982b6af035c2936b has no GPU: not a candidate for a GPU task |

#### Step 2/4 remaining devices: skip (no candidate left after step 1; evaluated on all 3 instances)

#### Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 3 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-09b4cc5d8279853d4` | `m5.xlarge` | pass (out at step 1) |  |
| `i-0305f9992d7d66055` | `c6i.2xlarge` | pass (out at step 1) |  |
| `i-0982b6af035c2936b` | `m5.2xlarge` | pass (out at step 1) |  |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 3 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-09b4cc5d8279853d4` | `m5.xlarge` | pass (out at step 1) |  |
| `i-0305f9992d7d66055` | `c6i.2xlarge` | pass (out at step 1) |  |
| `i-0982b6af035c2936b` | `m5.2xlarge` | pass (out at step 1) |  |

### Instances

<details><summary>i-09b4cc5d8279853d4 (m5.xlarge): excluded at step 1</summary>

Container instance `52ae690f043179dd411be318c77b3b4f`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD102` error: m5.xlarge i-09b4cc5d8279853d4 has no GPU: not a candidate for a GPU task
    - evidence: `describe-container-instances.json#/containerInstances/0/attributes/51`
- Step 2 remaining devices: skip
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-0305f9992d7d66055 (c6i.2xlarge): excluded at step 1</summary>

Container instance `a5960d4554521bc8a65185676ebb1867`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD102` error: c6i.2xlarge i-0305f9992d7d66055 has no GPU: not a candidate for a GPU task
    - evidence: `describe-container-instances.json#/containerInstances/1/attributes/51`
- Step 2 remaining devices: skip
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-0982b6af035c2936b (m5.2xlarge): excluded at step 1</summary>

Container instance `89dacc4b5dfce17e0d62bad461d64fcc`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD102` error: m5.2xlarge i-0982b6af035c2936b has no GPU: not a candidate for a GPU task
    - evidence: `describe-container-instances.json#/containerInstances/2/attributes/51`
- Step 2 remaining devices: skip
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
