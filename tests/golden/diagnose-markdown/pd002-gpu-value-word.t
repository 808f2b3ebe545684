GPU value "one" in a task definition checked before any run (task-definition target, no service)
fixture: pd002-gpu-value-word
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD002`** (invalid GPU value): embed-worker:3 cannot be placed on any of the 2 instances: container server asks for GPU "one": not a positive integer, ALL, or 0.125/0.25/0.5 (PD002)

0/2 instances can take the task: 2 `PD002` (invalid GPU value).

Target: cluster `inference`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

Task definition patch:

```json
[{"op": "replace", "path": "/containerDefinitions/0/resourceRequirements/0/value", "value": "1"}]
```

```sh
aws ecs register-task-definition --cli-input-json file://taskdef.json --region us-east-1
```

### What still blocks after the fix

Nothing found.

### Steps

#### Step 0/4 task definition: **FAIL** (2 in, 0 out)

- task: `PD002` error: container server asks for GPU "one": not a positive integer, ALL, or 0.125/0.25/0.5
  - evidence: `describe-task-definition.json#/taskDefinition/containerDefinitions/0/resourceRequirements/0`

| instance | type | status | findings |
|---|---|---|---|
| `i-0474cff77ce38ba35` | `g5.xlarge` | **FAIL** |  |
| `i-0078e90edfb995a2a` | `g5.xlarge` | **FAIL** |  |

#### Step 1/4 GPU registration: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0474cff77ce38ba35` | `g5.xlarge` | pass (out at step 0) |  |
| `i-0078e90edfb995a2a` | `g5.xlarge` | pass (out at step 0) |  |

#### Step 2/4 remaining devices: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0474cff77ce38ba35` | `g5.xlarge` | pass (out at step 0) |  |
| `i-0078e90edfb995a2a` | `g5.xlarge` | pass (out at step 0) |  |

#### Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0474cff77ce38ba35` | `g5.xlarge` | pass (out at step 0) |  |
| `i-0078e90edfb995a2a` | `g5.xlarge` | pass (out at step 0) |  |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 0; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0474cff77ce38ba35` | `g5.xlarge` | pass (out at step 0) |  |
| `i-0078e90edfb995a2a` | `g5.xlarge` | pass (out at step 0) |  |

### Instances

<details><summary>i-0474cff77ce38ba35 (g5.xlarge): excluded at step 0</summary>

Container instance `1005cd4f09e0c503a679d0282a1f2cc6`.

- Step 0 task definition: **FAIL**
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-0078e90edfb995a2a (g5.xlarge): excluded at step 0</summary>

Container instance `5edba89be6bec7d6219b06e540095774`.

- Step 0 task definition: **FAIL**
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
