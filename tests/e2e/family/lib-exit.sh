#!/bin/sh
# tests/lib.sh: a script run alone ends with a non-zero status when any of
# its tests failed, and 0 when none did; a failure in a pipeline's subshell
# counts; a script's own exit status (set -e) is kept; tests/run.sh (make
# check) still counts one failure for one "not ok" line.
. "$(dirname "$0")/../../lib.sh"
RUN=$ATTNKIT_TOP/tests/run.sh
mkdir -p "$T/tree/tests/e2e/x"
fake() {	# fake BODY: a script sourcing lib.sh, in the fake tree
	{ printf '. "%s/tests/lib.sh"\n' "$ATTNKIT_TOP"; printf '%s\n' "$1"; } \
	    > "$T/tree/tests/e2e/x/fake.sh"
}
alone() {	# alone: run the fake script as a user would; its status
	set +e
	ATTNKIT_TOP=$ATTNKIT_TOP sh "$T/tree/tests/e2e/x/fake.sh" > "$T/alone.out" 2>&1
	echo $? > "$T/alone.st"
	set -e
}

fake 't_ok "passes" true; t_ok "passes too" true'
alone
t_ok "all passed: status 0" test "$(cat "$T/alone.st")" = 0
t_ok "... and two ok lines" test "$(grep -c '^ok ' "$T/alone.out")" = 2

fake 't_ok "passes" true; t_ok "fails" false; t_ok "passes after" true'
alone
t_ok "one failed: status 1" test "$(cat "$T/alone.st")" = 1
t_ok "... the script ran to its end" grep -q '^ok 3 - passes after' "$T/alone.out"

fake 'echo x | while read -r l; do t_ok "fails in a pipeline" false; done; t_ok "passes" true'
alone
t_ok "a failure in a pipeline's subshell: status 1" test "$(cat "$T/alone.st")" = 1

fake 'printf "ok 1 - a\nnot ok 2 - b\n" > "$T/tap"; t_tap "$T/tap"; t_ok "passes" true'
alone
t_ok "another runner's not ok (t_tap): status 1" test "$(cat "$T/alone.st")" = 1
fake 'printf "ok 1 - a\n" > "$T/tap"; t_tap "$T/tap"'
alone
t_ok "another runner's ok only (t_tap): status 0" test "$(cat "$T/alone.st")" = 0

fake 't_ok "passes" true; exit 3'
alone
t_ok "the script's own status is kept" test "$(cat "$T/alone.st")" = 3

fake 'echo "$T" > "'"$T"'/fake-T"; t_ok "fails" false'
alone
t_ok "its temporary directory is removed after a failure" test ! -e "$(cat "$T/fake-T")"

fake 't_ok "passes" true; t_ok "fails" false'
(cd "$T/tree" && sh "$RUN" nobuild) > "$T/run.out" 2>&1 || true
t_ok "make check counts one failure for it, not two" \
    grep -q '^check: 1 passed, 1 failed, 0 skipped$' "$T/run.out"
t_ok "... and lists the not ok line only" \
    sh -c "! grep -q 'exited with status' '$T/run.out' && grep -q '^    not ok 2 - fails' '$T/run.out'"
