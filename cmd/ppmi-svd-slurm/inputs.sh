# cmd/ppmi-svd-slurm/inputs.sh: the driver's inputs and its work
# directory checked before anything is written or removed, inlined into
# build/bin/ppmi-svd-slurm where the driver says "#@include" (the
# Makefile's driver rule).  Uses the driver's err, uerr, shword, tok_N,
# tokens_n, vocab and contexts.

# same_tokens: two TOKENS that are one file (the same name, ./name, a
# link) refused as ppmi-svd refuses them, in its words, exit 2: one run
# would count its pairs twice, and so would two mappers
same_tokens() {
	_i=1
	while [ "$_i" -le "$tokens_n" ]; do
		eval "_a=\$tok_$_i"
		_j=$((_i + 1))
		while [ "$_a" != - ] && [ "$_j" -le "$tokens_n" ]; do
			eval "_b=\$tok_$_j"
			[ "$_b" = - ] || [ ! "$_a" -ef "$_b" ] ||
			    uerr "'$_a' and '$_b' are the same file: its pairs or cells would be counted twice"
			_j=$((_j + 1))
		done
		_i=$((_i + 1))
	done
}

# the names the driver writes, replaces or removes in its work directory
work_names='shards shards.tmp shards.list shards.list.tmp shards.list.tasks counts merged jobs log emb.tsv sbatch.err'
# work_check DIR: before --work DIR is made or used.  An existing DIR
# that holds any of those names and is not a work directory of the
# driver's (its mark .ppmi-svd-slurm, or of before the mark its
# shards.list or job scripts) is refused, exit
# 2, naming what would be replaced (as git clone refuses a directory that
# is not empty); an input (TOKENS, -v, --contexts) under one of those
# names in DIR is refused alike: the run would remove it
work_check() {
	_w=$1
	[ ! -e "$_w" ] || [ -d "$_w" ] || err "$(shword "$_w"): Not a directory (--work names a directory)"
	[ -d "$_w" ] || return 0
	_wr=$(cd "$_w" && pwd -P)
	for _f in "$vocab" "$contexts" $(i=1; while [ "$i" -le "$tokens_n" ]; do echo "tok_$i"; i=$((i + 1)); done); do
		case $_f in tok_[0-9]*) eval "_f=\$$_f" ;; esac
		[ -n "$_f" ] && [ "$_f" != - ] || continue
		_fr=$(readlink -f -- "$_f" 2>/dev/null) || continue
		for _n in $work_names; do
			case $_fr in "$_wr/$_n" | "$_wr/$_n"/*)
				uerr "$(shword "$_f"): an input inside --work $(shword "$_w")'s $_n, which the run replaces: move it, or give another --work" ;;
			esac
		done
	done
	[ ! -e "$_w/.ppmi-svd-slurm" ] && [ ! -e "$_w/shards.list" ] && [ ! -e "$_w/jobs/count.sh" ] &&
	    [ ! -e "$_w/jobs/svd.sh" ] || return 0
	_hit=
	for _n in $work_names; do
		# (an empty directory holds nothing to replace)
		[ ! -e "$_w/$_n" ] || { [ -d "$_w/$_n" ] && [ -z "$(ls -A "$_w/$_n" 2>/dev/null)" ]; } ||
		    _hit="$_hit${_hit:+, }$_n"
	done
	[ -z "$_hit" ] || uerr "--work $(shword "$_w"): not a work directory of ppmi-svd-slurm's, and it holds $_hit, which the run would replace: give a new or empty directory"
}

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
