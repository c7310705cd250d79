#!/bin/sh
# attn-map --html --maps DIR: the lab page's layer/head chooser of the maps
# of every layer and head of a block (attn-train --maps DIR): the maps
# read, bad ones refused by name, a page without --maps byte-identical to
# what it was, and in a real browser (tests/browser/lab-maps.test.mjs) at
# 390 and 1280 px each map drawn with the file's numbers.
. "$(dirname "$0")/../../lib.sh"
E=$DATA/train-emb.tsv C=$DATA/train-corpus.tsv
mkdir "$T/maps"
t_run "a 2 × 2 block's maps" 0 attn-train -e "$E" --model block --layers 2 --heads 2 --epochs 5 --maps "$T/maps" -o /dev/null "$C"
t_ok "four maps" test "$(ls "$T/maps" | wc -l)" -eq 4
words=$(awk -F'\t' '!/^#/ && $1 == "query" { for (i = 2; i <= NF; i++) printf "%s%s", (i > 2 ? " " : ""), $i }' "$T/maps/map-1-1.tsv")
t_run "the page of the same message, with the maps" 0 attn-map -e "$E" --text "$words" --html "$T/lab.html" --maps "$T/maps"
t_ok "the page carries 4 maps and the chooser" sh -c "grep -c '\"layer\":[12],\"head\":[12]' '$T/lab.html' | grep -qx 4 && grep -q 'id=\"bmap\"' '$T/lab.html'"
t_run "the page without --maps" 0 attn-map -e "$E" --text "$words" --html "$T/plain.html"
t_ok "without --maps: no chooser, no marker" sh -c "! grep -q 'bmap\\|@MAPS' '$T/plain.html'"
# the page without the chooser's lines and the maps' data is the plain page
# (the data's "maps" member, after the "init" member: its lines, and the
# comma before them)
sed '/<section aria-labelledby="h-bmap"/,/^<\/section>$/d; /^\/\* the block.s maps/,/^drawBlockMap(0);$/d' "$T/lab.html" |
    awk 'NR == 1 { prev = $0; next } /^"maps":\[/ { skip = 1; sub(/,$/, "", prev) } skip { if (/\]\}$/) { skip = 0; prev = prev "}" } next } { print prev; prev = $0 } END { print prev }' > "$T/stripped.html"
t_cmp "the page with --maps is the plain page, byte for byte, plus the chooser and the maps" "$T/plain.html" "$T/stripped.html"
# bad input
mkdir "$T/empty"
t_bad "--maps of a directory without maps" 1 "^attn-map: $T/empty: no map-L-H.tsv \\(attn-train --maps DIR writes them\\)$" attn-map -e "$E" --text "$words" --html "$T/x.html" --maps "$T/empty"
t_ok "no page left" test ! -e "$T/x.html"
mkdir "$T/bad"
printf 'query\ta\tb\na\t0.5\t0.5\n' > "$T/bad/map-1-1.tsv"
t_bad "a map that is not square" 1 "map-1-1.tsv: 1 queries and 2 keys: not a map of attn-train --maps" attn-map -e "$E" --text "$words" --html "$T/x.html" --maps "$T/bad"
printf 'query\ta\tb\na\t1.5\t0.5\nb\t0\t1\n' > "$T/bad/map-1-1.tsv"
t_bad "a weight above 1" 1 "map-1-1.tsv:2: weight 1.5 outside \\[0, 1\\]" attn-map -e "$E" --text "$words" --html "$T/x.html" --maps "$T/bad"
t_bad "--maps without --html" 2 "^attn-map: --maps needs --html" attn-map -e "$E" --text "$words" --maps "$T/maps"
# the maps of DIR are one block's: every head of every layer, of one
# message; attn-train leaves no earlier, larger block's maps beside its own
mkdir "$T/gap"
cp "$T/maps/map-1-1.tsv" "$T/maps/map-1-2.tsv" "$T/gap/"
t_run "  a 1 x 2 set of the 2 x 2 block's: one block's" 0 attn-map -q -e "$E" --text "$words" --html "$T/x.html" --maps "$T/gap"
cp "$T/maps/map-1-2.tsv" "$T/gap/map-1-3.tsv"
rm "$T/gap/map-1-2.tsv" "$T/x.html"
t_bad "a gap: map-1-1 and map-1-3" 1 "^attn-map: .*gap: map-1-2\.tsv is missing, but map-1-3\.tsv is there: the maps are not one block's \(another run of attn-train --maps into it\? remove its map-\*\.tsv and run it again\)$" attn-map -e "$E" --text "$words" --html "$T/x.html" --maps "$T/gap"
t_ok "  no page left" test ! -e "$T/x.html"
cp "$T/maps"/map-*.tsv "$T/gap/"
cp "$T/maps/map-2-2.tsv" "$T/gap/map-2-3.tsv"
rm "$T/gap/map-1-3.tsv"
t_bad "layer 2 with a head more than layer 1 has" 1 "gap: map-2-3\.tsv is there, but layer 1 has 2 heads" attn-map -e "$E" --text "$words" --html "$T/x.html" --maps "$T/gap"
rm "$T/gap/map-2-3.tsv" "$T/gap/map-2-2.tsv"
t_bad "layer 2 with a head fewer" 1 "gap: map-2-2\.tsv is missing, but map-2-1\.tsv is there" attn-map -e "$E" --text "$words" --html "$T/x.html" --maps "$T/gap"
printf '# block layer 2 head 2: message of line 9 (spam)\nquery\tfree\tcall\nfree\t0.5\t0.5\ncall\t0.25\t0.75\n' > "$T/gap/map-2-2.tsv"
t_bad "a map of another message" 1 "gap: map-2-2\.tsv is of another message than map-1-1\.tsv \(its keys differ\)" attn-map -e "$E" --text "$words" --html "$T/x.html" --maps "$T/gap"
cp -r "$T/maps" "$T/mt"
mkdir "$T/m12"
t_bad "attn-train --maps over a larger block's maps" 1 "^attn-train: --maps .*mt holds map-1-2\.tsv, which this block \(1 layer of 1 head\) does not write: an earlier run's, which attn-map --html --maps would show as this block's; remove .*mt/map-\*\.tsv or name another directory$" \
    attn-train -e "$E" --model block --epochs 1 --maps "$T/mt" -o /dev/null "$C"
t_ok "  the maps kept" sh -c "test \"\$(ls '$T/mt' | tr '\n' ' ')\" = 'map-1-1.tsv map-1-2.tsv map-2-1.tsv map-2-2.tsv '"
t_run "  the same shape again: its maps replaced" 0 attn-train -q -e "$E" --model block --layers 2 --heads 2 --epochs 1 --seed 9 --save "$T/b22.tsv" --maps "$T/mt" -o /dev/null "$C"
t_run "  a 1 x 2 block into a new directory" 0 attn-train -q -e "$E" --model block --heads 2 --epochs 1 --save "$T/b12.tsv" --maps "$T/m12" -o /dev/null "$C"
t_bad "--load of a 1 x 2 block over the 2 x 2 maps: refused once its file is read" 1 "mt holds map-2-1\.tsv, which this block \(1 layer of 2 heads\) does not write" \
    attn-train -q -e "$E" --load "$T/b12.tsv" --maps "$T/mt" -o "$T/r.tsv" "$C"
t_ok "  no report" test ! -e "$T/r.tsv"
t_run "--load of the 2 x 2 block over its maps" 0 attn-train -q -e "$E" --load "$T/b22.tsv" --maps "$T/mt" -o /dev/null "$C"

B=$ATTNKIT_TOP/tests/browser
if [ ! -x /usr/bin/chromium ] || ! node -e 'process.exit(parseInt(process.versions.node, 10) >= 18 ? 0 : 1)' 2> /dev/null; then
	t_skip "the chooser in a real browser" "needs Debian's chromium and nodejs (node >= 18; tools/deps.sh test)"
	exit 0
fi
set +e
node "$B/lab-maps.test.mjs" "$T/lab.html" "$T/maps" > "$T/tap" 2> "$T/err"
st=$?
set -e
t_tap "$T/tap"
if [ "$st" -ne 0 ] && ! grep -q '^not ok' "$T/tap"; then
	t_fail "browser test" "exit $st: $(head -c 400 "$T/err" | tr '\n' ' ')"
fi
t_ok "browser test ran its checks" test "$(grep -c '^ok' "$T/tap")" -ge 19
