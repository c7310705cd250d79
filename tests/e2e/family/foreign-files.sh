#!/bin/sh
# A gzip'd file or a fastText .bin model given where text is read is
# refused at line 1 by what it is and what to do (lib/base/io.h, the one
# line reader: attnkit(5) "What the tools guess"), through each tool and
# each kind of file: a corpus and a vocabulary (sms-vocab), embeddings
# (ppmi-svd --load, attn-map -e, attn-train -e).  Either side of the rule:
# the bytes at offset 0 only, all of them (1f 8c, ba 16 4f 30 are the
# NUL's error), and a gzip member after line 1 is not looked at.
. "$(dirname "$0")/../../lib.sh"

COR="$DATA/train-corpus.tsv"
printf 'ham\thello there\nspam\tfree call now\n' > "$T/c.tsv"
printf '2 2\nfree 0.5 -1.25\ncall 3 0.125\n' > "$T/e.vec"
gzip -c "$T/c.tsv" > "$T/c.tsv.gz"
gzip -9 -c "$T/e.vec" > "$T/e.vec.gz"
gzip -c < "$T/e.vec" > "$T/e-stdin.gz"	# no name in its header
# fastText's header: magic 793712314, version 12 (int32 little-endian)
printf '\272\026\117\057\014\000\000\000\144\000\000\000' > "$T/m.bin"
gz='gzip-compressed, not text \(it starts with gzip.s bytes 1f 8b\): gunzip it first, or read zcat.s output \(zcat .*\| \.\.\.\)$'
ft='a fastText \.bin model, not text \(it starts with fastText.s magic number\): give its vectors as text, the \.vec file fastText saves beside it'

t_bad "sms-vocab: a gzip'd corpus" 1 "^sms-vocab: .*/c\.tsv\.gz:1: $gz" sms-vocab "$T/c.tsv.gz"
t_bad "sms-vocab: a gzip'd corpus on standard input" 1 "^sms-vocab: <stdin>:1: gzip-compressed, .*\(zcat FILE \| \.\.\.\)$" sh -c "sms-vocab - < '$T/c.tsv.gz'"
t_bad "sms-vocab -t -v: a gzip'd vocabulary" 1 "^sms-vocab: .*/e\.vec\.gz:1: $gz" sms-vocab -t -v "$T/e.vec.gz" "$T/c.tsv"
t_bad "sms-vocab: a fastText model as a corpus" 1 "^sms-vocab: .*/m\.bin:1: $ft" sms-vocab "$T/m.bin"
t_bad "ppmi-svd --load: gzip -9" 1 "^ppmi-svd: .*/e\.vec\.gz:1: $gz" ppmi-svd --load "$T/e.vec.gz" --nn free
t_bad "ppmi-svd --load: gzip from a pipe" 1 "^ppmi-svd: .*/e-stdin\.gz:1: $gz" ppmi-svd --load "$T/e-stdin.gz" --nn free
t_bad "ppmi-svd --load --load-format word2vec-bin: gzip" 1 "^ppmi-svd: .*/e\.vec\.gz:1: $gz" ppmi-svd --load "$T/e.vec.gz" --load-format word2vec-bin --nn free
t_bad "ppmi-svd --load: a fastText model" 1 "^ppmi-svd: .*/m\.bin:1: $ft" ppmi-svd --load "$T/m.bin" --nn free
t_bad "attn-map -e: gzip" 1 "^attn-map: .*/e\.vec\.gz:1: $gz" attn-map -e "$T/e.vec.gz" --text free
t_bad "attn-map -e: a fastText model" 1 "^attn-map: .*/m\.bin:1: $ft" attn-map -e "$T/m.bin" --text free
t_bad "attn-train -e: gzip" 1 "^attn-train: .*/e\.vec\.gz:1: $gz" attn-train -e "$T/e.vec.gz" "$COR"
t_bad "attn-train -e: a fastText model" 1 "^attn-train: .*/m\.bin:1: $ft" attn-train -e "$T/m.bin" "$COR"
t_bad "attn-train: a gzip'd corpus" 1 "^attn-train: .*/c\.tsv\.gz:1: $gz" attn-train -e "$T/e.vec" "$T/c.tsv.gz"
# the other side: one byte off the magic, or the bytes after line 1
printf '\037\214\010\000' > "$T/near.gz"
t_bad "1f 8c: the NUL's error" 1 "^ppmi-svd: .*/near\.gz:1: NUL byte in line$" ppmi-svd --load "$T/near.gz" --nn free
printf '\272\026\117\060\014\000\000\000' > "$T/near.bin"
t_bad "ba 16 4f 30: the NUL's error" 1 "^attn-map: .*/near\.bin:1: NUL byte in line$" attn-map -e "$T/near.bin" --text free
{ printf 'ham\thello\n'; cat "$T/c.tsv.gz"; } > "$T/late.tsv"
t_bad "gzip bytes on line 2: that line's error" 1 "^sms-vocab: .*/late\.tsv:2: NUL byte in line$" sms-vocab "$T/late.tsv"
t_run "zcat's output: read" 0 sh -c "zcat '$T/e.vec.gz' | ppmi-svd --load - --nn free -k 1"
t_ok "zcat's output: free's neighbour call" grep -q '^free	1	call	' "$T/out"
echo "1..$t_num"
