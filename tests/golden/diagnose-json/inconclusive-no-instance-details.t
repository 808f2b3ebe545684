the seed situation pasted without describe-container-instances (only the ARN list): steps 1-3 are inconclusive
fixture: inconclusive-no-instance-details
args: diagnose --format json
--- stdout
{
  "schema": "provdoc.report/v1",
  "provdoc_version": "%VERSION%",
  "target": {
    "cluster": "inference",
    "service": "embed-worker",
    "task_definition": "embed-worker:3",
    "task": null,
    "region": "us-east-1",
    "source": "replay"
  },
  "steps": [
    {
      "step": 0,
      "name": "task definition",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    },
    {
      "step": 1,
      "name": "GPU registration",
      "status": "inconclusive",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    },
    {
      "step": 2,
      "name": "remaining devices",
      "status": "skip",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no container instance to evaluate"
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "skip",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no container instance to evaluate"
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "skip",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no container instance to evaluate"
    }
  ],
  "instances": [],
  "findings": [
    {
      "code": "PD190",
      "severity": "inconclusive",
      "step": 1,
      "instance": null,
      "message": "the data holds no container instance details (describe-container-instances was not captured; list-container-instances names some): cannot tell whether any instance could take the task",
      "evidence": [],
      "fix": [
        {
          "kind": "command",
          "text": "aws ecs describe-container-instances --cluster inference --container-instances c6d8575e950278751f3c31a00acfb694 687b4dd3c08596a5d3fa928981ad3787 0ac0f40379fc4994c6b8aeb3745787b5 --region us-east-1 > describe-container-instances.json"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [
    {
      "text": "service embed-worker was unable to place a task because no container instance met all of its requirements. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.",
      "when": "2026-11-30T09:41:07Z",
      "instance": null,
      "reason": "GENERIC",
      "agrees": null,
      "comment": "provdoc's verdict is inconclusive",
      "evidence": {
        "source": "describe-services.json",
        "pointer": "/services/0/events/0"
      }
    }
  ],
  "verdict": {
    "placeable": false,
    "status": "inconclusive",
    "exit_status": 3,
    "cause": null,
    "summary": "cannot tell whether embed-worker:3 can be placed: the data holds no container instances; 3 listed instances were not described (PD190)",
    "candidates_left": 0,
    "instances_total": 0,
    "exclusions": [],
    "blockers_after_fix": [],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "command",
        "text": "aws ecs describe-container-instances --cluster inference --container-instances c6d8575e950278751f3c31a00acfb694 687b4dd3c08596a5d3fa928981ad3787 0ac0f40379fc4994c6b8aeb3745787b5 --region us-east-1 > describe-container-instances.json"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
3
