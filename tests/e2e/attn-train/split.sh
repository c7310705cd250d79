#!/bin/sh
# The held-out split on the record (attn-train(1) --split-out, --predict's
# split column): --split-out writes each message's line, label and split,
# as many test rows as the report's held-out n; a model saved records its
# corpus's fingerprint, and --predict on that file writes the same split
# per line (also per token), on any other file, standard input, a pipe
# or a FIFO none (read once); a model saved before
# the fingerprint existed still loads (no column), a block model as the
# pooling head; --split-out with --predict or --splits is a usage error.  (Against sklearn on the real
# corpus: attn-train-metrics.sh.)
. "$(dirname "$0")/../../lib.sh"

E="$DATA/train-emb.tsv" COR="$DATA/train-corpus.tsv"
t_run "train, --save and --split-out" 0 attn-train -e "$E" --seed 4 --save "$T/m.tsv" --split-out "$T/s.tsv" -o "$T/rep.tsv" "$COR"
t_ok "--split-out: provenance, header" sh -c "head -1 '$T/s.tsv' | grep -q '^# attn-train .*--split-out' && sed -n 2p '$T/s.tsv' | grep -qx 'line	label	split'"
n=$(grep -vc '^#' "$COR")
t_ok "--split-out: a row per message ($n)" test "$(tail -n +3 "$T/s.tsv" | wc -l)" -eq "$n"
nt=$(awk -F'\t' '$1 == "attention" && $2 == "test" && $3 == "all" { print $4 }' "$T/rep.tsv")
t_ok "--split-out: as many test rows as the report's held-out n ($nt)" \
    test "$(awk -F'\t' '$3 == "test"' "$T/s.tsv" | wc -l)" -eq "$nt"
t_ok "--split-out: the labels are the corpus's, line by line" \
    sh -c "awk -F'\t' '!/^#/ { print NR \"\t\" \$1 }' '$COR' > '$T/lab' && awk -F'\t' 'NR > 2 { print \$1 \"\t\" \$2 }' '$T/s.tsv' | cmp -s - '$T/lab'"
t_ok "the model records its corpus" grep -q '^corpus_words_hash_hi	[0-9]' "$T/m.tsv"
t_run "--predict on the training file" 0 attn-train -e "$E" --load "$T/m.tsv" --predict -o "$T/p.tsv" "$COR"
t_ok "--predict: the split column after the label" grep -q '^line	label	split	predicted	' "$T/p.tsv"
awk -F'\t' '!/^#/ && $1 != "line" { print $1 "\t" $2 "\t" $3 }' "$T/p.tsv" > "$T/ps"
tail -n +3 "$T/s.tsv" > "$T/ss"
t_cmp "--predict's split column = --split-out's" "$T/ss" "$T/ps"
t_run "--predict --per-token on the training file" 0 attn-train -e "$E" --load "$T/m.tsv" --predict --per-token "$COR"
t_ok "--per-token: the split column too" grep -q '^line	label	split	p_spam	logit	pos	token	known	weight$' "$T/out"
t_ok "--per-token: each row's split is its line's" sh -c "awk -F'\t' 'NR == FNR { s[\$1] = \$3; next } !/^#/ && \$1 != \"line\" && s[\$1] != \$3 { bad = 1 } END { exit bad }' '$T/ss' '$T/out'"
head -40 "$COR" > "$T/other.tsv"
t_run "--predict on another file" 0 attn-train -e "$E" --load "$T/m.tsv" --predict "$T/other.tsv"
t_ok "another file: no split column" grep -q '^line	label	predicted	' "$T/out"
t_run "--predict on standard input" 0 sh -c "attn-train -e '$E' --load '$T/m.tsv' --predict < '$COR'"
t_ok "standard input: no split column (not the file, as far as can be told)" grep -q '^line	label	predicted	' "$T/out"
grep -v '^#' "$T/out" > "$T/stdin-rows"
# a pipe or a FIFO given by name is read once, as standard input is: the
# split look-up reads a regular file only (a first read of a pipe left
# the predictions nothing; of a FIFO, waited on an open no writer
# answered)
t_run "--predict on /dev/stdin (a pipe)" 0 sh -c "cat '$COR' | attn-train -e '$E' --load '$T/m.tsv' --predict /dev/stdin"
grep -v '^#' "$T/out" > "$T/rows" || :
t_cmp "/dev/stdin: standard input's rows" "$T/stdin-rows" "$T/rows"
mkfifo "$T/ff"
t_run "--predict on a FIFO" 0 sh -c "cat '$COR' > '$T/ff' & timeout 60 attn-train -e '$E' --load '$T/m.tsv' --predict '$T/ff'; rc=\$?; wait; exit \$rc"
grep -v '^#' "$T/out" > "$T/rows" || :
t_cmp "a FIFO: standard input's rows" "$T/stdin-rows" "$T/rows"
grep -v '^corpus_words_hash\|^file_hash_' "$T/m.tsv" > "$T/old.tsv"
t_run "a model without the corpus's fingerprint loads" 0 attn-train -e "$E" --load "$T/old.tsv" --predict "$COR"
t_ok "no fingerprint: no split column" grep -q '^line	label	predicted	' "$T/out"
grep -v '^corpus_words_hash_lo' "$T/m.tsv" > "$T/half.tsv"
t_bad "one half of the fingerprint" 1 "half\.tsv: not a model: corpus_words_hash_hi and corpus_words_hash_lo go together" attn-train -e "$E" --load "$T/half.tsv" --predict "$COR"
t_bad "--split-out with --predict" 2 "^attn-train: --split-out: not with --predict: a run has one split \(--predict's split column says it for the training file\)$" attn-train -e "$E" --load "$T/m.tsv" --predict --split-out "$T/x.tsv" "$COR"
t_bad "--split-out with --splits" 2 "^attn-train: --split-out: not with --splits: a run has one split" attn-train -e "$E" --splits 2 --split-out "$T/x.tsv" "$COR"
t_bad "--split-out = -o" 2 "^attn-train: --output .*y.tsv. and --split-out .*y.tsv. name the same file" attn-train -e "$E" --split-out "$T/y.tsv" -o "$T/y.tsv" "$COR"

# A block model records the fingerprint too: --predict on its training
# file has the same split column, the split --split-out writes; a block
# file written before it (no corpus rows) still loads, without the column
t_run "block: train, --save and --split-out" 0 attn-train -e "$E" --model block --epochs 2 --seed 4 --save "$T/b.tsv" --split-out "$T/bs.tsv" -o /dev/null "$COR"
t_ok "block: the model records its corpus" grep -q '^corpus_words_hash_hi	[0-9]' "$T/b.tsv"
tail -n +3 "$T/bs.tsv" > "$T/bss"
t_cmp "block --split-out = the pooling head's (same --seed)" "$T/ss" "$T/bss"
t_run "block: --predict on the training file" 0 attn-train -e "$E" --load "$T/b.tsv" --predict -o "$T/bp.tsv" "$COR"
t_ok "block --predict: the split column after the label" grep -q '^line	label	split	predicted	' "$T/bp.tsv"
awk -F'\t' '!/^#/ && $1 != "line" { print $1 "\t" $2 "\t" $3 }' "$T/bp.tsv" > "$T/bps"
t_cmp "block --predict's split column = --split-out's" "$T/bss" "$T/bps"
t_run "block: --predict on standard input" 0 sh -c "attn-train -e '$E' --load '$T/b.tsv' --predict < '$COR'"
grep -v '^#' "$T/out" > "$T/stdin-rows"
t_ok "block, standard input: no split column" grep -q '^line	label	predicted	' "$T/stdin-rows"
t_run "block: --predict on a FIFO" 0 sh -c "cat '$COR' > '$T/ff' & timeout 60 attn-train -e '$E' --load '$T/b.tsv' --predict '$T/ff'; rc=\$?; wait; exit \$rc"
grep -v '^#' "$T/out" > "$T/rows" || :
t_cmp "block, a FIFO: standard input's rows" "$T/stdin-rows" "$T/rows"
grep -v '^corpus_words_hash\|^file_hash_' "$T/b.tsv" > "$T/bold.tsv"
t_run "a block model without the fingerprint loads" 0 attn-train -e "$E" --load "$T/bold.tsv" --predict "$COR"
t_ok "block, no fingerprint: no split column" grep -q '^line	label	predicted	' "$T/out"

# --load's report, --top/--intervene of --set test or train and
# --split-out use the model's split: on a corpus other than the one its
# fingerprint names they are refused (a split drawn anew from a prefix
# called messages the model trained on 'test'), naming --predict or
# --set all; the same corpus with a comment line more is the same
# corpus; a model without the fingerprint says it cannot tell
t_run "--load: the report on the model's corpus" 0 attn-train -e "$E" --load "$T/m.tsv" -o "$T/lrep.tsv" "$COR"
{ echo '# a comment'; cat "$COR"; } > "$T/commented.tsv"
t_run "--load: the same corpus with a comment line more" 0 attn-train -e "$E" --load "$T/m.tsv" -o "$T/lrep2.tsv" "$T/commented.tsv"
grep -v '^#' "$T/lrep.tsv" > "$T/lr1"; grep -v '^#' "$T/lrep2.tsv" > "$T/lr2"
t_cmp "  the same report rows" "$T/lr1" "$T/lr2"
t_bad "--load: the report on a prefix of its corpus" 1 "^attn-train: .*other\.tsv: not the corpus .*m\.tsv was trained on \(the fingerprint it records, corpus_words_hash_hi/lo, is another's: other messages, labels or tokens\): the report would draw the split anew from it: its held-out messages could be ones the model was trained on; score each message with --predict \(its label beside p_spam\), or train on it \(no --load\)$" \
    attn-train -e "$E" --load "$T/m.tsv" -o "$T/orep.tsv" "$T/other.tsv"
t_ok "  no report left" test ! -e "$T/orep.tsv"
t_bad "--load --top of --set test on it" 1 "--top's --set test would draw the split anew .*; --set all takes every message$" \
    attn-train -e "$E" --load "$T/m.tsv" --top 3 --min-count 1 "$T/other.tsv"
t_bad "--load --intervene --set train on it" 1 "--intervene's --set train would draw the split anew" \
    attn-train -e "$E" --load "$T/m.tsv" --intervene --set train "$T/other.tsv"
t_run "--load --top --set all on it" 0 attn-train -e "$E" --load "$T/m.tsv" --top 3 --min-count 1 --set all "$T/other.tsv"
t_bad "--load --top --set all --split-out on it" 1 "--split-out would draw the split anew .*; --split-out needs the corpus the model was trained on$" \
    attn-train -e "$E" --load "$T/m.tsv" --top 3 --min-count 1 --set all --split-out "$T/os.tsv" "$T/other.tsv"
t_run "--load of a model without the fingerprint: the report" 0 attn-train -e "$E" --load "$T/old.tsv" -o /dev/null "$T/other.tsv"
t_ok "  said: it cannot tell" grep -q "^attn-train: warning: .*old\.tsv records no fingerprint of its corpus (a file saved before models recorded it): the held-out set is the split of --seed 4 drawn from .*other\.tsv, the model's own only if" "$T/err"
t_bad "block --load: the report on a prefix of its corpus" 1 "^attn-train: .*other\.tsv: not the corpus .*b\.tsv was trained on .*the report would draw the split anew" \
    attn-train -e "$E" --load "$T/b.tsv" -o /dev/null "$T/other.tsv"
t_run "block --load: the report on its corpus" 0 attn-train -e "$E" --load "$T/b.tsv" -o /dev/null "$COR"

# a model file's own fingerprint (file_hash_hi/lo, the file's last rows):
# an edited seed or test_frac drew another split, whose 'test' messages
# the model had trained on (exit 0, said nothing); an edited heads,
# residual, pe or pool loaded another model.  The file as saved, a copy
# with CRLF line ends or another comment line (the same rows) load; a
# file without the rows (saved before, or made by hand) loads as before
fp_re="the model file was changed after attn-train saved it: its rows no longer give its fingerprint file_hash_hi/lo: .*seed and test_frac drew the held-out set"
t_ok "the model records its own fingerprint last" sh -c "tail -2 '$T/m.tsv' | cut -f1 | tr '\n' ' ' | grep -qx 'file_hash_hi file_hash_lo '"
sed 's/^seed\t4$/seed\t5/' "$T/m.tsv" > "$T/ed.tsv"
line=$(grep -n '^file_hash_hi' "$T/ed.tsv" | cut -d: -f1)
t_bad "--load of a model whose seed was edited" 1 "^attn-train: .*ed\.tsv:$line: $fp_re" \
    attn-train -e "$E" --load "$T/ed.tsv" --split-out "$T/es.tsv" -o "$T/erep.tsv" "$COR"
t_ok "  no report, no split left" sh -c "test ! -e '$T/erep.tsv' && test ! -e '$T/es.tsv'"
sed 's/^test_frac\t.*/test_frac\t0.5/' "$T/m.tsv" > "$T/ed.tsv"
t_bad "--predict with a model whose test_frac was edited" 1 "ed\.tsv:$line: $fp_re" \
    attn-train -e "$E" --load "$T/ed.tsv" --predict "$COR"
# the edge: the same number written otherwise is the same row
sed 's/^seed\t4$/seed\t4.0/' "$T/m.tsv" > "$T/ed.tsv"
t_run "the seed written 4.0: the same row, loads" 0 attn-train -e "$E" --load "$T/ed.tsv" --predict "$COR"
{ echo '# copied'; sed 's/$/\r/' "$T/m.tsv"; } > "$T/crlf.tsv"
t_run "the file with CRLF line ends and a comment more loads" 0 attn-train -e "$E" --load "$T/crlf.tsv" -o "$T/crep.tsv" "$COR"
grep -v '^#' "$T/crep.tsv" > "$T/cr1"
t_cmp "  the report of the file as saved" "$T/lr1" "$T/cr1"
grep -v '^file_hash_' "$T/m.tsv" | sed 's/^seed\t4$/seed\t5/' > "$T/hand.tsv"
t_run "a file without file_hash_hi/lo (made by hand, or saved before) loads" 0 attn-train -e "$E" --load "$T/hand.tsv" --predict "$T/other.tsv"
for s in "heads 2" "residual 0" "pe 1" "pool 1"; do
	set -- $s
	awk -v n="$1" -v v="$2" 'BEGIN { FS = OFS = "\t" } $1 == n { $2 = v } { print }' "$T/b.tsv" > "$T/bed.tsv"
	cmp -s "$T/b.tsv" "$T/bed.tsv" && t_fail "block model: $1 $2" "no $1 row changed"
	t_bad "block model with $1 edited to $2" 1 "bed\.tsv:[0-9]+: $fp_re" \
	    attn-train -e "$E" --load "$T/bed.tsv" --predict "$COR"
done

# seeds of 2^53 and more (15e-W3): a model file's rows are read as
# doubles, and 2^53 + 1 read as 2^53 (another split, exit 0).  Above 2^53
# - 1 the file adds 'seed_lo', the seed's low 32 bits, and the reader
# joins the two: the split is the training's at 2^53 - 1 (no seed_lo, the
# file as before), 2^53 + 1 (the pooling head and the block) and 2^63 - 1
split_of() {	# MODEL: --predict's split column = the training's
	awk -F'\t' '!/^#/ && $1 != "line" { print $1 "\t" $2 "\t" $3 }' "$T/out" > "$T/sp_got"
	tail -n +3 "$2" > "$T/sp_want"
	t_cmp "$1: --predict's split = --split-out's" "$T/sp_want" "$T/sp_got"
}
for s in 9007199254740991 9007199254740993 9223372036854775807; do
	t_run "--seed $s --save" 0 attn-train -q -e "$E" --seed $s --epochs 1 --save "$T/s$s.tsv" --split-out "$T/ss$s.tsv" -o /dev/null "$COR"
	t_run "  --load --predict" 0 attn-train -q -e "$E" --load "$T/s$s.tsv" --predict "$COR"
	split_of "  seed $s" "$T/ss$s.tsv"
done
t_ok "2^53 - 1: no seed_lo row (the file as before)" sh -c "! grep -q '^seed_lo' '$T/s9007199254740991.tsv'"
t_ok "2^53 + 1: seed_lo 1 after seed" sh -c "grep -A1 '^seed	' '$T/s9007199254740993.tsv' | tr '\n' ' ' | grep -qx 'seed	9007199254740993 seed_lo	1 '"
t_run "--seed 2^53 --split-out" 0 attn-train -q -e "$E" --seed 9007199254740992 --epochs 1 --split-out "$T/ss2p53.tsv" -o /dev/null "$COR"
t_ok "  its split is not 2^53 + 1's (the check above can fail)" sh -c "! cmp -s '$T/ss2p53.tsv' '$T/ss9007199254740993.tsv'"
t_run "block --seed 2^53 + 1 --save" 0 attn-train -q -e "$E" --model block --seed 9007199254740993 --epochs 1 --save "$T/bs53.tsv" -o /dev/null "$COR"
t_run "  --load --predict" 0 attn-train -q -e "$E" --load "$T/bs53.tsv" --predict "$COR"
split_of "  block seed 2^53 + 1" "$T/ss9007199254740993.tsv"
# a file of an older attn-train: seed 2^53 (or 2^53 + 1 written) without
# seed_lo cannot say which: refused at its line
grep -v '^seed_lo\|^file_hash' "$T/s9007199254740993.tsv" > "$T/old53.tsv"
line=$(grep -n '^seed	' "$T/old53.tsv" | cut -d: -f1)
t_bad "a seed of 2^53 + 1 without seed_lo (an older file): refused" 1 \
    "^attn-train: .*old53\.tsv:$line: parameter 'seed': 9007199254740992 is 2\^53 or more, .*no seed_lo .*train it again$" \
    attn-train -q -e "$E" --load "$T/old53.tsv" --predict "$COR"
grep -v '^file_hash' "$T/s9007199254740993.tsv" | sed 's/^seed_lo\t1$/seed_lo\t2/' > "$T/lo2.tsv"
t_bad "seed_lo 2 beside 2^53 + 1 (made by hand): refused" 1 \
    "lo2\.tsv:[0-9]+: parameter 'seed_lo': 2 is not the low 32 bits of a seed that 'seed' \(9007199254740992\) rounds" \
    attn-train -q -e "$E" --load "$T/lo2.tsv" --predict "$COR"
echo "1..$t_num"
