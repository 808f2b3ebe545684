#!/bin/sh
# Runs every unit-test binary of a build under valgrind (memcheck, full
# leak check); any error or leak fails. Usage: .ci/valgrind-unit.sh BUILD
set -eu
build=${1:-build}
export LC_ALL=C TZ=UTC TERM=dumb NO_COLOR=1
export PROVDOC_SHARED="${PROVDOC_SHARED:-$(cd .. && pwd)/shared}"
export PROVDOC_SOURCE_DIR="$(pwd)"
export PROVDOC_BIN="$(pwd)/$build/provdoc"
n=0
failed=0
for t in "$build"/tests/unit/test-*; do
	[ -x "$t" ] || continue
	n=$((n + 1))
	if valgrind -q --error-exitcode=99 --leak-check=full \
	    --errors-for-leak-kinds=definite,indirect "$t" >/dev/null 2>"$t.valgrind"; then
		echo "valgrind ok: $(basename "$t")"
	else
		failed=$((failed + 1))
		echo "valgrind FAIL: $(basename "$t")"
		tail -40 "$t.valgrind"
	fi
done
echo "valgrind: $((n - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
