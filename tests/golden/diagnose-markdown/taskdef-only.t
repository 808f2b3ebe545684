no service: would embed-worker:3 place? tokenizer tasks leave 3072 CPU units on each g5.xlarge (GPUs free); the task needs 3584
fixture: taskdef-only
args: diagnose --task-definition embed-worker:3 --format markdown
--- stdout
**BLOCKED** by **`PD301`** (insufficient CPU): none of 2 instances can take embed-worker:3: 2 g5.xlarge have too little free CPU (PD301)

0/2 instances can take the task: 2 `PD301` (insufficient CPU).

Target: cluster `inference`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first

```sh
aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
```

```sh
aws ecs describe-container-instances --cluster inference --container-instances be5aa47b3910105a441e6bf379beb868 ea86cec217baae0e74e7f31a6835b544 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
```

### What still blocks after the fix

- `i-05beaba42822c1e20`: `PD302` g5.xlarge i-05beaba42822c1e20: the task needs 14000 MiB, 13515 MiB free of 15563 registered
- `i-04bf1f68d9f103232`: `PD302` g5.xlarge i-04bf1f68d9f103232: the task needs 14000 MiB, 13515 MiB free of 15563 registered

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-05beaba42822c1e20` | `g5.xlarge` | pass |  |
| `i-04bf1f68d9f103232` | `g5.xlarge` | pass |  |

#### Step 1/4 GPU registration: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-05beaba42822c1e20` | `g5.xlarge` | pass |  |
| `i-04bf1f68d9f103232` | `g5.xlarge` | pass |  |

#### Step 2/4 remaining devices: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-05beaba42822c1e20` | `g5.xlarge` | pass |  |
| `i-04bf1f68d9f103232` | `g5.xlarge` | pass |  |

#### Step 3/4 CPU, memory and the rest: **FAIL** (2 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-05beaba42822c1e20` | `g5.xlarge` | **FAIL** | `PD301` error: g5.xlarge i-05beaba42822c1e20: the task needs 3584 CPU units, 3072 free of 4096 registered<br>`PD302` error: g5.xlarge i-05beaba42822c1e20: the task needs 14000 MiB, 13515 MiB free of 15563 registered |
| `i-04bf1f68d9f103232` | `g5.xlarge` | **FAIL** | `PD301` error: g5.xlarge i-04bf1f68d9f103232: the task needs 3584 CPU units, 3072 free of 4096 registered<br>`PD302` error: g5.xlarge i-04bf1f68d9f103232: the task needs 14000 MiB, 13515 MiB free of 15563 registered |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 3; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-05beaba42822c1e20` | `g5.xlarge` | pass (out at step 3) |  |
| `i-04bf1f68d9f103232` | `g5.xlarge` | pass (out at step 3) |  |

### Instances

<details><summary>i-05beaba42822c1e20 (g5.xlarge): excluded at step 3</summary>

Container instance `be5aa47b3910105a441e6bf379beb868`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD301` error: g5.xlarge i-05beaba42822c1e20: the task needs 3584 CPU units, 3072 free of 4096 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/0`
  - `PD302` error: g5.xlarge i-05beaba42822c1e20: the task needs 14000 MiB, 13515 MiB free of 15563 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/1`
- Step 4 constraints: pass

</details>

<details><summary>i-04bf1f68d9f103232 (g5.xlarge): excluded at step 3</summary>

Container instance `ea86cec217baae0e74e7f31a6835b544`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD301` error: g5.xlarge i-04bf1f68d9f103232: the task needs 3584 CPU units, 3072 free of 4096 registered
    - evidence: `describe-container-instances.json#/containerInstances/1/remainingResources/0`
  - `PD302` error: g5.xlarge i-04bf1f68d9f103232: the task needs 14000 MiB, 13515 MiB free of 15563 registered
    - evidence: `describe-container-instances.json#/containerInstances/1/remainingResources/1`
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
