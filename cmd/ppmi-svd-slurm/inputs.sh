# cmd/ppmi-svd-slurm/inputs.sh: the TOKENS files checked unchanged
# while the driver reads them, and pipes no job can read, inlined into
# build/bin/ppmi-svd-slurm where the driver says "#@include" (the
# Makefile's driver rule).  Uses the driver's err, uerr, shword, tok_N
# and tokens_n.  (TOKENS given twice and the work directory:
# cmd/ppmi-svd-slurm/work.sh.)

# fid FILE: what says FILE changed (lib/base/io.c, ak_file_unchanged):
# its device, inode, size, modification and status-change times, links
fid() { stat -L -c '%d %i %s %.9Y %.9Z %h' -- "$1" 2>/dev/null; }
# unchanged FILE WAS: FILE as fid said WAS before it was read, or one line
# in ppmi-svd's words, exit 1: a split of a file that grows or is
# rewritten meanwhile is a mix of two versions
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
	err "$(shword "$1"): changed while it was read ($_what): what was read is a mix of two versions; read it again when nothing writes to it"
}
# fd_tokens: without --shards, a TOKENS that is a pipe of this shell
# (/dev/fd/N, a process substitution <(zcat ...)) is refused, exit 2: no
# job can read it; --shards N reads it once, here
fd_tokens() {
	_i=1
	while [ "$_i" -le "$tokens_n" ]; do
		eval "_a=\$tok_$_i"
		case $_a in /dev/fd/* | /proc/self/fd/* | /dev/stdin)
			[ -f "$_a" ] || uerr "$(shword "$_a"): a pipe of this shell, which no job can read: give --shards N (the driver reads it once and cuts it)" ;;
		esac
		_i=$((_i + 1))
	done
}
