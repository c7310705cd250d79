#!/bin/sh
# tests/fuzz/run.sh (make fuzz) on stand-in harnesses, shell scripts that
# print what libFuzzer prints: FUZZ_JOBS of them at a time, the summary
# lines in the order of the names whatever order they end in, a failure
# reported and the exit status 1, a timeout's input replayed alone (the
# 600-s campaign's timeout of fuzz_emb was an input of 0.2 ms that had
# waited for a core beside a loaded machine's tests), bad settings
# refused.  No clang needed.
. "$(dirname "$0")/../../lib.sh"

B=$T/build
mkdir -p "$B/fuzz"
# fake NAME SECONDS STATUS [ALONE]: sleeps, prints its stats, notes its
# end in $T/ends; exits STATUS; run with -runs=1 (a replay), exits ALONE
fake() {
	cat > "$B/fuzz/$1" <<-EOF
	#!/bin/sh
	case "\$*" in *-runs=1*) exit ${4:-0} ;; esac
	sleep $2
	echo "#9 DONE cov: $2 ft: 7 corp: 5/9b"
	echo "stat::number_of_executed_units: 1$2"
	if [ $3 = 70 ]; then
		echo "==1== ERROR: libFuzzer: timeout after 11 seconds"
		echo "Test unit written to $B/fuzz-crash/$1-timeout-0a"
	fi
	echo $1 >> "$T/ends"
	exit $3
	EOF
	chmod +x "$B/fuzz/$1"
}
fake fuzz_slow 6 0
fake fuzz_quick 1 0
fake fuzz_bad 1 1
fake fuzz_stall 1 70 0
fake fuzz_hang 1 70 70
cd "$ATTNKIT_TOP"
# no tools: seeds.sh writes only its printf seeds and tests/data (the
# tools' files are not what is tested here, and take seconds each run)
X=$T/no-bin
t_run "two at a time: a failure is exit 1" 1 env FUZZ_JOBS=2 \
    sh tests/fuzz/run.sh "$B" "$X" 1 fuzz_slow fuzz_quick fuzz_bad \
    fuzz_stall fuzz_hang
t_ok "the summaries in the order of the names" sh -c \
    "grep -o '^fuzz: fuzz_[a-z]* *1s' '$T/out' | awk '{ print \$2 }' | paste -sd ' ' - | grep -qx 'fuzz_slow fuzz_quick fuzz_bad fuzz_stall fuzz_hang'"
t_ok "though fuzz_slow ended after fuzz_quick and fuzz_bad ($(paste -sd " " "$T/ends"))" sh -c \
    "sed -n 1,2p '$T/ends' | paste -sd ' ' - | grep -qx 'fuzz_quick fuzz_bad'"
t_ok "a summary line: runs and coverage" \
    grep -q '^fuzz: fuzz_slow  *1s  *16 runs  cov: 6 ft: 7 corp: 5$' "$T/out"
t_ok "the failure named, the others not" sh -c \
    "grep -q '^fuzz: fuzz_bad FAILED (status 1)' '$T/out' && ! grep -q 'fuzz_quick FAILED' '$T/out'"
t_ok "a timeout fast alone: said so" grep -q 'the input alone: done in .*no timeout' "$T/out"
t_ok "a timeout slow alone: said so" grep -q 'the input alone: a timeout again' "$T/out"
t_run "all well: exit 0" 0 sh tests/fuzz/run.sh "$B" "$X" 1 fuzz_quick
t_ok "an earlier run's status is not this run's" grep -q '^fuzz: fuzz_quick ' "$T/out"
t_bad "FUZZ_JOBS 0" 2 '^run.sh: FUZZ_JOBS must be a number > 0' \
    env FUZZ_JOBS=0 sh tests/fuzz/run.sh "$B" "$X" 1 fuzz_quick
t_bad "FUZZ_TIMEOUT x" 2 '^run.sh: FUZZ_TIMEOUT must be a number > 0' \
    env FUZZ_TIMEOUT=x sh tests/fuzz/run.sh "$B" "$X" 1 fuzz_quick
t_bad "a name twice" 2 '^run.sh: fuzz_quick named twice' \
    sh tests/fuzz/run.sh "$B" "$X" 1 fuzz_quick fuzz_quick
