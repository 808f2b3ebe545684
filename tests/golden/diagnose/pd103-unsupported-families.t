g5g (arm64, no ECS GPU AMI), g4ad (AMD), p2 on the 20261113 GPU AMI and a Windows g4dn: none can register GPUs for ECS
fixture: pd103-unsupported-families
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (4 in, 4 out)
  pass  i-07e75ecc22cd161e8 (g5g.xlarge)
  pass  i-08e15b6e525edacd6 (g4ad.xlarge)
  pass  i-0b1a3cabf2c7a31df (p2.xlarge)
  pass  i-0da06a3ba7c0b556c (g4dn.xlarge)
Step 1/4 GPU registration: FAIL (4 in, 0 out)
  FAIL  i-07e75ecc22cd161e8 (g5g.xlarge)
        PD103 error: g5g.xlarge i-07e75ecc22cd161e8 registered no GPU: g5g is arm64 (Graviton) and no ECS GPU-optimized AMI is published for arm64; it needs a custom AMI with the NVIDIA driver and ECS_ENABLE_GPU_SUPPORT=true
          evidence: describe-container-instances.json#/containerInstances/0/registeredResources
          evidence: describe-container-instances.json#/containerInstances/0/attributes/51
  FAIL  i-08e15b6e525edacd6 (g4ad.xlarge)
        PD103 error: g4ad.xlarge i-08e15b6e525edacd6 registered no GPU: g4ad has AMD Radeon GPUs; ECS GPU support is for NVIDIA GPUs only
          evidence: describe-container-instances.json#/containerInstances/1/registeredResources
          evidence: describe-container-instances.json#/containerInstances/1/attributes/51
  FAIL  i-0b1a3cabf2c7a31df (p2.xlarge)
        PD103 error: p2.xlarge i-0b1a3cabf2c7a31df registered no GPU: p2 (NVIDIA K80) works only with ECS GPU AMIs earlier than 20230912; current GPU AMIs do not support it (on such an older GPU AMI, check ECS_ENABLE_GPU_SUPPORT instead)
          evidence: describe-container-instances.json#/containerInstances/2/registeredResources
          evidence: describe-container-instances.json#/containerInstances/2/attributes/51
  FAIL  i-0da06a3ba7c0b556c (g4dn.xlarge)
        PD103 error: g4dn.xlarge i-0da06a3ba7c0b556c registered no GPU: ECS does not support GPUs on Windows container instances
          evidence: describe-container-instances.json#/containerInstances/3/registeredResources
          evidence: describe-container-instances.json#/containerInstances/3/attributes/49
Step 2/4 remaining devices: skip (no candidate left after step 1; evaluated on all 4 instances)
Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 4 instances
  FAIL  i-07e75ecc22cd161e8 (g5g.xlarge)  [out at step 1]
        PD303 error: the task reserves 14000 MiB; g5g.xlarge i-07e75ecc22cd161e8 has 8 GiB but registers 7632 MiB for tasks: it never fits, even on an empty instance
          evidence: describe-container-instances.json#/containerInstances/0/registeredResources/1
          fix: the reservation is larger than what i-07e75ecc22cd161e8 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type
  pass  i-08e15b6e525edacd6 (g4ad.xlarge)  [out at step 1]
  pass  i-0b1a3cabf2c7a31df (p2.xlarge)  [out at step 1]
  FAIL  i-0da06a3ba7c0b556c (g4dn.xlarge)  [out at step 1]
        PD307 error: i-0da06a3ba7c0b556c lacks attribute ecs.capability.task-eni required by the task definition
          evidence: describe-task-definition.json#/taskDefinition/requiresAttributes/7
          evidence: describe-container-instances.json#/containerInstances/3/attributes
          fix (user-data):
              echo ECS_ENABLE_TASK_ENI=true >> /etc/ecs/ecs.config
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 4 instances
  pass  i-07e75ecc22cd161e8 (g5g.xlarge)  [out at step 1]
  pass  i-08e15b6e525edacd6 (g4ad.xlarge)  [out at step 1]
  pass  i-0b1a3cabf2c7a31df (p2.xlarge)  [out at step 1]
  pass  i-0da06a3ba7c0b556c (g4dn.xlarge)  [out at step 1]

Verdict: BLOCKED by PD103 (GPU family not supported by this AMI or OS)
  none of 4 instances can take embed-worker:3: 1 g5g.xlarge has a GPU ECS cannot use there (PD103), 1 g4ad.xlarge has a GPU ECS cannot use there (PD103), 1 p2.xlarge has a GPU ECS cannot use there (PD103), 1 g4dn.xlarge has a GPU ECS cannot use there (PD103)
  0/4 instances can take the task: 4 PD103 (GPU family not supported by this AMI or OS)
What still blocks after the fix:
  i-07e75ecc22cd161e8  PD303  the task reserves 14000 MiB; g5g.xlarge i-07e75ecc22cd161e8 has 8 GiB but registers 7632 MiB for tasks: it never fits, even on an empty instance
  i-0da06a3ba7c0b556c  PD307  i-0da06a3ba7c0b556c lacks attribute ecs.capability.task-eni required by the task definition
Fix:
  1. use a GPU family ECS supports on the x86_64 Linux GPU-optimized AMI (g4dn, g5, g6, g6e, p3, p4d, p5) and replace i-07e75ecc22cd161e8, i-08e15b6e525edacd6, i-0b1a3cabf2c7a31df, i-0da06a3ba7c0b556c
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason GENERIC): no instance can take the task (PD103)
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
