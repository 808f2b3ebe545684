g5.xlarge launched from the standard ECS AMI (ecs.ami-id differs from the SSM GPU AMI image_id): no NVIDIA driver, no GPU; fix: relaunch from the GPU AMI
fixture: pd101-not-gpu-ami
args: diagnose
--- stdout
Target: cluster inference, service embed-worker, task definition embed-worker:3, region us-east-1, source replay

Step 0/4 task definition: pass (2 in, 2 out)
  pass  i-03a996bc990a65a17 (g5.xlarge)
  pass  i-08d971f00bcd55803 (g5.xlarge)
Step 1/4 GPU registration: FAIL (2 in, 0 out)
  FAIL  i-03a996bc990a65a17 (g5.xlarge)
        PD101 error: g5.xlarge i-03a996bc990a65a17 (1 x NVIDIA A10G) registered no GPU: its AMI ami-05f2a7c1e9d3b4860 is not the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68 (/aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended); most likely it was launched from an AMI without the NVIDIA driver and ECS GPU support
          evidence: describe-container-instances.json#/containerInstances/0/registeredResources
          evidence: describe-container-instances.json#/containerInstances/0/attributes/51
          evidence: describe-container-instances.json#/containerInstances/0/attributes/2
          evidence: ssm-get-parameters.json#/Parameters/0
  FAIL  i-08d971f00bcd55803 (g5.xlarge)
        PD101 error: g5.xlarge i-08d971f00bcd55803 (1 x NVIDIA A10G) registered no GPU: its AMI ami-05f2a7c1e9d3b4860 is not the recommended ECS GPU-optimized AMI ami-0c7e5a1d3b9f24e68 (/aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended); most likely it was launched from an AMI without the NVIDIA driver and ECS GPU support
          evidence: describe-container-instances.json#/containerInstances/1/registeredResources
          evidence: describe-container-instances.json#/containerInstances/1/attributes/51
          evidence: describe-container-instances.json#/containerInstances/1/attributes/2
          evidence: ssm-get-parameters.json#/Parameters/0
Step 2/4 remaining devices: skip (no candidate left after step 1; evaluated on all 2 instances)
Step 3/4 CPU, memory and the rest: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances
  pass  i-03a996bc990a65a17 (g5.xlarge)  [out at step 1]
  pass  i-08d971f00bcd55803 (g5.xlarge)  [out at step 1]
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 2 instances
  pass  i-03a996bc990a65a17 (g5.xlarge)  [out at step 1]
  pass  i-08d971f00bcd55803 (g5.xlarge)  [out at step 1]

Verdict: BLOCKED by PD101 (GPU-family instance advertises no GPU)
  none of 2 instances can take embed-worker:3: 2 g5.xlarge registered no GPU (PD101)
  0/2 instances can take the task: 2 PD101 (GPU-family instance advertises no GPU)
What still blocks after the fix: nothing found
Fix:
  1. command:
       aws ssm get-parameters --names /aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended --region us-east-1 --query 'Parameters[0].Value'
  2. command:
       aws ec2 describe-images --image-ids ami-05f2a7c1e9d3b4860 --region us-east-1 --query 'Images[0].Name'
  3. relaunch from the GPU-optimized AMI: set the launch template's ImageId to ami-0c7e5a1d3b9f24e68 (the image_id above), then replace the instances (i-03a996bc990a65a17, i-08d971f00bcd55803)
  4. command:
       aws ec2 create-launch-template-version --launch-template-id <launch-template-id> --source-version '$Latest' --launch-template-data '{"ImageId":"ami-0c7e5a1d3b9f24e68"}' --region us-east-1
  5. command:
       aws autoscaling start-instance-refresh --auto-scaling-group-name <asg-name> --region us-east-1
ECS said:
  2026-11-30T09:41:07Z  service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.
    provdoc agrees (reason GENERIC): no instance can take the task (PD101)
    evidence: describe-services.json#/services/0/events/0
--- stderr

--- exit
1
