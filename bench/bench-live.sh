#!/bin/sh
# Live benchmark (Live AWS issue): provdoc diagnose against the local
# ECS-protocol server with 50 ms per request, the sequential path of the
# reads, and the same reads with the AWS CLI, in one run (bench-live.py
# does the work; figures go in bench/README.md). Not part of ctest.
# Usage: sh bench/bench-live.sh [BUILD_DIR] [bench-live.py options]
#   (default BUILD_DIR: build; BENCH_DIR: /tmp/provdoc-bench-live)
set -eu
build=${1:-build}
[ $# -gt 0 ] && shift
here=$(dirname "$0")
exec python3 "$here/bench-live.py" --bin "$build/provdoc" \
    --src "$here/.." --work "${BENCH_DIR:-/tmp/provdoc-bench-live}" "$@"
