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
4. user-data:
     echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config
5. command:
     sudo systemctl restart ecs
6. if the instance still registers no GPU after the restart (whether ECS refreshes the GPU set of a re-registered instance is unconfirmed), drain it and let the Auto Scaling group replace it with the user-data above
--- stderr

--- exit
0
