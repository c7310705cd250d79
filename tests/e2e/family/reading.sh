#!/bin/sh
# The reading contract (attnkit(5), "Reading"): a line that cannot be had
# in memory is an error naming the file and line, never the end of the
# input (under ulimit -d one line of 40 MB would else end every tool's
# input there, with exit 0 and half the records); a line longer
# than a sixteenth of the run's memory is refused as it is read, without
# holding it (a sparse file of 2 GB was read whole by ppmi-svd -M 16M,
# 2.1 GB of memory, before "NUL byte in line").  The big inputs are made
# here, piped, never written to disk.
. "$(dirname "$0")/../../lib.sh"

D=$DATA V="$DATA/sms-small.vocab" E="$DATA/train-emb.tsv"
# sh $T/big N: 40 messages, one message of N bytes (one word), 40 more
# (a script: the commands run under sh -c, with a limit, read its output)
cat > "$T/big" <<EOS
head -40 "$D/train-corpus.tsv"
printf 'ham\t'
head -c "\$1" /dev/zero | tr '\\0' a
echo
tail -40 "$D/train-corpus.tsv"
EOS
big="sh $T/big"
# peak_kb CMD...: the peak resident memory (KB) of sh -c CMD
peak_kb() {
	/usr/bin/python3 -c 'import resource, subprocess, sys
subprocess.run(["sh", "-c", sys.argv[1]], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' "$1"
}
attn-train -e "$E" --save "$T/model.tsv" -o /dev/null "$D/train-corpus.tsv"

# every reader of a corpus or tokens, fed one line too long for memory
TOOLS="sms-vocab --stats
sms-vocab --quoting csv --stats
sms-vocab --unlabeled --stats
sms-vocab -t
ppmi-svd --count -v $V
ppmi-svd -v $V --dim 2
attn-map -e $E --batch
attn-train -e $E
attn-train --predict --load $T/model.tsv -e $E"

# item 1 under ulimit -d (RLIMIT_DATA, which Linux charges every private
# writable mapping) and ulimit -v (RLIMIT_AS): the longest line is a
# sixteenth of the limit, refused as it is read.  ppmi-svd (its SVD,
# after the reading) and attn-map (at its start) need OpenBLAS's 128 MB
# buffers, which ulimit -d 20000 cannot hold: they say so.  (OpenBLAS retries a buffer it cannot map for
# ever: before, a worker spun from the library's load, exit(3) waited to
# join it, and the first product of the caller hung; this test ran with
# OPENBLAS_NUM_THREADS=1 to get by.  mem.c now counts ulimit -d as it
# counts ulimit -v, and blasthr.h ak_blas_room refuses the run.)  A
# sanitizer build cannot run under either limit (its shadow memory), and
# is left out (no skip).  The "out of memory for a line" path is
# test_io's (a limit below the longest line, in a child).
blas="OpenBLAS needs [0-9]+ MB for its buffers \\(128 MB for each of its threads, OPENBLAS_NUM_THREADS\\) and the memory limit \\(ulimit -d 20000 KB\\) leaves [0-9.]+ [KM]B"
long="<stdin>:41: line longer than [0-9.]+ [KM]B, a sixteenth of the [0-9.]+ [KM]B of memory this run may use \\(-M, ulimit -v or -d; not a text file\\?\\)"
if sh -c 'ulimit -d 20000 && exec sms-vocab --version' > /dev/null 2>&1; then
	while read -r c; do
		case $c in
		attn-map*) want=$blas ;;	# (before its inputs)
		*) want=$long ;;
		esac
		t_bad "$c, a 40 MB line under ulimit -d 20000" 1 "^${c%% *}: $want$" \
		    sh -c "$big 40000000 | (ulimit -d 20000; exec timeout 60 $c)"
		t_bad "$c, a 50 MB line under ulimit -v 700000" 1 "^${c%% *}: $long$" \
		    sh -c "$big 50000000 | (ulimit -v 700000; exec timeout 60 $c)"
	done <<EOS
$TOOLS
EOS
	t_bad "sms-vocab --csv, a 40 MB line under ulimit -d 20000" 1 \
	    "^sms-vocab: <stdin>:42: line longer than 1250 KB, a sixteenth of the 20000 KB of memory" \
	    sh -c "{ echo v1,v2; $big 40000000 | sed 's/\t/,/'; } | (ulimit -d 20000; exec timeout 60 sms-vocab --csv --stats)"
	# -o: no file, no temporary (the error is not taken for the end)
	t_bad "sms-vocab -t -o, ulimit -d" 1 "<stdin>:41: line longer than" \
	    sh -c "$big 40000000 | (ulimit -d 20000; exec timeout 60 sms-vocab -t -o '$T/tok')"
	t_ok "  no output file" test ! -e "$T/tok"
	t_ok "  no temporary file" sh -c "! ls '$T' | grep -q '^tok\.'"

	# all five tools on small inputs under a couple of limits, with
	# OpenBLAS's own thread count: each runs (exit 0, its output) or
	# says in one line why it cannot (exit 1) — never a hang (timeout's
	# 124) and never a crash
	while read -r lim; do
		for c in "sms-vocab --stats $D/sms-small.tsv" \
		    "ppmi-svd -v $V --dim 2 $D/sms-small.tokens" \
		    "attn-map -e $E --text free_call" \
		    "attn-train -e $E $D/train-corpus.tsv" \
		    "attn-bench -q -m kvcache -n 64 -d 16 -r 1"; do
			t_run "ulimit $lim: ${c%% *}: no hang, no crash" 0 sh -c \
			    "(ulimit $lim; exec timeout 60 $c) > '$T/lim.out' 2> '$T/lim.err'; s=\$?; [ \$s -eq 0 ] && [ -s '$T/lim.out' ] || { [ \$s -eq 1 ] && [ \$(wc -l < '$T/lim.err') -eq 1 ] && grep -q '^${c%% *}: ' '$T/lim.err'; } || { echo \"exit \$s: \$(cat '$T/lim.err')\" >&2; exit 1; }"
		done
	done <<EOS
-d 20000
-d 100000
-d 400000
-v 100000
-v 300000
EOS
	# the two that need OpenBLAS say so under ulimit -d 20000
	for c in "ppmi-svd -v $V --dim 2 $D/sms-small.tokens" "attn-map -e $E --text free_call"; do
		t_bad "${c%% *} under ulimit -d 20000: OpenBLAS's buffers" 1 "^${c%% *}: $blas$" \
		    sh -c "ulimit -d 20000; exec timeout 60 $c"
	done
	# sms-vocab and attn-train need no OpenBLAS buffer: they run
	t_run "sms-vocab under ulimit -d 20000 runs" 0 sh -c "ulimit -d 20000; exec timeout 60 sms-vocab --stats '$D/sms-small.tsv'"
	t_ok "  records 7" grep -q '^records	7$' "$T/out"
	t_run "attn-train under ulimit -d 20000 runs" 0 sh -c "ulimit -d 20000; exec timeout 60 attn-train -e '$E' '$D/train-corpus.tsv'"
	attn-train -e "$E" "$D/train-corpus.tsv" > "$T/nolim.report"
	t_cmp "  the same report as without the limit" "$T/nolim.report" "$T/out"
fi

# the same refusal by -M, which every build runs (a sanitizer's too)
t_bad "attn-map -M 16M --batch, a 2 MB line" 1 \
    '^attn-map: <stdin>:41: line longer than 1 MB, a sixteenth of the 16 MB of memory this run may use \(-M, ulimit -v or -d; not a text file\?\)$' \
    sh -c "$big 2000000 | exec attn-map -e '$E' -M 16M --batch"
t_bad "ppmi-svd -M 16M, a 2 MB line" 1 \
    '^ppmi-svd: <stdin>:41: line longer than 1 MB, a sixteenth of the 16 MB of memory' \
    sh -c "$big 2000000 | exec ppmi-svd -v '$V' --dim 2 -M 16M"
# a line of 1 MiB is read (the limit is the line without its newline;
# "ham<TAB>" is 4 of its bytes); one more byte is refused
t_run "ppmi-svd -M 16M, a line of 1 MiB is read" 0 \
    sh -c "$big 1048572 | exec ppmi-svd --count -v '$V' -M 16M"
t_bad "ppmi-svd -M 16M, a line of 1 MiB + 1 is not" 1 "<stdin>:41: line longer than 1 MB" \
    sh -c "$big 1048573 | exec ppmi-svd --count -v '$V' -M 16M"

# item 4: a sparse file of 2 GB (all NUL) is refused at its first piece
truncate -s 2G "$T/s.bin"
t_bad "ppmi-svd -M 16M, 2 GB of NUL" 1 "^ppmi-svd: $T/s.bin:1: NUL byte in line$" \
    ppmi-svd -v "$V" --dim 2 -M 16M "$T/s.bin"
t_bad "sms-vocab, 2 GB of NUL" 1 "^sms-vocab: $T/s.bin:1: NUL byte in line$" \
    sms-vocab "$T/s.bin"
if grep -qa __asan_report "$ATTNKIT_BIN/ppmi-svd"; then
	:	# a sanitizer build: its shadow memory is no budget's (no skip)
else
	# the peaks: -M 16M and the program's 6 MB (tests/e2e/ppmi-svd/counts.sh:
	# 5.8 MB for a run of one word) at most; before, 2.1 GB
	kb=$(peak_kb "exec ppmi-svd -v '$V' --dim 2 -M 16M '$T/s.bin'")
	t_ok "  ppmi-svd's peak within -M 16M and 6 MB (got $kb KB)" test "$kb" -gt 0 -a "$kb" -le $((22 * 1024))
	# a line of 64 MB without NUL, piped: refused at 1 MB
	kb=$(peak_kb "head -c 64000000 /dev/zero | tr '\\0' a | exec ppmi-svd -v '$V' --dim 2 -M 16M")
	t_ok "  a 64 MB line: the peak within -M 16M and 6 MB (got $kb KB)" test "$kb" -gt 0 -a "$kb" -le $((22 * 1024))
	kb=$(peak_kb "head -c 64000000 /dev/zero | tr '\\0' a | exec attn-map -e '$E' -M 16M --batch")
	t_ok "  attn-map --batch, the same (got $kb KB)" test "$kb" -gt 0 -a "$kb" -le $((22 * 1024))
fi

# item 5: the same input named twice.  Standard input under any of its
# names (/dev/stdin, /dev/fd/0, /proc/self/fd/0, -) is one input, as
# ppmi-svd(1) says (ppmi-svd --count /dev/stdin /dev/stdin doubled every
# count, exit 0); the same file twice among the operands is a usage error
# in ppmi-svd (tokens or count shards) and sms-vocab (corpus files).
ppmi-svd --count -v "$V" -o "$T/a.cnt" "$D/sms-small.tokens"
for pair in "/dev/stdin /dev/stdin" "/dev/fd/0 /dev/fd/0" "/proc/self/fd/0 -" "- /dev/stdin"; do
	T_STDIN="$D/sms-small.tokens" t_bad "ppmi-svd --count $pair < tokens" 2 \
	    "^ppmi-svd: standard input \(-\) can be only one of the inputs" \
	    ppmi-svd --count -v "$V" $pair
done
# a pipe, not a file, the same
t_bad "ppmi-svd --count /dev/stdin /dev/stdin from a pipe" 2 "^ppmi-svd: standard input \(-\) can be only one of the inputs" \
    sh -c "cat '$D/sms-small.tokens' | exec ppmi-svd --count -v '$V' /dev/stdin /dev/stdin"
T_STDIN="$D/sms-small.tokens" t_run "ppmi-svd --count /dev/stdin once is fine" 0 ppmi-svd --count -v "$V" /dev/stdin
ln "$T/a.cnt" "$T/hard.cnt"
for pair in "$T/a.cnt $T/a.cnt" "$T/a.cnt $T/./a.cnt" "$T/a.cnt $T/hard.cnt"; do
	t_bad "ppmi-svd --from-counts, one shard twice ($(echo "$pair" | sed "s|$T/||g"))" 2 \
	    "^ppmi-svd: '.*a.cnt' and '.*(a|hard).cnt' are the same file: its pairs or cells would be counted twice$" \
	    ppmi-svd -v "$V" --dim 2 --from-counts $pair
done
t_bad "ppmi-svd --count, one tokens file twice" 2 "^ppmi-svd: '.*sms-small.tokens' and '.*sms-small.tokens' are the same file: its pairs or cells would be counted twice$" \
    ppmi-svd --count -v "$V" "$D/sms-small.tokens" "$D/sms-small.tokens"
T_STDIN="$D/sms-small.tokens" t_bad "ppmi-svd --count, the file and /dev/stdin of it" 2 "are the same file|standard input" \
    ppmi-svd --count -v "$V" "$D/sms-small.tokens" /dev/stdin
t_bad "sms-vocab, one corpus twice" 2 "^sms-vocab: '.*sms-small.tsv' and '.*sms-small.tsv' are the same file: its messages would be counted twice$" \
    sms-vocab "$D/sms-small.tsv" "$D/sms-small.tsv"
# a copy of a shard: the same cells, refused by content (the device and
# inode differ), summed with --allow-same-counts
cp "$T/a.cnt" "$T/b.cnt"
t_bad "ppmi-svd --from-counts, a copy of a shard" 1 "b\\.cnt:[0-9]+: the same end line as .*a\\.cnt:[0-9]+ " ppmi-svd --count --from-counts "$T/a.cnt" "$T/b.cnt"
t_run "ppmi-svd --from-counts --allow-same-counts, two shards of the same cells" 0 ppmi-svd --count --from-counts --allow-same-counts "$T/a.cnt" "$T/b.cnt"
t_ok "  every count doubled" awk -F '\t' 'FNR == NR && !/^#/ { c[$1 FS $2] = $3; next } !/^#/ && $3 != 2 * c[$1 FS $2] { bad = 1 } END { exit bad }' "$T/a.cnt" "$T/out"

# a file of the tools cut short in its last line (its first line is their
# provenance comment, and they end every line): refused, as a cut count,
# vocabulary, embeddings, tokens or model file was read whole without its
# tail (every reader whose file can be cut short)
sms-vocab --min-count 1 -o "$T/v.vocab" "$D/sms-small.tsv"
sms-vocab -t -o "$T/v.tok" "$D/sms-small.tsv"
ppmi-svd -v "$T/v.vocab" --dim 2 -o "$T/v.emb" "$T/v.tok" 2> /dev/null
attn-train -e "$E" --save "$T/v.model" -o /dev/null "$D/train-corpus.tsv"
cut1() { head -c $(($(wc -c < "$1") - 2)) "$1" > "$2"; }	# the last newline and a byte
cut1 "$T/v.vocab" "$T/c.vocab"; cut1 "$T/v.tok" "$T/c.tok"
cut1 "$T/v.emb" "$T/c.emb"; cut1 "$T/v.model" "$T/c.model"; cut1 "$T/a.cnt" "$T/c.cnt"
msg='the last line has no newline: the file is cut short \(its first line says attnkit wrote it, and attnkit ends every line\)$'
t_bad "a vocabulary cut short" 1 "^ppmi-svd: $T/c.vocab:[0-9]+: $msg" ppmi-svd -v "$T/c.vocab" --dim 2 "$T/v.tok"
t_bad "tokens cut short" 1 "^ppmi-svd: $T/c.tok:[0-9]+: $msg" ppmi-svd -v "$T/v.vocab" --dim 2 "$T/c.tok"
t_bad "embeddings cut short" 1 "^attn-map: $T/c.emb:[0-9]+: $msg" attn-map -e "$T/c.emb" --text 'free call'
t_bad "a spam model cut short" 1 "^attn-train: $T/c.model:[0-9]+: $msg" attn-train --predict --load "$T/c.model" -e "$E" "$D/train-corpus.tsv"
t_bad "a count file cut short" 1 "^ppmi-svd: $T/c.cnt:[0-9]+: $msg" ppmi-svd --count --from-counts "$T/c.cnt"
# the cut token file joined with cat to another: its cut line runs into
# the next file's provenance line, whose words were counted (exit 0)
cat "$T/c.tok" "$T/v.tok" > "$T/j.tok"
n=$(wc -l < "$T/v.tok")
glue='the line ends in another file.s first line \(.# sms-vocab -t .*\): files joined with cat, the one before it cut short inside its last line \(no newline\)\? its words would be counted: drop that file.s cut line, or get it whole$'
t_bad "tokens cut short, joined with cat: ppmi-svd" 1 "^ppmi-svd: $T/j.tok:$n: $glue" ppmi-svd -v "$T/v.vocab" --dim 2 "$T/j.tok"
t_bad "  ppmi-svd -j 2" 1 "^ppmi-svd: $T/j.tok:$n: $glue" ppmi-svd -j 2 -v "$T/v.vocab" --dim 2 "$T/j.tok"
t_bad "  attn-train" 1 "^attn-train: $T/j.tok:$n: $glue" attn-train -e "$E" -o /dev/null "$T/j.tok"
printf 'ham\tcall #1 (attnkit) now\nspam\tfree # x (attnkit 1\n' > "$T/hash.tok"
t_run "  '#' tokens that are no provenance line: read" 0 ppmi-svd --count -v "$T/v.vocab" "$T/hash.tok"
# the whole files are read; a hand-written file may lack its last newline
t_run "the whole embeddings are read" 0 attn-map -e "$T/v.emb" --text 'free call'
printf 'word\td1\td2\nfree\t1\t0\ncall\t0\t1' > "$T/hand.emb"
t_run "a hand-written file without its last newline is read" 0 attn-map -e "$T/hand.emb" --text 'free call'

# a CRLF line whose text is exactly the longest line (1 MB at -M 16M) is
# read as its LF twin (its CR is the line end's, not the line's; it was
# refused, told its lines 'end in CR alone'); one byte more is refused,
# without that hint; -j 2's stretches alike
printf 'word\tcount\tdocs\nfree\t3\t3\ncall\t3\t3\n' > "$T/lim.vocab"
# (the long lines printed a piece at a time: built by concatenation, each
# piece copies the string, and mawk took 20 and 40 s for the two)
awk 'BEGIN { print "ham\tfree call"; n = 13; printf "ham\tfree call"; while (n < 1048576 - 10) { printf " free call"; n += 10 } while (n < 1048576) { printf "x"; n++ } print ""; print "spam\tfree call" }' > "$T/lim-lf.tsv"
sed 's/$/\r/' "$T/lim-lf.tsv" > "$T/lim-crlf.tsv"
sed '2s/$/y/' "$T/lim-lf.tsv" | sed 's/$/\r/' > "$T/lim-over.tsv"
t_run "a line of the limit, LF" 0 ppmi-svd -q -v "$T/lim.vocab" -M 16M -d 1 -o /dev/null "$T/lim-lf.tsv"
for j in 1 2; do
	t_run "a line of the limit, CRLF, -j $j: read" 0 ppmi-svd -q -j $j -v "$T/lim.vocab" -M 16M -d 1 -o /dev/null "$T/lim-crlf.tsv"
	t_bad "one byte more, CRLF, -j $j: refused, no 'CR alone'" 1 "^ppmi-svd: .*lim-over\\.tsv:2: line longer than 1 MB, a sixteenth of the 16 MB of memory this run may use \\(-M, ulimit -v or -d; not a text file\\?\\)$" ppmi-svd -q -j $j -v "$T/lim.vocab" -M 16M -d 1 -o /dev/null "$T/lim-over.tsv"
done
# GloVe whose first line is exactly the limit, saved with CRLF
awk 'BEGIN { n = 4; printf "free"; while (n < 1048576 - 8) { printf " 0.5"; n += 4 } while (n < 1048576) { printf "0"; n++ } print "" }' > "$T/lim-glove.txt"
sed 's/$/\r/' "$T/lim-glove.txt" > "$T/lim-glove-crlf.txt"
t_run "GloVe, line 1 of the limit, CRLF: read" 0 ppmi-svd --load "$T/lim-glove-crlf.txt" -M 16M -o /dev/null

# sms-vocab -t's output with its lines ended in CR alone: line 1, the
# provenance comment, holds the whole file; it read as one comment line
# ('empty input') in every reader, and is refused naming tr now; a
# CRLF file's first comment (its CR the line end's) is read
printf '# sms-vocab -t c.tsv (attnkit 0.1.0)\rham\tsee you\rspam\tfree prize\r' > "$T/mac.tok"
printf 'word\td1\td2\nsee\t0.1\t0.2\nyou\t0.3\t0.1\nfree\t0.5\t-0.2\nprize\t0.2\t0.2\n' > "$T/mac.emb"
crre=":1: a CR inside the line: its lines end in CR alone \\(old Mac; a spreadsheet's 'CSV \\(Macintosh\\)'\\)\\? convert them with tr '\\\\r' '\\\\n' < .*mac\\.tok > FILE$"
t_bad "CR-only token file after its comment: sms-vocab --stats" 1 "^sms-vocab: .*mac\\.tok$crre" sms-vocab --stats "$T/mac.tok"
t_bad "  attn-train" 1 "^attn-train: .*mac\\.tok$crre" attn-train -e "$T/mac.emb" --epochs 1 "$T/mac.tok"
t_bad "  attn-map" 1 "^attn-map: .*mac\\.tok$crre" attn-map -e "$T/mac.emb" "$T/mac.tok"
tr '\r' '\n' < "$T/mac.tok" | sed 's/$/\r/' > "$T/crlf.tok"
t_run "  its CRLF twin: read" 0 attn-map -q -e "$T/mac.emb" -o /dev/null "$T/crlf.tok"
