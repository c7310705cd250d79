# attn-map on the real corpus (SMS_CORPUS): the lesson's 9-token message
# and its map through the whole chain sms-vocab | ppmi-svd | attn-map.
# Visibly skipped without the corpus or the embedding tools.
. "$(dirname "$0")/../../lib.sh"
. "$ATTNKIT_TOP/tools/map-lib.sh"
if ! have_corpus; then
	t_skip "real-corpus map" "SMS_CORPUS not set or not a file"
	exit 0
fi
if ! command -v sms-vocab > /dev/null || ! command -v ppmi-svd > /dev/null; then
	t_skip "real-corpus map" "sms-vocab / ppmi-svd not built"
	exit 0
fi
t_ok "the chain runs" map_chain "$SMS_CORPUS" "$T/w"
t_run "map of the lesson's message" 0 attn-map -e "$T/w/emb.tsv" --long "$T/w/msg.tsv"
t_ok "it is the lesson's 9 words in order" test "$(awk -F'\t' '$1 == 1 { printf "%s%s", n++ ? " " : "", $4 }' "$T/out")" = "$MSG9"
t_ok "dropped words named" grep -q '^# dropped 5 out-of-vocabulary words: panasonic bluetoothhdset' "$T/out"
t_ok "rows sum to 1 within 1e-6" awk -F'\t' '/^[0-9]/ { s[$1] += $5 } END { for (k in s) { d = s[k] - 1; if (d < 0) d = -d; if (d > 1e-6) exit 1 } }' "$T/out"
c=$(map_fit_c "$T/w")
t_ok "a scale c reproduces call's self-weight 0.616 (c = $c)" awk -v c="$c" 'BEGIN { exit !(c > 0.05 && c < 1.9) }'
t_run "map at c" 0 attn-map -e "$T/w/emb.tsv" --proj-scale "$c" --entropy "$T/w/msg.tsv"
t_ok "call's entropy at c is below ln 9 and above 0.5" awk -F'\t' '$2 == "call" { exit !($3 > 0.5 && $3 < log(9)) }' "$T/out"
t_run "head A on the real message" 0 attn-map -e "$T/w/emb.tsv" --heads lesson --summary "$T/w/msg.tsv"
t_near "head A: 0.911" "$(awk -F'\t' '$1 == "A" { print $3 }' "$T/out")" 0.911 0.0005
t_run "permutation check on the real map" 0 attn-map -e "$T/w/emb.tsv" --proj-scale "$c" --check-permutation "$T/w/msg.tsv"
t_ok "difference at machine-epsilon level (< 1e-13)" awk -F'\t' '$1 == "weights" || $1 == "outputs" { if ($2 > 1e-13) bad = 1 } END { exit bad }' "$T/out"
