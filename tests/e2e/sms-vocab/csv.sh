#!/bin/sh
# sms-vocab --csv, --encoding and --unlabeled: the comma-separated spam.csv
# distribution of the corpus read directly (cp1252, header v1,v2,,,), and
# plain unlabeled lines.
. "$(dirname "$0")/../../lib.sh"

# a small spam.csv by hand: header, quoted commas, an unquoted comma that
# split the text over two columns, empty trailing columns, cp1252 bytes
printf 'v1,v2,,,\r\nham,"Go until jurong point, crazy..",,,\r\nspam,Free entry, call 08452810075 now,,\r\nham,\223Nah\224 I don\222t think so,,,\r\n' > "$T/small.csv"
t_run "--csv --encoding cp1252 -t" 0 sms-vocab --csv --encoding cp1252 -t "$T/small.csv"
grep -v '^#' "$T/out" > "$T/got"
printf 'ham\tgo until jurong point crazy\nspam\tfree entry call now\nham\tnah i don t think so\n' > "$T/want"
t_cmp "--csv: header skipped, columns joined back, cp1252 read" "$T/want" "$T/got"
t_bad "--csv without --encoding: cp1252 bytes are invalid UTF-8" 1 \
    "^sms-vocab: .*small\.csv:4: invalid UTF-8" sms-vocab --csv -t "$T/small.csv"
printf 'v1,v2\nham,ok\nham,a\201b\n' > "$T/undef.csv"
t_bad "--encoding cp1252: a byte with no character names file and line" 1 \
    "^sms-vocab: .*undef\.csv:3: byte 0x81 at byte 6 cannot be converted from cp1252 to UTF-8$" \
    sms-vocab --csv --encoding cp1252 "$T/undef.csv"
t_bad "--encoding: an unknown name is a usage error" 2 \
    "^sms-vocab: --encoding: 'klingon' is not an encoding iconv knows" \
    sms-vocab --encoding klingon "$T/small.csv"
t_bad "--csv and --quoting exclude each other" 2 \
    "^sms-vocab: --quoting, --csv and --jsonl exclude each other$" \
    sms-vocab --csv --quoting csv "$T/small.csv"
t_bad "--csv: a record without a comma" 1 "^sms-vocab: .*nocomma\.csv:2: no comma between label and text \(text without labels\? read it with --unlabeled, without --csv\)$" \
    sh -c "printf 'v1,v2\nham\n' > '$T/nocomma.csv'; sms-vocab --csv '$T/nocomma.csv'"

# a closing quote followed by more of the field (RFC 4180 leaves it
# undefined): Python's csv module and pandas drop that quote and read the
# rest unquoted, a later '"' a plain byte; csv.reader on these bytes gives
# 'freedom is here', 'free dom', 'xy"z" w', 'a"bc', 'multi\nlineend'+'more',
# 'cr' (CRLF), 'plain'+'x'
printf 'label,text\nham,"free"dom is here\nspam,"Win"ner takes all\nham,"free" dom\nham,"x"y"z" w\nham,"a""b"c\nham,"multi\nline"end,more\nham,"cr"\r\nspam,"plain",x\n' > "$T/after.csv"
t_run "--csv: text after a closing quote" 0 sms-vocab --csv -t "$T/after.csv"
grep -v '^#' "$T/out" > "$T/got"
printf 'ham\tfreedom is here\nspam\twinner takes all\nham\tfree dom\nham\txy z w\nham\ta bc\nham\tmulti lineend more\nham\tcr\nspam\tplain x\n' > "$T/want"
t_cmp "  the closing quote dropped, the rest of the field kept (Python's csv)" "$T/want" "$T/got"
printf 'ham\t"free"dom and "Win"ner\n' > "$T/after.tsv"
t_run "--quoting csv: text after a closing quote" 0 sms-vocab --quoting csv -t "$T/after.tsv"
t_ok "  'freedom and \"Win\"ner', as csv.reader with TAB" grep -qx 'ham	freedom and win ner' "$T/out"

# --unlabeled: one message from a pipe, label '-'
T_STDIN="$T/msg"
printf 'Call me when you get home, I have a free ticket!\n' > "$T/msg"
t_run "--unlabeled -t: a plain line is a message" 0 sms-vocab --unlabeled -t
grep -v '^#' "$T/out" > "$T/got"
printf -- '-\tcall me when you get home i have a free ticket\n' > "$T/want"
t_cmp "--unlabeled: tokens as for a labelled line, label -" "$T/want" "$T/got"
unset T_STDIN
t_bad "without --unlabeled the same line has no TAB" 1 "no TAB between label and text" \
    sms-vocab -t "$T/msg"

# a quoted field over many lines: libcsv's buffer doubles (corpus.c
# csv_grow), linear in the field; grown 128 bytes at a time, a 5 MB field
# would take minutes under ASan.  65,536 lines of 79 x's in one field, then a
# second record: both read, in well under the minute
awk 'BEGIN { print "label,text"; printf "ham,\""
	for (i = 0; i < 65536; i++) printf "%s\n", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
	print "\""; print "spam,hello" }' > "$T/field5m.csv"
t_run "a 5 MB quoted field over 65,536 lines: read in under 60 s" 0 timeout 60 sms-vocab --csv --min-count 1 "$T/field5m.csv"
t_ok "  its word 65,536 times in one message, and the record after it" \
    sh -c "grep -q '^x\{79\}	65536	1\$' '$T/out' && grep -q '^hello	1	1\$' '$T/out'"

: "${SMS_CORPUS:=}"
if ! have_corpus || [ ! -x /usr/bin/python3 ]; then
	t_skip "spam.csv from the UCI file" "SMS_CORPUS not set or not a file ('$SMS_CORPUS'), or no /usr/bin/python3"
	exit 0
fi
# spam.csv as distributed: the UCI file read as -q csv reads it (Python's
# csv agrees), written comma-separated in cp1252 with header v1,v2,,, and
# CRLF; a message with 1-3 commas and no quote is split over the extra
# columns, as in that file.  Characters cp1252 lacks become '?' (a
# separator for the tokenizer, as their UTF-8 bytes are).
cat > "$T/mk.py" <<'PY'
import csv, sys
rows = list(csv.reader(open(sys.argv[1], encoding='utf-8', newline=''), delimiter='\t'))
with open(sys.argv[2], 'w', encoding='cp1252', errors='replace', newline='') as f:
    w = csv.writer(f, lineterminator='\r\n')
    w.writerow(['v1', 'v2', '', '', ''])
    for r in rows:
        if not r:
            continue
        label, text = r[0], '\t'.join(r[1:])
        parts = text.split(',')
        if 1 < len(parts) <= 4 and '"' not in text and '\n' not in text and all(parts[1:]):
            w.writerow([label] + parts + [''] * (4 - len(parts)))
        else:
            w.writerow([label, text, '', '', ''])
PY
/usr/bin/python3 "$T/mk.py" "$SMS_CORPUS" "$T/spam.csv"
n=$(tr -d '\r' < "$T/spam.csv" | awk -F, 'NR > 1 && !/"/ && $3 != "" { n++ } END { print n + 0 }')
echo "# $n rows of spam.csv hold text in the third column"
t_ok "spam.csv has split rows (text in the extra columns)" test "$n" -gt 100
t_run "stats of spam.csv (--csv --encoding cp1252)" 0 sms-vocab --stats --csv --encoding cp1252 "$T/spam.csv"
t_ok "spam.csv: 5,572 records" grep -qx 'records	5572' "$T/out"
t_ok "spam.csv: 747 spam" grep -qx 'spam	747' "$T/out"
t_ok "spam.csv: 5,569 messages (lesson)" grep -qx 'messages	5569' "$T/out"
# (under --tokenizer ascii: the two files spell a few letters beyond
# ASCII apart, which auto would keep)
sms-vocab --csv --encoding cp1252 --tokenizer ascii -t "$T/spam.csv" | grep -v '^#' > "$T/a"
sms-vocab --quoting csv --tokenizer ascii -t "$SMS_CORPUS" | grep -v '^#' > "$T/b"
t_cmp "spam.csv tokenizes to the same corpus as the UCI file" "$T/b" "$T/a"

# a quoted part closed with more of the field after it: the rest read
# unquoted, the closing quote dropped, as Python's csv module and pandas
# read it ('"free"dom' is freedom); against csv.reader on the same bytes,
# ',' and --quoting csv with a TAB, on one line and over two
printf 'v1,v2\nham,"free"dom is here\nspam,"Win"ner takes all\nham,"two\nlines"and more\nham,"a""b"c d\nspam,"x" "y"z\n' > "$T/after.csv"
cat > "$T/after.py" <<'PY'
import csv, re, sys
rows = list(csv.reader(open(sys.argv[1], newline=''), delimiter=sys.argv[2]))[1:]
for r in rows:
    print(r[0] + '\t' + ' '.join(t.lower() for t in re.findall('[A-Za-z]+', r[1])))
PY
t_run "'\"free\"dom' with --csv" 0 sms-vocab --csv -t "$T/after.csv"
grep -v '^#' "$T/out" > "$T/after.got"
/usr/bin/python3 "$T/after.py" "$T/after.csv" , > "$T/after.want"
t_cmp "  Python's csv.reader's fields (freedom, winner, linesand, ab\"c)" "$T/after.want" "$T/after.got"
t_ok "  freedom, not free dom" grep -qx 'ham	freedom is here' "$T/after.got"
tr ',' '\t' < "$T/after.csv" > "$T/after.tsv"
t_run "the same with a TAB and --quoting csv" 0 sms-vocab --quoting csv -t "$T/after.tsv"
grep -v '^#' "$T/out" > "$T/after.got"
/usr/bin/python3 "$T/after.py" "$T/after.tsv" '	' > "$T/after.want"
t_cmp "  Python's csv.reader's fields" "$T/after.want" "$T/after.got"

# Excel's delimiter line "sep=;" first: skipped and said where it is the
# delimiter read, refused naming the option where it is not
printf 'sep=;\r\nlabel;text\r\nspam;Win cash now\r\nham;ok see you\r\n' > "$T/sep.csv"
t_run "'sep=;' with --delimiter ';': skipped" 0 sms-vocab --delimiter ';' -t "$T/sep.csv"
t_ok "  the messages, the header line 2" test "$(grep -v '^#' "$T/out" | paste -sd'|' -)" = "spam	win cash now|ham	ok see you"
t_ok "  said" grep -qx "sms-vocab: note: $T/sep.csv:1: Excel's line 'sep=;' (the fields' delimiter) skipped" "$T/err"
t_bad "  with --csv: refused naming --delimiter ';'" 1 "^sms-vocab: $T/sep.csv:1: Excel's line 'sep=;' says the fields are separated by ';', not ',': read it with --delimiter ';'\$" sms-vocab --csv -t "$T/sep.csv"
t_bad "  without an option (TAB): the same" 1 "^sms-vocab: $T/sep.csv:1: Excel's line 'sep=;' says the fields are separated by ';', not '\\\\t': read it with --delimiter ';'\$" sms-vocab -t "$T/sep.csv"
t_run "  --unlabeled: skipped, said, its columns refused (the labels would join the texts)" 1 sms-vocab --unlabeled -t "$T/sep.csv"
t_ok "  said" grep -q "sep.csv:1: Excel's line 'sep=;' (the fields' delimiter) skipped" "$T/err"
t_ok "  line 2's ';' named, with --delimiter ';'" grep -q "sep.csv:2: ';' in a line of a file whose line 1, Excel's 'sep=;'.* --delimiter ';' --text-column N" "$T/err"
printf '\357\273\277sep=,\nlabel,text\nspam,Win\nham,ok\n' > "$T/sepc.csv"
t_run "a BOM, then 'sep=,' with --csv: skipped" 0 sms-vocab --csv -t "$T/sepc.csv"
t_ok "  two messages" test "$(grep -vc '^#' "$T/out")" = 2
t_bad "  without --csv: --csv named" 1 "read it with --csv\$" sms-vocab -t "$T/sepc.csv"
printf 'sep=\t\nham\thi\n' > "$T/sept.tsv"
t_run "'sep=<TAB>' in a TAB file: skipped" 0 sms-vocab -q -t "$T/sept.tsv"
t_ok "  one message" test "$(grep -v '^#' "$T/out")" = "ham	hi"
# the other side: 'sep=a' (no delimiter), 'sep=;;', or 'sep=;' on line 2
printf 'sep=a\nham\thi\n' > "$T/sepa.tsv"
t_bad "'sep=a': no delimiter line, the TAB rule's" 1 "sepa.tsv:1: no TAB between label and text" sms-vocab -t "$T/sepa.tsv"
printf 'sep=;;\nham\thi\n' > "$T/sep2.tsv"
t_bad "'sep=;;': the same" 1 "sep2.tsv:1: no TAB between label and text" sms-vocab -t "$T/sep2.tsv"
printf 'label;text\nsep=;\nspam;x\n' > "$T/sepl2.csv"
t_bad "'sep=;' on line 2: a record of its own" 1 "sepl2.csv:2: " sms-vocab --delimiter ';' -t "$T/sepl2.csv"

# spam.csv after pandas' read_csv and to_csv: its empty header cells are
# "Unnamed: 2" ..., the columns the text spilled over; joined back as under
# 'v1,v2,,,', in a CSV and in JSON Lines (to_json(orient='records',
# lines=True))
printf 'v1,v2,Unnamed: 2,Unnamed: 3,Unnamed: 4\nham,Hello there,,,\nspam,Win a prize, call now, txt WIN,\n' > "$T/kag.csv"
t_run "'Unnamed: N' columns after the text: joined" 0 sms-vocab --csv -t "$T/kag.csv"
t_ok "  the whole message" grep -qx 'spam	win a prize call now txt win' "$T/out"
t_ok "  nothing said" test ! -s "$T/err"
printf '{"v1":"ham","v2":"Hello there","Unnamed: 2":null,"Unnamed: 3":null}\n{"v1":"spam","v2":"Win a prize","Unnamed: 2":" call now","Unnamed: 3":" txt WIN"}\n' > "$T/kag.jsonl"
t_run "  --jsonl: the same" 0 sms-vocab --jsonl -t "$T/kag.jsonl"
t_ok "  the whole message" grep -qx 'spam	win a prize call now txt win' "$T/out"
attn-train -e "$DATA/train-emb.tsv" --epochs 1 --save "$T/model" "$DATA/train-corpus.tsv" > /dev/null
t_run "  attn-train --predict --csv reads it so" 0 attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --predict --csv "$T/kag.csv"
t_ok "  its text whole" grep -q 'Win a prize, call now, txt WIN' "$T/out"
# the other side: a named column after the text ('Unnamed' alone, or
# 'Unnamed: x'), as before: not joined
printf 'v1,v2,Unnamed\nham,Hello there,x\nspam,Win a prize,y\n' > "$T/kagn.csv"
t_run "a column 'Unnamed' (no number): not joined" 0 sms-vocab -q --csv -t "$T/kagn.csv"
t_ok "  the text alone" grep -qx 'spam	win a prize' "$T/out"

# quotes escaped with a backslash (R's write.table, qmethod="escape"): a
# field's last quote written \"" would join the next record: refused
esc="quotes escaped with a backslash \(R's write.table, whose qmethod=\"escape\" is its default; Python's doublequote=False\)\? --quoting csv reads .* write it with write.csv\(\) or write.table\(\.\.\., qmethod=\"double\"\), or convert it: sed 's/\\\\\\\\\"/\"\"/g' FILE$"
printf '"label"\t"text"\n"ham"\t"does that cause prob for u?\\""\n"spam"\t"Win cash now"\n"ham"\t"ok bye"\n' > "$T/r.tsv"
t_bad "R's \\\"\" at a line's end, a record after it: refused" 1 "^sms-vocab: $T/r.tsv:2: a quoted field ends the line in \\\\\"\" and the next line starts a record: $esc" sms-vocab --quoting csv --stats "$T/r.tsv"
sed 's/^"\(.*\)"\t"\(.*\)"$/"\2"\t"\1"/' "$T/r.tsv" > "$T/rtf.tsv"	# text first
t_bad "R's \\\"\" before the TAB, text first: refused" 1 "^sms-vocab: $T/rtf.tsv:2: a quoted field holds \\\\\"\" before a delimiter and ends at a single quote with more after it: $esc" sms-vocab --quoting csv --stats "$T/rtf.tsv"
tr '\t' , < "$T/r.tsv" > "$T/r.csv"
t_bad "... with ',' too" 1 "^sms-vocab: $T/r.csv:2: a quoted field ends the line" sms-vocab --csv --stats "$T/r.csv"
sed 's/\\"/""/g' "$T/r.tsv" > "$T/rd.tsv"	# the conversion named
t_run "the conversion named reads it" 0 sms-vocab -q --quoting csv -t "$T/rd.tsv"
t_ok "  3 messages, the quote the text's" sh -c "[ \$(grep -vc '^#' '$T/out') = 3 ] && grep -qx 'ham	does that cause prob for u' '$T/out'"
# the other side: Python's text line ending in \" inside a field of many
# lines (\"" then the text's next line) is read
printf 'label,text\nspam,"line one \\""\nline two"\nham,"a \\"" b"\nham,"{""k"": ""say \\""hi\\"", ok""}"\n' > "$T/py.csv"
t_run "Python: \\\"\" ending a line inside a field: read" 0 sms-vocab -q --csv -t "$T/py.csv"
t_ok "  its next line the text's" grep -qx 'spam	line one line two' "$T/out"
t_ok "  \\\"\", before a delimiter, closed by \"\": read" grep -qx 'ham	k say hi ok' "$T/out"
# the edge: the line after \"" starts with "" (a quote of the text) or a
# lone quote that closes the field: read
printf 'label,text\nspam,"one \\""\n""two"" three"\nham,"x \\""\n"\n' > "$T/py2.csv"
t_run "the next line starts with \"\" or closes the field: read" 0 sms-vocab -q --csv -t "$T/py2.csv"
t_ok "  2 messages" sh -c "[ \$(grep -vc '^#' '$T/out') = 2 ]"

# spam.csv's spill columns before a named column a notebook added
# ('length'): joined to the text, the named one left out, as --jsonl does
printf 'v1,v2,Unnamed: 2,Unnamed: 3,Unnamed: 4,length\nham,U dun say so early hor... U c already then say..., more text,,,49\nspam,Win cash now,,,,12\nham,a,,b,,3\n' > "$T/kagl.csv"
t_run "spill columns before 'length': joined" 0 sms-vocab -q --csv -t "$T/kagl.csv"
t_ok "  ' more text' kept, 49 not" grep -qx 'ham	u dun say so early hor u c already then say more text' "$T/out"
t_ok "  a gap between spill fields" grep -qx 'ham	a b' "$T/out"
t_ok "  the length never" sh -c "! grep -q '12' '$T/out'"
# the edge: a named column right after the text: nothing joined, as before
printf 'v1,v2,length,Unnamed: 3\nham,hello there,11,\n' > "$T/kagm.csv"
t_run "a named column right after the text" 0 sms-vocab -q --csv -t "$T/kagm.csv"
t_ok "  the text alone" grep -qx 'ham	hello there' "$T/out"
