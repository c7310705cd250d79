#!/bin/sh
# Other programs' layouts of a labelled table given as a corpus
# (attnkit(5) "Other programs' layouts given as a corpus",
# lib/text/corpus-foreign.c): a Markdown table (pandas' to_markdown),
# a frame as pandas' to_string()/print(df) shows it, R's write.table with
# its defaults, fastText's '__label__' lines, a label and a space.  The
# labelled reader names each (not --unlabeled), --unlabeled refuses each
# (it would read the header and labels as words), the conversion each
# message names reads the labels, and text that only looks like one
# (English and Russian messages, some starting with 'Ham' or 'spam') is
# read.  The inputs are written here as the writers write them (pandas
# 1.5 with tabulate 0.8, R 4's write.table); the real writers are run
# too when they are on the machine.
. "$(dirname "$0")/../../lib.sh"
msgs() {	# the labelled read of a converted file: label<TAB>text lines
	grep -v '^#' "$T/out" | sed 's/	.*//' | sort | uniq -c | tr -s ' ' |
	    tr '\n' ';'
}
run_conv() {	# the sed $cmd (from a message) on FILE, nothing when none
	if [ -n "$cmd" ]; then eval "$cmd \"\$1\""; fi
}
# --- a Markdown table: to_markdown(index=False), and with its index
cat > "$T/t.md" <<'EOF'
| label   | text             |
|:--------|:-----------------|
| ham     | hi there         |
| spam    | WIN cash now!!   |
| ham     | ok | fine        |
| spam    | free entry       |
EOF
t_bad "Markdown: the labelled reader names the table, not --unlabeled" 1 "^sms-vocab: $T/t.md:1: no TAB between label and text \\(a Markdown table, as pandas' to_markdown and GitHub write one\\? write the frame with df.to_csv\\('F.tsv', sep='\\\\t', index=False\\), or convert it: sed '/\\^\\[-:\\| \\]\\*\\\$/d; s/\\^ \\*\\| \\*//; s/ \\*\\| \\*\\\$//; s/ \\*\\| \\*/\\\\t/' FILE\\)\$" sms-vocab -t "$T/t.md"
t_bad "Markdown with --unlabeled: refused, the conversion named" 1 "^sms-vocab: $T/t.md:2: a Markdown table \\(pandas' to_markdown, tabulate's pipe format, GitHub's tables: line 1 '\\| label   \\| text             \\|' its header, line 2 its delimiter row\\), not messages: --unlabeled reads the whole line, and would count the header, the '\\|' and the other columns as words of every message: .* read that without --unlabeled \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/t.md"
sed '2d; s/^ *| *//; s/ *| *$//; s/ *| */\t/' "$T/t.md" > "$T/t.tsv"
t_run "  its conversion read" 0 sms-vocab -t "$T/t.tsv"
t_ok "  the labels, a '|' in a text kept" sh -c "grep -qx 'ham	ok fine' '$T/out' && test '$(msgs)' = ' 2 ham; 2 spam;'"
t_run "  --all-text reads it as text" 0 sms-vocab -t --unlabeled --all-text "$T/t.md"
cat > "$T/i.md" <<'EOF'
|    | text             | label   |
|---:|:-----------------|:--------|
|  0 | hi there         | ham     |
|  1 | WIN cash now!!   | spam    |
|  2 | Привет, как дела | ham     |
EOF
t_run "Markdown with pandas' index, the label last: refused" 1 sms-vocab -t --unlabeled "$T/i.md"
cmd=$(sed -n "s/.*convert it: \\(sed '[^']*'\\) .*/\\1/p" "$T/err")
t_ok "  the index dropped, the label split from the right" test "$cmd" = "sed '2d; s/^ *|[^|]*| *//; s/ *| *\$//; s/ *| *\\([^|]*\\)\$/\\t\\1/'"
run_conv "$T/i.md" > "$T/i.tsv"
t_run "  its conversion read" 0 sms-vocab -t "$T/i.tsv"
t_ok "  the labels" test "$(msgs)" = ' 2 ham; 1 spam;'
t_bad "Markdown with --delimiter '|': the table named, not an empty label" 1 "^sms-vocab: $T/t.md:1: a Markdown table's row \\(its first and last fields empty, as pandas' to_markdown and GitHub write them\\), not a '\\|'-separated file: .* or read it without --delimiter '\\|', which names its conversion\$" sms-vocab -t --delimiter '|' "$T/t.md"
printf '|label|text|\n|ham|hi there|\n' > "$T/pipes.psv"
t_run "'|' at both ends with the columns given: read" 0 sms-vocab -t --delimiter '|' --label-column 2 --text-column 3 "$T/pipes.psv"
t_ok "  the label" grep -qx 'ham	hi there' "$T/out"
printf 'label | text\n--- | ---\nham | hi there\nspam | win now\n' > "$T/gfm.md"
t_bad "GitHub's table without the outer '|': refused" 1 "^sms-vocab: $T/gfm.md:2: a Markdown table" sms-vocab -t --unlabeled "$T/gfm.md"
# tabulate writes a text of several lines as rows of empty other cells
printf '| label   | text       |\n|:--------|:-----------|\n| ham     | line one   |\n|         | line two   |\n|         | line three |\n| spam    | b          |\n' > "$T/ml.md"
t_bad "Markdown, a text over several rows: refused" 1 "^sms-vocab: $T/ml.md:2: a Markdown table" sms-vocab -t --unlabeled "$T/ml.md"
printf '| text |\n|---|\n| hi there |\n| win now |\n' > "$T/one.md"
t_bad "a Markdown table of one column: refused, read with --unlabeled once converted" 1 "sed '1,2d; s/\\^ \\*\\| \\*//; s/ \\*\\| \\*\\\$//' $T/one.md > F.tsv, and read that with --unlabeled" sms-vocab -t --unlabeled "$T/one.md"
printf '| hi there |\n| win now |\n|ok then|\n' > "$T/bars.txt"
t_run "lines in '|' without a delimiter row: text" 0 sms-vocab -t --unlabeled "$T/bars.txt"
printf 'Hi | there\nnot -- a | table\nok\n' > "$T/bar2.txt"
t_run "a second line with '|' and '-' not all hyphens: text" 0 sms-vocab -t --unlabeled "$T/bar2.txt"
# --- pandas' to_string(): with the index, without, the label last
cat > "$T/s.txt" <<'EOF'
  label              text
0   ham          hi there
1  spam    WIN cash now!!
2   ham  Привет, как дела
3  spam   2 for 1 offer!!
EOF
t_bad "to_string(): the labelled reader names the printed frame" 1 "^sms-vocab: $T/s.txt:1: no TAB between label and text \\(column names separated by spaces: a frame as pandas' to_string\\(\\) or print\\(df\\) shows it, or R's print\\(d\\)\\? write it with df.to_csv" sms-vocab -t "$T/s.txt"
t_ok "  not --unlabeled" sh -c "! grep -q 'read it with --unlabeled' '$T/err'"
t_bad "to_string() with --unlabeled: refused" 1 "^sms-vocab: $T/s.txt:1: a frame as pandas' to_string\\(\\) or print\\(df\\) shows it, or R's print\\(d\\) \\(columns aligned with spaces, line 1 '  label              text' their names\\), not messages: .*or convert it: sed 's/\\^\\[0-9\\]\\* \\*//; s/ \\\\\\{1,\\\\\\}/\\\\t/' $T/s.txt > F.tsv, and read that without --unlabeled \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/s.txt"
sed 's/^[0-9]* *//; s/ \{1,\}/\t/' "$T/s.txt" > "$T/s.tsv"
t_run "  its conversion read" 0 sms-vocab -t "$T/s.tsv"
t_ok "  the labels, a text starting with a digit kept" sh -c "grep -qx 'spam	for offer' '$T/out' && test '$(msgs)' = ' 2 ham; 2 spam;'"
cat > "$T/s2.txt" <<'EOF'
            text  label
        hi there      0
  WIN cash now!!      1
        see you       0
EOF
t_bad "to_string(index=False), the label last: split from the right" 1 "sed 's/\\^ \\*//; s/ \\\\\\{1,\\\\\\}\\\\\\(\\[\\^ \\]\\*\\\\\\)\\\$/\\\\t\\\\1/' $T/s2.txt" sms-vocab -t --unlabeled "$T/s2.txt"
{ printf '    label              text\n'; for i in 0 1 2 3 4; do printf '%-4s  ham          hi there\n' $i; done
  printf '..    ...               ...\n'; for i in 115 116; do printf '%-4s spam    WIN cash now!!\n' $i; done
  printf '\n[117 rows x 2 columns]\n'; } > "$T/p.txt"
t_bad "print(df) of a long frame: refused, no conversion of its cut rows" 1 "their names; print\\(df\\) shows some rows only, their texts cut\\), not messages: .*row.names=FALSE\\)\\) \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/p.txt"
# print(df) of 60 rows or fewer: no '..' row, but texts cut to 49 or 50
# characters ending in '...' (14a-W8: the sed was named, its read exit 0
# with the cut texts); a text ending in '...' of its own keeps the sed
{ printf '  label                                               text\n'
  printf '0   ham  Go until jurong point, crazy.. Available only ...\n'
  printf '1  spam                            Ok lar joking wif u oni\n'
  printf '2   ham                                          Ok lar...\n'; } > "$T/pc.txt"
t_bad "print(df), a text cut to 49 characters: refused, no conversion" 1 "their names; print\\(df\\) cuts a text to 50 characters \\('...'\\), as on line 2\\), not messages: .*row.names=FALSE\\)\\) \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/pc.txt"
pdf() {	# pdf TEXT...: print(df) of ham rows, the text column as wide as the longest
	awk 'BEGIN { w = 4; for (i = 1; i < ARGC; i++) if (length(ARGV[i]) > w) w = length(ARGV[i])
	printf "  label  %" w "s\n", "text"; for (i = 1; i < ARGC; i++) printf "%d   ham  %" w "s\n", i - 1, ARGV[i] }' "$@"
}
pdf 'Go until jurong point, crazy.. Available only i...' 'Ok lar joking wif u oni' 'Ok lar...' > "$T/pc50.txt"
t_bad "  cut to 50 characters: the same" 1 "print\\(df\\) cuts a text to 50 characters" sms-vocab -t --unlabeled "$T/pc50.txt"
pdf 'Go until jurong point, crazy.. Available on...' 'Ok lar joking wif u oni' 'Ok lar...' > "$T/pc47.txt"
t_bad "  a text of 47 characters ending in '...': the sed named" 1 "their names\\), not messages: .*or convert it: sed " sms-vocab -t --unlabeled "$T/pc47.txt"
pdf 'U dun say so early hor... U c already then say...' 'Go until jurong point, crazy.. Available only in bugis n great world' 'ok' > "$T/ts49.txt"
t_bad "  to_string(): a text of 49 characters ending in '...' in a wider column: the sed named" 1 "their names\\), not messages: .*or convert it: sed " sms-vocab -t --unlabeled "$T/ts49.txt"
printf 'one two\nthr fou\n fi six\n' > "$T/eq.txt"
t_run "lines of one width, no names, no row numbers: text" 0 sms-vocab -t --unlabeled "$T/eq.txt"
# --- R's write.table(d, 'f.txt'): row names, a quote, a TAB and a line break in a text
{ printf '"label" "text"\n"1" "ham" "hi \\"there\\""\n"2" "spam" "win\tnow, yes\nline two"\n'
  printf '"3" "ham" "ok then"\n"4" "spam" "free entry"\n'; } > "$T/r.txt"
t_bad "R's write.table: the labelled reader names it" 1 "^sms-vocab: $T/r.txt:1: no TAB between label and text \\(R's write.table with its defaults, fields in double quotes separated by spaces\\? write it with write.csv\\(d, 'F.csv', row.names=FALSE\\), or convert it: Rscript -e 'write.csv\\(read.table\\(\"FILE\", header=TRUE\\), \"F.csv\", row.names=FALSE\\)'; read that with --csv\\)\$" sms-vocab -t "$T/r.txt"
t_bad "R's write.table with --unlabeled: refused" 1 "^sms-vocab: $T/r.txt:1: R's write.table with its defaults \\(fields in double quotes separated by single spaces, row names first; line 1 '\"label\" \"text\"' the header\\), not messages: .*Rscript -e 'write.csv\\(read.table\\(\"$T/r.txt\", header=TRUE\\), \"F.csv\", row.names=FALSE\\)'; read that with --csv \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/r.txt"
printf '"label" "text"\n"ham" "hi there"\n"spam" "win now"\n' > "$T/r2.txt"
t_bad "write.table(row.names=FALSE): refused, no row names said" 1 "R's write.table with its defaults \\(fields in double quotes separated by single spaces; line 1" sms-vocab -t --unlabeled "$T/r2.txt"
if command -v Rscript > /dev/null 2>&1; then
	(cd "$T" && Rscript -e 'write.csv(read.table("r.txt", header=TRUE), "F.csv", row.names=FALSE)') > /dev/null 2>&1
	t_run "  R: its conversion read with --csv" 0 sms-vocab -t --csv "$T/F.csv"
	t_ok "  the labels, the quote and the line break in the text" sh -c "grep -qx 'spam	win now yes line two' '$T/out' && test '$(msgs)' = ' 2 ham; 2 spam;'"
fi	# (R is no dependency of the tests: the conversion runs where R is)
for q in --csv "--quoting csv"; do
	t_bad "R's write.table read with $q: named (the CSV reader's field, its quotes put back)" 1 "^sms-vocab: $T/r.txt:1: no [a-zA-Z]* between label and text \\(R's write.table with its defaults" sms-vocab -t $q "$T/r.txt"
done
printf 'label\ttext\nham\thi\n"see" you\n' > "$T/see.tsv"
t_bad "a later line '\"see\" you': a text broken over lines (13a-M4), not R's" 1 "^sms-vocab: $T/see.tsv:3: no TAB between label and text \\(after labelled lines: a text broken over lines, " sms-vocab -t "$T/see.tsv"
printf '"Hi" "there"\nsee you at five\nwin a "prize" now\nok\n' > "$T/rq.txt"
t_run "a quoted line among text: text" 0 sms-vocab -t --unlabeled "$T/rq.txt"
# --- fastText
printf '__label__ham hi there\n__label__spam win cash now\n__label__ham ok then\n__label__spam free entry\n__label__ham see you\n' > "$T/ft.txt"
t_bad "fastText: the labelled reader names it" 1 "^sms-vocab: $T/ft.txt:1: no TAB between label and text \\(fastText's supervised format, '__label__ham' then the text\\? make the label a field: sed 's/\\^__label__.*/' FILE, and read that\\)\$" sms-vocab -t "$T/ft.txt"
printf '__label__1 win cash now\n__label__0 hi there\n' > "$T/ft10.txt"
t_bad "fastText's __label__1: the hint names the map, not a bare --label-map" 1 "^sms-vocab: $T/ft10.txt:1: no TAB .*'__label__1' then the text.* and read that with --label-map 1=spam,0=ham)\$" sms-vocab -t "$T/ft10.txt"
printf '__label__pos win cash now\n__label__neg hi there\n' > "$T/ftpn.txt"
t_bad "  __label__pos: the map's form with its placeholders" 1 "^sms-vocab: $T/ftpn.txt:1: no TAB .* and read that with --label-map SPAMLABEL=spam,HAMLABEL=ham)\$" sms-vocab -t "$T/ftpn.txt"
t_bad "fastText with --unlabeled: refused" 1 "^sms-vocab: $T/ft.txt:1: fastText's supervised format \\(its lines start with '__label__' and a label: __label__ham 3, __label__spam 2\\), not messages: --unlabeled reads the whole line, and would count 'label' and the labels as words of every message: make the label a field, sed .* $T/ft.txt > F.tsv, and read that without --unlabeled \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/ft.txt"
cmd=$(sed -n "s/.*make the label a field, \\(sed '[^']*'\\) .*/\\1/p" "$T/err")
run_conv "$T/ft.txt" > "$T/ft.tsv"
t_run "  its conversion read" 0 sms-vocab -t "$T/ft.tsv"
t_ok "  the labels" test "$(msgs)" = ' 3 ham; 2 spam;'
# spam in another case among spam and ham: the map keeps both spellings
printf '__label__Spam win cash now\n__label__ham hi there\n__label__spam free entry\n__label__ham ok then\n__label__ham see you\n' > "$T/ftc.txt"
t_bad "fastText's __label__Spam: the map keeps spam and ham" 1 "^sms-vocab: $T/ftc.txt:1: fastText's supervised format .*read that without --unlabeled with --label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/ftc.txt"
sed 's/^__label__\([^[:blank:]]*\)[[:blank:]]\{1,\}/\1\t/' "$T/ftc.txt" > "$T/ftc.tsv"
t_run "  its sed and map: read" 0 sms-vocab -t --label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham "$T/ftc.tsv"
t_ok "  the labels" test "$(grep -v '^#' "$T/out" | cut -f1 | sort | uniq -c | tr -s ' ' | tr '\n' ';')" = " 3 ham; 2 spam;"
# fastText's label last ('text __label__spam'; 13a-W10: was read as text,
# 'label spam' in every message, exit 0)
i=0; while [ $i -lt 6 ]; do if [ $((i % 2)) = 0 ]; then echo "win cash prize $i now __label__spam"; else echo "see you at home $i __label__ham"; fi; i=$((i + 1)); done > "$T/ftl.txt"
t_bad "fastText, the label last: refused, the sed that puts it first" 1 "^sms-vocab: $T/ftl.txt:1: fastText's supervised format, the label last \\(every line ends with '__label__' and a label: __label__spam 3, __label__ham 3\\), not messages: .*put the label first, a TAB after it: sed 's/\\^\\\\\\(\\.\\*\\\\\\) __label__\\\\\\(\\[\\^ \\]\\*\\\\\\)\\$/\\\\2\\\\t\\\\1/' $T/ftl.txt > F.tsv, and read that without --unlabeled \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/ftl.txt"
sed 's/^\(.*\) __label__\([^ ]*\)$/\2\t\1/' "$T/ftl.txt" > "$T/ftl.tsv"
t_run "  its sed run: read" 0 sms-vocab -t "$T/ftl.tsv"
t_ok "  the labels" test "$(msgs)" = ' 3 ham; 3 spam;'
t_bad "  the labelled reader names it (was: read it with --unlabeled)" 1 "^sms-vocab: $T/ftl.txt:1: no TAB between label and text \\(fastText's supervised format, the label '__label__spam' last\\? put it first, a TAB after it: sed .* FILE, and read that\\)\$" sms-vocab -t "$T/ftl.txt"
{ head -4 "$T/ftl.txt"; printf 'hello there\nhow are you\n'; } > "$T/ftl4.txt"
t_run "  4 of 6 lines: text, said" 0 sms-vocab -t --unlabeled "$T/ftl4.txt"
t_ok "  the note" grep -q "^sms-vocab: note: $T/ftl4.txt: 4 of 6 lines end with a space, '__label__' and a label" "$T/err"
printf '__label__positive great film\n__label__negative dull\n' > "$T/ftpn.txt"; sed 's/^\(__label__[^ ]*\) \(.*\)/\2 \1/' "$T/ftpn.txt" > "$T/ftpnl.txt"
t_bad "  other labels last: the map named" 1 "fastText's supervised format, the label last .*without --unlabeled with --label-map SPAMLABEL=spam,HAMLABEL=ham " sms-vocab -t --unlabeled "$T/ftpnl.txt"
printf '__label__positive great film\n__label__negative dull\n' > "$T/ft2.txt"
t_bad "fastText's other labels: the map named" 1 "and read that without --unlabeled with --label-map " sms-vocab -t --unlabeled "$T/ft2.txt"
# 14a-M3 (a): '__label__ham<TAB>text' (a TAB for fastText's space, as
# conversion scripts write it) was read with exit 0, '__label__ham' a
# class of its own; refused, the sed and the map named, both followed
for l in ham spam ham ham spam ham; do printf '__label__%s\tHey there see you soon\n' $l; done > "$T/ftt.txt"
t_bad "fastText's prefix before a TAB: refused, the sed and the map" 1 "^sms-vocab: $T/ftt\\.txt:1: label '__label__ham': fastText's label prefix before the TAB \\(its supervised format, a TAB for its space\\), not a label of its own: drop it: sed 's/\\^__label__//' $T/ftt\\.txt > F\\.tsv, and read that; or read this file with --label-map '__label__ham=ham,__label__spam=spam'\$" sms-vocab -t "$T/ftt.txt"
t_run "  the map: read" 0 sms-vocab --stats --label-map '__label__ham=ham,__label__spam=spam' "$T/ftt.txt"
t_ok "  spam 2, ham 4" sh -c "grep -qx 'spam	2' '$T/out' && grep -qx 'ham	4' '$T/out'"
sed 's/^__label__//' "$T/ftt.txt" > "$T/ftt.tsv"
t_run "  the sed: read" 0 sms-vocab --stats "$T/ftt.tsv"
t_ok "  spam 2, ham 4" sh -c "grep -qx 'spam	2' '$T/out' && grep -qx 'ham	4' '$T/out'"
for l in 1 0 0; do printf '__label__%s\thi there\n' $l; done > "$T/ftt1.txt"
t_bad "  '__label__1<TAB>': the sed's read with 1=spam,0=ham, the map with the prefix" 1 "ftt1\\.txt:1: .*> F\\.tsv, and read that with --label-map 1=spam,0=ham; or read this file with --label-map '__label__1=spam,__label__0=ham'\$" sms-vocab -t "$T/ftt1.txt"
t_run "  that map: read" 0 sms-vocab -t --label-map '__label__1=spam,__label__0=ham' "$T/ftt1.txt"
printf 'label,text\n__label__ham,hi\n__label__spam,win\n' > "$T/ftc.csv"
t_bad "  --csv: the map alone (no sed reaches a CSV's field)" 1 "ftc\\.csv:2: label '__label__ham': fastText's label prefix on the label .*read it with --label-map '__label__ham=ham,__label__spam=spam'\$" sms-vocab -t --csv "$T/ftc.csv"
t_run "  followed: read" 0 sms-vocab -t --csv --label-map '__label__ham=ham,__label__spam=spam' "$T/ftc.csv"
# the edges: '__label__' alone, or with a space after it, is no prefix
printf '__label__\thi\n' > "$T/fte.txt"
t_run "  '__label__' alone: a label of its own, as before" 0 sms-vocab -t "$T/fte.txt"
# (c): the label last after a comma: the labelled hint's sed splits there
printf 'hey there see you,__label__spam\nok then,__label__ham\n' > "$T/ftcl.txt"
t_bad "fastText's label last after a comma: the sed at the comma" 1 "ftcl\\.txt:1: no TAB between label and text \\(fastText's supervised format, the label '__label__spam' last, after a comma\\? put it first, a TAB after it: sed 's/\\^\\\\\\(\\.\\*\\\\\\), \\*__label__.*, and read that\\)\$" sms-vocab -t "$T/ftcl.txt"
sed 's/^\(.*\), *__label__\([^ ]*\)$/\2\t\1/' "$T/ftcl.txt" > "$T/ftcl.tsv"
t_run "  its sed: read" 0 sms-vocab -t "$T/ftcl.tsv"
t_ok "  spam, ham" test "$(grep -v '^#' "$T/out" | cut -f1 | tr '\n' ' ')" = "spam ham "
printf 'win cash __label__1\nok __label__0\n' > "$T/ftl1.txt"
t_bad "  '__label__1' last: its map named after the sed" 1 "ftl1\\.txt:1: .*and read that with --label-map 1=spam,0=ham\\)\$" sms-vocab -t "$T/ftl1.txt"
# --- a label and a space
printf 'ham hi there\nspam win cash now\nham ok then\nspam free entry\nham see you\n' > "$T/hs.txt"
t_bad "'ham hi there': the labelled reader names the space, not --unlabeled" 1 "^sms-vocab: $T/hs.txt:1: no TAB between label and text \\(a label, a space, then the text\\? make the space a TAB: sed 's/ /\\\\t/' FILE, and read that\\)\$" sms-vocab -t "$T/hs.txt"
t_bad "'ham hi there' with --unlabeled: refused" 1 "^sms-vocab: $T/hs.txt:1: every line starts with a label and a space \\(ham 3, spam 2\\): a labelled file, its label and text separated by a space\\? --unlabeled reads the whole line, and would count the labels as words of every message: make the first space a TAB, sed 's/ /\\\\t/' $T/hs.txt > F.tsv, and read that without --unlabeled \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/hs.txt"
sed 's/ /\t/' "$T/hs.txt" > "$T/hs.tsv"
t_run "  its conversion read" 0 sms-vocab -t "$T/hs.tsv"
t_ok "  the labels" test "$(msgs)" = ' 3 ham; 2 spam;'
{ cat "$T/hs.txt" "$T/hs.txt" | head -9; printf 'Hello there\n'; } > "$T/h90.txt"
t_bad "9 of 10 lines (the edge): refused" 1 "^sms-vocab: $T/h90.txt:1: 9 of 10 lines start with a label and a space \\(ham 5, spam 4\\)" sms-vocab -t --unlabeled "$T/h90.txt"
{ cat "$T/hs.txt" | head -4; cat "$T/hs.txt" | head -4; printf 'Hello there\nsee you\n'; } > "$T/h80.txt"
t_run "8 of 10 lines: text" 0 sms-vocab -t --unlabeled "$T/h80.txt"
t_ok "  said (foreign-share.sh: the share's edges)" grep -q "^sms-vocab: note: $T/h80.txt: 8 of 10 lines start with a label" "$T/err"
# a Markdown table under a few lines of prose (13a-M3: read as text, the
# note's '|' read refused line 1): found up to line 24, its sed deletes
# the prose
printf '# SMS data\n\nExported from the notebook below.\nSee README.\n\n| label   | text        |\n|:--------|:------------|\n| ham     | Ok lar      |\n| spam    | Free entry  |\n| ham     | U dun say   |\n| spam    | WINNER!!    |\n' > "$T/mdp.md"
t_bad "Markdown under prose: refused, the lines above deleted" 1 "^sms-vocab: $T/mdp.md:7: a Markdown table \\(.*line 6 '\\| label .* its header, line 7 its delimiter row\\), not messages: .*convert it: sed '1,5d; 7d; .*' $T/mdp.md > F.tsv, and read that without --unlabeled" sms-vocab -t --unlabeled "$T/mdp.md"
sed '1,5d; 7d; s/^ *| *//; s/ *| *$//; s/ *| */\t/' "$T/mdp.md" > "$T/mdp.tsv"
t_run "  its sed run: read" 0 sms-vocab -t "$T/mdp.tsv"
t_ok "  the labels" test "$(msgs)" = ' 2 ham; 2 spam;'
{ i=0; while [ $i -lt 24 ]; do echo "prose line $i"; i=$((i + 1)); done; sed '1,5d' "$T/mdp.md"; } > "$T/mdf.md"
t_run "  its header at line 25 (past the edge): a document, read as text" 0 sms-vocab -t --unlabeled "$T/mdf.md"
t_ok "  not the Markdown refusal" sh -c "! grep -q 'a Markdown table' '$T/err'"
# --- a label and a colon ('spam: text', print(f"{label}: {text}")) or
# in brackets ('[spam] text'): were read as text, exit 0 (13d-W5)
printf 'spam: win cash now\nham: see you\nSPAM: free entry\nham: ok then\nham: call me\n' > "$T/col.txt"
t_bad "'spam: text': refused, the sed that makes the label a field" 1 "^sms-vocab: $T/col.txt:1: every line starts with a label, a colon \\(spam: 2, ham: 3\\): a labelled file, its label before the text \\(print\\(f'\\{label\\}: \\{text\\}'\\)\\)\\? .*make the label a field, sed 's/\\^\\\\\\(\\[\\^ :\\]\\*\\\\\\):\\\\{1,\\\\}\\[\\[:blank:\\]\\]\\*/\\\\L\\\\1\\\\E\\\\t/' $T/col.txt > F.tsv, and read that without --unlabeled \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/col.txt"
sed 's/^\([^ ]*\): */\L\1\E\t/' "$T/col.txt" > "$T/col.tsv"
t_run "  its sed run: read" 0 sms-vocab -t "$T/col.tsv"
t_ok "  the labels" test "$(msgs)" = ' 3 ham; 2 spam;'
t_bad "  the labelled reader names it" 1 "^sms-vocab: $T/col.txt:1: no TAB between label and text \\(a label, a colon, then the text\\? make the label a field: sed .* FILE, and read that\\)\$" sms-vocab -t "$T/col.txt"
printf '[spam] win cash now\n[ham] see you\n[spam] free entry\n[ham] ok then\n[ham] call me\n' > "$T/br.txt"
t_bad "'[spam] text': refused" 1 "^sms-vocab: $T/br.txt:1: every line starts with a label in brackets \\(\\[spam\\] 2, \\[ham\\] 3\\)" sms-vocab -t --unlabeled "$T/br.txt"
sed 's/^\[\([^]]*\)\] */\1\t/' "$T/br.txt" > "$T/br.tsv"
t_run "  its sed run: read" 0 sms-vocab -t "$T/br.tsv"
t_ok "  the labels" test "$(msgs)" = ' 3 ham; 2 spam;'
t_bad "  the labelled reader names it" 1 "\\(a label in brackets, then the text\\? make the label a field: sed " sms-vocab -t "$T/br.txt"
printf 'note: call me\nps: see you\nnote: ok\nps: fine\n' > "$T/colx.txt"
t_run "  other words and a colon: text" 0 sms-vocab -t --unlabeled "$T/colx.txt"
# the same without the space, and other brackets (14a-W3: 'ham:text',
# f'{label}:{text}', '(ham) text', '{ham}', '<ham>' were read as text
# with the label a word of every message, exit 0; the labelled reader
# sent them to --unlabeled)
for form in 'c:%s:' 'cc:%s::' 'u:%s:' 'b:[%s]' 'p:(%s) ' 'q:{%s} ' 'a:<%s>' 'd:%s. ' 'n:%s.' 'e:label=%s '; do
	f=${form%%:*} p=${form#*:}
	for l in spam ham spam ham ham; do
		[ "$f" = u ] && l=$(echo $l | tr a-z A-Z)
		printf "$p%s\\n" "$l" "Hey are we on for lunch"
	done > "$T/lf-$f.txt"
	t_bad "'$(head -1 "$T/lf-$f.txt" | cut -c1-12)...': refused" 1 "^sms-vocab: $T/lf-$f.txt:1: every line starts with a label(, a colon| in brackets|, a full stop| after a name and '=') \\(.* 2, .* 3\\): a labelled file, its label before the text.*make the label a field, sed '.*' $T/lf-$f.txt > F.tsv, and read that without --unlabeled \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/lf-$f.txt"
	c=$(sed -n "s/.*make the label a field, \\(sed '.*'\\) [^ ]* > F.tsv.*/\\1/p" "$T/err")
	eval "$c \"\$T/lf-\$f.txt\"" > "$T/lf.tsv"
	t_run "  its sed read" 0 sms-vocab -t "$T/lf.tsv"
	t_ok "  the labels, the text without them" sh -c "test '$(msgs)' = ' 3 ham; 2 spam;' && grep -q '^spam	hey are we on for lunch\$' '$T/out'"
	t_bad "  the labelled reader names the sed" 1 "^sms-vocab: $T/lf-$f.txt:1: no TAB between label and text \\(a label(, a colon| in brackets|, a full stop| after a name and '='), then the text\\? make the label a field: sed " sms-vocab -t "$T/lf-$f.txt"
done
printf 'note:call me\nps:see you\nRe:ok\n(see) you\n[x]fine\nMr. Smith\nwww.x.com now\nx=1 y\n' > "$T/colx2.txt"
t_run "  other words and a colon or brackets, no space: text" 0 sms-vocab -t --unlabeled "$T/colx2.txt"
printf 'spam:win\nham:see you\nspam:free\nham:ok\nhow are you\nham:call\nfine then\nok\nbye\nyes\n' > "$T/lf-half.txt"
t_run "  5 lines of 10 'ham:...': read as text, said" 0 sms-vocab -t --unlabeled "$T/lf-half.txt"
t_ok "  said with the sed" grep -q "read as text with --unlabeled; a label before each text, the texts broken over lines? join each line without a label to the one before and make the label a field: awk" "$T/err"
# --- a space and a label at the end (R's write.table(d[c("text",
# "label")], quote=FALSE), row names or none): was read as text, exit 0
printf 'text label\nhi there ham\nwin cash now spam\nok then ham\nfree entry spam\nsee you Ham\n' > "$T/sl.txt"
t_bad "text, a space, a label: refused" 1 "^sms-vocab: $T/sl.txt:2: every line ends with a space and a label \\(ham 3, spam 2\\): a labelled file, its text and label separated by a space \\(R's write.table\\(d\\[c\\('text', 'label'\\)\\], quote=FALSE\\)\\)\\? --unlabeled reads the whole line, and would count the labels as words of every message: put the label first, a TAB after it: sed 's/\\^\\\\\\(\\.\\*\\\\\\) \\\\\\(\\[\\^ \\]\\*\\\\\\)\\$/\\\\L\\\\2\\\\E\\\\t\\\\1/' $T/sl.txt > F.tsv, and read that without --unlabeled \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/sl.txt"
sed 's/^\(.*\) \([^ ]*\)$/\L\2\E\t\1/' "$T/sl.txt" > "$T/sl.tsv"
t_run "  its conversion read (the header 'label<TAB>text', Ham lowered)" 0 sms-vocab -t "$T/sl.tsv"
t_ok "  the labels" test "$(msgs)" = ' 3 ham; 2 spam;'
t_bad "  the labelled reader: line 1's label column last, its sed" 1 "^sms-vocab: $T/sl.txt:1: no TAB between label and text \\(column names .*each text, then a space and its label \\(the label column last\\)\\? sed 's/\\^.*/\\\\2\\\\t\\\\1/' FILE\\)\$" sms-vocab -t "$T/sl.txt"
# the label last in a form that ends no sentence: ':spam', '[spam]',
# '(spam)', '{spam}', '<spam>' (was: read as text, the labels counted as
# words, exit 0); each refused with the sed that puts it first, which reads
for form in ':%s' '[%s]' '(%s)' '{%s}' '<%s>'; do
	printf "hi there $form\nwin cash now $form\nok then $form\nfree entry $form\nsee you $form\n" \
	    ham spam Ham spam ham > "$T/slf.txt"
	t_bad "text, a space, '$form': refused, its sed named" 1 "^sms-vocab: $T/slf.txt:1: every line ends with a space and a label (after a colon|in brackets) \\(ham 3, spam 2\\): a labelled file, its text and label separated by a space\\? .*put the label first, a TAB after it: sed '.*' $T/slf.txt > F.tsv, and read that without --unlabeled \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/slf.txt"
	cmd=$(sed -n "s/.*a TAB after it: \\(sed '[^']*'\\) .*/\\1/p" "$T/err")
	eval "$cmd \"\$T/slf.txt\"" > "$T/slf.tsv"
	t_run "  its sed run: read" 0 sms-vocab -t "$T/slf.tsv"
	t_ok "  the labels (Ham lowered)" test "$(msgs)" = ' 3 ham; 2 spam;'
	t_ok "  the texts without them" sh -c "grep -v '^#' '$T/out' | cut -f2 | { ! grep -qi 'ham\\|spam'; }"
done
# the other labels the label rule knows, last: True/False, not_spam,
# -1/1 (was read as text, exit 0): the map as the sed writes them
for pair in 'True False:true=spam,false=ham' 'spam not_spam:spam=spam,not_spam=ham' '1 -1:1=spam,-1=ham' 'TRUE FALSE:true=spam,false=ham'; do
	l=${pair%%:*} m=${pair#*:}
	printf 'hi there %s\nwin cash now %s\nok then %s\nfree entry %s\nsee you %s\n' \
	    "${l#* }" "${l% *}" "${l#* }" "${l% *}" "${l#* }" > "$T/slt.txt"
	t_bad "text, a space, '${l% *}'/'${l#* }': refused, the map named" 1 "^sms-vocab: $T/slt.txt:1: every line ends with a space and a label .* and read that without --unlabeled with --label-map $m \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/slt.txt"
	cmd=$(sed -n "s/.*a TAB after it: \\(sed '[^']*'\\) .*/\\1/p" "$T/err")
	eval "$cmd \"\$T/slt.txt\"" > "$T/slt.tsv"
	t_run "  its sed, with the map: read" 0 sms-vocab -t --label-map "$m" "$T/slt.tsv"
	t_ok "  the labels" test "$(msgs)" = ' 3 ham; 2 spam;'
done
printf 'hi there True\nwin cash now spam\nok then False\nfree entry ham\nsee you True\n' > "$T/slm.txt"
t_run "  two spellings of a class ('True' and 'spam'): text" 0 sms-vocab -t --unlabeled "$T/slm.txt"
printf 'hi there (1)\nwin cash now (0)\nok then (1)\nfree entry (0)\n' > "$T/sln.txt"
t_bad "  '(1)' and '(0)' last, four lines: the map named" 1 "^sms-vocab: $T/sln.txt:1: every line ends with a space and a label in brackets \\(1 2, 0 2\\): .* and read that without --unlabeled with --label-map 1=spam,0=ham" sms-vocab -t --unlabeled "$T/sln.txt"
printf 'see the doc [link]\nhi there [ham]\ncall me [1]\nok then :)\nfree entry (see above)\n' > "$T/slo.txt"
t_run "  other words in brackets or after a colon last: text" 0 sms-vocab -t --unlabeled "$T/slo.txt"
printf 'hi there [ham]\nwin cash now [spam]\nok then [ham]\n' > "$T/sl3.txt"
t_run "  three lines (under the four): text" 0 sms-vocab -t --unlabeled "$T/sl3.txt"
awk 'NR == 1 { print; next } { print NR - 1, $0 }' "$T/sl.txt" > "$T/slr.txt"
t_bad "  with R's row names: dropped too" 1 "its row names first\\)\\? .*the row numbers dropped: sed 's/\\^\\[0-9\\]" sms-vocab -t --unlabeled "$T/slr.txt"
sed 's/^[0-9]\{1,\} //; s/^\(.*\) \([^ ]*\)$/\L\2\E\t\1/' "$T/slr.txt" > "$T/slr.tsv"
t_run "  its conversion read" 0 sms-vocab -t "$T/slr.tsv"
t_ok "  the labels" test "$(msgs)" = ' 3 ham; 2 spam;'
printf 'hi there 1\nwin cash now 0\nok then 1\nfree entry 0\n' > "$T/sln.txt"
t_bad "  1 and 0 last, four lines (the edge): refused, the map named" 1 "every line ends with a space and a label \\(1 2, 0 2\\).*read that without --unlabeled with --label-map 1=spam,0=ham " sms-vocab -t --unlabeled "$T/sln.txt"
printf 'hi there ham\nwin cash now spam\nok then ham\n' > "$T/sl3.txt"
t_run "  three lines: text" 0 sms-vocab -t --unlabeled "$T/sl3.txt"
printf 'see you at the ham\nwin cash now spam\nok then ham\nfree entry spam\nI like it\nsure thing\n' > "$T/sl6.txt"
t_run "  4 of 6 lines: text, said" 0 sms-vocab -t --unlabeled "$T/sl6.txt"
t_ok "  the note" grep -q "^sms-vocab: note: $T/sl6.txt: 4 of 6 lines end with a space and a label" "$T/err"
printf 'Label text\n1 hi there\n0 win now\n1 ok then\n0 free entry\n' > "$T/n.txt"
t_bad "1 and 0 and a space, under a header: refused, the map named" 1 "^sms-vocab: $T/n.txt:2: every line starts with a label and a space \\(1 2, 0 2\\).*sed 's/ /\\\\t/' $T/n.txt > F.tsv, and read that without --unlabeled with --label-map 1=spam,0=ham" sms-vocab -t --unlabeled "$T/n.txt"
sed 's/ /\t/' "$T/n.txt" > "$T/n.tsv"
t_run "  its conversion read, the header's space made a TAB too" 0 sms-vocab -t --label-map 1=spam,0=ham "$T/n.tsv"
t_ok "  the labels" test "$(msgs)" = ' 2 ham; 2 spam;'
printf 'spam is bad\nham is good\n' > "$T/tiny.txt"
t_run "two lines 'spam ...', 'ham ...': text, said" 0 sms-vocab -t --unlabeled "$T/tiny.txt"
t_ok "  said, naming the sed" grep -q "^sms-vocab: note: $T/tiny.txt: every line starts with a label and a space (spam 1, ham 1), read as text with --unlabeled; a label and a space before each text? sed 's/ /\\\\t/'" "$T/err"
printf 'Ham hi there\n' > "$T/Ham.txt"
t_bad "'Ham hi there' read as labelled: the space (the label lowered) and --unlabeled both named" 1 "\\(a label, a space, then the text\\? make the space a TAB: sed '.*' FILE, and read that; text without labels\\? read it with --unlabeled\\)\$" sms-vocab -t "$T/Ham.txt"
cmd=$(sed -n "s/.*make the space a TAB: \\(sed '[^']*'\\) FILE.*/\\1/p" "$T/err")
run_conv "$T/Ham.txt" > "$T/Ham.tsv"
t_run "  its conversion read" 0 sms-vocab -t "$T/Ham.tsv"
t_ok "  the label 'ham'" grep -qx 'ham	hi there' "$T/out"
if attn-train -q -e "$DATA/train-emb.tsv" --epochs 1 --save "$T/m.tsv" "$DATA/train-corpus.tsv" > /dev/null 2>&1; then
	t_bad "attn-train --predict --unlabeled: 'ham hi there' refused as sms-vocab refuses it" 1 "^attn-train: $T/hs.txt:1: every line starts with a label and a space" attn-train -e "$DATA/train-emb.tsv" --load "$T/m.tsv" --predict --unlabeled "$T/hs.txt"
	t_bad "attn-train --predict: '__label__ham<TAB>' refused (wrote '__label__ham' rows, 14a-M3)" 1 "ftt\\.txt:1: label '__label__ham': fastText's label prefix" attn-train -e "$DATA/train-emb.tsv" --load "$T/m.tsv" --predict "$T/ftt.txt"
	t_bad "attn-train --predict: fastText named" 1 "^attn-train: $T/ft.txt:1: no TAB between label and text \\(fastText's supervised format" attn-train -e "$DATA/train-emb.tsv" --load "$T/m.tsv" --predict "$T/ft.txt"
else
	t_fail "attn-train: a model saved" "attn-train --save failed"
fi
# --- text that only looks like one: read, nothing refused
cat > "$T/text.txt" <<'EOF'
Spam again in my inbox, ugh
ham sandwich for lunch?
spam filters are useless
Ham and cheese please
ok see you at five
Привет, как дела?
Спам опять пришёл
Ну ладно, пока
| not a table
I'll call you later
EOF
t_run "English and Russian text, some lines starting with ham or spam: read" 0 sms-vocab -t --unlabeled "$T/text.txt"
t_ok "  every line a message" test "$(grep -c '^-	' "$T/out")" = 10
t_ok "  nothing refused or said of layouts" sh -c "! grep -Eq 'label and a space|Markdown|to_string|write.table|fastText' '$T/err'"
if have_corpus; then
	cut -f2- "$SMS_CORPUS" > "$T/sms.txt"
	t_run "the SMS corpus's texts: read" 0 sms-vocab -t --unlabeled "$T/sms.txt"
	t_ok "  nothing said of layouts" sh -c "! grep -Eq 'label and a space|Markdown|to_string|write.table|fastText' '$T/err'"
else
	t_skip "the SMS corpus's texts: read" "SMS_CORPUS not set"
fi
# --- the real writers, when they are here
if /usr/bin/python3 -c 'import pandas, tabulate' > /dev/null 2>&1; then
	/usr/bin/python3 - "$T" <<'PY'
import sys, pandas as pd
t = sys.argv[1]
df = pd.DataFrame({'label': ['ham', 'spam', 'ham', 'spam'],
                   'text': ['hi there', 'WIN cash now!!', 'Привет, как дела', 'ok | fine']})
open(t + '/pd.md', 'w').write(df.to_markdown() + '\n')
open(t + '/pd.txt', 'w').write(df.to_string(index=False) + '\n')
PY
	for f in pd.md pd.txt; do
		t_run "pandas' $f: refused" 1 sms-vocab -t --unlabeled "$T/$f"
		cmd=$(sed -n "s/.*convert it: \\(sed '[^']*'\\) .*/\\1/p" "$T/err")
		run_conv "$T/$f" > "$T/c.tsv"
		t_run "  its conversion read" 0 sms-vocab -t "$T/c.tsv"
		t_ok "  the labels" test "$(msgs)" = ' 2 ham; 2 spam;'
	done
else
	t_skip "pandas' to_markdown and to_string" "no pandas and tabulate in /usr/bin/python3"
fi
