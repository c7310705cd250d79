#!/bin/sh
# demo-map.sh OUTDIR BINDIR — the attention-map step of `make demo` (issue
# 2 item 5): from OUTDIR/tokens.tsv and OUTDIR/embeddings.tsv (written by
# the demo's embedding chain) the lesson's 9-token message, its heatmap TSV,
# row entropies and PNG (message.tsv, map.tsv, map-entropy.tsv, map.png,
# listed by demo.sh).  One line in tools/figures/demo.sh calls it:
#     sh tools/figures/demo-map.sh "$out" "$bin"
# A corpus without the lesson's message: one line on stderr, exit 1.
set -eu
out=$1 bin=$2
top=$(cd "$(dirname "$0")/../.." && pwd)
PATH="$bin:$PATH"
. "$top/tools/map-lib.sh"
# The lesson's message ("Panasonic & BluetoothHdset FREE. Nokia FREE. ..."):
# a corpus without it (a sample, another collection) cannot give the
# lesson's map, so say so in one line and stop rather than draw another.
if ! grep -m1 "$(printf '^spam\tpanasonic bluetoothhdset free nokia')" \
    "$out/tokens.tsv" > "$out/message.tsv"; then
	rm -f "$out/message.tsv"
	echo "demo: the lesson's spam message ('Panasonic & BluetoothHdset FREE. Nokia FREE. ...') is not in this corpus, so no attention map: use the whole SMS Spam Collection (5,574 lines)" >&2
	exit 1
fi
# map_fit_c reads DIR/emb.tsv and DIR/msg.tsv
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
ln -s "$(cd "$out" && pwd)/embeddings.tsv" "$w/emb.tsv"
cp "$out/message.tsv" "$w/msg.tsv"
c=$(map_fit_c "$w")
attn-map -e "$out/embeddings.tsv" --proj-scale "$c" -o "$out/map.tsv" \
    "$out/message.tsv"
attn-map -e "$out/embeddings.tsv" --proj-scale "$c" --entropy \
    -o "$out/map-entropy.tsv" "$out/message.tsv"
gnuplot -e "in='$out/map.tsv'; out='$out/map.png'; title='$MSG9 (W = cI, c = $c)'" \
    "$top/plot/heatmap.gp"
words=$(awk -F'\t' '!/^#/ && $1 == "query" { for (i = 2; i <= NF; i++) printf "%s%s", (i > 2 ? " " : ""), $i }' "$out/map.tsv")
echo "demo: attention map of '$words', W = c·I with c = $c"
pair() { awk -F'\t' -v q="$1" -v k="$2" '!/^#/ && $1 == "query" { for (i = 2; i <= NF; i++) if ($i == k) c = i } !/^#/ && $1 == q { print $c }' "$out/map.tsv"; }
ent=$(awk -F'\t' '$2 == "call" { printf "%.3f of ln 9 = %.3f", $3, $4 }' "$out/map-entropy.tsv")
printf 'demo: call: self-weight %.3f, on free %.3f, entropy %s\n' "$(pair call call)" "$(pair call free)" "$ent"
