#!/bin/sh
# The columns of a delimited corpus with a header (sms-vocab(1) "Headers
# and labels"): a record with more fields than its header, and a header
# with two columns that could be the label or the text.
. "$(dirname "$0")/../../lib.sh"

# more fields than the header while the text is not the last column: a
# delimiter inside the text would cut it and drop the rest: refused
printf 'label,text,id\nham,Hello, you there,17\nspam,win a prize,18\n' > "$T/x.csv"
t_bad "CSV: 4 fields under a header of 3, text not last" 1 "^sms-vocab: $T/x.csv:2: 4 fields, the header \(line 1\) has 3: a ',' inside the text \(column 2\)\? its rest would be lost: quote the field \(\"\.\.\.\"\), or drop the columns after the text \(cut\)" sms-vocab -t --csv "$T/x.csv"
printf 'label\ttext\tid\nham\tHello\tyou there\t17\n' > "$T/x.tsv"
t_bad "TAB: the same, quoting read with --quoting csv" 1 "^sms-vocab: $T/x.tsv:2: 4 fields, the header \(line 1\) has 3: a TAB inside the text \(column 2\)\? .*quote the field \(\"\.\.\.\"\) and read it with --quoting csv" sms-vocab -t "$T/x.tsv"
printf 'label;text;id\nham;Hello; you there;17\n' > "$T/y.csv"
t_bad "--delimiter ';': the same" 1 "^sms-vocab: $T/y.csv:2: 4 fields, the header \(line 1\) has 3: a ';' inside" sms-vocab -t --delimiter ';' "$T/y.csv"
# the other side: quoted, the same count, or the text last (joined)
printf 'label,text,id\nham,"Hello, you there",17\n' > "$T/q.csv"
t_run "CSV: the comma quoted" 0 sms-vocab -t --csv "$T/q.csv"
t_ok "CSV: the whole text" grep -qx 'ham	hello you there' "$T/out"
printf 'label,text\nham,Hello, you there\n' > "$T/l.csv"
t_run "CSV: the text last, the rest joined to it" 0 sms-vocab -t --csv "$T/l.csv"
t_ok "CSV: the text last: the whole text" grep -qx 'ham	hello you there' "$T/out"
printf 'label,text,id\nham,Hello you there,17,\n' > "$T/e.csv"
t_bad "CSV: exactly one field more (empty) is refused too" 1 "^sms-vocab: $T/e.csv:2: 4 fields, the header \(line 1\) has 3" sms-vocab -t --csv "$T/e.csv"
printf 'label,text,id\nham,Hello you there,17\n' > "$T/n.csv"
t_run "CSV: as many fields as the header" 0 sms-vocab -t --csv "$T/n.csv"
t_ok "CSV: as many fields: the text" grep -qx 'ham	hello you there' "$T/out"
# without a header, every field after the text is the text's
printf 'ham,Hello, you there\n' > "$T/z.csv"
t_run "CSV --no-header: fields after the text joined" 0 sms-vocab -t --csv --no-header "$T/z.csv"
t_ok "CSV --no-header: the whole text" grep -qx 'ham	hello you there' "$T/out"

# two columns that could be the label (or the text): refused naming the
# option, in CSV, TSV and JSON Lines alike (one rule: corpus-label.c
# ak_corpus_pick)
printf 'label,target,text\nham,spam,WIN a prize call now\n' > "$T/two.csv"
t_bad "CSV: label and target" 1 "^sms-vocab: $T/two.csv:1: two label fields, 'label' and 'target': name one with --label-column$" sms-vocab -t --csv "$T/two.csv"
printf 'label\ttarget\ttext\nham\tspam\tWIN a prize\n' > "$T/two.tsv"
t_bad "TSV: label and target" 1 "^sms-vocab: $T/two.tsv:1: two label fields, 'label' and 'target': name one with --label-column$" sms-vocab -t "$T/two.tsv"
printf '{"label":"ham","target":"spam","text":"WIN a prize"}\n' > "$T/two.jsonl"
t_bad "JSON Lines: label and target, the same words" 1 "^sms-vocab: $T/two.jsonl:1: two label fields, 'label' and 'target': name one with --label-column$" sms-vocab -t --jsonl "$T/two.jsonl"
printf 'label,message,text\nham,hi there,see you later\n' > "$T/twot.csv"
t_bad "CSV: message and text" 1 "^sms-vocab: $T/twot.csv:1: two text fields, 'message' and 'text': name one with --text-column$" sms-vocab -t --csv "$T/twot.csv"
t_run "CSV: --label-column target decides the label" 0 sms-vocab -t --csv --label-column target "$T/two.csv"
t_ok "CSV: --label-column target: target's label, text's text" grep -qx 'spam	win a prize call now' "$T/out"
t_run "CSV: --text-column message decides the text" 0 sms-vocab -t --csv --text-column message "$T/twot.csv"
t_ok "CSV: --text-column message: its text" grep -qx 'ham	hi there' "$T/out"
printf 'id,label,text\n7,spam,win a prize\n' > "$T/one.csv"
t_run "CSV: one label and one text column by name" 0 sms-vocab -t --csv "$T/one.csv"
t_ok "CSV: by name: label and text" grep -qx 'spam	win a prize' "$T/out"
t_run "CSV: --label-column 2: the text still by its name" 0 sms-vocab -t --csv --label-column 2 "$T/one.csv"
t_ok "CSV: --label-column 2: the text column, not the id" grep -qx 'spam	win a prize' "$T/out"

# --label-map's targets: spam, ham or - only; another (even 'Spam') is a
# usage error naming them, with the lower case when that is all it lacks
printf 'label,text\n1,WIN a prize now\n0,see you later\n0,ok lar\n' > "$T/c.csv"
t_bad "--label-map 1=Spam: refused, the lower case named" 2 "^sms-vocab: --label-map: '1=Spam': the label to read is spam, ham or - \(no label\); in lower case: 1=spam$" sms-vocab --stats --csv --label-map 1=Spam,0=ham "$T/c.csv"
t_bad "--label-map 0=foo: refused" 2 "^sms-vocab: --label-map: '0=foo': the label to read is spam, ham or - \(no label\)$" sms-vocab -t --csv --label-map 1=spam,0=foo "$T/c.csv"
t_bad "attn-train --label-map 0=HAM: the same rule" 2 "^attn-train: --label-map: '0=HAM': the label to read is spam, ham or - \(no label\); in lower case: 0=ham$" attn-train -e "$DATA/train-emb.tsv" --csv --label-map 1=spam,0=HAM "$T/c.csv"
t_run "--label-map 1=spam,0=ham: taken" 0 sms-vocab --stats --csv --label-map 1=spam,0=ham "$T/c.csv"
t_ok "--label-map 1=spam,0=ham: 1 spam, 2 ham" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	2' '$T/out'"
t_run "--label-map 1=spam,0=-: '-' (no label) taken" 0 sms-vocab -t --csv --label-map 1=spam,0=- "$T/c.csv"
t_ok "--label-map 0=-: read as '-'" grep -qx -- '-	ok lar' "$T/out"

# the note on labels neither spam nor ham names the columns in the file's
# own layout: a CSV read with --csv needs no --delimiter tab
printf 'Spam,win cash\nHam,hi\n' > "$T/s.csv"
t_run "CSV Spam/Ham labels: read, with a note" 0 sms-vocab -t --csv --no-header "$T/s.csv"
t_ok "CSV: the note's columns without --delimiter tab" sh -c "grep -q 'if the label is in column 2, read it with --label-column 2 --text-column 1; ham or spam? --label-map Spam=spam,Ham=ham' '$T/err' && ! grep -q 'delimiter tab' '$T/err'"
printf 'Spam\twin cash\nHam\thi\n' > "$T/s.tsv"
t_run "TAB Spam/Ham labels: read, with a note" 0 sms-vocab -t "$T/s.tsv"
t_ok "TAB: the note's columns with --delimiter tab" grep -q 'read it with --delimiter tab --label-column 2 --text-column 1' "$T/err"

# booleans as labels (JSON's true/false, pandas' True/False): the map named
# is true=spam,false=ham in their case, and it reads them
printf '{"label":true,"text":"win"}\n{"label":false,"text":"hi"}\n' > "$T/b.jsonl"
t_bad "JSON true/false: true=spam,false=ham named" 1 "^sms-vocab: $T/b.jsonl:1: label 'true' \(field 'label'\) is neither ham nor spam: name the labels with --label-map true=spam,false=ham$" sms-vocab -t --jsonl "$T/b.jsonl"
t_run "  that map reads them" 0 sms-vocab -t --jsonl --label-map true=spam,false=ham "$T/b.jsonl"
t_ok "  true is spam" grep -qx 'spam	win' "$T/out"
printf 'label,text\nTrue,win\nFalse,hi\n' > "$T/b.csv"
t_bad "CSV True/False: in their case" 1 "name the labels with --label-map True=spam,False=ham$" sms-vocab -t --csv "$T/b.csv"

# an index column first (pandas' to_csv without index=False): the label
# column holds numbers while the next holds spam/ham: the columns named,
# not a --label-map of the index
printf '0,ham,hi there\n1,spam,win cash\n' > "$T/i.csv"
# (14a-M6: at line 1, which was taken for the header, certain)
t_bad "headerless CSV with an index column" 1 "^sms-vocab: $T/i.csv:1: the first record '0,ham,hi there' holds '0' in column 1 and a label, 'ham', in column 2: an id or a row number first, the label next, the text after \(R's write.table\(col.names=FALSE\) with its row names, pandas' to_csv\(header=False\) with its index, Kaggle's id,label,text without its header\)\? read it with --label-column 2 --text-column 3$" sms-vocab -q -t --csv "$T/i.csv"
t_run "  the options it names read it" 0 sms-vocab -t --csv --label-column 2 --text-column 3 "$T/i.csv"
t_ok "  both messages" sh -c "grep -qx 'ham	hi there' '$T/out' && grep -qx 'spam	win cash' '$T/out'"
t_run "  with --no-header as before" 0 sms-vocab -t --csv --label-column 2 --text-column 3 --no-header "$T/i.csv"
t_ok "  both messages" sh -c "grep -qx 'ham	hi there' '$T/out' && grep -qx 'spam	win cash' '$T/out'"
# the other side: no column holds spam or ham: the label map, as before
printf 'label,text\n1,win cash\n0,hi there\n' > "$T/n.csv"
t_bad "0/1 labels, no spam/ham anywhere: --label-map" 1 "name the labels with --label-map 1=spam,0=ham$" sms-vocab -q -t --csv "$T/n.csv"
# text first, the label last, no header: line 1 is taken for the header,
# and line 2's text for a label; the label beside it names the columns the
# other way round (with --label-map, not 'add See you later=spam'), and the
# options it names read the file
printf 'Win cash now\t1\nSee you later\t0\nCall me back\t0\n' > "$T/tl.tsv"
t_bad "text<TAB>0/1 with --label-map: the columns named" 1 \
    "^sms-vocab: $T/tl\.tsv:2: label 'See you later' is not in --label-map, and the text '0' is one of its labels: the columns the other way round\? read them with --delimiter tab --label-column 2 --text-column 1 --no-header \(line 1, read as the header, is a message too\)$" \
    sms-vocab -q --stats --label-map 1=spam,0=ham "$T/tl.tsv"
t_run "  the options it names read it" 0 sms-vocab --stats --label-map 1=spam,0=ham --delimiter tab --label-column 2 --text-column 1 --no-header "$T/tl.tsv"
t_ok "  3 records, 1 spam" sh -c "grep -qx 'records	3' '$T/out' && grep -qx 'spam	1' '$T/out'"
printf 'Win cash now,1\nSee you later,0\n' > "$T/tl.csv"
t_bad "  text,0/1 (--csv): no --delimiter in it" 1 \
    "^sms-vocab: $T/tl\.csv:2: label 'See you later' is not in --label-map, and the text '0' is one of its labels: the columns the other way round\? read them with --label-column 2 --text-column 1 --no-header" \
    sms-vocab -q --stats --csv --label-map 1=spam,0=ham "$T/tl.csv"
printf 'Hello,spam\nBye,ham\n' > "$T/ts.csv"
t_bad "  text,spam/ham without a map, one-word texts: no placeholder map" 1 \
    "^sms-vocab: $T/ts\.csv:2: label 'Bye' is neither ham nor spam, and the text 'ham' is a label: the columns the other way round\? read them with --label-column 2 --text-column 1 --no-header" \
    sms-vocab -q --stats --csv "$T/ts.csv"
# the other side: a word the label rule knows (not_spam) beside spam; a
# label that is no label beside a field that is none (the map's fix)
printf 'label,text\nnot_spam,spam\n' > "$T/tn.csv"
t_bad "  one word the label rule knows beside spam: the map named" 1 \
    "^sms-vocab: $T/tn\.csv:2: label 'not_spam' is neither ham nor spam, and line 1 .* --label-map spam=spam,not_spam=ham" \
    sms-vocab -q --stats --csv "$T/tn.csv"
printf '1\tok\nmaybe\tsee you\n' > "$T/tm.tsv"
t_bad "  a label beside no label: the map named" 1 \
    "^sms-vocab: $T/tm\.tsv:2: label 'maybe' is not in --label-map \(add maybe=spam, maybe=ham or maybe=- for no label" \
    sms-vocab -q --stats --label-map 1=spam,0=ham "$T/tm.tsv"
# '-' is the label a map may give for no label: its fix names =- too, and
# the map that gives it counts the line as neither spam nor ham
printf 'ham\thello there\n-\tsome text\nspam\twin cash\n' > "$T/td.tsv"
t_bad "  the label '-' beside no entry: =- named as the map for no label" 1 \
    "^sms-vocab: $T/td\.tsv:2: label '-' is not in --label-map \(add -=spam, -=ham or -=- for no label; \*=ham for every other label\)$" \
    sms-vocab -q --stats --label-map ham=ham,spam=spam "$T/td.tsv"
t_run "  --label-map -=-: the line read without a label" 0 \
    sms-vocab -q --stats --label-map ham=ham,spam=spam,-=- "$T/td.tsv"
t_ok "  spam 1, ham 1, other 1" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out' && grep -qx 'other	1' '$T/out'"
printf 'label,text,note\nx1,win cash,spam\n' > "$T/x.csv"
t_bad "a label that is no whole number beside 'spam': not an index" 1 "label 'x1' is neither ham nor spam, and line 1" sms-vocab -q -t --csv "$T/x.csv"

# '#' starts a comment where a label starts a record; once a header or
# --label-column puts the label elsewhere, a hashtag message is a record
printf 'text,label\n#blessed day with family,ham\nWin cash now,spam\n#1 deal for you call now,spam\nsee you,ham\n' > "$T/hash.csv"
t_run "text,label: a '#' message is a record" 0 sms-vocab -q --csv -t "$T/hash.csv"
t_ok "  4 messages, the hashtags'" sh -c "[ \$(grep -vc '^#' '$T/out') = 4 ] && grep -qx 'spam	deal for you call now' '$T/out'"
printf 'sms\tlabel\n#blessed day\t0\nWin cash\t1\n' > "$T/hash.tsv"
t_run "sms<TAB>label (Hugging Face's sms_spam): the same" 0 sms-vocab -q -t --label-map 1=spam,0=ham "$T/hash.tsv"
t_ok "  2 messages" grep -qx 'ham	blessed day' "$T/out"
printf '#blessed day,ham\nWin cash,spam\n' > "$T/hash-nh.csv"
t_run "--label-column 2 --no-header: the same" 0 sms-vocab -q --csv -t --label-column 2 --text-column 1 --no-header "$T/hash-nh.csv"
t_ok "  line 1 a message" grep -qx 'ham	blessed day' "$T/out"
# the other side: label first, a '#' line a comment, before and after
# the header
printf '# from the lab\nlabel,text\nham,hello there\n# a note\nspam,win cash\n' > "$T/hash-lf.csv"
t_run "label,text: '#' lines comments" 0 sms-vocab -q --csv -t "$T/hash-lf.csv"
t_ok "  2 messages" sh -c "[ \$(grep -vc '^#' '$T/out') = 2 ]"

# a header that names no text column: the one column besides the label
# and the index's; more than one could be it: refused naming them
printf 'sender,receiver,date,subject,body,label,urls\nYoung <y@x.de>,u4@gvc.cc,"Tue, 05 Aug 2008",Never agree,"Buck up, your troubles",1,1\nMok <m@x.cc>,u2@gvc.cc,"Tue, 05 Aug 2008",Re: meeting,See you tomorrow,0,0\n' > "$T/ceas.csv"
amb="no column of the header is named as the text \(v2, message, messages, text, sms, msg\), and"
t_bad "CEAS_08: no text name, 6 could be it: refused" 1 "^sms-vocab: $T/ceas.csv:1: $amb 6 could be it: 'sender', 'receiver', 'date', 'subject', 'body', 'urls': name it with --text-column NAME \(taking one would be a guess\)$" sms-vocab -t --csv --label-map 1=spam,0=ham "$T/ceas.csv"
t_run "  --text-column body reads it" 0 sms-vocab -q -t --csv --label-map 1=spam,0=ham --text-column body "$T/ceas.csv"
t_ok "  the bodies" grep -qx 'spam	buck up your troubles' "$T/out"
printf 'label\tsubject\tbody\nspam\tHello\tWin cash now\nham\tLunch\tSee you at noon\n' > "$T/lsb.tsv"
t_bad "label<TAB>subject<TAB>body: refused, --delimiter tab too" 1 "^sms-vocab: $T/lsb.tsv:1: $amb 2 could be it: 'subject', 'body': name it with --text-column NAME --delimiter tab \(taking one would be a guess\)$" sms-vocab -t "$T/lsb.tsv"
t_run "  the options named read it" 0 sms-vocab -q -t --text-column body --delimiter tab "$T/lsb.tsv"
t_ok "  the bodies" grep -qx 'spam	win cash now' "$T/out"
# the label's check comes first: a message taken for the header
printf '1,Win cash, call now\n0,see you, later\n' > "$T/nh01.csv"
t_bad "a first record taken for the header: its labels first" 1 "^sms-vocab: $T/nh01.csv:2: label '0' is neither ham nor spam, and line 1" sms-vocab -t --csv "$T/nh01.csv"
# the edge: one column besides the label and pandas' index columns
printf ',Unnamed: 0,Body,Label\n0,0,Win cash now,1\n1,1,see you at noon,0\n' > "$T/ess.csv"
t_run "',Unnamed: 0,Body,Label' (enronSpamSubset): Body" 0 sms-vocab -q -t --csv --label-map 1=spam,0=ham "$T/ess.csv"
t_ok "  the bodies" grep -qx 'spam	win cash now' "$T/out"
printf 'Unnamed: 0.1,Unnamed: 0,Body,Label\n0,0,Win cash now,1\n' > "$T/ess2.csv"
t_run "'Unnamed: 0.1,Unnamed: 0,Body,Label': Body" 0 sms-vocab -q -t --csv --label-map 1=spam,0=ham "$T/ess2.csv"
t_ok "  the body" grep -qx 'spam	win cash now' "$T/out"
printf 'label,body\nspam,Win cash now\n' > "$T/lb.csv"
t_run "label,body: body" 0 sms-vocab -q -t --csv "$T/lb.csv"
t_ok "  the body" grep -qx 'spam	win cash now' "$T/out"

# R's write.table with row names (its default): a header of the columns
# alone over 'N<TAB>label<TAB>text': the row names named, 0/1 labels too
printf 'label\ttext\n1\t0\tSee you at five\n2\t1\tWin cash now call\n3\t0\tOk lar\n' > "$T/rn.tsv"
rn="the record has 3 fields and the header \(line 1\) 2, and column 2 holds '0': row names first, under a header without a field for them \(R's write.table\)\? read it with --delimiter tab --label-column 2 --text-column 3$"
t_bad "R's row names over 0/1 labels: named" 1 "^sms-vocab: $T/rn.tsv:2: label '1' \(column 1\) is neither ham nor spam, $rn" sms-vocab -q -t "$T/rn.tsv"
t_bad "... with the map: named, not '2=spam'" 1 "^sms-vocab: $T/rn.tsv:3: label '2' \(column 1\) is not in --label-map, the record has 3 fields" sms-vocab -q -t --label-map 1=spam,0=ham "$T/rn.tsv"
t_run "  the options named read it" 0 sms-vocab -q -t --label-map 1=spam,0=ham --delimiter tab --label-column 2 --text-column 3 "$T/rn.tsv"
t_ok "  the labels of column 2" sh -c "grep -qx 'spam	win cash now call' '$T/out' && grep -qx 'ham	see you at five' '$T/out'"
# the edge: as many fields as the header (pandas' corner ''): not R's
printf '\tlabel\ttext\n1\t0\tSee you\n' > "$T/rnc.tsv"
t_run "pandas' corner: no row-names error" 1 sms-vocab -q -t "$T/rnc.tsv"
t_ok "  not R's" sh -c "! grep -q 'R.s write.table' '$T/err'"

# the columns the other way round under a real header: --no-header only
# when line 1, swapped, is a message
# ('body,is_spam' names its labels by the flag's name now, 15a-M2's class)
printf 'body,is_spam\nWin cash now,1\nsee you later,0\n' > "$T/bis.csv"
t_run "'body,is_spam': the labels from is_spam, by its name" 0 sms-vocab -q --stats --csv --label-map 1=spam,0=ham "$T/bis.csv"
t_ok "  spam 1, ham 1" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out'"
printf 'body,verdict\nWin cash now,1\nsee you later,0\n' > "$T/bi.csv"
t_bad "text first under 'body,verdict': no --no-header" 1 "^sms-vocab: $T/bi.csv:2: label 'Win cash now' is not in --label-map, and the text '1' is one of its labels: the columns the other way round\? read them with --label-column 2 --text-column 1$" sms-vocab -q -t --csv --label-map 1=spam,0=ham "$T/bi.csv"
t_run "  the options named read it" 0 sms-vocab -q -t --csv --label-map 1=spam,0=ham --label-column 2 --text-column 1 "$T/bi.csv"
printf 'Hello there,0\nWin cash now,1\n' > "$T/bi2.csv"
t_bad "line 1 a message the other way round: --no-header" 1 "--label-column 2 --text-column 1 --no-header \(line 1, read as the header, is a message too\)$" sms-vocab -q -t --csv --label-map 1=spam,0=ham "$T/bi2.csv"

# the label column taken by its place (no column has a label's name):
# ids named as such, never a --label-map of ids
printf 'id,text\n0,"hello there, friend"\n1,call me later\n' > "$T/ids.csv"
t_bad "'id,text': the ids named, --label-column and '*=-'" 1 "^sms-vocab: $T/ids.csv:2: label '0' is neither ham nor spam: column 1 \('id'\) was taken for the labels by its place, no column having a label's name \(v1, class, label, category, type, target\), and its name is an id's or an index's: name the labels' column with --label-column NAME \(no labels\? --label-map '\*=-'\)$" sms-vocab -q --stats --csv --text-column text "$T/ids.csv"
t_run "  a map of ids: read, and said" 0 sms-vocab --stats --csv --text-column text --label-map 1=spam,0=ham "$T/ids.csv"
t_ok "  said" grep -q "^sms-vocab: note: $T/ids.csv:1: column 1 ('id') taken for the labels by its place (no column has a label's name), though its name is an id's or an index's: the labels in another column? --label-column NAME (no labels: --label-map '\*=-')$" "$T/err"
t_run "  '*=-': read, nothing said" 0 sms-vocab --stats --csv --text-column text --label-map '*=-' "$T/ids.csv"
t_ok "  nothing said" test ! -s "$T/err"
printf 'date,message,is_spam\n2020-01-01,Win cash now,spam\n2020-01-02,see you,ham\n' > "$T/dmis.csv"
t_run "'date,message,is_spam': is_spam by its name" 0 sms-vocab -q --stats --csv "$T/dmis.csv"
t_ok "  spam 1, ham 1" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out'"
printf 'date,message,verdict\n2020-01-01,Win cash now,spam\n2020-01-02,see you,ham\n' > "$T/dmi.csv"
t_bad "'date,message,verdict': the labels' column named" 1 "^sms-vocab: $T/dmi.csv:2: label '2020-01-01' \(column 1, 'date', taken for the labels by its place\) is neither ham nor spam, and column 3 holds 'spam': read it with --label-column 3$" sms-vocab -q -t --csv "$T/dmi.csv"
# the edge: 0/1 under a name that is no id's: the map, as before
printf 'is_spam,body\n1,Win cash\n0,see you\n' > "$T/isb.csv"
t_bad "'is_spam,body' over 0/1: the map" 1 "label '1' is neither ham nor spam, and line 1 \('is_spam,body'\) was read as the header: name the labels with --label-map 1=spam,0=ham" sms-vocab -q -t --csv "$T/isb.csv"

# the index hint keeps a text column the header named (Enron's layout)
printf 'Message ID,Subject,Message,Spam/Ham,Date\n0,tree farm,"hello there",ham,1999-12-10\n1,vastar,"win money now",spam,1999-12-13\n' > "$T/enron.csv"
t_bad "Enron: --label-column 4 alone" 1 "^sms-vocab: $T/enron.csv:2: label '0' \(column 1, 'Message ID', taken for the labels by its place\) is neither ham nor spam, and column 4 holds 'ham': an index column first \(pandas' to_csv\)\? read it with --label-column 4$" sms-vocab -q -t --csv "$T/enron.csv"
t_run "  --label-column 4 reads the messages" 0 sms-vocab -q -t --csv --label-column 4 "$T/enron.csv"
t_ok "  the Message column" grep -qx 'spam	win money now' "$T/out"
# a label column named 'label' holding 1: labels, no index hint
printf 'message_id,text,label,label_text\n0,win cash,1,spam\n1,see you,0,ham\n' > "$T/setfit.csv"
t_bad "SetFit's enron_spam: the map, no index hint" 1 "label '1' is neither ham nor spam, and line 1 \('message_id,text,label,label_text'\) was read as the header: name the labels with --label-map 1=spam,0=ham" sms-vocab -q -t --csv "$T/setfit.csv"

# pandas' float labels in a comma locale (to_csv(sep=';', decimal=',')):
# no --label-map can name '1,0': the conversion that reads them named
printf 'label;text\n1,0;Win a cash prize\n0,0;see you later\n' > "$T/dc.csv"
dc="label '1,0' is a number with a decimal comma \(pandas' float labels written with decimal=','\), which no --label-map can name \(its commas separate entries\): write the labels as whole numbers \(df\['label'\]\.astype\(int\)\), or convert them: sed 's/\^\\\\\(\[0-9\]\*\\\\\),0;/\\\\1;/' FILE, and read them with --label-map 1=spam,0=ham$"
t_bad "'1,0;...': no SPAMLABEL, the conversion" 1 "^sms-vocab: $T/dc.csv:2: $dc" sms-vocab -q -t --delimiter ';' "$T/dc.csv"
t_bad "... under a map too" 1 "^sms-vocab: $T/dc.csv:2: $dc" sms-vocab -q -t --delimiter ';' --label-map 1=spam,0=ham "$T/dc.csv"
sed 's/^\([0-9]*\),0;/\1;/' "$T/dc.csv" > "$T/dc2.csv"
t_run "  the sed named, then the map: read" 0 sms-vocab -q -t --delimiter ';' --label-map 1=spam,0=ham "$T/dc2.csv"
t_ok "  spam and ham" sh -c "grep -qx 'spam	win a cash prize' '$T/out' && grep -qx 'ham	see you later' '$T/out'"
# the edge: a thousands separator is no label the rule knows: not so said
printf 'label;text\n1,000;Win\n' > "$T/dk.csv"
t_run "'1,000': a number with a decimal comma too" 1 sms-vocab -q -t --delimiter ';' "$T/dk.csv"
printf 'label;text\nspam;Win\nham;a,0\n' > "$T/dn.csv"
t_run "the other side: spam/ham labels read" 0 sms-vocab -q -t --delimiter ';' "$T/dn.csv"
# a TAB file's ids: --delimiter tab named with the column option
printf 'id\ttext\n0\thello\n1\tyo\n' > "$T/id.tsv"
t_bad "'id<TAB>text': --delimiter tab too" 1 "name the labels' column with --label-column NAME --delimiter tab \(no labels\? --label-map '\*=-'\)$" sms-vocab -q -t "$T/id.tsv"
# yes/no labels, line 1 taken for the header: no id's words for 'no'
printf 'no,some text\nyes,win cash\n' > "$T/yn.csv"
t_bad "yes/no labels: the map, no ids" 1 "label 'yes' is neither ham nor spam, and line 1 \('no,some text'\) was read as the header: name the labels with --label-map SPAMLABEL=spam,HAMLABEL=ham" sms-vocab -q -t --csv "$T/yn.csv"
# a date under 'date', 0/1 labels elsewhere: the labels' column, no map
printf 'date,message,is_spam\n2020-01-01,Win cash now,1\n' > "$T/d2s.csv"
t_bad "a date, 0/1 under is_spam: is_spam by its name, the map" 1 "d2s\\.csv:2: label '1' is neither ham nor spam, and line 1 \\('date,message,is_spam'\\) was read as the header: name the labels with --label-map 1=spam,0=ham$" sms-vocab -q -t --csv "$T/d2s.csv"
printf 'date,message,verdict\n2020-01-01,Win cash now,1\n' > "$T/d2.csv"
t_bad "a date by place: --label-column" 1 "label '2020-01-01' is neither ham nor spam: column 1 \('date'\) was taken for the labels by its place, .*: name the labels' column with --label-column NAME \(no labels\? --label-map '\*=-'\)$" sms-vocab -q -t --csv "$T/d2.csv"
# the text by elimination passes over a column of an index's name only
# while it holds row numbers or nothing (11d-W2): 'label,,source' over
# messages in the unnamed column is refused naming both columns
printf 'label,,source\nspam,win cash now,web\nham,see you at lunch,phone\n' > "$T/un.csv"
t_bad "an unnamed column of text passed over: refused, both named" 1 "^sms-vocab: $T/un\.csv:2: the text was taken from column 3 \('source'\), no column being named as the text, but column 2, unnamed in the header \(line 1\), holds 'win cash now', no row number: which holds the messages\? name it with --text-column 2 or --text-column 3 \(taking one would be a guess\)$" sms-vocab -q -t --csv "$T/un.csv"
t_run "  --text-column 2 reads it" 0 sms-vocab -q -t --csv --text-column 2 "$T/un.csv"
t_ok "  the messages" test "$(grep -v '^#' "$T/out" | tr '\t\n' ':|')" = "spam:win cash now|ham:see you at lunch|"
printf 'label\t\tsource\nspam\twin cash now\tweb\n' > "$T/un.tsv"
t_bad "  TAB: --delimiter tab named" 1 "name it with --text-column 2 --delimiter tab or --text-column 3 --delimiter tab" sms-vocab -q -t "$T/un.tsv"
printf 'Unnamed: 1,label,source\nhello there,spam,web\n' > "$T/un1.csv"
t_bad "  'Unnamed: 1' holding text: refused" 1 "column 1, unnamed in the header \(line 1\), holds 'hello there'" sms-vocab -q -t --csv "$T/un1.csv"
# the edge: row numbers in the record before, text in the next one
printf 'label,,source\nspam,7,web\nham,see you,phone\n' > "$T/un2.csv"
t_bad "  a row number, then text: refused at that record" 1 "^sms-vocab: $T/un2\.csv:3: the text was taken from column 3 .* holds 'see you'" sms-vocab -q -t --csv "$T/un2.csv"
# the other side: an empty column, or row numbers, are passed over
printf 'label,,source\nspam,,win cash\nham,,see you\n' > "$T/un3.csv"
t_run "  an empty unnamed column: the named one read" 0 sms-vocab -q -t --csv "$T/un3.csv"
t_ok "  its messages" test "$(grep -v '^#' "$T/out" | tr '\t\n' ':|')" = "spam:win cash|ham:see you|"
printf ',label,body\n0,spam,win cash\n1,ham,see you\n' > "$T/un4.csv"
t_run "  pandas' index of row numbers: passed over" 0 sms-vocab -q -t --csv "$T/un4.csv"
t_ok "  body read" test "$(grep -v '^#' "$T/out" | tr '\t\n' ':|')" = "spam:win cash|ham:see you|"
# a label not in the map: each entry spelled with the label (11d-M3);
# the float spelling of the map's whole numbers named with the map
printf 'label,text\n1.0,win cash now\n0.0,see you soon\n,what is this\n' > "$T/fl.csv"
t_bad "float labels under 1=spam,0=ham,=-: the map respelled" 1 "^sms-vocab: $T/fl\.csv:2: label '1\.0' is not in --label-map \(add 1\.0=spam, 1\.0=ham or 1\.0=- for no label; \*=ham for every other label; the map has '1', and the labels are written as floats \(pandas writes a label column with NaN so\): --label-map '1\.0=spam,0\.0=ham,=-'\)$" sms-vocab -q --stats --csv --label-map '1=spam,0=ham,=-' "$T/fl.csv"
t_run "  the map named reads it" 0 sms-vocab -q --stats --csv --label-map '1.0=spam,0.0=ham,=-' "$T/fl.csv"
t_ok "  spam 1, ham 1, other 1" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out' && grep -qx 'other	1' '$T/out'"
printf 'label,text\n1,win cash now\n0,see you soon\n' > "$T/wh.csv"
t_bad "  whole labels under 1.0=spam,0.0=ham: the other way" 1 "the map has '1\.0', and the labels are whole numbers: --label-map '1=spam,0=ham'\)$" sms-vocab -q --stats --csv --label-map '1.0=spam,0.0=ham' "$T/wh.csv"
printf 'label,text\nFalse,see you\nTrue,win cash\n' > "$T/tf.csv"
t_bad "  False under false=ham: the case named" 1 "label 'False' is not in --label-map \(add False=spam, False=ham or False=- for no label; \*=ham for every other label; the map has 'false', which differs in case: labels are matched as written, add False=ham\)$" sms-vocab -q --stats --csv --label-map 'true=spam,false=ham' "$T/tf.csv"
t_bad "  a label with a space: its entries quoted" 1 "\(add 'not sure=spam', 'not sure=ham' or 'not sure=-' for no label; \*=ham for every other label\)$" sh -c "printf 'label,text\nnot sure,hmm\n' > '$T/ns2.csv'; sms-vocab -q --stats --csv --label-map 1=spam '$T/ns2.csv'"
# Russian labels in the column taken by its place: the map named, not
# --label-column (11d-M5: Excel's 'CSV UTF-8' in a Russian locale)
printf '\357\273\277Метка;Текст\r\nспам;Выиграй приз, звони сейчас\r\nне спам;Привет, как дела?\r\nне спам;Увидимся завтра\r\nспам;Бесплатно! Жми ссылку\r\n' > "$T/ru.csv"
t_bad "'Метка;Текст', спам/не спам: the map named" 1 "^sms-vocab: $T/ru\.csv:2: label 'спам' is neither ham nor spam, and line 1 \('Метка;Текст'\) was read as the header: name the labels with --label-map спам=spam,'не спам'=ham$" sms-vocab -q --stats --delimiter ';' "$T/ru.csv"
t_run "  the map named reads it" 0 sms-vocab -q --stats --delimiter ';' --label-map 'спам=spam,не спам=ham' "$T/ru.csv"
t_ok "  4 records, spam 2, ham 2" sh -c "grep -qx 'records	4' '$T/out' && grep -qx 'spam	2' '$T/out' && grep -qx 'ham	2' '$T/out'"
printf 'Метка;Текст\r\nда;Выиграй приз\r\nнет;Привет\r\n' > "$T/ru2.csv"
t_bad "  other Cyrillic labels: --label-map, not --label-column" 1 "label 'да' is neither ham nor spam, and line 1 .*: name the labels with --label-map SPAMLABEL=spam,HAMLABEL=ham$" sms-vocab -q --stats --delimiter ';' "$T/ru2.csv"
printf 'id;Текст\r\n17;Выиграй приз\r\n' > "$T/ru3.csv"
t_bad "  ids by place still named with --label-column" 1 "name the labels' column with --label-column NAME" sms-vocab -q --stats --delimiter ';' "$T/ru3.csv"
# an id column beside an unnamed text: the text by elimination passes over
# id names too (11a-M6), while they hold ids (no space)
printf 'id,label,body\n100,ham,hi there bob\nx101,spam,win cash now\n' > "$T/idb.csv"
t_run "'id,label,body': body read" 0 sms-vocab -q -t --csv "$T/idb.csv"
t_ok "  its messages" test "$(grep -v '^#' "$T/out" | tr '\t\n' ':|')" = "ham:hi there bob|spam:win cash now|"
printf 'label,message_id,body\nham,m-1,hi there\n' > "$T/idb2.csv"
t_run "  'message_id' passed over too" 0 sms-vocab -q -t --csv "$T/idb2.csv"
printf 'id,label,body\nhello there,ham,hi\n' > "$T/idb3.csv"
t_bad "  words under 'id': refused, both named" 1 "^sms-vocab: $T/idb3\\.csv:2: the text was taken from column 3 \\('body'\\), no column being named as the text, but column 1, 'id', an id's name, in the header \\(line 1\\), holds 'hello there', no row number: which holds the messages\\? name it with --text-column 1 or --text-column 3" sms-vocab -q -t --csv "$T/idb3.csv"
# '1=spam, 0=ham': the space after the comma is the key's, named (11a-M10)
printf 'label,text\n0,hi there\n1,win cash now\n' > "$T/sp.csv"
t_bad "--label-map '1=spam, 0=ham': the space named" 1 "^sms-vocab: $T/sp\\.csv:2: label '0' is not in --label-map \\(add 0=spam, 0=ham or 0=- for no label; \\*=ham for every other label; the map has ' 0', with a space at its start \\(after a ','\\?\\): labels are matched as written: --label-map '1=spam,0=ham'\\)$" sms-vocab -q -t --csv --label-map '1=spam, 0=ham' "$T/sp.csv"
t_run "  the map named reads it" 0 sms-vocab -q -t --csv --label-map '1=spam,0=ham' "$T/sp.csv"
printf "label,text\ndon't,hi\n" > "$T/dq.csv"
t_bad "  a label with a single quote: its entries in double quotes" 1 "\\(add \"don't=spam\", \"don't=ham\" or \"don't=-\" for no label" sms-vocab -q -t --csv --label-map 1=spam "$T/dq.csv"

# a header whose label field names a column is certain when its text
# field has a name's shape, a name the tools do not know (the text column
# the one left: 'id,label,Body'): not said; a text field with a space is
printf 'id,label,Body\n1,spam,Win cash now\n2,ham,see you\n' > "$T/body.csv"
t_run "id,label,Body: the header, Body the text" 0 sms-vocab -t --csv "$T/body.csv"
t_ok "  two messages, nothing said" sh -c "grep -v '^#' '$T/out' | tr '\n' '|' | grep -qx 'spam	win cash now|ham	see you|' && test ! -s '$T/err'"
printf 'label,Hello there\nspam,Win cash now\n' > "$T/hello.csv"
t_run "label,Hello there: the header, said" 0 sms-vocab -t --csv "$T/hello.csv"
t_ok "  said, naming --no-header" grep -qx "sms-vocab: note: $T/hello.csv:1: 'label,Hello there' read as the header, though its 'Hello there' is no column's name; a message? read it with --no-header" "$T/err"

# --- 14a-M5, 14a-M6: an id or a row number first, then the label, without
# a header: Kaggle's id,label,text without its header ('msg001,ham,...',
# the ids with letters), R's write.table(d, sep=',', col.names=FALSE)
# with its row names ('"1","ham","Hi there"'), pandas' to_csv(header=
# False) with its index.  The plain read named "text without labels?
# --unlabeled" (ids with letters) or --csv alone; the --csv read took line
# 1 for the header and named the row names as the text (--text-column 1)
printf 'msg001,ham,Hey there see you\nmsg002,spam,win cash now\nmsg003,ham,ok lar\n' > "$T/kid.csv"
t_bad "ids with letters, plain read: --csv and the columns named" 1 "^sms-vocab: $T/kid\\.csv:1: no TAB between label and text \\(an id or a row number in column 1, the label in column 2, the text after: Kaggle's id,label,text without its header, pandas' to_csv\\(header=False\\)\\? read it with --csv --label-column 2 --text-column 3\\)$" sms-vocab -t "$T/kid.csv"
t_run "  followed: read" 0 sms-vocab -t --csv --label-column 2 --text-column 3 "$T/kid.csv"
t_ok "  ham, spam, ham, the texts alone" test "$(grep -v '^#' "$T/out" | tr '\n' '|')" = "ham	hey there see you|spam	win cash now|ham	ok lar|"
t_bad "  --csv: refused at line 1, the columns named" 1 "^sms-vocab: $T/kid\\.csv:1: the first record 'msg001,ham,Hey there see you' holds 'msg001' in column 1 and a label, 'ham', in column 2: .*read it with --label-column 2 --text-column 3$" sms-vocab -t --csv "$T/kid.csv"
tr ',' '|' < "$T/kid.csv" > "$T/kid.psv"
t_bad "  '|' between: its --delimiter with the columns" 1 "kid\\.psv:1: no TAB .*read it with --delimiter '\\|' --label-column 2 --text-column 3\\)$" sms-vocab -t "$T/kid.psv"
printf 'a1b2c3d4-0000-4000-8000-00000000000a,spam,Win now\n' > "$T/uuid.csv"
t_bad "  a uuid as the id: the same" 1 "uuid\\.csv:1: no TAB .*--csv --label-column 2 --text-column 3\\)$" sms-vocab -t "$T/uuid.csv"
printf 'msg001,Hey there see you,ham\nmsg002,win cash now,spam\n' > "$T/klast.csv"
t_bad "  the label last: its columns" 1 "klast\\.csv:1: no TAB .*the text in column 2, the label last\\? read it with --csv --label-column 3 --text-column 2\\)$" sms-vocab -t "$T/klast.csv"
t_bad "  --csv: the same at line 1" 1 "klast\\.csv:1: the first record .*in column 3: .*read it with --label-column 3 --text-column 2$" sms-vocab -t --csv "$T/klast.csv"
t_run "  followed: read" 0 sms-vocab -t --csv --label-column 3 --text-column 2 "$T/klast.csv"
# the edges: no digit in the first field (a word: 'Dinner,ham,eggs' is
# text); no label in column 2 or last; a header naming the columns
printf 'Dinner,ham,eggs\n' > "$T/dinner.csv"
t_bad "  'Dinner,ham,eggs' (no digit): no id, the hint as before" 1 "dinner\\.csv:1: no TAB between label and text \\(comma-separated\\? read it with --csv\\)$" sms-vocab -t "$T/dinner.csv"
printf 'msg001,Hey there,see you\n' > "$T/nolab.csv"
t_bad "  'msg001,text,text': no label, no id rule" 1 "nolab\\.csv:1: no TAB between label and text \\(comma-separated\\? read it with --csv\\)$" sms-vocab -t "$T/nolab.csv"
printf 'id,label,text\nmsg001,ham,Hey there\nmsg002,spam,win cash\n' > "$T/kh.csv"
t_run "  with its header 'id,label,text': read" 0 sms-vocab -t --csv "$T/kh.csv"
t_ok "  ham, spam" test "$(grep -v '^#' "$T/out" | cut -f1 | tr '\n' ' ')" = "ham spam "
# R's write.table(d, 'r.csv', sep=',', col.names=FALSE), as R 4 writes it
printf '"1","ham","Hi there"\n"2","spam","WIN a free prize now"\n"3","ham","Ok lar"\n' > "$T/rw.csv"
t_bad "R's write.table(col.names=FALSE): --csv names columns 2 and 3 at line 1" 1 "^sms-vocab: $T/rw\\.csv:1: the first record '1,ham,Hi there' holds '1' in column 1 and a label, 'ham', in column 2: an id or a row number first, the label next, the text after \\(R's write.table\\(col.names=FALSE\\) with its row names, .*\\)\\? read it with --label-column 2 --text-column 3$" sms-vocab -t --csv "$T/rw.csv"
t_run "  followed: read" 0 sms-vocab -t --csv --label-column 2 --text-column 3 "$T/rw.csv"
t_ok "  ham, spam, ham" test "$(grep -v '^#' "$T/out" | cut -f1 | tr '\n' ' ')" = "ham spam ham "
printf '"1","Hi there","ham"\n"2","WIN a free prize now","spam"\n' > "$T/rwl.csv"
t_bad "  text then label: columns 3 and 2" 1 "rwl\\.csv:1: the first record .*text next, the label last .*read it with --label-column 3 --text-column 2$" sms-vocab -t --csv "$T/rwl.csv"
t_run "  followed: read" 0 sms-vocab -t --csv --label-column 3 --text-column 2 "$T/rwl.csv"
t_ok "  ham, spam" test "$(grep -v '^#' "$T/out" | cut -f1 | tr '\n' ' ')" = "ham spam "
tr ',' ';' < "$T/rw.csv" > "$T/rw2.csv"
t_bad "  sep=';': the same under --delimiter ';'" 1 "rw2\\.csv:1: the first record .*--label-column 2 --text-column 3$" sms-vocab -t --delimiter ';' "$T/rw2.csv"
t_run "  --label-map given: refused alike (the map read with the columns)" 1 sms-vocab -t --csv --label-map ham=ham,spam=spam "$T/rw.csv"
t_ok "  its columns named" grep -q -- "--label-column 2 --text-column 3$" "$T/err"
t_run "  --header given: line 1 the header as said" 1 sms-vocab -t --csv --header "$T/rw.csv"
t_ok "  no id error (the option decides)" sh -c "! grep -q 'the first record' '$T/err'"
if command -v Rscript > /dev/null 2>&1; then
	Rscript -e "d <- data.frame(label=c('ham','spam','ham'), text=c('Hi there', 'WIN a free prize, now', 'say \"hi\"')); write.table(d, '$T/rr.csv', sep=',', col.names=FALSE, qmethod='double')" > /dev/null 2>&1
	t_bad "Rscript's own write.table(col.names=FALSE): columns named" 1 "rr\\.csv:1: .*read it with --label-column 2 --text-column 3$" sms-vocab -t --csv "$T/rr.csv"
	t_run "  followed: read" 0 sms-vocab -t --csv --label-column 2 --text-column 3 "$T/rr.csv"
	t_ok "  ham, spam, ham" test "$(grep -v '^#' "$T/out" | cut -f1 | tr '\n' ' ')" = "ham spam ham "
else
	: # R's own file: checked where the peer is (no Rscript): a peer, no test dependency; no skip (the layout by hand above)
fi

# --- 15a-W1, 15a-M4: pandas' to_csv(header=False) with its index and
# labels 1/0 or True/False: '0<TAB>False<TAB>text' was read with exit 0, the
# row numbers the labels (TAB: labels may be any words), '0,0,Hello' had
# line 1 taken for the header and --label-map 1=spam,0=ham named (a map of
# the row numbers).  One rule now (corpus-hint.h ak_corpus_id_first): a
# whole number first before any label, a number too; refused at line 1
# with the columns and the map
printf '0\tFalse\tHello there friend\n1\tTrue\tWin a free prize now\n2\tFalse\tOk see you\n' > "$T/w1.tsv"
t_bad "15a-W1: TSV, index, True/False: refused at line 1, columns and map" 1 "^sms-vocab: $T/w1\\.tsv:1: the first record '0\\\\tFalse\\\\tHello there friend' holds '0' in column 1 and a label, 'False', in column 2: an id or a row number first, the label next, the text after \\(.*\\)\\? read it with --delimiter tab --label-column 2 --text-column 3 --label-map True=spam,False=ham$" sms-vocab --stats "$T/w1.tsv"
t_run "  followed: read" 0 sms-vocab -t --delimiter tab --label-column 2 --text-column 3 --label-map True=spam,False=ham "$T/w1.tsv"
t_ok "  ham, spam, ham, the texts alone" test "$(grep -v '^#' "$T/out" | tr '\n' '|')" = "ham	hello there friend|spam	win a free prize now|ham	ok see you|"
printf '0\tHello there friend\t0\n1\tWin a free prize now\t1\n' > "$T/w1l.tsv"
t_bad "  index, text, 1/0 last: columns 3 and 2, the map, the other reading" 1 "w1l\\.tsv:1: .*holds '0' in column 1 and a label, '0', in column 3: .*the text next, the label last .*read it with --delimiter tab --label-column 3 --text-column 2 --label-map 1=spam,0=ham; the label in column 1, then the text and a column of its own\\? read it with --delimiter tab --label-column 1 --text-column 2$" sms-vocab --stats "$T/w1l.tsv"
t_run "  followed: read" 0 sms-vocab --stats --delimiter tab --label-column 3 --text-column 2 --label-map 1=spam,0=ham "$T/w1l.tsv"
t_ok "  spam 1, ham 1" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out'"
printf '0,0,Hello there friend\n1,1,Win cash now\n2,0,Ok see you\n' > "$T/m4.csv"
t_bad "15a-M4: CSV, index, 1/0: the row-number refusal, not the header's map" 1 "^sms-vocab: $T/m4\\.csv:1: the first record '0,0,Hello there friend' .*read it with --label-column 2 --text-column 3 --label-map 1=spam,0=ham; the label in column 1, then a column of its own and the text\\? read it with --label-column 1 --text-column 3$" sms-vocab --csv --stats "$T/m4.csv"
t_run "  followed: read" 0 sms-vocab --csv --stats --label-column 2 --text-column 3 --label-map 1=spam,0=ham "$T/m4.csv"
t_ok "  spam 1, ham 2" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	2' '$T/out'"
t_bad "  a plain read: --csv with the columns" 1 "m4\\.csv:1: no TAB between label and text \\(an id or a row number in column 1, the label in column 2, the text after: .*read it with --csv --label-column 2 --text-column 3\\)$" sms-vocab --stats "$T/m4.csv"
printf '1\t1\tWin cash now\n2\t0\tHello there\n' > "$T/rw1.tsv"
t_bad "  R's write.table(sep=TAB, quote=FALSE) under 1=spam,0=ham: at line 1, no map added" 1 "rw1\\.tsv:1: the first record .*read it with --delimiter tab --label-column 2 --text-column 3; the label in column 1, .*--label-column 1 --text-column 3$" sms-vocab --stats --label-map 1=spam,0=ham "$T/rw1.tsv"
# the other side: no row number first (labels 1/0 and the text: read as
# before, the map said); a word first; spam/ham after a row number in a TAB
# file keep their own error
printf '1\tWin cash now\n0\tHello there\n' > "$T/w1two.tsv"
t_run "  labels 1/0, two fields: read, the map said" 0 sms-vocab --stats "$T/w1two.tsv"
t_ok "  said with --label-map 1=spam,0=ham" grep -q -- "--label-map 1=spam,0=ham" "$T/err"
printf 'gcide\tFalse\tthe word false\n' > "$T/w1word.tsv"
t_run "  a word first (a label of any word): read" 0 sms-vocab --stats "$T/w1word.tsv"
printf '0\tham\tHello there\n1\tspam\tWin cash\n' > "$T/w1sh.tsv"
t_bad "  spam/ham after a row number: the TAB rule's error" 1 "w1sh\\.tsv:1: label '0' \\(column 1\\) is neither ham nor spam, and column 2 holds 'ham': an index column first" sms-vocab --stats "$T/w1sh.tsv"
# the edge: column 1 a label too ('1,0,...': labels 1/0 and a flag): the
# other reading named, and it reads
printf '1,0,Win cash now\n0,1,Hello there\n' > "$T/flag.csv"
t_run "  '1,0,text': refused, both readings named" 1 sms-vocab --csv --stats "$T/flag.csv"
t_run "  the other reading read" 0 sms-vocab --csv --stats --label-column 1 --text-column 3 --label-map 1=spam,0=ham "$T/flag.csv"
t_ok "  spam 1, ham 1" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out'"
if /usr/bin/python3 -c 'import pandas' 2> /dev/null; then
	/usr/bin/python3 -c "
import pandas as pd
d = pd.DataFrame({'label': [False, True, False], 'text': ['Hi there', 'WIN a free prize, now', 'Ok lar']})
d.to_csv('$T/pw.tsv', sep='\t', header=False)
d[['text', 'label']].astype({'label': int}).to_csv('$T/pwl.tsv', sep='\t', header=False)"
	t_bad "pandas' own to_csv(sep=TAB, header=False): columns and map" 1 "pw\\.tsv:1: .*--delimiter tab --label-column 2 --text-column 3 --label-map True=spam,False=ham$" sms-vocab --stats "$T/pw.tsv"
	t_bad "  text, 1/0 labels" 1 "pwl\\.tsv:1: .*--delimiter tab --label-column 3 --text-column 2 --label-map 1=spam,0=ham; " sms-vocab --stats "$T/pwl.tsv"
fi
