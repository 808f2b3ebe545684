#!/usr/bin/env python3
"""Keeps man/provdoc.1's SYNOPSIS, COMMANDS and OPTIONS sections generated
from the command and option tables (`provdoc help --format json`), as
STYLE.md section 2 asks. Without arguments it checks and exits 1 when a
section is stale or a command or flag is missing; --update rewrites them.
Usage: man-sync.py --bin build/provdoc [--update]"""
import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
MAN = os.path.join(ROOT, "man", "provdoc.1")
GEN = '.\\" Generated from src/cli/cmd.c and src/cli/options.c by tests/golden/man-sync.py --update; do not edit.'


def esc(text):
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return re.sub(r"^([.'])", r"\\&\1", text, flags=re.M)


def synopsis(t):
    out = [GEN, ".B provdoc", "[\\fIoptions\\fR] [\\fIcommand\\fR [\\fIargs\\fR]]",
           ".br", ".B provdoc", "[\\fIoptions\\fR]",
           "\\fB\\-c\\fR \\fIcommands\\fR | \\fB\\-f\\fR \\fIfile\\fR"]
    for c in t["commands"]:
        out += [".br", ".B provdoc", "[\\fIoptions\\fR] \\fB%s\\fR%s" % (
            esc(c["name"]), (" " + esc(c["usage"])) if c["usage"] else "")]
    return out


def commands(t):
    out = [GEN]
    for c in t["commands"]:
        head = "\\fB%s\\fR" % esc(c["name"])
        if c["usage"]:
            head += " " + esc(c["usage"])
        out += [".TP", head, esc(c.get("help") or c["summary"])]
        if c.get("alias"):
            out += [".br", "Alias: \\fB%s\\fR." % esc(c["alias"])]
        if c.get("options"):
            out += [".br", "Options: " + ", ".join(
                "\\fB\\-\\-%s\\fR" % esc(o) for o in c["options"].split())
                + "."]
    return out


def options(t):
    out = [GEN]
    for o in t["options"]:
        head = ""
        if o.get("short"):
            head = "\\fB%s\\fR, " % esc(o["short"])
        head += "\\fB\\-\\-%s\\fR" % esc(o["name"])
        if o.get("arg"):
            head += " \\fI%s\\fR" % esc(o["arg"])
        out += [".TP", head, esc(o["help"][0].upper() + o["help"][1:]) + "."]
    return out


def replace_section(lines, name, body):
    try:
        start = lines.index(".SH " + name)
    except ValueError:
        raise SystemExit(f"man/provdoc.1 has no .SH {name} section")
    end = start + 1
    while end < len(lines) and not lines[end].startswith(".SH "):
        end += 1
    old = lines[start + 1:end]
    return lines[:start + 1] + body + lines[end:], old != body


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--update", action="store_true")
    a = ap.parse_args()
    p = subprocess.run([a.bin, "help", "--format", "json"],
                       capture_output=True, text=True, check=True)
    t = json.loads(p.stdout)
    with open(MAN, encoding="utf-8") as f:
        lines = f.read().rstrip("\n").split("\n")
    stale = []
    for name, fn in (("SYNOPSIS", synopsis), ("COMMANDS", commands),
                     ("OPTIONS", options)):
        lines, changed = replace_section(lines, name, fn(t))
        if changed:
            stale.append(name)
    if a.update:
        with open(MAN, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        print("man/provdoc.1: regenerated " + ", ".join(
            ("SYNOPSIS", "COMMANDS", "OPTIONS")))
        return 0
    # Every command and flag must appear, whatever else the page says.
    text = "\n".join(lines)
    missing = [c["name"] for c in t["commands"]
               if "\\fB%s\\fR" % esc(c["name"]) not in text]
    missing += ["--" + o["name"] for o in t["options"]
                if "\\-\\-%s" % esc(o["name"]) not in text]
    for m in missing:
        print(f"man/provdoc.1 does not document {m}")
    for s in stale:
        print(f"man/provdoc.1 section {s} is stale: run "
              "'cmake --build build --target bless'")
    if not missing and not stale:
        print(f"man/provdoc.1: {len(t['commands'])} commands and "
              f"{len(t['options'])} options documented")
    return 1 if missing or stale else 0


if __name__ == "__main__":
    sys.exit(main())
