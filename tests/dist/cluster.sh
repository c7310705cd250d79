#!/bin/sh
# cluster.sh up DIR [CPUS] | down DIR | status DIR
#
# A Slurm cluster of two emulated nodes, n1 and n2, on this one host, made
# from nothing but this script and Debian's slurm-wlm and munge (installed
# by tools/deps.sh dist): one munged, one slurmctld and two slurmd, each
# started in the foreground by us, their PIDs kept in DIR/pids, every file
# they use under DIR (a new root-owned directory: munged refuses seed and
# socket directories others can write, "PRNG seed dir is insecure").
# Clients use it through SLURM_CONF=DIR/slurm.conf.
#
#   up DIR [CPUS]  start it, CPUS per node (default 2); ready when both
#                  nodes are idle; on failure, stop what started, exit 1
#   down DIR       cancel every job, then stop the daemons by PID (TERM,
#                  then KILL after 10 s), and every slurmstepd and job
#                  process that carries this cluster's mark; remove DIR
#   status DIR     the nodes and the jobs, for a failing test's log
#
# Why the settings below (measured on Debian 12, 2 cores, as root, without
# systemd): the default proctrack/cgroup fails ("cgroup namespace
# 'freezer' not mounted"), hence proctrack/linuxproc and task/none;
# CR_Core_Memory hands one job all of a node's memory and starves the
# rest, hence CR_Core; sacct needs slurmdbd, hence jobcomp/filetxt and
# `scontrol show job`; nodes on one host need their own Port= and
# `slurmd -N NAME` (Debian builds Slurm with multiple-slurmd support).
# A requeued job waits AuthInfo's cred_expire before it runs again
# (default 120 s): 5 s here.  Stopping slurmd while a job runs leaves a
# slurmstepd that ignores SIGTERM: jobs are cancelled first, and what is
# left of ours is killed.
set -u
LC_ALL=C
export LC_ALL
say() { [ -z "${CLUSTER_DEBUG:-}" ] || echo "cluster.sh: $(date +%T) $*" >&2; }
die() { echo "cluster.sh: $*" >&2; exit 1; }
[ $# -ge 2 ] || { echo "usage: cluster.sh up DIR [CPUS] | down DIR | status DIR" >&2; exit 2; }
cmd=$1 dir=$2
cpus=${3:-2}

# free_ports N: N TCP ports no socket of this host listens on, from a
# random start (two clusters on one host, e.g. CI and a fresh machine,
# must not meet); /proc/net/tcp* gives the ports in use, in hex
free_ports() {
	cat /proc/net/tcp /proc/net/tcp6 2>/dev/null |
	awk -v n="$1" -v seed="$$$(date +%N 2>/dev/null)" '
	function hex(s,   i, v) {
		v = 0
		for (i = 1; i <= length(s); i++)
			v = v * 16 + index("0123456789ABCDEF", toupper(substr(s, i, 1))) - 1
		return v
	}
	NR > 1 { split($2, a, ":"); used[hex(a[2])] = 1 }
	END {
		srand(seed % 100000)
		p = 20000 + int(rand() * 30000)
		while (n > 0) {
			if (!((p) in used)) { print p; n-- }
			p++
		}
	}'
}

# ours PID: is the process this cluster's?  A daemon carries its mark in
# its environment; a slurmstepd (whose environment slurmd clears) holds its
# node's log file under DIR open.
ours() {
	{ tr '\0' '\n' < "/proc/$1/environ"; } 2>/dev/null |
	    grep -qx "ATTNKIT_CLUSTER=$dir" && return 0
	for f in /proc/$1/fd/*; do
		case $(readlink "$f" 2>/dev/null) in "$dir"/*) return 0 ;; esac
	done
	return 1
}

# left_pids: our daemons and slurmstepds still there, and every process
# below them (a job's shell and its children), by walking the parent PIDs
left_pids() {
	for p in /proc/[0-9]*; do
		p=${p#/proc/}
		[ "$p" != $$ ] || continue
		ppid=$(awk '{ print $4 }' "/proc/$p/stat" 2>/dev/null) || continue
		if ours "$p"; then echo "$p root"; else echo "$p $ppid"; fi
	done | awk '
	{ parent[$1] = $2 }
	END {
		for (p in parent) {
			q = p
			for (i = 0; i < 64 && q in parent; i++) {
				if (parent[q] == "root") { print p; break }
				q = parent[q]
			}
		}
	}'
}

conf() {
	mem=$(awk '/^MemTotal:/ { print int($2 / 1024) }' /proc/meminfo)
	set -- $(free_ports 3)
	cat > "$dir/slurm.conf" <<EOF
# written by tests/dist/cluster.sh: two nodes on one host
ClusterName=attnkit
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort=$1
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge/munge.socket,cred_expire=5
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool/%n
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd-%n.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd-%n.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/backfill
SchedulerParameters=bf_interval=1
JobCompType=jobcomp/filetxt
JobCompLoc=$dir/log/jobcomp.txt
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
MpiDefault=none
ReturnToService=1
SlurmdParameters=config_overrides
KillWait=5
MinJobAge=300
InactiveLimit=0
SlurmctldTimeout=30
SlurmdTimeout=30
NodeName=n1 NodeHostname=localhost NodeAddr=127.0.0.1 Port=$2 CPUs=$cpus RealMemory=$mem State=UNKNOWN
NodeName=n2 NodeHostname=localhost NodeAddr=127.0.0.1 Port=$3 CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=batch Nodes=n1,n2 Default=YES MaxTime=INFINITE State=UP
EOF
	# slurmd starts its cgroup plugin whatever ProctrackType says, and the
	# autodetection fails where /sys/fs/cgroup is not mounted (a chroot,
	# as on ../shared/tools/fresh-machine): cgroup/v1, which nothing here
	# uses, over an empty directory of ours
	mkdir -p "$dir/cgroup"
	cat > "$dir/cgroup.conf" <<EOF
CgroupPlugin=cgroup/v1
CgroupMountpoint=$dir/cgroup
EOF
}

# start NAME CMD...: a daemon in the foreground, in the background, marked
start() {
	n=$1; shift
	ATTNKIT_CLUSTER=$dir "$@" > "$dir/log/$n.out" 2>&1 &
	echo "$n $!" >> "$dir/pids"
}

pid_of() { awk -v n="$1" '$1 == n { print $2 }' "$dir/pids" 2>/dev/null; }
alive() { [ -n "$1" ] && kill -0 "$1" 2>/dev/null; }

# wait_for SECONDS CMD...: until CMD succeeds, at most SECONDS
wait_for() {
	t=$(($1 * 5)); shift
	while [ "$t" -gt 0 ]; do
		"$@" && return 0
		sleep 0.2
		t=$((t - 1))
	done
	return 1
}

nodes_idle() {
	[ "$(sinfo -h -N -o '%N %t' 2>/dev/null | awk '$2 == "idle"' | wc -l)" -eq 2 ]
}

up() {
	[ -d "$dir" ] && [ -n "$(ls -A "$dir")" ] && die "$dir: not empty"
	mkdir -p "$dir" && chmod 700 "$dir" || die "$dir: cannot make it"
	mkdir -p "$dir/munge" "$dir/state" "$dir/spool/n1" "$dir/spool/n2" "$dir/log" || exit 1
	chmod 700 "$dir/munge"
	dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 2>/dev/null &&
	    chmod 400 "$dir/munge/munge.key" || die "cannot make a munge key"
	: > "$dir/pids"
	conf
	export SLURM_CONF="$dir/slurm.conf"
	start munged munged -F -f --key-file="$dir/munge/munge.key" \
	    --socket="$dir/munge/munge.socket" --pid-file="$dir/munge/munged.pid" \
	    --log-file="$dir/log/munged.log" --seed-file="$dir/munge/munged.seed"
	wait_for 10 test -S "$dir/munge/munge.socket" ||
	    fail "munged did not start" munged
	start slurmctld slurmctld -D -i -f "$SLURM_CONF"
	wait_for 20 sh -c 'scontrol ping 2>/dev/null | grep -q "is UP"' ||
	    fail "slurmctld did not answer" slurmctld
	start slurmd-n1 slurmd -D -N n1 -f "$SLURM_CONF"
	start slurmd-n2 slurmd -D -N n2 -f "$SLURM_CONF"
	wait_for 30 nodes_idle || fail "the nodes did not become idle" slurmd-n1
	echo "cluster.sh: up: n1, n2 ($cpus CPUs each) at $dir (SLURM_CONF=$SLURM_CONF)"
}

# fail WHAT DAEMON: say why with the daemon's last log lines, stop, exit 1
fail() {
	echo "cluster.sh: $1" >&2
	for f in "$dir/log/$2.out" "$dir/log/$2.log" "$dir/log/munged.log"; do
		[ -f "$f" ] && tail -5 "$f" | sed "s|^|cluster.sh: ${f##*/}: |" >&2
	done
	down
	exit 1
}

down() {
	[ -f "$dir/slurm.conf" ] && export SLURM_CONF="$dir/slurm.conf"
	ctld=$(pid_of slurmctld)
	say "down: cancelling"
	if alive "$ctld"; then
		# cancel first: a job's slurmstepd outlives a stopped slurmd
		scancel --quiet --full $(squeue -h -o %A 2>/dev/null | sort -u) 2>/dev/null
		wait_for 15 sh -c '[ -z "$(squeue -h -t RUNNING,COMPLETING 2>/dev/null)" ]'
	fi
	say "down: stopping the daemons"
	for n in slurmd-n1 slurmd-n2 slurmctld munged; do
		p=$(pid_of $n)
		alive "$p" && kill -TERM "$p" 2>/dev/null
	done
	for n in slurmd-n1 slurmd-n2 slurmctld munged; do
		p=$(pid_of $n)
		wait_for 10 sh -c "! kill -0 $p 2>/dev/null" || kill -KILL "$p" 2>/dev/null
	done
	# what is left of ours (slurmstepd, a job's processes): by PID
	left=$(left_pids)
	say "down: left: ${left:-none}"
	[ -z "$left" ] || kill -KILL $left 2>/dev/null
	wait 2>/dev/null
	rm -rf "$dir"
}

status() {
	export SLURM_CONF="$dir/slurm.conf"
	sinfo -N -o '%N %t %E' 2>&1
	squeue -o '%i %j %T %R' 2>&1
	tail -20 "$dir/log/slurmctld.log" 2>&1
}

case $cmd in
up) up ;;
down) down ;;
status) status ;;
*) echo "usage: cluster.sh up DIR [CPUS] | down DIR | status DIR" >&2; exit 2 ;;
esac
