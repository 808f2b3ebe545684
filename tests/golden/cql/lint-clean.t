lint: nothing to report, exit 0
args: lint tests/cql/lint/clean.txt
--- stdout
2 expressions in 1 file: 0 errors, 0 warnings
--- stderr

--- exit
0
