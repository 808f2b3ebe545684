#!/usr/bin/env python3
"""Write a large synthetic capture bundle for provdoc benchmarks.

    python3 bench/gen-capture.py --instances 5000 --tasks 20000 --out DIR [--seed N] [--compact]

The bundle has the shapes of the fixtures (fixtures/README.md): AWS CLI v2 JSON
output, account 111122223333, region us-east-1, cluster "inference", one
service (embed-worker) and its task definition (embed-worker:3, 1 GPU, 3584
CPU units, 14000 MiB, awsvpc). Container instances are a mix of g5, g6, p4d
and m5 types on the ECS GPU / standard AMIs; tasks of several other workloads
hold part of the GPUs, CPU and memory. DescribeContainerInstances and
DescribeTasks answers are split into pages of 100, as the API returns them:
describe-container-instances-0001.json ..., describe-tasks-0001.json ...
The list-* files hold every ARN (the CLI merges list pages).

Deterministic: the same arguments and --seed give byte-identical files.
Internally consistent (fixtures/check-consistency.py DIR passes): the GPU ids
missing from remainingResources are exactly the gpuIds of the desired-RUNNING
tasks on that instance, CPU/MEMORY remaining = registered - reservations,
runningTasksCount matches. About 1% of the tasks are stopping (desiredStatus
STOPPED, lastStatus RUNNING): they no longer count in remainingResources.

--compact writes JSON without indentation (as the API returns it); the default
is the CLI's 4-space indentation. Only the Python standard library is used.
"""

import argparse
import datetime as _dt
import json
import os
import random
import sys
import time

ACCOUNT = "111122223333"
REGION = "us-east-1"
CLUSTER = "inference"
CLUSTER_ARN = "arn:aws:ecs:%s:%s:cluster/%s" % (REGION, ACCOUNT, CLUSTER)
ECR = ACCOUNT + ".dkr.ecr." + REGION + ".amazonaws.com"
PAGE = 100

AMI_GPU = "ami-0c7e5a1d3b9f24e68"
AMI_STD = "ami-05f2a7c1e9d3b4860"
DRIVER = "580.178.04"
AGENT = "1.101.2"
DOCKER = "25.0.14"
VPC = "vpc-0f3a9c1e7b2d45a60"
SUBNETS = {
    "us-east-1a": ("subnet-0a1b2c3d4e5f60711", "10.40.0"),
    "us-east-1b": ("subnet-0b2c3d4e5f6a70822", "10.40.16"),
    "us-east-1c": ("subnet-0c3d4e5f6a7b80933", "10.40.32"),
}
AZS = sorted(SUBNETS)
SG = "sg-0e7d6c5b4a3f21098"
LINUX_PORTS = ["22", "2375", "2376", "51678", "51679"]

# type: (vCPU, registered MiB, GPUs, weight %)
TYPES = [
    ("g5.xlarge", 4, 15563, 1, 30),
    ("g5.2xlarge", 8, 31540, 1, 10),
    ("g5.12xlarge", 48, 189730, 4, 10),
    ("g6.xlarge", 4, 15531, 1, 20),
    ("g6.12xlarge", 48, 189622, 4, 5),
    ("p4d.24xlarge", 96, 1156931, 8, 3),
    ("m5.xlarge", 4, 15596, 0, 12),
    ("m5.2xlarge", 8, 31604, 0, 10),
]

# Workloads whose tasks fill the cluster: family, revision, cpu, memory, gpus, network mode
GPU_WORKLOADS = [
    ("llm-serve", 12, 2048, 8000, 1, "awsvpc"),
    ("batch-embed", 7, 1024, 6000, 1, "bridge"),
    ("ranker", 5, 512, 4000, 1, "bridge"),
]
BIG_GPU_WORKLOAD = ("trainer", 3, 16384, 120000, 4, "bridge")
SMALL_WORKLOADS = [
    ("metrics-exporter", 4, 128, 256, 0, "bridge"),
    ("tokenizer-api", 11, 256, 1024, 0, "bridge"),
    ("feature-cache", 9, 512, 2048, 0, "bridge"),
    ("log-router", 2, 64, 128, 0, "bridge"),
]
GPU_TARGET_SHARE = 0.6   # share of all GPUs held by tasks
STOPPING_SHARE = 0.01

BASE = _dt.datetime(2026, 11, 30, 10, 15, 2, tzinfo=_dt.timezone.utc)


def iso(dt):
    return dt.isoformat()


class Ids:
    """Deterministic id source."""

    def __init__(self, seed):
        self.r = random.Random(seed)

    def hexs(self, n):
        return "%0*x" % (n, self.r.getrandbits(4 * n))

    def uuid(self):
        x = self.hexs(32)
        return "%s-%s-4%s-%s%s-%s" % (x[0:8], x[8:12], x[13:16], "89ab"[int(x[16], 16) % 4],
                                       x[17:20], x[20:32])

    def gpu(self):
        x = self.hexs(32)
        return "GPU-%s-%s-%s-%s-%s" % (x[0:8], x[8:12], x[12:16], x[16:20], x[20:32])


def res_int(name, v):
    return {"name": name, "type": "INTEGER", "doubleValue": 0.0, "longValue": 0, "integerValue": v}


def res_set(name, vals):
    return {"name": name, "type": "STRINGSET", "doubleValue": 0.0, "longValue": 0,
            "integerValue": 0, "stringSetValue": vals}


def attributes(itype, az, ami, gpu):
    A = [{"name": "ecs.capability.secrets.asm.environment-variables"},
         {"name": "ecs.capability.branch-cni-plugin-version", "value": "a37e4d14-"},
         {"name": "ecs.ami-id", "value": ami},
         {"name": "ecs.capability.secrets.asm.bootstrap.log-driver"}]
    for d in ("awslogs", "json-file", "none", "syslog", "awsfirelens"):
        A.append({"name": "com.amazonaws.ecs.capability.logging-driver." + d})
    for n in ("ecs.capability.ecr-endpoint", "ecs.capability.docker-plugin.local",
              "ecs.capability.task-cpu-mem-limit", "ecs.capability.secrets.ssm.bootstrap.log-driver",
              "ecs.capability.efsAuth", "ecs.capability.full-sync"):
        A.append({"name": n})
    for v in range(17, 45):
        A.append({"name": "com.amazonaws.ecs.capability.docker-remote-api.1.%d" % v})
    A += [{"name": "ecs.capability.firelens.options.config.file"},
          {"name": "ecs.capability.firelens.options.config.s3"},
          {"name": "ecs.availability-zone", "value": az},
          {"name": "ecs.capability.aws-appmesh"},
          {"name": "ecs.capability.logging-driver.awsfirelens.log-driver-buffer-limit"},
          {"name": "ecs.capability.execution-role-ecr-pull"},
          {"name": "ecs.capability.container-health-check"},
          {"name": "ecs.subnet-id", "value": SUBNETS[az][0]},
          {"name": "ecs.instance-type", "value": itype},
          {"name": "com.amazonaws.ecs.capability.task-iam-role-network-host"},
          {"name": "ecs.capability.container-ordering"},
          {"name": "ecs.capability.cni-plugin-version", "value": "55b2ae77-2025.10.0"},
          {"name": "ecs.capability.env-files.s3"},
          {"name": "ecs.capability.pid-ipc-namespace-sharing"},
          {"name": "ecs.capability.secrets.ssm.environment-variables"},
          {"name": "ecs.cpu-architecture", "value": "x86_64"},
          {"name": "com.amazonaws.ecs.capability.ecr-auth"},
          {"name": "ecs.os-family", "value": "LINUX"},
          {"name": "ecs.capability.execution-role-awslogs"},
          {"name": "ecs.vpc-id", "value": VPC}]
    for n in ("ecs.capability.task-eni", "ecs.capability.task-eni-trunking", "ecs.capability.firelens.fluentd",
              "ecs.capability.firelens.fluentbit", "ecs.capability.efs", "ecs.capability.execute-command",
              "ecs.capability.network.container-port-range", "ecs.capability.service-connect-v1",
              "ecs.capability.increased-task-cpu-limit", "ecs.capability.container-restart-policy"):
        A.append({"name": n})
    A += [{"name": "ecs.os-type", "value": "linux"},
          {"name": "com.amazonaws.ecs.capability.task-iam-role"},
          {"name": "com.amazonaws.ecs.capability.privileged-container"}]
    if gpu:
        A += [{"name": "ecs.capability.gpu-driver-version", "value": DRIVER},
              {"name": "ecs.capability.nvidia-driver-version." + DRIVER}]
    return A


def main(argv):
    ap = argparse.ArgumentParser(description="write a synthetic provdoc capture bundle")
    ap.add_argument("--instances", type=int, required=True)
    ap.add_argument("--tasks", type=int, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--compact", action="store_true", help="no indentation (API style)")
    a = ap.parse_args(argv[1:])
    if a.instances < 0 or a.tasks < 0:
        ap.error("counts must be >= 0")
    t0 = time.time()
    rng = random.Random(a.seed)
    ids = Ids(a.seed * 7919 + 17)
    os.makedirs(a.out, exist_ok=True)
    for fn in os.listdir(a.out):
        if fn.endswith(".json"):
            os.remove(os.path.join(a.out, fn))

    def dump(name, doc):
        with open(os.path.join(a.out, name), "w", encoding="utf-8", newline="\n") as f:
            if a.compact:
                f.write(json.dumps(doc, ensure_ascii=False, separators=(",", ":")))
            else:
                f.write(json.dumps(doc, indent=4, ensure_ascii=False))
            f.write("\n")

    # ---- instances
    weights = [w for *_, w in TYPES]
    insts = []
    for i in range(a.instances):
        itype, vcpu, mem, ngpu, _ = rng.choices(TYPES, weights)[0]
        az = AZS[i % 3]
        iid = ids.hexs(32)
        insts.append({
            "i": i, "type": itype, "az": az, "cpu": vcpu * 1024, "mem": mem,
            "gpus": [ids.gpu() for _ in range(ngpu)],
            "free_cpu": vcpu * 1024, "free_mem": mem, "free_gpus": None, "tasks": [],
            "id": iid, "arn": "arn:aws:ecs:%s:%s:container-instance/%s/%s" % (REGION, ACCOUNT, CLUSTER, iid),
            "ec2": "i-0" + ids.hexs(16),
            "registered": BASE - _dt.timedelta(seconds=3600 * 24 + rng.randrange(3600 * 24 * 20)) +
            _dt.timedelta(microseconds=rng.randrange(1000) * 1000),
        })
    for inst in insts:
        inst["free_gpus"] = list(inst["gpus"])
    gpu_insts = [x for x in insts if x["gpus"]]
    total_gpus = sum(len(x["gpus"]) for x in insts)

    # ---- tasks: GPU workloads first (until ~60% of the GPUs are held), then small ones
    tasks = []

    def place(inst, wl, stopping=False):
        fam, rev, cpu, mem, ngpu, mode = wl
        if not stopping:
            if inst["free_cpu"] < cpu or inst["free_mem"] < mem or len(inst["free_gpus"]) < ngpu:
                return False
            inst["free_cpu"] -= cpu
            inst["free_mem"] -= mem
            held = inst["free_gpus"][:ngpu]
            del inst["free_gpus"][:ngpu]
        else:
            held = []
        k = {"wl": wl, "inst": inst, "gpus": held, "stopping": stopping, "id": ids.hexs(32),
             "created": BASE - _dt.timedelta(seconds=600 + rng.randrange(3600 * 24 * 3),
                                             microseconds=rng.randrange(1000) * 1000)}
        inst["tasks"].append(k)
        tasks.append(k)
        return True

    gpu_budget = int(total_gpus * GPU_TARGET_SHARE)
    held = 0
    order = list(gpu_insts)
    rng.shuffle(order)
    j = 0
    misses = 0
    while held < gpu_budget and len(tasks) < a.tasks and order and misses < len(order):
        inst = order[j % len(order)]
        j += 1
        if inst["type"] == "p4d.24xlarge" and len(inst["free_gpus"]) >= 4:
            wl = BIG_GPU_WORKLOAD
        else:
            wl = GPU_WORKLOADS[rng.randrange(len(GPU_WORKLOADS))]
        if place(inst, wl):
            held += wl[4]
            misses = 0
        else:
            misses += 1
    n_stopping = int(a.tasks * STOPPING_SHARE) if insts else 0
    remaining = a.tasks - len(tasks) - n_stopping
    misses = 0
    while remaining > 0 and insts and misses < 10 * len(insts):
        inst = insts[rng.randrange(len(insts))]
        if place(inst, SMALL_WORKLOADS[rng.randrange(len(SMALL_WORKLOADS))]):
            remaining -= 1
            misses = 0
        else:
            misses += 1
    # Stopping tasks: desiredStatus STOPPED, lastStatus RUNNING; their GPUs already count as free.
    for _ in range(n_stopping):
        if not gpu_insts:
            break
        inst = gpu_insts[rng.randrange(len(gpu_insts))]
        wl = GPU_WORKLOADS[rng.randrange(len(GPU_WORKLOADS))]
        k_gpus = inst["gpus"][:wl[4]]
        place(inst, wl, stopping=True)
        tasks[-1]["gpus"] = k_gpus

    # ---- describe-container-instances pages
    attr_cache = {}
    reg_at_fmt = {}
    for p in range(0, len(insts), PAGE):
        page = []
        for inst in insts[p:p + PAGE]:
            gpu = bool(inst["gpus"])
            key = (inst["type"], inst["az"])
            if key not in attr_cache:
                attr_cache[key] = attributes(inst["type"], inst["az"], AMI_GPU if gpu else AMI_STD, gpu)
            live = [k for k in inst["tasks"] if not k["stopping"]]
            used_gpu = set()
            for k in live:
                used_gpu.update(k["gpus"])
            reg = [res_int("CPU", inst["cpu"]), res_int("MEMORY", inst["mem"]),
                   res_set("PORTS", LINUX_PORTS), res_set("PORTS_UDP", [])]
            rem = [res_int("CPU", inst["free_cpu"]), res_int("MEMORY", inst["free_mem"]),
                   res_set("PORTS", LINUX_PORTS), res_set("PORTS_UDP", [])]
            if gpu:
                reg.append(res_set("GPU", inst["gpus"]))
                rem.append(res_set("GPU", [g for g in inst["gpus"] if g not in used_gpu]))
            ra = iso(inst["registered"])
            reg_at_fmt[inst["i"]] = ra
            page.append({
                "containerInstanceArn": inst["arn"],
                "ec2InstanceId": inst["ec2"],
                "capacityProviderName": "gpu-asg-cp" if gpu else "cpu-asg-cp",
                "version": 7 + 4 * len(inst["tasks"]),
                "versionInfo": {"agentVersion": AGENT, "agentHash": "5f3c2a91",
                                "dockerVersion": "DockerVersion: " + DOCKER},
                "remainingResources": rem,
                "registeredResources": reg,
                "status": "ACTIVE",
                "agentConnected": True,
                "runningTasksCount": len(live),
                "pendingTasksCount": 0,
                "attributes": attr_cache[key],
                "registeredAt": ra,
                "attachments": [],
                "tags": [],
                "healthStatus": {"overallStatus": "OK", "details": [
                    {"type": "CONTAINER_RUNTIME", "status": "OK",
                     "lastUpdated": iso(BASE - _dt.timedelta(seconds=71, microseconds=604000)),
                     "lastStatusChange": ra}]},
            })
        dump("describe-container-instances-%04d.json" % (p // PAGE + 1),
             {"containerInstances": page, "failures": []})
    dump("list-container-instances.json", {"containerInstanceArns": [x["arn"] for x in insts]})

    # ---- describe-tasks pages
    def task_doc(k):
        fam, rev, cpu, mem, ngpu, mode = k["wl"]
        inst = k["inst"]
        arn = "arn:aws:ecs:%s:%s:task/%s/%s" % (REGION, ACCOUNT, CLUSTER, k["id"])
        created = k["created"]
        c = {"containerArn": "arn:aws:ecs:%s:%s:container/%s/%s/%s" % (REGION, ACCOUNT, CLUSTER, k["id"], ids.uuid()),
             "taskArn": arn, "name": fam.split("-")[0], "image": "%s/%s:%d" % (ECR, fam, rev),
             "imageDigest": "sha256:" + ids.hexs(64), "runtimeId": ids.hexs(64), "lastStatus": "RUNNING",
             "networkBindings": [], "networkInterfaces": [], "healthStatus": "UNKNOWN",
             "cpu": str(cpu), "memory": str(mem)}
        atts = []
        if mode == "awsvpc":
            att = ids.uuid()
            n = rng.randrange(4096)
            pre = SUBNETS[inst["az"]][1].rsplit(".", 1)
            ip = "%s.%d.%d" % (pre[0], int(pre[1]) + n % 16, 4 + (n >> 4) % 250)
            atts = [{"id": att, "type": "ElasticNetworkInterface", "status": "ATTACHED", "details": [
                {"name": "subnetId", "value": SUBNETS[inst["az"]][0]},
                {"name": "networkInterfaceId", "value": "eni-0" + ids.hexs(16)},
                {"name": "macAddress", "value": "0a:" + ":".join(ids.hexs(2) for _ in range(5))},
                {"name": "privateDnsName", "value": "ip-%s.ec2.internal" % ip.replace(".", "-")},
                {"name": "privateIPv4Address", "value": ip}]}]
            c["networkInterfaces"] = [{"attachmentId": att, "privateIpv4Address": ip}]
        if k["gpus"]:
            c["gpuIds"] = k["gpus"]
        d = {"attachments": atts,
             "attributes": [{"name": "ecs.cpu-architecture", "value": "x86_64"}],
             "availabilityZone": inst["az"],
             "clusterArn": CLUSTER_ARN,
             "connectivity": "CONNECTED",
             "connectivityAt": iso(created + _dt.timedelta(microseconds=812000)),
             "containerInstanceArn": inst["arn"],
             "containers": [c],
             "createdAt": iso(created),
             "desiredStatus": "STOPPED" if k["stopping"] else "RUNNING",
             "enableExecuteCommand": False,
             "group": "service:" + fam,
             "healthStatus": "UNKNOWN",
             "lastStatus": "RUNNING",
             "launchType": "EC2",
             "overrides": {"containerOverrides": [{"name": c["name"]}], "inferenceAcceleratorOverrides": []},
             "pullStartedAt": iso(created + _dt.timedelta(seconds=1, microseconds=934000)),
             "pullStoppedAt": iso(created + _dt.timedelta(seconds=48, microseconds=217000)),
             "startedAt": iso(created + _dt.timedelta(seconds=63, microseconds=559000)),
             "startedBy": "ecs-svc/%019d" % (abs(hash_str(fam)) % 10 ** 19)}
        if k["stopping"]:
            d["stopCode"] = "ServiceSchedulerInitiated"
            d["stoppedReason"] = "Scaling activity initiated by (deployment %s)" % d["startedBy"]
            d["stoppingAt"] = iso(BASE - _dt.timedelta(seconds=95, microseconds=388000))
        d["tags"] = []
        d["taskArn"] = arn
        d["taskDefinitionArn"] = "arn:aws:ecs:%s:%s:task-definition/%s:%d" % (REGION, ACCOUNT, fam, rev)
        d["version"] = 3
        return d, arn

    run_arns, stop_arns = [], []
    for p in range(0, len(tasks), PAGE):
        page = []
        for k in tasks[p:p + PAGE]:
            d, arn = task_doc(k)
            page.append(d)
            (stop_arns if k["stopping"] else run_arns).append(arn)
        dump("describe-tasks-%04d.json" % (p // PAGE + 1), {"tasks": page, "failures": []})
    dump("list-tasks.json", {"taskArns": run_arns})
    dump("list-tasks-stopped.json", {"taskArns": stop_arns})

    # ---- cluster, service, task definition, SSM, manifest
    n_active_services = len(GPU_WORKLOADS) + len(SMALL_WORKLOADS) + 2
    dump("describe-clusters.json", {"clusters": [{
        "clusterArn": CLUSTER_ARN, "clusterName": CLUSTER, "status": "ACTIVE",
        "registeredContainerInstancesCount": len(insts),
        "runningTasksCount": len(tasks), "pendingTasksCount": 0,
        "activeServicesCount": n_active_services, "statistics": [], "tags": [],
        "settings": [{"name": "containerInsights", "value": "disabled"}],
        "capacityProviders": ["gpu-asg-cp", "cpu-asg-cp"],
        "defaultCapacityProviderStrategy": []}], "failures": []})
    td_arn = "arn:aws:ecs:%s:%s:task-definition/embed-worker:3" % (REGION, ACCOUNT)
    dep = "ecs-svc/1165679492160509752"
    subnets = [SUBNETS[z][0] for z in AZS]
    netcfg = {"awsvpcConfiguration": {"subnets": subnets, "securityGroups": [SG], "assignPublicIp": "DISABLED"}}
    ev_unable = ("service embed-worker was unable to place a task because no container instance met all of its "
                 "requirements. For more information, see the Troubleshooting section of the Amazon ECS "
                 "Developer Guide.")
    dump("describe-services.json", {"services": [{
        "serviceArn": "arn:aws:ecs:%s:%s:service/%s/embed-worker" % (REGION, ACCOUNT, CLUSTER),
        "serviceName": "embed-worker", "clusterArn": CLUSTER_ARN, "loadBalancers": [], "serviceRegistries": [],
        "status": "ACTIVE", "desiredCount": 40, "runningCount": 0, "pendingCount": 0, "launchType": "EC2",
        "taskDefinition": td_arn,
        "deploymentConfiguration": {"deploymentCircuitBreaker": {"enable": False, "rollback": False},
                                    "maximumPercent": 200, "minimumHealthyPercent": 100},
        "deployments": [{"id": dep, "status": "PRIMARY", "taskDefinition": td_arn, "desiredCount": 40,
                         "pendingCount": 0, "runningCount": 0, "failedTasks": 0,
                         "createdAt": "2026-11-30T09:40:51.276000+00:00",
                         "updatedAt": "2026-11-30T09:40:53.693000+00:00", "launchType": "EC2",
                         "networkConfiguration": netcfg, "rolloutState": "IN_PROGRESS",
                         "rolloutStateReason": "ECS deployment %s in progress." % dep}],
        "roleArn": "arn:aws:iam::%s:role/aws-service-role/ecs.amazonaws.com/AWSServiceRoleForECS" % ACCOUNT,
        "events": [{"id": ids.uuid(), "createdAt": "2026-11-30T09:41:07.512000+00:00", "message": ev_unable},
                   {"id": ids.uuid(), "createdAt": "2026-11-30T09:05:12.093000+00:00",
                    "message": "service embed-worker has reached a steady state."}],
        "createdAt": "2026-10-02T14:20:33.118000+00:00",
        "placementConstraints": [],
        "placementStrategy": [{"type": "spread", "field": "attribute:ecs.availability-zone"}],
        "networkConfiguration": netcfg, "schedulingStrategy": "REPLICA",
        "deploymentController": {"type": "ECS"},
        "createdBy": "arn:aws:iam::%s:role/platform-deployer" % ACCOUNT,
        "enableECSManagedTags": False, "propagateTags": "NONE", "enableExecuteCommand": False,
        "availabilityZoneRebalancing": "DISABLED"}], "failures": []})
    dump("describe-task-definition.json", {"taskDefinition": {
        "taskDefinitionArn": td_arn,
        "containerDefinitions": [{
            "name": "server", "image": ECR + "/embed-worker:2026.11.3", "cpu": 3584, "memory": 14000,
            "portMappings": [{"containerPort": 8080, "hostPort": 8080, "protocol": "tcp"}],
            "essential": True,
            "environment": [{"name": "NVIDIA_DRIVER_CAPABILITIES", "value": "compute,utility"}],
            "mountPoints": [], "volumesFrom": [],
            "logConfiguration": {"logDriver": "awslogs", "options": {
                "awslogs-group": "/ecs/embed-worker", "awslogs-region": REGION, "awslogs-stream-prefix": "server"}},
            "systemControls": [],
            "resourceRequirements": [{"value": "1", "type": "GPU"}]}],
        "family": "embed-worker",
        "taskRoleArn": "arn:aws:iam::%s:role/embed-worker-task" % ACCOUNT,
        "executionRoleArn": "arn:aws:iam::%s:role/ecsTaskExecutionRole" % ACCOUNT,
        "networkMode": "awsvpc", "revision": 3, "volumes": [], "status": "ACTIVE",
        "requiresAttributes": [{"name": n} for n in (
            "com.amazonaws.ecs.capability.logging-driver.awslogs", "ecs.capability.execution-role-awslogs",
            "com.amazonaws.ecs.capability.docker-remote-api.1.19", "com.amazonaws.ecs.capability.ecr-auth",
            "ecs.capability.execution-role-ecr-pull", "com.amazonaws.ecs.capability.task-iam-role",
            "com.amazonaws.ecs.capability.docker-remote-api.1.18", "ecs.capability.task-eni")],
        "placementConstraints": [], "compatibilities": ["EC2"], "requiresCompatibilities": ["EC2"],
        "registeredAt": "2026-11-30T09:38:12.403000+00:00",
        "registeredBy": "arn:aws:sts::%s:assumed-role/platform-deployer/ci-release" % ACCOUNT}})
    name = "/aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended"
    value = {"ecs_agent_version": AGENT, "ecs_runtime_version": "Docker version " + DOCKER, "image_id": AMI_GPU,
             "image_name": "al2023-ami-ecs-gpu-hvm-2023.0.20261113-kernel-6.1-x86_64-ebs",
             "os": "Amazon Linux 2023", "schema_version": "1",
             "source_image_name": "al2023-ami-minimal-2023.9.20261110.0-kernel-6.1-x86_64"}
    dump("ssm-get-parameters.json", {"Parameters": [{
        "Name": name, "Type": "String", "Value": json.dumps(value, separators=(",", ":")), "Version": 58,
        "LastModifiedDate": "2026-11-14T00:41:19.884000+00:00",
        "ARN": "arn:aws:ssm:%s::parameter%s" % (REGION, name), "DataType": "text"}], "InvalidParameters": []})
    dump("manifest.json", {"schema": "provdoc.manifest/v1", "captured_at": "2026-11-30T10:15:02Z",
                           "region": REGION, "cluster": CLUSTER, "target": {"service": "embed-worker"},
                           "provdoc_version": "0.1.0",
                           "operations": ["ecs:DescribeClusters", "ecs:ListContainerInstances",
                                          "ecs:DescribeContainerInstances", "ecs:DescribeServices",
                                          "ecs:DescribeTaskDefinition", "ecs:ListTasks",
                                          "ecs:ListTasks desiredStatus=STOPPED", "ecs:DescribeTasks",
                                          "ssm:GetParameters"]})
    if len(tasks) < a.tasks:
        print("gen-capture: warning: only %d of %d tasks fit on %d instances"
              % (len(tasks), a.tasks, len(insts)), file=sys.stderr)
    free = sum(len(x["free_gpus"]) for x in insts)
    print("gen-capture: %d instances (%d GPUs, %d free), %d tasks (%d stopping) in %s, %.1f s"
          % (len(insts), total_gpus, free, len(tasks), len(stop_arns), a.out, time.time() - t0),
          file=sys.stderr)
    return 0


def hash_str(s):
    """A stable string hash (Python's hash() is salted per process)."""
    h = 1469598103934665603
    for ch in s.encode():
        h = ((h ^ ch) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return h


if __name__ == "__main__":
    sys.exit(main(sys.argv))
