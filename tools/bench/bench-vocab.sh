#!/bin/sh
# bench-vocab.sh CORPUS BINDIR OUTDIR — the embedding chain on the real
# corpus, timed step by step (best and median of RUNS runs, default 5).
# A figure, not a test: the goal is under 1 s for the whole chain on a
# 2-core machine.  Writes OUTDIR/bench-vocab.tsv and prints it.
set -eu
corpus=$1 bin=$2 out=$3
runs=${RUNS:-5}
top=$(cd "$(dirname "$0")/../.." && pwd)
sh "$top/tools/need-corpus.sh" -n bench-vocab "$corpus" || exit 1
PATH="$bin:$PATH"
mkdir -p "$out"
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
now() { date +%s.%N; }

# step NAME CMD...: run CMD, append "NAME seconds" to $w/times
step() {
	_n=$1; shift
	_a=$(now)
	"$@"
	_b=$(now)
	echo "$_n $_a $_b" | awk '{ printf "%s\t%.6f\n", $1, $3 - $2 }' >> "$w/times"
}

i=0
while [ "$i" -lt "$runs" ]; do
	a=$(now)
	step stats sms-vocab --quoting csv --tokenizer ascii --stats -o "$w/stats.tsv" "$corpus"
	step vocab sms-vocab --quoting csv --tokenizer ascii -o "$w/vocab.tsv" "$corpus"
	step tokens sms-vocab --quoting csv --tokenizer ascii -t -o "$w/tokens.tsv" "$corpus"
	step embeddings ppmi-svd -v "$w/vocab.tsv" -o "$w/emb.tsv" "$w/tokens.tsv"
	step neighbours ppmi-svd --load "$w/emb.tsv" --nn free --nn call -o "$w/nn.tsv"
	b=$(now)
	echo "chain $a $b" | awk '{ printf "%s\t%.6f\n", $1, $3 - $2 }' >> "$w/times"
	i=$((i + 1))
done

{
	echo "# bench-vocab: $runs runs on $(nproc) cores, $(uname -m), corpus $corpus"
	printf 'step\tbest_s\tmedian_s\n'
	for s in stats vocab tokens embeddings neighbours chain; do
		awk -F'\t' -v s=$s '$1 == s { print $2 }' "$w/times" | sort -n |
		    awk -v s=$s '{ t[NR] = $1 } END { printf "%s\t%.3f\t%.3f\n", s, t[1], t[int((NR + 1) / 2)] }'
	done
} > "$out/bench-vocab.tsv"
cat "$out/bench-vocab.tsv"
awk -F'\t' '$1 == "chain" { printf "bench-vocab: whole chain %.3f s (median), goal < 1 s on 2 cores: %s\n", $3, $3 < 1 ? "met" : "NOT met" }' "$out/bench-vocab.tsv"
