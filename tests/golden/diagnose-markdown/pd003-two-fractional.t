two containers each asking GPU 0.125 on g6f.xlarge (only one container may take a fractional GPU)
fixture: pd003-two-fractional
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD003`** (fractional GPU rules broken): embed-worker:3 cannot be placed on any of the 2 instances: 2 containers ask for a fractional GPU; only one container per task may (PD003)

0/2 instances can take the task: 2 `PD003` (fractional GPU rules broken).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

keep the GPU requirement on one container only, or use whole GPUs (an integer value) on a full-GPU instance type

```sh
aws ecs register-task-definition --cli-input-json file://taskdef.json --region us-east-1
```

```sh
aws ecs update-service --cluster inference --service embed-worker --task-definition embed-worker --region us-east-1
```

### What still blocks after the fix

Nothing found.

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `GENERIC`: no instance can take the task (PD003) (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: **FAIL** (2 in, 0 out)

- task: `PD003` error: 2 containers ask for a fractional GPU; only one container per task may
  - evidence: `describe-task-definition.json#/taskDefinition/containerDefinitions`

| instance | type | status | findings |
|---|---|---|---|
| `i-035cefac534ce2a69` | `g6f.xlarge` | **FAIL** |  |
| `i-08a6ba3255e45c99d` | `g6f.xlarge` | **FAIL** |  |

#### Step 1/4 GPU registration: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-035cefac534ce2a69` | `g6f.xlarge` | pass (out at step 0) |  |
| `i-08a6ba3255e45c99d` | `g6f.xlarge` | pass (out at step 0) |  |

#### Step 2/4 remaining devices: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-035cefac534ce2a69` | `g6f.xlarge` | pass (out at step 0) |  |
| `i-08a6ba3255e45c99d` | `g6f.xlarge` | pass (out at step 0) |  |

#### Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-035cefac534ce2a69` | `g6f.xlarge` | pass (out at step 0) |  |
| `i-08a6ba3255e45c99d` | `g6f.xlarge` | pass (out at step 0) |  |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-035cefac534ce2a69` | `g6f.xlarge` | pass (out at step 0) |  |
| `i-08a6ba3255e45c99d` | `g6f.xlarge` | pass (out at step 0) |  |

### Instances

<details><summary>i-035cefac534ce2a69 (g6f.xlarge): excluded at step 0</summary>

Container instance `31b0b958f1e3b16b5c2124e5fc550eda`.

- Step 0 task definition: **FAIL**
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-08a6ba3255e45c99d (g6f.xlarge): excluded at step 0</summary>

Container instance `12ffb6b5e3b643ae27754f4045de4c25`.

- Step 0 task definition: **FAIL**
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
