the seed situation pasted without describe-container-instances (only the ARN list): steps 1-3 are inconclusive
fixture: inconclusive-no-instance-details
args: diagnose --format markdown
--- stdout
**INCONCLUSIVE**: cannot tell whether embed-worker:3 can be placed: the data holds no container instances; 3 listed instances were not described (PD190)

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

```sh
aws ecs describe-container-instances --cluster inference --container-instances c6d8575e950278751f3c31a00acfb694 687b4dd3c08596a5d3fa928981ad3787 0ac0f40379fc4994c6b8aeb3745787b5 --region us-east-1 > describe-container-instances.json
```

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc cannot tell, reason `GENERIC`: provdoc's verdict is inconclusive (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (0 in, 0 out)

#### Step 1/4 GPU registration: inconclusive (0 in, 0 out)

- task: `PD190` inconclusive: the data holds no container instance details (describe-container-instances was not captured; list-container-instances names some): cannot tell whether any instance could take the task

#### Step 2/4 remaining devices: skip (no container instance to evaluate)

#### Step 3/4 CPU, memory and the rest: skip (no container instance to evaluate)

#### Step 4/4 constraints: skip (no container instance to evaluate)
--- stderr

--- exit
3
