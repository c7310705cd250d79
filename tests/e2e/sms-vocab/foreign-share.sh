#!/bin/sh
# Other programs' label layouts given to --unlabeled, at the edges of
# their share rules (attnkit(5) "Other programs' layouts given as a
# corpus", lib/text/corpus-foreign.c): fastText's '__label__' lines and
# 'label space text' lines are refused at 9 lines in 10 and said from half
# of them (the lines without a label a text's next lines), as the TAB and
# delimiter rules; fastText's labels split at a space or a TAB, several
# labels a line named; and every conversion a message names is RUN here
# (on plain and gzip files: zcat, never sed on the compressed bytes) and
# its output read back with the labels right.
. "$(dirname "$0")/../../lib.sh"
# the conversion command in $T/err ("... CMD > F.tsv ..."), FILE (the
# labelled reader's placeholder) made $1
conv() {
	grep -o "\\(zcat [^ ]* | \\)\\{0,1\\}\\(awk '[^']*'[^|']*| \\)\\{0,1\\}sed '[^']*'[^>',)]*" "$T/err" |
	    head -1 | sed "s/ *\$//; s|FILE|$1|g"
}
# run the conversion named in $T/err on $1 into $T/F.tsv and read it
run_conv() {
	cmd=$(conv "$1")
	: > "$T/conv.out"
	if [ -z "$cmd" ]; then echo "no conversion named" > "$T/conv.err"; return 0; fi
	eval "$cmd" > "$T/F.tsv" && sms-vocab -t "$T/F.tsv" > "$T/conv.out" 2> "$T/conv.err" || :
}
labels() {	# the labels read back: "ham 2;spam 2;"
	grep -v '^#' "$T/conv.out" | cut -f1 | sort | uniq -c |
	    awk '{ printf "%s %s;", $2, $1 }'
}
# --- fastText: every line; a TAB after the label; several labels a line
printf '__label__ham hi there\n__label__spam win cash now\n__label__ham ok then\n__label__spam free entry\n' > "$T/ft.txt"
t_bad "fastText, every line: refused" 1 "^sms-vocab: $T/ft.txt:1: fastText's supervised format \\(its lines start with '__label__' and a label: __label__ham 2, __label__spam 2\\), not messages" sms-vocab -t --unlabeled "$T/ft.txt"
run_conv "$T/ft.txt"; t_ok "  its sed run: ham 2, spam 2" test "$(labels)" = "ham 2;spam 2;"
printf '__label__spam\tWin cash now\n__label__ham\tOk see you\n__label__ham\tDinner at eight\n__label__spam\tFree entry\n' > "$T/tab.txt"
t_bad "fastText with a TAB after the label: the labels split at the TAB" 1 "\\(its lines start with '__label__' and a label: __label__spam 2, __label__ham 2\\), not messages: .*without --unlabeled \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/tab.txt"
t_ok "  no placeholder map" sh -c "! grep -q 'SPAMLABEL\\|label-map' '$T/err'"
run_conv "$T/tab.txt"; t_ok "  its sed run: spam 2, ham 2, the text whole" sh -c "test '$(labels)' = 'ham 2;spam 2;' && grep -qx 'spam	win cash now' '$T/conv.out'"
printf '__label__spam __label__promo Win cash now\n__label__ham Ok see you\n__label__ham __label__family\t__label__x Dinner at eight\n__label__spam Free entry text\n__label__ham Call me later\n' > "$T/multi.txt"
t_bad "fastText, several labels a line: named" 1 "__label__spam 2, __label__ham 3; 2 lines with several labels, the first line 1: the sed keeps the first label of each line, drops the others\\), not messages" sms-vocab -t --unlabeled "$T/multi.txt"
run_conv "$T/multi.txt"; t_ok "  its sed run: no label left in a text" sh -c "test '$(labels)' = 'ham 3;spam 2;' && ! grep -q 'label' '$T/conv.out'"
t_bad "  the labelled reader names the labels after the first" 1 "^sms-vocab: $T/multi.txt:1: no TAB between label and text \\(fastText's supervised format, '__label__spam' then the text, with more labels \\(the sed keeps the first\\)\\? make the label a field: sed '.*' FILE, and read that\\)\$" sms-vocab -t "$T/multi.txt"
run_conv "$T/multi.txt"; t_ok "  its sed run: the same labels" test "$(labels)" = "ham 3;spam 2;"
# --- fastText's share: 9 in 10 refused, 8 in 10 and half said, fewer not
ft() {	# $1 lines with a label of $2, the others a text's next line
	awk -v on="$1" -v all="$2" 'BEGIN { for (i = 0; i < all; i++)
	    if (i < on) print "__label__" (i % 2 ? "spam" : "ham") " text number " i
	    else print "and its next line " i }' > "$T/f$1.txt"
}
ft 9 10; ft 8 10; ft 5 10; ft 4 10
t_bad "fastText, 9 of 10 lines (the edge): refused, the lines joined" 1 "^sms-vocab: $T/f9.txt:1: fastText's supervised format \\(9 of 10 lines start with '__label__' and a label: __label__ham 5, __label__spam 4\\), not messages: .*make the label a field \\(each line without one joined to the line before\\), awk '/\\^__label__/ " sms-vocab -t --unlabeled "$T/f9.txt"
run_conv "$T/f9.txt"; t_ok "  its command run: 9 records, the next line joined" sh -c "test '$(labels)' = 'ham 5;spam 4;' && grep -qx 'ham	text number and its next line' '$T/conv.out'"
t_run "fastText, 8 of 10 lines: read as text" 0 sms-vocab -t --unlabeled "$T/f8.txt"
t_ok "  said, naming the join and the sed" grep -q "^sms-vocab: note: $T/f8.txt: 8 of 10 lines start with '__label__' and a label (__label__ham 4, __label__spam 4), read as text with --unlabeled; fastText's supervised format, its texts broken over lines? join each line without a label to the one before and make the label a field: awk " "$T/err"
run_conv "$T/f8.txt"; t_ok "  its command run: ham 4, spam 4" test "$(labels)" = "ham 4;spam 4;"
t_run "fastText, half the lines: read as text" 0 sms-vocab -t --unlabeled "$T/f5.txt"
t_ok "  said" grep -q "note: $T/f5.txt: 5 of 10 lines start with '__label__'" "$T/err"
t_run "fastText, 4 of 10 lines: read as text" 0 sms-vocab -t --unlabeled "$T/f4.txt"
t_ok "  nothing said of fastText" sh -c "! grep -q fastText '$T/err'"
# --- a label and a space: the same share
sp() {
	awk -v on="$1" -v all="$2" 'BEGIN { for (i = 0; i < all; i++)
	    if (i < on) print (i % 2 ? "spam" : "ham") " text number " i
	    else print "and its next line " i }' > "$T/s$1.txt"
}
sp 9 10; sp 8 10; sp 5 10; sp 4 10
t_bad "label and space, 9 of 10 lines (the edge): refused, the lines joined" 1 "^sms-vocab: $T/s9.txt:1: 9 of 10 lines start with a label and a space \\(ham 5, spam 4\\): .*make the first space a TAB \\(each line without a label joined to the line before\\), awk 'tolower" sms-vocab -t --unlabeled "$T/s9.txt"
run_conv "$T/s9.txt"; t_ok "  its command run: ham 5, spam 4" test "$(labels)" = "ham 5;spam 4;"
t_run "label and space, 8 of 10 lines: read as text" 0 sms-vocab -t --unlabeled "$T/s8.txt"
t_ok "  said, naming the join and the sed" grep -q "^sms-vocab: note: $T/s8.txt: 8 of 10 lines start with a label and a space (ham 4, spam 4), read as text with --unlabeled; a label and a space before each text, the texts broken over lines? join each line without a label to the one before and make the space a TAB: awk " "$T/err"
run_conv "$T/s8.txt"; t_ok "  its command run: ham 4, spam 4" test "$(labels)" = "ham 4;spam 4;"
t_run "label and space, half the lines: read as text, said" 0 sms-vocab -t --unlabeled "$T/s5.txt"
t_ok "  said" grep -q "note: $T/s5.txt: 5 of 10 lines start with a label" "$T/err"
t_run "label and space, 4 of 10 lines: read as text" 0 sms-vocab -t --unlabeled "$T/s4.txt"
t_ok "  nothing said of labels" sh -c "! grep -q 'spam or ham' '$T/err'"
# --- labels in another case ('Ham', 'SPAM'): the sed lowers them; 1 and 0
# get their map
printf 'Ham hi there\nSPAM win cash\nham ok then\nSpam free entry\nHam see you\n' > "$T/case.txt"
t_run "label and space, 'Ham' and 'SPAM': refused" 1 sms-vocab -t --unlabeled "$T/case.txt"
t_ok "  the sed lowers the label" grep -qF "make the first space a TAB, sed 's/^\([^ ]*\) /\L\1\E\t/' $T/case.txt > F.tsv, and read that without --unlabeled (text" "$T/err"
run_conv "$T/case.txt"; t_ok "  its sed run: ham 3, spam 2, no label of its own" sh -c "test '$(labels)' = 'ham 3;spam 2;' && ! test -s '$T/conv.err'"
printf '1 hi there\n0 win cash\n1 ok then\n0 free entry\nand more\n' > "$T/num.txt"
t_run "1 and 0 and a space, 4 of 5 lines: read as text" 0 sms-vocab -t --unlabeled "$T/num.txt"
t_ok "  said with the map" grep -q "note: $T/num.txt: 4 of 5 lines start with a label and a space (1 2, 0 2), .*read that without --unlabeled with --label-map 1=spam,0=ham\$" "$T/err"
# --- gzip: every conversion through zcat, run and read back
printf '| label | text |\n|---|---|\n| ham | hi there |\n| spam | win cash |\n| ham | ok |\n' | gzip > "$T/m.md.gz"
printf '  label       text\n0   ham   hi there\n1  spam   win cash\n2   ham         ok\n' | gzip > "$T/s.txt.gz"
gzip -c "$T/ft.txt" > "$T/ft.txt.gz"
gzip -c "$T/f8.txt" > "$T/f8.txt.gz"
printf 'ham hi there\nspam win now\nham ok\nspam free\n' | gzip > "$T/h.txt.gz"
for f in m.md.gz s.txt.gz ft.txt.gz f8.txt.gz h.txt.gz; do
	sms-vocab -t --unlabeled "$T/$f" > /dev/null 2> "$T/err" || :
	t_ok "$f: the conversion through zcat" grep -q "zcat $T/$f | " "$T/err"
	run_conv "$T/$f"; t_ok "  run: labels read" sh -c "test -n '$(labels)' && ! grep -q '^-	' '$T/conv.out' && ! test -s '$T/conv.err'"
done
for f in m.md.gz ft.txt.gz h.txt.gz; do
	sms-vocab -t "$T/$f" > /dev/null 2> "$T/err" || :
	t_ok "$f, the labelled reader: zcat FILE | sed" grep -q "zcat FILE | sed '" "$T/err"
	run_conv "$T/$f"; t_ok "  run: labels read" sh -c "test -n '$(labels)' && ! grep -q '^-	' '$T/conv.out'"
done
t_end
