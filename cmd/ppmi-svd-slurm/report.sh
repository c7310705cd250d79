# cmd/ppmi-svd-slurm/report.sh: a failed job said as one line, the
# shard, the step and what went wrong, inlined into
# build/bin/ppmi-svd-slurm where the driver says "#@include" (the
# Makefile's driver rule).  Uses the driver's err, work, list, parts,
# svdn, user_mem, cleanup_work, j_count, j_merge, j_svd, names_back and never_why.

# first_error STEP TASK: the first line of the task's log that says what
# went wrong (not a warning or a note of ppmi-svd)
first_error() {
	f=$work/log/$1-$2.log
	[ -f "$f" ] || return 0
	awk '
	/^ppmi-svd: (warning|note): / { next }
	/[^ \t]/ { print; exit }' "$f"
}

fail_report() {	# STEP TASK STATE REASON EXITCODE NODE
	step=$1 task=$2 state=$3 reason=$4 code=$5 node=$6
	# -v or --contexts rewritten while the jobs ran (each reads it on its
	# node): the cause, not the job's words of a count file's settings
	unchanged "$vocab" "$vocab_was" -v
	[ -z "$contexts" ] || unchanged "$contexts" "$contexts_was" --contexts
	job=$(eval echo \$j_$step)
	case $task in
	'' | *[!0-9]*)	# no task's number: the step's job as a whole
		case $step in
		count) what="mappers (job $job)" ;;
		merge) what="merge (job $job)" ;;
		svd) what="embeddings (job $job)" ;;
		esac ;;
	*)
		case $step in
		count)	# of a task's shards, the one its first error names
			what=$(l=$(first_error count "$task") awk -v i="$task" '
			BEGIN { l = ENVIRON["l"] }
			NR == FNR { t[NR] = $1; next }
			t[FNR] != i { next }
			{ k++; ids = ids (k > 1 ? ", " : "") FNR - 1; one = sprintf("shard %d (%s)", FNR - 1, $0) }
			w == "" && index(l, $0 ":") { w = sprintf("shard %d (%s)", FNR - 1, $0) }
			END {
				if (w == "" && k == 1) w = one
				print w != "" ? w : sprintf("shards %s (task %d)", ids, i)
			}' "$list.tasks" "$list" 2>/dev/null | names_back) ;;
		merge) what="merge, block $((task + 1)) of $parts" ;;
		svd) what="embeddings" ;;
		esac ;;
	esac
	[ "$state" != GONE ] || err "$what: job $job is no longer known to Slurm (purged before its end?)"
	hint=$(never_why "$step" "$reason")
	[ -z "$hint" ] || err "$what: job $job $hint"
	where=
	[ "$node" = - ] || [ "$node" = "(null)" ] || where=" on $node"
	# a limit the job ran past: Slurm's line in the log ("*** JOB 74 ON
	# n2 CANCELLED AT ... DUE TO TIME LIMIT ***") names no option
	case $state in
	TIMEOUT | DEADLINE)
		_t="give --time after -- (within its partition's MaxTime: scontrol show partition)"
		# (a task of several shards: more than the partition runs at once)
		case $what in "shards "*) _t="$_t; the task counts its shards one after the other, its time theirs together" ;; esac
		err "$what: job $job$where ran past its time limit (Slurm: $state): $_t" ;;
	OUT_OF_MEMORY)
		_t="give a larger -M (each job's --mem is -M plus 256 MB)"
		[ "$user_mem" = 0 ] || _t="give a larger --mem after -- (or SBATCH_MEM_*)"
		err "$what: job $job$where ran past its memory (Slurm: OUT_OF_MEMORY): $_t" ;;
	esac
	# (ppmi-svd --svd-rank's "or DIR/ended is an earlier run's": the
	# SVD job's svd.N is new at each run and each restart, made empty by
	# work_fresh, so its ended is this run's: written before rank 0's
	# hello when the ranks' step failed at once, not an earlier run's)
	line=$(first_error "$step" "$task" | names_back | sed "s|, or [^,]*/svd\.[0-9]*/ended is an earlier run's, older than this rank's hello (--svd-dir must be empty when the ranks start)||")
	# a line that names only a signal (the shell's "Killed", time's
	# "Command terminated by signal 9") says nothing of why: Slurm's
	# state, node and reason do (a node lost under the job)
	case $line in
	Killed | Terminated | "Command terminated by signal "*)
		err "$what: job $state$where (reason $reason, exit code $code), its log says only '$line'" ;;
	?*) err "$what: $line" ;;
	esac
	log=$work/log/$step-$task.log
	case $task in '' | *[!0-9]*) log= ;; esac
	if [ -n "$log" ] && [ -f "$log" ]; then
		# the log named is kept: the work directory too, said so
		kept=
		[ -z "$cleanup_work" ] || kept=" (its work directory is kept)"
		cleanup_work=
		err "$what: job $state$where (reason $reason, exit code $code), no message in $log$kept"
	fi
	# Slurm opens a task's log when the task starts: none, it never did
	err "$what: job $state$where (reason $reason, exit code $code); no log: it never started"
}
