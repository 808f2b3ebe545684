service memberOf attribute:ecs.instance-type =~ g6.* meant for g6: the g6.xlarge is busy, the regex also matches the free g6f.xlarge which cannot take an integer GPU, the free g5.2xlarge is excluded
fixture: pd403-regex-g6f
args: diagnose
