lint: constraints that are not objects, lack a type, or hold a non-string expression
args: lint tests/cql/lint/bad-shapes.json
--- stdout
provdoc: error: memberOf expression is not a string [PD405]
  at tests/cql/lint/bad-shapes.json#/placementConstraints/0
provdoc: error: memberOf without an expression [PD405]
  at tests/cql/lint/bad-shapes.json#/placementConstraints/1
provdoc: error: constraint without a type (memberOf or distinctInstance) [PD405]
  at tests/cql/lint/bad-shapes.json#/placementConstraints/2
provdoc: error: a placement constraint must be an object with 'type' and 'expression' [PD405]
  at tests/cql/lint/bad-shapes.json#/placementConstraints/3
provdoc: error: empty expression [PD405]
  at tests/cql/lint/bad-shapes.json#/placementConstraints/4/expression:1:1
    
    ^
1 expression in 1 file: 5 errors, 0 warnings
--- stderr

--- exit
1
