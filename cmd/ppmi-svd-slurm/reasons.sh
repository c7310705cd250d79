# cmd/ppmi-svd-slurm/reasons.sh: the reasons Slurm gives a PENDING job
# that waiting never clears, inlined into build/bin/ppmi-svd-slurm where
# the driver says "#@include" (the Makefile's driver rule), and what a
# failed client command says (slurm_why).  Uses the driver's part, svdn,
# threads, user_cpus and user_mem.

# never_re: a pending job's reason (squeue(1), JOB REASON CODES) that
# stays while the job, its partition and its limits stay as they are: it
# asks more nodes, time, CPUs or memory a node than the partition has
# (PartitionNodeLimit, PartitionTimeLimit, PartitionConfig), what no
# node has (BadConstraints), an account or QOS it may not use, or past a
# QOS's or association's limit of one job or node (QOSMaxCpuPerJobLimit,
# AssocMaxNodePerJobLimit, QOSMaxMemoryPerNode ...; not the limits of a
# user's jobs together, QOSMaxJobsPerUserLimit, which their ends clear).
# The run ends on one, seen twice a poll apart (verdict), where it would
# wait for ever.
never_re='^(PartitionNodeLimit|PartitionTimeLimit|PartitionConfig|BadConstraints|InvalidAccount|InvalidQOS|(QOS|Assoc)Max[A-Za-z]*Per(Job|Node)[A-Za-z]*|QOSMin[A-Za-z]*)$'

# never_why STEP REASON: what a job of STEP pending for REASON asks that
# it cannot have, and the option that asks it; nothing for a reason
# waiting clears
never_why() {
	printf '%s\n' "$2" | grep -Eq "$never_re" || return 0
	case $2 in
	PartitionNodeLimit)
		printf 'asks more nodes than its partition allows (Slurm: PartitionNodeLimit)'
		[ "$1" != svd ] || printf ' (--svd-nodes %s: give at most the partition'\''s nodes)' "$svdn" ;;
	PartitionConfig)
		_nodes=$(part_nodes)
		_c="-j ${threads:-1} is its CPUs" _mm="-M plus 256 MB its memory"
		[ "$user_cpus" = 0 ] || _c="the -c after -- its CPUs"
		[ "$user_mem" = 0 ] || _mm="the --mem after -- (or SBATCH_MEM_*) its memory"
		[ -z "$user_cpuopt" ] || _c="$_c (and the $user_cpuopt after --)"
		printf 'asks more CPUs or memory than a node of its partition has (Slurm: PartitionConfig): %s, %s%s' "$_c" "$_mm" "$_nodes" ;;
	PartitionTimeLimit)
		printf 'asks more time than its partition allows (Slurm: PartitionTimeLimit): give --time after -- within its MaxTime (scontrol show partition)' ;;
	BadConstraints)
		printf 'asks what no node of its partition has (Slurm: BadConstraints): see the --constraint, --gres, -c or --mem after --' ;;
	*)
		printf 'cannot start while its account'\''s or QOS'\''s limits stay as they are (Slurm: %s): see the options after -- (--qos, --account, -c, --mem, --time), or sacctmgr show qos' "$2" ;;
	esac
}

# part_nodes: "; partition P: C CPUs and M MB a node (sinfo)", of the
# partition the jobs go to (else the default one); nothing without sinfo
part_nodes() {
	sinfo -h -o '%P %c %m' 2>/dev/null < /dev/null | awk -v p="$part" '
	(p == "" && $1 ~ /\*$/) || $1 == p || index("," p ",", "," $1 ",") {
		sub(/\*$/, "", $1); printf "; partition %s: %s CPUs and %s MB a node (sinfo)", $1, $2, $3; exit }'
}
# size_why OUTPUT: after sbatch's refusal of a job's CPUs or memory a
# node cannot give ("CPU count per node can not be satisfied", "Memory
# specification can not be satisfied"), what the driver asked, the
# option that asks it (-j, -M: the user typed no -c or --mem) and the
# partition's nodes; nothing for any other refusal
size_why() {
	case $1 in
	*"Memory specification can not be satisfied"*)
		if [ "$user_mem" = 1 ]; then
			printf ' (the --mem after --, or SBATCH_MEM_*, asks more than a node has%s)' "$(part_nodes)"
		else
			printf ' (each job'\''s --mem is -M plus 256 MB, %s MB, more than a node has%s: give a smaller -M)' "$(mem_mb)" "$(part_nodes)"
		fi ;;
	*"CPU count per node can not be satisfied"*)
		if [ "$user_cpus" = 1 ]; then
			printf ' (the -c after -- asks more CPUs than a node has%s)' "$(part_nodes)"
		else
			printf ' (each job'\''s CPUs are -j, %s, more than a node that is up has%s: give a smaller -j)' "${threads:-1}" "$(part_nodes)"
		fi ;;
	esac
}
# slurm_why CMD OUTPUT: the one line that says why CMD (sbatch, scontrol)
# failed.  Without a controller the client prints what it tried, several
# lines (resolve_ctls_from_dns_srv, fetch_config: no slurm.conf and no
# DNS SRV record, configless Slurm; connect failure: slurm.conf names a
# host where no slurmctld answers): said instead as which slurm.conf was
# read and what to do; any other failure: the command's first line that
# says something, else "CMD: exit STATUS, no message" (STATUS, the third
# argument: a client or a site's wrapper that failed saying nothing)
conf_default=/etc/slurm/slurm.conf
slurm_why() {
	conf=${SLURM_CONF:-$conf_default}
	case $2 in
	*resolve_ctls_from_dns_srv* | *fetch_config* | *"establish a configuration source"*)
		echo "no Slurm controller found: no slurm.conf ($conf: No such file; SLURM_CONF names the file) and no DNS SRV record of one; run on a node of the cluster, or set SLURM_CONF to its slurm.conf" ;;
	*"Unable to contact slurm controller"* | *"connect failure"* | *"Connection refused"* | *" is DOWN"*)
		host=$(sed -n -e 's/^[[:space:]]*SlurmctldHost[[:space:]]*=[[:space:]]*\([^[:space:]#(]*\).*/\1/p' \
		    -e 's/^[[:space:]]*ControlMachine[[:space:]]*=[[:space:]]*\([^[:space:]#(]*\).*/\1/p' "$conf" 2>/dev/null | head -1)
		echo "no Slurm controller answers at ${host:-the host} that $conf names (SLURM_CONF): start slurmctld there (scontrol ping says when it answers), or set SLURM_CONF to the slurm.conf of a running cluster" ;;
	*)
		_w=$(printf '%s\n' "$2" | grep '[^[:space:]]' | head -1 | sed "s/^$1: //")
		[ -n "$_w" ] || _w="exit ${3:-non-zero}, no message"
		printf '%s: %s\n' "$1" "$_w" ;;
	esac
}
