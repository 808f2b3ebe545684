parse reports an unfinished list with its column and caret, exit 2
args: parse 'attribute:ecs.instance-type in [t2.micro,'
--- stdout

--- stderr
provdoc: error: expected a value after ',' [PD405]
  at <expr>:1:42
    attribute:ecs.instance-type in [t2.micro,
                                             ^
--- exit
2
