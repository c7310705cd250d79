#!/bin/sh
# The corpus reader's hints name the file's real cause: a TSV whose
# quoted field goes over lines (pandas to_csv(sep='\t'), csv.writer's
# excel-tab) read without quoting names --quoting csv; a second header
# (files joined with cat) is said as one, in TSV and CSV; a label with a
# space at its end ('spam ,win') is said so; a delimited read the columns
# imply does not say "without --csv"; an indented JSON array given with
# --jsonl gets the jq hint it gets without.
. "$(dirname "$0")/../../lib.sh"

# csv.writer(f, dialect='excel-tab') of three rows, the second's text
# over two lines with quotes inside
printf 'label\ttext\nspam\tWin cash now\nham\t"see you ""later""\nok?"\nham\tfine\n' > "$T/q.tsv"
t_bad "a quoted field over two lines, read plain" 1 \
    "^sms-vocab: $T/q.tsv:4: no TAB between label and text \\(the line before opened a quoted field that goes on here: fields quoted over many lines, as pandas' to_csv and Excel write them\\? read it with --quoting csv\\)$" \
    sms-vocab -t "$T/q.tsv"
t_run "  --quoting csv reads it" 0 sms-vocab -t --quoting csv "$T/q.tsv"
t_ok "  three messages, the second's text whole" sh -c \
    "grep -v '^#' '$T/out' | sed -n 2p | grep -qx 'ham	see you later ok' && [ \$(grep -vc '^#' '$T/out') -eq 3 ]"
# the label last (pandas' df[['text', 'label']].to_csv(sep='\t')): the
# text's first line opens its quote and has no TAB; it names --quoting
# csv, not --unlabeled (which counts the labels as words); a line with a
# quote it closes, or an even count, is plain text
printf 'text\tlabel\nhello there\t0\nFree entry win\t1\n"see\nyou"\t0\nok lunch\t0\n' > "$T/ql.tsv"
t_bad "the label last, a text over two lines: its first line opens the quote" 1 \
    "^sms-vocab: $T/ql.tsv:4: no TAB between label and text \\(the line opens a quoted field it does not close, which goes on over the next lines: fields quoted over many lines, as pandas' to_csv and Excel write them\\? read it with --quoting csv\\)$" \
    sms-vocab --label-map 1=spam,0=ham -t "$T/ql.tsv"
t_run "  --quoting csv reads it" 0 sms-vocab --quoting csv --label-map 1=spam,0=ham -t "$T/ql.tsv"
t_ok "  four messages, the third's text whole" sh -c "grep -v '^#' '$T/out' | sed -n 3p | grep -qx 'ham	see you'"
printf 'text\tlabel\nhello there\t0\n"see" you\nok\t0\n' > "$T/qe.tsv"
t_bad "  a line whose quote closes: a text broken over lines (13a-M4)" 1 \
    "^sms-vocab: $T/qe.tsv:3: no TAB between label and text \\(after labelled lines: a text broken over lines, " \
    sms-vocab --label-map 1=spam,0=ham -t "$T/qe.tsv"
# every field quoted (csv.writer(f, dialect='excel-tab',
# quoting=csv.QUOTE_ALL)): '"ham"' is no label of its own
printf '"label"\t"text"\n"spam"\t"Win cash now"\n"ham"\t"see you"\n' > "$T/qall.tsv"
qa="is in double quotes: every field quoted \\(Python's csv.QUOTE_ALL, R's write.table\\)\\? read it with --quoting csv$"
t_bad "every field quoted, with a header" 1 "^sms-vocab: $T/qall.tsv:1: label '\"label\"' $qa" sms-vocab -t "$T/qall.tsv"
tail -n +2 "$T/qall.tsv" > "$T/qall2.tsv"
t_bad "  without one" 1 "^sms-vocab: $T/qall2.tsv:1: label '\"spam\"' $qa" sms-vocab --stats "$T/qall2.tsv"
t_run "  --quoting csv reads it" 0 sms-vocab -t --quoting csv "$T/qall.tsv"
t_ok "  as ham and spam" sh -c "grep -v '^#' '$T/out' | cut -f1 | tr '\n' ' ' | grep -qx 'spam ham '"
# a quote at one end of the label only, or around the text only: no
# quoting (the text's quotes are the tokenizer's to drop)
printf '"spam\tWin cash now\n' > "$T/q1.tsv"
t_run "  a label with one quote: a label of its own, read" 0 sms-vocab -t "$T/q1.tsv"
printf 'spam\t"Win cash now"\n' > "$T/q2.tsv"
t_run "  the text quoted only: read" 0 sms-vocab -t "$T/q2.tsv"
t_ok "  as spam, its words" sh -c "grep -v '^#' '$T/out' | grep -qx 'spam	win cash now'"
# a quote that closes on its line: the hint stays the plain one
printf 'ham\t"quoted" text\nnot a record\n' > "$T/closed.tsv"
t_bad "  a closed quote: the broken text's hint, not a quoted field's" 1 \
    "^sms-vocab: $T/closed.tsv:2: no TAB between label and text \\(after labelled lines: a text broken over lines, .* or write the texts quoted \\(\"\\.\\.\\.\"\\) and read them with --quoting csv\\)$" \
    sms-vocab -t "$T/closed.tsv"

# files joined with cat: a second header
printf 'label\ttext\nspam\tWin cash now\n' > "$T/a.tsv"
cat "$T/a.tsv" "$T/a.tsv" > "$T/aa.tsv"
t_bad "two TSV files joined" 1 \
    "^sms-vocab: $T/aa.tsv:3: a second header \\('label\\\\ttext', as line 1's\\): files concatenated\\? keep the first file's header only \\(tail -n \\+2 on the others\\)$" \
    sms-vocab -t "$T/aa.tsv"
printf 'v1,v2\nspam,Win cash now\n' > "$T/a.csv"
cat "$T/a.csv" "$T/a.csv" > "$T/aa.csv"
t_bad "two CSV files joined" 1 \
    "^sms-vocab: $T/aa.csv:3: a second header \\('v1,v2', as line 1's\\): files concatenated\\?" \
    sms-vocab -t --csv "$T/aa.csv"
# ... read with the label map the first run asked for (13d-M9): the
# second header is one, not a label 'label' to map; under '*' not a
# message labelled ham; Kaggle's 'text,spam', whose label column's
# name is a label; the edge: a record like the header in one field only
# is a message
printf 'sms,label\nwin cash,1\nsee you,0\n' > "$T/h.csv"
cat "$T/h.csv" "$T/h.csv" > "$T/hh.csv"
t_bad "  joined, read with --label-map" 1 \
    "^sms-vocab: $T/hh.csv:4: a second header \\('sms,label', as line 1's\\): files concatenated\\? keep the first file's header only \\(tail -n \\+2 on the others\\)$" \
    sms-vocab -t --csv --label-map 1=spam,0=ham "$T/hh.csv"
t_bad "  joined, read with --label-map '1=spam,*=ham'" 1 \
    "^sms-vocab: $T/hh.csv:4: a second header \\('sms,label'" \
    sms-vocab -t --csv --label-map '1=spam,*=ham' "$T/hh.csv"
printf 'text,spam\nwin cash,1\nsee you,0\ntext,spam\nok,0\n' > "$T/k.csv"
t_bad "  Kaggle's 'text,spam' twice" 1 \
    "^sms-vocab: $T/k.csv:4: a second header \\('text,spam'" \
    sms-vocab -t --csv --label-map 1=spam,0=ham "$T/k.csv"
printf 'sms,label\nwin cash,1\nsms,0\nlabel,1\n' > "$T/h1.csv"
t_run "  'sms,0' and 'label,1' below 'sms,label': messages" 0 \
    sms-vocab -t --csv --label-map '1=spam,0=ham' "$T/h1.csv"
t_ok "  ... read as messages" grep -q "^ham	sms$" "$T/out"

# a label with a space at its end
printf 'label,text\nspam ,win cash\nham,see you\n' > "$T/sp.csv"
t_bad "CSV label 'spam '" 1 \
    "^sms-vocab: $T/sp.csv:2: label 'spam ' has a space at its end \\('spam' with spaces around it, as 'spam ,win' writes it\\): remove them from the file's labels, or map it with --label-map 'spam =spam,ham =ham,ham  =ham,spam=spam,ham=ham'$" \
    sms-vocab -t --csv "$T/sp.csv"
# as printed: spam and ham kept (a map without '*' reads only its labels)
t_run "  the --label-map it names reads it" 0 sms-vocab -t --csv --label-map 'spam =spam,spam=spam,ham=ham' "$T/sp.csv"
t_ok "  as spam" sh -c "grep -v '^#' '$T/out' | head -n 1 | grep -qx 'spam	win cash'"
printf 'spam \twin cash\nham\tsee you\n' > "$T/sp.tsv"
t_bad "TSV label 'spam '" 1 "^sms-vocab: $T/sp.tsv:1: label 'spam ' has a space at its end" \
    sms-vocab -t "$T/sp.tsv"
# Unicode's spaces, which show as a space or as nothing: named by code point
for u in '302240 U\+00A0 NO-BREAK SPACE' '342200211 U\+2009 THIN SPACE' \
    '342200213 U\+200B ZERO WIDTH SPACE' '343200200 U\+3000 IDEOGRAPHIC SPACE' \
    '357273277 U\+FEFF BYTE ORDER MARK'; do
	oct=${u%% *} name=${u#* }
	b=$(printf '%s' "$oct" | sed 's/.../\\&/g')
	printf "ham\tsee you\nspam$b\twin cash\n" > "$T/u.tsv"
	t_bad "TSV label 'spam' and $name" 1 "^sms-vocab: $T/u.tsv:2: label 'spam.*' has a space, $name, at its end \\('spam' with spaces around it" \
	    sms-vocab -t "$T/u.tsv"
done
printf 'ham\tsee you\n\302\240spam\302\240\twin cash\n' > "$T/u2.tsv"
t_bad "a no-break space on each side: around it" 1 "^sms-vocab: $T/u2.tsv:2: label '.*spam.*' has a space, U\\+00A0 NO-BREAK SPACE, around it" \
    sms-vocab -t "$T/u2.tsv"
# the other side: a label that is no known one with such a space is a
# label of its own (the label rule's measure: one word)
printf 'ham\tsee you\nother\302\240\twin cash\n' > "$T/u3.tsv"
t_run "'other' and a no-break space: a label of its own" 0 sms-vocab -t "$T/u3.tsv"
printf 'ham\tsee you\nsp\302\240am\twin cash\n' > "$T/u4.tsv"
t_run "a no-break space inside 'spam' (not around it): a label of its own" 0 sms-vocab -t "$T/u4.tsv"
# columns given without --csv: no "without --csv"
printf 'Win cash now\tspam\n' > "$T/tl.tsv"
t_bad "--label-column 2 --text-column 1 on a TSV" 1 \
    "^sms-vocab: $T/tl.tsv:1: no comma between label and text \\(TAB-separated\\? read it with --delimiter tab\\)$" \
    sms-vocab -t --label-column 2 --text-column 1 "$T/tl.tsv"
t_bad "  with --csv given: or without --csv" 1 \
    "^sms-vocab: $T/tl.tsv:1: no comma between label and text \\(TAB-separated\\? read it with --delimiter tab, or without --csv\\)$" \
    sms-vocab -t --csv --label-column 2 --text-column 1 "$T/tl.tsv"
t_run "  --delimiter tab reads it" 0 sms-vocab -t --delimiter tab --label-column 2 --text-column 1 "$T/tl.tsv"

# json.dump(rows, f, indent=2) given with --jsonl
printf '[\n  {\n    "label": "ham",\n    "text": "hi"\n  }\n]\n' > "$T/i.json"
t_bad "an indented JSON array with --jsonl: the jq hint" 1 \
    "^sms-vocab: $T/i.json:1: a JSON array written over many lines, not JSON Lines: make JSON Lines of it \\(jq -c '\\.\\[\\]' $T/i.json > FILE\\.jsonl\\) and read that with --jsonl$" \
    sms-vocab -t --jsonl "$T/i.json"

# --csv with --delimiter ';' over a comma-separated file: the option to
# drop named, not --csv again (11a-M12); without --csv, --csv named
printf 'label,text\nham,hi there\nspam,win now\n' > "$T/cd.csv"
t_bad "--csv --delimiter ';' on ',': drop --delimiter" 1 "^sms-vocab: $T/cd\\.csv:1: no ';' between label and text \\(comma-separated\\? --delimiter ';' overrides --csv's ',': read it without --delimiter\\)$" sms-vocab -t --csv --delimiter ';' "$T/cd.csv"
t_run "  without --delimiter: read" 0 sms-vocab -q -t --csv "$T/cd.csv"
t_bad "  --delimiter ';' alone: --csv named" 1 "\\(comma-separated\\? read it with --csv\\)$" sms-vocab -t --delimiter ';' "$T/cd.csv"
