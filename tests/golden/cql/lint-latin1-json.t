lint: a Latin-1 expression file is a PD405 with the byte, and the JSON finding is kept
args: --format json lint tests/cql/lint/latin1.txt
--- stdout
{
  "findings": [
    {
      "code": "PD405",
      "severity": "error",
      "message": "invalid UTF-8 byte 0xE9: an expression is UTF-8 text (was it saved as Latin-1?)",
      "file": "tests/cql/lint/latin1.txt",
      "pointer": null,
      "line": 2,
      "column": 19,
      "expression": "attribute:team == ?quipe",
      "fix": null
    }
  ],
  "summary": {
    "files": 1,
    "expressions": 1,
    "errors": 1,
    "warnings": 0
  }
}
--- stderr

--- exit
1
