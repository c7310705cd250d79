# lib.sh — sourced by every end-to-end test script (git t/ style).
#
#   t_run  NAME STATUS CMD...   run CMD; stdout -> $T/out, stderr -> $T/err;
#                               the test passes if the exit status is STATUS
#   t_err  NAME REGEX           last run's stderr is exactly one line
#                               matching REGEX (grep -E), followed at most
#                               by the synopsis (usage: ..., indented lines)
#   t_ok   NAME CMD...          passes if CMD succeeds (a shell check)
#   t_cmp  NAME WANT GOT        files equal, WANT not empty (diff -u shown on failure)
#   t_skip NAME REASON          a visible skip
#   t_bad  NAME STATUS REGEX CMD...  t_run + t_err: the usual bad-input case
#   t_near NAME GOT WANT TOL    |GOT-WANT| <= TOL (numbers)
#   t_tap  FILE                 print FILE, TAP of another runner (node's),
#                               its "not ok" lines failures of this script
#   have_corpus [FILE]          $SMS_CORPUS (or FILE) is the real corpus
#
# Every script: set -eu, LC_ALL=C, a private temp dir removed by a trap.
# A script ends with a non-zero status when any of its tests failed, run
# alone as by make check (tests/run.sh counts the "not ok" lines and adds
# none for such a status): the trap turns status 0 into 1 when $T/.failed
# exists, a file rather than a variable since a t_fail in a pipeline or
# ( ... ) runs in a subshell.  T_ATEXIT, when set, is run by the trap first
# (a script's own clean-up: a server to stop).
set -eu
export LC_ALL=C
T=$(mktemp -d)
T_ATEXIT=
t_end() {
	_st=$?
	eval "$T_ATEXIT" || :
	if [ "$_st" -eq 0 ] && [ -e "$T/.failed" ]; then _st=1; fi
	rm -rf "$T"
	exit "$_st"
}
trap t_end EXIT
: "${ATTNKIT_TOP:=$(cd "$(dirname "$0")/../../.." && pwd)}"
: "${ATTNKIT_BIN:=$ATTNKIT_TOP/build/bin}"
PATH="$ATTNKIT_BIN:$PATH"
DATA="$ATTNKIT_TOP/tests/data"
t_num=0

t_pass() { t_num=$((t_num + 1)); echo "ok $t_num - $1"; }
t_fail() { t_num=$((t_num + 1)); echo "not ok $t_num - $1  # $2"; : > "$T/.failed"; }

t_tap() {
	cat "$1"
	if grep -q '^not ok' "$1"; then : > "$T/.failed"; fi
}

t_run() {
	_n=$1 _want=$2; shift 2
	set +e
	"$@" > "$T/out" 2> "$T/err" < "${T_STDIN:-/dev/null}"
	_st=$?
	set -e
	if [ "$_st" -eq "$_want" ]; then
		t_pass "$_n"
	else
		t_fail "$_n" "exit $_st, want $_want; stderr: $(head -c 300 "$T/err" | tr '\n' ' ')"
	fi
}

t_err() {	# one message line; after a usage error the synopsis may follow
	if head -1 "$T/err" | grep -Eq -- "$2" &&
	    { [ "$(wc -l < "$T/err")" -eq 1 ] || tail -n +2 "$T/err" |
	    awk 'NR == 1 && !/^usage: / { exit 1 } NR > 1 && !/^   / { exit 1 }'; }; then
		t_pass "$1"
	else
		t_fail "$1" "stderr '$(head -c 300 "$T/err" | tr '\n' '|')' !~ /$2/"
	fi
}

t_bad() {
	_n=$1 _st=$2 _re=$3; shift 3
	t_run "$_n: exit $_st" "$_st" "$@"
	t_err "$_n: message" "$_re"
	if [ -s "$T/out" ] && grep -Eqi '(^|[[:space:]])[-+]?nan([[:space:]]|$)' "$T/out"; then
		t_fail "$_n: no NaN in output" "stdout has NaN"
	fi
}

t_ok() {
	_n=$1; shift
	if "$@"; then t_pass "$_n"; else t_fail "$_n" "check failed: $*"; fi
}

t_cmp() {
	if [ ! -s "$2" ]; then	# two empty outputs agree and prove nothing
		t_fail "$1" "nothing to compare: $2 is empty or missing"
	elif diff -u "$2" "$3" > "$T/diff" 2>&1; then
		t_pass "$1"
	else
		t_fail "$1" "differs: $(head -c 400 "$T/diff" | tr '\n' '|')"
	fi
}

# t_quiet NAME: $T/err holds no line but attn-bench's notes of a row that
# ran above the probed peak (or a kvcache row whose K and V fit in the
# cache), which the machine's load decides and -q
# keeps (attn-bench(1)): a quiet run's stderr, asserted without luck
t_quiet() {
	t_ok "$1" sh -c "! grep -Ev '^attn-bench: note: .*above 100: (the peak probes, run twice, ran slower than this row|its K and V \\([0-9]+ KiB\\) fit in the CPU.s [0-9]+ MiB cache, so the step reads them from cache, not from the memory the probe read \\(256 MiB\\))\$' '$T/err' | grep -q ."
}

t_near() {
	if awk -v g="$2" -v w="$3" -v t="$4" 'BEGIN { d = g - w; if (d < 0) d = -d; exit !(g != "" && d <= t) }'; then
		t_pass "$1"
	else
		t_fail "$1" "got '$2' want $3 ± $4"
	fi
}

# t_near_files A B TOL: status 0 when the lines of A and B that are not
# comments are the same, field by field, numbers within TOL
t_near_files() {
	grep -v '^#' "$1" > "$T/near.a"
	grep -v '^#' "$2" > "$T/near.b"
	awk -F'\t' -v tol="$3" '
	NR == FNR { a[FNR] = $0; n = FNR; next }
	{
		m = FNR
		if (!(FNR in a) || split(a[FNR], x, "\t") != NF) bad = 1
		for (i = 1; i <= NF && !bad; i++) {
			if ($i == x[i]) continue
			if ($i !~ /^[-+0-9.eE]+$/ || x[i] !~ /^[-+0-9.eE]+$/) { bad = 1; break }
			d = $i - x[i]; if (d < 0) d = -d
			if (d > tol) bad = 1
		}
	}
	END { exit bad || m != n || n == 0 }' "$T/near.a" "$T/near.b"
}

t_skip() { t_num=$((t_num + 1)); echo "ok $t_num - $1 # SKIP $2"; }

# have_corpus [FILE]: status 0 when FILE (default $SMS_CORPUS) is the real
# corpus, by the one check every target and script uses
# (tools/need-corpus.sh: a readable, non-empty file); silent.  A test
# without it skips visibly, its reason naming SMS_CORPUS (tests/run.sh
# then prints the hint).
have_corpus() {
	sh "$ATTNKIT_TOP/tools/need-corpus.sh" "${1-${SMS_CORPUS:-}}" 2> /dev/null
}

# t_memcheck NAME STATUS CMD...: t_run under a memory checker.  An ASan
# build (make check-asan) checks itself; otherwise valgrind's memcheck runs
# CMD and any invalid read/write or use of freed memory fails the test
# (exit 99).  Neither: a visible skip.  CMD's first word is a tool name.
# Under make check-clang (SUITE=clang: the numbers a compiler may change)
# CMD runs as it is: its memory is check-asan's to check.
t_memcheck() {
	_n=$1 _want=$2; shift 2
	_bin=$(command -v "$1" || true)
	if [ -n "$_bin" ] && grep -qa __asan_report "$_bin"; then
		t_run "$_n (ASan)" "$_want" "$@"
	elif [ "${SUITE:-}" = clang ]; then
		t_run "$_n (clang: memory in check-asan)" "$_want" "$@"
	elif command -v valgrind > /dev/null 2>&1; then
		OPENBLAS_NUM_THREADS=1 t_run "$_n (valgrind)" "$_want" \
		    valgrind -q --error-exitcode=99 --leak-check=no "$@"
	else
		t_skip "$_n" "neither an ASan build nor valgrind"
	fi
}

# t_zipf V M L [ragged]: M token lines "ham<TAB>w w ...", words drawn by
# Zipf's law p(r) ~ 1/r over V types (Park and Miller's generator, exact
# in awk's doubles; word r is r in base 26 letters), L tokens a line;
# ragged: 1 + m % L tokens, no token at every 17th line from the 4th, a
# '#' comment line before every 101st from the 51st.  The same lines on
# every machine (tools/zipf-corpus.c is the generator of the benchmarks)
t_zipf() {
	awk -v V="$1" -v M="$2" -v L="$3" -v R="${4:-}" 'BEGIN {
	for (r = 1; r <= V; r++) { s += 1 / r; c[r] = s }
	for (r = 1; r <= V; r++) c[r] /= s
	x = 12345
	for (m = 0; m < M; m++) {
		if (R != "" && m % 101 == 50) print "# a comment"
		printf "ham\t"
		n = R == "" ? L : m % 17 == 3 ? 0 : 1 + m % L
		for (i = 0; i < n; i++) {
			x = (x * 16807) % 2147483647; u = x / 2147483647
			lo = 1; hi = V; while (lo < hi) { mid = int((lo + hi) / 2); if (c[mid] < u) lo = mid + 1; else hi = mid }
			w = ""; r = lo; while (r > 0) { w = sprintf("%c", 97 + (r - 1) % 26) w; r = int((r - 1) / 26) }
			printf "%s%s", i ? " " : "", w
		}
		printf "\n"
	} }'
}
