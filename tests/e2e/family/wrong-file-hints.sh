#!/bin/sh
# A file of another kind given where token lines, embeddings or a mask
# are read: the hint names what it is and the command that reads it.
# Before: JSON Lines and a JSON array as token lines were "a CSV? ...
# sms-vocab --csv -t"; two TSV embeddings joined with cat were "field 2
# ('d1') is not a finite number"; a bare 0/1 matrix as a mask was "mask
# is 2×2, the map is 3×3".
. "$(dirname "$0")/../../lib.sh"

printf 'word\td1\td2\nfree\t1\t0\ncall\t0\t1\nnow\t1\t1\n' > "$T/e.tsv"
printf 'ham\tfree call\nham\tfree call now\n' | sms-vocab --min-count 1 -o "$T/v.tsv"
# pandas to_json(orient='records', lines=True), to_json(orient='records'),
# and json.dump(indent=2)
printf '{"label":"ham","text":"free call"}\n{"label":"spam","text":"win now"}\n' > "$T/m.jsonl"
printf '[{"label":"ham","text":"free call"},{"label":"spam","text":"win"}]\n' > "$T/a.json"
printf '[\n  {\n    "label": "ham",\n    "text": "free"\n  }\n]\n' > "$T/i.json"
jl="JSON Lines \\(a JSON object a line\\), not token lines: tokenize them first: sms-vocab --jsonl -t $T/m.jsonl > tokens.tsv"
ar="a JSON array, not token lines: make JSON Lines of it and tokenize them: jq -c '\\.\\[\\]' $T/a.json \\| sms-vocab --jsonl -t > tokens.tsv"
ai="a JSON array written over many lines, not token lines: make JSON Lines of it and tokenize them: jq -c '\\.\\[\\]' $T/i.json \\| sms-vocab --jsonl -t > tokens.tsv"
for c in "ppmi-svd --count -v $T/v.tsv" "attn-train -e $T/e.tsv" \
    "attn-map -e $T/e.tsv --batch"; do
	p=${c%% *}
	t_bad "$p, JSON Lines as token lines" 1 "^$p: $T/m.jsonl:1: $jl" $c "$T/m.jsonl"
	t_bad "$p, a JSON array as token lines" 1 "^$p: $T/a.json:1: $ar" $c "$T/a.json"
	t_bad "$p, an indented JSON array as token lines" 1 "^$p: $T/i.json:1: $ai" $c "$T/i.json"
done
# a CSV keeps its hint; a token line with a brace is a token line
printf 'ham,free call\n' > "$T/c.csv"
t_bad "attn-map, a CSV as token lines: the CSV hint" 1 \
    "^attn-map: $T/c.csv:1: no TAB between label and tokens \\(a CSV\\? the input is tokens: sms-vocab --csv -t $T/c.csv > tokens.tsv first\\)$" \
    attn-map -e "$T/e.tsv" --batch "$T/c.csv"
# a file separated by ';' or '|' (Excel's, a spreadsheet in a locale with
# a decimal comma), or in a single-byte code page, given where tokens go:
# the sms-vocab that tokenizes it, in each of the three readers
printf '\357\273\277label;text\r\nspam;Win cash, now\r\nham;ok see you\r\n' > "$T/excel.csv"
printf 'spam|Win cash now\nham|ok\n' > "$T/pipe.txt"
# (three words: one word alone, 'Приз', is read as well as Greek
# 'Οπθη' by the letters' frequencies, and gets the list of pages)
printf 'spam\t\317\360\350\347 \347\340 \347\342\356\355\356\352\n' > "$T/c1251.tsv"
printf 'ham\tcaf\351\n' > "$T/c1252.tsv"
# the code pages the guess names besides Russian's (conv.h ak_conv_page,
# one list for every reader): Polish in cp1250 (was 'Cyrillic?
# --encoding central', a page iconv lacks), Russian in iso-8859-5 (was a
# single-byte code page, NAME)
printf 'ham\tDzień dobry, jak się masz? Wygrałeś nagrodę\n' | iconv -f UTF-8 -t CP1250 > "$T/c1250.tsv"
printf 'spam\tприз мир кошка\n' | iconv -f UTF-8 -t ISO-8859-5 > "$T/c88595.tsv"
for c in "ppmi-svd --count -v $T/v.tsv" "attn-train -e $T/e.tsv" \
    "attn-map -e $T/e.tsv --batch"; do
	p=${c%% *}
	t_bad "$p, ';'-separated: --delimiter ';' named" 1 "^$p: $T/excel.csv:1: no TAB between label and tokens \\(a file separated by ';'\\? the input is tokens: sms-vocab --delimiter ';' -t $T/excel.csv > tokens.tsv first" $c "$T/excel.csv"
	t_bad "$p, '|'-separated: --delimiter '|' named" 1 "^$p: $T/pipe.txt:1: .*sms-vocab --delimiter '\\|' -t $T/pipe.txt > tokens.tsv first" $c "$T/pipe.txt"
	t_bad "$p, cp1251 tokens: --encoding cp1251 named" 1 "^$p: $T/c1251.tsv:1: invalid UTF-8 at byte 6 \\(Cyrillic\\? the input is tokens: sms-vocab --encoding cp1251 -t $T/c1251.tsv > tokens.tsv first(; [a-z0-9-]* if its words come out wrong)?\\)\$" $c "$T/c1251.tsv"
	t_bad "$p, cp1250 tokens: --encoding cp1250 named, not 'central'" 1 "^$p: $T/c1250.tsv:1: invalid UTF-8 at byte [0-9]* \\(Central European\\? the input is tokens: sms-vocab --encoding cp1250 -t $T/c1250.tsv > tokens.tsv first; iso-8859-2 if its words come out wrong\\)\$" $c "$T/c1250.tsv"
	t_bad "$p, iso-8859-5 tokens: iso-8859-5 named" 1 "^$p: $T/c88595.tsv:1: invalid UTF-8 at byte 6 \\(Cyrillic\\? the input is tokens: sms-vocab --encoding iso-8859-5 -t $T/c88595.tsv > tokens.tsv first" $c "$T/c88595.tsv"
	t_bad "$p, cp1252 tokens: --encoding cp1252 named" 1 "^$p: $T/c1252.tsv:1: invalid UTF-8 at byte 8 \\(a Windows file\\? the input is tokens: sms-vocab --encoding cp1252 -t $T/c1252.tsv > tokens.tsv first\\)\$" $c "$T/c1252.tsv"
done
t_run "  the sms-vocab named reads the ';' file" 0 sms-vocab --delimiter ';' -t "$T/excel.csv"
t_ok "  its labels" test "$(grep -v '^#' "$T/out" | cut -f1 | paste -sd' ' -)" = "spam ham"
t_run "  and the cp1251 one" 0 sms-vocab --encoding cp1251 -t "$T/c1251.tsv"
t_ok "  its words" test "$(grep -v '^#' "$T/out")" = "spam	приз за звонок"
t_run "  and the cp1250 one" 0 sms-vocab --encoding cp1250 -t "$T/c1250.tsv"
t_ok "  its words" test "$(grep -v '^#' "$T/out")" = "ham	dzień dobry jak się masz wygrałeś nagrodę"
t_run "  and the iso-8859-5 one" 0 sms-vocab --encoding iso-8859-5 -t "$T/c88595.tsv"
t_ok "  its words" test "$(grep -v '^#' "$T/out")" = "spam	приз мир кошка"
# a vector file alike (filekind.c ak_utf8_hint)
printf 'word\td1\nприз\t0.5\nкошка\t0.25\n' | iconv -f UTF-8 -t ISO-8859-5 > "$T/e88595.tsv"
t_bad "ppmi-svd --load, iso-8859-5 words: iso-8859-5 named, iconv" 1 "^ppmi-svd: $T/e88595.tsv:2: invalid UTF-8 at byte 1 \\(Cyrillic, iso-8859-5\\? the tools read UTF-8: convert the file: iconv -f iso-8859-5 -t UTF-8 $T/e88595.tsv > FILE.utf8" ppmi-svd --load "$T/e88595.tsv" -o -
printf 'ham\tпривет\n' > "$T/u8.tok"
t_run "the other side: UTF-8 tokens beyond ASCII: read" 0 ppmi-svd --count -v "$T/v.tsv" -o "$T/u8.cnt" "$T/u8.tok"
printf '{free call}\n' > "$T/brace.tok"
t_bad "attn-map, '{free call}' (not JSON): tokens without a label" 1 \
    "^attn-map: $T/brace.tok:1: no TAB between label and tokens: tokens without a label, one sentence a line" \
    attn-map -e "$T/e.tsv" --batch "$T/brace.tok"

# two attnkit TSV embeddings joined with cat
printf 'word\td1\td2\nfree\t1\t0\n' > "$T/a.tsv"
printf 'word\td1\td2\ncall\t0\t1\n' > "$T/b.tsv"
cat "$T/a.tsv" "$T/b.tsv" > "$T/ab.tsv"
sh2="a second header \\('word d1 \\.\\.\\.', as line 1's\\): files concatenated\\? keep the first file's header only \\(tail -n \\+2 on the others\\)$"
t_bad "ppmi-svd --load, two TSV files joined" 1 "^ppmi-svd: $T/ab.tsv:3: $sh2" \
    ppmi-svd --load "$T/ab.tsv" -o "$T/o.tsv"
t_bad "attn-map -e, the same" 1 "^attn-map: $T/ab.tsv:3: $sh2" \
    attn-map -e "$T/ab.tsv" --text free
# a vocabulary joined likewise
printf 'word\tcount\tdocs\nfree\t2\t2\n' > "$T/v1.tsv"
cat "$T/v1.tsv" "$T/v1.tsv" > "$T/vv.tsv"
t_bad "ppmi-svd -v, two vocabularies joined" 1 \
    "^ppmi-svd: $T/vv.tsv:3: a second header \\('word count \\.\\.\\.', as line 1's\\): files concatenated" \
    ppmi-svd --count -v "$T/vv.tsv" "$T/m.jsonl"
# attnkit's own files joined: line 1 their provenance line, line 2 their
# header (tail -n +2 would keep the header)
printf 'ham\tfree call\nham\tfree now\n' > "$T/own.tok"
printf 'ham\twin cash\nham\twin prize\n' > "$T/own2.tok"
sms-vocab --min-count 1 -o "$T/own.v" "$T/own.tok"
ppmi-svd -v "$T/own.v" -d 1 -o "$T/own.tsv" "$T/own.tok"
cat "$T/own.v" "$T/own.v" > "$T/own-vv.tsv"
sms-vocab --min-count 1 -o "$T/own2.v" "$T/own2.tok"
ppmi-svd -v "$T/own2.v" -d 1 -o "$T/own2.tsv" "$T/own2.tok"
cat "$T/own.tsv" "$T/own2.tsv" > "$T/own-ee.tsv"
sh3="a second header \\('word (count|d1) \\.\\.\\.', as line 2's\\): files concatenated\\? keep the first file's header only \\(tail -n \\+3 on the others: line 1 is attnkit's provenance line, line 2 the header\\)$"
t_bad "sms-vocab -t -v, two of sms-vocab's vocabularies joined" 1 "^sms-vocab: $T/own-vv.tsv:[0-9]+: $sh3" \
    sms-vocab -t -v "$T/own-vv.tsv" "$T/own.tok"
t_bad "attn-map -e, two of ppmi-svd's embeddings joined" 1 "^attn-map: $T/own-ee.tsv:[0-9]+: $sh3" \
    attn-map -e "$T/own-ee.tsv" --text free
{ cat "$T/own.tsv"; tail -n +3 "$T/own2.tsv"; } > "$T/own-e3.tsv"
t_run "  tail -n +3 on the second: read" 0 attn-map -e "$T/own-e3.tsv" --text "free win"

# a bare 0/1 matrix as the mask (numpy.savetxt(f, m, fmt='%d',
# delimiter='\t')); the mask of the weights' format is read
printf '1\t0\t0\n1\t1\t0\n1\t1\t1\n' > "$T/bare.tsv"
t_bad "attn-map --mask, a bare matrix" 1 \
    "^attn-map: $T/bare.tsv:1: the mask has no header row and no label column \\(its first line is numbers\\): a mask is the weights' TSV, a header 'query<TAB>KEY\\.\\.\\.' and each row its query's token, then its 0s and 1s \\(attnkit\\(5\\), Attention weights; attn-map --mask\\)$" \
    attn-map -e "$T/e.tsv" --text 'free call now' --mask "$T/bare.tsv"
printf 'query\tfree\tcall\tnow\nfree\t1\t0\t0\ncall\t1\t1\t0\nnow\t1\t1\t1\n' > "$T/m.tsv"
t_run "  with its header and labels: read" 0 \
    attn-map -e "$T/e.tsv" --text 'free call now' --mask "$T/m.tsv"
t_ok "  row 'free' attends to itself alone" \
    grep -q "^free	1	0	0$" "$T/out"

# a model, sms-vocab -s's statistics, attn-map's own output or predictions
# where token lines are read: named for what they are, by their two-field
# header ('param value', 'stat value') or, for a tool's output whose header
# the tables do not know, by its provenance line; sms-vocab -t's token
# lines (its provenance line too) are read, and a line 'ham<TAB>value'
printf 'ham\tfree call\nspam\tcall now\nham\tfree now\nspam\tnow call\n' > "$T/tok4"
cat "$T/tok4" "$T/tok4" "$T/tok4" > "$T/tok.tsv"
attn-train -q -e "$T/e.tsv" --epochs 1 --save "$T/model.tsv" -o /dev/null "$T/tok.tsv"
sms-vocab --stats -o "$T/stats.tsv" "$T/tok.tsv"
attn-map -q -e "$T/e.tsv" --text 'free call' --proj-scale 1 -o "$T/w.tsv"
attn-train -q -e "$T/e.tsv" --load "$T/model.tsv" --predict -o "$T/p.tsv" "$T/tok.tsv"
sms-vocab -t -o "$T/t.tsv" "$T/tok.tsv"
mh="not token lines \\(header 'param value', a spam model, the output of attn-train --save; want label<TAB>tokens\\): attn-train takes it with --load$"
for c in "attn-train -e $T/e.tsv" "attn-map -e $T/e.tsv" "attn-map -e $T/e.tsv --batch" "ppmi-svd --count -v $T/v.tsv"; do
	p=${c%% *}
	t_bad "$p ${c##* }, a spam model as token lines" 1 "^$p: $T/model.tsv:2: $mh" $c "$T/model.tsv"
	t_bad "$p ${c##* }, sms-vocab -s's statistics as token lines" 1 "^$p: $T/stats.tsv:2: not token lines \\(header 'stat value', statistics, the output of sms-vocab -s" $c "$T/stats.tsv"
	t_bad "$p ${c##* }, predictions as token lines" 1 "^$p: $T/p.tsv:2: not token lines \\(header 'line label split predicted .*, predictions, the output of attn-train --predict" $c "$T/p.tsv"
done
for c in "attn-train -e $T/e.tsv" "attn-map -e $T/e.tsv" "attn-map -e $T/e.tsv --batch" "ppmi-svd -d 1 -v $T/v.tsv" "ppmi-svd -d 1 -j 2 -v $T/v.tsv" "ppmi-svd --count -v $T/v.tsv"; do
	p=${c%% *}
	t_bad "$p ${c##* }, attn-map's weights as token lines" 1 "^$p: $T/w.tsv:1: a file attn-map wrote \\(its first line '# attn-map -q -e .*'\\), not token lines \\(want label<TAB>tokens, sms-vocab -t's\\)$" $c "$T/w.tsv"
done
t_run "attn-train, sms-vocab -t's token lines (its provenance line first)" 0 attn-train -q -e "$T/e.tsv" --epochs 1 -o /dev/null "$T/t.tsv"
t_run "ppmi-svd --count, sms-vocab -t's token lines" 0 ppmi-svd -q --count -v "$T/v.tsv" -o /dev/null "$T/t.tsv"
# a file another tool wrote whose rows are label<TAB>words: refused by its
# provenance line in every counter (-j 2's parts, the dense one of a wide
# harmonic window), not counted as a corpus; the same rows without it read
{ printf '# attn-train --predict x (attnkit 0.1.0)\n'; cat "$T/tok4"; } > "$T/pt.tsv"
for o in "-d 1" "-d 1 -j 2" "-d 1 --weight harmonic --window 30" "--count"; do
	t_bad "ppmi-svd $o, another tool's file of label<TAB>words rows" 1 "^ppmi-svd: $T/pt.tsv:1: a file attn-train wrote \\(its first line '# attn-train --predict x \\(attnkit 0\\.1\\.0\\)'\\), not token lines" ppmi-svd -q $o -v "$T/v.tsv" -o /dev/null "$T/pt.tsv"
done
t_run "  the same rows without that line: counted" 0 ppmi-svd -q -v "$T/v.tsv" -d 1 -o /dev/null "$T/tok4"
# a token file with a header of column names (pandas' to_csv of a tokens
# frame): refused at it by every token-line reader, as attn-train refuses
# it; a first line of a label the tools write over the word 'text', or of
# another label over other words, is a token line
{ printf 'label\ttext\n'; cat "$T/tok4"; } > "$T/hd.tsv"
{ printf 'class\tmessage\n'; cat "$T/tok4"; } > "$T/hd2.tsv"
for c in "attn-map -e $T/e.tsv" "attn-map -e $T/e.tsv --batch" "ppmi-svd -d 1 -v $T/v.tsv" "ppmi-svd -d 1 -j 2 -v $T/v.tsv" "ppmi-svd --count -v $T/v.tsv" "attn-train -e $T/e.tsv"; do
	p=${c%% *}
	t_bad "$p ${c#* }, a header 'label<TAB>text'" 1 "^$p: $T/hd.tsv:1: 'label\\\\ttext' is a header \\(column names\\), not a token line: drop it \\(sed 1d $T/hd.tsv\\)\$" $c -q -o /dev/null "$T/hd.tsv"
	t_bad "$p ${c#* }, a header 'class<TAB>message'" 1 "^$p: $T/hd2.tsv:1: 'class\\\\tmessage' is a header" $c -q -o /dev/null "$T/hd2.tsv"
done
{ printf '# a comment\nlabel\ttext\n'; cat "$T/tok4"; } > "$T/hd3.tsv"
t_bad "attn-map, the header after a comment: its line named" 1 "^attn-map: $T/hd3.tsv:2: 'label\\\\ttext' is a header .*\\(sed 2d $T/hd3.tsv\\)\$" attn-map -q -e "$T/e.tsv" -o /dev/null "$T/hd3.tsv"
{ printf 'spam\ttext\n'; cat "$T/tok4"; } > "$T/st.tsv"
{ printf 'other\tfree call\n'; cat "$T/tok4"; } > "$T/ot.tsv"
{ cat "$T/tok4"; printf 'label\ttext\n'; } > "$T/lt.tsv"
for f in st ot lt; do
	t_run "attn-map --batch, $f.tsv (a token line first, or such a line after one): read" 0 attn-map -q -e "$T/e.tsv" --batch --proj-scale 1 -o /dev/null "$T/$f.tsv"
	t_run "ppmi-svd, $f.tsv: counted" 0 ppmi-svd -q -d 1 -v "$T/v.tsv" -o /dev/null "$T/$f.tsv"
done
t_run "attn-map --batch, sms-vocab -t's token lines" 0 attn-map -q -e "$T/e.tsv" --batch --proj-scale 1 -o /dev/null "$T/t.tsv"
{ printf 'ham\tvalue free\n'; cat "$T/tok.tsv"; } > "$T/hv.tsv"
t_run "attn-train, a line 'ham<TAB>value free': a token line" 0 attn-train -q -e "$T/e.tsv" --epochs 1 -o /dev/null "$T/hv.tsv"
# word2vec embeddings given as a vocabulary (sms-vocab -t -v takes one):
# its header 'V d' named as word2vec's, not numpy's savetxt; binary too
printf '3 2\nfree 0.5 0.25\ncall 0.125 0.75\ntext 1 2\n' > "$T/w2v.txt"
printf 'ham\tfree call text\n' > "$T/w2v.tok"
w2v="not a vocabulary \\(header '3 2', word2vec embeddings: two whole numbers are word2vec's header, V words of d numbers \\(gensim's save_word2vec_format\\); ppmi-svd --load, attn-map -e and attn-train -e read them; want word count docs"
t_bad "ppmi-svd -v word2vec text" 1 "^ppmi-svd: .*w2v\\.txt:1: $w2v" ppmi-svd -v "$T/w2v.txt" "$T/w2v.tok"
t_bad "ppmi-svd --contexts word2vec text" 1 "w2v\\.txt:1: not a vocabulary \\(header '3 2', word2vec embeddings" ppmi-svd -v "$T/v.tsv" --contexts "$T/w2v.txt" "$T/w2v.tok"
printf '3.0 2.0\n1 2\n' > "$T/np.txt"
t_bad "  two numbers not whole: numpy's savetxt still" 1 "np\\.txt:1: not a vocabulary \\(header '3.0 2.0', a bare matrix of numbers separated by spaces \\(numpy's savetxt\\)" ppmi-svd -v "$T/np.txt" "$T/w2v.tok"
# headerless TAB vector rows (pandas' to_csv(sep='\t', header=False))
# given as token lines: named as vectors with the header that reads them
# (it was 'more than one TAB', and at d = 2 'a count line ...
# --from-counts'); a count line (its second field a word) and a
# vocabulary's row (two whole numbers) keep their own names
printf 'free\t0.1\t0.2\t0.3\ncall\t0.4\t0.5\t0.6\n' > "$T/v3.tsv"
printf 'free\t0.1\t0.2\ncall\t0.4\t0.5\n' > "$T/v2.tsv"
printf 'free\t1\t0\t2\n' > "$T/v3w.tsv"
vec='word vectors separated by TABs without a header \(a word and'
t_bad "TAB vectors, d = 3, as ppmi-svd's tokens" 1 "^ppmi-svd: .*v3\\.tsv:1: $vec 3 numbers\\), not token lines: give them the header word<TAB>d1 \\.\\.\\. d3 and read them as embeddings \\(attn-map and attn-train -e, ppmi-svd --load\\)$" ppmi-svd -v "$T/v.tsv" -d 1 "$T/v3.tsv"
t_bad "TAB vectors, d = 2: not a count line" 1 "^ppmi-svd: .*v2\\.tsv:1: $vec 2 numbers\\)" ppmi-svd -v "$T/v.tsv" -d 1 "$T/v2.tsv"
t_bad "  whole numbers only: no float, the plain message" 1 "^ppmi-svd: .*v3w\\.tsv:1: more than one TAB \\(want label<TAB>tokens\\)$" ppmi-svd -v "$T/v.tsv" -d 1 "$T/v3w.tsv"
t_bad "  attn-train's corpus" 1 "^attn-train: .*v3\\.tsv:1: $vec 3 numbers\\)" attn-train -e "$T/e.tsv" "$T/v3.tsv"
printf 'free\tcall\t3\n' > "$T/cl.tsv"
t_bad "  a count line: still named so" 1 "cl\\.tsv:1: a count line \\(word<TAB>context<TAB>count" ppmi-svd -v "$T/v.tsv" -d 1 "$T/cl.tsv"
# token lines written back with every field in double quotes (R's
# write.table, quote=TRUE by default; Python's csv.QUOTE_ALL): refused by
# every token reader, with the sed that strips them (zcat first for a
# gzip file: sed on its bytes garbles them); the tokens alone quoted
# (csv.QUOTE_NONNUMERIC of a label 1): the same
printf '"ham"\t"free call"\n"spam"\t"win ""big"" now"\n' > "$T/q.tsv"
printf '"label"\t"text"\n"ham"\t"free call"\n' > "$T/qh.tsv"
printf '1\t"free call now"\n' > "$T/qt.tsv"
qre() { printf '%s' "^$1: $T/$2:1: the label '$3' is in double quotes, as R's write\\.table \\(quote=TRUE, its default\\) and Python's csv \\(QUOTE_ALL\\) write fields: token lines hold none, and the quotes would stay on the first and last tokens: write them without \\(R: quote=FALSE; Python: quoting=csv\\.QUOTE_NONE\\), or strip them: $4 > FILE\\.tsv$"; }
for c in "ppmi-svd --count -v $T/v.tsv" "ppmi-svd -v $T/v.tsv -d 1 -o $T/o.tsv" "attn-train -e $T/e.tsv" \
    "attn-map -e $T/e.tsv" "attn-map -e $T/e.tsv --batch"; do
	p=${c%% *}
	t_bad "$c: quoted token lines" 1 "$(qre "$p" q.tsv '"ham"' "sed 's/\"//g' $T/q\\.tsv")" $c "$T/q.tsv"
	t_bad "$c: quoted header" 1 "$(qre "$p" qh.tsv '"label"' "sed 's/\"//g' $T/qh\\.tsv")" $c "$T/qh.tsv"
done
t_bad "the tokens alone quoted (label 1)" 1 "^ppmi-svd: $T/qt\\.tsv:1: the tokens are in double quotes \\('\"free call now\"'\\), as Python's csv \\(QUOTE_NONNUMERIC, QUOTE_ALL\\) writes a field: .*or strip them: sed 's/\"//g' $T/qt\\.tsv > FILE\\.tsv$" ppmi-svd --count -v "$T/v.tsv" "$T/qt.tsv"
gzip -c "$T/q.tsv" > "$T/q.tsv.gz"
t_bad "gzip'd: zcat named" 1 "$(qre ppmi-svd q.tsv.gz '"ham"' "zcat $T/q\\.tsv\\.gz \\| sed 's/\"//g'")" ppmi-svd --count -v "$T/v.tsv" "$T/q.tsv.gz"
zcat "$T/q.tsv.gz" | sed 's/"//g' > "$T/q2.tsv"
t_run "  the command named: read" 0 ppmi-svd --count -v "$T/v.tsv" -o "$T/q2.cnt" "$T/q2.tsv"
# the edges: a quote inside the tokens, a lone quote as the label, a
# quote on one side: no CSV field, read as tokens
printf 'ham\t"free call\nham\tfree call"\n"\tfree\nham\t"a"b"\n' > "$T/q3.tsv"
t_run "  quotes that are no CSV field: tokens" 0 ppmi-svd --count -v "$T/v.tsv" -o "$T/q3.cnt" "$T/q3.tsv"
# spaCy keeps '"' as a token, joined by single spaces: a message quoted
# whole is '" free call "', read by every token reader; the quotes against
# the tokens ('"free call"', a CSV writer's field) stay refused, and one
# side against a token, the other apart, is no CSV field (before: all three
# refused as "the tokens are in double quotes")
printf 'ham\t" free call "\nspam\t" "\nham\t"free call "\nspam\t" free call"\nham\tfree\nspam\tcall\nham\tfree call\nspam\tcall free\n' > "$T/sp.tsv"
for c in "ppmi-svd --count -v $T/v.tsv -o $T/sp.cnt" "attn-train -e $T/e.tsv --epochs 1" \
    "attn-map -e $T/e.tsv --batch -o $T/sp.map"; do
	t_run "${c%% *}: spaCy's '\"' tokens read" 0 $c "$T/sp.tsv"
done
printf 'spam\t"free call"\n' > "$T/sp2.tsv"
t_bad "  the edge: quotes against both ends, a CSV field: refused" 1 "^attn-map: $T/sp2\\.tsv:1: the tokens are in double quotes" attn-map -e "$T/e.tsv" "$T/sp2.tsv"
# a header line to drop in a gzip'd token file: zcat FILE | sed 1d
printf 'label\ttext\nham\tfree call\n' | gzip > "$T/h.tsv.gz"
for c in "ppmi-svd --count -v $T/v.tsv" "attn-train -e $T/e.tsv" "attn-map -e $T/e.tsv"; do
	p=${c%% *}
	t_bad "$p: a header in a gzip'd file: zcat named" 1 "^$p: $T/h\\.tsv\\.gz:1: 'label\\\\ttext' is a header \\(column names\\), not a token line: drop it \\(zcat $T/h\\.tsv\\.gz \\| sed 1d\\)$" $c "$T/h.tsv.gz"
done
zcat "$T/h.tsv.gz" | sed 1d > "$T/h.tsv"
t_run "  the command named: read" 0 ppmi-svd --count -v "$T/v.tsv" -o "$T/h.cnt" "$T/h.tsv"
printf 'ham\tfree\n\357\273\277ham\tcall\n' | gzip > "$T/bom.tsv.gz"
t_bad "a byte-order mark on line 2 of a gzip'd token file: zcat named" 1 "^ppmi-svd: $T/bom\\.tsv\\.gz:2: a byte-order mark .*remove it: zcat $T/bom\\.tsv\\.gz \\| sed '1!s/\\^\\\\xEF\\\\xBB\\\\xBF//'$" ppmi-svd --count -v "$T/v.tsv" "$T/bom.tsv.gz"
