#!/bin/sh
# check.sh BUILD — make check-dist: ppmi-svd-slurm, installed into a
# temporary prefix, on a Slurm cluster of two emulated nodes on this host
# (tests/dist/cluster.sh), against one ppmi-svd run (tests/dist/slurm.sh);
# counts the TAP lines and ends with "check: N passed, N failed, N skipped".
set -u
BUILD=${1:-build}
export LC_ALL=C
top=$(pwd)
log=$(mktemp) || exit 1
trap 'rm -f "$log"' EXIT
export ATTNKIT_TOP="$top" ATTNKIT_BUILD="$top/$BUILD"
start=$(date +%s)
sh "$top/tests/dist/slurm.sh" 2>&1 | tee "$log"
p=$(grep -c '^ok ' "$log")
s=$(grep -c '^ok .*# SKIP' "$log")
f=$(grep -c '^not ok ' "$log")
p=$((p - s))
# a script that died before its last test is a failure too
grep -q '^# slurm.sh: done$' "$log" || { echo "not ok - tests/dist/slurm.sh ended early"; f=$((f + 1)); }
[ "$s" -eq 0 ] || grep '^ok .*# SKIP' "$log" | sed 's/^ok [0-9]* - \(.*\) # SKIP \(.*\)$/    skipped: \1 (\2)/'
[ "$f" -eq 0 ] || grep '^not ok' "$log" | sed 's/^/    /'
echo "check-dist: $(($(date +%s) - start)) s"
echo "check: $p passed, $f failed, $s skipped"
[ "$f" -eq 0 ]
