#!/bin/sh
# tools/figures/figures-lesson.sh on the real corpus: the six pictures exist as PNGs,
# and the numbers drawn are the lesson's: call's weights sum to 1 with 0.616
# on itself, the value swap keeps every weight, the slider moves free up and
# every other key down, the noise lowers every original weight.
. "$(dirname "$0")/../../lib.sh"
: "${SMS_CORPUS:=}"
if ! have_corpus; then
	t_skip "lesson figures" "SMS_CORPUS not set or not a file ('$SMS_CORPUS')"
	exit 0
fi
# the two bench pictures from a short sweep: their numbers are attn-bench's
# own tests' (modes, numpy); at the script's sizes the sweep is most of
# this test's time under ASan
t_run "figures-lesson.sh runs" 0 env BENCH_SIZES=128..512 BENCH_MEM_N=1024 sh "$ATTNKIT_TOP/tools/figures/figures-lesson.sh" \
    "$SMS_CORPUS" "$ATTNKIT_BIN" "$T/o"
for f in soft-lookup lab-boost lab-swap lab-noise bench-time bench-memory; do
	t_ok "$f.png is a PNG" sh -c "head -c 8 '$T/o/$f.png' | od -An -c | grep -q 'P   N   G'"
done
w=$T/o/lesson-work
t_ok "soft lookup: 9 keys, weights sum to 1" awk -F'\t' 'NR > 1 { s += $3; n++ } END { exit !(n == 9 && s > 0.999999 && s < 1.000001) }' "$w/lookup-w.tsv"
t_ok "soft lookup: call on itself 0.616" awk -F'\t' '$1 == "call" { exit !($3 > 0.6155 && $3 < 0.6165) }' "$w/lookup-w.tsv"
t_ok "soft lookup: 9 values and z, 32 dimensions" awk -F'\t' 'NF != 33 { exit 1 } END { exit !(NR == 11) }' "$w/lookup-v.tsv"
t_ok "swap: every weight equal before and after" awk -F'\t' 'NR > 1 && $2 != $3 { exit 1 } END { exit !(NR == 10) }' "$w/lab-swap-w.tsv"
t_ok "swap: the output moves" awk -F'\t' 'NR > 1 && $2 != $3 { m = 1 } END { exit !m }' "$w/lab-swap-z.tsv"
t_ok "slider: free up, every other key down" awk -F'\t' 'NR > 1 { if ($1 == "free") ok = $3 > $2; else if (!($3 < $2)) bad = 1 } END { exit !(ok && !bad) }' "$w/lab-boost.tsv"
t_ok "noise: every original weight down, the noise gets the rest" awk -F'\t' 'NR > 1 && $2 != "" { if (!($3 < $2)) bad = 1; s += $2 - $3 } NR > 1 && $2 == "" { nz = $3 }
	END { d = s - nz; if (d < 0) d = -d; exit !(!bad && nz > 0 && d < 1e-5) }' "$w/lab-noise.tsv"
