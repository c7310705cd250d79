#!/bin/sh
# figures-lesson.sh CORPUS BINDIR OUTDIR — the lesson's pictures that the
# other figures-*.sh do not draw, from real numbers, into OUTDIR/:
#   soft-lookup.png  "Три матрицы": the query call against the 9 keys of the
#                    lesson's message → scores → weights → mixture of values
#   lab-boost.png    the lab's slider: key free's score + 2 (call's row)
#   lab-swap.png     the lab's value swap call=claim: same weights, new output
#   lab-noise.png    the lab's button: six noise tokens (call's row)
#   bench-time.png, bench-memory.png  "Квадратичная цена" from a short
#                    attn-bench run (n = 128..4096, one thread, median of 5;
#                    make bench runs the full one, with numpy); the
#                    environment's BENCH_SIZES (default 128..4096) and
#                    BENCH_MEM_N (default 8192, the lesson's 256 MiB)
#                    change the sweep's sizes and the memory point
# Embeddings: unit rows (ppmi-svd --normalize) and c fitted to call's 0.616,
# the settings of make reproduce (docs/REPRODUCTION.md).
set -eu
corpus=$1 bin=$2 out=$3
top=$(cd "$(dirname "$0")/../.." && pwd)
PATH="$bin:$PATH"
export LC_ALL=C
. "$top/tools/map-lib.sh"
w=$out/lesson-work
mkdir -p "$w"
gp() { (cd "$top" && gnuplot -e "$1" "plot/$2"); }
made=

# --- the cost of attention: a short sweep (no corpus needed) -------------------
attn-bench -q -n "${BENCH_SIZES:-128..4096}" -d 64 -r 5 -j 1 -i naive,streaming,window,linear -w 128 \
    -o "$w/bench.tsv"
grep -v '^#' "$w/bench.tsv" > "$w/sweep.tsv"
# n = 8192 once, for the memory picture's second lesson point (256 MiB)
attn-bench -q -n "${BENCH_MEM_N:-8192}" -d 64 -r 1 -j 1 -i naive,streaming |
    grep -v '^#' | sed 1d > "$w/mem8192.tsv"
slope() { sed -n "s/^# slope $1 \([0-9.]*\).*/\1/p" "$w/bench.tsv"; }
: > "$w/numpy.tsv"	# the numpy side is make bench's (bench/attn_numpy.py)
gp "sweep='$w/sweep.tsv'; numpy='$w/numpy.tsv'; out='$out/bench-time.png'; s_naive='$(slope naive)'; s_streaming='$(slope streaming)'; s_window='$(slope window)'; s_linear='$(slope linear)'; s_numpy='-'" bench-time.gp 2> "$w/gp.log" ||
    { cat "$w/gp.log" >&2; exit 1; }
cat "$w/sweep.tsv" "$w/mem8192.tsv" > "$w/sweep-mem.tsv"
gp "sweep='$w/sweep-mem.tsv'; out='$out/bench-memory.png'" bench-memory.gp
made="bench-time.png bench-memory.png"

map_need_corpus "$corpus" figures-lesson || {
	for f in $made; do echo "figures-lesson: $out/$f"; done
	exit 1
}
map_chain "$corpus" "$w"
ppmi-svd -v "$w/vocab.tsv" --normalize -o "$w/embn.tsv" "$w/tokens.tsv"
c=$(map_fit_c "$w" embn.tsv)
A="attn-map -e $w/embn.tsv --proj-scale $c"

# --- soft lookup: scores, weights, values and their mixture (query call) ------
$A --scores "$w/msg.tsv" > "$w/scores.tsv"
$A --long "$w/msg.tsv" > "$w/long.tsv"
$A --outputs "$w/msg.tsv" > "$w/outputs.tsv"
awk -F'\t' 'FNR == NR { if (!/^#/ && $1 == "query") for (i = 2; i <= NF; i++) k[i] = $i
	else if ($1 == "call") for (i = 2; i <= NF; i++) s[k[i]] = $i; next }
	$2 == "call" && $1 ~ /^[0-9]+$/ { if (!h++) print "key\tscore\tweight"; print $4 "\t" s[$4] "\t" $5 }' \
    "$w/scores.tsv" "$w/long.tsv" > "$w/lookup-w.tsv"
# values v_j = c·e_j (W_V = c·I), then z from attn-map; check z = Σ a_j v_j
awk -F'\t' -v c="$c" -v wf="$w/lookup-w.tsv" -v of="$w/outputs.tsv" '
	BEGIN { while ((getline l < wf) > 0) { split(l, f, "\t"); if (f[1] != "key") { key[++n] = f[1]; a[f[1]] = f[3] } }
		while ((getline l < of) > 0) { m = split(l, f, "\t"); if (f[1] == "call") for (i = 2; i <= m; i++) z[i] = f[i] } }
	/^#/ { next }
	!h++ { d = NF; printf "value"; for (i = 2; i <= NF; i++) printf "\t%s", $i; print ""; next }
	{ for (i = 2; i <= NF; i++) e[$1, i] = c * $i }
	END { for (j = 1; j <= n; j++) { printf "v(%s)", key[j]; for (i = 2; i <= d; i++) printf "\t%.6g", e[key[j], i]; print "" }
		printf "z = sum a_j v_j"; for (i = 2; i <= d; i++) { s = 0; for (j = 1; j <= n; j++) s += a[key[j]] * e[key[j], i]
			printf "\t%.6g", z[i]; x = s - z[i]; if (x < 0) x = -x; if (x > err) err = x }; print ""
		if (err > 1e-5) { printf "figures-lesson: z differs from sum a_j v_j by %g\n", err > "/dev/stderr"; exit 1 } }' \
    "$w/embn.tsv" > "$w/lookup-v.tsv"
gp "w='$w/lookup-w.tsv'; v='$w/lookup-v.tsv'; out='$out/soft-lookup.png'; q='call'" soft-lookup.gp
made="$made soft-lookup.png"

# --- the lab: before / after -------------------------------------------------
# rowof FILE: call's weights as "key weight" (noise tokens summed into one)
rowof() { awk -F'\t' '$2 == "call" && $1 ~ /^[0-9]+$/ { w[$4] += $5; if (!($4 in seen)) { seen[$4]; o[++n] = $4 } }
	END { for (i = 1; i <= n; i++) print o[i] "\t" w[o[i]] }' "$1"; }
pair() {	# pair BEFORE AFTER NAME_B NAME_A > key before after
	printf 'key\t%s\t%s\n' "$3" "$4"
	awk -F'\t' 'FNR == NR { b[$1] = $2; o[++n] = $1; next } { a[$1] = $2; if (!($1 in b)) o[++n] = $1 }
	    END { for (i = 1; i <= n; i++) print o[i] "\t" b[o[i]] "\t" a[o[i]] }' "$1" "$2"
}
rowof "$w/long.tsv" > "$w/before"
$A --boost free=2 --long "$w/msg.tsv" > "$w/boost.tsv"
rowof "$w/boost.tsv" > "$w/after"
pair "$w/before" "$w/after" before 'free +2' > "$w/lab-boost.tsv"
gp "in='$w/lab-boost.tsv'; out='$out/lab-boost.png'; ttl=\"the slider: key free's score + 2 in call's row; free rises, every other weight falls\"" before-after.gp
$A --noise 6 --noise-word the --long "$w/msg.tsv" > "$w/noise.tsv"
rowof "$w/noise.tsv" | sed 's/^the\t/6 x the (summed)\t/' > "$w/after"
pair "$w/before" "$w/after" before '+ 6 noise tokens' > "$w/lab-noise.tsv"
gp "in='$w/lab-noise.tsv'; out='$out/lab-noise.png'; ttl=\"six noise tokens ('the') added: no score changes, the denominator grows, every weight falls\"" before-after.gp
$A --swap-value call=claim --compare "$w/msg.tsv" > "$w/swap.tsv"
$A --swap-value call=claim --long "$w/msg.tsv" > "$w/swap-long.tsv"
rowof "$w/swap-long.tsv" > "$w/after"
pair "$w/before" "$w/after" before 'value of call := value of claim' > "$w/lab-swap-w.tsv"
awk -F'\t' 'BEGIN { print "dim\tz before\tz after" } $2 == "call" && $1 ~ /^[0-9]+$/ { print $3 "\t" $4 "\t" $5 }' \
    "$w/swap.tsv" > "$w/lab-swap-z.tsv"
chk=$(sed -n 's/^# check: weights \([^;]*\); \(.*\)/\1|\2/p' "$w/swap.tsv")
gp "in='$w/lab-swap-w.tsv'; in2='$w/lab-swap-z.tsv'; out='$out/lab-swap.png'; ttl=\"the lab's value swap: the value of call replaced by claim's (query call)\"; sub1='weights: ${chk%%|*}'; sub2='output z = sum a_j v_j: ${chk#*|}'" before-after.gp
made="$made lab-boost.png lab-noise.png lab-swap.png"
for f in $made; do echo "figures-lesson: $out/$f"; done
