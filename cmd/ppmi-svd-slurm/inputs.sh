# cmd/ppmi-svd-slurm/inputs.sh: the TOKENS files checked unchanged
# while the driver reads them, inlined into build/bin/ppmi-svd-slurm
# where the driver says "#@include" (the Makefile's driver rule).  Uses
# the driver's err and shword.  (TOKENS given twice and the work
# directory: cmd/ppmi-svd-slurm/work.sh.)

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
