#!/bin/sh
# ppmi-svd count files end with '# end: cells=N check=H': a shard cut in a number, cut at a line boundary, with a line
# dropped, added or changed, an old file without the end line, and a file
# cut in its header are each refused with FILE:LINE (or FILE and what is
# missing), exit 1, and no -o file; by the reducer (--count --from-counts)
# and by --from-counts.  Shards concatenated and sorted (several end lines)
# and hand-made files without a settings line still read.  Two files of the
# same cells (a copy: device and inode differ) are refused naming both,
# with exit 1 and nothing on stdout, unless --allow-same-counts: on each
# side of the rule (a copy; two shards of other text) and on it (two
# shards of the same text, counted apart: meant, but indistinguishable).
. "$(dirname "$0")/../../lib.sh"

body() { grep -v '^#' "$1"; }

# a corpus of 4,000 messages over 78 words (counts of several digits)
awk 'BEGIN { s = 7; for (m = 0; m < 4000; m++) { printf "ham\t"; for (i = 0; i < 8; i++) { s = (s * 1103515245 + 12345) % 2147483648; printf "%sw%c", i ? " " : "", 97 + int(s / 65536) % 26; printf "%c", 97 + int(s / 4096) % 3 } printf "\n" } }' > "$T/tok"
sms-vocab --min-count 1 -o "$T/v" "$T/tok"
ppmi-svd --count -v "$T/v" -o "$T/c" "$T/tok"
n=$(body "$T/c" | wc -l)
t_ok "the last line is the end line, cells = the count lines ($n)" sh -c "tail -1 '$T/c' | grep -Eq '^# end: cells=$n check=[0-9a-f]{16}\$'"
t_ok "one end line" test "$(grep -c '^# end:' "$T/c")" -eq 1
# the check is of the lines, not of how they were made: the reducer's
# merge of one file, and of its halves, ends with the same line
t_run "reducer over one shard" 0 ppmi-svd --count --from-counts -o "$T/m" "$T/c"
t_ok "  its end line is the shard's" test "$(tail -1 "$T/m")" = "$(tail -1 "$T/c")"
ppmi-svd --count -v "$T/v" --weight harmonic -w 3 -o "$T/ch" "$T/tok"
t_run "harmonic counts: the reducer" 0 ppmi-svd --count --from-counts --weight harmonic -w 3 -o "$T/mh" "$T/ch"
t_ok "  the same end line" test "$(tail -1 "$T/mh")" = "$(tail -1 "$T/ch")"
t_ok "harmonic end line differs from flat" test "$(tail -1 "$T/mh")" != "$(tail -1 "$T/c")"

# each damage, refused by the reducer and by --from-counts
bad() {	# bad NAME FILE REGEX
	t_bad "$1: reducer" 1 "^ppmi-svd: $3" ppmi-svd --count --from-counts -o "$T/res" "$2"
	t_ok "$1: reducer leaves no -o file" test ! -e "$T/res"
	t_bad "$1: --from-counts" 1 "^ppmi-svd: $3" ppmi-svd -v "$T/v" --dim 2 --from-counts -o "$T/res" "$2"
	t_ok "$1: --from-counts leaves no -o file" test ! -e "$T/res"
}
# cut in the middle of a number: the first count of two digits or more,
# cut after its first digit (a 54 read as 5, and the rest lost)
line=$(awk -F '\t' '!/^#/ && length($3) > 1 { print NR; exit }' "$T/c")
bytes=$(head -n $((line - 1)) "$T/c" | wc -c)
keep=$(awk -F '\t' -v l="$line" 'NR == l { print length($1) + length($2) + 3 }' "$T/c")
head -c $((bytes + keep)) "$T/c" > "$T/num"
t_ok "the cut leaves one digit of a longer count on its last line" sh -c "tail -1 '$T/num' | awk -F '\t' '{ exit !(length(\$3) == 1) }' && [ \$(wc -l < '$T/num') -eq $((line - 1)) ]"
# (the last line's missing newline, in a file whose first line says attnkit
# wrote it: the reader stops there, before the missing end line is seen)
bad "cut in a number" "$T/num" ".*num:$line: the last line has no newline: the file is cut short \(its first line says attnkit wrote it, and attnkit ends every line\)$"
half=$(( $(wc -l < "$T/c") / 2 ))
head -n $half "$T/c" > "$T/lines"
bad "cut at a line boundary" "$T/lines" ".*lines: ends at line $half without its end line"
total=$(wc -l < "$T/c")
sed '10d' "$T/c" > "$T/drop"
bad "a line dropped" "$T/drop" ".*drop:$((total - 1)): the end line counts $n cells, the file holds $((n - 1)): lines were lost \(cut short\?\) or added$"
sed '10p' "$T/c" > "$T/dup"
bad "a line added (twice the same cell)" "$T/dup" ".*dup:$((total + 1)): the end line counts $n cells, the file holds $((n + 1))"
awk -F '\t' 'BEGIN { OFS = "\t" } NR == 12 && !/^#/ { $3 = $3 + 1 } { print }' "$T/c" > "$T/chg"
t_ok "the changed file differs in one line" test "$(cmp -l "$T/c" "$T/chg" | wc -l)" -ge 1
bad "a count changed" "$T/chg" ".*chg:$total: the count lines do not match the end line's check: a line was changed$"
sed '$d' "$T/c" > "$T/old"
bad "an older count file (no end line)" "$T/old" ".*old: ends at line $((total - 1)) without its end line .*older format \(count it again\)$"
head -c 20 "$T/c" > "$T/head"
bad "cut in its first line" "$T/head" ".*head: no counts and no end line \('# end: cells=N check=H'\): an empty file, or one cut short$"
sed '$s/check=/check=x/' "$T/c" > "$T/endbad"
bad "a damaged end line" "$T/endbad" ".*endbad:$total: not an end line \('# end: cells=N check=H', H 16 hexadecimal digits\)$"
# a damaged shard among good ones: the merge is refused, not short
t_bad "a cut shard among two good ones" 1 "^ppmi-svd: .*lines: ends at line $half without its end line" ppmi-svd --count --from-counts -o "$T/res" "$T/c" "$T/lines" "$T/m"
t_ok "  no -o file" test ! -e "$T/res"

# what still reads: shards concatenated and sorted (an end line each, in
# the middle of the stream), and a hand-made file without settings
split -l 1000 "$T/tok" "$T/part."
for p in "$T"/part.??; do ppmi-svd --count -v "$T/v" -o "$p.cnt" "$p"; done
t_ok "several shards" test "$(ls "$T"/part.??.cnt | wc -l)" -ge 2
sort -m -t '	' -k1,2 "$T"/part.??.cnt > "$T/sorted"
t_ok "  their end lines are inside the sorted stream" test "$(grep -c '^# end:' "$T/sorted")" -ge 2
T_STDIN="$T/sorted" t_run "the reducer over sorted shards on stdin" 0 ppmi-svd --count --from-counts
body "$T/out" > "$T/got"; body "$T/c" > "$T/want"
t_cmp "  = one run" "$T/want" "$T/got"
t_ok "  its end line = one run's" test "$(tail -1 "$T/out")" = "$(tail -1 "$T/c")"
# (their end lines come after each shard's last cell: near the end)
for k in 1 2 40; do
	head -n $(( $(wc -l < "$T/sorted") - k )) "$T/sorted" > "$T/sortcut"
	T_STDIN="$T/sortcut" t_bad "sorted shards, the last $k lines cut" 1 "^ppmi-svd: <stdin>(:[0-9]+: the end line counts [0-9]+ cells, the file holds [0-9]+|: ends at line [0-9]+ without its end line)" ppmi-svd --count --from-counts
done
printf 'a\tb\t1\n' > "$T/hand"
t_run "a hand-made file (no settings, no end line)" 0 ppmi-svd --count --from-counts "$T/hand"
t_ok "  read, and given an end line" sh -c "grep -q '^a	b	1\$' '$T/out' && tail -1 '$T/out' | grep -q '^# end: cells=1 check='"

# the same cells twice: an end line seen twice, in one file or in two,
# is one counting's cells twice, refused naming both lines (the later
# first), exit 1, nothing written
cp "$T/c" "$T/c-copy"
same="the same end line as .*\\(cells=[0-9]+ check=[0-9a-f]{16}\\): one counting's cells twice, a file merged or joined with a copy of itself \\(sort, sort -m, cat\\), or given again under another name\\? they would be summed twice; if both are meant, --allow-same-counts sums them$"
t_bad "a copy of a shard: refused" 1 "^ppmi-svd: $T/c-copy:$total: the same end line as $T/c:$total \\(cells=$n check=[0-9a-f]{16}\\): one counting's cells twice" ppmi-svd --count --from-counts "$T/c" "$T/c-copy"
t_err "  the whole message" "^ppmi-svd: $T/c-copy:$total: $same"
t_ok "  nothing on stdout" test ! -s "$T/out"
t_bad "  given the other way round: the later named first" 1 "^ppmi-svd: $T/c:$total: the same end line as $T/c-copy:$total " ppmi-svd --count --from-counts "$T/c-copy" "$T/c"
t_bad "  and by --from-counts" 1 "^ppmi-svd: $T/c-copy:$total: $same" ppmi-svd --from-counts -v "$T/v" -d 2 -o "$T/e" "$T/c" "$T/c-copy"
t_ok "  no -o file" test ! -e "$T/e"
gzip -c "$T/c" > "$T/c.gz"
t_bad "  a gzip'd copy beside it: refused" 1 "^ppmi-svd: $T/c\\.gz:$total: the same end line as $T/c:$total " ppmi-svd --count --from-counts "$T/c" "$T/c.gz"
# into one file: sorted with its copy (the comment lines, the end lines
# among them, sort first), merged with it, or joined by cat
LC_ALL=C sort "$T/c" "$T/c" > "$T/cc"
e1=$(grep -n '^# end:' "$T/cc" | head -1 | cut -d: -f1)
t_ok "sorted with its copy: two end lines, next to each other" test "$(grep -n '^# end:' "$T/cc" | sed -n 2p | cut -d: -f1)" = $((e1 + 1))
t_bad "  refused at the second" 1 "^ppmi-svd: $T/cc:$((e1 + 1)): the same end line as $T/cc:$e1 \\(cells=$n " ppmi-svd --count --from-counts "$T/cc"
t_ok "  nothing on stdout" test ! -s "$T/out"
t_bad "  and by --from-counts" 1 "^ppmi-svd: $T/cc:$((e1 + 1)): $same" ppmi-svd --from-counts -v "$T/v" -d 2 "$T/cc"
LC_ALL=C sort -m "$T/c" "$T/c" > "$T/cm"
t_bad "merged with its copy (sort -m): refused" 1 "^ppmi-svd: $T/cm:[0-9]+: $same" ppmi-svd --count --from-counts "$T/cm"
cat "$T/c" "$T/c" > "$T/ccat"
t_bad "joined by cat: not sorted, said as files joined" 1 "^ppmi-svd: $T/ccat:$((total + 3)): not sorted: .* \\(sort with LC_ALL=C sort; count files joined with cat\\? line $total ends one: give them as operands, or merge them with LC_ALL=C sort -m\\)$" ppmi-svd --count --from-counts "$T/ccat"
t_bad "a cut file not sorted: no such hint" 1 "^ppmi-svd: .*: not sorted: .* \\(sort with LC_ALL=C sort\\)$" sh -c "sed '5{h;d};6G' '$T/c' | ppmi-svd --count --from-counts"
t_run "sorted with its copy, --allow-same-counts: summed" 0 ppmi-svd --count --from-counts --allow-same-counts "$T/cc"
t_ok "  each count twice" test "$(body "$T/out" | awk -F '\t' '{ s += $3 } END { print s }')" = "$(body "$T/c" | awk -F '\t' '{ s += 2 * $3 } END { print s }')"
# hand-made files (no end line): the whole file's cells and checks
printf 'a\tb\t1\nb\ta\t1\n' > "$T/hand1"
cp "$T/hand1" "$T/hand2"
t_bad "two hand-made files of the same cells: refused naming both" 1 "^ppmi-svd: '$T/hand1' and '$T/hand2' hold the same counts \\(2 cells, fingerprint [0-9a-f]{16}\\): a copy of one file\\? its cells would be summed twice; if both are meant, --allow-same-counts sums them$" ppmi-svd --count --from-counts "$T/hand1" "$T/hand2"
head -2000 "$T/tok" > "$T/h1"
tail -2000 "$T/tok" > "$T/h2"
ppmi-svd --count -v "$T/v" -o "$T/c1" "$T/h1"
ppmi-svd --count -v "$T/v" -o "$T/c2" "$T/h2"
t_run "two shards of other text: summed" 0 ppmi-svd --count --from-counts -o "$T/m12" "$T/c1" "$T/c2"
t_ok "  the counts of the whole" test "$(body "$T/m12")" = "$(body "$T/c")"
# a merge of two shards holds both end lines (sort -m): given with one of
# the shards, that shard's cells twice
LC_ALL=C sort -m "$T/c1" "$T/c2" > "$T/s12"
t_run "two shards merged by sort -m: read" 0 ppmi-svd --count --from-counts "$T/s12"
t_ok "  the counts of the whole" test "$(body "$T/out")" = "$(body "$T/c")"
t_bad "  given again with one of them: refused" 1 "^ppmi-svd: $T/c2:[0-9]+: the same end line as $T/s12:[0-9]+ " ppmi-svd --count --from-counts "$T/s12" "$T/c2"
# an end line of no cells sums nothing twice
printf '# end: cells=0 check=0000000000000000\n' > "$T/e0"
cp "$T/e0" "$T/e0b"
t_run "an empty shard twice beside a shard: read" 0 ppmi-svd --count --from-counts "$T/c1" "$T/e0" "$T/e0b"
# the same text counted twice, apart: the same cells, refused as a copy
cp "$T/h1" "$T/h1b"
ppmi-svd --count -v "$T/v" -o "$T/c1b" "$T/h1b"
t_bad "two shards of the same text: refused" 1 "^ppmi-svd: $T/c1b:[0-9]+: $same" ppmi-svd --count --from-counts "$T/c1" "$T/c1b"
t_run "  --allow-same-counts sums them" 0 ppmi-svd --count --from-counts --allow-same-counts -o "$T/m11" "$T/c1" "$T/c1b"
cat "$T/h1" "$T/h1" > "$T/h11"
ppmi-svd --count -v "$T/v" -o "$T/c11" "$T/h11"
t_ok "  the counts of the text twice" test "$(body "$T/m11")" = "$(body "$T/c11")"
t_bad "--allow-same-counts without --from-counts" 2 "^ppmi-svd: --allow-same-counts needs --from-counts$" ppmi-svd --count --allow-same-counts -v "$T/v" "$T/tok"

# a text count file, then a binary one (cat): the binary's magic named at
# its line, not 'invalid UTF-8' alone; pandas' index column named with
# the cut that drops it
ppmi-svd --count --count-format binary -v "$T/v" -o "$T/cb" "$T/tok"
cat "$T/c" "$T/cb" > "$T/tb"
l=$(($(wc -l < "$T/c") + 1))
t_bad "text then binary, joined: the binary named" 1 "^ppmi-svd: .*/tb:$l: invalid UTF-8 at byte 1: a binary count file starts here \\(its magic\\): files joined with cat\\? give each count file as an operand of ppmi-svd --from-counts\$" ppmi-svd -v "$T/v" --dim 2 --from-counts -o "$T/res" "$T/tb"
body "$T/c" | awk -F '\t' 'BEGIN { print "\tword\tcontext\tcount" } { print NR - 1 "\t" $0 }' > "$T/pd.tsv"
t_bad "pandas' index and its header: named, cut and sed" 1 "^ppmi-svd: .*/pd\\.tsv:1: 4 fields, want 3 \\(word<TAB>context<TAB>count\\): the first empty \\(the index's header\\), pandas' index \\(to_csv's default index=True\\)\\? drop it: cut -f2- .*/pd\\.tsv \\| sed 1d > FILE\\.txt" ppmi-svd -v "$T/v" --dim 2 --from-counts -o "$T/res" "$T/pd.tsv"
cut -f2- "$T/pd.tsv" | sed 1d > "$T/pd3.tsv"
t_run "  its cut and sed: read" 0 ppmi-svd -q -v "$T/v" --dim 2 --from-counts -o "$T/res" "$T/pd3.tsv"
