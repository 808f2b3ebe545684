lint: a directory is bad input with the reason, exit 2
args: lint tests/cql/lint
--- stdout
0 expressions in 1 file: 0 errors, 0 warnings
--- stderr
provdoc: error: cannot read 'tests/cql/lint': it is a directory (name the files)
--- exit
2
