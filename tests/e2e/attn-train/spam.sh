# attn-train: the spam classifier end to end on the toy fixtures
# (tests/data/train-emb.tsv, tests/data/train-corpus.tsv): report, determinism,
# save/load/predict, top tokens, interventions, and every bad input.
. "$(dirname "$0")/../../lib.sh"
EMB=$DATA/train-emb.tsv
COR=$DATA/train-corpus.tsv
FAST="--epochs 200 --lr 0.05"

# --- help, version, usage errors (exit 2) ---
t_run "--help exits 0" 0 attn-train --help
t_ok "--help prints the synopsis on stdout" grep -q '^usage: attn-train -e EMB' "$T/out"
t_run "--version exits 0" 0 attn-train --version
t_ok "--version names the tool" grep -q '^attn-train (attnkit) ' "$T/out"
t_bad "no -e" 2 '^attn-train: --embeddings is required: the embeddings file$' attn-train "$COR"
t_run "unknown option" 2 attn-train --frobnicate -e "$EMB" "$COR"
t_bad "--epochs abc" 2 "attn-train: --epochs: 'abc' is not a whole number" attn-train -e "$EMB" --epochs abc "$COR"
t_bad "--lr 0" 2 "attn-train: --lr: '0' is out of range" attn-train -e "$EMB" --lr 0 "$COR"
t_bad "--test-frac 1" 2 "attn-train: --test-frac: '1' is out of range" attn-train -e "$EMB" --test-frac 1 "$COR"
t_bad "--test-frac nan" 2 "attn-train: --test-frac: 'nan' is not a finite number" attn-train -e "$EMB" --test-frac nan "$COR"
t_bad "--buckets not increasing" 2 "attn-train: --buckets: '9,5': edges must increase" attn-train -e "$EMB" --buckets 9,5 "$COR"
t_bad "--predict without --load" 2 '^attn-train: --predict needs --load$' attn-train -e "$EMB" --predict "$COR"
t_bad "two modes" 2 'exclude each other' attn-train -e "$EMB" --top 5 --intervene "$COR"
t_bad "two inputs" 2 '^attn-train: too many operands: at most 1 CORPUS$' attn-train -e "$EMB" "$COR" "$COR"
t_run "addr mode dispatches to the addressing task" 0 attn-train addr --help
t_ok "addr --help names its subcommands" grep -q 'attn-train addr gen' "$T/out"

# --- the report ---
t_run "report on the toy corpus" 0 attn-train -e "$EMB" $FAST "$COR"
cp "$T/out" "$T/report1"
t_ok "report header" grep -q '^model	split	bucket	n	spam	errors	accuracy	logloss	tp	fp	fn	tn	precision	recall	f1	roc_auc	pr_auc$' "$T/report1"
t_ok "report: provenance comment first" sh -c "head -1 '$T/report1' | grep -q '^# attn-train '"
acc() { awk -F'\t' -v m="$1" -v s="$2" -v b="$3" '$1==m && $2==s && $3==b {print $7}' "$4"; }
t_near "toy separable corpus: attention 100 % held out" "$(acc attention test all "$T/report1")" 1 0
t_near "toy separable corpus: attention 100 % on train" "$(acc attention train all "$T/report1")" 1 0
t_near "constant model: 15 ham of 20 held out" "$(acc constant test all "$T/report1")" 0.75 0
t_ok "buckets 1-9, 10-25, 26+ present" sh -c "cut -f3 '$T/report1' | grep -qx 26+ && cut -f3 '$T/report1' | grep -qx 10-25 && cut -f3 '$T/report1' | grep -qx 1-9"
t_ok "bucket counts add up to all" sh -c "awk -F'\t' '\$1==\"mean\" && \$2==\"test\" { if (\$3==\"all\") a=\$4; else s+=\$4 } END { exit !(a==s && a==20) }' '$T/report1'"
t_ok "no NaN or inf in the report" sh -c "! grep -qiE 'nan|inf' '$T/report1'"
t_run "same seed again" 0 attn-train -e "$EMB" $FAST "$COR"
t_cmp "same seed: byte-identical report" "$T/report1" "$T/out"
t_run "another seed" 0 attn-train -e "$EMB" $FAST --seed 2 "$COR"
t_ok "another seed: another split" sh -c "! diff -q '$T/report1' '$T/out' >/dev/null"
t_run "--buckets 5,10,20" 0 attn-train -e "$EMB" $FAST --buckets 5,10,20 "$COR"
t_ok "custom buckets named" sh -c "cut -f3 '$T/out' | grep -qx 6-10 && cut -f3 '$T/out' | grep -qx 21+"
t_run "report from stdin" 0 sh -c "attn-train -e '$EMB' $FAST < '$COR' | tail -n +2"
tail -n +2 "$T/report1" > "$T/report1.body"
t_cmp "stdin gives the same report" "$T/report1.body" "$T/out"

# CRLF line ends and a missing final newline change nothing
tr -d '\r' < "$COR" | sed 's/$/\r/' > "$T/crlf.tsv"
t_run "CRLF corpus" 0 sh -c "attn-train -e '$EMB' $FAST < '$T/crlf.tsv' | tail -n +2"
t_cmp "CRLF: same report" "$T/report1.body" "$T/out"
printf '%s' "$(cat "$COR")" > "$T/nofinal.tsv"
t_run "no final newline" 0 sh -c "attn-train -e '$EMB' $FAST < '$T/nofinal.tsv' | tail -n +2"
t_cmp "no final newline: nothing lost" "$T/report1.body" "$T/out"

# the areas of a row of one class (attn-train(1), Report): roc_auc '-'
# without spam or without ham; pr_auc '-' without spam, and 1 for spam
# only (scikit-learn's average_precision_score: every precision is 1)
printf 'word\td1\td2\naa\t1\t0\nbb\t0\t1\n' > "$T/e2.tsv"
i=0
while [ $i -lt 30 ]; do
	printf 'ham\tbb aa\nspam\taa aa\nham\t%s\nspam\t%s\n' "$(yes bb | head -15 | tr '\n' ' ')" "$(yes aa | head -30 | tr '\n' ' ')"
	i=$((i + 1))
done > "$T/oneclass.tsv"
t_run "buckets of one class" 0 attn-train -e "$T/e2.tsv" --epochs 1 -q "$T/oneclass.tsv"
t_ok "  ham only (10-25): both areas '-'" awk -F'\t' '$3 == "10-25" && $2 != "none" { n++; if ($5 != 0 || $16 != "-" || $17 != "-") bad = 1 } END { exit bad || n != 6 }' "$T/out"
t_ok "  spam only (26+): roc_auc '-', pr_auc 1" awk -F'\t' '$3 == "26+" && $2 != "none" { n++; if ($5 != $4 || $16 != "-" || $17 != 1) bad = 1 } END { exit bad || n != 6 }' "$T/out"
t_ok "  attn-train(1) says so" sh -c "tr '\n' ' ' < '$ATTNKIT_TOP/man/attn-train.1' | grep -q 'is .Ql - where a row lacks spam or ham, and .Ql pr_auc where it lacks spam'"

# messages without a known word are counted, not dropped
{ cat "$COR"; printf 'spam\tzork zork\nham\t\n'; } > "$T/empty-msgs.tsv"
t_run "messages with no known word" 0 attn-train -e "$EMB" $FAST "$T/empty-msgs.tsv"
t_ok "they are counted in the comment" grep -q '; 2 with no known token left out' "$T/out"
t_ok "and reported as split none" sh -c "awk -F'\t' '\$1==\"attention\" && \$2==\"none\" && \$3==\"all\" && \$4==2 && \$5==1' '$T/out' | grep -q ."

# --- save, load, predict ---
t_run "--save" 0 attn-train -e "$EMB" $FAST --save "$T/model.tsv" -o "$T/rep-saved.tsv" "$COR"
t_ok "model file: param value table with 2d+19 rows (the corpus's, the order-free and float32 embeddings' and the file's own fingerprints: two each)" sh -c "grep -v '^#' '$T/model.tsv' | awk -F'\t' 'NR==1 && \$0!=\"param\tvalue\" {exit 1} END {exit NR!=28}'"
# the predictions below on the training corpus, without the split column
# (attn-train-split.sh): a model saved without the corpus's fingerprint
grep -v '^corpus_words_hash\|^file_hash_' "$T/model.tsv" > "$T/model-nofp.tsv"
t_ok "model file records the training settings" sh -c "grep -q '^epochs	200$' '$T/model.tsv' && grep -q '^lr	0.050000000000000003$' '$T/model.tsv' && grep -q '^seed	1$' '$T/model.tsv'"
t_run "--load" 0 attn-train -e "$EMB" --load "$T/model.tsv" "$COR"
grep -v '^#' "$T/rep-saved.tsv" > "$T/a1"
grep -v '^#' "$T/out" > "$T/a2"
t_cmp "load(save(model)) gives the same report, mean baseline included" "$T/a1" "$T/a2"
t_run "--save with --seed 3" 0 attn-train -e "$EMB" $FAST --seed 3 --save "$T/model3.tsv" -o "$T/rep3.tsv" "$COR"
t_run "--load of a seed-3 model" 0 attn-train -e "$EMB" --load "$T/model3.tsv" "$COR"
grep -v '^#' "$T/rep3.tsv" > "$T/a1"
grep -v '^#' "$T/out" > "$T/a2"
t_cmp "a loaded model is scored on its own split" "$T/a1" "$T/a2"
t_run "--predict --per-token" 0 attn-train -e "$EMB" --load "$T/model-nofp.tsv" --predict --per-token "$COR"
cp "$T/out" "$T/pred1"
t_ok "predict header" grep -q '^line	label	p_spam	logit	pos	token	known	weight$' "$T/pred1"
t_ok "predict: weights of each message sum to 1" sh -c "awk -F'\t' 'NR>2 { s[\$1]+=\$8 } END { for (k in s) if (s[k] < 0.999999 || s[k] > 1.000001) exit 1 }' '$T/pred1'"
t_ok "predict: unknown token has weight 0" sh -c "awk -F'\t' '\$6==\"zork\" && (\$7!=0 || \$8!=0) {bad=1} \$6==\"zork\" {n++} END {exit bad || !n}' '$T/pred1'"
t_ok "predict: p_spam in [0,1], > 0.5 exactly for the spam lines here" sh -c "awk -F'\t' 'NR>2 && (\$3<0 || \$3>1 || ((\$3>0.5) != (\$2==\"spam\"))) {exit 1}' '$T/pred1'"
t_run "--predict --per-token again" 0 attn-train -e "$EMB" --load "$T/model-nofp.tsv" --predict --per-token "$COR"
t_cmp "predict is deterministic" "$T/pred1" "$T/out"
printf 'ham\t\n' > "$T/one-empty.tsv"
t_run "predict a message with no tokens" 0 attn-train -e "$EMB" --load "$T/model-nofp.tsv" --predict --per-token "$T/one-empty.tsv"
t_ok "one row, token '-', weight 0" sh -c "tail -n +3 '$T/out' | awk -F'\t' 'END {exit !(NR==1 && \$6==\"-\" && \$8==0)}'"

# the default: one line per message, raw text read as
# sms-vocab -t reads it; the three words with most weight, weights summed
# over a word's occurrences
t_run "--predict: one line per message" 0 attn-train -e "$EMB" --load "$T/model-nofp.tsv" --predict "$COR"
t_ok "predict: header" grep -qx 'line	label	predicted	p_spam	logit	token1	weight1	token2	weight2	token3	weight3	known	flag	message' "$T/out"
t_ok "predict: as many rows as messages, line = the file's line" sh -c "grep -v '^#' '$T/out' | awk -F'\t' 'NR > 1 && \$1 != NR - 1 { exit 1 } END { exit NR - 1 != $(grep -vc '^#' "$COR") }'"
t_ok "predict: the per-token p_spam of each line" sh -c "awk -F'\t' '!/^#/ && NR > 2 { p[\$1] = \$3 } END { for (k in p) print k, p[k] }' '$T/pred1' | sort > '$T/p1'; awk -F'\t' '!/^#/ && \$1 != \"line\" { print \$1, \$4 }' '$T/out' | sort > '$T/p2'; cmp -s '$T/p1' '$T/p2'"
t_ok "predict: predicted is spam exactly when p_spam > 0.5" sh -c "awk -F'\t' '!/^#/ && \$1 != \"line\" && ((\$4 > 0.5) != (\$3 == \"spam\")) { exit 1 }' '$T/out'"
# line 1 of the corpus by hand from the per-token rows: the weights of
# each word summed, the three largest, largest first
awk -F'\t' '!/^#/ && $1 == 1 && $7 == 1 { s[$6] += $8 } END { for (w in s) printf "%s\t%.9g\n", w, s[w] }' "$T/pred1" | sort -t"$(printf '\t')" -k2,2gr | head -3 | tr '\n' '\t' | sed 's/\t$//' > "$T/top-want"
awk -F'\t' '!/^#/ && $1 == 1 { printf "%s\t%s\t%s\t%s\t%s\t%s", $6, $7, $8, $9, $10, $11 }' "$T/out" > "$T/top-got"
t_ok "predict: the top three words of line 1 are the per-token weights summed (±1e-8)" awk -F'\t' 'NR == FNR { for (i = 1; i <= NF; i++) w[i] = $i; n = NF; next } { if (NF != n || n != 6) exit 1; for (i = 1; i <= NF; i++) if (i % 2 ? $i != w[i] : ($i - w[i] > 1e-8 || w[i] - $i > 1e-8)) exit 1 }' "$T/top-want" "$T/top-got"
printf 'spam\tWIN a Txt, call!\n' > "$T/raw.tsv"
printf 'spam\twin a txt call\n' > "$T/tok.tsv"
attn-train -e "$EMB" --load "$T/model-nofp.tsv" --predict "$T/tok.tsv" | grep -v '^#' | cut -f1-13 > "$T/pt"
t_run "predict: a raw message" 0 attn-train -e "$EMB" --load "$T/model-nofp.tsv" --predict "$T/raw.tsv"
grep -v '^#' "$T/out" | cut -f1-13 > "$T/pr"
t_cmp "predict: raw text is tokenized as sms-vocab -t does" "$T/pt" "$T/pr"
t_ok "predict: the message as given in the last column" sh -c "grep -v '^#' '$T/out' | awk -F'\t' 'NR == 2 { exit !(\$14 == \"WIN a Txt, call!\" && \$12 == 3 && \$13 == \"-\") }'"
printf 'WIN a Txt, call!\n' > "$T/plain.txt"
t_run "predict --unlabeled" 0 attn-train -e "$EMB" --load "$T/model-nofp.tsv" --predict --unlabeled "$T/plain.txt"
t_ok "predict --unlabeled: label -, the same numbers" sh -c "grep -v '^#' '$T/out' | cut -f1-13 | sed 's/^1\t-\t/1\tspam\t/' | cmp -s - '$T/pt'"
# a message with no known token is flagged: its p is the bias's alone
printf 'zzz qqq\n12345\n' > "$T/unk.txt"
t_run "predict: messages with no known token" 0 attn-train -e "$EMB" --load "$T/model-nofp.tsv" --predict --unlabeled "$T/unk.txt"
t_ok "predict: both flagged no-known-token, known 0, the same p" sh -c "grep -v '^#' '$T/out' | awk -F'\t' 'NR > 1 { n++; if (\$12 != 0 || \$13 != \"no-known-token\") bad = 1; p[\$4] = 1 } END { exit bad || n != 2 || length(p) != 1 }'"
# unlabeled text given without --unlabeled: the fix named, nothing on stdout
printf 'Call me when you get home\nOk, see you\n' > "$T/mine.txt"
t_bad "predict on unlabeled text names --unlabeled" 1 "mine\\.txt:1: no TAB between label and text \\(text without labels\\? read it with --unlabeled\\)$" \
    attn-train -e "$EMB" --load "$T/model-nofp.tsv" --predict "$T/mine.txt"
t_ok "predict: nothing on standard output before the error" test ! -s "$T/out"
printf 'ham\tok\nham\tfine\nno tab here\n' > "$T/late.txt"
t_bad "predict: an error on line 3" 1 "late\\.txt:3: no TAB" attn-train -e "$EMB" --load "$T/model-nofp.tsv" --predict "$T/late.txt"
t_ok "predict: lines 1 and 2 were not written either" test ! -s "$T/out"
t_bad "--per-token without --predict" 2 '^attn-train: --per-token needs --predict$' attn-train -e "$EMB" --per-token "$COR"

# a model must be used with the embeddings it was trained on
sed 's/^win	1	/win	1.5	/' "$EMB" > "$T/emb-other.tsv"
t_bad "model with other embedding values" 1 "^attn-train: .*model.tsv: the model was trained on other embeddings .*, other words or values\\)$" attn-train -e "$T/emb-other.tsv" --load "$T/model.tsv" --predict "$COR"
# an edited 'words' or 'dim' row is the edit's error (file and line of
# the fingerprint), not other embeddings' (15e-M2); without a file_hash
# (a file made by hand) the embeddings' check speaks as before
sed 's/^words\t16$/words\t17/' "$T/model.tsv" > "$T/words-model"
t_bad "an edited 'words' row: the file named as changed, with its line" 1 "^attn-train: .*words-model:$(grep -n '^file_hash_hi' "$T/model.tsv" | cut -d: -f1): the model file was changed after attn-train saved it" attn-train -e "$EMB" --load "$T/words-model" --predict "$COR"
sed 's/^dim\t4$/dim\t3/' "$T/model.tsv" > "$T/dim-model"
t_bad "an edited 'dim' row: the same, with other embeddings too" 1 "dim-model:[0-9]*: the model file was changed after" attn-train -e "$T/emb-other.tsv" --load "$T/dim-model" --predict "$COR"
sed 's/^words\t16$/words\t17/' "$T/model-nofp.tsv" > "$T/words-nofp"
t_bad "  without file_hash: other embeddings (17 words) named" 1 "words-nofp: the model was trained on other embeddings \\(17 words × 4\\)" attn-train -e "$EMB" --load "$T/words-nofp" --predict "$COR"
cut -f1-4 "$EMB" > "$T/emb-3.tsv"
t_bad "model with embeddings of another dimension" 1 "trained on other embeddings \\(16 words × 4\\)" attn-train -e "$T/emb-3.tsv" --load "$T/model.tsv" --predict "$COR"
t_bad "not a model file" 1 "not a spam model \\(header 'word d1" attn-train -e "$EMB" --load "$EMB" --predict "$COR"
printf 'param\tvalue\ndim\t4\n' > "$T/short-model"
t_bad "a model without its parameters" 1 "short-model: not a spam model: parameter 'words' is missing" attn-train -e "$EMB" --load "$T/short-model" --predict "$COR"
# a row cut or deleted is named (the row count was checked first: '21
# parameters, want 22', no name); a row more is named with its line; the
# whole model loads
head -n -1 "$T/model.tsv" > "$T/cut-model"
t_bad "a model cut at a line: the last row named" 1 "cut-model: not a spam model: parameter 'file_hash_lo' is missing \\(the file's last row: a copy cut short\\?\\)$" attn-train -e "$EMB" --load "$T/cut-model" --predict "$COR"
head -n -3 "$T/model.tsv" > "$T/cut-model"
t_bad "a model cut 3 lines short: the last parameter named" 1 "cut-model: not a spam model: parameter 'v4' is missing$" attn-train -e "$EMB" --load "$T/cut-model" --predict "$COR"
grep -v '^u2	' "$T/model.tsv" > "$T/nou2-model"
t_bad "a model without row u2: named" 1 "nou2-model: not a spam model: parameter 'u2' is missing$" attn-train -e "$EMB" --load "$T/nou2-model" --predict "$COR"
{ cat "$T/model.tsv"; printf 'extra\t1\n'; } > "$T/extra-model"
n=$(wc -l < "$T/extra-model")
t_bad "a model with a row more: named, with its line" 1 "extra-model:$n: not a spam model: unknown parameter 'extra' \\(a model of dimension 4 has dim, .*b, u1\\.\\.u4, v1\\.\\.v4, file_hash_hi/lo\\)$" attn-train -e "$EMB" --load "$T/extra-model" --predict "$COR"
{ cat "$T/model.tsv"; printf 'u5\t1\n'; } > "$T/u5-model"
t_bad "  u5 in a model of dimension 4" 1 "u5-model:$n: not a spam model: unknown parameter 'u5'" attn-train -e "$EMB" --load "$T/u5-model" --predict "$COR"
t_run "  the model itself loads" 0 attn-train -e "$EMB" --load "$T/model.tsv" --predict "$COR"
t_bad "--save and --load" 2 'exclude each other' attn-train -e "$EMB" --load "$T/model.tsv" --save "$T/m2.tsv" "$COR"

# --- top tokens ---
t_run "--top 6 --set all" 0 attn-train -e "$EMB" $FAST --top 6 --set all "$COR"
t_ok "top header" grep -q '^rank	word	mean_weight	count	total_weight$' "$T/out"
t_ok "the three most-attended spam tokens are spam words" sh -c "test \$(grep -v '^#' '$T/out' | sed -n '2,4p' | cut -f2 | grep -cE '^(call|claim|free|prize|txt|win)\$') -eq 3"
t_ok "top: ranked by mean weight" sh -c "grep -v '^#' '$T/out' | tail -n +2 | cut -f3 | sort -rn -c"

# --- interventions ---
t_run "--intervene" 0 attn-train -e "$EMB" $FAST --intervene --messages 10 "$COR"
t_ok "five interventions" sh -c "grep -v '^#' '$T/out' | tail -n +2 | cut -f1 | tr '\n' ' ' | grep -qx 'mask-max mask-mean mask-random patch-max patch-random '"
t_ok "on 10 messages" sh -c "grep -v '^#' '$T/out' | tail -n +2 | cut -f2 | sort -u | grep -qx 10"
t_ok "a verdict line" grep -q '^# verdict: masking the max-weight token \(moves\|does NOT move\)' "$T/out"
t_ok "toy: masking the max-weight token moves the logit most" grep -q '^# verdict: masking the max-weight token moves' "$T/out"
t_run "--intervene --set all --messages 1000" 0 attn-train -e "$EMB" $FAST --intervene --set all --messages 1000 "$COR"
t_ok "77 of the 80 messages have two or more known tokens" sh -c "grep -v '^#' '$T/out' | tail -n +2 | cut -f2 | sort -u | grep -qx 77"

# --- bad input (exit 1, one line, no partial -o file) ---
t_bad "missing corpus" 1 '^attn-train: /nonexistent: No such file' attn-train -e "$EMB" /nonexistent
t_bad "missing embeddings" 1 '^attn-train: /nonexistent: No such file' attn-train -e /nonexistent "$COR"
: > "$T/empty.tsv"
t_bad "empty corpus" 1 'empty.tsv: empty input: no messages' attn-train -e "$EMB" "$T/empty.tsv"
printf 'ham\thi mum\nspam win\n' > "$T/notab.tsv"
t_bad "line without TAB" 1 'notab.tsv:2: no TAB' attn-train -e "$EMB" "$T/notab.tsv"
printf 'ham\thi\tmum\n' > "$T/twotabs.tsv"
t_bad "two TABs" 1 'twotabs.tsv:1: more than one TAB' attn-train -e "$EMB" "$T/twotabs.tsv"
printf 'ham\thi mum\nmaybe\twin\n' > "$T/label.tsv"
t_bad "bad label" 1 "label.tsv:2: label 'maybe' is neither ham nor spam" attn-train -e "$EMB" "$T/label.tsv"
# a corpus labelled 1/0 (a new user's TSV) tokenized without --label-map:
# the message names the option that maps the labels
printf 'spam\tfree win\n1\tfree call\n' > "$T/label01.tsv"
# the labels of the lines before kept by the map (a map without '*'
# reads only the labels it lists: 1=spam,0=ham alone refused line 1's spam)
t_bad "labels 1 and 0 after spam: the fix named, spam kept" 1 "label01.tsv:2: label '1' is neither ham nor spam \(tokenize the corpus with sms-vocab -t --label-map 1=spam,0=ham,spam=spam\)$" attn-train -e "$EMB" "$T/label01.tsv"
t_run "  the sms-vocab -t named reads the corpus" 0 sms-vocab -t --label-map 1=spam,0=ham,spam=spam "$T/label01.tsv"
t_ok "  spam, spam" test "$(grep -v '^#' "$T/out" | cut -f1 | tr '\n' ' ')" = "spam spam "
printf '1\tfree win\nspam\tfree call\n' > "$T/label10.tsv"
t_bad "  1 first, no line before: the map alone (the rest unread)" 1 "label10.tsv:1: .*--label-map 1=spam,0=ham\)$" attn-train -e "$EMB" "$T/label10.tsv"
# 'Spam' typed by hand among spam and ham: the map named keeps spam and
# ham (a map without '*' reads only the labels it lists); its sms-vocab
# -t, followed, reads the corpus
printf 'spam\tfree win\nham\thi mum\nSpam\tfree call\n' > "$T/labelcase.tsv"
t_bad "label 'Spam': the map keeps spam and ham" 1 "labelcase.tsv:3: label 'Spam' is neither ham nor spam \(tokenize the corpus with sms-vocab -t --label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham\)$" attn-train -e "$EMB" "$T/labelcase.tsv"
t_run "  the sms-vocab -t named reads the corpus" 0 sms-vocab -t --label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham "$T/labelcase.tsv"
# 'spam' with a no-break space (a spreadsheet's cell; 13a-M5: was
# 'neither ham nor spam' and the placeholder map): the space by its code
# point, the sed that drops it run; a word no space makes a label stays
printf 'ham\thi mum\nspam\302\240\tfree call\n\342\200\213ham \tok\n' > "$T/nbsp.tsv"
t_bad "label 'spam'+U+00A0: the space named, its sed" 1 "nbsp.tsv:2: label 'spam.*' is 'spam' with a space around it, U\\+00A0 NO-BREAK SPACE .*drop the spaces around the labels: sed .* $T/nbsp.tsv > FILE.tsv$" attn-train -e "$EMB" "$T/nbsp.tsv"
sed 's/^[^[:alnum:]\t]*\(spam\|ham\)[^[:alnum:]\t]*\t/\1\t/' "$T/nbsp.tsv" > "$T/nbsp2.tsv"
t_ok "  its sed: the labels bare" test "$(cut -f1 "$T/nbsp2.tsv" | tr '\n' ' ')" = "ham spam ham "
printf 'ham\thi mum\nspammy\302\240\tfree call\n' > "$T/nbsp3.tsv"
t_bad "  'spammy'+U+00A0: no label, the usual message" 1 "nbsp3.tsv:2: label 'spammy.*' is neither ham nor spam" attn-train -e "$EMB" "$T/nbsp3.tsv"
# unlabelled token lines (sms-vocab --unlabeled -t writes label '-'): no
# map fixes them, training needs labels; --predict --unlabeled is named
printf -- '-\twin cash\n-\thi mum\n' > "$T/unl.tok"
t_bad "label '-': unlabelled tokens, --predict --unlabeled named" 1 \
    "unl\.tok:1: label '-' is sms-vocab --unlabeled's \(no label\): training needs labelled token lines \(sms-vocab -t of a labelled corpus\); unlabelled text is scored by attn-train --load MODEL --predict --unlabeled$" \
    attn-train -e "$EMB" "$T/unl.tok"
# some lines labelled '-' among spam and ham (sms-vocab --label-map
# '1.0=spam,0.0=ham,=-' of pandas' NaN labels, as its own hint says): not
# an unlabelled file: how many, at the first, with the awk that drops them
printf 'spam\twin cash\n-\thi mum\nham\tsee you\n-\tok\n' > "$T/unl2.tok"
t_bad "'-' among spam and ham: counted, the lines to drop named" 1 \
    "^attn-train: $T/unl2\\.tok:2: label '-' \\(no label: sms-vocab writes it for --label-map's '=-', a missing label, and for --unlabeled\\) on 2 of the 4 token lines, the others spam or ham: training needs every line labelled: drop those 2 lines \\(awk -F'\\\\t' '\\\$1 != \"-\"' $T/unl2\\.tok > FILE\\.tsv\\), or label them with sms-vocab -t, '=ham' or '=spam' in --label-map in place of '=-'$" \
    attn-train -e "$EMB" "$T/unl2.tok"
printf -- '-\twin cash\nspam\twin cash\nham\thi mum\n' > "$T/unl3.tok"
t_bad "  one '-', on line 1, before them: the same" 1 "unl3\\.tok:1: label '-' \\(no label: .*\\) on 1 of the 3 token lines, the others spam or ham: training needs every line labelled: drop that line \\(awk .*, or label it with sms-vocab -t" attn-train -e "$EMB" "$T/unl3.tok"
{ cat "$COR"; printf -- '-\twin cash\n-\thi mum\n'; } > "$T/unl5.tok"
t_bad "  the corpus with 2 lines '-' at its end" 1 "unl5\\.tok:$(($(wc -l < "$COR") + 1)): label '-' \\(no label: .*\\) on 2 of the $(($(wc -l < "$COR") + 2)) token lines" attn-train -e "$EMB" "$T/unl5.tok"
awk -F'\t' '$1 != "-"' "$T/unl5.tok" > "$T/unl5-lab.tok"
t_run "  the awk named drops them: trained" 0 attn-train -e "$EMB" --epochs 2 -o "$T/unl5.tsv" "$T/unl5-lab.tok"
printf 'spam\twin\n-\thi\nmaybe\twin\n' > "$T/unl4.tok"
t_bad "  a bad label after them: its own error first" 1 "unl4\\.tok:3: label 'maybe' is neither ham nor spam" attn-train -e "$EMB" "$T/unl4.tok"
# a header line first (column names): dropped with sed, not mapped; the
# same names below line 1 are a label for the map
printf 'label\ttokens\nspam\twin cash\nham\thi mum\n' > "$T/head.tok"
t_bad "a header first: sed 1d named" 1 \
    "head\.tok:1: 'label\\\\ttokens' is a header \(column names\), not a token line: drop it \(sed 1d .*head\.tok\)$" \
    attn-train -e "$EMB" "$T/head.tok"
{ echo '# sms-vocab -t x (attnkit 0.1.0)'; printf 'v1\tv2\nspam\twin\n'; } > "$T/head2.tok"
t_bad "  after the provenance line: sed 2d" 1 "head2\.tok:2: 'v1\\\\tv2' is a header \(column names\), not a token line: drop it \(sed 2d " \
    attn-train -e "$EMB" "$T/head2.tok"
printf 'spam\twin cash\nlabel\ttokens\n' > "$T/head3.tok"
t_bad "  on line 2: a label, the map named" 1 "head3\.tok:2: label 'label' is neither ham nor spam \(tokenize the corpus with sms-vocab -t --label-map SPAMLABEL=spam,HAMLABEL=ham\)$" \
    attn-train -e "$EMB" "$T/head3.tok"
printf 'ham\thi\nspam\twin\000 txt\n' > "$T/nul.tsv"
t_bad "NUL byte" 1 'nul.tsv:2: NUL byte' attn-train -e "$EMB" "$T/nul.tsv"
printf 'ham\thi\nham\tmum \377\n' > "$T/utf8.tsv"
t_bad "invalid UTF-8" 1 'utf8.tsv:2: invalid UTF-8' attn-train -e "$EMB" "$T/utf8.tsv"
sed 's/^win	1	/win	nan	/' "$EMB" > "$T/emb-nan.tsv"
t_bad "NaN in embeddings" 1 'emb-nan.tsv:4: field 2 .* not a finite decimal number' attn-train -e "$T/emb-nan.tsv" "$COR"
sed 's/^win	1	/win	inf	/' "$EMB" > "$T/emb-inf.tsv"
t_bad "inf in embeddings" 1 'emb-inf.tsv:4: field 2 .* not a finite decimal number' attn-train -e "$T/emb-inf.tsv" "$COR"
grep '^ham' "$COR" > "$T/hamonly.tsv"
t_bad "a corpus of one class: the corpus named, not the split" 1 "hamonly.tsv: no spam message in the corpus \\([0-9]+ messages with a known token, all ham\\): a classifier needs both classes: the other filtered out, or its labels read as this one's \\(sms-vocab -t --label-map\\)\\?\$" attn-train -e "$EMB" "$T/hamonly.tsv"
grep '^spam' "$COR" > "$T/spamonly.tsv"
t_bad "  all spam, a block too" 1 "spamonly.tsv: no ham message in the corpus \\([0-9]+ messages with a known token, all spam\\)" attn-train -e "$EMB" --model block --epochs 1 "$T/spamonly.tsv"
printf 'ham\tzork\nspam\tqux quux\n' > "$T/unknown.tsv"
t_bad "no known word at all: empty training split" 1 'unknown.tsv: the training split is empty: none of the 2 messages has a token in the embeddings \(3 of 3 tokens unknown\): vectors of the corpus.s own words' attn-train -e "$EMB" "$T/unknown.tsv"
printf 'ham\thi\nspam\twin\n' > "$T/two.tsv"
t_bad "two messages, both held out" 1 'two.tsv: the training split is empty: 2 of the 2 messages have a token in the embeddings \(0 of 2 tokens unknown\), and the test split \(--test-frac\) takes them all: vectors that cover more of the corpus, or a smaller --test-frac$' attn-train -e "$EMB" --test-frac 0.9 "$T/two.tsv"
t_bad "no partial -o file on error" 1 'notab.tsv:2: no TAB' attn-train -e "$EMB" -o "$T/never.tsv" --save "$T/never-model.tsv" "$T/notab.tsv"
t_ok "-o file absent" test ! -e "$T/never.tsv"
t_ok "no temporary file left" sh -c "! ls '$T' | grep -q '^never'"
t_bad "-o onto the corpus" 2 'output would overwrite an input' attn-train -e "$EMB" -o "$COR" "$COR"
printf 'x\thi there\nx hi\n' > "$T/pred-bad.tsv"
t_bad "predict: line without TAB" 1 'pred-bad.tsv:2: no TAB between label and text' attn-train -e "$EMB" --load "$T/model.tsv" --predict -o "$T/pred-never.tsv" "$T/pred-bad.tsv"
t_ok "predict: no partial -o file" test ! -e "$T/pred-never.tsv"

# --- interventions, one row per message ---
t_run "--intervene --per-message" 0 attn-train -e "$EMB" $FAST --intervene --per-message --messages 7 "$COR"
t_ok "per-message: 5 rows for each of 7 messages" sh -c "grep -v '^#' '$T/out' | tail -n +2 | wc -l | grep -qx 35"
t_ok "per-message: mask-max has the largest weight of its message" sh -c "grep -v '^#' '$T/out' | awk -F'\t' 'NR>1 && \$4==\"mask-max\" {m[\$1]=\$7} NR>1 && \$4!=\"mask-max\" {o[\$1]=\$7>o[\$1]?\$7:o[\$1]} END {for (k in m) if (o[k] > m[k]) exit 1}'"
t_ok "per-message: patching names a control line, masking none" sh -c "grep -v '^#' '$T/out' | awk -F'\t' 'NR>1 && ((\$4 ~ /^patch/) != (\$8 > 0)) {exit 1}'"

# --- numbers too large for finite arithmetic are refused, never NaN ---
sed 's/^win	1	0.2	0.1	0/win	1e308	1e308	1e308	1e308/' "$EMB" > "$T/emb-huge.tsv"
t_bad "embedding value 1e308" 1 "emb-huge.tsv:4: word 'win': value 1e\\+308 \\(column 2\\) is too large" attn-train -e "$T/emb-huge.tsv" "$COR"
sed 's/^win	1	0.2	0.1	0/win	1e100	1e100	-1e100	1e100/; s/^hi	-1	/hi	-1e100	/' "$EMB" > "$T/emb-big.tsv"
t_run "embedding values of 1e100 are still fine" 0 attn-train -e "$T/emb-big.tsv" --intervene --set all "$COR"
t_ok "  and give no NaN or inf" sh -c "! grep -qiE 'nan|inf' '$T/out'"

# --- progress on stderr only when it is a terminal, and not with -q ---
if command -v script > /dev/null 2>&1; then
	script -qc "attn-train -e '$EMB' --epochs 3 -o '$T/tty.tsv' '$COR'" "$T/tty1" > /dev/null 2>&1 || true
	t_ok "progress on a terminal: epoch, loss, train accuracy" grep -q 'training attention 3/3 epochs, loss [0-9.]*, train accuracy [0-9.]*' "$T/tty1"
	script -qc "attn-train -q -e '$EMB' --epochs 3 -o '$T/tty.tsv' '$COR'" "$T/tty2" > /dev/null 2>&1 || true
	t_ok "-q: no progress on a terminal" sh -c "! grep -q 'attention epoch' '$T/tty2'"
else
	t_skip "progress on a terminal" "script(1) is not installed"
fi
t_run "no progress when stderr is not a terminal" 0 attn-train -e "$EMB" --epochs 3 "$COR"
t_ok "  stderr is empty" test ! -s "$T/err"
t_bad "-o and --save on one file" 2 "^attn-train: --output '.*same.tsv' and --save '.*same.tsv' name the same file: one would replace the other$" attn-train -e "$EMB" -o "$T/same.tsv" --save "$T/same.tsv" "$COR"
t_ok "  and nothing written" test ! -e "$T/same.tsv"

# --- interventions that cannot be run ---
printf 'ham\thi\nspam\twin\nham\tmum\nspam\ttxt\nham\tlunch\n' > "$T/short.tsv"
t_bad "--intervene: no message of two known tokens" 1 'short.tsv: no message with two or more known tokens' attn-train -e "$EMB" --intervene --set all "$T/short.tsv"
t_ok "  nothing on stdout" test ! -s "$T/out"
printf 'ham\thi mum\nspam\twin\nham\tmum ok\nspam\ttxt\nham\tlunch ok\n' > "$T/oneclass.tsv"
t_bad "--intervene: one class in the set" 1 'oneclass.tsv: activation patching needs messages of both classes' attn-train -e "$EMB" --intervene --test-frac 0.2 "$T/oneclass.tsv"
t_ok "  nothing on stdout" test ! -s "$T/out"
t_run "--intervene on the toy set" 0 attn-train -e "$EMB" $FAST --intervene "$COR"
t_ok "verdict counts paired wins" grep -qE '^# verdict: .*larger on [0-9]+ and [0-9]+ of [0-9]+ messages' "$T/out"
