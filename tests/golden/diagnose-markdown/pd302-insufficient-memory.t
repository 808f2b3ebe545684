GPUs free on two g5.12xlarge, but llm-serve tasks leave 13730 MiB; the task needs 14000; the event names the closest instance
fixture: pd302-insufficient-memory
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD302`** (insufficient memory): none of 2 instances can take embed-worker:3: 2 g5.12xlarge have too little free memory (PD302)

0/2 instances can take the task: 2 `PD302` (insufficient memory).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first

```sh
aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
```

```sh
aws ecs describe-container-instances --cluster inference --container-instances 2a0d12478def8bded8c77afe037fdcc2 9a6a712b190cd8a1d213eebefe31391e --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
```

### What still blocks after the fix

Nothing found.

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 2a0d12478def8bded8c77afe037fdcc2 has insufficient memory available. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `RESOURCE:MEMORY`, closest instance `i-04496a83be5acca03`: PD302 on i-04496a83be5acca03 (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-04496a83be5acca03` | `g5.12xlarge` | pass |  |
| `i-05f14a58a40e8a8c3` | `g5.12xlarge` | pass |  |

#### Step 1/4 GPU registration: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-04496a83be5acca03` | `g5.12xlarge` | pass |  |
| `i-05f14a58a40e8a8c3` | `g5.12xlarge` | pass |  |

#### Step 2/4 remaining devices: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-04496a83be5acca03` | `g5.12xlarge` | pass |  |
| `i-05f14a58a40e8a8c3` | `g5.12xlarge` | pass |  |

#### Step 3/4 CPU, memory and the rest: **FAIL** (2 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-04496a83be5acca03` | `g5.12xlarge` | **FAIL** | `PD302` error: g5.12xlarge i-04496a83be5acca03: the task needs 14000 MiB, 13730 MiB free of 189730 registered |
| `i-05f14a58a40e8a8c3` | `g5.12xlarge` | **FAIL** | `PD302` error: g5.12xlarge i-05f14a58a40e8a8c3: the task needs 14000 MiB, 13730 MiB free of 189730 registered |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 3; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-04496a83be5acca03` | `g5.12xlarge` | pass (out at step 3) |  |
| `i-05f14a58a40e8a8c3` | `g5.12xlarge` | pass (out at step 3) |  |

### Instances

<details><summary>i-04496a83be5acca03 (g5.12xlarge): excluded at step 3</summary>

Container instance `2a0d12478def8bded8c77afe037fdcc2`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD302` error: g5.12xlarge i-04496a83be5acca03: the task needs 14000 MiB, 13730 MiB free of 189730 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/1`
- Step 4 constraints: pass

</details>

<details><summary>i-05f14a58a40e8a8c3 (g5.12xlarge): excluded at step 3</summary>

Container instance `9a6a712b190cd8a1d213eebefe31391e`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD302` error: g5.12xlarge i-05f14a58a40e8a8c3: the task needs 14000 MiB, 13730 MiB free of 189730 registered
    - evidence: `describe-container-instances.json#/containerInstances/1/remainingResources/1`
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
