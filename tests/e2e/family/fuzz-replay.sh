#!/bin/sh
# Every fuzz harness of tests/fuzz, built by make check with the build's own
# compiler and flags and the plain main() of tests/fuzz/replay.c, runs once
# on each of its seeds (tests/fuzz/seeds.sh): a harness that no longer
# compiles against lib/ fails make check, not only make fuzz (CI once failed
# there on fuzz_counts.c after ak_cmerge_next lost an argument), and under
# make check-asan the seeds run under the sanitizers.
. "$(dirname "$0")/../../lib.sh"

R=$ATTNKIT_BIN/../fuzz-replay
names=
for f in "$ATTNKIT_TOP"/tests/fuzz/fuzz_*.c; do
	names="$names $(basename "$f" .c)"
done
cd "$ATTNKIT_TOP"
t_ok "seeds written" sh tests/fuzz/seeds.sh "$T/seeds" "$ATTNKIT_BIN" $names
for n in $names; do
	if [ ! -x "$R/$n" ]; then
		t_fail "$n built" "$R/$n missing (make check builds it)"
		continue
	fi
	t_run "$n: every seed" 0 env TMPDIR="$T" "$R/$n" "$T/seeds/$n"
	t_ok "$n: ran more than one seed" awk '/^replay: [0-9]+ inputs$/ { n = $2 } END { exit !(n > 1) }' "$T/out"
done
