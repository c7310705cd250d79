# cmd/ppmi-svd-slurm/inputs.sh: the TOKENS files checked unchanged
# while the driver reads them, and the pipes and standard input no job
# can read (TOKENS, VOCAB, --contexts), inlined into
# build/bin/ppmi-svd-slurm where the driver says "#@include" (the
# Makefile's driver rule).  Uses the driver's err, uerr, shword, tok_N
# and tokens_n.  (TOKENS given twice and the work directory:
# cmd/ppmi-svd-slurm/work.sh.)

# fid FILE: what says FILE changed (lib/base/io.c, ak_file_unchanged):
# its device, inode, size, modification and status-change times, links
fid() { stat -L -c '%d %i %s %.9Y %.9Z %h' -- "$1" 2>/dev/null; }
# unchanged FILE WAS [OPT]: FILE as fid said WAS before it was read, or one
# line in ppmi-svd's words, exit 1: a split of a file that grows or is
# rewritten meanwhile is a mix of two versions (OPT: -v or --contexts,
# which every job reads: said as changed during the run)
unchanged() {
	_now=$(fid "$1")
	[ -n "$2" ] && [ "$_now" != "$2" ] || return 0
	_was=$2
	_what=$(printf '%s\n%s\n' "$_was" "$_now" | awk '
	NR == 1 { split($0, a) } NR == 2 { split($0, b) }
	END {
		if (b[1] == "" || a[1] != b[1] || a[2] != b[2]) print "another file now: renamed over, as sed -i does"
		else if (a[3] != b[3]) printf "%s from %s to %s bytes\n", b[3] < a[3] ? "cut" : "grown", a[3], b[3]
		else if (a[4] != b[4]) print "modified in place"
		else if (a[6] != b[6]) exit 1
		else print "its status changed: written with its modification time put back, or chmod"
	}') || return 0
	[ -z "${3:-}" ] || err "$3 $(shword "$1"): changed during the run ($_what): each job reads it on its node, as it was then; run again when nothing writes to it"
	err "$(shword "$1"): changed while it was read ($_what): what was read is a mix of two versions; read it again when nothing writes to it"
}
# fdname PATH: PATH names a descriptor of a process, not a file:
# /dev/stdin, /dev/fd/N, /proc/self/fd/N, /proc/PID/fd/N, or a symbolic
# link to one; what it reads (standard input, a pipe <(zcat ...), or the
# file standard input is redirected from) is this shell's, on this host:
# no job reads it by that name (a job's own standard input is /dev/null)
fdname() {
	_fp=$1 _fk=0
	while :; do
		case $_fp in /dev/stdin | /dev/fd/* | /proc/*/fd/*) return 0 ;; esac
		# (each such name is a link; a link's directory can be /dev/fd:
		# cd -P in a subshell makes /proc/self its own /proc/PID)
		[ -L "$_fp" ] && [ "$_fk" -lt 40 ] || return 1
		case $(cd -P "$(dirname "$_fp")" 2>/dev/null && pwd -P)/ in /proc/*/fd/) return 0 ;; esac
		_ft=$(readlink "$_fp") || return 1
		case $_ft in /*) _fp=$_ft ;; *) _fp=$(dirname "$_fp")/$_ft ;; esac
		_fk=$((_fk + 1))
	done
}
# fd_what PATH: what the descriptor PATH names (fdname's) is, in words:
# whose ("standard input of this shell", "descriptor N of this shell",
# "descriptor N of process PID, not this shell") and what it is open on
# (", on a pipe", ", on a deleted file (F (deleted))", ", on the file F
# (give that name)", ", on a socket", ", on DEVICE")
fd_what() {
	_wn=$(fdnum "$1") _wf=$1 _wk=0
	# (links followed to the descriptor's own name, whose link's text is
	# what it is open on)
	while [ "$_wk" -lt 40 ]; do
		case $_wf in /dev/fd/* | /proc/*/fd/*) break ;; esac
		_wt=$(readlink -- "$_wf" 2> /dev/null) || break
		case $_wt in /*) _wf=$_wt ;; *) _wf=$(dirname "$_wf")/$_wt ;; esac
		_wk=$((_wk + 1))
	done
	_wt=$(readlink -- "$_wf" 2> /dev/null)
	if [ "$_wn" = 0 ]; then
		printf 'standard input of this shell'
	elif [ -n "$_wn" ]; then
		printf 'descriptor %s of this shell' "$_wn"
	else
		_wp=$(printf '%s' "$_wf" | sed -n 's|^/proc/\([0-9][0-9]*\)/.*|\1|p')
		printf 'descriptor %s of process %s, not this shell' "${_wf##*/}" "${_wp:-?}"
	fi
	case $(stat -L -c '%F %h' -- "$1" 2> /dev/null) in
	fifo*) case $_wt in pipe:*) printf ', on a pipe' ;; *) printf ', on the named pipe %s' "$(shword "$_wt")" ;; esac ;;
	"regular file 0" | "regular empty file 0") printf ', on a deleted file (%s)' "$_wt" ;;
	regular*) printf ', on the file %s (give that name)' "$(shword "$_wt")" ;;
	socket*) printf ', on a socket' ;;
	*) [ -z "$_wt" ] || printf ', on %s' "$(shword "$_wt")" ;;
	esac
}
# fd_tokens: without --shards, a TOKENS that is standard input under any
# name (/dev/stdin, /dev/fd/0, /proc/self/fd/0), a pipe of this shell
# (/dev/fd/N, a process substitution <(zcat ...)), a named pipe or a
# device (not /dev/null) is refused, exit 2,
# whatever it reads (a file redirected to standard input too): no job
# can read it; --shards N reads it once, here, as it reads -
fd_tokens() {
	_i=1
	while [ "$_i" -le "$tokens_n" ]; do
		eval "_a=\$tok_$_i"
		! fdname "$_a" || uerr "$(shword "$_a"): $(fd_what "$_a"), which no job can read: give --shards N (the driver reads it once and cuts it)"
		# a named pipe, a socket or a device (not /dev/null, which adds
		# nothing): a job would read it on its node, what is written to
		# it there, and a requeued one again from where it is then
		if [ -e "$_a" ] && [ ! -f "$_a" ] && [ ! -d "$_a" ] && [ ! "$_a" -ef /dev/null ]; then
			uerr "$(shword "$_a"): a named pipe or a device, not a file: a job would read it on its own node, and a requeued job from where it is then: give --shards N (the driver reads it once and cuts it)"
		fi
		_i=$((_i + 1))
	done
}
# node_file OPT NAME: -v VOCAB or --contexts CTX a file every node reads:
# not standard input under another name (as -, exit 2), nor a named pipe
# or a socket (exit 1), which ppmi-svd-slurm and each job would each read
# (a pipe is read once: the driver's checks would empty it, or wait on it
# for ever)
node_file() {
	! fdname "$2" || uerr "$1 $(shword "$2"): $(fd_what "$2"): $3 must be a file every node reads"
	[ ! -p "$2" ] && [ ! -S "$2" ] || err "$1 $(shword "$2"): a named pipe or a socket, which no job can read as a file: $3 must be a file every node reads"
}
