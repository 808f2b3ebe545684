no container instance registered in the cluster (empty list; describe-container-instances cannot be called with no ids)
fixture: pd100-no-instances
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD100`** (no container instances in the cluster): embed-worker:3 cannot be placed: cluster inference has no container instances: nothing can take the task (PD100)

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

launch container instances into cluster inference: each instance's user data must name the cluster, and a GPU task needs GPU instance types with the ECS GPU-optimized AMI

User data:

```sh
echo ECS_CLUSTER=inference >> /etc/ecs/ecs.config
```

add capacity: raise the Auto Scaling group's desired capacity (or let the capacity provider's managed scaling do it); if the group is at its maximum size, raise that first

```sh
aws autoscaling update-auto-scaling-group --auto-scaling-group-name <asg-name> --max-size <n> --desired-capacity <n> --region us-east-1
```

### What still blocks after the fix

Nothing found.

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. Reason: No Container Instances were found in your cluster. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `NO_INSTANCES`: PD100: no container instances (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (0 in, 0 out)

#### Step 1/4 GPU registration: **FAIL** (0 in, 0 out)

- task: `PD100` error: cluster inference has no container instances: nothing can take the task
  - evidence: `describe-clusters.json#/clusters/0/registeredContainerInstancesCount`
  - evidence: `list-container-instances.json#/containerInstanceArns`

#### Step 2/4 remaining devices: skip (no container instance to evaluate)

#### Step 3/4 CPU, memory and the rest: skip (no container instance to evaluate)

#### Step 4/4 constraints: skip (no container instance to evaluate)
--- stderr

--- exit
1
