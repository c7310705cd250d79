#!/bin/sh
# Token lines take any token without whitespace (attnkit(5) "Tokenized
# corpus"): phrases as gensim's Phrases joins them (new_york), case
# (sms-vocab --keep-case), digits and any script are tokens; refused, each
# naming the character, are whitespace (\v \f \r, a Unicode space) and
# raw text's punctuation after a word (',' ';' '!' '?', two dots or more).  Both sides of each rule, and the case that is a
# token though raw text has it too (one dot after a word: "u.s.", "etc.").
. "$(dirname "$0")/../../lib.sh"

toks() { grep -v '^#' "$T/out"; }

printf 'ham\tParis is lovely, Paris in spring\nspam\tCall NOW to win 2024 prizes\n' > "$T/raw.tsv"
t_run "sms-vocab -t: lowercased (the default)" 0 sms-vocab -t "$T/raw.tsv"
t_ok "  paris" test "$(toks | head -1)" = "$(printf 'ham\tparis is lovely paris in spring')"
t_run "sms-vocab -t --keep-case: as written" 0 sms-vocab -t --keep-case "$T/raw.tsv"
t_ok "  Paris, NOW" test "$(toks | tr '\n' '|')" = "$(printf 'ham\tParis is lovely Paris in spring|spam\tCall NOW to win prizes|')"
t_run "sms-vocab --keep-case: a vocabulary of cased words" 0 sms-vocab --keep-case --min-count 2 "$T/raw.tsv"
t_ok "  Paris 2 1" grep -qx 'Paris	2	1' "$T/out"

# a corpus of phrases, case and digits, as gensim's Phrases writes them
awk 'BEGIN { for (i = 0; i < 60; i++) { printf "ham\tnew_york Paris 2024 visit "; printf (i % 2 ? "new_york city\n" : "Paris city\n") } }' > "$T/ph.tsv"
printf 'word\tcount\tdocs\nnew_york\t90\t60\nParis\t90\t60\n2024\t60\t60\nvisit\t60\t60\ncity\t60\t60\n' > "$T/ph.vocab"
t_run "ppmi-svd: phrases, case, digits are tokens" 0 ppmi-svd -v "$T/ph.vocab" -d 2 -o "$T/ph.emb" "$T/ph.tsv"
t_ok "  five rows, new_york among them" sh -c "test \$(grep -vc '^#' '$T/ph.emb') -eq 6 && grep -q '^new_york	' '$T/ph.emb'"
t_run "  --nn new_york" 0 ppmi-svd --load "$T/ph.emb" --nn new_york -k 1
printf 'ham\tнью_йорк Москва 2024\nham\tМосква 2024\n' > "$T/ru.tsv"
printf 'word\tcount\tdocs\nМосква\t2\t2\n2024\t2\t2\nнью_йорк\t1\t1\n' > "$T/ru.vocab"
t_run "any script, with case: tokens" 0 ppmi-svd -v "$T/ru.vocab" -d 1 "$T/ru.tsv"
t_ok "  Москва a row" grep -q '^Москва	' "$T/out"

# refused, the character named
printf 'ham\tfree call\nspam\tWin now, call\n' > "$T/comma.tsv"
t_bad "a comma after a word" 1 "comma\\.tsv:2: not a tokenized corpus: 'now,' ends in ',' after a word, as raw text does \\(run sms-vocab -t first\\)$" ppmi-svd -v "$T/ph.vocab" -d 2 "$T/comma.tsv"
printf 'ham\tcall me?\n' > "$T/q.tsv"
t_bad "a question mark after a word" 1 "q\\.tsv:1: not a tokenized corpus: 'me\\?' ends in '\\?' after a word" attn-train -e "$DATA/train-emb.tsv" "$T/q.tsv"
printf 'ham\tnew\302\240york city\n' > "$T/nbsp.tsv"
t_bad "a no-break space" 1 "nbsp\\.tsv:1: not a tokenized corpus: 'new.*york' holds the space U\\+00A0 \\(tokens are separated by ASCII spaces; run sms-vocab -t first\\)$" ppmi-svd -v "$T/ph.vocab" -d 2 "$T/nbsp.tsv"
printf 'ham\tfree\fcall\n' > "$T/ctl.tsv"
t_bad "a form feed, shown" 1 "ctl\\.tsv:1: not a tokenized corpus: 'free<0x0C>call' holds the whitespace 0x0C \\(tokens are separated by single spaces; run sms-vocab -t first\\)$" ppmi-svd -v "$T/ph.vocab" -d 2 "$T/ctl.tsv"
# one dot after a word: an abbreviation's token (NLTK keeps "etc."), read
printf 'ham\tu.s. etc. , ! ...\n' > "$T/dot.tsv"
# (none of them a word of the vocabulary: read, then no counts)
t_bad "one dot, punctuation alone: tokens" 1 "dot\\.tsv: no counts \\(none of its 5 tokens is a vocabulary word" ppmi-svd -v "$T/ph.vocab" -d 2 "$T/dot.tsv"
echo "1..$t_num"
