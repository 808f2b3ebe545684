lint: describe-task-definition output with tags (the tags are not constraints)
args: lint tests/cql/lint/describe-task-definition-tags.json
--- stdout
provdoc: warning: 'g5.*' names family g5 but also matches g5g (g5g.xlarge): '.' matches any character [PD403]
  at tests/cql/lint/describe-task-definition-tags.json#/taskDefinition/placementConstraints/1/expression:1:32
    attribute:ecs.instance-type =~ g5.*
                                   ^^^^
  fix: attribute:ecs.instance-type =~ g5\..*
2 expressions in 1 file: 0 errors, 1 warning
--- stderr

--- exit
0
