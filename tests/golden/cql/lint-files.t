lint: task definition, describe-task-definition, services and expression files
args: lint tests/cql/lint/taskdef-registered.json tests/cql/lint/describe-task-definition.json tests/cql/lint/describe-services.json tests/cql/lint/expressions.txt
--- stdout
provdoc: warning: 'g6.*' names family g6 but also matches g6e (g6e.xlarge), g6f (g6f.large): '.' matches any character [PD403]
  at tests/cql/lint/taskdef-registered.json#/placementConstraints/0/expression:1:32
    attribute:ecs.instance-type =~ g6.*
                                   ^^^^
  fix: attribute:ecs.instance-type =~ g6\..*
provdoc: warning: 'and' and 'or' mixed without parentheses; ECS documents no precedence, provdoc reads it as: (attribute:ecs.availability-zone in [us-east-1a, us-east-1b] and agentVersion >= 1.75.0) or runningTasksCount == 0; the other reading is: attribute:ecs.availability-zone in [us-east-1a, us-east-1b] and (agentVersion >= 1.75.0 or runningTasksCount == 0) [PD406]
  at tests/cql/lint/taskdef-registered.json#/placementConstraints/1/expression:1:1
    attribute:ecs.availability-zone in [us-east-1a, us-east-1b] and agentVer...
    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  fix: (attribute:ecs.availability-zone in [us-east-1a, us-east-1b] and agentVersion >= 1.75.0) or runningTasksCount == 0
provdoc: error: a task definition may only hold memberOf constraints, not distinctInstance [PD405]
  at tests/cql/lint/taskdef-registered.json#/placementConstraints/2
provdoc: error: expected ',' or ']' after 'g5.2xlarge' [PD405]
  at tests/cql/lint/describe-task-definition.json#/taskDefinition/placementConstraints/0/expression:1:54
    attribute:ecs.instance-type in [g5.xlarge, g5.2xlarge
                                                         ^
provdoc: warning: 'p4d.*' names family p4d but also matches p4de (p4de.24xlarge): '.' matches any character [PD403]
  at tests/cql/lint/describe-services.json#/services/0/placementConstraints/0/expression:1:73
    ...* or attribute:ecs.instance-type =~ p4d.*
                                           ^^^^^
  fix: attribute:ecs.instance-type =~ p5\..* or attribute:ecs.instance-type =~ p4d\..*
provdoc: warning: 'g5.*' names family g5 but also matches g5g (g5g.xlarge): '.' matches any character [PD403]
  at tests/cql/lint/expressions.txt:3:32
    attribute:ecs.instance-type =~ g5.*
                                   ^^^^
  fix: attribute:ecs.instance-type =~ g5\..*
provdoc: warning: 'AND' is not in the documented lower case; provdoc accepts it, ECS may not
  at tests/cql/lint/expressions.txt:6:32
    attribute:ecs.os-type == linux AND attribute:ecs.cpu-architecture == x86...
                                   ^^^
provdoc: error: unknown operator '='; did you mean '=='? [PD405]
  at tests/cql/lint/expressions.txt:7:29
    attribute:ecs.instance-type = g6.xlarge
                                ^
9 expressions in 4 files: 3 errors, 5 warnings
--- stderr

--- exit
1
