service memberOf attribute:ecs.instance-type =~ g6.*; a g6.xlarge is free so the task places, but the regex also matches g6f.large: warning only
fixture: pd403-regex-placeable
args: diagnose --format markdown
--- stdout
**PLACEABLE**: embed-worker:3 can be placed now on 2 of 4 instances: i-07f36ef899fdf7715, i-04f5a58dd9998398c

2/4 instances can take the task: 1 `PD201` (all GPUs on the instance are assigned), 1 `PD204` (fractional GPU request does not match the partition size).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Placeable now on

- `i-07f36ef899fdf7715`
- `i-04f5a58dd9998398c`

### Steps

#### Step 0/4 task definition: pass (4 in, 4 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0e152cefd3bf7c0f3` | `g6.xlarge` | pass |  |
| `i-07f36ef899fdf7715` | `g6.xlarge` | pass |  |
| `i-00f3ca4d42c50e641` | `g6f.large` | pass |  |
| `i-04f5a58dd9998398c` | `g6e.xlarge` | pass |  |

#### Step 1/4 GPU registration: pass (4 in, 4 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0e152cefd3bf7c0f3` | `g6.xlarge` | pass |  |
| `i-07f36ef899fdf7715` | `g6.xlarge` | pass |  |
| `i-00f3ca4d42c50e641` | `g6f.large` | pass |  |
| `i-04f5a58dd9998398c` | `g6e.xlarge` | pass |  |

#### Step 2/4 remaining devices: pass (4 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0e152cefd3bf7c0f3` | `g6.xlarge` | **FAIL** | `PD201` error: g6.xlarge i-0e152cefd3bf7c0f3: the task needs 1 GPU, 0 of 1 free; held by 8fede74118477adbf7cfb3ac40a9c1ef (service:embed-worker, 1 GPU) |
| `i-07f36ef899fdf7715` | `g6.xlarge` | pass |  |
| `i-00f3ca4d42c50e641` | `g6f.large` | **FAIL** | `PD204` error: g6f.large i-00f3ca4d42c50e641 has a 0.125 L4 (partition) partition, not whole GPUs; the task asks for 1 whole GPU |
| `i-04f5a58dd9998398c` | `g6e.xlarge` | pass |  |

#### Step 3/4 CPU, memory and the rest: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-0e152cefd3bf7c0f3` | `g6.xlarge` | **FAIL** (out at step 2) | `PD301` error: g6.xlarge i-0e152cefd3bf7c0f3: the task needs 3584 CPU units, 512 free of 4096 registered<br>`PD302` error: g6.xlarge i-0e152cefd3bf7c0f3: the task needs 14000 MiB, 1531 MiB free of 15531 registered |
| `i-07f36ef899fdf7715` | `g6.xlarge` | pass |  |
| `i-00f3ca4d42c50e641` | `g6f.large` | **FAIL** (out at step 2) | `PD303` error: the task reserves 3584 CPU units; g6f.large i-00f3ca4d42c50e641 registers 2048 (2 vCPU): it never fits, even on an empty instance<br>`PD303` error: the task reserves 14000 MiB; g6f.large i-00f3ca4d42c50e641 has 8 GiB but registers 7618 MiB for tasks: it never fits, even on an empty instance |
| `i-04f5a58dd9998398c` | `g6e.xlarge` | pass |  |

#### Step 4/4 constraints: pass (2 in, 2 out)

- task: `PD403` warning: service constraint 1: 'g6.\*' names family g6 but also matches g6e (g6e.xlarge), g6f (g6f.large): '.' matches any character
  - evidence: `describe-services.json#/services/0/placementConstraints/0/expression`

| instance | type | status | findings |
|---|---|---|---|
| `i-0e152cefd3bf7c0f3` | `g6.xlarge` | pass (out at step 2) |  |
| `i-07f36ef899fdf7715` | `g6.xlarge` | pass |  |
| `i-00f3ca4d42c50e641` | `g6f.large` | pass (out at step 2) |  |
| `i-04f5a58dd9998398c` | `g6e.xlarge` | pass |  |

### Instances

<details><summary>i-0e152cefd3bf7c0f3 (g6.xlarge): excluded at step 2</summary>

Container instance `6c0f98c1277c45e46fcb165bb6aa78c7`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
  - `PD201` error: g6.xlarge i-0e152cefd3bf7c0f3: the task needs 1 GPU, 0 of 1 free; held by 8fede74118477adbf7cfb3ac40a9c1ef (service:embed-worker, 1 GPU)
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/4`
    - evidence: `describe-tasks.json#/tasks/0/containers`
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD301` error: g6.xlarge i-0e152cefd3bf7c0f3: the task needs 3584 CPU units, 512 free of 4096 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/0`
  - `PD302` error: g6.xlarge i-0e152cefd3bf7c0f3: the task needs 14000 MiB, 1531 MiB free of 15531 registered
    - evidence: `describe-container-instances.json#/containerInstances/0/remainingResources/1`
- Step 4 constraints: pass

</details>

<details><summary>i-07f36ef899fdf7715 (g6.xlarge): candidate after every step</summary>

Container instance `4cf161cc50ede1e9e9a2381334709200`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-00f3ca4d42c50e641 (g6f.large): excluded at step 2</summary>

Container instance `5025767c6ce17a0f73e9f0819ee51af1`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: **FAIL**
  - `PD204` error: g6f.large i-00f3ca4d42c50e641 has a 0.125 L4 (partition) partition, not whole GPUs; the task asks for 1 whole GPU
    - evidence: `describe-container-instances.json#/containerInstances/2/attributes`
- Step 3 CPU, memory and the rest: **FAIL**
  - `PD303` error: the task reserves 3584 CPU units; g6f.large i-00f3ca4d42c50e641 registers 2048 (2 vCPU): it never fits, even on an empty instance
    - evidence: `describe-container-instances.json#/containerInstances/2/registeredResources/0`
  - `PD303` error: the task reserves 14000 MiB; g6f.large i-00f3ca4d42c50e641 has 8 GiB but registers 7618 MiB for tasks: it never fits, even on an empty instance
    - evidence: `describe-container-instances.json#/containerInstances/2/registeredResources/1`
- Step 4 constraints: pass

</details>

<details><summary>i-04f5a58dd9998398c (g6e.xlarge): candidate after every step</summary>

Container instance `d996bd00445bcf992fe151a2373bc456`.

- Step 0 task definition: pass
- Step 1 GPU registration: pass
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>
--- stderr

--- exit
0
