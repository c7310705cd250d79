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
# six messages, two spam, one with a '|' of its own
cat > "$T/rows.tsv" <<'EOF2'
ham	Please tell me not all of my car keys are in your purse
spam	85233 FREE>Ringtone!Reply REAL
ham	Call me | now, ok? 2 | 3
ham	Great. Have a safe trip. Dont panic surrender all.
ham	Not a drop in the tank
spam	URGENT! Your mobile was awarded a Bonus Caller Prize
ham	K..k:)how about your training process?
ham	I want to see you at five
EOF2
# --- the cells rule's awk keeps a text's own '|' (15a-M3)
awk -F'\t' '{ printf "| %-4s | %-56s |\n", $1, $2 }' "$T/rows.tsv" > "$T/org.txt"
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
