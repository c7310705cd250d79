#!/bin/sh
# A merge that is not one process: R reducers
# (ppmi-svd --count --from-counts --rows I/R) each write a block of the
# rows, and --from-counts on the R blocks streams them a block at a time:
# the embeddings are the bytes of one process on the same counts, at
# several R and N (shards), -j 1, 2 and 3, flat and harmonic, symmetric and
# not (--cds 0.75); a missing, doubled or foreign block is one line,
# exit 1; and at a -M under which the whole count matrix does not fit,
# every reducer and the SVD run within it (peak RSS by getrusage).
. "$(dirname "$0")/../../lib.sh"

body() { grep -v '^#' "$1"; }

t_zipf 6000 20000 10 > "$T/tok"
sms-vocab --min-count 2 -o "$T/v" "$T/tok"
split -n l/3 "$T/tok" "$T/s3."
split -n l/2 "$T/tok" "$T/s2."
for s in "$T"/s3.?? "$T"/s2.??; do ppmi-svd --count -v "$T/v" -o "$s.cnt" "$s"; done
ppmi-svd -v "$T/v" --from-counts --solver sparse -d 8 -o "$T/one" "$T"/s3.??.cnt
body "$T/one" > "$T/want"

blocks() {	# blocks R NAME SHARDS...: the R reducers' blocks NAME.1 .. NAME.R
	_r=$1 _n=$2; shift 2
	_i=1
	while [ $_i -le $_r ]; do
		ppmi-svd --count --from-counts --rows $_i/$_r -o "$_n.$_i" "$@" || return 1
		_i=$((_i + 1))
	done
}
for R in 1 2 5; do
	t_ok "R=$R reducers over N=3 shards" blocks $R "$T/b$R" "$T"/s3.??.cnt
	t_ok "  each block's line" sh -c "grep -q '^# block: 1/$R bytes=0-' '$T/b$R.1' && grep -Eq '^# block: $R/$R bytes=[0-9]+-([0-9]+) of \\1 ' '$T/b$R.$R'"
	for j in 1 2 3; do
		t_run "  the SVD of the $R blocks, -j $j" 0 ppmi-svd -v "$T/v" --from-counts --solver sparse -d 8 -j $j $(i=1; while [ $i -le $R ]; do printf '%s ' "$T/b$R.$i"; i=$((i + 1)); done)
		body "$T/out" > "$T/got"
		t_cmp "  = one process (R=$R, -j $j)" "$T/want" "$T/got"
	done
done
t_ok "R=3 over N=2 shards" blocks 3 "$T/c3" "$T"/s2.??.cnt
t_run "  the blocks in another order" 0 ppmi-svd -v "$T/v" --from-counts --solver sparse -d 8 "$T/c3.3" "$T/c3.1" "$T/c3.2"
body "$T/out" > "$T/got"
t_cmp "  = one process (N=2, R=3)" "$T/want" "$T/got"
t_ok "  the blocks of N=2 and N=3 differ in their sources" sh -c "[ \"\$(sed -n 's/.*sources=//p' '$T/c3.1')\" != \"\$(sed -n 's/.*sources=//p' '$T/b5.1')\" ]"
t_ok "  rows split by bytes: no block has twice the cells of another" sh -c "for i in 1 2 3; do grep -vc '^#' '$T/c3.'\$i; done | sort -n | awk 'NR == 1 { a = \$1 } END { exit !(\$1 < 2 * a) }'"
# the blocks are count files: merged whole, they are the merge
ppmi-svd --count --from-counts -o "$T/merge" "$T"/s3.??.cnt
t_run "the R blocks merged by --count --from-counts" 0 ppmi-svd --count --from-counts "$T"/b5.?
body "$T/out" > "$T/got"; body "$T/merge" > "$T/w2"
t_cmp "  = the merge of the shards" "$T/w2" "$T/got"
t_ok "  a block's column sums add up to its cells' (block 2 of 5)" sh -c "awk -F '\t' '/^# column/ { col[\$2] += \$3; next } !/^#/ { cell[\$2] += \$3 } END { for (c in cell) if (cell[c] != col[c]) exit 1; for (c in col) if (cell[c] != col[c]) exit 1 }' '$T/b5.2'"

# not symmetric (--cds 0.75), and harmonic counts
ppmi-svd -v "$T/v" --from-counts --solver sparse -d 8 --cds 0.75 "$T"/s3.??.cnt | grep -v '^#' > "$T/want75"
# (not its own transpose: Aᵀ Y by the rows of the blocks merged, its
# rows of Z shared between the threads)
for j in 1 2 3; do
	t_run "--cds 0.75 from the 5 blocks, -j $j" 0 ppmi-svd -v "$T/v" --from-counts --solver sparse -d 8 --cds 0.75 -j $j "$T"/b5.?
	body "$T/out" > "$T/got"
	t_cmp "  = one process" "$T/want75" "$T/got"
done
# other contexts than the rows (T < V: no transpose to be found)
head -n 1500 "$T/v" > "$T/ctx"
for s in "$T"/s3.??; do ppmi-svd --count -v "$T/v" --contexts "$T/ctx" -o "$s.x" "$s"; done
ppmi-svd -v "$T/v" --contexts "$T/ctx" --from-counts --solver sparse -d 8 "$T"/s3.??.x | grep -v '^#' > "$T/wantx"
t_ok "contexts: 3 reducers" blocks 3 "$T/x3" "$T"/s3.??.x
for j in 1 3; do
	t_run "  the SVD of the 3 blocks, -j $j" 0 ppmi-svd -v "$T/v" --contexts "$T/ctx" --from-counts --solver sparse -d 8 -j $j "$T"/x3.?
	body "$T/out" > "$T/got"
	t_cmp "  = one process (contexts)" "$T/wantx" "$T/got"
done
for s in "$T"/s3.??; do ppmi-svd --count -v "$T/v" --weight harmonic -w 3 -o "$s.h" "$s"; done
ppmi-svd -v "$T/v" --from-counts --weight harmonic -w 3 --solver sparse -d 8 "$T"/s3.??.h | grep -v '^#' > "$T/wanth"
t_ok "harmonic: 4 reducers" blocks 4 "$T/h4" --weight harmonic -w 3 "$T"/s3.??.h
t_run "  the SVD of the 4 blocks" 0 ppmi-svd -v "$T/v" --from-counts --weight harmonic -w 3 --solver sparse -d 8 -j 2 "$T"/h4.?
body "$T/out" > "$T/got"
t_cmp "  = one process (harmonic)" "$T/wanth" "$T/got"

# three rows (a, b, c) in 5 blocks: two of them empty (the bounds of
# hand-made files, a row across a byte boundary, a file not sorted, cut
# short: tests/e2e/ppmi-svd/rows.sh)
printf 'word\tcount\tdocs\na\t2\t1\nb\t2\t1\nc\t1\t1\n' > "$T/t3.v"
printf 'ham\ta b c a b\n' > "$T/t3.t"
ppmi-svd --count -v "$T/t3.v" -w 1 -o "$T/t3.cnt" "$T/t3.t"
t_ok "3 rows in 5 blocks" blocks 5 "$T/t3b" -w 1 "$T/t3.cnt"
t_ok "  each row's cells in one block, two blocks empty" sh -c "for i in 1 2 3 4 5; do grep -v '^#' '$T/t3b.'\$i | cut -f1 | sort -u | tr -d '\n'; echo; done | awk 'length(\$0) > 1 { bad = 1 } \$0 == \"\" { e++ } \$0 != \"\" { s = s \$0 } END { exit bad || e != 2 || s != \"abc\" }'"
ppmi-svd -v "$T/t3.v" -w 1 --from-counts --solver sparse -d 2 "$T/t3.cnt" | grep -v '^#' > "$T/want3"
t_run "  the SVD of the 5 blocks, two of them empty" 0 ppmi-svd -v "$T/t3.v" -w 1 --from-counts --solver sparse -d 2 "$T"/t3b.?
body "$T/out" > "$T/got"
t_cmp "  = one process" "$T/want3" "$T/got"
# the bounds as the cells' were: block 1 row a, 2 b, 3 none, 4 c, 5 none
# (boundary J: the first row whose count lines' bytes before it reach J/R
# of theirs, 36: 7.2 -> b at 12, 14.4 and 21.6 -> c at 24, 28.8 -> none)
t_ok "  bounds by bytes: a, b, -, c, -" sh -c "for i in 1 2 3 4 5; do grep -v '^#' '$T/t3b.'\$i | cut -f1 | sort -u | tr -d '\n'; echo .; done | tr -d '\n' | grep -qx 'a.b..c..'"
# row a's two lines swapped (the end line's cells and check still agree:
# its check is a sum), and a bad count in row c: the reducer whose bytes
# hold them refuses them (here block 1 of 1: the whole file)
awk 'NR == 3 { keep = $0; next } NR == 4 { print; print keep; next } { print }' "$T/t3.cnt" > "$T/t3swap.cnt"
t_bad "a line not sorted in row a" 1 "^ppmi-svd: .*t3swap.cnt:4: not sorted" ppmi-svd --count --from-counts --rows 1/1 -w 1 "$T/t3swap.cnt"
sed 's/^c\ta\t1$/c\ta\tx/' "$T/t3.cnt" > "$T/t3bad.cnt"
t_bad "a bad count in row c: the reducer of block 4/5 (from c) finds it" 1 "^ppmi-svd: .*t3bad.cnt:7: " ppmi-svd --count --from-counts --rows 4/5 -w 1 "$T/t3bad.cnt"
t_run "  the reducer of block 2/5 (row b) reads its bytes only" 0 ppmi-svd --count --from-counts --rows 2/5 -w 1 "$T/t3bad.cnt"

# the set of blocks checked
t_bad "a block missing" 1 "^ppmi-svd: .*b5.1: block 3/5 is missing \(4 of 5 blocks given\)$" ppmi-svd -v "$T/v" --from-counts --solver sparse -d 8 "$T/b5.1" "$T/b5.2" "$T/b5.4" "$T/b5.5"
# a copy of a block (another file), and the same file named twice (the
# inputs' check of every tool, a usage error, before any block is read)
cp "$T/b5.2" "$T/b5.2copy"
t_bad "a block twice" 1 "^ppmi-svd: .*b5.2copy: block 2/5 given twice" ppmi-svd -v "$T/v" --from-counts --solver sparse -d 8 "$T/b5.1" "$T/b5.2" "$T/b5.2copy" "$T/b5.4" "$T/b5.5"
t_bad "a block file named twice" 2 "^ppmi-svd: '.*b5.2' and '.*b5.2' are the same file: its pairs or cells would be counted twice$" ppmi-svd -v "$T/v" --from-counts --solver sparse -d 8 "$T/b5.1" "$T/b5.2" "$T/b5.2" "$T/b5.4" "$T/b5.5"
t_bad "a block of another merge" 1 "^ppmi-svd: .*c3.2: block 2/3 of other counts than .*b2.1" ppmi-svd -v "$T/v" --from-counts --solver sparse -d 8 "$T/b2.1" "$T/c3.2"
t_bad "blocks with another count file" 1 "block files \(# block: I/R\) and other count files given together" ppmi-svd -v "$T/v" --from-counts --solver sparse -d 8 "$T/b2.1" "$T/b2.2" "$T/s3.aa.cnt"
T_STDIN="$T/s3.aa.cnt" t_bad "--rows seeks in its inputs: not stdin" 1 "^ppmi-svd: --rows seeks in the count files: not standard input$" ppmi-svd --count --from-counts --rows 1/2
t_bad "--rows 3/2" 2 "^ppmi-svd: --rows: '3/2' is not I/R" ppmi-svd --count --from-counts --rows 3/2 "$T/s3.aa.cnt"
t_bad "--rows without --count --from-counts" 2 "^ppmi-svd: --rows needs --count --from-counts: the block of a reducer$" ppmi-svd -v "$T/v" --from-counts --rows 1/2 "$T/s3.aa.cnt"
sed '$d' "$T/b2.2" > "$T/cut"
t_bad "a block cut short" 1 "cut.*: ends at line [0-9]+ without its end line" ppmi-svd -v "$T/v" --from-counts --solver sparse -d 8 "$T/b2.1" "$T/cut"
# blocks joined with cat (a reduce step's outputs collected into one
# file): the second block line named at its line, after the first's end
# line, with the fix (13b-M7: "block 2/2 is missing (1 of 2 blocks
# given)", no line, cat not named; with r12 r3 both numbers false)
cat "$T/b2.1" "$T/b2.2" > "$T/b2.all"
l=$(($(wc -l < "$T/b2.1") + 3)) e=$(wc -l < "$T/b2.1")
t_bad "blocks joined with cat: the second block line, cat named" 1 "^ppmi-svd: $T/b2\\.all:$l: a second block line \\('# block: 2/2 bytes=[0-9]+-[0-9]+ of [0-9]+ sources=[0-9a-f]+'\\) after line $e's end line of block 1/2: block files joined with cat\\? give each block file as its own operand, not their cat\$" ppmi-svd -v "$T/v" --from-counts --solver sparse -d 8 "$T/b2.all"
cat "$T/b5.1" "$T/b5.2" > "$T/b5.12"
t_bad "  two of five joined, given with the rest" 1 "^ppmi-svd: $T/b5\\.12:[0-9]+: a second block line \\('# block: 2/5 .*joined with cat" ppmi-svd -v "$T/v" --from-counts --solver sparse -d 8 "$T/b5.12" "$T/b5.3" "$T/b5.4" "$T/b5.5"
t_bad "  and with block 2 given too" 1 "^ppmi-svd: $T/b5\\.12:[0-9]+: a second block line .*joined with cat" ppmi-svd -v "$T/v" --from-counts --solver sparse -d 8 "$T/b5.12" "$T/b5.2" "$T/b5.3" "$T/b5.4" "$T/b5.5"
t_bad "  by a reducer (--count --from-counts) too" 1 "^ppmi-svd: $T/b2\\.all:$l: a second block line" ppmi-svd --count --from-counts -o "$T/m" "$T/b2.all"
t_run "  the edge: each block its own operand: read" 0 ppmi-svd -v "$T/v" --from-counts --solver sparse -d 8 "$T/b2.2" "$T/b2.1"

# -M: the whole matrix does not fit; the reducers and the streaming SVD
# each stay within it (their peak RSS, less the program's own).  A
# million tokens over 12,000 words: 2.35M cells, 19 MB as a matrix
M=16
t_zipf 12000 50000 20 > "$T/big"
sms-vocab --min-count 1 -o "$T/bv" "$T/big"
ppmi-svd --count -v "$T/bv" -o "$T/big.cnt" "$T/big"
t_bad "one process at -M ${M}M: the count matrix does not fit" 1 "the count matrix needs more than --memory $M MB" ppmi-svd -v "$T/bv" --from-counts --solver sparse -d 8 -M ${M}M "$T/big.cnt"
if grep -qa __asan_report "$ATTNKIT_BIN/ppmi-svd"; then
	:	# a sanitizer build: its shadow memory is no budget's (no skip)
elif [ -x /usr/bin/python3 ]; then
	peak() { /usr/bin/python3 -c 'import resource, subprocess, sys
with open(sys.argv[1], "w") as f: r = subprocess.run(sys.argv[2:], stdout=f)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss if r.returncode == 0 else -1)' "$T/out" "$@"; }
	# the program's own: its peak on counts of 4 words (code, libraries,
	# OpenBLAS's buffers)
	printf 'word\tcount\tdocs\na\t2\t1\nb\t2\t1\nc\t1\t1\nd\t1\t1\n' > "$T/t.v"
	printf 'ham\ta b c a d b\n' > "$T/t.t"
	ppmi-svd --count -v "$T/t.v" -w 1 -o "$T/t.cnt" "$T/t.t"
	r0=$(peak "$ATTNKIT_BIN/ppmi-svd" --count --from-counts --rows 1/1 -w 1 "$T/t.cnt")
	s0=$(peak "$ATTNKIT_BIN/ppmi-svd" -v "$T/t.v" -w 1 --from-counts --solver sparse -d 2 "$T/t.cnt")
	t_ok "the program's own peak: reducer $r0 KB, SVD $s0 KB" test "$r0" -gt 0 -a "$s0" -gt 0
	most=0
	for i in 1 2 3 4 5 6 7 8; do
		kb=$(peak "$ATTNKIT_BIN/ppmi-svd" --count --from-counts --rows $i/8 -M ${M}M -o "$T/m8.$i" "$T/big.cnt")
		[ "$kb" -gt "$most" ] && most=$kb
		[ "$kb" -gt 0 ] || most=999999
	done
	echo "# the reducers' peak RSS: $most KB at -M ${M}M"
	t_ok "the 8 reducers at -M ${M}M: at most $M MB more than the program's (got $most KB)" test "$most" -le $((M * 1024 + r0))
	kb=$(peak "$ATTNKIT_BIN/ppmi-svd" -v "$T/bv" --from-counts --solver sparse -d 8 -M ${M}M "$T"/m8.?)
	echo "# the streaming SVD's peak RSS: $kb KB at -M ${M}M"
	t_ok "the SVD of the 8 blocks at -M ${M}M: at most $M MB more than the program's (got $kb KB)" test "$kb" -gt 0 -a "$kb" -le $((M * 1024 + s0))
	body "$T/out" > "$T/got"
	ppmi-svd -v "$T/bv" --from-counts --solver sparse -d 8 "$T/big.cnt" | grep -v '^#' > "$T/wantbig"
	t_cmp "  = one process (with the default -M)" "$T/wantbig" "$T/got"
else
	t_skip "peak RSS of the reducers and of the SVD" "no /usr/bin/python3"
fi
