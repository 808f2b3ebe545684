#!/bin/sh
# Replay benchmark (issue 3): provdoc's whole diagnosis of a synthetic
# 5,000-instance / 20,000-task capture against a bare jansson parse of the
# same files, in one run; and the scaling from 500 to 5,000 instances.
# Usage: sh bench/run.sh [BUILD_DIR]   (default: build)
set -eu
build=${1:-build}
work=${BENCH_DIR:-/tmp/provdoc-bench}
mkdir -p "$work"
for size in 500:2000 5000:20000; do
	inst=${size%%:*}
	tasks=${size##*:}
	dir="$work/cap-$inst"
	if [ ! -d "$dir" ]; then
		python3 bench/gen-capture.py --instances "$inst" --tasks "$tasks" \
		    --out "$dir" --seed 1
	fi
done
echo "# replay: provdoc diagnose vs bare jansson parse (median of 5 runs)"
for inst in 500 5000; do
	dir="$work/cap-$inst"
	python3 bench/measure.py --label "jansson-parse  $inst" -- \
	    "$build/bench/jansson-baseline" "$dir"
	python3 bench/measure.py --label "provdoc-json   $inst" -- \
	    "$build/provdoc" diagnose --replay "$dir" --format json
	python3 bench/measure.py --label "provdoc-text   $inst" -- \
	    "$build/provdoc" diagnose --replay "$dir"
done
