#!/bin/sh
# Hostile input found by the break3 probes (attn-train spam/addr, attn-map,
# ppmi-svd --load evaluation, sms-vocab --encoding, attn-bench): each case
# once crashed, succeeded on bad data or said too little; each must be one
# error line, exit 1 (2 for usage), or a correct answer.
. "$(dirname "$0")/../lib.sh"

# ppmi-svd --analogy --items with no candidate word (every row of the
# embeddings is one of a, b, c): the answer row was -1 and --items printed
# labels[-1]: a segmentation fault
printf 'word\td1\na\t1\nb\t2\nc\t3\n' > "$T/e3"
printf ': s\na b c a\n' > "$T/ana3"
t_run "--analogy --items, 3 words: no candidate" 0 ppmi-svd --load "$T/e3" --analogy "$T/ana3" --items
t_ok "... answered '-' by both methods" \
    awk -F'\t' '!/^#/ && $1 == "ana3" { n++; if ($9 != "-" || $10 != "-") bad = 1 } END { exit n != 1 || bad }' "$T/out"
t_run "--analogy, 3 words: accuracy 0 over 1 covered" 0 ppmi-svd --load "$T/e3" --analogy "$T/ana3"
t_ok "... 1 covered, accuracy 0" \
    awk -F'\t' '!/^#/ && $2 == "all" { n++; if ($4 != 1 || $6 != 0) bad = 1 } END { exit n != 2 || bad }' "$T/out"
printf 'word\td1\na\t1\n' > "$T/e1"
printf 'a a a a\n' > "$T/ana1"
t_run "--analogy --items, 1 word" 0 ppmi-svd --load "$T/e1" --analogy "$T/ana1" --items

# a similarity pair with an empty word was read as an uncovered pair
printf '# emb\nword\td1\td2\nman\t1\t0\nwoman\t0\t1\n' > "$T/e2"
printf 'man\twoman\t1\n\twoman\t3\n' > "$T/sim-empty1"
printf 'man\t\t3\n' > "$T/sim-empty2"
t_bad "--similarity: empty first word" 1 "^ppmi-svd: $T/sim-empty1:2: word 1 is empty\$" ppmi-svd --load "$T/e2" --similarity "$T/sim-empty1"
t_bad "--similarity: empty second word" 1 "^ppmi-svd: $T/sim-empty2:1: word 2 is empty\$" ppmi-svd --load "$T/e2" --similarity "$T/sim-empty2"

# sms-vocab --encoding refused UTF-16/32 and UCS by name only: UNICODE,
# WCHAR_T (UCS-2/4 under other names) and EBCDIC (newline is 0x25) were
# opened, and failed later as "cannot be converted ... (cut short)" or "no
# comma between label and text" about a file that was not read as lines
printf 'v1,v2\nham,hello\n' > "$T/plain.csv"
for enc in UNICODE WCHAR_T IBM037 UTF-16 ucs-2; do
	t_bad "--encoding $enc: not line-based" 2 "^sms-vocab: --encoding: '$enc' is not line-based \\(newline, TAB and comma are not their ASCII bytes in it" sms-vocab --csv --encoding $enc -t "$T/plain.csv"
done
t_run "--encoding KOI8-R still reads ASCII" 0 sms-vocab --csv --encoding KOI8-R -t "$T/plain.csv"
t_ok "... as ham hello" grep -q "^ham	hello\$" "$T/out"

# attn-train --splits: a split that cannot be trained (only ham in its
# training part) was reported as for one run, although split 1 (the --seed
# the user gave) trains fine; the message now names the split and its seed
EMB=$DATA/train-emb.tsv
printf 'ham\twin\nham\tprize\nspam\tcall\nham\tlunch\n' > "$T/c4"
t_run "seed 6 alone trains" 0 attn-train -q -e "$EMB" --epochs 1 --seed 6 --test-frac 0.5 "$T/c4"
t_bad "--seed 6 --splits 4: split 4 (seed 9) is one-class" 1 "^attn-train: $T/c4: split 4 of 4 \\(seed 9\\): the training split has only ham messages\$" \
    attn-train -q -e "$EMB" --epochs 1 --seed 6 --splits 4 --test-frac 0.5 "$T/c4"

# ppmi-svd checked standard input used twice only when building embeddings:
# with --load, '--similarity - --analogy -' or '--load - --similarity -'
# read it twice and the second reader said "-: no word pairs" (exit 1) of
# pairs the user did give
printf 'man\twoman\t1\n' > "$T/pairs"
T_STDIN="$T/pairs" t_bad "--similarity - --analogy -" 2 '^ppmi-svd: standard input \(-\) can be only one of the inputs: --load, --similarity or --analogy$' ppmi-svd --load "$T/e2" --similarity - --analogy -
T_STDIN="$T/e2" t_bad "--load - --similarity -" 2 '^ppmi-svd: standard input \(-\) can be only one of the inputs' ppmi-svd --load - --similarity -
T_STDIN="$T/pairs" t_bad "-v V --similarity - with the tokens on stdin too" 2 '^ppmi-svd: standard input \(-\) can be only one of the inputs: -v, --contexts, --similarity, --analogy or the tokens' ppmi-svd -v "$DATA/sms-small.vocab" --dim 2 --similarity -
T_STDIN="$T/pairs" t_run "--similarity - alone still reads the pairs" 0 ppmi-svd --load "$T/e2" --similarity -
t_ok "... one pair, covered" awk -F'\t' '$2 == "all" && $3 == 1 && $4 == 1 { ok = 1 } END { exit !ok }' "$T/out"
unset T_STDIN

# attn-train --save - without -o wrote the model and then the report to
# standard output, one stream of two tables that no reader takes back;
# -o - --save - was refused, the default -o (standard output) was not
t_bad "--save - with the report on stdout" 2 '^attn-train: -o and --save name the same file$' attn-train -q -e "$EMB" --epochs 1 --save - "$DATA/train-corpus.tsv"
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

# attn-bench -M 1M: every point of the sweep was skipped and the run
# exited 0 with a header and comment lines, no number (and -o FILE
# committed that table); a sweep with nothing left to run is an error, a
# sweep with some points left still skips the others
t_bad "attn-bench -M 1M -n 4096: nothing fits" 1 '^attn-bench: -n 4096: every kernel needs [0-9.]+ MiB or more, more than the budget of 1\.0 MiB: nothing to measure$' attn-bench -q -M 1M -n 4096 -r 1 -o "$T/bench.tsv"
t_ok "... no table written" test ! -e "$T/bench.tsv"
t_run "attn-bench -M 10M -n 4,4096: n = 4 still runs" 0 attn-bench -q -M 10M -n 4,4096 -r 1 -i naive
t_ok "... one row, one skip" sh -c "test \"\$(grep -c '^4	64	naive	' '$T/out')\" -eq 1 && grep -q '^# skipped naive n=4096' '$T/out'"
