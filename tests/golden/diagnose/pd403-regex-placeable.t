service memberOf attribute:ecs.instance-type =~ g6.*; a g6.xlarge is free so the task places, but the regex also matches g6f.large: warning only
fixture: pd403-regex-placeable
args: diagnose
