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
	for cmd in "sms-vocab $C" "ppmi-svd --load $E --nn free" \
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
