a g5.xlarge registered at 09:52, after the last unable-to-place event: the task is placeable now (stale event)
fixture: placeable-now
args: diagnose --format markdown
--- stdout
**PLACEABLE**: embed-worker:3 can be placed now on 1 of 2 instances: i-0d2f16703319b2ad0

1/2 instances can take the task: 1 `PD201` (all GPUs on the instance are assigned).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Placeable now on

- `i-0d2f16703319b2ad0`

### Next

- ECS said at 2026-11-30T09:41:07Z: "service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide."; provdoc finds the task placeable now, so the event likely predates the last change (ECS repeats an event only when the cause changes or after 6 hours), or a warning above is how ECS reads the data differently

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc **disagrees**, reason `GENERIC`: provdoc finds the task placeable now, and 1 instance registered after the event (the newest at 2026-11-30T09:52:36Z) (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-03bcca7a948ea9242` | `g5.xlarge` | pass |  |
| `i-0d2f16703319b2ad0` | `g5.xlarge` | pass |  |

#### Step 1/4 GPU registration: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-03bcca7a948ea9242` | `g5.xlarge` | pass |  |
| `i-0d2f16703319b2ad0` | `g5.xlarge` | pass |  |

#### Step 2/4 remaining devices: pass (2 in, 1 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-03bcca7a948ea9242` | `g5.xlarge` | **FAIL** | `PD201` error: g5.xlarge i-03bcca7a948ea9242: the task needs 1 GPU, 0 of 1 free; held by 9baaa0d657e8450220bc7eecd4c4049f (service:embed-worker, 1 GPU) |
| `i-0d2f16703319b2ad0` | `g5.xlarge` | pass |  |

#### Step 3/4 CPU, memory and the rest: pass (1 in, 1 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-03bcca7a948ea9242` | `g5.xlarge` | **FAIL** (out at step 2) | `PD301` error: g5.xlarge i-03bcca7a948ea9242: the task needs 3584 CPU units, 512 free of 4096 registered<br>`PD302` error: g5.xlarge i-03bcca7a948ea9242: the task needs 14000 MiB, 1563 MiB free of 15563 registered |
| `i-0d2f16703319b2ad0` | `g5.xlarge` | pass |  |

#### Step 4/4 constraints: pass (1 in, 1 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-03bcca7a948ea9242` | `g5.xlarge` | pass (out at step 2) |  |
| `i-0d2f16703319b2ad0` | `g5.xlarge` | pass |  |

### Instances

<details><summary>i-03bcca7a948ea9242 (g5.xlarge): excluded at step 2</summary>

Container instance `91a6846bc345844b941b2986690a71a7`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
  - `PD201` error: g5.xlarge i-03bcca7a948ea9242: the task needs 1 GPU, 0 of 1 free; held by 9baaa0d657e8450220bc7eecd4c4049f (service:embed-worker, 1 GPU)
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/4`
    - evidence: `describe-tasks.json#/tasks/0/containers`
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD301` error: g5.xlarge i-03bcca7a948ea9242: the task needs 3584 CPU units, 512 free of 4096 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/0`
  - `PD302` error: g5.xlarge i-03bcca7a948ea9242: the task needs 14000 MiB, 1563 MiB free of 15563 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/1`
- Step 4 constraints: pass

</details>

<details><summary>i-0d2f16703319b2ad0 (g5.xlarge): candidate after every step</summary>

Container instance `a923710a6e297b838f7d0dbe71393091`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>
--- stderr

--- exit
0
