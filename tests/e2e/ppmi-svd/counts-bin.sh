#!/bin/sh
# ppmi-svd --count-format binary: the binary count file (attnkit(5)) holds
# the cells of the count lines: read back by the reducer and by
# --from-counts (found by its magic, also gzipped and on standard input),
# it gives the text's count lines and the embeddings of one run, bit for
# bit, flat and harmonic, with --contexts, mixed with text files.  Cut in
# its header, its cells or its end record, doubled (cat), a byte changed,
# another version, a copy, other settings or another vocabulary: refused
# with one line naming the file, exit 1, no -o file.  --rows and a binary
# merge of text inputs are refused.
. "$(dirname "$0")/../../lib.sh"

# same A B: the count lines of A and B, their provenance lines aside, equal
same() { grep -v '^# ppmi-svd' "$1" > "$T/x1"; grep -v '^# ppmi-svd' "$2" > "$T/x2"; cmp -s "$T/x1" "$T/x2"; }

# a corpus of 4,000 messages over 78 words (counts of several digits)
awk 'BEGIN { s = 7; for (m = 0; m < 4000; m++) { printf "ham\t"; for (i = 0; i < 8; i++) { s = (s * 1103515245 + 12345) % 2147483648; printf "%sw%c", i ? " " : "", 97 + int(s / 65536) % 26; printf "%c", 97 + int(s / 4096) % 3 } printf "\n" } }' > "$T/tok"
head -n 2500 "$T/tok" > "$T/a.tok"
tail -n +2501 "$T/tok" > "$T/b.tok"
sms-vocab --min-count 1 -o "$T/v" "$T/tok"
for f in a b; do
	ppmi-svd --count -v "$T/v" -o "$T/$f.cnt" "$T/$f.tok"
	t_run "--count-format binary: shard $f" 0 ppmi-svd --count --count-format binary -v "$T/v" -o "$T/$f.bin" "$T/$f.tok"
done
t_ok "the file starts with the magic 89 'AKCNT' CR LF, then version 1" \
    test "$(od -An -tx1 -N12 "$T/a.bin" | tr -d ' \n')" = "89414b434e540d0a01000000"
t_ok "smaller than the count lines ($(wc -c < "$T/a.bin") vs $(wc -c < "$T/a.cnt") bytes)" \
    test "$(wc -c < "$T/a.bin")" -lt "$(wc -c < "$T/a.cnt")"

# the cells are the text's: read back as count lines, the same lines
t_run "a binary shard read back as count lines" 0 ppmi-svd --count --from-counts -o "$T/a.txt" "$T/a.bin"
t_ok "  the shard's count lines, settings and end line" same "$T/a.cnt" "$T/a.txt"
ppmi-svd --count --from-counts -o "$T/m.cnt" "$T/a.cnt" "$T/b.cnt"
t_run "the reducer of binary shards, written binary" 0 ppmi-svd --count --from-counts --count-format binary -o "$T/m.bin" "$T/a.bin" "$T/b.bin"
t_run "  read back as count lines" 0 ppmi-svd --count --from-counts -o "$T/m.txt" "$T/m.bin"
t_ok "  the text reducer's lines" same "$T/m.cnt" "$T/m.txt"
t_run "the reducer of a binary and a text shard, as text" 0 ppmi-svd --count --from-counts -o "$T/mx.txt" "$T/a.bin" "$T/b.cnt"
t_ok "  the same lines" same "$T/m.cnt" "$T/mx.txt"
# a text source first, then a binary one: the merge by words (the table
# of ids is taken only when every source is binary; it read source 0's)
t_run "the reducer of a text and a binary shard, text first" 0 ppmi-svd --count --from-counts -o "$T/mx2.txt" "$T/a.cnt" "$T/b.bin"
t_ok "  the same lines" same "$T/m.cnt" "$T/mx2.txt"
t_run "  and into embeddings" 0 ppmi-svd -d 4 -v "$T/v" --from-counts -o "$T/mx2.emb" "$T/a.cnt" "$T/b.bin"

# the embeddings of one run, from binary counts however given
ppmi-svd -d 8 -v "$T/v" -o "$T/ref" "$T/tok"
tail -n +2 "$T/ref" > "$T/ref.body"
emb() {	# emb NAME ARGS...: --from-counts ARGS gives the one run's bytes
	_n=$1; shift
	t_run "$_n: --from-counts" 0 ppmi-svd -d 8 -v "$T/v" --from-counts -o "$T/e" "$@"
	tail -n +2 "$T/e" > "$T/e.body"
	t_cmp "$_n: the bytes of one run" "$T/ref.body" "$T/e.body"
}
emb "the merged binary file" "$T/m.bin"
emb "two binary shards" "$T/a.bin" "$T/b.bin"
emb "a binary and a text shard" "$T/a.bin" "$T/b.cnt"
gzip -c "$T/m.bin" > "$T/m.bin.gz"
emb "the merged binary file gzipped" "$T/m.bin.gz"
t_run "standard input: --from-counts" 0 sh -c "ppmi-svd -d 8 -v '$T/v' --from-counts < '$T/m.bin' | tail -n +2 > '$T/e.body'"
t_cmp "standard input: the bytes of one run" "$T/ref.body" "$T/e.body"

# harmonic weights (units of 1/12) and contexts of their own
ppmi-svd --count -w 3 --weight harmonic -v "$T/v" -o "$T/h.cnt" "$T/tok"
ppmi-svd --count --count-format binary -w 3 --weight harmonic -v "$T/v" -o "$T/h.bin" "$T/tok"
t_run "harmonic: read back as count lines" 0 ppmi-svd --count --from-counts -w 3 --weight harmonic -o "$T/h.txt" "$T/h.bin"
t_ok "  the harmonic count lines (fractions %.17g)" same "$T/h.cnt" "$T/h.txt"
t_ok "  (which hold fractions)" grep -q '	[0-9]*\.[0-9]' "$T/h.cnt"
awk '/^#/ || !h++ || NR % 3 == 0' "$T/v" > "$T/ctx"
ppmi-svd -d 6 --contexts "$T/ctx" -v "$T/v" -o "$T/refc" "$T/tok"
ppmi-svd --count --count-format binary --contexts "$T/ctx" -v "$T/v" -o "$T/c.bin" "$T/tok"
t_run "--contexts: from binary counts" 0 ppmi-svd -d 6 --contexts "$T/ctx" -v "$T/v" --from-counts -o "$T/ec" "$T/c.bin"
t_ok "  the bytes of one run" sh -c "tail -n +2 '$T/refc' > '$T/x1'; tail -n +2 '$T/ec' > '$T/x2'; cmp -s '$T/x1' '$T/x2'"

# damage, refused by the reducer and by --from-counts, naming the file
bad() {	# bad NAME FILE REGEX
	t_bad "$1: reducer" 1 "^ppmi-svd: $3" ppmi-svd --count --from-counts -o "$T/res" "$2"
	t_ok "$1: reducer leaves no -o file" test ! -e "$T/res"
	t_bad "$1: --from-counts" 1 "^ppmi-svd: $3" ppmi-svd -v "$T/v" --dim 2 --from-counts -o "$T/res" "$2"
	t_ok "$1: --from-counts leaves no -o file" test ! -e "$T/res"
}
size=$(wc -c < "$T/m.bin")
head -c 200 "$T/m.bin" > "$T/cut1"
bad "cut in its header" "$T/cut1" "$T/cut1: cut short in its (header|word tables) \(byte 200 of a binary count file"
head -c $((size / 2)) "$T/m.bin" > "$T/cut2"
bad "cut in its cells" "$T/cut2" "$T/cut2: cut short in a cell \(byte $((size / 2)) of a binary count file, after [0-9]+ cells\)"
head -c $((size - 5)) "$T/m.bin" > "$T/cut3"
bad "cut in its end record" "$T/cut3" "$T/cut3: cut short in its end record"
# gzip'd and cut: what zlib says, and where the binary file stops
gz=$(wc -c < "$T/m.bin.gz")
head -c 200 "$T/m.bin.gz" > "$T/gcut1.gz"
bad "gzip'd, cut in its header" "$T/gcut1.gz" "$T/gcut1.gz: gzip data cut short \(the file is truncated: gzip -t says so too\): the binary count file stops after 0 cells \(in its (header|word tables), byte [0-9]+\)$"
head -c $((gz / 2)) "$T/m.bin.gz" > "$T/gcut2.gz"
bad "gzip'd, cut in its cells" "$T/gcut2.gz" "$T/gcut2.gz: gzip data cut short \(the file is truncated: gzip -t says so too\): the binary count file stops after [1-9][0-9]* cells \(in a cell, byte [0-9]+\)$"
head -c $((gz - 4)) "$T/m.bin.gz" > "$T/gcut3.gz"
bad "gzip'd, cut in gzip's trailer" "$T/gcut3.gz" "$T/gcut3.gz: gzip data cut short \(the file is truncated: gzip -t says so too\): the binary count file stops after [1-9][0-9]* cells \(after its end record, byte $size\)$"
# a byte of gzip's CRC changed: corrupt, said as zlib says it
cp "$T/m.bin.gz" "$T/gcrc.gz"
printf '\377' | dd of="$T/gcrc.gz" bs=1 seek=$((gz - 8)) conv=notrunc 2> /dev/null
bad "gzip'd, its CRC changed" "$T/gcrc.gz" "$T/gcrc.gz: corrupt gzip data \(.*\): the binary count file stops after [1-9][0-9]* cells"
cat "$T/m.bin" "$T/m.bin" > "$T/dbl"
bad "doubled (cat)" "$T/dbl" "$T/dbl: byte $size: data after the end record \(two count files joined"
# a count changed: the last cell's units (the byte before the end
# record, 41 bytes from the end, a varint's last byte) plus one
at=$((size - 42))
v=$(od -An -tu1 -j "$at" -N1 "$T/m.bin" | tr -d ' ')
cp "$T/m.bin" "$T/chg"
printf "$(printf '\\%03o' $(( (v & 0x7f) == 0x7f ? v - 1 : v + 1 )))" | dd of="$T/chg" bs=1 seek="$at" conv=notrunc 2> /dev/null
t_ok "the changed file differs in one byte" test "$(cmp -l "$T/m.bin" "$T/chg" | wc -l)" -eq 1
bad "a count changed" "$T/chg" "$T/chg: its cells do not match the end record's check: a cell was changed$"
cp "$T/m.bin" "$T/ver"
printf '\002' | dd of="$T/ver" bs=1 seek=8 conv=notrunc 2> /dev/null
bad "another version" "$T/ver" "$T/ver: a binary count file of version 2; this ppmi-svd reads version 1"
cp "$T/m.bin" "$T/hdr"
printf 'x' | dd of="$T/hdr" bs=1 seek=60 conv=notrunc 2> /dev/null
bad "a header byte changed" "$T/hdr" "$T/hdr: "
cp "$T/m.bin" "$T/many"
printf '\000\000\000\020' | dd of="$T/many" bs=1 seek=28 conv=notrunc 2> /dev/null
bad "a header of 2^28 context words" "$T/many" "$T/many: its word tables hold other than 268435534 words: not a binary count file$"
cp "$T/a.bin" "$T/a2.bin"
t_bad "a copy of a shard: refused naming both" 1 "^ppmi-svd: '$T/a.bin' and '$T/a2.bin' hold the same counts" \
    ppmi-svd --count --from-counts -o "$T/res" "$T/a.bin" "$T/a2.bin"
t_run "  --allow-same-counts sums them" 0 ppmi-svd --count --from-counts --allow-same-counts -o "$T/res" "$T/a.bin" "$T/a2.bin"
rm -f "$T/res"
# the same counts as text and as binary: one fingerprint of words and
# counts (not bytes), whichever format and order
t_bad "a shard as text beside its binary copy: refused naming both" 1 "^ppmi-svd: '$T/a.cnt' and '$T/a.bin' hold the same counts \([0-9]* cells, fingerprint [0-9a-f]{16}\): the same counts written as text and as binary \(--count-format\)\? .*--allow-same-counts sums them$" \
    ppmi-svd --count --from-counts -o "$T/res" "$T/a.cnt" "$T/b.cnt" "$T/a.bin"
t_bad "  binary first, into embeddings" 1 "^ppmi-svd: '$T/a.bin' and '$T/a.cnt' hold the same counts" \
    ppmi-svd -d 4 -v "$T/v" --from-counts -o "$T/res" "$T/a.bin" "$T/a.cnt"
t_bad "  harmonic (counts of 1/12 written as decimals)" 1 "^ppmi-svd: '$T/h.cnt' and '$T/h.bin' hold the same counts" \
    ppmi-svd --count --from-counts -w 3 --weight harmonic -o "$T/res" "$T/h.cnt" "$T/h.bin"
t_ok "  no -o file" test ! -e "$T/res"
t_run "  --allow-same-counts sums them" 0 ppmi-svd --count --from-counts --allow-same-counts -o "$T/res" "$T/a.cnt" "$T/a.bin"
t_ok "  every count doubled" sh -c "awk -F '\t' '!/^#/ { print \$1 \"\t\" \$2 \"\t\" 2 * \$3 }' '$T/a.cnt' > '$T/x3'; grep -v '^#' '$T/res' | cmp -s - '$T/x3'"
rm -f "$T/res"
# one count other (the last cell's + 1, its check made again): other counts
awk -F '\t' 'BEGIN { OFS = "\t" } /^#/ { next } { l[++n] = $0 } END { for (i = 1; i < n; i++) print l[i]; split(l[n], f, "\t"); print f[1], f[2], f[3] + 1 }' "$T/a.cnt" > "$T/a1.cnt"
t_run "the shard with one count other beside the binary: summed" 0 ppmi-svd --count --from-counts -o "$T/res" "$T/a1.cnt" "$T/a.bin"
t_run "a text shard beside the other's binary: summed" 0 ppmi-svd --count --from-counts -o "$T/res" "$T/a.cnt" "$T/b.bin"
t_ok "  the text reducer's lines" same "$T/m.cnt" "$T/res"
rm -f "$T/res"
t_bad "other settings (--window 2)" 1 "^ppmi-svd: $T/m.bin: counts made with window=4, not window=2" \
    ppmi-svd -w 2 -d 2 -v "$T/v" --from-counts -o "$T/res" "$T/m.bin"
sed '$d' "$T/v" > "$T/v2"
t_bad "another vocabulary" 1 "^ppmi-svd: $T/m.bin: counts made with rows=" \
    ppmi-svd -d 2 -v "$T/v2" --from-counts -o "$T/res" "$T/m.bin"
t_ok "  no -o file" test ! -e "$T/res"

# what is refused before any cell
t_bad "--rows of binary counts" 1 "^ppmi-svd: $T/a.bin: a binary count file: --rows seeks in count files of lines \(write them with --count-format text\)" \
    ppmi-svd --count --from-counts --rows 1/2 -o "$T/res" "$T/a.bin" "$T/b.bin"
t_bad "a binary merge of a text shard" 1 "^ppmi-svd: the inputs: not binary count files of one vocabulary" \
    ppmi-svd --count --from-counts --count-format binary -o "$T/res" "$T/a.bin" "$T/b.cnt"
t_ok "  no -o file" test ! -e "$T/res"
t_bad "--count-format without --count" 2 "^ppmi-svd: .*--count-format.*--count" \
    ppmi-svd -v "$T/v" --count-format binary "$T/tok"
t_bad "--count-format binary with --rows" 2 "^ppmi-svd: .*--rows" \
    ppmi-svd --count --from-counts --count-format binary --rows 1/2 "$T/a.cnt"
