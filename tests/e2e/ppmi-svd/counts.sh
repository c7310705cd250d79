#!/bin/sh
# ppmi-svd --count / --from-counts: count shards that merge into the same
# bits as one run; the Hadoop Streaming contract (mapper: tokens in, sorted
# count lines out; reducer: key-sorted lines in, summed lines out) run with
# sort and GNU parallel; a memory budget that spills; bad count files.
. "$(dirname "$0")/../../lib.sh"

body() { grep -v '^#' "$1"; }

# a b c a by hand, window 1: the pairs in both directions, sorted
printf 'word\tcount\tdocs\nc\t1\t1\nb\t2\t1\na\t2\t1\n' > "$T/abc.v"
printf 'ham\ta b c a\n' > "$T/abc.t"
t_run "--count a b c a" 0 ppmi-svd --count -v "$T/abc.v" --window 1 "$T/abc.t"
printf 'a\tb\t1\na\tc\t1\nb\ta\t1\nb\tc\t1\nc\ta\t1\nc\tb\t1\n' > "$T/want"
body "$T/out" > "$T/got"
t_cmp "counts by hand, sorted by word then context" "$T/want" "$T/got"
t_ok "a provenance comment first" sh -c "head -1 '$T/out' | grep -q '^# ppmi-svd --count'"
# harmonic, window 2: 'a b c a': a-c at distance 2 (1/2) and 1 (1): 3/2
t_run "--count harmonic" 0 ppmi-svd --count -v "$T/abc.v" --window 2 --weight harmonic "$T/abc.t"
t_ok "harmonic: a c = 1 + 1/2 = 1.5" grep -q '^a	c	1.5$' "$T/out"
t_ok "harmonic: a b = 1 + 1/2 (b a at distance 2)" grep -q '^a	b	1.5$' "$T/out"
t_ok "harmonic: a a = 0 (distance 3, outside the window)" sh -c "! grep -q '^a	a	' '$T/out'"

# words with a byte below TAB: the lines in the order of LC_ALL=C sort,
# which ends a word at its TAB ('a\001' before 'a'), and such lines,
# sorted by sort, merge (strcmp's order put 'a' first, and the merge
# called sort's output "not sorted")
printf 'word\tcount\tdocs\na\t2\t1\na\001\t2\t1\na\010\t1\t1\nb\t1\t1\n' > "$T/ctl.v"
printf 'ham\ta a\001 b a a\001 a\010\n' > "$T/ctl.t"
t_run "--count, words with bytes 001 and 010" 0 ppmi-svd --count -v "$T/ctl.v" --window 2 "$T/ctl.t"
cp "$T/out" "$T/ctl.c"
body "$T/ctl.c" > "$T/got"
LC_ALL=C sort "$T/got" > "$T/want"
t_cmp "  the lines in the order of LC_ALL=C sort" "$T/want" "$T/got"
t_ok "  'a' and byte 001 before 'a'" sh -c "head -1 '$T/got' | grep -q '^a.	'"
{ grep '^#' "$T/ctl.c"; LC_ALL=C sort "$T/got"; } > "$T/ctl.s"
t_run "  sort's lines merge" 0 ppmi-svd --count --from-counts --window 2 "$T/ctl.s"
body "$T/out" > "$T/ctl.m"
t_cmp "  into the same counts" "$T/got" "$T/ctl.m"

# a line longer than the writer's 64 KB block (a word of 70,000 bytes)
# goes out by itself: "W a W", window 4: a W 2, W a 2, W W 2 (both orders)
W=$(awk 'BEGIN { while (n++ < 70000) printf "x" }')
printf 'word\tcount\tdocs\n%s\t2\t1\na\t1\t1\n' "$W" > "$T/long.v"
printf 'ham\t%s a %s\n' "$W" "$W" > "$T/long.t"
t_run "--count with a word of 70,000 bytes" 0 ppmi-svd --count -v "$T/long.v" "$T/long.t"
printf 'a\t%s\t2\n%s\ta\t2\n%s\t%s\t2\n' "$W" "$W" "$W" "$W" > "$T/want"
body "$T/out" > "$T/got"
t_cmp "  its lines whole (longer than the output block)" "$T/want" "$T/got"

# ids of 2^18 and more: a block of 17-31 pairs over 37 bits and up (the
# radix sort once ran out of digit counts there, a stack overflow); the
# counts of one message are those under a vocabulary of its words only
awk -v N=300000 'function w(i,  s, k) { s = ""; for (k = 0; k < 4; k++) { s = sprintf("%c", 97 + i % 26) s; i = int(i / 26) }; return s }
BEGIN { print "word\tcount\tdocs"; for (i = 0; i < N; i++) printf "%s\t1\t1\n", w(i) }' > "$T/ids.v"
printf 'ham\tnmwf qsdt nxdu nmle pdwp frhj fnfr phap\n' > "$T/ids.t"
printf 'word\tcount\tdocs\n' > "$T/small.v"
for x in nmwf qsdt nxdu nmle pdwp frhj fnfr phap; do printf '%s\t1\t1\n' $x; done >> "$T/small.v"
for j in 1 2; do
	t_run "--count with 300,000 words (ids up to 2^19), -j $j" 0 ppmi-svd --count -j $j -v "$T/ids.v" "$T/ids.t"
	body "$T/out" > "$T/got"
	ppmi-svd --count -v "$T/small.v" "$T/ids.t" | grep -v '^#' > "$T/want"
	t_cmp "300,000 words, -j $j: the counts of the message's 8 words" "$T/want" "$T/got"
done

# the small corpus, in 3 shards
C=$DATA/sms-small.tsv
sms-vocab --min-count 2 -o "$T/v.tsv" "$C"
sms-vocab -t -o "$T/t.tsv" "$C"
grep -v '^#' "$T/t.tsv" > "$T/tok"
n=$(wc -l < "$T/tok")
head -n 3 "$T/tok" > "$T/s1"
sed -n "4,$((n - 2))p" "$T/tok" > "$T/s2"
tail -n 2 "$T/tok" > "$T/s3"
for s in s1 s2 s3; do ppmi-svd --count -v "$T/v.tsv" -o "$T/$s.cnt" "$T/$s"; done
ppmi-svd --count -v "$T/v.tsv" -o "$T/all.cnt" "$T/t.tsv"
for solver in dense sparse; do
	ppmi-svd -v "$T/v.tsv" --dim 3 --solver $solver "$T/t.tsv" > "$T/one"
	t_run "--from-counts 3 shards ($solver)" 0 ppmi-svd -v "$T/v.tsv" --dim 3 --solver $solver --from-counts "$T/s1.cnt" "$T/s2.cnt" "$T/s3.cnt"
	body "$T/one" > "$T/want"
	body "$T/out" > "$T/got"
	t_cmp "shards merged = one run, byte for byte ($solver)" "$T/want" "$T/got"
done
# the reducer: concatenated shards, sorted by the key (word TAB context)
cat "$T/s3.cnt" "$T/s1.cnt" "$T/s2.cnt" | sort -t '	' -k1,2 > "$T/sorted"
t_run "reducer on sorted input" 0 ppmi-svd --count --from-counts -o "$T/red.cnt" "$T/sorted"
body "$T/all.cnt" > "$T/want"
body "$T/red.cnt" > "$T/got"
t_cmp "sort | reducer = the counts of one run" "$T/want" "$T/got"
T_STDIN=$T/sorted t_run "reducer on standard input" 0 ppmi-svd --count --from-counts
body "$T/out" > "$T/got"
t_cmp "reducer on stdin = on a file" "$T/want" "$T/got"
t_run "reducer's output continues to embeddings" 0 ppmi-svd -v "$T/v.tsv" --dim 3 --from-counts "$T/red.cnt"
body "$T/out" > "$T/got"
ppmi-svd -v "$T/v.tsv" --dim 3 "$T/t.tsv" | grep -v '^#' > "$T/want"
t_cmp "map, sort, reduce, embed = embed" "$T/want" "$T/got"
# harmonic shards: exact units, so the same bits too
for s in s1 s2 s3; do ppmi-svd --count -v "$T/v.tsv" --weight harmonic --window 3 -o "$T/$s.h" "$T/$s"; done
ppmi-svd -v "$T/v.tsv" --weight harmonic --window 3 --dim 3 "$T/t.tsv" | grep -v '^#' > "$T/want"
ppmi-svd -v "$T/v.tsv" --weight harmonic --window 3 --dim 3 --from-counts "$T/s1.h" "$T/s2.h" "$T/s3.h" | grep -v '^#' > "$T/got"
t_cmp "harmonic shards merged = one run" "$T/want" "$T/got"
# harmonic counts as text: the mapper formats small unit counts from a
# table (below 4096 units), the reducer every count with printf; a count
# under and over that line (a b: 1 + 1/2 + 1 = 15/6 a line, 401 lines:
# 6015 units, 1002.5)
awk 'BEGIN { for (i = 0; i < 401; i++) print "ham\ta b c a b d" }' > "$T/hm.t"
printf 'word\tcount\tdocs\na\t400\t200\nb\t400\t200\nc\t200\t200\nd\t200\t200\n' > "$T/hm.v"
ppmi-svd --count -v "$T/hm.v" --weight harmonic --window 3 -o "$T/hm.cnt" "$T/hm.t"
ppmi-svd --count --from-counts --weight harmonic --window 3 "$T/hm.cnt" | body /dev/stdin > "$T/want"
body "$T/hm.cnt" > "$T/got"
t_cmp "harmonic --count text = the reducer's printf text" "$T/want" "$T/got"
t_ok "harmonic: a b = 401 · (1 + 1/2 + 1), over 4096 units" grep -q '^a	b	1002.5$' "$T/got"
t_ok "harmonic: a a = 2 · 401 / 3 (both orders on the diagonal), under 4096 units" grep -q '^a	a	267.33333333333331$' "$T/got"
t_bad "harmonic counts read as flat: the settings line says so" 1 "^ppmi-svd: .*s1.h:2: counts made with window=3, not window=4 as the options ask" ppmi-svd -v "$T/v.tsv" --dim 3 --from-counts "$T/s1.h" "$T/s2.h" "$T/s3.h"
t_bad "harmonic counts, flat asked, same window" 1 "^ppmi-svd: .*s1.h:2: counts made with weight=harmonic, not weight=flat as the options ask" ppmi-svd -v "$T/v.tsv" --window 3 --dim 3 --from-counts "$T/s1.h" "$T/s2.h" "$T/s3.h"
grep -v '^# counts:' "$T/s1.h" > "$T/s1.nos"
t_bad "without a settings line: the counts themselves are checked" 1 "^ppmi-svd: .*s1.nos:[0-9]+: count '[0-9.]+' is not a whole number" ppmi-svd -v "$T/v.tsv" --dim 3 --from-counts "$T/s1.nos"

# the settings line: all that changes the counts, checked when they merge
nv=$(grep -v '^#' "$T/v.tsv" | tail -n +2 | wc -l)
t_ok "settings line second: window, weight, oov, the rows' words" sh -c "sed -n 2p '$T/s1.cnt' | grep -Eq '^# counts: window=4 weight=flat oov=skip rows=$nv:[0-9a-f]{16} contexts=rows\$'"
t_ok "the same words, the same digest in every shard" test "$(sed -n 2p "$T/s1.cnt")" = "$(sed -n 2p "$T/s3.cnt")"
head -n 6 "$T/v.tsv" > "$T/ctx.v"
ppmi-svd --count -v "$T/v.tsv" --label spam --oov keep --contexts "$T/ctx.v" -w 2 --weight harmonic -o "$T/lab.cnt" "$T/t.tsv"
t_ok "settings line with --label, --oov keep, --contexts" sh -c "sed -n 2p '$T/lab.cnt' | grep -Eq '^# counts: window=2 weight=harmonic oov=keep label=spam rows=$nv:[0-9a-f]{16} contexts=[0-9]+:[0-9a-f]{16}\$'"
printf 'a b%%\ta b c a\n' > "$T/lab2.t"
ppmi-svd --count -v "$T/abc.v" --label 'a b%' -o "$T/lab2.cnt" "$T/lab2.t"
t_ok "a label with a space and %: one word, %XX" sh -c "sed -n 2p '$T/lab2.cnt' | grep -q ' label=a%20b%25 '"
ppmi-svd --count -v "$T/v.tsv" -w 3 -o "$T/s2w3.cnt" "$T/s2"
t_bad "shards of two windows do not merge (one is not the --window asked)" 1 "^ppmi-svd: .*s2w3.cnt:2: counts made with window=3, not window=4 as the options ask" ppmi-svd -v "$T/v.tsv" --dim 3 --from-counts "$T/s1.cnt" "$T/s2w3.cnt"
t_run "the reducer refuses them too, with -o" 1 ppmi-svd --count --from-counts -w 3 -o "$T/res" "$T/s1.cnt" "$T/s2w3.cnt"
t_ok "no partial -o file" test ! -e "$T/res"
ppmi-svd --count -v "$T/v.tsv" --label ham -o "$T/s2ham.cnt" "$T/t.tsv"
t_bad "shards of two labels do not merge" 1 "^ppmi-svd: .*s2ham.cnt:2: counts made with label=ham, .*s1.cnt:2 with no label: shards of other settings do not add up" ppmi-svd --count --from-counts "$T/s1.cnt" "$T/s2ham.cnt"
ppmi-svd --count -v "$T/v.tsv" --oov keep -o "$T/s2keep.cnt" "$T/s2"
t_bad "shards of two --oov do not merge" 1 "^ppmi-svd: .*s2keep.cnt:2: counts made with oov=keep, .*s1.cnt:2 with oov=skip" ppmi-svd --count --from-counts "$T/s1.cnt" "$T/s2keep.cnt"
grep -v '^#' "$T/v.tsv" | sed '$d' > "$T/v2.tsv"
ppmi-svd --count -v "$T/v2.tsv" -o "$T/s2v2.cnt" "$T/s2"
t_bad "shards of two vocabularies do not merge" 1 "^ppmi-svd: .*s2v2.cnt:2: counts made with rows=[0-9]+:[0-9a-f]+, .*s1.cnt:2 with rows=$nv:" ppmi-svd --count --from-counts "$T/s1.cnt" "$T/s2v2.cnt"
t_bad "--from-counts with another vocabulary than the counting's" 1 "^ppmi-svd: .*s1.cnt:2: counts made with rows=$nv:[0-9a-f]+, not rows=$((nv - 1)):[0-9a-f]+ as the options ask" ppmi-svd -v "$T/v2.tsv" --dim 3 --from-counts "$T/s1.cnt"
t_bad "--from-counts --window 5 on window-4 counts" 1 "^ppmi-svd: .*s1.cnt:2: counts made with window=4, not window=5 as the options ask" ppmi-svd -v "$T/v.tsv" --dim 3 -w 5 --from-counts "$T/s1.cnt"
t_bad "--from-counts without --contexts on counts made with them" 1 "^ppmi-svd: .*lab.cnt:2: counts made with contexts=[0-9]+:[0-9a-f]+, not contexts=rows" ppmi-svd -v "$T/v.tsv" --dim 3 -w 2 --weight harmonic --from-counts "$T/lab.cnt"
t_run "--from-counts with the counting's --contexts" 0 ppmi-svd -v "$T/v.tsv" --contexts "$T/ctx.v" --dim 3 -w 2 --weight harmonic --from-counts "$T/lab.cnt"
t_run "the reducer keeps the settings line" 0 ppmi-svd --count --from-counts "$T/s1.cnt" "$T/s2.cnt"
t_ok "reducer output: provenance, then the shards' settings" test "$(sed -n 2p "$T/out")" = "$(sed -n 2p "$T/s1.cnt")"
t_bad "the reducer with another --weight" 1 "^ppmi-svd: .*s1.cnt:2: counts made with weight=flat, not weight=harmonic as the options ask" ppmi-svd --count --from-counts --weight harmonic "$T/s1.cnt"

# a budget so small that the counter spills sorted runs: the same counts
awk 'BEGIN { srand(3); for (m = 0; m < 4000; m++) { s = "ham\t"; n = 5 + int(rand() * 30); for (i = 0; i < n; i++) s = s (i ? " " : "") "w" int(rand() * rand() * 400); print s } }' | tr '0-9' 'a-j' > "$T/big"
awk -F'\t' '{ n = split($2, w, " "); for (i = 1; i <= n; i++) c[w[i]]++ } END { print "word\tcount\tdocs"; for (x in c) print x "\t" c[x] "\t1" }' "$T/big" > "$T/big.v"
ppmi-svd --count -v "$T/big.v" -o "$T/big.cnt" "$T/big"
t_run "-M 1M: counting in spilled runs" 0 ppmi-svd --count -v "$T/big.v" -M 1M "$T/big"
body "$T/big.cnt" > "$T/want"
body "$T/out" > "$T/got"
t_cmp "-M 1M gives the same counts" "$T/want" "$T/got"
# -j: a counting thread per part of the cells, the reader apart: the same
# bytes (the settings line and the counts) on any thread count, in memory
# and spilled, flat and harmonic, with contexts and a label
awk 'NR == 1 || NR % 3 == 0' "$T/big.v" > "$T/bigctx.v"
awk 'NR % 4 == 0 { sub(/^ham/, "spam") } { print }' "$T/big" > "$T/bigl"
for opts in "" "-M 1M" "--weight harmonic -w 5" "--contexts $T/bigctx.v -M 1M" "--label spam --oov keep"; do
	ppmi-svd --count -v "$T/big.v" $opts "$T/bigl" | body /dev/stdin > "$T/j1"
	for j in 2 3; do
		t_run "--count -j $j $opts" 0 ppmi-svd --count -j $j -v "$T/big.v" $opts "$T/bigl"
		body "$T/out" > "$T/got"
		t_cmp "  the same counts as -j 1" "$T/j1" "$T/got"
	done
done
T_STDIN=$T/bigl t_run "--count -j 2 from standard input" 0 ppmi-svd --count -j 2 -v "$T/big.v" --label spam --oov keep
body "$T/out" > "$T/got"
t_cmp "  the same counts as -j 1" "$T/j1" "$T/got"
printf 'ham\tab\nno tab here\n' > "$T/badtail"
cat "$T/bigl" "$T/badtail" > "$T/bigbad"
t_bad "--count -j 2, a bad line after 4000 good ones" 1 "^ppmi-svd: $T/bigbad:4002: " ppmi-svd --count -j 2 -v "$T/big.v" -o "$T/jbad.cnt" "$T/bigbad"
t_ok "  no output file" test ! -e "$T/jbad.cnt"
# -j above the CPUs this process may run on is lowered to them, with
# attn-bench's warning (cpus.h; it ran 4 threads on 1 CPU, silently)
T_STDIN=$T/bigl t_run "--count -j 4 on 1 CPU (taskset -c 0)" 0 taskset -c 0 ppmi-svd --count -j 4 -v "$T/big.v" --label spam --oov keep
body "$T/out" > "$T/got"
t_cmp "  the same counts as -j 1" "$T/j1" "$T/got"
t_ok "  the warning, one line" sh -c "[ \"\$(cat '$T/err')\" = 'ppmi-svd: warning: --threads 4: this process may run on 1 CPU (sched_getaffinity): 1 thread' ]"
t_bad "--count --from-counts -j 2: the merge has no threads" 2 "^ppmi-svd: --threads: not with --count --from-counts: --count --from-counts sums count files$" ppmi-svd --count --from-counts -j 2 "$T/big.cnt"

# a full TMPDIR (ulimit -f: the runs pass 32 KB; the output is a pipe,
# which the limit does not touch): the error names the directory
full_tmp() { sh -c 'trap "" XFSZ; ulimit -f 64; exec "$@" > /dev/null' sh "$@"; }
TMPDIR=$T t_bad "runs in a full \$TMPDIR" 1 "^ppmi-svd: writing the co-occurrence counts' sorted runs to a temporary file in $T: File too large$" full_tmp ppmi-svd --count -v "$T/big.v" -M 1M "$T/big"
# a counting thread that fails (runs with no TMPDIR, -j 2 and 3 with
# 16 MB a part, each spilling): the one-line error, never a hang (it hung 7 times in 20,
# the reader waiting for a block the failed parts never gave back)
awk 'BEGIN { srand(4); for (m = 0; m < 12000; m++) { s = "ham\t"; n = 5 + int(rand() * 30); for (i = 0; i < n; i++) s = s (i ? " " : "") "w" int(rand() * rand() * 3000); print s } }' | tr '0-9' 'a-j' > "$T/big3"
awk -F'\t' '{ n = split($2, w, " "); for (i = 1; i <= n; i++) c[w[i]]++ } END { print "word\tcount\tdocs"; for (x in c) print x "\t" c[x] "\t1" }' "$T/big3" > "$T/big3.v"
hang=0 msg=0
for i in 1 2 3 4 5 6 7 8 9 10; do
	set +e
	j=$((2 + i % 2))
	TMPDIR=$T/none timeout 60 ppmi-svd --count -v "$T/big3.v" -M $((16 * j))M -j $j "$T/big3" > "$T/out" 2> "$T/err"
	st=$?
	set -e
	[ $st = 1 ] || hang=$((hang + 1))
	grep -q "^ppmi-svd: the co-occurrence counts' sorted runs: a temporary file in $T/none: No such file or directory$" "$T/err" || msg=$((msg + 1))
done
t_ok "-j 2 and 3, a part fails 10 times: exit 1 each time (not a hang)" test $hang = 0
t_ok "  each time the one-line error of the failed part" test $msg = 0
t_ok "  and no counts" test ! -s "$T/out"

# -M bounds what is held beside the counter too: a vocabulary of 150,000
# words (its table, ids and the reader's table of them: 34 MB) and a
# counter that must have 10.6 MB of the rest.  At -M 48M the peak was
# 63 MB (the counter had all of -M, and the ids a copy of the index); at
# -M 40M the counter was left so little that every chunk held a few
# pairs (an hour for a second's work): refused now, before counting
awk 'function w(i,  s) { s = ""; do { s = s sprintf("%c", 97 + i % 26); i = int(i / 26) } while (i > 0); return s "x" }
	BEGIN { print "word\tcount\tdocs"; for (i = 0; i < 150000; i++) printf "%s\t%d\t1\n", w(i), 150000 - i
		srand(7); for (m = 0; m < 4000; m++) { s = "ham\t"; for (k = 0; k < 100; k++) s = s (k ? " " : "") w(int(150000 * rand() ^ 3)); print s > "/dev/stderr" } }' > "$T/wv.v" 2> "$T/wv.t"
t_bad "150,000 words, -M 40M: too little left for counting" 1 '^ppmi-svd: .*wv.v: the vocabulary \(150000 words\) and its ids take [0-9.]+ MB, and counting them needs [0-9.]+ MB more at least: more than --memory 40 MB$' ppmi-svd --count -v "$T/wv.v" -M 40M "$T/wv.t"
ppmi-svd --count -v "$T/wv.v" -M 1G "$T/wv.t" | body /dev/stdin > "$T/wv.want"
t_run "150,000 words, -M 48M" 0 ppmi-svd --count -v "$T/wv.v" -M 48M "$T/wv.t"
body "$T/out" > "$T/got"
t_cmp "  the counts of -M 1G" "$T/wv.want" "$T/got"
# --from-counts: the words and E past -M before any cell is read are
# named as such (it blamed the count matrix, "230 MB for the 1 cells")
head -50 "$T/wv.t" > "$T/wv50.t"
ppmi-svd --count -v "$T/wv.v" -o "$T/wv50.cnt" "$T/wv50.t"
t_bad "--from-counts, 150,000 words × 50 at -M 64M: refused before a cell" 1 '^ppmi-svd: .*wv.v: the vocabulary \(150000 words\), its ids, the row pointers and the embeddings take [0-9]+ MB: more than --memory 64 MB$' ppmi-svd -v "$T/wv.v" --dim 50 --solver sparse -M 64M --from-counts "$T/wv50.cnt"
if grep -qa __asan_report "$ATTNKIT_BIN/ppmi-svd"; then
	:	# a sanitizer build: its shadow memory is no budget's (no skip)
elif [ -x /usr/bin/python3 ]; then
	# peak RSS in KB of a command (its output to $T/out)
	peak() { /usr/bin/python3 -c 'import resource, subprocess, sys
with open(sys.argv[1], "w") as f: r = subprocess.run(sys.argv[2:], stdout=f)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss if r.returncode == 0 else -1)' "$T/out" "$@"; }
	kb=$(peak "$ATTNKIT_BIN/ppmi-svd" --count -v "$T/wv.v" -M 48M "$T/wv.t")
	# the budget, and 6 MB for the program and its libraries (5.8 MB
	# for a run of one word)
	t_ok "  a peak of 48 MB and the program's 6 MB at most (got $kb KB)" test "$kb" -gt 0 -a "$kb" -le $((54 * 1024))
else
	t_skip "  a peak of 48 MB and the program's 6 MB at most" "no /usr/bin/python3"
fi

# -M and -j: a thread a part with 16 MB of -M at least, the parts' open
# runs those of one counter: the same refusal or the same embeddings on
# every -j (-j 5 was refused at -M 4M where -j 1 ran, -j 16 at -M 64M)
for Mst in 8M:1 40M:0; do	# -M: its exit status (8M: the count matrix needs 16 MB)
	M=${Mst%:*} st=${Mst#*:}
	t_run "-M $M -j 1" $st ppmi-svd -v "$T/big3.v" --dim 4 --solver sparse -M $M "$T/big3"
	cp "$T/err" "$T/e1"
	body "$T/out" > "$T/o1" || true
	for j in 4 16; do
		t_run "-M $M -j $j: as -j 1" $st ppmi-svd -v "$T/big3.v" --dim 4 --solver sparse -M $M -j $j "$T/big3"
		# (but the warning of a -j above the CPUs, cpus.h)
		t_ok "  the same messages" sh -c "grep -v '^ppmi-svd: warning: --threads $j: this process may run on ' '$T/err' | cmp -s '$T/e1' -"
		body "$T/out" > "$T/got" || true	# none when refused
		t_ok "  the same embeddings" cmp -s "$T/o1" "$T/got"
	done
done

# -o is checked before the counting (it was after: a whole count lost to
# a typo)
t_bad "--count -o in a missing directory: said before the corpus is read" 1 "^ppmi-svd: $T/nodir/x.cnt: No such file or directory\$" ppmi-svd --count -v "$T/big3.v" -o "$T/nodir/x.cnt" "$T/big3" "$T/nosuch"
printf 'ham\twa\n' > "$T/nopair.t"
t_run "--count of a corpus without pairs: exit 0" 0 ppmi-svd --count -v "$T/big3.v" -o "$T/nopair.cnt" "$T/nopair.t"
# its file, settings and no cells, merges into the same (a reducer's
# empty shard; it was "no counts", found by a hostile test), alone or
# twice; the embeddings of it are no counts
t_run "  merged alone: exit 0" 0 ppmi-svd --count --from-counts "$T/nopair.cnt"
grep -v '^# ppmi-svd' "$T/nopair.cnt" > "$T/npw"
grep -v '^# ppmi-svd' "$T/out" > "$T/npg"
t_cmp "  the same settings, no cells" "$T/npw" "$T/npg"
t_ok "  a settings line and no cell" sh -c "grep -q '^# counts: ' '$T/npg' && ! grep -qv '^#' '$T/npg'"
# (two files: one file named twice is refused, its cells would be summed
# twice)
cp "$T/nopair.cnt" "$T/nopair2.cnt"
t_run "  merged twice: exit 0" 0 ppmi-svd --count --from-counts "$T/nopair.cnt" "$T/nopair2.cnt"
grep -v '^# ppmi-svd' "$T/out" > "$T/npg"
t_cmp "  the same again" "$T/npw" "$T/npg"
t_bad "  its embeddings: no counts" 1 "^ppmi-svd: .*nopair.cnt: no counts" ppmi-svd -v "$T/big3.v" --dim 2 --from-counts "$T/nopair.cnt"

# -j 64: 8 parts count (the rest multiply), whose open runs stay those of
# one counter (64 parts of 16 MB each opened some 400 files at -M 1G)
ppmi-svd --count -v "$T/big3.v" -M 2M "$T/big3" | body /dev/stdin > "$T/want64"
t_run "--count -j 64 -M 128M under ulimit -n 72" 0 sh -c "ulimit -n 72; exec ppmi-svd --count -v '$T/big3.v' -j 64 -M 128M '$T/big3'"
body "$T/out" > "$T/got64"
t_cmp "  the counts of -j 1 -M 2M" "$T/want64" "$T/got64"

# under a tight address-space limit OpenBLAS's thread retries its 128 MB
# buffer for ever, and the exit waited for it: the tool wrote its output,
# then hung.  Now it ends (not in a sanitizer build: its shadow memory is
# reserved address space)
if sh -c 'ulimit -v 100000 && exec ppmi-svd --version' > /dev/null 2>&1; then
	t_run "ulimit -v 100000: --count -o FILE ends, exit 0" 0 sh -c "ulimit -v 100000; exec timeout 60 ppmi-svd --count -v '$T/big.v' -o '$T/lim.cnt' '$T/big'"
	body "$T/lim.cnt" > "$T/got"
	t_cmp "  FILE has the counts" "$T/want" "$T/got"
	mkdir "$T/limd"
	# (embeddings: -o is opened before the corpus is read, so the error
	# comes with its temporary file there, which the exit removes)
	t_bad "ulimit -v 100000: an error ends too, exit 1" 1 "^ppmi-svd: $T/none: No such file or directory$" sh -c "ulimit -v 100000; exec timeout 60 ppmi-svd -v '$T/big.v' --solver sparse -o '$T/limd/x.tsv' '$T/big' '$T/none'"
	t_ok "  no file left behind (the temporary -o removed)" test -z "$(ls -A "$T/limd")"
	t_run "ulimit -v 100000: --version ends" 0 sh -c "ulimit -v 100000; exec timeout 60 ppmi-svd --version"
	# the full pipeline under ulimit -v: OpenBLAS's first level-3 call
	# mallocs a 128 MB buffer and retries a failed one for ever (a hang
	# at 300000, found by a hostile test): the budget leaves room for it,
	# and a budget the limit cut is said with the --memory error
	t_bad "ulimit -v 300000, whole pipeline: an error, no hang" 1 "^ppmi-svd: .*big3.v: .*more than --memory [0-9.]+ [KM]B \\(under ulimit -v 300000 KB: what it leaves of -M 64 MB\\)\$" sh -c "ulimit -v 300000; exec timeout 60 ppmi-svd -v '$T/big3.v' --dim 4 --solver sparse -M 64M '$T/big3'"
	t_run "ulimit -v 700000, whole pipeline: ends" 0 sh -c "ulimit -v 700000; exec timeout 60 ppmi-svd -v '$T/big3.v' --dim 4 --solver sparse -M 64M -o '$T/lim.emb' '$T/big3'"
	# the budget under ulimit -v is what is left of it (the limit less
	# what is mapped, less 64 MB a thread): counting ran at 150 and 250
	# MB but not at 200 ("out of memory"), nor at -j 4 with 400.  Now
	# each limit gives the counts, or, where what it leaves (1 MB up to
	# 250 MB here) cannot hold the words and a counter beside them, the
	# one-line refusal that names the limit; never another failure
	ppmi-svd --count -v "$T/big3.v" "$T/big3" | body /dev/stdin > "$T/wantv"
	bad=0 ran=0
	for v in 150000 200000 250000 400000 700000; do
		for j in 1 4; do
			set +e
			# (a -j above the CPUs warns first: cpus.h)
			sh -c "ulimit -v $v; exec timeout 60 ppmi-svd --count -j $j -v '$T/big3.v' '$T/big3'" > "$T/out" 2> "$T/err.j"
			st=$?
			grep -v "^ppmi-svd: warning: --threads $j: this process may run on " "$T/err.j" > "$T/err" || true
			set -e
			if [ $st = 0 ]; then
				ran=$((ran + 1))
				body "$T/out" > "$T/gotv"
				cmp -s "$T/wantv" "$T/gotv" || { bad=$((bad + 1)); echo "# ulimit -v $v -j $j: other counts"; }
			elif [ $st != 1 ] || [ "$(wc -l < "$T/err")" != 1 ] || ! grep -q "^ppmi-svd: .*big3.v: the vocabulary (2957 words) and its ids take [0-9.]* MB, and counting them needs [0-9.]* MB more at least: more than the memory budget [0-9.]* [KM]B (80% of what ulimit -v $v KB, the address-space limit, leaves; -M/--memory was not given, and can lower it, not raise it)\$" "$T/err"; then
				bad=$((bad + 1)); echo "# ulimit -v $v -j $j: exit $st: $(head -c 300 "$T/err")"
			fi
		done
	done
	t_ok "ulimit -v 150000 to 700000, -j 1 and 4: the counts, or the one-line refusal that names the limit ($ran ran)" test $bad = 0 -a $ran -gt 0
fi	# (a sanitizer build has no such limit to meet: no skip)

# standard output closed: a spilled run must not take its number (it did:
# the counts went into the deleted run file, exit 0)
closed_stdout() { "$@" >&-; }
t_bad "--count -M 1M to a closed stdout" 1 '^ppmi-svd: <stdout>: Bad file descriptor$' closed_stdout ppmi-svd --count -v "$T/big.v" -M 1M "$T/big"
t_run "--count -M 1M -o FILE with stdout closed" 0 closed_stdout ppmi-svd --count -v "$T/big.v" -M 1M -o "$T/closed.cnt" "$T/big"
body "$T/closed.cnt" > "$T/got"
t_cmp "  FILE has the counts of one run" "$T/want" "$T/got"

# the runs go to $TMPDIR (ak_tmpfile), not tmpfile(3)'s /tmp: a TMPDIR that
# is not there is the one-line error naming it, and no output
TMPDIR=$T/none t_bad "-M 1M spills in \$TMPDIR (missing: an error)" 1 "^ppmi-svd: the co-occurrence counts' sorted runs: a temporary file in $T/none: No such file or directory$" ppmi-svd --count -v "$T/big.v" -M 1M "$T/big"
t_ok "  and nothing on standard output" test ! -s "$T/out"
mkdir "$T/tmpd"
TMPDIR=$T/tmpd t_run "-M 1M spills in \$TMPDIR (there: the same counts)" 0 ppmi-svd --count -v "$T/big.v" -M 1M "$T/big"
body "$T/out" > "$T/got"
t_cmp "  the counts of one run" "$T/want" "$T/got"
t_ok "  its files unlinked at once" test -z "$(ls -A "$T/tmpd")"
t_ok "the counts are sorted as sort sorts them" sh -c "grep -v '^#' '$T/big.cnt' | sort -c -t '	' -k1,2"
t_ok "every pair counted: the total is the sum of the windows" test "$(awk -F'\t' '!/^#/ { s += $3 } END { print s }' "$T/big.cnt")" = "$(awk -F'\t' '{ n = split($2, w, " "); for (i = 1; i <= n; i++) s += 2 * ((n - i) < 4 ? n - i : 4) } END { print s }' "$T/big")"

# --from-counts builds the counter's matrix: shards counted apart give one
# run's embeddings on the sparse path too, with the counts as 32-bit units
# (flat) and as doubles (harmonic window 22: counts past 2^32 units of
# 1/lcm(1..22)), from files and from a pipe
split -l 1400 "$T/big" "$T/third."
for wt in "-w 4 --weight flat" "-w 22 --weight harmonic"; do
	for p in "$T"/third.a?; do ppmi-svd --count -v "$T/big.v" $wt -o "$p.cnt" "$p"; done
	ppmi-svd -v "$T/big.v" $wt --dim 4 --solver sparse "$T/big" | body /dev/stdin > "$T/fw"
	t_run "--from-counts 3 shards, sparse, $wt" 0 ppmi-svd -v "$T/big.v" $wt --dim 4 --solver sparse --from-counts "$T"/third.a?.cnt
	body "$T/out" > "$T/fg"
	t_cmp "3 shards = one run, sparse, $wt" "$T/fw" "$T/fg"
	sort -m -t '	' -k1,2 "$T"/third.a?.cnt > "$T/third.sorted"
	T_STDIN=$T/third.sorted t_run "--from-counts on a pipe, $wt" 0 ppmi-svd -v "$T/big.v" $wt --dim 4 --solver sparse --from-counts
	body "$T/out" > "$T/fg"
	t_cmp "sorted shards on standard input = one run, $wt" "$T/fw" "$T/fg"
done
ppmi-svd --count -v "$T/big.v" -w 22 --weight harmonic -o "$T/bigh.cnt" "$T/big"
# -M 1M: the 101,730 cells staged in memory would need 1.4 MB beside the
# matrix (0.8 MB): they go to a temporary file, the same embeddings come out
ppmi-svd -v "$T/big.v" --dim 1 --oversample 2 --solver sparse "$T/big" | body /dev/stdin > "$T/fw"
t_run "--from-counts -M 1M: the cells staged in a temporary file" 0 ppmi-svd -v "$T/big.v" --dim 1 --oversample 2 --solver sparse -M 1M --from-counts "$T/big.cnt"
body "$T/out" > "$T/fg"
t_cmp "-M 1M through the temporary file = one run" "$T/fw" "$T/fg"
# the staged cells read back damaged (an LD_PRELOAD shim changes what
# fread returns from the temporary file: every byte 0xff, one byte
# flipped, a block zeroed): one line, exit 1, never a crash or wrong
# embeddings (a column past the matrix used to crash ak_csr_dense)
cat > "$T/shim.c" <<'SHIM'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static FILE *tf;
static long reads;
/* the temporary file's stream: ak_tmpfile's fdopen "w+" (its fd from
 * O_TMPFILE or mkstemp) */
FILE *fdopen(int fd, const char *m) { FILE *(*r)(int, const char *) = (FILE *(*)(int, const char *))dlsym(RTLD_NEXT, "fdopen"); FILE *f = r(fd, m); if (strcmp(m, "w+") == 0) tf = f; return f; }
size_t fread(void *p, size_t s, size_t n, FILE *f) {
	size_t (*r)(void *, size_t, size_t, FILE *) = (size_t (*)(void *, size_t, size_t, FILE *))dlsym(RTLD_NEXT, "fread");
	size_t g = r(p, s, n, f);
	const char *m = getenv("SHIM_MODE");
	if (f == tf && g > 0 && m != NULL && reads++ == 1) {
		if (strcmp(m, "ff") == 0) memset(p, 0xff, g * s);
		else if (strcmp(m, "flip") == 0) ((unsigned char *)p)[g * s / 2] ^= 0x10;
		else memset(p, 0, g * s / 2);
	}
	return g;
}
SHIM
if ${CC:-cc} -shared -fPIC -o "$T/shim.so" "$T/shim.c" -ldl 2> /dev/null; then
	for mode in ff flip zero; do
		SHIM_MODE=$mode LD_PRELOAD=$T/shim.so ASAN_OPTIONS=verify_asan_link_order=0 t_bad "--from-counts -M 1M, the staged cells read back damaged ($mode): an error" 1 "^ppmi-svd: the count matrix's cells in a temporary file in [^ ]*: read back damaged$" ppmi-svd -v "$T/big.v" --dim 1 --oversample 2 --solver sparse -M 1M --from-counts "$T/big.cnt"
	done
else
	t_skip "--from-counts, the staged cells read back damaged" "no C compiler for the shim"
fi
TMPDIR=$T/none t_bad "--from-counts -M 1M stages in \$TMPDIR (missing: an error)" 1 "^ppmi-svd: the count matrix's cells: a temporary file in $T/none: No such file or directory$" ppmi-svd -v "$T/big.v" --dim 1 --oversample 2 --solver sparse -M 1M --from-counts "$T/big.cnt"
TMPDIR=$T t_bad "--from-counts -M 1M stages in a full \$TMPDIR: named" 1 "^ppmi-svd: the count matrix's cells in a temporary file in $T: File too large$" full_tmp ppmi-svd -v "$T/big.v" --dim 1 --oversample 2 --solver sparse -M 1M --from-counts "$T/big.cnt"

# GNU parallel as the mapper's scheduler (the same command runs on remote
# hosts with --sshlogin), sort as the shuffle, then the reducer
if command -v parallel > /dev/null 2>&1; then
	split -l 700 "$T/big" "$T/part."
	ls "$T"/part.* | parallel -j 2 "ppmi-svd --count -v '$T/big.v' -o {}.cnt {}"
	sort -m -t '	' -k1,2 "$T"/part.*.cnt | ppmi-svd --count --from-counts > "$T/par.cnt"
	body "$T/par.cnt" > "$T/got"
	t_cmp "parallel mappers, sort -m, reducer = one run" "$T/want" "$T/got"
	t_run "--from-counts over the mapper outputs directly" 0 ppmi-svd -v "$T/big.v" --dim 8 --solver sparse --from-counts "$T"/part.*.cnt
	body "$T/out" > "$T/got"
	ppmi-svd -v "$T/big.v" --dim 8 --solver sparse "$T/big" | grep -v '^#' > "$T/want"
	t_cmp "8 shards through --from-counts = one run (sparse)" "$T/want" "$T/got"
else
	t_skip "parallel mappers" "GNU parallel not installed (Debian package parallel)"
	t_skip "--from-counts over the mapper outputs" "GNU parallel not installed"
fi

# bad count files: one line naming file and line, exit 1, no -o file
printf '# c\na\tb\t1\na\tc\n' > "$T/b1"
t_bad "a line with 2 fields" 1 '^ppmi-svd: .*b1:3: 2 fields, want 3' ppmi-svd -v "$T/abc.v" --dim 1 --from-counts "$T/b1"
printf 'a\tb\t1\na\tc\t-1\n' > "$T/b2"
t_bad "negative count" 1 "^ppmi-svd: .*b2:2: negative count '-1'" ppmi-svd -v "$T/abc.v" --dim 1 --from-counts "$T/b2"
printf 'a\tb\t1\na\tc\tnan\n' > "$T/b3"
t_bad "NaN count" 1 "^ppmi-svd: .*b3:2: count 'nan' is not a finite decimal number" ppmi-svd -v "$T/abc.v" --dim 1 --from-counts "$T/b3"
printf 'a\tb\tinf\n' > "$T/b4"
t_bad "infinite count" 1 "^ppmi-svd: .*b4:1: count 'inf' is not a finite decimal number" ppmi-svd --count --from-counts "$T/b4"
# a hexadecimal count (strtod reads 0x10 as 16) is not a count file's
printf 'a\tb\t0x10\n' > "$T/bhex"
t_bad "hexadecimal count" 1 "^ppmi-svd: .*bhex:1: count '0x10' is not a finite decimal number" ppmi-svd --count --from-counts "$T/bhex"
# a count with a comma: harmonic counts have fractions, so a decimal comma
# (a spreadsheet's), named with tr, whose file then reads as the points';
# a flat count's comma may as well group thousands ('1,000'): both said,
# no fix guessed
printf 'a\tb\t1,5\na\tc\t1\n' > "$T/bcomma"
t_bad "harmonic count '1,5': a decimal comma, tr" 1 "^ppmi-svd: .*/bcomma:1: count '1,5' has a decimal comma: a count file's numbers have a decimal point; convert them: tr ',' '\\.' < .*/bcomma > FILE\\.txt \\(where no word holds a comma\\)$" ppmi-svd -v "$T/abc.v" --dim 1 --window 2 --weight harmonic --from-counts "$T/bcomma"
t_bad "  standard input: FILE in the command" 1 "^ppmi-svd: <stdin>:1: count '1,5' has a decimal comma: .*tr ',' '\\.' < FILE > FILE\\.txt" sh -c 'ppmi-svd -v "$1" --dim 1 --window 2 --weight harmonic --from-counts - < "$2"' sh "$T/abc.v" "$T/bcomma"
tr ',' '.' < "$T/bcomma" > "$T/bpoint"
t_run "  its tr: read" 0 ppmi-svd --count --window 2 --weight harmonic --from-counts "$T/bpoint"
t_ok "  a b 1.5" grep -q '^a	b	1.5$' "$T/out"
# gzip'd: every command through zcat (tr, sed, cut and awk on gzip's
# bytes would garble them; one builder, io.h ak_filter_cmd), run, read
gzip -c "$T/bcomma" > "$T/bcomma.gz"
t_bad "  gzip'd: zcat, then tr" 1 "^ppmi-svd: .*/bcomma\\.gz:1: count '1,5' has a decimal comma: .*convert them: zcat .*/bcomma\\.gz \\| tr ',' '\\.' > FILE\\.txt \\(where no word holds a comma\\)$" ppmi-svd -v "$T/abc.v" --dim 1 --window 2 --weight harmonic --from-counts "$T/bcomma.gz"
printf 'word\tcontext\tcount\na\tb\t3\nb\ta\t3\n' | gzip -c > "$T/bhead.gz"
t_bad "a header line, gzip'd: zcat, then sed 1d" 1 "bhead\\.gz:1: a header line .*drop it: zcat .*/bhead\\.gz \\| sed 1d > FILE\\.txt" ppmi-svd --count --from-counts "$T/bhead.gz"
t_bad "  from standard input, gzip'd: zcat FILE" 1 "<stdin>:1: a header line .*drop it: zcat FILE \\| sed 1d > FILE\\.txt" sh -c 'ppmi-svd --count --from-counts - < "$1"' sh "$T/bhead.gz"
sh -c "$(sed -n 's/.*drop it: zcat FILE \(| .*\) > FILE\.txt.*/zcat \1/p' "$T/err")" < "$T/bhead.gz" > "$T/bhead.txt"
t_run "  its command, run: read" 0 ppmi-svd --count --from-counts "$T/bhead.txt"
printf '\tword\tcontext\tcount\n0\ta\tb\t3\n' | gzip -c > "$T/bidx.gz"
t_bad "pandas' index, gzip'd: zcat, then cut -f2-" 1 "bidx\\.gz:1: 4 fields, .*drop it: zcat .*/bidx\\.gz \\| cut -f2- \\| sed 1d > FILE\\.txt" ppmi-svd --count --from-counts "$T/bidx.gz"
printf '"a"\t"b"\t3\n' | gzip -c > "$T/bq.gz"
t_run "words in quotes, gzip'd: kept, said" 0 ppmi-svd --count --from-counts -o "$T/bq.out" "$T/bq.gz"
t_ok "  the note's sed after zcat" grep -q "^ppmi-svd: note: .*/bq\\.gz:1: .*drop them: zcat .*/bq\\.gz | sed 's/\"//g' > FILE\\.txt\$" "$T/err"
# sort | uniq -c over word<TAB>context lines: the count first, a space,
# the word, a TAB, the context (2 fields): named with the awk that puts
# the count last, run, read; a count of 7 digits or more fills uniq's
# column (no spaces before it): the same; a word and a space first, no
# count: a token line's message, as before (the edge)
printf 'a\tb\na\tb\nb\ta\n' | sort | uniq -c > "$T/uc.txt"
t_bad "uniq -c over word<TAB>context: named, its awk" 1 "^ppmi-svd: .*/uc\\.txt:1: 2 fields, want 3 \\(word<TAB>context<TAB>count\\): the count first, before the word and a space \\('2 a'\\): uniq -c's layout .*put it last: awk '\\{print \\\$2 \"\\\\t\" \\\$3 \"\\\\t\" \\\$1\\}' < .*/uc\\.txt \\| LC_ALL=C sort > FILE\\.txt\$" ppmi-svd --count --from-counts "$T/uc.txt"
awk '{print $2 "\t" $3 "\t" $1}' < "$T/uc.txt" | LC_ALL=C sort > "$T/uc.cnt"
t_run "  its awk, run: read" 0 ppmi-svd --count --from-counts "$T/uc.cnt"
t_ok "  a b 2, b a 1" test "$(body "$T/out" | tr '\t\n' ' ;')" = "a b 2;b a 1;"
gzip -c "$T/uc.txt" > "$T/uc.txt.gz"
t_bad "  gzip'd: zcat, then the awk" 1 "uc\\.txt\\.gz:1: 2 fields, .*put it last: zcat .*/uc\\.txt\\.gz \\| awk " ppmi-svd --count --from-counts "$T/uc.txt.gz"
printf '1234567 a\tb\n      2 b\ta\n' > "$T/uc7.txt"
t_bad "  a count of 7 digits, no spaces before: the same" 1 "uc7\\.txt:1: 2 fields, .*the count first, before the word and a space \\('1234567 a'\\)" ppmi-svd --count --from-counts "$T/uc7.txt"
printf 'a b\tc\n' > "$T/uc0.txt"
t_bad "  a word and a space first, no count: a token line's message" 1 "uc0\\.txt:1: 2 fields, want 3 \\(word<TAB>context<TAB>count\\): a token line \\(label<TAB>tokens\\)\\?" ppmi-svd --count --from-counts "$T/uc0.txt"
printf 'a\tb\t1,000\n' > "$T/bthou"
t_bad "flat count '1,000': a comma, neither reading guessed" 1 "^ppmi-svd: .*/bthou:1: count '1,000' holds a comma \\(a thousands separator, or a decimal comma\\?\\): counts of --weight flat are whole numbers, digits alone$" ppmi-svd --count --from-counts "$T/bthou"
printf 'a\tb\t1,5,0\n' > "$T/bcc"
t_bad "'1,5,0': no number, as before" 1 "^ppmi-svd: .*/bcc:1: count '1,5,0' is not a finite decimal number$" ppmi-svd --count --window 2 --weight harmonic --from-counts "$T/bcc"
printf 'a\tc\t1\na\tb\t1\n' > "$T/b5"
t_bad "unsorted input" 1 "^ppmi-svd: .*b5:2: not sorted: 'a b' after 'a c'" ppmi-svd --count --from-counts "$T/b5"
printf 'b\ta\t1\na\tb\t1\n' > "$T/b5b"
t_bad "unsorted words" 1 "^ppmi-svd: .*b5b:2: not sorted" ppmi-svd -v "$T/abc.v" --dim 1 --from-counts "$T/b5b"
printf 'a\tb\t1\nzebra\ta\t1\n' > "$T/b6"
t_bad "a word not in the vocabulary" 1 "^ppmi-svd: .*b6:2: 'zebra' is not in the vocabulary .*abc.v" ppmi-svd -v "$T/abc.v" --dim 1 --from-counts "$T/b6"
printf 'a\tb\t1\na\tzebra\t1\n' > "$T/b7"
t_bad "a context not in the vocabulary" 1 "^ppmi-svd: .*b7:2: context 'zebra' is not in the vocabulary" ppmi-svd -v "$T/abc.v" --dim 1 --from-counts "$T/b7"
printf 'a\tb\t1.5\n' > "$T/b8"
t_bad "a fractional flat count" 1 "^ppmi-svd: .*b8:1: count '1.5' is not a whole number" ppmi-svd --count --from-counts "$T/b8"
printf 'a\tb\t1\n\n' > "$T/b9"
t_bad "an empty line: named, its sed" 1 "^ppmi-svd: .*b9:2: an empty line \\(an editor's or a writer's extra newline\\?\\): drop empty lines: sed '/\\^\\[\\[:space:\\]\\]\\*\\\$/d' .*b9 > FILE\\.txt\$" ppmi-svd --count --from-counts "$T/b9"
sed '/^[[:space:]]*$/d' "$T/b9" > "$T/b9b"
t_run "  its sed, run: read" 0 ppmi-svd --count --from-counts "$T/b9b" -o "$T/b9c"
printf 'a\tb\t1\n \n' > "$T/b9s"
t_bad "  a line of a space: a field, not empty" 1 "^ppmi-svd: .*b9s:2: 1 fields, want 3" ppmi-svd --count --from-counts "$T/b9s"
printf '# only a comment\n' > "$T/b10"
t_bad "no counts" 1 "^ppmi-svd: .*b10: no counts" ppmi-svd -v "$T/abc.v" --dim 1 --from-counts "$T/b10"
printf 'a\tb\t1\n' > "$T/ok1"
# -M bounds the matrix of the counts read, with what they need so far
# (128,284 cells as doubles: 12 bytes a cell, 1.5 MB)
t_bad "--from-counts: -M too small for the count matrix" 1 "^ppmi-svd: .*bigh.cnt:[0-9]+: the count matrix needs more than --memory 1 MB \([0-9]+ MB for the [0-9]+ cells read so far, with the [0-9]+ MB held beside them: the words and their ids, the row pointers, the embeddings\)$" ppmi-svd -v "$T/big.v" --dim 3 -w 22 --weight harmonic --solver sparse -M 1M --from-counts "$T/bigh.cnt"
t_run "an error in the second file, with -o" 1 ppmi-svd -v "$T/abc.v" --dim 1 --from-counts -o "$T/res" "$T/ok1" "$T/b5"
t_ok "no partial -o file" test ! -e "$T/res"
t_run "reducer: an error with -o" 1 ppmi-svd --count --from-counts -o "$T/res" "$T/ok1" "$T/b2"
t_ok "reducer: no partial -o file" test ! -e "$T/res"
t_bad "missing count file" 1 '^ppmi-svd: .*nosuch: No such file' ppmi-svd --count --from-counts "$T/nosuch"
printf 'a\tb\t1\n' | sed 's/$/\r/' > "$T/crlf"
t_run "CRLF count file" 0 ppmi-svd --count --from-counts "$T/crlf"
t_ok "CRLF: the count is read" grep -q '^a	b	1$' "$T/out"
# the words in CSV's quotes, the counts not (pandas'
# quoting=csv.QUOTE_NONNUMERIC, R's write.table quote=TRUE): named as
# quoting with the writers' options and the sed, by both solvers, for a
# row's word and a context's (13b-M12: "'"a"' is not in the vocabulary",
# the quotes not named); its sed makes a file read; a quoted word whose
# inside is no word of the vocabulary either is the plain message
q='"'
printf '%sa%s	%sb%s	2
%sa%s	%sc%s	1
%sb%s	%sa%s	2
' $q $q $q $q $q $q $q $q $q $q $q $q > "$T/qn"
for s in dense sparse; do
	t_bad "quoted words, --solver $s: the quoting named" 1 "^ppmi-svd: $T/qn:1: '\"a\"' is not in the vocabulary $T/abc\\.v, 'a' is: the words are in double quotes, the counts not \\(pandas' quoting=csv\\.QUOTE_NONNUMERIC, R's write\\.table with its default quote=TRUE\\): a count file has no quoting: write it without \\(pandas: df\\.to_csv\\(FILE, sep='\\\\t', header=False, index=False, quoting=csv\\.QUOTE_NONE\\); R: write\\.table\\(d, FILE, sep='\\\\t', quote=FALSE, row\\.names=FALSE, col\\.names=FALSE\\)\\), or, where no word holds a '\"', drop them: sed 's/\"//g' $T/qn > FILE\\.txt\$" ppmi-svd -v "$T/abc.v" --dim 1 --solver $s --from-counts "$T/qn"
done
sed 's/"//g' "$T/qn" > "$T/qn2"
t_run "  its sed, run: read" 0 ppmi-svd -v "$T/abc.v" --dim 1 --from-counts "$T/qn2"
printf 'a\t%sb%s\t2\n' $q $q > "$T/qc"
t_bad "  a context's word quoted" 1 "^ppmi-svd: $T/qc:1: context '\"b\"' is not in the vocabulary $T/abc\\.v, 'b' is: the words are in double quotes" ppmi-svd -v "$T/abc.v" --dim 1 --from-counts "$T/qc"
printf '%szebra%s\ta\t2\n' $q $q > "$T/qz"
t_bad "  the edge: '\"zebra\"', no word quoted: the plain message" 1 "^ppmi-svd: $T/qz:1: '\"zebra\"' is not in the vocabulary $T/abc\\.v\$" ppmi-svd -v "$T/abc.v" --dim 1 --from-counts "$T/qz"
gzip -c "$T/qn" > "$T/qn.gz"
t_bad "  gzip'd: zcat | sed" 1 "^ppmi-svd: $T/qn\\.gz:1: .*drop them: zcat $T/qn\\.gz \\| sed 's/\"//g' > FILE\\.txt\$" ppmi-svd -v "$T/abc.v" --dim 1 --from-counts "$T/qn.gz"

# R1-4: words in CSV's quotes (a file without settings) are noted once by
# every path that merges count files, not only --count --from-counts: the
# SVD's matrix, -j's parallel parts (the first such file's, whichever part
# ends first), --rows (a merge that fails, as the
# binary writer's of text files, says its error alone); a plain file:
# nothing noted; -q: nothing
printf '"a"\t"b"\t3\n"a"\t"c"\t1\n"b"\t"a"\t3\n"c"\t"a"\t1\n' > "$T/cq1"
cp "$T/cq1" "$T/cq2"
sed 's/"//g' "$T/cq1" > "$T/cp1"
cp "$T/cp1" "$T/cp2"
printf 'word\tcount\tdocs\nz\t9\t1\n"a"\t2\t1\n"b"\t1\t1\n"c"\t1\t1\n' > "$T/cq.v"
printf 'word\tcount\tdocs\nz\t9\t1\na\t2\t1\nb\t1\t1\nc\t1\t1\n' > "$T/cp.v"
qn() { test "$(grep -c "^ppmi-svd: note: .*cq1:1: the words ('\"a\"' '\"b\"') are in CSV's double quotes, kept as they are" "$T/err")" = 1; }
nn() { ! grep -q "CSV's double quotes" "$T/err"; }
t_run "quoted words, the SVD from counts: read" 0 ppmi-svd -v "$T/cq.v" -d 1 --from-counts -o /dev/null "$T/cq1"
t_ok "  noted once" qn
t_run "  -q: read" 0 ppmi-svd -q -v "$T/cq.v" -d 1 --from-counts -o /dev/null "$T/cq1"
t_ok "  nothing noted" nn
t_run "  unquoted: read" 0 ppmi-svd -v "$T/cp.v" -d 1 --from-counts -o /dev/null "$T/cp1"
t_ok "  nothing noted" nn
t_run "quoted words, -j 2's parallel parts: read" 0 ppmi-svd -j 2 --allow-same-counts -v "$T/cq.v" -d 1 --from-counts -o /dev/null "$T/cq1" "$T/cq2"
t_ok "  noted once (two such files)" qn
printf 'word\tcount\tdocs\nz\t9\t1\na\t2\t1\nb\t1\t1\nc\t1\t1\n"a"\t2\t1\n"b"\t1\t1\n"c"\t1\t1\n' > "$T/cqp.v"
t_run "  the plain file first: read" 0 ppmi-svd -j 2 --allow-same-counts -v "$T/cqp.v" -d 1 --from-counts -o /dev/null "$T/cp1" "$T/cq2"
t_ok "  the quoted one noted, once" test "$(grep -c "^ppmi-svd: note: .*cq2:1: the words ('\"a\"' '\"b\"') are in CSV's double quotes" "$T/err")" = 1
t_run "  unquoted: read" 0 ppmi-svd -j 2 --allow-same-counts -v "$T/cp.v" -d 1 --from-counts -o /dev/null "$T/cp1" "$T/cp2"
t_ok "  nothing noted" nn
t_run "quoted words, --rows 1/2: merged" 0 ppmi-svd --count --from-counts --rows 1/2 -o /dev/null "$T/cq1"
t_ok "  noted once" qn
t_run "  unquoted: merged" 0 ppmi-svd --count --from-counts --rows 1/2 -o /dev/null "$T/cp1"
t_ok "  nothing noted" nn
t_run "quoted words, two files --count --from-counts: merged" 0 ppmi-svd --count --from-counts --allow-same-counts -o /dev/null "$T/cq1" "$T/cq2"
t_ok "  noted once" qn
printf '"абвгдежзийклмнопрстуфхцчшщ"\t"b"\t3\n' > "$T/cqy"
t_run "a quoted Cyrillic word past the note's 40 bytes: merged" 0 ppmi-svd --count --from-counts -o /dev/null "$T/cqy"
t_ok "  noted, cut at a character: standard error is UTF-8" sh -c "grep -q \"('\\\"абвгдежзийклмнопрст' \" '$T/err' && iconv -f UTF-8 -t UTF-8 '$T/err' > /dev/null"
t_run "quoted words, --count-format binary: text files refused" 1 ppmi-svd --count --from-counts --count-format binary -o "$T/cq.bin" "$T/cq1"
t_ok "  the refusal alone, no note" nn
t_run "quoted words, a vocabulary without them: refused" 1 ppmi-svd -v "$T/cp.v" -d 1 --from-counts -o /dev/null "$T/cq1"
t_ok "  the refusal alone (it names the quotes), no note" nn

# usage errors
t_bad "--count with --nn" 2 '^ppmi-svd: --nn: not with --count: it applies when embeddings are computed' ppmi-svd --count -v "$T/abc.v" --nn a "$T/abc.t"
t_bad "--count with --dim" 2 '^ppmi-svd: --dim: not with --count: it applies when embeddings are computed' ppmi-svd --count -v "$T/abc.v" --dim 2 "$T/abc.t"
t_bad "--count --from-counts with -v" 2 '^ppmi-svd: --vocab: not with --count --from-counts: --count --from-counts sums count files$' ppmi-svd --count --from-counts -v "$T/abc.v" "$T/ok1"
t_bad "--from-counts with --label" 2 '^ppmi-svd: --label: not with --from-counts: it applies to the counting \(give it to --count\)$' ppmi-svd -v "$T/abc.v" --from-counts --label ham "$T/ok1"
t_bad "--count without a vocabulary" 2 '^ppmi-svd: --vocab or --load is required, unless --count --from-counts' ppmi-svd --count "$T/abc.t"
t_bad "--count harmonic window 23" 2 'harmonic counts exactly up to --window 22' ppmi-svd --count -v "$T/abc.v" --weight harmonic --window 23 "$T/abc.t"
t_bad "-M 100K" 2 "^ppmi-svd: --memory: '100K' is less than 1M" ppmi-svd --count -v "$T/abc.v" -M 100K "$T/abc.t"
t_bad "-M 2X" 2 "^ppmi-svd: --memory: '2X' is not a size" ppmi-svd --count -v "$T/abc.v" -M 2X "$T/abc.t"
t_bad "--solver foo" 2 "^ppmi-svd: --solver: 'foo' is not auto, dense or sparse" ppmi-svd -v "$T/abc.v" --solver foo "$T/abc.t"
t_bad "two inputs on stdin" 2 'standard input \(-\) can be only one' ppmi-svd -v - --from-counts -

# GloVe's cooccurrence.bin (records int32 word id, int32 context id,
# float64 count) given to --from-counts: named GloVe's with the python
# line that writes count lines, not UTF-32LE with an iconv (15b-M10); the
# line, run, reads with --weight harmonic; one record (16 bytes) is named
# too, a text count file is read (the edges)
printf 'word\tcount\tdocs\nthe\t5\t3\ncat\t4\t2\nsat\t3\t3\n' > "$T/gv.tsv"
printf 'the 5\ncat 4\nsat 3\n' > "$T/vocab.txt"
/usr/bin/python3 - "$T" <<'PY'
import struct, sys
d = sys.argv[1]
with open(d + '/cooccurrence.bin', 'wb') as f:
    for a, b, v in [(1, 1, 2.0), (1, 2, 1.5), (2, 1, 1.5), (2, 3, 0.5), (3, 2, 0.5)]:
        f.write(struct.pack('<iid', a, b, v))
with open(d + '/one.bin', 'wb') as f:
    f.write(struct.pack('<iid', 2, 3, 0.5))
PY
gm="cooccurrence\\.bin:1: records of two int32 and a float64 \\(the first: 1 1 2\\): GloVe's cooccurrence\\.bin .*not count lines: write them as count lines with the words of GloVe's vocab\\.txt .*np\\.fromfile\\("
t_bad "GloVe's cooccurrence.bin to --from-counts: named, not UTF-32" 1 "$gm" ppmi-svd -v "$T/gv.tsv" -d 2 --from-counts "$T/cooccurrence.bin"
t_ok "  no iconv" test "$(grep -c 'UTF-32' "$T/err")" = 0
t_bad "  --count --from-counts: the same" 1 "$gm" ppmi-svd --count --from-counts -o "$T/gv.cnt" "$T/cooccurrence.bin"
py=$(sed -n 's/.*python3 -c "\(.*\)" | LC_ALL=C sort.*/\1/p' "$T/err")
(cd "$T" && /usr/bin/python3 -c "$py" | LC_ALL=C sort > "$T/g.cnt")
t_run "  its python line, run: read with --weight harmonic" 0 ppmi-svd -v "$T/gv.tsv" -d 2 --from-counts --weight harmonic "$T/g.cnt" -o "$T/g.emb"
t_bad "  one record: named" 1 "one\\.bin:1: records of two int32 and a float64 \\(the first: 2 3 0\\.5\\)" ppmi-svd -v "$T/gv.tsv" -d 2 --from-counts "$T/one.bin"
printf 'cat\tthe\t2\nthe\tcat\t2\n' > "$T/gt.cnt"
t_run "  a text count file: read" 0 ppmi-svd -v "$T/gv.tsv" -d 2 --from-counts "$T/gt.cnt" -o "$T/gt.emb"
# ... UTF-32LE and UTF-16LE count lines (small ids in their int32, a
# float64 of NULs under 1e-290) keep the encoding's hint (the edge)
printf 'cat\tthe\t2\nthe\tcat\t2\n' | iconv -f UTF-8 -t UTF-32LE > "$T/u32.cnt"
t_bad "  UTF-32LE count lines: the encoding named, not GloVe" 1 "u32\\.cnt:1: NUL byte in line: UTF-32LE text" ppmi-svd -v "$T/gv.tsv" -d 2 --from-counts "$T/u32.cnt"
printf 'cat\tthe\t2\nthe\tcat\t2\n' | iconv -f UTF-8 -t UTF-16LE > "$T/u16.cnt"
t_bad "  UTF-16LE count lines: the same" 1 "u16\\.cnt:1: NUL byte in line: UTF-16LE text" ppmi-svd -v "$T/gv.tsv" -d 2 --from-counts "$T/u16.cnt"
