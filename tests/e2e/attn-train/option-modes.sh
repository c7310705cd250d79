# attn-train (spam mode): every option in every mode and model.  An option
# the run would drop is a usage error (exit 2); an option the run takes
# changes what it writes (stdout without its comment lines, stderr, or a
# file the option names), or fails on the input (exit 1).  A new option
# fails here until it is given a value below.
. "$(dirname "$0")/../../lib.sh"
EMB=$DATA/train-emb.tsv
COR=$T/cor.tsv
# the test corpus, and a message with a word out of ASCII (--tokenizer,
# --encoding), one of unknown words (--length), one with a quote (--quoting)
{ cat "$DATA/train-corpus.tsv"; printf 'spam\tfree caf\303\251 win\nham\tzork zork\nham\t"hi later\n'; } > "$COR"
attn-train -e "$EMB" --epochs 2 --save "$T/pool.tsv" -o /dev/null "$COR"
attn-train -e "$EMB" --model block --epochs 2 --save "$T/blk.tsv" -o /dev/null "$COR"
attn-train -e "$EMB" --model block --pool mean --epochs 2 --save "$T/blkm.tsv" -o /dev/null "$COR"

# each option with a value that is not its default
val() {
	case $1 in
	embeddings) echo "$EMB" ;;
	emb-format) echo word2vec ;;
	output) echo "$T/o.tsv" ;;
	epochs) echo 3 ;;
	lr) echo 0.2 ;;
	l2) echo 0.5 ;;
	batch-size|batch) echo 7 ;;
	seed) echo 5 ;;
	test-frac) echo 0.5 ;;
	buckets) echo 4 ;;
	length) echo known ;;
	splits) echo 2 ;;
	save) echo "$T/f" ;;
	load) echo "$T/pool.tsv" ;;
	split-out) echo "$T/f" ;;
	top) echo 3 ;;
	min-count) echo 1 ;;
	messages) echo 2 ;;
	set) echo all ;;
	tokenizer) echo bytes ;;
	quoting) echo csv ;;
	delimiter) echo ';' ;;
	text-column) echo 1 ;;
	label-column) echo 2 ;;
	label-map) echo spam=ham ;;
	encoding) echo cp1252 ;;
	model) echo block ;;
	layers|heads) echo 2 ;;
	mlp) echo 3 ;;
	norm) echo post ;;
	residual) echo off ;;
	pe) echo sin ;;
	pool) echo mean ;;
	target) echo heads ;;
	maps) echo "$T/d" ;;
	memory) echo 64M ;;
	*) return 1 ;;
	esac
}
flag() {
	case $1 in
	intervene|per-message|predict|per-token|unlabeled|all-text|csv|jsonl|header|\
	no-header|time|quiet|progress|train-embeddings) return 0 ;;
	esac
	return 1
}
# the modes and models, as the options that make them
modes="report|--epochs=2
top|--epochs=2 --top=20
intervene|--epochs=2 --intervene --messages=3
splits|--epochs=2 --splits=2
predict|--load=$T/pool.tsv --predict
load-report|--load=$T/pool.tsv
load-top|--load=$T/pool.tsv --top=20
block|--model=block --epochs=2
block-top|--model=block --epochs=2 --top=20
block-intervene|--model=block --epochs=2 --intervene --messages=3
block-splits|--model=block --epochs=2 --splits=2
load-block|--load=$T/blk.tsv
load-block-top|--load=$T/blk.tsv --top=20
load-block-intervene|--load=$T/blk.tsv --intervene --messages=3
load-block-predict|--load=$T/blk.tsv --predict"
# options whose effect no output shows (-M, -q: nothing is said here),
# one that says what the input makes certain (no header), -e (every run
# has it) and the --help entries
skip="help version memory quiet no-header embeddings"

run() {	# run NAME ARGS...: stdout (no comment lines), stderr, exit status
	_d=$T/$1; shift
	rm -rf "$T/f" "$T/d" "$T/o.tsv"; mkdir "$T/d"
	set +e
	attn-train "$@" "$COR" > "$_d.out" 2> "$_d.err"
	echo $? > "$_d.rc"
	set -e
	grep -v '^#' "$_d.out" > "$_d.data" || true
	{ [ -s "$T/f" ] && echo file; ls "$T/d"; [ -s "$T/o.tsv" ] && echo o; } > "$_d.files" 2>/dev/null || true
}

opts=$(attn-train --help | grep -E '^ +(-., )?--' |
    sed -E 's/^ +(-., )?--([a-z0-9-]+).*/\2/')
for o in $opts; do
	case " $skip " in *" $o "*) continue ;; esac
	flag "$o" || val "$o" > /dev/null ||
	    t_fail "--$o has a value in this test" "a new option: give it one in val() or flag()"
done
while IFS='|' read -r m base; do
	# shellcheck disable=SC2086
	run base -e "$EMB" $(echo $base | tr '=' ' ')
	[ "$(cat "$T/base.rc")" = 0 ] || t_fail "$m: the mode itself runs" "exit $(cat "$T/base.rc"): $(head -c 200 "$T/base.err")"
	for o in $opts; do
		case " $skip " in *" $o "*) continue ;; esac
		case " $base " in *" --$o "*|*" --$o="*) continue ;; esac
		if flag "$o"; then
			set -- "--$o"
		else
			set -- "--$o" "$(val "$o")"
		fi
		# shellcheck disable=SC2086
		run opt -e "$EMB" $(echo $base | tr '=' ' ') "$@"
		rc=$(cat "$T/opt.rc")
		if [ "$rc" = 2 ] || [ "$rc" = 1 ]; then
			t_pass "$m --$o: refused or failed on the input (exit $rc)"
		elif [ "$rc" != 0 ]; then
			t_fail "$m --$o" "exit $rc: $(head -c 200 "$T/opt.err")"
		elif cmp -s "$T/base.data" "$T/opt.data" &&
		    cmp -s "$T/base.err" "$T/opt.err" &&
		    cmp -s "$T/base.files" "$T/opt.files"; then
			t_fail "$m --$o" "exit 0 and nothing changed: the option was dropped"
		else
			t_pass "$m --$o: taken"
		fi
	done
done <<MODES
$modes
MODES

# --split-out of a block is the split the pooling head writes with the same
# --seed and --test-frac: both models train on one split of the corpus
attn-train -e "$EMB" --epochs 2 --seed 3 --split-out "$T/pool-split" -o /dev/null "$COR"
t_run "--model block --split-out" 0 attn-train -e "$EMB" --model block --epochs 2 --seed 3 --split-out "$T/blk-split" -o /dev/null "$COR"
grep -v '^#' "$T/pool-split" > "$T/want"; grep -v '^#' "$T/blk-split" > "$T/got"
t_cmp "--model block --split-out: the pooling head's split" "$T/want" "$T/got"
t_ok "the split has a train and a test message" sh -c "grep -q '	train\$' '$T/got' && grep -q '	test\$' '$T/got'"
attn-train -e "$EMB" --split-out "$T/pool-split" --load "$T/pool.tsv" -o /dev/null "$COR"
t_run "--load BLOCK --split-out" 0 attn-train -e "$EMB" --load "$T/blk.tsv" --split-out "$T/blk-split" -o /dev/null "$COR"
grep -v '^#' "$T/pool-split" > "$T/want"; grep -v '^#' "$T/blk-split" > "$T/got"
t_cmp "--load BLOCK --split-out: the split of the model file's seed" "$T/want" "$T/got"

# --top ranks tokens by the attention pooling's weight: with --pool mean
# every token of a message weighs 1/length, a ranking of message lengths
t_bad "--model block --pool mean --top" 2 '^attn-train: --top: not with --pool mean: --top ranks tokens by the attention pooling' attn-train -e "$EMB" --model block --pool mean --top 3 "$COR"
t_bad "--load BLOCK(--pool mean) --top" 2 "^attn-train: --top: not with .*blkm.tsv, a block of --pool mean" attn-train -e "$EMB" --load "$T/blkm.tsv" --top 3 "$COR"
attn-train -e "$EMB" --load "$T/blkm.tsv" --predict "$COR" > /dev/null 2> "$T/mean-err"
attn-train -e "$EMB" --load "$T/blk.tsv" --predict "$COR" > /dev/null 2> "$T/attn-err"
t_ok "--load BLOCK(--pool mean) --predict: its top words said to be the most repeated" grep -q 'note: a block of --pool mean weighs each token 1/length, so a message.s top words are its most repeated' "$T/mean-err"
t_ok "--load BLOCK(--pool attention) --predict: no such note" sh -c "! grep -q 'pool mean' '$T/attn-err'"
t_run "--pool mean --intervene still runs" 0 attn-train -e "$EMB" --load "$T/blkm.tsv" --intervene --messages 2 "$COR"
t_bad "--splits --time" 2 '^attn-train: --time: not with --splits: --splits prints only the mean and sd' attn-train -e "$EMB" --splits 2 --time "$COR"
t_bad "--load BLOCK --predict --maps" 2 '^attn-train: --maps: not with --predict: --maps draws a spam message' attn-train -e "$EMB" --load "$T/blk.tsv" --predict --maps "$T/d" "$COR"
