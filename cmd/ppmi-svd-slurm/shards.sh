# cmd/ppmi-svd-slurm/shards.sh: the shards and the mappers that count
# them, inlined into build/bin/ppmi-svd-slurm where the driver says
# "#@include" (the Makefile's driver rule).  Uses the driver's err, work,
# threads, user_cpus, part and mem_mb.

# split_shards N FILE...: FILE(s) cut into N shards of whole lines,
# $work/shards.tmp/NNNN.tsv.  One file: GNU split -n l/N, which cuts at the
# line ends nearest N equal byte ranges in one pass (no count of the lines
# first, no line handled in the shell: 0.03 s for the 69 MB of 20M tokens,
# where an awk cut by line numbers took 0.3 s quiet, 1.3 s loaded); a
# shard that comes out empty (a line longer than a shard's bytes), or no
# GNU split, or several files: the awk cut, as equal in lines as can be,
# which says when there are fewer lines than shards.  Counts do not depend
# on where the corpus is cut (a message is a line).
split_shards() {
	_n=$1; shift
	_d=$work/shards.tmp
	if [ $# = 1 ] && [ "$_n" -le 10000 ] && [ -f "$1" ] &&
	    split -n "l/$_n" -d -a 4 --additional-suffix=.tsv "$1" "$_d/" 2>/dev/null &&
	    [ -z "$(find "$_d" -name '[0-9]*.tsv' -size 0 2>/dev/null | head -1)" ] &&
	    [ -s "$_d/$(printf %04d $((_n - 1))).tsv" ]; then
		return 0
	fi
	rm -f "$_d"/[0-9]*.tsv
	lines=$(awk 'END { print NR }' "$@") || err "cannot read the TOKENS files"
	[ "$lines" -ge "$_n" ] ||
	    err "--shards $_n: the corpus has $lines lines, a shard needs one (--shards $lines at most)"
	awk -v n="$_n" -v l="$lines" -v d="$_d" '
	{	s = int((NR - 1) * n / l)
		if (s != cur || f == "") {
			if (f != "" && close(f) != 0) exit 1
			cur = s
			f = sprintf("%s/%04d.tsv", d, s)
		}
		print > f
	}
	END { if (f != "" && close(f) != 0) exit 1 }' "$@" ||
	    err "$_d: cannot write the shards"
}

# slots: how many counting jobs the partition runs at once, each of -j
# CPUs (sbatch --cpus-per-task) and --mem MB: over its nodes that are up
# (sinfo: CPUs, memory, state), the least of CPUs / -j and memory / --mem
# a node (a node DOWN, DRAINED, FAILED ... or not responding, "idle*": none);
# nothing when it cannot be said (no sinfo, the user's own -c, no node up)
slots() {
	[ "$user_cpus" = 0 ] && command -v sinfo > /dev/null 2>&1 || return 0
	if [ -n "$part" ]; then
		sinfo -h -N -p "$part" -o '%N %c %m %t %P' 2>/dev/null < /dev/null
	else
		sinfo -h -N -o '%N %c %m %t %P' 2>/dev/null < /dev/null | awk '$5 ~ /\*$/'
	fi | awk -v c="${threads:-1}" -v m="$(mem_mb)" '
	$4 ~ /^(down|drain|drng|fail|failg|futr|inval|maint|unk|npc|boot|powered_down|powering_down|resv_del)|\*$/ { next }
	$2 !~ /^[0-9]+$/ || seen[$1]++ { next }
	{	k = int($2 / c)
		if ($3 ~ /^[0-9]+$/ && $3 + 0 > 0 && int($3 / m) < k) k = int($3 / m)
		n += k
	}
	END { if (n > 0) print n }'
}
