# cmd/ppmi-svd-slurm/jobs.sh: the job scripts, WORK/jobs/*.sh, one a
# step (job_scripts), inlined into build/bin/ppmi-svd-slurm where the
# driver says "#@include" (the Makefile's driver rule).  Uses the
# driver's q, wfile, work, list, ppmi, vocab, n, parts, svdn, nmap,
# count_opts, merge_opts and svd_only; sets one, cfmt, counts and blocks,
# and adds to svd_opts.

# Each runs one ppmi-svd, under /usr/bin/time when the node has it (its
# wall and CPU time and peak RSS in log/STEP-I.time), writing atomically:
# run again after a requeue, it writes the same file again.
timed() {	# STEP-NAME-EXPRESSION: the command's prefix
	cat <<EOF
t=$(q "$work/log")/$1.time
if [ -x /usr/bin/time ]; then
	set -- /usr/bin/time -o "\$t" -f "node=\${SLURMD_NODENAME:-?} restarts=\${SLURM_RESTART_COUNT:-0} wall_s=%e user_s=%U sys_s=%S maxrss_kb=%M exit=%x"
else
	set --
fi
EOF
}

# job_scripts: the scripts of the run's steps written into WORK/jobs:
# count.sh (the mappers, unless one job does all), merge.sh (R > 1
# reducers), svd.sh (the embeddings) and svd-rank.sh (--svd-nodes P > 1);
# a write that fails: one line naming the script and why, exit 1 (wfile)
job_scripts() {
	# Between the jobs the counts go as binary count files (ppmi-svd
	# --count-format binary; attnkit(5)): written and read without a
	# number formatted or parsed, refused when cut or doubled.  The
	# seeking reducers of --partitions R > 1 (ppmi-svd --rows) read
	# count lines: their mappers write text.
	if [ "$parts" = 1 ] && "$ppmi" --help 2>/dev/null | grep -q -- '--count-format'; then
		cfmt=" --count-format binary"
	else
		cfmt=
	fi
	one=0
	[ "$n" != 1 ] || [ "$parts" != 1 ] || [ "$svdn" != 1 ] || one=1
	[ "$one" = 1 ] || wfile "$work/jobs/count.sh" job_count
	counts=
	i=0
	while [ "$i" -lt "$nmap" ]; do counts="$counts $(q "$(printf '%s/counts/%04d.cnt' "$work" "$i")")"; i=$((i + 1)); done
	# One shard, one reducer and the SVD in one process: one job, the
	# whole ppmi-svd run of the shard (-v VOCAB TOKENS), since its
	# mapper's count file and the SVD job's reading of it would be all
	# a second job added (the counter hands its cells to the SVD in
	# memory), with a hand-off between dependent jobs.  The bytes are
	# the same: counts are exact sums.
	[ "$one" = 0 ] || wfile "$work/jobs/svd.sh" job_one
	# One reducer is no step of its own: the SVD job sums the mappers'
	# count files as it reads them (ppmi-svd --from-counts merges its
	# operands, the same exact sums), so the run has one hand-off
	# between dependent jobs fewer, and the merged counts are neither
	# written nor read again.  The shards are slices of the tokens: two
	# that hold the same cells (a corpus of repeated text) are meant,
	# hence --allow-same-counts, of the SVD job or of the R reducers
	# (one file given twice is refused: same_tokens).
	if [ "$parts" = 1 ]; then
		blocks=$counts
		svd_opts="$svd_opts --allow-same-counts"
	else
		wfile "$work/jobs/merge.sh" job_merge
		blocks=
		i=0
		while [ "$i" -lt "$parts" ]; do blocks="$blocks $(q "$(printf '%s/merged/%04d.cnt' "$work" "$i")")"; i=$((i + 1)); done
	fi
	if [ "$one" = 1 ]; then
		:
	elif [ "$svdn" = 1 ]; then
		wfile "$work/jobs/svd.sh" job_svd
	else
		wfile "$work/jobs/svd-rank.sh" job_rank
		wfile "$work/jobs/svd.sh" job_svdp
	fi
}

# job_count: the mappers' script, the counts of the shards of task
# SLURM_ARRAY_TASK_ID
job_count() {
	printf '#!/bin/sh\n# ppmi-svd-slurm: a mapper, the counts of the shards of task SLURM_ARRAY_TASK_ID (the lines of the list whose line of shards.list.tasks is I)\nset -u\n'
	printf 'i=$SLURM_ARRAY_TASK_ID\n'
	printf 'cnt=%s/$(printf %%04d "$i").cnt\n' "$(q "$work/counts")"
	timed 'count-$i'
	printf 'set -- "$@" %s --count%s -v %s%s -o "$cnt"\n' "$(q "$ppmi")" "$cfmt" "$(q "$vocab")" "$count_opts"
	printf 'while IFS= read -r s; do set -- "$@" "$s"; done <<EOF\n'
	printf '$(awk -v i="$i" '\''NR == FNR { t[NR] = $1; next } t[FNR] == i'\'' %s %s)\nEOF\n' "$(q "$list.tasks")" "$(q "$list")"
	printf 'exec "$@"\n'
}
# job_one: the one job's script, the counting of the one shard and the SVD
job_one() {
	printf '#!/bin/sh\n# ppmi-svd-slurm: the embeddings of the one shard: its counting and the SVD\nset -u\n'
	timed 'svd-0'
	printf 'exec "$@" %s -v %s%s%s -o %s %s\n' "$(q "$ppmi")" "$(q "$vocab")" "$count_opts" "$svd_only" \
	    "$(q "$work/emb.tsv")" "$(q "$(head -1 "$list")")"
}
# job_merge: a reducer's script, block SLURM_ARRAY_TASK_ID + 1 of R
job_merge() {
	printf '#!/bin/sh\n# ppmi-svd-slurm: a reducer, block SLURM_ARRAY_TASK_ID + 1 of %s of the rows\nset -u\n' "$parts"
	printf 'i=$SLURM_ARRAY_TASK_ID\n'
	timed 'merge-$i'
	printf 'exec "$@" %s --count --from-counts --allow-same-counts --rows $((i + 1))/%s%s -o %s/$(printf %%04d "$i").cnt%s\n' \
	    "$(q "$ppmi")" "$parts" "$merge_opts" "$(q "$work/merged")" "$counts"
}
# job_svd: the SVD job's script, the embeddings from the counts
job_svd() {
	printf '#!/bin/sh\n# ppmi-svd-slurm: the embeddings, from the counts\nset -u\n'
	timed 'svd-0'
	printf 'exec "$@" %s --from-counts -v %s%s -o %s%s\n' "$(q "$ppmi")" "$(q "$vocab")" "$svd_opts" \
	    "$(q "$work/emb.tsv")" "$blocks"
}
# The SVD's products on P nodes (ppmi-svd --svd-rank, its man page): one
# job of P nodes, not a job a product round (a hand-off between
# dependent jobs costs seconds of scheduling: docs/REPRODUCTION.md).  The
# batch script, on the job's first node, runs the coordinator (rank 0,
# which multiplies too and writes emb.tsv) and, beside it, one srun step
# of ranks 1..P-1 on the other nodes; when that step ends (a rank failed:
# --kill-on-bad-exit ends the others; a node lost: the job, submitted
# with --no-kill, keeps its other nodes and the step ends), DIR/ended
# says so and the coordinator fails naming the round, the rank and its
# node.  Each run (a requeue) has a directory of its own, svd.N (N:
# Slurm's restart count), made empty by the driver before it submits.
# --svd-timeout 0: here the ended and abort files and the job's time
# limit end every wait, and a long first read of the counts (10^10
# tokens) must not.
# job_rank: a rank's script (SLURM_PROCID + 1 of P)
job_rank() {
	printf '#!/bin/sh\n# ppmi-svd-slurm: a rank of the SVD (SLURM_PROCID + 1 of %s)\nset -u\n' "$svdn"
	printf 'd=$1\nr=$((SLURM_PROCID + 1))\n'
	timed 'svd-$r'
	printf 'exec "$@" %s --from-counts -v %s%s --svd-rank "$r/%s" --svd-dir "$d" --svd-timeout 0%s\n' "$(q "$ppmi")" "$(q "$vocab")" \
	    "$svd_opts" "$svdn" "$blocks"
}
# job_svdp: the SVD job's script of P nodes, the coordinator and the
# ranks' step
job_svdp() {
	printf '#!/bin/sh\n# ppmi-svd-slurm: the embeddings, from the counts, the products on %s nodes\nset -u\n' "$svdn"
	printf 'd=%s/svd.${SLURM_RESTART_COUNT:-0}\n' "$(q "$work")"
	printf 'rlog=%s\n' "$(q "$work/log/svd-ranks.log")"
	printf 'mkdir -p "$d" || exit 1\n'
	# (the ranks' step: the batch script's environment, whatever
	# sbatch's --export, SBATCH_EXPORT=NONE, gave it (a step of none
	# has no PATH: no sh), and /bin/sh by its path)
	printf '( srun --export=ALL --kill-on-bad-exit=1 --relative=1 -N %s -n %s --ntasks-per-node=1 /bin/sh %s "$d" > "$rlog" 2>&1\n' \
	    "$((svdn - 1))" "$((svdn - 1))" "$(q "$work/jobs/svd-rank.sh")"
	# (srun says a lost node on its last line, and exits 0; ended
	# written whole, then renamed, the coordinator reads it once it is
	# there; a rename that fails is said in the job's log, one line,
	# and ended made empty, so that the coordinator still stops)
	printf '  echo "srun exit $?, its last line '\''$(tail -1 "$rlog")'\'' in $rlog" > "$d/ended.tmp"\n'
	printf '  m=$(mv -f "$d/ended.tmp" "$d/ended" 2>&1) ||\n'
	printf '  { echo "ppmi-svd-slurm: $d/ended: ${m##*: } (cannot rename ended.tmp to it: written empty)" >&2; : > "$d/ended"; } ) &\n'
	timed 'svd-0'
	printf '"$@" %s --from-counts -v %s%s --svd-rank 0/%s --svd-dir "$d" --svd-timeout 0 -o %s%s\n' "$(q "$ppmi")" "$(q "$vocab")" \
	    "$svd_opts" "$svdn" "$(q "$work/emb.tsv")" "$blocks"
	printf 'rc=$?\n[ "$rc" -eq 0 ] || : > "$d/abort"\nwait\nexit "$rc"\n'
}
