#!/usr/bin/env python3
"""A local ECS/SSM-protocol test server for provdoc's live mode.

It serves any capture bundle directory over the real wire protocol: POST /,
X-Amz-Target dispatch, JSON 1.1 bodies, pagination with an opaque nextToken,
the batch limits of the real API, modeled errors in the real shape
({"__type": "com.amazonaws.ecs#...", "message": ...} plus x-amzn-RequestId).
Every request's SigV4 signature is verified with botocore's own signer
(python3-botocore); a bad signature gets the 403 the service would send.

Faults can be injected (each count applies to the first N requests that
pass the signature check, optionally only for one operation): latency,
throttling, 5xx, connection resets, truncated bodies, hangs. It listens on
127.0.0.1 only, writes its port to --port-file once it is ready, serves
plain HTTP or HTTPS (--tls-cert/--tls-key), logs each request as a JSON line
(never the Authorization header or the token; t_recv and t_done are the
epoch seconds when the request was read and answered) and stops by itself after
--lifetime seconds or --max-requests requests.
"""
import argparse
import base64
import datetime
import hashlib
import hmac
import json
import os
import socket
import ssl
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest
from botocore.credentials import Credentials

ECS_PREFIX = "AmazonEC2ContainerServiceV20141113."
SSM_TARGET = "AmazonSSM.GetParameters"
TOKEN_KEY = os.urandom(16)


class ApiError(Exception):
    def __init__(self, status, code, message, namespace="com.amazonaws.ecs"):
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.namespace = namespace


def load_bundle(path):
    """Indexes a bundle directory by content, as provdoc's loader does."""
    b = {"clusters": {}, "instances": {}, "instance_order": [], "list_ci": [],
         "filters": {}, "services": {}, "taskdefs": {}, "tasks": {},
         "running": [], "stopped": None, "params": {}}
    for name in sorted(os.listdir(path)):
        if not name.endswith(".json") or name.startswith("."):
            continue
        with open(os.path.join(path, name), "rb") as f:
            doc = json.loads(f.read())
        if not isinstance(doc, dict):
            continue
        if "containerInstances" in doc:
            for ci in doc["containerInstances"]:
                arn = ci.get("containerInstanceArn")
                if arn and arn not in b["instances"]:
                    b["instances"][arn] = ci
                    b["instance_order"].append(arn)
        elif "filter" in doc and "containerInstanceArns" in doc:
            b["filters"][doc["filter"]] = list(doc["containerInstanceArns"])
        elif "containerInstanceArns" in doc:
            b["list_ci"].extend(doc["containerInstanceArns"])
        elif "services" in doc:
            for s in doc["services"]:
                b["services"][s.get("serviceName")] = s
                b["services"][s.get("serviceArn")] = s
        elif "tasks" in doc:
            for t in doc["tasks"]:
                b["tasks"][t.get("taskArn")] = t
        elif "taskArns" in doc:
            if "stopped" in name:
                b["stopped"] = (b["stopped"] or []) + list(doc["taskArns"])
            else:
                b["running"].extend(doc["taskArns"])
        elif "clusters" in doc:
            for c in doc["clusters"]:
                b["clusters"][c.get("clusterName")] = c
                b["clusters"][c.get("clusterArn")] = c
        elif "taskDefinition" in doc:
            td = doc["taskDefinition"]
            fam, rev = td.get("family"), td.get("revision")
            for key in (fam, "%s:%s" % (fam, rev), td.get("taskDefinitionArn")):
                b["taskdefs"][key] = doc
        elif "Parameters" in doc or "InvalidParameters" in doc:
            for p in doc.get("Parameters", []):
                b["params"][p["Name"]] = p
    if not b["list_ci"]:
        b["list_ci"] = list(b["instance_order"])
    if b["stopped"] is None:
        b["stopped"] = [a for a, t in b["tasks"].items()
                        if t.get("desiredStatus") == "STOPPED"]
    return b


def make_token(offset, salt):
    raw = json.dumps({"o": offset, "s": salt}).encode()
    mac = hmac.new(TOKEN_KEY, raw, hashlib.sha256).hexdigest()[:16]
    return base64.urlsafe_b64encode(raw).decode() + "." + mac


def read_token(tok, salt):
    try:
        raw_b64, mac = tok.rsplit(".", 1)
        raw = base64.urlsafe_b64decode(raw_b64.encode())
        if hmac.new(TOKEN_KEY, raw, hashlib.sha256).hexdigest()[:16] != mac:
            raise ValueError
        d = json.loads(raw)
        if d["s"] != salt:
            raise ValueError
        return int(d["o"])
    except Exception:
        raise ApiError(400, "InvalidParameterException",
                       "The specified nextToken is not valid.")


def page(items, body, salt, default_size, key):
    size = body.get("maxResults") or default_size
    if not isinstance(size, int) or size < 1 or size > 100:
        raise ApiError(400, "InvalidParameterException",
                       "maxResults must be between 1 and 100.")
    size = min(size, default_size)
    start = read_token(body["nextToken"], salt) if body.get("nextToken") else 0
    out = {key: items[start:start + size]}
    if start + size < len(items):
        out["nextToken"] = make_token(start + size, salt)
    return out


class Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "ecs-test-server"

    def log_message(self, fmt, *args):
        pass

    # ---- faults --------------------------------------------------------
    def take_fault(self, name, op):
        cfg = self.server.cfg
        if cfg.fault_op and cfg.fault_op != op:
            return False
        with self.server.lock:
            left = self.server.faults.get(name, 0)
            if left > 0:
                self.server.faults[name] = left - 1
                return True
        return False

    # ---- signature -----------------------------------------------------
    def verify(self, body):
        cfg = self.server.cfg
        auth = self.headers.get("Authorization", "")
        if not auth.startswith("AWS4-HMAC-SHA256 "):
            raise ApiError(403, "MissingAuthenticationTokenException",
                           "Missing Authentication Token", "")
        parts = dict(p.strip().split("=", 1)
                     for p in auth[len("AWS4-HMAC-SHA256 "):].split(","))
        akid, date8, region, service, term = parts["Credential"].split("/")
        if akid != cfg.access_key:
            raise ApiError(403, "UnrecognizedClientException",
                           "The security token included in the request is invalid.", "")
        signed = parts["SignedHeaders"].split(";")
        amz_date = self.headers.get("X-Amz-Date", "")
        if region != cfg.region or term != "aws4_request" or \
                not amz_date.startswith(date8):
            raise ApiError(403, "InvalidSignatureException",
                           "Credential should be scoped to a valid region.", "")
        for must in ("host", "x-amz-date"):
            if must not in signed:
                raise ApiError(403, "InvalidSignatureException",
                               "Header %s is not signed." % must, "")
        token = self.headers.get("X-Amz-Security-Token")
        if cfg.session_token and (token != cfg.session_token or
                                  "x-amz-security-token" not in signed):
            raise ApiError(403, "UnrecognizedClientException",
                           "The security token included in the request is invalid.", "")
        when = datetime.datetime.strptime(amz_date, "%Y%m%dT%H%M%SZ")
        skew = abs((datetime.datetime.utcnow() - when).total_seconds())
        if skew > 900:
            raise ApiError(403, "InvalidSignatureException",
                           "Signature expired: %s is now earlier than the allowed window." % amz_date, "")
        headers = {}
        for name in signed:
            values = self.headers.get_all(name)
            if values is None:
                raise ApiError(403, "InvalidSignatureException",
                               "Signed header %s is missing." % name, "")
            headers[name] = ",".join(values)
        scheme = "https" if cfg.tls_cert else "http"
        req = AWSRequest(method=self.command,
                         url="%s://%s%s" % (scheme, headers["host"], self.path),
                         data=body, headers=headers)
        req.context["timestamp"] = amz_date
        signer = SigV4Auth(Credentials(cfg.access_key, cfg.secret_key,
                                       cfg.session_token or None),
                           service, region)
        creq = signer.canonical_request(req)
        sts = signer.string_to_sign(req, creq)
        want = signer.signature(sts, req)
        if not hmac.compare_digest(want, parts["Signature"]):
            raise ApiError(403, "InvalidSignatureException",
                           "The request signature we calculated does not "
                           "match the signature you provided.", "")
        return service

    # ---- operations ----------------------------------------------------
    def op_describe_clusters(self, b, body):
        out, fails = [], []
        for c in body.get("clusters") or ["default"]:
            if c in b["clusters"]:
                out.append(b["clusters"][c])
            else:
                fails.append({"arn": c, "reason": "MISSING"})
        return {"clusters": out, "failures": fails}

    def cluster_check(self, b, body):
        c = body.get("cluster", "default")
        if b["clusters"] and c not in b["clusters"]:
            raise ApiError(400, "ClusterNotFoundException", "Cluster not found.")

    def op_list_container_instances(self, b, body):
        self.cluster_check(b, body)
        if body.get("filter"):
            f = body["filter"]
            if f not in b["filters"]:
                raise ApiError(400, "InvalidParameterException",
                               "Unknown filter expression in this test bundle: %s" % f)
            items = b["filters"][f]
            salt = "filter:" + f
        else:
            items = b["list_ci"]
            salt = "ci"
        return page(items, body, salt, self.server.cfg.page_size,
                    "containerInstanceArns")

    def op_describe_container_instances(self, b, body):
        self.cluster_check(b, body)
        ids = body.get("containerInstances") or []
        if not ids or len(ids) > 100:
            raise ApiError(400, "InvalidParameterException",
                           "containerInstances must have 1 to 100 entries.")
        out, fails = [], []
        for i in ids:
            hit = b["instances"].get(i) or next(
                (v for k, v in b["instances"].items() if k.endswith("/" + i)), None)
            if hit:
                out.append(hit)
            else:
                fails.append({"arn": i, "reason": "MISSING"})
        return {"containerInstances": out, "failures": fails}

    def op_describe_services(self, b, body):
        self.cluster_check(b, body)
        names = body.get("services") or []
        if not names or len(names) > 10:
            raise ApiError(400, "InvalidParameterException",
                           "services must have 1 to 10 entries.")
        out, fails = [], []
        for n in names:
            if n in b["services"]:
                out.append(b["services"][n])
            else:
                fails.append({"arn": n, "reason": "MISSING"})
        return {"services": out, "failures": fails}

    def op_describe_task_definition(self, b, body):
        td = body.get("taskDefinition")
        hit = b["taskdefs"].get(td)
        if hit is None:
            raise ApiError(400, "ClientException",
                           "Unable to describe task definition.")
        return hit

    def op_list_tasks(self, b, body):
        self.cluster_check(b, body)
        st = body.get("desiredStatus", "RUNNING")
        if st not in ("RUNNING", "STOPPED", "PENDING"):
            raise ApiError(400, "InvalidParameterException",
                           "desiredStatus is not valid.")
        items = b["running"] if st == "RUNNING" else \
            (b["stopped"] if st == "STOPPED" else [])
        return page(items, body, "tasks:" + st, self.server.cfg.page_size,
                    "taskArns")

    def op_describe_tasks(self, b, body):
        self.cluster_check(b, body)
        ids = body.get("tasks") or []
        if not ids or len(ids) > 100:
            raise ApiError(400, "InvalidParameterException",
                           "tasks must have 1 to 100 entries.")
        out, fails = [], []
        for i in ids:
            hit = b["tasks"].get(i) or next(
                (v for k, v in b["tasks"].items() if k.endswith("/" + i)), None)
            if hit:
                out.append(hit)
            else:
                fails.append({"arn": i, "reason": "MISSING"})
        return {"tasks": out, "failures": fails}

    def op_get_parameters(self, b, body):
        names = body.get("Names") or []
        if not names or len(names) > 10:
            raise ApiError(400, "ValidationException",
                           "Names must have 1 to 10 entries.", "")
        return {"Parameters": [b["params"][n] for n in names if n in b["params"]],
                "InvalidParameters": [n for n in names if n not in b["params"]]}

    OPS = {
        "DescribeClusters": op_describe_clusters,
        "ListContainerInstances": op_list_container_instances,
        "DescribeContainerInstances": op_describe_container_instances,
        "DescribeServices": op_describe_services,
        "DescribeTaskDefinition": op_describe_task_definition,
        "ListTasks": op_list_tasks,
        "DescribeTasks": op_describe_tasks,
    }

    # ---- plumbing ------------------------------------------------------
    def send_json(self, status, obj, rid, truncate=False):
        data = json.dumps(obj, default=str).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/x-amz-json-1.1")
        self.send_header("x-amzn-RequestId", rid)
        self.send_header("Content-Length",
                         str(len(data) + (100 if truncate else 0)))
        self.end_headers()
        self.wfile.write(data[: len(data) // 2] if truncate else data)
        self.wfile.flush()
        if truncate:
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)

    def log_request_line(self, entry):
        cfg = self.server.cfg
        if not cfg.log:
            return
        entry["t_done"] = round(time.time(), 6)
        with self.server.lock:
            with open(cfg.log, "a") as f:
                f.write(json.dumps(entry, sort_keys=True) + "\n")

    def do_GET(self):
        self.send_json(404, {"__type": "UnknownOperationException",
                             "message": "use POST"}, str(uuid.uuid4()))

    def do_POST(self):
        cfg = self.server.cfg
        rid = str(uuid.uuid4())
        with self.server.lock:
            self.server.count += 1
            if cfg.max_requests and self.server.count >= cfg.max_requests:
                threading.Thread(target=self.server.shutdown,
                                 daemon=True).start()
        n = int(self.headers.get("Content-Length") or 0)
        body_bytes = self.rfile.read(n) if n else b""
        target = self.headers.get("X-Amz-Target", "")
        op = target[len(ECS_PREFIX):] if target.startswith(ECS_PREFIX) else \
            ("GetParameters" if target == SSM_TARGET else target)
        with self.server.lock:
            self.server.inflight += 1
            inflight = self.server.inflight
        try:
            self.handle_post(cfg, rid, target, op, body_bytes, inflight)
        finally:
            with self.server.lock:
                self.server.inflight -= 1

    def handle_post(self, cfg, rid, target, op, body_bytes, inflight):
        entry = {"target": target, "op": op, "bytes": len(body_bytes),
                 "t_recv": round(time.time(), 6),
                 "peer": self.client_address[1], "inflight": inflight,
                 "sig": "none", "status": 0, "request_id": rid,
                 "signed_headers": "", "has_token": "X-Amz-Security-Token" in self.headers}
        try:
            try:
                entry["body"] = json.loads(body_bytes or b"{}")
            except ValueError:
                raise ApiError(400, "SerializationException",
                               "Request body is not JSON.", "")
            auth = self.headers.get("Authorization", "")
            if "SignedHeaders=" in auth:
                entry["signed_headers"] = auth.split("SignedHeaders=")[1].split(",")[0]
            service = self.verify(body_bytes)
            entry["sig"] = "ok"
            if (op == "GetParameters") != (service == "ssm"):
                raise ApiError(403, "InvalidSignatureException",
                               "Credential should be scoped to correct service.", "")
            if self.headers.get("Content-Type") != "application/x-amz-json-1.1":
                raise ApiError(400, "SerializationException",
                               "Content-Type must be application/x-amz-json-1.1", "")
            if cfg.latency_ms:
                time.sleep(cfg.latency_ms / 1000.0)
            stopped = op == "ListTasks" and \
                entry["body"].get("desiredStatus") == "STOPPED"
            if op in cfg.deny or (stopped and "ListTasks:STOPPED" in cfg.deny):
                raise ApiError(400, "AccessDeniedException",
                               "User: arn:aws:iam::123456789012:user/test is not "
                               "authorized to perform: %s:%s" % (
                                   "ssm" if op == "GetParameters" else "ecs", op))
            if self.take_fault("reset", op):
                entry["status"] = -1
                self.log_request_line(entry)
                self.close_connection = True
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER,
                                           b"\x01\x00\x00\x00\x00\x00\x00\x00")
                self.connection.close()
                return
            if self.take_fault("hang", op):
                time.sleep(cfg.hang_seconds)
            if self.take_fault("throttle", op):
                raise ApiError(400, "ThrottlingException", "Rate exceeded",
                               "com.amazon.coral.availability")
            if self.take_fault("fail5xx", op):
                raise ApiError(503, "ServerException", "Service unavailable.")
            if op == "GetParameters":
                result = self.op_get_parameters(self.server.bundle, entry["body"])
            elif op in self.OPS:
                result = self.OPS[op](self, self.server.bundle, entry["body"])
            else:
                raise ApiError(400, "UnknownOperationException",
                               "Unknown operation %s" % target, "")
            truncate = self.take_fault("truncate", op)
            entry["status"] = 200
            entry["truncated"] = truncate
            self.log_request_line(entry)
            self.send_json(200, result, rid, truncate)
        except ApiError as e:
            entry["status"] = e.status
            entry["error"] = e.code
            self.log_request_line(entry)
            code = ("%s#%s" % (e.namespace, e.code)) if e.namespace else e.code
            self.send_json(e.status, {"__type": code, "message": e.message}, rid)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bundle", required=True)
    ap.add_argument("--port-file", required=True)
    ap.add_argument("--region", default="us-east-1")
    ap.add_argument("--access-key", default="AKIDPROVDOCTEST")
    ap.add_argument("--secret-key", default="provdoc-test-secret")
    ap.add_argument("--session-token", default="")
    ap.add_argument("--tls-cert")
    ap.add_argument("--tls-key")
    ap.add_argument("--page-size", type=int, default=100)
    ap.add_argument("--latency-ms", type=int, default=0)
    ap.add_argument("--tcp-nodelay", action="store_true",
                    help="set TCP_NODELAY on accepted connections, as "
                    "production front ends do (without it, Nagle's "
                    "algorithm and the client's delayed ACK can hold a "
                    "response's last segment for about 40 ms)")
    ap.add_argument("--throttle", type=int, default=0)
    ap.add_argument("--fail5xx", type=int, default=0)
    ap.add_argument("--reset", type=int, default=0)
    ap.add_argument("--truncate", type=int, default=0)
    ap.add_argument("--hang", type=int, default=0)
    ap.add_argument("--hang-seconds", type=float, default=5.0)
    ap.add_argument("--fault-op", default="", help="apply faults to this operation only")
    ap.add_argument("--deny", action="append", default=[],
                    help="answer AccessDeniedException for this operation "
                    "(ListTasks:STOPPED: only for stopped tasks)")
    ap.add_argument("--log")
    ap.add_argument("--lifetime", type=float, default=120.0)
    ap.add_argument("--max-requests", type=int, default=0)
    cfg = ap.parse_args()

    Handler.disable_nagle_algorithm = cfg.tcp_nodelay
    srv = Server(("127.0.0.1", 0), Handler)
    srv.cfg = cfg
    srv.bundle = load_bundle(cfg.bundle)
    srv.lock = threading.Lock()
    srv.count = 0
    srv.inflight = 0
    srv.faults = {"throttle": cfg.throttle, "fail5xx": cfg.fail5xx,
                  "reset": cfg.reset, "truncate": cfg.truncate,
                  "hang": cfg.hang}
    if cfg.tls_cert:
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ctx.load_cert_chain(cfg.tls_cert, cfg.tls_key)
        srv.socket = ctx.wrap_socket(srv.socket, server_side=True)
    timer = threading.Timer(cfg.lifetime, srv.shutdown)
    timer.daemon = True
    timer.start()
    tmp = cfg.port_file + ".tmp"
    with open(tmp, "w") as f:
        f.write(str(srv.server_address[1]))
    os.rename(tmp, cfg.port_file)
    try:
        srv.serve_forever(poll_interval=0.1)
    finally:
        timer.cancel()
        srv.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
