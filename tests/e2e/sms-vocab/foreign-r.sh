#!/bin/sh
# R's write.table given as a corpus (attnkit(5) "Other programs' layouts
# given as a corpus", lib/text/corpus-foreign-r.c): its layouts as R 4
# writes them (its defaults; qmethod="double"; row.names=FALSE;
# col.names=FALSE; col.names=NA; quote=FALSE; sep='\t' and sep=',' with
# the header one field short; a vector's "x"), each refused by
# --unlabeled naming what line 1 is (the header, R's one field short, or
# a row), and the Rscript each message names RUN when R is on the machine
# (on a gzip file too) and its output read back with the labels right.
# Python's csv.QUOTE_ALL with TABs (the header not short) stays the
# delimited rules' (unlabeled-*.sh).
. "$(dirname "$0")/../../lib.sh"
have_r=0
command -v Rscript > /dev/null 2>&1 && have_r=1
# run the Rscript in $T/err (FILE made $1), read F.csv as it says: the
# labels ("ham 3;spam 2;", "- 5;" unlabelled) into $T/labels
run_r() {
	rs=$(sed -n "s/.*Rscript -e '\\(.*\\)'; read that with \\([-a-z0-9 ]*[a-z0-9]\\).*/\\1/p" "$T/err" | sed "s|FILE|$1|")
	rd=$(sed -n "s/.*Rscript -e '\\(.*\\)'; read that with \\([-a-z0-9 ]*[a-z0-9]\\).*/\\2/p" "$T/err")
	: > "$T/labels"
	rm -f "$T/F.csv"
	[ -n "$rs" ] || return 0
	(cd "$T" && Rscript -e "$rs" > /dev/null 2>&1 && sms-vocab -t $rd F.csv 2> /dev/null) |
	    grep -v '^#' | cut -f1 | sort | uniq -c | awk '{ printf "%s %s;", $2, $1 }' > "$T/labels"
}
r_check() {	# $1 name, $2 file, $3 the labels wanted
	if [ $have_r = 1 ]; then
		run_r "$2"
		t_ok "  $1: its Rscript run, the labels" test "$(cat "$T/labels")" = "$3"
	else
		: # $1: its Rscript run: checked where the peer is (no Rscript): a peer, no test dependency; no skip
	fi
}
D="$T/d"
mkdir -p "$D"
# as R 4 writes d <- data.frame(label=..., text=...)
cat > "$D/def.txt" <<'EOF'
"label" "text"
"1" "ham" "Go until jurong point, crazy"
"2" "spam" "WINNER!! As a valued \"network\" customer"
"3" "ham" "Ok lar... Joking wif u oni"
"4" "spam" "Free entry in 2 a wkly comp"
"5" "ham" "U dun say so early hor"
EOF
sed 's/\\"/""/g' "$D/def.txt" > "$D/double.txt"		# qmethod="double"
sed '1!s/^"[0-9]*" //' "$D/def.txt" > "$D/norn.txt"	# row.names=FALSE
sed '1d' "$D/def.txt" > "$D/nocn.txt"			# col.names=FALSE
sed '1d; s/^"[0-9]*" //' "$D/def.txt" > "$D/none.txt"	# both FALSE
sed '1s/^/"" /' "$D/def.txt" > "$D/na.txt"		# col.names=NA
sed 's/" "/"\t"/g' "$D/def.txt" > "$D/tab.tsv"		# sep='\t'
sed 's/" "/","/g' "$D/def.txt" > "$D/comma.csv"		# sep=','
sed '1s/.*/"x"/; 1!s/ "[a-z]*" / /' "$D/def.txt" > "$D/vec.txt"	# write.table(texts)
sed '1!s/^"[0-9]*" //' "$D/vec.txt" > "$D/vecnorn.txt"
sed '1d' "$D/vec.txt" > "$D/vecnocn.txt"
sed 's/" "/"\t"/g' "$D/vec.txt" > "$D/vectab.tsv"
sed 's/"//g; s/\\//g' "$D/def.txt" > "$D/noq.txt"		# quote=FALSE
gzip -c "$D/def.txt" > "$D/def.txt.gz"
gzip -c "$D/nocn.txt" > "$D/nocn.txt.gz"
t_bad "defaults: refused, line 1 the header" 1 "^sms-vocab: $D/def.txt:1: R's write.table with its defaults \\(fields in double quotes separated by single spaces, row names first; line 1 '\"label\" \"text\"' the header\\), not messages: .*Rscript -e 'write.csv\\(read.table\\(\"$D/def.txt\", header=TRUE\\), \"F.csv\", row.names=FALSE\\)'; read that with --csv \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$D/def.txt"
r_check defaults "$D/def.txt" "ham 3;spam 2;"
t_bad "a gzip file: the same, read.table reads it" 1 "Rscript -e 'write.csv\\(read.table\\(\"$D/def.txt.gz\", header=TRUE\\)" sms-vocab -t --unlabeled "$D/def.txt.gz"
r_check "gzip" "$D/def.txt.gz" "ham 3;spam 2;"
t_bad "qmethod=\"double\": refused (was read as text), read with sep=\" \"" 1 "R's write.table with its defaults .*read.table\\(\"$D/double.txt\", header=TRUE, sep=\" \"\\)" sms-vocab -t --unlabeled "$D/double.txt"
r_check double "$D/double.txt" "ham 3;spam 2;"
t_bad "row.names=FALSE: line 1 the header" 1 "separated by single spaces; line 1 '\"label\" \"text\"' the header\\)" sms-vocab -t --unlabeled "$D/norn.txt"
r_check "row.names=FALSE" "$D/norn.txt" "ham 3;spam 2;"
t_bad "col.names=FALSE: line 1 a row, not the header (its conversion kept every row)" 1 "row names first; no header: line 1 '\"1\" \"ham\" \"Go until jurong point, crazy\"' a row\\), not messages: .*Rscript -e 'write.table\\(read.table\\(\"$D/nocn.txt\"\\)\\[-1\\], \"F.csv\", sep=\",\", qmethod=\"double\", row.names=FALSE, col.names=FALSE\\)'; read that with --csv --no-header " sms-vocab -t --unlabeled "$D/nocn.txt"
r_check "col.names=FALSE" "$D/nocn.txt" "ham 3;spam 2;"
r_check "col.names=FALSE, gzip" "$D/nocn.txt.gz" "ham 3;spam 2;"
t_bad "both FALSE: line 1 a row, no row names" 1 "separated by single spaces; no header: line 1 '\"ham\" \"Go until jurong point, crazy\"' a row\\)" sms-vocab -t --unlabeled "$D/none.txt"
r_check "both FALSE" "$D/none.txt" "ham 3;spam 2;"
t_bad "col.names=NA: the header, its corner dropped" 1 "read.table\\(\"$D/na.txt\", header=TRUE\\)\\[-1\\]" sms-vocab -t --unlabeled "$D/na.txt"
r_check "col.names=NA" "$D/na.txt" "ham 3;spam 2;"
t_bad "sep='\\t': R's header one field short, said so (not 'line 1: no TAB')" 1 "^sms-vocab: $D/tab.tsv:1: R's write.table with sep='\\\\t' \\(fields in double quotes separated by TABs, row names first; line 1 '\"label\"\\\\t\"text\"' the header, one field short \\(none over the row names\\)\\), not messages: .*read.table\\(\"$D/tab.tsv\", header=TRUE, sep=\"\\\\t\"\\)" sms-vocab -t --unlabeled "$D/tab.tsv"
t_ok "  no 'no TAB'" sh -c "! grep -q 'no TAB' '$T/err'"
r_check "sep='\\t'" "$D/tab.tsv" "ham 3;spam 2;"
t_bad "sep=',': the same" 1 "R's write.table with sep=',' \\(fields in double quotes separated by commas, row names first; line 1 '\"label\",\"text\"' the header, one field short" sms-vocab -t --unlabeled "$D/comma.csv"
r_check "sep=','" "$D/comma.csv" "ham 3;spam 2;"
t_bad "a vector (write.table(texts)): its \"x\" refused as R's header (was a message)" 1 "^sms-vocab: $D/vec.txt:1: R's write.table with its defaults \\(fields in double quotes separated by single spaces, row names first; line 1 '\"x\"' the header R gives a vector\\), not messages: --unlabeled reads the whole line, and would count the header as a message, the row numbers as words: .*read that with --unlabeled --csv --header \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$D/vec.txt"
r_check vector "$D/vec.txt" "- 5;"
t_bad "a vector, row.names=FALSE" 1 "line 1 '\"x\"' the header R gives a vector\\), not messages: --unlabeled reads the whole line, and would count the header as a message: " sms-vocab -t --unlabeled "$D/vecnorn.txt"
r_check "vector, row.names=FALSE" "$D/vecnorn.txt" "- 5;"
t_bad "a vector, col.names=FALSE: line 1 a row" 1 "no header: line 1 '\"1\" \"Go until jurong point, crazy\"' a row\\), not messages: .* the row numbers as words: .*read that with --unlabeled --csv \\(" sms-vocab -t --unlabeled "$D/vecnocn.txt"
r_check "vector, col.names=FALSE" "$D/vecnocn.txt" "- 5;"
t_bad "a vector, sep='\\t'" 1 "R's write.table with sep='\\\\t' .*line 1 '\"x\"' the header R gives a vector" sms-vocab -t --unlabeled "$D/vectab.tsv"
r_check "vector, sep='\\t'" "$D/vectab.tsv" "- 5;"
t_bad "quote=FALSE: a row number, then a label and a space" 1 "^sms-vocab: $D/noq.txt:2: every line starts with a row number, then a label and a space \\(ham 3, spam 2\\): a labelled file, its label and text separated by a space \\(R's write.table with quote=FALSE\\)\\? .*sed 's/\\^\\[0-9\\]\\\\\\{1,\\\\\\} //; s/ /\\\\t/' $D/noq.txt > F.tsv" sms-vocab -t --unlabeled "$D/noq.txt"
sed 's/^[0-9]\{1,\} //; s/ /\t/' "$D/noq.txt" > "$T/noq.tsv"
t_run "  its sed run: read" 0 sms-vocab -t "$T/noq.tsv"
t_ok "  the labels" test "$(grep -v '^#' "$T/out" | cut -f1 | sort | uniq -c | tr -s ' ' | tr '\n' ';')" = " 3 ham; 2 spam;"
# the labelled reader: line 1 a header or a row
t_bad "labelled, col.names=FALSE: the conversion without header=TRUE" 1 "^sms-vocab: $D/nocn.txt:1: no TAB between label and text \\(R's write.table with col.names=FALSE, fields in double quotes separated by spaces, row names first\\? .*Rscript -e 'write.table\\(read.table\\(\"FILE\"\\)\\[-1\\], .*read that with --csv --no-header\\)\$" sms-vocab -t "$D/nocn.txt"
r_check "labelled, col.names=FALSE" "$D/nocn.txt" "ham 3;spam 2;"
# the label last (d <- data.frame(text, label)), col.names=FALSE: the
# read of the conversion names the columns (its --csv --no-header alone
# took the text for the label)
sed 's/^\("[0-9]*"\) \("[a-z]*"\) \(.*\)$/\1 \3 \2/' "$D/nocn.txt" > "$D/last.txt"
sed 's/^"[0-9]*" //' "$D/last.txt" > "$D/lastnorn.txt"
t_bad "labelled, text,label, col.names=FALSE: the columns named" 1 "^sms-vocab: $D/last.txt:1: no TAB between label and text \\(R's write.table with col.names=FALSE, .*read that with --csv --no-header --label-column 2 --text-column 1\\)\$" sms-vocab -t "$D/last.txt"
r_check "labelled, text,label" "$D/last.txt" "ham 3;spam 2;"
t_bad "  --unlabeled: the same read" 1 "read that with --csv --no-header --label-column 2 --text-column 1 \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$D/last.txt"
r_check "--unlabeled, text,label" "$D/last.txt" "ham 3;spam 2;"
t_bad "  row.names=FALSE too: the same" 1 "read that with --csv --no-header --label-column 2 --text-column 1\\)\$" sms-vocab -t "$D/lastnorn.txt"
r_check "labelled, text,label, no row names" "$D/lastnorn.txt" "ham 3;spam 2;"
# the edge: label,text (the label first): no columns named, as before
t_ok "  label,text: --csv --no-header alone" sh -c "sms-vocab -t '$D/nocn.txt' 2>&1 | grep -q 'read that with --csv --no-header)\$'"
t_bad "labelled, defaults: header=TRUE" 1 "Rscript -e 'write.csv\\(read.table\\(\"FILE\", header=TRUE\\), \"F.csv\", row.names=FALSE\\)'; read that with --csv\\)\$" sms-vocab -t "$D/def.txt"
r_check "labelled, defaults" "$D/def.txt" "ham 3;spam 2;"
# qmethod="double" (13a-M1: the hint's read.table failed in R): a line
# with a doubled quote names sep=" "; line 1 cannot tell, both are said
sed '1d; 2s/crazy/""crazy""/' "$D/double.txt" > "$D/double-nocn.txt"	# "" at line 1
t_bad "labelled, qmethod=\"double\", col.names=FALSE: sep=\" \" named" 1 "Rscript -e 'write.table\\(read.table\\(\"FILE\", sep=\" \"\\)\\[-1\\], .*read that with --csv --no-header\\)\$" sms-vocab -t "$D/double-nocn.txt"
r_check "labelled, qmethod=\"double\", col.names=FALSE" "$D/double-nocn.txt" "ham 3;spam 2;"
sed '1d' "$D/double.txt" > "$D/double-nocn1.txt"	# its "" at line 3
t_bad "  its \"\" on a later line: the file looked at, sep=\" \" named" 1 "Rscript -e 'write.table\\(read.table\\(\"FILE\", sep=\" \"\\)\\[-1\\], .*read that with --csv --no-header\\)\$" sms-vocab -t "$D/double-nocn1.txt"
r_check "labelled, qmethod=\"double\", its \"\" later" "$D/double-nocn1.txt" "ham 3;spam 2;"
T_STDIN="$D/double-nocn1.txt" t_bad "  standard input (not looked at): both said" 1 "read.table\\(\"FILE\"\\)\\[-1\\], .*read that with --csv --no-header; its quotes doubled inside the texts \\(qmethod=\"double\"\\)\\? add sep=\" \" to read.table\\)\$" sms-vocab -t -
T_STDIN=
printf '"label" "text"\n"1" "ham" "say \\"hi\\""\n"2" "spam" "x"\n"3" "ham" ""\n' > "$D/esc.txt"
t_bad "  R's escapes ending a text, an empty text: no sep=\" \"" 1 "read.table\\(\"FILE\", header=TRUE\\), \"F.csv\", row.names=FALSE\\)'; read that with --csv\\)\$" sms-vocab -t "$D/esc.txt"
# col.names=FALSE, the first row's text over two lines (13a-W8: was read
# as text, exit 0): line 1 a row, its fields counted with the line that
# closes it; row names or none, the label first or last
printf '"1" "ham" "line one\nline two"\n"2" "spam" "win a prize now"\n"3" "ham" "see you at home"\n"4" "spam" "call this number"\n"5" "ham" "ok thanks"\n' > "$D/nocn2.txt"
t_bad "col.names=FALSE, line 1's text over two lines: refused, line 1 a row" 1 "^sms-vocab: $D/nocn2.txt:1: R's write.table with its defaults \\(fields in double quotes separated by single spaces, row names first; no header: line 1 '\"1\" \"ham\" \"line one' a row\\), not messages: .*read.table\\(\"$D/nocn2.txt\"\\)\\[-1\\], .*read that with --csv --no-header " sms-vocab -t --unlabeled "$D/nocn2.txt"
r_check "col.names=FALSE, over two lines" "$D/nocn2.txt" "ham 3;spam 2;"
sed 's/^"[0-9]*" //' "$D/nocn2.txt" > "$D/none2.txt"
t_bad "  no row names: the same" 1 "single spaces; no header: line 1 '\"ham\" \"line one' a row\\)" sms-vocab -t --unlabeled "$D/none2.txt"
r_check "col.names=FALSE, no row names, over two lines" "$D/none2.txt" "ham 3;spam 2;"
printf '"1" "line one\nline two" "ham"\n"2" "win a prize now" "spam"\n"3" "see you at home" "ham"\n"4" "call this number" "spam"\n"5" "ok thanks" "ham"\n' > "$D/nocnl.txt"
t_bad "  the label last: line 1 a row, not a header one field short" 1 "row names first; no header: line 1 '\"1\" \"line one' a row\\)" sms-vocab -t --unlabeled "$D/nocnl.txt"
printf '"label" "text"\n"1" "ham" "line one\nline two"\n"2" "spam" "win a prize now"\n"3" "ham" "ok"\n' > "$D/def2.txt"
t_bad "  the header over such a row: the header still" 1 "line 1 '\"label\" \"text\"' the header\\)" sms-vocab -t --unlabeled "$D/def2.txt"
printf '"Hello there\nand more text\nhere it ends" she said\nthen more\nand more\n' > "$T/open.txt"
t_run "a text's quote open on line 1 over plain lines: text" 0 sms-vocab -t --unlabeled "$T/open.txt"
# a delimited read of R's defaults: CSV reads each line as one text (its
# quotes dropped), the labels and row names words of every message
for o in "--quoting csv" --csv "--delimiter ;"; do
	t_bad "--unlabeled $o, R's defaults: refused as R's (was read, exit 0)" 1 "^sms-vocab: $D/def.txt:1: R's write.table with its defaults \\(fields in double quotes separated by single spaces, row names first; line 1 '\"label\" \"text\"' the header\\), not messages: .*read that with --csv " sms-vocab -t --unlabeled $o "$D/def.txt"
	t_bad "--unlabeled $o, R's vector: refused as R's" 1 "^sms-vocab: $D/vec.txt:1: R's write.table with its defaults .*line 1 '\"x\"' the header R gives a vector" sms-vocab -q -t --unlabeled $o "$D/vec.txt"
done
t_bad "--unlabeled --quoting csv, R's defaults gzip'd: the same" 1 "^sms-vocab: $D/def.txt.gz:1: R's write.table with its defaults .*read.table\\(\"$D/def.txt.gz\", header=TRUE\\)" sms-vocab -t --unlabeled --quoting csv "$D/def.txt.gz"
r_check "--quoting csv, defaults" "$D/def.txt" "ham 3;spam 2;"
t_bad "--unlabeled --quoting csv, col.names=FALSE: line 1 a row" 1 "^sms-vocab: $D/nocn.txt:1: R's write.table with its defaults .*no header: line 1" sms-vocab -t --unlabeled --quoting csv "$D/nocn.txt"
# ... but the delimited read's own separators stay its own: R's write.csv
# of a vector (its row names a column) read with --text-column 2, its
# write.table(x, row.names=FALSE) one quoted field a line
printf '"","x"\n"1","Go until jurong, point"\n"2","Ok lar"\n"3","U dun say"\n' > "$T/wcx.csv"
t_run "R's write.csv of a vector, --unlabeled --csv --text-column 2: read" 0 sms-vocab -t -q --unlabeled --csv --header --text-column 2 "$T/wcx.csv"
t_ok "  its texts" test "$(grep -vc '^#' "$T/out")" = 3
sed '1!s/^"[0-9]*" //; s/\\"//g' "$D/vec.txt" > "$T/vnorn.txt"
for o in "--quoting csv" --csv; do
	t_run "R's vector without row names, --unlabeled $o --header: read" 0 sms-vocab -t --unlabeled $o --header "$T/vnorn.txt"
	t_ok "  its 5 texts" test "$(grep -vc '^#' "$T/out")" = 5
done
head -2 "$D/def.txt" > "$T/def1.txt"
t_run "the edge: R's header over one row, --unlabeled --quoting csv: R's" 1 sms-vocab -t --unlabeled --quoting csv "$T/def1.txt"
t_err "  its message" "R's write.table with its defaults"
# not R's
printf '"label"\t"text"\n"ham"\t"hi there"\n"spam"\t"win now"\n"ham"\t"ok"\n' > "$T/qa.tsv"
t_run "Python's QUOTE_ALL with TABs: the delimited rules', not R's" 1 sms-vocab -t --unlabeled "$T/qa.tsv"
t_ok "  --quoting csv named" sh -c "grep -q 'quoting csv' '$T/err' && ! grep -q \"R's write.table with\" '$T/err'"
printf '"x"\nhello there\nsee you "soon"\n' > "$T/x.txt"
t_run "a line '\"x\"' over text: text" 0 sms-vocab -t --unlabeled "$T/x.txt"
printf '"Hi" she said\n"Go" he said\n"ok" then\n' > "$T/q.txt"
t_run "quoted words among text: text" 0 sms-vocab -t --unlabeled "$T/q.txt"
# the real writer, when on the machine
if [ $have_r = 1 ]; then
	(cd "$T" && Rscript -e 'd <- data.frame(label=c("ham","spam","ham"), text=c("a b", "c \"d\"", "e, f")); write.table(d, "rd.txt"); write.table(d, "rt.tsv", sep="\t"); write.table(d$text, "rv.txt"); write.table(d, "rn.txt", col.names=FALSE)' > /dev/null 2>&1)
	for f in rd.txt rt.tsv rv.txt rn.txt; do
		t_bad "R's own $f: refused as R's" 1 "^sms-vocab: $T/$f:1: R's write.table" sms-vocab -t --unlabeled "$T/$f"
	done
	# quote=FALSE with the label last, row names or none: its sed run
	(cd "$T" && Rscript -e 'd <- data.frame(label=c("ham","spam","ham","spam","ham"), text=c("a b", "c d", "e, f", "g h", "i")); write.table(d[c("text","label")], "ql.txt", quote=FALSE, row.names=FALSE); write.table(d[c("text","label")], "qlr.txt", quote=FALSE)' > /dev/null 2>&1)
	for f in ql.txt qlr.txt; do
		t_bad "R's own $f (quote=FALSE, the label last): refused" 1 "^sms-vocab: $T/$f:2: every line ends with a space and a label \\(ham 3, spam 2\\)" sms-vocab -t --unlabeled "$T/$f"
		sc=$(sed -n "s/.*: sed '\\(.*\\)' .* > F.tsv, .*/\\1/p" "$T/err")
		sed "$sc" "$T/$f" > "$T/q.tsv"
		t_run "  its sed run: read" 0 sms-vocab -t "$T/q.tsv"
		t_ok "  the labels" test "$(grep -v '^#' "$T/out" | cut -f1 | sort | uniq -c | tr -s ' ' | tr '\n' ';')" = " 3 ham; 2 spam;"
	done
else
	: # R's own files: checked where the peer is (no Rscript): a peer, no test dependency; no skip
fi
t_end
