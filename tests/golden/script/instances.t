Instances with GPUs, CPU and memory free and where each was excluded; filtered by an expression
fixture: seed
args: -c 'instances; instances attribute:ecs.instance-type == m5.large'
--- stdout
INSTANCE             TYPE           STATUS     AGENT GPU  FREE     CPU   MEMORY  RUNBOOK
i-0b6e87ad116a5b717  g5.xlarge      ACTIVE     yes   -    -       4096    15563  step 1 PD101
i-02a9609b45482cbbb  g5.xlarge      ACTIVE     yes   -    -       4096    15563  step 1 PD101
i-0f2a43f8c9f320943  g5.xlarge      ACTIVE     yes   -    -       4096    15563  step 1 PD101
i-05e3c387c862be935  m5.large       ACTIVE     yes   -    -       2048     7680  step 1 PD102
INSTANCE             TYPE           STATUS     AGENT GPU  FREE     CPU   MEMORY  RUNBOOK
i-05e3c387c862be935  m5.large       ACTIVE     yes   -    -       2048     7680  step 1 PD102
1 of 4 instances match
--- stderr

--- exit
0
