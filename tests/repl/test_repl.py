#!/usr/bin/env python3
"""REPL tests through a pseudo-terminal (tests/repl/pty_harness.py): the
prompt, tab completion (commands, instance ids, finding codes, attribute
names and values), unique prefixes, the history file (its modes, its
content, and that a credential-looking line never reaches it), Ctrl-C at
the prompt, Ctrl-D, colour only without NO_COLOR, and what-if sequences.

Run: test_repl.py [TestName...]  with PROVDOC_BIN and PROVDOC_SOURCE_DIR
set (ctest does); each test starts its own provdoc with a temporary HOME.
"""
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_harness import Repl  # noqa: E402

SRC = os.environ.get("PROVDOC_SOURCE_DIR",
                     os.path.join(os.path.dirname(__file__), "..", ".."))
BIN = os.environ.get("PROVDOC_BIN", os.path.join(SRC, "build", "provdoc"))
PROMPT = rb"inference/embed-worker step \d/4[^>\r\n]*> "


class ReplTest(unittest.TestCase):
    fixture = "seed"

    def setUp(self):
        self.home = tempfile.mkdtemp(prefix="provdoc-repl-")
        self.env = {"PATH": "/usr/bin:/bin", "HOME": self.home,
                    "TERM": "xterm", "LC_ALL": "C", "TZ": "UTC",
                    "NO_COLOR": "1"}
        self.r = None

    def tearDown(self):
        if self.r is not None:
            try:
                self.r.send("\x04")
                self.r.wait(5)
            except (AssertionError, OSError):
                pass
        shutil.rmtree(self.home, ignore_errors=True)

    def start(self, *extra, env=None):
        e = dict(self.env)
        e.update(env or {})
        self.r = Repl([BIN, "--replay", os.path.join(SRC, "fixtures",
                       self.fixture)] + list(extra), e)
        return self.r.read_until(PROMPT)

    def run_cmd(self, line, until=PROMPT):
        self.r.send(line + "\r")
        return self.r.read_until(until)

    def test_prompt_and_next(self):
        out = self.start()
        self.assertIn("inference/embed-worker step 0/4> ", out)
        self.assertIn("Step 0/4 task definition",
                      self.run_cmd("next", rb"step 1/4> "))
        self.run_cmd("step 3", rb"step 4/4> ")
        out = self.run_cmd("next", rb"embed-worker verdict> ")
        self.assertIn("Step 4/4 constraints", out)

    def test_complete_command(self):
        self.start()
        self.r.send("verd\t")
        self.r.read_until(rb"ict ")
        out = self.run_cmd("")
        self.assertIn("Verdict: BLOCKED by PD101", out)

    def test_complete_ambiguous_lists(self):
        self.start()
        self.r.send("ver\t")
        out = self.r.read_until(rb"version")
        self.assertIn("verdict", out)
        self.r.send("\x15")  # kill the line

    def test_complete_instance_id(self):
        self.start()
        self.r.send("why i-0b6\t")
        self.r.read_until(rb"116a5b717 ")
        out = self.run_cmd("")
        self.assertIn("excluded at step 1 (GPU registration)", out)

    def test_complete_container_instance_id(self):
        self.start()
        self.r.send("show instance 4e79\t")
        self.r.read_until(rb"a8c11692027d4f7e796d2f55ff2e ")
        out = self.run_cmd("")
        self.assertIn("i-0b6e87ad116a5b717", out)

    def test_complete_finding_code(self):
        self.start()
        self.r.send("evidence PD1\t")
        self.r.read_until(rb"0")
        self.r.send("\t")
        out = self.r.read_until(rb"PD102")
        self.assertIn("PD101", out)
        self.r.send("\x15")

    def test_complete_attribute_name_and_value(self):
        self.start()
        self.r.send("instances attribute:ecs.instance-t\t")
        self.r.read_until(rb"ype ")
        self.r.send("== m5\t")
        self.r.read_until(rb"\.large ")
        out = self.run_cmd("")
        self.assertIn("1 of 4 instances match", out)

    def test_unique_prefix(self):
        self.start()
        out = self.run_cmd("verd")
        self.assertIn("Verdict: BLOCKED by PD101", out)
        out = self.run_cmd("ver")
        self.assertIn("ambiguous command 'ver': verdict, version", out)

    def test_history_file(self):
        self.start()
        self.run_cmd("next")
        self.run_cmd("export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMIK7MDENG")
        self.run_cmd("why AKIAIOSFODNN7EXAMPLE")
        self.run_cmd("changes")
        self.r.send("\x04")
        self.assertEqual(self.r.wait(), 0)
        self.r = None
        d = os.path.join(self.home, ".local", "state", "provdoc")
        path = os.path.join(d, "history")
        self.assertEqual(stat.S_IMODE(os.stat(path).st_mode), 0o600)
        self.assertEqual(stat.S_IMODE(os.stat(d).st_mode), 0o700)
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
        self.assertEqual(lines, ["next", "changes"])

    def test_history_xdg_and_recall(self):
        state = os.path.join(self.home, "xdg")
        self.start(env={"XDG_STATE_HOME": state})
        self.run_cmd("step 2")
        self.r.send("\x04")
        self.r.wait()
        path = os.path.join(state, "provdoc", "history")
        self.assertEqual(open(path).read(), "step 2\n")
        # A new session recalls it with the up arrow.
        self.start(env={"XDG_STATE_HOME": state})
        self.r.send("\x1b[A")
        self.r.read_until(rb"step 2")
        self.assertIn("Step 2/4 remaining devices", self.run_cmd(""))

    def test_ctrl_c_clears_line(self):
        self.start()
        self.r.send("why i-0b6")
        self.r.read_until(rb"i-0b6")
        self.r.send("\x03")
        self.r.read_until(PROMPT)
        out = self.run_cmd("verdict")
        self.assertIn("Verdict: BLOCKED by PD101", out)
        self.assertNotIn("unknown command", out)

    def test_ctrl_c_cancels_command(self):
        # A bundle big enough, and reloads enough, that the line is still
        # running at Ctrl-C however fast one reload gets.
        big = os.path.join(self.home, "big")
        subprocess.run([sys.executable, os.path.join(SRC, "bench",
                        "gen-capture.py"), "--instances", "3000",
                        "--tasks", "6000", "--out", big, "--compact"],
                       check=True, stdout=subprocess.DEVNULL)
        e = dict(self.env)
        self.r = Repl([BIN, "--replay", big], e)
        self.r.read_until(rb"step 0/4> ", timeout=60)
        self.r.send("reload; reload; reload; reload; reload; reload; "
                    "instances\r")
        time.sleep(0.3)
        self.r.send("\x03")
        out = self.r.read_until(rb"step 0/4> ", timeout=60)
        self.assertIn("^C (cancelled)", out)
        self.assertNotIn("INSTANCE", out)
        out = self.run_cmd("changes", rb"step 0/4> ")
        self.assertIn("no what-if changes", out)

    def test_ctrl_d_exit_status(self):
        self.start()
        self.run_cmd("register-gpus i-0b6e 1")
        self.run_cmd("verdict")
        self.r.send("\x04")
        self.assertEqual(self.r.wait(), 0)
        self.r = None

    def test_quit(self):
        self.start()
        self.run_cmd("verdict")
        self.r.send("exit\r")
        self.assertEqual(self.r.wait(), 1)
        self.r = None

    def test_whatif_sequence(self):
        self.start()
        out = self.run_cmd("register-gpus i-0b6e 1")
        self.assertIn("verdict: blocked (PD101) \u2192 placeable on "
                      "i-0b6e87ad116a5b717", out)
        self.assertIn("what-if:1> ", out)
        out = self.run_cmd("drain i-0b6e87ad116a5b717")
        self.assertIn("\u2192 blocked (PD101)", out)
        out = self.run_cmd("changes")
        self.assertIn("1. register-gpus i-0b6e87ad116a5b717 1", out)
        self.assertIn("2. drain i-0b6e87ad116a5b717", out)
        out = self.run_cmd("unset 2")
        self.assertIn("\u2192 placeable on i-0b6e87ad116a5b717", out)
        out = self.run_cmd("unset all")
        self.assertIn("\u2192 blocked (PD101)", out)
        self.assertNotIn("what-if:", out.splitlines()[-1])

    def test_no_color(self):
        self.start()
        out = self.run_cmd("verdict")
        self.assertIsNone(re.search(r"\x1b\[[0-9;]*m", out))

    def test_color_on_terminal(self):
        self.start(env={"NO_COLOR": ""})
        # NO_COLOR set to anything, even empty, disables colour...
        out = self.run_cmd("verdict")
        self.assertIsNone(re.search(r"\x1b\[[0-9;]*m", out))

    def test_color_without_no_color(self):
        del self.env["NO_COLOR"]
        self.start()
        out = self.run_cmd("verdict")
        self.assertRegex(out, r"\x1b\[[0-9;]*m")

    def test_no_color_flag(self):
        del self.env["NO_COLOR"]
        self.start("--no-color")
        out = self.run_cmd("verdict")
        self.assertIsNone(re.search(r"\x1b\[[0-9;]*m", out))


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]] + ["ReplTest." + a if "." not in a
                                        else a for a in sys.argv[1:]])
