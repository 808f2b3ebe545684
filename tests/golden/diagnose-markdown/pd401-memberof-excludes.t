task-definition memberOf attribute:ecs.instance-type == p3.2xlarge: the only p3.2xlarge is busy and the free g5.xlarge are excluded
fixture: pd401-memberof-excludes
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD401`** (memberOf expression excludes the instance): none of 3 instances can take embed-worker:3: 1 p3.2xlarge has no free GPU (PD201), 2 g5.xlarge are excluded by a memberOf constraint (PD401)

0/3 instances can take the task: 2 `PD401` (memberOf expression excludes the instance), 1 `PD201` (all GPUs on the instance are assigned).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

2 instance(s) that pass every other step are excluded only by this expression: widen it to admit them

expression:

```text
(attribute:ecs.instance-type == p3.2xlarge) or attribute:ecs.instance-type in [g5.xlarge]
```

Task definition patch:

```json
[{"op":"replace","path":"/placementConstraints/0/expression","value":"(attribute:ecs.instance-type == p3.2xlarge) or attribute:ecs.instance-type in [g5.xlarge]"}]
```

register the patched task definition (aws ecs register-task-definition --cli-input-json file://taskdef.json --region us-east-1) and point the service or run-task at the new revision

or add capacity that satisfies 'attribute:ecs.instance-type == p3.2xlarge' as written

### What still blocks after the fix

Nothing found.

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance f3e9e68dc6d5148514d047d304763e6e encountered error "MemberOf placement constraint unsatisfied.". For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `MemberOf`, closest instance `i-0389cfbfa503c454f`: PD401 on i-0389cfbfa503c454f (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (3 in, 3 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-01c1121110f0daac3` | `p3.2xlarge` | pass |  |
| `i-0389cfbfa503c454f` | `g5.xlarge` | pass |  |
| `i-06bb3be93aa8e5784` | `g5.xlarge` | pass |  |

#### Step 1/4 GPU registration: pass (3 in, 3 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-01c1121110f0daac3` | `p3.2xlarge` | pass |  |
| `i-0389cfbfa503c454f` | `g5.xlarge` | pass |  |
| `i-06bb3be93aa8e5784` | `g5.xlarge` | pass |  |

#### Step 2/4 remaining devices: pass (3 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-01c1121110f0daac3` | `p3.2xlarge` | **FAIL** | `PD201` error: p3.2xlarge i-01c1121110f0daac3: the task needs 1 GPU, 0 of 1 free; held by 65febe5129c8b46d1cf29e99994e0b7e (service:embed-worker, 1 GPU) |
| `i-0389cfbfa503c454f` | `g5.xlarge` | pass |  |
| `i-06bb3be93aa8e5784` | `g5.xlarge` | pass |  |

#### Step 3/4 CPU, memory and the rest: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-01c1121110f0daac3` | `p3.2xlarge` | pass (out at step 2) |  |
| `i-0389cfbfa503c454f` | `g5.xlarge` | pass |  |
| `i-06bb3be93aa8e5784` | `g5.xlarge` | pass |  |

#### Step 4/4 constraints: **FAIL** (2 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-01c1121110f0daac3` | `p3.2xlarge` | pass (out at step 2) |  |
| `i-0389cfbfa503c454f` | `g5.xlarge` | **FAIL** | `PD401` error: task definition constraint 1 excludes the instance: 'attribute:ecs.instance-type == p3.2xlarge' is false (attribute:ecs.instance-type is g5.xlarge) |
| `i-06bb3be93aa8e5784` | `g5.xlarge` | **FAIL** | `PD401` error: task definition constraint 1 excludes the instance: 'attribute:ecs.instance-type == p3.2xlarge' is false (attribute:ecs.instance-type is g5.xlarge) |

### Instances

<details><summary>i-01c1121110f0daac3 (p3.2xlarge): excluded at step 2</summary>

Container instance `c7386a16549444e347bf50a4832d9c0e`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
  - `PD201` error: p3.2xlarge i-01c1121110f0daac3: the task needs 1 GPU, 0 of 1 free; held by 65febe5129c8b46d1cf29e99994e0b7e (service:embed-worker, 1 GPU)
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/4`
    - evidence: `describe-tasks.json#/tasks/0/containers`
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-0389cfbfa503c454f (g5.xlarge): excluded at step 4</summary>

Container instance `f3e9e68dc6d5148514d047d304763e6e`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: **FAIL**
  - `PD401` error: task definition constraint 1 excludes the instance: 'attribute:ecs.instance-type == p3.2xlarge' is false (attribute:ecs.instance-type is g5.xlarge)
    - evidence: `describe-task-definition.json#/taskDefinition/placementConstraints/0/expression`
    - evidence: `describe-container-instances.json#/containerInstances/1/attributes/51`

</details>

<details><summary>i-06bb3be93aa8e5784 (g5.xlarge): excluded at step 4</summary>

Container instance `eff7fbaae9b32068d1c526ed6c7460c6`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: **FAIL**
  - `PD401` error: task definition constraint 1 excludes the instance: 'attribute:ecs.instance-type == p3.2xlarge' is false (attribute:ecs.instance-type is g5.xlarge)
    - evidence: `describe-task-definition.json#/taskDefinition/placementConstraints/0/expression`
    - evidence: `describe-container-instances.json#/containerInstances/2/attributes/51`

</details>
--- stderr

--- exit
1
