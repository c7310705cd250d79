#!/bin/sh
# run.sh BUILD BINDIR SECONDS NAME... — write the seed corpora of the fuzz
# harnesses (seeds.sh, with the tools in BINDIR), then run each harness
# BUILD/fuzz/NAME for SECONDS on BUILD/fuzz-corpus/NAME (which grows from
# run to run) plus its seeds.  A crash, leak, hang (-timeout) or sanitizer
# report stops the harness; its input is saved as BUILD/fuzz-crash/NAME-*
# and the run ends with status 1.  One summary line per harness: inputs
# run, edges covered (cov), features (ft), inputs in the corpus (corp).
set -u
BUILD=$1 BIN=$2 SECS=$3
shift 3
export LC_ALL=C
S=$BUILD/fuzz-seeds
rm -rf "$S"
mkdir -p "$BUILD/fuzz-crash" "$BUILD/fuzz-log"
sh tests/fuzz/seeds.sh "$S" "$BIN" "$@" || exit 1

status=0
for n in "$@"; do
	c=$BUILD/fuzz-corpus/$n
	log=$BUILD/fuzz-log/$n.log
	mkdir -p "$c" "$S/$n"
	"$BUILD/fuzz/$n" -max_total_time="$SECS" -timeout=10 \
	    -rss_limit_mb=2048 -print_final_stats=1 \
	    -artifact_prefix="$BUILD/fuzz-crash/$n-" "$c" "$S/$n" \
	    > "$log" 2>&1
	st=$?
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
	cov=$(grep -o 'cov: [0-9]* ft: [0-9]* corp: [0-9]*' "$log" | tail -1)
	printf 'fuzz: %-16s %4ss %9s runs  %s\n' "$n" "$SECS" "${runs:-?}" \
	    "${cov:-cov: ?}"

	if [ "$st" -ne 0 ]; then
		status=1
		echo "fuzz: $n FAILED (status $st); see $log:"
		grep -E 'ERROR|SUMMARY|Test unit written' "$log" | head -5 |
		    sed 's/^/    /'
	fi
done
exit $status
