g5.xlarge: GPU held (step 2); g5.2xlarge: GPU free but feature-cache tasks leave 11540 MiB < 14000 (step 3): the cause is at step 3
fixture: mixed-gpu-then-memory
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD302`** (insufficient memory): none of 2 instances can take embed-worker:3: 1 g5.xlarge has no free GPU (PD201), 1 g5.2xlarge has too little free memory (PD302)

0/2 instances can take the task: 1 `PD201` (all GPUs on the instance are assigned), 1 `PD302` (insufficient memory).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first

```sh
aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
```

```sh
aws ecs describe-container-instances --cluster inference --container-instances f6c614fd13b45b4c3a3f2dcc129325f3 --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
```

### What still blocks after the fix

Nothing found.

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance f6c614fd13b45b4c3a3f2dcc129325f3 has insufficient memory available. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `RESOURCE:MEMORY`, closest instance `i-0470b9226627ff93a`: PD302 on i-0470b9226627ff93a (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0ad16966c5072ca26` | `g5.xlarge` | pass |  |
| `i-0470b9226627ff93a` | `g5.2xlarge` | pass |  |

#### Step 1/4 GPU registration: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0ad16966c5072ca26` | `g5.xlarge` | pass |  |
| `i-0470b9226627ff93a` | `g5.2xlarge` | pass |  |

#### Step 2/4 remaining devices: pass (2 in, 1 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0ad16966c5072ca26` | `g5.xlarge` | **FAIL** | `PD201` error: g5.xlarge i-0ad16966c5072ca26: the task needs 1 GPU, 0 of 1 free; held by 6d42d8400905664c2c5dbf52944f1774 (service:embed-worker, 1 GPU) |
| `i-0470b9226627ff93a` | `g5.2xlarge` | pass |  |

#### Step 3/4 CPU, memory and the rest: **FAIL** (1 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0ad16966c5072ca26` | `g5.xlarge` | **FAIL** (out at step 2) | `PD301` error: g5.xlarge i-0ad16966c5072ca26: the task needs 3584 CPU units, 512 free of 4096 registered<br>`PD302` error: g5.xlarge i-0ad16966c5072ca26: the task needs 14000 MiB, 1563 MiB free of 15563 registered |
| `i-0470b9226627ff93a` | `g5.2xlarge` | **FAIL** | `PD302` error: g5.2xlarge i-0470b9226627ff93a: the task needs 14000 MiB, 11540 MiB free of 31540 registered |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 3; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0ad16966c5072ca26` | `g5.xlarge` | pass (out at step 2) |  |
| `i-0470b9226627ff93a` | `g5.2xlarge` | pass (out at step 3) |  |

### Instances

<details><summary>i-0ad16966c5072ca26 (g5.xlarge): excluded at step 2</summary>

Container instance `dab426f037caa19df2a14258f27b5184`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
  - `PD201` error: g5.xlarge i-0ad16966c5072ca26: the task needs 1 GPU, 0 of 1 free; held by 6d42d8400905664c2c5dbf52944f1774 (service:embed-worker, 1 GPU)
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/4`
    - evidence: `describe-tasks.json#/tasks/0/containers`
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD301` error: g5.xlarge i-0ad16966c5072ca26: the task needs 3584 CPU units, 512 free of 4096 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/0`
  - `PD302` error: g5.xlarge i-0ad16966c5072ca26: the task needs 14000 MiB, 1563 MiB free of 15563 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/1`
- Step 4 constraints: pass

</details>

<details><summary>i-0470b9226627ff93a (g5.2xlarge): excluded at step 3</summary>

Container instance `f6c614fd13b45b4c3a3f2dcc129325f3`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD302` error: g5.2xlarge i-0470b9226627ff93a: the task needs 14000 MiB, 11540 MiB free of 31540 registered
    - evidence: `describe-container-instances.json#/containerInstances/1/remainingResources/1`
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
