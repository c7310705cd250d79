#!/bin/sh
# --unlabeled on files whose first lines are no messages (attnkit(5)
# "What the tools guess", sms-vocab(1) --unlabeled): a count file with its
# provenance line cut (its settings line '# counts: window=...' first),
# refused as the other tables without it are; a header of column names
# (pandas' Series.to_csv 'text', ',text' with its index, Kaggle's
# 'text,spam'), skipped and said with --all-text named; word vectors as
# pandas' to_csv writes them (a header of column numbers, ',' or ';'
# with a decimal comma), refused naming their fix.  Each with the
# legitimate text beside it that still reads as text.
. "$(dirname "$0")/../../lib.sh"
msgs() { grep -v '^#' "$T/out" | cut -f2 | tr '\n' '|'; }

# --- a count file without its provenance line
printf 'ham\tfree call now please\nspam\tfree prize call now\n' > "$T/c.tsv"
sms-vocab -q -t -o "$T/tok" "$T/c.tsv"
sms-vocab -q --min-count 1 -o "$T/voc" "$T/c.tsv"
ppmi-svd -q --count -v "$T/voc" -o "$T/cnt" "$T/tok"
tail -n +2 "$T/cnt" > "$T/cnt2"
cut="a count file, the output of ppmi-svd --count without its provenance line \\(its settings line '# counts: window=4 weight=flat [^']*'\\), not"
t_bad "a count file cut (tail -n +2), --unlabeled: refused" 1 "^sms-vocab: $T/cnt2:1: $cut messages: ppmi-svd reads it with --from-counts \\(text\\? --all-text\\)\$" sms-vocab --unlabeled --stats "$T/cnt2"
t_bad "  labelled: refused, not a corpus of labels 'call', 'free'" 1 "^sms-vocab: $T/cnt2:1: $cut a corpus \\(want label<TAB>text\\): ppmi-svd reads it with --from-counts\$" sms-vocab --stats "$T/cnt2"
t_run "  --all-text: read as text" 0 sms-vocab --unlabeled --all-text -t "$T/cnt2"
# the other side: '# counts:' without window= is a message (--unlabeled)
# and a comment (labelled)
printf '# counts: 2 words\nhello there\n' > "$T/hc"
t_run "'# counts: 2 words' (no settings): --unlabeled reads it as text" 0 sms-vocab --unlabeled -t "$T/hc"
t_ok "  two messages" test "$(msgs)" = "counts words|hello there|"
printf '# counts: 2 words\nham\thello there\n' > "$T/hcl"
t_run "  labelled: a comment" 0 sms-vocab -t "$T/hcl"
t_ok "  one message" test "$(msgs)" = "hello there|"

# --- a header of column names
note="read as the header \\(column names, as pandas' to_csv writes them first\\), not as a message"
printf 'text\nsee you at five\nwin a prize now\n' > "$T/s.csv"
t_run "pandas' Series.to_csv: 'text' first" 0 sms-vocab --unlabeled -t "$T/s.csv"
t_ok "  the header no message" test "$(msgs)" = "see you at five|win a prize now|"
t_err "  said, --all-text named" "^sms-vocab: note: $T/s.csv:1: 'text' $note; a message\\? read it with --all-text\$"
t_run "  --all-text: the header a message" 0 sms-vocab --unlabeled --all-text -t "$T/s.csv"
t_ok "  three messages, nothing said" sh -c "test '$(msgs)' = 'text|see you at five|win a prize now|' && test ! -s '$T/err'"
printf ',text\n0,"hello there, friend"\n1,see you soon\n' > "$T/idx.csv"
t_run "pandas' to_csv with its index: ',text'" 0 sms-vocab --unlabeled -t "$T/idx.csv"
t_ok "  the header no message" test "$(msgs)" = "hello there friend|see you soon|"
t_err "  said" "^sms-vocab: note: $T/idx.csv:1: ',text' $note; a message"
printf 'text,spam\n"Subject: win cash, now",1\n"Subject: lunch today",0\n' > "$T/e.csv"
t_run "Kaggle's emails.csv: 'text,spam'" 0 sms-vocab --unlabeled -t "$T/e.csv"
t_ok "  the header no message" test "$(msgs)" = "subject win cash now|subject lunch today|"
t_err "  said, the labels' column and --csv named" "^sms-vocab: note: $T/e.csv:1: 'text,spam' $note; its column 'spam' names labels: read it with --csv instead of --unlabeled; a message\\? read it with --all-text\$"
printf 'text\tlabel\nhello there\tham\n' > "$T/tl.tsv"
t_run "'text<TAB>label': TAB shown as \\t" 0 sms-vocab --unlabeled -t "$T/tl.tsv"
t_err "  said, read without --unlabeled" "^sms-vocab: note: $T/tl.tsv:1: 'text\\\\tlabel' $note; its column 'label' names labels: read it without --unlabeled; a message"
t_run "attn-train --predict --unlabeled: no prediction for the header" 0 sh -c "attn-train -e '$DATA/train-emb.tsv' --epochs 1 --save '$T/model' '$DATA/train-corpus.tsv' > /dev/null 2>&1 && attn-train -e '$DATA/train-emb.tsv' --load '$T/model' --unlabeled --predict '$T/s.csv'"
t_ok "  two rows" test "$(grep -vc '^#' "$T/out")" = 3
# the other side: text that starts with 'text', a header's word on line
# 2, one name and a word that is none, a message ending in 'spam'
printf 'text me when you are home\nstop the spam\n' > "$T/t1"
t_run "'text me when ...' first, '... spam' last: text" 0 sms-vocab --unlabeled -t "$T/t1"
t_ok "  two messages, nothing said" sh -c "test '$(msgs)' = 'text me when you are home|stop the spam|' && test ! -s '$T/err'"
printf 'hello\ntext\n' > "$T/t2"
t_run "'text' on line 2: a message" 0 sms-vocab --unlabeled -t "$T/t2"
t_ok "  two messages" test "$(msgs)" = "hello|text|"
# a text's name beside names of columns the tools do not know (pandas'
# 'text,date', 'text,created_at', 'len<TAB>text'): the header, said, as
# 'text,id' is (14a-W4: was a message, nothing said); a message is read
# with --all-text; a field with a space or not a name is a message
for h in 'text,date' 'text,created_at,score' 'len\ttext' 'text,later'; do
	printf "$h\nok see you\n" > "$T/t3"
	t_run "'$h': the header" 0 sms-vocab --unlabeled -t "$T/t3"
	t_ok "  one message, the header said, --all-text named" sh -c "test '$(msgs)' = 'ok see you|' && grep -q \"t3:1: .* read as the header .*--all-text\" '$T/err'"
done
t_run "'text,later' with --all-text: a message" 0 sms-vocab --unlabeled --all-text -t "$T/t3"
t_ok "  two messages" test "$(msgs)" = "text later|ok see you|"
for h in 'text,see you' 'text,2020-01-01' 'text,é' 'date,score'; do
	printf "$h\nok\n" > "$T/t4"
	t_run "'$h': a message" 0 sms-vocab -q --unlabeled -t "$T/t4"
	t_ok "  two messages" test "$(grep -c '^-	' "$T/out")" = 2
done
printf 'label\nhello\n' > "$T/t4"
t_run "'label' alone (no text column's name): a message" 0 sms-vocab --unlabeled -t "$T/t4"
t_ok "  two messages" test "$(msgs)" = "label|hello|"
# an id's or an index's column beside the text (11d-W1): pandas'
# to_csv(index=False) of an id column, Kaggle's test.csv 'id,text',
# reset_index()'s 'index,text', 'message_id,message'; beside a text's name
# the tools do not know ('id,body', Kaggle's 'id,review'); and a
# spreadsheet's empty columns after the names ('text,label,,')
for h in 'id,text' 'ID,Text' 'index,text' 'message_id,message' 'id\ttext' '"id","text"' 'Unnamed: 0,text' 'id,body' 'ID;review' 'text,,' 'id,comment_text' 'id\treview_text' ',comment_text'; do
	printf "$h\n101,hello there friend\n102,see you soon\n" > "$T/id.csv"
	t_run "'$h' first" 0 sms-vocab --unlabeled -t "$T/id.csv"
	t_ok "  the header no message" test "$(msgs)" = "hello there friend|see you soon|"
	t_err "  said, --all-text named" "^sms-vocab: note: $T/id.csv:1: '.*' $note; a message\\? read it with --all-text\$"
done
# the other side of the snake_case text name (16a-W13: 'comment_text'
# above): 'see_you' names no text column, line 1 a message
printf 'id,see_you\n101,hello there friend\n102,see you soon\n' > "$T/sn.csv"
t_run "'id,see_you' first: a message" 0 sms-vocab --unlabeled -t "$T/sn.csv"
t_ok "  three messages" test "$(msgs)" = "id see you|hello there friend|see you soon|"
printf 'text,id\nhello there friend,101\nsee you soon,102\n' > "$T/id.csv"
t_run "'text,id' first, the ids last" 0 sms-vocab --unlabeled -t "$T/id.csv"
t_ok "  the header no message" test "$(msgs)" = "hello there friend|see you soon|"
t_err "  said, --all-text named" "^sms-vocab: note: $T/id.csv:1: 'text,id' $note; a message\\? read it with --all-text\$"
printf 'id,text\n101,hello there friend\n102,see you soon\n' > "$T/id.csv"
t_run "attn-train --predict --unlabeled: no prediction for 'id,text'" 0 attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --unlabeled --predict "$T/id.csv"
t_ok "  two rows" test "$(grep -vc '^#' "$T/out")" = 3
# ids that are words under that header (12a-W3): read into every message
# by the plain read; refused naming the read of the text column alone
printf 'id,text\nmsg_001,hello there\nmsg_002,see you soon\nmsg_003,call me later\n' > "$T/idw.csv"
idtail="--unlabeled reads the whole line, and would count the ids' words as words of every message: read the text column alone with"
t_bad "'id,text' over ids 'msg_001': refused at line 2, the read named" 1 "^sms-vocab: $T/idw.csv:2: 'msg_001' in column 1, an id's \\(line 1 the header: 'id,text'\\): $idtail --unlabeled --csv --text-column 2 \\(lines as they are\\? --all-text\\)$" sms-vocab --unlabeled -t "$T/idw.csv"
t_run "  the read named reads the texts alone" 0 sms-vocab --unlabeled --csv --text-column 2 -t "$T/idw.csv"
t_ok "  no id's word" test "$(msgs)" = "hello there|see you soon|call me later|"
t_run "  attn-train --predict --unlabeled: refused too" 1 attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --unlabeled --predict "$T/idw.csv"
t_run "  --all-text: read as asked" 0 sms-vocab --unlabeled --all-text -t "$T/idw.csv"
printf 'message_id\tmessage\n3f2a9c1e-77ab-4d1e-9f00-000000000001\thello there\n' > "$T/idu.tsv"
t_bad "'message_id<TAB>message' over UUIDs: --quoting csv" 1 "^sms-vocab: $T/idu.tsv:2: '3f2a9c1e-77ab-4d1e-9f00-000000000001' in column 1, an id's \\(line 1 the header: 'message_id\\\\tmessage'\\): $idtail --unlabeled --quoting csv --text-column 2 " sms-vocab --unlabeled -t "$T/idu.tsv"
printf 'ID;review\nr1;great film\n' > "$T/idr.csv"
t_bad "'ID;review' over 'r1': --delimiter ';'" 1 "^sms-vocab: $T/idr.csv:2: 'r1' in column 1, .* --unlabeled --delimiter ';' --text-column 2 " sms-vocab --unlabeled -t "$T/idr.csv"
printf 'id,label,text\nm1,world,story one\nm2,sports,story two\n' > "$T/idl2.csv"
t_bad "'id,label,text' over ids and topics: the text and the labels' reads" 1 "^sms-vocab: $T/idl2.csv:2: 'm1' in column 1, .* --unlabeled --csv --text-column 3; its column 'label' names labels: read them with --csv \\(lines" sms-vocab --unlabeled -t "$T/idl2.csv"
printf 'text,id\nhello there,msg_1\nsee you,msg_2\n' > "$T/idlast.csv"
t_bad "'text,id' over ids 'msg_1': the last column, --text-column 1" 1 "^sms-vocab: $T/idlast.csv:2: 'msg_1' in column 2, an id's \\(line 1 the header: 'text,id'\\): $idtail --unlabeled --csv --text-column 1 " sms-vocab --unlabeled -t "$T/idlast.csv"
printf 'id,text\n101,hello there\nx7,see you soon\n102,ok\n' > "$T/id1.csv"
t_bad "  one id with a letter among numbers: refused at it" 1 "^sms-vocab: $T/id1.csv:3: 'x7' in column 1" sms-vocab --unlabeled -t "$T/id1.csv"
# and without a header: a first field that is an id (a digit in one
# word) on no other line, 9 lines in 10
ids() { i=1; while [ $i -le "$1" ]; do printf "$2" $i $i; i=$((i + 1)); done; }
ids 20 'msg_%03d,hello there number %d\n' > "$T/hl.csv"
t_bad "ids 'msg_001' first, no header: refused" 1 "^sms-vocab: $T/hl.csv: every line starts with an id and ',', each id on one line \\(the first with a letter 'msg_001', line 1\\): a column of ids before the text \\(Kaggle's id,text without its header\\)\\? $idtail --unlabeled --csv --text-column 2 \\(text\\? --all-text\\)$" sms-vocab --unlabeled -t "$T/hl.csv"
tr ',' '\t' < "$T/hl.csv" > "$T/hl.tsv"
t_bad "  and a TAB: --quoting csv, or cut -f2-" 1 "^sms-vocab: $T/hl.tsv: every line starts with an id and a TAB, .* --unlabeled --quoting csv --text-column 2 \\(or drop the first field: cut -f2-; text\\? --all-text\\)$" sms-vocab --unlabeled -t "$T/hl.tsv"
{ ids 18 'msg_%03d,hello there number %d\n'; printf 'a line\nanother line\n'; } > "$T/hl18.csv"
t_bad "  18 of 20 (exactly 9 in 10): refused" 1 "^sms-vocab: $T/hl18.csv: 18 of 20 lines start with an id and ','" sms-vocab --unlabeled -t "$T/hl18.csv"
{ ids 17 'msg_%03d,hello there number %d\n'; printf 'a line\nanother line\nthird\n'; } > "$T/hl17.csv"
t_run "  17 of 20: text" 0 sms-vocab --unlabeled -t "$T/hl17.csv"
ids 20 '%d,hello there number %d\n' > "$T/hln.csv"
t_run "  row numbers (no word made): text, nothing said" 0 sms-vocab --unlabeled -t "$T/hln.csv"
t_ok "  nothing said" test ! -s "$T/err"
{ ids 10 'c%d,hello there %d\n'; ids 10 'c%d,see you %d\n'; } > "$T/hlr.csv"
t_run "  a word on two lines each (no id): no id refusal" 0 sms-vocab --unlabeled -t "$T/hlr.csv"
# other columns beside the text under a header naming it (15a-W9:
# Kaggle's NLP-disaster test.csv 'id,keyword,location,text', an author's
# column, a date's: their words were read into every message, exit 0):
# refused at the first line whose other fields make words, the read of
# the text column named; their fields counted from the line's ends, so a
# delimiter inside the text or a quoted field ('"NYC, USA"') takes none
cat > "$T/kw.csv" <<'EOF'
id,keyword,location,text
1,,,Our Deeds are the Reason of this earthquake
4,,,Forest fire near La Ronge Sask. Canada
5,ablaze,London,"All residents asked to shelter in place, now"
7,fire,"NYC, USA",Just got sent this photo
EOF
t_bad "'id,keyword,location,text': 'ablaze' on line 4 refused" 1 "^sms-vocab: $T/kw.csv:4: 'ablaze' in column 2, not the text's \\(line 1 the header: 'id,keyword,location,text'\\): --unlabeled reads the whole line, and would count the other columns' words as words of every message: read the text column alone with --unlabeled --csv --text-column 4 \\(lines as they are\\? --all-text\\)\$" sms-vocab --unlabeled -t "$T/kw.csv"
t_run "  its fix read" 0 sms-vocab -q --unlabeled --csv --text-column 4 -t "$T/kw.csv"
t_ok "    four messages, no keyword" sh -c "test \$(grep -vc '^#' '$T/out') = 4 && ! grep -q ablaze '$T/out'"
printf 'author\ttext\nalice\tHello there friend\nbob\tWin cash now\n' > "$T/au.tsv"
t_bad "'author<TAB>text': 'alice' refused, --quoting csv named" 1 "^sms-vocab: $T/au.tsv:2: 'alice' in column 1, not the text's .* --unlabeled --quoting csv --text-column 2 " sms-vocab --unlabeled -t "$T/au.tsv"
printf 'text,date\n"hello there, friend",Mon Jan 6 2020\nsee you,Tue Jan 7 2020\n' > "$T/dt.csv"
t_bad "'text,date' over 'Mon Jan 6 2020': refused, the date's column counted from the end" 1 "^sms-vocab: $T/dt.csv:2: 'Mon Jan 6 2020' in column 2, not the text's .* --unlabeled --csv --text-column 1 " sms-vocab --unlabeled -t "$T/dt.csv"
# the other side: other columns of numbers make no words; a delimiter in
# the text; a short line (a text broken over lines); a labels' column
# (the label rules' and the header note's)
printf 'text,date,score\nhello there, friend,2020-01-06,5\nsee you,2020-01-07,4\n' > "$T/dn.csv"
t_run "'text,date,score' over numbers, a ',' in a text: read" 0 sms-vocab --unlabeled -t "$T/dn.csv"
t_ok "  two messages" test "$(grep -vc '^#' "$T/out")" = 2
printf 'id,text,len\n1,hello there\nfriend of mine,12\n2,see you,7\n' > "$T/br.csv"
t_run "'id,text,len', a text over two lines: read" 0 sms-vocab --unlabeled -t "$T/br.csv"
printf 'id,label,text\n1,spam,win cash\n2,ham,see you\n' > "$T/il.csv"
t_run "'id,label,text': the labels' column the label rules'" 0 sms-vocab --unlabeled -t "$T/il.csv"
t_ok "  said, its labels' column named" grep -q "its column 'label' names labels: read it with --csv instead of --unlabeled" "$T/err"
# ids last without a header ('text,msg_001': 13a-W5, was read, exit 0)
ids 20 'hello there number %d,msg_%03d\n' > "$T/hz.csv"
t_bad "ids 'msg_001' last, no header: refused, the sed that drops them" 1 "^sms-vocab: $T/hz.csv: every line ends with ',' and an id, each id on one line \\(the first with a letter 'msg_001', line 1\\): a column of ids after the text .* drop the last field: sed 's/,\\[\\^,\\]\\*\\$//' $T/hz.csv > F.txt, and read that with --unlabeled \\(text\\? --all-text\\)$" sms-vocab --unlabeled -t "$T/hz.csv"
sed 's/,[^,]*$//' "$T/hz.csv" > "$T/hz.txt"
t_run "  its sed run: read, no id" 0 sms-vocab --unlabeled -t "$T/hz.txt"
t_ok "  20 messages, no 'msg'" sh -c "test \$(grep -c '^-	hello there number' '$T/out') = 20 && ! grep -q msg '$T/out'"
tr ',' '\t' < "$T/hz.csv" > "$T/hz.tsv"; gzip -c "$T/hz.tsv" > "$T/hz.tsv.gz"
t_bad "  and a TAB, gzip'd: zcat" 1 "^sms-vocab: $T/hz.tsv.gz: every line ends with a TAB and an id, .*zcat $T/hz.tsv.gz \\| sed 's/\\\\t\\[\\^\\\\t\\]\\*\\$//' > F.txt" sms-vocab --unlabeled -t "$T/hz.tsv.gz"
{ ids 17 'hello there number %d,msg_%03d\n'; printf 'a line\nanother line\nthird\n'; } > "$T/hz17.csv"
t_run "  17 of 20: text" 0 sms-vocab --unlabeled -t "$T/hz17.csv"
ids 20 'hello there number %d,%d\n' > "$T/hzn.csv"
t_run "  numbers last (no word made): text" 0 sms-vocab --unlabeled -t "$T/hzn.csv"
printf 'text,,\nhello there friend\nsee you soon\n' > "$T/id.csv"
t_run "  --all-text: the header a message" 0 sms-vocab --unlabeled --all-text -t "$T/id.csv"
t_ok "  three messages, nothing said" sh -c "test '$(msgs)' = 'text|hello there friend|see you soon|' && test ! -s '$T/err'"
printf 'id,label,text\n1,spam,win cash\n' > "$T/idl.csv"
t_run "'id,label,text': the header" 0 sms-vocab --unlabeled -t "$T/idl.csv"
t_err "  its labels' column named" "^sms-vocab: note: $T/idl.csv:1: 'id,label,text' $note; its column 'label' names labels: read it with --csv instead of --unlabeled; a message"
# the other side: an id's name beside a word no column's name, beside a
# text's name with more words ('ID, text me later'), alone, or a text's
# name the tools do not know without an id's ('body,,')
for h in 'ID, text me later' 'id,later' 'no text,text' 'id' 'body,,' 'review,text me'; do
	printf "$h\nsee you soon\n" > "$T/nid.csv"
	t_run "'$h' first: a message" 0 sms-vocab --unlabeled -t "$T/nid.csv"
	t_ok "  two messages, nothing said" sh -c "test \$(grep -vc '^#' '$T/out') = 2 && test ! -s '$T/err'"
done
# another data set's text column's name alone (pandas' Series.to_csv of
# 'content'; 13d-W1: was a message, nothing said): the header, said
for h in content tweet comment sentence email body review sms_text clean_text; do
	printf "$h\nwin cash now\ncall me later\n" > "$T/oh.txt"
	t_run "'$h' alone on line 1: the header" 0 sms-vocab --unlabeled -t "$T/oh.txt"
	t_ok "  two messages, said" sh -c "test \$(grep -vc '^#' '$T/out') = 2 && grep -q \"^sms-vocab: note: $T/oh.txt:1: '$h' read as the header (column names, as pandas' to_csv writes them first), not as a message; a message? read it with --all-text\" '$T/err'"
done
for h in good_morning hi_there_2 under_score; do
	printf "$h\nwin cash now\n" > "$T/oh2.txt"
	t_run "'$h' (snake_case, no text's name): a message" 0 sms-vocab --unlabeled -t "$T/oh2.txt"
	t_ok "  two messages" test "$(grep -vc '^#' "$T/out")" = 2
done
# a text column's name of two or three such words, one space between
# them (15a-W5: Kaggle's 'Review Text', 'Message Text' were messages,
# nothing said): the header, said, under the plain read and --csv, the
# text column found by it beside an id's; words a message has alone
# ('Text me', 'Send message'), or two spaces, stay a message
for h in 'Review Text' 'Message Text' 'Email Text' 'SMS Text' 'Tweet Text' 'message body text'; do
	printf "$h\nwin cash now\ncall me later\n" > "$T/sp.txt"
	for rd in "" --csv; do
		t_run "'$h' alone on line 1${rd:+, $rd}: the header" 0 sms-vocab --unlabeled $rd -t "$T/sp.txt"
		t_ok "  two messages, said" sh -c "test \$(grep -vc '^#' '$T/out') = 2 && grep -q \"^sms-vocab: note: $T/sp.txt:1: '$h' read as the header (column names\" '$T/err'"
	done
done
printf 'id,Review Text\n1,win cash now\n2,call me later\n' > "$T/spi.csv"
t_run "'id,Review Text', --csv: the text column by its name" 0 sms-vocab --unlabeled --csv -t "$T/spi.csv"
t_ok "  said, column 2" grep -q "the text column 2 ('Review Text') by its name" "$T/err"
t_ok "  two messages, no id" test "$(grep -v '^#' "$T/out" | tr '\n' '|')" = "-	win cash now|-	call me later|"
for h in 'Text me' 'Send message' 'Review  Text' 'Review Text Message Body' 'text me, review'; do
	printf "$h\nwin cash now\n" > "$T/spm.txt"
	t_run "'$h' on line 1: a message" 0 sms-vocab --unlabeled -t "$T/spm.txt"
	t_ok "  two messages" test "$(grep -vc '^#' "$T/out")" = 2
done
t_run "  --all-text: a message" 0 sms-vocab --unlabeled --all-text -t "$T/oh.txt"
t_ok "  three messages, nothing said" sh -c "test \$(grep -vc '^#' '$T/out') = 3 && test ! -s '$T/err'"
printf 'review\nwin cash now\n' > "$T/oh.csv"
t_run "  --csv: the header too, said" 0 sms-vocab --unlabeled --csv -t "$T/oh.csv"
t_ok "  one message" sh -c "test \$(grep -vc '^#' '$T/out') = 1 && grep -q 'read as the header' '$T/err'"
# Excel's 'sep=,' line: skipped and said, a later ',' refused; with
# --all-text (nothing
# guessed, by design: 11a-W6) a message
printf '\357\273\277sep=,\r\nHam,cheese and pickle on rye\r\nwin now\r\n' > "$T/sep.csv"
t_run "'sep=,' first: skipped; line 2's ',' a column: refused" 1 sms-vocab --unlabeled -t "$T/sep.csv"
t_ok "  said, then line 2 named with --csv and --all-text" sh -c "grep -q \"Excel's line 'sep=,' (the fields' delimiter) skipped\" '$T/err' && grep -q \"sep.csv:2: ',' in a line .* --csv --text-column N (each line whole? --all-text)\" '$T/err'"
t_run "  --all-text: a message, nothing said" 0 sms-vocab --unlabeled --all-text -t "$T/sep.csv"
t_ok "  three messages" sh -c "test '$(msgs)' = 'sep|ham cheese and pickle on rye|win now|' && test ! -s '$T/err'"

# --- word vectors as pandas' to_csv writes them
vec="word vectors as pandas' to_csv writes them"
tail_="then attn-map and attn-train read them with -e, ppmi-svd with --load\$"
printf '\t0\t1\t2\nking\t0.125\t-0.25\t0.5\nqueen\t0.375\t0.0625\t-0.75\n' > "$T/tab.tsv"
t_bad "to_csv(sep='\\t'): its header of column numbers" 1 "^sms-vocab: $T/tab.tsv:1: $vec \\(a header of the columns over rows of a word and 3 numbers, separated by TABs\\), not messages: give line 1 the names word<TAB>d1 \\.\\.\\. dk .*index_label='word', quoting=csv\\.QUOTE_NONE\\)\\); $tail_" sms-vocab --unlabeled -t "$T/tab.tsv"
printf 'word\t0\t1\t2\nking\t0.125\t-0.25\t0.5\n' > "$T/named.tsv"
t_bad "  a named index: 'word<TAB>0<TAB>1<TAB>2'" 1 "^sms-vocab: $T/named.tsv:1: $vec \\(a header of the columns" sms-vocab --unlabeled -t "$T/named.tsv"
printf ',0,1,2\nking,0.125,-0.25,0.5\nqueen,0.375,0.0625,-0.75\n' > "$T/ch.csv"
t_bad "to_csv(): ',0,1,2' over comma rows" 1 "^sms-vocab: $T/ch.csv:1: $vec \\(a header of the columns over rows of a word and 3 numbers, separated by ','\\), not messages: no embeddings format separates fields by commas: .*tr ',' ' ' \\(after sed 1d when line 1 is the header\\), --emb-format glove; $tail_" sms-vocab --unlabeled -t "$T/ch.csv"
printf 'king,0.125,-0.25,0.5\nqueen,0.375,0.0625,-0.75\n' > "$T/c.csv"
t_bad "to_csv(header=False): comma rows" 1 "^sms-vocab: $T/c.csv:1: $vec \\(no header, only rows of a word and 3 numbers, separated by ','\\)" sms-vocab --unlabeled -t "$T/c.csv"
printf 'king;0,125;-0,25;0,5\nqueen;0,375;0,0625;-0,75\n' > "$T/s1.csv"
t_bad "to_csv(sep=';', decimal=','): rows" 1 "^sms-vocab: $T/s1.csv:1: $vec \\(no header, only rows of a word and 3 numbers, separated by ';'\\), not messages: .*tr ';,' ' \\.'" sms-vocab --unlabeled -t "$T/s1.csv"
printf 'word;d1;d2\nking;0,125;-0,25\nqueen;0,375;0,0625\n' > "$T/s2.csv"
t_bad "  a header of names" 1 "^sms-vocab: $T/s2.csv:1: $vec \\(a header of the columns over rows of a word and 2 numbers, separated by ';'\\)" sms-vocab --unlabeled -t "$T/s2.csv"
# the other side: a word and one number (k = 1), whole numbers, line 2 text
printf 'Total,2.50\nTip,0.50\n' > "$T/k1.csv"
t_run "'Total,2.50' twice (one number): text" 0 sms-vocab --unlabeled -t "$T/k1.csv"
t_ok "  two messages" test "$(msgs)" = "total|tip|"
printf 'call,0800,123\nroom,12,4\n' > "$T/whole.csv"
t_run "whole numbers only: text" 0 sms-vocab --unlabeled -t "$T/whole.csv"
t_ok "  two messages" test "$(msgs)" = "call|room|"
printf 'king,0.125,-0.25\nsee you at 5,30\n' > "$T/l2.csv"
t_run "a row over a message: text" 0 sms-vocab --unlabeled -t "$T/l2.csv"
t_ok "  two messages" test "$(msgs)" = "king|see you at|"
printf ',0,1\nhello there\n' > "$T/h2.csv"
t_run "a header of numbers over a message: text" 0 sms-vocab --unlabeled -t "$T/h2.csv"
t_ok "  one message (the header has no letter)" test "$(msgs)" = "hello there|"
echo "1..$t_num"
