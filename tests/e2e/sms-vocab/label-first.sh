#!/bin/sh
# A label before the text, in every form and with every label set the
# label rule knows (attnkit(5) "a label, a space and the text";
# lib/text/corpus-foreign-sp.c): 'True: text', '[not spam] text',
# 'не спам. text', 'label=not_spam text', 'Label: spam | Text: text',
# Markdown's '- spam: text', '1. spam: text', '**spam**: text', other
# punctuation around it ('"spam" text', 'spam! text'), and a file
# of one class ('spam: text' on every line).  15a-W3, W4, W11, W12: each
# was read by --unlabeled as text with exit 0, nothing said, the label a
# word of every message.  Each is refused, the sed and --label-map it
# names read the labels back, the labelled reader's hint names the same;
# and text whose lines only start so ('True:', 'Note:', a chat's 'Alice:',
# a Markdown list numbered '1.' throughout) is read, nothing refused.
. "$(dirname "$0")/../../lib.sh"
texts='Win a free prize now call 0800|Ok see you later then|I am at home now|URGENT claim your cash reward|Where are you going tonight|Sorry I will call later|Free entry in a weekly comp|Lunch at noon is fine'
# mk FORMAT SPAM HAM: the 8 texts, lines 1, 4, 7 spam (printf FORMAT of
# the label and the text; 'N.' its line's number)
mk() {
	echo "$texts" | tr '|' '\n' | awk -v f="$1" -v s="$2" -v h="$3" '{
		l = (NR % 3 == 1) ? s : h; g = f; sub(/^N\./, NR ".", g)
		sub(/%s/, l, g); i = index(g, "%s")
		print substr(g, 1, i - 1) $0 substr(g, i + 2) }'
}
# conv FILE: the sed (or awk) and --label-map the refusal in $T/err names, run,
# then the labelled read of what they make: its --stats' spam/ham counts
conv() {
	cmd=$(grep -o "sed '.*' $1 > F.tsv" "$T/err" | sed 's/ > F.tsv$//')
	[ -n "$cmd" ] || cmd=$(grep -o "awk '.*' $1 > F.tsv" "$T/err" |
	    sed 's/ > F.tsv$//')	# (a printed table's cells: 'True  text')
	map=$(grep -o "with --label-map .* (text? --all-text)" "$T/err" |
	    sed 's/^with //; s/ (text? --all-text)$//')
	[ -n "$cmd" ] || return 1
	eval "$cmd" > "$T/F.tsv"
	eval "sms-vocab --stats $map \"\$T/F.tsv\"" 2>/dev/null |
	    awk '$1 == "spam" || $1 == "ham" || $1 == "other" { printf "%s=%s ", $1, $2 }'
}
# --- every form with every label set: refused, the conversion reads 3/5
n=0
for form in '%s: %s' '%s:%s' '[%s] %s' '(%s) %s' '%s. %s' '%s %s' \
    'label=%s %s' 'Label: %s | Text: %s' 'label: %s text: %s' \
    'Label: %s, Text: %s' 'Category: %s - %s' '- %s: %s' '* %s: %s' \
    'N. %s: %s' '> %s: %s' '**%s**: %s' '`%s` %s' '- **%s** %s' \
    '"%s" %s' '%s! %s' '%s=> %s' '#%s %s' '- "%s" %s'; do
	for pair in 'spam ham' 'True False' 'spam|not spam' 'spam not_spam' \
	    'TRUE FALSE' 'спам|не спам' '1 0' 'Spam Ham'; do
		s=${pair%%[ |]*} h=${pair#*[ |]}
		n=$((n + 1))
		mk "$form" "$s" "$h" > "$T/f$n.txt"
		t_run "[$form] $s/$h: refused" 1 sms-vocab -t --unlabeled "$T/f$n.txt"
		t_ok "  one line: every line starts with a label" grep -q "^sms-vocab: $T/f$n.txt:1: every line starts with .*a label.*(text? --all-text)\$" "$T/err"
		t_ok "  the sed and map named read spam 3, ham 5" test "$(conv "$T/f$n.txt")" = "spam=3 ham=5 other=0 "
	done
done
# --- the residues, by form (pass 16): brackets of any kind, closed by
# another ('[spam) text'); no space after the punctuation ('[spam]text');
# a label column's name, ':' or '=' and the label in punctuation
# ('Label: spam: text', 'label = "spam" text'); spaces or TABs after the
# label.  Each was read by --unlabeled as text with exit 0, nothing said
for form in '[%s) %s' '(%s] %s' '<%s} %s' '[%s]%s' '(%s)%s' '{%s}%s' \
    'Label: %s: %s' 'label=%s: %s' 'label="%s" %s' 'label = %s %s' \
    'Label: [%s] %s' 'Label : %s - %s' 'category=%s. %s' '%s  %s' \
    '%s:  %s' '%s:\t%s' '[%s]\t%s' 'label=%s\t%s'; do
	for pair in 'spam ham' 'True False' 'spam|not spam' 'spam not_spam' \
	    'TRUE FALSE' 'спам|не спам' '1 0' 'Spam Ham' '1 -1'; do
		s=${pair%%[ |]*} h=${pair#*[ |]}
		n=$((n + 1))
		mk "$form" "$s" "$h" > "$T/f$n.txt"
		t_run "[$form] $s/$h: refused" 1 sms-vocab -t --unlabeled "$T/f$n.txt"
		t_ok "  the sed and map named read spam 3, ham 5" test "$(conv "$T/f$n.txt")" = "spam=3 ham=5 other=0 "
	done
done
# a sign kept: '"-1" text' is ham's -1, never spam's 1
mk '"%s" %s' 1 -1 > "$T/sg.txt"
t_bad "'\"-1\" text': -1 and 1 counted apart" 1 "(\"1\" 3, \"-1\" 5)" sms-vocab -t --unlabeled "$T/sg.txt"
t_ok "  its sed and map read spam 3, ham 5" test "$(conv "$T/sg.txt")" = "spam=3 ham=5 other=0 "
# the other side: brackets, names and colons in text, not labels
printf '[see attached) for details\n(note] call me\nLabel: this is text\nlabel = my own\nCategory: news today\nspam:  is a word\nok then\n' > "$T/br-text.txt"
t_run "brackets, a name and ':' or '=' before no label: read" 0 sms-vocab -t --unlabeled "$T/br-text.txt"
t_ok "  nothing said of labels" sh -c "! grep -q 'label' '$T/err'"
# the messages in full, where they say the form and the map
mk '%s: %s' True False > "$T/tf.txt"
t_bad "'True: text': the map True=spam,False=ham" 1 "^sms-vocab: $T/tf.txt:1: every line starts with a label, a colon \\(True: 3, False: 5\\): a labelled file, its label before the text \\(print\\(f'\\{label\\}: \\{text\\}'\\)\\)\\? .* make the label a field, sed '.*' $T/tf.txt > F.tsv, and read that without --unlabeled with --label-map True=spam,False=ham \\(text\\? --all-text\\)\$" sms-vocab --unlabeled "$T/tf.txt"
mk '%s %s' spam 'not spam' > "$T/ns.txt"
t_bad "'not spam text': the two words one label, the map spells it" 1 "\\(spam 3, not spam 5\\): .*sed 's/\\^\\\\\\(\\\\\\(not \\\\\\)\\\\\\{0,1\\\\\\}\\[\\^ \\]\\*\\\\\\) /\\\\1\\\\t/' $T/ns.txt > F.tsv, and read that without --unlabeled with --label-map spam=spam,'not spam'=ham \\(text" sms-vocab --unlabeled "$T/ns.txt"
mk 'Label: %s | Text: %s' spam ham > "$T/lt.txt"
t_bad "'Label: spam | Text: ...': after a name and ':'" 1 "^sms-vocab: $T/lt.txt:1: every line starts with a label after a name and ':' \\(Label: spam 3, Label: ham 5\\): a labelled file, its label before the text \\(print\\(f'Label: \\{label\\} \\| Text: \\{text\\}'\\)\\)\\?" sms-vocab --unlabeled "$T/lt.txt"
mk 'N. %s: %s' spam ham > "$T/md.txt"
t_bad "'1. spam: text': in Markdown, the markers dropped" 1 "^sms-vocab: $T/md.txt:1: every line starts with a label in Markdown \\(a list's item, bold or code\\), a colon \\(spam: 3, ham: 5\\): .*drop the Markdown and make the label a field" sms-vocab --unlabeled "$T/md.txt"
# --- one class: spam or ham alone on 9 lines in 10 (15a-W11)
for form in '%s: %s' '[%s] %s' '%s. %s' '%s %s' 'label=%s %s' '- %s: %s'; do
	mk "$form" spam spam > "$T/one.txt"
	t_run "[$form] spam alone: refused" 1 sms-vocab -t --unlabeled "$T/one.txt"
	t_ok "  (spam 8)" grep -q "every line starts with .*(.*spam.* 8): a labelled file" "$T/err"
	t_ok "  its sed reads spam 8" test "$(conv "$T/one.txt")" = "spam=8 ham=0 other=0 "
done
mk '%s: %s' ham ham > "$T/h8.txt"
printf 'and one more line\n' >> "$T/h8.txt"
t_run "ham alone on 8 of 9 lines (under 9 in 10): read" 0 sms-vocab -t --unlabeled "$T/h8.txt"
t_ok "  nothing said (one class below 9 in 10: 'ham ,text' CSV lines)" test ! -s "$T/err"
mk '%s: %s' ham ham | head -3 > "$T/h3.txt"
t_bad "three lines of ham: read, said" 0 "^sms-vocab: note: $T/h3.txt: every line starts with a label, a colon \\(ham: 3\\), read as text" sms-vocab -t --unlabeled "$T/h3.txt"
mk '%s: %s' True True > "$T/t8.txt"
t_bad "'True:' alone on every line: read, said (no spam or ham: a class's sample, or text)" 0 "^sms-vocab: note: $T/t8.txt: every line starts with a label, a colon \\(True: 8\\), read as text .*--label-map True=spam,False=ham\$" sms-vocab -t --unlabeled "$T/t8.txt"
# --- the edges of the share: 9 of 10 refused, 8 of 10 said
{ mk '%s: %s' spam ham; printf 'ham: Fine by me\nand a line more\n'; } > "$T/e9.txt"
t_bad "9 lines of 10 start with a label: refused, the lines without one joined" 1 "^sms-vocab: $T/e9.txt:1: 9 of 10 lines start with a label, a colon .*\\(each line without a label joined to the line before\\), awk 'tolower\\(\\\$0\\) ~ /\\^\\(spam\\|ham\\):/" sms-vocab -t --unlabeled "$T/e9.txt"
{ mk '%s: %s' True False; printf 'and a line more\nand another\n'; } > "$T/e8.txt"
t_bad "8 of 10: read, said, the join naming the labels" 0 "^sms-vocab: note: $T/e8.txt: 8 of 10 lines start with a label, a colon .*awk 'tolower\\(\\\$0\\) ~ /\\^\\(true\\|false\\):/" sms-vocab -t --unlabeled "$T/e8.txt"
# --- the labelled reader's hint names the same sed and map
mk '%s: %s' True False > "$T/tfl.txt"
t_bad "labelled 'True: text': the sed and the map" 1 "^sms-vocab: $T/tfl.txt:1: no TAB between label and text \\(a label, a colon, then the text\\? make the label a field: sed '.*' FILE, and read that with --label-map True=spam,False=ham; text without labels\\? read it with --unlabeled\\)\$" sms-vocab -t "$T/tfl.txt"
mk '- %s: %s' spam ham > "$T/mdl.txt"
t_bad "labelled '- spam: text': in Markdown" 1 "^sms-vocab: $T/mdl.txt:1: no TAB between label and text \\(a label in Markdown, a colon, then the text\\? make the label a field: sed '.*' FILE, and read that\\)\$" sms-vocab -t "$T/mdl.txt"
# --- the other side: text that starts so on a few lines, or in a way no
# labelled file does: read, nothing said of labels
cat > "$T/text.txt" <<'EOF'
True: I never thought I would say this
Note: the meeting is at 5
hello there how are you
True story, we met at school
False alarm, sorry
what are you doing tonight
Spam again in my inbox
ok see you later
EOF
printf 'Alice: spam is everywhere\nBob: ham and eggs please\nAlice: spam again today\nBob: ham for lunch\nAlice: no idea\n' > "$T/chat.txt"
printf '1. Buy milk\n1. Call mom\n1. Pay rent\n1. Walk the dog\n1. Read a book\n' > "$T/list.txt"
printf '1 Buy milk\n1 Call mom\n1 Pay rent\n1 Walk the dog\n1 Read a book\n' > "$T/ones.txt"
printf 'Spam is annoying\nHam radio is fun\nTrue love waits\nFalse alarm again today\nNot spam but important\n' > "$T/mix.txt"
printf -- '- True: it works\n- False: it broke\n- Note: later\n- call me\n- hi there\n- see you\n' > "$T/mdt.txt"
printf 'Label: this is text\nCategory: news today\nLabel: another one\nLabel: and more\n' > "$T/nm.txt"
printf '"Hello" she said\n!!! Win now\n#spam is a hashtag\nspam! I hate it\n"ok" then\n' > "$T/pun.txt"
for f in text chat list ones mix mdt nm pun; do
	t_run "$f.txt: read" 0 sms-vocab -t --unlabeled "$T/$f.txt"
	t_ok "  every line a message" test "$(grep -c '^-	' "$T/out")" = "$(grep -c . "$T/$f.txt")"
	t_ok "  nothing said of labels" sh -c "! grep -q 'label' '$T/err'"
done
