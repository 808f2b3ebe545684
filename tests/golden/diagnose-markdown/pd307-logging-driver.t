the task logs with splunk; the instances' ECS_AVAILABLE_LOGGING_DRIVERS lacks it (no com.amazonaws.ecs.capability.logging-driver.splunk)
fixture: pd307-logging-driver
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD307`** (required attribute missing): none of 2 instances can take embed-worker:3: 2 g5.xlarge lack a required attribute (PD307)

0/2 instances can take the task: 2 `PD307` (required attribute missing).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

User data:

```sh
echo 'ECS_AVAILABLE_LOGGING_DRIVERS=["json-file","awslogs","splunk"]' >> /etc/ecs/ecs.config
```

### What still blocks after the fix

Nothing found.

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 8d005a21c0e8a12db39ed15f9c1a327b is missing an attribute required by your task. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `ATTRIBUTE`, closest instance `i-0966f88e355d3c04a`: ECS does not say which attribute, provdoc does: i-0966f88e355d3c04a lacks attribute com.amazonaws.ecs.capability.logging-driver.splunk required by the task definition (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0966f88e355d3c04a` | `g5.xlarge` | pass |  |
| `i-04981c3a3a26d9889` | `g5.xlarge` | pass |  |

#### Step 1/4 GPU registration: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0966f88e355d3c04a` | `g5.xlarge` | pass |  |
| `i-04981c3a3a26d9889` | `g5.xlarge` | pass |  |

#### Step 2/4 remaining devices: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0966f88e355d3c04a` | `g5.xlarge` | pass |  |
| `i-04981c3a3a26d9889` | `g5.xlarge` | pass |  |

#### Step 3/4 CPU, memory and the rest: **FAIL** (2 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0966f88e355d3c04a` | `g5.xlarge` | **FAIL** | `PD307` error: i-0966f88e355d3c04a lacks attribute com.amazonaws.ecs.capability.logging-driver.splunk required by the task definition |
| `i-04981c3a3a26d9889` | `g5.xlarge` | **FAIL** | `PD307` error: i-04981c3a3a26d9889 lacks attribute com.amazonaws.ecs.capability.logging-driver.splunk required by the task definition |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 3; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0966f88e355d3c04a` | `g5.xlarge` | pass (out at step 3) |  |
| `i-04981c3a3a26d9889` | `g5.xlarge` | pass (out at step 3) |  |

### Instances

<details><summary>i-0966f88e355d3c04a (g5.xlarge): excluded at step 3</summary>

Container instance `8d005a21c0e8a12db39ed15f9c1a327b`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD307` error: i-0966f88e355d3c04a lacks attribute com.amazonaws.ecs.capability.logging-driver.splunk required by the task definition
    - evidence: `describe-task-definition.json#/taskDefinition/requiresAttributes/0`
    - evidence: `describe-container-instances.json#/containerInstances/0/attributes`
- Step 4 constraints: pass

</details>

<details><summary>i-04981c3a3a26d9889 (g5.xlarge): excluded at step 3</summary>

Container instance `4572e976966d989b811f829b510a9dbc`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD307` error: i-04981c3a3a26d9889 lacks attribute com.amazonaws.ecs.capability.logging-driver.splunk required by the task definition
    - evidence: `describe-task-definition.json#/taskDefinition/requiresAttributes/0`
    - evidence: `describe-container-instances.json#/containerInstances/1/attributes`
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
