every GPU instance is DRAINING (AMI rollout), none ACTIVE
fixture: pd106-draining
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD106`** (container instance not ACTIVE): none of 2 instances can take embed-worker:3: 2 g5.xlarge are not ACTIVE (PD106)

0/2 instances can take the task: 2 `PD106` (container instance not ACTIVE).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

draining is often deliberate (scale-in, Spot interruption, an AMI rollout): reactivate only if it was not

```sh
aws ecs update-container-instances-state --cluster inference --container-instances bc461e3911da9329361717f5384ec9be 9179507affa77d74166203689a97bd41 --status ACTIVE --region us-east-1
```

### What still blocks after the fix

Nothing found.

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `GENERIC`: no instance can take the task (PD106) (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0d1fc34480f502bd4` | `g5.xlarge` | pass |  |
| `i-04b4c32961288c08d` | `g5.xlarge` | pass |  |

#### Step 1/4 GPU registration: **FAIL** (2 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0d1fc34480f502bd4` | `g5.xlarge` | **FAIL** | `PD106` error: i-0d1fc34480f502bd4 is DRAINING, not ACTIVE: ECS places no new task on it |
| `i-04b4c32961288c08d` | `g5.xlarge` | **FAIL** | `PD106` error: i-04b4c32961288c08d is DRAINING, not ACTIVE: ECS places no new task on it |

#### Step 2/4 remaining devices: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0d1fc34480f502bd4` | `g5.xlarge` | pass (out at step 1) |  |
| `i-04b4c32961288c08d` | `g5.xlarge` | pass (out at step 1) |  |

#### Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0d1fc34480f502bd4` | `g5.xlarge` | pass (out at step 1) |  |
| `i-04b4c32961288c08d` | `g5.xlarge` | pass (out at step 1) |  |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0d1fc34480f502bd4` | `g5.xlarge` | pass (out at step 1) |  |
| `i-04b4c32961288c08d` | `g5.xlarge` | pass (out at step 1) |  |

### Instances

<details><summary>i-0d1fc34480f502bd4 (g5.xlarge): excluded at step 1</summary>

Container instance `bc461e3911da9329361717f5384ec9be`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD106` error: i-0d1fc34480f502bd4 is DRAINING, not ACTIVE: ECS places no new task on it
    - evidence: `describe-container-instances.json#/containerInstances/0/status`
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-04b4c32961288c08d (g5.xlarge): excluded at step 1</summary>

Container instance `9179507affa77d74166203689a97bd41`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD106` error: i-04b4c32961288c08d is DRAINING, not ACTIVE: ECS places no new task on it
    - evidence: `describe-container-instances.json#/containerInstances/1/status`
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
