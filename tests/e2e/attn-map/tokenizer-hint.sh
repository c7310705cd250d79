#!/bin/sh
# A word of another script typed to --tokenizer ascii is cut
# at its first non-ASCII letter into pieces no embeddings have: 'Робот'
# gives no token at all, 'Straße' gives 'stra' and 'e'.  A new user with
# Russian vectors saw only "no in-vocabulary tokens (n = 0): nothing to
# attend to" from attn-map --text, and attn-train --predict flagged every
# message "no-known-token" without a word on standard error.  Both now
# name the letter and the option that keeps it (utok.h ak_utok_lost), and
# say nothing when the tokenizer kept every letter or the words are known
# (attn-map at --proj-scale 1, so that its auto scale's note does not
# speak either).
. "$(dirname "$0")/../../lib.sh"

printf 'word\td1\td2\nfree\t1\t0\ncall\t0.5\t0.5\nробот\t0\t1\nстакан\t0.2\t0.9\n' > "$T/emb.tsv"

# attn-map --text
t_bad "attn-map: only Cyrillic, ascii tokenizer" 1 \
    "^attn-map: --text: no in-vocabulary tokens \(n = 0\): nothing to attend to \('Р' is not a letter to --tokenizer ascii, which split the words there: --tokenizer unicode keeps the letters of every script\)$" \
    attn-map -e "$T/emb.tsv" --proj-scale 1 --tokenizer ascii --text 'Робот стакан'
t_run "attn-map: the same with --tokenizer unicode" 0 attn-map -e "$T/emb.tsv" --proj-scale 1 --tokenizer unicode --text 'Робот стакан'
t_ok "unicode: the map of робот and стакан, nothing on stderr" sh -c "grep -q '^query	робот	стакан\$' '$T/out' && test ! -s '$T/err'"
t_run "attn-map: free, then a Cyrillic word" 0 attn-map -e "$T/emb.tsv" --proj-scale 1 --tokenizer ascii --text 'free Стакан'
t_ok "the map is free's alone" sh -c "grep -q '^free	1\$' '$T/out'"
t_ok "stderr names the letter and the option" grep -q "^attn-map: --text: 'С' is not a letter to --tokenizer ascii, which split the words there: --tokenizer unicode keeps the letters of every script\$" "$T/err"
t_run "attn-map: ASCII words alone" 0 attn-map -e "$T/emb.tsv" --proj-scale 1 --text 'free call'
t_ok "no hint" test ! -s "$T/err"
t_run "attn-map: a non-letter (an em dash, a euro sign)" 0 attn-map -e "$T/emb.tsv" --proj-scale 1 --text 'free — call €5'
t_ok "no hint for punctuation" test ! -s "$T/err"
t_run "attn-map: a word cut into pieces the vectors know" 0 attn-map -e "$T/emb.tsv" --proj-scale 1 --tokenizer ascii --text 'freeçcall'
t_ok "the map of free and call, no hint (nothing was left out)" sh -c "grep -q '^query	free	call\$' '$T/out' && test ! -s '$T/err'"

# attn-train --predict
printf 'spam\tfree call free\nham\tробот стакан\nspam\tcall free\nham\tстакан робот робот\n' > "$T/c1"
for i in 1 2 3 4 5 6; do cat "$T/c1"; done > "$T/corpus.tsv"
t_run "a model on the mixed vectors" 0 attn-train -q -e "$T/emb.tsv" --epochs 2 --save "$T/model.tsv" -o /dev/null "$T/corpus.tsv"
printf 'free call\nРобот, стакан!\nстакан Робот\n' > "$T/msgs.txt"
t_run "--predict, ascii" 0 attn-train -e "$T/emb.tsv" --load "$T/model.tsv" --predict --unlabeled --tokenizer ascii "$T/msgs.txt"
t_ok "three rows, the two Cyrillic ones no-known-token" test "$(awk -F'\t' '!/^#/ && $1 != "line" { printf "%s ", $13 }' "$T/out")" = "- no-known-token no-known-token "
t_err "one warning naming the count, the first line and the letter" \
    "^attn-train: warning: 2 messages with a word the tokenizer cut at a letter of another script and not in the embeddings \(the first: .*/msgs.txt:2 \('Р'\)\): --tokenizer unicode keeps the letters of every script$"
t_run "--predict -q" 0 attn-train -q -e "$T/emb.tsv" --load "$T/model.tsv" --predict --unlabeled --tokenizer ascii "$T/msgs.txt"
t_ok "-q: no warning" test ! -s "$T/err"
t_run "--predict --tokenizer unicode" 0 attn-train -e "$T/emb.tsv" --load "$T/model.tsv" --predict --unlabeled --tokenizer unicode "$T/msgs.txt"
t_ok "unicode: every message has known words, no warning" sh -c "test \"\$(awk -F'\t' '!/^#/ && \$1 != \"line\" { printf \"%s \", \$12 }' '$T/out')\" = '2 2 2 ' && test ! -s '$T/err'"
# --tokenizer auto, the default: ASCII text as ascii, byte for byte; a
# letter outside ASCII switches the message to unicode, said once
t_run "auto: Cyrillic typed" 0 attn-map -e "$T/emb.tsv" --proj-scale 1 --text 'Робот стакан'
t_ok "  the map of робот and стакан" grep -q '^query	робот	стакан$' "$T/out"
t_ok "  said" grep -q "^attn-map: --text: a letter outside ASCII ('Р'): tokenized as --tokenizer unicode does (--tokenizer auto, the default)$" "$T/err"
t_run "auto: ASCII typed" 0 attn-map -e "$T/emb.tsv" --proj-scale 1 --text 'free call'
t_ok "  nothing said" test ! -s "$T/err"
t_run "auto: a non-letter beyond ASCII (em dash, euro)" 0 attn-map -e "$T/emb.tsv" --proj-scale 1 --text 'free — call €5'
t_ok "  nothing said (no letter)" test ! -s "$T/err"
t_run "--predict, auto" 0 attn-train -e "$T/emb.tsv" --load "$T/model.tsv" --predict --unlabeled "$T/msgs.txt"
t_ok "  every message has known words" test "$(awk -F'\t' '!/^#/ && $1 != "line" { printf "%s ", $12 }' "$T/out")" = "2 2 2 "
t_err "  said once" "^attn-train: warning: 2 messages with letters outside ASCII \\(the first 'Р', .*/msgs.txt:2\\) tokenized as --tokenizer unicode does \\(--tokenizer auto, the default\\)"
printf 'ham\tWin cash now, call 0800\nspam\tFree entry &amp; prizes\n' > "$T/ascii.tsv"
t_run "sms-vocab -t, ASCII: auto" 0 sms-vocab -t "$T/ascii.tsv"
grep -v '^#' "$T/out" > "$T/auto.tok"
t_run "  and ascii" 0 sms-vocab -t --tokenizer ascii "$T/ascii.tsv"
t_ok "  the same bytes, nothing said" sh -c "grep -v '^#' '$T/out' | cmp -s - '$T/auto.tok' && test ! -s '$T/err'"
printf 'ham\tÜ there, Straße\nham\thi\n' > "$T/de.tsv"
t_run "sms-vocab -t, a letter beyond ASCII" 0 sms-vocab -t "$T/de.tsv"
t_ok "  ü and strasse kept, folded" test "$(grep -v '^#' "$T/out" | head -1)" = "$(printf 'ham\tü there strasse')"
t_err "  said once" "^sms-vocab: note: 1 message with letters outside ASCII \\(the first 'Ü', .*/de.tsv:1\\) tokenized as --tokenizer unicode does \\(--tokenizer auto, the default\\): those letters kept, case folded; --tokenizer ascii separates at them$"
t_run "  --tokenizer ascii: as before" 0 sms-vocab -t --tokenizer ascii "$T/de.tsv"
t_ok "  there stra e" test "$(grep -v '^#' "$T/out" | head -1)" = "$(printf 'ham\tthere stra e')"
echo "1..$t_num"
