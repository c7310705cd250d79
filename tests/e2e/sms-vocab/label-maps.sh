#!/bin/sh
# The --label-map a refusal names reads the file right when followed as
# printed: its direction from the label column's name (is_ham's 1 is
# ham), a missing value made text (nan, NA, None, null) named as one, a
# class of its own beside spam and ham (Mendeley's 'Smishing') mapped
# with them, a label with a space in a column the user named; and
# pandas' header of a frame written with its index (',Email Text,Email
# Type') named as such, not as an empty label.
. "$(dirname "$0")/../../lib.sh"

# the option a refusal names, as printed: the word after OPT up to a space
# or the message's end; "'...'" quotes kept off
named() { sed -n "s/.*$1 \('[^']*'\|[^ ]*\).*/\1/p" "$T/err" | head -1 | sed "s/^'//; s/'\$//"; }

# --- 13d-M3: a 0/1 column named for ham: 1=ham,0=spam, followed it reads
# 'Win cash' as spam; a name that says nothing, or spam: 1=spam
# (a flag's name, is_ham, is a column's name: no note of doubt; 'ham',
# 'legit' and 'not_spam' may be a first message's label: the note)
for h in is_ham isHam is-legit; do
	printf 'text,%s\nWin cash call now,0\nSee you at home,1\n' "$h" > "$T/h.csv"
	t_bad "column '$h' of 0/1: the map points 1 to ham" 1 \
	    "^sms-vocab: $T/h\\.csv:2: label '0' is neither ham nor spam, and line 1 \\('text,$h'\\) was read as the header: name the labels with --label-map 1=ham,0=spam$" \
	    sms-vocab --csv -t "$T/h.csv"
done
for h in ham legit not_spam; do
	printf 'text,%s\nWin cash call now,0\nSee you at home,1\n' "$h" > "$T/h.csv"
	t_run "column '$h' of 0/1" 1 sms-vocab --csv -t "$T/h.csv"
	t_ok "  the map points 1 to ham" grep -q "h\\.csv:2: label '0' is neither ham nor spam, .*--label-map 1=ham,0=spam\$" "$T/err"
done
map=$(named --label-map)
t_run "  followed" 0 sms-vocab --csv -t --label-map "$map" "$T/h.csv"
t_ok "  'Win cash' is spam" grep -qx 'spam	win cash call now' "$T/out"
for h in label is_spam spam_flag hamster; do
	printf 'text,%s\nWin cash call now,0\nSee you at home,1\n' "$h" > "$T/h.csv"
	t_run "column '$h' of 0/1" 1 sms-vocab --csv -t "$T/h.csv"
	t_ok "  1=spam" grep -q "name the labels with --label-map 1=spam,0=ham\$" "$T/err"
done
printf 'text\tis_ham\nWin cash\t0.0\nSee you\t1.0\n' > "$T/h.tsv"
t_bad "floats under is_ham (TSV)" 1 "label '0\\.0' is neither .*--label-map 1\\.0=ham,0\\.0=spam, or read text without labels with --unlabeled$" \
    sms-vocab -t "$T/h.tsv"
printf '{"is_ham":false,"text":"Win cash"}\n{"is_ham":true,"text":"See you"}\n' > "$T/h.jsonl"
t_bad "JSON Lines booleans under is_ham" 1 "^sms-vocab: $T/h\\.jsonl:1: label 'false' \\(field 'is_ham'\\) is neither ham nor spam: name the labels with --label-map true=ham,false=spam$" \
    sms-vocab --jsonl --label-column is_ham -t "$T/h.jsonl"
map=$(named --label-map)
t_run "  followed" 0 sms-vocab --jsonl --label-column is_ham -t --label-map "$map" "$T/h.jsonl"
t_ok "  'Win cash' is spam" grep -qx 'spam	win cash' "$T/out"

# --- 13d-M5: a missing value made text in the label column, beside spam
# and ham: named as one, with the map that reads the rows as unlabelled
for v in nan NaN NA '<NA>' None null NULL 'N/A' '\N'; do
	printf 'label,text\nham,hi there\n%s,no label here\nspam,win cash\n' "$v" > "$T/m.csv"
	t_bad "label '$v' under a header: a missing value" 1 \
	    "^sms-vocab: $T/m\\.csv:3: label '.*' is a missing value \\(.*\\), no label: drop those rows .*, or read them with --label-map '.*=-,spam=spam,ham=ham' \\(no label; .*\\)$" \
	    sms-vocab --csv -t "$T/m.csv"
	map=$(named --label-map)
	t_run "  followed" 0 sms-vocab --csv -t --label-map "$map" "$T/m.csv"
	t_ok "  the row read without a label" grep -qx -- '-	no label here' "$T/out"
done
printf 'label,text\nham,hi there\nNA,no label here\nspam,win cash\n' > "$T/m.csv"
t_bad "NA under a map's '*': not taken" 1 "m\\.csv:3: label 'NA' is a missing value .*--label-map adding 'NA=-'" \
    sms-vocab --csv -t --label-map 'spam=spam,*=ham' "$T/m.csv"
t_run "  'NA=ham' listed: read" 0 sms-vocab --csv -t --label-map 'spam=spam,NA=ham,*=ham' "$T/m.csv"
printf '{"label":"None","text":"x y"}\n' > "$T/m.jsonl"
t_bad "JSON Lines: 'None' a missing value" 1 "m\\.jsonl:1: label 'None' is a missing value \\(Python's None" sms-vocab --jsonl -t "$T/m.jsonl"
# the edge: labels of any word (a TAB file without a header): 'NA' is read
# as a label of its own, as before; 'nano' and 'Nan' are no missing value
printf 'ham\thi there\nNA\tno label\nspam\twin cash\n' > "$T/m.tsv"
t_run "TAB file, no header: 'NA' a label of its own" 0 sms-vocab -t "$T/m.tsv"
t_ok "  its note says a missing value, and the map" grep -q "note: 1 message labelled neither spam nor ham (the first 'NA', .*m\\.tsv:2): read as labels of their own ('other' in --stats); 'NA' is a missing value (R's .*--label-map 'NA=-,spam=spam,ham=ham'\$" "$T/err"
map=$(named --label-map)
t_run "  followed" 0 sms-vocab -t --label-map "$map" "$T/m.tsv"
t_ok "  the row read without a label" grep -qx -- '-	no label' "$T/out"
printf 'label,text\nham,hi\nnano,x\n' > "$T/n.csv"
t_bad "'nano': no missing value" 1 "label 'nano' is neither ham nor spam" sms-vocab --csv -t "$T/n.csv"
# a class of its own beside spam and ham (Mendeley's SMS Phishing Dataset)
printf 'LABEL,TEXT,URL,EMAIL,PHONE\nham,ok lar,No,No,No\nspam,Win cash now,No,No,yes\nSmishing,"Your account is locked, verify",yes,No,No\n' > "$T/p.csv"
t_bad "'Smishing' after spam and ham: mapped with them" 1 \
    "^sms-vocab: $T/p\\.csv:4: label 'Smishing' is neither ham nor spam, a class of its own beside spam and ham: map it to one of them, or to none: --label-map 'Smishing=spam,spam=spam,ham=ham' \\('Smishing=-' for no label\\)$" \
    sms-vocab --csv -t "$T/p.csv"
map=$(named --label-map)
t_run "  followed" 0 sms-vocab --csv -t --label-map "$map" "$T/p.csv"
t_ok "  3 messages" test "$(grep -vc '^#' "$T/out")" = 3
printf 'label,text\nfoo,hi\nham,x\n' > "$T/f.csv"
t_bad "  the edge: a label of its own first: the placeholder" 1 "label 'foo' is neither .*SPAMLABEL=spam,HAMLABEL=ham$" sms-vocab --csv -t "$T/f.csv"

# --- 13d-M7: Kaggle's Phishing_Email.csv: pandas' index, then names
printf ',Email Text,Email Type\n0,"win cash now, call",Phishing Email\n1,see you at home tonight,Safe Email\n2,ok lar,Safe Email\n' > "$T/pe.csv"
t_bad "',Email Text,Email Type': pandas' header, not an empty label" 1 \
    "^sms-vocab: $T/pe\\.csv:1: the first record ',Email Text,Email Type' has an empty first field, then names \\('Email Text', 'Email Type'\\): pandas' header of a frame written with its index \\(to_csv without index=False\\)\\? name its columns: --label-column NAME --text-column NAME; a message with an empty label \\(a missing value\\)\\? drop those rows, or read them with --label-map '=-'$" \
    sms-vocab --csv -t "$T/pe.csv"
t_run "  its columns given" 1 sms-vocab --csv -t --label-column 3 --text-column 2 "$T/pe.csv"
t_ok "  the label map, both ways" grep -q "^sms-vocab: $T/pe\\.csv:2: label 'Phishing Email' (the column --label-column names) is neither ham nor spam: name the labels with --label-map 'Phishing Email=spam,\\*=ham' if it is the spam, 'Phishing Email=ham,\\*=spam' if the ham" "$T/err"
map=$(named --label-map)
t_run "  followed" 0 sms-vocab --csv -t --label-column 3 --text-column 2 --label-map "$map" "$T/pe.csv"
t_ok "  phishing is spam" grep -qx 'spam	win cash now call' "$T/out"
# the edges: a missing label with a text and one more field of a message
# ('see you at home' has three spaces); '=-' given reads it
printf ',see you at home now,web\nspam,win,web\n' > "$T/e.csv"
t_bad "',see you at home now,web': the empty label's error" 1 "e\\.csv:1: empty label \\(a missing value" sms-vocab --csv -t "$T/e.csv"
t_run "',Email Text,Email Type' with --label-map '=-,*=ham': read as a message" 0 \
    sms-vocab --csv -t --label-map '=-,*=ham' "$T/pe.csv"
t_ok "  line 1 a message without a label" grep -qx -- '-	email text email type' "$T/out"

# --- 13a-W6: a spreadsheet's error value as the whole text (a formula
# that built the text failed): no message, skipped and said, never words
# 'n a', 'value'; --all-text reads it as text; a text that only starts so
# is a message
tok() { grep -v '^#' "$T/out" | tr '\t\n' ':|'; }
printf 'ham\thello there\nspam\t#N/A\nham\t#VALUE!\nspam\tErr:502\nham\tsee you\n' > "$T/w.tsv"
t_run "TSV: texts #N/A, #VALUE!, Err:502" 0 sms-vocab -t "$T/w.tsv"
t_ok "  skipped" test "$(tok)" = "ham:hello there|ham:see you|"
t_err "  said" "^sms-vocab: note: $T/w\\.tsv:2: 3 messages skipped, their text a spreadsheet's error value \\(the first '#N/A': a formula that failed, as Excel, LibreOffice and Google Sheets export it\\): no message in them; correct the formula and export the sheet again to keep them$"
printf 'label,text\nham,hello there\nspam,#NAME?\n' > "$T/w.csv"
t_run "CSV: text #NAME?" 0 sms-vocab -t --csv "$T/w.csv"
t_ok "  skipped" test "$(tok)" = "ham:hello there|"
t_err "  said" "w\\.csv:3: 1 message skipped, its text a spreadsheet's error value \\(the first '#NAME\\?'"
printf 'hello there\n#N/A\nsee you\n' > "$T/w.txt"
t_run "--unlabeled: a line #N/A" 0 sms-vocab -t --unlabeled "$T/w.txt"
t_ok "  skipped" test "$(tok)" = "-:hello there|-:see you|"
t_err "  said" "w\\.txt:2: 1 message skipped, its text a spreadsheet's error value"
t_run "  --all-text: read as text" 0 sms-vocab -t --unlabeled --all-text "$T/w.txt"
t_ok "  its words" test "$(tok)" = "-:hello there|-:n a|-:see you|"
printf 'spam\t#N/A\n' > "$T/w1.tsv"
t_bad "every text #N/A: no messages, said" 1 "^sms-vocab: $T/w1\\.tsv:1: no messages: every text is a spreadsheet's error value \\(the first '#N/A': a formula that failed\\): correct the formulas and export the sheet again$" sms-vocab -t "$T/w1.tsv"
printf 'ham\t#N/A now\nspam\t#winner call\n' > "$T/w2.tsv"
t_run "the edges: '#N/A now', '#winner call': messages" 0 sms-vocab -t "$T/w2.tsv"
t_ok "  both read" test "$(tok)" = "ham:n a now|spam:winner call|"
t_ok "  nothing said" test ! -s "$T/err"
printf '{"label":"spam","text":"#N/A"}\n{"label":"ham","text":"hi"}\n' > "$T/w.jsonl"
t_run "JSON Lines: text #N/A" 0 sms-vocab -t --jsonl "$T/w.jsonl"
t_ok "  skipped" test "$(tok)" = "ham:hi|"
t_err "  said" "w\\.jsonl:1: 1 message skipped, its text a spreadsheet's error value"

# --unlabeled: a spreadsheet's error value first on every line ('#N/A' of
# a label column's failed formula, before the text) is a column, not a
# comment nor words of the text (14a-W7: 'n a' in every message, exit 0):
# refused as the label-last form is, with each delimiter; its fix, the
# labelled read, then names the map; a '#' comment line stays one
for d in tab , ';' '|'; do
	c=$d; [ "$d" = tab ] && c='	'
	for t in 'hello there' 'see you' 'ok lar' 'bye' 'WIN cash now'; do printf '#N/A%s%s\n' "$c" "$t"; done > "$T/na.txt"
	t_run "'#N/A' then '$d' on every line, --unlabeled: refused" 1 sms-vocab -t --unlabeled "$T/na.txt"
	t_ok "  the column named (#N/A 5)" grep -q "every line starts with a label and .* (#N/A 5)" "$T/err"
done
t_run "  the labelled read (TAB): refused naming '#N/A=-'" 1 sms-vocab -t "$T/na.txt"
printf '#NAME?,hello there\n#N/A,see you\n#N/A,ok lar\n#VALUE!,bye\n#N/A,win now\n' > "$T/na2.csv"
t_run "three error values first: refused too" 1 sms-vocab -t --unlabeled "$T/na2.csv"
printf '#win a prize\nhello there\n#N/A\n' > "$T/nc.txt"
t_run "a hashtag line and '#N/A' alone: read as before" 0 sms-vocab -q -t --unlabeled "$T/nc.txt"
t_ok "  two messages (the error value alone skipped)" test "$(grep -c '^-	' "$T/out")" = 2

# --- 15a-M7: labels 1 and -1 (scikit-learn's, LIBSVM's two classes) got the
# map of 1/0 or a placeholder, and a TAB file's first line '-1<TAB>...' was
# held as a header over a label 1; -1 is the label rule's negative class now
printf '1\tWin cash\n-1\tHello there\n-1\tOk see you\n1\tFree prize\n' > "$T/pm.tsv"
t_run "15a-M7: TSV 1/-1: read, the map said is 1 and -1" 0 sms-vocab --stats "$T/pm.tsv"
t_ok "  --label-map 1=spam,-1=ham named" grep -q -- "--label-map 1=spam,-1=ham$" "$T/err"
printf -- '-1\tHello there\n1\tWin cash\n' > "$T/pm1.tsv"
t_run "  -1 first: a message, not the header" 0 sms-vocab --stats "$T/pm1.tsv"
t_ok "  two records, line 1 not a header" sh -c "grep -qx 'records	2' '$T/out' && ! grep -q 'read as the header' '$T/err'"
printf 'label,text\n-1,Hello there\n1,Win cash\n-1,Ok see you\n1,Free prize\n' > "$T/pm.csv"
t_bad "  CSV, -1 first: 1=spam,-1=ham, no placeholder" 1 "pm\\.csv:2: label '-1' is neither ham nor spam, and line 1 \\('label,text'\\) was read as the header: name the labels with --label-map 1=spam,-1=ham$" sms-vocab --csv --stats "$T/pm.csv"
t_run "  followed: read" 0 sms-vocab --csv --stats --label-map 1=spam,-1=ham "$T/pm.csv"
t_ok "  spam 2, ham 2" sh -c "grep -qx 'spam	2' '$T/out' && grep -qx 'ham	2' '$T/out'"
printf 'label,text\n1,Win cash\n-1,Hello there\n' > "$T/pm2.csv"
t_bad "  1 first, the map of 1/0 given: -1 named with the map that reads it" 1 "pm2\\.csv:3: label '-1' is not in --label-map \\(.*; labels 1 and -1 \\(scikit-learn's, LIBSVM's two classes\\), not 1 and 0\\? --label-map '1=spam,-1=ham'\\)$" sms-vocab --csv --stats --label-map 1=spam,0=ham "$T/pm2.csv"
t_bad "  a map of ham's 1 (1=ham,0=spam): -1 the spam" 1 "--label-map '1=ham,-1=spam'\\)$" sms-vocab --csv --stats --label-map 1=ham,0=spam "$T/pm2.csv"
# the other side: -2 is no class of the rule; 0 not in a map of 1 and -1
printf 'label,text\n-2,Hello there\n' > "$T/m2.csv"
t_bad "  -2: the placeholder map, as before" 1 "m2\\.csv:2: .*--label-map SPAMLABEL=spam,HAMLABEL=ham$" sms-vocab --csv --stats "$T/m2.csv"
printf 'label,text\n1,Win cash\n0,Hello there\n' > "$T/z.csv"
t_run "  0 under 1=spam,-1=ham: not in the map, no +-1 hint" 1 sms-vocab --csv --stats --label-map 1=spam,-1=ham "$T/z.csv"
t_ok "  no +-1 hint" sh -c "grep -q \"label '0' is not in --label-map\" '$T/err' && ! grep -q 'LIBSVM' '$T/err'"

# --- R2-11: ak_unl_certain: '#N/A' on some lines beside spam/ham (a label
# column's formula that failed on a few rows) made the labels 'not all
# known' and the file was read as text, only said; and the error-value rule
# held vacuously when no label started enough lines.  Certain now, the map
# reading the error value as no label
printf 'spam,Win cash now\n#N/A,hello there\nham,see you\nham,ok lar\n#N/A,bye now\nham,call me\nspam,free prize\nham,lunch today\n' > "$T/mixna.txt"
t_bad "R2-11: spam/ham and #N/A first, --unlabeled: refused, '#N/A=-' named" 1 "mixna\\.txt: every line starts with a label and ',' \\(spam 2, #N/A 2, ham 4\\): .*read it with --csv --label-map '#N/A=-',spam=spam,ham=ham instead of --unlabeled" sms-vocab --unlabeled --stats "$T/mixna.txt"
t_run "  followed: read" 0 sms-vocab --csv --label-map '#N/A=-',spam=spam,ham=ham --stats "$T/mixna.txt"
t_ok "  spam 2, ham 4" sh -c "grep -qx 'spam	2' '$T/out' && grep -qx 'ham	4' '$T/out'"
printf '1;Win cash now\n#VALUE!;hello there\n0;see you\n0;ok lar\n1;free prize\n0;lunch\n0;later\n0;call me\n' > "$T/mixv.txt"
t_bad "  1/0 and #VALUE!: the map of 1/0 with '#VALUE!=-'" 1 "mixv\\.txt: .*read it with --delimiter ';' --label-map 1=spam,0=ham,'#VALUE!=-' instead of --unlabeled" sms-vocab --unlabeled --stats "$T/mixv.txt"
t_run "  followed: read" 0 sh -c "sms-vocab --delimiter ';' --label-map 1=spam,0=ham,'#VALUE!=-' --stats '$T/mixv.txt'"
t_ok "  spam 2, ham 5" sh -c "grep -qx 'spam	2' '$T/out' && grep -qx 'ham	5' '$T/out'"
# the other side: a word no rule knows beside #N/A: not certain, said
printf 'sport,Win cash now\n#N/A,hello there\nsport,see you\nnews,ok lar\n#N/A,bye now\nnews,call me\nsport,free prize\nnews,lunch today\n' > "$T/mixw.txt"
t_run "  'sport'/'news' and #N/A: read as text, said" 0 sms-vocab --unlabeled --stats "$T/mixw.txt"
t_ok "  said" grep -q "read as text with --unlabeled" "$T/err"
printf 'label,text\n-1.0,Hello there\n1.0,Win cash\n' > "$T/pmf.csv"
t_bad "  -1.0 (pandas' float column of them): 1.0=spam,-1.0=ham" 1 "pmf\\.csv:2: .*--label-map 1\\.0=spam,-1\\.0=ham$" sms-vocab --csv --stats "$T/pmf.csv"
t_run "  followed: read" 0 sms-vocab --csv --stats --label-map 1.0=spam,-1.0=ham "$T/pmf.csv"
