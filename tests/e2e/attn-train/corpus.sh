# attn-train on the real SMS Spam Collection ($SMS_CORPUS) through the
# lesson's chain (sms-vocab, ppmi-svd): the held-out size, the three
# accuracies against the lesson's, the top tokens, the interventions.
# Skipped visibly without the corpus or the embedding tools.
. "$(dirname "$0")/../../lib.sh"
c=${SMS_CORPUS:-}
case $c in /*|'') ;; *) c=$ATTNKIT_TOP/$c ;; esac
if ! have_corpus "$c"; then
	t_skip "attn-train on the real corpus" "SMS_CORPUS not set or not a file"
	exit 0
fi
if ! command -v sms-vocab > /dev/null || ! command -v ppmi-svd > /dev/null; then
	t_skip "attn-train on the real corpus" "sms-vocab and ppmi-svd are not built in this tree"
	exit 0
fi
sms-vocab --quoting csv --min-count 10 -o "$T/vocab.tsv" "$c"
sms-vocab --quoting csv --tokens -o "$T/tokens.tsv" "$c"
ppmi-svd --vocab "$T/vocab.tsv" --window 4 --dim 32 -o "$T/emb.tsv" "$T/tokens.tsv"

t_run "report on the real corpus" 0 attn-train -e "$T/emb.tsv" --save "$T/model.tsv" -o "$T/report.tsv" "$T/tokens.tsv"
f() { awk -F'\t' -v m="$1" -v b="$2" -v k="$3" '$1 == m && $2 == "test" && $3 == b { print $k }' "$T/report.tsv"; }
t_near "held out: the lesson's 1368 messages" "$(f mean all 4)" 1368 0
t_ok "attention at least as accurate as mean pooling" test "$(f attention all 6)" -le "$(f mean all 6)"
t_near "attention within 1.5 points of the lesson's 96.6 %" "$(f attention all 7)" 0.966 0.015
t_near "mean pooling within 1.5 points of the lesson's 96.3 %" "$(f mean all 7)" 0.963 0.015
t_near "constant within 1.5 points of the lesson's 87.0 %" "$(f constant all 7)" 0.870 0.015
t_near "10-25 tokens: about the lesson's 586 messages" "$(f mean 10-25 4)" 586 60

t_run "top tokens" 0 attn-train -e "$T/emb.tsv" --load "$T/model.tsv" --top 20 "$T/tokens.tsv"
t_ok "top tokens: domains, tariffs, txt (3 or more of txt com www uk co ppm p)" sh -c "test \$(grep -v '^#' '$T/out' | cut -f2 | grep -cxE 'txt|com|www|uk|co|ppm|p') -ge 3"
t_run "interventions" 0 attn-train -e "$T/emb.tsv" --load "$T/model.tsv" --intervene "$T/tokens.tsv"
t_ok "100 held-out messages" sh -c "grep -v '^#' '$T/out' | awk -F'\t' 'NR > 1 && \$2 != 100 { exit 1 }'"
t_ok "masking the max-weight token moves the logit most" grep -q '^# verdict: masking the max-weight token moves' "$T/out"
printf 'ham\tFree entry! Txt WIN to 80086 now\nham\tOk see you at lunch\n' > "$T/two.txt"
t_run "predict two raw messages (no sms-vocab step)" 0 attn-train -e "$T/emb.tsv" --load "$T/model.tsv" --predict "$T/two.txt"
t_ok "the prize text is spam, the lunch text is not" sh -c "awk -F'\t' '\$1 == 1 && \$3 == \"spam\" && \$4 > 0.9 { s = 1 } \$1 == 2 && \$3 == \"ham\" && \$4 < 0.1 { h = 1 } END { exit !(s && h) }' '$T/out'"
