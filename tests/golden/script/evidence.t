Evidence with the JSON re-read from the bundle at each pointer
fixture: pd201-gpus-busy
args: -c 'evidence PD201 i-0867e0d487af66bf6; evidence 99'
--- stdout
PD201 error on i-0867e0d487af66bf6: g5.xlarge i-0867e0d487af66bf6: the task needs 1 GPU, 0 of 1 free; held by 2d58a1ffaddf96c4185b1fcea2181c03 (service:embed-worker, 1 GPU)
  describe-container-instances.json#/containerInstances/0/remainingResources/4
      {
        "name": "GPU",
        "type": "STRINGSET",
        "doubleValue": 0.0,
        "longValue": 0,
        "integerValue": 0,
        "stringSetValue": []
      }
  describe-tasks.json#/tasks/0/containers
      [
        {
          "containerArn": "arn:aws:ecs:us-east-1:111122223333:container/inference/2d58a1ffaddf96c4185b1fcea2181c03/ec03dbcb-7085-4920-93a6-eb9062a2c691",
          "taskArn": "arn:aws:ecs:us-east-1:111122223333:task/inference/2d58a1ffaddf96c4185b1fcea2181c03",
          "name": "server",
          "image": "111122223333.dkr.ecr.us-east-1.amazonaws.com/embed-worker:2026.11.3",
          "imageDigest": "sha256:064b26a782f3e4349e7e5489598eeddc479e38c2689c06a5d74b77f6b9c17933",
          "runtimeId": "81a13e9944ccfc31c81c16bb9b37a2f18e90dcc308e1b1e804dfc044f43cf1ab",
          "lastStatus": "RUNNING",
          "networkBindings": [],
          "networkInterfaces": [
            {
              "attachmentId": "e3643afe-3abe-4c15-98fe-b7370ebc6d6f",
              "privateIpv4Address": "10.40.3.235"
            }
          ],
          "healthStatus": "UNKNOWN",
          "cpu": "3584",
          "memory": "14000",
          "gpuIds": [
            "GPU-5369ec16-750c-ec26-3f21-1fe0248f1ad6"
          ]
        }
      ]
--- stderr
provdoc: error: no finding '99' (give its number, 1 to 6, or a code)
provdoc: error: <-c>:1: command 'evidence' failed
--- exit
2
