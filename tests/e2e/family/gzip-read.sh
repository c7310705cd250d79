#!/bin/sh
# gzip is read wherever a file is read (lib/base/io.h: the one line reader
# finds it by its magic bytes 1f 8b): a corpus and a vocabulary
# (sms-vocab), token lines and count files (ppmi-svd), embeddings
# (ppmi-svd --load, attn-map -e, attn-train -e), each giving what its
# text gives; gzip on standard input, from a pipe, two members one after
# another.  A file cut short or corrupt is an error naming it; a file
# compressed twice, and a fastText model where text is read, are named.
# -o FILE.gz writes gzip.  One byte off the magic is text (the NUL's
# error), and gzip bytes after line 1 are that line's error.
. "$(dirname "$0")/../../lib.sh"

COR="$DATA/train-corpus.tsv"
printf 'ham\thello there\nspam\tfree call now\n' > "$T/c.tsv"
printf '2 2\nfree 0.5 -1.25\ncall 3 0.125\n' > "$T/e.vec"
gzip -c "$T/c.tsv" > "$T/c.tsv.gz"
gzip -9 -c "$T/e.vec" > "$T/e.vec.gz"
gzip -c < "$T/e.vec" > "$T/e-stdin.gz"	# no name in its header
gzip -c "$COR" > "$T/cor.tsv.gz"
# fastText's header: magic 793712314, version 12 (int32 little-endian)
printf '\272\026\117\057\014\000\000\000\144\000\000\000' > "$T/m.bin"

# body FILE: FILE without its provenance line (it names the input)
body() { tail -n +2 "$1"; }

t_run "sms-vocab: the corpus as text" 0 sms-vocab --min-count 1 -o "$T/v.tsv" "$T/c.tsv"
t_run "sms-vocab: a gzip'd corpus" 0 sms-vocab --min-count 1 -o "$T/vz.tsv" "$T/c.tsv.gz"
body "$T/v.tsv" > "$T/a"; body "$T/vz.tsv" > "$T/b"
t_cmp "sms-vocab: the gzip'd corpus's vocabulary is the text's" "$T/a" "$T/b"
t_run "sms-vocab: gzip on standard input" 0 sh -c "sms-vocab --min-count 1 - < '$T/c.tsv.gz' | tail -n +2 > '$T/b'"
t_cmp "sms-vocab: gzip on standard input, the same" "$T/a" "$T/b"
t_run "sms-vocab: gzip from a pipe" 0 sh -c "cat '$T/c.tsv.gz' | sms-vocab --min-count 1 | tail -n +2 > '$T/b'"
t_cmp "sms-vocab: gzip from a pipe, the same" "$T/a" "$T/b"
cat "$T/c.tsv.gz" "$T/c.tsv.gz" > "$T/two.gz"
t_run "sms-vocab: two gzip members" 0 sms-vocab --min-count 1 "$T/two.gz"
t_ok "sms-vocab: two members count twice (free 2 2)" grep -q '^free	2	2$' "$T/out"
t_run "sms-vocab -t -v: a gzip'd vocabulary and corpus" 0 sms-vocab -t -v "$T/e.vec.gz" "$T/c.tsv.gz"
printf 'spam\tfree call\n' > "$T/want"
body "$T/out" > "$T/b"
t_cmp "sms-vocab -t -v: the words of the gzip'd vocabulary kept" "$T/want" "$T/b"

t_run "ppmi-svd --load: the vectors as text" 0 ppmi-svd --load "$T/e.vec" --nn free -k 1
body "$T/out" > "$T/a"
for f in e.vec.gz e-stdin.gz; do
	t_run "ppmi-svd --load: $f" 0 ppmi-svd --load "$T/$f" --nn free -k 1
	body "$T/out" > "$T/b"
	t_cmp "ppmi-svd --load: $f gives the text's neighbours" "$T/a" "$T/b"
done
t_run "ppmi-svd --load: gzip on standard input" 0 sh -c "ppmi-svd --load - --nn free -k 1 < '$T/e.vec.gz'"
body "$T/out" > "$T/b"
t_cmp "ppmi-svd --load -: the same" "$T/a" "$T/b"
t_run "attn-map -e: text" 0 attn-map -e "$T/e.vec" --text 'free call'
body "$T/out" > "$T/a"
t_run "attn-map -e: gzip" 0 attn-map -e "$T/e.vec.gz" --text 'free call'
body "$T/out" > "$T/b"
t_cmp "attn-map -e: gzip gives the text's map" "$T/a" "$T/b"

# ppmi-svd's own files: token lines and count files gzip'd, -o FILE.gz
sms-vocab -t "$COR" > "$T/tok.tsv"
sms-vocab --min-count 2 -o "$T/voc.tsv.gz" "$COR"
t_ok "sms-vocab -o FILE.gz: gzip" gzip -t "$T/voc.tsv.gz"
gzip -c "$T/tok.tsv" > "$T/tok.tsv.gz"
t_run "ppmi-svd --count: token lines as text" 0 ppmi-svd --count -v "$T/voc.tsv.gz" -o "$T/n.tsv" "$T/tok.tsv"
t_run "ppmi-svd --count: gzip'd token lines, -o FILE.gz" 0 ppmi-svd --count -v "$T/voc.tsv.gz" -o "$T/nz.tsv.gz" "$T/tok.tsv.gz"
t_ok "-o FILE.gz: gzip -t finds it whole" gzip -t "$T/nz.tsv.gz"
body "$T/n.tsv" > "$T/a"; gzip -dc "$T/nz.tsv.gz" | tail -n +2 > "$T/b"
t_cmp "ppmi-svd --count: gzip in and out, the text's counts" "$T/a" "$T/b"
t_run "ppmi-svd --from-counts: text" 0 ppmi-svd -v "$T/voc.tsv.gz" --from-counts -d 4 -o "$T/e1.tsv" "$T/n.tsv"
t_run "ppmi-svd --from-counts: a gzip'd count file" 0 ppmi-svd -v "$T/voc.tsv.gz" --from-counts -d 4 -o "$T/e2.tsv" "$T/nz.tsv.gz"
body "$T/e1.tsv" > "$T/a"; body "$T/e2.tsv" > "$T/b"
t_cmp "ppmi-svd --from-counts: the same embeddings from the gzip'd counts" "$T/a" "$T/b"
t_run "attn-train -e: gzip'd vectors and corpus" 0 attn-train -q -e "$T/e2.tsv" --epochs 2 -o "$T/m1.txt" "$T/cor.tsv.gz"
t_run "attn-train: the same corpus as text" 0 attn-train -q -e "$T/e2.tsv" --epochs 2 -o "$T/m2.txt" "$COR"
body "$T/m1.txt" > "$T/a"; body "$T/m2.txt" > "$T/b"
t_cmp "attn-train: the gzip'd corpus trains the text's model" "$T/a" "$T/b"

# broken gzip: named, exit 1
head -c 30 "$T/cor.tsv.gz" > "$T/cut.gz"
t_bad "a gzip file cut short" 1 "^sms-vocab: .*/cut\.gz:1: gzip data cut short \(the file is truncated" sms-vocab "$T/cut.gz"
cp "$T/c.tsv.gz" "$T/bad.gz"
printf '\000\000\000' | dd of="$T/bad.gz" bs=1 seek=20 conv=notrunc 2>/dev/null
t_bad "corrupt gzip data" 1 "^sms-vocab: .*/bad\.gz:1: corrupt gzip data \(zlib: " sms-vocab "$T/bad.gz"
# corrupt deflate data decodes to garbage until the member's CRC says
# so: a line refused before that is the corruption's, named as it
awk 'BEGIN { srand(3); for (i = 0; i < 6000; i++) { printf "%s\t", (i % 7 ? "ham" : "spam")
	for (j = 0; j < 12; j++) printf "w%c%c ", 97 + int(rand() * 26), 97 + int(rand() * 26); print "" } }' > "$T/mid.tsv"
gzip -9 -c "$T/mid.tsv" > "$T/mid.gz"
size=$(wc -c < "$T/mid.gz")
printf '\377\377\377\377' | dd of="$T/mid.gz" bs=1 seek=$((size / 2)) conv=notrunc 2>/dev/null
t_bad "corrupt data mid-file: the corruption named, not the garbage line" 1 "^sms-vocab: .*/mid\.gz:[0-9]+: corrupt gzip data \(zlib: [^)]*\): the data before it is not the file's either \(gzip -t .*/mid\.gz; the error it gave: .*/mid\.gz:[0-9]+: " sms-vocab --stats "$T/mid.gz"
attn-train -q -e "$T/e2.tsv" --epochs 1 --save "$T/m1.model" -o /dev/null "$COR"
t_bad "  attn-train --predict --unlabeled --all-text: the same" 1 "^attn-train: .*/mid\.gz:[0-9]+: corrupt gzip data \(zlib: " attn-train -e "$T/e2.tsv" --load "$T/m1.model" --predict --unlabeled --all-text "$T/mid.gz"
t_bad "  its own error at line 1 not doubled" 1 "^sms-vocab: .*/bad\.gz:1: corrupt gzip data \(zlib: incorrect data check\)$" sms-vocab "$T/bad.gz"
# every reader that refuses a line mid-file: attn-train's token lines and
# embeddings alike.  The CRC zeroed in the trailer of a file whose line 3
# is bad, then 20,000 lines (a small file is decompressed whole, CRC and
# all, by the first read); with the CRC right, line 3's own error
crc0() { cp "$1" "$2"; printf '\000\000\000\000' | dd of="$2" bs=1 seek=$(($(wc -c < "$1") - 8)) conv=notrunc 2>/dev/null; }
{ printf 'ham\thello\nspam\tfree\nspam\n'; awk 'BEGIN { for (i = 0; i < 20000; i++) print "ham\tbye" }'; } | gzip -c > "$T/t3.gz"
crc0 "$T/t3.gz" "$T/t3crc.gz"
t_bad "attn-train: a token line refused, then a bad CRC" 1 \
    "^attn-train: .*/t3crc\.gz:[0-9]+: corrupt gzip data \(zlib: incorrect data check\): the data before it is not the file's either \(gzip -t .*; the error it gave: .*/t3crc\.gz:3: no TAB" \
    attn-train -e "$T/e2.tsv" "$T/t3crc.gz"
t_bad "  the CRC right: line 3's own error" 1 "^attn-train: .*/t3\.gz:3: no TAB between label and tokens" attn-train -e "$T/e2.tsv" "$T/t3.gz"
{ head -n 2 "$T/e2.tsv"; printf 'bad 1 x\n'; awk 'BEGIN { for (i = 0; i < 20000; i++) print "w" i "\t0.5\t0.25\t0\t1" }'; } | gzip -c > "$T/e3.gz"
crc0 "$T/e3.gz" "$T/e3crc.gz"
t_bad "attn-train -e: an embeddings line refused, then a bad CRC" 1 \
    "^attn-train: .*/e3crc\.gz:[0-9]+: corrupt gzip data \(zlib: incorrect data check\): the data before it is not the file's either" \
    attn-train -e "$T/e3crc.gz" "$COR"
t_bad "  the CRC right: line 3's own error" 1 "^attn-train: .*/e3\.gz:3: " attn-train -e "$T/e3.gz" "$COR"
{ cat "$T/c.tsv.gz"; echo junk; } > "$T/trail.gz"
t_bad "bytes after the gzip data" 1 "^sms-vocab: .*/trail\.gz:3: bytes after the end of the gzip data that are not gzip" sms-vocab "$T/trail.gz"
gzip -c "$T/e.vec.gz" > "$T/twice.gz"
t_bad "gzip inside gzip" 1 "^ppmi-svd: .*/twice\.gz:1: gzip-compressed twice .*: gunzip it once" ppmi-svd --load "$T/twice.gz" --nn free
head -c 40 "$T/cor.tsv.gz" > "$T/cut2.gz"
t_bad "attn-train: a gzip'd corpus cut short" 1 "^attn-train: .*/cut2\.gz:[0-9]+: gzip data cut short" attn-train -e "$T/e2.tsv" "$T/cut2.gz"
ft='a fastText \.bin model, not text \(it starts with fastText.s magic number\): the tools read it as embeddings'
t_bad "sms-vocab: a fastText model as a corpus" 1 "^sms-vocab: .*/m\.bin:1: $ft" sms-vocab "$T/m.bin"
# the other side: one byte off the magic, or the bytes after line 1
printf '\037\214\010\000' > "$T/near.gz"
t_bad "1f 8c: the NUL's error" 1 "^ppmi-svd: .*/near\.gz:1: NUL byte in line$" ppmi-svd --load "$T/near.gz" --nn free
{ printf 'ham\thello\n'; cat "$T/c.tsv.gz"; } > "$T/late.tsv"
t_bad "gzip bytes on line 2: that line's error" 1 "^sms-vocab: .*/late\.tsv:2: NUL byte in line$" sms-vocab "$T/late.tsv"
echo "1..$t_num"
