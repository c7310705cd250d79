#!/bin/sh
# sms-vocab's labelled reader: no record skipped unsaid (a spreadsheet's
# error value in the label column, '#' comments, blank rows), and every
# hint it prints reads the file when followed as printed (a map in
# quotes, labels in mixed case, every field quoted, an id column before
# a text quoted over lines).
. "$(dirname "$0")/../../lib.sh"

# the option a refusal names, as printed: the word after OPT up to a space
# or the message's end; "'...'" quotes kept off
named() { sed -n "s/.*$1 \('[^']*'\|[^ ]*\).*/\1/p" "$T/err" | head -1 | sed "s/^'//; s/'\$//"; }

# --- 12d-C1: a formula's error value (#N/A, #VALUE!, German #NV) starts
# its CSV/TSV line with '#'; a record, not a comment
printf 'label,text\r\nham,see you\r\n#N/A,win a free prize now\r\nspam,win cash\r\nham,ok then\r\n' > "$T/na.csv"
t_bad "#N/A in the label column: a record, refused naming it" 1 \
    "^sms-vocab: $T/na\\.csv:3: label '#N/A' is a spreadsheet's error value \\(a formula that failed, as Excel, LibreOffice and Google Sheets export it\\), no label: correct the formula or drop those rows, or read them as messages without a label with --label-map '#N/A=-,spam=spam,ham=ham'$" \
    sms-vocab --csv --stats "$T/na.csv"
map=$(named --label-map)
t_run "  the map named reads it" 0 sms-vocab --csv --stats --label-map "$map" "$T/na.csv"
t_ok "  4 records, none lost" grep -qx 'records	4' "$T/out"
attn-train -e "$DATA/train-emb.tsv" --epochs 1 --save "$T/model" "$DATA/train-corpus.tsv" > /dev/null
t_bad "  attn-train --predict: refused alike, no row lost" 1 "na\\.csv:3: label '#N/A' is a spreadsheet's" attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --predict --csv "$T/na.csv"
printf 'ham\tsee you\n#VALUE!\twin a free prize now\nspam\twin cash\n' > "$T/na.tsv"
t_bad "TSV, no header, #VALUE!: refused" 1 "na\\.tsv:2: label '#VALUE!' is a spreadsheet's error value" sms-vocab --stats "$T/na.tsv"
map=$(named --label-map)
t_run "  the map named reads it" 0 sms-vocab --stats --label-map "$map" "$T/na.tsv"
t_ok "  3 records" grep -qx 'records	3' "$T/out"
printf '#N/A\tsee you\nham\tok\n' > "$T/na1.tsv"
t_bad "line 1 #N/A: no header, no comment" 1 "na1\\.tsv:1: label '#N/A' is a spreadsheet's" sms-vocab --stats "$T/na1.tsv"
printf 'label;text\nham;ok\n#NV;kaufen\n"#DIV/0!";x\n' > "$T/nv.csv"
t_bad "German #NV, ';'" 1 "nv\\.csv:3: label '#NV' is a spreadsheet's" sms-vocab --delimiter ';' --stats "$T/nv.csv"
printf 'label,text\nham,ok\n"#DIV/0!",x\n' > "$T/q.csv"
t_bad "quoted #DIV/0!" 1 "q\\.csv:3: label '#DIV/0!' is a spreadsheet's" sms-vocab --csv --stats "$T/q.csv"
printf 'label,text\n1,ok\nErr:502,x\n0,no\n' > "$T/err.csv"
t_bad "LibreOffice's Err:502, a map given: add it" 1 "err\\.csv:3: label 'Err:502' is a spreadsheet's .* with --label-map adding 'Err:502=-'$" sms-vocab --csv --stats --label-map 1=spam,0=ham "$T/err.csv"
t_run "  added, read" 0 sms-vocab --csv --stats --label-map 1=spam,0=ham,Err:502=- "$T/err.csv"
t_ok "  3 records" grep -qx 'records	3' "$T/out"
printf 'text,label\nok,ham\nwin,#N/A\n' > "$T/tl.csv"
t_bad "the label last: the same" 1 "tl\\.csv:3: label '#N/A' is a spreadsheet's" sms-vocab --csv --stats "$T/tl.csv"
printf 'label,text\nham,ok\nspam,win\n#N/A,x\n' > "$T/star.csv"
t_bad "  '*' does not take it" 1 "star\\.csv:4: label '#N/A' is a spreadsheet's" sms-vocab --csv --stats --label-map '*=ham' "$T/star.csv"
# the other side: comments stay comments, now said
printf '# exported 2026\nlabel,text\nham,ok\n#spam,a record commented out\n#N/A\n#WIN,x\nspam,win\n' > "$T/cm.csv"
t_run "'# ...', '#spam,...', '#N/A' alone, '#WIN,': comments" 0 sms-vocab --csv --stats "$T/cm.csv"
t_ok "  2 records" grep -qx 'records	2' "$T/out"
t_ok "  said, the first and the count" grep -qx "sms-vocab: note: $T/cm.csv:1: 4 lines starting with '#' skipped as comments (the first '# exported 2026'), the label being the first column; messages that start with a hashtag, their label after them? read it with --label-column 2 --text-column 1" "$T/err"
printf 'ham\tok\n#x\ty\n' > "$T/cm.tsv"
t_run "  TAB: the note names --delimiter tab" 0 sms-vocab --stats "$T/cm.tsv"
t_ok "  said" grep -q "cm.tsv:2: 1 line starting with '#' skipped as comments (the first '#x y').* read it with --delimiter tab --label-column 2 --text-column 1$" "$T/err"
t_run "  -q: not said" 0 sms-vocab -q --stats "$T/cm.tsv"
t_ok "  nothing on stderr" test ! -s "$T/err"
sms-vocab -t "$T/cm.tsv" 2> /dev/null > "$T/cm.tok"
t_run "the tools' own provenance line: skipped unsaid" 0 sms-vocab --stats "$T/cm.tok"
t_ok "  nothing said" test ! -s "$T/err"

# --- 12d-M2: a spreadsheet's blank rows (',' ';;;' TAB alone)
printf 'label,text\r\nham,hello there\r\nspam,win a prize\r\n,\r\n,\r\n' > "$T/blank.csv"
t_run "rows of empty fields: skipped" 0 sms-vocab --csv --stats "$T/blank.csv"
t_ok "  2 records" grep -qx 'records	2' "$T/out"
t_ok "  said as blank rows, no pandas" grep -qx "sms-vocab: note: $T/blank.csv:4: 2 rows of empty fields skipped (a spreadsheet's blank rows, as Excel and LibreOffice save rows formatted but left empty): no message in them" "$T/err"
printf 'label;text;x\nham;ok;\n;;\nspam;win;\n' > "$T/blank2.csv"
t_run "';;' under three columns" 0 sms-vocab --delimiter ';' --stats "$T/blank2.csv"
t_ok "  2 records, said" sh -c "grep -qx 'records	2' '$T/out' && grep -q 'blank2.csv:3: 1 row of empty fields skipped' '$T/err'"
printf 'ham\tok\n\t\nspam\twin\n' > "$T/blank.tsv"
t_run "a TAB alone" 0 sms-vocab --stats "$T/blank.tsv"
t_ok "  2 records, said" sh -c "grep -qx 'records	2' '$T/out' && grep -q 'blank.tsv:2: 1 row of empty fields' '$T/err'"
# the edge: an empty label beside a text is pandas' NaN, as before
printf 'label,text\nham,ok\n,win a prize\n' > "$T/nan.csv"
t_bad "an empty label with a text: NaN's refusal" 1 "nan\\.csv:3: empty label \\(a missing value\\? pandas writes NaN as an empty field\\)" sms-vocab --csv --stats "$T/nan.csv"

# --- 12d-M3, 12e-M5: every field quoted (R's write.csv, write.csv2,
# pandas' QUOTE_ALL) read without an option: --csv named, not --unlabeled;
# followed, it reads the file
printf '"","label","text"\n"1","ham","Go until jurong, point"\n"2","spam","Free entry win"\n' > "$T/rcsv.csv"
t_bad "R's write.csv: --csv named" 1 "^sms-vocab: $T/rcsv\\.csv:1: no TAB between label and text \\(comma-separated, every field quoted \\(R's write\\.csv, pandas' QUOTE_ALL\\)\\? read it with --csv\\)$" sms-vocab -t "$T/rcsv.csv"
t_run "  followed: read" 0 sms-vocab -t --csv "$T/rcsv.csv"
t_ok "  both messages, the comma kept in the text" test "$(grep -vc '^#' "$T/out")" = 2
printf '"label";"text"\n"ham";"Go until jurong, point"\n"spam";"Free entry win"\n' > "$T/rcsv2.csv"
t_bad "R's write.csv2: --delimiter ';' named" 1 "rcsv2\\.csv:1: .*\\(';'-separated, every field quoted \\(R's write\\.csv2\\)\\? read it with --delimiter ';'\\)$" sms-vocab -t "$T/rcsv2.csv"
t_run "  followed: read" 0 sms-vocab -t --delimiter ';' "$T/rcsv2.csv"
t_ok "  both messages" test "$(grep -vc '^#' "$T/out")" = 2
printf '"label","text"\n"spam","free call now"\n"ham","ok lar"\n' > "$T/pd.csv"
attn-train -e "$DATA/train-emb.tsv" --epochs 1 --save "$T/model" "$DATA/train-corpus.tsv" > /dev/null
t_bad "attn-train --predict: the same" 1 "pd\\.csv:1: .*every field quoted .*read it with --csv\\)$" attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --predict "$T/pd.csv"
t_run "  followed: a row for each" 0 attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --predict --csv "$T/pd.csv"
t_ok "  2 rows" test "$(grep -vc '^#' "$T/out")" = 3
# the other side: a message that opens with a quoted word, then a comma
# and no quote: text, as before; one field quoted alone: no delimiter
printf '"hello", she said\nok\n' > "$T/said.txt"
t_bad "'\"hello\", she said': text without labels" 1 "said\\.txt:1: no TAB between label and text \\(text without labels\\? read it with --unlabeled\\)$" sms-vocab -t "$T/said.txt"
printf '"label","text\n' > "$T/open.csv"
t_bad "the edge: the second field's quote never closed: still a quoted file" 1 "open\\.csv:1: .*read it with --csv\\)$" sms-vocab -t "$T/open.csv"

# --- 12d-M1: the hint's map (one shell word as printed) put in double
# quotes: its single quotes are the entry's; said, and the map respelled
printf 'label,text\nspam,win a prize now\nnot spam,see you at lunch\n' > "$T/ns.csv"
t_bad "an entry in quote characters: said" 1 "ns\\.csv:3: label 'not spam' is not in --label-map \\(.*; the map has it in quote characters, 'not spam', which are the entry's \\(a shell keeps quotes inside other quotes\\): labels are matched as written: --label-map 'spam=spam,not spam=ham'\\)$" \
    sms-vocab --csv --stats --label-map "spam=spam,'not spam'=ham" "$T/ns.csv"
map=$(named "labels are matched as written: --label-map")
t_run "  the map it names reads it" 0 sms-vocab --csv --stats --label-map "$map" "$T/ns.csv"
t_ok "  spam 1, ham 1" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out'"
t_run "  the refusal's own map, pasted bare, reads it too" 0 sms-vocab --csv --stats --label-map spam=spam,'not spam'=ham "$T/ns.csv"
t_bad "  double quotes inside single ones: the same" 1 "the map has it in quote characters, \"not spam\"" \
    sms-vocab --csv --stats --label-map 'spam=spam,"not spam"=ham' "$T/ns.csv"
# the other side: a quote on one end only is no pair, the plain error
t_bad "  one quote alone: no pair, not said" 1 "label 'not spam' is not in --label-map \\(add 'not spam=spam', 'not spam=ham' or 'not spam=-' for no label; \\*=ham for every other label\\)$" \
    sms-vocab --csv --stats --label-map "spam=spam,'not spam=ham" "$T/ns.csv"

# --- 12d-M4: labels typed in mixed case (ham, Spam, spam): the map
# named reads the file, spam and ham kept as themselves
printf 'label,text\r\nham,see you\r\nSpam,win cash\r\nspam,win more\r\n' > "$T/mix.csv"
t_bad "ham, Spam, spam: the map keeps spam and ham" 1 "mix\\.csv:3: label 'Spam' is neither ham nor spam, and line 1 \\('label,text'\\) was read as the header: name the labels with --label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham$" sms-vocab --csv --stats "$T/mix.csv"
map=$(named --label-map)
t_run "  followed: read" 0 sms-vocab --csv --stats --label-map "$map" "$T/mix.csv"
t_ok "  spam 2, ham 1" sh -c "grep -qx 'spam	2' '$T/out' && grep -qx 'ham	1' '$T/out'"
# 14a-M2: Ham, HAM, Spam, SPAM as pandas writes a merged or hand-typed
# column: the first refusal's map reads every row in one run (it named
# 'Spam' alone, then 'HAM' in a second refusal, 'SPAM' in a third)
printf 'label,text\nHam,hi there\nHAM,ok lar\nSpam,win cash\nham,see you\nSPAM,free entry\nspam,call now\n' > "$T/mix4.csv"
t_bad "Ham, HAM, Spam, SPAM: every usual spelling named at line 2" 1 "mix4\\.csv:2: label 'Ham' .*--label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham$" sms-vocab --csv --stats "$T/mix4.csv"
map=$(named --label-map)
t_run "  followed: read in one run" 0 sms-vocab --csv --stats --label-map "$map" "$T/mix4.csv"
t_ok "  spam 3, ham 3" sh -c "grep -qx 'spam	3' '$T/out' && grep -qx 'ham	3' '$T/out'"
printf 'label,text\nHam,hi there\nhAM,ok lar\n' > "$T/odd.csv"
t_bad "  a spelling past the usual ones ('hAM'): named with the map's 'Ham'" 1 "odd\\.csv:3: label 'hAM' is not in --label-map .*the map has 'Ham', which differs in case: labels are matched as written, add hAM=ham" sms-vocab --csv --stats --label-map "$map" "$T/odd.csv"
printf 'Spam\tWin cash now\nham\tsee you\n' > "$T/mix.tsv"
t_run "TSV: read, the note's map" 0 sms-vocab --stats "$T/mix.tsv"
t_ok "  the map keeps ham, seen" grep -q -- "ham or spam? --label-map Ham=ham,Spam=spam,ham=ham\$" "$T/err"
map=$(sed -n 's/.*ham or spam? --label-map \([^ ]*\)$/\1/p' "$T/err")
t_run "  followed: read, nothing said" 0 sms-vocab --stats --label-map "$map" "$T/mix.tsv"
t_ok "  spam 1, ham 1, no note" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out' && test ! -s '$T/err'"
printf 'label,text\nham,a\nspam,b\n1,c\n' > "$T/stray.csv"
t_bad "a stray 1 after ham and spam: both kept" 1 "stray\\.csv:4: .*--label-map 1=spam,0=ham,spam=spam,ham=ham$" sms-vocab --csv --stats "$T/stray.csv"
map=$(named --label-map)
t_run "  followed: read" 0 sms-vocab --csv --stats --label-map "$map" "$T/stray.csv"
# the other side: nothing seen before, a guess without them
printf 'label,text\n1,a\n0,b\n' > "$T/one.csv"
t_bad "1/0 from the start: 1=spam,0=ham alone" 1 "one\\.csv:2: .*--label-map 1=spam,0=ham$" sms-vocab --csv --stats "$T/one.csv"
printf 'спам\tвыиграй\nham\tok\nне спам\tпривет\n' > "$T/ru.tsv"
t_bad "TAB 'не спам' after ham: ham kept" 1 "ru\\.tsv:3: label 'не спам' is neither ham nor spam: name the labels with --label-map спам=spam,'не спам'=ham,ham=ham$" sms-vocab --stats "$T/ru.tsv"
t_run "  followed: read" 0 sms-vocab --stats --label-map спам=spam,'не спам'=ham,ham=ham "$T/ru.tsv"

# --- 12d-M7: an id column, then a text quoted over two lines, the label
# last (pandas' to_csv(sep='\t') with its index): --quoting csv named
printf '\tsms\tlabel\n0\t"Go until jurong point\n"\t0\n1\t"Free entry win\n"\t1\n' > "$T/hf.tsv"
t_bad "id, text over lines, label: --quoting csv named" 1 "^sms-vocab: $T/hf\\.tsv:2: 2 fields, no column 3 \\(the label column\\): its last field opens a quoted field it does not close, .* read it with --quoting csv$" sms-vocab --stats "$T/hf.tsv"
t_bad "  followed: the labels' map named next" 1 "hf\\.tsv:2: .*--label-map 1=spam,0=ham$" sms-vocab --stats --quoting csv "$T/hf.tsv"
map=$(named --label-map)
t_run "  followed: read" 0 sms-vocab --stats --quoting csv --label-map "$map" "$T/hf.tsv"
t_ok "  2 records, spam 1" sh -c "grep -qx 'records	2' '$T/out' && grep -qx 'spam	1' '$T/out'"
# the other side: a short record whose quote closes: no quoting named
printf 'id\ttext\tlabel\n7\t"hello there"\n' > "$T/short.tsv"
t_bad "  a closed quote: the plain error" 1 "short\\.tsv:2: 2 fields, no column 3 \\(the label column\\)$" sms-vocab --stats "$T/short.tsv"
t_bad "  --csv given: libcsv joins lines, no such hint" 1 "short\\.tsv:2: " sms-vocab --stats --quoting csv "$T/short.tsv"

# a known label with a space at its end: the map named keeps spam and ham
printf 'ham\tok\nspam \twin\n' > "$T/sp.tsv"
t_bad "'spam ' after ham: the map keeps ham" 1 "sp\\.tsv:2: label 'spam ' has a space at its end .* --label-map 'spam =spam,ham =ham,ham  =ham,spam=spam,ham=ham'$" sms-vocab --stats "$T/sp.tsv"
map=$(named --label-map)
t_run "  followed: read" 0 sms-vocab --stats --label-map "$map" "$T/sp.tsv"
t_ok "  spam 1, ham 1" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out'"

# known-left (pass 14): tabulate's tsv pads every cell to its column's
# width ('ham    <TAB>', 'spam   <TAB>'): the refusal named one padded
# label's map entry at a time; now the sed that drops every field's
# spaces, and a map with the other label padded to the same width
printf 'label  \ttext\nham    \tHi there\nspam   \tWIN cash now\nham    \tok lar\n' > "$T/tab.tsv"
t_bad "tabulate's tsv: the sed and a map of both padded labels" 1 "tab\\.tsv:2: label 'ham    ' has a space at its end .*drop the spaces before each TAB and at the lines' ends \\(a column padded to its width, as tabulate's tsv writes it\\): sed 's/ \\*\\\\t/\\\\t/g; s/ \\*\\$//' $T/tab\\.tsv > F\\.tsv, and read that, or map them with --label-map 'ham    =ham,spam =spam,spam   =spam,spam=spam,ham=ham'$" sms-vocab --stats "$T/tab.tsv"
t_ok "  line 1, padded, the header: not said" sh -c "! grep -q 'no column' '$T/err'"
map=$(named --label-map)
t_run "  the map: read in one run" 0 sms-vocab --stats --label-map "$map" "$T/tab.tsv"
t_ok "  spam 1, ham 2" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	2' '$T/out'"
sed 's/ *\t/\t/g; s/ *$//' "$T/tab.tsv" > "$T/tab2.tsv"
t_run "  the sed: read" 0 sms-vocab --stats "$T/tab2.tsv"
t_ok "  spam 1, ham 2, nothing said" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	2' '$T/out' && test ! -s '$T/err'"
printf 'text        \tlabel\nHi there    \tham\nWIN cash now\tspam\n' > "$T/tabl.tsv"
t_run "  text, label: read, its padded header not said" 0 sms-vocab --stats "$T/tabl.tsv"
t_ok "  spam 1, ham 1, nothing said" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out' && test ! -s '$T/err'"

# --- 12d-C1's class in token lines (a spreadsheet's TSV given to
# attn-train or ppmi-svd as it is): '#N/A<TAB>...' no comment
{ head -40 "$DATA/train-corpus.tsv"; printf '#N/A\tyou and mum\n'; } > "$T/na.tok"
t_bad "attn-train: a token line labelled #N/A refused, not skipped" 1 "na\\.tok:41: label '#N/A' is a spreadsheet's error value .*: correct the formula or drop those lines \\(awk -F'\\\\t' '\\\$1 != \"#N/A\"' FILE > F\\.tsv\\)$" \
    attn-train -e "$DATA/train-emb.tsv" --epochs 1 "$T/na.tok"
(cd "$T" && awk -F'\t' '$1 != "#N/A"' na.tok > F.tsv)
t_run "  the awk named drops it: trained" 0 attn-train -e "$DATA/train-emb.tsv" --epochs 1 "$T/F.tsv"
printf 'ham\ta b\n#N/A\tc d\n# a comment\tx y\n' > "$T/na2.tok"
printf 'word\tcount\tdocs\na\t1\t1\nb\t1\t1\nc\t1\t1\nd\t1\t1\nx\t1\t1\ny\t1\t1\n' > "$T/v.tsv"
t_run "ppmi-svd --count: its tokens counted, a comment's not" 0 ppmi-svd --count -v "$T/v.tsv" -o "$T/c.tsv" "$T/na2.tok"
t_ok "  c d counted, x y not" sh -c "grep -qx 'c	d	1' '$T/c.tsv' && ! grep -q '^x	' '$T/c.tsv'"

# --- 12d-M8: --unlabeled on a plain label<TAB>text corpus with a stray
# opening quote and a later inch mark: the plain read named (every line
# inside the 'span' starts as a record), not --quoting csv
printf 'ham\t"Hi there, are you coming\nham\tok see you\nspam\tWin a free prize now\nham\tI bought the new 27"\nham\tfine by me\nspam\tcall now to claim\nham\tyes\nham\tno\nham\tmaybe\nspam\tfree\n' > "$T/inch.tsv"
t_bad "a stray quote and an inch mark: the plain read named" 1 "inch\\.tsv: every line starts with a label and a TAB .* read it without --unlabeled" sms-vocab --unlabeled --stats "$T/inch.tsv"
t_run "  followed: 10 records" 0 sms-vocab --stats "$T/inch.tsv"
t_ok "  none merged" grep -qx 'records	10' "$T/out"
# the other side: texts quoted over lines as pandas writes them
printf 'ham\t"Hi there\nare you coming"\nspam\t"Win a\nfree prize"\nham\tok\n' > "$T/pq.tsv"
t_bad "pandas' texts over lines: --quoting csv named" 1 "pq\\.tsv: .*its texts quoted over several lines .* read it with --quoting csv instead of --unlabeled" sms-vocab --unlabeled --stats "$T/pq.tsv"
t_run "  followed: 3 records" 0 sms-vocab --quoting csv --stats "$T/pq.tsv"
t_ok "  3" grep -qx 'records	3' "$T/out"
