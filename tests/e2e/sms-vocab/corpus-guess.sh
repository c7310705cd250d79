#!/bin/sh
# The label column of TAB-separated input (text.h, sms-vocab(1) "Headers
# and labels", attnkit(5) "What the tools guess"): a TAB file's labels may
# be any words (the English corpus's "gcide"), so each guess is tested on
# both sides of its rule and at the case the rule cannot decide:
#   a header names its columns, either way round (message<TAB>class), and
#     after it every label is spam, ham or mapped, as in a delimited file;
#   without a header a label is one word of at most 24 characters: a label with
#     a space or longer is text, refused naming --delimiter tab
#     --label-column 2 --text-column 1, --delimiter, --label-map and
#     --unlabeled; a one-word label beside the text spam or ham is the two
#     columns the wrong way round;
#   a one-word label beside other text cannot be told from a label: read
#     as a label, with a note on stderr naming the options (-q silences).
# A first line taken for a header by its names but whose label reads as a
# label: the second line decides (spam over spam/ham: said).
# The SMS corpus (ham/spam) reads with no note; its copy as text<TAB>label
# with labels spam/not_spam is refused (with SMS_CORPUS set).
. "$(dirname "$0")/../../lib.sh"

tok() { grep -v '^#' "$T/out" | tr '\t\n' ':|'; }

# a header, either way round
printf 'message\tclass\nWin cash now\tspam\n' > "$T/mc.tsv"
t_run "message<TAB>class: the header" 0 sms-vocab -t "$T/mc.tsv"
t_ok "message<TAB>class: the label spam, the text the message" test "$(tok)" = "spam:win cash now|"
printf 'class\tmessage\nspam\tWin cash now\n' > "$T/cm.tsv"
t_run "class<TAB>message: the header" 0 sms-vocab -t "$T/cm.tsv"
t_ok "class<TAB>message: the same" test "$(tok)" = "spam:win cash now|"
t_run "message<TAB>class with --quoting csv" 0 sms-vocab --quoting csv -t "$T/mc.tsv"
t_ok "--quoting csv: the same" test "$(tok)" = "spam:win cash now|"
# after a header, labels as in a delimited file: not_spam is no label
printf 'text\tlabel\nWin cash now\tspam\nSee you at home\tnot_spam\n' > "$T/tl.tsv"
t_bad "text<TAB>label, spam/not_spam: the map named" 1 \
    "^sms-vocab: .*/tl\.tsv:3: label 'not_spam' is neither ham nor spam, and line 1 \('text\\\\tlabel'\) was read as the header: name the labels with --label-map spam=spam,not_spam=ham, or read text without labels with --unlabeled$" \
    sms-vocab --stats "$T/tl.tsv"
t_ok "the error leaves stdout empty" test ! -s "$T/out"
t_run "that map reads it" 0 sms-vocab --stats --label-map spam=spam,not_spam=ham "$T/tl.tsv"
t_ok "1 spam, 1 ham, no other" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out' && grep -qx 'other	0' '$T/out'"
# 'not spam' with a space: a label the rule knows (a negated spam), the
# map named, quoted; a label with a space it does not know is text, the
# columns named
printf 'label,text\nnot spam,see you later\nspam,win cash now\n' > "$T/ns.csv"
t_bad "label,text, 'not spam': the map named, quoted" 1 \
    "^sms-vocab: .*/ns\.csv:2: label 'not spam' is neither ham nor spam, and line 1 \('label,text'\) was read as the header: name the labels with --label-map spam=spam,'not spam'=ham\$" \
    sms-vocab --stats --csv "$T/ns.csv"
t_run "  that map reads it" 0 sms-vocab --stats --csv --label-map spam=spam,'not spam'=ham "$T/ns.csv"
t_ok "  1 spam, 1 ham" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out'"
printf 'label,text\nsee you,later\nspam,win cash now\n' > "$T/ns2.csv"
t_bad "label,text, 'see you': text, the columns named" 1 \
    "^sms-vocab: .*/ns2\.csv:2: label 'see you' is neither ham nor spam, and line 1 \('label,text'\) was read as the header: name the columns with --label-column and --text-column\$" \
    sms-vocab --stats --csv "$T/ns2.csv"

# no header: a label with a space is text
printf 'Win cash now\tspam\nSee you\tnot_spam\n' > "$T/nohdr.tsv"
t_bad "text<TAB>label without a header: refused" 1 \
    "^sms-vocab: .*/nohdr\.tsv:1: label 'Win cash now' has a space: it looks like text \(the text in column 1\? --delimiter tab --label-column 2 --text-column 1; another delimiter\? --delimiter; other labels\? --label-map; no labels\? --unlabeled\)$" \
    sms-vocab -t "$T/nohdr.tsv"
t_bad "--quoting csv: the same, without --delimiter tab" 1 \
    "nohdr\.tsv:1: label 'Win cash now' has a space: it looks like text \(the text in column 1\? --label-column 2 --text-column 1; another delimiter\? --delimiter; other labels\? --label-map\)$" \
    sms-vocab --quoting csv -t "$T/nohdr.tsv"
t_run "the options named read it" 0 sms-vocab -t --delimiter tab --label-column 2 --text-column 1 --label-map spam=spam,not_spam=ham "$T/nohdr.tsv"
t_ok "spam and ham" test "$(tok)" = "spam:win cash now|ham:see you|"
t_run "--unlabeled reads it as text" 0 sms-vocab -t --unlabeled "$T/nohdr.tsv"
# the length: 24 characters (here bytes) a label, 25 text
printf 'abcdefghijklmnopqrstuvwx\tsome words\n' > "$T/l24.tsv"
t_run "a label of 24 characters" 0 sms-vocab -q -t "$T/l24.tsv"
t_ok "read as the label" test "$(tok)" = "abcdefghijklmnopqrstuvwx:some words|"
printf 'abcdefghijklmnopqrstuvwxy\tsome words\n' > "$T/l25.tsv"
t_bad "a label of 25 bytes: text" 1 \
    "l25\.tsv:1: label 'abcdefghijklmnopqrstuvwx\.\.\.' is longer than 24 characters: it looks like text" \
    sms-vocab -t "$T/l25.tsv"
# the columns the wrong way round
printf 'Ok\tspam\nYup\tham\n' > "$T/swap.tsv"
t_bad "one-word texts beside spam/ham: the columns swapped" 1 \
    "^sms-vocab: .*/swap\.tsv:1: label 'Ok' beside the text 'spam': the columns the other way round\? read them with --delimiter tab --label-column 2 --text-column 1 \(or map the labels with --label-map\)$" \
    sms-vocab -t "$T/swap.tsv"
t_run "the options named read it" 0 sms-vocab -t --delimiter tab --label-column 2 --text-column 1 "$T/swap.tsv"
t_ok "spam ok, ham yup" test "$(tok)" = "spam:ok|ham:yup|"
printf 'spam\tOk\n' > "$T/so.tsv"
t_run "spam<TAB>Ok: spam is a label" 0 sms-vocab -t "$T/so.tsv"
t_ok "nothing on stderr" test ! -s "$T/err"

# the case no rule decides: a one-word label beside other text
printf 'Ok\tnot_spam\n' > "$T/amb.tsv"
t_run "Ok<TAB>not_spam: read as label Ok" 0 sms-vocab -t "$T/amb.tsv"
t_ok "the label Ok" test "$(tok)" = "Ok:not spam|"
t_err "a note saying so and naming the options" \
    "^sms-vocab: note: 1 message labelled neither spam nor ham \(the first 'Ok', .*/amb\.tsv:1\): read as labels of their own \('other' in --stats\); if the label is in column 2, read it with --delimiter tab --label-column 2 --text-column 1; --label-map names labels as spam or ham$"
t_run "-q" 0 sms-vocab -q -t "$T/amb.tsv"
t_ok "-q: no note" test ! -s "$T/err"
printf 'gcide\tA word, and its sense\ngcide\tanother\n' > "$T/en.tsv"
t_run "the English corpus's labels" 0 sms-vocab --stats "$T/en.tsv"
t_ok "2 other" grep -qx 'other	2' "$T/out"
t_err "the note counts them" "^sms-vocab: note: 2 messages labelled neither spam nor ham \(the first 'gcide'"
printf 'Ham\thi mum\n' > "$T/ham.tsv"
t_run "Ham: the note names its map" 0 sms-vocab -t "$T/ham.tsv"
t_err "--label-map Ham=ham,Spam=spam" "ham or spam\? --label-map Ham=ham,Spam=spam$"
t_run "ham and spam: no note" 0 sms-vocab -t "$DATA/train-corpus.tsv"
t_ok "nothing on stderr" test ! -s "$T/err"

# the SMS corpus: the text<TAB>label copy of it refused, the file itself read
if have_corpus; then
	{ printf 'text\tlabel\n'; awk -F'\t' '{ t = $0; sub(/^[^\t]*\t/, "", t);
	    print t "\t" ($1 == "spam" ? "spam" : "not_spam") }' "$SMS_CORPUS"; } > "$T/tl-sms.tsv"
	t_bad "the SMS corpus as text<TAB>label, spam/not_spam: refused" 1 \
	    "tl-sms\.tsv:2: label 'not_spam' is neither ham nor spam, and line 1 .* --label-map spam=spam,not_spam=ham" \
	    sms-vocab --stats "$T/tl-sms.tsv"
	t_run "with that map" 0 sms-vocab --stats --label-map spam=spam,not_spam=ham "$T/tl-sms.tsv"
	t_ok "747 spam, no other" sh -c "grep -qx 'spam	747' '$T/out' && grep -qx 'other	0' '$T/out'"
	t_run "the SMS corpus" 0 sms-vocab --tokenizer ascii --stats "$SMS_CORPUS"
	t_ok "747 spam, no other, nothing on stderr" sh -c "grep -qx 'spam	747' '$T/out' && grep -qx 'other	0' '$T/out' && test ! -s '$T/err'"
else
	t_skip "the SMS corpus as text<TAB>label" "SMS_CORPUS not set or not a file"
fi
# a first line whose names make it a header but whose label reads as a
# label (spam<TAB>SMS, ham,Message, Kaggle's spam,text): the second line
# decides.  On the rule (spam over spam/ham labels): the header, said with
# --no-header; one side (ham, or no second line): a message; the other
# (a label of another kind below it): the header, silently
printf 'spam\tSMS\nham\tHi there\n' > "$T/h-sms.tsv"
t_run "spam<TAB>SMS over ham: read" 0 sms-vocab -t "$T/h-sms.tsv"
t_ok "  the header: one message" test "$(tok)" = "ham:hi there|"
t_err "  said, naming --no-header" "^sms-vocab: note: $T/h-sms\\.tsv:1: 'spam\\\\tSMS' read as the header, its label 'spam' the label column's name; a message labelled spam\\? read it with --no-header$"
t_run "  --no-header: two messages" 0 sms-vocab -t --no-header "$T/h-sms.tsv"
t_ok "  both, nothing said" sh -c "test '$(printf 'spam:sms|ham:hi there|')' = \"\$(grep -v '^#' '$T/out' | tr '\t\n' ':|')\" && test ! -s '$T/err'"
t_run "  -q: not said" 0 sms-vocab -q -t "$T/h-sms.tsv"
t_ok "  stderr empty" test ! -s "$T/err"
printf 'ham,Message\nspam,Win cash\n' > "$T/h-ham.csv"
t_run "ham,Message: read" 0 sms-vocab --csv -t "$T/h-ham.csv"
t_ok "  a message" sh -c "test \"\$(grep -v '^#' '$T/out' | tr '\t\n' ':|')\" = 'ham:message|spam:win cash|'"
t_err "  said, naming --header" "^sms-vocab: note: $T/h-ham\\.csv:1: 'ham,Message' read as a message labelled 'ham', though its 'Message' is a column's name \\(the label below it is of its kind\\); the header\\? read it with --header$"
printf 'spam,text\n1,Win cash\n0,Hello\n' > "$T/h-01.csv"
t_run "spam,text over 1/0 (mapped): the header" 0 sms-vocab --csv --label-map 1=spam,0=ham -t "$T/h-01.csv"
t_ok "  two messages, nothing said" sh -c "test \"\$(grep -v '^#' '$T/out' | tr '\t\n' ':|')\" = 'spam:win cash|ham:hello|' && test ! -s '$T/err'"
t_bad "--header with --no-header" 2 "^sms-vocab: --header and --no-header exclude each other$" sms-vocab --header --no-header "$T/h-sms.tsv"
# lines that end in CR alone (old Mac, Excel's "CSV (Macintosh)") are
# records run together in one line: refused, naming the conversion; a CR
# inside a message that no label and TAB follow is the message's
printf 'ham\tGo home now\rspam\tWin cash, call now\rham\tsee you\r' > "$T/cr.tsv"
t_bad "CR-only line ends: refused" 1 "^sms-vocab: $T/cr.tsv:1: a carriage return inside the line ends a record \\('spam' follows it\\): lines that end in CR alone \\(classic Mac\\)\\? convert them with tr '.r' '.n'$" sms-vocab --stats "$T/cr.tsv"
t_run "  converted: read" 0 sh -c "tr '\\r' '\\n' < '$T/cr.tsv' | sms-vocab --stats"
t_ok "  three records" grep -q '^records	3$' "$T/out"
printf 'ham\tGo home\rnow\nspam\tWin cash\n' > "$T/cr-in.tsv"
t_run "a CR inside a message: read" 0 sms-vocab -t "$T/cr-in.tsv"
t_ok "  two records" test "$(grep -vc '^#' "$T/out")" -eq 2
echo "1..$t_num"

# text first and the label last, read the other way round: a label that
# is text beside a text field that is a label (the map's, or spam/ham) is
# the columns swapped, named; following the hint reads the file
printf 'Win cash now\t1\nSee you later\t0\nCall me back\t0\n' > "$T/sw.tsv"
t_run "text<TAB>0/1 with --label-map: the columns named" 1 sms-vocab --stats --label-map 1=spam,0=ham "$T/sw.tsv"
t_ok "  said" grep -Eq "sms-vocab: .*/sw\.tsv:2: label 'See you later' is not in --label-map, and the text '0' is one of its labels: the columns the other way round\? read them with --delimiter tab --label-column 2 --text-column 1 --no-header \(line 1, read as the header, is a message too\)$" "$T/err"
t_run "  the hint reads it" 0 sms-vocab --stats --label-map 1=spam,0=ham --delimiter tab --label-column 2 --text-column 1 --no-header "$T/sw.tsv"
t_ok "  3 records, 1 spam" sh -c "grep -qx 'records	3' '$T/out' && grep -qx 'spam	1' '$T/out'"
printf 'Hello there,spam\nBye now,ham\n' > "$T/sw.csv"
t_run "text,spam/ham (no map): the columns named" 1 sms-vocab --csv --stats "$T/sw.csv"
t_ok "  said" grep -Eq "sms-vocab: .*/sw\.csv:2: label 'Bye now' is neither ham nor spam, and the text 'ham' is a label: the columns the other way round\? read them with --label-column 2 --text-column 1 --no-header" "$T/err"
# the other side: a text beside a field that is no label, or a label
# without a space beside one: the label to add
printf 'Win cash now\t1\nSee you later\tmaybe\n' > "$T/sw2.tsv"
t_run "a text label beside an unlisted field: the label to add" 1 sms-vocab --stats --label-map 1=spam,0=ham "$T/sw2.tsv"
t_ok "  said" grep -Eq "sms-vocab: .*/sw2\.tsv:2: label 'See you later' is not in --label-map \(add 'See you later=spam', 'See you later=ham' or 'See you later=-' for no label" "$T/err"
printf 'label\ttext\nmaybe\t0\n' > "$T/sw3.tsv"
t_bad "a one-word label beside a listed field: the label to add" 1 \
    "^sms-vocab: .*/sw3\.tsv:2: label 'maybe' is not in --label-map \(add maybe=spam" \
    sms-vocab --stats --label-map 1=spam,0=ham "$T/sw3.tsv"

# pandas' index column first (to_csv's default): ',v1,v2' is a comma
# file (--csv reads it, the index passed over); in a TAB file a whole
# number beside spam or ham with a third field is the index, named
printf ',v1,v2\n0,ham,Go until jurong point\n1,spam,Free entry to win\n' > "$T/pidx.csv"
t_bad "',v1,v2' read as TSV: --csv named" 1 "^sms-vocab: .*/pidx\.csv:1: no TAB between label and text \(comma-separated\? read it with --csv\)$" sms-vocab --stats "$T/pidx.csv"
t_run "  --csv reads it" 0 sms-vocab --stats --csv "$T/pidx.csv"
t_ok "  2 records, 1 spam" sh -c "grep -qx 'records	2' '$T/out' && grep -qx 'spam	1' '$T/out'"
printf '0\tham\tGo until jurong point\n1\tham\tOk lar joking\n2\tspam\tFree entry to win\n' > "$T/ni.tsv"
t_bad "TAB, index first: the columns named" 1 "^sms-vocab: .*/ni\.tsv:1: label '0' \(column 1\) is neither ham nor spam, and column 2 holds 'ham': an index column first \(pandas' to_csv\)\? read it with --delimiter tab --label-column 2 --text-column 3$" sms-vocab --stats "$T/ni.tsv"
t_run "  the hint reads it" 0 sms-vocab --stats --delimiter tab --label-column 2 --text-column 3 "$T/ni.tsv"
t_ok "  3 records, 1 spam" sh -c "grep -qx 'records	3' '$T/out' && grep -qx 'spam	1' '$T/out'"
printf '0\tham\n1\tspam\n' > "$T/ni2.tsv"
t_bad "TAB, a number beside ham and nothing after: the columns swapped" 1 "^sms-vocab: .*/ni2\.tsv:1: label '0' beside the text 'ham': the columns the other way round\?" sms-vocab --stats "$T/ni2.tsv"
# a label is measured in characters, as --unlabeled measures it (11d-M2):
# a Russian word of 13 letters (26 bytes) is a label, 24 letters too, 25
# letters text
printf 'нежелательное\tвыиграй приз сейчас\nобычное\tпривет как дела\nобычное\tувидимся завтра\nнежелательное\tзвони бесплатно\n' > "$T/ru13.tsv"
t_run "a Cyrillic label of 13 letters (26 bytes): a label" 0 sms-vocab --stats "$T/ru13.tsv"
t_ok "  said with --label-map" grep -q "labelled neither spam nor ham .*--label-map names labels as spam or ham" "$T/err"
t_ok "  the note shows the whole label (13 characters, not cut at 24 bytes)" grep -q "the first 'нежелательное'," "$T/err"
t_run "  the map reads it" 0 sms-vocab -q --stats --label-map 'нежелательное=spam,обычное=ham' "$T/ru13.tsv"
t_ok "  spam 2, ham 2" sh -c "grep -qx 'spam	2' '$T/out' && grep -qx 'ham	2' '$T/out'"
t_bad "  --unlabeled agrees: a labelled corpus" 1 "every line starts with a label and a TAB" sms-vocab --unlabeled --stats "$T/ru13.tsv"
printf 'ааааааааааааааааааааааaa\tsome words\n' > "$T/ru24.tsv"
t_run "24 characters of 2 bytes (46 bytes): a label" 0 sms-vocab -q -t "$T/ru24.tsv"
printf 'аааааааааааааааааааааааaa\tsome words\n' > "$T/ru25.tsv"
t_bad "25 characters: text, cut at a character" 1 "ru25\.tsv:1: label 'аааааааааааааааааааааааa\.\.\.' is longer than 24 characters: it looks like text" sms-vocab -t "$T/ru25.tsv"
# a label typed with a look-alike letter of another script (11d-M9): the
# letter named by its code point, on any line, the first too
printf 'label,text\nsp\320\260m,win cash now\nham,see you\n' > "$T/la.csv"
t_bad "'spаm' (U+0430) after a header: the letter named" 1 "^sms-vocab: $T/la\.csv:2: label 'spаm' is 'spam' written with a letter of another script: its 'а' is U\+0430 CYRILLIC SMALL LETTER A, not Latin 'a' \(a keyboard layout switched\?\): retype it in the file, or read it with --label-map 'spаm=spam,spam=spam,ham=ham'$" sms-vocab -q --stats --csv "$T/la.csv"
t_run "  the map named reads it" 0 sms-vocab -q --stats --csv --label-map 'spаm=spam,spam=spam,ham=ham' "$T/la.csv"
t_ok "  spam 1, ham 1" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out'"
printf 'sp\320\260m\twin cash now\nham\tsee you\n' > "$T/la1.tsv"
t_bad "  on line 1 of a TAB file: named, not taken for the header" 1 "^sms-vocab: $T/la1\.tsv:1: label 'spаm' is 'spam' written with a letter" sms-vocab -q --stats "$T/la1.tsv"
printf 'ham\tsee you\nh\316\261m\tok\n' > "$T/la2.tsv"
t_bad "  Greek α in ham: U+03B1 named" 1 "its 'α' is U\+03B1 GREEK SMALL LETTER ALPHA, not Latin 'a'" sms-vocab -q --stats "$T/la2.tsv"
t_bad "  under a map's '*': named, not taken" 1 "add 'spаm=spam' to --label-map$" sms-vocab -q --stats --csv --label-map 'ham=ham,*=ham' "$T/la.csv"
printf '{"label":"sp\320\260m","text":"win"}\n' > "$T/la.jsonl"
t_bad "  JSON Lines: named" 1 "la\.jsonl:1: label 'spаm' is 'spam' written with a letter of another script" sms-vocab -q --stats --jsonl "$T/la.jsonl"
# words typed on a terminal of another code page (16a-M2): --label-map,
# --text-column, --label-column checked as UTF-8 as attn-map --text is,
# never "not in --label-map" of the label the user typed
printf 'spam\thi there\ncaf\303\251\thello\n' > "$T/tw.tsv"
t_bad "--label-map 'caf\\351' (cp1252): named, iconv said" 1 "^sms-vocab: --label-map: invalid UTF-8 at byte 4 \(a Windows file, cp1252\?.*iconv -f cp1252 -t UTF-8" sms-vocab -q --stats --label-map "spam=spam,$(printf 'caf\351')=ham" "$T/tw.tsv"
t_bad "  the edge: the first byte of the last pair" 1 "^sms-vocab: --label-map: invalid UTF-8 at byte 1" sms-vocab -q --stats --label-map "spam=spam,$(printf '\351')=ham" "$T/tw.tsv"
t_run "  'café' in UTF-8: read" 0 sms-vocab -q --stats --label-map 'spam=spam,café=ham' "$T/tw.tsv"
t_ok "  spam 1, ham 1" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out'"
printf 'id,caf\303\251\n1,hello there\n' > "$T/tw.csv"
t_bad "--text-column 'caf\\351': named, not 'no column'" 1 "^sms-vocab: --text-column: invalid UTF-8 at byte 4" sms-vocab -q --unlabeled --csv --min-count 1 --text-column "$(printf 'caf\351')" "$T/tw.csv"
t_bad "--label-column 'caf\\351': named" 1 "^sms-vocab: --label-column: invalid UTF-8 at byte 4" sms-vocab -q --csv --min-count 1 --label-column "$(printf 'caf\351')" "$T/tw.csv"
t_run "  --text-column café in UTF-8: read" 0 sms-vocab -q --unlabeled --csv --min-count 1 --text-column café "$T/tw.csv"
# the other side: a word of its own in Cyrillic is no look-alike
printf 'спам\tвыиграй\nham\tok\n' > "$T/la3.tsv"
t_run "  'спам' is a label of its own, no look-alike" 0 sms-vocab -q --stats "$T/la3.tsv"
# every line '#'-led, the label first by default: all skipped as comments;
# said with the columns that read hashtag messages (11a-M4)
printf '#win a free iphone now\tspam\n#lunch with friends\tham\n' > "$T/hh.tsv"
t_bad "every line a comment: the columns named" 1 "^sms-vocab: $T/hh\\.tsv: no messages: its 2 lines starting with '#' were skipped as comments \\(no label starts so, the label being the first column\\): messages that start with a hashtag, their label after them\\? read it with --delimiter tab --label-column 2 --text-column 1$" sms-vocab -t "$T/hh.tsv"
t_run "  the columns named read it" 0 sms-vocab -q -t --delimiter tab --label-column 2 --text-column 1 "$T/hh.tsv"
t_ok "  both messages" test "$(tok)" = "spam:win a free iphone now|ham:lunch with friends|"
printf '#win a free iphone now,spam\n' > "$T/hh.csv"
t_bad "  --csv: no --delimiter tab" 1 "read it with --label-column 2 --text-column 1$" sms-vocab -t --csv "$T/hh.csv"
printf '# a comment\nham\thello there\n' > "$T/hh2.tsv"
t_run "  a comment above a message: read" 0 sms-vocab -q -t "$T/hh2.tsv"
# a negated spam with a space in a TAB file: the map named, not text
printf 'спам\tвыиграй приз\nне спам\tпривет\n' > "$T/ns.tsv"
t_bad "TAB, 'не спам': its map named" 1 "^sms-vocab: $T/ns\\.tsv:2: label 'не спам' is neither ham nor spam: name the labels with --label-map спам=spam,'не спам'=ham$" sms-vocab -q --stats "$T/ns.tsv"
t_run "  the map named reads it" 0 sms-vocab -q --stats --label-map спам=spam,'не спам'=ham "$T/ns.tsv"
t_ok "  spam 1, ham 1" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out'"
printf 'ham\tWin cash now\nspam\tsee you\nWin big now\tx\n' > "$T/ns2.tsv"
t_bad "  other words with a space: text, as before" 1 "label 'Win big now' has a space: it looks like text" sms-vocab -q --stats "$T/ns2.tsv"
