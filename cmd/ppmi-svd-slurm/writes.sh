# cmd/ppmi-svd-slurm/writes.sh: the driver's files and directories made
# as the family makes theirs (a failure is one line naming the file and
# its cause, "WORK/shards.tmp/0000.tsv: No space left on device", not the
# tool's lines then the driver's, and no temporary left), inlined into
# build/bin/ppmi-svd-slurm where the driver says "#@include" (the
# Makefile's driver rule).  Uses the driver's err and q.

# why MSG: the cause a tool's message gives, on its first line: what the
# parentheses that end it hold (awk: "write failure (No space left on
# device)"), else what follows its last ": " (cat, split, mkdir, mktemp,
# mv, the shell's "cannot create FILE: Read-only file system"); nothing
# when MSG is empty.  A writer killed by SIGXFSZ past the file-size limit
# (ulimit -f), on any line, is said as write(2) says it (the shell's
# "line 1:  27637 File size limit exceededcat", split's "exit 153 from
# command" carry a PID and a command's text, no cause)
xfsz_why='File too large (the file-size limit: ulimit -f)'
why() {
	case $1 in
	"$xfsz_why" | *"ile size limit exceeded"* | *"ilesize limit exceeded"* | *", exit 153 from command"*)
		printf '%s\n' "$xfsz_why"
		return ;;
	esac
	printf '%s\n' "$1" | sed -n '1{
s/^.*(\([^()]*\))$/\1/p
t
s/^.*: //p
}'
}
# werr FILE MSG [WHAT]: one line, FILE and the cause in MSG (WHAT, "cannot
# write" by default, when MSG gives none), exit 1; the temporaries go
werr() {
	_c=$(why "$2")
	err "$1: ${_c:-${3:-cannot write}}"
}
# mkd DIR: DIR made (and its parents), or one line naming it and why
mkd() {
	_m=$(mkdir -p "$1" 2>&1) || werr "$1" "$_m" "cannot make the directory"
}
# wfile FILE CMD...: CMD's output written to FILE through cat, whose
# message, unlike dash's printf's ("I/O error"), names the cause; a
# message of CMD's (a read error) fails it too, whose status the pipe
# does not give
wfile() {
	_f=$1; shift
	_m=$( { "$@" | cat > "$_f"; } 2>&1 )
	wdone "$_f" $?
}
# wdone FILE STATUS: after _m=$( { { ... } | cat > FILE; } 2>&1 ), one
# line and exit 1 unless STATUS is 0 and nothing was said (STATUS 153,
# 128 + SIGXFSZ, with no cause said: the file-size limit)
wdone() {
	[ "$2" = 0 ] && [ -z "$_m" ] && return 0
	[ "$2" != 153 ] || [ -n "$(why "$_m")" ] || _m=$xfsz_why
	werr "$1" "$_m"
}
# wait_for PID: PID, a background job of this shell, waited for to its
# end, its status returned: a trap that does not end the run (PIPE's:
# standard error's reader gone; it counts itself in pipe_traps)
# interrupts wait, status > 128: it is waited for again, so that what it
# writes is whole before the run goes on (OUT's writer, the copy of a
# pipe), and its own status is returned, not the trap's 128 + 13: a job
# that ended between the trap and the next wait keeps its status until
# it is waited for (POSIX), which no 'kill -0' test may skip
pipe_traps=0
wait_for() {
	while :; do
		_wt=$pipe_traps
		wait "$1"
		_ws=$?
		[ "$_ws" -gt 128 ] && [ "$pipe_traps" != "$_wt" ] || return "$_ws"
	done
}
# tmp_add PATH: PATH (a file or a directory) is a temporary of this run:
# removed by cleanup when the run fails before it is renamed (tmps=)
tmps=
tmp_add() { tmps="$tmps $(q "$1")"; }
# rmw PATH...: PATHs removed (rm -rf), or one line naming the first that
# could not be and why ("DIR/emb.tsv: Read-only file system"), exit 1
rmw() {
	_m=$(rm -rf -- "$@" 2>&1) && [ -z "$_m" ] && return 0
	_f=$(printf '%s\n' "$_m" | sed -n "1s/^rm: cannot remove '\\(.*\\)': .*/\\1/p")
	werr "${_f:-$1}" "$_m" "cannot remove"
}
