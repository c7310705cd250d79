#!/bin/sh
# --unlabeled on a labelled corpus, TAB-separated or delimited (attnkit(5)
# "What the tools guess"): its labels would be words of every message;
# refused when certain, said when not, read as asked on the other side of
# the rule.
. "$(dirname "$0")/../../lib.sh"
msg="every line starts with a label and a TAB"
printf 'ham\thi there\nspam\twin now\nham\tok lar\n' > "$T/l.tsv"
t_bad "ham, spam, ham: refused" 1 "^sms-vocab: $T/l.tsv: $msg \(ham 2, spam 1\): a labelled corpus\? --unlabeled reads the whole line, and would count the labels as words of every message: read it without --unlabeled \(or drop the first field: cut -f2-; text\? --all-text\)$" sms-vocab -t --unlabeled "$T/l.tsv"
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
t_run "a line without a TAB in three (2 of 3): text" 0 sms-vocab -t --unlabeled "$T/notab.tsv"
t_ok "  said (the share rule: unlabeled-share.sh)" grep -q "^sms-vocab: note: $T/notab.tsv: 2 of 3 lines start with one of a few words and a TAB (ham 2; 1 line not, line 2: no TAB)" "$T/err"
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
t_bad "comma, ham and spam: refused naming --csv" 1 "^sms-vocab: $T/c.csv: $dmsg ',' \(ham 2, spam 1\): a labelled file\? --unlabeled reads the whole line, and would count the labels as words of every message: read it with --csv instead of --unlabeled \(text\? --all-text\)$" sms-vocab --unlabeled --min-count 1 "$T/c.csv"
t_ok "  no vocabulary written" test ! -s "$T/out"
t_bad "-t: the same" 1 "^sms-vocab: $T/c.csv: $dmsg ','" sms-vocab -t --unlabeled "$T/c.csv"
t_bad "attn-train --predict --unlabeled: the same" 1 "^attn-train: $T/c.csv: $dmsg ','" attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --unlabeled --predict "$T/c.csv"
printf 'v1,v2,,,\nham,"Go until jurong point, crazy",,,\nspam,"Free entry\nin 2 a wkly comp",,,\nham,Ok lar,,,\n' > "$T/spam.csv"
t_bad "spam.csv's header and a quoted field over two lines: refused" 1 "^sms-vocab: $T/spam.csv: $dmsg ',' \(line 1 'v1' a header; ham 2, spam 1\): .* --csv instead" sms-vocab --unlabeled "$T/spam.csv"
printf '1;WIN cash now\n0;see you\n0;ok lar\n' > "$T/c.ssv"
t_bad "';' and 1/0: refused naming --delimiter ';' and the map" 1 "^sms-vocab: $T/c.ssv: $dmsg ';' \(1 1, 0 2\): .* read it with --delimiter ';' --label-map 1=spam,0=ham instead of --unlabeled \(text\? --all-text\)$" sms-vocab --unlabeled "$T/c.ssv"
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
# a label as the readers see it: quoted (R's write.csv, pandas QUOTE_ALL),
# in any case, with spaces around it, after a comment line
printf '"v1","v2"\n"ham","Go until jurong point"\n"spam","Free entry"\n"ham","Ok lar"\n' > "$T/q.csv"
t_bad "quoted labels: refused as unquoted" 1 "^sms-vocab: $T/q.csv: $dmsg ',' \(line 1 'v1' a header; ham 2, spam 1\): .* read it with --csv instead of --unlabeled \(text\? --all-text\)$" sms-vocab --unlabeled "$T/q.csv"
printf '"ham","hi there"\n"spam","win now"\n' > "$T/q2.csv"
t_run "quoted ham then spam, each once (exactly at the rule): text" 0 sms-vocab -t --unlabeled "$T/q2.csv"
t_ok "  read as asked" grep -qx -- '-	ham hi there' "$T/out"
printf '"ham","hi"\n"ham, too","x"\n"spam","y"\n' > "$T/q3.csv"
t_run "a quoted first field with a space: text" 0 sms-vocab -t --unlabeled "$T/q3.csv"
printf 'Ham,hi there\nham,ok lar\nSpam,win now\nspam,win more\n' > "$T/mixed.csv"
t_bad "Ham ham Spam spam: two labels in any case, refused" 1 "^sms-vocab: $T/mixed.csv: $dmsg ',' \(Ham 2, Spam 2\)" sms-vocab --unlabeled "$T/mixed.csv"
printf 'Ham,hi there\nSpam,win now\n' > "$T/mixed2.csv"
t_run "Ham then Spam, each once: text" 0 sms-vocab -t --unlabeled "$T/mixed2.csv"
t_ok "  no note" test ! -s "$T/err"
printf 'Ham,hi there\nham,ok lar\nSpam,win now\nspam,win more\nHAM,x\nok,y\n' > "$T/mixed3.csv"
t_run "Ham, Spam and a third word, in any case: text, said" 0 sms-vocab -t --unlabeled "$T/mixed3.csv"
t_ok "  said" grep -q "^sms-vocab: note: $T/mixed3.csv: every line starts with one of a few words and ',' (Ham 3, Spam 2, ok 1)" "$T/err"
printf '# exported 2026-12-06\nv1,v2\nham,hi there\nspam,win now\nham,ok lar\n' > "$T/cmt.csv"
t_bad "a comment line first: skipped, as the readers do" 1 "^sms-vocab: $T/cmt.csv: $dmsg ',' \(line 2 'v1' a header; ham 2, spam 1\)" sms-vocab --unlabeled "$T/cmt.csv"
printf '#win,now\nham,hi there\nspam,win now\n' > "$T/cmt2.csv"
t_run "a comment, then ham and spam each once: text" 0 sms-vocab -t --unlabeled "$T/cmt2.csv"
t_ok "  the comment a message (text keeps '#' lines)" grep -qx -- '-	win now' "$T/out"
printf 'ham ,hi there\n spam,win now\nham  ,ok lar\n' > "$T/spc.csv"
t_bad "spaces around the labels: trimmed, refused" 1 "^sms-vocab: $T/spc.csv: $dmsg ',' \(ham 2, spam 1\)" sms-vocab --unlabeled "$T/spc.csv"
t_ok "  the map as the labels are written (12a-M11): 'ham ' ' spam' 'ham  '" grep -qF "read it with --csv after sed 's/^ *\\([^ ,]*\\) *,/\\1,/' $T/spc.csv (the spaces around the labels dropped) instead of --unlabeled" "$T/err"
# one spelling each: the map spells them; the read it names reads them
awk 'BEGIN { for (i = 0; i < 10; i++) printf "%s,message number %d\n", (i % 2 ? "spam" : "ham "), i }' > "$T/spm.csv"
t_bad "'ham ,text' and 'spam,text': the map spells 'ham '" 1 "^sms-vocab: $T/spm.csv: $dmsg ',' \\(ham 5, spam 5\\): .* read it with --csv --label-map 'spam=spam,ham =ham' instead of --unlabeled" sms-vocab --unlabeled "$T/spm.csv"
t_run "  the read named reads it" 0 sms-vocab -t --csv --label-map 'spam=spam,ham =ham' "$T/spm.csv"
t_ok "  ten records, labels read" test "$(grep -c '^ham	message number$' "$T/out")" = 5
awk 'BEGIN { for (i = 0; i < 12; i++) printf "%s,message number %d\n", (i % 3 == 0 ? "ham " : i % 3 == 1 ? "spam" : "ham"), i }' > "$T/spm2.csv"
t_bad "  'ham ' and 'ham' both: both in the map" 1 "read it with --csv --label-map 'spam=spam,ham =ham,ham=ham' instead" sms-vocab --unlabeled "$T/spm2.csv"
t_run "  the read named reads it" 0 sms-vocab -t --csv --label-map 'spam=spam,ham =ham,ham=ham' "$T/spm2.csv"
awk 'BEGIN { for (i = 0; i < 10; i++) printf "message number %d, %s\n", i, (i % 2 ? "1" : "0") }' > "$T/spl.csv"
t_bad "  the label last, ' 1' and ' 0': the columns and the map" 1 "read it with --csv --label-column 2 --text-column 1 --label-map ' 1=spam, 0=ham' instead" sms-vocab --unlabeled "$T/spl.csv"
t_run "  the read named reads it" 0 sms-vocab -t --csv --label-column 2 --text-column 1 --label-map ' 1=spam, 0=ham' "$T/spl.csv"
# and before a TAB, as read: trimmed too, the map or the sed named
awk 'BEGIN { for (i = 0; i < 10; i++) printf "%s\tmessage number %d\n", (i % 2 ? " spam" : " ham"), i }' > "$T/spt.tsv"
t_bad "' ham<TAB>text' (was text, nothing said): refused, the map spelled" 1 "^sms-vocab: $T/spt.tsv: every line starts with a label and a TAB \\(ham 5, spam 5\\): .* read it with --label-map ' spam=spam, ham=ham' instead of --unlabeled \\(or drop the first field: cut -f2-; text\\? --all-text\\)$" sms-vocab --unlabeled "$T/spt.tsv"
t_run "  the read named reads it" 0 sms-vocab -t --label-map ' spam=spam, ham=ham' "$T/spt.tsv"
awk 'BEGIN { for (i = 0; i < 20; i++) printf "topic%d%s\tmessage number %d\n", i % 5, (i < 10 ? " " : "  "), i }' > "$T/spt2.tsv"
t_run "  'topic0 ' and 'topic0  ' (no map spells them): refused" 1 sms-vocab --unlabeled "$T/spt2.tsv"
t_ok "  the sed named, and the plain read" grep -qF "read it without --unlabeled after sed 's/^ *\\([^ \\t]*\\) *\\t/\\1\\t/' $T/spt2.tsv (the spaces around the labels dropped) (or drop" "$T/err"
gzip -c "$T/spt2.tsv" > "$T/spt2.tsv.gz"
t_run "  gzip'd: refused" 1 sms-vocab --unlabeled "$T/spt2.tsv.gz"
t_ok "  the sed through zcat" grep -qF "read it without --unlabeled after zcat $T/spt2.tsv.gz | sed 's/^ *\\([^ \\t]*\\) *\\t/\\1\\t/' (the spaces" "$T/err"
t_run "  the sed then the read: read" 0 sh -c "sed 's/^ *\\([^ \\t]*\\) *\\t/\\1\\t/' '$T/spt2.tsv' | sms-vocab --stats -"
# the other side: labels without spaces, no map
awk 'BEGIN { for (i = 0; i < 10; i++) printf "%s,message number %d\n", (i % 2 ? "spam" : "ham"), i }' > "$T/spn.csv"
t_bad "  'ham,text': no map" 1 "read it with --csv instead of --unlabeled" sms-vocab --unlabeled "$T/spn.csv"
printf 'ham ,hi there\nham x,ok lar\nspam,win\n' > "$T/spc2.csv"
t_run "a space inside the field: text" 0 sms-vocab -t --unlabeled "$T/spc2.csv"
t_ok "  no note" test ! -s "$T/err"
# text whose lines do start with a label and a delimiter: --all-text
printf 'Ham,cheese and pickle on rye\nSpam,eggs and beans\nHam,egg and chips\nHam,salad, no onions\n' > "$T/orders.txt"
t_bad "a deli's orders: refused, naming --all-text" 1 "^sms-vocab: $T/orders.txt: $dmsg ',' \(Ham 3, Spam 1\): .* read it with --csv --label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham instead of --unlabeled \(text\? --all-text\)$" sms-vocab --unlabeled "$T/orders.txt"
t_run "--unlabeled --all-text: read as text" 0 sms-vocab -t --unlabeled --all-text "$T/orders.txt"
t_ok "  the first field a word" grep -qx -- '-	ham cheese and pickle on rye' "$T/out"
t_ok "  every line" test "$(grep -c '^-	' "$T/out")" = 4
t_ok "  nothing said" test ! -s "$T/err"
t_run "--all-text on the TAB corpus: text" 0 sms-vocab -t --unlabeled --all-text "$T/l.tsv"
t_ok "  its labels words" grep -qx -- '-	spam win now' "$T/out"
t_run "--all-text on plain text: the same as without" 0 sms-vocab -t --unlabeled --all-text "$T/hi.txt"
t_ok "  read as asked" grep -qx -- '-	hi how are you' "$T/out"
t_ok "  nothing said (the note is the rule's)" test ! -s "$T/err"
t_bad "--all-text without --unlabeled: a usage error" 2 "^sms-vocab: --all-text needs --unlabeled$" sms-vocab -t --all-text "$T/orders.txt"
t_bad "attn-train --predict --unlabeled: refused the same" 1 "^attn-train: $T/orders.txt: $dmsg ',' .*\(text\? --all-text\)$" attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --unlabeled --predict "$T/orders.txt"
t_run "attn-train --predict --unlabeled --all-text: four predictions" 0 attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --unlabeled --all-text --predict "$T/orders.txt"
t_ok "  a row a line, the whole line the message" test "$(awk -F'\t' 'NR > 2 { print $1 ":" $2 ":" $NF }' "$T/out" | paste -sd'|' -)" = "1:-:Ham,cheese and pickle on rye|2:-:Spam,eggs and beans|3:-:Ham,egg and chips|4:-:Ham,salad, no onions"
# a quote inside unquoted text opens no quoted field (the CSV reader's
# rule: only at a field's start), so every line's label is seen
printf 'ham,he said "hi\nspam,win a "prize\nham,ok then\nspam,call now\n' > "$T/midq.csv"
t_bad "quotes inside unquoted text: every label counted" 1 "every line starts with a label and ',' \\(ham 2, spam 2\\)" sms-vocab --unlabeled "$T/midq.csv"

# a TAB-separated file with every field in double quotes (pandas' to_csv
# sep='\t' quoting=QUOTE_ALL, R's write.table sep="\t" row.names=FALSE):
# its labels are words in quotes before a TAB, which --quoting csv reads
qmsg="every line starts with a label in double quotes and a TAB"
qtail="a labelled file, its fields quoted \\(Python's csv.QUOTE_ALL, R's write.table\\)\\? --unlabeled reads the whole line, and would count the labels as words of every message: read it with --quoting csv instead of --unlabeled \\(text\\? --all-text\\)\$"
printf '"v1"\t"v2"\n"ham"\t"Go until jurong point"\n"spam"\t"Free entry"\n"ham"\t"Ok lar"\n' > "$T/q.tsv"
t_bad "quoted TAB-separated: refused naming --quoting csv" 1 "^sms-vocab: $T/q.tsv: $qmsg \\(line 1 'v1' a header; ham 2, spam 1\\): $qtail" sms-vocab --unlabeled --stats "$T/q.tsv"
t_bad "attn-train --predict --unlabeled: the same" 1 "^attn-train: $T/q.tsv: $qmsg" attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --unlabeled --predict "$T/q.tsv"
t_run "  --quoting csv reads it" 0 sms-vocab -t --quoting csv "$T/q.tsv"
t_ok "  its labels" test "$(grep -v '^#' "$T/out" | cut -f1 | paste -sd' ' -)" = "ham spam ham"
t_run "  --all-text: text" 0 sms-vocab -t --unlabeled --all-text "$T/q.tsv"
t_ok "  the label a word" grep -qx -- '-	ham go until jurong point' "$T/out"
printf '"1"\t"WIN cash"\n"0"\t"see\nyou"\n"0"\t"ok"\n' > "$T/q10.tsv"
t_bad "quoted 1/0 (any words: TAB), a message over two lines: refused" 1 "^sms-vocab: $T/q10.tsv: $qmsg \\(1 1, 0 2\\): " sms-vocab --unlabeled -t "$T/q10.tsv"
{ i=0; while [ $i -lt 18 ]; do printf '"ham"\t"hi %d"\n' $i; i=$((i + 1)); done; printf 'ham\tunquoted\nfooter\n'; } > "$T/q90.tsv"
t_bad "18 of 20 (exactly 9 in 10): refused, the first line without one named" 1 "^sms-vocab: $T/q90.tsv: 18 of 20 lines start with a label in double quotes and a TAB \\(ham 18; 2 lines not, the first line 19: no label in quotes before the TAB\\): " sms-vocab --unlabeled -t "$T/q90.tsv"
{ i=0; while [ $i -lt 17 ]; do printf '"ham"\t"hi %d"\n' $i; i=$((i + 1)); done; printf 'footer one\nfooter two\n'; } > "$T/q89.tsv"
t_run "17 of 19: text, said naming --quoting csv" 0 sms-vocab --unlabeled -t "$T/q89.tsv"
t_ok "  said" grep -qx "sms-vocab: note: $T/q89.tsv: 17 of 19 lines start with one of a few words in double quotes and a TAB (ham 17; 2 lines not, the first line 18: no TAB), read as text with --unlabeled; labels? read it with --quoting csv" "$T/err"
t_ok "  every line a message" test "$(grep -c '^-	' "$T/out")" = 19
# the other side: quoted first words each once, or with a space: text
printf '"ham"\t"hi there"\n"spam"\t"win now"\n' > "$T/q2.tsv"
t_run "quoted ham then spam, each once (exactly at the rule): text" 0 sms-vocab -t --unlabeled "$T/q2.tsv"
t_ok "  nothing said" test ! -s "$T/err"
printf '"good morning"\t"hi"\n"good morning"\t"bye"\n' > "$T/q3.tsv"
t_run "a quoted first field with a space: text" 0 sms-vocab -t --unlabeled "$T/q3.tsv"
t_ok "  nothing said" test ! -s "$T/err"
t_bad "unquoted labels: the TAB rule's message, not --quoting csv" 1 "^sms-vocab: $T/l.tsv: $msg \\(ham 2, spam 1\\): a labelled corpus" sms-vocab -t --unlabeled "$T/l.tsv"
printf 'ham\t"oops\nfree text one\nfree text two\nham\tx\nmore text\nand more\n' > "$T/open.tsv"
t_run "an unquoted label, then a quote left open: text (no quoted label)" 0 sms-vocab -t --unlabeled "$T/open.tsv"
t_ok "  six messages" test "$(grep -c '^-	' "$T/out")" = 6

# a row number first (pandas' to_csv index=True, R's write.csv
# row.names=TRUE, their defaults): the rules again on the field after it
imsg="every line starts with a row number, then a label and"
itail="a labelled file with its row numbers \\(pandas' to_csv index, R's row.names\\)\\? --unlabeled reads the whole line, and would count the labels as words of every message: read it"
printf ',v1,v2\n0,ham,"Go until jurong point, crazy"\n1,spam,Free entry\n2,ham,Ok lar\n' > "$T/i.csv"
t_bad "pandas' index, ',': refused naming --csv" 1 "^sms-vocab: $T/i.csv: $imsg ',' \\(line 1 'v1' a header; ham 2, spam 1\\): $itail with --csv instead of --unlabeled \\(text\\? --all-text\\)\$" sms-vocab --unlabeled --stats "$T/i.csv"
t_run "  --csv reads it" 0 sms-vocab -t --csv "$T/i.csv"
t_ok "  its labels" test "$(grep -v '^#' "$T/out" | cut -f1 | paste -sd' ' -)" = "ham spam ham"
t_bad "attn-train --predict --unlabeled: the same" 1 "^attn-train: $T/i.csv: $imsg ','" attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --unlabeled --predict "$T/i.csv"
printf '\tv1\tv2\n0\tham\tGo until jurong point\n1\tspam\tFree entry\n2\tham\tOk lar\n' > "$T/i.tsv"
t_bad "pandas' index, TAB: refused, read without --unlabeled" 1 "^sms-vocab: $T/i.tsv: $imsg a TAB \\(line 1 'v1' a header; ham 2, spam 1\\): $itail without --unlabeled \\(text\\? --all-text\\)\$" sms-vocab --unlabeled -t "$T/i.tsv"
t_run "  which reads it" 0 sms-vocab -t "$T/i.tsv"
t_ok "  its labels" test "$(grep -v '^#' "$T/out" | cut -f1 | paste -sd' ' -)" = "ham spam ham"
printf '""\t"v1"\t"v2"\n"1"\t"ham"\t"hi"\n"2"\t"spam"\t"win"\n"3"\t"ham"\t"ok"\n' > "$T/iq.tsv"
t_bad "R's write.table, quoted, TAB: --quoting csv" 1 "^sms-vocab: $T/iq.tsv: every line starts with a row number, then a label in double quotes and a TAB \\(line 1 'v1' a header; ham 2, spam 1\\): $itail with --quoting csv instead" sms-vocab --unlabeled -t "$T/iq.tsv"
printf '0;1;WIN cash\n1;0;see you\n2;0;ok\n' > "$T/i.ssv"
t_bad "no header, ';' and 1/0: the columns and the map named" 1 "^sms-vocab: $T/i.ssv: $imsg ';' \\(1 1, 0 2\\): $itail with --delimiter ';' --label-column 2 --text-column 3 --label-map 1=spam,0=ham instead" sms-vocab --unlabeled -t "$T/i.ssv"
t_run "  which reads it" 0 sms-vocab -t --delimiter ';' --label-column 2 --text-column 3 --label-map 1=spam,0=ham "$T/i.ssv"
t_ok "  its labels" test "$(grep -v '^#' "$T/out" | cut -f1 | paste -sd' ' -)" = "spam ham ham"
row() { i=0; while [ $i -lt "$1" ]; do printf '%d\tham\thi %d\n%d\tspam\twin %d\n' $((2 * i)) $i $((2 * i + 1)) $i; i=$((i + 1)); done; }
{ row 9; printf 'x\tham\tno number\ny\tspam\tnor here\n'; } > "$T/i90.tsv"
t_bad "18 of 20 after a row number (exactly 9 in 10): refused, the first line without one named" 1 "^sms-vocab: $T/i90.tsv: 18 of 20 lines start with a row number, then a label and a TAB \\(ham 9, spam 9; 2 lines not, the first line 19: no row number before the TAB\\): " sms-vocab --unlabeled -t "$T/i90.tsv"
{ row 8; printf '16\tham\thi\nx\tham\tno number\ny\tspam\tnor here\n'; } > "$T/i89.tsv"
t_run "17 of 19: text, said" 0 sms-vocab --unlabeled -t "$T/i89.tsv"
t_ok "  said, naming the columns" grep -qx "sms-vocab: note: $T/i89.tsv: 17 of 19 lines start with a row number, then one of a few words and a TAB (ham 9, spam 8; 2 lines not, the first line 18: no row number before the TAB), read as text with --unlabeled; labels? read it with --delimiter tab --label-column 2 --text-column 3" "$T/err"
# the other side: a first line's corner that is no header, words after
# numbers each once, a number list: text
printf 'x,ham,hello there\n0,ham,see you\n1,spam,win\n' > "$T/i-corner.csv"
t_run "a first field 'x' and no column name after it: no header, text" 0 sms-vocab -q -t --unlabeled "$T/i-corner.csv"
t_ok "  every line a message" test "$(grep -c '^-	' "$T/out")" = 3
printf '1\tapples\tred\n2\tpears\tgreen\n3\tplums\tblue\n' > "$T/i-once.tsv"
t_run "a row number, then words each once: text, nothing said" 0 sms-vocab -t --unlabeled "$T/i-once.tsv"
t_ok "  nothing said" test ! -s "$T/err"
# an id that is no number before the label (12a-W11): msg_1, a UUID, a
# date; the read named reads it
ids() {	# ids FMT: 20 lines, FMT given the line's number and label
	i=1; while [ $i -le 20 ]; do if [ $((i % 2)) = 1 ]; then l=spam; else l=ham; fi
		printf "$1" $i $l $i; i=$((i + 1)); done
}
idtail="a labelled file with an id column first \\(Kaggle's id,label,text\\)\\? --unlabeled reads the whole line, and would count the labels as words of every message: read it"
ids 'msg_%d,%s,hello there number %d\n' > "$T/id.csv"
t_bad "msg_N ids, then a label and ',': refused" 1 "^sms-vocab: $T/id.csv: every line starts with an id, then a label and ',' \\(spam 10, ham 10\\): $idtail with --csv --label-column 2 --text-column 3 instead of --unlabeled \\(text\\? --all-text\\)$" sms-vocab --unlabeled -t "$T/id.csv"
t_run "  the read named reads it" 0 sms-vocab -t --csv --label-column 2 --text-column 3 "$T/id.csv"
t_ok "  the labels its, the ids no words" grep -qx 'spam	hello there number' "$T/out"
ids '3f2a9c1e-77ab-4d1e-9f00-%012d\t%s\thello there %d\n' > "$T/uuid.tsv"
t_bad "UUID ids and a TAB: refused" 1 "^sms-vocab: $T/uuid.tsv: every line starts with an id, then a label and a TAB \\(spam 10, ham 10\\): $idtail with --delimiter tab --label-column 2 --text-column 3 instead" sms-vocab --unlabeled -t "$T/uuid.tsv"
{ echo 'id,label,text'; cat "$T/id.csv"; } > "$T/idh.csv"
t_bad "  under 'id,label,text': refused, the header named" 1 "^sms-vocab: $T/idh.csv: every line starts with an id, then a label and ',' \\(line 1 'label' a header; spam 10, ham 10\\): $idtail with --csv instead" sms-vocab --unlabeled -t "$T/idh.csv"
ids 'SMS%04d;%s;hello there %d\n' > "$T/id.ssv"
t_bad "  SMS0001 ids and ';'" 1 "every line starts with an id, then a label and ';'" sms-vocab --unlabeled -t "$T/id.ssv"
# the other side: a first word without a digit is no id (a label first,
# as 'spam,ham,text' would be), and words after ids each once
ids 'msg_%d,%s,hello there number %d\n' | sed 's/^msg_[0-9]*/msg/' > "$T/noid.csv"
t_run "a first word without a digit ('msg'): no id, text" 0 sms-vocab -q -t --unlabeled "$T/noid.csv"
ids 'msg_%d,word%s%d,hello there\n' > "$T/idonce.csv"
t_run "ids, then words each once: no labels (the ids refused, 12a-W3)" 1 sms-vocab -t --unlabeled "$T/idonce.csv"
t_ok "  no label named" grep -q "a column of ids before the text" "$T/err"
printf '1,000 winners, call now\n2,500 more, today\n' > "$T/i-num.txt"
t_run "'1,000 winners, ...': no label after the number, text" 0 sms-vocab -q -t --unlabeled "$T/i-num.txt"
t_ok "  read as asked" grep -qx -- '-	winners call now' "$T/out"

# --- a negated spam with a space ('not spam', 'Not Spam', 'non spam') and
# Russian's 'спам' / 'не спам' (any case, 'неспам'), labels the label
# rule knows though they have a space or are no ASCII: refused naming the
# --label-map that spells them, first or last, ',' ';' or TAB (11d-W5)
ns() {	# ns FORMAT SPAM HAM: 20 lines, 8 SPAM
	i=0
	while [ $i -lt 20 ]; do
		if [ $((i % 5)) -eq 0 ] || [ $((i % 5)) -eq 3 ]; then
			printf "$1" "$2" "Free entry win a prize number $i now"
		else
			printf "$1" "$3" "Ok see you at lunch at $i then"
		fi
		i=$((i + 1))
	done
}
for p in 'spam|not spam' 'Spam|Not Spam' 'spam|non spam' 'спам|не спам' 'Спам|Не спам'; do
	sp=${p%|*} hm=${p#*|}
	for f in '%s,%s\n' '%s;%s\n' '%s\t%s\n'; do
		ns "$f" "$sp" "$hm" > "$T/ns.txt"
		case $f in
		%s,*) dn="','" o="--csv " ;;
		%s\;*) dn="';'" o="--delimiter ';' " ;;
		*) dn="a TAB" o= ;;
		esac
		t_bad "'$sp' / '$hm' before $dn: refused, the map spelled" 1 "^sms-vocab: $T/ns.txt: every line starts with a label and $dn \\($sp 8, $hm 12\\): a labelled (file|corpus)\\? .*: read it with $o--label-map '$sp=spam,$hm=ham' instead of --unlabeled" sms-vocab --unlabeled --stats "$T/ns.txt"
		t_run "  the options named read it" 0 sh -c "sms-vocab $o--label-map '$sp=spam,$hm=ham' --stats '$T/ns.txt'"
		t_ok "  20 records, 8 spam" sh -c "grep -qx 'records	20' '$T/out' && grep -qx 'spam	8' '$T/out'"
	done
done
ns '%s,%s\n' 'спам' 'неспам' > "$T/ns.txt"
t_bad "'спам' / 'неспам' (no space): the map unquoted" 1 "^sms-vocab: $T/ns.txt: every line starts .* read it with --csv --label-map спам=spam,неспам=ham instead" sms-vocab --unlabeled --stats "$T/ns.txt"
ns '%s,%s\n' 'not spam' 'spam' | awk -F, '{ print $2 "," $1 }' > "$T/nsl.csv"
t_bad "the label last ('text,not spam')" 1 "^sms-vocab: $T/nsl.csv: every line ends with ',' and a label \\(not spam 8, spam 12\\): .* read it with --csv --label-column 2 --text-column 1 --label-map 'spam=spam,not spam=ham' instead" sms-vocab --unlabeled --stats "$T/nsl.csv"
# TAB's labels the rule knows get their map too ('1', '0')
ns '%s\t%s\n' 1 0 > "$T/n10.tsv"
t_bad "'1<TAB>' / '0<TAB>': the map named" 1 "^sms-vocab: $T/n10.tsv: every line starts with a label and a TAB \\(1 8, 0 12\\): a labelled corpus\\? .*: read it with --label-map 1=spam,0=ham instead of --unlabeled \\(or drop the first field: cut -f2-; text\\? --all-text\\)\$" sms-vocab --unlabeled --stats "$T/n10.tsv"
# the other side: 'not spam' / 'не спам' beginning text (a comma after,
# under 9 lines in 10), a negated spam with two spaces or more words
ns '%s,%s\n' 'Not spam' 'Really' | sed 's/^Really,/Really, /' > "$T/nt.txt"
t_run "'Not spam, ...' beside 'Really, ...' (no label): text" 0 sms-vocab --unlabeled -t "$T/nt.txt"
t_ok "  20 messages, no refusal" test "$(grep -c '^-	' "$T/out")" = 20
ns '%s,%s\n' 'not  spam' 'not spam at all' > "$T/n2.txt"
t_run "'not  spam' (two spaces), 'not spam at all': text, nothing said" 0 sms-vocab --unlabeled -t "$T/n2.txt"
t_ok "  20 messages, nothing said" sh -c "test \$(grep -c '^-	' '$T/out') = 20 && test ! -s '$T/err'"

# --- a spreadsheet's empty columns LEFT of the label (',spam,text', a
# sheet whose column A was left empty): the empty fields passed over,
# the columns named (the class of 11d-W3's empty columns on the right)
ns ',%s,%s\n' spam ham > "$T/le.csv"
t_bad "',spam,text': refused, the columns named" 1 "^sms-vocab: $T/le.csv: every line starts with empty fields, then a label and ',' \\(spam 8, ham 12\\): a labelled file\\? .*: read it with --csv --label-column 2 --text-column 3 instead of --unlabeled \\(text\\? --all-text\\)\$" sms-vocab --unlabeled --stats "$T/le.csv"
t_run "  the options named read it" 0 sms-vocab --csv --label-column 2 --text-column 3 --stats "$T/le.csv"
t_ok "  20 records, 8 spam" sh -c "grep -qx 'records	20' '$T/out' && grep -qx 'spam	8' '$T/out'"
ns '\t\t%s\t%s\n' spam ham > "$T/le.tsv"
t_bad "two empty TAB fields first: columns 3 and 4, cut -f4-" 1 "^sms-vocab: $T/le.tsv: every line starts with empty fields, then a label and a TAB \\(spam 8, ham 12\\): a labelled corpus\\? .*: read it with --delimiter tab --label-column 3 --text-column 4 instead of --unlabeled \\(or drop the fields before the text: cut -f4-; text\\? --all-text\\)\$" sms-vocab --unlabeled --stats "$T/le.tsv"
t_run "  the options named read it" 0 sms-vocab --delimiter tab --label-column 3 --text-column 4 --stats "$T/le.tsv"
t_ok "  20 records" grep -qx 'records	20' "$T/out"
# the other side: text lines that start with ',' (no label after it)
ns ',%s %s\n' 'well' 'ok then' > "$T/lt.txt"
t_run "', well ...' lines: text, nothing said" 0 sms-vocab --unlabeled -t "$T/lt.txt"
t_ok "  20 messages, nothing said" sh -c "test \$(grep -c '^-	' '$T/out') = 20 && test ! -s '$T/err'"
# spam in another case among spam and ham (a column typed by hand): the
# map named keeps spam and ham, which a map without '*' would refuse; the
# read it names, followed, reads the file
printf 'Spam\tWin cash now\nham\tsee you later\nSpam\tFree prize today\nham\tok fine\nham\tcall me\nspam\tcash\n' > "$T/case.tsv"
t_bad "labels 'Spam' and spam, ham: the map keeps spam and ham" 1 "^sms-vocab: $T/case.tsv: every line starts with a label and a TAB \\(Spam 3, ham 3\\): .*read it with --label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham instead of --unlabeled " sms-vocab -t --unlabeled "$T/case.tsv"
t_run "  followed: read" 0 sms-vocab -t --label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham "$T/case.tsv"
t_ok "  the labels" test "$(grep -v '^#' "$T/out" | cut -f1 | sort | uniq -c | tr -s ' ' | tr '\n' ';')" = " 3 ham; 3 spam;"
printf '1,Win cash now\n0,see you later\n1,Free prize today\n0,ok fine\n0,call me\n' > "$T/n10.csv"
t_bad "labels 1 and 0 alone: 1=spam,0=ham alone" 1 "read it with --csv --label-map 1=spam,0=ham instead of --unlabeled" sms-vocab -t --unlabeled "$T/n10.csv"
