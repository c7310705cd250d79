#!/bin/sh
# The vector, vocabulary and count readers against other writers' layouts
# (attnkit(5) "What the tools guess"), each rule on both sides and at its
# edge:
#   a count file cut of its provenance line (its settings line '# counts:'
#     first) given as embeddings: named a count file;
#   a byte-order mark at the start of a later line (files joined with cat,
#     the second saved "with BOM"): refused by every reader of words
#     (GloVe, word2vec text, attnkit's TSV, vocabulary, similarity and
#     analogy sets, count lines), as the corpus and token readers do; line
#     1's is dropped;
#   a word in a CSV writer's quotes (pandas' to_csv QUOTE_MINIMAL: '""""'
#     for '"', '"new york"'; R's write.table quote=TRUE: every word): refused
#     naming quoting=csv.QUOTE_NONE / quote=FALSE, never read with its
#     quotes; a quoted word after an unquoted first row is a word; the
#     pandas line the messages give round-trips '"' (checked with pandas);
#   pandas' header 'word 0 1 2' (sep=' ', index_label) or 'token 1 2 3'
#     over a row of floats as pandas writes them: refused when detected,
#     read as a row with --load-format glove; over whole numbers a row;
#   a first line 'new york 0.1 ...': the space named, not "not an
#     embeddings file";
#   R's write.table headers ('"V1" "V2"', 'V1 V2', 'V1<TAB>V2', '"d1" "d2"',
#     '""<TAB>"d1"'): named R's with R's lines;
#   pandas' to_json: named JSON with its layout's pandas line;
#   a spreadsheet's trailing TAB after the header, and its blank rows of
#     TABs alone: named, with cut and sed;
#   count lines from pandas: its header line (sed 1d) and commas (tr);
#   word2vec binary (gensim's bytes) whose record 2's word holds a TAB:
#     the word shown with <0x09>, no hint of a wrong header's d;
#   similarity and analogy sets with CSV-quoted words: refused, as the
#     embeddings are;
#   attnkit's header but the word column's name (pandas' index_label=
#     'token'), TSV or spaces: named, with sed.
. "$(dirname "$0")/../../lib.sh"

b() { f=$T/$1; shift; printf "$@" > "$f"; }

# a count file without its provenance line: its settings line names it
b cut.cnt '# counts: window=4 weight=flat oov=skip\na\ta\t6\n'
t_bad "count file cut of line 1, --load: named" 1 "cut\\.cnt:2: not an embeddings file \\(header 'a a 6', a count file, the output of ppmi-svd --count; want" ppmi-svd --load "$T/cut.cnt" -o -
t_bad "  attn-map -e: named" 1 "cut\\.cnt:2: .*a count file, the output of ppmi-svd --count" attn-map -e "$T/cut.cnt" --text 'a'
b other.cnt '# other comment\na\ta\t6\n'
t_bad "  another comment first: not named a count file" 1 "other\\.cnt:2: not an embeddings file \\(header 'a a 6'; want" ppmi-svd --load "$T/other.cnt" -o -
# a byte-order mark after line 1: refused in every reader; line 1's dropped
BOM='\357\273\277'
bm="a byte-order mark \\(U\\+FEFF, bytes EF BB BF\\) starts the line, which only a file's first line has: files joined with cat\\? remove it: sed '1!s/\\^"
b bom.glove "the 0.1 0.2\n${BOM}dog 0.5 0.6\n"
t_bad "BOM at line 2 of GloVe: refused" 1 "bom\\.glove:2: $bm" ppmi-svd --load "$T/bom.glove" -o -
b bom1.glove "${BOM}the 0.1 0.2\ndog 0.5 0.6\n"
t_run "  at line 1: dropped, read" 0 ppmi-svd --load "$T/bom1.glove" -o -
t_ok "  the word 'the' without it" grep -q '^the	0.1	0.2$' "$T/out"
b bom.w2v "2 2\nthe 0.1 0.2\n${BOM}dog 0.5 0.6\n"
t_bad "  word2vec text, line 3: refused" 1 "bom\\.w2v:3: $bm" ppmi-svd --load "$T/bom.w2v" -o -
b bom2.w2v "2 2\n${BOM}the 0.1 0.2\ndog 0.5 0.6\n"
t_bad "  word2vec text, line 2 (the look-ahead's): refused" 1 "bom2\\.w2v:2: $bm" ppmi-svd --load "$T/bom2.w2v" -o -
b bom.tsv "word\td1\td2\nthe\t0.1\t0.2\n${BOM}dog\t0.5\t0.6\n"
t_bad "  attnkit's TSV: refused" 1 "bom\\.tsv:3: $bm" ppmi-svd --load "$T/bom.tsv" -o -
t_bad "  attn-map -e: refused" 1 "bom\\.tsv:3: $bm" attn-map -e "$T/bom.tsv" --text 'the dog'
b bom.voc "word\tcount\tdocs\nthe\t3\t2\n${BOM}dog\t3\t2\n"
b bom.tok 'ham\tthe dog\nham\tdog the\n'
t_bad "  a vocabulary (-v): refused" 1 "bom\\.voc:3: $bm" ppmi-svd --count -v "$T/bom.voc" -o "$T/c.txt" "$T/bom.tok"
b ok.tsv 'word\td1\td2\nthe\t0.1\t0.2\ndog\t0.5\t0.6\nsat\t0.7\t0.9\n'
b bom.sim "the\tdog\t3\n${BOM}the\tsat\t5\ndog\tsat\t1\n"
t_bad "  a similarity set: refused" 1 "bom\\.sim:2: $bm" ppmi-svd --load "$T/ok.tsv" --similarity "$T/bom.sim" -o -
b bom.ana "the dog sat the\n${BOM}dog the the sat\n"
t_bad "  an analogy set: refused" 1 "bom\\.ana:2: $bm" ppmi-svd --load "$T/ok.tsv" --analogy "$T/bom.ana" -o -
b bom.voc2 'word\tcount\tdocs\nthe\t3\t2\ndog\t3\t2\n'
b bom.cnt "dog\tthe\t3\n${BOM}the\tdog\t3\n"
t_bad "  count lines (--from-counts): refused" 1 "bom\\.cnt:2: $bm" ppmi-svd -v "$T/bom.voc2" --from-counts -d 1 -o - "$T/bom.cnt"
# words in CSV's quotes
PY=/usr/bin/python3
qm="is a CSV field in quotes, its '\"' doubled or a space inside \\(pandas' to_csv quotes"
qa="the words are in double quotes \\(the first '\"the\"': R's write\\.table default quote=TRUE"
b rq.txt '"the" 0.1 0.2 0.3\n"cat" 0.4 -0.5 0.6\n"sat" 1.5 2.5 -3.25\n'
t_bad "R's write.table(col.names=FALSE): every word quoted, refused" 1 "rq\\.txt:1: $qa.*quote=FALSE, col\\.names=FALSE\\).*sed 's/\\^\"" ppmi-svd --load "$T/rq.txt" -o -
b rq1.txt '"the" 0.1 0.2 0.3\n'
t_bad "  its only row quoted: refused" 1 "rq1\\.txt:1: $qa" ppmi-svd --load "$T/rq1.txt" -o -
b rq2.txt '"the" 0.1 0.2 0.3\ncat 0.4 -0.5 0.6\n'
t_run "  row 1 quoted, row 2 not: a word, read" 0 ppmi-svd --load "$T/rq2.txt" -o -
t_ok "  as '\"the\"'" grep -q '^"the"	0.1	0.2	0.3$' "$T/out"
b pm.txt 'the 0.1 0.2\n"new york" 0.3 0.4\n"say""" 0.5 0.6\n'
t_bad "pandas' QUOTE_MINIMAL, a space inside: refused" 1 "pm\\.txt:2: the word '\"new york\"' $qm.*quoting=csv\\.QUOTE_NONE" ppmi-svd --load "$T/pm.txt" -o -
b pm2.txt 'the 0.1 0.2\n"say""" 0.5 0.6\n'
t_bad "  a doubled quote inside: refused" 1 "pm2\\.txt:2: the word '\"say\"\"\"' $qm" ppmi-svd --load "$T/pm2.txt" -o -
b rq3.txt 'the 0.1 0.2\n"say\\"" 0.5 0.6\n'
t_bad "  R's \\\" escape: refused" 1 "rq3\\.txt:2: the word '\"say\\\\\"\"' $qm" ppmi-svd --load "$T/rq3.txt" -o -
b pq.txt 'the 0.1 0.2\n" 0.5 0.6\n"" 0.7 0.8\na"b 0.1 0.9\n"hi 0.2 0.3\n'
t_run "  '\"', '\"\"', 'a\"b', '\"hi': words, read" 0 ppmi-svd --load "$T/pq.txt" -o -
t_ok "  as they are" test "$(sed 1,2d "$T/out" | cut -f1 | tr '\n' ' ')" = 'the " "" a"b "hi '
b pm.tsv 'word\td1\td2\nthe\t0.1\t0.2\n""""\t0.3\t0.4\n'
t_bad "TSV, pandas' default to_csv(sep='\\t'): '\"\"\"\"' refused" 1 "pm\\.tsv:3: the word '\"\"\"\"' $qm.*attnkit's TSV has no quoting.*index_label='word', quoting=csv\\.QUOTE_NONE\\)" ppmi-svd --load "$T/pm.tsv" -o -
b rq.tsv 'word\td1\td2\n"the"\t0.1\t0.2\n"cat"\t0.3\t0.4\n'
t_bad "  every word quoted: refused" 1 "rq\\.tsv:2: $qa" ppmi-svd --load "$T/rq.tsv" -o -
b rq2.tsv 'word\td1\td2\nthe\t0.1\t0.2\n"cat"\t0.3\t0.4\n'
t_run "  a quoted word after an unquoted first: read" 0 ppmi-svd --load "$T/rq2.tsv" -o -
b pm.voc 'word\tcount\tdocs\nthe\t3\t2\n""""\t3\t2\n'
t_bad "  a vocabulary: refused" 1 "pm\\.voc:3: the word '\"\"\"\"' $qm" ppmi-svd --count -v "$T/pm.voc" -o - "$T/bom.tok"
printf '# ppmi-svd --load x -o y (attnkit 0.1.0)\nword\td1\td2\nthe\t0.1\t0.2\n""""\t0.3\t0.4\n' > "$T/own.tsv"
t_run "  the tools' own TSV (provenance line): words as written" 0 ppmi-svd --load "$T/own.tsv" -o -
if "$PY" -c 'import pandas' 2>/dev/null; then
	"$PY" - "$T" <<'PYEOF'
import sys, csv, pandas as pd
t = sys.argv[1]
df = pd.DataFrame([[0.1, 0.2], [0.3, 0.4], [0.5, 0.6]], index=['the', '"', 'a"b'], columns=['d1', 'd2'])
df.to_csv(t + '/pd-min.tsv', sep='\t', index_label='word')
df.to_csv(t + '/pd-none.tsv', sep='\t', index_label='word', quoting=csv.QUOTE_NONE)
df.to_csv(t + '/pd-min.txt', sep=' ', header=False)
df.to_csv(t + '/pd-none.txt', sep=' ', header=False, quoting=csv.QUOTE_NONE)
df.to_csv(t + '/pd-nn.txt', sep=' ', header=False, quoting=csv.QUOTE_NONNUMERIC)
PYEOF
	t_bad "pandas to_csv(sep='\\t', index_label='word'): refused" 1 "pd-min\\.tsv:3: the word" ppmi-svd --load "$T/pd-min.tsv" -o -
	t_run "  with quoting=csv.QUOTE_NONE (the line the messages give): read" 0 ppmi-svd --load "$T/pd-none.tsv" -o -
	t_ok "  '\"' and 'a\"b' read back as pandas held them" test "$(sed 1,2d "$T/out" | cut -f1 | tr '\n' ' ')" = 'the " a"b '
	t_bad "pandas to_csv(sep=' ', header=False): refused" 1 "pd-min\\.txt:2: the word" ppmi-svd --load "$T/pd-min.txt" -o -
	t_run "  with quoting=csv.QUOTE_NONE: read" 0 ppmi-svd --load "$T/pd-none.txt" -o -
	t_bad "pandas QUOTE_NONNUMERIC: refused" 1 "pd-nn\\.txt:" ppmi-svd --load "$T/pd-nn.txt" -o -
else
	t_skip "pandas' files" "no pandas in $PY"
fi
# pandas' header after an index's label
b pl.txt 'word 0 1 2\nthe 0.1 0.2 0.3\ncat 0.4 -0.5 0.6\n'
t_bad "'word 0 1 2': pandas' header, refused" 1 "pl\\.txt:1: line 1 is a header: the index's label 'word' then column numbers 0 \\.\\. 2 \\(pandas' to_csv\\(sep=' ', index_label=\\.\\.\\.\\).*sed 1d .*--load-format glove reads it as a row$" ppmi-svd --load "$T/pl.txt" -o -
b pl1.txt 'token 1 2 3\nthe 0.1 0.2 0.3\n'
t_bad "  'token 1 2 3': refused" 1 "pl1\\.txt:1: .*'token' then column numbers 1 \\.\\. 3" ppmi-svd --load "$T/pl1.txt" -o -
b pl2.txt 'word 0 1\nthe 0.1 0.2\n'
t_bad "  k = 2 (the edge): refused" 1 "pl2\\.txt:1: .*column numbers 0 \\.\\. 1" ppmi-svd --load "$T/pl2.txt" -o -
b pl3.txt 'word 0 2 3\nthe 0.1 0.2 0.3\n'
t_bad "  'word 0 2 3' (a column dropped): refused" 1 "pl3\\.txt:1: .*'word' then column numbers 0 2 3 \\(.*columns selected or dropped\\).*range\\(3\\)" ppmi-svd --load "$T/pl3.txt" -o -
b pl3w.txt 'word 0 2 3\nthe 0.1 2 0.3\n'
t_run "  'word 0 2 3' over a whole number: a row" 0 ppmi-svd --load "$T/pl3w.txt" -o -
b pl4.txt 'word 0\nthe 0.1\n'
t_bad "  'word 0' (k = 1, one column): refused" 1 "pl4\\.txt:1: .*'word' then column number 0 \\(.*one column\\)" ppmi-svd --load "$T/pl4.txt" -o -
t_run "    --load-format glove reads it as a row" 0 ppmi-svd --load "$T/pl4.txt" --load-format glove -o -
b pl4w.txt 'word 0\nthe 1\n'
t_bad "  'word 0' over a whole number: the label 'word', refused" 1 "pl4w\\.txt:1: line 1 is a header: the index's label 'word' then column number 0" ppmi-svd --load "$T/pl4w.txt" -o -
b pl4a.txt 'a 0\nthe -1\n'
t_bad "  'a 0' over a whole number: a row, vectors of d = 1 refused" 1 "pl4a\\.txt:1: a word and one number a line \\(the first 'a 0'\\): vectors of d = 1" ppmi-svd --load "$T/pl4a.txt" -o -
t_run "    --load-format glove reads it: a row" 0 ppmi-svd --load "$T/pl4a.txt" --load-format glove -o -
t_ok "    the word 'a'" grep -q '^a	0$' "$T/out"
b pl5.txt 'a 0 1\nb 1 0\n'
t_run "  'a 0 1' over whole numbers (a toy file): a row" 0 ppmi-svd --load "$T/pl5.txt" -o -
t_ok "  the word 'a'" grep -q '^a	0	1$' "$T/out"
# over whole numbers (an int frame: counts, one-hot): 0 .. k-1 at k >= 3,
# or after the label 'word', is the header; 'a 0 1' (k 2) a row
b pl7.txt 'word 0 1 2\nthe 12 0 3\ncat 0 5 1\n'
t_bad "  'word 0 1 2' over whole numbers: refused" 1 "pl7\\.txt:1: line 1 is a header: the index's label 'word' then column numbers 0 \\.\\. 2 .*--load-format glove reads it as a row\$" ppmi-svd --load "$T/pl7.txt" -o -
b pl8.txt 'a 0 1 2\nb 1 0 3\n'
t_bad "  'a 0 1 2' (k = 3, the edge) over whole numbers: refused" 1 "pl8\\.txt:1: line 1 is a header: the index's label 'a'" ppmi-svd --load "$T/pl8.txt" -o -
t_run "    --load-format glove reads it as a row" 0 ppmi-svd --load "$T/pl8.txt" --load-format glove -o -
b pl9.txt 'word 0 1\nthe 1 0\n'
t_bad "  'word 0 1' over whole numbers: refused" 1 "pl9\\.txt:1: line 1 is a header: the index's label 'word'" ppmi-svd --load "$T/pl9.txt" -o -
# ... and their abbreviations: index_label='idx', 'tok' (15b-W5), 'ix', 'w'
for lab in Word WORD words Tokens id IDs term key vocab idx tok ix w IDX; do
	b pl9$lab.txt "$lab 0 1\\nthe 1 0\\n"
	t_bad "  '$lab 0 1' over whole numbers: refused" 1 "pl9$lab\\.txt:1: line 1 is a header: the index's label '$lab'" ppmi-svd --load "$T/pl9$lab.txt" -o -
done
b pl9k1.txt 'Word 0\nthe 1\ncat 2\n'
t_bad "  'Word 0' over whole numbers (k = 1): refused" 1 "pl9k1\\.txt:1: line 1 is a header: the index's label 'Word' then column number 0" ppmi-svd --load "$T/pl9k1.txt" -o -
b pl9x.txt 'wordy 0 1\nthe 1 0\n'
t_run "  'wordy 0 1' over whole numbers: a row" 0 ppmi-svd --load "$T/pl9x.txt" -o -
b pl9y.txt 'tokyo 1 2 3\nthe 1 0 2\n'
t_run "  'tokyo 1 2 3' over whole numbers: a row" 0 ppmi-svd --load "$T/pl9y.txt" -o -
b pl9z.txt 'tok 1 2 3\ncat 1 0 2\ndog 0 1 1\n'
t_bad "  'tok 1 2 3' (columns from 1) over whole numbers: refused" 1 "pl9z\\.txt:1: line 1 is a header: the index's label 'tok'" ppmi-svd --load "$T/pl9z.txt" -o -
b pl10.txt 'a 1 2 3\nb 1 0 3\n'
t_run "  'a 1 2 3' over whole numbers: a row" 0 ppmi-svd --load "$T/pl10.txt" -o -
b pl6.txt 'a 0 1\nb 1 0.5\n'
t_bad "  over a row with a float: refused" 1 "pl6\\.txt:1: line 1 is a header: the index's label 'a'" ppmi-svd --load "$T/pl6.txt" -o -
t_run "  --load-format glove: a row" 0 ppmi-svd --load "$T/pl.txt" --load-format glove -o -
t_ok "  the word 'word'" grep -q '^word	0	1	2$' "$T/out"
# a first row whose word holds a space
b sp.txt 'new york 0.1 0.2 0.3\nthe 0.1 0.2 0.3\n'
t_bad "'new york 0.1 ...' at line 1: the space named" 1 "sp\\.txt:1: the word 'new york' holds a space" ppmi-svd --load "$T/sp.txt" -o -
b sp2.txt 'new 0.1 york 0.2\n'
t_bad "  a word after numbers: not an embeddings file" 1 "sp2\\.txt:1: not an embeddings file" ppmi-svd --load "$T/sp2.txt" -o -
# R's write.table headers
rh="line 1 is R's write\\.table\\(\\) header"
b r1.txt '"V1" "V2" "V3"\n"the" 0.1 0.2 0.3\n"cat" 0.4 -0.5 0.6\n'
t_bad "R's write.table() defaults: named" 1 "r1\\.txt:1: $rh '\"V1\" \\.\\.\\. \"V3\"' \\(the names R gives.*quote=FALSE, col\\.names=FALSE\\), then --load-format glove; or, where no word holds a '\"', drop line 1 and the quotes: sed '1d; s/" ppmi-svd --load "$T/r1.txt" -o -
b r2.tsv 'V1\tV2\tV3\nthe\t0.1\t0.2\t0.3\n'
t_bad "  sep='\\t', quote=FALSE: named" 1 "r2\\.tsv:1: $rh 'V1 \\.\\.\\. V3'.*col\\.names=NA\\), then sed -i '1s/\\^/word/'" ppmi-svd --load "$T/r2.tsv" -o -
b r3.txt 'V1 V2 V3\nthe 0.1 0.2 0.3\n'
t_bad "  quote=FALSE: named, sed 1d" 1 "r3\\.txt:1: $rh 'V1 \\.\\.\\. V3'.*or drop line 1: sed 1d" ppmi-svd --load "$T/r3.txt" -o -
b r4.txt '"d1" "d2" "d3"\n"the" 0.1 0.2 0.3\n'
t_bad "  columns d1 .. dk, quoted: named" 1 "r4\\.txt:1: $rh '\"d1\" \\.\\.\\. \"d3\"'" ppmi-svd --load "$T/r4.txt" -o -
b r5.tsv '""\t"d1"\t"d2"\t"d3"\n"the"\t0.1\t0.2\t0.3\n'
t_bad "  col.names=NA, quoted (TSV): named" 1 "r5\\.tsv:1: $rh '\"\"<TAB>\"d1\" \\.\\.\\. \"d3\"' \\(the columns d1 \\.\\. dk, after an empty field: col\\.names=NA, quoted" ppmi-svd --load "$T/r5.tsv" -o -
b r6.txt '"" "V1" "V2"\n"the" 0.1 0.2\n'
t_bad "  col.names=NA, sep=' ': named" 1 "r6\\.txt:1: $rh" ppmi-svd --load "$T/r6.txt" -o -
b r7.txt 'V1 V2 V4\nthe 0.1 0.2 0.3\n'
t_bad "  'V1 V2 V4': not R's" 1 "r7\\.txt:1: not an embeddings file" ppmi-svd --load "$T/r7.txt" -o -
t_bad "  attn-map -e: named too" 1 "r2\\.tsv:1: $rh" attn-map -e "$T/r2.tsv" --text 'the'
# pandas' to_json
b v.json '{"d1":{"the":0.1,"cat":0.4},"d2":{"the":0.2,"cat":-0.5}}'
t_bad "pandas' to_json(): named JSON" 1 "v\\.json:1: a JSON object, not embeddings \\(its keys the columns, the words in each: pandas' df\\.to_json\\(\\)\\).*json\\.load\\(open\\('.*v\\.json'\\)\\), orient='columns'\\)" ppmi-svd --load "$T/v.json" -o -
b va.json '[{"d1":0.1,"d2":0.2}]'
t_bad "  a JSON array: named" 1 "va\\.json:1: a JSON array, not embeddings" ppmi-svd --load "$T/va.json" -o -
# a spreadsheet's save of attnkit's TSV: a trailing TAB, blank rows
b ss.tsv 'word\td1\td2\t\r\nthe\t0.1\t0.2\t\r\n'
t_bad "a trailing TAB on every line: named, cut" 1 "ss\\.tsv:1: header 'word d1 \\.\\.\\. d2' then an empty field: every line ends in a TAB.*cut -f1-3 " ppmi-svd --load "$T/ss.tsv" -o -
b ss2.tsv 'word\td1\td2\r\nthe\t0.1\t0.2\r\n\t\t\r\n\t\t\r\n'
t_bad "blank rows of TABs alone: named, sed" 1 "ss2\\.tsv:3: a row of empty fields, TABs alone \\(a spreadsheet's blank row.*sed '/\\^\\[\\[:space:\\]\\]\\*\\\$/d' " ppmi-svd --load "$T/ss2.tsv" -o -
b ss3.tsv 'word\td1\td2\nthe\t0.1\t0.2\n\t0.3\t0.4\n'
t_bad "  a row with an empty word only: empty word" 1 "ss3\\.tsv:3: empty word" ppmi-svd --load "$T/ss3.tsv" -o -
# count lines made by pandas
b cv.voc '# sms-vocab\nword\tcount\tdocs\na\t3\t2\nb\t3\t2\n'
b ch.tsv 'word\tcontext\tcount\na\tb\t3\nb\ta\t3\n'
t_bad "count lines under pandas' header: named, sed 1d" 1 "ch\\.tsv:1: a header line \\('word context count': pandas' to_csv\\(sep='\\\\t', index=False\\) writes one\\), where count lines have none: drop it: sed 1d " ppmi-svd -v "$T/cv.voc" --from-counts -d 1 -o - "$T/ch.tsv"
b ch2.tsv 'a\tb\t3\nb\ta\tx\n'
t_bad "  a count that is no number at line 2: as before" 1 "ch2\\.tsv:2: count 'x' is not a finite decimal number" ppmi-svd -v "$T/cv.voc" --from-counts -d 1 -o - "$T/ch2.tsv"
b cc.csv 'a,b,3\nb,a,3\n'
t_bad "  commas: named, tr" 1 "cc\\.csv:1: 1 field, want 3 \\(word<TAB>context<TAB>count\\): its fields are separated by commas, not TABs.*tr ',' '\\\\t' < " ppmi-svd -v "$T/cv.voc" --from-counts -d 1 -o - "$T/cc.csv"
# separated by spaces (pandas' to_csv(sep=' '), a script's print):
# named with the awk that makes TABs, whose file then reads, under -v
# and under --count --from-counts; the count first (uniq -c, hyperwords):
# its awk; two words, no count: named, no command; gzip: zcat first
b cs.txt 'a b 3\nb a 3\n'
t_bad "  spaces: named, awk" 1 "^ppmi-svd: .*/cs\\.txt:1: 1 field, want 3 \\(word<TAB>context<TAB>count\\): its fields are separated by spaces, not TABs \\(pandas' to_csv\\(sep=' '\\), a script's print\\): convert it, where no word holds a space: awk '\\{print \\\$1 \"\\\\t\" \\\$2 \"\\\\t\" \\\$3\\}' < .*/cs\\.txt > FILE\\.txt \\(pandas: to_csv\\(FILE, sep='\\\\t', index=False, header=False\\)\\)$" ppmi-svd -v "$T/cv.voc" --from-counts -d 1 -o - "$T/cs.txt"
t_bad "  spaces under --count --from-counts: the same" 1 "cs\\.txt:1: 1 field, .*separated by spaces, not TABs .*awk " ppmi-svd --count --from-counts -o - "$T/cs.txt"
awk '{print $1 "\t" $2 "\t" $3}' < "$T/cs.txt" > "$T/cs.tsv"
t_run "  its awk: read" 0 ppmi-svd -q -v "$T/cv.voc" --from-counts -d 1 -o - "$T/cs.tsv"
b cu.txt '      3 a b\n      3 b a\n'
t_bad "  uniq -c's count first: named, its awk" 1 "cu\\.txt:1: 1 field, .*separated by spaces, not TABs, the count first \\(uniq -c's, hyperwords' counts\\): .*awk '\\{print \\\$2 \"\\\\t\" \\\$3 \"\\\\t\" \\\$1\\}' < " ppmi-svd --count --from-counts -o - "$T/cu.txt"
awk '{print $2 "\t" $3 "\t" $1}' < "$T/cu.txt" > "$T/cu.tsv"
t_run "  its awk: read" 0 ppmi-svd -q -v "$T/cv.voc" --from-counts -d 1 -o - "$T/cu.tsv"
b cw.txt 'a b\n'
t_bad "  two words, no count: no command" 1 "cw\\.txt:1: 1 field, .*separated by spaces, not TABs, and are not two words and a count \\('a b'\\)$" ppmi-svd --count --from-counts -o - "$T/cw.txt"
gzip -c "$T/cs.txt" > "$T/cs.txt.gz"
gzip -c "$T/cc.csv" > "$T/cc.csv.gz"
t_bad "  gzip'd spaces: zcat | awk" 1 "cs\\.txt\\.gz:1: .*: zcat .*/cs\\.txt\\.gz \\| awk .* > FILE\\.txt" ppmi-svd --count --from-counts -o - "$T/cs.txt.gz"
t_bad "  gzip'd commas: zcat | tr" 1 "cc\\.csv\\.gz:1: .*: zcat .*/cc\\.csv\\.gz \\| tr ',' '\\\\t' > FILE\\.txt" ppmi-svd --count --from-counts -o - "$T/cc.csv.gz"
# words in CSV's quotes in a file without settings (pandas' QUOTE_NONNUMERIC,
# R's write.table; pandas' default for a word holding '"'): --count
# --from-counts keeps them (a word may hold quotes) and says so, with the
# sed; -q silent; unquoted: nothing said; under -v: refused, as before
b cq.txt '"a"\t"b"\t3\n"b"\t"a"\t3\n'
t_run "--count --from-counts, quoted words: kept" 0 ppmi-svd --count --from-counts -o "$T/cq.out" "$T/cq.txt"
t_ok "  said: a note with the sed" grep -q "^ppmi-svd: note: .*/cq\\.txt:1: the words ('\"a\"' '\"b\"') are in CSV's double quotes, kept as they are, .*drop them: sed 's/\"//g' .*/cq\\.txt > FILE\\.txt\$" "$T/err"
t_ok "  the words as they are" grep -q '^"a"	"b"	3$' "$T/cq.out"
b cq2.txt 'a\t""""\t3\n'
t_run "  a doubled quote (pandas' default for a '\"'): kept" 0 ppmi-svd --count --from-counts -o /dev/null "$T/cq2.txt"
t_ok "  said" grep -q "note: .*/cq2\\.txt:1: the word '\"\"\"\"' is a field in CSV's double quotes" "$T/err"
t_run "  -q: nothing said" 0 ppmi-svd -q --count --from-counts -o /dev/null "$T/cq.txt"
t_ok "  stderr empty" test ! -s "$T/err"
b cq3.txt 'a\t"b\t3\n'
t_run "  the edge: a quote alone, no CSV field: nothing said" 0 ppmi-svd --count --from-counts -o /dev/null "$T/cq3.txt"
t_ok "  stderr empty" test ! -s "$T/err"
t_bad "  under -v: refused, the vocabulary's word named" 1 "cq\\.txt:1: '\"a\"' is not in the vocabulary .*, 'a' is: the words are in double quotes" ppmi-svd -v "$T/cv.voc" --from-counts -d 1 -o - "$T/cq.txt"
b c2.tsv 'a\tb\n'
t_bad "  2 fields: a token line, as before" 1 "c2\\.tsv:1: 2 fields, want 3" ppmi-svd -v "$T/cv.voc" --from-counts -d 1 -o - "$T/c2.tsv"
# gensim: KeyedVectors(2).add_vectors(['the','a\tb','c'], ...).save_word2vec_format(binary=True)
printf '3 2\nthe \315\314\314\075\315\314\114\076a\tb \232\231\231\076\315\314\314\076c \000\000\000\077\232\231\031\077' > "$T/tab2.bin"
t_bad "binary, record 2's word 'a<TAB>b': named, shown" 1 "tab2\\.bin:3: the word 'a<0x09>b' holds a control byte, which no format's word holds$" ppmi-svd --load "$T/tab2.bin" -o -
printf '3 2\nthe \315\314\314\075\315\314\114\076c \000\000\000\077\232\231\031\077a\tb \232\231\231\076\315\314\314\076' > "$T/tab3.bin"
t_bad "  as record 3: the same" 1 "tab3\\.bin:4: the word 'a<0x09>b' holds a control byte, which no format's word holds$" ppmi-svd --load "$T/tab3.bin" -o -
b ctl.txt 'free 1 2\nca\001ll 1 2\n'
t_bad "  GloVe: shown too" 1 "ctl\\.txt:2: the word 'ca<0x01>ll' holds a control byte" ppmi-svd --load "$T/ctl.txt" -o -
# quoted words in the similarity and analogy sets
b qs.tsv '"the"\t"dog"\t3\n"the"\t"sat"\t5\n"dog"\t"sat"\t1\n'
t_bad "a similarity set of R's quoted words: refused" 1 "qs\\.tsv:1: $qa.*a set of word pairs has no quoting.*row\\.names=FALSE, col\\.names=FALSE\\); or, where no word holds a '\"', drop them: sed 's/\"//g' " ppmi-svd --load "$T/ok.tsv" --similarity "$T/qs.tsv" -o -
b qs2.tsv 'the\tdog\t3\n"the"\tsat\t5\n'
t_run "  a quoted word after an unquoted first pair: a word" 0 ppmi-svd --load "$T/ok.tsv" --similarity "$T/qs2.tsv" -o -
b qs3.tsv 'the\tdog\t3\nthe\t""""\t5\n'
t_bad "  '\"\"\"\"' at line 2: refused" 1 "qs3\\.tsv:2: the word '\"\"\"\"' $qm" ppmi-svd --load "$T/ok.tsv" --similarity "$T/qs3.tsv" -o -
b qa.txt '"the" "dog" "sat" "the"\n'
t_bad "an analogy set of quoted words: refused" 1 "qa\\.txt:1: $qa.*a set of analogies has no quoting.*sep=' '" ppmi-svd --load "$T/ok.tsv" --analogy "$T/qa.txt" -o -
b qa2.txt 'the dog sat the\n"the" dog sat the\n'
t_run "  one quoted word after: a word (not covered)" 0 ppmi-svd --load "$T/ok.tsv" --analogy "$T/qa2.txt" -o -
b tok.tsv 'token\td1\td2\nthe\t0.1\t0.2\n'
t_bad "'token<TAB>d1<TAB>d2': the word column's name, sed" 1 "tok\\.tsv:1: header 'token d1 \\.\\.\\. d2': the word column is named 'token', not 'word' \\(pandas' index_label='token'\\?\\): name it word: sed '1s/\\^\\[\\^\\\\t\\]\\*/word/' " ppmi-svd --load "$T/tok.tsv" -o -
b tok.txt 'token d1 d2\nthe 0.1 0.2\n'
t_bad "  'token d1 d2': a header, sed 1d" 1 "tok\\.txt:1: line 1 is a header, a label then d1 \\.\\. d2 separated by spaces" ppmi-svd --load "$T/tok.txt" -o -
b tok2.txt 'token d1 d3\nthe 0.1 0.2\n'
t_bad "  'token d1 d3': not an embeddings file" 1 "tok2\\.txt:1: not an embeddings file" ppmi-svd --load "$T/tok2.txt" -o -
echo "1..$t_num"
