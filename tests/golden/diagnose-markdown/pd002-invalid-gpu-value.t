GPU value "2.5" (not an integer, ALL, or 0.125/0.25/0.5)
fixture: pd002-invalid-gpu-value
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD002`** (invalid GPU value): embed-worker:3 cannot be placed on any of the 1 instance: container server asks for GPU "2.5": not a positive integer, ALL, or 0.125/0.25/0.5 (PD002)

0/1 instances can take the task: 1 `PD002` (invalid GPU value).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

Task definition patch:

```json
[{"op": "replace", "path": "/containerDefinitions/0/resourceRequirements/0/value", "value": "1"}]
```

```sh
aws ecs register-task-definition --cli-input-json file://taskdef.json --region us-east-1
```

```sh
aws ecs update-service --cluster inference --service embed-worker --task-definition embed-worker --region us-east-1
```

### What still blocks after the fix

Nothing found.

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `GENERIC`: no instance can take the task (PD002) (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: **FAIL** (1 in, 0 out)

- task: `PD002` error: container server asks for GPU "2.5": not a positive integer, ALL, or 0.125/0.25/0.5
  - evidence: `describe-task-definition.json#/taskDefinition/containerDefinitions/0/resourceRequirements/0`

| instance | type | status | findings |
|---|---|---|---|
| `i-06760c6baff67fd64` | `g5.12xlarge` | **FAIL** |  |

#### Step 1/4 GPU registration: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 1 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-06760c6baff67fd64` | `g5.12xlarge` | pass (out at step 0) |  |

#### Step 2/4 remaining devices: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 1 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-06760c6baff67fd64` | `g5.12xlarge` | pass (out at step 0) |  |

#### Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 1 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-06760c6baff67fd64` | `g5.12xlarge` | pass (out at step 0) |  |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 1 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-06760c6baff67fd64` | `g5.12xlarge` | pass (out at step 0) |  |

### Instances

<details><summary>i-06760c6baff67fd64 (g5.12xlarge): excluded at step 0</summary>

Container instance `963ca1753db190380146979dc4d0207c`.

- Step 0 task definition: **FAIL**
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
