#!/usr/bin/env python3
"""Write the expressions of tests/cql/*.test as fuzz-expr seeds, one file
each, into tests/fuzz/seeds/expr/ (run from anywhere; rewrites the dir)."""
import os
import sys

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
src = os.path.join(root, "tests", "cql")
dst = os.path.join(root, "tests", "fuzz", "seeds", "expr")
os.makedirs(dst, exist_ok=True)
for f in os.listdir(dst):
    os.remove(os.path.join(dst, f))
seen = set()
for name in sorted(os.listdir(src)):
    if not name.endswith(".test"):
        continue
    groups, cur = [], []
    for line in open(os.path.join(src, name), encoding="utf-8"):
        line = line.rstrip("\n")
        if line == "":
            if cur:
                groups.append(cur)
            cur = []
        elif not cur and line.startswith("#"):
            continue
        else:
            cur.append(line)
    if cur:
        groups.append(cur)
    for g in groups:
        expr = g[1] if g[0].startswith("%%") and len(g) > 1 else g[0]
        if expr in seen:
            continue
        seen.add(expr)
        with open(os.path.join(dst, "%04d.txt" % len(seen)), "w",
                  encoding="utf-8") as out:
            out.write(expr)
print("%d seeds in %s" % (len(seen), dst), file=sys.stderr)
