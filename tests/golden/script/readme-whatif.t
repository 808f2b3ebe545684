README example: walk the seed, then try fixes without touching the cluster
fixture: seed
args: --echo -c 'instances; register-gpus i-0b6e 1; set constraint "attribute:ecs.instance-type =~ g6\..*"; unset constraint 1; changes'
--- stdout
> instances
INSTANCE             TYPE           STATUS     AGENT GPU  FREE     CPU   MEMORY  RUNBOOK
i-0b6e87ad116a5b717  g5.xlarge      ACTIVE     yes   -    -       4096    15563  step 1 PD101
i-02a9609b45482cbbb  g5.xlarge      ACTIVE     yes   -    -       4096    15563  step 1 PD101
i-0f2a43f8c9f320943  g5.xlarge      ACTIVE     yes   -    -       4096    15563  step 1 PD101
i-05e3c387c862be935  m5.large       ACTIVE     yes   -    -       2048     7680  step 1 PD102
> register-gpus i-0b6e 1
what-if: register-gpus i-0b6e87ad116a5b717 1
verdict: blocked (PD101) → placeable on i-0b6e87ad116a5b717
> set constraint attribute:ecs.instance-type =~ g6\..*
what-if: set constraint 'attribute:ecs.instance-type =~ g6\..*'
verdict: placeable on i-0b6e87ad116a5b717 → blocked (PD401)
> unset constraint 1
what-if: unset constraint 1
verdict: blocked (PD401) → placeable on i-0b6e87ad116a5b717
> changes
1. register-gpus i-0b6e87ad116a5b717 1
--- stderr

--- exit
0
