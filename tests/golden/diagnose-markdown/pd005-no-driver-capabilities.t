GPU task on a plain python image without NVIDIA_DRIVER_CAPABILITIES: placeable, warning only (pasted files, no manifest)
fixture: pd005-no-driver-capabilities
args: diagnose --format markdown
--- stdout
**PLACEABLE**: embed-worker:3 can be placed now on 1 of 2 instances: i-072362d25c26dcf5e

1/2 instances can take the task: 1 `PD201` (all GPUs on the instance are assigned).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Placeable now on

- `i-072362d25c26dcf5e`

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

- task: `PD005` info: container server asks for a GPU, sets no NVIDIA_DRIVER_CAPABILITIES, and its image python:3.12-slim does not name a CUDA base; if the image is not built on one, the GPU may be invisible at run time (not a placement cause)
  - evidence: `describe-task-definition.json#/taskDefinition/containerDefinitions/0`

| instance | type | status | findings |
|---|---|---|---|
| `i-0307e4b18e6b49913` | `g5.xlarge` | pass |  |
| `i-072362d25c26dcf5e` | `g5.xlarge` | pass |  |

#### Step 1/4 GPU registration: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0307e4b18e6b49913` | `g5.xlarge` | pass |  |
| `i-072362d25c26dcf5e` | `g5.xlarge` | pass |  |

#### Step 2/4 remaining devices: pass (2 in, 1 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0307e4b18e6b49913` | `g5.xlarge` | **FAIL** | `PD201` error: g5.xlarge i-0307e4b18e6b49913: the task needs 1 GPU, 0 of 1 free; held by 53f7358063700f29d8e68881008873f4 (service:embed-worker, 1 GPU) |
| `i-072362d25c26dcf5e` | `g5.xlarge` | pass |  |

#### Step 3/4 CPU, memory and the rest: pass (1 in, 1 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0307e4b18e6b49913` | `g5.xlarge` | **FAIL** (out at step 2) | `PD301` error: g5.xlarge i-0307e4b18e6b49913: the task needs 3584 CPU units, 512 free of 4096 registered<br>`PD302` error: g5.xlarge i-0307e4b18e6b49913: the task needs 14000 MiB, 1563 MiB free of 15563 registered |
| `i-072362d25c26dcf5e` | `g5.xlarge` | pass |  |

#### Step 4/4 constraints: pass (1 in, 1 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0307e4b18e6b49913` | `g5.xlarge` | pass (out at step 2) |  |
| `i-072362d25c26dcf5e` | `g5.xlarge` | pass |  |

### Instances

<details><summary>i-0307e4b18e6b49913 (g5.xlarge): excluded at step 2</summary>

Container instance `f6478e1287c07a471fb6131c9b4e5e0f`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
  - `PD201` error: g5.xlarge i-0307e4b18e6b49913: the task needs 1 GPU, 0 of 1 free; held by 53f7358063700f29d8e68881008873f4 (service:embed-worker, 1 GPU)
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/4`
    - evidence: `describe-tasks.json#/tasks/0/containers`
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD301` error: g5.xlarge i-0307e4b18e6b49913: the task needs 3584 CPU units, 512 free of 4096 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/0`
  - `PD302` error: g5.xlarge i-0307e4b18e6b49913: the task needs 14000 MiB, 1563 MiB free of 15563 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/1`
- Step 4 constraints: pass

</details>

<details><summary>i-072362d25c26dcf5e (g5.xlarge): candidate after every step</summary>

Container instance `65a0afe1ce03250f0add5a6c32efa3f1`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>
--- stderr

--- exit
0
