#!/bin/sh
# The five tools as one family (attnkit(5) "Command line"): a full disk is
# the same one line in every tool, an unknown option is one line then the
# synopsis (exit 2), -q and -o mean the same everywhere.
. "$(dirname "$0")/../../lib.sh"
E=$DATA/map-emb.tsv
TE=$DATA/train-emb.tsv
C=$DATA/sms-small.tsv
attn-train -e "$TE" --epochs 1 --save "$T/model" "$DATA/train-corpus.tsv" > /dev/null
attn-train addr train --pairs 2 --keys 4 --values 2 --dim 4 --dk 4 --steps 1 -o "$T/amodel"
if [ -w /dev/full ]; then
	for cmd in "sms-vocab --min-count 1 $C" "ppmi-svd --load $E --nn free" \
	    "attn-map -e $E --text free" \
	    "attn-train -e $TE --load $T/model --predict $DATA/train-corpus.tsv" \
	    "attn-train addr gen --count 2" "attn-bench -m sgemm -n 8 -r 1 -q"; do
		tool=${cmd%% *}
		set +e
		$cmd > /dev/full 2> "$T/err"
		st=$?
		set -e
		t_ok "$tool onto a full disk: exit 1" test "$st" -eq 1
		t_err "$tool onto a full disk: one line naming <stdout> and the cause" "^$tool: <stdout>: No space left on device$"
	done
else
	t_skip "full disk" "/dev/full is not writable here"
fi
# a closed standard output is named "<stdout>" in every tool, with no -o
# and with -o - alike (attn-map and attn-train said "-:" for -o -)
for cmd in "sms-vocab --min-count 1 $C" "ppmi-svd --load $E --nn free" \
    "attn-map -e $E --text free" "attn-map -e $E --batch $DATA/map-tokens.tsv" \
    "attn-train -e $TE --load $T/model --predict $DATA/train-corpus.tsv" \
    "attn-train -e $TE --load $T/model $DATA/train-corpus.tsv" \
    "attn-train addr gen --count 2" "attn-bench -m sgemm -n 8 -r 1 -q"; do
	tool=${cmd%% *}
	for o in "" "-o -"; do
		t_bad "$tool ${o:+$o }to a closed stdout: <stdout>" 1 \
		    "^$tool: <stdout>: Bad file descriptor$" \
		    sh -c "exec $cmd $o >&-"
	done
done
for cmd in "sms-vocab" "ppmi-svd" "attn-map" "attn-train" "attn-train addr gen" "attn-bench"; do
	tool=${cmd%% *}
	t_run "$cmd --frobnicate: exit 2" 2 $cmd --frobnicate
	t_ok "$cmd --frobnicate: one line naming the option" sh -c "head -1 '$T/err' | grep -q \"^$tool: .*frobnicate\""
	t_ok "$cmd --frobnicate: then the synopsis, not the option list" sh -c "sed -n 2p '$T/err' | grep -q '^usage: ' && ! grep -q '^  -[a-z], --' '$T/err'"
done

# run by its path (build/bin/sms-vocab), a tool still names itself by its
# name in getopt's own messages, as in every other error (new-user report:
# "/work/.../build/bin/sms-vocab: invalid option -- 'Z'")
for t in sms-vocab ppmi-svd attn-map attn-train attn-bench; do
	t_bad "$t by its path: an unknown short option" 2 "^$t: invalid option -- 'Z'$" "$ATTNKIT_BIN/$t" -Z
	t_bad "$t by its path: an unknown long option" 2 "^$t: unrecognized option '--bogus'$" "$ATTNKIT_BIN/$t" --bogus
done

# an option that takes one value, given twice: the earlier value would be
# dropped unseen, so two different values are a usage error in every tool
# (GNU sort: "multiple output files specified"); the same value twice, a
# list option twice and a flag twice are taken; the driver is the same
for cmd in "sms-vocab --min-count 1 $C" "ppmi-svd --load $E" "attn-map -e $E --text free" \
    "attn-train -e $TE --load $T/model --predict $DATA/train-corpus.tsv" \
    "attn-train addr gen --count 2" "attn-bench -m sgemm -n 8 -r 1 -q"; do
	tool=${cmd%% *}
	t_bad "$tool: -o a -o b" 2 "^$tool: --output given twice \('$T/a', then '$T/b'\): it takes one value$" $cmd -o "$T/a" -o "$T/b"
	t_ok "$tool: -o a -o b: nothing written" sh -c "! test -e '$T/a' && ! test -e '$T/b'"
	t_run "$tool: -o a --output a (the same value)" 0 $cmd -o "$T/a" --output "$T/a"
	t_ok "$tool: -o a --output a: written" test -s "$T/a"
	rm -f "$T/a"
done
t_bad "sms-vocab: --min-count 1 --min-count 2" 2 "^sms-vocab: --min-count given twice \('1', then '2'\)" sms-vocab --min-count 1 --min-count=2 "$C"
t_bad "sms-vocab: --delimiter ';' --delimiter ','" 2 "^sms-vocab: --delimiter given twice" sms-vocab --delimiter ';' --delimiter , "$C"
t_run "sms-vocab: -q -q (a flag twice)" 0 sms-vocab -q -q --min-count 1 "$C"
t_bad "ppmi-svd-slurm: -o a -o b" 2 "^ppmi-svd-slurm: --output given twice \('a', then 'b'\): it takes one value$" ppmi-svd-slurm -v x -o a -o b x
t_bad "ppmi-svd-slurm: -j 1 --threads=2" 2 "^ppmi-svd-slurm: --threads given twice \('1', then '2'\)" ppmi-svd-slurm -j 1 --threads=2 -v x -o a x

# unique prefixes of long options, as getopt_long(3) takes them, in every
# tool and the driver: --versio is --version; an ambiguous one is refused
# naming the candidates
for t in sms-vocab ppmi-svd attn-map attn-train attn-bench ppmi-svd-slurm; do
	t_run "$t --versio: a unique prefix" 0 $t --versio
	t_ok "$t --versio: --version's line" grep -qx "$t (attnkit) [0-9.]*" "$T/out"
done
t_bad "ppmi-svd-slurm --p: ambiguous" 2 "^ppmi-svd-slurm: option '--p' is ambiguous; possibilities: '--partitions' '--power-iters' '--progress'$" ppmi-svd-slurm --p
t_bad "ppmi-svd --p: ambiguous, in the same words" 2 "^ppmi-svd: option '--p' is ambiguous; possibilities:" ppmi-svd --p
t_bad "ppmi-svd-slurm --sha 2 --shards 3: the prefix is the option" 2 "^ppmi-svd-slurm: --shards given twice \('2', then '3'\)" ppmi-svd-slurm --sha 2 --shards 3 -v x -o a x
# attnkit(5)'s table of the shared options, row by row: each tool it
# names prints the option in its --help, with the short letter the table
# gives ('all' the five and attn-train addr, 'all but X' without X)
awk '/^\.Ss Command line/ { on = 1 } on && /^\.El/ { exit }
    on && /^\.It / && !/Sy concept/ && !/;/ {
	n = split($0, c, / Ta /); opt = c[2]; tools = c[3]
	s = ""; l = ""
	if (match(opt, /Fl [A-Za-z] /)) s = substr(opt, RSTART + 3, 1)
	if (match(opt, /Fl -[a-z-]+/)) l = substr(opt, RSTART + 4, RLENGTH - 4)
	print s "|" l "|" tools }' "$ATTNKIT_TOP/man/attnkit.5" > "$T/table"
t_ok "attnkit(5)'s option table read ($(wc -l < "$T/table") rows)" test "$(wc -l < "$T/table")" -ge 15
all="sms-vocab ppmi-svd attn-map attn-train attn-bench attn-train_addr"
while IFS='|' read -r s l tools; do
	case $tools in
	all) list=$all ;;
	"all but "*) x=${tools#all but }; list=$(echo $all | tr ' ' '\n' | grep -vx "$x" | tr '\n' ' ') ;;
	*) list=$(echo "$tools" | sed 's/attn-train addr/attn-train_addr/g' | tr -d ',') ;;
	esac
	for t in $list; do
		cmd=$(echo "$t" | tr _ ' ')
		$cmd --help > "$T/help" 2>&1 || :
		if [ -n "$s" ] && [ -n "$l" ]; then want="-$s, --$l"
		elif [ -n "$l" ]; then want="--$l"
		else want="-$s "; fi
		t_ok "attnkit(5): $cmd has '$want'" grep -q -e "$want" "$T/help"
	done
done < "$T/table"
