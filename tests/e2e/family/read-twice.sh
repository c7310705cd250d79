#!/bin/sh
# A tool that opens one named input twice reads one version of it
# (attnkit(5) READING): attn-train --predict (the corpus fingerprint, then
# the rows) and attn-map --batch (the longest line and the scale, then the
# maps).  The second open checks the file's id from before the first read
# (io.h ak_file_id_of, ak_reader_open_was), so a change during the first
# read or between the reads is refused as one during the second is.  The
# tool is stopped (SIGSTOP) while it has the file open, the file cut, the
# tool continued: a poll with a bound, no timing.
. "$(dirname "$0")/../../lib.sh"

# cut_while_open FILE CMD...: CMD in the background, stopped once it has
# FILE open, FILE cut to half (or, with $NEW set, the file $NEW renamed
# over it), CMD continued; its status in $T/rc, stderr in $T/err
cut_while_open() {
	f=$1; shift
	"$@" > /dev/null 2> "$T/err" & pid=$!
	i=0
	while [ $i -lt 4000 ] && ! ls -l /proc/$pid/fd 2> /dev/null | grep -q " $f\$"; do
		sleep 0.005; i=$((i + 1))
	done
	kill -STOP $pid 2> /dev/null
	if [ -n "${NEW:-}" ]; then mv "$NEW" "$f"; else truncate -s $(($(wc -c < "$f") / 2)) "$f"; fi
	kill -CONT $pid 2> /dev/null
	rc=0
	wait $pid || rc=$?
	echo $rc > "$T/rc"
}
refused() {
	t_ok "$1: exit 1 (got $(cat "$T/rc"))" test "$(cat "$T/rc")" = 1
	t_ok "$1: the change named ($(head -c 300 "$T/err"))" grep -q "^$2: $3: changed while it was read ($4" "$T/err"
}

printf 'word\td1\td2\nwin\t1\t0\ncash\t0.5\t1\nhello\t-1\t0.2\nsee\t-0.5\t-1\n' > "$T/e.tsv"
awk 'BEGIN { for (i = 0; i < 40; i++) { print "spam\twin cash win"; print "ham\thello see" } }' > "$T/small.tok"
t_run "a model to predict with" 0 attn-train -q -e "$T/e.tsv" --epochs 2 --save "$T/m.tsv" -o /dev/null "$T/small.tok"
awk 'BEGIN { for (i = 0; i < 200000; i++) print (i % 2 ? "spam\twin cash win hello" : "ham\thello see hello see") }' > "$T/big.tok"
cp "$T/big.tok" "$T/F"
t_run "--predict on the file left alone" 0 attn-train -q -e "$T/e.tsv" --load "$T/m.tsv" --predict -o "$T/p" "$T/F"
t_ok "  a row for each of its 200000 messages" test "$(grep -vc '^#' "$T/p")" = 200001
cut_while_open "$T/F" attn-train -q -e "$T/e.tsv" --load "$T/m.tsv" --predict -o "$T/p2" "$T/F"
refused "--predict, the file cut while open" attn-train "$T/F" "cut from"
t_ok "  no output" test ! -e "$T/p2"

awk 'BEGIN { for (i = 0; i < 60000; i++) print "spam\tfree call on orange" }' > "$T/F2"
cut_while_open "$T/F2" attn-map -e "$DATA/map-emb.tsv" --batch --entropy -q -o "$T/b2" "$T/F2"
refused "attn-map --batch, the file cut while open" attn-map "$T/F2" "cut from"
t_ok "  no output" test ! -e "$T/b2"

# a file of the same shape renamed over it while the first read has it
# open: that read ends on the old file's bytes; the second read's open
# sees another file
awk 'BEGIN { for (i = 0; i < 60000; i++) print "spam\tfree call on orange" }' > "$T/F3"
awk 'BEGIN { for (i = 0; i < 60000; i++) print "spam\torange on call free" }' > "$T/F3.new"
NEW="$T/F3.new" cut_while_open "$T/F3" attn-map -e "$DATA/map-emb.tsv" --batch --entropy -q -o "$T/b3" "$T/F3"
refused "attn-map --batch, another file renamed over it" attn-map "$T/F3" "another file now"
cp "$T/big.tok" "$T/F4"
cp "$T/big.tok" "$T/F4.new"
NEW="$T/F4.new" cut_while_open "$T/F4" attn-train -q -e "$T/e.tsv" --load "$T/m.tsv" --predict -o "$T/p4" "$T/F4"
refused "--predict, another file renamed over it" attn-train "$T/F4" "another file now"
