#!/usr/bin/env python3
"""Every finding code is emitted by at least one golden case, has an
explain page, and no explain page is orphaned (STYLE.md section 7).
Codes are read from ../shared/DESIGN.md section 3 plus every PDnnn that
the sources under src/ and checks/ mention."""
import glob
import os
import re
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SHARED = os.environ.get("PROVDOC_SHARED", os.path.join(ROOT, "..", "shared"))
CODE = re.compile(r"\bPD[0-9]{3}\b")


def main():
    design = open(os.path.join(SHARED, "DESIGN.md"), encoding="utf-8").read()
    sec = design.split("## 3.", 1)[1].split("\n## ", 1)[0]
    codes = set(re.findall(r"^\| (PD[0-9]{3}) \|", sec, re.M))
    used = set()
    for path in glob.glob(os.path.join(ROOT, "src", "**", "*.[ch]"),
                          recursive=True) + \
            glob.glob(os.path.join(ROOT, "checks", "**", "*.[ch]"),
                      recursive=True) + \
            glob.glob(os.path.join(ROOT, "checks", "*.def")):
        used |= set(CODE.findall(open(path, encoding="utf-8").read()))
    pages = {os.path.basename(p)[:5]
             for p in glob.glob(os.path.join(ROOT, "explain", "PD*.md"))}
    emitted = set()
    for path in glob.glob(os.path.join(ROOT, "tests", "golden", "**", "*.t"),
                          recursive=True):
        text = open(path, encoding="utf-8").read()
        if "--- stdout" in text:
            out = text.split("--- stdout", 1)[1].split("\n--- stderr", 1)[0]
            emitted |= set(re.findall(r'"code": "(PD[0-9]{3})"', out))
            emitted |= set(re.findall(r"\b(PD[0-9]{3})\b", out))
    problems = []
    for c in sorted(codes | used):
        if c not in pages:
            problems.append(f"{c}: no explain/{c}.md")
    for c in sorted(codes):
        if c not in emitted:
            problems.append(f"{c}: not emitted by any golden case")
    for p in sorted(pages - codes - used):
        problems.append(f"explain/{p}.md: orphaned (code not in DESIGN.md "
                        "nor in the sources)")
    for p in problems:
        print(p)
    print(f"{len(codes | used)} codes, {len(pages)} explain pages, "
          f"{len(emitted & (codes | used))} emitted by golden cases")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
