requiresAttributes names docker-remote-api.1.44; the instances run an older GPU AMI (Docker 24, API up to 1.43)
fixture: pd307-docker-api
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD307`** (required attribute missing): none of 2 instances can take embed-worker:3: 2 g5.xlarge lack a required attribute (PD307)

0/2 instances can take the task: 2 `PD307` (required attribute missing).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

the instance's Docker is too old for the task: replace it with a current ECS-optimized AMI

### What still blocks after the fix

Nothing found.

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 79985b81581fec7de95dfd28002a51d7 is missing an attribute required by your task. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `ATTRIBUTE`, closest instance `i-05d2602a77591d0b9`: ECS does not say which attribute, provdoc does: i-05d2602a77591d0b9 lacks com.amazonaws.ecs.capability.docker-remote-api.1.44: the task needs Docker remote API 1.44, the instance offers 1.43 (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-05d2602a77591d0b9` | `g5.xlarge` | pass |  |
| `i-010d2a4f003c686dc` | `g5.xlarge` | pass |  |

#### Step 1/4 GPU registration: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-05d2602a77591d0b9` | `g5.xlarge` | pass |  |
| `i-010d2a4f003c686dc` | `g5.xlarge` | pass |  |

#### Step 2/4 remaining devices: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-05d2602a77591d0b9` | `g5.xlarge` | pass |  |
| `i-010d2a4f003c686dc` | `g5.xlarge` | pass |  |

#### Step 3/4 CPU, memory and the rest: **FAIL** (2 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-05d2602a77591d0b9` | `g5.xlarge` | **FAIL** | `PD307` error: i-05d2602a77591d0b9 lacks com.amazonaws.ecs.capability.docker-remote-api.1.44: the task needs Docker remote API 1.44, the instance offers 1.43 |
| `i-010d2a4f003c686dc` | `g5.xlarge` | **FAIL** | `PD307` error: i-010d2a4f003c686dc lacks com.amazonaws.ecs.capability.docker-remote-api.1.44: the task needs Docker remote API 1.44, the instance offers 1.43 |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 3; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-05d2602a77591d0b9` | `g5.xlarge` | pass (out at step 3) |  |
| `i-010d2a4f003c686dc` | `g5.xlarge` | pass (out at step 3) |  |

### Instances

<details><summary>i-05d2602a77591d0b9 (g5.xlarge): excluded at step 3</summary>

Container instance `79985b81581fec7de95dfd28002a51d7`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD307` error: i-05d2602a77591d0b9 lacks com.amazonaws.ecs.capability.docker-remote-api.1.44: the task needs Docker remote API 1.44, the instance offers 1.43
    - evidence: `describe-task-definition.json#/taskDefinition/requiresAttributes/8`
    - evidence: `describe-container-instances.json#/containerInstances/0/attributes`
- Step 4 constraints: pass

</details>

<details><summary>i-010d2a4f003c686dc (g5.xlarge): excluded at step 3</summary>

Container instance `e7c5b34e0ba3f0b2bc0b2166f865adf5`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD307` error: i-010d2a4f003c686dc lacks com.amazonaws.ecs.capability.docker-remote-api.1.44: the task needs Docker remote API 1.44, the instance offers 1.43
    - evidence: `describe-task-definition.json#/taskDefinition/requiresAttributes/8`
    - evidence: `describe-container-instances.json#/containerInstances/1/attributes`
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
