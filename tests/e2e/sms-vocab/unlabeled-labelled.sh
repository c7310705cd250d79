#!/bin/sh
# --unlabeled on a labelled corpus, TAB-separated or delimited (attnkit(5)
# "What the tools guess"): its labels would be words of every message;
# refused when certain, said when not, read as asked on the other side of
# the rule.
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

# the delimiters of --csv and --delimiter: ',' ';' '|'
dmsg="every line starts with a label and"
printf 'ham,Go until jurong point\nspam,Free entry in 2 a wkly comp\nham,Ok lar joking wif u oni\n' > "$T/c.csv"
t_bad "comma, ham and spam: refused naming --csv" 1 "^sms-vocab: $T/c.csv: $dmsg ',' \(ham 2, spam 1\): a labelled file\? --unlabeled reads the whole line, and would count the labels as words of every message: read it with --csv instead of --unlabeled$" sms-vocab --unlabeled --min-count 1 "$T/c.csv"
t_ok "  no vocabulary written" test ! -s "$T/out"
t_bad "-t: the same" 1 "^sms-vocab: $T/c.csv: $dmsg ','" sms-vocab -t --unlabeled "$T/c.csv"
t_bad "attn-train --predict --unlabeled: the same" 1 "^attn-train: $T/c.csv: $dmsg ','" attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --unlabeled --predict "$T/c.csv"
printf 'v1,v2,,,\nham,"Go until jurong point, crazy",,,\nspam,"Free entry\nin 2 a wkly comp",,,\nham,Ok lar,,,\n' > "$T/spam.csv"
t_bad "spam.csv's header and a quoted field over two lines: refused" 1 "^sms-vocab: $T/spam.csv: $dmsg ',' \(line 1 'v1' a header; ham 2, spam 1\): .* --csv instead" sms-vocab --unlabeled "$T/spam.csv"
printf '1;WIN cash now\n0;see you\n0;ok lar\n' > "$T/c.ssv"
t_bad "';' and 1/0: refused naming --delimiter ';' and the map" 1 "^sms-vocab: $T/c.ssv: $dmsg ';' \(1 1, 0 2\): .* read it with --delimiter ';' --label-map 1=spam,0=ham instead of --unlabeled$" sms-vocab --unlabeled "$T/c.ssv"
printf 'true|WIN cash now\nfalse|see you\nfalse|ok lar\n' > "$T/c.psv"
t_bad "'|' and true/false: refused" 1 "^sms-vocab: $T/c.psv: $dmsg '\|' \(true 1, false 2\): .* --delimiter '\|' --label-map true=spam,false=ham instead" sms-vocab --unlabeled "$T/c.psv"
t_run "';' read with --delimiter and the map" 0 sms-vocab -t --delimiter ';' --label-map 1=spam,0=ham "$T/c.ssv"
t_ok "  its labels" grep -qx 'spam	win cash now' "$T/out"
# the other side: words the label rule does not know, or one class of
# numbers ("1,000"): read as text, said with the option that reads labels
printf 'Hi, how are you\nHi, fine thanks\nOk, bye\n' > "$T/hi.txt"
t_run "'Hi,' twice and 'Ok,': text, said" 0 sms-vocab -t --unlabeled "$T/hi.txt"
t_ok "  read as asked" grep -qx -- '-	hi how are you' "$T/out"
t_ok "  said: labels? --csv" grep -q "^sms-vocab: note: $T/hi.txt: every line starts with one of a few words and ',' (Hi 2, Ok 1), read as text with --unlabeled; labels? read it with --csv --label-map" "$T/err"
printf '1,000 winners today\n1,500 more tomorrow\n' > "$T/num.txt"
t_run "'1,' alone (exactly ambiguous: 1 is a label, or a number): text, said" 0 sms-vocab -t --unlabeled "$T/num.txt"
t_ok "  said" grep -q "^sms-vocab: note: $T/num.txt: every line starts with one of a few words and ',' (1 2)" "$T/err"
printf 'Hi, how are you\nOk, fine thanks\nSure, see you\nYes, bye\n' > "$T/four.txt"
t_run "four words before a comma, each once: text, nothing said" 0 sms-vocab -q -t --unlabeled "$T/four.txt"
t_run "  (not -q: nothing said)" 0 sms-vocab -t --unlabeled "$T/four.txt"
t_ok "  no note" test ! -s "$T/err"
printf 'ham,hi there\nspam,win now\n' > "$T/two.csv"
t_run "ham then spam before a comma, each once: text" 0 sms-vocab -t --unlabeled "$T/two.csv"
t_ok "  no note" test ! -s "$T/err"
printf 'ham,hi there\nso ham, no label here\nspam,win\n' > "$T/space.csv"
t_run "a line whose field before ',' holds a space: text" 0 sms-vocab -t --unlabeled "$T/space.csv"
t_ok "  no note" test ! -s "$T/err"
