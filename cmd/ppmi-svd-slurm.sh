#!/bin/sh
# ppmi-svd-slurm — ppmi-svd's embeddings as Slurm jobs: an array of
# `ppmi-svd --count` mappers, one a shard; with --partitions R, R reducers
# (ppmi-svd --rows); the SVD, which sums the mappers' counts itself when
# there is no reducer; then OUT, written by this
# driver alone once every job has COMPLETED.  The same bytes as one
# `ppmi-svd -v VOCAB TOKENS...` run, after the provenance line (counts are
# exact sums, whatever their grouping: ppmi-svd(1), --from-counts).
# Every step writes its file atomically (ppmi-svd -o) and does the same
# again when Slurm requeues it.  A thin command: options, files, sbatch,
# scontrol; the work is ppmi-svd's.  See ppmi-svd-slurm(1).
set -u
prog=ppmi-svd-slurm
version=@VERSION@
LC_ALL=C
export LC_ALL
# a closed standard output held on /dev/null, as the family's tools hold
# it: each awk and printf of the run would say "Bad file descriptor"
# (-o - and /dev/stdout are then refused: out_check)
stdout_closed=0
{ true 3>&1; } 2> /dev/null || { stdout_closed=1; exec > /dev/null; }

usage() {
	cat <<'EOF'
usage: ppmi-svd-slurm [--shards N] [--partitions R] [--svd-nodes P]
                      [--work DIR]
                      [ppmi-svd options] -v VOCAB -o OUT TOKENS ...
                      [-- SBATCH-OPTIONS ...]
EOF
}

help() {
	usage
	cat <<'EOF'
      --shards N      split the tokens into N shards of consecutive lines,
                      each of one file, one mapper each, or as many mappers
                      as the partition runs at once (default: each TOKENS
                      file is a shard)
      --partitions R  merge with R reducers, each a block of the rows
                      (default 1; R > 1 needs ppmi-svd --rows)
      --svd-nodes P   the SVD's products on P nodes, one job (default 1;
                      the same bytes at any P; at most 4096 and the
                      partition's nodes)
      --work DIR      shards, counts, job scripts and logs, on a filesystem
                      every node sees (default: a new directory beside OUT,
                      removed at the end; DIR is kept): new, empty, or one
                      a run made (.ppmi-svd-slurm), one run at a time
  -v, --vocab VOCAB   vocabulary TSV (word count docs): the rows, in order
  -o, --output OUT    the embeddings, written when every job has completed,
                      as ppmi-svd -o writes them (-: standard output)
  ppmi-svd's options of the counting and the embeddings, passed to the
  steps that take them: -w N, --weight W, --oov O, --label L,
  --contexts CTX, --cds A, --neg K, -d K, --eig P, --normalize,
  --solver S, -s N, --oversample N, --power-iters N,
  -j N (also each job's CPUs), -M SIZE (also each job's --mem)
  -q, --quiet         no progress on stderr
      --progress      progress off a terminal too: a line a stage on stderr,
                      with its counts and rate (-q: none)
  -h, --help          this help;  --version  the version
  -- SBATCH-OPTIONS   given to every sbatch (--partition=P, --time=T, ...);
                      not those the driver sets (-N, -n, --array,
                      --dependency, --output, --error, --ntasks-per-node,
                      --no-kill, --open-mode) nor --hold, --wait,
                      --test-only, --wrap, --quiet, --clusters
EOF
}

# err MSG: one line, exit 1 (data, files, the cluster); uerr: usage, exit 2.
# A message that sends the user to a log of the default work directory
# (a job's, the SVD ranks'): that directory is kept, and said so
err() {
	pclear
	_e="$*"
	if [ -n "${cleanup_work:-}" ]; then
		case $_e in *"$cleanup_work/log/"*) _e="$_e (its work directory is kept)" cleanup_work= ;; esac
	fi
	printf '%s: %s\n' "$prog" "$_e" >&2
	cleanup
	exit 1
}
uerr() { printf '%s: %s\n' "$prog" "$*" >&2; usage >&2; exit 2; }
# Progress as the family's tools show it (lib/cmd/progline.h): on a
# terminal one line redrawn in place, each step's jobs pending, running,
# done and failed; off a terminal with --progress a line a step when its
# jobs are done, "PROG: STEP: N jobs in S s (R jobs/s)"; with -q, or off a
# terminal without --progress, nothing.  The notes (the shards, the job
# IDs, OUT) go where the progress goes.
pmode=off shown=0
say() { [ "$pmode" = off ] || { pclear; printf '%s: %s\n' "$prog" "$*" >&2; }; }
pclear() { [ "$shown" = 0 ] || printf '\r\033[K' >&2; shown=0; }
now() { d=$(date +%s.%N 2>/dev/null); case $d in *N* | '') date +%s ;; *) echo "$d" ;; esac; }

# q WORD: WORD quoted for sh, as one word
q() { printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"; }
# qlist WORD...: each word quoted, space-separated
qlist() { for w; do printf ' %s' "$(q "$w")"; done; }
# abs PATH: PATH made absolute (the jobs run elsewhere)
abs() { case $1 in /*) printf '%s' "$1" ;; *) printf '%s/%s' "$PWD" "$1" ;; esac; }

#@include cmd/ppmi-svd-slurm/words.sh
#@include cmd/ppmi-svd-slurm/writes.sh
#@include cmd/ppmi-svd-slurm/shards.sh
#@include cmd/ppmi-svd-slurm/sbatch.sh
#@include cmd/ppmi-svd-slurm/work.sh
#@include cmd/ppmi-svd-slurm/reasons.sh
#@include cmd/ppmi-svd-slurm/names.sh
#@include cmd/ppmi-svd-slurm/inputs.sh
#@include cmd/ppmi-svd-slurm/report.sh
#@include cmd/ppmi-svd-slurm/output.sh
#@include cmd/ppmi-svd-slurm/jobs.sh

# ---- options ----------------------------------------------------------
quiet=0 progress=0 shards= parts=1 svdn=1 work= vocab= out= contexts= mem= threads=
count_opts= merge_opts= svd_opts= svd_only= sbatch_opts= ntok=0
argv_save=$(qlist "$@")

#@include cmd/ppmi-svd-slurm/opts.sh

while [ $# -gt 0 ]; do
	a=$1
	# short flags grouped as getopt takes them: -qv VOCAB is -q -v VOCAB
	case $a in
	-[qh]?*)
		_r=${a#-?}
		case $_r in -*) uerr "invalid option -- '-'" ;; esac
		shift
		set -- "${a%"$_r"}" "-$_r" "$@"
		continue ;;
	esac
	case $a in
	--*=*) o=${a%%=*} v=${a#*=} has=1 ;;
	-[vowjMds]?*) o=${a%"${a#??}"} v=${a#??} has=1 ;;
	*) o=$a v= has=0 ;;
	esac
	ou=$o	# as typed, for the messages
	case $o in --?*) long "$o" ;; esac
	case $o in
	-v) o=--vocab ;; -o) o=--output ;; -w) o=--window ;; -j) o=--threads ;;
	-M) o=--memory ;; -d) o=--dim ;; -s) o=--seed ;; -q) o=--quiet ;;
	-h) o=--help ;;
	esac
	shift_more=0
	# an argument to a flag: refused, in getopt_long's words (the full name)
	case $o in
	--normalize | --quiet | --progress | --help | --version)
		[ "$has" = 0 ] || uerr "option '$o' doesn't allow an argument" ;;
	esac
	case $o in
	--shards | --partitions | --svd-nodes | --work | --vocab | --output | --window | --weight | \
	--oov | --label | --contexts | --cds | --neg | --dim | --eig | --solver | \
	--seed | --oversample | --power-iters | --threads | --memory)
		need "$@"; once "$o" "$v" ;;
	esac
	case $o in
	--shards) inrange --shards "$v" 1000000; shards=${v#"${v%%[!0]*}"} ;;
	--partitions) inrange --partitions "$v" 100000; parts=${v#"${v%%[!0]*}"} ;;
	--svd-nodes) inrange --svd-nodes "$v" 4096; svdn=${v#"${v%%[!0]*}"} ;;
	--work) work=$v ;;
	--vocab) vocab=$v ;;
	--output) out=$v ;;
	--window) add count_opts --window "$v"; add merge_opts --window "$v"; add svd_opts --window "$v" ;;
	--weight) add count_opts --weight "$v"; add merge_opts --weight "$v"; add svd_opts --weight "$v" ;;
	--oov | --label) add count_opts "$o" "$v" ;;
	--contexts) contexts=$v ;;
	--cds | --neg | --dim | --eig | --solver | --seed | --oversample | --power-iters)
		add svd_opts "$o" "$v"; add svd_only "$o" "$v" ;;
	--normalize) add svd_opts "$o"; add svd_only "$o" ;;
	--threads) natural "$ou" "$v"; threads=$v ;;
	--memory) mem=$v ;;
	--quiet) quiet=1 ;;
	--progress) progress=1 ;;
	--help) help; exit 0 ;;
	--version) echo "$prog (attnkit) $version"; exit 0 ;;
	--nn | -k | --similarity | --analogy | --items | --load)
		uerr "$ou: not a step of the cluster run (run ppmi-svd --load OUT $ou ... on the embeddings afterwards)" ;;
	--count | --from-counts)
		uerr "$ou: the driver counts and merges itself (without it, ppmi-svd $ou runs one step)" ;;
	--) shift; break ;;
	-) break ;;
	--*) uerr "unrecognized option '$a'" ;;
	-?*) uerr "invalid option -- '$(printf '%s' "$a" | cut -c2)'" ;;
	*) break ;;
	esac
	shift
	[ "$shift_more" = 0 ] || shift
done
# TOKENS up to "--"; after it, sbatch's options
tokens_n=0
while [ $# -gt 0 ] && [ "$1" != -- ]; do
	case $1 in
	-?*) uerr "$1: options come before the TOKENS files (sbatch's after --)" ;;
	esac
	tokens_n=$((tokens_n + 1))
	eval "tok_$tokens_n=\$1"
	shift
done
[ $# -eq 0 ] || shift
sbatch_args "$@"

if [ "$quiet" = 1 ]; then pmode=off
elif [ -t 2 ]; then pmode=tty
elif [ "$progress" = 1 ]; then pmode=lines
fi
[ -n "$vocab" ] || uerr "-v VOCAB is required (the vocabulary: sms-vocab -o VOCAB CORPUS)"
[ -n "$out" ] || uerr "-o OUT is required (the jobs' output is a file, written at the end)"
[ "$tokens_n" -gt 0 ] || [ -n "$shards" ] ||
    uerr "no TOKENS files (standard input needs --shards N: the driver splits it)"
[ "$vocab" != - ] || uerr "-v -: the vocabulary must be a file every node reads"
[ "$contexts" != - ] || uerr "--contexts -: the contexts must be a file every node reads"
if [ -z "$shards" ]; then
	i=1
	while [ "$i" -le "$tokens_n" ]; do
		eval "t=\$tok_$i"
		[ "$t" != - ] || uerr "TOKENS -: standard input needs --shards N (the driver splits it into files)"
		i=$((i + 1))
	done
fi
[ "$tokens_n" -gt 0 ] || { tokens_n=1; tok_1=-; }

# ---- what runs it -------------------------------------------------------
jobs_all= ids_file=
cleanup_work=
copy_pid=
cleanup() {
	sub_settle
	# (the reading of a pipe by --shards, which waits on its writer)
	[ -z "$copy_pid" ] || kill "$copy_pid" 2>/dev/null
	copy_pid=
	# (the writing of OUT to a reader that does not read: out_to)
	[ -z "${out_pid:-}" ] || kill "$out_pid" 2>/dev/null
	out_pid=
	# (the file lists every job submitted, those of jobs_all too; while
	# run.lock is this run's: after a take-over, another run's IDs)
	[ -z "$ids_file" ] || [ ! -s "$ids_file" ] || ! lock_mine ||
	    jobs_all=$(tr '\n' ' ' < "$ids_file" 2>/dev/null) || :
	# (scancel failing: the jobs named, and the command that cancels
	# them; left queued they run later, into a directory no one reads)
	if [ -n "$jobs_all" ] && ! cancel $jobs_all; then
		pclear
		printf '%s: scancel failed (%s): the jobs of this run,%s, may still be queued; cancel them: scancel%s\n' \
		    "$prog" "$_why" "$(echo " $jobs_all" | sed 's/  */ /g; s/ $//')" "$(echo " $jobs_all" | sed 's/  */ /g; s/ $//')" >&2
	fi
	jobs_all= ids_file=
	work_unlock
	[ -z "$cleanup_work" ] || rm -rf "$cleanup_work"
	cleanup_work=
	[ -z "${out_tmp:-}" ] || rm -f "$out_tmp"
	[ -z "$tmps" ] || eval "rm -rf $tmps"
	tmps=
}
# every signal whose default ends the shell (as ppmi-svd's own guard
# takes HUP, INT, QUIT, TERM, XCPU, XFSZ): ^\ at a terminal, a login
# node's CPU-time limit, a workflow manager's USR1 or ALRM; the run ends
# by it after its clean-up, its jobs cancelled and its work directory
# removed (a signal that killed it left them behind)
sigs='INT TERM HUP QUIT XCPU XFSZ USR1 USR2 ALRM VTALRM PROF'
for _s in $sigs; do
	trap "cleanup; trap - $_s; kill -$_s \$\$" "$_s"
done
# standard error a pipe whose reader is gone (2>&1 | head -1, | grep -m1
# jobs:): the progress stops and the run goes on to OUT (a signal that
# killed it left its jobs and work directory behind)
trap 'exec 2> /dev/null; pmode=off shown=0 pipe_traps=$((pipe_traps + 1))' PIPE

# the ppmi-svd installed beside this script, else PATH's: the same path
# must hold the same attnkit on every node
here=$(dirname "$0")
if [ -x "$here/ppmi-svd" ] && [ ! -d "$here/ppmi-svd" ]; then
	ppmi=$(cd "$here" && pwd)/ppmi-svd
else
	ppmi=$(command -v ppmi-svd) || err "ppmi-svd: not found beside $prog or on PATH"
	ppmi=$(abs "$ppmi")
fi
if [ "$parts" -gt 1 ] && ! "$ppmi" --help 2>/dev/null | grep -q -- '--rows'; then
	err "--partitions $parts: $ppmi has no --rows (the partitioned merge); use --partitions 1"
fi
if [ "$svdn" -gt 1 ] && ! "$ppmi" --help 2>/dev/null | grep -q -- '--svd-rank'; then
	err "--svd-nodes $svdn: $ppmi has no --svd-rank (the products on several nodes); use --svd-nodes 1"
fi

# ---- the files ----------------------------------------------------------
readable() {
	[ -e "$1" ] || err "$1: No such file or directory"
	[ ! -d "$1" ] || err "$1: Is a directory"
	[ -r "$1" ] || err "$1: Permission denied"
}
# a name holding a newline: the shard list is a name a line, and $(...)
# drops a trailing one, so the jobs would read another file: refused
nl='
'
i=0
for f in "$vocab" "$out" "$contexts" "$work"; do
	case $f in *"$nl"*) err "$(shword "$f"): a file name holding a newline: the driver's shard list and job scripts take a name a line; rename the file" ;; esac
done
while [ "$i" -lt "$tokens_n" ]; do
	i=$((i + 1))
	eval "t=\$tok_$i"
	case $t in *"$nl"*) err "$(shword "$t"): a file name holding a newline: the driver's shard list and job scripts take a name a line; rename the file" ;; esac
done
inputs_safe
node_file -v "$vocab" "the vocabulary"
readable "$vocab"
vocab=$(abs "$vocab")
# (what says it changed while the jobs ran: fail_report)
vocab_was=$(fid "$vocab") contexts_was=
if [ -n "$contexts" ]; then
	node_file --contexts "$contexts" "the contexts"
	readable "$contexts"
	contexts=$(abs "$contexts")
	contexts_was=$(fid "$contexts")
	add count_opts --contexts "$contexts"
	add svd_opts --contexts "$contexts"
fi
[ -n "$shards" ] || fd_tokens
# OUT: standard output, a descriptor, a device or FIFO (in place), or a
# file whose directory is checked now (out_check); a file that is an
# input under any name (- as the file standard input is redirected
# from) refused, exit 2, as ppmi-svd refuses it
out_check
out_given=$out
ofile=
[ "$outk" != file ] || [ ! -f "$outp" ] || ofile=$outp
# (a FIFO too, as ppmi-svd compares it: --shards would read the pipe it
# is to write, and wait for ever)
[ "$outk" != place ] || [ ! -p "$out" ] || ofile=$out
# (a descriptor: the file or FIFO it is open on, as ppmi-svd -o
# /dev/stdout stats it: a FIFO that is also TOKENS would be read by the
# shard copy while this shell holds its write end, for ever)
[ "$outk" != fd ] || { [ ! -f /dev/fd/9 ] && [ ! -p /dev/fd/9 ]; } || ofile=/dev/fd/9
# (-o -: standard output open on an input, 'a.tok > a.tok', '>> a.tok',
# '1<> a.tok': its start overwritten, or itself appended to; ppmi-svd's
# words)
oname=$out osay=
if [ "$outk" = stdout ] && { [ -f /dev/fd/9 ] || [ -p /dev/fd/9 ]; }; then
	ofile=/dev/fd/9 oname="<stdout>"
	osay=": standard output is open on it: redirect it to another file, or give -o FILE"
fi
i=1
while [ "$i" -le "$tokens_n" ]; do
	eval "t=\$tok_$i"
	if [ "$t" != - ]; then
		readable "$t"
		[ -z "$ofile" ] || [ ! "$t" -ef "$ofile" ] || uerr "$oname: output would overwrite an input (TOKENS $t$osay)"
		eval "tok_$i=\$(abs \"\$t\")"
	else
		[ -z "$ofile" ] || [ ! /dev/stdin -ef "$ofile" ] || uerr "$oname: output would overwrite an input (standard input$osay)"
	fi
	i=$((i + 1))
done
for f in "$vocab" "$contexts"; do
	[ -z "$f" ] || [ -z "$ofile" ] || [ ! "$f" -ef "$ofile" ] || uerr "$oname: output would overwrite an input ($([ "$f" = "$vocab" ] && echo -v || echo --contexts) $f$osay)"
done
out_rw_check
[ "$outk" != file ] || out=$(abs "$out")
# each job's log is WORK/log/..., a pattern of sbatch -o: its % doubled
# (spat); a backslash, which Slurm drops from it (and expands nothing),
# cannot be said there: refused before anything is made
slurm_path "$([ -n "$work" ] && abs "$work" || printf '%s/.ppmi-svd-slurm.XXXXXX' "$outdir")"

cap_threads
[ -z "$threads" ] || { add count_opts -j "$threads"; add svd_opts -j "$threads"; }
# -q: each job's ppmi-svd -q, whose warnings and notes are relayed
[ "$quiet" = 0 ] || { add count_opts -q; add merge_opts -q; add svd_opts -q; }
[ -z "$mem" ] || { add count_opts -M "$mem"; add merge_opts -M "$mem"; add svd_opts -M "$mem"; }

check_opts 'ppmi-svd: <stdin>: empty corpus (no messages)' \
    --count -v "$(q "$vocab")" $count_opts
check_opts 'ppmi-svd: <stdin>: no counts' --count --from-counts $merge_opts
check_opts 'ppmi-svd: <stdin>: no counts' --from-counts -v "$(q "$vocab")" $svd_opts
# OUT a file: ppmi-svd -o's own rules (lib/base/io-out.c, ak_out_open: the
# file opened beside its target, nothing written), said in its words
# before anything is made: a name ending in / (f.tsv/, newdir/), a loop of
# symbolic links, a file where a directory must be
[ "$outk" != file ] || check_opts 'ppmi-svd: <stdin>: no counts' --from-counts -v "$(q "$vocab")" $svd_opts -o "$(q "$out_given")"

outer_job
for c in sbatch scontrol scancel; do
	command -v $c > /dev/null 2>&1 ||
	    err "$c: not found (Slurm's client commands must be on PATH; Debian: slurm-client)"
done
# a controller that answers, before the shards are made (scontrol ping:
# at once, where a submission waits 10 s for a controller that is down);
# SLURM_CONF naming no file is said first: the clients retry it for 60 s
if [ -n "${SLURM_CONF:-}" ] && { [ ! -f "$SLURM_CONF" ] || [ ! -r "$SLURM_CONF" ]; }; then
	# (the cause as open(2) gives it: a directory the user cannot search
	# is Permission denied, not a missing file)
	if [ -d "$SLURM_CONF" ]; then why="Is a directory"
	elif [ -p "$SLURM_CONF" ] || [ -S "$SLURM_CONF" ]; then why="not a regular file"
	else
		why=$(why "$(cat -- "$SLURM_CONF" 2>&1 > /dev/null)")
		[ -n "$why" ] || why="not a readable file"
	fi
	err "SLURM_CONF=$SLURM_CONF: $why (the cluster's slurm.conf; unset SLURM_CONF for $conf_default)"
fi
o=$(scontrol ping 2>&1 < /dev/null) || { _st=$?; err "$(slurm_why scontrol "$o" "$_st")"; }
# MaxArraySize (slurm.conf; 1001 by default): an array's tasks are
# 0 .. MaxArraySize - 1.  The mappers are dealt into at most that many
# tasks (the same sums); R reducers, an array too, past it: said now
maxarr=$(scontrol show config 2>/dev/null < /dev/null | awk '$1 == "MaxArraySize" && $3 ~ /^[0-9]+$/ && $3 > 0 { print $3 }')
[ -z "$maxarr" ] || [ "$parts" -le "$maxarr" ] ||
    err "--partitions $parts: more reducers than the cluster's MaxArraySize, $maxarr (scontrol show config), lets one job array have: give --partitions $maxarr at most"
# --svd-nodes P: at most the nodes of the partition the job goes to
# (sbatch's -p, else the default one; of a list, the largest), said before
# anything is submitted: Slurm holds a job past MaxNodes PENDING
# (PartitionNodeLimit) and refuses one past the partition's nodes
if [ "$svdn" -gt 1 ]; then
	pl=$(scontrol show partition -o 2>/dev/null < /dev/null | awk -v want=",$part," '
	/^PartitionName=/ {
		name = def = max = tot = ""
		for (i = 1; i <= NF; i++) {
			split($i, kv, "=")
			if (kv[1] == "PartitionName") name = kv[2]
			else if (kv[1] == "Default") def = kv[2]
			else if (kv[1] == "MaxNodes") max = kv[2]
			else if (kv[1] == "TotalNodes") tot = kv[2]
		}
		if (want == ",," ? def != "YES" : index(want, "," name ",") == 0) next
		if (tot !~ /^[0-9]+$/) next
		lim = tot + 0
		if (max ~ /^[0-9]+$/ && max + 0 < lim) lim = max + 0
		if (best == "" || lim > best) { best = lim; line = name " " lim " " tot " " max }
	}
	END { if (line != "") print line }')
	if [ -n "$pl" ]; then
		set -- $pl
		[ "$2" = 1 ] && nw=node || nw=nodes
		[ "$svdn" -le "$2" ] ||
		    err "--svd-nodes $svdn: partition '$1' takes $2 $nw a job (TotalNodes=$3, MaxNodes=$4; scontrol show partition): give --svd-nodes $2 at most, or another partition after --"
	fi
fi

# --mem: -M (default 2G, ppmi-svd's) and what comes on top of the data's
# budget (the program, OpenBLAS's buffers: ppmi-svd(1), -M), 256 MB
mem_mb() {
	m=${mem:-2G}
	n=${m%[KkMmGg]}
	natural -M "$n"
	case $m in
	*[Kk]) echo $(((n + 1023) / 1024 + 256)) ;;
	*[Mm]) echo $((n + 256)) ;;
	*[Gg]) echo $((n * 1024 + 256)) ;;
	*) echo $(((n + 1048575) / 1048576 + 256)) ;;
	esac
}
res_opts=
[ "$user_mem" = 1 ] || res_opts="--mem=$(mem_mb)M"
[ "$user_cpus" = 1 ] || res_opts="$res_opts --cpus-per-task=${threads:-1}"
# each task's log begun anew at each start (sbatch's --open-mode is
# refused, SBATCH_OPEN_MODE and slurm.conf's JobFileAppend overridden):
# the first error the driver names is this run's
res_opts="$res_opts --open-mode=truncate"

# ---- the work directory -------------------------------------------------
work_make

# ---- the shards -----------------------------------------------------------
list=$work/shards.list
tmp_add "$list.tmp"
if [ -n "$shards" ]; then
	# N shards of whole lines (split_shards), made once into shards.tmp,
	# then renamed: a shard directory is complete or absent
	say "splitting into $shards shards in $work/shards"
	rmw "$work/shards.tmp" "$work/shards"
	tmp_add "$work/shards.tmp"
	mkd "$work/shards.tmp"
	set --
	i=1
	while [ "$i" -le "$tokens_n" ]; do eval "set -- \"\$@\" \"\$tok_$i\""; i=$((i + 1)); done
	split_shards "$shards" "$@"
	# (-T: never into a directory made there since, which rename(2)
	# replaces when empty, and else refuses: said)
	_m=$(mv -T "$work/shards.tmp" "$work/shards" 2>&1) || werr "$work/shards" "$_m" "cannot rename"
	list_lines() { cat "$work/shards/list"; }
else
	# (a name with a newline was refused above: a name a line)
	list_lines() {
		i=1
		while [ "$i" -le "$tokens_n" ]; do
			eval "printf '%s\n' \"\$tok_$i\""
			i=$((i + 1))
		done
	}
fi
wfile "$list.tmp" list_lines
_m=$(mv -fT "$list.tmp" "$list" 2>&1) || werr "$list" "$_m" "cannot rename"
tmps=
n=$(awk 'END { print NR }' "$list")
# The mappers: one task a shard, or, when there are more shards than the
# partition runs counting jobs at once (slots), that many tasks, task I
# one ppmi-svd --count of shards I, I + m, I + 2m ... into one count
# file: the shards past the first wave would each wait for a scheduler
# pass and a job start, and write a count file that the SVD job reads
# and sums again, where one process sums them in memory (the same exact
# sums).  Each task's time grows with its shards (sbatch --time).
# (--shards N of more than N files: N tasks, each of whole files)
sl=$(slots)
[ -n "$sl" ] && [ "$sl" -lt "$n" ] || sl=$n
[ -z "$shards" ] || [ "$shards" -ge "$sl" ] || sl=$shards
mt_why="as many as the partition runs at once"
if [ -n "$maxarr" ] && [ "$sl" -gt "$maxarr" ]; then
	sl=$maxarr mt_why="the cluster's MaxArraySize (scontrol show config)"
fi
tasks_of "$sl"

# ---- the job scripts ------------------------------------------------------
# (the scripts of the steps: job_scripts, cmd/ppmi-svd-slurm/jobs.sh)
job_scripts

# ---- submit -------------------------------------------------------------
# (submit, cmd/ppmi-svd-slurm/sbatch.sh: its job ID joins jobs_all here;
# a signal meanwhile: sub_settle)
ids_file=$work/sbatch.ids
j_count= j_merge= svd_dep=
if [ "$one" = 0 ]; then
	submit j_count "$work/jobs/count.sh" -J ppmi-svd-count --array=0-$((nmap - 1)) \
	    -o "$(q "$(spat "$work")/log/count-%a.log")"
	jobs_all="$jobs_all $j_count"
	svd_dep="--dependency=afterok:$j_count --kill-on-invalid-dep=yes"
fi
if [ "$parts" -gt 1 ]; then
	submit j_merge "$work/jobs/merge.sh" -J ppmi-svd-merge --dependency=afterok:$j_count \
	    --kill-on-invalid-dep=yes --array=0-$((parts - 1)) \
	    -o "$(q "$(spat "$work")/log/merge-%a.log")"
	jobs_all="$jobs_all $j_merge"
	svd_dep="--dependency=afterok:$j_merge --kill-on-invalid-dep=yes"
fi
svd_nodes=
[ "$svdn" = 1 ] || svd_nodes="-N $svdn --ntasks-per-node=1 --no-kill"
submit j_svd "$work/jobs/svd.sh" -J ppmi-svd-svd $svd_dep $svd_nodes \
    -o "$(q "$(spat "$work")/log/svd-0.log")"
jobs_all="$jobs_all $j_svd"
mt=
[ "$nmap" = "$n" ] || mt=" in $nmap tasks, $mt_why"
if [ -n "$j_merge" ]; then
	say "jobs: mappers $j_count ($n shards$mt), merge $j_merge ($parts), embeddings $j_svd; logs in $work/log"
elif [ -n "$j_count" ]; then
	say "jobs: mappers $j_count ($n shards$mt), embeddings $j_svd (the merge in it); logs in $work/log"
else
	say "jobs: embeddings $j_svd (one shard: its counting and the SVD in one job); logs in $work/log"
fi

# ---- wait ---------------------------------------------------------------
# Every job's state from `scontrol show job` (sacct needs slurmdbd): done
# when all are COMPLETED; a task that FAILED, was CANCELLED, ran out of
# time or memory, or whose dependency can no longer be met ends the run.
# A requeued task is PENDING again (after a node failure, scontrol
# requeue): it is waited for.  A failure is taken when seen twice, a poll
# apart, so that a requeue between two states is not one.
# A step whose every task has COMPLETED is not asked again: Slurm forgets
# a finished job after MinJobAge (300 s by default), long before the SVD of
# a large corpus ends.
# The tasks of an array not yet started share one record whose
# ArrayTaskId is a set of them: "0-1", "2,4-7", "0-15%4" (at most 4 at a
# time), or as squeue and sacct print them, "123_[0-1]"; each task of it
# is one line, so that TASK is always a task's number ("?": a job Slurm no
# longer knows, or did not answer for).
done_count=0 done_merge=0 done_svd=0
# the steps that are jobs: the merge only with R reducers
steps="count merge svd"
[ -n "$j_merge" ] || steps="count svd"
[ -n "$j_count" ] || steps=svd
#@include cmd/ppmi-svd-slurm/states.sh

# step_counts STEP: "PENDING RUNNING DONE FAILED", STEP's tasks in $all
# (a step whose tasks have all COMPLETED is no longer asked)
step_counts() {
	if eval "[ \$done_$1 = 1 ]"; then eval "echo 0 0 \$ntask_$1 0"; return; fi
	printf '%s\n' "$all" | awk -v s="$1" '
	$1 != s || $3 == "ERROR" { next }
	$3 == "COMPLETED" { d++; next }
	$3 ~ /^(PENDING|REQUEUED|REQUEUE_HOLD|REQUEUE_FED|SUSPENDED|STOPPED)$/ { p++; next }
	$3 ~ /^(RUNNING|CONFIGURING|COMPLETING|RESIZING|SIGNALING|STAGE_OUT)$/ { r++; next }
	{ f++ }
	END { printf "%d %d %d %d\n", p, r, d, f }'
}
step_name() { case $1 in count) echo mappers ;; merge) echo merge ;; *) echo embeddings ;; esac; }
# step_done STEP: its jobs are done (seen now): its line off a terminal,
# and the next step's clock starts.  A step whose start was seen in this
# same poll (the one before it ended since the last poll too: a short
# SVD) was never timed by the driver: its jobs' own wall time is said,
# the longest of log/STEP-I.time's, else no time at all
step_done() {
	t=$(now)
	eval "b=\$begin_$1 k=\$ntask_$1"
	case $1 in count) begin_merge=$t begin_svd=$t ;; merge) begin_svd=$t ;; esac
	_late=$same_poll same_poll=$t
	[ "$pmode" = lines ] || return 0
	if [ -n "$_late" ] && [ "$b" = "$_late" ]; then
		b=0 t=$(cat "$work/log/$1"-*.time 2>/dev/null | awk '
		{ for (i = 1; i <= NF; i++) if ($i ~ /^wall_s=[0-9.]+$/ && (!n++ || substr($i, 8) + 0 > m)) m = substr($i, 8) + 0 }
		END { if (n) print m }')
	fi
	echo "$b ${t:--} $k" | awk -v p="$prog" -v s="$(step_name "$1")" '
	function count(v,   k, sfx) {
		if (v < 1e4) return v == int(v) ? sprintf("%d", v) : sprintf("%.3g", v)
		sfx = "kMGTPE"
		for (k = 0; v >= 1e3 && k < 6; k++) v /= 1e3
		return sprintf("%.3g%s", v, substr(sfx, k, 1))
	}
	$2 == "-" { printf "%s: %s: %d jobs, each begun and ended between two polls (no time: log/*.time)\n", p, s, $3; next }
	{ secs = $2 - $1
	  printf "%s: %s: %d jobs in %.2f s", p, s, $3, secs
	  if (secs >= 0.01) printf " (%s jobs/s)", count($3 / secs)
	  printf "\n" }' >&2
}
# show_progress: the terminal's line, the jobs of each step
show_progress() {
	[ "$pmode" = tty ] || return 0
	tl=
	for step in $steps; do
		set -- $(step_counts $step)
		eval "k=\$ntask_$step"
		tl="$tl${tl:+; }$(step_name $step) $3/$k done"
		[ "$2" = 0 ] || tl="$tl, $2 running"
		[ "$1" = 0 ] || tl="$tl, $1 pending"
		[ "$4" = 0 ] || tl="$tl, $4 failed"
	done
	printf '\r%s: %s\033[K' "$prog" "$tl" >&2
	shown=1
}
ntask_count=$nmap ntask_merge=$parts ntask_svd=1
begin_count=$(now) begin_merge= begin_svd=
[ -n "$j_count" ] || begin_svd=$begin_count
poll=1 start=$(date +%s) seen_fail= errors=0
same_poll=
while :; do
	same_poll=
	lock_check
	all=$(states)
	v=$(verdict "$all")
	for step in $steps; do
		eval "[ \$done_$step = 0 ]" || continue
		printf '%s\n' "$all" | awk -v s=$step '
		$1 == s { n++; if ($3 != "COMPLETED") bad = 1 }
		END { exit !(n > 0 && !bad) }' || continue
		eval "done_$step=1"
		pclear
		step_done $step
	done
	show_progress
	case $v in
	done) break ;;
	error)
		errors=$((errors + 1))
		if [ "$errors" -ge 120 ]; then
			_o=$(scontrol show job "${j_count:-$j_svd}" 2>&1 < /dev/null)
			_st=$?
			err "$(slurm_why scontrol "$_o" "$_st")"
		fi ;;
	fail\ *)
		errors=0
		if [ "$v" = "$seen_fail" ]; then
			fail_report ${v#fail }
		fi
		seen_fail=$v
		sleep 1
		continue ;;
	*) errors=0 ;;
	esac
	seen_fail=
	if [ "$v" = error ]; then sleep "$poll"; else nap "$poll"; fi
	# a poll a second at first, then at most one every 10 s
	el=$(($(date +%s) - start))
	poll=$((1 + el / 30))
	[ "$poll" -le 10 ] || poll=10
done

# ---- OUT ----------------------------------------------------------------
lock_check
[ -s "$work/emb.tsv" ] || err "embeddings: every job completed, but $work/emb.tsv is missing or empty"
out_write
jobs_all= ids_file=
pclear
relay_notes
say "done: $out"
cleanup
exit 0
