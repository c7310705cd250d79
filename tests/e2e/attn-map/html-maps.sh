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
