#!/usr/bin/env python3
"""Runs a command N times and prints its median wall time and its peak
resident memory (max RSS of the child, from getrusage). Usage:
measure.py [-n N] -- CMD ARGS..."""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import time


def once(cmd):
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.execvp(cmd[0], cmd)
    t0 = time.perf_counter()
    _, status, ru = os.wait4(pid, 0)
    dt = time.perf_counter() - t0
    code = os.waitstatus_to_exitcode(status)
    return dt, ru.ru_maxrss, code


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=5)
    ap.add_argument("--label", default="")
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.cmd[1:] if a.cmd and a.cmd[0] == "--" else a.cmd
    times, rss, code = [], [], None
    for _ in range(a.n):
        dt, kb, code = once(cmd)
        times.append(dt)
        rss.append(kb)
    print(f"{a.label}\twall_median_s={statistics.median(times):.4f}"
          f"\tmax_rss_kib={max(rss)}\texit={code}")


if __name__ == "__main__":
    sys.exit(main())
