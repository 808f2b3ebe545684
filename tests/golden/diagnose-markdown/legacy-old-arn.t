long-lived account: container-instance and task ARNs in the old form (no cluster segment), old "(service X)" event texts, AWS CLI v1 epoch timestamps; p3.8xlarge with a free GPU but 5126 MiB left
fixture: legacy-old-arn
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD302`** (insufficient memory): none of 2 instances can take embed-worker:3: 2 p3.8xlarge have too little free memory (PD302)

0/2 instances can take the task: 2 `PD302` (insufficient memory).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first

```sh
aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
```

```sh
aws ecs describe-container-instances --cluster inference --container-instances 29b83d01-d2a8-4d1d-9fbe-305465a8a8ce aad3d48c-a452-41c1-9455-43696cd2c0da --region us-east-1 --query 'containerInstances[].[ec2InstanceId,remainingResources]'
```

### What still blocks after the fix

Nothing found.

### ECS said

- `2026-11-30T09:41:07Z`: (service embed-worker) was unable to place a task because no container instance met all of its requirements. The closest matching (container-instance 29b83d01-d2a8-4d1d-9fbe-305465a8a8ce) has insufficient memory available. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `RESOURCE:MEMORY`, closest instance `i-0b5a17f5af87cc02f`: PD302 on i-0b5a17f5af87cc02f (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0b5a17f5af87cc02f` | `p3.8xlarge` | pass |  |
| `i-0fa4f7bf8066724e0` | `p3.8xlarge` | pass |  |

#### Step 1/4 GPU registration: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0b5a17f5af87cc02f` | `p3.8xlarge` | pass |  |
| `i-0fa4f7bf8066724e0` | `p3.8xlarge` | pass |  |

#### Step 2/4 remaining devices: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0b5a17f5af87cc02f` | `p3.8xlarge` | pass |  |
| `i-0fa4f7bf8066724e0` | `p3.8xlarge` | pass |  |

#### Step 3/4 CPU, memory and the rest: **FAIL** (2 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0b5a17f5af87cc02f` | `p3.8xlarge` | **FAIL** | `PD302` error: p3.8xlarge i-0b5a17f5af87cc02f: the task needs 14000 MiB, 5126 MiB free of 245126 registered |
| `i-0fa4f7bf8066724e0` | `p3.8xlarge` | **FAIL** | `PD302` error: p3.8xlarge i-0fa4f7bf8066724e0: the task needs 14000 MiB, 5126 MiB free of 245126 registered |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 3; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-0b5a17f5af87cc02f` | `p3.8xlarge` | pass (out at step 3) |  |
| `i-0fa4f7bf8066724e0` | `p3.8xlarge` | pass (out at step 3) |  |

### Instances

<details><summary>i-0b5a17f5af87cc02f (p3.8xlarge): excluded at step 3</summary>

Container instance `29b83d01-d2a8-4d1d-9fbe-305465a8a8ce`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD302` error: p3.8xlarge i-0b5a17f5af87cc02f: the task needs 14000 MiB, 5126 MiB free of 245126 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/1`
- Step 4 constraints: pass

</details>

<details><summary>i-0fa4f7bf8066724e0 (p3.8xlarge): excluded at step 3</summary>

Container instance `aad3d48c-a452-41c1-9455-43696cd2c0da`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD302` error: p3.8xlarge i-0fa4f7bf8066724e0: the task needs 14000 MiB, 5126 MiB free of 245126 registered
    - evidence: `describe-container-instances.json#/containerInstances/1/remainingResources/1`
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
