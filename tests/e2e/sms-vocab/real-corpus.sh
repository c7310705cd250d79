#!/bin/sh
# The lesson's numbers on the real SMS Spam Collection ("Карта внимания на
# реальном тексте"), when SMS_CORPUS names the file; visibly skipped otherwise.
. "$(dirname "$0")/../../lib.sh"

# finite FILE: every numeric field (all but the first) of every non-comment
# line is a finite number (a bare grep for "nan" would also match the
# random temp-dir name in the provenance line, or a word)
finite() { awk -F'\t' '!/^#/ { for (i = 2; i <= NF; i++) if (tolower($i) ~ /nan|inf/) exit 1 }' "$1"; }
: "${SMS_CORPUS:=}"
if ! have_corpus; then
	t_skip "real corpus" "SMS_CORPUS not set or not a file ('$SMS_CORPUS')"
	exit 0
fi

t_run "stats, --quoting csv" 0 sms-vocab --quoting csv --tokenizer ascii --stats "$SMS_CORPUS"
t_ok "5,569 messages (lesson)" grep -qx 'messages	5569' "$T/out"
t_ok "747 spam (lesson)" grep -qx 'spam	747' "$T/out"
t_ok "spam share 13.4 % (lesson)" awk -F'\t' '$1 == "spam_share" { exit !($2 >= 0.1335 && $2 < 0.1345) }' "$T/out"
t_ok "1,051 words of count >= 10 (ascii tokenizer; lesson 1,045)" grep -qx 'vocab	1051' "$T/out"
t_run "stats, the default tokenizer (auto)" 0 sms-vocab --quoting csv --stats "$SMS_CORPUS"
t_ok "  1,052 words: the corpus's ü is one" grep -qx 'vocab	1052' "$T/out"
t_ok "  said once, naming --tokenizer ascii" sh -c "test \$(wc -l < '$T/err') -eq 1 && grep -q 'with letters outside ASCII .* --tokenizer ascii separates at them' '$T/err'"
t_run "stats, --tokenizer lesson" 0 sms-vocab --quoting csv --tokenizer lesson --stats "$SMS_CORPUS"
t_ok "--tokenizer lesson: the lesson's 1,045 words" grep -qx 'vocab	1045' "$T/out"
t_ok "--tokenizer lesson: still 5,569 messages" grep -qx 'messages	5569' "$T/out"
t_run "stats, --quoting none" 0 sms-vocab --stats "$SMS_CORPUS"
t_ok "none: the UCI file's 5,574 lines are 5,574 records" grep -qx 'records	5574' "$T/out"

t_run "vocabulary" 0 sms-vocab --quoting csv -o "$T/vocab.tsv" "$SMS_CORPUS"
t_run "tokens" 0 sms-vocab --quoting csv -t -o "$T/tokens.tsv" "$SMS_CORPUS"
t_ok "5,569 tokenized messages" test "$(grep -vc '^#' "$T/tokens.tsv")" -eq 5569
t_run "embeddings" 0 ppmi-svd -v "$T/vocab.tsv" -o "$T/emb.tsv" "$T/tokens.tsv"
t_ok "32 dimensions" sh -c "grep -v '^#' '$T/emb.tsv' | head -1 | awk -F'\t' '{ exit !(NF == 33 && \$33 == \"d32\") }'"
t_ok "no NaN" finite "$T/emb.tsv"
t_run "neighbours of free and call" 0 ppmi-svd --load "$T/emb.tsv" --nn free --nn call -k 5
nn() { awk -F'\t' -v w="$1" '$1 == w { printf "%s ", $3 }' "$T/out"; }
echo "# free: $(nn free)"
echo "# call: $(nn call)"
t_ok "free's 5 nearest include nokia" sh -c "echo '$(nn free)' | grep -qw nokia"
t_ok "free's 5 nearest include mobile" sh -c "echo '$(nn free)' | grep -qw mobile"
t_ok "call's 5 nearest include claim" sh -c "echo '$(nn call)' | grep -qw claim"
t_ok "call's 5 nearest include land or landline" sh -c "echo '$(nn call)' | grep -Eqw 'land|landline'"

# the closest variant (docs/REPRODUCTION.md): every corpus word a context
t_run "all words" 0 sms-vocab --quoting csv --min-count 1 -o "$T/all.tsv" "$SMS_CORPUS"
t_run "variant embeddings" 0 ppmi-svd -v "$T/vocab.tsv" --contexts "$T/all.tsv" --weight harmonic --cds 0.75 -o "$T/embx.tsv" "$T/tokens.tsv"
t_run "variant neighbours" 0 ppmi-svd --load "$T/embx.tsv" --nn call -k 1
t_ok "variant: call's nearest word is land" test "$(tail -n 1 "$T/out" | cut -f3)" = land
t_near "variant: cos(call, land) = 0.847 (lesson)" "$(tail -n 1 "$T/out" | cut -f4)" 0.847 0.0005
