#!/bin/sh
# ppmi-svd --from-counts -j N: several count files are read and summed on
# the threads (a file a thread, the rows summed in column order) when the
# merge has nothing to check between them (--allow-same-counts, as
# ppmi-svd-slurm gives its mappers' files); the embeddings are the bytes
# of one run at -j 1, 2, 3, from 1, 2 and 4 files, binary, text or mixed,
# and without --allow-same-counts (read on one thread) too.
. "$(dirname "$0")/../../lib.sh"

# a corpus of 4,000 messages over 78 words (counts of several digits)
awk 'BEGIN { s = 11; for (m = 0; m < 4000; m++) { printf "ham\t"; for (i = 0; i < 8; i++) { s = (s * 1103515245 + 12345) % 2147483648; printf "%sw%c", i ? " " : "", 97 + int(s / 65536) % 26; printf "%c", 97 + int(s / 4096) % 3 } printf "\n" } }' > "$T/all.tok"
sms-vocab --min-count 1 -o "$T/v" "$T/all.tok"
# shards of 1,000 messages; and the whole as one shard
for i in 1 2 3 4; do
	head -n $((i * 1000)) "$T/all.tok" | tail -n 1000 > "$T/s$i.tok"
done
cat "$T/s1.tok" "$T/s2.tok" > "$T/h1.tok"
cat "$T/s3.tok" "$T/s4.tok" > "$T/h2.tok"
for f in s1 s2 s3 s4 h1 h2 all; do
	ppmi-svd --count -v "$T/v" -o "$T/$f.cnt" "$T/$f.tok"
	ppmi-svd --count --count-format binary -v "$T/v" -o "$T/$f.bin" "$T/$f.tok"
done
ppmi-svd -d 8 -j 1 -v "$T/v" -o "$T/ref" "$T/all.tok"
tail -n +2 "$T/ref" > "$T/ref.body"

# emb NAME ARGS...: at -j 1, 2, 3 the bytes of the one run
emb() {
	_n=$1; shift
	for j in 1 2 3; do
		t_run "$_n -j $j" 0 ppmi-svd -d 8 -j $j -v "$T/v" --from-counts -o "$T/e" "$@"
		tail -n +2 "$T/e" > "$T/e.body"
		t_cmp "  the bytes of one run" "$T/ref.body" "$T/e.body"
	done
}
emb "one binary file" "$T/all.bin"
emb "two binary files" --allow-same-counts "$T/h1.bin" "$T/h2.bin"
emb "four binary files" --allow-same-counts "$T/s1.bin" "$T/s2.bin" "$T/s3.bin" "$T/s4.bin"
emb "four binary files, reordered" --allow-same-counts "$T/s3.bin" "$T/s1.bin" "$T/s4.bin" "$T/s2.bin"
emb "one text file" "$T/all.cnt"
emb "two text files" --allow-same-counts "$T/h1.cnt" "$T/h2.cnt"
emb "four text files" --allow-same-counts "$T/s1.cnt" "$T/s2.cnt" "$T/s3.cnt" "$T/s4.cnt"
emb "four files, text and binary" --allow-same-counts "$T/s1.cnt" "$T/s2.bin" "$T/s3.bin" "$T/s4.cnt"
emb "four binary files, the same cells checked (one thread)" "$T/s1.bin" "$T/s2.bin" "$T/s3.bin" "$T/s4.bin"
# a small budget (the parts and the matrix within it, or one thread)
emb "four binary files within -M 6M" -M 6M --allow-same-counts "$T/s1.bin" "$T/s2.bin" "$T/s3.bin" "$T/s4.bin"

# a file that fails on a thread fails as on one: its message, exit 1
printf 'garbage\n' > "$T/bad.cnt"
for j in 1 2; do
	t_bad "a damaged file among four, -j $j" 1 "bad.cnt:" ppmi-svd -d 8 -j $j -v "$T/v" --from-counts --allow-same-counts -o "$T/x" "$T/s1.bin" "$T/bad.cnt" "$T/s3.bin" "$T/s4.bin"
	t_ok "  no output" test ! -e "$T/x"
done

# binary files read on the threads without the merge (their tables looked
# up once): gzip'd; counted with a vocabulary in word order (each row's
# contexts come in column order, no sort); counted with another
# vocabulary, or cut short: the message of one thread, exit 1
gzip -c "$T/h2.bin" > "$T/h2.bin.gz"
emb "two binary files, one gzip'd" --allow-same-counts "$T/h1.bin" "$T/h2.bin.gz"
{ sed -n 1,2p "$T/v"; tail -n +3 "$T/v" | LC_ALL=C sort; } > "$T/vs"
t_ok "the vocabulary in word order is another order" sh -c "! cmp -s '$T/v' '$T/vs'"
for f in h1 h2; do
	ppmi-svd --count --count-format binary -v "$T/vs" -o "$T/$f.vs.bin" "$T/$f.tok"
done
ppmi-svd -d 8 -j 1 -v "$T/vs" -o "$T/refs" "$T/all.tok"
tail -n +2 "$T/refs" > "$T/refs.body"
for j in 1 2; do
	t_run "a vocabulary in word order -j $j" 0 ppmi-svd -d 8 -j $j -v "$T/vs" --from-counts --allow-same-counts -o "$T/e" "$T/h1.vs.bin" "$T/h2.vs.bin"
	tail -n +2 "$T/e" > "$T/e.body"
	t_cmp "  the bytes of one run" "$T/refs.body" "$T/e.body"
done
# the run's vocabulary without the most frequent word (line 3)
sed 3d "$T/v" > "$T/v-1"
size=$(wc -c < "$T/h2.bin")
head -c $((size / 2)) "$T/h2.bin" > "$T/h2-cut.bin"
for j in 1 2; do
	t_bad "counted with another vocabulary, -j $j" 1 "h1.bin: counts made with rows=78:[0-9a-f]+, not rows=77:[0-9a-f]+ as the options ask" ppmi-svd -d 8 -j $j -v "$T/v-1" --from-counts --allow-same-counts -o "$T/x" "$T/h1.bin" "$T/h2.bin"
	t_ok "  no output" test ! -e "$T/x"
	t_bad "a binary file cut short, -j $j" 1 "h2-cut.bin: cut short in a cell" ppmi-svd -d 8 -j $j -v "$T/v" --from-counts --allow-same-counts -o "$T/x" "$T/h1.bin" "$T/h2-cut.bin"
	t_ok "  no output" test ! -e "$T/x"
done

# a binary count file written at -j 2 (the parts summed on one thread while
# the other writes), also within a small budget (the parts' cells spilled
# as runs): the bytes of -j 1 but for the provenance line's '-j N' and the
# header's check (9 bytes at most; a cell changed would change its own
# bytes and the end record's sum too)
for m in "" "-M 6M"; do
	ppmi-svd --count --count-format binary -j 1 $m -v "$T/v" -o "$T/c.bin" "$T/all.tok"
	mv "$T/c.bin" "$T/j1.bin"
	t_run "--count-format binary -j 2 $m" 0 ppmi-svd --count --count-format binary -j 2 $m -v "$T/v" -o "$T/c.bin" "$T/all.tok"
	t_ok "  the size of -j 1's" test "$(wc -c < "$T/j1.bin")" = "$(wc -c < "$T/c.bin")"
	t_ok "  the bytes of -j 1's but the provenance and its check" test "$(cmp -l "$T/j1.bin" "$T/c.bin" | wc -l)" -le 9
done
