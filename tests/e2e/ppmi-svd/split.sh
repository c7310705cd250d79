#!/bin/sh
# ppmi-svd -j N on a file: each of N threads reads, tokenizes and counts
# its own stretch of whole lines, and the count matrix is built on them;
# the embeddings are the same bytes as -j 1's at -j 2 and 3, on Zipf
# lines (in memory and with the counts spilled under -M), with empty
# lines, comments, one line, fewer lines than threads, CRLF ends, no
# final newline; standard input (a pipe, read by one thread) gives the
# same; an error in a later stretch names its own line, as -j 1 does.
. "$(dirname "$0")/../../lib.sh"
body() { grep -v '^#' "$1"; }

t_zipf 3000 8000 24 ragged > "$T/tok"
sms-vocab --min-count 2 -o "$T/v" "$T/tok"

# same FILE NAME ARGS...: -j 2 and 3 against -j 1, same bytes (-j is
# capped at the CPUs this process may run on: on two, -j 3 runs 2
# threads; test_split counts with 3 and 5 parts on any machine)
same() {
	f=$1 name=$2; shift 2
	ppmi-svd -q -v "$T/v" --solver sparse -d 8 -j 1 "$@" -o "$T/e1" "$f"
	body "$T/e1" > "$T/want"
	for j in 2 3; do
		t_run "$name, -j $j" 0 ppmi-svd -q -v "$T/v" --solver sparse -d 8 -j $j "$@" -o "$T/e$j" "$f"
		body "$T/e$j" > "$T/got"
		t_cmp "$name, -j $j: the same bytes as -j 1" "$T/want" "$T/got"
	done
}
same "$T/tok" "Zipf lines"
same "$T/tok" "Zipf lines, counts spilled (-M 24M)" -M 24M
sed -n 3p "$T/tok" > "$T/one"
printf 'ham\taa ab\nham\tb c a\n' > "$T/two"
ppmi-svd -q -v "$T/v" --solver dense -d 2 -j 1 -o "$T/o1" "$T/one"
body "$T/o1" > "$T/want"
for j in 2 5; do
	ppmi-svd -q -v "$T/v" --solver dense -d 2 -j $j -o "$T/o$j" "$T/one"
	body "$T/o$j" > "$T/got"
	t_cmp "one line, -j $j: the same bytes" "$T/want" "$T/got"
done
awk '{ printf "%s\r\n", $0 }' "$T/tok" > "$T/crlf"
same "$T/crlf" "CRLF lines"
head -c -1 "$T/tok" > "$T/nonl"
same "$T/nonl" "no final newline"
# standard input: one reader, the parts' threads counting
ppmi-svd -q -v "$T/v" --solver sparse -d 8 -j 1 -o "$T/e1" "$T/tok"
body "$T/e1" > "$T/want"
cat "$T/tok" | ppmi-svd -q -v "$T/v" --solver sparse -d 8 -j 3 -o "$T/p3" -
body "$T/p3" > "$T/got"
t_cmp "a pipe, -j 3: the same bytes as the file at -j 1" "$T/want" "$T/got"
# fewer lines than threads
t_run "two lines, -j 5" 0 ppmi-svd -q -v "$T/v" --solver dense -d 2 -j 5 -o "$T/t5" "$T/two"
ppmi-svd -q -v "$T/v" --solver dense -d 2 -j 1 -o "$T/t1" "$T/two"
body "$T/t1" > "$T/want"
body "$T/t5" > "$T/got"
t_cmp "two lines, -j 5: the same bytes as -j 1" "$T/want" "$T/got"
# an error in the last stretch: its own line number
cp "$T/tok" "$T/bad"
printf 'ham aa ab\n' >> "$T/bad"
n=$(wc -l < "$T/bad")
t_run "no TAB on the last line, -j 2" 1 ppmi-svd -q -v "$T/v" -j 2 -o "$T/x" "$T/bad"
t_err "no TAB on the last line, -j 2: its own line number" "^ppmi-svd: .*/bad:$n: no TAB between label and tokens"
t_ok "no TAB on the last line: no output" test ! -e "$T/x"
