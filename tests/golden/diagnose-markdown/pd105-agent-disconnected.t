both GPU instances have the agent disconnected
fixture: pd105-agent-disconnected
args: diagnose --format markdown
--- stdout
**BLOCKED** by **`PD105`** (container agent disconnected): none of 2 instances can take embed-worker:3: 2 g5.xlarge have their agent disconnected (PD105)

0/2 instances can take the task: 2 `PD105` (container agent disconnected).

Target: cluster `inference`, service `embed-worker`, task definition `embed-worker:3`, region `us-east-1`, source `replay`

### Fix

on i-07b00988c436b5dc8, i-072074edb809df46d, see why the agent is down and restart it; replace the instance if it cannot be reached

```sh
sudo systemctl status ecs
```

```sh
sudo tail -n 50 /var/log/ecs/ecs-agent.log
```

```sh
sudo systemctl restart ecs
```

### What still blocks after the fix

Nothing found.

### ECS said

- `2026-11-30T09:41:07Z`: service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 3748b1cd2f16b24183b8457e9750a2b1 encountered error "AGENT". For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
  - provdoc agrees, reason `AGENT`, closest instance `i-07b00988c436b5dc8`: PD105 on i-07b00988c436b5dc8 (evidence `describe-services.json#/services/0/events/0`)

### Steps

#### Step 0/4 task definition: pass (2 in, 2 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-07b00988c436b5dc8` | `g5.xlarge` | pass |  |
| `i-072074edb809df46d` | `g5.xlarge` | pass |  |

#### Step 1/4 GPU registration: **FAIL** (2 in, 0 out)

| instance | type | status | findings |
|---|---|---|---|
| `i-07b00988c436b5dc8` | `g5.xlarge` | **FAIL** | `PD105` error: i-07b00988c436b5dc8: the ECS agent is disconnected (agentConnected false), agent 1.101.2: only instances with a connected agent take tasks |
| `i-072074edb809df46d` | `g5.xlarge` | **FAIL** | `PD105` error: i-072074edb809df46d: the ECS agent is disconnected (agentConnected false), agent 1.101.2: only instances with a connected agent take tasks |

#### Step 2/4 remaining devices: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-07b00988c436b5dc8` | `g5.xlarge` | pass (out at step 1) |  |
| `i-072074edb809df46d` | `g5.xlarge` | pass (out at step 1) |  |

#### Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-07b00988c436b5dc8` | `g5.xlarge` | pass (out at step 1) |  |
| `i-072074edb809df46d` | `g5.xlarge` | pass (out at step 1) |  |

#### Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances

| instance | type | status | findings |
|---|---|---|---|
| `i-07b00988c436b5dc8` | `g5.xlarge` | pass (out at step 1) |  |
| `i-072074edb809df46d` | `g5.xlarge` | pass (out at step 1) |  |

### Instances

<details><summary>i-07b00988c436b5dc8 (g5.xlarge): excluded at step 1</summary>

Container instance `3748b1cd2f16b24183b8457e9750a2b1`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD105` error: i-07b00988c436b5dc8: the ECS agent is disconnected (agentConnected false), agent 1.101.2: only instances with a connected agent take tasks
    - evidence: `describe-container-instances.json#/containerInstances/0/agentConnected`
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>

<details><summary>i-072074edb809df46d (g5.xlarge): excluded at step 1</summary>

Container instance `c4c675ff43382868672479f86c7f0eb2`.

- Step 0 task definition: pass
- Step 1 GPU registration: **FAIL**
  - `PD105` error: i-072074edb809df46d: the ECS agent is disconnected (agentConnected false), agent 1.101.2: only instances with a connected agent take tasks
    - evidence: `describe-container-instances.json#/containerInstances/1/agentConnected`
- Step 2 remaining devices: pass
- Step 3 CPU, memory and the rest: pass
- Step 4 constraints: pass

</details>
--- stderr

--- exit
1
