lint: an empty file is bad input, exit 2
args: lint tests/cql/lint/empty.txt
--- stdout
0 expressions in 1 file: 0 errors, 0 warnings
--- stderr
provdoc: error: 'tests/cql/lint/empty.txt' is empty: no task definition, service or expression to check
--- exit
2
