a task of embed-worker stuck in PROVISIONING under capacity provider gpu-asg-cp (ASG at its maximum): both g5.xlarge GPUs are held
fixture: task-provisioning
args: diagnose --task 1faa2be78d8ad5cf8a884e73d1b0c709 --format markdown
--- stdout
**BLOCKED** by **`PD201`** (all GPUs on the instance are assigned): none of 2 instances can take embed-worker:3: 2 g5.xlarge have no free GPU (PD201)

0/2 instances can take the task: 2 `PD201` (all GPUs on the instance are assigned).

Target: cluster `inference`, task definition `embed-worker:3`, task `arn:aws:ecs:us-east-1:111122223333:task/inference/1faa2be78d8ad5cf8a884e73d1b0c709`, region `us-east-1`, source `replay`

### Fix

add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first

```sh
aws ecs describe-capacity-providers --capacity-providers gpu-asg-cp --region us-east-1 --query 'capacityProviders[].[name,autoScalingGroupProvider.autoScalingGroupArn,autoScalingGroupProvider.managedScaling.status]'
```

```sh
aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
```

```sh
aws ecs describe-tasks --cluster inference --tasks 8f9eb6b5c43da51fbfbe09efc6f7d5aa --region us-east-1
```

```sh
aws ecs describe-tasks --cluster inference --tasks 9e4a0e60bc5fd4a268d63fe25190464c --region us-east-1
```

### What still blocks after the fix

- `i-07eec569181c277d8`: `PD301` g5.xlarge i-07eec569181c277d8: the task needs 3584 CPU units, 512 free of 4096 registered
- `i-07eec569181c277d8`: `PD302` g5.xlarge i-07eec569181c277d8: the task needs 14000 MiB, 1563 MiB free of 15563 registered
- `i-02752b49e398c4019`: `PD301` g5.xlarge i-02752b49e398c4019: the task needs 3584 CPU units, 512 free of 4096 registered
- `i-02752b49e398c4019`: `PD302` g5.xlarge i-02752b49e398c4019: the task needs 14000 MiB, 1563 MiB free of 15563 registered

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-07eec569181c277d8` | `g5.xlarge` | pass |  |
| `i-02752b49e398c4019` | `g5.xlarge` | pass |  |

#### Step 1/4 GPU registration: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-07eec569181c277d8` | `g5.xlarge` | pass |  |
| `i-02752b49e398c4019` | `g5.xlarge` | pass |  |

#### Step 2/4 remaining devices: **FAIL** (2 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-07eec569181c277d8` | `g5.xlarge` | **FAIL** | `PD201` error: g5.xlarge i-07eec569181c277d8: the task needs 1 GPU, 0 of 1 free; held by 8f9eb6b5c43da51fbfbe09efc6f7d5aa (service:embed-worker, 1 GPU) |
| `i-02752b49e398c4019` | `g5.xlarge` | **FAIL** | `PD201` error: g5.xlarge i-02752b49e398c4019: the task needs 1 GPU, 0 of 1 free; held by 9e4a0e60bc5fd4a268d63fe25190464c (service:embed-worker, 1 GPU) |

#### Step 3/4 CPU, memory and the rest: **FAIL** (0 in, 0 out): no candidate left after step 2; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-07eec569181c277d8` | `g5.xlarge` | **FAIL** (out at step 2) | `PD301` error: g5.xlarge i-07eec569181c277d8: the task needs 3584 CPU units, 512 free of 4096 registered<br>`PD302` error: g5.xlarge i-07eec569181c277d8: the task needs 14000 MiB, 1563 MiB free of 15563 registered |
| `i-02752b49e398c4019` | `g5.xlarge` | **FAIL** (out at step 2) | `PD301` error: g5.xlarge i-02752b49e398c4019: the task needs 3584 CPU units, 512 free of 4096 registered<br>`PD302` error: g5.xlarge i-02752b49e398c4019: the task needs 14000 MiB, 1563 MiB free of 15563 registered |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 2; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-07eec569181c277d8` | `g5.xlarge` | pass (out at step 2) |  |
| `i-02752b49e398c4019` | `g5.xlarge` | pass (out at step 2) |  |

### Instances

<details><summary>i-07eec569181c277d8 (g5.xlarge): excluded at step 2</summary>

Container instance `0aca8eff5a2f0ad42fbacba59c7d45b1`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
  - `PD201` error: g5.xlarge i-07eec569181c277d8: the task needs 1 GPU, 0 of 1 free; held by 8f9eb6b5c43da51fbfbe09efc6f7d5aa (service:embed-worker, 1 GPU)
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/4`
    - evidence: `describe-tasks.json#/tasks/0/containers`
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD301` error: g5.xlarge i-07eec569181c277d8: the task needs 3584 CPU units, 512 free of 4096 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/0`
  - `PD302` error: g5.xlarge i-07eec569181c277d8: the task needs 14000 MiB, 1563 MiB free of 15563 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/1`
- Step 4 constraints: pass

</details>

<details><summary>i-02752b49e398c4019 (g5.xlarge): excluded at step 2</summary>

Container instance `addda99c93bc5ad3f5e43d9be86822be`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
  - `PD201` error: g5.xlarge i-02752b49e398c4019: the task needs 1 GPU, 0 of 1 free; held by 9e4a0e60bc5fd4a268d63fe25190464c (service:embed-worker, 1 GPU)
    - evidence: `describe-container-instances.json#/containerInstances/1/remainingResources/4`
    - evidence: `describe-tasks.json#/tasks/1/containers`
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD301` error: g5.xlarge i-02752b49e398c4019: the task needs 3584 CPU units, 512 free of 4096 registered
    - evidence: `describe-container-instances.json#/containerInstances/1/remainingResources/0`
  - `PD302` error: g5.xlarge i-02752b49e398c4019: the task needs 14000 MiB, 1563 MiB free of 15563 registered
    - evidence: `describe-container-instances.json#/containerInstances/1/remainingResources/1`
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
