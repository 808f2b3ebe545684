#!/usr/bin/env python3
"""The mechanical part of STYLE.md, checked on every C file of src/ and
checks/ (and the C tests, benchmarks and fuzzers where noted):

- every .c includes "util/banned.h", as its last #include of a header
  (section 10; X-macro .def tables may follow);
- every file opens with a comment saying what it does (section 8);
- no // comments, no trailing white space, no space before a tab in the
  indentation (section 8);
- library code never prints results itself: no printf/puts/fputs to
  stdout in src/ or checks/ outside src/main.c and the session's flush
  (section 3); commands emit through out_printf/out_json.

Formatting that clang-format cannot express for style(9) (tab-aligned
declarations) is left to review. Exit 1 with one line per problem."""
import glob
import os
import re
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
LIB = sorted(glob.glob(os.path.join(ROOT, "src", "**", "*.[ch]"),
                       recursive=True) +
             glob.glob(os.path.join(ROOT, "checks", "*.[ch]")))
OTHER = sorted(glob.glob(os.path.join(ROOT, "tests", "**", "*.c"),
                         recursive=True) +
               glob.glob(os.path.join(ROOT, "bench", "*.c")))
# The only places that write a command's output to stdout.
STDOUT_OK = {"src/main.c", "src/cli/session.c", "src/cli/script.c",
             "src/cli/repl.c"}
STDOUT = re.compile(r"\b(printf\s*\(|puts\s*\(|putchar\s*\(|"
                    r"fputs\s*\([^;]*,\s*stdout\s*\)|"
                    r"fprintf\s*\(\s*stdout\b|fwrite\s*\([^;]*stdout\s*\))")


def strip_comments_and_strings(text):
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)),
                  text, flags=re.S)
    return re.sub(r'"(\\.|[^"\\\n])*"', '""', text)


def check(path, lib, problems):
    rel = os.path.relpath(path, ROOT)
    text = open(path, encoding="utf-8").read()
    lines = text.split("\n")
    if not text.lstrip().startswith("/*"):
        problems.append(f"{rel}:1: no opening comment saying what it does")
    code = strip_comments_and_strings(text)
    for i, (line, cline) in enumerate(zip(lines, code.split("\n")), 1):
        if line != line.rstrip():
            problems.append(f"{rel}:{i}: trailing white space")
        if re.match(r"^\t* +\t", line):
            problems.append(f"{rel}:{i}: space before a tab in indentation")
        if "//" in cline and "://" not in cline:
            problems.append(f"{rel}:{i}: // comment (use /* */)")
        if lib and rel not in STDOUT_OK and STDOUT.search(cline):
            problems.append(f"{rel}:{i}: prints to stdout; emit through "
                            "out_printf/out_json or a struct buf")
    if path.endswith(".c"):
        # X-macro tables (#include "x.def") are data, not headers.
        incs = [l for l in lines if l.startswith("#include") and
                not l.rstrip().endswith('.def"')]
        if not incs or incs[-1] != '#include "util/banned.h"':
            problems.append(f'{rel}: "util/banned.h" is not the last '
                            "#include")


def main():
    problems = []
    for p in LIB:
        if "/generated/" not in p:
            check(p, True, problems)
    for p in OTHER:
        check(p, False, problems)
    for p in problems:
        print(p)
    print(f"style: {len(LIB) + len(OTHER)} files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
