#!/bin/sh
# Printed frames and tables read with --unlabeled (attnkit(5) "Other
# programs' layouts given as a corpus"; lib/text/corpus-cells.c,
# corpus-cols.c, corpus-foreign.c): tables whose label column the other
# rules miss (one spam row among hams, label sets other than spam and
# ham, a third column, an index or a MultiIndex, R's print(d) wrapped
# into column blocks, one-column prints, Python's reprs of records) are
# refused; prose, tables of other data and short files still read.  The
# writers (pandas, tabulate, R) are run when they are on the machine;
# their output as they write it is kept here too.
. "$(dirname "$0")/../../lib.sh"
PY=/usr/bin/python3
havepy() { [ -x "$PY" ] && "$PY" -c 'import pandas, tabulate' 2>/dev/null; }
# eight messages, two spam, one with a '|' of its own, two over 50
# characters (print(df) cuts them)
cat > "$T/rows.tsv" <<'EOF2'
ham	Please tell me not all of my car keys are in your purse, I looked everywhere
spam	85233 FREE>Ringtone!Reply REAL
ham	Call me | now, ok? 2 | 3
ham	Great. Have a safe trip. Dont panic surrender all.
ham	Not a drop in the tank
spam	URGENT! Your mobile was awarded a Bonus Caller Prize on 27/6/03, call now
ham	K..k:)how about your training process?
ham	I want to see you at five
EOF2
# --- the cells rule's awk keeps a text's own '|' (15a-M3)
awk -F'\t' '{ printf "| %-4s | %-76s |\n", $1, $2 }' "$T/rows.tsv" > "$T/org.txt"
t_bad "rows framed in '|': refused, the awk named" 1 "^sms-vocab: $T/org.txt: a table printed for people, rows of cells framed in '\\|' .*its cell 1 a label \\(spam 2, ham 6\\).* convert it: awk .* $T/org.txt > F.tsv" sms-vocab -t --unlabeled "$T/org.txt"
cmd=$(sed -n "s/.*convert it: \\(awk .*\\) > F.tsv.*/\\1/p" "$T/err")
eval "$cmd" > "$T/F.tsv"
t_run "  its conversion read" 0 sms-vocab -t "$T/F.tsv"
t_ok "  a text's own '|' kept" grep -qx 'ham	call me now ok' "$T/out"
awk -F'\t' '{ printf "| %-4s | %-56s | %2d |\n", $1, $2, length($2) }' "$T/rows.tsv" > "$T/org3.txt"
t_bad "  a column after the text: refused, the awk not joining it" 1 "its cell 1 a label" sms-vocab -t --unlabeled "$T/org3.txt"
t_ok "  (the awk takes field 3 alone)" sh -c "! grep -q 'for (i = ' '$T/err'"
# --- one spam row among hams, an index shown (15a-W10)
awk -F'\t' '$1 == "ham" || NR == 2 { printf "| %d | %-4s | %-56s |\n", n++, $1, $2 }' "$T/rows.tsv" > "$T/one.txt"
t_bad "one spam among 7 hams, framed, an index: refused" 1 "^sms-vocab: $T/one.txt: a table printed for people, .*its cell 2 a label \\(spam 1, ham 6\\)" sms-vocab -t --unlabeled "$T/one.txt"
awk -F'\t' '$1 == "ham" || NR == 2 { printf "%d  %-4s  %s\n", n++, $1, $2 }' "$T/rows.tsv" > "$T/plain1.txt"
t_bad "  tabulate's plain of them: refused" 1 "its cell 2 a label \\(spam 1, ham 6\\)" sms-vocab -t --unlabeled "$T/plain1.txt"
awk -F'\t' '$1 == "ham" || NR == 2 { printf "| %d | %-6s | %-56s |\n", n++, ($1 == "ham" ? "green" : "ham"), $2 }' "$T/rows.tsv" > "$T/colour.txt"
t_run "  a table of other words, one cell 'ham': read" 0 sms-vocab -t --unlabeled "$T/colour.txt"
if havepy; then
	for fmt in orgtbl plain jira github pipe rst; do
		"$PY" -c "import pandas as pd, tabulate as t
d = pd.read_csv('$T/rows.tsv', sep='\t', header=None, names=['label', 'text'])
d = d[(d.label == 'ham') | (d.index == 1)]
print(t.tabulate(d, tablefmt='$fmt', showindex=True))" > "$T/t-$fmt.txt"
		t_bad "  tabulate's $fmt (showindex=True), one spam row: refused" 1 "a label" sms-vocab -t --unlabeled "$T/t-$fmt.txt"
	done
else
	t_skip "tabulate's own formats" "no pandas and tabulate in $PY"
fi

# --- a label column anywhere (lib/text/corpus-cols.c; 15a-W2, W6, W8,
# W13, W16): pandas' own prints, as pandas 2 writes them
cat > "$T/tf2.txt" <<'EOF2'
False Please tell me not all of my car keys are in your purse, I looked everywhere
 True                                                   85233 FREE>Ringtone!Reply REAL
False                                                         Call me | now, ok? 2 | 3
False                                   Great. Have a safe trip. Dont panic surrender all.
False                                                               Not a drop in the tank
 True    URGENT! Your mobile was awarded a Bonus Caller Prize on 27/6/03, call now
False                                           K..k:)how about your training process?
False                                                        I want to see you at five
EOF2
t_bad "to_string(index=False, header=False), True/False first: refused, the map named" 1 "^sms-vocab: $T/tf2.txt(:1)?: a table printed for people, .*(a label ending at character column 5 on 8 of 8 rows \\(True 2, False 6\\)|its cell 1 a label \\(spam 2, ham 5\\)), not messages: .*df.to_csv\\('F.tsv', sep='\\\\t', index=False\\).* and read that without --unlabeled with --label-map 'True=spam,False=ham' \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/tf2.txt"
cat > "$T/multi.txt" <<'EOF2'
                                                                                      text
id      label                                                                             
msg_000 ham   Please tell me not all of my car keys are in your purse, I looked everywhere
msg_001 spam                                                85233 FREE>Ringtone!Reply REAL
msg_002 ham                                                       Call me | now, ok? 2 | 3
msg_003 ham                                 Great. Have a safe trip. Dont panic surrender all.
msg_004 ham                                                         Not a drop in the tank
msg_005 spam     URGENT! Your mobile was awarded a Bonus Caller Prize on 27/6/03, call now
EOF2
t_bad "a MultiIndex (id, label) printed: refused" 1 "^sms-vocab: $T/multi.txt:3: a table printed for people, .*a label starting at character column 9 on 6 of 6 rows \\(ham 4, spam 2\\)|^sms-vocab: $T/multi.txt:3: .*a label starting at character column 9 on 6 of 6 rows" sms-vocab -t --unlabeled "$T/multi.txt"
{ echo '   label'; i=1; while IFS='	' read -r l x; do printf '%-2d %5s\n' $i "$l"; i=$((i + 1)); done < "$T/rows.tsv"
  echo '                                                                              text'
  i=1; while IFS='	' read -r l x; do printf '%-2d %77s\n' $i "$x"; i=$((i + 1)); done < "$T/rows.tsv"; } > "$T/rblock.txt"
t_bad "R's print(d) in column blocks: refused, the blocks said" 1 "^sms-vocab: $T/rblock.txt:2: a table printed for people, .*R's print\\(d\\), in column blocks as it wraps a frame wider than the console; .*a label ending at character column 8 on 8 of 8 rows" sms-vocab -t --unlabeled "$T/rblock.txt"
awk -F'\t' '{ printf "msg_%03d %4s %s\n", NR, $1, $2 }' "$T/rows.tsv" > "$T/id3.txt"
t_bad "id, label, text (to_string(index=False, header=False)): refused" 1 "a label ending at character column 12 on 8 of 8 rows \\(spam 2, ham 6\\)" sms-vocab -t --unlabeled "$T/id3.txt"
awk -F'\t' 'BEGIN { printf "%-7s %5s %s\n", "id", "label", "text" } { printf "msg_%03d %5d %s\n", NR, $1 == "spam", $2 }' "$T/rows.tsv" > "$T/num3.txt"
t_bad "  1 and 0 under a names line's 'label' aligned with them: refused" 1 "a label ending at character column 13 on 8 of 8 rows \\(1 2, 0 6\\).* with --label-map '1=spam,0=ham'" sms-vocab -t --unlabeled "$T/num3.txt"
sed 1d "$T/num3.txt" > "$T/num3n.txt"
t_bad "  the same without its names line: refused, labels by their values alone" 1 "a column of 1 and 0, labels by their values alone \\(no header names them\\) (starting|ending) at character column 1[23] on 8 of 8 rows \\(1 2, 0 6\\)" sms-vocab -t --unlabeled "$T/num3n.txt"
awk -F'\t' 'BEGIN { printf "%-7s %5s %s\n", "id", "flag", "text" } { printf "msg_%03d %5d %s\n", NR, $1 == "spam", $2 }' "$T/rows.tsv" > "$T/flag.txt"
t_run "  1 and 0 under another name ('flag'): read" 0 sms-vocab -t --unlabeled "$T/flag.txt"
# the other side: the edge at 9 rows in 10, three rows, prose
awk -F'\t' 'NR <= 10 { printf "msg_%03d %4s %s\n", NR, (NR == 10 ? "ok" : $1), $2 }' "$T/rows.tsv" "$T/rows.tsv" > "$T/edge.txt"
t_bad "  9 of 10 rows a label there: refused (edge)" 1 "a label ending at character column 12 on 9 of 10 rows" sms-vocab -t --unlabeled "$T/edge.txt"
awk -F'\t' '{ printf "msg_%03d %4s %s\n", NR, (NR % 5 == 0 ? "ok" : $1), $2 }' "$T/rows.tsv" "$T/rows.tsv" > "$T/edge8.txt"
t_run "  8 of 10 rows a label there, 2 another word: read" 0 sms-vocab -t --unlabeled "$T/edge8.txt"
head -3 "$T/id3.txt" > "$T/id3s.txt"
t_run "  three rows: read" 0 sms-vocab -t --unlabeled "$T/id3s.txt"
cat > "$T/prose.txt" <<'EOF2'
It is true that the spam filter caught most of them
but false alarms happen, and ham gets lost: not spam
at all, just a note from a friend. The true cost is
the time spent on false positives; spam costs less.
EOF2
t_run "  prose with true, false, spam, ham words: read" 0 sms-vocab -t --unlabeled "$T/prose.txt"
printf 'apple   red     12\npear    green    7\nplum    purple  30\nlemon   yellow   5\nlime    green    9\n' > "$T/other.txt"
t_run "  a table of other data: read" 0 sms-vocab -t --unlabeled "$T/other.txt"
# --- a column of 1 and 0 (or 1 and -1) with no header: labels or another
# column's numbers, a printed table either way (fx16-cols item 2)
cat > "$T/tli.txt" <<'EOF2'
Go until jurong point, crazy.. Available only in bugis n gre 0 msg_000
                               Ok lar... Joking wif u oni... 0 msg_001
Free entry in 2 a wkly comp to win FA Cup final tkts 21st Ma 1 msg_002
           U dun say so early hor... U c already then say... 0 msg_003
  Nah I don't think he goes to usf, he lives around here tho 0 msg_004
FreeMsg Hey there darling it's been 3 week's now and no word 1 msg_005
EOF2
t_bad "df[['text','label','id']].to_string(index=False, header=False), 1/0: refused" 1 "^sms-vocab: $T/tli.txt:1: a table printed for people, .*a column of 1 and 0, labels by their values alone \\(no header names them\\) starting at character column 62 on 6 of 6 rows \\(1 2, 0 4\\), not messages: .* with --label-map '1=spam,0=ham' \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/tli.txt"
cat > "$T/ilt.txt" <<'EOF2'
msg_000 -1 Go until jurong point, crazy.. Available only in bugis n gre
msg_001 -1                                Ok lar... Joking wif u oni...
msg_002  1 Free entry in 2 a wkly comp to win FA Cup final tkts 21st Ma
msg_003 -1            U dun say so early hor... U c already then say...
EOF2
t_bad "  id, 1/-1, text, four rows: refused" 1 "a column of 1 and -1, labels by their values alone .* on 4 of 4 rows \\(1 1, -1 3\\)" sms-vocab -t --unlabeled "$T/ilt.txt"
head -3 "$T/ilt.txt" > "$T/ilt3.txt"
t_run "  three rows: read" 0 sms-vocab -t --unlabeled "$T/ilt3.txt"
cat > "$T/num1.txt" <<'EOF2'
Call me at 1 or so, ok
   I have 0 idea what you mean
We won 1 game and lost 0 today
0 days left, then we can meet up at 1
    Send 1 more
EOF2
t_run "  prose with 1 and 0 at other places: read" 0 sms-vocab -t --unlabeled "$T/num1.txt"
# --- Python's reprs (15a-W14)
awk -F'\t' '{ gsub(/'"'"'/, "", $2); printf "{'"'"'label'"'"': '"'"'%s'"'"', '"'"'text'"'"': '"'"'%s'"'"'}\n", $1, $2 }' "$T/rows.tsv" > "$T/dict.txt"
t_bad "dict records printed a line: refused, JSON Lines named" 1 "^sms-vocab: $T/dict.txt:1: Python's repr of a record on 8 of 8 lines .*spam's 2, ham's 6\\), not messages and not JSON: .*--jsonl\\) \\(text\\? --all-text\\)\$" sms-vocab -t --unlabeled "$T/dict.txt"
awk -F'\t' '{ gsub(/'"'"'/, "", $2); printf "Pandas(Index=%d, label=%s, text='"'"'%s'"'"')\n", NR, ($1 == "spam" ? "True" : "False"), $2 }' "$T/rows.tsv" > "$T/tup.txt"
t_bad "  itertuples' rows, True/False: refused" 1 "Python's repr of a record on 8 of 8 lines" sms-vocab -t --unlabeled "$T/tup.txt"
awk -F'\t' '{ gsub(/'"'"'/, "", $2); gsub(/ /, "'"'"', '"'"'", $2); printf "['"'"'%s'"'"']\n", $2 }' "$T/rows.tsv" > "$T/toks.txt"
t_run "  token lists, no label: read" 0 sms-vocab -t --unlabeled "$T/toks.txt"
awk -F'\t' '{ gsub(/'"'"'/, "", $2); printf "'"'"'%s'"'"'\n", $2 }' "$T/rows.tsv" > "$T/quoted.txt"
t_run "  texts in single quotes, no label: read" 0 sms-vocab -t --unlabeled "$T/quoted.txt"
awk -F'\t' '{ gsub(/"/, "", $2); printf "{\"label\": \"%s\", \"text\": \"%s\"}\n", $1, $2 }' "$T/rows.tsv" > "$T/j.txt"
t_bad "  JSON Lines: not called Python's repr" 1 "JSON Lines" sms-vocab -t --unlabeled "$T/j.txt"
# --- one-column prints (15a-W15)
cat > "$T/one.txt" <<'EOF2'
                                                text
0  Please tell me not all of my car keys are in y...
1                     85233 FREE>Ringtone!Reply REAL
2                           Call me | now, ok? 2 | 3
3  Great. Have a safe trip. Dont panic surrender ...
4                             Not a drop in the tank
5  URGENT! Your mobile was awarded a Bonus Caller...
EOF2
t_bad "print(df[['text']]), texts cut: refused" 1 "^sms-vocab: $T/one.txt:1: a frame as pandas' to_string\\(\\) or print\\(df\\) shows it.* their names; print\\(df\\) cuts a text to 50 characters" sms-vocab -t --unlabeled "$T/one.txt"
cat > "$T/ser.txt" <<'EOF2'
0    Please tell me not all of my car keys are in y...
1                       85233 FREE>Ringtone!Reply REAL
                           ...                        
8    Great. Have a safe trip. Dont panic surrender ...
9                               Not a drop in the tank
Name: text, Length: 10, dtype: object
EOF2
t_bad "print(series) of rows elided: refused, not 'their names'" 1 "^sms-vocab: $T/ser.txt:1: a frame .*line 1 '0 .*'; print\\(df\\) shows some rows only" sms-vocab -t --unlabeled "$T/ser.txt"
if havepy; then
	"$PY" - "$T/rows.tsv" "$T" <<'EOF2'
import pandas as pd, tabulate, sys
rows = [l.rstrip('\n').split('\t') for l in open(sys.argv[1])]
d = pd.DataFrame(rows, columns=['label', 'text'])
d['len'] = d.text.str.len()
d['id'] = ['msg_%03d' % i for i in range(len(d))]
tf = d.assign(label=d.label.eq('spam'))
ns = d.assign(label=d.label.replace({'ham': 'not spam'}))
out = {
 'p-tf2': tf[['label', 'text']].to_string(index=False, header=False),
 'p-ns2last': ns[['text', 'label']].to_string(index=False, header=False),
 'p-ns3': ns[['text', 'label', 'len']].to_string(index=False),
 'p-id3': d[['id', 'label', 'text']].to_string(index=False, header=False),
 'p-date3': d.assign(date='2020-01-01')[['text', 'label', 'date']].to_string(index=False),
 'p-multi': d.set_index(['id', 'label'])[['text']].to_string(),
 'p-print3': str(tf[['text', 'label', 'len']]),
 'p-one': str(d[['text']]),
 'p-presto3': tabulate.tabulate(d[['text', 'label', 'len']], tablefmt='presto', showindex=False),
 'p-dict': '\n'.join(str(r) for r in d[['label', 'text']].to_dict('records')),
 'p-tup': '\n'.join(str(r) for r in d[['label', 'text']].itertuples()),
 'p-values': str(d[['label', 'text']].values),
 'p-records': str(d[['label', 'text']].to_records()),
}
for k, v in out.items():
    open(sys.argv[2] + '/' + k + '.txt', 'w').write(v + '\n')
EOF2
	for f in tf2 ns2last ns3 id3 date3 multi print3 one presto3 dict tup values records; do
		t_run "pandas' own p-$f: refused" 1 sms-vocab -t --unlabeled "$T/p-$f.txt"
	done
else
	t_skip "pandas' own prints" "no pandas and tabulate in $PY"
fi
if command -v Rscript > /dev/null 2>&1; then
	cat > "$T/gen.R" <<'EOF2'
a <- commandArgs(TRUE)
d <- read.delim(a[1], header=FALSE, col.names=c("label", "text"), quote="", stringsAsFactors=FALSE)
d$text <- paste(d$text, d$text)
options(width=80)
writeLines(capture.output(print(d)), file.path(a[2], "r-block.txt"))
writeLines(capture.output(print(d, right=FALSE, row.names=FALSE)), file.path(a[2], "r-blockl.txt"))
names(d) <- c("y", "x")
writeLines(capture.output(print(d)), file.path(a[2], "r-blockyx.txt"))
names(d) <- c("category", "message"); d$n <- nchar(d$message)
writeLines(capture.output(print(d[, c("message", "category", "n")])), file.path(a[2], "r-block3.txt"))
d$category <- d$category == "spam"
writeLines(capture.output(print(d)), file.path(a[2], "r-blocktf.txt"))
EOF2
	Rscript "$T/gen.R" "$T/rows.tsv" "$T" 2> /dev/null
	for f in block blockl blockyx block3 blocktf; do
		t_bad "R's own print(d) r-$f: refused" 1 "a table printed for people|a frame as pandas" sms-vocab -t --unlabeled "$T/r-$f.txt"
	done
else
	: # R's own prints: checked where the peer is (no Rscript: a peer, no test dependency; no skip, CI fails one: the column blocks by hand above)
fi
