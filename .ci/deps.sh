#!/bin/sh
# Installs the Debian packages provdoc builds and tests with, when missing.
# As root it runs apt-get; otherwise it prints the exact apt-get line and
# fails. Usage: .ci/deps.sh [build|test]
set -eu
what=${1:-build}
pkgs="cmake make gcc pkg-config libjansson-dev libpcre2-dev libedit-dev libcurl4-openssl-dev libssl-dev"
if [ "$what" = test ]; then
	pkgs="$pkgs libcmocka-dev clang libclang-rt-14-dev python3 python3-botocore awscli valgrind tmux openssl"
fi
missing=""
for p in $pkgs; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
		missing="$missing $p"
	fi
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ]; then
	echo "provdoc: installing:$missing" >&2
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y -qq --no-install-recommends $missing >/dev/null
else
	echo "provdoc: missing Debian packages; run:" >&2
	echo "  sudo apt-get install -y$missing" >&2
	exit 1
fi
