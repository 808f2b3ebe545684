lint: an unreadable file is a usage error
args: lint tests/cql/lint/no-such-file.json
--- stdout
0 expressions in 1 file: 0 errors, 0 warnings
--- stderr
provdoc: error: cannot read 'tests/cql/lint/no-such-file.json': No such file or directory
--- exit
2
