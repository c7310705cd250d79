#!/bin/sh
# bench-addr.sh CORPUS BINDIR OUTDIR — training time of the addressing task's
# default setting (`attn-train addr train`: 2-16 pairs, 64 keys, 10 values,
# d = h = 32, 2000 Adam steps of 32 instances), per position variant.
# Goal (issue 5): under a minute on 2 cores.  Printed, never asserted.
set -eu
bin=$2 out=$3
PATH="$bin:$PATH"
mkdir -p "$out/addr"
now() { date +%s.%N; }
printf 'bench-addr: training time of the default setting (2000 steps x 32 instances, 2-16 pairs)\n'
printf 'pos\tseconds\tgoal\n'
for v in none sin rope rel; do
	t0=$(now)
	attn-train addr train --pos "$v" -o "$out/addr/bench-model-$v.tsv"
	t1=$(now)
	awk -v a="$t0" -v b="$t1" -v v="$v" 'BEGIN { printf "%s\t%.2f\t< 60\n", v, b - a }'
done
rm -f "$out"/addr/bench-model-*.tsv
