#!/bin/sh
# --unlabeled on a labelled corpus with lines that do not start with a
# label (a footer, a stray line): the share rule of attnkit(5) "What the
# tools guess".  The labels, at most three words (a TAB's: up to 32),
# start 9 lines in 10 or more: refused as when every line does, naming
# the lines that do not; half or more: read as text and said; fewer:
# text, nothing said.
. "$(dirname "$0")/../../lib.sh"
# n labelled lines (ham and spam by turns) into a file
lab() {
	i=0
	while [ "$i" -lt "$1" ]; do
		if [ $((i % 2)) -eq 0 ]; then printf 'ham\tsee you at five\n'
		else printf 'spam\twin cash now\n'; fi
		i=$((i + 1))
	done
}
tail="a labelled corpus\\? --unlabeled reads the whole line, and would count the labels as words of every message: read it without --unlabeled \\(or drop the first field: cut -f2-; text\\? --all-text\\)\$"
{ lab 400; printf 'ham\n'; } > "$T/foot.tsv"
t_bad "400 labelled lines and 'ham' without a TAB: refused, the line named" 1 "^sms-vocab: $T/foot.tsv: 400 of 401 lines start with a label and a TAB \\(ham 200, spam 200; 1 line not, line 401: no TAB\\): $tail" sms-vocab --unlabeled --min-count 1 -o "$T/v" "$T/foot.tsv"
t_ok "  no vocabulary written" test ! -e "$T/v"
{ lab 18; printf 'footer one\nfooter two\n'; } > "$T/s90.tsv"
t_bad "18 of 20 (exactly 9 in 10): refused" 1 "^sms-vocab: $T/s90.tsv: 18 of 20 lines start with a label and a TAB \\(ham 9, spam 9; 2 lines not, the first line 19: no TAB\\): $tail" sms-vocab -t --unlabeled "$T/s90.tsv"
{ lab 17; printf 'footer one\nfooter two\n'; } > "$T/s89.tsv"
t_run "17 of 19 (under 9 in 10): text, said" 0 sms-vocab -t --unlabeled "$T/s89.tsv"
t_ok "  read as asked: the label a word" grep -qx -- '-	ham see you at five' "$T/out"
t_ok "  every line a message" test "$(grep -c "^-	" "$T/out")" = 19
t_ok "  said, naming the option" grep -qx "sms-vocab: note: $T/s89.tsv: 17 of 19 lines start with one of a few words and a TAB (ham 9, spam 8; 2 lines not, the first line 18: no TAB), read as text with --unlabeled; labels? read it without --unlabeled" "$T/err"
{ printf 'I love you\tx\n'; lab 9; } > "$T/nolab.tsv"
t_bad "a field with a space before the TAB: no label" 1 "^sms-vocab: $T/nolab.tsv: 9 of 10 lines start with a label and a TAB \\(ham 5, spam 4; 1 line not, line 1: no label before the TAB\\)" sms-vocab -t --unlabeled "$T/nolab.tsv"
{ lab 9; printf 'other\tx\n'; lab 9; } > "$T/fourth.tsv"
t_bad "a third word once among ham and spam: a label, refused" 1 "^sms-vocab: $T/fourth.tsv: every line starts with a label and a TAB \\(ham 10, spam 8, other 1\\)" sms-vocab -t --unlabeled "$T/fourth.tsv"
{ lab 16; printf 'a\tx\nb\ty\n'; } > "$T/more.tsv"
t_bad "ham, spam, a and b: a fourth word, the lines named" 1 "^sms-vocab: $T/more.tsv: 17 of 18 lines start with a label and a TAB \\(ham 8, spam 8, a 1; 1 line not, line 18: 'b', a fourth word\\)" sms-vocab -t --unlabeled "$T/more.tsv"
# the note's side: half the lines exactly, and fewer
printf 'ham\thi\nham\tok\none\ntwo\n' > "$T/half.tsv"
t_run "2 of 4 (exactly half): text, said" 0 sms-vocab -t --unlabeled "$T/half.tsv"
t_ok "  said" grep -qx "sms-vocab: note: $T/half.tsv: 2 of 4 lines start with one of a few words and a TAB (ham 2; 2 lines not, the first line 3: no TAB), read as text with --unlabeled; labels? read it without --unlabeled" "$T/err"
printf 'ham\thi\nham\tok\none\ntwo\nthree\n' > "$T/few.tsv"
t_run "2 of 5: text, nothing said" 0 sms-vocab -t --unlabeled "$T/few.tsv"
t_ok "  nothing said" test ! -s "$T/err"
t_run "--all-text: the 9-in-10 file read as text, nothing said" 0 sms-vocab -t --unlabeled --all-text "$T/s90.tsv"
t_ok "  nothing said" test ! -s "$T/err"
# ',' and the other delimiters: the same shares
{ i=0; while [ $i -lt 9 ]; do printf 'ham,see you\nspam,win now\n'; i=$((i + 1)); done; printf 'I love you\n'; } > "$T/foot.csv"
t_bad "',': 18 of 19 labelled lines: refused naming --csv" 1 "^sms-vocab: $T/foot.csv: 18 of 19 lines start with a label and ',' \\(ham 9, spam 9; 1 line not, line 19: no ','\\): a labelled file\\? .* read it with --csv instead of --unlabeled \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/foot.csv"
printf '1;win\n0;see you\n0;ok\nhello\n' > "$T/half.ssv"
t_run "';': 3 of 4 with 1 and 0: text, said" 0 sms-vocab -t --unlabeled "$T/half.ssv"
t_ok "  said, naming --delimiter ';'" grep -qx "sms-vocab: note: $T/half.ssv: 3 of 4 lines start with one of a few words and ';' (1 1, 0 2; 1 line not, line 4: no ';'), read as text with --unlabeled; labels? read it with --delimiter ';' --label-map 1=spam,0=ham" "$T/err"
# texts quoted over several lines after the TAB (pandas'
# to_csv(sep='\t') of emails): a quoted field's rest is no line without
# a label; refused naming --quoting csv, as the ',' file is
em() {
	printf 'label%stext\n' "$1"
	i=0
	while [ $i -lt 12 ]; do
		if [ $((i % 3)) -eq 0 ]; then l=spam; else l=ham; fi
		printf '%s%s"Subject: note %s\nhello team, the meter\nthanks"\n' "$l" "$1" $i
		i=$((i + 1))
	done
}
em "$(printf '\t')" > "$T/em.tsv"
t_bad "emails of 3 lines each, TAB: refused naming --quoting csv" 1 "^sms-vocab: $T/em.tsv: every line starts with a label and a TAB \\(line 1 'label' a header; spam 4, ham 8\\): a labelled file, its texts quoted over several lines \\(pandas' to_csv\\(sep='\\\\t'\\)\\)\\? .*: read it with --quoting csv instead of --unlabeled \\(text\\? --all-text\\)\$" sms-vocab --unlabeled --stats "$T/em.tsv"
t_run "  --quoting csv reads it" 0 sms-vocab --quoting csv --stats "$T/em.tsv"
t_ok "  12 records" grep -qx 'records	12' "$T/out"
em ',' > "$T/em.csv"
t_bad "  the ',' twin: refused as before" 1 "^sms-vocab: $T/em.csv: every line starts with a label and ','" sms-vocab --unlabeled --stats "$T/em.csv"
# the other side: text with quoted lines, no labels: a column of text as
# CSV quotes it (pandas' to_csv of one column), refused by the plain read,
# naming the read of its records (unlabeled-csv.sh); --all-text reads
# its lines
printf '"hello\nthere"\nsee you\n"ok\nthen"\nbye now\n' > "$T/qt.txt"
t_bad "quoted text over lines, no TAB: a column of CSV, refused" 1 "^sms-vocab: $T/qt\\.txt:1: a text in double quotes goes on to line 2, and more, as CSV quotes a column of text over several lines .* read it with --unlabeled --csv \\(lines of text as they are\\? --all-text\\)\$" sms-vocab --unlabeled -t "$T/qt.txt"
t_run "  --unlabeled --csv: four messages" 0 sms-vocab --unlabeled --csv -t "$T/qt.txt"
t_ok "  four messages, nothing said" sh -c "test \$(grep -c '^-	' '$T/out') = 4 && test ! -s '$T/err'"
t_run "  --all-text: each line a message" 0 sms-vocab --unlabeled --all-text -t "$T/qt.txt"
t_ok "  six messages, nothing said" sh -c "test \$(grep -c '^-	' '$T/out') = 6 && test ! -s '$T/err'"
# a label is measured in characters: 13 Cyrillic letters (26 bytes) are a
# label as 13 Latin ones are; 25 letters are none
{ i=0; while [ $i -lt 8 ]; do printf 'нежелательное\tПривет как дела\n'; i=$((i + 1)); done; printf 'спам\tВы выиграли приз\nспам\tЗвоните сейчас\n'; } > "$T/ru.tsv"
t_bad "Cyrillic labels of 13 letters: refused" 1 "^sms-vocab: $T/ru.tsv: every line starts with a label and a TAB \\(нежелательное 8, спам 2\\): a labelled corpus\\?" sms-vocab --unlabeled --stats "$T/ru.tsv"
w24=абвгдеёжзийклмнопрстуфхц
{ i=0; while [ $i -lt 9 ]; do printf '%s\tПривет\n' "$w24"; i=$((i + 1)); done; } > "$T/r24.tsv"
t_bad "  24 letters (48 bytes): a label" 1 "^sms-vocab: $T/r24.tsv: every line starts with a label and a TAB \\($w24 9\\)" sms-vocab --unlabeled --stats "$T/r24.tsv"
{ i=0; while [ $i -lt 9 ]; do printf '%sч\tПривет как дела\n' "$w24"; i=$((i + 1)); done; } > "$T/r25.tsv"
t_run "  25 letters: no label, text" 0 sms-vocab --unlabeled --stats "$T/r25.tsv"
t_ok "  nothing said of labels" sh -c "! grep -q 'TAB' '$T/err'"
# a TAB's labels of many classes (11a-W4): 4 to 32 words, each on two
# lines or more and four on average, that start 9 lines in 10
mc() {	# mc N K: N classes, K lines each, interleaved
	k=0
	while [ $k -lt "$2" ]; do
		c=0
		while [ $c -lt "$1" ]; do printf 'class%d\tsome message text %d %d\n' $c $c $k; c=$((c + 1)); done
		k=$((k + 1))
	done
}
mc 10 10 > "$T/mc.tsv"
t_bad "10 classes of 10 lines: refused, every label named" 1 "^sms-vocab: $T/mc.tsv: every line starts with a label and a TAB \\(class0 10, class1 10, class2 10, class3 10, class4 10, class5 10, class6 10, class7 10, class8 10, class9 10\\): $tail" sms-vocab -t --unlabeled "$T/mc.tsv"
mc 4 25 > "$T/mc4.tsv"
t_bad "4 classes of 25 (was a note): refused" 1 "^sms-vocab: $T/mc4.tsv: every line starts with a label and a TAB \\(class0 25, class1 25, class2 25, class3 25\\)" sms-vocab -t --unlabeled "$T/mc4.tsv"
mc 32 4 > "$T/mc32.tsv"
t_bad "32 classes of 4 (the edge): refused, eight named" 1 "^sms-vocab: $T/mc32.tsv: every line starts with a label and a TAB \\(class0 4, class1 4, class2 4, class3 4, class4 4, class5 4, class6 4, class7 4 and 24 more\\): $tail" sms-vocab -t --unlabeled "$T/mc32.tsv"
mc 33 4 > "$T/mc33.tsv"
t_bad "33 classes of 4 (past the 32 words named): every line counted" 1 "^sms-vocab: $T/mc33.tsv: every line starts with a label and a TAB \\(class0 4, .* class7 4 and 25 more\\): $tail" sms-vocab -t --unlabeled "$T/mc33.tsv"
# labels of many classes, however many, and with every delimiter
# (12a-W2, 12a-W7): the 41 of the HuffPost News Category data set
mc 41 10 > "$T/mc41.tsv"
t_bad "41 classes of 10: refused" 1 "^sms-vocab: $T/mc41.tsv: every line starts with a label and a TAB \\(class0 10, .* class7 10 and 33 more\\): $tail" sms-vocab -t --unlabeled "$T/mc41.tsv"
mc 200 4 > "$T/mc200.tsv"
t_bad "200 classes of 4 (the average's edge): refused" 1 "^sms-vocab: $T/mc200.tsv: every line starts with a label and a TAB \\(.* and 192 more\\)" sms-vocab -t --unlabeled "$T/mc200.tsv"
{ mc 41 10; mc 41 1 | sed 's/^class/once/'; } > "$T/mc41o.tsv"
t_bad "  41 words each on one line besides (410 of 451 lines): refused, the first named" 1 "^sms-vocab: $T/mc41o.tsv: 410 of 451 lines start with a label and a TAB \\(class0 10, .* and 33 more; 41 lines not, the first line 411: a word on one line before the TAB\\)" sms-vocab -t --unlabeled "$T/mc41o.tsv"
{ mc 41 10; mc 46 1 | sed 's/^class/once/'; } > "$T/mc41u.tsv"
t_run "  46 words on one line besides (410 of 456, under 9 in 10): text" 0 sms-vocab -t --unlabeled "$T/mc41u.tsv"
t_ok "  456 messages, no label rule said" sh -c "test \$(grep -c '^-	' '$T/out') = 456 && ! grep -q 'TAB' '$T/err'"
mc 41 3 > "$T/mc41a3.tsv"
t_run "  41 words of 3 lines (under four on average): text" 0 sms-vocab -t --unlabeled "$T/mc41a3.tsv"
t_ok "  nothing said" test ! -s "$T/err"
sed 's/^\([^\t]*\)\t/\1,/' "$T/mc41.tsv" > "$T/mc41.csv"
t_run "41 classes and ',': said (no label the rule knows)" 0 sms-vocab -t --unlabeled "$T/mc41.csv"
t_ok "  the note names the words and the read" grep -q "^sms-vocab: note: $T/mc41.csv: every line starts with one of 41 words and ',' (class0 10, .* and 33 more), read as text with --unlabeled; labels? read it with --csv --label-map class0=spam,\\*=ham if 'class0' is spam (each label named spam or ham; \\*: every other)$" "$T/err"
for dl in ';' '|'; do
	tr ',' "$dl" < "$T/mc41.csv" > "$T/mc41.d"
	t_run "41 classes and '$dl': said" 0 sms-vocab -t --unlabeled "$T/mc41.d"
	t_ok "  the note names '$dl'" grep -q "every line starts with one of 41 words and '$dl'" "$T/err"
done
sed 's/^\([^\t]*\)\t\(.*\)$/\2,\1/' "$T/mc41.tsv" > "$T/mc41l.csv"
t_run "41 classes last (text,label): said, the columns named" 0 sms-vocab -t --unlabeled "$T/mc41l.csv"
t_ok "  --label-column 2 --text-column 1" grep -q "every line ends with ',' and one of 41 words .* read it with --csv --label-column 2 --text-column 1 --label-map" "$T/err"
awk '{ print NR - 1 "\t" $0 }' "$T/mc41.tsv" > "$T/mc41i.tsv"
t_bad "41 classes after a row number: refused, the columns named" 1 "^sms-vocab: $T/mc41i.tsv: every line starts with a row number, then a label and a TAB \\(.* and 33 more\\): .* read it with --delimiter tab --label-column 2 --text-column 3 instead of --unlabeled" sms-vocab -t --unlabeled "$T/mc41i.tsv"
mc 7 10 | sed 's/^\([^\t]*\)\t/\1,/' > "$T/mc7.csv"
t_run "7 classes and ',' (three commonest under half): said" 0 sms-vocab -t --unlabeled "$T/mc7.csv"
t_ok "  said" grep -q "every line starts with one of 7 words and ','" "$T/err"
{ mc 9 9; printf 'stray line one\nstray\tline two\n'; mc 1 1; } > "$T/mc9.tsv"
t_bad "  9 classes, a line without a TAB and a word once: the lines named" 1 "^sms-vocab: $T/mc9.tsv: 82 of 84 lines start with a label and a TAB \\(.*class8 9; 2 lines not, the first line 82: no TAB\\)" sms-vocab -t --unlabeled "$T/mc9.tsv"
t_run "  the labelled reader reads them (labels of their own)" 0 sms-vocab --stats "$T/mc.tsv"
# the other side: many words each on one line, words of under four lines
# on average, under 9 lines in 10
mc 12 1 | awk -F'\t' '{ print substr("abcdefghijkl", NR, 1) "word\t" $2 }' > "$T/once.tsv"
t_run "12 words each on one line: text, nothing said" 0 sms-vocab -t --unlabeled "$T/once.tsv"
t_ok "  12 messages, nothing said" sh -c "test \$(grep -c '^-	' '$T/out') = 12 && test ! -s '$T/err'"
mc 8 3 > "$T/avg3.tsv"
t_run "8 words of 3 lines (under four on average): text" 0 sms-vocab -t --unlabeled "$T/avg3.tsv"
t_ok "  24 messages" test "$(grep -c '^-	' "$T/out")" = 24
mc 33 4 > "$T/mc33.tsv"
{ mc 8 8; i=0; while [ $i -lt 10 ]; do printf 'a line of text %d\n' $i; i=$((i + 1)); done; } > "$T/mc8.tsv"
t_run "8 classes on 64 of 74 lines (under 9 in 10): text" 0 sms-vocab -t --unlabeled "$T/mc8.tsv"
t_ok "  74 messages" test "$(grep -c '^-	' "$T/out")" = 74
# a 'line N' is the file's line N: after Excel's 'sep=,' line, a blank
# line, or a comment (11a-M9)
for first in 'sep=,' '' '# from Excel'; do
	printf '%s\nlabel,text\nham,hi there\nspam,win now\n\nham,ok then\nspam,free cash\nham,see you\nspam,call now\nham,lunch?\nspam,prize\nham,bye\nbye now\n' "$first" > "$T/l2.csv"
	t_run "'$first' then the header on line 2: refused" 1 sms-vocab --unlabeled --stats "$T/l2.csv"
	t_ok "  'line 2' named, and the line after a blank one" grep -q "^sms-vocab: $T/l2.csv: 9 of 10 lines start with a label and ',' (line 2 'label' a header; ham 5, spam 4; 1 line not, line 13: no ',')" "$T/err"
done
if have_corpus; then
	awk -F'\t' '{ print $1 "\t" $2 }' "$SMS_CORPUS" > "$T/sms.tsv"
	echo ham >> "$T/sms.tsv"
	t_bad "the SMS corpus and a last line 'ham'" 1 "^sms-vocab: $T/sms.tsv: 5574 of 5575 lines start with a label and a TAB \\(ham 4827, spam 747; 1 line not, line 5575: no TAB\\)" sms-vocab --unlabeled "$T/sms.tsv"
fi
