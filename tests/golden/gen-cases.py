#!/usr/bin/env python3
"""Creates the golden cases of every fixture that has a scenario.txt and
no cases yet: diagnose in text, JSON and Markdown. New cases have no
expectations; bless them (cmake --build build --target bless) and review
the output against the scenario's expected primary cause."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from gen_cases_common import scenario  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FORMATS = (("diagnose", ""), ("diagnose-json", " --format json"),
           ("diagnose-markdown", " --format markdown"))


def main():
    made = 0
    fixtures = os.path.join(ROOT, "fixtures")
    for name in sorted(os.listdir(fixtures)):
        sc = os.path.join(fixtures, name, "scenario.txt")
        if not os.path.isfile(sc):
            continue
        info = scenario(sc)
        args = info.get("args", "")
        if args in ("(none)", "none"):
            args = ""
        for area, fmt in FORMATS:
            path = os.path.join(ROOT, "tests", "golden", area, name + ".t")
            if os.path.exists(path):
                continue
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(f"{info.get('purpose', name)}\n"
                        f"fixture: {name}\n"
                        f"args: diagnose{(' ' + args) if args else ''}{fmt}\n")
            made += 1
    print(f"created {made} golden cases")
    return 0


if __name__ == "__main__":
    sys.exit(main())
