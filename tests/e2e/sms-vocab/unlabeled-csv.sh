#!/bin/sh
# sms-vocab --unlabeled with a delimited read (--csv, --quoting csv,
# --delimiter): a column of text as CSV writes it, its texts quoted over
# several lines (pandas' df[['text']].to_csv), each record one message;
# and the plain --unlabeled read, which would take each line of such a
# text for a message, refusing it naming that read.
. "$(dirname "$0")/../../lib.sh"

# pandas' df[['text']].to_csv('one.csv', index=False) of four texts, two
# over two lines, one with a comma and one with a quote ("" inside)
printf 'text\n"Hello there\nhow are you"\n"Win cash, now"\nplain one\n"He said ""hi""\nbye"\n' > "$T/one.csv"
printf -- '-\thello there how are you\n-\twin cash now\n-\tplain one\n-\the said hi bye\n' > "$T/want4"
t_run "--unlabeled --csv: a record is a message" 0 sms-vocab -t --unlabeled --csv "$T/one.csv"
grep -v '^#' "$T/out" > "$T/got"
t_cmp "  four messages, the lines of a quoted text together (csv.reader)" "$T/want4" "$T/got"
t_ok "  the header 'text' skipped and said, naming --no-header" grep -qx "sms-vocab: note: $T/one.csv:1: 'text' read as the header (column names), not as a message; a message? read it with --no-header" "$T/err"
t_run "--unlabeled --quoting csv: the same (no TAB in it)" 0 sms-vocab -t --unlabeled --quoting csv "$T/one.csv"
grep -v '^#' "$T/out" > "$T/got"
t_cmp "  the same four" "$T/want4" "$T/got"
t_run "--unlabeled --csv --no-header: line 1 a message" 0 sms-vocab -t --unlabeled --csv --no-header "$T/one.csv"
t_ok "  'text' the first message, 5 in all" sh -c "grep -v '^#' '$T/out' | head -1 | grep -qx -e '-	text' && [ \$(grep -vc '^#' '$T/out') -eq 5 ] && [ ! -s '$T/err' ]"
t_run "--unlabeled --csv --all-text: the same" 0 sms-vocab -t --unlabeled --csv --all-text "$T/one.csv"
t_ok "  5 messages" sh -c "[ \$(grep -vc '^#' '$T/out') -eq 5 ]"
t_run "--unlabeled --csv --text-column text: by name, not said" 0 sms-vocab -t --unlabeled --csv --text-column text "$T/one.csv"
grep -v '^#' "$T/out" > "$T/got"
t_cmp "  the same four" "$T/want4" "$T/got"
t_ok "  nothing said" test ! -s "$T/err"

# the plain read refuses it, naming the read that reads it; its rule's
# edge: a quote opened at a line's start and closed by a later line's last
# byte; closed inside the line ('bye" he said') is text as it is
t_bad "plain --unlabeled: refused, --unlabeled --csv named" 1 "^sms-vocab: $T/one\\.csv:2: a text in double quotes goes on to line 3, and more, as CSV quotes a column of text over several lines \\(pandas' to_csv of a text column\\): --unlabeled reads each line as a message; read it with --unlabeled --csv \\(lines of text as they are\\? --all-text\\)\$" \
    sms-vocab -t --unlabeled "$T/one.csv"
printf '"Hello there\nhow are you" I said\nok\n' > "$T/said.txt"
t_run "  a quote closed inside a line: lines read as messages" 0 sms-vocab -t --unlabeled "$T/said.txt"
t_ok "  three messages" sh -c "[ \$(grep -vc '^#' '$T/out') -eq 3 ]"
printf '"Hello there\nhow are you"\nok\n' > "$T/edge.txt"
t_bad "  closed by the line's last byte: refused" 1 "edge\\.txt:1: a text in double quotes goes on to line 2, as CSV" sms-vocab -t --unlabeled "$T/edge.txt"
t_run "  --all-text reads its lines" 0 sms-vocab -t --unlabeled --all-text "$T/edge.txt"
t_ok "  three messages" sh -c "[ \$(grep -vc '^#' '$T/out') -eq 3 ]"
# ids or row numbers after the texts, the texts quoted over lines
# (df[['text', 'id']].to_csv(header=False, index=False), sep='\t' too;
# 15a-W7: 13 messages for 10, 'msg' a word of each, exit 0): the quote
# closed before the last delimiter and a last field of one word is the
# same rule's, its read the text column 1; a last field of several words
# after the quote ('", he said') is text as it is
cat > "$T/tid.csv" <<'EOF'
Hello there how are you,msg_000
"Win cash now
call us",msg_001
See you at lunch tomorrow,msg_002
"Where are you
going tonight",msg_003
Sorry I will call later,msg_004
EOF
t_bad "ids after texts quoted over lines: refused, --text-column 1" 1 "^sms-vocab: $T/tid\\.csv:2: a text in double quotes goes on to line 3, and more, as CSV quotes a column of text over several lines .* read it with --unlabeled --csv --text-column 1 \\(lines of text as they are\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/tid.csv"
t_run "  its fix read: five messages, no id" 0 sms-vocab -q -t --unlabeled --csv --text-column 1 "$T/tid.csv"
t_ok "    (the quoted ones whole)" sh -c "test \$(grep -vc '^#' '$T/out') = 5 && grep -qx -e '-	win cash now call us' '$T/out' && ! grep -q msg '$T/out'"
tr ',' '\t' < "$T/tid.csv" > "$T/tid.tsv"
t_bad "  the TAB twin: --quoting csv" 1 "tid\\.tsv:2: a text in double quotes .* read it with --unlabeled --quoting csv --text-column 1 \\(" sms-vocab -t --unlabeled "$T/tid.tsv"
sed 's/msg_00//' "$T/tid.csv" > "$T/tnum.csv"
t_bad "  row numbers after them: the same" 1 "tnum\\.csv:2: a text in double quotes .* --unlabeled --csv --text-column 1 \\(" sms-vocab -t --unlabeled "$T/tnum.csv"
printf '"Hello there\nhow are you", he said\nok\n' > "$T/said2.txt"
t_run "  a quote closed before ', he said': lines read as messages" 0 sms-vocab -t --unlabeled "$T/said2.txt"
t_ok "  three messages" sh -c "[ \$(grep -vc '^#' '$T/out') -eq 3 ]"
if have_corpus; then
	cut -f2 "$SMS_CORPUS" > "$T/sms.txt"
	t_run "  the SMS corpus's texts: no text of it so quoted" 0 sms-vocab --stats --unlabeled "$T/sms.txt"
else
	t_skip "  the SMS corpus's texts" "no SMS_CORPUS"
fi

# pandas' to_csv with its index (',text', '0,"..."') and an id column:
# the text column by the header's names, said; the plain read names
# --text-column 2
printf ',text\n0,"Hello there\nhow are you"\n1,"Win cash, now"\n2,plain one\n3,"He said ""hi""\nbye"\n' > "$T/idx.csv"
t_run "index,text: the text column by its name" 0 sms-vocab -t --unlabeled --csv "$T/idx.csv"
grep -v '^#' "$T/out" > "$T/got"
t_cmp "  the same four" "$T/want4" "$T/got"
t_ok "  said, the column named" grep -q "idx\\.csv:1: ',text' read as the header (column names), not as a message, the text column 2 ('text') by its name; a message? read it with --no-header\$" "$T/err"
t_bad "  plain --unlabeled names --text-column 2" 1 "read it with --unlabeled --csv --text-column 2 \\(" sms-vocab -t --unlabeled "$T/idx.csv"
sed 's/^,text$/id,text/' "$T/idx.csv" > "$T/id.csv"
t_run "id,text: the same" 0 sms-vocab -t --unlabeled --csv "$T/id.csv"
grep -v '^#' "$T/out" > "$T/got"
t_cmp "  the same four" "$T/want4" "$T/got"
printf 'id,body,source\n1,"Hi\nthere",a\n' > "$T/three.csv"
t_bad "id,body,source: no text column by name, three fields: refused" 1 "three\\.csv:1: 3 fields, ',' between them: --unlabeled with a delimited read takes a column of text: which is it\\? --text-column N; the fields separated by TABs\\? --quoting csv; labels in one\\? read it without --unlabeled\$" \
    sms-vocab -q -t --unlabeled --csv "$T/three.csv"
t_run "  --text-column body reads it" 0 sms-vocab -t --unlabeled --csv --text-column body "$T/three.csv"
t_ok "  'hi there' alone" sh -c "grep -v '^#' '$T/out' | grep -qx -e '-	hi there' && [ \$(grep -vc '^#' '$T/out') -eq 1 ]"
t_run "  --text-column 2: line 1 a message, said" 0 sms-vocab -t --unlabeled --csv --text-column 2 "$T/three.csv"
t_ok "  'body' and 'hi there'" sh -c "[ \$(grep -vc '^#' '$T/out') -eq 2 ]"
t_ok "  said, naming --header" grep -qx "sms-vocab: note: $T/three.csv:1: 'id,body,source' read as a message, no column's name the tools know; the header? read it with --header" "$T/err"
t_run "  --header --text-column 2: 'hi there' alone" 0 sms-vocab -t --unlabeled --csv --header --text-column 2 "$T/three.csv"
t_ok "  one message, nothing said" sh -c "grep -v '^#' '$T/out' | grep -qx -e '-	hi there' && [ \$(grep -vc '^#' '$T/out') -eq 1 ] && [ ! -s '$T/err' ]"
t_bad "  --text-column 4: no such column" 1 "three\\.csv:1: 3 fields, no column 4 \\(the text column\\)\$" sms-vocab -q -t --unlabeled --csv --text-column 4 "$T/three.csv"
t_bad "  --text-column a name the header lacks" 1 "three\\.csv:1: no column 'text' in the header 'id,body,source'" sms-vocab -t --unlabeled --csv --text-column text "$T/three.csv"

# a TAB file of one column (pandas' to_csv(sep='\t')): its commas are not
# quoted; the plain read names --quoting csv, --csv refuses the split
printf 'text\n"Hello there\nhow are you"\nWin cash, now\n' > "$T/one.tsv"
t_bad "TAB, plain --unlabeled: --quoting csv named" 1 "read it with --unlabeled --quoting csv \\(" sms-vocab -t --unlabeled "$T/one.tsv"
t_run "  --unlabeled --quoting csv reads it" 0 sms-vocab -t --unlabeled --quoting csv "$T/one.tsv"
printf -- '-\thello there how are you\n-\twin cash now\n' > "$T/want2"
grep -v '^#' "$T/out" > "$T/got"
t_cmp "  two messages" "$T/want2" "$T/got"
t_bad "  --unlabeled --csv: the comma splits, refused" 1 "one\\.tsv:4: 2 fields, ',' between them" sms-vocab -q -t --unlabeled --csv "$T/one.tsv"
t_bad "  ',text' read with --quoting csv: its delimiter named" 1 "idx\\.csv:1: line 1 ',text' is column names separated by ',', not '\\\\t': read it with --unlabeled --csv\$" sms-vocab -t --unlabeled --quoting csv "$T/idx.csv"

# a labelled file read so is refused as the plain read refuses it
printf 'ham,Hello there\nspam,Win cash\nham,ok then\nspam,free prize\n' > "$T/lab.csv"
t_bad "labels before a ',' inside the one field (TAB read): refused" 1 "lab\\.csv: every line starts with a label and ',' \\(ham 2, spam 2\\)" sms-vocab -t --unlabeled --quoting csv "$T/lab.csv"
t_bad "  --csv: two fields, refused" 1 "lab\\.csv:1: 2 fields" sms-vocab -q -t --unlabeled --csv "$T/lab.csv"

# options: the label's are still refused; --header forces line 1
t_bad "--label-column with --unlabeled" 2 "^sms-vocab: --label-column and --label-map are for labelled input, not --unlabeled\$" sms-vocab -t --unlabeled --csv --label-column 1 "$T/one.csv"
t_bad "--text-column with the plain --unlabeled" 2 "^sms-vocab: --label-column and --label-map are for labelled input, not --unlabeled; --text-column with --unlabeled picks" sms-vocab -t --unlabeled --quoting none --text-column 1 "$T/one.csv"
t_bad "--no-header with the plain --unlabeled" 2 "^sms-vocab: --header and --no-header with --unlabeled are for a delimited read" sms-vocab -t --unlabeled --no-header "$T/one.csv"
printf 'greeting\nhello\n' > "$T/g.csv"
t_run "--header: line 1 skipped, not said" 0 sms-vocab -t --unlabeled --csv --header "$T/g.csv"
t_ok "  one message, nothing said" sh -c "[ \$(grep -vc '^#' '$T/out') -eq 1 ] && [ ! -s '$T/err' ]"
t_run "without it 'greeting' is a message (no column's name), said" 0 sms-vocab -t --unlabeled --csv "$T/g.csv"
t_ok "  two messages" sh -c "[ \$(grep -vc '^#' '$T/out') -eq 2 ]"
t_ok "  said, naming --header" grep -q "g\\.csv:1: 'greeting' read as a message, no column's name the tools know; the header? read it with --header\$" "$T/err"
printf 'hello there\nok\n' > "$T/h.csv"
t_run "a first message with a space: not said" 0 sms-vocab -t --unlabeled --csv "$T/h.csv"
t_ok "  two messages, nothing said" sh -c "[ \$(grep -vc '^#' '$T/out') -eq 2 ] && [ ! -s '$T/err' ]"

# attn-train --predict reads the same way (corpusargs.c)
printf 'text\n"free cash\nnow"\n' > "$T/p.csv"
printf 'ham\tok then\nspam\tfree cash now\nham\tsee you\nspam\twin cash\n' > "$T/tr.tsv"
printf 'word\td1\td2\nok\t1\t0\nthen\t0\t1\nfree\t1\t1\ncash\t0.5\t1\nnow\t1\t0.5\nsee\t0\t0.3\nyou\t0.2\t0\nwin\t1\t0.1\n' > "$T/e.tsv"
t_run "attn-train: a model of 4 messages" 0 attn-train -e "$T/e.tsv" --epochs 2 --test-frac 0.5 -s 3 --save "$T/m.bin" "$T/tr.tsv"
t_run "attn-train --predict --unlabeled --csv: one message" 0 attn-train -e "$T/e.tsv" --load "$T/m.bin" --predict --unlabeled --csv "$T/p.csv"
t_ok "  line 2, its three tokens" sh -c "grep -v '^#' '$T/out' | tail -n +2 | awk -F '\t' 'END { exit !(NR == 1 && \$1 == 2 && \$2 == \"-\" && \$NF == \"free cash now\") }'"
t_bad "attn-train --predict --unlabeled: the plain read refused" 1 "p\\.csv:2: a text in double quotes goes on to line 3, as CSV" \
    attn-train -e "$T/e.tsv" --load "$T/m.bin" --predict --unlabeled "$T/p.csv"
# without a header, a text holding the delimiter unquoted: joined where
# the text is the first record's last column, refused where it is not or
# where the first record's text held it (the read the id refusal names)
printf 'msg_1,see you\nmsg_2,hello, there\nmsg_3,ok then\n' > "$T/ej.csv"
t_run "fields past the text, the text last: joined" 0 sms-vocab -t --unlabeled --csv --text-column 2 "$T/ej.csv"
t_ok "  the whole text read" grep -qx -- '-	hello there' "$T/out"
printf 'msg_1,see you,web\nmsg_2,hello, there,app\n' > "$T/em.csv"
t_bad "  the text before the last: refused, the line named" 1 "^sms-vocab: $T/em.csv:2: 4 fields, the first record \\(line 1\\) 3: a ',' inside the text \\(column 2\\)\\? its rest would be lost" sms-vocab -t --unlabeled --csv --text-column 2 "$T/em.csv"
printf 'msg_1,hello, there\nmsg_2,see you\n' > "$T/e1.csv"
t_bad "  the first record's text held it: refused" 1 "^sms-vocab: $T/e1.csv:2: 2 fields, the text last, the first record \\(line 1\\) 3: a ',' inside its text" sms-vocab -t --unlabeled --csv --text-column 2 "$T/e1.csv"
printf 'msg_1,see you,web\nmsg_2,hello there,app\n' > "$T/eo.csv"
t_run "  the other side: fields of one count, the text before the last" 0 sms-vocab -t --unlabeled --csv --text-column 2 "$T/eo.csv"
t_ok "  its column alone" grep -qx -- '-	hello there' "$T/out"
# a spreadsheet's error value as the whole text (#N/A, #VALUE!): no
# message, skipped and said, as the plain and labelled reads skip it;
# --all-text reads it
printf 'id,text\n1,hello there\n2,#N/A\n3,win cash now\n4,#VALUE!\n' > "$T/sheet.csv"
t_run "--unlabeled --csv: #N/A and #VALUE! texts skipped" 0 sms-vocab --unlabeled --csv --text-column 2 -t "$T/sheet.csv"
t_ok "  two messages" test "$(grep -vc '^#' "$T/out")" = 2
t_ok "  said, with the first's line" grep -q "sheet\\.csv:3: 2 messages skipped, their text a spreadsheet's error value" "$T/err"
t_run "  --all-text reads them" 0 sms-vocab --unlabeled --csv --text-column 2 --all-text -t "$T/sheet.csv"
t_ok "  as words" grep -qx -e '-	n a' "$T/out"
