#!/bin/sh
# REPL benchmark (issue 6): the time of every interactive command on a
# synthetic 5,000-instance / 20,000-task capture, after the load. All
# commands run in one provdoc process (-c with --echo, stdout a pipe):
# each command's echo line reaches the pipe when that command's output is
# flushed, so the gap between two echo lines is one command's time, load
# excluded. The first command (step 0) pays the load and is reported
# apart. Median of RUNS (default 3) runs; the target is <= 50 ms each.
# Usage: sh bench/bench-repl.sh [BUILD_DIR]   (default: build)
set -eu
build=${1:-build}
dir=${BENCH_DIR:-/tmp/provdoc-bench}/cap-5000
runs=${RUNS:-3}
if [ ! -d "$dir" ]; then
	mkdir -p "$(dirname "$dir")"
	python3 bench/gen-capture.py --instances 5000 --tasks 20000 \
	    --out "$dir" --seed 1
fi
exec python3 - "$build/provdoc" "$dir" "$runs" <<'PY'
import glob
import json
import statistics
import subprocess
import sys
import time

binary, bundle, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])

first = sorted(glob.glob(bundle + "/describe-container-instances*.json"))[0]
inst = json.load(open(first))["containerInstances"][0]["ec2InstanceId"]
tfile = sorted(glob.glob(bundle + "/describe-tasks*.json"))[0]
task = json.load(open(tfile))["tasks"][0]["taskArn"].rsplit("/", 1)[1]
expr = "'attribute:ecs.instance-type =~ g5.*'"

commands = [
    "step 0",                       # pays the load and the first runbook run
    "next", "next", "step 2", "run", "verdict", "fix",
    "why " + inst, "instances", "instances " + expr,
    "show instance " + inst, "show task " + task, "show taskdef",
    "show service", "show finding 1", "evidence 1", "explain PD101",
    "changes", "format text",
    "set memory 1024", "set cpu 2048", "set gpu 2", "set network bridge",
    "set constraint " + expr, "changes", "unset constraint 1",
    "drain " + inst, "stop " + task, "register-gpus " + inst + " 4",
    "unset all", "reload",
]

samples = {i: [] for i in range(len(commands))}
for _ in range(runs):
    p = subprocess.Popen([binary, "--replay", bundle, "--echo", "--keep-going",
                          "-c", "; ".join(commands)],
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    start = time.monotonic()
    stamps = []
    for line in p.stdout:
        if line.startswith(b"> "):
            stamps.append(time.monotonic())
    end = time.monotonic()
    p.wait()
    # An echo line is written to stdio before its command runs and reaches
    # the pipe at that command's flush, so stamps[i] = end of command i.
    if len(stamps) != len(commands):
        sys.exit("bench-repl: expected %d echo lines, got %d"
                 % (len(commands), len(stamps)))
    samples[0].append(stamps[0] - start)
    for i in range(1, len(commands)):
        samples[i].append(stamps[i] - stamps[i - 1])

print("# REPL commands on 5,000 instances / 20,000 tasks "
      "(median of %d runs, ms)" % runs)
print("%-44s %8s  %s" % ("command", "ms", "<= 50 ms"))
for i, c in enumerate(commands):
    ms = statistics.median(samples[i]) * 1000
    shown = c if len(c) <= 44 else c[:41] + "..."
    note = "(load + first runbook run)" if i == 0 else \
        ("yes" if ms <= 50 else "NO")
    print("%-44s %8.1f  %s" % (shown, ms, note))
PY
