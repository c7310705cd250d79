# cmd/ppmi-svd-slurm/states.sh: the jobs' states as the driver reads
# them from scontrol, inlined into build/bin/ppmi-svd-slurm where the
# driver says "#@include" (the Makefile's driver rule).  states: one line
# a task of each step in $steps not yet done; verdict: what they add up
# to; nap, the sleep between polls.  Uses the driver's j_STEP, done_STEP
# and work.
states() {	# one line a task: STEP TASK STATE REASON EXITCODE NODE
	for step in $steps; do
		eval "set -- $step \$j_$step"
		eval "[ \$done_$1 = 0 ]" || continue
		# (its exit status last: a failure is scontrol's status and
		# words, not a word of a job's fields -- a WorkDir, StdOut,
		# job name or comment holding "error")
		{ scontrol show job -o "$2" 2>&1 < /dev/null; echo "scontrol-exit $?"; } | awk -v step="$1" '
		function tasks(s, out,   n, np, i, j, part, ab) {
			sub(/^[0-9]+_/, "", s)
			gsub(/[][]/, "", s)
			sub(/%.*/, "", s)
			n = 0
			np = split(s, part, ",")
			for (i = 1; i <= np; i++)
				if (part[i] ~ /^[0-9]+-[0-9]+$/) {
					split(part[i], ab, "-")
					for (j = ab[1] + 0; j <= ab[2] + 0; j++)
						out[++n] = j
				} else if (part[i] ~ /^[0-9]+$/)
					out[++n] = part[i] + 0
			return n
		}
		/^scontrol-exit [0-9]+$/ {
			if ($2 == 0) for (i = 1; i <= nl; i++) job(l[i])
			else print step, "?", gone ? "GONE" : "ERROR", "-", "-", "-"
			next
		}
		/Invalid job id/ { gone = 1 }
		/^JobId=/ { l[++nl] = $0 }
		# Each field at its first occurrence, the job name cut out:
		# the free text a user gives (-J, --comment after --) may
		# hold "JobState=COMPLETED" or "Reason=PartitionConfig";
		# scontrol prints the job name before the fields of the job,
		# up to UserId=NAME(UID), and Comment, WorkDir, StdOut ...
		# after them
		function job(line,   f, nf, i, kv, t, st, r, ec, node, n, k, seen) {
			if ((i = index(line, " JobName=")) > 0 &&
			    match(substr(line, i + 1), / UserId=[^ ]*\([0-9]+\) /))
				line = substr(line, 1, i) substr(line, i + RSTART + 1)
			nf = split(line, f, /[ \t]+/)
			t = "0"; st = r = ec = node = "-"
			for (i = 1; i <= nf; i++) {
				split(f[i], kv, "=")
				if (kv[1] in seen) continue
				seen[kv[1]] = 1
				if (kv[1] == "ArrayTaskId") t = kv[2]
				else if (kv[1] == "JobState") st = kv[2]
				else if (kv[1] == "Reason") r = kv[2]
				else if (kv[1] == "ExitCode") ec = kv[2]
				else if (kv[1] == "BatchHost") node = kv[2]
			}
			n = tasks(t, id)
			if (n == 0)
				print step, "?", st, r, ec, node
			for (k = 1; k <= n; k++)
				print step, id[k], st, r, ec, node
			split("", id)
		}'
	done
}
# verdict STATES: "done", "wait", "error" (scontrol did not answer) or
# "fail STEP TASK STATE REASON EXITCODE NODE".  Of the mappers that
# failed, the first task's, once no task before it is still to run: a
# task a shard, in the input's order, so that of two bad lines the first
# is said, as one ppmi-svd run says it
verdict() {
	printf '%s\n' "$1" | awk -v never="$never_re" '
	NF == 0 { next }
	$3 == "ERROR" { err = 1; next }
	$3 == "GONE" { if (!fail) fail = $0; next }
	$3 == "COMPLETED" { next }
	$3 == "PENDING" && $4 ~ /DependencyNeverSatisfied/ { if (!fail && !dep) dep = $0; wait = 1; next }
	$3 == "PENDING" && $4 ~ never { if (!fail) fail = $0; next }
	$3 ~ /^(PENDING|RUNNING|CONFIGURING|COMPLETING|SUSPENDED|REQUEUED|REQUEUE_HOLD|REQUEUE_FED|RESIZING|SIGNALING|STAGE_OUT|STOPPED)$/ {
		wait = 1
		if ($1 == "count" && $2 ~ /^[0-9]+$/) before[$2 + 0] = 1
		next
	}
	{	if (!fail || ($1 == "count" && fstep == "count" && $2 ~ /^[0-9]+$/ && $2 + 0 < ftask)) {
			fail = $0; fstep = $1; ftask = $2 ~ /^[0-9]+$/ ? $2 + 0 : -1
		}
	}
	END {
		if (fail && fstep == "count")
			for (t in before)
				if (t + 0 < ftask) { print "wait"; exit }
		if (fail) print "fail", fail
		else if (err) print "error"
		else if (dep) print "fail", dep
		else if (wait) print "wait"
		else print "done"
	}'
}
# nap S: sleep S seconds between polls, in steps of 0.1 s once the SVD job
# has written emb.tsv (renamed into place as its last act: its job
# completes moments later, and OUT waits for that): the end is seen
# within 0.1 s, not within a poll of 1 to 10 s (a sleep without
# fractions, not GNU's or busybox's: S seconds)
fast=0
sleep 0.01 2>/dev/null && fast=1
nap() {
	[ "$fast" = 1 ] || { sleep "$1"; return; }
	_k=$(($1 * 10))
	while :; do
		sleep 0.1
		_k=$((_k - 1))
		[ "$_k" -gt 0 ] && [ ! -e "$work/emb.tsv" ] || return 0
	done
}
