parse prints the fully parenthesised normal form
args: parse 'attribute:a == 1 or attribute:b == 2 and attribute:c == 3'
--- stdout
attribute:a == 1 or (attribute:b == 2 and attribute:c == 3)
--- stderr
provdoc: warning: 'and' and 'or' mixed without parentheses; ECS documents no precedence, provdoc reads it as: attribute:a == 1 or (attribute:b == 2 and attribute:c == 3) [PD406]
  at <expr>:1:1
    attribute:a == 1 or attribute:b == 2 and attribute:c == 3
    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
--- exit
0
