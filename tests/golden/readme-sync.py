#!/usr/bin/env python3
"""Keeps README.md's output blocks equal to the golden cases they are
copied from. A block is introduced by a marker line

    <!-- golden: tests/golden/seed/diagnose-text.t -->

followed by a fenced code block holding that case's stdout. Without
arguments it checks (exit 1 on a stale block); --update rewrites them."""
import os
import re
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.dirname(__file__))
from run import parse_case  # noqa: E402

MARK = re.compile(r"^<!-- golden: (\S+) -->$")


def main():
    update = "--update" in sys.argv[1:]
    path = os.path.join(ROOT, "README.md")
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    out, i, stale, blocks = [], 0, [], 0
    while i < len(lines):
        out.append(lines[i])
        m = MARK.match(lines[i])
        if not m:
            i += 1
            continue
        blocks += 1
        case = parse_case(os.path.join(ROOT, m.group(1)))
        want = case["sections"].get("stdout", "").split("\n")
        i += 1
        if i >= len(lines) or not lines[i].startswith("```"):
            sys.exit(f"README.md:{i + 1}: a fenced block must follow the "
                     f"marker for {m.group(1)}")
        fence = lines[i]
        j = i + 1
        while j < len(lines) and lines[j] != "```":
            j += 1
        if lines[i + 1:j] != want:
            stale.append(m.group(1))
        out.append(fence)
        out.extend(want)
        out.append("```")
        i = j + 1
    if update:
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(out))
        return 0
    if blocks == 0:
        print("README.md has no golden output blocks")
        return 1
    for s in stale:
        print(f"README.md block for {s} is stale: run "
              "'cmake --build build --target bless'")
    if not stale:
        print(f"README.md: {blocks} output blocks match their golden cases")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
