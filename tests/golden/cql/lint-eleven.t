lint: more than 10 constraints
args: lint tests/cql/lint/eleven.json
--- stdout
provdoc: error: 11 placement constraints in this task definition; ECS accepts at most 10 per task, the task definition's and the service's or run-task's together [PD407]
  at tests/cql/lint/eleven.json#/placementConstraints
11 expressions in 1 file: 1 error, 0 warnings
--- stderr

--- exit
1
