README example: three g5.xlarge launched from the ECS GPU AMI registered no GPU (ECS_ENABLE_GPU_SUPPORT not in effect), one m5.large; embed-worker needs 1 GPU
fixture: seed
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (4 in, 4 out)
  pass  i-0b6e87ad116a5b717 (g5.xlarge)
  pass  i-02a9609b45482cbbb (g5.xlarge)
  pass  i-0f2a43f8c9f320943 (g5.xlarge)
  pass  i-05e3c387c862be935 (m5.large)
Step 1/4 GPU registration: FAIL (4 in, 0 out)
  FAIL  i-0b6e87ad116a5b717 (g5.xlarge)
        PD101 error: g5.xlarge i-0b6e87ad116a5b717 (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared
          evidence: describe-container-instances.json#/containerInstances/0/registeredResources
          evidence: describe-container-instances.json#/containerInstances/0/attributes/51
          evidence: describe-container-instances.json#/containerInstances/0/attributes/2
          evidence: ssm-get-parameters.json#/Parameters/0
  FAIL  i-02a9609b45482cbbb (g5.xlarge)
        PD101 error: g5.xlarge i-02a9609b45482cbbb (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared
          evidence: describe-container-instances.json#/containerInstances/1/registeredResources
          evidence: describe-container-instances.json#/containerInstances/1/attributes/51
          evidence: describe-container-instances.json#/containerInstances/1/attributes/2
          evidence: ssm-get-parameters.json#/Parameters/0
  FAIL  i-0f2a43f8c9f320943 (g5.xlarge)
        PD101 error: g5.xlarge i-0f2a43f8c9f320943 (1 x NVIDIA A10G) registered no GPU although it runs the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68: ECS_ENABLE_GPU_SUPPORT is not true, or the agent started before the GPU devices appeared
          evidence: describe-container-instances.json#/containerInstances/2/registeredResources
          evidence: describe-container-instances.json#/containerInstances/2/attributes/51
          evidence: describe-container-instances.json#/containerInstances/2/attributes/2
          evidence: ssm-get-parameters.json#/Parameters/0
  FAIL  i-05e3c387c862be935 (m5.large)
        PD102 error: m5.large i-05e3c387c862be935 has no GPU: not a candidate for a GPU task
          evidence: describe-container-instances.json#/containerInstances/3/attributes/51
          fix: m5.large has no GPU: add a GPU instance type (g4dn, g5, g6, g6e, p4d, p5) with the ECS GPU AMI to the cluster's capacity, or keep GPU tasks off it with a memberOf constraint on attribute:ecs.instance-type
Step 2/4 remaining devices: skip (no candidate left after step 1; evaluated on all 4 instances)
Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 4 instances
  pass  i-0b6e87ad116a5b717 (g5.xlarge)  [out at step 1]
  pass  i-02a9609b45482cbbb (g5.xlarge)  [out at step 1]
  pass  i-0f2a43f8c9f320943 (g5.xlarge)  [out at step 1]
  FAIL  i-05e3c387c862be935 (m5.large)  [out at step 1]
        PD303 error: the task reserves 3584 CPU units; m5.large i-05e3c387c862be935 registers 2048 (2 vCPU): it never fits, even on an empty instance
          evidence: describe-container-instances.json#/containerInstances/3/registeredResources/0
          fix: the reservation is larger than what i-05e3c387c862be935 registers even when empty: lower the task's reservation below the registered capacity, or use a larger instance type
        PD303 error: the task reserves 14000 MiB; m5.large i-05e3c387c862be935 has 8 GiB but registers 7680 MiB for tasks: it never fits, even on an empty instance
          evidence: describe-container-instances.json#/containerInstances/3/registeredResources/1
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 4 instances
  pass  i-0b6e87ad116a5b717 (g5.xlarge)  [out at step 1]
  pass  i-02a9609b45482cbbb (g5.xlarge)  [out at step 1]
  pass  i-0f2a43f8c9f320943 (g5.xlarge)  [out at step 1]
  pass  i-05e3c387c862be935 (m5.large)  [out at step 1]

Verdict: BLOCKED by PD101 (GPU-family instance advertises no GPU)
  none of 4 instances can take embed-worker:3: 3 g5.xlarge registered no GPU (PD101), 1 m5.large has no GPU (PD102)
  0/4 instances can take the task: 3 PD101 (GPU-family instance advertises no GPU), 1 PD102 (instance type has no NVIDIA GPU)
What still blocks after the fix: nothing found
Fix:
  1. on each instance (i-0b6e87ad116a5b717, i-02a9609b45482cbbb, i-0f2a43f8c9f320943), confirm which: the GPU info file is missing and ecs-init dropped GPU support when no device was found
  2. command:
       ls /var/lib/ecs/gpu/nvidia-gpu-info.json
  3. command:
       grep "No GPU devices found" /var/log/ecs/ecs-init.log
  4. or run both on every instance at once with SSM Run Command (the ECS AMIs carry the SSM agent)
  5. command:
       aws ssm send-command --instance-ids i-0b6e87ad116a5b717 i-02a9609b45482cbbb i-0f2a43f8c9f320943 --document-name AWS-RunShellScript --parameters '{"commands":["ls -l /var/lib/ecs/gpu/nvidia-gpu-info.json","grep \"No GPU devices found\" /var/log/ecs/ecs-init.log"]}' --region us-east-1
  6. user-data:
       echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config
  7. command:
       sudo systemctl restart ecs
  8. if the instance still registers no GPU after the restart (whether ECS refreshes the GPU set of a re-registered instance is unconfirmed), drain it and let the Auto Scaling group replace it with the user-data above
  9. command:
       aws ecs update-container-instances-state --cluster inference --container-instances 4e79a8c11692027d4f7e796d2f55ff2e bb552d4d7baf70e193b4c8074905bd0c 486c4a21bf6f3aa0aecfd82e14feb058 --status DRAINING --region us-east-1
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason GENERIC): no instance can take the task (PD101)
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
