#!/bin/sh
# run.sh BUILD BINDIR SECONDS NAME... — write the seed corpora of the fuzz
# harnesses (seeds.sh, with the tools in BINDIR), then run each harness
# BUILD/fuzz/NAME for SECONDS on BUILD/fuzz-corpus/NAME (which grows from
# run to run) plus its seeds, FUZZ_JOBS harnesses at a time (default 2:
# libFuzzer runs one process of one thread, so N cores take N harnesses;
# the run takes SECONDS x NAMEs / FUZZ_JOBS).  A crash, leak, hang
# (-timeout) or sanitizer report stops the harness (not the others); its
# input is saved as BUILD/fuzz-crash/NAME-* and the run ends with status
# 1.  One summary line per harness, in the order of the NAMEs whatever
# order they end in (each printed once it and those before it are done):
# inputs run, edges covered (cov), features (ft), inputs in the corpus
# (corp).  The whole output of a harness is BUILD/fuzz-log/NAME.log.
# FUZZ_TIMEOUT: the seconds an input may take (default 10), in wall-clock
# time, as libFuzzer's -timeout counts them: on a shared machine under
# nice (a long campaign beside other work) a process may wait that long
# for a core, so such a run gives it more (60); a timeout is replayed
# once alone, and the report says whether the input is slow by itself.
set -u
BUILD=$1 BIN=$2 SECS=$3
shift 3
export LC_ALL=C
JOBS=${FUZZ_JOBS:-2} TMO=${FUZZ_TIMEOUT:-10}
for v in "FUZZ_JOBS=$JOBS" "FUZZ_TIMEOUT=$TMO"; do
	case ${v#*=} in
	'' | *[!0-9]* | 0*) echo "run.sh: ${v%%=*} must be a number > 0," \
	    "not '${v#*=}'" >&2; exit 2 ;;
	esac
done
# each harness has its own corpus, log and status files: a name twice
# would run twice at once on them
dup=$(printf '%s\n' "$@" | sort | uniq -d | head -1)
if [ -n "$dup" ]; then
	echo "run.sh: $dup named twice" >&2
	exit 2
fi
S=$BUILD/fuzz-seeds
L=$BUILD/fuzz-log
rm -rf "$S"
mkdir -p "$BUILD/fuzz-crash" "$L"
# a status file left by an earlier run would report a harness not yet run
for n in "$@"; do
	rm -f "$L/$n.rc" "$L/$n.rc.tmp" "$L/$n.pid"
done
sh tests/fuzz/seeds.sh "$S" "$BIN" "$@" || exit 1

# start NAME: the harness in the background; its pid in L/NAME.pid while
# it runs, its exit status in L/NAME.rc once it has ended
start() {
	c=$BUILD/fuzz-corpus/$1
	mkdir -p "$c" "$S/$1"
	(
		"$BUILD/fuzz/$1" -max_total_time="$SECS" -timeout="$TMO" \
		    -rss_limit_mb=2048 -print_final_stats=1 \
		    -artifact_prefix="$BUILD/fuzz-crash/$1-" "$c" "$S/$1" \
		    > "$L/$1.log" 2>&1 &
		echo $! > "$L/$1.pid"
		wait $!
		echo $? > "$L/$1.rc.tmp"
		rm -f "$L/$1.pid"
		mv "$L/$1.rc.tmp" "$L/$1.rc"
	) &
}

# report NAME: its summary line, and what went wrong if it failed
report() {
	log=$L/$1.log
	st=$(cat "$L/$1.rc")
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
	cov=$(grep -o 'cov: [0-9]* ft: [0-9]* corp: [0-9]*' "$log" | tail -1)
	printf 'fuzz: %-16s %4ss %9s runs  %s\n' "$1" "$SECS" "${runs:-?}" \
	    "${cov:-cov: ?}"
	if [ "$st" -ne 0 ]; then
		status=1
		echo "fuzz: $1 FAILED (status $st); see $log:"
		grep -E 'ERROR|SUMMARY|Test unit written' "$log" | head -5 |
		    sed 's/^/    /'
		unit=$(sed -n 's/.*Test unit written to //p' "$log" | tail -1)
		case $unit in
		*/"$1"-timeout-*) slow "$1" "$unit" ;;
		esac
	fi
}

# slow NAME INPUT: a timeout's input run again, alone: a hang or a slow
# path takes as long again; a process that waited for a core does not
slow() {
	t0=$(date +%s)
	if "$BUILD/fuzz/$1" -timeout="$TMO" -runs=1 "$2" > "$L/$1.slow.log" 2>&1
	then
		echo "    the input alone: done in $(($(date +%s) - t0)) s, no" \
		    "timeout (the run was starved of CPU?); $L/$1.slow.log"
	else
		echo "    the input alone: a timeout again (slow by itself);" \
		    "$L/$1.slow.log"
	fi
}

# an interrupted run stops the harnesses it started
stop() {
	for n in $running; do
		[ -f "$L/$n.pid" ] && kill "$(cat "$L/$n.pid")" 2>/dev/null
	done
	wait
	exit 1
}
trap stop HUP INT TERM

status=0
waiting=$*	# not started yet, in order
running=	# started, not ended
toprint=$*	# not reported yet, in order
while [ -n "$toprint" ]; do
	# the ended leave the running
	still=
	for n in $running; do
		[ -f "$L/$n.rc" ] || still="$still $n"
	done
	running=$still
	# a free slot: the next harness
	set -- $running
	if [ -n "$waiting" ] && [ $# -lt "$JOBS" ]; then
		set -- $waiting
		start "$1"
		running="$running $1"
		shift
		waiting=$*
		continue
	fi
	# the reports due, in order
	set -- $toprint
	while [ $# -gt 0 ] && [ -f "$L/$1.rc" ]; do
		report "$1"
		shift
	done
	toprint=$*
	[ -n "$toprint" ] && sleep 1
done
wait
exit $status
