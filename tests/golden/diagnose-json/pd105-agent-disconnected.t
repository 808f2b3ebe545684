both GPU instances have the agent disconnected
fixture: pd105-agent-disconnected
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
      "status": "fail",
      "candidates_in": 2,
      "candidates_out": 0,
      "unknown": 0,
      "note": null
    },
    {
      "step": 2,
      "name": "remaining devices",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 1; evaluated on all 2 instances"
    },
    {
      "step": 3,
      "name": "CPU, memory and the rest",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 1; evaluated on all 2 instances"
    },
    {
      "step": 4,
      "name": "constraints",
      "status": "pass",
      "candidates_in": 0,
      "candidates_out": 0,
      "unknown": 0,
      "note": "no candidate left after step 1; evaluated on all 2 instances"
    }
  ],
  "instances": [
    {
      "instance": "i-07b00988c436b5dc8",
      "container_instance": "3748b1cd2f16b24183b8457e9750a2b1",
      "ec2_instance_id": "i-07b00988c436b5dc8",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "fail",
        "pass",
        "pass",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD105"
      ]
    },
    {
      "instance": "i-072074edb809df46d",
      "container_instance": "c4c675ff43382868672479f86c7f0eb2",
      "ec2_instance_id": "i-072074edb809df46d",
      "instance_type": "g5.xlarge",
      "steps": [
        "pass",
        "fail",
        "pass",
        "pass",
        "pass"
      ],
      "excluded_at": 1,
      "findings": [
        "PD105"
      ]
    }
  ],
  "findings": [
    {
      "code": "PD105",
      "severity": "error",
      "step": 1,
      "instance": "i-07b00988c436b5dc8",
      "message": "i-07b00988c436b5dc8: the ECS agent is disconnected (agentConnected false), agent 1.101.2: only instances with a connected agent take tasks",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/0/agentConnected"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "on i-07b00988c436b5dc8, see why the agent is down and restart it; replace the instance if it cannot be reached"
        },
        {
          "kind": "command",
          "text": "sudo systemctl status ecs"
        },
        {
          "kind": "command",
          "text": "sudo tail -n 50 /var/log/ecs/ecs-agent.log"
        },
        {
          "kind": "command",
          "text": "sudo systemctl restart ecs"
        }
      ],
      "hypothetical": false
    },
    {
      "code": "PD105",
      "severity": "error",
      "step": 1,
      "instance": "i-072074edb809df46d",
      "message": "i-072074edb809df46d: the ECS agent is disconnected (agentConnected false), agent 1.101.2: only instances with a connected agent take tasks",
      "evidence": [
        {
          "source": "describe-container-instances.json",
          "pointer": "/containerInstances/1/agentConnected"
        }
      ],
      "fix": [
        {
          "kind": "note",
          "text": "on i-072074edb809df46d, see why the agent is down and restart it; replace the instance if it cannot be reached"
        },
        {
          "kind": "command",
          "text": "sudo systemctl status ecs"
        },
        {
          "kind": "command",
          "text": "sudo tail -n 50 /var/log/ecs/ecs-agent.log"
        },
        {
          "kind": "command",
          "text": "sudo systemctl restart ecs"
        }
      ],
      "hypothetical": false
    }
  ],
  "ecs_said": [
    {
      "text": "service embed-worker was unable to place a task because no container instance met all of its requirements. The closest matching container-instance 3748b1cd2f16b24183b8457e9750a2b1 encountered error \"AGENT\". For more information, see the Troubleshooting section of the Amazon ECS Developer Guide.",
      "when": "2026-11-30T09:41:07Z",
      "instance": "i-07b00988c436b5dc8",
      "reason": "AGENT",
      "agrees": true,
      "comment": "PD105 on i-07b00988c436b5dc8",
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
    "cause": "PD105",
    "summary": "none of 2 instances can take embed-worker:3: 2 g5.xlarge have their agent disconnected (PD105)",
    "candidates_left": 0,
    "instances_total": 2,
    "exclusions": [
      {
        "step": 1,
        "code": "PD105",
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
        "text": "on i-07b00988c436b5dc8, i-072074edb809df46d, see why the agent is down and restart it; replace the instance if it cannot be reached"
      },
      {
        "kind": "command",
        "text": "sudo systemctl status ecs"
      },
      {
        "kind": "command",
        "text": "sudo tail -n 50 /var/log/ecs/ecs-agent.log"
      },
      {
        "kind": "command",
        "text": "sudo systemctl restart ecs"
      }
    ]
  },
  "changes": []
}
--- stderr

--- exit
1
