lint: run-task input (taskDefinition by name) and the bare --placement-constraints array
args: lint tests/cql/lint/run-task-constraints.json tests/cql/lint/run-task-input.json
--- stdout
provdoc: error: 11 placement constraints in this service or run-task; ECS accepts at most 10 per task, the task definition's and the service's or run-task's together [PD407]
  at tests/cql/lint/run-task-input.json#/placementConstraints
provdoc: error: expected ',' or ']' after 'us-east-1b' [PD405]
  at tests/cql/lint/run-task-input.json#/placementConstraints/0/expression:1:59
    attribute:ecs.availability-zone in [us-east-1a, us-east-1b
                                                              ^
12 expressions in 2 files: 2 errors, 0 warnings
--- stderr

--- exit
1
