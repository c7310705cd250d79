# attn-train (spam mode): option combinations a new user tries (review1).
# An option that would be ignored is a usage error (exit 2, one line).
. "$(dirname "$0")/../../lib.sh"
EMB=$DATA/train-emb.tsv
COR=$DATA/train-corpus.tsv

t_bad "--buckets with an empty element" 2 "^attn-train: --buckets: empty element in '9,,25'$" attn-train -e "$EMB" --buckets 9,,25 "$COR"
t_bad "--buckets with a trailing comma" 2 "^attn-train: --buckets: empty element in '9,'$" attn-train -e "$EMB" --buckets 9, "$COR"

# Options of another mode used to be accepted and ignored.
t_bad "--min-count without --top" 2 '^attn-train: --min-count needs --top$' attn-train -e "$EMB" --min-count 5 "$COR"
t_bad "--messages without --intervene" 2 '^attn-train: --messages needs --intervene$' attn-train -e "$EMB" --messages 5 "$COR"
t_bad "--per-message with --top" 2 '^attn-train: --per-message needs --intervene$' attn-train -e "$EMB" --top 3 --per-message "$COR"
t_bad "--set in the report" 2 '^attn-train: --set needs --top, --intervene or --maps$' attn-train -e "$EMB" --set train "$COR"
t_bad "--buckets with --top" 2 '^attn-train: --buckets: not with --top: it is for the report$' attn-train -e "$EMB" --top 3 --buckets 5 "$COR"
t_bad "--length with --intervene" 2 '^attn-train: --length: not with --intervene: it is for the report$' attn-train -e "$EMB" --intervene --length known "$COR"
printf 'ham\tfree call\n' > "$T/msg"
t_bad "--predict with --epochs" 2 '^attn-train: --epochs: not with --predict: --predict trains nothing and splits nothing$' attn-train -e "$EMB" --load "$T/none" --predict --epochs 5 "$T/msg"
t_bad "--predict with --seed" 2 '^attn-train: --seed: not with --predict: --predict trains nothing and splits nothing$' attn-train -e "$EMB" --load "$T/none" --predict --seed 5 "$T/msg"
# the combinations that belong together still work
t_run "--top 3 --min-count 1 --set all" 0 attn-train -e "$EMB" --epochs 2 --top 3 --min-count 1 --set all "$COR"
t_run "--intervene --messages 3 --per-message --set all" 0 attn-train -e "$EMB" --epochs 2 --intervene --messages 3 --per-message --set all "$COR"
t_run "report with --buckets and --length" 0 attn-train -e "$EMB" --epochs 2 --buckets 3,6 --length known "$COR"

# A model file with huge (finite) parameters gave inf logits and NaN in
# the report and the interventions; it is refused like huge embeddings.
t_run "a model to edit" 0 attn-train -e "$EMB" --epochs 2 --save "$T/model" "$COR"
sed 's/^v1\t.*/v1\t-1e308/' "$T/model" > "$T/huge-model"
t_bad "model parameter -1e308 (--intervene)" 1 "^attn-train: .*huge-model:[0-9]+: parameter 'v1': value -1e\\+308 is too large \\(limit 1e\\+100\\)$" attn-train -e "$EMB" --load "$T/huge-model" --intervene --set all "$COR"
t_bad "model parameter -1e308 (report)" 1 "huge-model:[0-9]+: parameter 'v1'" attn-train -e "$EMB" --load "$T/huge-model" "$COR"
sed -e 's/^b\t.*/b\t1e100/' -e '/^file_hash_/d' "$T/model" > "$T/edge-model"
t_run "model parameter 1e100 is still accepted" 0 attn-train -e "$EMB" --load "$T/edge-model" --predict "$COR"
t_ok "and gives no NaN or inf" sh -c "! grep -qiE 'nan|inf' '$T/out'"

# --load with --top or --intervene trains nothing; and with --load the split
# and the mean baseline's training come from the model file, so a loaded
# model is never scored on a held-out set that overlaps its training set.
t_bad "--load --top with --epochs" 2 '^attn-train: --epochs: not with --load --top: --load with --top or --intervene trains nothing$' attn-train -e "$EMB" --load "$T/model" --top 3 --epochs 5 "$COR"
t_bad "--load --intervene with --lr" 2 '^attn-train: --lr: not with --load --intervene: --load with --top or --intervene trains nothing$' attn-train -e "$EMB" --load "$T/model" --intervene --lr 0.1 "$COR"
t_bad "--load report with --epochs" 2 '^attn-train: --epochs: not with --load: the split and training settings come from the model file$' attn-train -e "$EMB" --load "$T/model" --epochs 2 "$COR"
t_bad "--load --top with --seed" 2 '^attn-train: --seed: not with --load: the split and training settings come from the model file$' attn-train -e "$EMB" --load "$T/model" --top 3 --seed 4 --set all --min-count 1 "$COR"
t_bad "--load report with --test-frac" 2 'come from the model file' attn-train -e "$EMB" --load "$T/model" --test-frac 0.5 "$COR"

# Standard input can be read once: '-e - --load model --predict -' printed
# an empty prediction table and exited 0.
t_bad "-e - and the messages on stdin" 2 '^attn-train: standard input \(-\) can be only one of the inputs: --embeddings, --load or CORPUS \(the default when none are given\)$' sh -c "cat '$EMB' | attn-train -e - --load '$T/model' --predict -"
t_bad "-e - and no corpus file" 2 '^attn-train: standard input \(-\) can be only one of the inputs: --embeddings, --load or CORPUS \(the default when none are given\)$' sh -c "cat '$EMB' | attn-train -e - --epochs 1"
t_bad "--load - and the corpus on stdin" 2 '^attn-train: standard input \(-\) can be only one of the inputs: --embeddings, --load or CORPUS \(the default when none are given\)$' sh -c "cat '$T/model' | attn-train -e '$EMB' --load - --predict"
t_run "--load - with a corpus file" 0 sh -c "cat '$T/model' | attn-train -e '$EMB' --load - --predict '$COR'"
grep -v '^#' "$T/out" > "$T/pred.stdin"
attn-train -e "$EMB" --load "$T/model" --predict "$COR" | grep -v '^#' > "$T/pred.file"
t_ok "--load - predicts what --load FILE does" sh -c "test \$(wc -l < '$T/pred.file') -gt 1 && cmp -s '$T/pred.file' '$T/pred.stdin'"

# --predict and --per-message print p and logits as %.9g (attnkit(5)):
# with %.6f a logit of 1e100 was a 107-character number and a confident
# spam read p_spam 1.000000.
# (a model without its corpus's fingerprint: no split column)
sed -e 's/^b\t.*/b\t1e100/' -e '/^corpus_words_hash/d' -e '/^file_hash_/d' "$T/model" > "$T/b100"
t_run "--predict with b = 1e100" 0 attn-train -e "$EMB" --load "$T/b100" --predict "$COR"
t_ok "the logit is written 1e+100" sh -c "awk -F'\t' '!/^#/ && \$1 != \"line\" { n++; if (\$5 != \"1e+100\") bad = 1 } END { exit bad || !n }' '$T/out'"
sed -e 's/^b\t.*/b\t18/' -e '/^corpus_words_hash/d' -e '/^file_hash_/d' "$T/model" > "$T/b18"
t_run "--predict with b = 18" 0 attn-train -e "$EMB" --load "$T/b18" --predict "$COR"
t_ok "p_spam keeps its digits (not 1.000000)" sh -c "awk -F'\t' '!/^#/ && \$1 != \"line\" && \$4 ~ /^0\\.99999/ { f = 1 } END { exit !f }' '$T/out'"
