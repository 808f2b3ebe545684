#!/usr/bin/env python3
"""Live benchmark (Live AWS issue): provdoc diagnose against the local
ECS-protocol server (tests/live/ecs_server.py) with a fixed latency per
request, against the unavoidable sequential path of the reads and against
the same reads done with the AWS CLI one after the other.

    bench-live.py --bin BUILD/provdoc --src SRC [--work DIR] [--latency-ms 50]

Prints one line per figure and whether each target is met:
  (a) provdoc's wall time (median of --runs) and its requests (from the
      server's log);
  (b) the sequential path: the longest chain of requests that depend on
      one another (each List* page needs the previous page's nextToken;
      the last page's ids need one more Describe* call) x the latency;
      target: wall <= 1.5 x path + 1 s;
  (c) bench/aws-cli-reads.sh (the AWS CLI, sequential) wall time;
      target: provdoc >= 5x faster.
Only 127.0.0.1 is used; every server stops by itself after --lifetime
seconds and is stopped as soon as its part is done. Credentials are fake
ones that only the local server accepts. Exit 0 when every target is met,
1 when one is missed, 2 when the benchmark could not run.
"""
import argparse
import collections
import json
import os
import shutil
import subprocess
import sys
import threading
import time

AKID = "AKIDPROVDOCBENCH"
SECRET = "bench/provdoc+not-a-real-secret-0123456789"
TOKEN = "bench/provdoc+not-a-real-session-token=="
CLUSTER = "inference"
SERVICE = "embed-worker"


class Server:
    def __init__(self, src, bundle, work, name, latency_ms, lifetime,
                 nodelay):
        self.port_file = os.path.join(work, name + ".port")
        self.log = os.path.join(work, name + ".log")
        for p in (self.port_file, self.log):
            if os.path.exists(p):
                os.unlink(p)
        cmd = [sys.executable, os.path.join(src, "tests", "live",
                                            "ecs_server.py"),
               "--bundle", bundle, "--port-file", self.port_file,
               "--access-key", AKID, "--secret-key", SECRET,
               "--session-token", TOKEN, "--log", self.log,
               "--latency-ms", str(latency_ms),
               "--lifetime", str(lifetime)]
        if nodelay:
            cmd.append("--tcp-nodelay")
        self.err = open(self.log + ".err", "w")
        self.proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL,
                                     stderr=self.err)
        deadline = time.monotonic() + 120
        while not os.path.exists(self.port_file):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("server did not start: see %s.err"
                                   % self.log)
            time.sleep(0.1)
        with open(self.port_file) as f:
            self.url = "http://127.0.0.1:%d" % int(f.read())

    def entries(self):
        with open(self.log) as f:
            return [json.loads(line) for line in f]

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.err.close()


def clean_env(work):
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("AWS_") and k not in ("HTTP_PROXY",
                                                     "HTTPS_PROXY")}
    env.update({"HOME": work, "LC_ALL": "C", "TZ": "UTC", "NO_COLOR": "1",
                "AWS_ACCESS_KEY_ID": AKID, "AWS_SECRET_ACCESS_KEY": SECRET,
                "AWS_SESSION_TOKEN": TOKEN,
                "AWS_DEFAULT_REGION": "us-east-1",
                "AWS_EC2_METADATA_DISABLED": "true",
                "AWS_CONFIG_FILE": os.path.join(work, "no-config"),
                "AWS_SHARED_CREDENTIALS_FILE": os.path.join(work, "no-creds"),
                "AWS_PAGER": "", "AWS_CLI_AUTO_PROMPT": "off",
                "NO_PROXY": "127.0.0.1", "no_proxy": "127.0.0.1"})
    return env


def timed(cmd, env, stdout, timeout, usage=None):
    """Runs cmd; returns (wall seconds, exit status, stderr text). When
    usage is a dict, it gets the child's user and system CPU seconds and
    peak RSS (its own, not its children's)."""
    errf = subprocess.PIPE
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, env=env, stdout=stdout, stderr=errf, text=True)
    timer = threading.Timer(timeout, p.kill)
    timer.start()
    try:
        err = p.stderr.read()
        _, status, ru = os.wait4(p.pid, 0)
    finally:
        timer.cancel()
    wall = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    p.stderr.close()
    if usage is not None:
        usage.update(user=ru.ru_utime, sys=ru.ru_stime,
                     rss_mib=ru.ru_maxrss / 1024.0)
    return wall, p.returncode, err


def chains(entries):
    """Pages per dependent chain: (operation, filter or desiredStatus)."""
    c = collections.Counter()
    for e in entries:
        if e.get("status") != 200:
            continue
        body = e.get("body") or {}
        if e["op"] == "ListContainerInstances":
            c[("ListContainerInstances", body.get("filter") or "")] += 1
        elif e["op"] == "ListTasks":
            c[("ListTasks", body.get("desiredStatus", "RUNNING"))] += 1
    return c


def sequential_path(entries):
    """The longest chain of requests where each needs the one before: a
    List* chain's pages plus the Describe* batch of its last page (a
    filter chain needs DescribeServices and DescribeTaskDefinition
    first). Returns (requests, what)."""
    best = (0, "")
    for (op, arg), pages in chains(entries).items():
        if op == "ListContainerInstances" and arg:
            n, what = pages + 2, "DescribeServices, DescribeTaskDefinition, " \
                "%d ListContainerInstances filter pages" % pages
        elif op == "ListContainerInstances":
            n, what = pages + 1, "%d ListContainerInstances pages + 1 " \
                "DescribeContainerInstances" % pages
        else:
            n, what = pages + 1, "%d ListTasks %s pages + 1 DescribeTasks" \
                % (pages, arg)
        if n > best[0]:
            best = (n, what)
    return best


def chain_gaps(entries):
    """Median time from one ListTasks RUNNING page's answer to the next
    page's request (the client's turn-around plus the wait for the rest
    of its round), and from the last answer to the end."""
    pages = sorted((e for e in entries if e["op"] == "ListTasks" and
                    (e.get("body") or {}).get("desiredStatus", "RUNNING")
                    == "RUNNING"), key=lambda e: e["t_recv"])
    gaps = sorted(b["t_recv"] - a["t_done"] for a, b in zip(pages, pages[1:]))
    return gaps[len(gaps) // 2] if gaps else 0.0


def describe(entries, t_wall):
    ops = collections.Counter(e["op"] for e in entries)
    peers = len({e["peer"] for e in entries})
    inflight = max((e["inflight"] for e in entries), default=0)
    retried = sum(1 for e in entries if e.get("status") != 200)
    lines = ["  requests %d (%s)" % (len(entries), ", ".join(
        "%s %d" % kv for kv in sorted(ops.items()))),
        "  connections %d, max in flight %d, non-200 answers %d"
        % (peers, inflight, retried)]
    if entries:
        t0 = min(e["t_recv"] for e in entries)
        t1 = max(e["t_done"] for e in entries)
        lines.append("  first request to last answer %.2f s of %.2f s wall"
                     % (t1 - t0, t_wall))
        if any(e["op"] == "ListTasks" for e in entries):
            lines.append("  median gap between two ListTasks pages (answer "
                         "to next request) %.1f ms" % (1000 * chain_gaps(
                             entries)))
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bin", required=True)
    ap.add_argument("--src", default=".")
    ap.add_argument("--work", default="/tmp/provdoc-bench-live")
    ap.add_argument("--instances", type=int, default=5000)
    ap.add_argument("--tasks", type=int, default=20000)
    ap.add_argument("--latency-ms", type=int, default=50)
    ap.add_argument("--lifetime", type=int, default=900,
                    help="seconds each server lives at most")
    ap.add_argument("--nagle", action="store_true",
                    help="leave Nagle's algorithm on in the server "
                    "(adds about 40 ms of delayed ACK to each answer)")
    ap.add_argument("--runs", type=int, default=3,
                    help="provdoc runs (the median is reported)")
    ap.add_argument("--skip-cli", action="store_true")
    a = ap.parse_args()

    src = os.path.abspath(a.src)
    work = os.path.abspath(a.work)
    os.makedirs(work, exist_ok=True)
    bundle = os.path.join(work, "cap-%d-%d" % (a.instances, a.tasks))
    if not os.path.isdir(bundle):
        subprocess.run([sys.executable, os.path.join(src, "bench",
                                                     "gen-capture.py"),
                        "--instances", str(a.instances), "--tasks",
                        str(a.tasks), "--out", bundle, "--seed", "1"],
                       check=True)
    env = clean_env(work)
    lat = a.latency_ms / 1000.0
    ok = True

    print("# live: %d instances, %d tasks, %d ms per request, server %s"
          % (a.instances, a.tasks, a.latency_ms,
             "with Nagle" if a.nagle else "TCP_NODELAY"))
    runs = []
    for i in range(max(1, a.runs)):
        srv = Server(src, bundle, work, "provdoc-%d" % (i + 1), a.latency_ms,
                     a.lifetime, not a.nagle)
        try:
            usage = {}
            with open(os.path.join(work, "diagnose.out"), "w") as out:
                wall, rc, err = timed([a.bin, "diagnose", "--cluster",
                                       CLUSTER, "--service", SERVICE,
                                       "--endpoint-url", srv.url], env, out,
                                      a.lifetime, usage)
        finally:
            srv.stop()
        entries = srv.entries()
        if rc not in (0, 1) or not entries:
            sys.stderr.write("provdoc diagnose failed (exit %d): %s"
                             % (rc, err))
            return 2
        runs.append((wall, rc, entries, usage))
    walls = ", ".join("%.2f" % r[0] for r in runs)
    runs.sort(key=lambda r: r[0])
    wall, rc, entries, usage = runs[len(runs) // 2]
    nseq, what = sequential_path(entries)
    path = nseq * lat
    target_a = 1.5 * path + 1.0
    print("(a) provdoc diagnose          wall %.2f s (median of %d runs: %s),"
          " exit %d" % (wall, len(runs), walls, rc))
    print("  provdoc CPU %.2f s user + %.2f s system, peak RSS %.0f MiB"
          % (usage["user"], usage["sys"], usage["rss_mib"]))
    for line in describe(entries, wall):
        print(line)
    print("(b) sequential path           %d requests x %d ms = %.2f s (%s)"
          % (nseq, a.latency_ms, path, what))
    met = wall <= target_a
    ok = ok and met
    print("    target wall <= 1.5 x path + 1 s = %.2f s: %s (%.2f x path)"
          % (target_a, "met" if met else "MISSED", wall / path))
    if a.skip_cli:
        return 0 if ok else 1

    srv = Server(src, bundle, work, "aws-cli", a.latency_ms, a.lifetime,
                 not a.nagle)
    out_dir = os.path.join(work, "aws-cli-out")
    shutil.rmtree(out_dir, ignore_errors=True)
    try:
        cli_wall, cli_rc, cli_err = timed(
            ["sh", os.path.join(src, "bench", "aws-cli-reads.sh"), srv.url,
             CLUSTER, SERVICE, out_dir], env, subprocess.DEVNULL,
            a.lifetime)
    finally:
        srv.stop()
    cli_entries = srv.entries()
    if cli_rc != 0:
        sys.stderr.write("aws-cli-reads.sh failed (exit %d): %s"
                         % (cli_rc, cli_err[-2000:]))
        return 2
    procs = sum(1 for n in os.listdir(out_dir) if n.endswith(".json"))
    print("(c) AWS CLI, sequential       wall %.2f s, %d aws processes"
          % (cli_wall, procs))
    for line in describe(cli_entries, cli_wall):
        print(line)
    speedup = cli_wall / wall
    met = speedup >= 5.0
    ok = ok and met
    print("    target provdoc >= 5x faster: %s (%.1fx)"
          % ("met" if met else "MISSED", speedup))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
