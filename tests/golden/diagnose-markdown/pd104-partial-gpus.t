p3.8xlarge registered 3 of its 4 V100s (one lost at NVML level); the task asks 4
fixture: pd104-partial-gpus
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD104`** (fewer GPUs registered than the instance type has): none of 1 instance can take embed-worker:3: 1 p3.8xlarge registered fewer GPUs than it has (PD104)

0/1 instances can take the task: 1 `PD104` (fewer GPUs registered than the instance type has).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

on i-0123fbc092c284119, list the GPUs the driver sees and look for Xid errors

```sh
nvidia-smi -L
```

```sh
sudo dmesg | grep -i xid
```

a GPU that fell off the bus needs a new host: drain the instance, then terminate it so the Auto Scaling group replaces it

```sh
aws ecs update-container-instances-state --cluster inference --container-instances 426d544d8d1a2e9cc24e74f0f74c09c6 --status DRAINING --region us-east-1
```

### What still blocks after the fix

Nothing found.

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `GENERIC`: no instance can take the task (PD104) (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (1 in, 1 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0123fbc092c284119` | `p3.8xlarge` | pass |  |

#### Step 1/4 GPU registration: **FAIL** (1 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0123fbc092c284119` | `p3.8xlarge` | **FAIL** | `PD104` error: p3.8xlarge i-0123fbc092c284119 registered 3 of its 4 GPUs and the task needs 4: a GPU likely failed at the NVML level (Xid error, fell off the bus) |

#### Step 2/4 remaining devices: **FAIL** (0 in, 0 out): no candidate left after step 1; evaluated on all 1 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0123fbc092c284119` | `p3.8xlarge` | **FAIL** (out at step 1) |  |

#### Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 1 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0123fbc092c284119` | `p3.8xlarge` | pass (out at step 1) |  |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 1 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0123fbc092c284119` | `p3.8xlarge` | pass (out at step 1) |  |

### Instances

<details><summary>i-0123fbc092c284119 (p3.8xlarge): excluded at step 1</summary>

Container instance `426d544d8d1a2e9cc24e74f0f74c09c6`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD104` error: p3.8xlarge i-0123fbc092c284119 registered 3 of its 4 GPUs and the task needs 4: a GPU likely failed at the NVML level (Xid error, fell off the bus)
    - evidence: `describe-container-instances.json#/containerInstances/0/registeredResources/4`
    - evidence: `describe-container-instances.json#/containerInstances/0/attributes/51`
- Step 2 remaining devices: **FAIL**
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
