#!/bin/sh
# bench-embed.sh CORPUS BINDIR OUTDIR — embeddings at corpus scale (issue
# 11), side by side in one run: ppmi-svd, the scipy + sklearn
# randomized_svd reference (tools/ppmi-svd-ref.py) and, on the English
# corpus, gensim's word2vec with its defaults (tools/word2vec-ref.py):
# wall time, CPU time, peak RSS, and on the English corpus WS353 / SimLex
# Spearman rho and analogy accuracy (all scored by ppmi-svd --similarity /
# --analogy).  Figures and ratios, never assertions.  Writes
# OUTDIR/bench-embed.tsv and prints it.
#   ZIPF_TOKENS (3000000), ZIPF_SIZES ("10000 all": --max-vocab, or all
#   words seen 10 times), ENGLISH (1: build and run tools/english-corpus.sh),
#   THREADS (2), EN_DIM (300), EVAL_DIR (data/eval: the evaluation sets;
#   without them the scores print as -)
# Needs /usr/bin/python3 with numpy, scipy, sklearn, gensim (Debian
# python3-numpy python3-scipy python3-sklearn python3-gensim), GNU time
# (/usr/bin/time), and for the English corpus dict-gcide, npm and node.
set -eu
bin=$2 out=$3
top=$(cd "$(dirname "$0")/.." && pwd)
PATH="$bin:$PATH"
py=/usr/bin/python3
threads=${THREADS:-2}
# the evaluation sets are not part of attnkit (data/README.md): EVAL_DIR
# names the folder with wordsim353.tsv, simlex999.tsv, questions-words.txt
evd=${EVAL_DIR:-$top/data/eval}
scored=1
for f in wordsim353.tsv simlex999.tsv questions-words.txt; do
	[ -r "$evd/$f" ] || scored=0
done
mkdir -p "$out"
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
res=$out/bench-embed.tsv
for m in numpy scipy sklearn gensim; do
	if ! $py -c "import $m" 2> /dev/null; then
		echo "bench-embed: $py cannot import $m (apt-get install python3-$m)" >&2
		exit 1
	fi
done

# run NAME CMD...: time CMD (stdout to $w/NAME.out); "real cpu rss_mb"
run() {
	_n=$1; shift
	/usr/bin/time -f '%e %U %S %M' -o "$w/$_n.time" "$@" > "$w/$_n.out"
	awk '{ printf "%.2f\t%.2f\t%.0f", $1, $2 + $3, $4 / 1024 }' "$w/$_n.time"
}
# score EMB: ws353 simlex 3cosadd 3cosmul (with coverage)
score() {
	[ "$scored" = 1 ] || { printf '\t-\t-\t-\t-'; return; }
	ppmi-svd --load "$1" --similarity "$evd/wordsim353.tsv" \
	    --similarity "$evd/simlex999.tsv" \
	    --analogy "$evd/questions-words.txt" |
	    awk -F'\t' '$2 == "all" { printf "\t%s (%s/%s)", $6, $4, $3 }'
}
colnorms() { awk -F'\t' '!/^#/ && $1 != "word" { for (i = 2; i <= NF; i++) s[i] += $i * $i; n = NF } END { for (i = 2; i <= n; i++) printf "%.9g\n", sqrt(s[i]) }' "$1"; }

{
echo "# bench-embed $(date -u +%FT%TZ) on $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); BLAS: $($py -c 'import ctypes; l = ctypes.CDLL("libopenblas.so.0"); l.openblas_get_corename.restype = ctypes.c_char_p; l.openblas_get_config.restype = ctypes.c_char_p; print(l.openblas_get_corename().decode(), "/", l.openblas_get_config().decode())')"
echo "# ppmi-svd -j $threads; reference: scipy sparse + sklearn randomized_svd (its defaults); CPU = user + system seconds (all threads)"
[ "$scored" = 1 ] || echo "# not scored: wordsim353.tsv, simlex999.tsv and questions-words.txt are not all in $evd (set EVAL_DIR; see data/README.md)"
printf 'corpus\twords\ttool\treal_s\tcpu_s\trss_mb\tnote\n'

# the Zipf corpus: the issue's sizes
ntok=${ZIPF_TOKENS:-3000000}
$py "$top/tools/zipf-corpus.py" "$ntok" 200000 1 > "$w/zipf.tsv"
for size in ${ZIPF_SIZES:-10000 all}; do
	if [ "$size" = all ]; then
		sms-vocab --min-count 10 -o "$w/zv.tsv" "$w/zipf.tsv"
	else
		sms-vocab --min-count 10 --max-vocab "$size" -o "$w/zv.tsv" "$w/zipf.tsv"
	fi
	V=$(grep -v '^#' "$w/zv.tsv" | tail -n +2 | wc -l)
	c="zipf-${ntok}"
	a=$(run ours ppmi-svd -v "$w/zv.tsv" -j "$threads" "$w/zipf.tsv")
	b=$(run ref $py "$top/tools/ppmi-svd-ref.py" "$w/zv.tsv" "$w/zipf.tsv" 32 4 1)
	colnorms "$w/ours.out" > "$w/s1"
	colnorms "$w/ref.out" > "$w/s2"
	agree=$(paste "$w/s1" "$w/s2" | awk '{ r = ($1 - $2) / $2; if (r < 0) r = -r; if (r > m) m = r } END { printf "%.2g", m }')
	printf '%s\t%s\tppmi-svd\t%s\tsingular values within %s of the reference\n' "$c" "$V" "$a" "$agree"
	printf '%s\t%s\tscipy+sklearn\t%s\t\n' "$c" "$V" "$b"
	echo "$a $b" | awk -v c="$c" -v V="$V" '{ printf "%s\t%s\tratio\t%.2fx\t%.2fx\t%.2fx\treference / ppmi-svd (>1: ppmi-svd better)\n", c, V, $4 / $1, $5 / $2, $6 / $3 }'
	# counting alone: tokens per second per core at window 4 (the
	# default), flat and harmonic
	for wt in flat harmonic; do
		a=$(run count ppmi-svd --count -v "$w/zv.tsv" --window 4 --weight $wt "$w/zipf.tsv")
		echo "$a" | awk -v c="$c" -v V="$V" -v n="$ntok" -v wt="$wt" '{ printf "%s\t%s\tppmi-svd --count --window 4 --weight %s\t%s\t%s\t%s\t%.2f M tokens/s per core (CPU time, output included)\n", c, V, wt, $1, $2, $3, n / $2 / 1e6 }'
	done
done

# the English corpus: quality against gensim's word2vec
if [ "${ENGLISH:-1}" = 1 ]; then
	if sh "$top/tools/english-corpus.sh" "$w/en.tsv" 2> "$w/en.err"; then
		sms-vocab --min-count 10 -o "$w/ev.tsv" "$w/en.tsv"
		sms-vocab -t -o "$w/et.tsv" "$w/en.tsv"
		V=$(grep -v '^#' "$w/ev.tsv" | tail -n +2 | wc -l)
		n=$(cut -f2 "$w/et.tsv" | wc -w)
		c="english-$n"
		d=${EN_DIM:-300}
		printf '%s\t%s\t(WS353 rho, SimLex rho, 3CosAdd, 3CosMul: value (covered/items))\n' "$c" "$V"
		a=$(run ours ppmi-svd -v "$w/ev.tsv" --dim "$d" --cds 0.75 --eig 0.5 -j "$threads" "$w/et.tsv")
		printf '%s\t%s\tppmi-svd --dim %s --cds 0.75 --eig 0.5\t%s%s\n' "$c" "$V" "$d" "$a" "$(score "$w/ours.out")"
		b=$(run ref $py "$top/tools/ppmi-svd-ref.py" "$w/ev.tsv" "$w/et.tsv" "$d" 4 1 0.75 0.5)
		printf '%s\t%s\tscipy+sklearn, same settings\t%s%s\n' "$c" "$V" "$b" "$(score "$w/ref.out")"
		g=$(run w2v $py "$top/tools/word2vec-ref.py" "$w/et.tsv" 1 "$threads")
		printf '%s\t%s\tgensim word2vec (defaults)\t%s%s\n' "$c" "$(grep -vc '^#' "$w/w2v.out")" "$g" "$(score "$w/w2v.out")"
	else
		echo "# English corpus not built: $(tail -1 "$w/en.err")"
	fi
fi
} | tee "$res"
