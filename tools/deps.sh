#!/bin/sh
# deps.sh — make sure the build and test dependencies are present.
# Missing ones are installed with apt-get when we are root on Debian;
# otherwise their Debian package names are printed and we fail.
set -u
missing=
have_hdr() { printf '#include <%s>\n' "$1" | ${CC:-cc} -E -x c - >/dev/null 2>&1; }
have_hdr csv.h       || missing="$missing libcsv-dev"
have_hdr cblas.h     || missing="$missing libopenblas-dev"
have_hdr lapacke.h   || missing="$missing liblapacke-dev"
command -v gnuplot >/dev/null 2>&1 || missing="$missing gnuplot-nox"
command -v mandoc  >/dev/null 2>&1 || missing="$missing mandoc"
[ -z "$missing" ] && exit 0
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
	echo "deps: installing$missing" >&2
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq >&2 && apt-get install -y -qq $missing >&2 && exit 0
	echo "deps: apt-get failed to install:$missing" >&2
	exit 1
fi
echo "deps: missing Debian packages:$missing" >&2
echo "deps: install them (as root: apt-get install$missing) and run make again" >&2
exit 1
