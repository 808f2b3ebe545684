#!/usr/bin/env python3
"""Live-mode tests: provdoc (and the AWS CLI, to validate the server) against
tests/live/ecs_server.py on 127.0.0.1. One case per run:

    run_live.py --bin build/provdoc --src . --case NAME

Every server is bounded: it stops by itself after its --lifetime, and each
case stops it when done. No address other than 127.0.0.1 is used; instance
metadata is disabled in every environment this script builds. Exit 0 when
the case passes, 77 when it cannot run here (a missing tool), 1 otherwise.
"""
import argparse
import glob
import json
import re
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
AKID = "AKIDPROVDOCTEST"
SECRET = "PLANTEDsecretKEY/provdoc+0123456789abcdef"
TOKEN = "PLANTEDsessionTOKEN+provdoc/9876543210zyxw=="
SKIP = 77


class Fail(Exception):
    pass


def check(cond, what):
    if not cond:
        raise Fail(what)


class Server:
    def __init__(self, work, bundle, *args, tls=None, token=TOKEN):
        self.work = work
        self.port_file = os.path.join(work, "port-%d" % time.monotonic_ns())
        self.log = self.port_file + ".log"
        cmd = [sys.executable, os.path.join(HERE, "ecs_server.py"),
               "--bundle", bundle, "--port-file", self.port_file,
               "--access-key", AKID, "--secret-key", SECRET,
               "--session-token", token or "", "--log", self.log,
               "--lifetime", "90"] + list(args)
        if tls:
            cmd += ["--tls-cert", tls[0], "--tls-key", tls[1]]
        self.proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL,
                                     stderr=open(self.log + ".err", "w"))
        for _ in range(100):
            if os.path.exists(self.port_file):
                break
            if self.proc.poll() is not None:
                raise Fail("server exited: " + open(self.log + ".err").read())
            time.sleep(0.1)
        else:
            raise Fail("server did not start")
        self.port = int(open(self.port_file).read())
        self.url = "%s://127.0.0.1:%d" % ("https" if tls else "http", self.port)

    def entries(self):
        if not os.path.exists(self.log):
            return []
        return [json.loads(l) for l in open(self.log)]

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def base_env(work, token=True):
    env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_")}
    env.update({"HOME": work, "LC_ALL": "C", "TZ": "UTC", "NO_COLOR": "1",
                "AWS_ACCESS_KEY_ID": AKID, "AWS_SECRET_ACCESS_KEY": SECRET,
                "AWS_DEFAULT_REGION": "us-east-1",
                "AWS_EC2_METADATA_DISABLED": "true",
                "AWS_CONFIG_FILE": os.path.join(work, "no-config"),
                "AWS_SHARED_CREDENTIALS_FILE": os.path.join(work, "no-creds"),
                "NO_PROXY": "127.0.0.1", "no_proxy": "127.0.0.1"})
    if token:
        env["AWS_SESSION_TOKEN"] = TOKEN
    return env


def provdoc(a, args, env, timeout=60):
    p = subprocess.run([a.bin] + args, env=env, capture_output=True,
                       timeout=timeout, text=True)
    return p.returncode, p.stdout, p.stderr


def capture(a, srv, out, env, *extra, service="embed-worker"):
    args = ["capture", "-o", out, "--cluster", "inference",
            "--endpoint-url", srv.url] + list(extra)
    if service:
        args += ["--service", service]
    return provdoc(a, args, env)


def files_of(d):
    return sorted(os.path.basename(p) for p in glob.glob(os.path.join(d, "*")))


def load(d, name):
    with open(os.path.join(d, name)) as f:
        return json.load(f)


def fixture(a, name):
    return os.path.join(a.src, "fixtures", name)


# ---- cases -------------------------------------------------------------

def case_cli_validate(a, work):
    """The server speaks the real protocol: the AWS CLI v2 talks to it."""
    cli = "/usr/bin/aws" if os.path.exists("/usr/bin/aws") else shutil.which("aws")
    if cli is None:
        print("skipped: no AWS CLI")
        return SKIP
    bundle = fixture(a, "pd202-stopping-holder")
    srv = Server(work, bundle, "--page-size", "1")
    try:
        env = base_env(work)

        def aws(*args, ok=True):
            p = subprocess.run([cli, "--endpoint-url", srv.url, "--output",
                                "json"] + list(args), env=env,
                               capture_output=True, text=True, timeout=60)
            if ok:
                check(p.returncode == 0, "aws %s failed: %s" % (args, p.stderr))
                return json.loads(p.stdout)
            return p
        want = load(bundle, "list-container-instances.json")["containerInstanceArns"]
        got = aws("ecs", "list-container-instances", "--cluster", "inference")
        check(got["containerInstanceArns"] == want,
              "CLI paging through nextToken lost ARNs")
        got = aws("ecs", "describe-container-instances", "--cluster",
                  "inference", "--container-instances", *want)
        check([c["containerInstanceArn"] for c in got["containerInstances"]] == want,
              "describe-container-instances differs")
        got = aws("ecs", "describe-services", "--cluster", "inference",
                  "--services", "embed-worker")
        check(got["services"][0]["serviceName"] == "embed-worker", "describe-services")
        td = got["services"][0]["taskDefinition"]
        got = aws("ecs", "describe-task-definition", "--task-definition", td)
        check(got["taskDefinition"]["taskDefinitionArn"] == td, "describe-task-definition")
        stopped = aws("ecs", "list-tasks", "--cluster", "inference",
                      "--desired-status", "STOPPED")["taskArns"]
        running = aws("ecs", "list-tasks", "--cluster", "inference")["taskArns"]
        got = aws("ecs", "describe-tasks", "--cluster", "inference", "--tasks",
                  *(running + stopped))
        check(len(got["tasks"]) == len(running + stopped), "describe-tasks")
        got = aws("ssm", "get-parameters", "--names",
                  "/aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended",
                  "/aws/service/nope")
        check(len(got["Parameters"]) == 1 and got["InvalidParameters"] ==
              ["/aws/service/nope"], "ssm get-parameters")
        p = aws("ecs", "describe-task-definition", "--task-definition", "nope:1",
                ok=False)
        check(p.returncode != 0 and "ClientException" in p.stderr,
              "modeled error not understood by the CLI: " + p.stderr)
        bad = dict(env, AWS_SECRET_ACCESS_KEY="wrong")
        p = subprocess.run([cli, "--endpoint-url", srv.url, "ecs", "list-tasks",
                            "--cluster", "inference"], env=bad,
                           capture_output=True, text=True, timeout=60)
        check(p.returncode != 0 and "InvalidSignatureException" in p.stderr,
              "a wrong secret was accepted")
        sigs = [e["sig"] for e in srv.entries()]
        check(sigs.count("ok") == len(sigs) - 1, "signature log: %s" % sigs)
    finally:
        srv.stop()
    return 0


def case_capture_roundtrip(a, work):
    """Capture a fixture served in pages of 1: same diagnosis as the fixture."""
    bundle = fixture(a, "pd202-stopping-holder")
    srv = Server(work, bundle, "--page-size", "1")
    out = os.path.join(work, "cap")
    try:
        rc, so, se = capture(a, srv, out, base_env(work))
        check(rc == 0, "capture failed: %s" % se)
        entries = srv.entries()
    finally:
        srv.stop()
    check(all(e["sig"] == "ok" for e in entries), "unsigned or badly signed request")
    check(all(e["has_token"] for e in entries), "session token not sent")
    check(all("x-amz-security-token" in e["signed_headers"] for e in entries),
          "session token not signed")
    check(stat.S_IMODE(os.stat(out).st_mode) == 0o700, "directory mode")
    for f in files_of(out):
        check(stat.S_IMODE(os.stat(os.path.join(out, f)).st_mode) == 0o600,
              "file mode of " + f)
    for f in ("describe-clusters.json", "list-container-instances.json",
              "describe-container-instances.json", "describe-services.json",
              "describe-task-definition.json", "list-tasks.json",
              "describe-tasks.json", "ssm-get-parameters.json", "manifest.json"):
        check(f in files_of(out), "missing " + f)
    check(not glob.glob(os.path.join(out, ".*")), "temporary files left")
    m = load(out, "manifest.json")
    check("ecs:ListTasks desiredStatus=STOPPED" in m["operations"], "manifest ops")
    want = load(bundle, "list-container-instances.json")["containerInstanceArns"]
    check(load(out, "list-container-instances.json")["containerInstanceArns"] == want,
          "merged pages differ")
    check("nextToken" not in load(out, "list-container-instances.json"),
          "nextToken kept")
    # A single-page answer is kept byte for byte.
    raw = open(os.path.join(out, "describe-clusters.json"), "rb").read()
    check(raw.startswith(b'{"clusters"'), "single page not kept as returned")
    args = ["diagnose", "--format", "json"]
    r1 = provdoc(a, args + ["--replay", out], base_env(work))
    r2 = provdoc(a, args + ["--replay", bundle], base_env(work))
    j1, j2 = json.loads(r1[1] or "{}"), json.loads(r2[1] or "{}")
    for j in (j1, j2):
        j.pop("seq", None)
    check(r1[0] == r2[0], "exit differs: %d vs %d" % (r1[0], r2[0]))
    # The capture stores running tasks before stopped ones, the hand-made
    # fixture in another order: each report's pointers into describe-tasks
    # are right for its own file, so only those array indices may differ.
    task_ptr = re.compile(r'"/tasks/[0-9]+')
    t1 = task_ptr.sub('"/tasks/N', json.dumps(j1, sort_keys=True))
    t2 = task_ptr.sub('"/tasks/N', json.dumps(j2, sort_keys=True))
    check(t1.replace(out, "B") == t2.replace(bundle, "B"),
          "diagnosis of the capture differs from the fixture's")
    return 0


def case_batching(a, work):
    """250 instances and 400 tasks: describe calls batch 100 ids, pages go on."""
    bundle = os.path.join(work, "big")
    subprocess.run([sys.executable, os.path.join(a.src, "bench", "gen-capture.py"),
                    "--instances", "250", "--tasks", "400", "--out", bundle,
                    "--compact"], check=True, timeout=120)
    srv = Server(work, bundle, "--page-size", "100")
    out = os.path.join(work, "cap")
    try:
        rc, so, se = capture(a, srv, out, base_env(work), "--concurrency", "4")
        check(rc == 0, "capture failed: %s" % se)
        entries = srv.entries()
    finally:
        srv.stop()
    dci = [e for e in entries if e["op"] == "DescribeContainerInstances"]
    check(len(dci) == 3 and all(len(e["body"]["containerInstances"]) <= 100
                                for e in dci), "instance batches: %d" % len(dci))
    check(all(e["body"].get("include") == ["CONTAINER_INSTANCE_HEALTH"] for e in dci),
          "include CONTAINER_INSTANCE_HEALTH missing")
    dt = [e for e in entries if e["op"] == "DescribeTasks"]
    check(all(len(e["body"]["tasks"]) <= 100 for e in dt), "task batches > 100")
    # The first describe batch went out before the last list page came back.
    order = [e["op"] for e in entries]
    lci = [i for i, o in enumerate(order) if o == "ListContainerInstances"]
    check(order.index("DescribeContainerInstances") < lci[-1],
          "describe batches waited for the last page")
    got = load(out, "describe-container-instances.json")["containerInstances"]
    check(len(got) == 250, "instances captured: %d" % len(got))
    # At most --concurrency requests at once, on reused connections.
    check(max(e["inflight"] for e in entries) <= 4, "more than 4 in flight")
    peers = set(e["peer"] for e in entries)
    check(len(peers) <= 4 and len(entries) > len(peers),
          "%d connections for %d requests" % (len(peers), len(entries)))
    return 0


def case_faults(a, work):
    """Throttling, 5xx, resets and truncated bodies are retried and survive."""
    bundle = fixture(a, "pd201-gpus-busy")
    srv = Server(work, bundle, "--throttle", "2", "--fail5xx", "2", "--reset",
                 "1", "--truncate", "1", "--latency-ms", "20")
    out = os.path.join(work, "cap")
    env = dict(base_env(work), AWS_MAX_ATTEMPTS="6")
    try:
        rc, so, se = capture(a, srv, out, env)
        entries = srv.entries()
    finally:
        srv.stop()
    check(rc == 0, "capture failed under faults: %s" % se)
    errs = [e.get("error") for e in entries]
    check(errs.count("ThrottlingException") == 2 and errs.count("ServerException") == 2,
          "faults not injected: %s" % errs)
    check(any(e["status"] == -1 for e in entries), "no reset seen")
    check(any(e.get("truncated") for e in entries), "no truncation seen")
    ref = os.path.join(work, "ref")
    srv = Server(work, bundle)
    try:
        rc, so, se = capture(a, srv, ref, base_env(work))
    finally:
        srv.stop()
    check(rc == 0, "reference capture failed")
    for f in files_of(ref):
        if f != "manifest.json":
            check(load(ref, f) == load(out, f), f + " differs after retries")
    return 0


def case_timeout(a, work):
    """A hung request times out and is retried."""
    bundle = fixture(a, "seed")
    srv = Server(work, bundle, "--hang", "1", "--hang-seconds", "4",
                 "--fault-op", "DescribeClusters")
    out = os.path.join(work, "cap")
    try:
        t0 = time.monotonic()
        rc, so, se = capture(a, srv, out, base_env(work), "--request-timeout", "1")
        took = time.monotonic() - t0
        time.sleep(4.5)     # the hung handler logs when its sleep ends
        entries = srv.entries()
    finally:
        srv.stop()
    check(rc == 0, "capture failed after a timeout: %s" % se)
    check(took < 30, "took %.1fs" % took)
    check(sum(1 for e in entries if e["op"] == "DescribeClusters") >= 2,
          "the hung call was not retried")
    return 0


def case_retry_exhausted(a, work):
    """5xx on a required call beyond max attempts: exit 3 naming it."""
    srv = Server(work, fixture(a, "seed"), "--fail5xx", "50", "--fault-op",
                 "DescribeClusters")
    out = os.path.join(work, "cap")
    env = dict(base_env(work), AWS_MAX_ATTEMPTS="2")
    try:
        rc, so, se = capture(a, srv, out, env)
        n = sum(1 for e in srv.entries() if e["op"] == "DescribeClusters")
    finally:
        srv.stop()
    check(rc == 3, "exit %d, want 3: %s" % (rc, se))
    check("DescribeClusters" in se and "ecs:DescribeClusters" in se, se)
    check(n == 2, "attempts %d, want 2" % n)
    check(not os.path.exists(out), "a failed capture wrote files")
    return 0


def case_denied_required(a, work):
    """AccessDenied on a required call: exit 3 with operation and IAM action."""
    srv = Server(work, fixture(a, "seed"), "--deny", "DescribeContainerInstances")
    try:
        rc, so, se = capture(a, srv, os.path.join(work, "cap"), base_env(work))
        n = sum(1 for e in srv.entries() if e["op"] == "DescribeContainerInstances")
        # Live diagnosis: the same failure makes the run inconclusive.
        drc, dso, dse = provdoc(a, ["diagnose", "--cluster", "inference",
                                    "--service", "embed-worker",
                                    "--endpoint-url", srv.url], base_env(work))
        if "not available in this build" not in dse:
            check(drc == 3 and "ecs:DescribeContainerInstances" in dse,
                  "live diagnose: exit %d: %s" % (drc, dse))
        # No credentials at all: exit 3 with what to do.
        env = base_env(work, token=False)
        del env["AWS_ACCESS_KEY_ID"], env["AWS_SECRET_ACCESS_KEY"]
        drc, dso, dse = capture(a, srv, os.path.join(work, "cap2"), env)
        check(drc == 3 and "no AWS credentials found" in dse,
              "no credentials: exit %d: %s" % (drc, dse))
    finally:
        srv.stop()
    check(rc == 3, "exit %d: %s" % (rc, se))
    check("DescribeContainerInstances" in se and
          "ecs:DescribeContainerInstances" in se and "AccessDeniedException" in se, se)
    check(n == 1, "an access denial was retried (%d calls)" % n)
    return 0


def case_denied_optional(a, work):
    """AccessDenied on SSM and stopped tasks: noted, the capture goes on."""
    srv = Server(work, fixture(a, "seed"), "--deny", "GetParameters", "--deny",
                 "ListTasks:STOPPED")
    out = os.path.join(work, "cap")
    try:
        rc, so, se = capture(a, srv, out, base_env(work))
    finally:
        srv.stop()
    check(rc == 0, "exit %d: %s" % (rc, se))
    check("note:" in se and "ssm:GetParameters" in se and "ecs:ListTasks" in se, se)
    check("ssm-get-parameters.json" not in files_of(out), "ssm file written")
    m = load(out, "manifest.json")
    check("ssm:GetParameters" not in m["operations"] and
          "ecs:ListTasks desiredStatus=STOPPED" not in m["operations"], m)
    check(len(m.get("notes", [])) == 2, "notes in manifest")
    return 0


def case_bad_signature(a, work):
    """A wrong secret: one attempt, exit 3, InvalidSignatureException named."""
    srv = Server(work, fixture(a, "seed"))
    env = dict(base_env(work), AWS_SECRET_ACCESS_KEY="not-the-secret")
    try:
        rc, so, se = capture(a, srv, os.path.join(work, "cap"), env)
        entries = srv.entries()
    finally:
        srv.stop()
    check(rc == 3 and "InvalidSignatureException" in se, "exit %d: %s" % (rc, se))
    ops = [(e["op"], e["body"].get("desiredStatus")) for e in entries]
    check(all(ops.count(o) == 1 for o in set(ops)), "auth failure retried: %s" % ops)
    check("not-the-secret" not in se, "secret printed")
    return 0


def make_ca(work, name, host_ip="127.0.0.1"):
    d = os.path.join(work, name)
    os.mkdir(d)

    def ossl(*args):
        subprocess.run(["openssl"] + list(args), cwd=d, check=True,
                       capture_output=True, timeout=60)
    ossl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "ca.key",
         "-out", "ca.pem", "-days", "2", "-subj", "/CN=provdoc test CA " + name)
    ossl("req", "-newkey", "rsa:2048", "-nodes", "-keyout", "srv.key", "-out",
         "srv.csr", "-subj", "/CN=127.0.0.1")
    with open(os.path.join(d, "ext.cnf"), "w") as f:
        f.write("subjectAltName=IP:%s\n" % host_ip)
    ossl("x509", "-req", "-in", "srv.csr", "-CA", "ca.pem", "-CAkey", "ca.key",
         "-CAcreateserial", "-out", "srv.pem", "-days", "2", "-extfile", "ext.cnf")
    return (os.path.join(d, "ca.pem"), os.path.join(d, "srv.pem"),
            os.path.join(d, "srv.key"))


def case_tls(a, work):
    """HTTPS with a private CA: trusted via AWS_CA_BUNDLE; anything else fails closed."""
    if shutil.which("openssl") is None:
        print("skipped: no openssl")
        return SKIP
    ca, cert, key = make_ca(work, "good")
    other_ca, _, _ = make_ca(work, "other")
    wrong_ca, wrong_cert, wrong_key = make_ca(work, "wrongip", "127.0.0.2")
    bundle = fixture(a, "seed")
    srv = Server(work, bundle, tls=(cert, key))
    try:
        rc, so, se = capture(a, srv, os.path.join(work, "ok"),
                             dict(base_env(work), AWS_CA_BUNDLE=ca))
        check(rc == 0, "trusted CA refused: %s" % se)
        rc, so, se = capture(a, srv, os.path.join(work, "ok2"), base_env(work),
                             "--ca-bundle", ca)
        check(rc == 0, "--ca-bundle refused: %s" % se)
        n = len(srv.entries())
        rc, so, se = capture(a, srv, os.path.join(work, "bad"), base_env(work))
        check(rc == 3 and "TLSError" in se, "untrusted cert accepted: %d %s" % (rc, se))
        rc, so, se = capture(a, srv, os.path.join(work, "bad2"),
                             dict(base_env(work), AWS_CA_BUNDLE=other_ca))
        check(rc == 3 and "TLSError" in se, "other CA accepted: %s" % se)
        check(len(srv.entries()) == n, "a request got through without trust")
        check(not os.path.exists(os.path.join(work, "bad")), "files written")
        rc, so, se = capture(a, srv, os.path.join(work, "insecure"),
                             base_env(work), "--insecure-skip-tls-verify")
        check(rc == 0 and "warning:" in se and "verification is off" in se,
              "insecure run: %d %s" % (rc, se))
    finally:
        srv.stop()
    srv = Server(work, bundle, tls=(wrong_cert, wrong_key))
    try:
        rc, so, se = capture(a, srv, os.path.join(work, "wrongname"),
                             dict(base_env(work), AWS_CA_BUNDLE=wrong_ca))
        check(rc == 3 and "TLSError" in se, "cert for another host accepted: %s" % se)
    finally:
        srv.stop()
    return 0


def case_secrets(a, work):
    """Planted secret and token never appear in output, traces or captures."""
    srv = Server(work, fixture(a, "pd202-stopping-holder"), "--throttle", "1")
    out = os.path.join(work, "cap")
    env = dict(base_env(work), PROVDOC_TRACE_HTTP="1")
    texts = []
    try:
        rc, so, se = capture(a, srv, out, env)
        check(rc == 0, "capture failed: %s" % se)
        texts += [so, se]
        check("<redacted>" in se and "Authorization" in se, "no trace seen")
        r2 = capture(a, srv, os.path.join(work, "cap2"),
                     dict(env, AWS_SECRET_ACCESS_KEY=SECRET + "x"))
        texts += [r2[1], r2[2]]
    finally:
        srv.stop()
    req = os.path.join(a.shared, "vectors", "sigv4", "post-vanilla", "post-vanilla.req")
    if os.path.exists(req):
        rc, so, se = provdoc(a, ["debug", "sign-request", req, "--date",
                                 "20150830T123600Z", "--region", "us-east-1"], env)
        check(rc == 0, "debug sign-request failed: %s" % se)
        check("x-amz-security-token:<redacted>" in so, so)
        texts += [so, se]
    for f in files_of(out):
        texts.append(open(os.path.join(out, f)).read())
    for t in texts:
        for s in (SECRET, TOKEN, "PLANTEDsecret", "PLANTEDsession"):
            check(s not in t, "a planted secret leaked: %s" % s)
    return 0


def case_redact(a, work):
    """--redact replaces account ids consistently."""
    srv = Server(work, fixture(a, "pd202-stopping-holder"))
    out = os.path.join(work, "cap")
    try:
        rc, so, se = capture(a, srv, out, base_env(work), "--redact")
    finally:
        srv.stop()
    check(rc == 0, se)
    for f in files_of(out):
        t = open(os.path.join(out, f)).read()
        check("111122223333" not in t, "account id left in " + f)
    t = open(os.path.join(out, "describe-services.json")).read()
    check(":000000000001:" in t, "no consistent replacement")
    return 0


def case_nonempty_dir(a, work):
    """A non-empty directory is refused without --force."""
    srv = Server(work, fixture(a, "seed"))
    out = os.path.join(work, "cap")
    os.mkdir(out)
    open(os.path.join(out, "keep.txt"), "w").close()
    try:
        rc, so, se = capture(a, srv, out, base_env(work))
        check(rc == 2 and "not empty" in se, "non-empty dir: %d %s" % (rc, se))
        rc, so, se = capture(a, srv, out, base_env(work), "--force")
        check(rc == 0 and "manifest.json" in files_of(out), se)
    finally:
        srv.stop()
    return 0


def case_diagnose_live(a, work):
    """Live diagnosis equals the diagnosis of the fixture it is served from."""
    bundle = fixture(a, "pd202-stopping-holder")
    srv = Server(work, bundle, "--page-size", "2")
    try:
        args = ["diagnose", "--format", "json", "--cluster", "inference",
                "--service", "embed-worker"]
        live = provdoc(a, args + ["--endpoint-url", srv.url], base_env(work))
    finally:
        srv.stop()
    if "not available in this build" in live[2]:
        print("skipped: the session has no live source yet")
        return SKIP
    replay = provdoc(a, args + ["--replay", bundle], base_env(work))
    check(live[0] == replay[0], "exit %d vs %d: %s" % (live[0], replay[0], live[2]))
    j1, j2 = json.loads(live[1]), json.loads(replay[1])

    def strip(j):
        # Evidence names differ by design (operation vs file); the rest not.
        text = json.dumps(j, sort_keys=True)
        for op, f in (("DescribeContainerInstances", "describe-container-instances.json"),):
            text = text.replace(op, f)
        j = json.loads(text)
        j.pop("seq", None)
        if isinstance(j.get("target"), dict):
            j["target"].pop("source", None)
        return j
    for j in (j1, j2):
        for f in (j.get("findings") or []):
            f.pop("evidence", None)
    check(strip(j1).get("verdict") == strip(j2).get("verdict"),
          "verdicts differ:\n%s\n%s" % (j1.get("verdict"), j2.get("verdict")))
    return 0


def case_diagnose_capture(a, work):
    """diagnose --capture DIR: replaying DIR gives the live report, except
    the evidence labels DESIGN.md section 5 prescribes (operation and
    request id live, file name in replay) and target.source."""
    bundle = fixture(a, "pd202-stopping-holder")
    srv = Server(work, bundle, "--page-size", "2")
    out = os.path.join(work, "cap")
    args = ["diagnose", "--format", "json", "--cluster", "inference",
            "--service", "embed-worker"]
    try:
        live = provdoc(a, args + ["--endpoint-url", srv.url, "--capture", out],
                       base_env(work))
    finally:
        srv.stop()
    check("captured" in live[2], "no capture note: %s" % live[2])
    check(os.path.isfile(os.path.join(out, "manifest.json")), "no manifest")
    replay = provdoc(a, args + ["--replay", out], base_env(work))
    check(live[0] == replay[0], "exit %d vs %d" % (live[0], replay[0]))
    files = {"DescribeClusters": "describe-clusters.json",
             "ListContainerInstances": "list-container-instances.json",
             "DescribeContainerInstances": "describe-container-instances.json",
             "DescribeServices": "describe-services.json",
             "DescribeTaskDefinition": "describe-task-definition.json",
             "ListTasks": "list-tasks.json",
             "DescribeTasks": "describe-tasks.json",
             "GetParameters": "ssm-get-parameters.json"}
    label = re.compile(r'"(%s) \(request-id [^)"]*\)"' % "|".join(files))
    text = label.sub(lambda m: '"%s"' % files[m.group(1)], live[1])
    text = text.replace('"source": "live"', '"source": "replay"', 1)
    check(label.search(live[1]) is not None, "live evidence names no operation")
    check(text == replay[1], "replay of the capture differs from the live "
          "report beyond the evidence labels")
    return 0


CASES = {name[5:].replace("_", "-"): fn for name, fn in globals().items()
         if name.startswith("case_")}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--src", required=True)
    ap.add_argument("--shared", default=os.environ.get("PROVDOC_SHARED", ""))
    ap.add_argument("--case", required=True, choices=sorted(CASES))
    a = ap.parse_args()
    try:
        import botocore.auth  # noqa: F401  (the server verifies with it)
    except ImportError:
        print("skipped: python3-botocore is not installed (.ci/deps.sh)")
        return SKIP
    work = tempfile.mkdtemp(prefix="provdoc-live-")
    try:
        rc = CASES[a.case](a, work)
        if rc == 0:
            print("1 passed, 0 failed")
        return rc
    except Fail as e:
        print("FAIL %s: %s" % (a.case, e))
        print("0 passed, 1 failed")
        return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
