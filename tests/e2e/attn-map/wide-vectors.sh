#!/bin/sh
# Vectors of many dimensions: the map's cost is then the three d × d
# projections, and the refusal names --random-proj, not "fewer tokens";
# every allocation of d² (--heads' weights, --proj-scale auto's head, the
# projections' files) is within -M and named with it;
# reading them grows the rows from the header's count (one row of d =
# 3,000,000 is 24 MB; the room started at 64 rows, 1.5 GB, and under
# ulimit -v ended "out of memory" with no FILE:LINE).
. "$(dirname "$0")/../../lib.sh"

# three words of d = 20,000 (word2vec text): 9159 MiB of projections
awk 'BEGIN { print "3 20000"; split("free call now", w, " ");
	for (i = 1; i <= 3; i++) { printf "%s", w[i];
		for (j = 1; j <= 20000; j++) printf " %.2f", ((i * j) % 7) / 7 - 0.4;
		printf "\n" } }' > "$T/d20k.txt"
t_bad "d = 20000 under -M 1G: the projections named" 1 \
    "^attn-map: --text: a map of 3 × 3 tokens over d = 20000 needs about 9160 MiB, 9155 of them the three d × d projections, more than the budget of 1024 MiB \\(-M; the embeddings' 1 MiB counted\\): project to fewer dimensions with --random-proj DK \\(e\\.g\\. --random-proj 64\\), or a budget of 9161 MiB \\(-M 9161M\\)$" \
    attn-map -M 1G -e "$T/d20k.txt" --text 'free call now'
t_run "  --random-proj 64 fits" 0 attn-map -M 1G -e "$T/d20k.txt" \
    --text 'free call now' --random-proj 64
t_ok "  a 3 × 3 map" test "$(grep -vc '^#' "$T/out")" = 4
# --heads: H random heads draw eight d × d matrices (W_Q, W_K, W_V, W_O
# and the permuted copy: 25.6 GB at d = 20000, which took 23 GB of RSS
# inside the default budget), the lesson's heads none but --proj-scale
# auto's one head first (9.6 GB): each within -M, named
t_bad "--heads 2 at d = 20000 under -M 1G: the heads' projections named" 1 \
    "^attn-map: --text: --heads 2 over d = 20000 needs about 24419 MiB, 24414 of them the heads' projections \\(W_Q, W_K, W_V, W_O and their permuted copy: eight d × d\\), more than the budget of 1024 MiB \\(-M; the embeddings' 1 MiB counted\\): embeddings of fewer dimensions \\(ppmi-svd -d\\), or a budget of [0-9]+ MiB \\(-M [0-9]+M\\)$" \
    attn-map -M 1G -e "$T/d20k.txt" --text 'free call now' -H 2
t_bad "--heads lesson at d = 20000: --proj-scale auto's head named" 1 \
    "^attn-map: --text: --proj-scale auto maps 3 × 3 tokens over d = 20000 with one head first, which needs about 9160 MiB, 9155 of them its three d × d projections, more than the budget of 1024 MiB \\(-M; the embeddings' 1 MiB counted\\): give --proj-scale C, or a budget of [0-9]+ MiB \\(-M [0-9]+M\\)$" \
    attn-map -M 1G -e "$T/d20k.txt" --text 'free call now' -H lesson
t_run "  --proj-scale 1: the lesson's heads fit" 0 attn-map -M 1G -e "$T/d20k.txt" \
    --text 'free call now' -H lesson --proj-scale 1
t_ok "  a 3 × 3 map" test "$(grep -vc '^#' "$T/out")" = 4
# --wq, --wk, --wv of d × 100: the check takes their width (it took d,
# 9159 MiB, and refused a run of 46 MiB naming --random-proj, which
# --wq excludes), and the files are read within -M
awk 'BEGIN { printf "row"; for (j = 1; j <= 100; j++) printf "\tk%d", j; printf "\n"
	for (i = 1; i <= 20000; i++) { printf "d%d", i; for (j = 1; j <= 100; j++) printf "\t%d", (i + j) % 3 - 1; printf "\n" } }' > "$T/w100.tsv"
t_run "--wq d × 100 at d = 20000 under -M 200M: fits" 0 attn-map -M 200M -e "$T/d20k.txt" \
    --text 'free call now' --wq "$T/w100.tsv" --wk "$T/w100.tsv" --wv "$T/w100.tsv"
t_ok "  a 3 × 3 map" test "$(grep -vc '^#' "$T/out")" = 4
t_bad "  under -M 30M: the files' projections named, and -M" 1 \
    "^attn-map: --wq, --wk, --wv: the projections of d = 20000 × 100 need about 47 MiB, more than the budget of 30 MiB \\(-M; the embeddings' 1 MiB counted\\): narrower projections, or a budget of 47 MiB \\(-M 47M\\)$" \
    attn-map -M 30M -e "$T/d20k.txt" --text 'free call now' --wq "$T/w100.tsv" --wk "$T/w100.tsv" --wv "$T/w100.tsv"
# --random-proj DK whose projections fit alone but not with the map:
# they are the cost, so --random-proj is named (it said "fewer tokens"
# for a map of 6 tokens), and the need and the budget print with the
# digits that tell them apart (it said "52 MiB, more than ... 52 MiB")
awk 'BEGIN { d = 1500; printf "word"; for (i = 1; i <= d; i++) printf "\td%d", i; print "";
	split("free call claim land now win", w, " ");
	for (k = 1; k <= 6; k++) { printf "%s", w[k]; for (i = 1; i <= d; i++) printf "\t%.5f", sin(k * i) / 20; print "" } }' > "$T/d1500.tsv"
for m in 51 52; do
	t_bad "--random-proj 1500 at d = 1500 under -M ${m}M: --random-proj named" 1 \
	    "^attn-map: .*--random-proj 1500.* need[s]? about [0-9.]+ MiB.*, more than the budget of [0-9.]+ MiB \\(-M(; the embeddings' [0-9.]+ MiB counted)?\\): a smaller --random-proj" \
	    attn-map -M ${m}M -q -e "$T/d1500.tsv" --random-proj 1500 --text 'free call claim land now win'
	t_ok "  the need and the budget differ as printed" sh -c "sed 's/.*about \([0-9.]*\) MiB.*the budget of \([0-9.]*\) MiB.*/\1 \2/' '$T/err' | awk '{ exit \$1 == \$2 }'"
done
t_bad "  under -M 52M: the map's share named beside the projections'" 1 \
    "^attn-map: --text: a map of 6 × 6 tokens over d = 1500 with --random-proj 1500 needs about [0-9.]+ MiB, [0-9.]+ of them the three d × 1500 projections, more than the budget of [0-9.]+ MiB \\(-M(; the embeddings' [0-9.]+ MiB counted)?\\): a smaller --random-proj, or a budget of [0-9]+ MiB \\(-M [0-9]+M\\)$" \
    attn-map -M 52M -q -e "$T/d1500.tsv" --random-proj 1500 --text 'free call claim land now win'
t_run "  under -M 53M: mapped" 0 attn-map -M 53M -q -e "$T/d1500.tsv" --random-proj 1500 --text 'free call claim land now win'
printf 'word\td1\td2\nfree\t1\t0\ncall\t0\t1\n' > "$T/e2.tsv"
t_run "--heads 2 at d = 2: fits" 0 attn-map -M 1M -e "$T/e2.tsv" --text 'free call' -H 2
# the tokens' cost keeps its hint: 3000 tokens of d = 2
printf 'word\td1\td2\nfree\t1\t0\n' > "$T/e.tsv"
t_bad "3000 tokens of d = 2 under -M 1M: fewer tokens" 1 \
    "^attn-map: --text: a map of 3000 × 3000 tokens needs about [0-9]+ MiB, more than the budget of 1 MiB \\(-M(; the embeddings' [0-9.]+ MiB counted)?\\): fewer tokens" \
    attn-map -M 1M -e "$T/e.tsv" --all-tokens --text "$(yes free | head -n 3000 | tr '\n' ' ')"

# one word of d = 3,000,000 under ulimit -v 600000: read (one row of
# room), then refused by the map's plan naming --random-proj (a sanitizer
# build cannot run under ulimit -v: left out, no skip)
awk 'BEGIN { print "1 3000000"; printf "w"; for (j = 0; j < 3000000; j++) printf " 0.5"; printf "\n" }' > "$T/g.txt"
if sh -c 'ulimit -v 600000 && exec attn-map --version' > /dev/null 2>&1; then
	t_bad "attn-map, d = 3000000 under ulimit -v 600000" 1 \
	    "^attn-map: --text: a map of 1 × 1 tokens over d = 3000000 needs about [0-9]+ MiB, [0-9]+ of them the three d × d projections, .*--random-proj DK" \
	    sh -c "ulimit -v 600000; exec attn-map -e '$T/g.txt' --emb-format word2vec --text w"
	printf 'ham\tw\nspam\tw\n' > "$T/c.tok"
	t_run "attn-train, d = 3000000 under ulimit -v 600000: no bare 'out of memory'" 1 \
	    sh -c "ulimit -v 600000; exec attn-train -e '$T/g.txt' --emb-format word2vec '$T/c.tok'"
	t_ok "  one line naming the tool, not 'out of memory' alone" sh -c \
	    "[ \$(wc -l < '$T/err') -eq 1 ] && grep -q '^attn-train: ' '$T/err' && ! grep -qx 'attn-train: out of memory' '$T/err'"
	t_run "ppmi-svd --load, the same file under ulimit -v 600000" 0 \
	    sh -c "ulimit -v 600000; exec ppmi-svd --load '$T/g.txt' --load-format word2vec -o '$T/g.tsv'"
	t_ok "  d1 ... d3000000, one row" test "$(grep -vc '^#' "$T/g.tsv")" = 2
fi
