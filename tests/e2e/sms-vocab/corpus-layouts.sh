#!/bin/sh
# Spam CSVs as people have them: the SMS corpus written
# out by Python's csv module (the quoting of real exports: QUOTE_MINIMAL,
# as pandas' to_csv) in the layouts found in published copies, each read by
# sms-vocab to the corpus's 747 spam and no 'other'.  The files are made
# here from SMS_CORPUS; none is committed.
. "$(dirname "$0")/../../lib.sh"

: "${SMS_CORPUS:=}"
if ! have_corpus || [ ! -x /usr/bin/python3 ]; then
	t_skip "spam CSV layouts from the UCI file" "SMS_CORPUS not set or not a file ('$SMS_CORPUS'), or no /usr/bin/python3"
	exit 0
fi
# the messages as sms-vocab --quoting csv reads the UCI file (Python's csv
# with TAB agrees: tests/e2e/sms-vocab/csv.sh), then one file per layout
cat > "$T/mk.py" <<'PY'
import csv, sys
src, out = sys.argv[1], sys.argv[2]
rows = [r for r in csv.reader(open(src, encoding='utf-8', newline=''),
                              delimiter='\t') if r]
msgs = [(r[0], '\t'.join(r[1:])) for r in rows]

def write(name, header, conv, **kw):
    enc = kw.pop('encoding', 'utf-8')
    with open(out + '/' + name, 'w', encoding=enc, errors='replace',
              newline='') as f:
        w = csv.writer(f, **kw)
        w.writerow(header)
        for label, text in msgs:
            w.writerow(conv(label, text))

# a published copy's misspelt header, extra empty columns
write('masseges.csv', ['label', 'masseges', '', '', ''],
      lambda l, t: [l, t, '', '', ''])
# ';'-separated (a spreadsheet in a comma-decimal locale), CRLF
write('semi.csv', ['label', 'text'], lambda l, t: [l, t], delimiter=';',
      lineterminator='\r\n')
# the text first, the class as 1/0 under the name 'spam'
write('textspam.csv', ['text', 'spam'],
      lambda l, t: [t, 1 if l == 'spam' else 0])
# Kaggle's spam.csv: v1,v2,,, in cp1252, CRLF
write('kaggle.csv', ['v1', 'v2', '', '', ''], lambda l, t: [l, t, '', '', ''],
      encoding='cp1252', lineterminator='\r\n')
PY
/usr/bin/python3 "$T/mk.py" "$SMS_CORPUS" "$T"

stats() {	# stats NAME ARGS...: sms-vocab --stats, 747 spam, no other
	_name=$1; shift
	t_run "$_name: sms-vocab --stats $*" 0 sms-vocab --stats "$@"
	t_ok "$_name: 747 spam" grep -qx 'spam	747' "$T/out"
	t_ok "$_name: no other" grep -qx 'other	0' "$T/out"
	t_ok "$_name: 5,572 records, the header not one of them" grep -qx 'records	5572' "$T/out"
}
# the same tokens as the UCI file, from each layout
sms-vocab --quoting csv -t "$SMS_CORPUS" | grep -v '^#' > "$T/want"
stats "label,masseges,,," --csv "$T/masseges.csv"
stats "Kaggle v1,v2,,, cp1252" --csv --encoding cp1252 "$T/kaggle.csv"
stats "';'-separated" --delimiter ';' "$T/semi.csv"
stats "text,spam with labels 1/0" --text-column text --label-column spam --label-map 1=spam,0=ham "$T/textspam.csv"
stats "text,spam by column numbers" --csv --text-column 1 --label-column 2 --label-map 1=spam,0=ham "$T/textspam.csv"
stats "text,spam, *=ham" --text-column text --label-column spam --label-map '1=spam,*=ham' "$T/textspam.csv"
sms-vocab --delimiter ';' -t "$T/semi.csv" | grep -v '^#' > "$T/got"
t_cmp "';': the UCI file's tokenized corpus" "$T/want" "$T/got"
sms-vocab --csv -t "$T/masseges.csv" | grep -v '^#' > "$T/got"
t_cmp "label,masseges,,,: the UCI file's tokenized corpus" "$T/want" "$T/got"

# the errors that name the fix, on the real files
t_bad "the Kaggle file without --encoding names --encoding cp1252" 1 \
    "kaggle\.csv:[0-9]+: invalid UTF-8 at byte [0-9]+ \(a Windows file\? read it with --encoding cp1252\)$" \
    sms-vocab --csv --stats "$T/kaggle.csv"
t_bad "a comma file read as TSV names --csv" 1 \
    "masseges\.csv:1: no TAB between label and text \(comma-separated\? read it with --csv\)$" \
    sms-vocab --stats "$T/masseges.csv"
t_bad "a ';' file read as TSV names --delimiter ';'" 1 \
    "semi\.csv:1: no TAB between label and text \(';'-separated\? read it with --delimiter ';'\)$" \
    sms-vocab --stats "$T/semi.csv"
t_bad "labels 1/0 name --label-map" 1 \
    "textspam\.csv:2: label '0' is neither ham nor spam, and line 1 \('text,spam'\) was read as the header: name the labels with --label-map 1=spam,0=ham$" \
    sms-vocab --csv --stats "$T/textspam.csv"
t_bad "an unmapped label names its line and the fix" 1 \
    "textspam\.csv:2: label '0' is not in --label-map \(add 0=spam, 0=ham or 0=- for no label; \*=ham for every other label\)$" \
    sms-vocab --stats --text-column text --label-column spam --label-map 1=spam "$T/textspam.csv"
t_bad "a column not in the header" 2 "^sms-vocab: --text-column: '0': columns count from 1$" \
    sms-vocab --stats --text-column 0 "$T/textspam.csv"
t_bad "--delimiter with --unlabeled: a column of text, not label;text" 1 "^sms-vocab: $T/semi\\.csv:2: 2 fields, ';' between them: --unlabeled with a delimited read takes a column of text: which is it\\? --text-column N; labels in one\\? read it without --unlabeled\$" \
    sms-vocab -q --stats --delimiter ';' --unlabeled "$T/semi.csv"
t_bad "--delimiter with --quoting" 2 "^sms-vocab: --delimiter reads a delimited file, as --csv: not with --quoting or --jsonl$" \
    sms-vocab --stats --delimiter ';' --quoting csv "$T/semi.csv"
t_bad "--label-map without '='" 2 "^sms-vocab: --label-map: '1spam' is not FROM=TO" \
    sms-vocab --stats --label-map 1spam "$T/textspam.csv"
# an error leaves standard output empty, also with -t (written as read)
{ cat "$SMS_CORPUS"; printf '\na last line without a label\n'; } > "$T/late.tsv"
t_bad "-t: an error on the last line" 1 "late\.tsv:5575: no TAB between label and text \(after labelled lines: a text broken over lines, a newline inside it unquoted" \
    sms-vocab -t "$T/late.tsv"
t_ok "-t: the 5,574 lines before it were not written either" test ! -s "$T/out"

# attn-train --predict reads the same layouts
attn-train -e "$DATA/train-emb.tsv" --epochs 1 --save "$T/model" "$DATA/train-corpus.tsv" > /dev/null
head -6 "$T/textspam.csv" > "$T/ts5.csv"
t_run "--predict on text,spam with 1/0" 0 attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --predict \
    --text-column text --label-column spam --label-map 1=spam,0=ham "$T/ts5.csv"
t_ok "--predict: 5 rows from lines 2-6, labels mapped, the message echoed" sh -c "grep -v '^#' '$T/out' | awk -F'\t' 'NR > 1 { n++; if (\$1 != NR || (\$2 != \"spam\" && \$2 != \"ham\")) bad = 1 } NR == 2 { m = \$14 } END { exit bad || n != 5 || m !~ /^Go until jurong point/ }'"
head -6 "$T/semi.csv" > "$T/semi5.csv"
t_run "--predict --delimiter ';'" 0 attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --predict --delimiter ';' "$T/semi5.csv"
t_ok "--predict --delimiter ';': 5 rows" sh -c "test \$(grep -v '^#' '$T/out' | wc -l) -eq 6"
t_bad "--predict on the Kaggle file without --encoding names cp1252" 1 "kaggle\\.csv:[0-9]+: invalid UTF-8 at byte [0-9]+ \\(a Windows file\\? read it with --encoding cp1252\\)$" \
    attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --predict --csv "$T/kaggle.csv"
t_ok "--predict: nothing on standard output before that error" test ! -s "$T/out"
t_run "--predict --csv --encoding cp1252 on the Kaggle file" 0 attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --predict --csv --encoding cp1252 -o "$T/k.tsv" "$T/kaggle.csv"
t_ok "--predict: 5,572 rows" test "$(grep -vc '^#' "$T/k.tsv")" -eq 5573
t_bad "--csv without --predict" 2 "^attn-train: --csv needs --predict: training reads sms-vocab -t's tokens\$" \
    attn-train -e "$DATA/train-emb.tsv" --csv "$DATA/train-corpus.tsv"

# a ';' file (Excel in a comma-decimal locale) whose header is in another
# language: line 1's names name the delimiter, not --unlabeled
for hdr in 'Kategorie;Nachricht' 'метка;текст' 'étiquette;texte' 'Message ID;Spam/Ham;Text'; do
	(printf '%s\r\n' "$hdr"; printf 'spam;Win cash now, call\r\nham;Hello, see you\r\n') > "$T/de.csv"
	t_bad "--csv on '$hdr': --delimiter ';' named" 1 "de\.csv:1: no comma between label and text \(';'-separated\? read it with --delimiter ';'\)$" sms-vocab -q -t --csv "$T/de.csv"
done
# (the read: the two-column header's file; the last, 'Message ID;Spam/Ham;
# Text' over rows of two fields, has no column 3 for its text: refused)
(printf 'Kategorie;Nachricht\r\n'; printf 'spam;Win cash now, call\r\nham;Hello, see you\r\n') > "$T/de.csv"
t_run "  --delimiter ';' reads it" 0 sms-vocab -q -t --delimiter ';' "$T/de.csv"
t_ok "  two messages" test "$(grep -vc '^#' "$T/out")" -eq 2
# the other side: a first line of text with a ';' (a space after it, many
# words) is no header: text without labels
printf 'Hi; see you at noon\nok\n' > "$T/semitext.csv"
t_bad "a line of text with ';': --unlabeled" 1 "semitext\.csv:1: no comma between label and text \(text without labels\? read it with --unlabeled, without --csv\)$" sms-vocab -q -t --csv "$T/semitext.csv"
# the edge: names only on line 1; a later line of names is a record's
printf 'label,text\nham,hi\nfoo;bar\n' > "$T/later.csv"
t_bad "names past line 1: not a header's" 1 "later\.csv:3: no comma between label and text \(after labelled lines: a text broken over lines" sms-vocab -q -t --csv "$T/later.csv"
