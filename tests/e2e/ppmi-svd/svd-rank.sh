#!/bin/sh
# The SVD's products on P processes (ppmi-svd --from-counts --svd-rank
# I/P --svd-dir DIR; spemb.h ak_emb_dist), here all on this host: the
# embeddings are the bytes of one process at P = 2, 3 and 5, from one
# count file or R = 2, 3 reducers' blocks, symmetric (one vocabulary,
# --cds 1), --cds 0.75 and --contexts, -j 1 and 2; a rank that fails is
# one line of the coordinator naming the round and the rank, exit 1, no
# output; the sketch files refused when of another round or damaged.
. "$(dirname "$0")/../../lib.sh"

body() { grep -v '^#' "$1"; }

# a Zipf corpus (tests/lib.sh t_zipf)
t_zipf 3000 8000 10 > "$T/tok"
sms-vocab --min-count 2 -o "$T/v" "$T/tok"
head -200 "$T/v" > "$T/ctx"
ppmi-svd --count --count-format binary -v "$T/v" -o "$T/c.bin" "$T/tok"
ppmi-svd --count -v "$T/v" -o "$T/c.cnt" "$T/tok"
ppmi-svd --count -v "$T/v" --contexts "$T/ctx" -o "$T/cc.cnt" "$T/tok"
for R in 2 3; do
	i=1
	while [ $i -le $R ]; do
		ppmi-svd --count --from-counts --rows $i/$R -o "$T/b$R.$i" "$T/c.cnt"
		i=$((i + 1))
	done
done
S="--from-counts --solver sparse -d 8"
ppmi-svd -q -v "$T/v" $S -o "$T/one" "$T/c.bin"
ppmi-svd -q -v "$T/v" $S --cds 0.75 -o "$T/one75" "$T/c.bin"
ppmi-svd -q -v "$T/v" --contexts "$T/ctx" $S -o "$T/onectx" "$T/cc.cnt"

# ranks P: rank 0 in the foreground (its output in $T/out, its messages
# in $T/err), the others beside it; their end said in DIR/ended, as the
# Slurm driver's job script says it
ranks() {	# ranks P ARGS...
	_p=$1; shift
	rm -rf "$T/d"; mkdir "$T/d"
	_i=1
	while [ $_i -lt $_p ]; do
		( ppmi-svd -q --svd-rank $_i/$_p --svd-dir "$T/d" "$@" 2> "$T/err.$_i"
		  echo "exit $?" > "$T/d/e.$_i"; mv "$T/d/e.$_i" "$T/d/ended" ) &
		_i=$((_i + 1))
	done
	ppmi-svd -q --svd-rank 0/$_p --svd-dir "$T/d" "$@"
	_st=$?
	wait
	return $_st
}
for P in 2 3 5; do
	t_run "P=$P ranks, one count file" 0 ranks $P -v "$T/v" $S "$T/c.bin"
	body "$T/out" > "$T/got"; body "$T/one" > "$T/want"
	t_cmp "  = one process" "$T/want" "$T/got"
	t_run "P=$P, --cds 0.75" 0 ranks $P -v "$T/v" $S --cds 0.75 "$T/c.bin"
	body "$T/out" > "$T/got"; body "$T/one75" > "$T/want"
	t_cmp "  = one process" "$T/want" "$T/got"
done
for R in 2 3; do
	t_run "P=2 from R=$R blocks, -j 2" 0 ranks 2 -v "$T/v" $S -j 2 "$T"/b$R.?
	body "$T/out" > "$T/got"; body "$T/one" > "$T/want"
	t_cmp "  = one process" "$T/want" "$T/got"
	t_run "P=3 from R=$R blocks, --cds 0.75" 0 ranks 3 -v "$T/v" $S --cds 0.75 "$T"/b$R.?
	body "$T/out" > "$T/got"; body "$T/one75" > "$T/want"
	t_cmp "  = one process" "$T/want" "$T/got"
done
t_run "P=2, --contexts (200 columns)" 0 ranks 2 -v "$T/v" --contexts "$T/ctx" $S "$T/cc.cnt"
body "$T/out" > "$T/got"; body "$T/onectx" > "$T/want"
t_cmp "  = one process" "$T/want" "$T/got"
# a sketch wider than the contexts: its columns clamped to them (rsvd.c)
ppmi-svd -q -v "$T/v" --contexts "$T/ctx" $S --oversample 250 -o "$T/onewide" "$T/cc.cnt"
t_run "P=3, --contexts, --oversample 250 (the sketch clamped to 200 columns)" 0 ranks 3 -v "$T/v" --contexts "$T/ctx" $S --oversample 250 "$T/cc.cnt"
body "$T/out" > "$T/got"; body "$T/onewide" > "$T/want"
t_cmp "  = one process" "$T/want" "$T/got"
t_ok "  the rounds' sketches removed as read (the end and the hellos left)" sh -c "ls '$T/d' | sort | tr '\n' ' ' | grep -qx 'ended hello.0 hello.1 hello.2 r19.c '"

# the dense path (a small vocabulary, solver auto): rank 0's alone, the
# others end once their hello matches rank 0's
head -40 "$T/v" > "$T/v40"
ppmi-svd --count -v "$T/v40" -o "$T/c40" "$T/tok"
ppmi-svd -q -v "$T/v40" --from-counts -d 4 -o "$T/one40" "$T/c40"
t_run "P=2, the dense path (40 words)" 0 ranks 2 -v "$T/v40" --from-counts -d 4 "$T/c40"
body "$T/out" > "$T/got"; body "$T/one40" > "$T/want"
t_cmp "  = one process" "$T/want" "$T/got"
t_ok "  no sketch file: the hellos alone" sh -c "ls '$T/d' | tr '\n' ' ' | grep -qx 'ended hello.0 hello.1 '"

# rank 1 fails (its counts unreadable): the coordinator's one line
rank1_bad() {
	rm -rf "$T/d"; mkdir "$T/d"
	( ppmi-svd -q --svd-rank 1/2 --svd-dir "$T/d" -v "$T/v" $S "$T/nonexistent" 2> "$T/err.1"
	  echo "exit $?" > "$T/d/ended.tmp"; mv "$T/d/ended.tmp" "$T/d/ended" ) &
	ppmi-svd -q --svd-rank 0/2 --svd-dir "$T/d" -v "$T/v" $S -o "$T/never" "$T/c.bin"
	_st=$?
	wait
	return $_st
}
# (ended written whole, by a rename, as the driver writes it; when rank 1
# ended before rank 0's hello, its ended is older and the message adds
# that it may be an earlier run's)
t_bad "rank 1 fails" 1 '^ppmi-svd: SVD: rank 1 ended before its hello \(the ranks. step: exit 1\)(, or .*/d/ended is an earlier run.s, older than this rank.s hello \(--svd-dir must be empty when the ranks start\))?: no embeddings$' rank1_bad
t_ok "  no output file" test ! -e "$T/never"
t_ok "  rank 1 said why" grep -q 'nonexistent: No such file' "$T/err.1"
# the coordinator fails (its counts unreadable): the others stop
coord_bad() {
	rm -rf "$T/d"; mkdir "$T/d"
	ppmi-svd -q --svd-rank 1/2 --svd-dir "$T/d" -v "$T/v" $S "$T/c.bin" 2> "$T/err.1" &
	_pid=$!
	ppmi-svd -q --svd-rank 0/2 --svd-dir "$T/d" -v "$T/v" $S --cds 0 "$T/c.bin" 2>/dev/null
	# (a usage error: no abort file; the test says the end itself)
	: > "$T/d/abort"
	wait $_pid
}
t_run "the coordinator gone: rank 1 stops, exit 1" 1 coord_bad
t_ok "  saying the coordinator stopped" grep -Eq 'the coordinator \(rank 0\) stopped before its hello|abort: a file of an earlier run \(or this run.s coordinator stopped' "$T/err.1"

# a rank alone, nothing to write ended or abort (ranks started by hand,
# one never started): --svd-timeout ends the wait with one line
rm -rf "$T/d"; mkdir "$T/d"
t_bad "the coordinator alone: --svd-timeout" 1 '^ppmi-svd: SVD: rank 1 said no hello in 1 s \(--svd-timeout\): no embeddings$' \
    ppmi-svd -q --svd-rank 0/2 --svd-dir "$T/d" --svd-timeout 1 -v "$T/v" $S -o "$T/never" "$T/c.bin"
t_ok "  no output file" test ! -e "$T/never"
rm -rf "$T/d"; mkdir "$T/d"
t_bad "rank 1 alone: --svd-timeout" 1 '^ppmi-svd: SVD: no hello from the coordinator \(rank 0\) in 0.5 s \(--svd-timeout\)$' \
    ppmi-svd -q --svd-rank 1/2 --svd-dir "$T/d" --svd-timeout 0.5 -v "$T/v" $S "$T/c.bin"
t_bad "--svd-timeout without --svd-rank" 2 'svd-timeout' ppmi-svd -v "$T/v" --from-counts --svd-timeout 5 "$T/c.bin"
t_bad "--svd-timeout -1" 2 'svd-timeout' ppmi-svd -v "$T/v" --from-counts --svd-rank 0/2 --svd-dir "$T" --svd-timeout -1 "$T/c.bin"

t_run "P=2 from the count lines" 0 ranks 2 -v "$T/v" $S "$T/c.cnt"
body "$T/out" > "$T/got"; body "$T/one" > "$T/want"
t_cmp "  = one process" "$T/want" "$T/got"

# the options
t_bad "--svd-rank without --svd-dir" 2 'svd-dir' ppmi-svd -v "$T/v" --from-counts --svd-rank 0/2 "$T/c.bin"
t_bad "--svd-rank 2/2" 2 "svd-rank: '2/2' is not I/P" ppmi-svd -v "$T/v" --from-counts --svd-rank 2/2 --svd-dir "$T" "$T/c.bin"
t_bad "-o for rank 1" 2 'only rank 0 writes the embeddings' ppmi-svd -v "$T/v" --from-counts --svd-rank 1/2 --svd-dir "$T" -o "$T/x" "$T/c.bin"
t_bad "--svd-rank without --from-counts" 2 'from-counts' ppmi-svd -v "$T/v" --svd-rank 0/2 --svd-dir "$T" "$T/tok"

# a sketch file damaged, cut or of another round: refused by the rank
# that waits for it (here the coordinator, rank 1's round-1 file, its
# sums, planted before it starts, with rank 1's hello): rank 0's hello
# from a rank 0 alone, rank 1's sums from a rank 1 alone that reads it
rm -rf "$T/d"; mkdir "$T/d"
ppmi-svd -q --svd-rank 0/2 --svd-dir "$T/d" --svd-timeout 0.1 -v "$T/v" $S --cds 0.75 -o "$T/never" "$T/c.bin" 2> /dev/null || :
rm -f "$T/d/abort"
ppmi-svd -q --svd-rank 1/2 --svd-dir "$T/d" -v "$T/v" $S --cds 0.75 "$T/c.bin" 2> /dev/null &
pid=$!
n=0
while [ ! -f "$T/d/r1.1" ] && [ $n -lt 6000 ]; do sleep 0.01; n=$((n + 1)); done
: > "$T/d/abort"
wait $pid || :
cp "$T/d/r1.1" "$T/r1.1"
cp "$T/d/hello.1" "$T/hello.1"
t_ok "rank 1 alone writes its sums (round 1) and stops at the abort" test -s "$T/r1.1"
planted() {	# planted HOW: the coordinator with rank 1's file made by HOW
	rm -rf "$T/d"; mkdir "$T/d"
	cp "$T/hello.1" "$T/d/hello.1"
	"$@" "$T/d/r1.1"
	echo "exit 0" > "$T/d/ended"
	ppmi-svd -q --svd-rank 0/2 --svd-dir "$T/d" -v "$T/v" $S --cds 0.75 -o "$T/never" "$T/c.bin"
}
t_bad "the file as written: taken, and round 2 waits for rank 1" 1 '^ppmi-svd: SVD round 2: rank 1 \(node [^)]*\) ended before writing its rows \(the ranks. step: exit 0\)' planted cp "$T/r1.1"
flip() { cp "$T/r1.1" "$1"; printf 'X' | dd of="$1" bs=1 seek=200 conv=notrunc 2>/dev/null; }
cut_it() { head -c 1000 "$T/r1.1" > "$1"; }
round3() { cp "$T/r1.1" "$1"; printf '\003' | dd of="$1" bs=1 seek=12 conv=notrunc 2>/dev/null; }
t_bad "a sketch with a changed value" 1 'r1.1: its values are damaged' planted flip
t_ok "  no output file" test ! -e "$T/never"
t_bad "a sketch cut" 1 'r1.1: [0-9]+ bytes of values, not the [0-9]+ × 1 × 8 its header says' planted cut_it
t_bad "a sketch whose round was edited" 1 'r1.1: its header is damaged' planted round3
head -c 100 "$T/v" > "$T/v100"
t_bad "not a sketch (100 bytes of the vocabulary)" 1 'r1.1: not a sketch file' planted cp "$T/v100"
t_bad "a file larger than any sketch of the run" 1 'r1.1: [0-9]+ bytes, more than a sketch file of this run' planted cp "$T/v"

# every rank's hello against the coordinator's, before a count is read:
# an option of the result or a count file that differs is one line of
# each, naming it, exit 1, no output (mixed sketches gave other
# embeddings with exit 0); an option that does not change them passes
# (-j above; -M, --progress)
hello() {	# hello "RANK 1 ARGS" "RANK 0 ARGS": both exit 1
	rm -rf "$T/d" "$T/never"; mkdir "$T/d"
	( ppmi-svd -q --svd-rank 1/2 --svd-dir "$T/d" $1 2> "$T/err.1"
	  echo "exit $?" > "$T/d/e"; mv "$T/d/e" "$T/d/ended" ) &
	ppmi-svd -q --svd-rank 0/2 --svd-dir "$T/d" $2 -o "$T/never"
	_st=$?
	wait
	return $_st
}
A="-v $T/v $S $T/c.bin"
for o in "--neg 2" "--cds 0.75" "--eig 0.5" "--seed 5" "--oversample 4" "--power-iters 3" "--normalize" "-w 2"; do
	k=${o%% *}; [ "$k" != -w ] || k=--window
	t_bad "rank 1 given $o: refused by rank 0" 1 "^ppmi-svd: $T/d/hello.1: rank 1 \\(node [^)]*\\) has $k .*: every rank must be given the same options; no embeddings\$" hello "$A $o" "$A"
	t_ok "  and by rank 1, naming it" grep -q "hello.0: rank 0 (node [^)]*) has $k " "$T/err.1"
	t_ok "  no output" test ! -e "$T/never"
done
t_bad "rank 1 given other counts: the file named" 1 "^ppmi-svd: $T/d/hello.1: rank 1 \\(node [^)]*\\) has count file 1: $T/c.cnt \\([0-9]+ bytes, its last ones [0-9a-f]{16}\\), rank 0 1: $T/c.bin .*: every rank must read the same count files" hello "-v $T/v $S $T/c.cnt" "$A"
t_bad "rank 1 given two count files" 1 "has counts 2, rank 0 1" hello "$A $T/c.cnt" "$A"
ranks32() {	# rank 1 of 3, rank 0 of 2
	rm -rf "$T/d"; mkdir "$T/d"
	ppmi-svd -q --svd-rank 1/3 --svd-dir "$T/d" --svd-timeout 20 $A 2> "$T/err.1" &
	ppmi-svd -q --svd-rank 0/2 --svd-dir "$T/d" --svd-timeout 20 -o "$T/never" $A
	_st=$?
	wait
	return $_st
}
t_bad "rank 1 of 3 ranks, rank 0 of 2" 1 "has --svd-rank \\?/3, rank 0 \\?/2" ranks32
t_run "rank 1 with -M 64M --progress: the same embeddings" 0 hello "$A -M 64M --progress" "$A"
body "$T/never" > "$T/got"; body "$T/one" > "$T/want"
t_cmp "  = one process" "$T/want" "$T/got"
# the dense path of rank 0 (solver auto, a small vocabulary) and the
# sparse path of rank 1: said, with the option that decides
t_bad "rank 0 dense, rank 1 sparse" 1 "has path sparse, rank 0 dense: --solver auto chose" hello "-v $T/v40 --from-counts -d 4 --solver sparse $T/c40" "-v $T/v40 --from-counts -d 4 $T/c40"

# a directory of an earlier run: its files are not this run's
t_run "a run in d" 0 ranks 2 $A
for f in hello.0 hello.1 r19.c ended; do
	t_ok "  leaves $f" test -e "$T/d/$f"
done
stale() {	# stale RANK: that rank in the directory the run left
	ppmi-svd -q --svd-rank $1/2 --svd-dir "$T/d" --svd-timeout 5 $A ${2-}
}
t_bad "rank 0 in it: refused" 1 "^ppmi-svd: $T/d/r19.c: a file of an earlier run: --svd-dir must be empty when the ranks start; empty it or give a new one\$" stale 0 "-o $T/never"
t_ok "  no output" test ! -e "$T/never"
t_bad "rank 1 in it: refused" 1 "^ppmi-svd: $T/d/.*: a file of an earlier run: --svd-dir must be empty" stale 1
rm -f "$T/d/r19.c" "$T/d/ended"
t_bad "only the hellos left: rank 0's refused as there already" 1 "^ppmi-svd: $T/d/hello.0: there already: a file of an earlier run \\(its rank has ended\\) \\(--svd-dir must be empty" stale 0 "-o $T/never"
t_bad "  and rank 1's" 1 "^ppmi-svd: $T/d/hello.1: there already: a file of an earlier run \\(its rank has ended\\)" stale 1
rm -f "$T/d/hello.0" "$T/d/hello.1"
: > "$T/d/abort"
t_bad "an abort left: refused" 1 "^ppmi-svd: $T/d/abort: a file of an earlier run \\(or this run.s coordinator stopped" stale 1
rm -f "$T/d/abort"
: > "$T/d/r3.1"
t_bad "a rank's file of round 3: refused" 1 "^ppmi-svd: $T/d/r3.1: a file of an earlier run" stale 0 "-o $T/never"
t_ok "  nothing written in it" sh -c "ls '$T/d' | tr '\n' ' ' | grep -qx 'r3.1 '"
t_ok "  no output" test ! -e "$T/never"
rm -f "$T/d/r3.1"
# an earlier run's ended alone: rank 0 may start in it (a rank past 0
# may have ended first); its message says the file may be an earlier
# run's, being older than rank 0's hello
echo "exit 0" > "$T/d/ended"
touch -d '2000-01-01' "$T/d/ended"
t_bad "an earlier run's ended alone: rank 0 names it" 1 "^ppmi-svd: SVD: rank 1 ended before its hello \\(the ranks' step: exit 0\\), or $T/d/ended is an earlier run's, older than this rank's hello \\(--svd-dir must be empty when the ranks start\\): no embeddings\$" stale 0 "-o $T/never"
rm -f "$T/d"/*

# count files written by hand (no settings or end line) of the same size
# and the same last 256 bytes, one count changed in the first line: the
# hellos agree, the cells' digests of round 1 do not
grep -v '^#' "$T/c.cnt" > "$T/h1.cnt"
awk 'NR == 1 { n = substr($0, length($0)); $0 = substr($0, 1, length($0) - 1) (n == "9" ? "8" : n + 1) } { print }' "$T/h1.cnt" > "$T/h2.cnt"
t_ok "two hand-written count files, one count apart, of one size" sh -c "test \$(wc -c < '$T/h1.cnt') = \$(wc -c < '$T/h2.cnt') && ! cmp -s '$T/h1.cnt' '$T/h2.cnt'"
t_bad "rank 1 reads the other: the digests of their cells differ" 1 "^ppmi-svd: SVD: rank 1 \\(node [^)]*\\) read [0-9]+ cells \\(digest [0-9a-f]{16}\\) from the count files, rank 0 [0-9]+ \\([0-9a-f]{16}\\): every rank must read the same counts \\(the same bytes on every node\\); no embeddings\$" hello "-v $T/v $S $T/h2.cnt" "-v $T/v $S $T/h1.cnt"
t_ok "  rank 1 stops: the coordinator stopped" grep -q 'SVD round 2: the coordinator (rank 0) stopped' "$T/err.1"
t_ok "  no output" test ! -e "$T/never"
t_run "the same hand-written file on both: taken" 0 hello "-v $T/v $S $T/h1.cnt" "-v $T/v $S $T/h1.cnt"
body "$T/never" > "$T/got"; body "$T/one" > "$T/want"
t_cmp "  = one process on the count file it was made of" "$T/want" "$T/got"
# the dense path (40 words), which rank 0 runs alone: the ranks past 0
# read their counts too, and rank 0 compares the cells as round 1 does
grep -v '^#' "$T/c40" > "$T/h40a"
awk 'NR == 1 { n = substr($0, length($0)); $0 = substr($0, 1, length($0) - 1) (n == "9" ? "8" : n + 1) } { print }' "$T/h40a" > "$T/h40b"
D40="-v $T/v40 --from-counts -d 4"
t_bad "dense: rank 1 reads the other: the same line" 1 "^ppmi-svd: SVD: rank 1 \\(node [^)]*\\) read [0-9]+ cells \\(digest [0-9a-f]{16}\\) from the count files, rank 0 [0-9]+ \\([0-9a-f]{16}\\): every rank must read the same counts \\(the same bytes on every node\\); no embeddings\$" hello "$D40 $T/h40b" "$D40 $T/h40a"
t_ok "  no output" test ! -e "$T/never"
t_run "dense: the same file on both: taken" 0 hello "$D40 $T/h40a" "$D40 $T/h40a"
ppmi-svd -q $D40 -o "$T/one40h" "$T/h40a"
body "$T/never" > "$T/got"; body "$T/one40h" > "$T/want"
t_cmp "  = one process" "$T/want" "$T/got"
t_ok "  rank 1's cells read, then removed: the hellos and ended left" sh -c "ls '$T/d' | tr '\n' ' ' | grep -qx 'ended hello.0 hello.1 '"

# a rank started twice while its first start runs (the pid of its hello
# alive on this node): named so, and the first run goes on unharmed.  The
# first run's ranks read their counts from FIFOs (a pipe's hello line is
# the same on both): they run until the counts come
twice() {	# twice RANK: start RANK again once the first run's hellos are there
	rm -rf "$T/d" "$T/never" "$T/f0" "$T/f1"; mkdir "$T/d"
	mkfifo "$T/f0" "$T/f1"
	( ppmi-svd -q --svd-rank 1/2 --svd-dir "$T/d" -v "$T/v" $S "$T/f1" 2> "$T/err.1"
	  echo "exit $?" > "$T/d/e"; mv "$T/d/e" "$T/d/ended" ) &
	_r1=$!
	ppmi-svd -q --svd-rank 0/2 --svd-dir "$T/d" -v "$T/v" $S -o "$T/never" "$T/f0" 2> "$T/err.0" &
	_r0=$!
	while { [ ! -e "$T/d/hello.0" ] || [ ! -e "$T/d/hello.1" ]; } &&
	    kill -0 $_r0 2> /dev/null; do
		sleep 0.1
	done
	set +e
	ppmi-svd -q --svd-rank $1/2 --svd-dir "$T/d" -v "$T/v" $S "$T/c.cnt" 2> "$T/err.2" > /dev/null
	echo $? > "$T/st.2"
	# (a guard, should a rank have died: no writer waits for ever)
	timeout 120 sh -c 'cat "$1" > "$2"' sh "$T/c.cnt" "$T/f0" &
	timeout 120 sh -c 'cat "$1" > "$2"' sh "$T/c.cnt" "$T/f1"
	wait $_r0; echo $? > "$T/st.0"
	wait
	set -e
}
ppmi-svd -q -v "$T/v" $S -o "$T/onecnt" "$T/c.cnt"
for r in 0 1; do
	twice $r
	t_ok "rank $r started twice: exit 1" test "$(cat "$T/st.2")" = 1
	t_ok "  one line naming it, with the first one's pid" grep -Eqx "ppmi-svd: $T/d/hello.$r: rank $r started twice: its hello is that of pid [0-9]+ on this node \\([^)]*\\), running now with this --svd-dir; give each rank its own --svd-rank I/P, I of 0 to P-1" "$T/err.2"
	t_ok "  the first run ends well" test "$(cat "$T/st.0")" = 0
	body "$T/never" > "$T/got"; body "$T/onecnt" > "$T/want"
	t_cmp "  = one process" "$T/want" "$T/got"
done
