#!/bin/sh
# tools/figures/demo.sh (make demo): a missing corpus says where to get it; with the
# real corpus (SMS_CORPUS) the embedding chain's files are made and listed.
# A corpus without the lesson's message (new-user report item 8) says so in
# one line and exits 1; the times of the chain and of the map are apart and
# every file is listed under its heading (item 12).
. "$(dirname "$0")/../../lib.sh"
DEMO=$ATTNKIT_TOP/tools/figures/demo.sh

t_run "demo without a corpus" 1 sh "$DEMO" "$T/nosuch" "$ATTNKIT_BIN" "$T/out"
t_ok "it names UCI dataset 228" grep -q 'dataset 228' "$T/err"
t_ok "it says how to point at a copy" grep -q 'SMS_CORPUS=' "$T/err"

# a small corpus with free and call but not the lesson's spam message
awk 'BEGIN { for (i = 0; i < 120; i++) { printf "%s\tfree call", (i % 5 ? "ham" : "spam")
	for (j = 0; j < 10; j++) printf " w%c%c", 97 + (i * 7 + j * 3) % 26, 97 + (i + j) % 3
	print "" } }' > "$T/small"
t_run "demo, corpus without the lesson's message" 1 sh "$DEMO" "$T/small" "$ATTNKIT_BIN" "$T/s"
t_err "it says in one line what is missing" "^demo: the lesson's spam message .* is not in this corpus"
t_ok "the embedding chain ran before" test -s "$T/s/neighbours.tsv"
t_ok "no map, no empty message.tsv" sh -c "! test -e '$T/s/message.tsv' && ! test -e '$T/s/map.tsv'"

: "${SMS_CORPUS:=}"
if ! have_corpus; then
	t_skip "demo on the real corpus" "SMS_CORPUS not set or not a file ('$SMS_CORPUS')"
	exit 0
fi
t_run "demo on the real corpus" 0 sh "$DEMO" "$SMS_CORPUS" "$ATTNKIT_BIN" "$T/d"
# the listing: the heading, then every file, each made
sed -n '/^demo: files in /,$p' "$T/out" > "$T/listing"
for f in stats.tsv vocab.tsv tokens.tsv embeddings.tsv neighbours.tsv \
    message.tsv map.tsv map-entropy.tsv map.png; do
	t_ok "$f made and listed under the heading" \
	    sh -c "test -s '$T/d/$f' && grep -qx 'demo:   $T/d/$f' '$T/listing'"
done
t_ok "nothing listed before the heading" \
    sh -c "! sed '/^demo: files in /,\$d' '$T/out' | grep -q '^demo:   '"
t_ok "prints the embedding chain's wall time" grep -Eq 'wall time of the embedding chain .*: [0-9.]+ s$' "$T/out"
t_ok "prints the map's wall time apart" grep -Eq 'wall time of the attention map .*: [0-9.]+ s$' "$T/out"
t_ok "prints the whole demo's wall time" grep -Eq 'wall time of the whole demo: [0-9.]+ s$' "$T/out"
t_ok "neighbours of free and call" test "$(grep -c -E '^(free|call)	' "$T/d/neighbours.tsv")" -eq 10
t_ok "call's self-weight is the lesson's 0.616" grep -q 'call: self-weight 0.616' "$T/out"
