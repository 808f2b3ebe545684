service memberOf attribute:ecs.instance-type =~ g6.* meant for g6: the g6.xlarge is busy, the regex also matches the free g6f.xlarge which cannot take an integer GPU, the free g5.2xlarge is excluded
fixture: pd403-regex-g6f
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD401`** (memberOf expression excludes the instance): none of 4 instances can take embed-worker:3: 2 g6f.xlarge have the wrong GPU partition size (PD204), 1 g6.xlarge has no free GPU (PD201), 1 g5.2xlarge is excluded by a memberOf constraint (PD401)

0/4 instances can take the task: 2 `PD204` (fractional GPU request does not match the partition size), 1 `PD201` (all GPUs on the instance are assigned), 1 `PD401` (memberOf expression excludes the instance).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

1 instance(s) that pass every other step are excluded only by this expression: widen it to admit them

expression:

```text
(attribute:ecs.instance-type =~ g6.*) or attribute:ecs.instance-type in [g5.2xlarge]
```

```sh
aws ecs update-service --cluster inference --service embed-worker --placement-constraints '[{"type":"memberOf","expression":"(attribute:ecs.instance-type =~ g6.*) or attribute:ecs.instance-type in [g5.2xlarge]"}]' --region us-east-1
```

or add capacity that satisfies 'attribute:ecs.instance-type =\~ g6.\*' as written

### What still blocks after the fix

Nothing found.

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `GENERIC`: no instance can take the task (PD401) (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (4 in, 4 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-02ef641e14628ee3e` | `g6.xlarge` | pass |  |
| `i-06a16f33b28e076e5` | `g6f.xlarge` | pass |  |
| `i-069c32fbd7099a8ba` | `g6f.xlarge` | pass |  |
| `i-092d2ccc891bda1f7` | `g5.2xlarge` | pass |  |

#### Step 1/4 GPU registration: pass (4 in, 4 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-02ef641e14628ee3e` | `g6.xlarge` | pass |  |
| `i-06a16f33b28e076e5` | `g6f.xlarge` | pass |  |
| `i-069c32fbd7099a8ba` | `g6f.xlarge` | pass |  |
| `i-092d2ccc891bda1f7` | `g5.2xlarge` | pass |  |

#### Step 2/4 remaining devices: pass (4 in, 1 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-02ef641e14628ee3e` | `g6.xlarge` | **FAIL** | `PD201` error: g6.xlarge i-02ef641e14628ee3e: the task needs 1 GPU, 0 of 1 free; held by ef364186e5a5da8d2da6163d260d322d (service:embed-worker, 1 GPU) |
| `i-06a16f33b28e076e5` | `g6f.xlarge` | **FAIL** | `PD204` error: g6f.xlarge i-06a16f33b28e076e5 has a 0.125 L4 (partition) partition, not whole GPUs; the task asks for 1 whole GPU |
| `i-069c32fbd7099a8ba` | `g6f.xlarge` | **FAIL** | `PD204` error: g6f.xlarge i-069c32fbd7099a8ba has a 0.125 L4 (partition) partition, not whole GPUs; the task asks for 1 whole GPU |
| `i-092d2ccc891bda1f7` | `g5.2xlarge` | pass |  |

#### Step 3/4 CPU, memory and the rest: pass (1 in, 1 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-02ef641e14628ee3e` | `g6.xlarge` | **FAIL** (out at step 2) | `PD301` error: g6.xlarge i-02ef641e14628ee3e: the task needs 3584 CPU units, 512 free of 4096 registered<br>`PD302` error: g6.xlarge i-02ef641e14628ee3e: the task needs 14000 MiB, 1531 MiB free of 15531 registered |
| `i-06a16f33b28e076e5` | `g6f.xlarge` | pass (out at step 2) |  |
| `i-069c32fbd7099a8ba` | `g6f.xlarge` | pass (out at step 2) |  |
| `i-092d2ccc891bda1f7` | `g5.2xlarge` | pass |  |

#### Step 4/4 constraints: **FAIL** (1 in, 0 out)

- task: `PD403` warning: service constraint 1: 'g6.\*' names family g6 but also matches g6e (g6e.xlarge), g6f (g6f.large): '.' matches any character
  - evidence: `describe-services.json#/services/0/placementConstraints/0/expression`

| instance | type | status | findings |
|---|---|---|---|
| `i-02ef641e14628ee3e` | `g6.xlarge` | pass (out at step 2) |  |
| `i-06a16f33b28e076e5` | `g6f.xlarge` | pass (out at step 2) |  |
| `i-069c32fbd7099a8ba` | `g6f.xlarge` | pass (out at step 2) |  |
| `i-092d2ccc891bda1f7` | `g5.2xlarge` | **FAIL** | `PD401` error: service constraint 1 excludes the instance: 'attribute:ecs.instance-type =\~ g6.\*' is false (attribute:ecs.instance-type is g5.2xlarge) |

### Instances

<details><summary>i-02ef641e14628ee3e (g6.xlarge): excluded at step 2</summary>

Container instance `88a63d5635cc3c46c87bc88c90933354`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
  - `PD201` error: g6.xlarge i-02ef641e14628ee3e: the task needs 1 GPU, 0 of 1 free; held by ef364186e5a5da8d2da6163d260d322d (service:embed-worker, 1 GPU)
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/4`
    - evidence: `describe-tasks.json#/tasks/0/containers`
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD301` error: g6.xlarge i-02ef641e14628ee3e: the task needs 3584 CPU units, 512 free of 4096 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/0`
  - `PD302` error: g6.xlarge i-02ef641e14628ee3e: the task needs 14000 MiB, 1531 MiB free of 15531 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/1`
- Step 4 constraints: pass

</details>

<details><summary>i-06a16f33b28e076e5 (g6f.xlarge): excluded at step 2</summary>

Container instance `08fd12d211d5ea128bfe9f6081ba2ffb`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
  - `PD204` error: g6f.xlarge i-06a16f33b28e076e5 has a 0.125 L4 (partition) partition, not whole GPUs; the task asks for 1 whole GPU
    - evidence: `describe-container-instances.json#/containerInstances/1/attributes`
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-069c32fbd7099a8ba (g6f.xlarge): excluded at step 2</summary>

Container instance `5ab8b896b648e114653fba23b0fe6849`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
  - `PD204` error: g6f.xlarge i-069c32fbd7099a8ba has a 0.125 L4 (partition) partition, not whole GPUs; the task asks for 1 whole GPU
    - evidence: `describe-container-instances.json#/containerInstances/2/attributes`
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-092d2ccc891bda1f7 (g5.2xlarge): excluded at step 4</summary>

Container instance `c738f94b7540186c2531ebe0ea1f3c64`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: **FAIL**
  - `PD401` error: service constraint 1 excludes the instance: 'attribute:ecs.instance-type =\~ g6.\*' is false (attribute:ecs.instance-type is g5.2xlarge)
    - evidence: `describe-services.json#/services/0/placementConstraints/0/expression`
    - evidence: `describe-container-instances.json#/containerInstances/3/attributes/51`

</details>
--- stderr

--- exit
1
