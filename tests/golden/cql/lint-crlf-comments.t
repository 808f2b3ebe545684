lint: CRLF line endings, blank lines and indented comments in an expression file
args: lint tests/cql/lint/crlf-comments.txt
--- stdout
provdoc: warning: 'g6.*' names family g6 but also matches g6e (g6e.xlarge), g6f (g6f.large): '.' matches any character [PD403]
  at tests/cql/lint/crlf-comments.txt:6:32
    attribute:ecs.instance-type =~ g6.*
                                   ^^^^
  fix: attribute:ecs.instance-type =~ g6\..*
provdoc: error: unknown operator '='; did you mean '=='? [PD405]
  at tests/cql/lint/crlf-comments.txt:7:25
      attribute:ecs.os-type = linux
                            ^
3 expressions in 1 file: 1 error, 1 warning
--- stderr

--- exit
1
