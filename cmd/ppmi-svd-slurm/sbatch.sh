# cmd/ppmi-svd-slurm/sbatch.sh: the sbatch options after "--", read as
# sbatch reads them, inlined into build/bin/ppmi-svd-slurm where the
# driver says "#@include" (the Makefile's driver rule); the paths given
# to sbatch -o (spat, slurm_path); submit, a job submitted and its ID
# kept.  Uses the driver's err, uerr, q, shword, slurm_why, size_why,
# sigs, res_opts, ids_file and work; sets part, user_mem, user_cpus and
# sbatch_opts.

# sbatch's long options (sbatch(1) of Slurm 22.05): NAME= takes a value
# (--NAME=V or --NAME V), NAME? an optional one (--NAME=V only), NAME
# none.  getopt_long takes an unambiguous prefix of one (--arr is
# --array): the word is read as sbatch will read it.  A newer sbatch's
# new options only make more prefixes ambiguous, which it refuses itself.
sbatch_longs='account= acctg-freq= array= batch= bb= bbf= begin= chdir=
cluster-constraint= clusters= comment= constraint= container= contiguous
core-spec= cores-per-socket= cpu-freq= cpus-per-gpu= cpus-per-task=
deadline= delay-boot= dependency= distribution= error= exclude= exclusive?
export= export-file= extra-node-info= get-user-env? gid= gpu-bind= gpu-freq=
gpus= gpus-per-node= gpus-per-socket= gpus-per-task= gres= gres-flags= help
hint= hold ignore-pbs input= job-name= kill-on-invalid-dep= licenses=
mail-type= mail-user= mcs-label= mem= mem-bind= mem-per-cpu= mem-per-gpu=
mincpus= network= nice? no-kill? no-requeue nodefile= nodelist= nodes=
ntasks= ntasks-per-core= ntasks-per-gpu= ntasks-per-node= ntasks-per-socket=
open-mode= output= overcommit oversubscribe parsable partition= power=
prefer= priority= profile= propagate? qos= quiet reboot requeue reservation=
signal= sockets-per-node= spread-job switches= test-only thread-spec=
threads-per-core= time= time-min= tmp= uid= usage use-min-nodes verbose
version wait wait-all-nodes= wckey= wrap='
# the short options that take a value (-aV or -a V); the others are flags
sbatch_shortv=aAbBcCdDeFGiJLmMnNopqStwx

# sbatch_long NAME: the long option NAME is (itself or the one it is a
# prefix of) with its value kind (=, ? or nothing); nothing printed when
# it is none or several (sbatch says so itself)
sbatch_long() {
	_hit= _k=0
	for _l in $sbatch_longs; do
		_b=${_l%[=?]}
		[ "$_b" = "$1" ] && { printf '%s' "$_l"; return; }
		case $_b in "$1"*) _hit=$_l _k=$((_k + 1)) ;; esac
	done
	[ "$_k" != 1 ] || printf '%s' "$_hit"
}

# sbatch_refuse WORD OPTION: a usage error when OPTION (a long name, or a
# short letter) is one the driver sets itself or one that takes its jobs
# apart, naming what the driver does instead
sbatch_refuse() {
	_w=$(shword "$1")
	case $2 in
	N | nodes)
		uerr "$_w: the driver sets each job's nodes (one a counting job, --svd-nodes for the SVD's): give --svd-nodes N, not sbatch's $_w" ;;
	a | array)
		uerr "$_w: sbatch's --array, which the driver sets: the mappers are its array, a task a shard or a group of them (--shards N splits the tokens)" ;;
	d | dependency)
		uerr "$_w: sbatch's --dependency, which the driver sets: each step starts when the one before has completed (ppmi-svd's -d, --dim, goes before the TOKENS)" ;;
	kill-on-invalid-dep)
		uerr "$_w: sbatch's --kill-on-invalid-dep, which the driver sets with the steps' dependencies" ;;
	o | output | e | error)
		_x=output
		case $2 in e | error) _x=error ;; esac
		uerr "$_w: sbatch's --$_x: the driver sets each job's log, WORK/log/STEP-TASK.log, of its output and errors, whose first error it names when the job fails (--work DIR keeps them; ppmi-svd's -o OUT goes before the TOKENS)" ;;
	H | hold)
		uerr "$_w: sbatch's --hold: a held job does not start, and the driver waits for its jobs to end (hold them with scontrol hold once they are submitted)" ;;
	W | wait)
		uerr "$_w: sbatch's --wait, which would wait for each job as it is submitted: the driver submits every step at once and waits for them itself" ;;
	test-only)
		uerr "$_w: sbatch's --test-only submits no job, and the driver runs its jobs (try the options with sbatch --test-only --wrap true)" ;;
	wrap)
		uerr "$_w: sbatch's --wrap: the driver's jobs run its own job scripts" ;;
	open-mode)
		uerr "$_w: sbatch's --open-mode: the driver sets each job's log, WORK/log/STEP-TASK.log, begun anew at each start (--open-mode=truncate), so that the first error it names is this run's, not an earlier run's or start's" ;;
	M | clusters)
		uerr "$_w: sbatch's --clusters: the driver follows and cancels its jobs on the cluster it runs on (scontrol, scancel); run it there, with SLURM_CONF naming that cluster's slurm.conf" ;;
	n | ntasks)
		uerr "$_w: sbatch's --ntasks: each job runs one ppmi-svd process (its CPUs -j N, or -c after --; the SVD's nodes --svd-nodes P), and more tasks would only multiply the CPUs it asks" ;;
	ntasks-per-node)
		uerr "$_w: sbatch's --ntasks-per-node, which the driver sets: the SVD's ranks one a node (--svd-nodes P)" ;;
	k | no-kill)
		uerr "$_w: sbatch's --no-kill, which the driver sets on the SVD job of --svd-nodes P (a rank's node lost ends the ranks, named, not the job)" ;;
	h | help | usage | V | version)
		uerr "$_w: sbatch's own help or version, no job: run sbatch $_w" ;;
	Q | quiet)
		uerr "$_w: sbatch's --quiet, which hides the job ID the driver follows each job by (its answer to --parsable): the driver's own quiet is -q, before the TOKENS" ;;
	esac
}

# sbatch_args WORD...: the words after "--" checked (sbatch_refuse) and
# kept, quoted, in sbatch_opts; part: the partition they name (the last,
# as sbatch takes it; else SBATCH_PARTITION's); user_mem, user_cpus: they ask for memory or CPUs;
# user_cpuopt: those of them that ask more CPUs a job (--mincpus ...)
sbatch_args() {
	# (sbatch's own default: SBATCH_PARTITION, unless -p says another)
	user_mem=0 user_cpus=0 user_cpuopt= part=${SBATCH_PARTITION:-} _val=
	# the same settings in sbatch's environment (sbatch(1), INPUT
	# ENVIRONMENT VARIABLES) are not given to the driver's jobs: an
	# array, a file for the errors, a wait (its -o overrides SBATCH_OUTPUT,
	# its --open-mode SBATCH_OPEN_MODE); nor scancel's and sinfo's filters
	# (scancel(1), sinfo(1): a state, a partition, a user ... or a
	# confirmation each), which would leave jobs of the run behind
	unset SBATCH_ARRAY_INX SBATCH_ERROR SBATCH_WAIT SCANCEL_ACCOUNT \
	    SCANCEL_BATCH SCANCEL_CTLD SCANCEL_FULL SCANCEL_HURRY \
	    SCANCEL_INTERACTIVE SCANCEL_NAME SCANCEL_PARTITION SCANCEL_QOS \
	    SCANCEL_STATE SCANCEL_USER SCANCEL_VERBOSE SCANCEL_WCKEY \
	    SINFO_ALL SINFO_FEDERATION SINFO_FORMAT SINFO_LOCAL \
	    SINFO_PARTITION SINFO_SORT
	[ -z "${SBATCH_CLUSTERS:-}" ] ||
	    uerr "SBATCH_CLUSTERS=${SBATCH_CLUSTERS}: sbatch's --clusters, in its environment: the driver follows and cancels its jobs on the cluster it runs on (scontrol, scancel, which read SLURM_CLUSTERS, not SBATCH_CLUSTERS); unset it"
	for _s; do
		sbatch_opts="$sbatch_opts $(q "$_s")"
		if [ -n "$_val" ]; then	# the value of the word before
			[ "$_val" != partition ] || part=$_s
			_val=
			continue
		fi
		case $_s in
		'' | -- | - | [!-]*)	# sbatch: the job script and its arguments
			uerr "$(shword "$_s"): not an sbatch option: sbatch would take it for the job script (the driver's jobs run its own)" ;;
		--?*)
			_n=${_s#--}
			_n=${_n%%=*}
			_l=$(sbatch_long "$_n")
			_b=${_l%[=?]}
			sbatch_refuse "$_s" "$_b"
			case $_s in
			*=*) [ "$_b" != partition ] || part=${_s#*=} ;;
			*) case $_l in *=) _val=$_b ;; esac ;;
			esac
			case $_b in
			mem | mem-per-cpu | mem-per-gpu) user_mem=1 ;;
			cpus-per-task) user_cpus=1 ;;
			mincpus | ntasks-per-core | ntasks-per-socket | ntasks-per-gpu)
				user_cpuopt="$user_cpuopt${user_cpuopt:+, }--$_b" ;;
			esac ;;
		*)	# flags grouped as getopt takes them: -vH is -v -H
			_r=${_s#-}
			while [ -n "$_r" ]; do
				_c=$(printf '%s' "$_r" | cut -c1)
				_r=${_r#?}
				sbatch_refuse "$_s" "$_c"
				case $_c in c) user_cpus=1 ;; esac
				case $sbatch_shortv in *"$_c"*) ;; *) continue ;; esac
				# a value: the rest of the word, else the next word
				if [ -n "$_r" ]; then
					[ "$_c" != p ] || part=$_r
				else
					_val=$_c
					[ "$_c" != p ] || _val=partition
				fi
				break
			done ;;
		esac
	done
	# sbatch's memory in its environment, as --mem after -- (the
	# command line overrides it, sbatch(1): not the driver's --mem)
	[ -z "${SBATCH_MEM_PER_NODE:-}${SBATCH_MEM_PER_CPU:-}${SBATCH_MEM_PER_GPU:-}" ] || user_mem=1
}

# spat PATH: PATH as sbatch -o takes it, a filename pattern (sbatch(1),
# filename pattern): each % doubled, so that Slurm expands none of the
# user's (a directory "my%20notes": %20n, the node's number padded) and
# only the driver's own %a
spat() { printf '%s' "$1" | sed 's/%/%%/g'; }
# slurm_path WORK: the work directory's path one Slurm can take in a
# job's log name: without a backslash (Slurm then expands nothing, and
# drops the backslash: the log goes to a directory that does not exist
# and the job fails at launch), else exit 2 naming --work
slurm_path() {
	case $1 in
	*\\*)
		[ -n "$work" ] && _w="--work $(shword "$work")" || _w="the work directory beside OUT, $(shword "$1")"
		uerr "$_w: a path holding a backslash, which Slurm takes out of its jobs' log names (sbatch -o): give --work DIR without one" ;;
	esac
}

# outer_job: the variables by which Slurm describes a job to its own
# processes (sbatch(1), OUTPUT ENVIRONMENT VARIABLES), which srun reads
# as its input, unset: run from a job (a batch script, a workflow
# manager's), the driver would pass the outer job's to its own jobs,
# whose srun (--svd-nodes P) then takes them beside the job's own:
# SLURM_MEM_PER_CPU beside SLURM_MEM_PER_NODE is srun's fatal "mutually
# exclusive"; a restart count, CPUs, tasks or GPUs not its own.  Not
# sbatch's input (SBATCH_*), which the driver's jobs take
outer_job() {
	unset SLURM_MEM_PER_CPU SLURM_MEM_PER_GPU SLURM_MEM_PER_NODE \
	    SLURM_CPUS_PER_TASK SLURM_CPUS_PER_GPU SLURM_GPUS SLURM_GPUS_PER_NODE \
	    SLURM_GPUS_PER_SOCKET SLURM_GPUS_PER_TASK SLURM_TRES_PER_TASK \
	    SLURM_NTASKS SLURM_NTASKS_PER_NODE SLURM_NTASKS_PER_CORE \
	    SLURM_NTASKS_PER_SOCKET SLURM_NTASKS_PER_GPU SLURM_NPROCS SLURM_NNODES \
	    SLURM_JOB_NUM_NODES SLURM_DISTRIBUTION SLURM_RESTART_COUNT \
	    SLURM_EXPORT_ENV SLURM_THREADS_PER_CORE SLURM_OVERCOMMIT
}

# sbatch_id ANSWER: the job ID in sbatch's answer, the first line that is
# one (--parsable's "ID[;CLUSTER]", or "Submitted batch job ID" of an
# sbatch that ignores it), blanks around it aside (a site's wrapper's
# echo "$id "), whatever the wrapper says before or after it; nothing
# when none is
sbatch_id() {
	printf '%s\n' "$1" | awk '
	{ sub(/^[ \t]+/, ""); sub(/[ \t\r]+$/, "") }
	/^[0-9]+(;[^ ]*)?$/ { sub(/;.*/, ""); print; exit }
	/^Submitted batch job [0-9]+( |$)/ { print $4; exit }'
}
# sbatch_got: the job ID of the last submission: in its answer
# (WORK/sbatch.out), else Slurm's "Submitted batch job ID" on its
# standard error (WORK/sbatch.err: a wrapper that moved it there); a job
# it names was made, and is followed or cancelled, never left unnamed
sbatch_got() {
	_g=$(sbatch_id "$(cat "$work/sbatch.out" 2> /dev/null)")
	[ -n "$_g" ] ||
	    _g=$(grep -E '^[[:space:]]*Submitted batch job [0-9]+' "$work/sbatch.err" 2> /dev/null | head -n 1 | awk '{ print $4 }')
	printf '%s' "$_g"
}
# Each ID is added to WORK/sbatch.ids as soon as sbatch has answered.
# sbatch runs in the background with every handled signal ignored (a ^C
# to the process group does not cut it between "job queued" and its
# answer: its ID would be lost), and is waited for: a signal's trap runs
# at once, and cleanup's sub_settle lets the submission finish, then
# cancels the job it made; an sbatch that is retrying ("Slurm temporarily
# unable to accept job, sleeping and retrying": the controller's job
# table full, about 2 minutes of retries) has submitted nothing and is
# stopped at once.  A later run that takes over this run's stale lock
# reads the file too (work_lock: stale_jobs).
# An sbatch that fails after it printed an ID (a site's wrapper whose
# post-submit hook fails: accounting, a quota ledger) made that job: its
# ID is written too, so that cleanup cancels it, and the error says so.
# sb_retry: sbatch's notices of a submission refused for now and tried
# again (sbatch.c: the job table or queue full, "Slurm temporarily
# unable to accept job" / "Slurm job queue full, sleeping and retrying";
# nodes powering up, "Job creation temporarily disabled, retrying"),
# said once, at the first retry; sbatch then sleeps 1 s, 2 s ... 15 s
# between its tries, 15 at most (MAX_RETRIES), 2 minutes in all
sb_pid= sb_sigs=0 sb_wpid=
sb_retry='sleeping and retrying|temporarily disabled, retrying'
sb_tries=15 sb_wait='2 minutes'
submit() {	# VAR SCRIPT SBATCH-ARGS...: VAR the job ID (the user's options last)
	_v=$1 _j=$2
	shift 2
	# its answer on stdout, its errors and -v's lines on stderr, apart;
	# a refusal said on stdout (a site's wrapper) when stderr says none
	# (the answer less its ID line: a success line is no cause)
	( trap '' $sigs
	  eval "exec sbatch --parsable --requeue $res_opts $* $sbatch_opts $(q "$_j")" ) \
	    > "$work/sbatch.out" 2> "$work/sbatch.err" < /dev/null &
	sb_pid=$! sb_job=$_j
	sb_watch > /dev/null &
	sb_wpid=$!
	wait_for "$sb_pid"
	_st=$?
	sb_pid=
	sb_unwatch late
	_o=$(cat "$work/sbatch.out")
	_id=$(sbatch_got)
	case $_id in '' | *[!0-9]*) ;; *) printf '%s\n' "$_id" >> "$ids_file" ;; esac
	if [ "$_st" != 0 ]; then
		# (the retries' notices are no cause: the line after them is)
		_e=$(grep -v -E -e "$sb_retry" -e '^[[:space:]]*Submitted batch job [0-9]' "$work/sbatch.err")
		printf '%s' "$_e" | grep -q '[^[:space:]]' ||
		    _e=$(printf '%s\n' "$_o" | grep -v -E '^[[:space:]]*([0-9]+(;[^ ]*)?|Submitted batch job [0-9]+( .*)?)[[:space:]]*$')
		case $_id in
		'' | *[!0-9]*) ;;
		*) err "$(slurm_why sbatch "$_e" "$_st") (sbatch failed after it submitted job $_id, which is cancelled)" ;;
		esac
		err "$(slurm_why sbatch "$_e" "$_st")$(size_why "$_e")"
	fi
	case $_id in '' | *[!0-9]*) err "sbatch: no job ID in its answer: '$(printf '%s' "$_o" | tr '\n' ' ')'$(sed -n '1s/^/ (/; 1s/$/)/p' "$work/sbatch.err")" ;; esac
	eval "$_v=\$_id"
}
# sb_watch: (in the background while submit's sbatch runs, a poll each
# 0.2 s) sbatch's first retry notice (sb_retry) in sbatch.err said on
# stderr as soon as it is there (sb_notice), then exit 0; exit 1 when
# sbatch has ended first.  TERM (sb_unwatch) ends it, except while it
# says the notice, which is then said whole, once
sb_watch() {
	while kill -0 "$sb_pid" 2> /dev/null; do
		if grep -q -E "$sb_retry" "$work/sbatch.err" 2> /dev/null; then
			trap '' TERM
			sb_notice
			exit 0
		fi
		sleep 0.2 2> /dev/null || sleep 1
	done
	exit 1
}
# sb_notice: sbatch's retry notice said, with what follows: the tries
# sbatch makes at most, how long it waits, and that INT or TERM stops it
# (a retrying sbatch has submitted nothing: sub_settle); with -q too, as
# a warning is (minutes of waiting are no progress line)
sb_notice() {
	_l=$(grep -E -m 1 "$sb_retry" "$work/sbatch.err" 2> /dev/null) || return 0
	_l=$(printf '%s\n' "$_l" | sed 's/^[[:space:]]*sbatch: //; s/^error: //; s/[.[:space:]]*$//')
	pclear
	printf '%s: sbatch: %s: it tries again %s times at most, 1 s to %s s apart (%s in all), then gives up; INT or TERM (^C) stops it, nothing submitted\n' \
	    "$prog" "$_l" "$sb_tries" "$sb_tries" "$sb_wait" >&2
}
# sb_unwatch [late]: sb_watch ended; with "late" (sbatch has ended), its
# notice said now when sbatch retried and ended before a poll saw it:
# said once, whatever the timing
sb_unwatch() {
	[ -n "$sb_wpid" ] || return 0
	kill "$sb_wpid" 2> /dev/null
	wait_for "$sb_wpid" 2> /dev/null
	_ws=$?
	sb_wpid=
	[ "$_ws" = 0 ] || [ "${1:-}" != late ] || sb_notice
}
# sub_settle: (cleanup, a signal's trap) the sbatch of submit that is
# still running waited for, and the job it made listed in sbatch.ids;
# stopped at once when it says it is retrying, or at a second signal
# (said: a job it was submitting may be left, named by its -J)
sub_settle() {
	sb_unwatch
	[ -n "$sb_pid" ] || return 0
	sb_sigs=$((sb_sigs + 1))
	if [ "$sb_sigs" -gt 1 ] && kill -KILL "$sb_pid" 2> /dev/null; then
		pclear
		printf '%s: sbatch stopped by a second signal as it submitted %s: a job it made is not cancelled (squeue --me lists it)\n' "$prog" "$sb_job" >&2
	fi
	while kill -0 "$sb_pid" 2> /dev/null; do
		! grep -q -E "$sb_retry" "$work/sbatch.err" 2> /dev/null ||
		    kill -KILL "$sb_pid" 2> /dev/null
		sleep 0.1 2> /dev/null || sleep 1
	done
	wait "$sb_pid" 2> /dev/null
	_i=$(sbatch_got)
	case $_i in
	'' | *[!0-9]*) ;;
	*) grep -qx "$_i" "$ids_file" 2> /dev/null || printf '%s\n' "$_i" >> "$ids_file" ;;
	esac
	sb_pid=
}
