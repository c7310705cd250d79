# cmd/ppmi-svd-slurm/work.sh: the inputs and the work directory, made
# safe before anything is written: no input given twice, no directory of
# the user's taken for a work directory, no input or OUT among the work
# directory's own files, one run at a time in it; inlined into
# build/bin/ppmi-svd-slurm where the driver says "#@include" (the
# Makefile's driver rule).  Uses the driver's err, uerr, mkd, rmw, werr, why,
# q, shword, prog, version, parts, outdir, out, vocab, contexts,
# tokens_n and tok_I; sets work, cleanup_work and lockd.

# inputs_twice FILE...: TOKENS that are one file (the same name, ./name,
# a link: -ef, the same device and inode; - and the file standard input
# is redirected from) or standard input twice, refused
# in ppmi-svd's words (its rules ARGS distinct and one '-'), exit 2: its
# pairs would be counted twice, where one ppmi-svd run refuses them.  A
# character device (/dev/null) is not a file read twice, as in ppmi-svd.
inputs_twice() {
	_i=0
	for _a; do
		_i=$((_i + 1))
		_j=0
		for _b; do
			_j=$((_j + 1))
			[ "$_j" -lt "$_i" ] || break
			if [ "$_a" = - ] && [ "$_b" = - ]; then
				uerr "standard input (-) can be only one of the inputs: TOKENS"
			fi
			# (-: standard input, the file it is when redirected
			# from one, as /dev/stdin names it)
			_x=$_a _y=$_b
			[ "$_x" != - ] || _x=/dev/stdin
			[ "$_y" != - ] || _y=/dev/stdin
			[ ! -c "$_x" ] && [ ! -c "$_y" ] && [ "$_x" -ef "$_y" ] &&
			    uerr "$(q "$_b") and $(q "$_a") are the same file: its pairs or cells would be counted twice"
		done
	done
	return 0
}

# inputs_safe: the TOKENS (tok_1 ... tok_N as given) not one file twice
# (inputs_twice); --work a directory of the driver's, no input nor OUT
# among its own files (work_check)
inputs_safe() {
	set --
	_i=1
	while [ "$_i" -le "$tokens_n" ]; do eval "set -- \"\$@\" \"\$tok_$_i\""; _i=$((_i + 1)); done
	inputs_twice "$@"
	[ -z "$work" ] || work_check "$work" "$out" "$vocab" "$contexts" "$@"
}

# The work directory's own names: what a run writes, replaces or removes
# there (the driver's and its jobs'); an input or OUT among them would be
# removed or overwritten by this run or the next.
work_own() {
	case $1 in
	.ppmi-svd-slurm | .ppmi-svd-slurm.* | run.lock | run.lock.* | shards | shards.* | counts | \
	merged | jobs | log | emb.tsv | emb.tsv.* | svd.[0-9]* | sbatch.*) return 0 ;;
	esac
	return 1
}
# dir_of PATH, base_of PATH: dirname(1) and basename(1) of PATH, in the
# shell (the checks before anything is submitted need no tool on PATH)
dir_of() {
	_q=$1
	while :; do case $_q in //*) _q=${_q#/} ;; *?/) _q=${_q%/} ;; *) break ;; esac; done
	case $_q in
	/) printf / ;;
	*/*) _q=${_q%/*}
		while :; do case $_q in *?/) _q=${_q%/} ;; *) break ;; esac; done
		printf '%s' "${_q:-/}" ;;
	*) printf . ;;
	esac
}
base_of() {
	_q=$1
	while :; do case $_q in *?/) _q=${_q%/} ;; *) break ;; esac; done
	case $_q in /) printf / ;; *) printf '%s' "${_q##*/}" ;; esac
}
# phys PATH: PATH with every symbolic link resolved (its directory's and
# its own), as the file system reaches it; PATH need not exist, nor its
# directory: its nearest directory that exists is resolved and the rest
# appended as written (a link to W/log/out.tsv before W/log is made is
# W's real path and log/out.tsv, not the link's text); always absolute
phys() {
	_p=$1 _k=0
	while [ -L "$_p" ] && [ "$_k" -lt 40 ]; do
		_t=$(readlink "$_p") || break
		case $_t in /*) _p=$_t ;; *) _p=$(dirname "$_p")/$_t ;; esac
		_k=$((_k + 1))
	done
	_rest=$(base_of "$_p") _up=$(dir_of "$_p")
	while ! _d=$(cd -P "$_up" 2>/dev/null && pwd -P); do
		case $_up in / | . | //) _d=$_up; break ;; esac
		_rest=$(base_of "$_up")/$_rest
		_up=$(dir_of "$_up")
	done
	case $_d in /*) ;; *) _d=$(pwd -P)/$_d ;; esac
	printf '%s/%s' "${_d%/}" "$_rest"
}
# work_check DIR OUT INPUT...: DIR (--work) a directory the driver may
# use: missing (it is made), empty, or one a run of the driver made (it
# holds .ppmi-svd-slurm, or shards.list and jobs/svd.sh, or nothing but
# the lock's run.lock and run.lock.XXXXXX: a run killed, SIGKILL, as it
# took the lock, before it wrote its mark); any other is
# refused, exit 2, naming what it holds, as git clone refuses a
# directory that is not empty: the driver
# replaces its shards/, counts/, log/, emb.tsv ... at each run.  Then no
# INPUT and not OUT among DIR's own files (work_own), exit 2: they would
# be removed (shards/ is made anew) or overwritten.
work_check() {
	_w=$1 _o=$2
	shift 2
	# (mkdir -p would say "File exists" of a file)
	[ ! -e "$_w" ] || [ -d "$_w" ] || err "$(shword "$_w"): Not a directory (--work DIR)"
	[ -d "$_w" ] || return 0
	# (a work directory of a driver before the mark: its shard list and
	# SVD job script, which every run writes)
	if [ ! -f "$_w/.ppmi-svd-slurm" ] && [ -n "$(ls -A "$_w" 2>/dev/null | head -1)" ] &&
	    { [ ! -f "$_w/shards.list" ] || [ ! -f "$_w/jobs/svd.sh" ]; } &&
	    [ -n "$(ls -A "$_w" 2>/dev/null | grep -v -e '^run\.lock$' -e '^run\.lock\.' | head -1)" ]; then
		_h=$(ls -A "$_w" 2>/dev/null | head -5 | awk '{ printf "%s%s", (NR > 1 ? ", " : ""), $0 } END { if (NR == 5) printf ", ..." }')
		_r=
		for _e in shards counts merged jobs log emb.tsv shards.list sbatch.err sbatch.out; do
			[ ! -e "$_w/$_e" ] && [ ! -L "$_w/$_e" ] || _r="$_r${_r:+, }$_e"
		done
		[ -n "$_r" ] && _r="a run would replace its $_r" ||
		    _r="a run writes its shards/, counts/, jobs/, log/ and emb.tsv there"
		uerr "--work $(shword "$_w"): a directory that is not empty (it holds $_h) and no work directory of $prog (no .ppmi-svd-slurm): $_r; give a new or empty directory (it is made)"
	fi
	_wp=$(cd -P "$_w" && pwd -P)
	for _f in "$_o" "$@"; do
		[ -n "$_f" ] && [ "$_f" != - ] || continue
		_fp=$(phys "$_f")
		case $_fp in "$_wp"/*) ;; *) continue ;; esac
		_top=${_fp#"$_wp"/}
		_top=${_top%%/*}
		work_own "$_top" || continue
		if [ "$_f" = "$_o" ]; then
			uerr "-o $(shword "$_f"): in --work $(shword "$_w")'s $_top, which is the driver's (replaced at each run): give OUT outside it"
		fi
		uerr "$(shword "$_f"): an input inside --work $(shword "$_w")'s $_top, which the run replaces (it would be removed or overwritten): copy it out of the work directory, or give another --work"
	done
}

# work_lock: DIR/run.lock, a directory holding "owner" (this run's host,
# PID and start), published whole: made under a new name beside it
# (mktemp -d), its owner written, then renamed to run.lock (rename(2):
# of two runs one gets it; onto an empty directory too, never onto one
# that holds an owner).  The lock of a run that is gone (this host, no
# such process, or a process that started after it: owner_runs) is
# taken over in steps each atomic: its owner file
# renamed to a name of this run's (of two runs that saw it, one gets
# it), checked to be the one read (a lock published since is given
# back), removed; the directory, empty, is then replaced by this run's.
# Any other lock: exit 1, naming the run that holds it.  Two runs in one
# directory would take each other's shards and counts: a wrong OUT.
# Released by cleanup (work_unlock), when it is still this run's.
lockd= lockme=
work_lock() {
	_l=$work/run.lock
	_host=$(hostname 2>/dev/null || uname -n)
	_n=$(mktemp -d "$work/run.lock.XXXXXX" 2>&1) || werr "$work/run.lock" "$_n" "cannot make the directory"
	# (mktemp's mode 0700 made the umask's, as mkdir makes it: another
	# user's run reads whose lock it is)
	chmod "$(printf '%o' $((0777 & ~0$(umask))))" "$_n"
	lockme="$_host $$ $(date -u +%Y-%m-%dT%H:%M:%SZ)"
	_m=$(printf '%s\n' "$lockme" 2>&1 > "$_n/owner") || { rm -rf "$_n"; werr "$_n/owner" "$_m"; }
	_try=0 _gone=
	while [ "$_try" -lt 6 ]; do
		_try=$((_try + 1))
		_m=$(mv -T "$_n" "$_l" 2>&1) && { lockd=$_l; lock_litter; stale_jobs $_gone; return 0; }
		[ -d "$_l" ] || { rm -rf "$_n"; werr "$_l" "$_m" "cannot make the directory"; }
		# its owner: the owner file, else what a take-over that died
		# midway left (gone.*)
		_of=$_l/owner
		[ -f "$_of" ] || _of=$(ls -d "$_l"/gone.* 2>/dev/null | head -1)
		_who=
		[ -z "$_of" ] || _who=$(cat "$_of" 2>/dev/null)
		set -- $_who
		if [ $# -ge 2 ] && [ "$1" = "$_host" ] && ! owner_runs "$2" "${3:-}"; then
			# (renames in run.lock, -T: never into a directory; a
			# failure is another run's take-over, not an error)
			_g=$_l/gone.${_n##*.}
			if mv -T "$_of" "$_g" 2>/dev/null; then
				if [ "$(cat "$_g" 2>/dev/null)" = "$_who" ]; then
					rm -f "$_g"
					_gone=$_who
				else
					mv -T "$_g" "$_of" 2>/dev/null
				fi
			fi
			continue
		fi
		[ $# -lt 2 ] || break
		sleep 1	# no owner: a take-over under way
	done
	rm -rf "$_n"
	[ $# -ge 2 ] || err "--work $work: $_l holds no owner (a run killed while it took the lock?): remove $_l if no run of $prog uses the directory (the next run cancels the jobs it lists in sbatch.ids)"
	err "--work $work: in use by another run of $prog ($1 PID $2 since ${3:-?}, $_l): two runs in one work directory would take each other's shards and counts; wait for it, give another --work, or remove $_l if that run is gone (the next run cancels its jobs, listed in sbatch.ids)"
}
# lock_litter: (once this run holds run.lock) the lock's candidates,
# run.lock.XXXXXX, of runs that are gone removed: a run killed (SIGKILL)
# between making its candidate and renaming it to run.lock left it; one
# whose owner is a run of this host that is gone (owner_runs), or with no
# owner and older than a minute (a run killed before it wrote one).
# Another's that may still be trying (its owner runs, another host's, or
# made less than a minute ago) is left to it.
lock_litter() {
	for _c in "$work"/run.lock.*; do
		[ -d "$_c" ] && [ ! -L "$_c" ] || continue
		set -- $(cat "$_c/owner" 2>/dev/null)
		if [ $# -ge 2 ]; then
			[ "$1" = "$_host" ] && ! owner_runs "$2" "${3:-}" || continue
		else
			[ -n "$(find "$_c" -maxdepth 0 -mmin +1 2>/dev/null)" ] || continue
		fi
		rm -rf "$_c" 2>/dev/null
	done
}
# owner_runs PID SINCE: the process PID of this host could be the run
# that took a lock at SINCE (date -u +%Y-%m-%dT%H:%M:%SZ): it is there,
# and it started no later than then (a minute's slack: a clock set
# since).  A PID that a process started after SINCE holds (a reboot of
# the login node, PIDs wrapped around) is no run's: its lock is stale.
# Where /proc or date -d cannot say when, a process there is taken as
# the run.
owner_runs() {
	kill -0 "$1" 2>/dev/null || [ -d "/proc/$1" ] || return 1
	_since=$(date -u -d "$2" +%s 2>/dev/null) || return 0
	_hz=$(getconf CLK_TCK 2>/dev/null) || return 0
	_st=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | awk '{ print $20 }')
	_bt=$(awk '$1 == "btime" { print $2 }' /proc/stat 2>/dev/null)
	case $_since$_hz$_st$_bt in '' | *[!0-9]*) return 0 ;; esac
	[ "$_hz" -gt 0 ] || return 0
	[ $((_bt + _st / _hz)) -le $((_since + 60)) ]
}
# stale_jobs [HOST PID SINCE]: once this run holds the lock, the jobs of
# an earlier run that Slurm still holds (their IDs in WORK/sbatch.ids,
# which that run wrote as it submitted them; a run killed by SIGKILL, the
# OOM killer or a lost login shell could not cancel them) are cancelled,
# said on stderr (naming that run, when its stale lock was taken over),
# and waited for (at most a minute): left queued, they would write that
# run's counts and emb.tsv into this run's directory.  Whether its lock
# was taken over or removed by hand (as the message of a lock in use
# says), or never there.  Jobs still there then: exit 1, naming them.
stale_jobs() {
	[ -s "$work/sbatch.ids" ] || return 0
	_live=$(live_jobs $(cat "$work/sbatch.ids" 2>/dev/null))
	[ -n "$_live" ] || return 0
	cancel $_live ||
	    err "--work $work: jobs$_live of an earlier run in it (sbatch.ids) are still queued or running, and scancel failed ($_why): cancel them (scancel$_live), then run again: they would write that run's files here"
	if [ $# -ge 2 ]; then
		_run="the run that held it ($1 PID $2 since ${3:-?}) is gone, and its jobs$_live were"
		_who="of the run that held it ($1 PID $2)"
	else
		_run="jobs$_live of an earlier run in it (sbatch.ids) were"
		_who="of an earlier run in it"
	fi
	echo "$prog: warning: --work $work: $_run still queued or running: cancelled (scancel), so that they write nothing here" >&2
	_k=0
	while [ "$_k" -lt 120 ]; do
		_left=$(live_jobs $_live)
		[ -n "$_left" ] || return 0
		sleep 0.5 2>/dev/null || sleep 1
		_k=$((_k + 1))
	done
	err "--work $work: the jobs$_left $_who are still there after scancel: wait for them to end (squeue -j $(echo $_left | tr ' ' ',')), then run again"
}
# cancel ID...: scancel of the IDs, tried again a second later when it
# fails (a controller restarting); status 1 and _why its cause when it
# still fails ("Unable to contact slurm controller", a site's wrapper's
# refusal), not for a job already ended or purged (older scancels call
# that an error)
cancel() {
	_k=0
	while :; do
		_c=$(scancel "$@" 2>&1 < /dev/null)
		_s=$?
		_why=$(printf '%s\n' "$_c" | grep '[^[:space:]]' |
		    grep -v -e 'already completing or completed' -e 'Invalid job id' | head -1 |
		    sed 's/^scancel: //; s/^error: //')
		if [ "$_s" = 0 ] || { [ -z "$_why" ] && [ -n "$_c" ]; }; then return 0; fi
		[ -n "$_why" ] || _why="exit $_s, no message"
		_k=$((_k + 1))
		[ "$_k" -lt 2 ] || return 1
		sleep 1
	done
}
# live_jobs ID...: those of the IDs whose job Slurm holds, not ended
# (pending, running, completing, requeued ...), a job of this work
# directory (its script WORK/jobs/*.sh, its log in WORK/log: whatever its
# name, which -J after -- sets; not a job of another's that took a number
# a cluster started anew gave again), each " ID"
live_jobs() {
	for _id; do
		case $_id in '' | *[!0-9]*) continue ;; esac
		# (its state the first JobState=, the job name cut out, as
		# states reads it: not a -J or --comment holding one; its
		# log the last StdOut=, after the comment)
		_ds=$(scontrol show job -o "$_id" 2>/dev/null < /dev/null | awk '
		{	l = $0
			if ((i = index(l, " JobName=")) > 0 &&
			    match(substr(l, i + 1), / UserId=[^ ]*\([0-9]+\) /))
				l = substr(l, 1, i) substr(l, i + RSTART + 1)
			if (!match(l, / JobState=[^ ]*/))
				next
			st = substr(l, RSTART + 10, RLENGTH - 10)
			if (st !~ /^(PENDING|RUNNING|CONFIGURING|COMPLETING|SUSPENDED|REQUEUED|REQUEUE_HOLD|REQUEUE_FED|RESIZING|SIGNALING|STAGE_OUT|STOPPED)$/)
				next
			c = l
			if ((i = index(c, " Command=")) > 0) {
				c = substr(c, i + 9)
				if (match(c, /\/jobs\/(count|merge|svd|svd-rank)\.sh( |$)/))
					print substr(c, 1, RSTART - 1)
			}
			c = l
			for (k = 0; (i = index(c, " StdOut=")) > 0; k++)
				c = substr(c, i + 8)
			if (k > 0) {
				if (match(c, /\/log\/[^ \/]*\.log( |$)/))
					print substr(c, 1, RSTART - 1)
			}
		}')
		[ -n "$_ds" ] || continue
		while IFS= read -r _d; do
			[ "$_d" -ef "$work" ] && { printf ' %s' "$_id"; break; }
		done <<EOF
$_ds
EOF
	done
}
work_unlock() {
	! lock_mine || [ -z "$lockd" ] || rm -rf "$lockd" 2>/dev/null
	lockd=
}
# lock_mine: no lock is held (no --work), or run.lock is still this
# run's: its sbatch.ids is this run's to read and cancel, and its
# directory this run's to write OUT from
lock_mine() { [ -z "$lockd" ] || [ "$(cat "$lockd/owner" 2>/dev/null)" = "$lockme" ]; }
# lock_check: run.lock no longer this run's (removed by hand, or taken
# over by another run, which cancels this run's jobs and replaces its
# files): exit 1, saying so; cleanup then cancels this run's own jobs,
# not those sbatch.ids lists (the other run's now)
lock_check() {
	lock_mine && return 0
	_now=$(cat "$lockd/owner" 2>/dev/null)
	set -- $_now
	[ $# -lt 2 ] || err "--work $work: another run took the directory over while this run waited for its jobs ($1 PID $2 since ${3:-?}, $work/run.lock): it cancels this run's jobs and replaces its files, so this run has no result; give each run its own --work"
	err "--work $work: this run's lock, $work/run.lock, was removed while it waited for its jobs (by hand?): another run may take the directory, cancel its jobs and replace its files, so this run stops, its jobs cancelled; run again"
}

# work_make: --work DIR made if missing, held (work_lock); else a new
# directory beside OUT, removed at the end; then made ready (work_fresh)
work_make() {
	if [ -n "$work" ]; then
		mkd "$work"
		work=$(cd "$work" && pwd)
		work_lock
	else
		work=$(mktemp -d "$outdir/.ppmi-svd-slurm.XXXXXX" 2>&1) ||
		    err "$outdir: cannot make a work directory there ($(why "$work"); --work DIR)"
		cleanup_work=$work
	fi
	work_fresh
}

# work_fresh: the directories of a run made anew in DIR (the driver's:
# work_check), the earlier run's files in them removed, not written over:
# a log of the last run is not this run's (Slurm appends to a log with
# --open-mode=append or JobFileAppend), nor are its count files, job
# scripts or embeddings, and a file linked to one is left as it was
# (shards.list.tasks and the list's other files alike; emb.tsv.* too,
# OUT's temporary of a run a SIGKILL ended).  The mark .ppmi-svd-slurm is
# written whole as .ppmi-svd-slurm.tmp, then renamed over the old one (a
# link too, never written through it): at no moment is the directory
# unmarked, whatever kills the run (the next run refuses an unmarked
# directory that holds files: work_check)
work_fresh() {
	_mk=$work/.ppmi-svd-slurm
	[ ! -d "$_mk" ] || [ -L "$_mk" ] || rmw "$_mk"
	rmw "$_mk.tmp"
	_m=$(printf '# %s work directory (attnkit %s): each run replaces its shards/, counts/, merged/, jobs/, log/, emb.tsv, sbatch.out, sbatch.err and sbatch.ids\n' \
	    "$prog" "$version" 2>&1 > "$_mk.tmp") || { rm -f "$_mk.tmp"; werr "$_mk.tmp" "$_m"; }
	_m=$(mv -fT "$_mk.tmp" "$_mk" 2>&1) || { rm -f "$_mk.tmp"; werr "$_mk" "$_m" "cannot rename"; }
	rmw "$work/jobs" "$work/log" "$work/counts" "$work/merged" "$work"/svd.[0-9]* \
	    "$work/emb.tsv" "$work"/emb.tsv.* "$work/shards.list" "$work"/shards.list.* "$work/shards" "$work/shards.tmp" \
	    "$work/sbatch.out" "$work/sbatch.err" "$work/sbatch.ids"
	for _s in jobs log counts; do mkd "$work/$_s"; done
	[ "$parts" = 1 ] || mkd "$work/merged"
}
