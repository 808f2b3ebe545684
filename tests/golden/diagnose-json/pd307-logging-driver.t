the task logs with splunk; the instances' ECS_AVAILABLE_LOGGING_DRIVERS lacks it (no com.amazonaws.ecs.capability.logging-driver.splunk)
fixture: pd307-logging-driver
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
      "instance": "i-0966f88e355d3c04a",
      "container_instance": "8d005a21c0e8a12db39ed15f9c1a327b",
      "ec2_instance_id": "i-0966f88e355d3c04a",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "fail",
        "pass"
      ],
      "excluded_at": 3,
      "findings": [
        "PD307"
      ]
    },
    {
      "instance": "i-04981c3a3a26d9889",
      "container_instance": "4572e976966d989b811f829b510a9dbc",
      "ec2_instance_id": "i-04981c3a3a26d9889",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "pass",
        "pass",
        "fail",
        "pass"
      ],
      "excluded_at": 3,
      "findings": [
        "PD307"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD307",
      "severity": "error",
      "step": 3,
      "instance": "i-0966f88e355d3c04a",
      "message": "i-0966f88e355d3c04a lacks attribute com.amazonaws.ecs.capability.logging-driver.splunk required by the task definition",
      "evidence": [
        {
          "source": "describe-task-definition.json",
          "pointer": "/taskDefinition/requiresAttributes/0"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/attributes"
        }
      ],
      "fix": [
        {
          "kind": "user-data",
          "text": "echo 'ECS_AVAILABLE_LOGGING_DRIVERS=[\"json-file\",\"awslogs\",\"splunk\"]' >> /etc/ecs/ecs.config"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD307",
      "severity": "error",
      "step": 3,
      "instance": "i-04981c3a3a26d9889",
      "message": "i-04981c3a3a26d9889 lacks attribute com.amazonaws.ecs.capability.logging-driver.splunk required by the task definition",
      "evidence": [
        {
          "source": "describe-task-definition.json",
          "pointer": "/taskDefinition/requiresAttributes/0"
        },
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/attributes"
        }
      ],
      "fix": [
        {
          "kind": "user-data",
          "text": "echo 'ECS_AVAILABLE_LOGGING_DRIVERS=[\"json-file\",\"awslogs\",\"splunk\"]' >> /etc/ecs/ecs.config"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [
    {
      "text": "service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 8d005a21c0e8a12db39ed15f9c1a327b is missing an attribute required by your task. For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.",
      "when": "2026-11-30T09:41:07Z",
      "instance": "i-0966f88e355d3c04a",
      "reason": "ATTRIBUTE",
      "agrees": true,
      "comment": "ECS does not say which attribute, provdoc does: i-0966f88e355d3c04a lacks attribute com.amazonaws.ecs.capability.logging-driver.splunk required by the task definition",
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
    "cause": "PD307",
    "summary": "none of 2 instances can take embed-worker:3: 2 g5.xlarge lack a required attribute (PD307)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 3,
        "code": "PD307",
        "status": "fail",
        "count": 2
      }
    ],
    "blockers_after_fix": [],
    "placeable_on": [],
    "next": [],
    "fix": [
      {
        "kind": "user-data",
        "text": "echo 'ECS_AVAILABLE_LOGGING_DRIVERS=[\"json-file\",\"awslogs\",\"splunk\"]' >> /etc/ecs/ecs.config"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
