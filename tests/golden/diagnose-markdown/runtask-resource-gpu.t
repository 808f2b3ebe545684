run-task of batch-embed:7 (count 2) failed with RESOURCE:GPU on both g5.xlarge: their GPUs are held by earlier batch-embed tasks (pasted files, no manifest)
fixture: runtask-resource-gpu
args: diagnose --task-definition batch-embed:7 --format markdown
--- stdout
**BLOCKED** by **`PD201`** (all GPUs on the instance are assigned): none of 2 instances can take batch-embed:7: 2 g5.xlarge have no free GPU (PD201)

0/2 instances can take the task: 2 `PD201` (all GPUs on the instance are assigned).

Target: cluster `inference`, task definition `batch-embed:7`, region `us-east-1`, source `replay`

### Fix

add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first

```sh
aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
```

```sh
aws ecs describe-tasks --cluster inference --tasks 34634f49bde69d03411a1d7cbaa5e755 --region us-east-1
```

```sh
aws ecs describe-tasks --cluster inference --tasks 793f13c20e0df7cf0b3f0bc07e4ce5d0 --region us-east-1
```

### What still blocks after the fix

- `i-09cf8dd1a67d2ffa6`: `PD302` g5.xlarge i-09cf8dd1a67d2ffa6: the task needs 8000 MiB, 7563 MiB free of 15563 registered
- `i-086a748305c9a257b`: `PD302` g5.xlarge i-086a748305c9a257b: the task needs 8000 MiB, 7563 MiB free of 15563 registered

### ECS said

- RESOURCE:GPU
  - provdoc agrees, reason `RESOURCE:GPU`, closest instance `i-09cf8dd1a67d2ffa6`: PD201 on i-09cf8dd1a67d2ffa6 (evidence `run-task.json#/failures/0`)
- RESOURCE:GPU
  - provdoc agrees, reason `RESOURCE:GPU`, closest instance `i-086a748305c9a257b`: PD201 on i-086a748305c9a257b (evidence `run-task.json#/failures/1`)

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-09cf8dd1a67d2ffa6` | `g5.xlarge` | pass |  |
| `i-086a748305c9a257b` | `g5.xlarge` | pass |  |

#### Step 1/4 GPU registration: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-09cf8dd1a67d2ffa6` | `g5.xlarge` | pass |  |
| `i-086a748305c9a257b` | `g5.xlarge` | pass |  |

#### Step 2/4 remaining devices: **FAIL** (2 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-09cf8dd1a67d2ffa6` | `g5.xlarge` | **FAIL** | `PD201` error: g5.xlarge i-09cf8dd1a67d2ffa6: the task needs 1 GPU, 0 of 1 free; held by 34634f49bde69d03411a1d7cbaa5e755 (family:batch-embed, 1 GPU) |
| `i-086a748305c9a257b` | `g5.xlarge` | **FAIL** | `PD201` error: g5.xlarge i-086a748305c9a257b: the task needs 1 GPU, 0 of 1 free; held by 793f13c20e0df7cf0b3f0bc07e4ce5d0 (family:batch-embed, 1 GPU) |

#### Step 3/4 CPU, memory and the rest: **FAIL** (0 in, 0 out): no candidate left after step 2; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-09cf8dd1a67d2ffa6` | `g5.xlarge` | **FAIL** (out at step 2) | `PD302` error: g5.xlarge i-09cf8dd1a67d2ffa6: the task needs 8000 MiB, 7563 MiB free of 15563 registered |
| `i-086a748305c9a257b` | `g5.xlarge` | **FAIL** (out at step 2) | `PD302` error: g5.xlarge i-086a748305c9a257b: the task needs 8000 MiB, 7563 MiB free of 15563 registered |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 2; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-09cf8dd1a67d2ffa6` | `g5.xlarge` | pass (out at step 2) |  |
| `i-086a748305c9a257b` | `g5.xlarge` | pass (out at step 2) |  |

### Instances

<details><summary>i-09cf8dd1a67d2ffa6 (g5.xlarge): excluded at step 2</summary>

Container instance `9927a8af1f20a1c07d9fd6c692cc3682`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
  - `PD201` error: g5.xlarge i-09cf8dd1a67d2ffa6: the task needs 1 GPU, 0 of 1 free; held by 34634f49bde69d03411a1d7cbaa5e755 (family:batch-embed, 1 GPU)
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/4`
    - evidence: `describe-tasks.json#/tasks/0/containers`
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD302` error: g5.xlarge i-09cf8dd1a67d2ffa6: the task needs 8000 MiB, 7563 MiB free of 15563 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/1`
- Step 4 constraints: pass

</details>

<details><summary>i-086a748305c9a257b (g5.xlarge): excluded at step 2</summary>

Container instance `f284b98e8a0eb1d4d3792d781595c536`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
  - `PD201` error: g5.xlarge i-086a748305c9a257b: the task needs 1 GPU, 0 of 1 free; held by 793f13c20e0df7cf0b3f0bc07e4ce5d0 (family:batch-embed, 1 GPU)
    - evidence: `describe-container-instances.json#/containerInstances/1/remainingResources/4`
    - evidence: `describe-tasks.json#/tasks/1/containers`
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD302` error: g5.xlarge i-086a748305c9a257b: the task needs 8000 MiB, 7563 MiB free of 15563 registered
    - evidence: `describe-container-instances.json#/containerInstances/1/remainingResources/1`
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
