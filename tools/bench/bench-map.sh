#!/bin/sh
# bench-map.sh CORPUS BINDIR OUTDIR — timings of attn-map (figures, never
# asserted): the lesson's map on the real embeddings, and maps of growing
# length over random projections (the n² of "Квадратичная цена").
# Writes OUTDIR/bench-map.tsv and prints it.  Printing the n² weights
# as TSV dominates the time of the long maps.
set -eu
corpus=$1 bin=$2 out=$3
top=$(cd "$(dirname "$0")/../.." && pwd)
PATH="$bin:$PATH"
. "$top/tools/map-lib.sh"
mkdir -p "$out"
w="$out/map-work"
mkdir -p "$w"
now() { date +%s.%N; }
res="$out/bench-map.tsv"
printf 'case\tn\tseconds\n' > "$res"
if map_need_corpus "$corpus" bench-map; then
	map_chain "$corpus" "$w"
	t0=$(now)
	for i in 1 2 3 4 5 6 7 8 9 10; do
		attn-map -q -e "$w/emb.tsv" --proj-scale 1 "$w/msg.tsv" > /dev/null
	done
	t1=$(now)
	printf 'lesson map (mean of 10 runs, incl. reading 1k embeddings)\t9\t%s\n' \
	    "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", (b - a) / 10 }')" >> "$res"
	words=$(awk -F'\t' '!/^#/ && NR > 2 { print $1 }' "$w/emb.tsv" | tr '\n' ' ')
	for n in 128 256 512 1024; do
		text=$(echo "$words" | tr ' ' '\n' | head -n $n | tr '\n' ' ')
		t0=$(now)
		attn-map -e "$w/emb.tsv" --random-proj 64 --text "$text" > /dev/null
		t1=$(now)
		printf 'random W, d_k = 64, weights as TSV\t%s\t%s\n' "$n" \
		    "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", b - a }')" >> "$res"
	done
fi
cat "$res"
