lint: a Latin-1 expression file, text output
args: lint tests/cql/lint/latin1.txt
--- stdout
provdoc: error: invalid UTF-8 byte 0xE9: an expression is UTF-8 text (was it saved as Latin-1?) [PD405]
  at tests/cql/lint/latin1.txt:2:19
    attribute:team == �quipe
                      ^
1 expression in 1 file: 1 error, 0 warnings
--- stderr

--- exit
1
