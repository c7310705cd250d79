#!/bin/sh
# What the embeddings readers guess (embfile.h, attnkit(5) "What the tools
# guess"), each on both sides of its rule and at the case no rule decides:
#   word2vec text or binary: a line after the header that text cannot hold
#     (a control byte) is binary, one of numbers' bytes is text, and a file
#     the binary grammar reads whole as well is refused naming
#     --load-format word2vec and word2vec-bin;
#   a text word has no limit but the line's (binary words: 65536 bytes).
. "$(dirname "$0")/../lib.sh"

b() { f=$T/$1; shift; printf "$@" > "$f"; }
both='word2vec text or binary\? the file reads both ways .*: name the format with --load-format word2vec \(text\) or --load-format word2vec-bin$'

# hexadecimal floats: text, and with V = 1 the 8 bytes after the word are
# two float32 too: refused, then read as the option says
b hex.vec '1 2\na 0x1p3 4\n'
t_bad "'a 0x1p3 4': text and binary both" 1 "^ppmi-svd: .*/hex\.vec:1: $both" ppmi-svd --load "$T/hex.vec" -o -
t_run "--load-format word2vec" 0 ppmi-svd --load "$T/hex.vec" --load-format word2vec -o -
t_ok "a 8 4" grep -qx 'a	8	4' "$T/out"
b hex2.vec '1 2\na 0x1p3 4.5\n'
t_run "'a 0x1p3 4.5': 9 bytes, text only" 0 ppmi-svd --load "$T/hex2.vec" -o -
t_ok "a 8 4.5" grep -qx 'a	8	4.5' "$T/out"
# one-digit decimals are 4 bytes a number: a binary record's length
b d1.vec '2 3\nfree 1.0 2.0 3.0\ncall 0.5 0.5 0.5\n'
t_bad "'1.0 2.0 3.0' rows: both" 1 "d1\.vec:1: $both" ppmi-svd --load "$T/d1.vec" -o -
b d2.vec '2 3\nfree 1.0 2.0 3.0\ncall 0.25 0.5 0.75\n'
t_run "a row of another length: text" 0 ppmi-svd --load "$T/d2.vec" -o -
t_ok "call 0.25 0.5 0.75" grep -qx 'call	0.25	0.5	0.75' "$T/out"
t_bad "attn-map names its option" 1 "^attn-map: .*d1\.vec:1: word2vec text or binary\? .*--emb-format word2vec \(text\) or --emb-format word2vec-bin$" attn-map -e "$T/d1.vec" --text free
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
echo "1..$t_num"
