service memberOf registeredAt > 2026-11-30T09:00:00 pasted through a --query that dropped registeredAt: the free g5.xlarge cannot be judged against the constraint, so the verdict is inconclusive, not PD401
fixture: inconclusive-no-registered-at
args: diagnose --format markdown
--- stdout
**INCONCLUSIVE**: cannot tell whether embed-worker:3 can be placed: 1 of 2 instances could not be evaluated at step 4 (constraints): PD490; excluded: 1 g5.xlarge has no free GPU (PD201)

1/2 instances can take the task: 1 `PD201` (all GPUs on the instance are assigned).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc cannot tell, reason `GENERIC`: provdoc's verdict is inconclusive (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-057d0333b36f42de1` | `g5.xlarge` | pass |  |
| `i-0eab392f10a29e6f2` | `g5.xlarge` | pass |  |

#### Step 1/4 GPU registration: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-057d0333b36f42de1` | `g5.xlarge` | pass |  |
| `i-0eab392f10a29e6f2` | `g5.xlarge` | pass |  |

#### Step 2/4 remaining devices: pass (2 in, 1 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-057d0333b36f42de1` | `g5.xlarge` | **FAIL** | `PD201` error: g5.xlarge i-057d0333b36f42de1: the task needs 1 GPU, 0 of 1 free; held by c495251c6789e6a577c4ffd7d3ddb355 (service:embed-worker, 1 GPU) |
| `i-0eab392f10a29e6f2` | `g5.xlarge` | pass |  |

#### Step 3/4 CPU, memory and the rest: pass (1 in, 1 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-057d0333b36f42de1` | `g5.xlarge` | **FAIL** (out at step 2) | `PD301` error: g5.xlarge i-057d0333b36f42de1: the task needs 3584 CPU units, 512 free of 4096 registered<br>`PD302` error: g5.xlarge i-057d0333b36f42de1: the task needs 14000 MiB, 1563 MiB free of 15563 registered |
| `i-0eab392f10a29e6f2` | `g5.xlarge` | pass |  |

#### Step 4/4 constraints: inconclusive (1 in, 0 out, 1 undecided): could not decide for 1 of 1 candidate: PD490

| instance | type | status | findings |
|---|---|---|---|
| `i-057d0333b36f42de1` | `g5.xlarge` | inconclusive (out at step 2) | `PD490` inconclusive: service constraint 1: the instance's registeredAt is not in the data: cannot tell whether 'registeredAt \> 2026-11-30T09:00:00' holds |
| `i-0eab392f10a29e6f2` | `g5.xlarge` | inconclusive | `PD490` inconclusive: service constraint 1: the instance's registeredAt is not in the data: cannot tell whether 'registeredAt \> 2026-11-30T09:00:00' holds |

### Instances

<details><summary>i-057d0333b36f42de1 (g5.xlarge): excluded at step 2</summary>

Container instance `e75921e8f4f5f775af23632725ec2391`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
  - `PD201` error: g5.xlarge i-057d0333b36f42de1: the task needs 1 GPU, 0 of 1 free; held by c495251c6789e6a577c4ffd7d3ddb355 (service:embed-worker, 1 GPU)
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/4`
    - evidence: `describe-tasks.json#/tasks/0/containers`
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD301` error: g5.xlarge i-057d0333b36f42de1: the task needs 3584 CPU units, 512 free of 4096 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/0`
  - `PD302` error: g5.xlarge i-057d0333b36f42de1: the task needs 14000 MiB, 1563 MiB free of 15563 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/1`
- Step 4 constraints: inconclusive
  - `PD490` inconclusive: service constraint 1: the instance's registeredAt is not in the data: cannot tell whether 'registeredAt \> 2026-11-30T09:00:00' holds
    - evidence: `describe-services.json#/services/0/placementConstraints/0/expression`

</details>

<details><summary>i-0eab392f10a29e6f2 (g5.xlarge): candidate after every step</summary>

Container instance `1272d32a71a6694bc48526313b9ccb92`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: inconclusive
  - `PD490` inconclusive: service constraint 1: the instance's registeredAt is not in the data: cannot tell whether 'registeredAt \> 2026-11-30T09:00:00' holds
    - evidence: `describe-services.json#/services/0/placementConstraints/0/expression`

</details>
--- stderr

--- exit
3
