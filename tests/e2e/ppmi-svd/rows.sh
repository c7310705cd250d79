#!/bin/sh
# The reducers' bounds found by seeking (ppmi-svd --count --from-counts
# --rows I/R, lib/embed/counts-seek.c): each reducer reads only the bytes
# of its rows.  Hand-made sorted files whose block bounds are worked out
# below (boundary J: the first row w with bytes before it, summed over
# the files, >= J/R of all), a row that spans byte boundaries, blocks
# with no rows (R above the rows), CRLF lines; a file not sorted refused
# by the reducer of the range where it goes back (with the file's line
# number); a file cut short, a line changed between two reducers, a block
# edited: refused where the blocks are read together; a FIFO and
# standard input refused.
. "$(dirname "$0")/../../lib.sh"

body() { grep -v '^#' "$1"; }
blockline() { sed -n 's/^# block: //p' "$1"; }
reducers() {	# reducers R NAME FILES...: NAME.1 .. NAME.R
	_rr=$1 _rn=$2; shift 2
	_i=1
	while [ $_i -le $_rr ]; do
		ppmi-svd --count --from-counts --rows $_i/$_rr -o "$_rn.$_i" "$@" || return 1
		_i=$((_i + 1))
	done
}
names() { _i=1; while [ $_i -le $1 ]; do printf '%s ' "$2.$_i"; _i=$((_i + 1)); done; }

# A: rows a (byte 0), b (6: three lines, to byte 24), c (24); 30 bytes
printf 'a\tx\t1\nb\tx\t1\nb\ty\t2\nb\tz\t3\nc\tx\t1\n' > "$T/A"
# R = 2: G >= 15 first at c (G(c) = 24): blocks 0-24 (a, b), 24-30 (c)
# R = 5: 6, 12, 18, 24 -> b, c, c, c: b spans the bytes 12 and 18
# R = 7: 30J/7 -> b, c, c, c, c, none (25.7 > G(c)): two empty, one past c
t_ok "R=2 over A" reducers 2 "$T/a2" "$T/A"
src=$(sed -n 's/.*sources=//p' "$T/a2.1")
t_ok "  its bounds: 0-24, 24-30 of 30" test "$(blockline "$T/a2.1") $(blockline "$T/a2.2")" = "1/2 bytes=0-24 of 30 sources=$src 2/2 bytes=24-30 of 30 sources=$src"
t_ok "R=5 over A" reducers 5 "$T/a5" "$T/A"
t_ok "R=7 over A" reducers 7 "$T/a7" "$T/A"
for c in "5 1 0-6 a" "5 2 6-24 b" "5 3 24-24 -" "5 4 24-24 -" "5 5 24-30 c" \
    "7 1 0-6 a" "7 2 6-24 b" "7 5 24-24 -" "7 6 24-30 c" "7 7 30-30 -"; do
	set -- $c
	t_ok "  block $2/$1: bytes $3, $( [ $4 = - ] && echo "no rows" || echo "row $4 whole")" sh -c "blockline() { sed -n 's/^# block: //p' \"\$1\"; }; blockline '$T/a$1.$2' | grep -q '^$2/$1 bytes=$3 of 30 ' && [ \"\$(grep -v '^#' '$T/a$1.$2' | tr '\n' ' ')\" = \"\$(grep '^$4	' '$T/A' | tr '\n' ' ')\" ]"
done
ppmi-svd --count --from-counts "$T/A" | grep -v '^#' > "$T/wantA"
for R in 2 5 7; do
	t_run "  the $R blocks merged" 0 ppmi-svd --count --from-counts $(names $R "$T/a$R")
	body "$T/out" > "$T/got"
	t_cmp "  = A merged (R=$R)" "$T/wantA" "$T/got"
done

# A and B (a 0, c 6, d 12; 18 bytes): G(a) 0, G(b) 6 + 6, G(c) 24 + 6,
# G(d) 30 + 12 of 48; R = 3: 16 -> c, 32 -> d
printf 'a\ty\t5\nc\ty\t1\nd\tx\t2\n' > "$T/B"
t_ok "R=3 over A and B" reducers 3 "$T/ab" "$T/A" "$T/B"
t_ok "  bounds 0-30, 30-42, 42-48 of 48" sh -c "for i in 1 2 3; do sed -n 's/^# block: \\([^ ]*\\) \\(bytes=[^ ]* of [0-9]*\\) .*/\\1 \\2/p' '$T/ab.'\$i; done | tr '\n' ' ' | grep -qx '1/3 bytes=0-30 of 48 2/3 bytes=30-42 of 48 3/3 bytes=42-48 of 48 '"
t_ok "  block 2 reads bytes 24-30 of A, 6-12 of B (its source lines)" sh -c "grep -q '^# source: 1/2 bytes=24-30 of 30 lines=1 cells=1 .*/A\$' '$T/ab.2' && grep -q '^# source: 2/2 bytes=6-12 of 18 lines=1 cells=1 .*/B\$' '$T/ab.2'"
t_ok "  block 1's cells: rows a and b of both, summed" sh -c "[ \"\$(grep -v '^#' '$T/ab.1' | tr '\n' ' ')\" = \"\$(printf 'a\\tx\\t1 a\\ty\\t5 b\\tx\\t1 b\\ty\\t2 b\\tz\\t3 ')\" ]"
ppmi-svd --count --from-counts "$T/A" "$T/B" | grep -v '^#' > "$T/wantAB"
t_run "  the 3 blocks merged" 0 ppmi-svd --count --from-counts "$T/ab.3" "$T/ab.1" "$T/ab.2"
body "$T/out" > "$T/got"
t_cmp "  = A and B merged" "$T/wantAB" "$T/got"

# CRLF: 7 bytes a line, 35 in all; R = 2: 17.5 -> c (28)
printf 'a\tx\t1\r\nb\tx\t1\r\nb\ty\t2\r\nb\tz\t3\r\nc\tx\t1\r\n' > "$T/C"
t_ok "CRLF: R=2" reducers 2 "$T/c2" "$T/C"
t_ok "  bounds 0-28, 28-35 of 35" sh -c "grep -q '^# block: 1/2 bytes=0-28 of 35 ' '$T/c2.1' && grep -q '^# block: 2/2 bytes=28-35 of 35 ' '$T/c2.2'"
t_run "  merged" 0 ppmi-svd --count --from-counts "$T/c2.1" "$T/c2.2"
body "$T/out" > "$T/got"
t_cmp "  = A merged" "$T/wantA" "$T/got"

# not sorted: d before c (lines 3, 4); whichever reducer's range holds
# the step back refuses it, naming the file's own line
printf 'a\tx\t1\nb\tx\t1\nd\tx\t1\nc\tx\t1\ne\tx\t1\n' > "$T/U"
for R in 1 2 3 5; do
	i=1 failed=0
	while [ $i -le $R ]; do
		if ! ppmi-svd --count --from-counts --rows $i/$R -o "$T/u.$i" "$T/U" 2> "$T/uerr"; then
			failed=$((failed + 1))
			cp "$T/uerr" "$T/ufail"
		fi
		i=$((i + 1))
	done
	t_ok "not sorted, R=$R: one reducer refuses it ($failed)" test $failed -ge 1
	t_ok "  in one line: U:3 or U:4: not sorted" sh -c "[ \$(wc -l < '$T/ufail') -eq 1 ] && grep -Eq '^ppmi-svd: .*/U:[34]: not sorted' '$T/ufail'"
done
t_bad "  R=5: block 2 (from byte 6) says line 3" 1 "^ppmi-svd: .*/U:3: not sorted: row 'd' here, rows before 'd' after it" ppmi-svd --count --from-counts --rows 2/5 "$T/U"

# count files of ppmi-svd --count (settings and end lines)
# (26 words, 600 tokens: some 500 cells, 4 KB)
printf 'word\tcount\tdocs\n' > "$T/v"
for w in a b c d e f g h i j k l m n o p q r s t u v w x y z; do printf '%s\t5\t1\n' $w >> "$T/v"; done
awk 'BEGIN { x = 7; for (m = 0; m < 20; m++) { printf "ham\t"; for (i = 0; i < 30; i++) { x = (x * 16807) % 2147483647; printf "%s%c", i ? " " : "", 97 + x % 26 } printf "\n" } }' > "$T/t"
ppmi-svd --count -v "$T/v" -w 2 -o "$T/k.cnt" "$T/t"
ppmi-svd -v "$T/v" -w 2 --from-counts --solver sparse -d 2 "$T/k.cnt" | grep -v '^#' > "$T/wantk"
for R in 2 3 9; do
	t_ok "R=$R over a counted file" reducers $R "$T/k$R" -w 2 "$T/k.cnt"
	t_run "  the SVD of the $R blocks" 0 ppmi-svd -v "$T/v" -w 2 --from-counts --solver sparse -d 2 $(names $R "$T/k$R")
	body "$T/out" > "$T/got"
	t_cmp "  = one process (R=$R)" "$T/wantk" "$T/got"
done
t_ok "  the end line's cells split by the source lines" sh -c "[ \"\$(sed -n 's/^# source: .* cells=\\([0-9]*\\) .*/\\1/p' $(names 3 "$T/k3") | awk '{ s += \$1 } END { print s }')\" = \"\$(sed -n 's/^# end: cells=\\([0-9]*\\) .*/\\1/p' '$T/k.cnt')\" ]"

# cut short at a line's end (the end line lost): every reducer reads its
# range; the blocks read together are refused
sed '$d' "$T/k.cnt" > "$T/cut.cnt"
t_ok "cut at a line: the 3 reducers" reducers 3 "$T/kc" -w 2 "$T/cut.cnt"
t_bad "  the SVD of the blocks refuses them" 1 "^ppmi-svd: .*cut.cnt: ends at line [0-9]+ without its end line" ppmi-svd -v "$T/v" -w 2 --from-counts --solver sparse -d 2 $(names 3 "$T/kc")
t_bad "  and so does their merge" 1 "^ppmi-svd: .*cut.cnt: ends at line [0-9]+ without its end line" ppmi-svd --count --from-counts $(names 3 "$T/kc")
# cut in a line: the reducer of the last range finds it (line number the
# file's)
n=$(wc -c < "$T/k.cnt")
head -c $((n - 5)) "$T/k.cnt" > "$T/cut2.cnt"
lines=$(wc -l < "$T/cut2.cnt")
t_bad "cut in a line: the last reducer" 1 "^ppmi-svd: .*cut2.cnt:$((lines + 1)): the last line has no newline" ppmi-svd --count --from-counts --rows 3/3 -w 2 "$T/cut2.cnt"
# a line changed (the same length) between the reducers of blocks 1 and 2
cp "$T/k.cnt" "$T/ch.cnt"
ppmi-svd --count --from-counts --rows 1/2 -w 2 -o "$T/ch.1" "$T/ch.cnt"
ppmi-svd --count --from-counts --rows 2/2 -w 2 -o "$T/ch.2" "$T/ch.cnt"
row=$(sed -n 's/^\([^#][^	]*\)	.*/\1/p' "$T/ch.2" | head -1)
awk -v r="$row" 'BEGIN { FS = OFS = "\t" } !done && $1 == r && $3 ~ /^[1-8]$/ { $3 = $3 + 1; done = 1 } { print }' "$T/k.cnt" > "$T/ch.cnt"
ppmi-svd --count --from-counts --rows 2/2 -w 2 -o "$T/ch.2" "$T/ch.cnt"
t_bad "a line changed between two reducers: refused" 1 "^ppmi-svd: .*ch.cnt: the count lines the reducers read do not match the end line's check: a line was changed" ppmi-svd -v "$T/v" -w 2 --from-counts --solver sparse -d 2 "$T/ch.1" "$T/ch.2"
# a source line edited: the ranges no longer tile the file
awk '/^# source:/ { sub(/bytes=[0-9]+/, "bytes=0") } { print }' "$T/k3.2" > "$T/k3.2e"
t_bad "a block's range edited: refused" 1 "^ppmi-svd: .*k3.2e: bytes 0-[0-9]+ of [0-9]+ of count file 1 \(.*k.cnt\), where the block before ends at [0-9]+" ppmi-svd -v "$T/v" -w 2 --from-counts --solver sparse -d 2 "$T/k3.1" "$T/k3.2e" "$T/k3.3"

# what cannot be sought in
mkfifo "$T/fifo"
t_bad "a FIFO: refused before it is opened" 1 "^ppmi-svd: .*fifo: --rows seeks in the count files: not a pipe or a device$" ppmi-svd --count --from-counts --rows 1/2 "$T/fifo"
T_STDIN="$T/A" t_bad "standard input: refused" 1 "^ppmi-svd: --rows seeks in the count files: not standard input$" ppmi-svd --count --from-counts --rows 1/2
# a gzip'd count file: refused naming gunzip, as ppmi-svd(1) says (15b-D2);
# --from-counts alone reads it
gzip -c "$T/A" > "$T/A.gz"
t_bad "a gzip count file: refused, gunzip named" 1 "^ppmi-svd: .*A\\.gz: --rows seeks in the count files: not in a gzip file \\(gunzip it\\)$" ppmi-svd --count --from-counts --rows 1/2 "$T/A.gz"
t_run "  --count --from-counts without --rows reads it" 0 ppmi-svd --count --from-counts -o "$T/Agz.cnt" "$T/A.gz"
t_ok "  ppmi-svd(1) --rows says gzip" sh -c "sed -n '/^\\.It Fl -rows/,/^\\.It Fl -svd-rank/p' '$ATTNKIT_TOP/man/ppmi-svd.1' | grep -q 'not in a gzip file'"
: > "$T/empty"
t_bad "an empty file: no counts" 1 "^ppmi-svd: .*empty: no counts$" ppmi-svd --count --from-counts --rows 1/2 "$T/A" "$T/empty"
