run-task constraint with an unclosed list, checked against the cluster before running (task-definition target)
fixture: pd405-invalid-expression
args: diagnose --task-definition embed-worker:3 --constraint 'attribute:ecs.instance-type in [g5.xlarge, g5.2xlarge' --format markdown
--- stdout
**BLOCKED** by **`PD405`** (expression invalid): embed-worker:3 cannot be placed on any of the 2 instances: run-task constraint 1: invalid expression at column 54: expected ',' or '\]' after 'g5.2xlarge' (PD405)

0/2 instances can take the task: 2 `PD405` (expression invalid).

Target: cluster `inference`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

correct the expression at column 54:
  attribute:ecs.instance-type in \[g5.xlarge, g5.2xlarge
                                                       ^

### What still blocks after the fix

Nothing found.

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-06567419517bd189e` | `g5.xlarge` | pass |  |
| `i-0ecd9fbe0981f963c` | `g5.2xlarge` | pass |  |

#### Step 1/4 GPU registration: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-06567419517bd189e` | `g5.xlarge` | pass |  |
| `i-0ecd9fbe0981f963c` | `g5.2xlarge` | pass |  |

#### Step 2/4 remaining devices: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-06567419517bd189e` | `g5.xlarge` | pass |  |
| `i-0ecd9fbe0981f963c` | `g5.2xlarge` | pass |  |

#### Step 3/4 CPU, memory and the rest: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-06567419517bd189e` | `g5.xlarge` | pass |  |
| `i-0ecd9fbe0981f963c` | `g5.2xlarge` | pass |  |

#### Step 4/4 constraints: **FAIL** (2 in, 0 out)

- task: `PD405` error: run-task constraint 1: invalid expression at column 54: expected ',' or '\]' after 'g5.2xlarge'
  - evidence: `--constraint#/0`

| instance | type | status | findings |
|---|---|---|---|
| `i-06567419517bd189e` | `g5.xlarge` | **FAIL** |  |
| `i-0ecd9fbe0981f963c` | `g5.2xlarge` | **FAIL** |  |

### Instances

<details><summary>i-06567419517bd189e (g5.xlarge): excluded at step 4</summary>

Container instance `87fb5e70c65e5e13086cb90d207e9fc9`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: **FAIL**

</details>

<details><summary>i-0ecd9fbe0981f963c (g5.2xlarge): excluded at step 4</summary>

Container instance `2e3cac091d573745d752b7a85a93ed14`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: **FAIL**

</details>
--- stderr

--- exit
1
