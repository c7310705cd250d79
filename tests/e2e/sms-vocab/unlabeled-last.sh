#!/bin/sh
# --unlabeled on a labelled file whose label is its LAST column
# (text<TAB>label, text,label: pandas' df[['text','label']].to_csv,
# Hugging Face's sms_spam, Kaggle's emails.csv): the share rule asked of
# the field after each line's last delimiter, refused as the label-first
# file is, naming the columns; and line 1 a header of names the tools do
# not know ('Kategorie;Nachricht'): the rule asked again without it
# (attnkit(5) "What the tools guess").  Each with the legitimate text
# beside it that still reads as text.
. "$(dirname "$0")/../../lib.sh"
msgs() { grep -v '^#' "$T/out" | cut -f2 | tr '\n' '|'; }
# 20 messages, 5 spam: FORMAT (%s text, %s label) LABEL-SPAM LABEL-HAM
gen() {
	i=0
	while [ $i -lt 20 ]; do
		if [ $((i % 4)) -eq 0 ]; then
			printf "$1" "Win a cash prize number $i now" "$2"
		else
			printf "$1" "see you at the cafe at $i then" "$3"
		fi
		i=$((i + 1))
	done
}
why="a labelled file, its label in the last column \\(pandas' df\\[\\['text', 'label'\\]\\]\\.to_csv, Hugging Face's sms_spam\\)\\? --unlabeled reads the whole line, and would count the labels as words of every message"

gen '%s\t%s\n' spam ham > "$T/tl.tsv"
t_bad "text<TAB>label: refused, the columns named" 1 "^sms-vocab: $T/tl.tsv: every line ends with a TAB and a label \\(spam 5, ham 15\\): $why: read it with --delimiter tab --label-column 2 --text-column 1 instead of --unlabeled \\(text\\? --all-text\\)\$" sms-vocab --unlabeled --stats "$T/tl.tsv"
t_run "  the options named read it" 0 sms-vocab --delimiter tab --label-column 2 --text-column 1 -t "$T/tl.tsv"
t_ok "  20 labelled messages" test "$(grep -c '^ham	\|^spam	' "$T/out")" = 20
t_run "  --all-text: read as text" 0 sms-vocab --unlabeled --all-text -t "$T/tl.tsv"
gen '%s,%s\n' 1 0 > "$T/tl.csv"
t_bad "text,1 / text,0: refused naming --csv, the columns and the map" 1 "^sms-vocab: $T/tl.csv: every line ends with ',' and a label \\(1 5, 0 15\\): $why: read it with --csv --label-column 2 --text-column 1 --label-map 1=spam,0=ham instead of --unlabeled" sms-vocab --unlabeled --stats "$T/tl.csv"
gen '"%s, ok\nits second, third line",%s\n' 1 0 > "$T/q.csv"
t_bad "quoted texts over two lines: the line that closes the field looked at, its commas no column" 1 "^sms-vocab: $T/q.csv: every line ends with ',' and a label \\(1 5, 0 15\\): .* read it with --csv --label-column 2 --text-column 1 --label-map 1=spam,0=ham instead" sms-vocab --unlabeled --stats "$T/q.csv"
t_run "  the options named read it" 0 sms-vocab --csv --label-column 2 --text-column 1 --label-map 1=spam,0=ham --stats "$T/q.csv"
t_ok "  20 records" grep -qx 'records	20' "$T/out"
{ printf 'text,label\n'; cat "$T/tl.csv"; } > "$T/h.csv"
t_bad "a header of names: the columns not named (the header does)" 1 "^sms-vocab: $T/h.csv: every line ends with ',' and a label \\(line 1 'label' a header; 1 5, 0 15\\): $why: read it with --csv --label-map 1=spam,0=ham instead of --unlabeled" sms-vocab --unlabeled --stats "$T/h.csv"
awk '{ print NR "\t" $0 }' "$T/tl.tsv" > "$T/i.tsv"
t_bad "a row number, the text, the label: columns 3 and 2" 1 "^sms-vocab: $T/i.tsv: every line ends with a TAB and a label .*read it with --delimiter tab --label-column 3 --text-column 2 instead" sms-vocab --unlabeled --stats "$T/i.tsv"
{ printf 'body,is_spam\n'; cat "$T/tl.csv"; } > "$T/b.csv"
t_bad "a header of names the tools do not know: line 1 a header?" 1 "^sms-vocab: $T/b.csv: every line ends with ',' and a label \\(line 1 'is_spam' a header\\?; 1 5, 0 15\\): $why: read it with --csv --label-column 2 --text-column 1 --label-map 1=spam,0=ham instead" sms-vocab --unlabeled --stats "$T/b.csv"
t_run "  the options named read it" 0 sms-vocab --csv --label-column 2 --text-column 1 --label-map 1=spam,0=ham -t "$T/b.csv"
t_ok "  20 labelled messages" test "$(grep -c '^ham	\|^spam	' "$T/out")" = 20
# the other side: the label after a space (messages ending in 'spam'),
# one word after ',' on under half the lines, 'yes'/'no' (no label the
# label rule knows) after ','
gen '%s %s\n' spam ham > "$T/sp.txt"
t_bad "messages ending in ' spam' / ' ham': not the ',' rule's, a space and a label (R's quote=FALSE; 13a-W1)" 1 "^sms-vocab: $T/sp.txt:1: every line ends with a space and a label \\(spam 5, ham 15\\)" sms-vocab --unlabeled -t "$T/sp.txt"
# a space after the label ('text spam ': print(text, label, end=' \n'),
# a hand-edited file): the spaces dropped before the last word is taken,
# every label-last form; the sed named takes them too (16a-W12)
gen '%s %s \n' spam ham > "$T/spt.txt"
t_bad "' spam ' / ' ham ', a space after the label: refused as without it" 1 "^sms-vocab: $T/spt.txt:1: every line ends with a space and a label \\(spam 5, ham 15\\)" sms-vocab --unlabeled -t "$T/spt.txt"
sedw='s/  *$//; s/^\(.*\) \([^ ]*\)$/\2\t\1/'
t_ok "  the sed named takes the spaces" grep -qF "sed '$sedw' $T/spt.txt > F.tsv" "$T/err"
sed "$sedw" "$T/spt.txt" > "$T/spt.tsv"
t_run "  the sed named reads it" 0 sms-vocab --stats "$T/spt.tsv"
t_ok "  20 records, 5 spam" sh -c "grep -qx 'records	20' '$T/out' && grep -qx 'spam	5' '$T/out'"
gen '%s [%s]  \n' spam ham > "$T/spb.txt"
t_bad "  ' [spam]  ' (two spaces after): refused, in brackets" 1 "^sms-vocab: $T/spb.txt:1: every line ends with a space and a label in brackets \\(spam 5, ham 15\\)" sms-vocab --unlabeled -t "$T/spb.txt"
printf 'Thanks bye \nSee you at 5 then \nOk cool \nwhere are you now \nI am at home \n' > "$T/chatsp.txt"
t_run "  chat lines ending in a space: text, nothing said" 0 sms-vocab --unlabeled -t "$T/chatsp.txt"
t_ok "  5 messages, nothing said" sh -c "test \$(grep -c '^-	' '$T/out') = 5 && test ! -s '$T/err'"
# '+1' / '-1' last (the signed classes): '+1' a number as '-1' is, not a
# word beside a number (16a-W14); '[+1]' alike; the edge '1' / '-1'
gen '%s %s\n' +1 -1 > "$T/pm.txt"
t_bad "' +1' / ' -1' last: refused, the map named" 1 "^sms-vocab: $T/pm.txt:1: every line ends with a space and a label \\(\\+1 5, -1 15\\).*--label-map \\+1=spam,-1=ham" sms-vocab --unlabeled -t "$T/pm.txt"
sed 's/^\(.*\) \([^ ]*\)$/\2\t\1/' "$T/pm.txt" > "$T/pm.tsv"
t_run "  the sed and the map named read it" 0 sms-vocab --stats --label-map +1=spam,-1=ham "$T/pm.tsv"
t_ok "  20 records, 5 spam" sh -c "grep -qx 'records	20' '$T/out' && grep -qx 'spam	5' '$T/out'"
gen '%s [%s]\n' +1 -1 > "$T/pmb.txt"
t_bad "  ' [+1]' / ' [-1]': refused, in brackets" 1 "^sms-vocab: $T/pmb.txt:1: every line ends with a space and a label in brackets \\(\\+1 5, -1 15\\)" sms-vocab --unlabeled -t "$T/pmb.txt"
gen '%s %s\n' 1 -1 > "$T/pm1.txt"
t_bad "  ' 1' / ' -1': refused" 1 "^sms-vocab: $T/pm1.txt:1: every line ends with a space and a label \\(1 5, -1 15\\)" sms-vocab --unlabeled -t "$T/pm1.txt"
printf 'call me on +1\nsee you later\nok then\nwhat time\nback by 5\n' > "$T/pmt.txt"
t_run "  one text ending in '+1': text, nothing said" 0 sms-vocab --unlabeled -t "$T/pmt.txt"
t_ok "  5 messages, nothing said" sh -c "test \$(grep -c '^-	' '$T/out') = 5 && test ! -s '$T/err'"
# 'not spam' last (two words, R's write.table of a 'spam'/'not spam'
# column): one label, as first (16a-W7); '[Not Spam]' alike; the edge: a
# text ending in 'not spam' once is a text's
gen '%s %s\n' spam 'not spam' > "$T/ns.txt"
t_bad "' spam' / ' not spam' last: refused, the two words one label" 1 "^sms-vocab: $T/ns.txt:1: every line ends with a space and a label \\(spam 5, not spam 15\\).*--label-map spam=spam,not_spam=ham" sms-vocab --unlabeled -t "$T/ns.txt"
sedn='s/\([[ (:{<]no[nt]\) \(spam[])}>]\{0,1\}\)$/\1_\2/I; s/^\(.*\) \([^ ]*\)$/\L\2\E\t\1/'
t_ok "  the sed named joins them" grep -qF "sed '$sedn' $T/ns.txt > F.tsv" "$T/err"
sed "$sedn" "$T/ns.txt" > "$T/ns.tsv"
t_run "  the sed and the map named read it" 0 sms-vocab --stats --label-map spam=spam,not_spam=ham "$T/ns.tsv"
t_ok "  20 records, 5 spam" sh -c "grep -qx 'records	20' '$T/out' && grep -qx 'spam	5' '$T/out'"
gen '%s [%s]\n' Spam 'Not Spam' > "$T/nsb.txt"
t_bad "  ' [Spam]' / ' [Not Spam]': refused, in brackets" 1 "^sms-vocab: $T/nsb.txt:1: every line ends with a space and a label in brackets \\(Spam 5, Not Spam 15\\)" sms-vocab --unlabeled -t "$T/nsb.txt"
printf 'this is not spam\nsee you later\nok then\nwhat time\nback by 5\n' > "$T/nst.txt"
t_run "  one text ending in 'not spam': text, nothing said" 0 sms-vocab --unlabeled -t "$T/nst.txt"
t_ok "  5 messages, nothing said" sh -c "test \$(grep -c '^-	' '$T/out') = 5 && test ! -s '$T/err'"
# ' 0' / ' 1' last, one line of one class (19 and 1): every line's end no
# text's chance: said as the label-first twin is (16a-W15); the other side:
# 19 of 20 lines so (a text's 0 or 1 may end one) unsaid
i=0; while [ $i -lt 20 ]; do if [ $i -eq 3 ]; then l=1; else l=0; fi; printf 'see you at the cafe then %s\n' $l; i=$((i + 1)); done > "$T/one.txt"
t_run "' 0' x19, ' 1' x1 last: read as text, said" 0 sms-vocab --unlabeled -t "$T/one.txt"
t_err "  said, the sed and the map named" "^sms-vocab: note: $T/one.txt: every line ends with a space and a label \\(0 19, 1 1\\), read as text with --unlabeled; a label after each text\\? sed .* > F.tsv, and read that without --unlabeled with --label-map 1=spam,0=ham\$"
sed '5s/ 0$/ now/' "$T/one.txt" > "$T/one19.txt"
t_run "  19 of 20 lines so: text, unsaid" 0 sms-vocab --unlabeled -t "$T/one19.txt"
t_ok "  nothing said" test ! -s "$T/err"
printf 'Thanks, bye\nSee you at 5 then\nOk, cool\nwhere are you now\nI am at home\n' > "$T/chat.txt"
t_run "'Thanks, bye' chat: text, nothing said" 0 sms-vocab --unlabeled -t "$T/chat.txt"
t_ok "  5 messages, nothing said" sh -c "test \$(grep -c '^-	' '$T/out') = 5 && test ! -s '$T/err'"
gen '%s,%s\n' yes no > "$T/yn.csv"
t_run "',yes' / ',no' last: text, said" 0 sms-vocab --unlabeled -t "$T/yn.csv"
t_err "  said, naming the columns" "^sms-vocab: note: $T/yn.csv: every line ends with ',' and one of a few words \\(yes 5, no 15\\), read as text with --unlabeled; labels\\? read it with --csv --label-column 2 --text-column 1 --label-map yes=spam,\\*=ham if 'yes' is spam \\(each label named spam or ham; \\*: every other\\)\$"

# --- line 1 a header of names the tools do not know (10d-M4)
for h in 'Kategorie;Nachricht' 'étiquette;texte'; do
	{ printf '%s\r\n' "$h"; i=0; while [ $i -lt 5 ]; do printf 'spam;Win cash now, call\r\nham;Hello, see you\r\n'; i=$((i + 1)); done; } > "$T/k.csv"
	w=${h%%;*}
	t_bad "'$h' over spam;/ham; lines: refused, line 1 a header?" 1 "^sms-vocab: $T/k.csv: every line starts with a label and ';' \\(line 1 '$w' a header\\?; spam 5, ham 5\\): a labelled file\\? .* read it with --delimiter ';' instead of --unlabeled" sms-vocab --unlabeled -t "$T/k.csv"
done
t_run "  --delimiter ';' reads it" 0 sms-vocab --delimiter ';' -t "$T/k.csv"
t_ok "  10 labelled messages" test "$(grep -c '^ham	\|^spam	' "$T/out")" = 10
# the other side: the same line 1 over text, or over words the label rule
# does not know (a note, as without the header)
printf 'Kategorie;Nachricht\nhello there\nsee you\nok then\n' > "$T/z.csv"
t_run "'Kategorie;Nachricht' over text: text, nothing said" 0 sms-vocab --unlabeled -t "$T/z.csv"
t_ok "  4 messages, nothing said" sh -c "test \$(grep -c '^-	' '$T/out') = 4 && test ! -s '$T/err'"
{ printf 'Kategorie;Nachricht\n'; i=0; while [ $i -lt 5 ]; do printf 'yes;Win cash\nno;Hello\n'; i=$((i + 1)); done; } > "$T/y.csv"
t_run "  over yes;/no;: text, said" 0 sms-vocab --unlabeled -t "$T/y.csv"
t_ok "  said" grep -q "^sms-vocab: note: $T/y.csv: every line starts with one of a few words and ';'" "$T/err"
# --- pandas' float labels with a decimal comma, ';' the delimiter
# (to_csv(sep=';', decimal=','): '1,0;text'): the ';' file's, not a
# label '1' and ',' (10a-M4, the --unlabeled half)
{ printf 'label;text\n'; gen '%s;%s\n' '1,0' '0,0' | awk -F';' '{ print $2 ";" $1 }'; } > "$T/dc.csv"
t_bad "'1,0;text': refused naming --delimiter ';' and the sed the map needs" 1 "^sms-vocab: $T/dc.csv: every line starts with a label and ';' \\(line 1 'label' a header; 1,0 5, 0,0 15\\): a labelled file\\? .* read it with --delimiter ';' --label-map 1=spam,0=ham after sed 's/\\^.*/' $T/dc.csv \\(no --label-map holds the labels' decimal comma\\) instead of --unlabeled" sms-vocab --unlabeled --stats "$T/dc.csv"
t_run "  the sed and the options named read it" 0 sh -c "sed 's/^\\([0-9]*\\),0*;/\\1;/' '$T/dc.csv' | sms-vocab --delimiter ';' --label-map 1=spam,0=ham --stats"
t_ok "  20 records" grep -qx 'records	20' "$T/out"
{ printf 'text;label\n'; gen '%s;%s\n' '1,0' '0,0'; } > "$T/dcl.csv"
t_bad "  'text;1,0' (the label last): the same, its sed" 1 "^sms-vocab: $T/dcl.csv: every line ends with ';' and a label .* after sed 's/;" sms-vocab --unlabeled --stats "$T/dcl.csv"
# the other side: prices after ';' (a decimal comma, no label): text
printf 'prices;2,50\nok then;4,50\nsee you;3,10\nbye;2,75\n' > "$T/pr.csv"
t_run "'ok then;4,50' prices: text, nothing said" 0 sms-vocab --unlabeled -t "$T/pr.csv"
t_ok "  4 messages, nothing said" sh -c "test \$(grep -c '^-	' '$T/out') = 4 && test ! -s '$T/err'"
# --- the label in the last non-empty column, empty columns after it (a
# spreadsheet's export of a sheet with empty columns right of the label:
# 'text,spam,,', Excel's 'text;spam;', 'text,"spam",'; 11d-W3): the
# empty fields dropped before the last one is asked
for f in '%s,%s,,' '%s;%s;' '%s\t%s\t\t' '%s,"%s",' '"%s","%s",""'; do
	gen "$f\n" spam ham > "$T/te.csv"
	d=$(head -1 "$T/te.csv" | tr -d 'a-zA-Z0-9" ' | cut -c1)
	case $d in
	,) dn="','" o=--csv ;;
	\;) dn="';'" o="--delimiter ';'" ;;
	*) dn="a TAB" o="--delimiter tab" ;;
	esac
	t_bad "'$f' (empty columns after the label): refused, the columns named" 1 "^sms-vocab: $T/te.csv: every line ends with $dn and a label \\(spam 5, ham 15\\): $why: read it with $o --label-column 2 --text-column 1 instead of --unlabeled" sms-vocab --unlabeled --stats "$T/te.csv"
	t_run "  the options named read it" 0 sh -c "sms-vocab $o --label-column 2 --text-column 1 --stats '$T/te.csv'"
	t_ok "  20 records, 5 spam" sh -c "grep -qx 'records	20' '$T/out' && grep -qx 'spam	5' '$T/out'"
done
{ printf 'text,label,,\n'; gen '%s,%s,,\n' 1 0; } > "$T/teh.csv"
t_bad "'text,label,,' over them: the header, the map named" 1 "^sms-vocab: $T/teh.csv: every line ends with ',' and a label \\(line 1 'label' a header; 1 5, 0 15\\): $why: read it with --csv --label-map 1=spam,0=ham instead of --unlabeled" sms-vocab --unlabeled --stats "$T/teh.csv"
t_run "  the options named read it" 0 sms-vocab --csv --label-map 1=spam,0=ham --stats "$T/teh.csv"
t_ok "  20 records" grep -qx 'records	20' "$T/out"
# the other side: text whose lines end in a ',' (empty columns after the
# text), or in a word and empty columns on under half the lines
gen '%s,,%.0s\n' x y > "$T/tx.csv"
t_run "'text,,': text, nothing said" 0 sms-vocab --unlabeled -t "$T/tx.csv"
t_ok "  20 messages, nothing said" sh -c "test \$(grep -c '^-	' '$T/out') = 20 && test ! -s '$T/err'"
{ gen '%s,%s,,\n' spam ham | head -8; gen '%s,,%.0s\n' x y | head -12; } > "$T/tm.csv"
t_run "8 lines of 20 end in ',spam,,'/',ham,,': text, nothing said" 0 sms-vocab --unlabeled -t "$T/tm.csv"
t_ok "  20 messages, nothing said" sh -c "test \$(grep -c '^-	' '$T/out') = 20 && test ! -s '$T/err'"
# --- the label last, TAB, texts quoted over several lines (pandas'
# to_csv(sep='\t') of a message holding a newline; Hugging Face's
# sms_spam, every 'sms' ending in one; 11d-M1): --quoting csv named, and
# the map, since the plain read stops at the quoted field
hf() { i=0; while [ $i -lt 10 ]; do printf '"Go until point %d\n"\t0\n"Free entry %d\n"\t1\n' $i $i; i=$((i + 1)); done; }
{ printf 'sms\tlabel\n'; hf; } > "$T/hf.tsv"
t_bad "sms_spam's to_csv(sep='\\t'): refused naming --quoting csv and the map" 1 "^sms-vocab: $T/hf.tsv: every line ends with a TAB and a label \\(line 1 'label' a header; 0 10, 1 10\\): $why: read it with --quoting csv --label-map 1=spam,0=ham instead of --unlabeled \\(text\\? --all-text\\)\$" sms-vocab --unlabeled --stats "$T/hf.tsv"
t_run "  the options named read it" 0 sms-vocab --quoting csv --label-map 1=spam,0=ham --stats "$T/hf.tsv"
t_ok "  20 records, 10 spam" sh -c "grep -qx 'records	20' '$T/out' && grep -qx 'spam	10' '$T/out'"
hf > "$T/hf2.tsv"
t_bad "  without a header: the columns too" 1 "^sms-vocab: $T/hf2.tsv: every line ends with a TAB and a label .* read it with --quoting csv --label-column 2 --text-column 1 --label-map 1=spam,0=ham instead" sms-vocab --unlabeled --stats "$T/hf2.tsv"
t_run "  the options named read it" 0 sms-vocab --quoting csv --label-column 2 --text-column 1 --label-map 1=spam,0=ham --stats "$T/hf2.tsv"
t_ok "  20 records" grep -qx 'records	20' "$T/out"
# the label first, one text of 20 over two lines (the TAB rule holds as
# read): --quoting csv too, no cut -f2-
{ gen '%s\t%s\n' spam ham | awk -F'\t' '{ print $2 "\t" $1 }' | head -19; printf 'spam\t"win\ncash"\n'; } > "$T/one.tsv"
t_bad "label first, one quoted text over two lines: --quoting csv" 1 "^sms-vocab: $T/one.tsv: 20 of 21 lines start with a label and a TAB \\(.*\\): a labelled file, its texts quoted over several lines \\(pandas' to_csv\\(sep='\\\\t'\\)\\)\\? .*: read it with --quoting csv instead of --unlabeled \\(text\\? --all-text\\)\$" sms-vocab --unlabeled --stats "$T/one.tsv"
t_run "  the option named reads it" 0 sms-vocab --quoting csv --stats "$T/one.tsv"
t_ok "  20 records" grep -qx 'records	20' "$T/out"
# the other side: a '"' that opens a field no writer closes so ('ok"
# then' on the next line) in a labelled TAB file: no --quoting csv
{ gen '%s\t%s\n' spam ham | awk -F'\t' '{ print $2 "\t" $1 }' | head -19; printf 'spam\t"win cash\nham\tok" then\n'; } > "$T/stray.tsv"
t_bad "a '\"' closed inside a word on the next line: read without --unlabeled" 1 "^sms-vocab: $T/stray.tsv: .* read it without --unlabeled \\(or drop the first field: cut -f2-; text\\? --all-text\\)\$" sms-vocab --unlabeled --stats "$T/stray.tsv"
# --- hashtag messages, the label last ('#win a prize<TAB>spam', 11a-W3):
# a '#' line is a comment where the label is first, a record where it is
# last, so the label-last scans look at it
gen '#%s\t%s\n' spam ham > "$T/hash.tsv"
t_bad "'#text<TAB>label' lines: refused, not read as text" 1 "^sms-vocab: $T/hash.tsv: every line ends with a TAB and a label \\(spam 5, ham 15\\): $why: read it with --delimiter tab --label-column 2 --text-column 1 instead of --unlabeled" sms-vocab --unlabeled --stats "$T/hash.tsv"
t_run "  the options named read it" 0 sms-vocab --delimiter tab --label-column 2 --text-column 1 --stats "$T/hash.tsv"
t_ok "  20 records" grep -qx 'records	20' "$T/out"
attn-train -e "$DATA/train-emb.tsv" --epochs 1 --save "$T/model" "$DATA/train-corpus.tsv" > /dev/null
t_bad "  attn-train --predict --unlabeled: the same reader" 1 "^attn-train: $T/hash.tsv: every line ends with a TAB and a label" attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --unlabeled --predict "$T/hash.tsv"
# the other side: '#' comments in a label-first file stay comments
{ printf '# exported 2024\n'; gen '%s\t%s\n' spam ham | awk -F'\t' '{ print $2 "\t" $1 }'; } > "$T/hc.tsv"
t_bad "a '# ...' comment over label<TAB>text: the label-first rule, every line" 1 "^sms-vocab: $T/hc.tsv: every line starts with a label and a TAB \\(spam 5, ham 15\\)" sms-vocab --unlabeled --stats "$T/hc.tsv"
# --- pandas' index before 'text,spam' (df[['text','spam']].to_csv(), the
# index kept; 11a-M8): the labels' column named, since the labelled
# reader takes no 'spam' column by its name and column 1 is the index
{ printf ',text,spam\n'; gen '%s,%s\n' 1 0 | awk '{ print NR - 1 "," $0 }'; } > "$T/ix.csv"
t_bad "',text,spam' over '0,text,1': --label-column spam named" 1 "^sms-vocab: $T/ix.csv: every line ends with ',' and a label \\(line 1 'spam' a header; 1 5, 0 15\\): $why: read it with --csv --label-column spam --label-map 1=spam,0=ham instead of --unlabeled" sms-vocab --unlabeled --stats "$T/ix.csv"
t_run "  the options named read it" 0 sms-vocab --csv --label-column spam --label-map 1=spam,0=ham --stats "$T/ix.csv"
t_ok "  20 records, 5 spam" sh -c "grep -qx 'records	20' '$T/out' && grep -qx 'spam	5' '$T/out'"
{ printf 'text,spam\n'; gen '%s,%s\n' 1 0; } > "$T/ts.csv"
t_bad "  Kaggle's 'text,spam' without the index: the same" 1 "^sms-vocab: $T/ts.csv: every line ends .* read it with --csv --label-column spam --label-map 1=spam,0=ham instead" sms-vocab --unlabeled --stats "$T/ts.csv"
t_run "  the options named read it" 0 sms-vocab --csv --label-column spam --label-map 1=spam,0=ham --stats "$T/ts.csv"
t_ok "  20 records" grep -qx 'records	20' "$T/out"
# --- texts holding the delimiter unquoted, the label last ('Hello, how
# are you,ham'; 11a-M14): no column option reads them, the sed that puts
# the label first named, and its result read
{ printf 'text,label\n'; gen '%s,%s\n' spam ham | sed '1s/^Win a/Win, a/;5s/^Win a/Win, a, b/'; } > "$T/uq.csv"
t_bad "',' unquoted in texts: the sed that puts the label first" 1 "^sms-vocab: $T/uq.csv: every line ends with ',' and a label \\(line 1 'label' a header; spam 5, ham 15\\): a labelled file, its label in the last column, its texts holding ',' unquoted \\(line 2 has 3 fields, line 3 2\\), which no column option reads: put the label first, sed '.*' $T/uq.csv > $T/uq.csv.tsv, and read that without --unlabeled \\(text\\? --all-text\\)\$" sms-vocab --unlabeled --stats "$T/uq.csv"
t_run "  the sed and the read named read it" 0 sh -c "sed 's/\\r\$//; s/,*\$//; s/^\\(.*\\),\\([^,]*\\)\$/\\2\\t\\1/' '$T/uq.csv' > '$T/uq.csv.tsv' && sms-vocab --stats '$T/uq.csv.tsv'"
t_ok "  20 records, 5 spam" sh -c "grep -qx 'records	20' '$T/out' && grep -qx 'spam	5' '$T/out'"
{ printf 'text;label\r\n'; gen '%s;%s\r\n' 1 0 | sed '3s/^see you/see; you/'; } > "$T/uq2.csv"
t_bad "  ';' and its map, CRLF" 1 "^sms-vocab: $T/uq2.csv: every line ends with ';' and a label .*line 2 has 2 fields, line 4 3\\), .* read that with --label-map 1=spam,0=ham \\(text" sms-vocab --unlabeled --stats "$T/uq2.csv"
t_run "  the sed and the read named read it" 0 sh -c "sed 's/\\r\$//; s/;*\$//; s/^\\(.*\\);\\([^;]*\\)\$/\\2\\t\\1/' '$T/uq2.csv' > '$T/uq2.tsv' && sms-vocab --label-map 1=spam,0=ham --stats '$T/uq2.tsv'"
t_ok "  20 records" grep -qx 'records	20' "$T/out"
# the other side: quoted texts with the delimiter (the counts agree)
{ printf 'text,label\n'; gen '"%s, ok",%s\n' spam ham; } > "$T/qq.csv"
t_bad "  quoted ',' inside every text: the columns read them" 1 "^sms-vocab: $T/qq.csv: every line ends with ',' and a label .* read it with --csv instead of --unlabeled" sms-vocab --unlabeled --stats "$T/qq.csv"
if have_corpus; then
	cut -f2 "$SMS_CORPUS" > "$T/sms.txt"
	t_run "the SMS corpus's texts: text" 0 sms-vocab --unlabeled --stats "$T/sms.txt"
	t_ok "  no note of labels" sh -c "! grep -q 'label' '$T/err'"
	awk -F'\t' '{ print $2 "\t" $1 }' "$SMS_CORPUS" > "$T/sw.tsv"
	t_bad "the SMS corpus, text<TAB>label: refused" 1 "^sms-vocab: $T/sw.tsv: every line ends with a TAB and a label \\(ham 48[0-9][0-9], spam 74[0-9]\\)" sms-vocab --unlabeled --stats "$T/sw.tsv"
fi

# the note on 'text,label' lines whose texts hold ',' unquoted and whose
# labels are spam, ham and a missing value ('nan'): the sed that puts the
# label first (no column option reads them: line 1's commas are not line
# 2's), and 'nan=-' (no label), not 'nan=spam' (14a-M7); following it reads
{ printf 'Go until jurong point, crazy,ham\n'; for i in 1 2 3 4 5 6 7 8 9; do printf 'Ok lar joking wif u oni %d,ham\nWIN cash now call %d,spam\n' $i $i; done; printf 'see you later,nan\nsee you soon,nan\n'; } > "$T/nan.csv"
t_run "'text,label' with unquoted commas and 'nan': read as text, said" 0 sms-vocab -t --unlabeled "$T/nan.csv"
t_ok "  the sed named, not column numbers" grep -qF "labels? its texts hold ',' unquoted (line 1 has 3 fields, line 2 2), which no column option reads: put the label first, sed 's/\\r\$//; s/,*\$//; s/^\\(.*\\),\\([^,]*\\)\$/\\2\\t\\1/' $T/nan.csv > $T/nan.csv.tsv, and read that without --unlabeled --label-map 'nan=-,spam=spam,ham=ham' ('nan': a missing value, no label)" "$T/err"
sed 's/\r$//; s/,*$//; s/^\(.*\),\([^,]*\)$/\2\t\1/' "$T/nan.csv" > "$T/nan.csv.tsv"
t_run "  its read" 0 sms-vocab --stats --label-map 'nan=-,spam=spam,ham=ham' "$T/nan.csv.tsv"
t_ok "  spam 9, ham 10, 2 without a label" sh -c "grep -qx 'spam	9' '$T/out' && grep -qx 'ham	10' '$T/out' && grep -qx 'other	2' '$T/out'"
# --- a label first and another last (fx16-cols 3): which is the labels'
# column nothing tells; both readings named, never the first alone (its
# read would join the last label to every text)
printf '0\tGo until jurong point\tcrazy available\t1\n1\tFree entry in 2 a wkly comp\tto win\t0\n0\tOk lar joking wif u oni\tyes\t0\n0\tU dun say so early hor\tok\t1\n1\tWINNER as a valued network customer\tcall\t1\n0\tNah I dont think he goes to usf\the lives\t0\n' > "$T/both.tsv"
t_bad "0<TAB>text<TAB>more<TAB>1: refused, both readings named" 1 "^sms-vocab: $T/both.tsv: every line starts with a label and a TAB \\(0 4, 1 2\\), and every line ends with a TAB and a label \\(1 3, 0 3\\): a labelled file, but which column holds its labels, the first or the last \\(line 1 has 4 fields\\)\\? .*the first\\? drop the last field: sed .*, with --label-map 1=spam,0=ham; the last\\? put it first: sed .*, with --label-map 1=spam,0=ham \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/both.tsv"
cmd=$(sed -n "s/.*the last? put it first: \\(sed .*\\) > F.tsv.*/\\1/p" "$T/err")
eval "$cmd" > "$T/F.tsv"
t_run "  the last's sed read" 0 sms-vocab -t --label-map 1=spam,0=ham "$T/F.tsv"
t_ok "  its texts keep their TABs' fields, no label in them" grep -qx 'spam	go until jurong point crazy available' "$T/out"
tr '\t' , < "$T/both.tsv" > "$T/both.csv"
t_bad "  the same with ',': both columns named" 1 "the first\\? read it with --csv --label-column 1 --text-column 2 --label-map 1=spam,0=ham; the last\\? read it with --csv --label-column 4 --text-column 3" sms-vocab -t --unlabeled "$T/both.csv"
sed 's/\t[^\t]*$/\tend/' "$T/both.tsv" > "$T/first.tsv"
t_bad "  the last field a word of one kind: the label first alone" 1 "^sms-vocab: $T/first.tsv: every line starts with a label and a TAB \\(0 4, 1 2\\): a labelled corpus\\?" sms-vocab -t --unlabeled "$T/first.tsv"
cut -f1,2 "$T/both.tsv" | sed 's/\t.* \([^ ]*\)$/\t\1/' > "$T/two.tsv"
t_bad "  two fields (the last the text): the label first alone" 1 "^sms-vocab: $T/two.tsv: every line starts with a label and a TAB" sms-vocab -t --unlabeled "$T/two.tsv"
# --- an id column between the text and the label last, no header
# (fx16-cols 4): the text's column the one with spaces, not the one
# before the label (its read took the ids for the texts)
printf '%s\n' '"He said ""hi, there"" and left",msg_a,ham' 'Free entry in 2 a wkly comp,msg_b,spam' 'Ok lar joking wif u oni,msg_c,ham' 'U dun say so early hor,msg_d,ham' 'WINNER as a valued network customer,msg_e,spam' > "$T/mid.csv"
t_bad "text,id,label without a header: the text column 1 named" 1 "^sms-vocab: $T/mid.csv: every line ends with ',' and a label .* read it with --csv --label-column 3 --text-column 1 instead of --unlabeled" sms-vocab -t --unlabeled "$T/mid.csv"
t_run "  that read" 0 sms-vocab -t --csv --label-column 3 --text-column 1 "$T/mid.csv"
t_ok "  the texts, no id" grep -qx 'spam	free entry in a wkly comp' "$T/out"
sed 's/,msg_\(.\),/,ok \1,/' "$T/mid.csv" > "$T/mid2.csv"
t_bad "  both columns with spaces: the one before the label" 1 "read it with --csv --label-column 3 --text-column 2 instead" sms-vocab -t --unlabeled "$T/mid2.csv"
echo "1..$t_num"
