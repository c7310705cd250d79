# attn-train --predict --tokenizer (issue 27 item 3): the messages are
# tokenized as sms-vocab --tokenizer NAME tokenizes a corpus, so a model
# on vectors of another script sees its words.
. "$(dirname "$0")/../lib.sh"
E=$DATA/train-emb.tsv
t_run "a model" 0 attn-train -q -e "$E" --epochs 5 --save "$T/model.tsv" -o /dev/null "$DATA/train-corpus.tsv"
printf 'Free café, ФРИ ключ\n' > "$T/msg.txt"
t_run "--predict, ascii (the default)" 0 attn-train -e "$E" --load "$T/model.tsv" --predict --per-token --unlabeled "$T/msg.txt"
t_ok "ascii: free and caf, no Cyrillic" test "$(awk -F'\t' '!/^#/ && NR > 2 { printf "%s ", $6 }' "$T/out")" = "free caf "
t_run "--predict --tokenizer unicode" 0 attn-train -e "$E" --load "$T/model.tsv" --predict --per-token --unlabeled --tokenizer unicode "$T/msg.txt"
t_ok "unicode: free café фри ключ" test "$(awk -F'\t' '!/^#/ && NR > 2 { printf "%s ", $6 }' "$T/out")" = "free café фри ключ "
t_ok "unicode: free is known, café is not" sh -c "awk -F'\t' '\$6 == \"free\" && \$7 == 1 { a = 1 } \$6 == \"café\" && \$7 == 0 { b = 1 } END { exit !(a && b) }' '$T/out'"
t_bad "--tokenizer without --predict" 2 '^attn-train: --tokenizer needs --predict$' attn-train -e "$E" --tokenizer unicode "$DATA/train-corpus.tsv"
t_bad "an unknown tokenizer" 2 "^attn-train: --tokenizer: 'utf8' is not ascii, lesson, html, hyphen, latin1 or unicode" attn-train -e "$E" --load "$T/model.tsv" --predict --tokenizer utf8 "$T/msg.txt"
echo "1..$t_num"
