#!/bin/sh
# The reading contract (attnkit(5), "Reading"; issue 29 items 1 and 4): a
# line that cannot be had in memory is an error naming the file and line,
# never the end of the input (under ulimit -d one line of 40 MB ended
# every tool's input there, exit 0: "records 100" of 200); a line longer
# than a sixteenth of the run's memory is refused as it is read, without
# holding it (a sparse file of 2 GB was read whole by ppmi-svd -M 16M,
# 2.1 GB of memory, before "NUL byte in line").  The big inputs are made
# here, piped, never written to disk.
. "$(dirname "$0")/../lib.sh"

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

# item 1 under ulimit -d (malloc fails; ak_mem_bytes does not see it, so
# the line is under the longest and its memory fails as it grows) and
# ulimit -v (the longest line is a sixteenth of it): a sanitizer build
# cannot run under either (its shadow memory), and is left out (no skip).
# One OpenBLAS thread: under ulimit -d a worker retries its 128 MB buffer
# for ever and exit waits for it (a defect of its own, reported).
if sh -c 'ulimit -d 20000 && exec sms-vocab --version' > /dev/null 2>&1; then
	while read -r c; do
		t_bad "$c, a 40 MB line under ulimit -d 20000" 1 \
		    "^${c%% *}: <stdin>:41: out of memory for a line of [0-9]+ bytes or more$" \
		    sh -c "$big 40000000 | (ulimit -d 20000; OPENBLAS_NUM_THREADS=1 exec timeout 60 $c)"
		t_bad "$c, a 50 MB line under ulimit -v 700000" 1 \
		    "^${c%% *}: <stdin>:41: line longer than [0-9.]+ [KM]B, a sixteenth of the [0-9.]+ [KM]B of memory this run may use \(-M, ulimit -v; not a text file\?\)$" \
		    sh -c "$big 50000000 | (ulimit -v 700000; exec timeout 60 $c)"
	done <<EOS
$TOOLS
EOS
	t_bad "sms-vocab --csv, a 40 MB line under ulimit -d 20000" 1 \
	    "^sms-vocab: <stdin>:42: out of memory for a line of [0-9]+ bytes or more$" \
	    sh -c "{ echo v1,v2; $big 40000000 | sed 's/\t/,/'; } | (ulimit -d 20000; exec timeout 60 sms-vocab --csv --stats)"
	# -o: no file, no temporary (the error is not taken for the end)
	t_bad "sms-vocab -t -o, ulimit -d" 1 "<stdin>:41: out of memory" \
	    sh -c "$big 40000000 | (ulimit -d 20000; exec timeout 60 sms-vocab -t -o '$T/tok')"
	t_ok "  no output file" test ! -e "$T/tok"
	t_ok "  no temporary file" sh -c "! ls '$T' | grep -q '^tok\.'"
fi

# the same refusal by -M, which every build runs (a sanitizer's too)
t_bad "attn-map -M 16M --batch, a 2 MB line" 1 \
    '^attn-map: <stdin>:41: line longer than 1 MB, a sixteenth of the 16 MB of memory this run may use \(-M, ulimit -v; not a text file\?\)$' \
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
	# the peaks: -M 16M and the program's 6 MB (ppmi-svd-counts.sh:
	# 5.8 MB for a run of one word) at most; before, 2.1 GB
	kb=$(peak_kb "exec ppmi-svd -v '$V' --dim 2 -M 16M '$T/s.bin'")
	t_ok "  ppmi-svd's peak within -M 16M and 6 MB (got $kb KB)" test "$kb" -gt 0 -a "$kb" -le $((22 * 1024))
	# a line of 64 MB without NUL, piped: refused at 1 MB
	kb=$(peak_kb "head -c 64000000 /dev/zero | tr '\\0' a | exec ppmi-svd -v '$V' --dim 2 -M 16M")
	t_ok "  a 64 MB line: the peak within -M 16M and 6 MB (got $kb KB)" test "$kb" -gt 0 -a "$kb" -le $((22 * 1024))
	kb=$(peak_kb "head -c 64000000 /dev/zero | tr '\\0' a | exec attn-map -e '$E' -M 16M --batch")
	t_ok "  attn-map --batch, the same (got $kb KB)" test "$kb" -gt 0 -a "$kb" -le $((22 * 1024))
fi
