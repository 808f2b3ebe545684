A script on stdin with comments, echoed as a transcript (--echo)
fixture: seed
args: --echo -f -
--- stdin
# walk the first step, then jump to the constraints
next
step 4   # the last step
fix

--- stdout
> next
Step 0/4 task definition: pass (4 in, 4 out)
  pass  i-0b6e87ad116a5b717 (g5.xlarge)
  pass  i-02a9609b45482cbbb (g5.xlarge)
  pass  i-0f2a43f8c9f320943 (g5.xlarge)
  pass  i-05e3c387c862be935 (m5.large)
> step 4
Step 4/4 constraints: pass (0 in, 0 out): no candidate left after step 1; evaluated on all 4 instances
  pass  i-0b6e87ad116a5b717 (g5.xlarge)  [out at step 1]
  pass  i-02a9609b45482cbbb (g5.xlarge)  [out at step 1]
  pass  i-0f2a43f8c9f320943 (g5.xlarge)  [out at step 1]
  pass  i-05e3c387c862be935 (m5.large)  [out at step 1]
> fix
Fix for PD101:
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
--- stderr

--- exit
0
