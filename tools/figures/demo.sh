#!/bin/sh
# demo.sh CORPUS BINDIR OUTDIR — the lesson's pipeline on the real corpus
# ("Карта внимания на реальном тексте"), each step one tool in a chain.
set -eu
corpus=$1 bin=$2 out=$3
top=$(cd "$(dirname "$0")/../.." && pwd)
sh "$top/tools/need-corpus.sh" -n demo "$corpus" || exit 1
PATH="$bin:$PATH"
mkdir -p "$out"
now() { date +%s.%N; }
t0=$(now)

# The embedding pipeline: statistics, vocabulary, tokens, embeddings,
# neighbours.
sms-vocab --quoting csv --tokenizer ascii --stats -o "$out/stats.tsv" "$corpus"
sms-vocab --quoting csv --tokenizer ascii --min-count 10 -o "$out/vocab.tsv" "$corpus"
sms-vocab --quoting csv --tokenizer ascii --tokens -o "$out/tokens.tsv" "$corpus"
ppmi-svd --vocab "$out/vocab.tsv" --window 4 --dim 32 -o "$out/embeddings.tsv" \
    "$out/tokens.tsv"
ppmi-svd --load "$out/embeddings.tsv" --nn free --nn call -k 5 \
    -o "$out/neighbours.tsv"

stat() { awk -F'\t' -v k="$1" '$1 == k { print $2 }' "$out/stats.tsv"; }
echo "demo: $(stat messages) messages, $(stat spam) spam ($(awk -v s="$(stat spam_share)" 'BEGIN { printf "%.1f", 100 * s }') %), vocabulary $(stat vocab) words with count >= 10"
for w in free call; do
	echo "demo: nearest to $w: $(awk -F'\t' -v w=$w '$1 == w { printf "%s%s (%.3f)", n++ ? ", " : "", $3, $4 }' "$out/neighbours.tsv")"
done
t1=$(now)	# the embedding chain alone: what `make bench` times
# The attention map of the lesson's message: the fit of c (bisection, 25
# runs of attn-map), heatmap TSV, entropies, PNG through gnuplot.
sh "$(dirname "$0")/demo-map.sh" "$out" "$bin"
t2=$(now)
echo "demo: files in $out/:"
for f in stats.tsv vocab.tsv tokens.tsv embeddings.tsv neighbours.tsv \
    message.tsv map.tsv map-entropy.tsv map.png; do
	echo "demo:   $out/$f"
done
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }
echo "demo: wall time of the embedding chain (sms-vocab, ppmi-svd, neighbours): $(secs "$t0" "$t1") s"
echo "demo: wall time of the attention map (fit of c, attn-map, gnuplot): $(secs "$t1" "$t2") s"
echo "demo: wall time of the whole demo: $(secs "$t0" "$t2") s"
