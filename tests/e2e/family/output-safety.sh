#!/bin/sh
# -o FILE in every tool: the man pages'
# promises "an input is never overwritten" and "no partial output" hold for
# standard input and for signals too; the file's mode follows the umask, or
# the mode of the file it replaces; a closed standard output does not fail a
# tool that writes -o FILE.  Waits are polls with a bound, never a timing.
. "$(dirname "$0")/../../lib.sh"

V="$DATA/sms-small.vocab" E="$DATA/map-emb.tsv"
TOOLS="sms-vocab ppmi-svd attn-map attn-train addr attn-bench"

# tool OUT: one small run of each tool writing -o OUT
tool() {
	case $1 in
	sms-vocab)  sms-vocab --min-count 1 -o "$2" "$DATA/sms-small.tsv" ;;
	ppmi-svd)   ppmi-svd -v "$V" --dim 2 -o "$2" "$DATA/sms-small.tokens" ;;
	attn-map)   attn-map -e "$E" -o "$2" "$DATA/map-tokens.tsv" ;;
	attn-train) attn-train -e "$DATA/train-emb.tsv" -o "$2" "$DATA/train-corpus.tsv" ;;
	addr)       attn-train addr gen --count 2 --pairs 2 -o "$2" ;;
	attn-bench) attn-bench -q -n 8 -d 4 -r 1 -i naive -o "$2" ;;
	esac
}
in_umask() { ( umask "$1"; shift; tool "$@" ); }
mode() { stat -c %a "$1"; }
no_tmp() { ! ls "$T" | grep "^$1\.......$" >&2; }

# item 5: a new file has 0666 & ~umask; a replaced file keeps its mode
for t in $TOOLS; do
	rm -f "$T/new"
	t_run "$t: new file under umask 077" 0 in_umask 077 "$t" "$T/new"
	t_ok "$t: umask 077 gives 600 (got $(mode "$T/new" 2> /dev/null))" test "$(mode "$T/new")" = 600
	rm -f "$T/new"
	t_run "$t: new file under umask 027" 0 in_umask 027 "$t" "$T/new"
	t_ok "$t: umask 027 gives 640" test "$(mode "$T/new")" = 640
	for m in 600 640; do
		echo old > "$T/ex"
		chmod $m "$T/ex"
		t_run "$t: replacing a $m file" 0 in_umask 022 "$t" "$T/ex"
		t_ok "$t: the replaced file keeps $m (got $(mode "$T/ex"))" test "$(mode "$T/ex")" = $m
		t_ok "$t: and has the new content" sh -c "! grep -qx old '$T/ex' && test -s '$T/ex'"
	done
done

# item 8: standard output closed (>&-) while the output goes to -o FILE
closed_stdout() { "$@" >&-; }
for t in $TOOLS; do
	rm -f "$T/c8"
	t_run "$t -o FILE with stdout closed" 0 closed_stdout tool "$t" "$T/c8"
	t_ok "$t: FILE written" test -s "$T/c8"
done
# -o naming a descriptor of the tool's (/dev/stdout, /dev/fd/N, a link to
# one): written where it is, as the shell and ppmi-svd-slurm write it: a
# file it is open on by >> keeps its lines; a descriptor open only for
# reading, or not open, is no output
ln -s /dev/stdout "$T/to-stdout"
append_to() { _l=$1; shift; "$@" >> "$_l"; }
fd5_to() { _f=$1; shift; "$@" 5> "$_f"; }
for t in $TOOLS; do
	# (/proc/thread-self/fd/N and any spelling of a descriptor
	# directory, //proc/./self/fd/N, are the tool's own: appended too)
	for o in /dev/stdout /dev/fd/1 "$T/to-stdout" /proc/thread-self/fd/1 //proc/./self/fd/1; do
		echo first > "$T/log"
		t_run "$t -o $o >> log" 0 append_to "$T/log" tool "$t" "$o"
		t_ok "  appended: the log's first line kept, the output after it" sh -c "test \"\$(head -1 '$T/log')\" = first && test \$(wc -l < '$T/log') -gt 1"
	done
	rm -f "$T/fd5"
	t_run "$t -o /dev/fd/5 5> FILE" 0 fd5_to "$T/fd5" tool "$t" /dev/fd/5
	t_ok "  FILE written" test -s "$T/fd5"
done
echo mine > "$T/ro"
t_bad "-o /dev/fd/5 open only for reading" 1 '^sms-vocab: /dev/fd/5: the descriptor is open only for reading$' \
    sh -c 'sms-vocab --min-count 1 -o /dev/fd/5 "$1" 5< "$2"' sh "$DATA/sms-small.tsv" "$T/ro"
t_ok "  the file it reads kept" test "$(cat "$T/ro")" = mine
# -o naming the pipe being read (/dev/stdin, /proc/self/fd/0 of a pipe;
# a FIFO both input and output): a usage error, not a hang (the tool
# held its own input's write end) nor an output into the pipe
for t in sms-vocab attn-map attn-train; do
	case $t in
	sms-vocab) run="sms-vocab --min-count 1" in=$DATA/sms-small.tsv ;;
	attn-map) run="attn-map -e $E --line 1" in=$DATA/map-tokens.tsv ;;
	attn-train) run="attn-train -e $DATA/train-emb.tsv" in=$DATA/train-corpus.tsv ;;
	esac
	for o in /dev/stdin /proc/self/fd/0; do
		t_bad "$t -o $o, standard input a pipe" 2 "^$t: $o: output would overwrite an input \\(standard input\\)\$" \
		    timeout 60 sh -c 'cat "$1" | $2 -o "$3"' sh "$in" "$run" "$o"
	done
done
# (refused before any file is opened: no writer is needed, and none is
# left behind; timeout bounds a tool that would open it)
mkfifo "$T/ff"
t_bad "a FIFO both input and output" 2 "^sms-vocab: $T/ff: output would overwrite an input\$" timeout 60 sms-vocab --min-count 1 -o "$T/ff" "$T/ff"
rm -f "$T/ff"
seq 200 > "$T/rw"
t_bad "-o /dev/fd/5 open read-write on a file (5<>): refused" 1 '^sms-vocab: /dev/fd/5: the descriptor is open for reading and writing \(<>\) on a file: the output would be written over its start and its old tail kept; open it with > \(>> to append\), or give the file.s name$' \
    sh -c 'sms-vocab --min-count 1 -o /dev/fd/5 "$1" 5<> "$2"' sh "$DATA/sms-small.tsv" "$T/rw"
t_ok "  the file kept" sh -c "seq 200 | cmp -s - '$T/rw'"
t_run "-o /dev/fd/5 open read-write for appending (5>>): written after it" 0 sh -c 'sms-vocab --min-count 1 -o /dev/fd/5 "$1" 5>> "$2"' sh "$DATA/sms-small.tsv" "$T/rw"
t_ok "  its lines kept, the output after them" sh -c "head -200 '$T/rw' | seq 200 | cmp -s - '$T/rw' 2> /dev/null; test \"\$(sed -n 201p '$T/rw' | cut -c1-12)\" = '# sms-vocab '"
t_bad "-o /dev/fd/7 not open" 1 '^sms-vocab: /dev/fd/7: Bad file descriptor$' \
    sms-vocab --min-count 1 -o /dev/fd/7 "$DATA/sms-small.tsv"
t_bad "-o /proc/thread-self/fd/7 not open" 1 '^sms-vocab: /proc/thread-self/fd/7: Bad file descriptor$' \
    sms-vocab --min-count 1 -o /proc/thread-self/fd/7 "$DATA/sms-small.tsv"
t_bad "-o /proc/thread-self/fd/5 open read-write on a file (5<>): refused" 1 '^sms-vocab: /proc/thread-self/fd/5: the descriptor is open for reading and writing' \
    sh -c 'sms-vocab --min-count 1 -o /proc/thread-self/fd/5 "$1" 5<> "$2"' sh "$DATA/sms-small.tsv" "$T/rw"
# (a directory that is no descriptor directory, whatever its last name:
# a file written by name)
mkdir -p "$T/fd"
rm -f "$T/fd/5"
t_run "-o DIR/fd/5, DIR not /proc: a new file" 0 sms-vocab --min-count 1 -o "$T/fd/5" "$DATA/sms-small.tsv"
t_ok "  written" test -s "$T/fd/5"
# writing to the closed standard output is still an error
t_bad "sms-vocab to a closed stdout" 1 '^sms-vocab: <stdout>: Bad file descriptor$' \
    closed_stdout sms-vocab --min-count 1 "$DATA/sms-small.tsv"

# item 3: -o naming the file that is standard input, in every tool that
# reads it; the file is left as it was
attn-train addr train --pairs 2 --keys 4 --values 2 --dim 4 --head 4 --steps 2 -o "$T/amodel" 2> /dev/null
attn-train addr gen --count 2 --pairs 2 --keys 4 --values 2 -o "$T/ainst"
stdin_case() {	# stdin_case NAME FIXTURE CMD... (the command's -o is $T/in)
	_n=$1 _f=$2; shift 2
	cp "$_f" "$T/in"
	T_STDIN="$T/in" t_bad "$_n: -o names standard input" 2 \
	    "^[a-z-]+: .*/in: output would overwrite an input \(standard input\)$" "$@"
	t_cmp "$_n: standard input left as it was" "$_f" "$T/in"
}
stdin_case sms-vocab "$DATA/sms-small.tsv" sms-vocab --min-count 1 -o "$T/in"
stdin_case "sms-vocab -t" "$DATA/sms-small.tsv" sms-vocab -t -o "$T/in"
stdin_case ppmi-svd "$DATA/sms-small.tokens" ppmi-svd -v "$V" --dim 2 -o "$T/in"
stdin_case "ppmi-svd -v -" "$V" ppmi-svd -v - --dim 2 -o "$T/in" "$DATA/sms-small.tokens"
stdin_case attn-map "$DATA/map-tokens.tsv" attn-map -e "$E" -o "$T/in"
stdin_case "attn-map -e -" "$E" attn-map -e - --text 'free call' -o "$T/in"
stdin_case attn-train "$DATA/train-corpus.tsv" attn-train -e "$DATA/train-emb.tsv" -o "$T/in"
stdin_case "attn-train addr eval" "$T/ainst" attn-train addr eval --model "$T/amodel" -o "$T/in"
# a tool that does not read standard input may write over that file
cp "$DATA/sms-small.tsv" "$T/in"
T_STDIN="$T/in" t_run "addr gen -o FILE < FILE (stdin not read)" 0 attn-train addr gen --count 1 --pairs 2 -o "$T/in"
T_STDIN="$T/in" t_run "attn-map --text -o FILE < FILE (stdin not read)" 0 attn-map -e "$E" --text 'free call' -o "$T/in"
# /dev/null as standard input and as -o: not a file to protect (the run
# goes on to read the empty input)
t_bad "-o /dev/null with stdin /dev/null" 1 "^attn-map: <stdin>: empty input" attn-map -e "$E" -o /dev/null

# standard output (no -o, -o -) open on an input ('IN > IN' is empty
# before it is read; '>> IN', '1<> IN'): refused as -o /dev/stdout on it
# is, exit 2, the input intact, in every tool that reads one; another
# file, a pipe, /dev/null (an input and the output at once) written
sms-vocab --min-count 1 -o "$T/svoc" "$DATA/sms-small.tsv"
on_in() {	# on_in TOOL IN [-o -]: TOOL reading IN, to standard output
	_t=$1 _i=$2; shift 2
	case $_t in
	sms-vocab)  sms-vocab --min-count 1 "$@" "$_i" ;;
	sms-vocab-t) sms-vocab -t -v "$T/svoc" "$@" "$_i" ;;
	ppmi-svd)   ppmi-svd -v "$V" --dim 2 "$@" "$_i" ;;
	ppmi-svd-v) ppmi-svd -v "$_i" --dim 2 "$@" "$DATA/sms-small.tokens" ;;
	attn-map)   attn-map -e "$E" "$@" "$_i" ;;
	attn-train) attn-train -e "$DATA/train-emb.tsv" "$@" "$_i" ;;
	esac
}
rw_on() { _f=$1; shift; on_in "$@" 1<> "$_f"; }
app_on() { _f=$1; shift; on_in "$@" >> "$_f"; }
for t in sms-vocab sms-vocab-t ppmi-svd ppmi-svd-v attn-map attn-train; do
	case $t in
	sms-vocab | sms-vocab-t) f=$DATA/sms-small.tsv ;;
	ppmi-svd) f=$DATA/sms-small.tokens ;;
	ppmi-svd-v) f=$V ;;
	attn-map) f=$DATA/map-tokens.tsv ;;
	attn-train) f=$DATA/train-corpus.tsv ;;
	esac
	tn=${t%-[tv]}
	msg="^$tn: <stdout>: output would overwrite an input \\(standard output is open on $T/sin: redirect it to another file, or give -o FILE\\)\$"
	for o in "" "-o -"; do
		cp "$f" "$T/sin"
		t_bad "$t $o 1<> IN" 2 "$msg" rw_on "$T/sin" "$t" "$T/sin" $o
		t_cmp "  IN intact" "$f" "$T/sin"
		t_bad "$t $o >> IN" 2 "$msg" app_on "$T/sin" "$t" "$T/sin" $o
		t_cmp "  IN intact" "$f" "$T/sin"
	done
	cp "$f" "$T/sin"
	t_run "$t >> another file: exit 0" 0 app_on "$T/sout" "$t" "$T/sin"
	t_ok "  written" test -s "$T/sout"
	rm -f "$T/sout"
done
t_run "sms-vocab | sms-vocab -t -v - (a pipe): exit 0" 0 sh -c 'sms-vocab --min-count 1 "$1" | sms-vocab -t -v - "$1" > "$2"' sh "$DATA/sms-small.tsv" "$T/sout"
t_ok "  written" test -s "$T/sout"
t_bad "/dev/null both input and standard output: no refusal" 1 '^sms-vocab: <stdin>: empty corpus' sh -c 'sms-vocab --min-count 1 -o /dev/stdout - < /dev/null > /dev/null'

# -o FILE made a directory, or a link to one, while the tool ran (after
# its temporary was made): refused, "Is a directory", as rename(2)
# refuses a directory, not the link replaced by the output; nothing left
# (ppmi-svd-slurm alike: slurm-out.sh)
rm -f "$T/fifo"; mkfifo "$T/fifo"; mkdir "$T/odir"
sms-vocab --min-count 1 -o "$T/late.tsv" - < "$T/fifo" 2> "$T/lateerr" &
lp=$!
exec 3> "$T/fifo"
_i=0 _seen=0
while [ $_i -lt 600 ] && [ $_seen = 0 ] && kill -0 $lp 2> /dev/null; do
	for _f in "$T"/late.tsv.?????? /proc/$lp/fd/*; do
		case $(readlink "$_f" 2> /dev/null) in "$T/#"*" (deleted)") _seen=1 ;; esac
		case $_f in "$T"/late.tsv.??????) [ ! -e "$_f" ] || _seen=1 ;; esac
	done
	sleep 0.05; _i=$((_i + 1))
done
ln -s "$T/odir" "$T/late.tsv"
printf 'ham\tfree call now\n' >&3
exec 3>&-
set +e; wait $lp; lst=$?; set -e
t_ok "-o FILE made a link to a directory meanwhile: exit 1 (got $lst)" test "$lst" = 1
t_ok "  'FILE: Is a directory'" grep -qx "sms-vocab: $T/late.tsv: Is a directory" "$T/lateerr"
t_ok "  the link kept, nothing in the directory, no temporary" sh -c "test -L '$T/late.tsv' && test -z \"\$(ls -A '$T/odir')\" && ! ls '$T' | grep -q '^late\.tsv\.'"
rm -rf "$T/late.tsv" "$T/odir" "$T/fifo"

# item 4: SIGINT, SIGTERM, SIGHUP while the tool runs with -o: no temporary
# file stays, no output file appears, and the tool dies of the signal
# (status 128+N).  A non-interactive shell starts background jobs with
# SIGINT ignored, and the tools keep an ignored signal ignored (nohup):
# env --default-signal gives them the default.
awk 'BEGIN { for (i = 0; i < 4000; i++)
	printf "ham\tmessage %d says hello there my friend, call me\n", i }' > "$T/big.tsv"
if ! env --default-signal=INT true 2> /dev/null; then
	t_skip "signals" "env has no --default-signal (coreutils < 8.31)"
	exit 0
fi
RUN="env --default-signal=INT,HUP,TERM"
signum() { case $1 in INT) echo 2 ;; HUP) echo 1 ;; TERM) echo 15 ;; esac; }
# wait_tmp NONEMPTY PID: poll (at most 30 s, while PID runs) for the
# temporary file (NONEMPTY 1: with data in it): sig.tsv.XXXXXX, or the
# unnamed O_TMPFILE in $T that PID holds open (/proc/PID/fd: "$T/#N
# (deleted)"; attnkit(5), "Output files")
wait_tmp() {
	_i=0
	while [ $_i -lt 600 ] && kill -0 "$2" 2> /dev/null; do
		for _f in "$T"/sig.tsv.?????? /proc/"$2"/fd/*; do
			case $_f in
			/proc/*) case $(readlink "$_f" 2> /dev/null) in
				"$T/#"*" (deleted)") ;;
				*) continue ;;
				esac ;;
			esac
			[ -e "$_f" ] && { [ "$1" = 0 ] || [ -s "$_f" ]; } && return 0
		done
		sleep 0.05; _i=$((_i + 1))
	done
	return 1
}
# sig_check NAME SIG PID NONEMPTY: send SIG once the temporary file is
# there; check how PID ended and what it left (its variables are sc_*:
# t_ok and t_run set _n, _st)
sig_check() {
	sc_n=$1 sc_s=$2 sc_p=$3 sc_ne=$4
	if wait_tmp "$sc_ne" "$sc_p"; then t_pass "$sc_n: temporary file while running"
	else t_fail "$sc_n: temporary file while running" "none after 30 s"; fi
	kill -s "$sc_s" "$sc_p" 2> /dev/null || true
	set +e; wait "$sc_p"; sc_st=$?; set -e
	t_ok "$sc_n: died of SIG$sc_s (status $sc_st, want $((128 + $(signum "$sc_s"))))" \
	    test "$sc_st" -eq $((128 + $(signum "$sc_s")))
	t_ok "$sc_n: no temporary file left" no_tmp sig.tsv
	t_ok "$sc_n: no output file" test ! -e "$T/sig.tsv"
	rm -f "$T"/sig.tsv*	# one failure is not counted again in the next
}
# fed SIG FEED NONEMPTY CMD...: CMD reads a FIFO that stays open; FEED is
# written into it first
fed() {
	sc_s=$1 sc_feed=$2 sc_ne=$3; shift 3
	rm -f "$T/fifo"; mkfifo "$T/fifo"
	$RUN "$@" < "$T/fifo" > /dev/null 2> "$T/sigerr" &
	sc_pid=$!
	exec 3> "$T/fifo"
	cat "$sc_feed" >&3
	sig_check "$1 SIG$sc_s" "$sc_s" "$sc_pid" "$sc_ne"
	exec 3>&-
}
for s in INT TERM HUP; do
	# sms-vocab -t writes as it reads: the temporary file has data
	fed $s "$T/big.tsv" 1 sms-vocab -t -o "$T/sig.tsv"
	fed $s "$DATA/sms-small.tokens" 0 ppmi-svd -v "$V" --dim 2 -o "$T/sig.tsv"
	fed $s "$DATA/map-tokens.tsv" 0 attn-map -e "$E" --batch -o "$T/sig.tsv"
	fed $s "$DATA/train-corpus.tsv" 0 attn-train -e "$DATA/train-emb.tsv" -o "$T/sig.tsv"
	# long runs that read nothing
	$RUN attn-train addr train --quiet --steps 1000000 -o "$T/sig.tsv" > /dev/null 2>&1 &
	sig_check "attn-train addr train SIG$s" $s $! 0
	$RUN attn-bench -q -n 65536 -i streaming -r 1 -o "$T/sig.tsv" > /dev/null 2>&1 &
	sig_check "attn-bench SIG$s" $s $! 0
done

# the same for the log: attn-train addr train --log writes as it trains
$RUN attn-train addr train --quiet --steps 1000000 --log "$T/sig.tsv" -o "$T/model" > /dev/null 2>&1 &
sig_check "attn-train addr train --log SIGTERM" TERM $! 0
t_ok "addr train --log: no model temporary left" no_tmp model

# a signal ignored when the tool starts (nohup) stays ignored: the run ends
# normally and commits its output
rm -f "$T/fifo"; mkfifo "$T/fifo"
env --ignore-signal=HUP sms-vocab -t -o "$T/sig.tsv" < "$T/fifo" > /dev/null 2>&1 &
pid=$!
exec 3> "$T/fifo"
cat "$T/big.tsv" >&3
wait_tmp 1 $pid || true
kill -s HUP $pid 2> /dev/null || true
cat "$T/big.tsv" >&3
exec 3>&-
set +e; wait $pid; st=$?; set -e
t_ok "nohup-style SIGHUP ignored: exit 0 (got $st)" test "$st" -eq 0
t_ok "nohup-style: all 8000 token lines written" test "$(grep -vc '^#' "$T/sig.tsv")" -eq 8000
t_ok "nohup-style: no temporary file" no_tmp sig.tsv
rm -f "$T/sig.tsv"

# SIGXFSZ (a file size limit, like a full disk) removes the temporary too
t_run "sms-vocab -t over a file size limit" 153 sh -c 'ulimit -c 0; ulimit -f 4; exec sms-vocab -t -o "$1" "$2"' sh "$T/sig.tsv" "$T/big.tsv"
t_ok "file size limit: no temporary file left" no_tmp sig.tsv
t_ok "file size limit: no output file" test ! -e "$T/sig.tsv"

# -o through a symbolic link writes through it, as sort
# -o does: the link stays a link, its target gets the output, and no
# temporary file is left beside the link or the target
mkdir -p "$T/d1" "$T/d2"
# (the vocabulary without its provenance line, which names -o)
sms-vocab --min-count 1 "$DATA/sms-small.tsv" | sed 1d > "$T/want.vocab"
for t in $TOOLS; do
	echo old > "$T/d2/target"
	ln -sf ../d2/target "$T/d1/link"
	t_run "$t -o LINK" 0 tool "$t" "$T/d1/link"
	t_ok "$t: the link is still a link to the target" test -L "$T/d1/link" -a "$(readlink "$T/d1/link")" = ../d2/target
	t_ok "$t: the target has the output" sh -c "! grep -qx old '$T/d2/target' && test -s '$T/d2/target'"
	t_ok "$t: no temporary file in either directory" sh -c "! ls '$T/d1' '$T/d2' | grep -q '\.......$'"
	rm -f "$T/d1/link" "$T/d2/target"
done
# a chain of links, relative and absolute; a dangling link creates its
# target (as open(2) and sort -o do)
echo old > "$T/d2/target"
ln -s "$T/d2/target" "$T/d2/abs"
ln -s ../d2/abs "$T/d1/chain"
t_run "sms-vocab -o a chain of two links" 0 sms-vocab --min-count 1 -o "$T/d1/chain" "$DATA/sms-small.tsv"
sed 1d "$T/d2/target" > "$T/got.vocab"
t_cmp "  the target at the chain's end has the vocabulary" "$T/want.vocab" "$T/got.vocab"
t_ok "  both links kept" test -L "$T/d1/chain" -a -L "$T/d2/abs"
ln -s ../d2/new "$T/d1/dangling"
t_run "sms-vocab -o a dangling link" 0 sms-vocab --min-count 1 -o "$T/d1/dangling" "$DATA/sms-small.tsv"
sed 1d "$T/d2/new" > "$T/got.vocab"
t_cmp "  its target created with the vocabulary" "$T/want.vocab" "$T/got.vocab"
t_ok "  the link kept" test -L "$T/d1/dangling"
# a link to an input is the input: refused, the input as it was
cp "$DATA/sms-small.tsv" "$T/d2/in.tsv"
ln -s ../d2/in.tsv "$T/d1/in-link"
t_bad "sms-vocab -o LINK-TO-INPUT" 2 "^sms-vocab: .*/d1/in-link: output would overwrite an input$" \
    sms-vocab -o "$T/d1/in-link" "$T/d2/in.tsv"
t_cmp "  the input left as it was" "$DATA/sms-small.tsv" "$T/d2/in.tsv"
# one rule in every tool: -o onto an input (by a link too) is a usage
# error, exit 2, as naming one input twice is (it was exit 1)
cp "$DATA/sms-small.tokens" "$T/d2/tok"; ln -s ../d2/tok "$T/d1/tok-link"
cp "$DATA/map-tokens.tsv" "$T/d2/map"; ln -s ../d2/map "$T/d1/map-link"
cp "$DATA/train-corpus.tsv" "$T/d2/cor"; ln -s ../d2/cor "$T/d1/cor-link"
t_bad "ppmi-svd -o LINK-TO-INPUT" 2 "^ppmi-svd: .*/d1/tok-link: output would overwrite an input$" \
    ppmi-svd -v "$V" --dim 2 -o "$T/d1/tok-link" "$T/d2/tok"
t_bad "attn-map -o LINK-TO-INPUT" 2 "^attn-map: .*/d1/map-link: output would overwrite an input$" \
    attn-map -e "$E" -o "$T/d1/map-link" "$T/d2/map"
t_bad "attn-train -o LINK-TO-INPUT" 2 "^attn-train: .*/d1/cor-link: output would overwrite an input$" \
    attn-train -e "$DATA/train-emb.tsv" -o "$T/d1/cor-link" "$T/d2/cor"
t_bad "  as an input named twice is" 2 "^ppmi-svd: '.*/d1/tok-link' and '.*/d2/tok' are the same file" \
    ppmi-svd -v "$V" --dim 2 "$T/d1/tok-link" "$T/d2/tok"
# a loop of links: one line, no file
ln -s loop2 "$T/d1/loop1"; ln -s loop1 "$T/d1/loop2"
t_bad "sms-vocab -o a loop of links" 1 "^sms-vocab: .*/d1/loop1: Too many levels of symbolic links$" \
    sms-vocab -o "$T/d1/loop1" "$DATA/sms-small.tsv"
# the message names the path as given, the mode is the target's
chmod 600 "$T/d2/target"
t_run "sms-vocab -o LINK to a 600 file" 0 sms-vocab --min-count 1 -o "$T/d1/chain" "$DATA/sms-small.tsv"
t_ok "  the target keeps 600" test "$(mode "$T/d2/target")" = 600

# SIGKILL, which no handler sees, leaves no temporary
# file where the filesystem has O_TMPFILE (the output is unnamed until
# commit); where it has none the tools fall back to PATH.XXXXXX
# (attnkit(5)), which SIGKILL leaves.  Either way the old file is intact.
if /usr/bin/python3 -c 'import os, sys; os.close(os.open(sys.argv[1], os.O_TMPFILE | os.O_WRONLY))' "$T" 2> /dev/null; then
	unnamed=1
else
	unnamed=0
fi
for s in fed-sms fed-ppmi bench; do
	echo old > "$T/sig.tsv"
	rm -f "$T/fifo"; mkfifo "$T/fifo"
	case $s in
	fed-sms) sms-vocab -t -o "$T/sig.tsv" < "$T/fifo" > /dev/null 2>&1 & ;;
	fed-ppmi) ppmi-svd -v "$V" --dim 2 -o "$T/sig.tsv" < "$T/fifo" > /dev/null 2>&1 & ;;
	bench) attn-bench -q -n 65536 -i streaming -r 1 -o "$T/sig.tsv" > /dev/null 2>&1 & ;;
	esac
	pid=$!
	case $s in	# the writer's end opened only for a reader of it
	fed-*) exec 3> "$T/fifo" ;;
	esac
	if [ $s = fed-sms ]; then cat "$T/big.tsv" >&3; fi
	if wait_tmp 0 $pid; then t_pass "$s: output open while running"
	else t_fail "$s: output open while running" "none after 30 s"; fi
	if [ $unnamed = 1 ]; then
		t_ok "$s: O_TMPFILE: no temporary name while running" no_tmp sig.tsv
	else
		t_ok "$s: no O_TMPFILE here: the temporary has a name" sh -c "ls '$T' | grep -q '^sig\.tsv\.......$'"
	fi
	kill -s KILL $pid 2> /dev/null || true
	case $s in
	fed-*) exec 3>&- ;;
	esac
	set +e; wait $pid; st=$?; set -e
	t_ok "$s: died of SIGKILL (status $st)" test "$st" -eq 137
	if [ $unnamed = 1 ]; then
		t_ok "$s: SIGKILL left no temporary file" no_tmp sig.tsv
	fi
	t_ok "$s: the old file intact" grep -qx old "$T/sig.tsv"
	rm -f "$T"/sig.tsv*
done

# -o another process's descriptor on a deleted file (/proc/PID/fd/N: its
# link reads 'F (deleted)'): refused, naming it, and no file 'F (deleted)'
# made; on a file still named: that file, written
sh -c 'exec 7> "$1/gone.tsv"; rm "$1/gone.tsv"; echo $$ > "$1/holder.pid"; exec sleep 60' sh "$T" &
_h=$!
_i=0
while [ ! -s "$T/holder.pid" ] && [ $_i -lt 100 ]; do sleep 0.1; _i=$((_i + 1)); done
printf 'ham\thello there\n' > "$T/c.tsv"
t_bad "-o /proc/PID/fd/N on a deleted file: refused" 1 "^sms-vocab: /proc/$_h/fd/7: a descriptor on a deleted file \\($T/gone.tsv \\(deleted\\)\\): its output would be a new file of that name; give a file's name\$" sms-vocab --unlabeled --min-count 1 -o "/proc/$_h/fd/7" "$T/c.tsv"
t_ok "  no file 'gone.tsv (deleted)' made" sh -c "! ls '$T' | grep -q deleted"
kill "$_h" 2> /dev/null
wait "$_h" 2> /dev/null || :
