#!/bin/sh
# --unlabeled and a header not on line 1 only: the header again further
# down (files joined with cat: refused, as the labelled readers refuse
# it, 13d-W2), and a delimited read's header after Excel's 'sep=' line or
# a blank line (the header rule applied to the first record, not to
# line 1 alone: 13a-W7).  Each with the legitimate text beside it.
. "$(dirname "$0")/../../lib.sh"
msgs() { grep -v '^#' "$T/out" | cut -f2 | tr '\n' '|'; }
again="a second header \\('%s', as line 1's\\): files concatenated\\? keep the first file's header only \\(tail -n \\+2 on the others\\)"

# --- two files joined with cat, each with its header (13d-W2)
printf 'text\nwin cash\nsee you\n' > "$T/a.txt"
printf 'text\nok lar\nfree prize\n' > "$T/b.txt"
cat "$T/a.txt" "$T/b.txt" > "$T/ab.txt"
t_bad "plain read: 'text' again on line 4 refused" 1 "^sms-vocab: $T/ab.txt:4: $(printf "$again" text) \\(lines as they are\\? --all-text\\)\$" sms-vocab --unlabeled -t "$T/ab.txt"
t_run "  --all-text: every line a message" 0 sms-vocab --unlabeled --all-text -t "$T/ab.txt"
t_ok "  six messages" test "$(msgs)" = "text|win cash|see you|text|ok lar|free prize|"
t_run "  --csv: the same refused" 1 sms-vocab --unlabeled --csv -t "$T/ab.txt"
t_ok "  line 4 named" grep -Eq "^sms-vocab: $T/ab.txt:4: $(printf "$again" text)\$" "$T/err"
t_run "  --csv --no-header: six messages" 0 sms-vocab --unlabeled --csv --no-header -t "$T/ab.txt"
t_ok "  six" test "$(msgs)" = "text|win cash|see you|text|ok lar|free prize|"
printf 'id,text\n1,win cash\n2,see you\n' > "$T/a.csv"
printf 'id,text\n1,ok lar\n2,free prize\n' > "$T/b.csv"
cat "$T/a.csv" "$T/b.csv" > "$T/ab.csv"
t_run "'id,text' twice, --csv: refused" 1 sms-vocab --unlabeled --csv -t "$T/ab.csv"
t_ok "  line 4 named" grep -Eq "^sms-vocab: $T/ab.csv:4: $(printf "$again" id,text)\$" "$T/err"
t_bad "  the plain read too" 1 "^sms-vocab: $T/ab.csv:4: $(printf "$again" id,text)" sms-vocab --unlabeled -t "$T/ab.csv"
printf 'label,text\nham,hi\n' > "$T/l.csv"
cat "$T/l.csv" "$T/l.csv" > "$T/ll.csv"
t_run "'label,text' twice, --csv --text-column 2: refused" 1 sms-vocab --unlabeled --csv --text-column 2 -t "$T/ll.csv"
t_ok "  line 3 named" grep -Eq "^sms-vocab: $T/ll.csv:3: $(printf "$again" label,text)\$" "$T/err"
printf 'text\r\nwin cash\r\ntext\r\nok\r\n' > "$T/crlf.txt"
t_bad "CRLF lines: the same" 1 "^sms-vocab: $T/crlf.txt:3: $(printf "$again" text)" sms-vocab --unlabeled -t "$T/crlf.txt"
# the delimited --unlabeled reads compare the later header by its names
# as the plain read does, case and the spaces around each aside (15a-W17:
# 'TEXT', ' text', 'text ' under 'text', 'ID,Text' under 'id,text' were
# read as messages with exit 0 under --csv, --delimiter tab, --quoting
# csv); 'Texts', 'text me' stay messages
for h2 in TEXT ' text' 'text ' Text; do
	printf 'text\nhello there\nwin cash\n%s\nok see you\n' "$h2" > "$T/c2.txt"
	for rd in --csv "--delimiter tab" "--quoting csv"; do
		t_bad "'text', then '$h2' on line 4, $rd: refused" 1 "^sms-vocab: $T/c2.txt:4: $(printf "$again" text)" sms-vocab -q --unlabeled $rd "$T/c2.txt"
	done
done
for h2 in 'ID,Text' 'id, text' '"ID","TEXT"'; do
	printf 'id,text\n1,hello there\n%s\n2,ok see you\n' "$h2" > "$T/c3.csv"
	t_bad "'id,text', then '$h2', --csv: refused" 1 "^sms-vocab: $T/c3.csv:3: $(printf "$again" id,text)" sms-vocab -q --unlabeled --csv "$T/c3.csv"
done
printf 'text\nhello there\nTexts\ntext me later\n' > "$T/c4.txt"
t_run "  'Texts', 'text me later' under 'text', --csv: messages" 0 sms-vocab --unlabeled --csv -t "$T/c4.txt"
t_ok "    three" test "$(grep -c '^-	' "$T/out")" = 3
# two spreadsheets' files with Excel's 'sep=,' first: the second's
# refused, with a header or without
printf 'sep=,\r\nhello there\r\nsee you\r\n' > "$T/x.csv"
cat "$T/x.csv" "$T/x.csv" > "$T/xx.csv"
t_run "'sep=,' again on line 4: refused" 1 sms-vocab --unlabeled -t "$T/xx.csv"
t_ok "  line 4 named" grep -q "^sms-vocab: $T/xx.csv:4: Excel's delimiter line 'sep=,' (a spreadsheet's first line) inside the file: files concatenated? keep the first file's first lines only (tail -n +2 on the others, +3 with a header) (lines as they are? --all-text)\$" "$T/err"
printf 'sep=,\r\ntext\r\nhello there\r\n' > "$T/y.csv"
cat "$T/y.csv" "$T/y.csv" > "$T/yy.csv"
t_run "  with a header: the 'sep=,' line named, before the header" 1 sms-vocab --unlabeled -t "$T/yy.csv"
t_ok "  line 4" grep -q "^sms-vocab: $T/yy.csv:4: Excel's delimiter line 'sep=,'" "$T/err"
# one refusal, the line reader's (corpus-line.c), under every read: the
# --unlabeled scan kept a copy of it that no file reached (R2-3); the
# header again first, then 'sep=,': the 'sep=,' line, where the read stops
for rd in "" "--csv"; do
t_run "  read ${rd:-plain}: refused once" 1 sms-vocab --unlabeled $rd -t "$T/xx.csv"
t_ok "    said once, line 4" test "$(grep -c "inside the file" "$T/err"):$(grep -c "xx.csv:4: Excel's delimiter line 'sep=,'" "$T/err")" = 1:1
done
printf 'text\nhello there\ntext\nsee you\nsep=,\nbye\n' > "$T/hs.txt"
t_bad "  the header again on line 3, 'sep=,' on 5: line 5 (the read stops there)" 1 "^sms-vocab: $T/hs.txt:5: Excel's delimiter line 'sep=,' \\(a spreadsheet's first line\\) inside the file: files concatenated" sms-vocab --unlabeled -t "$T/hs.txt"
printf 'ham\thello there\nspam\twin cash\nsep=,\nham\tbye\n' > "$T/hl.txt"
t_bad "  labelled: the same refusal" 1 "^sms-vocab: $T/hl.txt:3: Excel's delimiter line 'sep=,' \\(a spreadsheet's first line\\) inside the file: files concatenated" sms-vocab -t "$T/hl.txt"
printf 'hello there\nsep=,,\nsep=a\n' > "$T/z.txt"
t_run "  'sep=,,', 'sep=a' later: messages" 0 sms-vocab -q --unlabeled -t "$T/z.txt"
t_ok "  three" test "$(msgs)" = "hello there|sep|sep a|"
# the other side: another word on a later line, the name with more
# words, or without a header on line 1, is a message (the name in another
# case, in quotes, with an empty column: the header again, below)
printf 'text\nwin cash\ntext me later\nTexts\n' > "$T/o.txt"
t_run "'text me later', 'Texts' under 'text': messages" 0 sms-vocab --unlabeled -t "$T/o.txt"
t_ok "  three messages" test "$(msgs)" = "win cash|text me later|texts|"
printf 'hello there\nwin cash\ntext\n' > "$T/n.txt"
t_run "'text' on line 3, line 1 a message: a message" 0 sms-vocab --unlabeled -t "$T/n.txt"
t_ok "  three messages, nothing said" sh -c "test '$(msgs)' = 'hello there|win cash|text|' && test ! -s '$T/err'"
printf 'id,text\n1,win cash\n2,"id,text"\n' > "$T/q.csv"
t_run "--csv: 'id,text' in one quoted field: a message" 0 sms-vocab -q --unlabeled --csv -t "$T/q.csv"
t_ok "  two messages" test "$(msgs)" = "win cash|id text|"

# --- a delimited read's header after Excel's 'sep=' line (13a-W7)
printf 'sep=;\r\nid;text\r\n1;hello there\r\n2;see you later\r\n' > "$T/s1.csv"
t_run "'sep=;', 'id;text', --delimiter ';' --text-column 2: the header" 0 sms-vocab -t --unlabeled --delimiter ';' --text-column 2 "$T/s1.csv"
t_ok "  two messages" test "$(msgs)" = "hello there|see you later|"
t_ok "  said, --no-header named" grep -qx "sms-vocab: note: $T/s1.csv:2: 'id;text' read as the header (column names), not as a message; a message? read it with --no-header" "$T/err"
t_run "  --delimiter ';' alone: the text column by its name" 0 sms-vocab -t --unlabeled --delimiter ';' "$T/s1.csv"
t_ok "  two messages" test "$(msgs)" = "hello there|see you later|"
printf '\nid;text\n1;hello there\n' > "$T/b1.csv"
t_bad "a blank line, then 'id;text', --csv: refused naming ';'" 1 "^sms-vocab: $T/b1.csv:2: line 2 'id;text' is column names separated by ';', not ',': read it with --unlabeled --delimiter ';'\$" sms-vocab -q -t --unlabeled --csv "$T/b1.csv"
printf 'sep=,\r\ntext\r\nhello there\r\nsee you later\r\n' > "$T/s2.csv"
t_run "'sep=,', 'text', --csv: the header" 0 sms-vocab -t --unlabeled --csv "$T/s2.csv"
t_ok "  two messages" test "$(msgs)" = "hello there|see you later|"
t_run "  --no-header: 'text' a message" 0 sms-vocab -q -t --unlabeled --csv --no-header "$T/s2.csv"
t_ok "  three messages" test "$(msgs)" = "text|hello there|see you later|"
printf '\ntext\nhello there\n' > "$T/bl.csv"
t_run "a blank line 1, then 'text', --csv: the header" 0 sms-vocab -q -t --unlabeled --csv "$T/bl.csv"
t_ok "  one message" test "$(msgs)" = "hello there|"
# the other side: a first record after 'sep=,' that is no names is a
# message, said as on line 1
printf 'sep=,\r\ngreeting\r\nhello there\r\n' > "$T/s3.csv"
t_run "'sep=,', 'greeting': a message" 0 sms-vocab -t --unlabeled --csv "$T/s3.csv"
t_ok "  two messages" test "$(msgs)" = "greeting|hello there|"
t_ok "  said, --header named" grep -q "s3.csv:2: 'greeting' read as a message, no column's name the tools know; the header? read it with --header" "$T/err"
printf 'sep=,\r\nhello there,see you\r\n' > "$T/s4.csv"
t_run "'sep=,', a text with a comma, --text-column 1: a message" 0 sms-vocab -q -t --unlabeled --csv --text-column 1 "$T/s4.csv"
t_ok "  one message" test "$(msgs)" = "hello there|"
# Excel's 'sep=;' under a delimited read of another delimiter: refused,
# as the labelled reads refuse it (13a-W7 c: skipped, read with ',');
# the plain read takes whole lines: one with the delimiter is refused
# (below)
printf 'sep=;\r\ntext;source\r\nhello there;web\r\n' > "$T/s5.csv"
t_bad "'sep=;' read with --unlabeled --csv: refused" 1 "^sms-vocab: $T/s5.csv:1: Excel's line 'sep=;' says the fields are separated by ';', not ',': read it with --delimiter ';'\$" sms-vocab -t --unlabeled --csv "$T/s5.csv"
t_bad "  --unlabeled --quoting csv: the same, not '\\\\t'" 1 "^sms-vocab: $T/s5.csv:1: Excel's line 'sep=;' says the fields are separated by ';', not '\\\\t'" sms-vocab -t --unlabeled --quoting csv "$T/s5.csv"
t_run "  --unlabeled --delimiter ';' --text-column 1 --header: read" 0 sms-vocab -q -t --unlabeled --delimiter ';' --text-column 1 --header "$T/s5.csv"
t_ok "  one message" test "$(msgs)" = "hello there|"
t_run "  the plain read: the line skipped, said, then ';' refused" 1 sms-vocab -t --unlabeled "$T/s5.csv"
t_ok "  said" grep -q "s5.csv:1: Excel's line 'sep=;' (the fields' delimiter) skipped" "$T/err"

# the plain read of a file whose line 1 is 'sep=X': a line with an X has
# columns the read would join ('sep=;' then 'hello there;x'): refused,
# naming the delimited read of one column; lines without an X are read
printf 'sep=;\r\nid;text;extra\r\n1;hello there;x\r\n' > "$T/j1.csv"
t_run "'sep=;', then lines with ';': refused" 1 sms-vocab -t --unlabeled "$T/j1.csv"
t_ok "  the first named, with the delimited read" grep -qxF "sms-vocab: $T/j1.csv:2: ';' in a line of a file whose line 1, Excel's 'sep=;', says its fields are separated by ';': --unlabeled alone reads each line whole, its columns joined: read its column of text with --delimiter ';' --text-column N (each line whole? --all-text)" "$T/err"
t_run "  its fix: --delimiter ';' --text-column 2 --header" 0 sms-vocab -q -t --unlabeled --delimiter ';' --text-column 2 --header "$T/j1.csv"
t_ok "  one message, the text column's" test "$(msgs)" = "hello there|"
t_run "  --all-text: each line whole" 0 sms-vocab -q -t --unlabeled --all-text "$T/j1.csv"
t_ok "  three lines, 'sep=;' one of them" test "$(msgs)" = "sep|id text extra|hello there x|"
printf 'sep=,\nhello there\nsee you, later\n' > "$T/j2.csv"
t_run "'sep=,', a ',' on line 3: refused" 1 sms-vocab -t --unlabeled "$T/j2.csv"
t_ok "  line 3, --csv named" grep -qF "$T/j2.csv:3: ',' in a line of a file whose line 1, Excel's 'sep=,', says its fields are separated by ',': --unlabeled alone reads each line whole, its columns joined: read its column of text with --csv --text-column N " "$T/err"
printf 'sep=\t\nhello\tthere\n' > "$T/j3.csv"
t_run "'sep=TAB', a TAB on line 2: refused" 1 sms-vocab -t --unlabeled "$T/j3.csv"
t_ok "  --delimiter tab named" grep -qF "$T/j3.csv:2: '\\t' in a line of a file whose line 1, Excel's 'sep=\\t', says its fields are separated by '\\t': --unlabeled alone reads each line whole, its columns joined: read its column of text with --delimiter tab --text-column N " "$T/err"
printf 'sep=;\nhello there\nsee you, later\n' > "$T/j4.csv"
t_run "'sep=;', no ';' after it: read, the line skipped" 0 sms-vocab -t --unlabeled "$T/j4.csv"
t_ok "  two messages" test "$(msgs)" = "hello there|see you later|"

# the header again by its names, whatever the writer wrote around them:
# pandas' 'text' then R's write.csv '"text"', 'Text', 'text,' (an empty
# column), ' text ' (14a-W6: each read as a message); a line with the
# name and more words is a message
for h2 in '"text"' 'Text' 'text,' ' text ' 'TEXT'; do
	printf 'text\nhello there\n%s\nsee you\n' "$h2" > "$T/h2.txt"
	t_run "'text' then '$h2' on line 3: refused" 1 sms-vocab --unlabeled -t "$T/h2.txt"
	t_ok "  line 3 named a second header" grep -q "^sms-vocab: $T/h2.txt:3: a second header ('text', as line 1's): files concatenated?" "$T/err"
done
printf 'text,date\nhello there,1\n"text","date"\nsee you,2\n' > "$T/h3.csv"
t_run "'text,date' then '\"text\",\"date\"': refused" 1 sms-vocab --unlabeled -t "$T/h3.csv"
t_ok "  line 3 named" grep -q "^sms-vocab: $T/h3.csv:3: a second header" "$T/err"
printf 'text\nhello there\ntext me\ndate\n' > "$T/h4.txt"
t_run "'text' then 'text me', 'date': messages" 0 sms-vocab -q --unlabeled -t "$T/h4.txt"
t_ok "  three" test "$(msgs)" = "hello there|text me|date|"

# two Excel exports ('sep=,', a header, rows) joined with cat, read as
# delimited files: the second 'sep=,' line named as the plain read names
# it, not a label 'sep=' or '2 fields' (14a-M4); inside a quoted field
# it is text; with --all-text a message
printf 'sep=,\r\nlabel,text\r\nspam,win cash\r\nham,see you\r\n' > "$T/e1.csv"
cat "$T/e1.csv" "$T/e1.csv" > "$T/ee.csv"
t_run "--csv: the second 'sep=,' refused" 1 sms-vocab --csv -t "$T/ee.csv"
t_ok "  files joined named" grep -qxF "sms-vocab: $T/ee.csv:5: Excel's delimiter line 'sep=,' (a spreadsheet's first line) inside the file: files concatenated? keep the first file's first lines only (tail -n +2 on the others, +3 with a header)" "$T/err"
printf 'sep=,\r\ntext\r\nwin cash\r\nsee you\r\n' > "$T/u1.csv"
cat "$T/u1.csv" "$T/u1.csv" > "$T/uu.csv"
t_run "--unlabeled --csv: the same" 1 sms-vocab --unlabeled --csv -t "$T/uu.csv"
t_ok "  --all-text named" grep -qF "$T/uu.csv:5: Excel's delimiter line 'sep=,' (a spreadsheet's first line) inside the file: files concatenated? keep the first file's first lines only (tail -n +2 on the others, +3 with a header) (lines as they are? --all-text)" "$T/err"
printf 'label,text\r\nspam,"win\r\nsep=,\r\ncash"\r\nham,ok\r\n' > "$T/q1.csv"
t_run "--csv: 'sep=,' inside a quoted field: text" 0 sms-vocab -q --csv -t "$T/q1.csv"
t_ok "  two messages" test "$(grep -vc '^#' "$T/out")" = 2
