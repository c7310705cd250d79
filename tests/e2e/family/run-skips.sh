#!/bin/sh
# tests/run.sh (make check): every skipped test is printed with its reason,
# and skips that need the corpus end in a hint naming SMS_CORPUS (new-user
# report item 9); a run without skips prints neither.
. "$(dirname "$0")/../../lib.sh"
RUN=$ATTNKIT_TOP/tests/run.sh

# a fake tree: one e2e script that passes once and skips once
mkdir -p "$T/tree/tests/e2e/x"
cat > "$T/tree/tests/e2e/x/fake.sh" <<'S'
echo "ok 1 - works"
echo "ok 2 - the real thing # SKIP SMS_CORPUS not set or not a file"
S
(cd "$T/tree" && sh "$RUN" nobuild) > "$T/run.out" 2>&1 || true
t_ok "the skip is listed with its reason" \
    grep -Fqx '    skipped: the real thing (SMS_CORPUS not set or not a file)' "$T/run.out"
t_ok "a hint names SMS_CORPUS" grep -q '^check: .*make check SMS_CORPUS=' "$T/run.out"
t_ok "the summary counts it" grep -q '^check: 1 passed, 0 failed, 1 skipped$' "$T/run.out"

printf 'echo "ok 1 - works"\n' > "$T/tree/tests/e2e/x/fake.sh"
(cd "$T/tree" && sh "$RUN" nobuild) > "$T/run.out" 2>&1 || true
t_ok "no skip, no skip line" sh -c "! grep -q 'skipped:' '$T/run.out'"
t_ok "no skip, no hint" sh -c "! grep -q 'SMS_CORPUS' '$T/run.out'"
