lint in JSON
args: --format json lint tests/cql/lint/describe-services.json
--- stdout
{
  "findings": [
    {
      "code": "PD403",
      "severity": "warning",
      "message": "'p4d.*' names family p4d but also matches p4de (p4de.24xlarge): '.' matches any character",
      "file": "tests/cql/lint/describe-services.json",
      "pointer": "/services/0/placementConstraints/0/expression",
      "line": 1,
      "column": 73,
      "expression": "attribute:ecs.instance-type =~ p5\\..* or attribute:ecs.instance-type =~ p4d.*",
      "fix": "attribute:ecs.instance-type =~ p5\\..* or attribute:ecs.instance-type =~ p4d\\..*"
    }
  ],
  "summary": {
    "files": 1,
    "expressions": 1,
    "errors": 0,
    "warnings": 1
  }
}
--- stderr

--- exit
0
