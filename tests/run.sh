#!/bin/sh
# run.sh BUILD — run every unit test program, every end-to-end script and the
# man page lint in lanes; count TAP lines; end with
# "check: N passed, N failed, N skipped".
#
# Lanes: tests/lanes names the tests that must run alone (the serial lane:
# they call make, install, or measure threads or time) and what each test
# proves (which flavour runs it).  The serial lane runs first, one test at a
# time with nothing beside it; then every other test runs in JOBS lanes,
# longest first by tests/durations (a test not listed there counts as
# DEFAULT_SECS), which keeps both cores busy to the end.  JOBS is make's -j
# (from MAKEFLAGS), else TEST_JOBS, else the CPUs this process may use.
#
# Each test's output is kept in a file and printed, with its tally line, in
# one fixed order (units, then scripts, then the man lint, each sorted by
# name) as soon as the tests before it have ended: the log reads the same
# whatever the schedule.  A test that runs longer than TEST_TIMEOUT seconds
# (default 1200) is stopped and fails.
#
# SUITE chooses the flavour: all (make check: everything), asan (the cli
# and num tests: not the tree checks, the pages' examples, the Slurm
# driver's shell nor the fuzz seeds, which make fuzz runs), clang (the
# unit programs and the numeric end-to-end scripts); tests/lanes says which
# test is which.  The scripts are tests/e2e/FOLDER/NAME.sh, one folder
# deep (a tool's, or family/: tests/e2e/family/lanes.sh checks it), each
# the test e2e/FOLDER/NAME.  A script that declares "# parts: CMD" in its
# head (CMD prints part names) runs as one test per part, SCRIPT PART
# each, named e2e/FOLDER/NAME/PART: the first three fields name the
# script, the rest (which may hold a '/') its part.
#
# After the run, BUILD/test-durations holds each test's seconds (NAME
# SECS, sorted by name); tests/durations says how to refresh it from them.
set -u
export LC_ALL=C
top=$(pwd)

# --one BUILD LOG ID NAME [serial]: run one test, its output in LOG/ID,
# its status in LOG/ID.rc, its milliseconds in LOG/ID.ms (what xargs calls
# per test).  Outside the serial lane, make, apt-get and apt on PATH are
# LOG/guard's: a call fails, and marks the test (LOG/ID.guard) so that it
# fails whatever it does with the status: a test that belongs to the serial
# lane cannot pass, nor race, in a parallel one.
if [ "${1:-}" = --one ]; then
	BUILD=$2 log=$3 id=$4 name=$5
	export ATTNKIT_BIN="$top/$BUILD/bin" ATTNKIT_TOP="$top"
	if [ "${6:-}" = serial ]; then
		export PATH="$ATTNKIT_BIN:$PATH"
	else
		export PATH="$log/guard:$ATTNKIT_BIN:$PATH" AK_TEST_GUARD="$log/$id.guard"
	fi
	t0=$(date +%s%N)
	case $name in
	unit/*)	timeout "${TEST_TIMEOUT:-1200}" "$BUILD/tests/${name#unit/}" ;;
	man/lint)
		# mandoc -Tlint must be silent (warnings and worse)
		for m in man/*.[1-9]; do
			[ -f "$m" ] || continue
			if out=$(mandoc -Tlint -Wwarning "$m" 2>&1) && [ -z "$out" ]; then
				echo "ok - mandoc -Tlint $m"
			else
				echo "not ok - mandoc -Tlint $m: $(echo "$out" | head -3 | tr '\n' ' ')"
			fi
		done ;;
	e2e/*/*/*) s=${name#e2e/*/*/}
		timeout "${TEST_TIMEOUT:-1200}" sh "tests/${name%"/$s"}.sh" "$s" ;;
	e2e/*/*) timeout "${TEST_TIMEOUT:-1200}" sh "tests/$name.sh" ;;
	esac > "$log/$id" 2>&1 < /dev/null
	echo $? > "$log/$id.rc.tmp"
	echo $((($(date +%s%N) - t0) / 1000000)) > "$log/$id.ms"
	mv "$log/$id.rc.tmp" "$log/$id.rc"
	exit 0
fi

BUILD=${1:-build}
SUITE=${SUITE:-all}
DEFAULT_SECS=30
case $SUITE in all|asan|clang) ;; *) echo "run.sh: SUITE=$SUITE: not all, asan or clang" >&2; exit 2 ;; esac
log=$(mktemp -d)
trap 'kill 0 2> /dev/null; rm -rf "$log"' INT TERM
trap 'rm -rf "$log"' EXIT

# JOBS: make's -jN, a lone -j (no limit: the CPUs), TEST_JOBS, the CPUs
jobs=
for w in ${MAKEFLAGS:-}; do
	case $w in
	--) break ;;	# variables given on make's command line follow
	-j[0-9]*) jobs=${w#-j} ;;
	-j|--jobs) jobs=0 ;;
	--jobs=[0-9]*) jobs=${w#--jobs=} ;;
	-*j*) case $w in --*) ;; *) [ -n "$jobs" ] || jobs=0 ;; esac ;;
	esac
done
[ -n "$jobs" ] && [ "$jobs" != 0 ] || jobs=${TEST_JOBS:-$(nproc 2> /dev/null || echo 2)}
case $jobs in ''|*[!0-9]*|0) jobs=2 ;; esac

# the tests of this flavour, in the fixed order of the log: NAME per line
kind() {	# kind NAME: tree, cli, num or doc (tests/lanes; units are num)
	k=$(awk -v n="$1" '$1 == n { print $3 }' tests/lanes 2> /dev/null)
	case $1 in unit/*) echo "${k:-num}" ;; man/*) echo "${k:-tree}" ;; *) echo "${k:-cli}" ;; esac
}
{
	for t in "$BUILD"/tests/test_*; do
		[ -x "$t" ] && echo "unit/$(basename "$t")"
	done
	for t in tests/e2e/*/*.sh; do
		[ -f "$t" ] || continue
		n=${t#tests/}; n=${n%.sh}
		parts=$(sed -n '1,30s/^# parts: //p' "$t")
		if [ -n "$parts" ]; then
			for p in $(ATTNKIT_TOP=$top sh -c "$parts"); do echo "$n/$p"; done
		else
			echo "$n"
		fi
	done
	echo man/lint
} > "$log/all"
: > "$log/order"
while read -r n; do
	# a part is classed with its script
	k=$(kind "$(echo "$n" | sed 's|^\(e2e/[^/]*/[^/]*\)/.*|\1|')")
	case $SUITE:$k in
	all:*|asan:cli|asan:num|clang:num) echo "$n" >> "$log/order" ;;
	esac
done < "$log/all"

id() { echo "$1" | tr '/' '_'; }

# the serial lane, then the rest longest first
awk '$2 == "serial" { print $1 }' tests/lanes > "$log/serial-names" 2> /dev/null
col=2; [ "$SUITE" != asan ] || col=3	# tests/durations: NAME SECS ASAN_SECS
: > "$log/serial"; : > "$log/par"
while read -r n; do
	base=$(echo "$n" | sed 's|^\(e2e/[^/]*/[^/]*\)/.*|\1|')
	if grep -qx "$base" "$log/serial-names"; then
		echo "$n" >> "$log/serial"
	else
		secs=$(awk -v n="$n" -v c="$col" '$1 == n { print ($c != "" ? $c : $2) }' \
		    tests/durations 2> /dev/null)
		echo "${secs:-$DEFAULT_SECS} $n" >> "$log/par"
	fi
done < "$log/order"
sort -k1,1nr -k2 "$log/par" | awk '{ print $2 }' > "$log/par.sorted"
mkdir "$log/guard"
for c in make apt-get apt; do
	printf '#!/bin/sh\necho "%s $*" >> "$AK_TEST_GUARD"\necho "%s: not in a parallel lane of make check (tests/lanes: serial)" >&2\nexit 97\n' \
	    "$c" "$c" > "$log/guard/$c"
	chmod +x "$log/guard/$c"
done

{
	while read -r n; do
		sh "$0" --one "$BUILD" "$log" "$(id "$n")" "$n" serial
	done < "$log/serial"
	awk -v b="$BUILD" -v l="$log" '{ i = $0; gsub("/", "_", i); print b, l, i, $0 }' \
	    "$log/par.sorted" | xargs -P "$jobs" -n 4 sh "$0" --one
} &
runner=$!

echo "check: $(wc -l < "$log/order") tests, $(wc -l < "$log/serial") alone, the rest in $jobs lanes (SUITE=$SUITE)"
pass=0 fail=0 skip=0
tally() {	# tally NAME FILE STATUS
	p=$(grep -c '^ok ' "$2" || true)
	s=$(grep -c '^ok .*# SKIP' "$2" || true)
	f=$(grep -c '^not ok ' "$2" || true)
	p=$((p - s))
	if [ "$3" -eq 124 ]; then
		echo "not ok - $1 ran longer than ${TEST_TIMEOUT:-1200} s and was stopped" >> "$2"
		f=$((f + 1))
	elif [ "$3" -ne 0 ] && [ "$f" -eq 0 ]; then
		echo "not ok - $1 exited with status $3 (crash or unreported failure)" >> "$2"
		f=1
	fi
	pass=$((pass + p)); fail=$((fail + f)); skip=$((skip + s))
	printf '%-40s %4d passed %3d failed %3d skipped\n' "$1" "$p" "$f" "$s"
	[ "$f" -eq 0 ] || grep '^not ok' "$2" | sed 's/^/    /'
	# each skip with its reason (the text after "# SKIP"), so that the
	# user learns what would enable it (e.g. SMS_CORPUS for the corpus tests)
	[ "$s" -eq 0 ] || grep '^ok .*# SKIP' "$2" |
	    sed 's/^ok [0-9]* - \(.*\) # SKIP \(.*\)$/    skipped: \1 (\2)/'
}
: > "$log/times"
while read -r n; do
	i=$(id "$n")
	while [ ! -f "$log/$i.rc" ]; do
		kill -0 "$runner" 2> /dev/null || [ -f "$log/$i.rc" ] || {
			echo "not ok - $n never ran (the runner ended)" > "$log/$i"
			echo 1 > "$log/$i.rc"; echo 0 > "$log/$i.ms"; break; }
		sleep 0.2
	done
	[ ! -f "$log/$i.guard" ] || sed "s|^|not ok - called in a parallel lane (tests/lanes: serial): |" \
	    "$log/$i.guard" >> "$log/$i"
	tally "$n" "$log/$i" "$(cat "$log/$i.rc")"
	echo "$n $(awk '{ printf "%.1f", $1 / 1000 }' "$log/$i.ms")" >> "$log/times"
done < "$log/order"
wait "$runner"
sort "$log/times" > "$BUILD/test-durations" 2> /dev/null || :
if [ "$skip" -gt 0 ] && grep -qs '# SKIP.*SMS_CORPUS' "$log"/*; then
	echo "check: the skipped tests run on the real corpus (SMS Spam Collection, UCI dataset 228):"
	echo "check:     make check SMS_CORPUS=/path/to/SMSSpamCollection"
fi
echo "check: $pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
