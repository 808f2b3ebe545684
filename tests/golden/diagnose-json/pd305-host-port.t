bridge mode with static hostPort 8080: each g5.12xlarge already runs one copy (PORTS lists 8080) although 3 GPUs are free (AWS CLI v1 output, epoch timestamps)
fixture: pd305-host-port
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
      "status": "pass",
      "candidates_in": 2,
      "candidates_out": 2,
      "unknown": 0,
      "note": null
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "fail",
      "candidates_in": 2,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 3; evaluated on all 2 instances"
    }
  ],
  "instances": [
    {
      "instance": "i-08e686e84d6f3025e",
      "container_instance": "a609bbb04f629128f7341422a9a22925",
      "ec2_instance_id": "i-08e686e84d6f3025e",
      "instance_type": "g5.12xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "fail",
        "pass"
      ],
      "excluded_at": 3,
      "findings": [
        "PD305"
      ]
    },
    {
      "instance": "i-0411303f6bd3d2fd5",
      "container_instance": "925f9de283e1b974491a238ca064e87f",
      "ec2_instance_id": "i-0411303f6bd3d2fd5",
      "instance_type": "g5.12xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "fail",
        "pass"
      ],
      "excluded_at": 3,
      "findings": [
        "PD305"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD305",
      "severity": "error",
      "step": 3,
      "instance": "i-08e686e84d6f3025e",
      "message": "i-08e686e84d6f3025e: host port 8080/tcp (container server, bridge mode) is already in use by task 8620b480d35d238c5098f49a69ffc8b4",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/remainingResources/2"
        },
        {
          "source": "describe-tasks.json",
          "pointer": "/tasks/0/containers"
        }
      ],
      "fix": [
        {
          "kind": "json-patch",
          "text": "[{\"op\": \"replace\", \"path\": \"/containerDefinitions/0/portMappings/0/hostPort\", \"value\": 0}]"
        },
        {
          "kind": "note",
          "text": "a static host port allows one such task per instance: use a dynamic host port (hostPort 0 in bridge mode) or awsvpc, or add instances"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD305",
      "severity": "error",
      "step": 3,
      "instance": "i-0411303f6bd3d2fd5",
      "message": "i-0411303f6bd3d2fd5: host port 8080/tcp (container server, bridge mode) is already in use by task c8951786f256033dfd63036b5e009e6b",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/remainingResources/2"
        },
        {
          "source": "describe-tasks.json",
          "pointer": "/tasks/1/containers"
        }
      ],
      "fix": [
        {
          "kind": "json-patch",
          "text": "[{\"op\": \"replace\", \"path\": \"/containerDefinitions/0/portMappings/0/hostPort\", \"value\": 0}]"
        },
        {
          "kind": "note",
          "text": "a static host port allows one such task per instance: use a dynamic host port (hostPort 0 in bridge mode) or awsvpc, or add instances"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [
    {
      "text": "service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance a609bbb04f629128f7341422a9a22925 is already using a port required by your task. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.",
      "when": "2026-11-30T09:41:07Z",
      "instance": "i-08e686e84d6f3025e",
      "reason": "RESOURCE:PORTS",
      "agrees": true,
      "comment": "PD305 on i-08e686e84d6f3025e",
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
    "cause": "PD305",
    "summary": "none of 2 instances can take embed-worker:3: 2 g5.12xlarge have the host port in use (PD305)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 3,
        "code": "PD305",
        "status": "fail",
        "count": 2
      }
    ],
    "blockers_after_fix": [],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "json-patch",
        "text": "[{\"op\": \"replace\", \"path\": \"/containerDefinitions/0/portMappings/0/hostPort\", \"value\": 0}]"
      },
      {
        "kind": "note",
        "text": "a static host port allows one such task per instance: use a dynamic host port (hostPort 0 in bridge mode) or awsvpc, or add instances"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
