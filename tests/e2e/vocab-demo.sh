#!/bin/sh
# tools/demo.sh (make demo): a missing corpus says where to get it; with the
# real corpus (SMS_CORPUS) the embedding chain's files are made and listed.
. "$(dirname "$0")/../lib.sh"
DEMO=$ATTNKIT_TOP/tools/demo.sh

t_run "demo without a corpus" 1 sh "$DEMO" "$T/nosuch" "$ATTNKIT_BIN" "$T/out"
t_ok "it names UCI dataset 228" grep -q 'dataset 228' "$T/err"
t_ok "it says how to point at a copy" grep -q 'SMS_CORPUS=' "$T/err"

: "${SMS_CORPUS:=}"
if [ -z "$SMS_CORPUS" ] || [ ! -f "$SMS_CORPUS" ]; then
	t_skip "demo on the real corpus" "SMS_CORPUS not set or not a file ('$SMS_CORPUS')"
	exit 0
fi
t_run "demo on the real corpus" 0 sh "$DEMO" "$SMS_CORPUS" "$ATTNKIT_BIN" "$T/d"
for f in stats vocab tokens embeddings neighbours; do
	t_ok "$f.tsv made and listed" sh -c "test -s '$T/d/$f.tsv' && grep -q '$T/d/$f.tsv' '$T/out'"
done
t_ok "prints the chain's wall time" grep -Eq 'wall time of the whole chain: [0-9.]+ s' "$T/out"
t_ok "neighbours of free and call" test "$(grep -c -E '^(free|call)	' "$T/d/neighbours.tsv")" -eq 10
