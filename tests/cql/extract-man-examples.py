#!/usr/bin/env python3
"""Extract the EXAMPLES of man/provdoc-expressions.7 into a cql .test file.

Usage: extract-man-examples.py [--check] MAN TESTFILE

Each .EX/.EE block of the EXAMPLES section is one of:
  expression: EXPR / instance: JSON / result: RESULT   -> an evaluation group
  $ provdoc parse 'EXPR' / one line                     -> a %%NORMAL group
  $ provdoc parse 'EXPR' / provdoc: error: ... lines     -> a %%FAIL group
Other blocks (plain commands) are skipped. Without --check the test file is
written; with --check the script fails (exit 1, with a diff) when the file
differs from what the page says, so CI catches a stale page or test.
"""
import difflib
import re
import sys

HEADER = ("# Generated from man/provdoc-expressions.7 by "
          "tests/cql/extract-man-examples.py; do not edit.\n"
          "# Re-run: tests/cql/extract-man-examples.py "
          "man/provdoc-expressions.7 tests/cql/man-examples.test\n")


def unroff(line):
    line = line.replace("\\(aq", "'").replace("\\-", "-").replace("\\&", "")
    return line.replace("\\e", "\\")


def blocks(text):
    section, cur, out = None, None, []
    for line in text.splitlines():
        if line.startswith(".SH"):
            section = line[3:].strip().strip('"')
            continue
        if section != "EXAMPLES":
            continue
        if line.startswith(".EX"):
            cur = []
        elif line.startswith(".EE"):
            if cur is not None:
                out.append(cur)
            cur = None
        elif cur is not None:
            cur.append(unroff(line))
    return out


def groups(man):
    out = []
    for b in blocks(man):
        if not b:
            continue
        if b[0].startswith("expression:"):
            if len(b) != 3 or not b[1].startswith("instance:") or \
                    not b[2].startswith("result:"):
                raise SystemExit("malformed evaluation example: %r" % b)
            out.append([b[0].split(":", 1)[1].strip(),
                        b[1].split(":", 1)[1].strip(),
                        b[2].split(":", 1)[1].strip()])
        elif b[0].startswith("$ provdoc parse '"):
            m = re.match(r"^\$ provdoc parse '(.*)'$", b[0])
            if not m:
                raise SystemExit("malformed parse example: %r" % b[0])
            expr = m.group(1)
            if len(b) > 1 and b[1].startswith("provdoc: error:"):
                out.append(["%%FAIL", expr] + b[1:])
            elif len(b) == 2:
                out.append(["%%NORMAL", expr, b[1]])
            else:
                raise SystemExit("parse example needs one output line: %r"
                                 % b)
    return out


def render(gs):
    return HEADER + "".join("\n" + "\n".join(g) + "\n" for g in gs)


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    if len(args) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    with open(args[0], encoding="utf-8") as f:
        want = render(groups(f.read()))
    if not check:
        with open(args[1], "w", encoding="utf-8") as f:
            f.write(want)
        return 0
    try:
        with open(args[1], encoding="utf-8") as f:
            have = f.read()
    except OSError:
        have = ""
    if have == want:
        return 0
    sys.stderr.write("%s is stale; re-run extract-man-examples.py\n" % args[1])
    sys.stderr.writelines(difflib.unified_diff(
        have.splitlines(True), want.splitlines(True), args[1], args[0]))
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
