#!/bin/sh
# run.sh BUILD — run every unit test program, every end-to-end script and the
# man page lint; count TAP lines; end with "check: N passed, N failed, N skipped".
set -u
BUILD=${1:-build}
export LC_ALL=C
top=$(pwd)
export ATTNKIT_BIN="$top/$BUILD/bin"
export PATH="$ATTNKIT_BIN:$PATH"
export ATTNKIT_TOP="$top"
log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT
pass=0 fail=0 skip=0

tally() {	# tally NAME FILE STATUS
	p=$(grep -c '^ok ' "$2" || true)
	s=$(grep -c '^ok .*# SKIP' "$2" || true)
	f=$(grep -c '^not ok ' "$2" || true)
	p=$((p - s))
	if [ "$3" -ne 0 ] && [ "$f" -eq 0 ]; then
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

for t in "$BUILD"/tests/test_*; do
	[ -x "$t" ] || continue
	n=$(basename "$t")
	"$t" > "$log/$n" 2>&1; st=$?
	tally "unit/$n" "$log/$n" $st
done
for t in tests/e2e/*.sh; do
	[ -f "$t" ] || continue
	n=$(basename "$t" .sh)
	sh "$t" > "$log/$n" 2>&1; st=$?
	tally "e2e/$n" "$log/$n" $st
done
# man pages: mandoc -Tlint must be silent (warnings and worse)
: > "$log/man"
for m in man/*.[1-9]; do
	[ -f "$m" ] || continue
	if out=$(mandoc -Tlint -Wwarning "$m" 2>&1) && [ -z "$out" ]; then
		echo "ok - mandoc -Tlint $m" >> "$log/man"
	else
		echo "not ok - mandoc -Tlint $m: $(echo "$out" | head -3 | tr '\n' ' ')" >> "$log/man"
	fi
done
tally "man/lint" "$log/man" 0
if [ "$skip" -gt 0 ] && grep -qs '# SKIP.*SMS_CORPUS' "$log"/*; then
	echo "check: the skipped tests run on the real corpus (SMS Spam Collection, UCI dataset 228):"
	echo "check:     make check SMS_CORPUS=/path/to/SMSSpamCollection"
fi
echo "check: $pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
