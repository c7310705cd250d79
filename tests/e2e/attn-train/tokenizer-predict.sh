# attn-train --predict --tokenizer: the messages are
# tokenized as sms-vocab --tokenizer NAME tokenizes a corpus, so a model
# on vectors of another script sees its words.
. "$(dirname "$0")/../../lib.sh"
E=$DATA/train-emb.tsv
t_run "a model" 0 attn-train -q -e "$E" --epochs 5 --save "$T/model.tsv" -o /dev/null "$DATA/train-corpus.tsv"
printf 'Free café, ФРИ ключ\n' > "$T/msg.txt"
t_run "--predict, ascii" 0 attn-train -e "$E" --load "$T/model.tsv" --predict --per-token --unlabeled --tokenizer ascii "$T/msg.txt"
t_ok "ascii: free and caf, no Cyrillic" test "$(awk -F'\t' '!/^#/ && NR > 2 { printf "%s ", $6 }' "$T/out")" = "free caf "
t_run "--predict --tokenizer unicode" 0 attn-train -e "$E" --load "$T/model.tsv" --predict --per-token --unlabeled --tokenizer unicode "$T/msg.txt"
t_ok "unicode: free café фри ключ" test "$(awk -F'\t' '!/^#/ && NR > 2 { printf "%s ", $6 }' "$T/out")" = "free café фри ключ "
t_ok "unicode: free is known, café is not" sh -c "awk -F'\t' '\$6 == \"free\" && \$7 == 1 { a = 1 } \$6 == \"café\" && \$7 == 0 { b = 1 } END { exit !(a && b) }' '$T/out'"
t_bad "--tokenizer without --predict" 2 '^attn-train: --tokenizer needs --predict$' attn-train -e "$E" --tokenizer unicode "$DATA/train-corpus.tsv"
t_bad "an unknown tokenizer" 2 "^attn-train: --tokenizer: 'utf8' is not auto, ascii, lesson, html, hyphen, latin1 or unicode" attn-train -e "$E" --load "$T/model.tsv" --predict --tokenizer utf8 "$T/msg.txt"
# text written decomposed (NFD: macOS, some editors): its words are other
# tokens than the composed words of the vectors, which the tokenizer does
# not normalize; said, naming the conversion, by --predict and attn-map
# --text (and not for composed text)
for i in 1 2 3 4; do printf 'ham\tcaf\303\251 free\nspam\tcall free call\n'; done > "$T/nfc.tsv"
printf 'word\td1\td2\nfree\t1\t0\ncall\t0\t1\ncaf\303\251\t1\t1\n' > "$T/ce.tsv"
t_run "a model on vectors with 'café' (composed)" 0 attn-train -q -e "$T/ce.tsv" --epochs 1 --test-frac 0.5 --save "$T/cm.tsv" -o /dev/null "$T/nfc.tsv"
printf 'cafe\314\201 free\nfree call\n' > "$T/nfd.txt"
t_run "--predict on 'café' written decomposed" 0 attn-train -e "$T/ce.tsv" --load "$T/cm.tsv" --predict --unlabeled "$T/nfd.txt"
t_ok "  said, with the conversion" grep -q "^attn-train: 1 message with letters written decomposed (the first '[^']*', e and U+0301, .*nfd.txt:1): the tokenizer does not normalize, .* uconv -x any-nfc FILE" "$T/err"
printf 'caf\303\251 free\nfree call\n' > "$T/nfc.txt"
t_run "--predict on 'café' composed" 0 attn-train -e "$T/ce.tsv" --load "$T/cm.tsv" --predict --unlabeled "$T/nfc.txt"
t_ok "  nothing said" sh -c "! grep -q decomposed '$T/err'"
t_bad "attn-map --text 'café' decomposed alone: no token, the cause named" 1 "^attn-map: --text: no in-vocabulary tokens \\(n = 0\\): 1 word not in the embeddings: caf[^ ]+ \\(1 message with letters written decomposed \\(the first '[^']*', e and U\\+0301, --text\\)" \
    attn-map -e "$T/ce.tsv" --proj-scale 1 --text "$(printf 'cafe\314\201')"
t_run "attn-map --text 'café' decomposed and 'free call'" 0 attn-map -e "$T/ce.tsv" --proj-scale 1 --text "$(printf 'cafe\314\201 free call')"
t_ok "  said" grep -q "^attn-map: 1 message with letters written decomposed" "$T/err"
t_run "attn-map --text 'café' composed" 0 attn-map -e "$T/ce.tsv" --proj-scale 1 --text "$(printf 'caf\303\251 free call')"
t_ok "  nothing said" sh -c "! grep -q decomposed '$T/err'"
echo "1..$t_num"
