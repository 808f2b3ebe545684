#!/usr/bin/env python3
"""The verdict of every fixture equals what its author wrote in its
scenario.txt (`primary: PDnnn`, `primary: none` for placeable,
`primary: inconclusive`), independently of the blessed golden output.
Usage: primary-causes.py --bin build/provdoc"""
import argparse
import json
import os
import shlex
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.dirname(__file__))
from gen_cases_common import scenario  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    a = ap.parse_args()
    bad = checked = 0
    fixtures = os.path.join(ROOT, "fixtures")
    for name in sorted(os.listdir(fixtures)):
        sc = os.path.join(fixtures, name, "scenario.txt")
        if not os.path.isfile(sc):
            continue
        info = scenario(sc)
        args = info.get("args", "")
        args = [] if args in ("(none)", "none", "") else shlex.split(args)
        primary = info.get("primary", "")
        want = primary.split()[0] if primary else ""
        if want == "none" and "inconclusive" in primary:
            want = "inconclusive"
        p = subprocess.run([a.bin, "--replay", os.path.join("fixtures", name),
                            "diagnose", "--format", "json"] + args,
                           cwd=ROOT, capture_output=True, text=True)
        try:
            v = json.loads(p.stdout)["verdict"]
        except (ValueError, KeyError):
            print(f"FAIL {name}: no JSON report (exit {p.returncode}): "
                  f"{p.stderr.strip()[:300]}")
            bad += 1
            continue
        got = v.get("cause") or v.get("status")
        if want in ("none", "placeable"):
            ok = v.get("status") == "placeable"
        elif want == "inconclusive":
            ok = v.get("status") == "inconclusive"
        else:
            ok = v.get("cause") == want
        checked += 1
        if not ok:
            bad += 1
            print(f"FAIL {name}: expected {want}, got {got} "
                  f"({v.get('status')}): {v.get('summary')}")
        else:
            print(f"ok {name}: {got}")
    print(f"{checked - bad} passed, {bad} failed")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
