rolling deploy with minimumHealthyPercent 0: the new tasks were placed on GPUs whose old holders are stopping (desiredStatus STOPPED, lastStatus RUNNING / DEACTIVATING) and wait PENDING in the agent
fixture: pd202-stopping-holder
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD202`** (GPUs held by a task that is stopping but not stopped): none of 2 instances can take embed-worker:3: 2 g5.xlarge have GPUs held by stopping tasks (PD202)

0/2 instances can take the task: 2 `PD201` (all GPUs on the instance are assigned).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

aws ecs stop-task will not help: the task is already stopping; the agent waits up to ECS_CONTAINER_STOP_TIMEOUT (default 30s) after SIGTERM before killing the container, and releases the GPUs only when the task reaches STOPPED

wait, or find out on i-045ed490ad78fad06 why the container does not exit (docker ps; docker logs \<container\>)

```sh
aws ecs describe-tasks --cluster inference --tasks 4653cba4f695619a0cd79d828e478224 --region us-east-1 --query 'tasks[].[lastStatus,desiredStatus,stoppingAt,stopCode,stoppedReason]'
```

if it is stuck, drain and replace the instance

```sh
aws ecs update-container-instances-state --cluster inference --container-instances 2ba61fee2533dd3af65fbeb007240b8a --status DRAINING --region us-east-1
```

wait, or find out on i-08993fc30f637f438 why the container does not exit (docker ps; docker logs \<container\>)

```sh
aws ecs describe-tasks --cluster inference --tasks cc411f59b0364962fe01a626ef7d6a66 --region us-east-1 --query 'tasks[].[lastStatus,desiredStatus,stoppingAt,stopCode,stoppedReason]'
```

```sh
aws ecs update-container-instances-state --cluster inference --container-instances 76e927033fbd872954668246097ff5c2 --status DRAINING --region us-east-1
```

### What still blocks after the fix

- `i-045ed490ad78fad06`: `PD201` g5.xlarge i-045ed490ad78fad06: the task needs 1 GPU, 0 of 1 free; held by 4653cba4f695619a0cd79d828e478224 (service:embed-worker, 1 GPU, stopping), 5bc5d5b508f3d8bea94ae608664e3f84 (service:embed-worker, 1 GPU)
- `i-08993fc30f637f438`: `PD201` g5.xlarge i-08993fc30f637f438: the task needs 1 GPU, 0 of 1 free; held by b8af7671c02425e7cf6cec302aff34e8 (service:embed-worker, 1 GPU), cc411f59b0364962fe01a626ef7d6a66 (service:embed-worker, 1 GPU, stopping)
- `i-045ed490ad78fad06`: `PD301` g5.xlarge i-045ed490ad78fad06: the task needs 3584 CPU units, 512 free of 4096 registered
- `i-045ed490ad78fad06`: `PD302` g5.xlarge i-045ed490ad78fad06: the task needs 14000 MiB, 1563 MiB free of 15563 registered
- `i-08993fc30f637f438`: `PD301` g5.xlarge i-08993fc30f637f438: the task needs 3584 CPU units, 512 free of 4096 registered
- `i-08993fc30f637f438`: `PD302` g5.xlarge i-08993fc30f637f438: the task needs 14000 MiB, 1563 MiB free of 15563 registered

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-045ed490ad78fad06` | `g5.xlarge` | pass |  |
| `i-08993fc30f637f438` | `g5.xlarge` | pass |  |

#### Step 1/4 GPU registration: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-045ed490ad78fad06` | `g5.xlarge` | pass |  |
| `i-08993fc30f637f438` | `g5.xlarge` | pass |  |

#### Step 2/4 remaining devices: **FAIL** (2 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-045ed490ad78fad06` | `g5.xlarge` | **FAIL** | `PD201` error: g5.xlarge i-045ed490ad78fad06: the task needs 1 GPU, 0 of 1 free; held by 4653cba4f695619a0cd79d828e478224 (service:embed-worker, 1 GPU, stopping), 5bc5d5b508f3d8bea94ae608664e3f84 (service:embed-worker, 1 GPU)<br>`PD202` error: task 4653cba4f695619a0cd79d828e478224 on i-045ed490ad78fad06 holds 1 GPU while stopping (desiredStatus STOPPED, lastStatus RUNNING, stoppingAt 2026-11-30T09:41:02Z) |
| `i-08993fc30f637f438` | `g5.xlarge` | **FAIL** | `PD201` error: g5.xlarge i-08993fc30f637f438: the task needs 1 GPU, 0 of 1 free; held by b8af7671c02425e7cf6cec302aff34e8 (service:embed-worker, 1 GPU), cc411f59b0364962fe01a626ef7d6a66 (service:embed-worker, 1 GPU, stopping)<br>`PD202` error: task cc411f59b0364962fe01a626ef7d6a66 on i-08993fc30f637f438 holds 1 GPU while stopping (desiredStatus STOPPED, lastStatus DEACTIVATING, stoppingAt 2026-11-30T09:41:02Z) |

#### Step 3/4 CPU, memory and the rest: **FAIL** (0 in, 0 out): no candidate left after step 2; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-045ed490ad78fad06` | `g5.xlarge` | **FAIL** (out at step 2) | `PD301` error: g5.xlarge i-045ed490ad78fad06: the task needs 3584 CPU units, 512 free of 4096 registered<br>`PD302` error: g5.xlarge i-045ed490ad78fad06: the task needs 14000 MiB, 1563 MiB free of 15563 registered |
| `i-08993fc30f637f438` | `g5.xlarge` | **FAIL** (out at step 2) | `PD301` error: g5.xlarge i-08993fc30f637f438: the task needs 3584 CPU units, 512 free of 4096 registered<br>`PD302` error: g5.xlarge i-08993fc30f637f438: the task needs 14000 MiB, 1563 MiB free of 15563 registered |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 2; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-045ed490ad78fad06` | `g5.xlarge` | pass (out at step 2) |  |
| `i-08993fc30f637f438` | `g5.xlarge` | pass (out at step 2) |  |

### Instances

<details><summary>i-045ed490ad78fad06 (g5.xlarge): excluded at step 2</summary>

Container instance `2ba61fee2533dd3af65fbeb007240b8a`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
  - `PD201` error: g5.xlarge i-045ed490ad78fad06: the task needs 1 GPU, 0 of 1 free; held by 4653cba4f695619a0cd79d828e478224 (service:embed-worker, 1 GPU, stopping), 5bc5d5b508f3d8bea94ae608664e3f84 (service:embed-worker, 1 GPU)
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/4`
    - evidence: `describe-tasks.json#/tasks/0/containers`
    - evidence: `describe-tasks.json#/tasks/2/containers`
  - `PD202` error: task 4653cba4f695619a0cd79d828e478224 on i-045ed490ad78fad06 holds 1 GPU while stopping (desiredStatus STOPPED, lastStatus RUNNING, stoppingAt 2026-11-30T09:41:02Z)
    - evidence: `describe-tasks.json#/tasks/0`
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD301` error: g5.xlarge i-045ed490ad78fad06: the task needs 3584 CPU units, 512 free of 4096 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/0`
  - `PD302` error: g5.xlarge i-045ed490ad78fad06: the task needs 14000 MiB, 1563 MiB free of 15563 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/1`
- Step 4 constraints: pass

</details>

<details><summary>i-08993fc30f637f438 (g5.xlarge): excluded at step 2</summary>

Container instance `76e927033fbd872954668246097ff5c2`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
  - `PD201` error: g5.xlarge i-08993fc30f637f438: the task needs 1 GPU, 0 of 1 free; held by b8af7671c02425e7cf6cec302aff34e8 (service:embed-worker, 1 GPU), cc411f59b0364962fe01a626ef7d6a66 (service:embed-worker, 1 GPU, stopping)
    - evidence: `describe-container-instances.json#/containerInstances/1/remainingResources/4`
    - evidence: `describe-tasks.json#/tasks/3/containers`
    - evidence: `describe-tasks.json#/tasks/1/containers`
  - `PD202` error: task cc411f59b0364962fe01a626ef7d6a66 on i-08993fc30f637f438 holds 1 GPU while stopping (desiredStatus STOPPED, lastStatus DEACTIVATING, stoppingAt 2026-11-30T09:41:02Z)
    - evidence: `describe-tasks.json#/tasks/1`
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD301` error: g5.xlarge i-08993fc30f637f438: the task needs 3584 CPU units, 512 free of 4096 registered
    - evidence: `describe-container-instances.json#/containerInstances/1/remainingResources/0`
  - `PD302` error: g5.xlarge i-08993fc30f637f438: the task needs 14000 MiB, 1563 MiB free of 15563 registered
    - evidence: `describe-container-instances.json#/containerInstances/1/remainingResources/1`
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
