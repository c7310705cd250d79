#!/bin/sh
# What the embeddings readers guess (embfile.h, attnkit(5) "What the tools
# guess"), each on both sides of its rule and at the case no rule decides:
#   word2vec text or binary: a line after the header that text cannot hold
#     (a control byte) is binary, one of numbers' bytes is text, and a file
#     the binary grammar reads whole as well is refused naming
#     --load-format word2vec and word2vec-bin;
#   a text word has no limit but the line's (binary words: 65536 bytes);
#   a first line of two whole numbers is word2vec's header, but when one
#     is negative: then a GloVe row, said when a later row fails;
#   at d = 1 a header 'V 1' is a GloVe row too: refused when the header's
#     count holds (both ways read the file), GloVe named when it does not,
#     word2vec certain at d = 2.
. "$(dirname "$0")/../../lib.sh"

b() { f=$T/$1; shift; printf "$@" > "$f"; }
both='word2vec text or binary\? the file reads both ways .*: name the format with --load-format word2vec \(text\) or --load-format word2vec-bin$'

# hexadecimal floats: text rows (numbers' bytes after the word), whose
# value no reader takes (gensim and numpy read decimal only; strtod would
# read 0x1p3 as 8): refused at the field, auto or forced, never read as
# the binary records their 8 bytes also are
b hex.vec '1 2\na 0x1p3 4\n'
t_bad "'a 0x1p3 4': a hexadecimal value" 1 "^ppmi-svd: .*/hex\.vec:2: field 2 \\('0x1p3'\\) is not a finite decimal number$" ppmi-svd --load "$T/hex.vec" -o -
t_bad "--load-format word2vec: the same" 1 "hex\.vec:2: field 2 \\('0x1p3'\\) is not a finite decimal number$" ppmi-svd --load "$T/hex.vec" --load-format word2vec -o -
b hex2.vec 'a 0X10 4.5\nb 1 2\n'
t_bad "GloVe '0X10': refused" 1 "hex2\.vec:1: field 2 \\('0X10'\\) is not a finite decimal number$" ppmi-svd --load "$T/hex2.vec" -o -
b hex3.tsv 'word\td1\na\t0x10\n'
t_bad "TSV '0x10': refused" 1 "hex3\.tsv:2: field 2 \\('0x10'\\) is not a finite decimal number$" attn-map -e "$T/hex3.tsv" --text a
# (b's -1: a column of whole numbers from 10 up beside fractions is a word
# count list's, refused by emb_count_cols; a negative one is no count)
b dec.vec 'a 1e1 4.5\nb -1 2\n'
t_run "the decimal side: '1e1' read" 0 ppmi-svd --load "$T/dec.vec" -o -
t_ok "a 10 4.5" grep -qx 'a	10	4.5' "$T/out"
b dec2.vec 'a 1e1 4.5\nb 1 2\n'
t_bad "  with 1 for -1: a word count list's columns, --load-format glove named" 1 "dec2\\.vec:1: a word and 2 numbers a line, column 2 whole counts .*--load-format glove reads it as vectors of d = 2$" ppmi-svd --load "$T/dec2.vec" -o -
t_run "  --load-format glove reads it" 0 ppmi-svd --load "$T/dec2.vec" --load-format glove -o -
t_ok "  a 10 4.5" grep -qx 'a	10	4.5' "$T/out"
# float32's range: a vector's value past it is inf to gensim and numpy;
# FLT_MAX written in 9 digits (3.40282347e+38, above FLT_MAX but rounding
# to it) is the last that fits, 3.4028236e+38 (rounds to inf) the first not
b f32.vec 'a 3.40282347e+38 -3.40282347e+38\nb 1 2\n'
t_run "FLT_MAX as written: read" 0 ppmi-svd --load "$T/f32.vec" --emb-format word2vec -o -
t_ok "  and written back alike" grep -qx 'a 3.40282347e+38 -3.40282347e+38' "$T/out"
b f33.vec 'a 3.4028236e+38 2\nb 1 2\n'
t_bad "past float32: refused at read" 1 "f33\.vec:1: field 2 \\('3\.4028236e\+38'\\) is beyond float32 \\(\\|x\\| > 3\.40282347e\+38\\), which gensim, word2vec and numpy's float32 read as inf$" ppmi-svd --load "$T/f33.vec" -o -
# attnkit's TSV holds doubles (its readers are these tools): 1e39 read,
# and refused where it is written as word2vec, which gensim reads as inf
b f34.tsv 'word\td1\na\t-1e39\n'
t_run "past float32 in TSV: read" 0 ppmi-svd --load "$T/f34.tsv" -o -
t_ok "  a -1e+39" grep -qx 'a	-1e+39' "$T/out"
for f in word2vec glove word2vec-bin; do
	t_bad "  written as $f: refused" 1 "f34\.tsv:2: value 1 of 'a' \\(-1e\+39\\) is beyond float32" ppmi-svd --load "$T/f34.tsv" --emb-format $f -o "$T/w.$f"
	t_ok "  no file" test ! -e "$T/w.$f"
done
# one-digit decimals are 4 bytes a number: a binary record's length;
# read both ways, 4 float32 or more all of text's bytes are text (as a
# file detected as binary is refused: under 3e-7 for binary values), 3
# are either (refused, naming the formats)
b d1.vec '2 3\nfree 1.0 2.0 3.0\ncall 0.5 0.5 0.5\n'
t_run "'1.0 2.0 3.0' rows, 6 values of text's bytes: text" 0 ppmi-svd --load "$T/d1.vec" -o -
t_ok "  call 0.5 0.5 0.5" grep -qx 'call	0.5	0.5	0.5' "$T/out"
b d4.vec '2 2\nfree 1.0 2.0\ncall 0.5 0.5\n'
t_run "  4 values: text" 0 ppmi-svd --load "$T/d4.vec" -o -
t_ok "  free 1 2" grep -qx 'free	1	2' "$T/out"
b d3.vec '1 3\nfree 1.0 2.0 3.0\n'
t_bad "  3 values: both, refused" 1 "d3\.vec:1: $both" ppmi-svd --load "$T/d3.vec" -o -
t_run "  --load-format word2vec: text" 0 ppmi-svd --load "$T/d3.vec" --load-format word2vec -o -
t_ok "  free 1 2 3" grep -qx 'free	1	2	3' "$T/out"
b d2.vec '2 3\nfree 1.0 2.0 3.0\ncall 0.25 0.5 0.75\n'
t_run "a row of another length: text" 0 ppmi-svd --load "$T/d2.vec" -o -
t_ok "call 0.25 0.5 0.75" grep -qx 'call	0.25	0.5	0.75' "$T/out"
t_bad "attn-map names its option" 1 "^attn-map: .*d3\.vec:1: word2vec text or binary\? .*--emb-format word2vec \(text\) or --emb-format word2vec-bin$" attn-map -e "$T/d3.vec" --text free
# binary: a control byte, or a first float32 whose first byte is '\n'
b c.bin '1 2\nfree \000\000\000\077\000\000\240\277\n'
t_run "a control byte: binary" 0 ppmi-svd --load "$T/c.bin" -o -
t_ok "free 0.5 -1.25" grep -qx 'free	0.5	-1.25' "$T/out"
b nl.bin '1 1\nfree \n\000\200\077\n'
t_run "'free ' then a float32 starting with 0x0a: binary" 0 ppmi-svd --load "$T/nl.bin" -o -
t_ok "free 1.00000119" grep -qx 'free	1.00000119' "$T/out"
# long words: text has no word limit; 5,000 bytes before '1.0 2.0 3.0'
# is also a binary record (12 bytes): refused; a longer number is text
w=$(awk 'BEGIN { while (n++ < 70000) printf "x" }')
printf '1 3\n%s 1.5 2.25 3.0\n' "$w" > "$T/w70.vec"
t_run "a 70,000-byte word in word2vec text" 0 ppmi-svd --load "$T/w70.vec" --emb-format tsv -o "$T/w70.tsv"
t_ok "read: its values" sh -c "tail -1 '$T/w70.tsv' | cut -f2- | grep -qx '1.5	2.25	3'"
w=$(awk 'BEGIN { while (n++ < 5000) printf "x" }')
printf '1 3\n%s 1.0 2.0 3.0\n' "$w" > "$T/w5.vec"
t_bad "5,000 bytes, then '1.0 2.0 3.0': both" 1 "w5\.vec:1: $both" ppmi-svd --load "$T/w5.vec" -o -
printf '1 3\n%s 1.0 2.0 3.125\n' "$w" > "$T/w5b.vec"
t_run "5,000 bytes, then '1.0 2.0 3.125': text" 0 ppmi-svd --load "$T/w5b.vec" -o "$T/w5b.tsv"
t_ok "read: its values" sh -c "tail -1 '$T/w5b.tsv' | cut -f2- | grep -qx '1	2	3.125'"
# a first line of two whole numbers: word2vec's header (a '+' too, as
# word2vec.c's fscanf and gensim's int() read it); one of them negative,
# a GloVe row with certainty (no count is negative), said when a later
# row fails
neg="\(line 1, '-2 3', was read as a GloVe row, its first number the word: a word2vec header 'V d' is two whole numbers, neither negative\)"
b plus.vec '+2 3\nfree 1 2 3\ncall 1 2 4\n'
t_run "'+2 3': word2vec's header" 0 ppmi-svd --load "$T/plus.vec" -o -
t_ok "  two words of 3 numbers" sh -c "tail -n +3 '$T/out' | cut -f1 | tr '\n' ' ' | grep -qx 'free call '"
b negrow.txt -- '-2 3\nfree 1\ncall -2\n'
t_run "'-2 3' then rows of one number (whole numbers, one negative, not counts): GloVe" 0 ppmi-svd --load "$T/negrow.txt" -o -
t_ok "  the word -2, its number 3" grep -qx -- '-2	3' "$T/out"
t_ok "  nothing said" test ! -s "$T/err"
b neg.vec -- '-2 3\nfree 1 2 3\ncall 1 2 4\n'
t_bad "'-2 3' then rows of 3 numbers: why line 1 is a row" 1 "^ppmi-svd: .*/neg\.vec:2: 3 numbers after 'free', want 1 \(as the first row\) $neg$" ppmi-svd --load "$T/neg.vec" -o -
t_bad "  attn-map the same" 1 "^attn-map: .*/neg\.vec:2: .* $neg$" attn-map -e "$T/neg.vec" --text free
b negd.vec '2 -3\nfree 1 2 3\n'
t_bad "'2 -3': the same" 1 "^ppmi-svd: .*/negd\.vec:2: .*\(line 1, '2 -3', was read as a GloVe row" ppmi-svd --load "$T/negd.vec" -o -
t_bad "'-2 3' --load-format word2vec: no header" 1 "^ppmi-svd: .*/neg\.vec:1: not a word2vec header \('-2 3'" ppmi-svd --load "$T/neg.vec" --load-format word2vec -o -
b pos.txt '2 3\nfree 1 2 3\n'
t_bad "'2 3' --load-format glove, a later row fails: the header named" 1 "^ppmi-svd: .*/pos\.txt:2: .*\(line 1, '2 3', is word2vec's header 'V d'\? --load-format word2vec, or auto\)$" ppmi-svd --load "$T/pos.txt" --load-format glove -o -
# d = 1: the header '3 1' or a GloVe row of the word 3
b w1.txt '3 1\nfree 0.5\ncall -0.25\nnow 1\n'
t_bad "d = 1, the count holds: both ways" 1 "^ppmi-svd: .*/w1\\.txt:1: word2vec text or GloVe\\? at d = 1 the file reads both ways \\(as word2vec: a header of 3 words and 3 rows; as GloVe: 4 rows, line 1 the first\\): name the format with --load-format word2vec or --load-format glove$" ppmi-svd --load "$T/w1.txt" -o -
t_run "  --load-format word2vec: 3 words" 0 ppmi-svd --load "$T/w1.txt" --load-format word2vec -o -
t_ok "  free call now" test "$(grep -v '^#' "$T/out" | cut -f1 | tr '\n' ' ')" = "word free call now "
t_run "  --load-format glove: 4 words" 0 ppmi-svd --load "$T/w1.txt" --load-format glove -o -
t_ok "  3 free call now" test "$(grep -v '^#' "$T/out" | cut -f1 | tr '\n' ' ')" = "word 3 free call now "
t_bad "  attn-map -e: the same, its option" 1 "w1\\.txt:1: word2vec text or GloVe\\? .* --emb-format glove$" attn-map -e "$T/w1.txt" --text 'free call'
b g1.txt '3 1\nfree 0.5\ncall -0.25\nnow 1\nmore 2\n'
t_bad "d = 1, a row past the count: GloVe named" 1 "g1\\.txt:5: a row past the header's 3 words \\(.*\\) \\(GloVe of d = 1, line 1 a row\\? --load-format glove\\)$" ppmi-svd --load "$T/g1.txt" -o -
b w2.txt '2 2\nfree 0.5 1.25\ncall -0.25 2.125\n'
t_run "d = 2: word2vec, certain" 0 ppmi-svd --load "$T/w2.txt" -o -
t_ok "  free call" test "$(grep -v '^#' "$T/out" | cut -f1 | tr '\n' ' ')" = "word free call "

# vectors written by pandas (df.to_csv(sep='\t')): line 1 is a header of
# column numbers, with an empty first field or an index label; named,
# with a fix that makes the file load (its awk line, run as said)
printf '\t0\t1\nfree\t0.0\t0.5\ncall\t1.0\t0.25\n' > "$T/pd.tsv"
printf 'word\t0\t1\t2\nfree\t0.0\t0.5\t1\ncall\t1.0\t0.25\t2\n' > "$T/pd3.tsv"
t_bad "pandas' default header" 1 "^ppmi-svd: .*/pd\.tsv:1: line 1 is a header of column numbers 0 \.\. 1 \(pandas' to_csv default\), where attnkit's TSV header is word<TAB>d1 \.\.\. d2: name the columns so .*awk" ppmi-svd --load "$T/pd.tsv" -o -
t_bad "pandas' header with an index label" 1 "^ppmi-svd: .*/pd3\.tsv:1: line 1 is a header of column numbers 0 \.\. 2 .*i <= 3;" ppmi-svd --load "$T/pd3.tsv" -o -
awk -F'\t' 'NR == 1 { $0 = "word"; for (i = 1; i <= 3; i++) $0 = $0 "\td" i } 1' "$T/pd3.tsv" > "$T/pd3-fixed.tsv"
t_run "the awk line of the message fixes it" 0 ppmi-svd --load "$T/pd3-fixed.tsv" -o -
t_ok "  its rows" test "$(grep -v '^#' "$T/out" | tr '\n' ' ')" = "word	d1	d2	d3 free	0	0.5	1 call	1	0.25	2 "
# numbered from 1 (pandas' columns range(1, k + 1)): named so, its awk
# line fixes it; 0 2 and 1 3 are no run of column numbers
printf 'word\t1\t2\nfree\t0.3\t0.4\ncall\t0.1\t0.2\n' > "$T/pd1.tsv"
t_bad "a header numbered from 1" 1 "^ppmi-svd: .*/pd1\\.tsv:1: line 1 is a header of column numbers 1 \\.\\. 2 \\(numbered from 1: pandas' columns range\\(1, k \\+ 1\\)\\), where attnkit's TSV header is word<TAB>d1 \\.\\.\\. d2: .*i <= 2;" ppmi-svd --load "$T/pd1.tsv" -o -
awk -F'\t' 'NR == 1 { $0 = "word"; for (i = 1; i <= 2; i++) $0 = $0 "\td" i } 1' "$T/pd1.tsv" > "$T/pd1-fixed.tsv"
t_run "  the awk line of the message fixes it" 0 ppmi-svd --load "$T/pd1-fixed.tsv" -o -
t_ok "  its rows, no word 'word'" test "$(grep -v '^#' "$T/out" | tr '\n' ' ')" = "word	d1	d2 free	0.3	0.4 call	0.1	0.2 "
printf 'word\t1\t3\nfree\t0.3\t0.4\n' > "$T/pd13.tsv"
t_bad "'1 3' over floats: pandas' selected columns" 1 "pd13\\.tsv:1: line 1 is a header of column numbers 1 3 \\(pandas' columns selected or dropped.*range\\(2\\)" ppmi-svd --load "$T/pd13.tsv" -o -
# an empty word (pandas writes an index's NaN as an empty field)
printf 'word\td1\td2\n\t0.1\t0.2\nfree\t0.3\t0.4\n' > "$T/nan.tsv"
t_bad "an empty word: named so" 1 "^ppmi-svd: .*/nan\\.tsv:2: empty word \\(a word missing: pandas writes an index's NaN as an empty field\\)$" ppmi-svd --load "$T/nan.tsv" -o -
printf 'free\t0\t2\ncall\t1\t0.25\n' > "$T/bare.tsv"
t_bad "a bare row (not 0 .. k-1): no header" 1 "^ppmi-svd: .*/bare\.tsv:1: a row of TAB-separated numbers with no header \\(pandas' to_csv\\(sep='\\\\t', header=False\\)\\): .*range\\(2\\)\\]; .*awk 'BEGIN .*i <= 2;.* 1' .*bare\\.tsv > FILE\\.tsv; or make GloVe: tr '\\\\t' ' ' < .*bare\\.tsv > FILE\\.txt\$" ppmi-svd --load "$T/bare.tsv" -o -
awk 'BEGIN { printf "word"; for (i = 1; i <= 2; i++) printf "\td" i; print "" } 1' "$T/bare.tsv" > "$T/bare2.tsv"
t_run "  its awk, run: read" 0 ppmi-svd --load "$T/bare2.tsv" -o -
tr '\t' ' ' < "$T/bare.tsv" > "$T/bare.txt"
t_run "  its tr, run: read as GloVe" 0 ppmi-svd --load "$T/bare.txt" -o -
t_bad "  --load-format glove: tr named" 1 "bare\\.tsv:1: fields are separated by TABs, not spaces .*--load-format tsv; with none, tr '\\\\t' ' ' makes GloVe\\)\$" ppmi-svd --load "$T/bare.tsv" --load-format glove -o -
t_bad "  --load-format tsv: a row with no header, the awk" 1 "bare\\.tsv:1: a row of vectors with no header \\('free' then 2 numbers: .*awk 'BEGIN .*i <= 2;" ppmi-svd --load "$T/bare.tsv" --load-format tsv -o -
printf 'word\t0\t1\nfree\t0.1\t0.2\n' > "$T/bare3.tsv"
t_bad "  --load-format tsv, 'word 0 1' (whole numbers): not a row" 1 "bare3\\.tsv:1: not an embeddings file" ppmi-svd --load "$T/bare3.tsv" --load-format tsv -o -
# and written with sep=' ': the index's empty label (nothing, or "") or
# index_label=False, then 0 1 ...: named with the fix, which loads
printf ' 0 1\nfree 0.0 0.5\ncall 1.0 0.25\n' > "$T/pds1.txt"
printf '"" 0 1\nfree 0.0 0.5\ncall 1.0 0.25\n' > "$T/pds2.txt"
printf '0 1\nfree 0.0 0.5\ncall 1.0 0.25\n' > "$T/pds3.txt"
printf '0 1 2\nfree 0.0 0.5 1\ncall 1.0 0.25 2\n' > "$T/pds4.txt"
for f in pds1 pds2 pds3 pds4; do
	k=1; [ $f = pds4 ] && k=2
	t_bad "pandas' header, sep=' ' ($f)" 1 "^ppmi-svd: .*/$f\\.txt:1: line 1 is a header of column numbers 0 \\.\\. $k \\(pandas' to_csv\\(sep=' '\\) default\\), not word2vec's 'V d' nor a GloVe row: drop it for GloVe \\(sed 1d .*; --load-format glove\\)" ppmi-svd --load "$T/$f.txt" -o -
	sed 1d "$T/$f.txt" > "$T/$f-fixed.txt"
	t_run "  its fix loads" 0 ppmi-svd --load "$T/$f-fixed.txt" --load-format glove -o -
done
t_ok "  its rows" test "$(grep -v '^#' "$T/out" | tr '\n' ' ')" = "word	d1	d2	d3 free	0	0.5	1 call	1	0.25	2 "
# the other side: '0 1 3' over floats is pandas' index named 0 over
# columns 1 and 3 (one dropped), refused; over a whole number a GloVe row
# of the word '0'; and a forced format reads the row '0 1 2' as it is
printf '0 1 3\nfree 0.0 0.5\ncall 1.0 0.25\n' > "$T/g0.txt"
t_bad "'0 1 3' over floats: pandas' header" 1 "g0\\.txt:1: line 1 is a header: the index's label '0' then column numbers 1 3" ppmi-svd --load "$T/g0.txt" -o -
printf '0 1 3\nfree 0.0 5\ncall 1.0 0.25\n' > "$T/g0w.txt"
t_run "'0 1 3' over a whole number: a GloVe row of the word '0'" 0 ppmi-svd --load "$T/g0w.txt" -o -
printf '0 1 2\nfree 0.0 0.5\n' > "$T/g1.txt"
t_run "'0 1 2' with --load-format glove: the word '0'" 0 ppmi-svd --load "$T/g1.txt" --load-format glove -o -
t_ok "  its row" grep -q '^0	1	2$' "$T/out"

# pandas' other writers of a vectors DataFrame (index: the words; as
# pandas 1.5.3 writes them): to_csv()'s commas after the index's empty
# label or a word, to_csv(index=False)'s rows with no words, to_string()'s
# runs of spaces: each named with its fix, which loads
printf ',0,1\nfree,0.0,0.14285714285714285\ncall,0.2857142857142857,0.42857142857142855\n' > "$T/pc.csv"
printf 'word,0,1,2\nfree,0.0,0.5,1.0\ncall,1.0,0.25,2.0\n' > "$T/pc3.csv"
printf '0,1\n0.0,0.14285714285714285\n0.2857142857142857,0.42857142857142855\n' > "$T/pcn.csv"
printf '             0         1\nfree  0.000000  0.142857\ncall  0.285714  0.428571' > "$T/ps.txt"
printf '             0         1\nword                    \nfree  0.000000  0.142857\n' > "$T/psw.txt"
printf '     0\na  0.0\nb  2.0' > "$T/ps1.txt"
# the pandas line that writes attnkit's TSV, K columns
tsvfix() { printf '%s\n' "write the vectors again as attnkit's TSV.*df\\.columns = \\[f'd\\{i\\+1\\}' for i in range\\($1\\)\\]; df\\.to_csv\\(FILE, sep='\\\\t', index_label='word', quoting=csv\\.QUOTE_NONE\\)"; }
t_bad "to_csv() default: commas, named" 1 "^ppmi-svd: .*/pc\\.csv:1: line 1 is a header of column numbers 0 \\.\\. 1 separated by commas \\(pandas' to_csv default\\): no embeddings format separates fields by commas; $(tsvfix 2)\\), or, where no word holds a comma, a quote or a space, make it GloVe: sed 1d .*/pc\\.csv \\| tr ',' ' ' > FILE\\.txt, then --load-format glove$" ppmi-svd --load "$T/pc.csv" -o -
sed 1d "$T/pc.csv" | tr ',' ' ' > "$T/pc.txt"
t_run "  its GloVe line loads" 0 ppmi-svd --load "$T/pc.txt" --load-format glove -o -
t_ok "  call 0.285714298 0.428571433" grep -qx 'call	0.285714286	0.428571429' "$T/out"
printf 'word\td1\td2\nfree\t0.0\t0.14285714285714285\ncall\t0.2857142857142857\t0.42857142857142855\n' > "$T/pc.tsv"
t_run "  its TSV (as pandas writes it after the columns named) loads" 0 ppmi-svd --load "$T/pc.tsv" -o -
t_ok "  call 0.285714298 0.428571433" grep -qx 'call	0.285714286	0.428571429' "$T/out"
t_bad "to_csv() with an index label" 1 "pc3\\.csv:1: line 1 is a header of column numbers 0 \\.\\. 2 separated by commas \\(pandas' to_csv default\\): .*range\\(3\\)" ppmi-svd --load "$T/pc3.csv" -o -
t_bad "  attn-map names its option" 1 "^attn-map: .*pc3\\.csv:1: line 1 is a header .* then --emb-format glove$" attn-map -e "$T/pc3.csv" --text free
t_bad "to_csv(index=False): no words, named" 1 "^ppmi-svd: .*/pcn\\.csv:1: line 1 is a header of column numbers 0 \\.\\. 1 separated by commas \\(pandas' to_csv\\(index=False\\)\\): no embeddings format separates fields by commas, and the rows hold no words; .*range\\(2\\)" ppmi-svd --load "$T/pcn.csv" -o -
for f in ps psw ps1; do
	k=1; [ $f = ps1 ] && k=0
	t_bad "to_string() ($f): named" 1 "^ppmi-svd: .*/$f\\.txt:1: line 1 is a header of column numbers 0 \\.\\. $k over runs of spaces \\(pandas' to_string\\(\\)\\): a display, its values rounded to pandas' display\\.precision \\(6 digits\\), not a file of vectors; $(tsvfix $((k + 1)))\\)$" ppmi-svd --load "$T/$f.txt" -o -
done
# the other sides: ',0,2' and '0 1 3' after spaces are no column numbers;
# one space between each is sep=' ' (above), not to_string()
printf ',0,2\nfree,0.0,0.5\n' > "$T/pc02.csv"
t_bad "',0,2': not an embeddings file" 1 "pc02\\.csv:1: not an embeddings file \\(first line ',0,2'" ppmi-svd --load "$T/pc02.csv" -o -
# pandas' other writers: to_csv with named columns (commas, or ';' and
# decimal commas), header=False, reset_index()'s integer index, to_string()
# of named columns: each named, its fix run as said reads the vectors;
# the other side: a word, a number and a name, or spaces then numbers,
# are no pandas writer's, said as before
printf 'word,d1,d2\nfree,0.25,-0.5\ncall,1.5,2\n' > "$T/pn.csv"
t_bad "to_csv, columns word,d1,d2: named, tr" 1 "^ppmi-svd: .*/pn\\.csv:1: line 1 is a header of named columns separated by ',' \\(pandas' to_csv default\\): no embeddings format separates fields so; write the vectors again as attnkit's TSV \\(pandas: df\\.columns = \\[f'd\\{i\\+1\\}' for i in range\\(2\\)\\]; df\\.to_csv\\(FILE, sep='\\\\t', index_label='word', quoting=csv\\.QUOTE_NONE\\)\\), or, where no word holds a comma: tr ',' '\\\\t' < .*/pn\\.csv > FILE\\.tsv$" ppmi-svd --load "$T/pn.csv" -o -
tr ',' '\t' < "$T/pn.csv" > "$T/pn.tsv"
t_run "  its tr: read" 0 ppmi-svd --load "$T/pn.tsv" -o -
t_ok "  free 0.25 -0.5" grep -qx 'free	0.25	-0.5' "$T/out"
printf ',d1,d2\nfree,0.25,-0.5\n' > "$T/pn0.csv"
t_bad "  an unnamed index: pandas' fix alone" 1 "^ppmi-svd: .*/pn0\\.csv:1: line 1 is a header of named columns separated by ',' .*index_label='word', quoting=csv\\.QUOTE_NONE\\)\\)$" ppmi-svd --load "$T/pn0.csv" -o -
printf 'word;d1;d2\nfree;0,25;-0,5\ncall;1,5;2\n' > "$T/ps.csv"
t_bad "to_csv(sep=';', decimal=','): named, tr ';,'" 1 "^ppmi-svd: .*/ps\\.csv:1: line 1 is a header of named columns separated by ';' \\(pandas' to_csv\\(sep=';', decimal=','\\), a spreadsheet's CSV in a comma locale\\?\\): .*tr ';,' '\\\\t\\.' < .*/ps\\.csv > FILE\\.tsv$" ppmi-svd --load "$T/ps.csv" -o -
tr ';,' '\t.' < "$T/ps.csv" > "$T/ps.tsv"
t_run "  its tr: read" 0 ppmi-svd --load "$T/ps.tsv" -o -
t_ok "  free 0.25 -0.5" grep -qx 'free	0.25	-0.5' "$T/out"
printf 'free,0.25,-0.5\ncall,1.5,2\n' > "$T/ph.csv"
t_bad "to_csv(header=False): named, tr to GloVe" 1 "^ppmi-svd: .*/ph\\.csv:1: line 1 is a word and numbers separated by ',' \\(pandas' to_csv\\(header=False\\)\\?\\), no embeddings format's: make it GloVe, where no word holds a comma or a space: tr ',' ' ' < .*/ph\\.csv > FILE\\.txt, then --load-format glove$" ppmi-svd --load "$T/ph.csv" -o -
tr ',' ' ' < "$T/ph.csv" > "$T/ph.txt"
t_run "  its tr, --load-format glove: read" 0 ppmi-svd --load "$T/ph.txt" --load-format glove -o -
t_ok "  free 0.25 -0.5" grep -qx 'free	0.25	-0.5' "$T/out"
printf 'free;0,25;-0,5\n' > "$T/phs.csv"
t_bad "  with ';' and decimal commas: tr ';,' ' .'" 1 "phs\\.csv:1: line 1 is a word and numbers separated by ';' .*tr ';,' ' \\.' < " ppmi-svd --load "$T/phs.csv" -o -
printf '\tword\td1\td2\n0\tfree\t0.25\t-0.5\n1\tcall\t1.5\t2\n' > "$T/pi.tsv"
t_bad "reset_index().to_csv(sep='\\t'): named, cut -f2-" 1 "^ppmi-svd: .*/pi\\.tsv:1: header '<TAB>word<TAB>d1 \\.\\.\\.': an empty column before word \\(pandas' integer index, as df\\.reset_index\\(\\)\\.to_csv\\(sep='\\\\t'\\) writes it\\?\\): drop that column: cut -f2- .*/pi\\.tsv > FILE\\.tsv$" ppmi-svd --load "$T/pi.tsv" -o -
t_bad "  attn-map -e: the same" 1 "^attn-map: .*/pi\\.tsv:1: header '<TAB>word<TAB>d1 \\.\\.\\.': an empty column" attn-map -e "$T/pi.tsv" --text free
cut -f2- "$T/pi.tsv" > "$T/pi2.tsv"
t_run "  its cut: read" 0 ppmi-svd --load "$T/pi2.tsv" -o -
t_ok "  free 0.25 -0.5" grep -qx 'free	0.25	-0.5' "$T/out"
printf '        d1   d2\nword          \nfree  0.25 -0.5\n' > "$T/pt.txt"
t_bad "to_string() of named columns: named" 1 "^ppmi-svd: .*/pt\\.txt:1: line 1 starts with spaces, then column names over spaces \\(pandas' to_string\\(\\)\\?\\): a display, .*range\\(2\\)" ppmi-svd --load "$T/pt.txt" -o -
printf 'free,0.25,x\n' > "$T/pw.csv"
t_bad "the other side: a word, a number, a name: as before" 1 "^ppmi-svd: .*/pw\\.csv:1: not an embeddings file \\(first line 'free,0\\.25,x'" ppmi-svd --load "$T/pw.csv" -o -
printf '  3 2\nfree 0.25 -0.5\n' > "$T/psp.txt"
t_bad "  spaces, then numbers: as before" 1 "^ppmi-svd: .*/psp\\.txt:1: not an embeddings file" ppmi-svd --load "$T/psp.txt" -o -
printf '   0  1  3\nfree  0.0  0.5\n' > "$T/ps013.txt"
t_bad "'   0  1  3': not an embeddings file" 1 "ps013\\.txt:1: not an embeddings file" ppmi-svd --load "$T/ps013.txt" -o -
printf '   0 1\nfree 0.0 0.5\n' > "$T/pss.txt"
t_bad "'   0 1', one space between: sep=' ' (the edge)" 1 "pss\\.txt:1: line 1 is a header of column numbers 0 \\.\\. 1 \\(pandas' to_csv\\(sep=' '\\) default\\)" ppmi-svd --load "$T/pss.txt" -o -
printf '   0  1\nfree 0.0 0.5\n' > "$T/pss2.txt"
t_bad "'   0  1', a run between: to_string()" 1 "pss2\\.txt:1: line 1 is a header of column numbers 0 \\.\\. 1 over runs of spaces \\(pandas' to_string\\(\\)\\)" ppmi-svd --load "$T/pss2.txt" -o -
# GloVe's detection reads a value at any length, as the rows' reader
# does: a first row with a value of 63, 64 or 200 characters is a word
# and numbers (64 and more were 'not an embeddings file'), and a first
# row with a long field that is no number is not
for n in 61 62 198; do
	v=$(awk -v n=$n 'BEGIN { s = "0."; for (i = 0; i < n; i++) s = s "0"; print s "1" }')
	printf 'call 0.5 %s\nfree 1 2\n' "$v" > "$T/long$n.txt"
	t_run "GloVe: line 1 with a value of $((n + 3)) characters" 0 ppmi-svd --load "$T/long$n.txt" -o "$T/out.tsv"
	t_ok "  2 rows" test "$(grep -vc '^#' "$T/out.tsv")" = 3
done
printf 'call 0.5 0.%s1x\nfree 1 2\n' 000000000000000000000000000000000000000000000000000000000000000000000 > "$T/longx.txt"
t_run "GloVe: a 73-character field that is no number: refused" 1 ppmi-svd --load "$T/longx.txt" -o "$T/out.tsv"
# pandas' and R's vectors one step from attnkit's TSV: named with the
# step (it was the generic 'not an embeddings file')
printf ';0;1;2\nfree;0,1;0,2;0,3\ncall;0,3;0,1;0,2\n' > "$T/semi-num.csv"
t_bad "to_csv(sep=';', decimal=','), column numbers" 1 "semi-num\\.csv:1: line 1 is a header of column numbers 0 \\.\\. 2 separated by ';' \\(pandas' to_csv\\(sep=';', decimal=','\\), a spreadsheet's CSV in a comma locale\\?\\): .*tr ';,' ' \\.' > FILE\\.txt, then --load-format glove$" ppmi-svd --load "$T/semi-num.csv" -o -
sed 1d "$T/semi-num.csv" | tr ';,' ' .' > "$T/semi-num.txt"
t_run "  its fix is read" 0 ppmi-svd --load "$T/semi-num.txt" --load-format glove -o -
printf '\td1\td2\td3\nfree\t0.1\t0.2\t0.3\ncall\t0.3\t0.1\t0.2\n' > "$T/noidx.tsv"
t_bad "to_csv(sep='\\t') without index_label: the empty first field named" 1 "noidx\\.tsv:1: header '<TAB>d1 \\.\\.\\. d3': its first field is empty where 'word' belongs .*sed '1s/\\^/word/' .*index_label='word'" ppmi-svd --load "$T/noidx.tsv" -o -
sed '1s/^/word/' "$T/noidx.tsv" > "$T/noidx2.tsv"
t_run "  its fix is read" 0 ppmi-svd --load "$T/noidx2.tsv" -o -
printf 'd1\td2\td3\nfree\t0.1\t0.2\t0.3\ncall\t0.3\t0.1\t0.5\n' > "$T/r0.tsv"
printf '"d1"\t"d2"\t"d3"\n"free"\t0.1\t0.2\t0.3\n"call"\t0.3\t0.1\t0.5\n' > "$T/r1.tsv"
t_bad "R's write.table(quote=FALSE): the header one field short" 1 "r0\\.tsv:1: header 'd1 \\.\\.\\. d3': no word column's name, one field short of the rows, as R's write\\.table.*sed '1s/\\^/word\\\\t/' " ppmi-svd --load "$T/r0.tsv" -o -
t_bad "R's write.table (quoted)" 1 "r1\\.tsv:1: header '\"d1\" \\.\\.\\. \"d3\"': .*quoted: R's default quote=TRUE.*s/\"//g' " ppmi-svd --load "$T/r1.tsv" -o -
sed '1s/^/word\t/; s/"//g' "$T/r1.tsv" > "$T/r2.tsv"
t_run "  its fix is read" 0 ppmi-svd --load "$T/r2.tsv" -o -
printf 'd1\td3\nfree\t0.1\t0.2\n' > "$T/r3.tsv"
t_run "  'd1 d3': not attnkit's names, the generic refusal" 1 ppmi-svd --load "$T/r3.tsv" -o -
t_ok "  (not an embeddings file)" grep -q "not an embeddings file" "$T/err"
echo "1..$t_num"
