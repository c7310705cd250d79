#!/bin/sh
# Fields past the text without a header (13d-W4): label, text, source in
# every record is read with the source joined to the text (the rule for a
# delimiter inside a text), and said with the option that reads the text
# alone; --text-column given reads that column as given, and a record
# with more fields than the first then is refused (its text's rest would
# be lost), not read cut.
. "$(dirname "$0")/../../lib.sh"
tok() { grep -v '^#' "$T/out" | tr '\t\n' ':|'; }

printf 'ham\tHi there\tweb\nspam\twin cash\tphone\nham\tok\tweb\n' > "$T/s.tsv"
printf 'ham,Hi there,web\nspam,win cash,phone\nham,ok,web\n' > "$T/s.csv"
t_run "TSV, 3 fields a record, no header: joined" 0 sms-vocab -t "$T/s.tsv"
t_ok "  the third field on the text" test "$(tok)" = "ham:hi there web|spam:win cash phone|ham:ok web|"
t_err "  said, naming the option that reads the text alone" "^sms-vocab: note: $T/s\\.tsv:1: the first record has 3 fields and no header: the fields past the text \\(column 2\\) were joined to it in 3 records, as a TAB inside a text is; a column of its own\\? read the text alone with --delimiter tab --text-column 2$"
t_run "  followed" 0 sms-vocab -t --delimiter tab --text-column 2 "$T/s.tsv"
t_ok "  the text alone" test "$(tok)" = "ham:hi there|spam:win cash|ham:ok|"
t_ok "  nothing said" test ! -s "$T/err"
t_run "CSV, 3 fields a record: joined" 0 sms-vocab -t --csv "$T/s.csv"
t_err "  said" "^sms-vocab: note: $T/s\\.csv:1: the first record has 3 fields and no header: .* as a ',' inside a text is; a column of its own\\? read the text alone with --text-column 2$"
t_run "--no-header --label-column 1 --text-column 2: column 2 as given" 0 \
    sms-vocab -t --csv --no-header --label-column 1 --text-column 2 "$T/s.csv"
t_ok "  the text alone" test "$(tok)" = "ham:hi there|spam:win cash|ham:ok|"
printf 'ham,Hi there,web,x\nspam,win cash,phone,y\n' > "$T/s4.csv"
t_run "4 fields: columns of their own" 0 sms-vocab -t --csv "$T/s4.csv"
t_ok "  said" grep -q "4 fields and no header: .*columns of their own? read the text alone with --text-column 2\$" "$T/err"
# the edges: two fields, then a stray ',' in a text: joined, as before,
# unsaid (the first record has no field past the text); with the text
# column given, a record of more fields than the first is refused
printf 'ham,Hi there\nspam,win, cash now\n' > "$T/st.csv"
t_run "a stray ',' in a text after a 2-field record: joined" 0 sms-vocab -t --csv "$T/st.csv"
t_ok "  its text whole" test "$(tok)" = "ham:hi there|spam:win cash now|"
t_ok "  nothing said" test ! -s "$T/err"
t_run "  --text-column 2, the first record's last: joined too" 0 sms-vocab -t --csv --text-column 2 "$T/st.csv"
t_ok "  its text whole" test "$(tok)" = "ham:hi there|spam:win cash now|"
printf 'ham,Hi there,web\nspam,win, cash,phone\n' > "$T/st3.csv"
t_bad "--text-column 2 of 3, a record of 4: refused" 1 "^sms-vocab: $T/st3\\.csv:2: 4 fields, the first record \\(line 1\\) 3: a ',' inside the text \\(column 2\\)\\? its rest would be lost: quote the field \\(\"\\.\\.\\.\"\\), or drop the columns after the text \\(cut\\)$" \
    sms-vocab -t --csv --text-column 2 "$T/st3.csv"
# with a header the named columns after the text are left out, unsaid
printf 'label\ttext\tsource\nham\tHi there\tweb\n' > "$T/h.tsv"
t_run "a header naming the third column: left out" 0 sms-vocab -t "$T/h.tsv"
t_ok "  the text alone" test "$(tok)" = "ham:hi there|"
t_ok "  nothing said" test ! -s "$T/err"

# --- 13a-W9: no header, row number first and the label after the text
# (pandas' df[['text','label']].to_csv(sep='\t', header=False), R's
# write.table(col.names=FALSE)): refused naming the columns, as the CSV is
printf '0\thello there\tham\n1\twin cash now\tspam\n2\tsee you soon\tham\n' > "$T/i.tsv"
t_bad "TSV: index, text, label: refused naming column 3" 1 "^sms-vocab: $T/i\\.tsv:1: label '0' \\(column 1\\) is neither ham nor spam, and column 3, after the text, holds 'ham': an index column first \\(pandas' to_csv, R's row names\\), the label after the text\\? read it with --delimiter tab --label-column 3 --text-column 2$" \
    sms-vocab -t "$T/i.tsv"
t_run "  followed" 0 sms-vocab -t --delimiter tab --label-column 3 --text-column 2 "$T/i.tsv"
t_ok "  the labels and texts" test "$(tok)" = "ham:hello there|spam:win cash now|ham:see you soon|"
printf '"1"\t"hello there"\t"ham"\n"2"\t"win"\t"spam"\n' > "$T/r.tsv"
t_bad "  R's quoted form with --quoting csv: refused alike" 1 "r\\.tsv:1: label '1' \\(column 1\\) .* read it with --label-column 3 --text-column 2$" \
    sms-vocab -t --quoting csv "$T/r.tsv"
printf '0\thello there\tham\tweb\n' > "$T/i4.tsv"
t_bad "  a fourth column after the label: its column named" 1 "i4\\.tsv:1: label '0' .*column 3, after the text, holds 'ham'" sms-vocab -t "$T/i4.tsv"
# the edges: no field after the text; a label that is no number
printf '0\thello there\n1\twin\n' > "$T/n.tsv"
t_run "'0<TAB>text': a label of its own, said" 0 sms-vocab -t "$T/n.tsv"
# an id with letters ('x1', Kaggle's 'msg001') is an id as a number is
# (14a-M5): refused at line 1 with the columns, not read as label 'x1'
# with 'ham' joined to the text
printf 'x1\thello there\tham\n' > "$T/x.tsv"
t_bad "'x1<TAB>text<TAB>ham': an id first, the label last: its columns named" 1 "x\\.tsv:1: the first record 'x1\\\\thello there\\\\tham' holds 'x1' in column 1 and a label, 'ham', in column 3: .* read it with --delimiter tab --label-column 3 --text-column 2$" sms-vocab -t "$T/x.tsv"
t_run "  followed: read" 0 sms-vocab -t --delimiter tab --label-column 3 --text-column 2 "$T/x.tsv"
t_ok "  ham, its text alone" grep -qx 'ham	hello there' "$T/out"
# the edges: no digit in the first field ('xa': a label of its own, the
# fields past the text joined and said, as before); a text, not a label,
# in column 3
printf 'xa\thello there\tham\n' > "$T/xa.tsv"
t_run "'xa<TAB>text<TAB>ham': no id (no digit), read (joined, said)" 0 sms-vocab -t "$T/xa.tsv"
printf 'x1\thello there\tsee you\n' > "$T/x3.tsv"
t_run "'x1<TAB>text<TAB>text': no label in column 2 or 3, read" 0 sms-vocab -t "$T/x3.tsv"

# --- 13a-M4: a labelled file with one text broken over two lines: the
# labelled reader names the broken line and the awk that joins it (not
# --unlabeled, which sends the file back); followed, it reads
printf 'ham\tline one\nline two\nspam\twin a prize now\nham\tsee you\n' > "$T/b.tsv"
t_bad "TSV: line 2 goes on line 1's text" 1 "^sms-vocab: $T/b\\.tsv:2: no TAB between label and text \\(after labelled lines: a text broken over lines, a newline inside it unquoted, as R's write\\.table\\(quote=FALSE\\) or a hand edit leaves it\\? join such lines to the line before: awk 'index\\(\\\$0, \"\\\\t\"\\) && NR > 1 \\{ print l; l = \\\$0; next \\} \\{ l = NR > 1 \\? l \" \" \\\$0 : \\\$0 \\} END \\{ print l \\}' $T/b\\.tsv > F\\.txt; or write the texts quoted \\(\"\\.\\.\\.\"\\) and read them with --quoting csv\\)$" \
    sms-vocab -t "$T/b.tsv"
(cd "$T" && awk 'index($0, "\t") && NR > 1 { print l; l = $0; next } { l = NR > 1 ? l " " $0 : $0 } END { print l }' b.tsv > F.txt)
t_run "  the awk named, followed" 0 sms-vocab -t "$T/F.txt"
t_ok "  the text whole" test "$(tok)" = "ham:line one line two|spam:win a prize now|ham:see you|"
printf 'ham,line one\nline two\nspam,win\n' > "$T/b.csv"
t_bad "CSV alike, quoting named as read" 1 "b\\.csv:2: no comma between label and text \\(after labelled lines: .*awk 'index\\(\\\$0, \",\"\\).* or write the texts quoted \\(\"\\.\\.\\.\"\\), as this read reads them\\)$" \
    sms-vocab -t --csv "$T/b.csv"
# the edge: a first line without a TAB: no labelled line before, the
# --unlabeled hint as before
printf 'line one\nham\tx\n' > "$T/b1.tsv"
t_bad "a first line without TAB: text without labels" 1 "b1\\.tsv:1: no TAB between label and text \\(text without labels\\? read it with --unlabeled\\)$" sms-vocab -t "$T/b1.tsv"

# --- 15a-M6: pandas' TSV after a second round trip (read_csv(sep='\t')
# then to_csv(sep='\t'): '<TAB>Unnamed: 0<TAB>label<TAB>text'), read by the
# TAB read, was "empty label (a missing value?)" at line 1: an empty first
# field beside a column's name is pandas' header there too
printf '\tUnnamed: 0\tlabel\ttext\n0\t0\tham\tHello there\n1\t1\tspam\tWin cash, now\n2\t2\tham\tOk see you\n' > "$T/rt2.tsv"
t_run "15a-M6: '<TAB>Unnamed: 0<TAB>label<TAB>text': the header, read" 0 sms-vocab --stats "$T/rt2.tsv"
t_ok "  spam 1, ham 2, nothing said" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	2' '$T/out' && test ! -s '$T/err'"
t_run "  --quoting csv: the same" 0 sms-vocab --stats --quoting csv "$T/rt2.tsv"
t_ok "  spam 1, ham 2" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	2' '$T/out'"
printf '\tUnnamed: 0.1\tUnnamed: 0\ttext\tlabel\n0\t0\t0\tHello there\tham\n1\t1\t1\tWin cash\tspam\n' > "$T/rt3.tsv"
t_run "  a third trip, the text first: read" 0 sms-vocab --stats "$T/rt3.tsv"
t_ok "  spam 1, ham 1" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out'"
# the other side: an empty label before a text that names no column: a
# missing value, as before
printf '\tHello there\nspam\tWin cash\n' > "$T/nan.tsv"
t_bad "  an empty label, no column's name: a missing value" 1 "nan\\.tsv:1: empty label \\(a missing value\\?" sms-vocab --stats "$T/nan.tsv"

# --- 15a-M2: ',text,spam' (Kaggle's emails.csv 'text,spam' written with
# pandas' index) took the index column for the labels by its place (row
# numbers read as ham and spam until row 2, or all of a two-row file);
# 'spam' beside a text column's name, or a flag's name (is_spam, is_ham),
# names the labels
printf ',text,spam\n0,Hello there,0\n1,Win cash now,1\n2,Ok see you,0\n3,Free entry comp,1\n' > "$T/em.csv"
t_run "15a-M2: ',text,spam': the labels from 'spam'" 0 sms-vocab --csv --stats --label-map 1=spam,0=ham "$T/em.csv"
t_ok "  spam 2, ham 2, nothing said" sh -c "grep -qx 'spam	2' '$T/out' && grep -qx 'ham	2' '$T/out' && test ! -s '$T/err'"
t_bad "  no map: the map named, under 'spam'" 1 "em\\.csv:2: label '0' is neither ham nor spam, and line 1 \\(',text,spam'\\) was read as the header: name the labels with --label-map 1=spam,0=ham$" sms-vocab --csv --stats "$T/em.csv"
printf ',is_spam,text\n0,0,Hello there\n1,1,Win cash now\n' > "$T/fl.csv"
t_run "  ',is_spam,text' (a flag's name): its labels, not the row numbers" 0 sms-vocab --csv --stats --label-map 1=spam,0=ham "$T/fl.csv"
t_ok "  spam 1, ham 1, nothing said" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out' && test ! -s '$T/err'"
printf ',is_ham,text\n0,0,Win cash now\n1,1,Hello there\n' > "$T/flh.csv"
t_bad "  ',is_ham,text', no map: is_ham's map (its 1 ham)" 1 "flh\\.csv:2: label '0' is neither ham nor spam, .*--label-map 1=ham,0=spam$" sms-vocab --csv --stats "$T/flh.csv"
printf ',text,spam,is_ham\n0,Hello there,0,1\n' > "$T/two.csv"
t_run "  'spam' and 'is_ham' both: neither taken (column 1 by place, said)" 0 sms-vocab --csv --stats --label-map 1=spam,0=ham "$T/two.csv"
t_ok "  said: column 1 by its place, --label-column named" grep -q "column 1 ('') taken for the labels by its place.*--label-column NAME" "$T/err"
# the other side: a label's name wins
printf 'label,text,spam\nham,Hello there,0\nspam,Win cash,1\n' > "$T/ls.csv"
t_run "  'label,text,spam': 'label' names the labels" 0 sms-vocab --csv --stats "$T/ls.csv"
t_ok "  spam 1, ham 1" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out'"
# 'spam' without a text column's name: by place, as before ('spam' may
# be a message's word in a header taken so)
printf 'id,spam,body\n0,1,Hello there\n' > "$T/nt.csv"
t_run "  'id,spam,body' (no text name): not by 'spam', as before" 1 sms-vocab --csv --stats --label-map 1=spam,0=ham "$T/nt.csv"
t_ok "  column 1 by its place, said; the text's columns named" sh -c "grep -q \"column 1 ('id') taken for the labels by its place\" '$T/err' && grep -q 'no column of the header is named as the text' '$T/err'"

# R's write.table(d[, c('text','label')], sep='\t', quote=FALSE) with its
# default row.names=TRUE: a header 'text<TAB>label' over '1<TAB>...<TAB>ham'
# was "3 fields, the header has 2: a TAB inside the text (column 1)?"; the
# row names are named, with the sed that drops them (no columns read past
# a header narrower than its records)
printf 'text\tlabel\n1\tHello there, friend\tham\n2\tWin cash now\tspam\n' > "$T/rrn.tsv"
t_bad "R's row names under 'text<TAB>label': named, the sed given" 1 "^sms-vocab: $T/rrn\\.tsv:2: 3 fields, the header \\(line 1\\) 2, and column 1 holds '1': row names first, under a header without a field for them \\(R's write.table\\)\\? write it with row.names=FALSE, or drop them: sed '1!s/\\^\\[\\^\\\\t\\]\\*\\\\t//' $T/rrn\\.tsv > F\\.tsv, and read that$" sms-vocab --stats "$T/rrn.tsv"
sed '1!s/^[^\t]*\t//' "$T/rrn.tsv" > "$T/rrn2.tsv"
t_run "  followed: read" 0 sms-vocab --stats "$T/rrn2.tsv"
t_ok "  spam 1, ham 1" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out'"
printf 'text,label\n"1","Hi, there","ham"\n' > "$T/rrn.csv"
t_bad "  the CSV (quote=TRUE): its sed" 1 "rrn\\.csv:2: .*drop them: sed '1!s/\\^\\[\\^,\\]\\*,//' $T/rrn\\.csv > F\\.csv, and read that$" sms-vocab --csv --stats "$T/rrn.csv"
# the other side: a delimiter in the text (no whole number first): as before
printf 'text,label\nHi, there,ham\n' > "$T/rrc.csv"
t_bad "  a ',' inside the text: the quoting error, as before" 1 "rrc\\.csv:2: 3 fields, the header \\(line 1\\) has 2: a ',' inside the text" sms-vocab --csv --stats "$T/rrc.csv"
if command -v Rscript > /dev/null 2>&1; then
	Rscript -e "d <- data.frame(text=c('Hi there', 'WIN a free prize'), label=c('ham','spam')); write.table(d, '$T/rr.tsv', sep='\t', quote=FALSE)" > /dev/null 2>&1
	t_bad "Rscript's own write.table(sep='\\t', quote=FALSE): the row names named" 1 "rr\\.tsv:2: .*row names first" sms-vocab --stats "$T/rr.tsv"
fi
