the task asks 8 GPUs; the largest instance (g5.12xlarge) has 4
fixture: pd203-too-many-gpus
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD203`** (task asks for more GPUs than any instance has registered): embed-worker:3 cannot be placed on any of the 3 instances: the task asks for 8 GPUs; no instance registers more than 4 and no instance type in the cluster has more than 4: unplaceable rather than slow (PD203)

0/3 instances can take the task: 3 `PD203` (task asks for more GPUs than any instance has registered).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

add an instance type with at least 8 GPUs (e.g. p3.16xlarge) to the cluster's capacity, or lower the request in the task definition

### What still blocks after the fix

- `i-0f3e98485c4e7cf4e`: `PD303` the task reserves 32768 CPU units; g5.xlarge i-0f3e98485c4e7cf4e registers 4096 (4 vCPU): it never fits, even on an empty instance
- `i-0f3e98485c4e7cf4e`: `PD303` the task reserves 160000 MiB; g5.xlarge i-0f3e98485c4e7cf4e has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `GENERIC`: no instance can take the task (PD203) (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (3 in, 3 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-00a45430c166ac781` | `g5.12xlarge` | pass |  |
| `i-0b208af9ac4c229e0` | `g5.12xlarge` | pass |  |
| `i-0f3e98485c4e7cf4e` | `g5.xlarge` | pass |  |

#### Step 1/4 GPU registration: pass (3 in, 3 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-00a45430c166ac781` | `g5.12xlarge` | pass |  |
| `i-0b208af9ac4c229e0` | `g5.12xlarge` | pass |  |
| `i-0f3e98485c4e7cf4e` | `g5.xlarge` | pass |  |

#### Step 2/4 remaining devices: **FAIL** (3 in, 0 out)

- task: `PD203` error: the task asks for 8 GPUs; no instance registers more than 4 and no instance type in the cluster has more than 4: unplaceable rather than slow
  - evidence: `describe-task-definition.json#/taskDefinition/containerDefinitions`

| instance | type | status | findings |
|---|---|---|---|
| `i-00a45430c166ac781` | `g5.12xlarge` | **FAIL** |  |
| `i-0b208af9ac4c229e0` | `g5.12xlarge` | **FAIL** |  |
| `i-0f3e98485c4e7cf4e` | `g5.xlarge` | **FAIL** |  |

#### Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 2; evaluated on all 3 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-00a45430c166ac781` | `g5.12xlarge` | pass (out at step 2) |  |
| `i-0b208af9ac4c229e0` | `g5.12xlarge` | pass (out at step 2) |  |
| `i-0f3e98485c4e7cf4e` | `g5.xlarge` | **FAIL** (out at step 2) | `PD303` error: the task reserves 32768 CPU units; g5.xlarge i-0f3e98485c4e7cf4e registers 4096 (4 vCPU): it never fits, even on an empty instance<br>`PD303` error: the task reserves 160000 MiB; g5.xlarge i-0f3e98485c4e7cf4e has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 2; evaluated on all 3 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-00a45430c166ac781` | `g5.12xlarge` | pass (out at step 2) |  |
| `i-0b208af9ac4c229e0` | `g5.12xlarge` | pass (out at step 2) |  |
| `i-0f3e98485c4e7cf4e` | `g5.xlarge` | pass (out at step 2) |  |

### Instances

<details><summary>i-00a45430c166ac781 (g5.12xlarge): excluded at step 2</summary>

Container instance `800ea3907434efc8748e1eec4eb6af2c`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-0b208af9ac4c229e0 (g5.12xlarge): excluded at step 2</summary>

Container instance `c138dd1476bbf3bf51904adc6a8f797b`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-0f3e98485c4e7cf4e (g5.xlarge): excluded at step 2</summary>

Container instance `7b2951fb57285ed43ee743170f4e3869`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD303` error: the task reserves 32768 CPU units; g5.xlarge i-0f3e98485c4e7cf4e registers 4096 (4 vCPU): it never fits, even on an empty instance
    - evidence: `describe-container-instances.json#/containerInstances/2/registeredResources/0`
  - `PD303` error: the task reserves 160000 MiB; g5.xlarge i-0f3e98485c4e7cf4e has 16 GiB but registers 15563 MiB for tasks: it never fits, even on an empty instance
    - evidence: `describe-container-instances.json#/containerInstances/2/registeredResources/1`
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
