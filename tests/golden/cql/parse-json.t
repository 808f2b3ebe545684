parse in JSON
args: --format json parse 'attribute:ecs.instance-type =~ g6.* AND agentConnected == true'
--- stdout
{
  "expression": "attribute:ecs.instance-type =~ g6.* AND agentConnected == true",
  "valid": true,
  "normal_form": "attribute:ecs.instance-type =~ g6.* and agentConnected == true",
  "notes": [
    {
      "severity": "warning",
      "message": "'AND' is not in the documented lower case; provdoc accepts it, ECS may not",
      "code": null,
      "line": 1,
      "column": 37,
      "start": 36,
      "end": 39
    }
  ]
}
--- stderr
provdoc: warning: 'AND' is not in the documented lower case; provdoc accepts it, ECS may not
  at <expr>:1:37
    attribute:ecs.instance-type =~ g6.* AND agentConnected == true
                                        ^^^
--- exit
0
