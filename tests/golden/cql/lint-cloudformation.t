lint: a CloudFormation template is refused by name, exit 2
args: lint tests/cql/lint/cloudformation.json
--- stdout
0 expressions in 1 file: 0 errors, 0 warnings
--- stderr
provdoc: error: 'tests/cql/lint/cloudformation.json' is a CloudFormation template or resource; lint reads ECS JSON (register-task-definition input, describe-task-definition, describe-services), not CloudFormation's PlacementConstraints properties
--- exit
2
