eval in JSON
fixture: pd406-and-or-mixed
args: --format json eval 'attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a or attribute:ecs.instance-type == g6.xlarge'
--- stdout
{
  "expression": "attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a or attribute:ecs.instance-type == g6.xlarge",
  "normal_form": "(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge",
  "instances": [
    {
      "instance": "i-03bd90e7267a102cb",
      "container_instance": "f7dc8655c6ac7ed6fadcb7709694e496",
      "result": "no match",
      "decided_by": "(attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge",
      "values": "attribute:ecs.instance-type is g5.xlarge; attribute:ecs.availability-zone is us-east-1b",
      "substring_differs": false,
      "substring_result": "no match",
      "ecs": null
    },
    {
      "instance": "i-06feb49aa3b11d9b5",
      "container_instance": "aab1ff0a95a6c69f27d51e5e1c34e65b",
      "result": "match",
      "decided_by": "attribute:ecs.instance-type == g6.xlarge",
      "values": "attribute:ecs.instance-type is g6.xlarge",
      "substring_differs": false,
      "substring_result": "match",
      "ecs": null
    }
  ],
  "summary": {
    "instances": 2,
    "match": 1,
    "no_match": 1,
    "inconclusive": 0,
    "substring_differs": 0,
    "ecs_disagrees": null
  }
}
--- stderr
provdoc: warning: 'and' and 'or' mixed without parentheses; ECS documents no precedence, provdoc reads it as: (attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-zone == us-east-1a) or attribute:ecs.instance-type == g6.xlarge [PD406]
  at <expr>:1:1
    attribute:ecs.instance-type == g5.xlarge and attribute:ecs.availability-...
    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
--- exit
0
