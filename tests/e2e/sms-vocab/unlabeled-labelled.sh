#!/bin/sh
# --unlabeled on a labelled TAB corpus (attnkit(5) "What the tools guess"):
# its labels would be words of every message; refused when certain, read
# as asked on the other side of the rule.
. "$(dirname "$0")/../../lib.sh"
msg="every line starts with a label and a TAB"
printf 'ham\thi there\nspam\twin now\nham\tok lar\n' > "$T/l.tsv"
t_bad "ham, spam, ham: refused" 1 "^sms-vocab: $T/l.tsv: $msg \(ham 2, spam 1\): a labelled corpus\? --unlabeled reads the whole line, and would count the labels as words of every message: read it without --unlabeled \(or drop the first field: cut -f2-\)$" sms-vocab -t --unlabeled "$T/l.tsv"
t_ok "  nothing on stdout" test ! -s "$T/out"
attn-train -e "$DATA/train-emb.tsv" --epochs 1 --save "$T/model" "$DATA/train-corpus.tsv" > /dev/null
t_bad "attn-train --predict --unlabeled: the same reader" 1 "^attn-train: $T/l.tsv: $msg" attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --unlabeled --predict "$T/l.tsv"
printf 'a\thi\nb\tx\nc\ty\na\tz\n' > "$T/three.tsv"
t_bad "three distinct first fields, one twice: refused" 1 "^sms-vocab: $T/three.tsv: $msg \(a 2, b 1, c 1\)" sms-vocab -t --unlabeled "$T/three.tsv"
# the other side of each part of the rule: read as asked
printf 'a\thi\nb\tx\nc\ty\nd\tz\na\tw\n' > "$T/four.tsv"
t_run "four distinct first fields: text" 0 sms-vocab -t --unlabeled "$T/four.tsv"
t_ok "  the first field is a word of the text" grep -qx -- '-	a hi' "$T/out"
printf 'ham\thi there\nspam\twin now\n' > "$T/two.tsv"
t_run "ham then spam, each once (exactly ambiguous): text" 0 sms-vocab -t --unlabeled "$T/two.tsv"
t_ok "  read as asked" grep -qx -- '-	ham hi there' "$T/out"
printf 'ham\thi there\nham no tab here\nham\tok\n' > "$T/notab.tsv"
t_run "a line without a TAB: text" 0 sms-vocab -t --unlabeled "$T/notab.tsv"
printf 'good morning\thi\ngood morning\tbye\n' > "$T/space.tsv"
t_run "a first field with a space: text" 0 sms-vocab -t --unlabeled "$T/space.tsv"
printf 'hi there\nhow are you\n' > "$T/plain.txt"
t_run "plain lines: text" 0 sms-vocab -t --unlabeled "$T/plain.txt"
t_run "the labelled file without --unlabeled" 0 sms-vocab -t "$T/l.tsv"
t_ok "  its labels" grep -qx 'spam	win now' "$T/out"
if have_corpus; then
	t_bad "the SMS corpus with --unlabeled" 1 "^sms-vocab: $SMS_CORPUS: $msg \(ham [0-9]+, spam 747\)" sms-vocab --unlabeled "$SMS_CORPUS"
fi
