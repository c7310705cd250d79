#!/bin/sh
# sms-vocab's labelled reader, its records, labels and encodings: '#' lines
# where the text comes first, R's backslash-escaped quotes, an empty label
# (pandas' NaN), --encoding over a UTF-8 line, Excel's sep= line for a
# delimiter the tools do not read, a JSON label's number as written.
. "$(dirname "$0")/../../lib.sh"

# '#' starts a comment only where a line starts with the label: in
# text-first layouts (pandas' df[['text','label']], Hugging Face's
# sms_spam) a hashtag message is a record
printf 'text,label\n#blessed day with family,ham\nWin cash now,spam\n#1 deal for you call now,spam\nsee you,ham\n' > "$T/hash.csv"
t_run "text,label: a message starting with '#' is a record" 0 sms-vocab --csv -t "$T/hash.csv"
t_ok "  all 4 messages" test "$(grep -vc '^#' "$T/out")" = 4
t_ok "  the hashtag one" grep -qx 'ham	blessed day with family' "$T/out"
attn-train -e "$DATA/train-emb.tsv" --epochs 1 --save "$T/model" "$DATA/train-corpus.tsv" > /dev/null
t_run "  attn-train --predict --csv: a row for each" 0 attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --predict --csv "$T/hash.csv"
t_ok "  4 rows, the hashtag ones too" test "$(grep -c '	#' "$T/out")" = 2 -a "$(grep -vc '^#' "$T/out")" = 5
printf 'text\tlabel\n#blessed day\tham\nWin cash\tspam\n' > "$T/hash.tsv"
t_run "text<TAB>label: the same" 0 sms-vocab -t "$T/hash.tsv"
t_ok "  both messages" test "$(grep -vc '^#' "$T/out")" = 2
printf '#blessed day,ham\nWin cash,spam\n' > "$T/hashn.csv"
t_run "--no-header --text-column 1 --label-column 2: line 1 '#...' a record" 0 \
    sms-vocab --csv -t --no-header --text-column 1 --label-column 2 "$T/hashn.csv"
t_ok "  both messages" test "$(grep -vc '^#' "$T/out")" = 2
# the other side: label-first files keep '#' as a comment, and a '#' line
# before a text-first header is that header's comment
printf 'label,text\n# a comment\nham,see you\nspam,win\n' > "$T/lab.csv"
t_run "label,text: a '#' line stays a comment" 0 sms-vocab --csv -t "$T/lab.csv"
t_ok "  2 messages" test "$(grep -vc '^#' "$T/out")" = 2
printf 'ham\tsee you\n#comment\tnot a message\nspam\twin\n' > "$T/lab.tsv"
t_run "label<TAB>text: the same" 0 sms-vocab -t "$T/lab.tsv"
t_ok "  2 messages" test "$(grep -vc '^#' "$T/out")" = 2
printf '# exported 2026\ntext,label\n#1 deal,spam\nsee you,ham\n' > "$T/pre.csv"
t_run "edge: '#' before a text-first header is a comment, after it a record" 0 \
    sms-vocab --csv --stats "$T/pre.csv"
t_ok "  2 records" grep -qx 'records	2' "$T/out"

# R's write.table escapes a quote in a field as \" (qmethod="escape", its
# default): a message whose last character is a quote ends '\""', which a
# CSV reader takes for a doubled quote, the field open and the next record
# joined to it; refused, never a record lost
printf '"label"\t"text"\n"ham"\t"does that cause prob for u?\\""\n"spam"\t"Win cash now"\n"ham"\t"ok bye"\n' > "$T/r.tsv"
t_bad "R's \\\"\" before the line's end: refused naming qmethod and sed" 1 \
    "r\.tsv:2: .*quotes escaped with a backslash \(R's write\.table.*qmethod=\"double\"\), or convert it: sed 's/" \
    sms-vocab -q --quoting csv --stats "$T/r.tsv"
printf 'label,text\nham,"say \\"hi\\" now"\nspam,win\n' > "$T/rmid.csv"
t_bad "R's \\\" inside a field (the field's end to a CSV reader): refused" 1 \
    "rmid\.csv:2: a quote right after a backslash ends a quoted field with more after it: quotes escaped with a backslash \(R's write\.table" \
    sms-vocab -q --csv --stats "$T/rmid.csv"
printf 'label,text\nham,"bye \\""\n' > "$T/rlast.csv"
t_bad "R's \\\"\" on the last line: refused, not 'not closed'" 1 \
    "rlast\.csv:2: a quoted field holds .* not closed before the end of the file: quotes escaped with a backslash" \
    sms-vocab -q --csv --stats "$T/rlast.csv"
# R's numeric label column, unquoted: the next line starts with no quote,
# and the field left open ends at its text's opening quote
printf '"label"\t"text"\n1\t"does that cause prob for u?\\""\n0\t"Win cash now"\n1\t"ok bye"\n' > "$T/rnum.tsv"
t_bad "R's \\\"\" then a numeric label: refused, no record lost" 1 \
    "rnum\.tsv:2: a quoted field holds .* and a later single quote ends it with more after it: quotes escaped" \
    sms-vocab -q --quoting csv --stats --label-map 1=spam,0=ham "$T/rnum.tsv"
sed 's/\\"/""/g' "$T/r.tsv" > "$T/r2.tsv"
t_run "  the sed it names reads 3 records" 0 sms-vocab -q --quoting csv --stats "$T/r2.tsv"
t_ok "  3 records" grep -qx 'records	3' "$T/out"
# the other side: RFC 4180's doubled quotes around a backslash (pandas
# writes a\"b as "a\""b", a\", d as "a\"", d", e\" as "e\"""), read as
# written
printf 'label,text\nham,"a\\""b"\nham,"c\\"", d"\nspam,"e\\"""\nham,ok\n' > "$T/rfc.csv"
t_run "RFC quotes after a backslash: read" 0 sms-vocab -q --csv --stats "$T/rfc.csv"
t_ok "  4 records" grep -qx 'records	4' "$T/out"
# the edge: '\""' then a line break inside an RFC field that closes
# properly (pandas: 'x\"' NEWLINE 'y'), one record
printf 'label,text\nham,"x\\""\ny"\nspam,win\n' > "$T/rfcnl.csv"
t_run "edge: RFC '\\\"\"' then a line break in a field closed after it: read" 0 \
    sms-vocab -q --csv --stats "$T/rfcnl.csv"
t_ok "  2 records" grep -qx 'records	2' "$T/out"
if have_corpus; then
	# the corpus as R's write.table(d, sep="\t", row.names=FALSE) writes
	# it (every field quoted, a quote as \" by qmethod="escape"), written
	# here by awk: R is no dependency of the tests
	awk -F'\t' 'BEGIN { print "\"label\"\t\"text\"" }
	    { l = $1; x = $2; gsub(/"/, "\\\"", l); gsub(/"/, "\\\"", x)
	      print "\"" l "\"\t\"" x "\"" }' "$SMS_CORPUS" > "$T/sms-r.tsv"
	t_run "the SMS corpus as R's write.table writes it: refused" 1 sms-vocab -q --quoting csv --stats "$T/sms-r.tsv"
	sed 's/\\"/""/g' "$T/sms-r.tsv" > "$T/sms-r2.tsv"
	t_run "  converted as it says: read" 0 sms-vocab -q --quoting csv --stats "$T/sms-r2.tsv"
	t_ok "  5,574 records" grep -qx 'records	5574' "$T/out"
else
	t_skip "the SMS corpus by R's write.table" "no corpus (SMS_CORPUS)"
fi

# an empty label, a missing value (pandas writes NaN as an empty field,
# to_json as null): refused naming the cause and both ways on; an empty
# FROM in --label-map reads it ('*' does not take it)
printf 'label,text\nspam,Win cash\n,hello there\nham,ok\n' > "$T/nan.csv"
t_bad "an empty label: a missing value, the fixes named" 1 \
    "nan\.csv:3: empty label \(a missing value\? pandas writes NaN as an empty field\): drop those rows .*dropna.*, or read them with --label-map '=-'" \
    sms-vocab --csv -t "$T/nan.csv"
t_run "--label-map '=-' reads it, spam and ham as they are" 0 sms-vocab --csv -t --label-map '=-' "$T/nan.csv"
t_ok "  the empty label as no label" grep -qx -e '-	hello there' "$T/out"
t_ok "  spam kept" grep -qx 'spam	win cash' "$T/out"
t_run "--label-map 'spam=spam,ham=ham,=ham': ham" 0 sms-vocab --csv -t --label-map 'spam=spam,ham=ham,=ham' "$T/nan.csv"
t_ok "  read as ham" grep -qx 'ham	hello there' "$T/out"
t_bad "edge: '*' does not take the empty label; the fix names adding '=-'" 1 \
    "nan\.csv:3: empty label .*--label-map adding '=-'" \
    sms-vocab --csv -t --label-map 'spam=spam,ham=ham,*=-' "$T/nan.csv"
printf 'ham\tok\n\thello\n' > "$T/nan.tsv"
t_bad "TAB: the same" 1 "nan\.tsv:2: empty label \(a missing value\?" sms-vocab -t "$T/nan.tsv"
printf '{"label":"ham","text":"ok"}\n{"label":null,"text":"hi"}\n' > "$T/nan.jsonl"
t_bad "--jsonl: a null label (to_json's NaN), the same" 1 \
    "nan\.jsonl:2: the label field 'label' is null \(a missing value\? pandas writes NaN as null\).*--label-map '=-'" \
    sms-vocab --jsonl -t "$T/nan.jsonl"
t_run "  --label-map '=ham' reads it" 0 sms-vocab --jsonl -t --label-map '=ham' "$T/nan.jsonl"
t_ok "  as ham" grep -qx 'ham	hi' "$T/out"
t_bad "'=' alone: still a usage error" 2 "--label-map: '=' is not FROM=TO" \
    sms-vocab --csv -t --label-map '=' "$T/nan.csv"

# a JSON label's number as written, not %g's six digits: 0.1*3/0.3 in
# pandas is 1.0000000000000002, no '1, a number with a fraction'
printf '{"text":"win cash now","label":1.0000000000000002}\n' > "$T/fr.jsonl"
t_bad "--jsonl: a label a rounding from 1, printed whole" 1 \
    "fr\.jsonl:1: the label field 'label' is 1\.0000000000000002, a number with a fraction" \
    sms-vocab -t --jsonl --label-map 1=spam,0=ham "$T/fr.jsonl"
printf '{"text":"a","label":0.25}\n' > "$T/fr2.jsonl"
t_bad "  a short one as short" 1 "fr2\.jsonl:1: the label field 'label' is 0\.25, a number" \
    sms-vocab -t --jsonl --label-map 1=spam,0=ham "$T/fr2.jsonl"
printf '{"text":"a","label":1.0}\n{"text":"b","label":0}\n' > "$T/fr3.jsonl"
t_run "  the edge: 1.0, whole, is read" 0 sms-vocab -t --jsonl --label-map 1=spam,0=ham "$T/fr3.jsonl"

# --encoding over a line that is valid UTF-8 beyond ASCII: the UTF-8
# file's case is encoding-mixed.sh's; after lines that were not UTF-8 the
# file is of mixed encodings, not UTF-8 already
printf 'caf\351\n\320\230\n' > "$T/mixed.txt"
t_bad "--encoding cp1251, a UTF-8 line after one that was not: mixed encodings" 1 \
    "mixed\.txt:2: .* \(the line is valid UTF-8, and 1 line before it was not: a file of mixed encodings\? convert the lines in cp1251 alone" \
    sms-vocab --unlabeled --encoding cp1251 "$T/mixed.txt"

# Excel's 'sep=X' for an X no --delimiter reads: the conversion named,
# never --delimiter ':' (a usage error)
printf 'sep=:\r\nlabel:text\r\nham:"see: you"\r\nspam:win cash\r\n' > "$T/colon.csv"
t_bad "'sep=:': the tools do not read ':', a conversion named" 1 \
    "colon\.csv:1: Excel's line 'sep=:' says the fields are separated by ':', which the tools do not read \(they read ',', ';', '\|' and TAB\): convert the file to ',' \(python3 -c .*\) and read that with --csv$" \
    sms-vocab -q --stats --csv "$T/colon.csv"
if command -v python3 > /dev/null 2>&1; then
	python3 -c 'import csv,sys; r = csv.reader(open(sys.argv[1], newline=""), delimiter=":"); next(r); csv.writer(sys.stdout).writerows(r)' "$T/colon.csv" > "$T/colon2.csv"
	t_run "  the conversion it names reads it" 0 sms-vocab -t --csv "$T/colon2.csv"
	t_ok "  the quoted ':' kept in its message" grep -qx 'ham	see you' "$T/out"
fi
printf 'sep="\nlabel"text\n' > "$T/quote.csv"
t_bad "  'sep=\"': saved again from the spreadsheet" 1 "quote\.csv:1: .*which the tools do not read .*: save it again from the spreadsheet" \
    sms-vocab -q --stats --csv "$T/quote.csv"
printf 'sep=|\nlabel|text\nham|ok\n' > "$T/pipe.csv"
t_bad "the edge: 'sep=|', read with --delimiter '|'" 1 "pipe\.csv:1: .*read it with --delimiter '\|'$" \
    sms-vocab -q --stats --csv "$T/pipe.csv"
