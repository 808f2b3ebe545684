parse: unknown subject with did you mean
args: parse 'instanceType == g5.xlarge'
--- stdout

--- stderr
provdoc: error: unknown subject 'instanceType'; did you mean 'attribute:ecs.instance-type'? [PD405]
  at <expr>:1:1
    instanceType == g5.xlarge
    ^^^^^^^^^^^^
--- exit
2
