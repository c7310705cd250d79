#!/bin/sh
# figures-lab.sh CORPUS BINDIR OUTDIR — the lab page (attn-map --html) of
# the lesson's message on the real corpus, OUTDIR/lab.html, and screenshots
# of it before and after each of the lab's interactions (boost, value swap,
# no scaling at d_k = 256, causal mask, six noise tokens), taken in Debian's
# chromium by tests/browser/lab-shots.mjs.  Needs what the browser test
# needs: /usr/bin/chromium and node >= 18 (tools/deps.sh figures); no npm
# package (tests/browser/cdp.mjs speaks the DevTools protocol itself).
set -eu
corpus=$1 bin=$2 out=$3
top=$(cd "$(dirname "$0")/../.." && pwd)
PATH="$bin:$PATH"
. "$top/tools/map-lib.sh"
map_need_corpus "$corpus" figures-lab || exit 1
if [ ! -x /usr/bin/chromium ] ||
    ! node -e 'process.exit(parseInt(process.versions.node, 10) >= 18 ? 0 : 1)' 2> /dev/null; then
	echo "figures-lab: needs Debian's chromium and nodejs, node >= 18 (tools/deps.sh figures)" >&2
	exit 1
fi
mkdir -p "$out"
w="$out/lab-work"
map_chain "$corpus" "$w"
c=$(map_fit_c "$w")
attn-map -e "$w/emb.tsv" --proj-scale "$c" --html "$out/lab.html" "$w/msg.tsv"
echo "figures-lab: $out/lab.html ($(wc -c < "$out/lab.html") bytes)"
node "$top/tests/browser/lab-shots.mjs" "$out/lab.html" "$out" ${LAB_README_PNG:+"$LAB_README_PNG"}
