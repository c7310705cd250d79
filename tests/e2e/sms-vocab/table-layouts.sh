#!/bin/sh
# Tables printed for people given as a corpus (attnkit(5) "Other
# programs' layouts given as a corpus", lib/text/corpus-tables.c): a
# LaTeX table (pandas' to_latex), an HTML table (to_html), tabulate's
# text formats (simple, plain, grid, rst, psql, presto, orgtbl, the
# box-drawing ones, mediawiki, jira), Weka's ARFF, labels padded with
# spaces (to_string(index=False, header=False), a Series' to_string()),
# and a Markdown table under a title or a blank line.  --unlabeled
# refuses each (it would read the header and labels as words), the
# labelled reader names each (not --unlabeled), the conversions named
# read the labels, and text that only looks like one is read.  The
# inputs are written here as pandas 1.5 and tabulate 0.8 write them; the
# real writers are run too when they are on the machine.
. "$(dirname "$0")/../../lib.sh"
msgs() {	# the labels of a labelled read: 'N ham; N spam;'
	grep -v '^#' "$T/out" | sed 's/	.*//' | sort | uniq -c | tr -s ' ' |
	    tr '\n' ';'
}
conv() {	# the sed a message in $T/err names, run on its file
	cmd=$(sed -n "s/.*convert it: \\(sed '[^']*' [^ ]*\\) > F.tsv.*/\\1/p; s/.*a TAB: \\(sed '[^']*' [^ ]*\\) > F.tsv.*/\\1/p" "$T/err")
	[ -n "$cmd" ] && eval "$cmd" > "$T/F.tsv"
}
# --- LaTeX: pandas' to_latex()
cat > "$T/t.tex" <<'EOF'
\begin{tabular}{lll}
\toprule
{} & label &                         text \\
\midrule
0 &   ham &                     hi there \\
1 &  spam &  WIN cash now \& 50\% off!! \\
2 &   ham &             see you at five \\
\bottomrule
\end{tabular}
EOF
t_bad "LaTeX with --unlabeled: refused, the writer's call named" 1 "^sms-vocab: $T/t.tex:1: a LaTeX table \\(pandas' to_latex, .*line 1 '\\\\begin\\{tabular\\}\\{lll\\}'.*\\), not messages: --unlabeled reads the whole line, .* write the frame with df.to_csv\\('F.tsv', sep='\\\\t', index=False\\), and read that without --unlabeled \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/t.tex"
t_bad "LaTeX, the labelled reader: the table named, not --unlabeled" 1 "^sms-vocab: $T/t.tex:1: no TAB between label and text \\(a LaTeX table, as pandas' to_latex writes one\\? write the frame with df.to_csv\\('F.tsv', sep='\\\\t', index=False\\), and read that\\)\$" sms-vocab -t "$T/t.tex"
t_bad "LaTeX with --csv: named too, the TSV read without --csv" 1 "a LaTeX table, .* and read that without --csv\\)\$" sms-vocab -t --csv "$T/t.tex"
t_run "LaTeX with --all-text: read as text" 0 sms-vocab -t --unlabeled --all-text "$T/t.tex"
if attn-train -q -e "$DATA/train-emb.tsv" --epochs 1 --save "$T/m.tsv" "$DATA/train-corpus.tsv" > /dev/null 2>&1; then
	t_bad "attn-train --predict --unlabeled: LaTeX refused as sms-vocab refuses it" 1 "^attn-train: $T/t.tex:1: a LaTeX table" attn-train -e "$DATA/train-emb.tsv" --load "$T/m.tsv" --predict --unlabeled "$T/t.tex"
	t_bad "attn-train --predict: LaTeX named" 1 "^attn-train: $T/t.tex:1: no TAB between label and text \\(a LaTeX table" attn-train -e "$DATA/train-emb.tsv" --load "$T/m.tsv" --predict "$T/t.tex"
else
	t_fail "attn-train --save for --predict" "the training run failed"
fi
printf '\\begin{tabular} is how LaTeX starts a table\nok & fine \\\\\nsee you\n' > "$T/tex-text.txt"
t_run "text that names \\begin{tabular}, no \\end: read" 0 sms-vocab -t --unlabeled "$T/tex-text.txt"
# --- HTML: pandas' to_html()
cat > "$T/t.html" <<'EOF'
<table border="1" class="dataframe">
  <thead>
    <tr style="text-align: right;">
      <th></th>
      <th>label</th>
      <th>text</th>
    </tr>
  </thead>
  <tbody>
    <tr>
      <th>0</th>
      <td>ham</td>
      <td>hi there</td>
    </tr>
    <tr>
      <th>1</th>
      <td>spam</td>
      <td>WIN cash now!!</td>
    </tr>
  </tbody>
</table>
EOF
t_bad "HTML with --unlabeled: refused, read_html named" 1 "^sms-vocab: $T/t.html:1: an HTML table \\(pandas' to_html, .*\\), not messages: .*python3 -c \"import pandas as pd; pd.read_html\\('$T/t.html'\\)\\[0\\].to_csv\\('F.tsv', sep='\\\\t', index=False\\)\", and read that without --unlabeled .*\\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/t.html"
t_bad "HTML, the labelled reader: the table named" 1 "^sms-vocab: $T/t.html:1: no TAB between label and text \\(an HTML table, as pandas' to_html writes one\\? .*read_html\\('FILE'\\).*\\)\$" sms-vocab -t "$T/t.html"
printf '<3 love you\n<b>bold</b> is here\n<table> booked for two at eight\nsee you\n<td> what is this\n' > "$T/lt.txt"
t_run "text whose lines start with '<' (no '<table ...>' line alone): read" 0 sms-vocab -t --unlabeled "$T/lt.txt"
t_ok "  every line a message" test "$(grep -c '^-	' "$T/out")" = 5
# --- an XML document (Android's SMS Backup & Restore), an HTML page
cat > "$T/sms.xml" <<'EOF'
<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<!--File Created By SMS Backup & Restore v10.16.003-->
<smses count="2" type="full">
  <sms protocol="0" address="+79161234567" date="1733565600000" type="1" subject="null" body="Привет, как&#10;дела?" toa="null" read="1" contact_name="Маша" />
  <sms protocol="0" address="900" date="1733565700000" type="1" subject="null" body="Вы выиграли приз! Позвоните сейчас" toa="null" read="1" contact_name="(Unknown)" />
</smses>
EOF
t_bad "SMS Backup & Restore's XML with --unlabeled: refused, the bodies' extraction named" 1 "^sms-vocab: $T/sms.xml:1: an XML document \\(line 1 '<\\?xml .*; its '<sms ... body=' elements: SMS Backup & Restore's export\\), not messages: .* take the texts out, one a line: python3 -c \"import xml.etree.ElementTree as E; .*E.parse\\('$T/sms.xml'\\).iter\\('sms'\\)\\]\" > F.txt, and read that with --unlabeled \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/sms.xml"
cmd=$(sed -n 's/.*one a line: \(python3 .*\) > F.txt, and read.*/\1/p' "$T/err" | sed 's|^python3|/usr/bin/python3|')
eval "$cmd" > "$T/F.txt"
t_run "  its extraction read with --unlabeled" 0 sms-vocab -t --unlabeled "$T/F.txt"
t_ok "  one message a body, a newline inside one a space" test "$(grep -c '^-	' "$T/out")" = 2
t_bad "  the labelled reader: XML named, not --unlabeled alone" 1 "^sms-vocab: $T/sms.xml:1: no TAB between label and text \\(an XML document, as SMS Backup & Restore's sms.xml\\? .*, and read that with --unlabeled\\)\$" sms-vocab -t "$T/sms.xml"
printf '<?xml version="1.0"?>\n<root>\n<m>hi there</m>\n</root>\n' > "$T/g.xml"
t_bad "another XML: refused, read_xml named" 1 "^sms-vocab: $T/g.xml:1: an XML document \\(line 1 '<\\?xml version=\"1.0\"\\?>'\\), not messages: .* make its records a table: python3 -c \"import pandas as pd; pd.read_xml\\('$T/g.xml'\\).to_csv" sms-vocab -t --unlabeled "$T/g.xml"
printf '<!DOCTYPE html>\n<html>\n<body>\n<p>Free entry win</p>\n<table><tr><td>x</td></tr></table>\n</body>\n</html>\n' > "$T/page.html"
t_bad "a saved HTML page: refused, its text and tables named" 1 "^sms-vocab: $T/page.html:1: an HTML page \\(line 1 '<!DOCTYPE html>'\\), not messages: .* w3m -dump $T/page.html > F.txt .*; its tables: python3 -c .*read_html" sms-vocab -t --unlabeled "$T/page.html"
t_bad "  the labelled reader: the page named" 1 "^sms-vocab: $T/page.html:1: no TAB between label and text \\(an HTML page\\? " sms-vocab -t "$T/page.html"
printf '<html> is a tag\n<?xml is a declaration\nsee you\n' > "$T/tags.txt"
t_run "text naming <html> and <?xml, no whole tag line: read" 0 sms-vocab -t --unlabeled "$T/tags.txt"
# --- tabulate's formats
cat > "$T/simple.txt" <<'EOF'
label    text
-------  ---------------------
ham      hi there
spam     WIN cash  now!!
ham      see you at five
spam     free entry
EOF
t_bad "tabulate's simple: refused, its conversion named" 1 "^sms-vocab: $T/simple.txt:1: a table as tabulate prints it \\(its simple format, tabulate's default: .*\\), not messages: .* or convert it: sed '2d; s/ \\\\\\{2,\\\\\\}/\\\\t/' $T/simple.txt > F.tsv, and read that without --unlabeled \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/simple.txt"
conv "$T/simple.txt"
t_run "  its conversion read" 0 sms-vocab -t "$T/F.tsv"
t_ok "  the labels, the text's own two spaces kept" sh -c "test '$(msgs)' = ' 2 ham; 2 spam;' && grep -qx 'spam	win cash now' '$T/out'"
sed '1,2d' "$T/simple.txt" | sed 's/^\(.*\)$/\1/' > /dev/null
cat > "$T/plain.txt" <<'EOF'
text                   label
hi there               ham
WIN cash now!!         spam
see you at five        ham
free entry             spam
EOF
t_bad "tabulate's plain, the label last: refused" 1 "^sms-vocab: $T/plain.txt:1: a table as tabulate prints it \\(its plain format" sms-vocab -t --unlabeled "$T/plain.txt"
conv "$T/plain.txt"
t_run "  its conversion read" 0 sms-vocab -t "$T/F.tsv"
t_ok "  the labels" test "$(msgs)" = ' 2 ham; 2 spam;'
printf '+---------+------------------+\n| label   | text             |\n+=========+==================+\n| ham     | hi there         |\n+---------+------------------+\n| spam    | WIN cash now!!   |\n+---------+------------------+\n' > "$T/grid.txt"
printf '+---------+------------------+\n| label   | text             |\n|---------+------------------|\n| ham     | hi there         |\n| spam    | WIN cash now!!   |\n+---------+------------------+\n' > "$T/psql.txt"
printf '╭─────────┬──────────────────╮\n│ label   │ text             │\n├─────────┼──────────────────┤\n│ ham     │ hi there         │\n│ spam    │ WIN cash now!!   │\n╰─────────┴──────────────────╯\n' > "$T/rounded.txt"
printf '=======  ================\nlabel    text\n=======  ================\nham      hi there\nspam     WIN cash now!!\n=======  ================\n' > "$T/rst.txt"
printf ' label   | text\n---------+------------------\n ham     | hi there\n spam    | WIN cash now!!\n' > "$T/presto.txt"
printf '| label   | text             |\n|---------+------------------|\n| ham     | hi there         |\n| spam    | WIN cash now!!   |\n' > "$T/orgtbl.txt"
printf '{| class="wikitable" style="text-align: left;"\n|+ <!-- caption -->\n|-\n! label   !! text\n|-\n| ham     || hi there\n|}\n' > "$T/wiki.txt"
printf '|| label   || text             ||\n| ham     | hi there         |\n| spam    | WIN cash now!!   |\n' > "$T/jira.txt"
printf -- '-------  ----------------\nham      hi there\nspam     WIN cash now!!\n-------  ----------------\n' > "$T/simple-nohead.txt"
printf '[cols="8<,40<",options="header"]\n|====\n| label | text\n| ham   | hi there\n| spam  | WIN cash now!!\n|====\n' > "$T/asciidoc.txt"
for f in grid psql rounded rst presto orgtbl wiki jira simple-nohead asciidoc; do
	t_bad "tabulate's $f: refused" 1 "^sms-vocab: $T/$f.txt:1: a table as tabulate prints it \\(.*\\), not messages: .* write the frame with df.to_csv\\('F.tsv', sep='\\\\t', index=False\\)" sms-vocab -t --unlabeled "$T/$f.txt"
done
for f in grid rounded rst; do
	t_bad "tabulate's $f, the labelled reader: a border named" 1 "^sms-vocab: $T/$f.txt:1: no TAB between label and text \\(a table's border or header, as tabulate prints one" sms-vocab -t "$T/$f.txt"
done
printf 'Title\n-----\nsome text here\nmore text\n' > "$T/setext.txt"
printf '=====  =====\nhello  world\n=====  =====\n' > "$T/rst3.txt"
printf 'text message\nhello there friend\nhow are you doing\n' > "$T/names1.txt"
for f in setext rst3 names1; do
	t_run "text like a table's edge ($f): read" 0 sms-vocab -t --unlabeled "$T/$f.txt"
done
# --- Weka's ARFF
{ printf '%% SMS spam\n@relation sms\n\n@attribute text string\n@attribute class {ham,spam}\n\n@data\n'
  printf "'Go until jurong, point crazy',ham\n'WINNER As a valued \\\\'network\\\\' customer',spam\n'Ok lar Joking',ham\n'Free entry in a wkly comp',spam\n"; } > "$T/c.arff"
t_bad "ARFF with --unlabeled: refused, liac-arff's conversion and the columns named" 1 "^sms-vocab: $T/c.arff:2: Weka's ARFF \\(Weka, liac-arff, OpenML: line 2 '@relation', 2 attributes, line 7 '@data' over the rows\\), not messages: .* convert its rows to CSV: python3 -c \"import arff, csv; .*arff.load\\(open\\('$T/c.arff'\\)\\)\\['data'\\]\\)\" \\(pip install liac-arff\\), and read that with --csv --no-header --label-column 2 --text-column 1 \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/c.arff"
sed 's/^@relation/@RELATION/; s/^@data/@DATA/' "$T/c.arff" | sed 1d > "$T/u.arff"
t_bad "ARFF, the labelled reader at '@RELATION': ARFF named, not --unlabeled" 1 "^sms-vocab: $T/u.arff:1: no TAB between label and text \\(Weka's ARFF, .*--csv --no-header --label-column N --text-column M, .*; --unlabeled names them\\)\$" sms-vocab -t "$T/u.arff"
t_bad "ARFF with --csv: named too" 1 "^sms-vocab: $T/u.arff:1: no comma between label and text \\(Weka's ARFF" sms-vocab -t --csv --label-column 2 --text-column 1 "$T/u.arff"
t_bad "ARFF, a '%' comment first: ARFF asked, --unlabeled named" 1 "^sms-vocab: $T/c.arff:1: no TAB between label and text \\(a comment, as Weka's ARFF starts\\? --unlabeled names its conversion; text without labels\\? read it with --unlabeled\\)\$" sms-vocab -t "$T/c.arff"
{ printf '@relation r\n@attribute t string\n@attribute c {pos,neg}\n@data\n'; printf "'good',pos\n'bad',neg\n"; } > "$T/pn.arff"
t_bad "ARFF of other classes: the map named" 1 "--label-column 2 --text-column 1, its classes mapped to spam and ham with --label-map: \\{pos,neg\\}" sms-vocab -t --unlabeled "$T/pn.arff"
printf '@relation is a word\nhello\n@data is here\nbye\n' > "$T/at.txt"
t_run "text with '@relation' and '@data' lines, no '@attribute': read" 0 sms-vocab -t --unlabeled "$T/at.txt"
if /usr/bin/python3 -c 'from sklearn.externals import _arff' > /dev/null 2>&1; then
	# liac-arff as scikit-learn ships it: the same load
	/usr/bin/python3 -c "import csv; from sklearn.externals import _arff as arff; csv.writer(open('$T/F.csv', 'w', newline='')).writerows(arff.load(open('$T/c.arff'))['data'])"
	t_run "  liac-arff's CSV read with the columns named" 0 sms-vocab -t --csv --no-header --label-column 2 --text-column 1 "$T/F.csv"
	t_ok "  the labels, a quoted ',' and quote kept" sh -c "test '$(msgs)' = ' 2 ham; 2 spam;' && grep -q 'valued network customer' '$T/out'"
else
	: # liac-arff's CSV read: checked where the peer is (no scikit-learn in /usr/bin/python3): a peer, no test dependency; no skip
fi
# --- labels padded with spaces
printf ' ham          hi there\nspam    WIN cash now!!\n ham   see you at five\nspam       free entry\n' > "$T/pad.txt"
t_bad "to_string(index=False, header=False): refused, its sed named" 1 "^sms-vocab: $T/pad.txt:1: every line starts with a label padded with spaces \\(spam 2, ham 2\\), as pandas' to_string\\(\\) pads a column .* make the spaces after the label a TAB: sed 's/\\^ \\*\\\\\\(\\[\\^ \\]\\*\\\\\\) \\\\\\{1,\\\\\\}/\\\\L\\\\1\\\\E\\\\t/' $T/pad.txt > F.tsv, and read that without --unlabeled \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/pad.txt"
conv "$T/pad.txt"
t_run "  its conversion read" 0 sms-vocab -t "$T/F.tsv"
t_ok "  the labels" test "$(msgs)" = ' 2 ham; 2 spam;'
t_bad "  the labelled reader: the padding named" 1 "^sms-vocab: $T/pad.txt:1: no TAB between label and text \\(a label padded with spaces, then the text, as pandas' to_string\\(index=False, header=False\\) writes a frame\\? .*\\)\$" sms-vocab -t "$T/pad.txt"
printf 'label\nham          hi there\nspam    WIN cash now!!\nham      see you at five\nspam       free entry\n' > "$T/ser.txt"
t_bad "a Series' to_string(): refused, line 1 dropped" 1 "^sms-vocab: $T/ser.txt:2: every line starts with a label padded .* sed '1d; s/" sms-vocab -t --unlabeled "$T/ser.txt"
conv "$T/ser.txt"
t_run "  its conversion read" 0 sms-vocab -t "$T/F.tsv"
t_ok "  the labels" test "$(msgs)" = ' 2 ham; 2 spam;'
t_bad "  the labelled reader: 'label' alone named" 1 "^sms-vocab: $T/ser.txt:1: no TAB between label and text \\(a label column's name alone, as a Series' to_string\\(\\) writes its index's \\(df.set_index\\('label'\\)\\['text'\\].to_string\\(\\)\\)" sms-vocab -t "$T/ser.txt"
printf 'label\nham          hi there\nspam    WIN cash now!!\nham      see you at five\nspam       free entry\nName: text, dtype: object\n' > "$T/ser-foot.txt"
t_bad "print(series): refused, its footer not counted, and dropped by the sed" 1 "^sms-vocab: $T/ser-foot.txt:2: every line starts with a label padded .* sed '1d; \\\$d; s/" sms-vocab -t --unlabeled "$T/ser-foot.txt"
conv "$T/ser-foot.txt"
t_run "  its conversion read" 0 sms-vocab -t "$T/F.tsv"
t_ok "  the labels" test "$(msgs)" = ' 2 ham; 2 spam;'
printf '      hi there  ham\nWIN cash now!! spam\n see you at five  ham\n    free entry spam\n' > "$T/padlast.txt"
t_bad "to_string(index=False, header=False), the label last: refused, the columns named" 1 "^sms-vocab: $T/padlast.txt:1: every line ends with a label padded with spaces \\(spam 2, ham 2\\), .* make the spaces before the label a TAB: sed 's/\\^ \\*//; s/ .*' $T/padlast.txt > F.tsv, and read that without --unlabeled, with --delimiter tab --label-column 2 --text-column 1 \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/padlast.txt"
conv "$T/padlast.txt"
t_run "  its conversion read with the columns named" 0 sms-vocab -t --delimiter tab --label-column 2 --text-column 1 "$T/F.tsv"
t_ok "  the labels" test "$(msgs)" = ' 2 ham; 2 spam;'
t_bad "  the labelled reader: the label last named" 1 "^sms-vocab: $T/padlast.txt:1: no TAB between label and text \\(the text, then a label padded with spaces, .* --delimiter tab --label-column 2 --text-column 1\\)\$" sms-vocab -t "$T/padlast.txt"
printf 'I love ham\nno more spam\nsee you\nok then\nbye now\n' > "$T/ends.txt"
t_run "2 of 5 lines ending with ham or spam: read as text" 0 sms-vocab -t --unlabeled "$T/ends.txt"
printf '1   win cash\n0    hi there\n1   free entry\n0  see you\n' > "$T/pad10.txt"
t_bad "1 and 0 padded: the map named" 1 "read that without --unlabeled with --label-map 1=spam,0=ham \\(text" sms-vocab -t --unlabeled "$T/pad10.txt"
printf 'ham  and cheese sandwich please\nspam  is a canned meat\nwhat time is it\nsee you at five\nok\n' > "$T/ham2.txt"
t_run "2 lines of 5 'ham  ...', 'spam  ...': read as text" 0 sms-vocab -t --unlabeled "$T/ham2.txt"
t_ok "  nothing said of layouts" sh -c "! grep -q 'padded\\|tabulate' '$T/err'"
# every label class the label rule knows padded, not spam/ham/1/0 only
# (True/False, 'not spam', not_spam, -1, спам ...): the labelled reader's
# hint named spam's and ham's only, the others read 'no TAB' alone; now
# its sed and map, and --unlabeled's, read the labels back (spam 2, ham 2)
padf() {	# padf SPAM HAM [last]: 4 lines, the label padded first or last
	awk -v s="$1" -v h="$2" -v last="${3:-}" 'BEGIN {
		split("WIN cash now|see you at five|free entry today|ok lunch then", t, "|")
		w = length(s) > length(h) ? length(s) : length(h)
		for (i = 1; i <= 4; i++) { l = i % 2 ? s : h
			if (last != "") printf("%20s  %s\n", t[i], l)
			else printf("%" w "s  %s\n", l, t[i]) } }'
}
pad_mine() {	# --unlabeled's padded rule's labels: spam, ham, numbers; the
	# other words' a label column's (corpus-cols.c)
	case $1 in [Ss]pam|[Hh]am|SPAM|HAM|*[0-9]*) return 0 ;; esac
	return 1
}
hint_map() {	# the labelled hint's sed run on $1, then read with its map
	c=$(sed -n "s/.*a TAB: \\(sed '[^']*'\\) FILE.*/\\1/p" "$T/err")
	m=$(sed -n "s/.*\\(--label-map [^)]*\\))\$/\\1/p" "$T/err")
	c2=$(sed -n "s/.*\\(--delimiter tab --label-column 2 --text-column 1\\).*/\\1/p" "$T/err")
	[ -n "$c" ] && eval "$c \"\$1\"" > "$T/F.tsv" &&
	    eval "sms-vocab -t $c2 $m \"\$T/F.tsv\"" > "$T/out" 2> "$T/err2"
}
# (line 1 the hint's one line: its label's other class guessed, or
# named by the labelled read of the TSV made: 'spam' line 1, 'not spam'
# lines)
for pair in 'True False' 'spam|not spam' 'not spam|spam' 'not_spam spam' \
    '-1 1' 'спам|не спам' 'Spam Ham' 'TRUE FALSE' '1.0 0.0'; do
	s=${pair%%[ |]*} h=${pair#*[ |]}
	case $pair in 'not spam|spam') s='not spam' h=spam ;; esac
	for last in '' last; do
		padf "$s" "$h" $last > "$T/pc.txt"
		t_bad "padded $s/$h${last:+ (last)}, the labelled reader: the padding named" 1 "^sms-vocab: $T/pc.txt:1: no TAB between label and text \\((a|the text, then a) label padded with spaces" sms-vocab -t "$T/pc.txt"
		hint_map "$T/pc.txt" || :
		if [ "$pair" = 'spam|not spam' ]; then	# line 1 spam: no map
			t_ok "  line 1 spam: its sed takes 'not spam' whole, the labelled read names the map" grep -q "'not spam'=ham" "$T/err2"
		else
			t_ok "  its sed and map read the labels" test "$(msgs)" = ' 2 ham; 2 spam;'
		fi
		t_run "  --unlabeled: refused" 1 sms-vocab -t --unlabeled "$T/pc.txt"
		if ! pad_mine "$s" || ! pad_mine "$h"; then	# the label column's
			t_ok "  a table printed for people, its map" grep -q "a table printed for people, .*--label-map" "$T/err"
			continue
		fi
		t_ok "  as a label padded with spaces" grep -q "with a label padded with spaces" "$T/err"
		conv "$T/pc.txt"
		m=$(sed -n "s/.*\\(--label-map .*\\) (text? --all-text)\$/\\1/p" "$T/err")
		t_run "  its sed and map read" 0 sh -c "sms-vocab -t ${last:+--delimiter tab --label-column 2 --text-column 1} $m '$T/F.tsv'"
		t_ok "  the labels" test "$(msgs)" = ' 2 ham; 2 spam;'
	done
done
# the edges: four lines (the least) refused, three read; lines that
# only start with True or False read as text
padf True False | head -3 > "$T/pc3.txt"
t_run "True/False padded on three lines: read as text" 0 sms-vocab -t --unlabeled "$T/pc3.txt"
printf 'True  story, we met at school\nFalse  alarm, sorry\nhello there\nok see you\nbye now\n' > "$T/tf-text.txt"
t_run "'True  story', 'False  alarm' on 2 of 5 lines: text" 0 sms-vocab -t --unlabeled "$T/tf-text.txt"
t_ok "  nothing said of labels" sh -c "! grep -q 'label' '$T/err'"
# a row number first (14a-W2: pandas' to_string(header=False), tabulate's
# plain with showindex=True: the labelled hint took the index for a 1/0
# label, its sed and map read every label inverted, exit 0)
hint_sed() {	# the labelled hint's first sed, run on $1
	c=$(sed -n "s/.*a TAB: \\(sed '[^']*'\\) FILE.*/\\1/p" "$T/err")
	[ -n "$c" ] && eval "$c \"\$1\"" > "$T/F.tsv"
}
printf '0  spam  WIN cash now call\n1  ham   see you at home\n2  spam  free prize\n' > "$T/idx.txt"
t_bad "a row number, a label padded: the labelled hint drops the row number" 1 "^sms-vocab: $T/idx.txt:1: no TAB between label and text \\(a row number, then a label padded with spaces, .*pandas' to_string\\(header=False\\) .*drop the row number .*, and read that\\)\$" sms-vocab -t "$T/idx.txt"
hint_sed "$T/idx.txt"
t_run "  its sed read" 0 sms-vocab -t "$T/F.tsv"
t_ok "  the labels as Python's rows" sh -c "grep -q '^spam	win cash now call\$' '$T/out' && test '$(msgs)' = ' 1 ham; 2 spam;'"
printf ' 0  1  WIN cash now call\n 1  0          see you\n' > "$T/idx01.txt"
t_bad "  a row number and a 1/0 label: both readings named, the map" 1 "^sms-vocab: $T/idx01.txt:1: no TAB between label and text \\(two columns of 1 and 0 first: a row number, .* with --label-map 1=spam,0=ham; a label 1 or 0, then a text that starts with a number, .*\\)\$" sms-vocab -t "$T/idx01.txt"
hint_sed "$T/idx01.txt"
t_run "  its first sed read" 0 sms-vocab -t --label-map 1=spam,0=ham "$T/F.tsv"
t_ok "  the labels" test "$(msgs)" = ' 1 ham; 1 spam;'
printf '0 spam  WIN cash now\n1 ham   see you\n' > "$T/idx1sp.txt"
t_run "  one space after the number (no writer's index): not named so" 1 sms-vocab -t "$T/idx1sp.txt"
t_ok "  its message" sh -c "! grep -q 'row number' '$T/err'"
printf 'label           text\n  ham       hi there\n spam WIN cash now!!\n  ham        see you\n spam     free entry\n' > "$T/names-pad.txt"
t_bad "padded labels under two names, the lines of one width: the printed frame's refusal (corpus-foreign.c)" 1 "a frame as pandas' to_string\\(\\) or print\\(df\\) shows it" sms-vocab -t --unlabeled "$T/names-pad.txt"
printf 'label  text\n  ham  hi there\n spam  WIN cash now!!\n  ham  see you\n spam  free entry\n' > "$T/names-pad2.txt"
t_bad "padded labels under two names, lines of other widths: refused here, the names dropped" 1 "^sms-vocab: $T/names-pad2.txt:2: every line starts with a label padded .* sed '1d; s/" sms-vocab -t --unlabeled "$T/names-pad2.txt"
# --- a Markdown table under a blank line or a title
T1='| label   | text            |
|:--------|:----------------|
| ham     | hi there        |
| spam    | WIN cash now!!  |
| ham     | see you at five |'
{ echo; echo "$T1"; } > "$T/b.md"
{ echo '# SMS data'; echo; echo "$T1"; } > "$T/h.md"
{ echo 'SMS data'; echo "$T1"; } > "$T/t.md"
t_bad "Markdown after a blank line: the file's line numbers" 1 "^sms-vocab: $T/b.md:3: a Markdown table \\(.*line 2 '\\| label .*' its header, line 3 its delimiter row\\), .* sed '1d; 3d; s/" sms-vocab -t --unlabeled "$T/b.md"
conv "$T/b.md"
t_run "  its conversion read" 0 sms-vocab -t "$T/F.tsv"
t_ok "  the labels" test "$(msgs)" = ' 2 ham; 1 spam;'
t_bad "Markdown under a '# title': found at lines 3 and 4" 1 "^sms-vocab: $T/h.md:4: a Markdown table \\(.*line 3 '\\| label .*' its header, line 4 its delimiter row\\), .* sed '1,2d; 4d; s/" sms-vocab -t --unlabeled "$T/h.md"
conv "$T/h.md"
t_run "  its conversion read" 0 sms-vocab -t "$T/F.tsv"
t_ok "  the labels" test "$(msgs)" = ' 2 ham; 1 spam;'
t_bad "Markdown under a title line: found at lines 2 and 3" 1 "^sms-vocab: $T/t.md:3: a Markdown table .* sed '1d; 3d; s/" sms-vocab -t --unlabeled "$T/t.md"
t_bad "  the labelled reader at the header (line 3): the delimiter row deleted by its shape" 1 "^sms-vocab: $T/h.md:3: no TAB between label and text \\(a Markdown table, .* sed '/\\^\\[-:\\| \\]\\*\\\$/d; s/" sms-vocab -t "$T/h.md"
sd=$(sed -n "s/.*or convert it: sed '\\(.*\\)' FILE).*/\\1/p" "$T/err")
sed "$sd" "$T/h.md" > "$T/F.tsv"
t_run "  its conversion read" 0 sms-vocab -t "$T/F.tsv"
t_ok "  the labels" test "$(msgs)" = ' 2 ham; 1 spam;'
# --- the real writers, when they are here
if /usr/bin/python3 -c 'import pandas, tabulate, jinja2' > /dev/null 2>&1; then
	/usr/bin/python3 - "$T" <<'PY' 2> /dev/null
import sys, pandas as pd
from tabulate import tabulate
t = sys.argv[1]
df = pd.DataFrame({'label': ['ham', 'spam', 'ham', 'spam'],
                   'text': ['hi there', 'WIN cash  now!!', 'Привет, как дела', 'ok & 50% | fine']})
open(t + '/w-latex.tex', 'w').write(df.to_latex())
open(t + '/w-style.tex', 'w').write(df.style.to_latex())
open(t + '/w-html.html', 'w').write(df.to_html())
open(t + '/w-style.html', 'w').write(df.style.to_html())
for f in ['simple', 'plain', 'grid', 'rst', 'psql', 'presto', 'orgtbl', 'fancy_grid', 'pretty', 'mediawiki', 'jira', 'html', 'latex']:
    open(t + '/w-tab-' + f + '.txt', 'w').write(tabulate(df, headers='keys', showindex=False, tablefmt=f) + '\n')
    open(t + '/w-tabi-' + f + '.txt', 'w').write(tabulate(df, headers='keys', tablefmt=f) + '\n')
open(t + '/w-nh.txt', 'w').write(df.to_string(index=False, header=False) + '\n')
open(t + '/w-ser.txt', 'w').write(df.set_index('label')['text'].to_string() + '\n')
open(t + '/w-last.txt', 'w').write(df[['text', 'label']].to_string(index=False, header=False) + '\n')
open(t + '/w-print-ser.txt', 'w').write(str(df.set_index('label')['text']) + '\n')
try:
    open(t + '/w-xml.xml', 'w').write(df.to_xml())
except ImportError:
    pass
PY
	for f in "$T"/w-*; do
		b=${f##*/}
		t_run "pandas/tabulate's $b: refused with --unlabeled" 1 sms-vocab -t --unlabeled "$f"
		t_ok "  a table named" grep -Eq 'LaTeX|HTML|XML|tabulate|padded' "$T/err"
		t_run "  the labelled reader: refused" 1 sms-vocab -t "$f"
		t_ok "  not sent to --unlabeled alone" sh -c "! grep -q '(text without labels? read it with --unlabeled)' '$T/err'"
	done
	for f in w-tab-simple.txt w-nh.txt w-ser.txt; do
		sms-vocab -t --unlabeled "$T/$f" 2> "$T/err" || :
		conv "$T/$f"
		t_run "pandas/tabulate's $f: its conversion read" 0 sms-vocab -t "$T/F.tsv"
		t_ok "  the labels" test "$(msgs)" = ' 2 ham; 2 spam;'
	done
	# read_html without encoding= reads a page with no charset as
	# Latin-1: its Cyrillic row is then UTF-8 through cp1252 (refused,
	# corpus-line.c); the page is UTF-8
	if /usr/bin/python3 -c "import pandas as pd; pd.read_html('$T/w-html.html', encoding='utf-8')[0].to_csv('$T/F.tsv', sep='\t', index=False)" > /dev/null 2>&1; then
		t_run "to_html: read_html's TSV read" 0 sms-vocab -t "$T/F.tsv"
		t_ok "  the labels" test "$(msgs)" = ' 2 ham; 2 spam;'
	else
		: # to_html: read_html's TSV read: checked where the peer is (no lxml for pandas' read_html): a peer, no test dependency; no skip
	fi
else
	: # pandas' and tabulate's tables: checked where the peer is (no pandas, tabulate and jinja2 in /usr/bin/python3): a peer, no test dependency; no skip
fi
# tables without the header the other rules key on (corpus-cells.c;
# 13a-W3, 13a-W4: read as text, exit 0): rows framed in '|' or aligned by
# runs of spaces, a cell a label; the awk named is run and read back
conv_awk() {	# the awk of $T/err run on $1
	c=$(sed -n 's/.*or convert it: \(awk .*\) [^ ]* > F\.tsv, and read that without --unlabeled.*/\1/p' "$T/err")
	sh -c "$c \"\$1\"" sh "$1" > "$T/F.tsv"
}
cells() {	# cells NAME FILE LABELS [MAP]: refused, its awk read back
	t_bad "$1: refused as a table printed for people" 1 "^sms-vocab: $2: a table printed for people, rows of cells .*, its cell [0-9] a label \\(.*\\), not messages: .* or convert it: awk .* $2 > F\\.tsv, and read that without --unlabeled.* \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$2"
	conv_awk "$2"
	t_run "  its awk read" 0 sms-vocab -t ${4:+--label-map "$4"} "$T/F.tsv"
	t_ok "  the labels" test "$(msgs)" = "$3"
}
printf '|---|------|-----------------|\n| 0 | ham  | Ok lar, joking  |\n| 1 | spam | Free entry | now |\n| 2 | ham  | U dun say       |\n| 3 | spam | WINNER!!        |\n| 4 | ham  | Nah I dont      |\n' > "$T/c-pipe.txt"
cells "tabulate(df, tablefmt='github'), no header, the index shown" "$T/c-pipe.txt" " 3 ham; 2 spam;"
sed '1d' "$T/c-pipe.txt" > "$T/c-jira.txt"
cells "jira/orgtbl rows, no header" "$T/c-jira.txt" " 3 ham; 2 spam;"
printf '|<. ham   |<. Ok lar, joking  |\n|<. spam  |<. Free entry      |\n|<. ham   |<. U dun say       |\n|<. spam  |<. WINNER!!        |\n' > "$T/c-textile.txt"
cells "textile rows, no header" "$T/c-textile.txt" " 2 ham; 2 spam;"
printf '====  ================\nham   Ok lar, joking\nspam  Free entry  now\nham   U dun say\nspam  WINNER!!\nham   Nah I dont\n====  ================\n' > "$T/c-rst.txt"
cells "rst, no header" "$T/c-rst.txt" " 3 ham; 2 spam;"
t_ok "  the text's own double spaces kept" grep -q "^spam	free entry now" "$T/out"
printf '0  ham   Ok lar, joking\n1  spam  Free entry\n2  ham   U dun say\n3  spam  WINNER!!\n' > "$T/c-plain.txt"
cells "plain, the index shown, no header" "$T/c-plain.txt" " 2 ham; 2 spam;"
printf '      label  text\n 0        0  Ok lar, joking\n 1        1  Free entry\n 2        0  U dun say\n 3        1  WINNER!!\n' > "$T/c-plain01.txt"
cells "plain with headers, 1/0 labels right-aligned" "$T/c-plain01.txt" " 2 ham; 2 spam;" 1=spam,0=ham
gzip -c "$T/c-plain.txt" > "$T/c-plain.txt.gz"
t_bad "  a gzip file: zcat" 1 "or convert it: zcat $T/c-plain.txt.gz \\| awk " sms-vocab -t --unlabeled "$T/c-plain.txt.gz"
printf '<table>\n<tbody>\n<tr><td>ham </td><td>Ok lar</td></tr>\n<tr><td>spam</td><td>Free entry</td></tr>\n<tr><td>ham </td><td>U dun say</td></tr>\n</tbody>\n</table>\n' > "$T/c-html.txt"
t_bad "tabulate's html, no header: the HTML table" 1 "^sms-vocab: $T/c-html.txt:1: an HTML table " sms-vocab -t --unlabeled "$T/c-html.txt"
# labels the --unlabeled label rule knows beyond spam/ham and 1/0
# (14a-W5: True/False, 'not spam' cells were read as words, exit 0), a
# third class on fewer than 1 row in 10 said beside them, the map named
printf 'False  hi there\nTrue   WIN cash now\nFalse  ok lar\nTrue   free entry\nFalse  see you\n' > "$T/c-bool.txt"
t_bad "plain, True/False labels: the map named as the file spells them" 1 "read that without --unlabeled with --label-map 'True=spam,False=ham' \\(text" sms-vocab -t --unlabeled "$T/c-bool.txt"
cells "plain, True/False labels" "$T/c-bool.txt" " 3 ham; 2 spam;" "True=spam,False=ham"
printf '| spam     | WIN cash now |\n| not spam | hi there     |\n| spam     | free entry   |\n| not spam | ok lar       |\n' > "$T/c-not.txt"
cells "pipe rows, 'spam'/'not spam'" "$T/c-not.txt" " 2 ham; 2 spam;" "spam=spam,not spam=ham"
printf '%s\n' 'ham    hi there' 'spam   WIN cash now' 'promo  50% off' 'ham    ok lar' 'ham    see you' 'spam   free entry' 'ham    call me' 'promo  new deals' 'ham    bye' 'spam   prize' > "$T/c-promo.txt"
t_bad "a third class on 2 rows of 10: refused, said" 1 "^sms-vocab: $T/c-promo.txt: a table printed for people, .*its cell 1 a label \\(spam 3, ham 5, other words 2\\)" sms-vocab -t --unlabeled "$T/c-promo.txt"
conv_awk "$T/c-promo.txt"
t_run "  its awk read: the third class said by the labelled reader" 0 sms-vocab -t "$T/F.tsv"
t_ok "  every row, none a header" test "$(grep -vc '^#' "$T/out")" -eq 10
printf '%s\n' 'ham    hi there' 'spam   WIN cash now' 'promo  50% off' 'news   ok lar' 'info   see you' 'spam   free entry' 'ham    call me' 'promo  new deals' 'news   bye' 'info   prize' > "$T/c-promo6.txt"
t_run "  labels on 4 rows of 10, other words on 6: text" 0 sms-vocab -t --unlabeled "$T/c-promo6.txt"
# moinmoin's rows ('||' between cells) under a title (14a-M1: the awk took
# the empty cell inside '||' for the text)
{ echo "My table"; for i in 1 2 3 4 5 6; do printf '||  ham   ||  hi there %s  ||\n||  spam  ||  WIN cash  ||\n' $i; done; } > "$T/c-moin.txt"
cells "moinmoin rows under a title" "$T/c-moin.txt" " 6 ham; 6 spam;"
t_ok "  the texts read" grep -q '^ham	hi there' "$T/out"
# the other side: three rows, labels in no one cell, text with '|'
printf '| 0 | ham  | a |\n| 1 | spam | b |\n| 2 | ham  | c |\n' > "$T/c-3.txt"
t_run "three rows: text" 0 sms-vocab -t --unlabeled "$T/c-3.txt"
printf 'a  ham  x\nspam  b  y\nc  d  ham\nspam  e  f\nham  g  h\n' > "$T/c-mix.txt"
t_run "labels in no one cell: text" 0 sms-vocab -t --unlabeled "$T/c-mix.txt"
printf 'see you | ham\nwin | spam now\nok | ham\nfree | spam\n' > "$T/c-bar.txt"
t_run "'|' in text, not framed: not this rule's" 0 sms-vocab -t --unlabeled "$T/c-bar.txt"
# tabulate's tsv: cells padded with spaces before each TAB (was named a
# pandas to_string frame, its sed leaving two TABs; without a header read
# as labels with spaces): named, the sed that drops the padding run
printf 'label  \ttext\nspam   \tWin cash now\nham    \tsee you later, ok\nham    \tcall me\nspam   \tFree prize today\n' > "$T/tsv.txt"
t_bad "tabulate's tsv: refused, the padding's sed" 1 "^sms-vocab: $T/tsv.txt: a table as tabulate prints it, its tsv format \\(each cell padded with spaces before its TAB: spam 2, ham 2\\), not label<TAB>text: .*or drop the padding: sed 's/\\^ \\*//; s/ \\*\\\\t \\*/\\\\t/g' $T/tsv.txt > F.tsv, and read that without --unlabeled \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/tsv.txt"
sed 's/^ *//; s/ *\t */\t/g' "$T/tsv.txt" > "$T/F.tsv"
t_run "  its sed run: read" 0 sms-vocab -t "$T/F.tsv"
t_ok "  the labels" test "$(msgs)" = " 2 ham; 2 spam;"
awk 'NR == 1 { print "  \t" $0; next } { print " " NR - 2 "\t" $0 }' "$T/tsv.txt" > "$T/tsvi.txt"
t_bad "  the index shown: dropped by the sed too" 1 "or drop the padding: sed 's/\\^ \\*//; s/ \\*\\\\t \\*/\\\\t/g; s/\\^\\[\\^\\\\t\\]\\*\\\\t//' " sms-vocab -t --unlabeled "$T/tsvi.txt"
sed 's/^ *//; s/ *\t */\t/g; s/^[^\t]*\t//' "$T/tsvi.txt" > "$T/F.tsv"
t_run "  its sed run: read" 0 sms-vocab -t "$T/F.tsv"
t_ok "  the labels" test "$(msgs)" = " 2 ham; 2 spam;"
printf 'ham \thi there\n spam\twin now\nham\tok lar\nspam\tfree\nham\tcall\n' > "$T/tsvh.txt"
t_bad "a hand's stray spaces (not padded alike): the label scans', not tabulate's" 1 "^sms-vocab: $T/tsvh.txt: every line starts with a label and a TAB " sms-vocab -t --unlabeled "$T/tsvh.txt"
# a line of 200 bytes or more (14a-W1: psql, orgtbl with headers and
# fancy_grid were read as text, exit 0, once a text made line 1 that
# long; refused at 199 bytes): the first lines are kept with their ends
wide() {	# wide FMT W: a table of tabulate's format FMT, the text column W wide
	awk -v f="$1" -v w="$2" 'function pad(s, n) { while (length(s) < n) s = s " "; return s }
	function rep(c, n,  s) { s = ""; while (n-- > 0) s = s c; return s }
	BEGIN { n = split("ham:hi there|spam:WIN cash now|ham:see you soon|spam:free entry text WIN|ham:ok lar", r, "|")
	if (f == "psql") { b = "+-------+" rep("-", w + 2) "+"; print b; print "| label | " pad("text", w) " |"; print "|-------+" rep("-", w + 2) "|" }
	if (f == "orgtbl") { print "| label   | " pad("text", w) " |"; print "|---------+-" rep("-", w) "-|" }
	if (f == "fancy") { b = "\342\225\222" rep("\342\225\220", 7) "\342\225\244" rep("\342\225\220", w + 2) "\342\225\225"; print b }
	for (i = 1; i <= n; i++) { split(r[i], c, ":")
		if (f == "fancy") print "\342\224\202 " pad(c[1], 5) " \342\224\202 " pad(c[2], w) " \342\224\202"
		else if (f == "orgtbl") print "| " pad(c[1], 7) " | " pad(c[2], w) " |"
		else print "| " pad(c[1], 5) " | " pad(c[2], w) " |" }
	if (f == "psql") print b }'
}
wide psql 187 > "$T/w-psql199.txt"
t_ok "psql at 199 bytes (the edge's other side)" test "$(head -1 "$T/w-psql199.txt" | wc -c)" -eq 200
t_bad "  refused" 1 "^sms-vocab: $T/w-psql199.txt:1: a table as tabulate prints it \\(a border " sms-vocab -t --unlabeled "$T/w-psql199.txt"
for w in 188 190 400; do
	wide psql $w > "$T/w-psql.txt"
	t_bad "psql with headers, its text column $w wide: refused" 1 "^sms-vocab: $T/w-psql.txt:1: a table as tabulate prints it \\(a border " sms-vocab -t --unlabeled "$T/w-psql.txt"
done
wide orgtbl 300 > "$T/w-org.txt"
t_bad "orgtbl with headers, a 300 characters' column: refused" 1 "^sms-vocab: $T/w-org.txt:1: a table as tabulate prints it \\(its orgtbl format" sms-vocab -t --unlabeled "$T/w-org.txt"
for w in 60 61 62 200; do
	wide fancy $w > "$T/w-fancy.txt"
	t_bad "fancy_grid, a $w characters' column (a border of 3-byte characters, cut anywhere): refused" 1 "^sms-vocab: $T/w-fancy.txt:1: a table as tabulate prints it \\(a border " sms-vocab -t --unlabeled "$T/w-fancy.txt"
done
awk 'BEGIN { s = ""; for (i = 0; i < 60; i++) s = s "word "; for (i = 0; i < 6; i++) print "+" s "+" }' > "$T/w-text.txt"
t_run "  long lines of text between '+': still text" 0 sms-vocab -t --unlabeled "$T/w-text.txt"
t_end
