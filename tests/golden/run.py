#!/usr/bin/env python3
"""Golden end-to-end tests: a fixture and arguments in, the expected
stdout, stderr and exit status out (STYLE.md section 9).

A case file tests/golden/<area>/<name>.t:

    one-line purpose
    fixture: seed                 (optional: adds --replay fixtures/seed)
    args: diagnose --format json  (split like a shell would)
    env: NAME=VALUE               (optional, repeatable)
    --- stdin                     (optional)
    ...
    --- stdout
    ...
    --- stderr
    ...
    --- exit
    1

Run:   run.py --bin build/provdoc CASE...
Bless: run.py --bin build/provdoc --bless CASE...   (then review git diff tests/)

The environment is hermetic: LC_ALL=C TZ=UTC TERM=dumb NO_COLOR=1, a
temporary HOME, every AWS variable unset and proxies pointing nowhere.
The version string becomes %VERSION% and the source directory %SRCDIR%.
"""
import argparse
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile

SECTIONS = ("stdin", "stdout", "stderr", "exit")
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def parse_case(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    case = {"purpose": "", "fixture": None, "args": "", "env": [],
            "sections": {}}
    i = 0
    if lines and not lines[0].startswith("---"):
        case["purpose"] = lines[0]
        i = 1
    while i < len(lines) and not lines[i].startswith("--- "):
        line = lines[i]
        if line.startswith("fixture:"):
            case["fixture"] = line.split(":", 1)[1].strip()
        elif line.startswith("args:"):
            case["args"] = line.split(":", 1)[1].strip()
        elif line.startswith("env:"):
            case["env"].append(line.split(":", 1)[1].strip())
        elif line.strip():
            raise SystemExit(f"{path}:{i + 1}: unknown header line {line!r}")
        i += 1
    current = None
    body = []
    for line in lines[i:] + ["--- end"]:
        m = re.match(r"^--- (\w+)$", line)
        if m and (m.group(1) in SECTIONS or m.group(1) == "end"):
            if current is not None:
                case["sections"][current] = "\n".join(body)
            current = m.group(1)
            body = []
        else:
            body.append(line)
    return case


def hermetic_env(extra):
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("AWS_") and k not in ("HOME", "XDG_STATE_HOME")
           and not k.lower().endswith("_proxy")}
    env.update({"LC_ALL": "C", "TZ": "UTC", "TERM": "dumb", "NO_COLOR": "1",
                "HTTP_PROXY": "http://127.0.0.1:9",
                "HTTPS_PROXY": "http://127.0.0.1:9",
                "AWS_EC2_METADATA_DISABLED": "true",
                "AWS_CONFIG_FILE": "/nonexistent/provdoc-test/config",
                "AWS_SHARED_CREDENTIALS_FILE":
                    "/nonexistent/provdoc-test/credentials"})
    for kv in extra:
        k, _, v = kv.partition("=")
        env[k] = v
    return env


def normalise(text, version):
    text = text.replace(ROOT + "/", "%SRCDIR%/").replace(ROOT, "%SRCDIR%")
    if version:
        text = text.replace(version, "%VERSION%")
    return text


def run_case(binary, case, version):
    argv = [binary]
    if case["fixture"]:
        argv += ["--replay", os.path.join("fixtures", case["fixture"])]
    argv += shlex.split(case["args"])
    with tempfile.TemporaryDirectory(prefix="provdoc-golden-") as home:
        env = hermetic_env(case["env"])
        env["HOME"] = home
        stdin = case["sections"].get("stdin")
        p = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True,
                           input=(stdin + "\n").encode() if stdin is not None
                           else b"", timeout=120)
    return (normalise(p.stdout.decode("utf-8", "replace"), version),
            normalise(p.stderr.decode("utf-8", "replace"), version),
            str(p.returncode))


def strip_final_newline(s):
    return s[:-1] if s.endswith("\n") else s


def write_case(path, case, out, err, code):
    lines = []
    if case["purpose"]:
        lines.append(case["purpose"])
    if case["fixture"]:
        lines.append(f"fixture: {case['fixture']}")
    lines.append(f"args: {case['args']}")
    for e in case["env"]:
        lines.append(f"env: {e}")
    if "stdin" in case["sections"]:
        lines.append("--- stdin")
        lines.append(case["sections"]["stdin"])
    lines.append("--- stdout")
    lines.append(strip_final_newline(out))
    lines.append("--- stderr")
    lines.append(strip_final_newline(err))
    lines.append("--- exit")
    lines.append(code)
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    os.replace(path + ".tmp", path)


def get_version(binary):
    p = subprocess.run([binary, "--version"], capture_output=True, text=True)
    m = re.search(r"provdoc (\S+)", p.stdout)
    return m.group(1) if m else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--bless", action="store_true")
    ap.add_argument("cases", nargs="+")
    a = ap.parse_args()
    version = get_version(a.bin)
    failed = 0
    for path in a.cases:
        case = parse_case(path)
        out, err, code = run_case(a.bin, case, version)
        if a.bless:
            write_case(path, case, out, err, code)
            print(f"blessed {os.path.relpath(path, ROOT)}")
            continue
        want = case["sections"]
        if not any(k in want for k in ("stdout", "stderr", "exit")):
            print(f"{path}: no expectations; bless it with "
                  "'cmake --build build --target bless' and review "
                  "git diff tests/")
            failed += 1
            continue
        problems = []
        for name, got in (("stdout", out), ("stderr", err)):
            exp = want.get(name, "")
            if strip_final_newline(got) != exp:
                diff = difflib.unified_diff(
                    exp.split("\n"), strip_final_newline(got).split("\n"),
                    f"expected {name}", f"actual {name}", lineterm="")
                problems.append("\n".join(diff))
        if want.get("exit", "").strip() != code:
            problems.append(f"exit: expected {want.get('exit', '').strip()}"
                            f", got {code}")
        if problems:
            failed += 1
            print(f"FAIL {path}: {case['purpose']}")
            for p in problems:
                print(p)
        else:
            print(f"ok {os.path.relpath(path, ROOT)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
