#!/bin/sh
# tools/map-lib.sh (make figures, reproduce, bench for attn-map): a corpus
# without the lesson's spam message makes map_chain say so in one line and
# return 1, rather than fail silently in grep under set -e (new-user report
# item 8, the same failure as the demo's).
. "$(dirname "$0")/../../lib.sh"
awk 'BEGIN { for (i = 0; i < 120; i++) { printf "%s\tfree call", (i % 5 ? "ham" : "spam")
	for (j = 0; j < 10; j++) printf " w%c%c", 97 + (i * 7 + j * 3) % 26, 97 + (i + j) % 3
	print "" } }' > "$T/small"
t_run "map_chain, corpus without the lesson's message" 1 sh -c \
    ". '$ATTNKIT_TOP/tools/map-lib.sh'; map_chain '$T/small' '$T/w'"
t_err "it says in one line what is missing" "^attnkit: the lesson's spam message .* is not in $T/small"
t_ok "the embeddings were made before" test -s "$T/w/emb.tsv"
t_run "figures-map.sh stops with that line" 1 sh "$ATTNKIT_TOP/tools/figures/figures-map.sh" "$T/small" "$ATTNKIT_BIN" "$T/fig"
t_ok "figures-map.sh names what is missing" grep -q "the lesson's spam message" "$T/err"
