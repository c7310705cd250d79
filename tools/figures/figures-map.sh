#!/bin/sh
# figures-map.sh CORPUS BINDIR OUTDIR — every PNG of attn-map (issue 3
# item 10) into OUTDIR/: the lesson's map on the real corpus (c = 1 and c
# fitted to the lesson's 0.616), causal, cross-attention, heads side by
# side, the scaling curves and the dilution curve.
set -eu
corpus=$1 bin=$2 out=$3
top=$(cd "$(dirname "$0")/../.." && pwd)
PATH="$bin:$PATH"
. "$top/tools/map-lib.sh"
mkdir -p "$out"
w="$out/map-work"
mkdir -p "$w"
gp() { gnuplot -e "$1" "$top/plot/$2"; }

# no corpus needed
attn-map --dilution 4,1 -o "$w/dilution.tsv"
gp "in='$w/dilution.tsv'; out='$out/dilution.png'" dilution.gp
attn-map --scaling --trials 2000 --seed 760 -o "$w/scaling.tsv"
gp "in='$w/scaling.tsv'; out='$out/scaling.png'" scaling.gp
made="dilution.png scaling.png"

if map_need_corpus "$corpus" figures-map; then
	map_chain "$corpus" "$w"
	c=$(map_fit_c "$w")
	attn-map -e "$w/emb.tsv" --proj-scale 1 -o "$w/map-c1.tsv" "$w/msg.tsv"
	gp "in='$w/map-c1.tsv'; out='$out/map-c1.png'; title='the lesson message, W = I (c = 1)'" heatmap.gp
	attn-map -e "$w/emb.tsv" --proj-scale "$c" -o "$w/map.tsv" "$w/msg.tsv"
	gp "in='$w/map.tsv'; out='$out/map.png'; title='the lesson message, W = cI, c = $c'" heatmap.gp
	attn-map -e "$w/emb.tsv" --proj-scale "$c" --causal -o "$w/causal.tsv" "$w/msg.tsv"
	gp "in='$w/causal.tsv'; out='$out/map-causal.png'; title='causal mask, c = $c'" heatmap.gp
	attn-map -e "$w/emb.tsv" --proj-scale "$c" -o "$w/cross.tsv" \
	    --text "$MSG9" --kv-text 'call me when you get home i will claim the prize'
	gp "in='$w/cross.tsv'; out='$out/map-cross.png'; title='cross-attention: queries from the spam message'" heatmap.gp
	for h in 1 2 mean; do
		attn-map -e "$w/emb.tsv" --proj-scale "$c" --heads lesson \
		    --head $h -o "$w/head-$h.tsv" "$w/msg.tsv"
	done
	gp "a='$w/head-1.tsv'; b='$w/head-2.tsv'; m='$w/head-mean.tsv'; out='$out/heads.png'" heads.gp
	made="$made map-c1.png map.png map-causal.png map-cross.png heads.png"
	status=0
else
	status=1
fi
for f in $made; do echo "figures-map: $out/$f"; done
exit $status
