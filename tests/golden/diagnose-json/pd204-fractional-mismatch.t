GPU 0.25 asked; the cluster has only g6f.large (0.125 partitions)
fixture: pd204-fractional-mismatch
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
      "candidates_in": 2,
      "candidates_out": 2,
      "unknown": 0,
      "note": null
    },
    {
      "step": 1,
      "name": "GPU registration",
      "status": "pass",
      "candidates_in": 2,
      "candidates_out": 2,
      "unknown": 0,
      "note": null
    },
    {
      "step": 2,
      "name": "remaining devices",
      "status": "fail",
      "candidates_in": 2,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 2; evaluated on all 2 instances"
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 2; evaluated on all 2 instances"
    }
  ],
  "instances": [
    {
      "instance": "i-0328863a6ad4164da",
      "container_instance": "77d3da0b05ce24812c79584f2c341fff",
      "ec2_instance_id": "i-0328863a6ad4164da",
      "instance_type": "g6f.large",
      "steps": [
        "pass",
        "pass",
        "fail",
        "pass",
        "pass"
      ],
      "excluded_at": 2,
      "findings": [
        "PD204"
      ]
    },
    {
      "instance": "i-0a9f8fa35afcc9503",
      "container_instance": "17b9d5b71a8efcf7c5dfbbc8070b3c53",
      "ec2_instance_id": "i-0a9f8fa35afcc9503",
      "instance_type": "g6f.large",
      "steps": [
        "pass",
        "pass",
        "fail",
        "pass",
        "pass"
      ],
      "excluded_at": 2,
      "findings": [
        "PD204"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD204",
      "severity": "error",
      "step": 2,
      "instance": "i-0328863a6ad4164da",
      "message": "g6f.large i-0328863a6ad4164da has a 0.125 GPU partition; the task asks for 0.25",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/attributes"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "fractional values (0.125, 0.25, 0.5) place only on G6f/Gr6f sizes with that partition and integer values only on full-GPU types: match the request to the instance types in the capacity provider"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD204",
      "severity": "error",
      "step": 2,
      "instance": "i-0a9f8fa35afcc9503",
      "message": "g6f.large i-0a9f8fa35afcc9503 has a 0.125 GPU partition; the task asks for 0.25",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/attributes"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "fractional values (0.125, 0.25, 0.5) place only on G6f/Gr6f sizes with that partition and integer values only on full-GPU types: match the request to the instance types in the capacity provider"
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
      "agrees": true,
      "comment": "no instance can take the task (PD204)",
      "evidence": {
        "source": "describe-services.json",
        "pointer": "/services/0/events/0"
      }
    }
  ],
  "verdict": {
    "placeable": false,
    "status": "blocked",
    "exit_status": 1,
    "cause": "PD204",
    "summary": "none of 2 instances can take embed-worker:3: 2 g6f.large have the wrong GPU partition size (PD204)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 2,
        "code": "PD204",
        "status": "fail",
        "count": 2
      }
    ],
    "blockers_after_fix": [],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "note",
        "text": "fractional values (0.125, 0.25, 0.5) place only on G6f/Gr6f sizes with that partition and integer values only on full-GPU types: match the request to the instance types in the capacity provider"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
