#!/bin/sh
# attn-train on bad input, spam mode and addr: one line naming the file and
# line (a value out of range, a model of the other kind, a split that cannot
# be trained), exit 1 (2 for usage); never a write error dropped, a report
# of numbers it does not have, two tables on one stream, or a crash.
. "$(dirname "$0")/../../lib.sh"
EMB=$DATA/train-emb.tsv
COR=$DATA/train-corpus.tsv

# attn-train -o DEVICE: a device is written in place (no rename), and its
# write error used to be dropped at exit: exit 0 with nothing written
if [ -w /dev/full ]; then
	for m in "" "--top 3" "--intervene --messages 3" "--splits 2"; do
		t_bad "attn-train ${m:-report} -o /dev/full" 1 \
		    "^attn-train: /dev/full: (No space left on device|write error)$" \
		    attn-train -q -e "$EMB" --epochs 1 $m -o /dev/full "$COR"
	done
	attn-train -q -e "$EMB" --epochs 1 --save "$T/m.tsv" "$COR" > /dev/null
	t_bad "attn-train --predict -o /dev/full" 1 \
	    "^attn-train: /dev/full: (No space left on device|write error)$" \
	    attn-train -e "$EMB" --load "$T/m.tsv" --predict -o /dev/full "$COR"
else
	t_skip "attn-train -o /dev/full" "/dev/full is not writable here"
fi

# attn-train --splits: a bucket empty in every split has no mean (the
# one-split report prints '-'), not an accuracy of 0
t_run "--splits 2 --buckets 1,2,500" 0 attn-train -q -e "$EMB" --epochs 1 --splits 2 --buckets 1,2,500 "$COR"
for m in attention mean constant difference; do
	t_ok "$m, bucket 501+ (empty in every split): 0 splits, no numbers" \
	    awk -F'\t' -v m=$m '!/^#/ && $1 == m && $2 == "501+" { seen = 1
		if ($3 != 0) bad = 1; for (c = 4; c <= 9; c++) if ($c != "-") bad = 1 }
		END { exit !seen || bad }' "$T/out"
done
t_ok "a non-empty bucket keeps its numbers" \
    awk -F'\t' '!/^#/ && $1 == "attention" && $2 == "all" { seen = 1; if ($8 == "-" || $8 <= 0) bad = 1 } END { exit !seen || bad }' "$T/out"

# attn-train --splits with another mode blamed options not given
t_bad "--splits with --top" 2 '^attn-train: --splits: not with --top: it is for the report$' \
    attn-train -e "$EMB" --splits 2 --top 3 "$COR"
t_bad "--splits with --intervene" 2 '^attn-train: --splits: not with --intervene: it is for the report$' \
    attn-train -e "$EMB" --splits 2 --intervene "$COR"

# attn-train --predict on an empty input printed a header and exited 0
# (training on the same input says "empty input: no messages").
attn-train -q -e "$EMB" --epochs 1 --save "$T/model" "$COR" > /dev/null
: > "$T/empty"
printf '\n\n' > "$T/blank"
t_bad "--predict on a 0-byte file" 1 "^attn-train: $T/empty: empty input: no messages\$" attn-train -e "$EMB" --load "$T/model" --predict "$T/empty"
t_bad "--predict --unlabeled on blank lines" 1 "^attn-train: $T/blank: empty input: no messages\$" attn-train -e "$EMB" --load "$T/model" --predict --unlabeled "$T/blank"
t_bad "--predict on empty stdin" 1 '^attn-train: <stdin>: empty input: no messages$' attn-train -e "$EMB" --load "$T/model" --predict

# attn-train --splits: a split that cannot be trained (only ham in its
# training part) was reported as for one run, although split 1 (the --seed
# the user gave) trains fine; the message now names the split and its seed
printf 'ham\twin\nham\tprize\nspam\tcall\nham\tlunch\n' > "$T/c4"
t_run "seed 6 alone trains" 0 attn-train -q -e "$EMB" --epochs 1 --seed 6 --test-frac 0.5 "$T/c4"
t_bad "--seed 6 --splits 4: split 4 (seed 9) is one-class" 1 "^attn-train: $T/c4: split 4 of 4 \\(seed 9\\): the training split has only ham messages \\(2; the corpus has 1 spam, all in the test split\\): another --seed, or a smaller --test-frac\$" \
    attn-train -q -e "$EMB" --epochs 1 --seed 6 --splits 4 --test-frac 0.5 "$T/c4"

# attn-train --save - without -o wrote the model and then the report to
# standard output, one stream of two tables that no reader takes back;
# -o - --save - was refused, the default -o (standard output) was not
t_bad "--save - with the report on stdout" 2 "^attn-train: --output \(standard output\) and --save '-' name the same file: one would replace the other$" attn-train -q -e "$EMB" --epochs 1 --save - "$DATA/train-corpus.tsv"
t_ok "... nothing on stdout" test ! -s "$T/out"
t_run "--save - -o FILE: the model alone on stdout" 0 attn-train -q -e "$EMB" --epochs 1 --save - -o "$T/report" "$DATA/train-corpus.tsv"
t_ok "... a model (param value), no report rows" sh -c "grep -v '^#' '$T/out' | head -1 | grep -qx 'param	value' && ! grep -q '^attention	' '$T/out' && grep -q '^attention	test	all	' '$T/report'"

# attn-train addr -o /dev/full (a device: no temporary, no rename) named
# its write error "<stdout>": addr's commit flushed on its own and took
# the name from the rename target, which a device has not
if [ -w /dev/full ]; then
	A="attn-train addr"
	t_run "addr: a model to evaluate" 0 $A train -q --steps 2 --pairs 2-4 --keys 8 --values 4 --dim 4 --dk 4 -o "$T/am"
	$A gen --count 2 --pairs 2-3 --keys 8 --values 4 -o "$T/ai"
	for sub in "gen --count 2000" "train -q --steps 2 --pairs 2-4 --keys 8 --values 4 --dim 4 --dk 4" \
	    "eval --model $T/am $T/ai" "intervene --model $T/am $T/ai" "attend --model $T/am $T/ai"; do
		t_bad "addr ${sub%% *} -o /dev/full" 1 '^attn-train: /dev/full: (No space left on device|write error)$' $A $sub -o /dev/full
	done
	t_bad "addr train --log /dev/full" 1 '^attn-train: /dev/full: (No space left on device|write error)$' $A train -q --steps 2 --pairs 2-4 --keys 8 --values 4 --dim 4 --dk 4 --log /dev/full -o "$T/am2"
	t_ok "... and no model written" test ! -e "$T/am2"
else
	t_skip "addr -o /dev/full" "/dev/full is not writable here"
fi

# an addressing model given to spam mode
t_run "an addressing model" 0 attn-train addr train --pairs 2 --keys 4 --values 2 --dim 4 --dk 4 --steps 2 -o "$T/amodel"
t_bad "attn-train --load ADDR-MODEL" 1 "^attn-train: .*amodel:[0-9]+: not a spam model \(header 'param i j value', an addressing model, the output of attn-train addr train; want param value — the output of attn-train --save\)$" attn-train -e "$DATA/train-emb.tsv" --load "$T/amodel" --predict "$DATA/train-corpus.tsv"
t_bad "attn-train --load EMB" 1 "^attn-train: .*train-emb.tsv:[0-9]+: not a spam model \(header 'word d1" attn-train -e "$DATA/train-emb.tsv" --load "$DATA/train-emb.tsv" --predict "$DATA/train-corpus.tsv"

# attn-train addr names itself on an unknown option
t_run "attn-train addr train --bogus" 2 attn-train addr train --bogus
t_ok "message names attn-train addr train" grep -q "^attn-train: addr train: unknown option '--bogus'$" "$T/err"
t_ok "no bare 'train:'" sh -c "! grep -q '^train:' '$T/err'"
t_run "attn-train addr eval --model (no argument)" 2 attn-train addr eval --model
t_ok "message: needs an argument" grep -q "^attn-train: addr eval: option '--model' needs an argument$" "$T/err"

# Errors that know their line say it: the file's own
# line number (comment lines count), not a row index or a range of lines.
# embeddings: a comment, the header, then the rows; 'win' is on line 5
{ echo '# two comment lines'; echo '#'; sed -n '/^word/p' "$EMB"
  grep -v '^#' "$EMB" | sed 1d | sed 's/^win\t1\t0.2\t/win\t1\t1e308\t/'; } > "$T/emb.tsv"
line=$(grep -n '^win	' "$T/emb.tsv" | cut -d: -f1)
t_bad "embedding value out of range" 1 \
    "^attn-train: .*emb.tsv:$line: word 'win': value 1e\\+308 \\(column 3\\) is too large \\(limit 1e\\+100\\)$" \
    attn-train -e "$T/emb.tsv" "$COR"

# a spam model: the parameter's line
t_run "a spam model" 0 attn-train -e "$EMB" --epochs 1 --save "$T/model" "$COR"
sed 's/^u2\t.*/u2\t1e300/' "$T/model" > "$T/huge"
line=$(grep -n '^u2	' "$T/huge" | cut -d: -f1)
t_bad "spam model parameter out of range" 1 "^attn-train: .*huge:$line: parameter 'u2': value 1e\\+300 is too large" \
    attn-train -e "$EMB" --load "$T/huge" --predict "$COR"
sed 's/^epochs\t.*/epochs\t-3/' "$T/model" > "$T/badset"
line=$(grep -n '^epochs	' "$T/badset" | cut -d: -f1)
t_bad "spam model setting out of range" 1 "^attn-train: .*badset:$line: parameter 'epochs': -3 is not a valid training setting$" \
    attn-train -e "$EMB" --load "$T/badset" --predict "$COR"

# an addressing model: the line of the setting at fault
t_run "an addressing model" 0 attn-train addr train --pairs 2 --keys 4 --values 2 --dim 4 --head 4 --steps 2 -o "$T/amodel"
attn-train addr gen --count 2 --pairs 2 --keys 4 --values 2 -o "$T/inst"
for s in "nkeys 0 keys: 0 is out of range 1..702" \
    "nvals 1 values: 1 is out of range 2..1000" \
    "dim 5000 dim 5000, head 4: out of range 1..1024" \
    "head 0 dim 4, head 0: out of range 1..1024" \
    "pos 9 pos: unknown variant 9"; do
	set -- $s
	name=$1 val=$2; shift 2
	awk -v n="$name" -v v="$val" 'BEGIN { FS = OFS = "\t" } $1 == n { $4 = v } { print }' "$T/amodel" > "$T/bad"
	line=$(grep -n "^$name	" "$T/bad" | cut -d: -f1)
	t_bad "addr model: $name $val" 1 "^attn-train: .*bad:$line: $*\$" attn-train addr eval --model "$T/bad" "$T/inst"
done
# RoPE needs an even head: the head's line, whichever came first
awk 'BEGIN { FS = OFS = "\t" } $1 == "pos" { $4 = 2 } $1 == "head" { $4 = 3 } { print }' "$T/amodel" > "$T/bad"
line=$(grep -n '^head	' "$T/bad" | cut -d: -f1)
t_bad "addr model: rope with an odd head" 1 "^attn-train: .*bad:$line: head: RoPE needs an even head width, not 3$" \
    attn-train addr eval --model "$T/bad" "$T/inst"
# finite weights so large that the forward pass overflows (scores inf, the
# loss NaN): refused at the line of the largest weight, for every subcommand
# that reads a model; large weights whose bound stays finite still evaluate (Ek alone at
# 1e160: scores near 1e161, softmax exact)
for s in "WQ WK 1e300 1e+300" "WO Ev 1e200 1e+200" "Ek Eq 1e160 1e+160"; do
	set -- $s
	awk -v a="$1" -v b="$2" -v v="$3" 'BEGIN { FS = OFS = "\t" } ($1 == a || $1 == b) && !done[$1]++ { $4 = v } { print }' \
	    "$T/amodel" > "$T/bad"
	line=$(grep -n "	$3\$" "$T/bad" | head -1 | cut -d: -f1)
	for sub in eval attend intervene; do
		t_bad "addr model: $1 and $2 at $3, $sub" 1 \
		    "^attn-train: .*bad:$line: weights too large \\($(printf %s "$4" | sed "s/+/\\\\+/")\\): scores or logits could reach .*, above 1e\\+300\$" \
		    attn-train addr $sub --model "$T/bad" "$T/inst"
	done
done
awk 'BEGIN { FS = OFS = "\t" } $1 ~ /^(WQ|WK|WO|Ev|Ek|Eq)$/ { $4 = 1e10 } $1 != "file_hash" { print }' "$T/amodel" > "$T/big"
awk 'BEGIN { FS = OFS = "\t" } $1 == "Ek" { $4 = 1e160 } $1 != "file_hash" { print }' "$T/amodel" > "$T/bigk"
t_run "addr model: Ek at 1e160 evaluates" 0 attn-train addr eval --model "$T/bigk" "$T/inst"
t_run "addr model: weights of 1e10 evaluate" 0 attn-train addr eval --model "$T/big" "$T/inst"
t_ok "addr model: weights of 1e10 give a finite loss" \
    awk -F'\t' '$1 == "all" { found = 1; if ($5 !~ /^[0-9.e+-]+$/) exit 1 } END { exit !found }' "$T/out"
# the file's own fingerprint, its last row file_hash: an edited pos (the
# arrays' sizes the same) loaded another model, exit 0; a weight edited
# too; the same rows with CRLF ends or another comment load; a file
# without the row (saved before, made by hand) loads as before
t_ok "addr model: file_hash's two rows are its last (32 bits each)" sh -c "tail -2 '$T/amodel' | cut -f1-3 | tr '\t\n' ': ' | grep -qx 'file_hash:0:0 file_hash:1:0 ' && tail -2 '$T/amodel' | awk -F'\t' '\$4 >= 4294967296 { exit 1 }'"
line=$(grep -n '^file_hash	0	' "$T/amodel" | cut -d: -f1)
for s in "pos 1" "WQ 0.5"; do
	set -- $s
	awk -v n="$1" -v v="$2" 'BEGIN { FS = OFS = "\t" } $1 == n && !done++ { $4 = v } { print }' "$T/amodel" > "$T/bad"
	for sub in eval attend; do
		t_bad "addr model: $1 edited to $2, $sub" 1 "^attn-train: .*bad:$line: the model file was changed after attn-train saved it: its rows no longer give its fingerprint file_hash: " \
		    attn-train addr $sub --model "$T/bad" "$T/inst"
	done
done
{ echo '# copied'; sed 's/$/\r/' "$T/amodel"; } > "$T/crlf"
t_run "addr model: CRLF and a comment more, the same rows" 0 attn-train addr eval --model "$T/crlf" "$T/inst"
awk 'BEGIN { FS = OFS = "\t" } $1 == "pos" { $4 = 1 } $1 != "file_hash" { print }' "$T/amodel" > "$T/hand"
t_run "addr model without file_hash (made by hand) loads" 0 attn-train addr eval --model "$T/hand" "$T/inst"
{ cat "$T/amodel"; printf 'WQ\t0\t0\t1\n'; } > "$T/bad"
t_bad "addr model: a row after file_hash" 1 "^attn-train: .*bad:$((line + 2)): a row after file_hash \\(the fingerprint of the rows before it, the file's last\\)$" \
    attn-train addr eval --model "$T/bad" "$T/inst"
# a file saved before the two rows (R1-12): one row file_hash 0 0 N, the
# fingerprint's top 53 bits (HI·2^21 + LO/2^11), still read and checked
hi=$(awk -F'\t' '$1 == "file_hash" && $2 == 0 { print $4 }' "$T/amodel")
lo=$(awk -F'\t' '$1 == "file_hash" && $2 == 1 { print $4 }' "$T/amodel")
grep -v '^file_hash	' "$T/amodel" > "$T/old"
printf 'file_hash\t0\t0\t%s\n' "$((hi * 2097152 + lo / 2048))" >> "$T/old"
t_run "addr model saved before (one row of 53 bits): loads" 0 attn-train addr eval --model "$T/old" "$T/inst"
awk 'BEGIN { FS = OFS = "\t" } $1 == "pos" { $4 = 1 } { print }' "$T/old" > "$T/old-ed"
t_bad "  its pos edited: refused by that row" 1 "^attn-train: .*old-ed:$line: the model file was changed after attn-train saved it: its rows no longer give its fingerprint file_hash: " \
    attn-train addr eval --model "$T/old-ed" "$T/inst"
printf 'file_hash\t0\t0\t%s\n' "$((hi * 2097152 + lo / 2048 + 1))" | cat - > "$T/one" && { grep -v '^file_hash	' "$T/amodel"; cat "$T/one"; } > "$T/old1"
t_bad "  that row one off: refused" 1 "old1:$line: the model file was changed" attn-train addr eval --model "$T/old1" "$T/inst"
grep -v '^file_hash	1	' "$T/amodel" > "$T/cut"
t_bad "the low half's row cut off: refused, not read as an old file" 1 "cut:$line: the model file was changed" attn-train addr eval --model "$T/cut" "$T/inst"

# -M: the messages are held within the budget beside the embeddings,
# refused at the line that passes it (28 bytes a message and 8 an id: at
# message 16,384 the arrays of 32,768 messages and 65,536 ids, 1.4 MB)
awk 'BEGIN { for (i = 0; i < 60000; i++) printf "%s\tfree call\n", i % 2 ? "ham" : "spam" }' > "$T/big.tsv"
t_bad "-M 1M: 60,000 messages refused at the line" 1 \
    "^attn-train: $T/big.tsv:16384: the messages need more than --memory 1 MB \\(1\\.4 MB for the 16384 messages read so far, and 0\\.1 MB held beside them\\)$" \
    attn-train -q -M 1M -e "$DATA/train-emb.tsv" -o "$T/r.tsv" "$T/big.tsv"
t_ok "  no output left" test ! -e "$T/r.tsv"
t_run "-M 4M: trained" 0 attn-train -q -M 4M --epochs 1 -e "$DATA/train-emb.tsv" "$T/big.tsv"

# --top with --min-count above every count: an empty table refused, as
# sms-vocab refuses an empty vocabulary, naming the highest count
t_bad "--top --min-count 1000" 1 "^attn-train: no token of the spam messages seen --min-count 1000 times or more \(the most frequent, '[a-z]+', [0-9]+ times: --min-count [0-9]+ keeps it\)$" attn-train -e "$DATA/train-emb.tsv" --top 3 --min-count 1000 "$DATA/train-corpus.tsv"
k=$(sed -n "s/.*--min-count \([0-9]*\) keeps it.*/\1/p" "$T/err")
t_run "--top --min-count at the highest count: one row or more" 0 attn-train -q -e "$DATA/train-emb.tsv" --top 3 --min-count "$k" "$DATA/train-corpus.tsv"
t_ok "  a row ranked 1" grep -q '^1	' "$T/out"

# a run that fails replaces none of its outputs, and a directory that
# cannot be written is said before the training: --save and --split-out
# are opened with -o and named after it; --maps DIR must be a directory
echo 'my old model' > "$T/keep.tsv"
t_bad "--maps of a missing directory: said before the training" 1 "^attn-train: --maps $T/nodir: No such file or directory \\(the directory the maps go into: make it first, mkdir -p\\)\$" attn-train -q -e "$EMB" --model block --epochs 1 --maps "$T/nodir" --save "$T/keep.tsv" -o "$T/r.tsv" "$COR"
t_ok "  --save's file as it was, no report" sh -c "grep -qx 'my old model' '$T/keep.tsv' && test ! -e '$T/r.tsv'"
t_bad "--maps of a file: not a directory" 1 "^attn-train: --maps $T/keep.tsv: not a directory\$" attn-train -q -e "$EMB" --model block --epochs 1 --maps "$T/keep.tsv" -o "$T/r.tsv" "$COR"
t_bad "--save into a missing directory: said before the training" 1 "^attn-train: $T/nodir/m.tsv: No such file or directory\$" attn-train -q -e "$EMB" --epochs 1 --save "$T/nodir/m.tsv" -o "$T/r.tsv" "$COR"
t_bad "--split-out into a missing directory, the block: the same" 1 "^attn-train: $T/nodir/s.tsv: No such file or directory\$" attn-train -q -e "$EMB" --model block --epochs 1 --split-out "$T/nodir/s.tsv" -o "$T/r.tsv" "$COR"
for m in "" "--model block"; do
	t_bad "-o /dev/full ${m:-(pooling head)}: the run fails" 1 "^attn-train: /dev/full: No space left on device\$" attn-train -q -e "$EMB" $m --epochs 1 --save "$T/keep.tsv" --split-out "$T/sp.tsv" -o /dev/full "$COR"
	t_ok "  --save's file as it was, no --split-out file" sh -c "grep -qx 'my old model' '$T/keep.tsv' && test ! -e '$T/sp.tsv'"
done
t_run "a run that ends well: --save and --split-out written" 0 attn-train -q -e "$EMB" --epochs 1 --save "$T/keep.tsv" --split-out "$T/sp.tsv" -o "$T/r.tsv" "$COR"
t_ok "  the model and the split" sh -c "grep -q '^param	value' '$T/keep.tsv' && grep -q '^line	label	split' '$T/sp.tsv' && test -s '$T/r.tsv'"
