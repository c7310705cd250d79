# attn-map --html: the lab page's exported command reproduces its numbers
# for every token, ASCII or not (tests/browser/lab-tokens.test.mjs in
# Debian's chromium): the command gives the tokens
# with --tokens, which never re-tokenizes, when a token is not all ASCII
# letters, and keeps --text otherwise (the lesson's exports unchanged).
. "$(dirname "$0")/../../lib.sh"
E=$DATA/map-emb.tsv
MSG='free nokia motorola on orange call mobileupd or optout'
t_run "--tokens: the words as they are" 0 attn-map -e "$E" --tokens 'free CALL call'
t_ok "--tokens: CALL is not folded into call by a tokenizer (uncased vectors: the look-up folds it, a repeat)" grep -qx "$(printf 'query\tfree\tcall')" "$T/out"
t_bad "--tokens and --text exclude each other" 2 '^attn-map: --text and --tokens exclude each other: --tokens: the words as they are, not tokenized$' attn-map -e "$E" --tokens 'free' --text 'free'
t_run "an ASCII page" 0 attn-map -e "$E" --text "$MSG" --html "$T/a.html"
t_ok "an ASCII page's command keeps --text" grep -q 'plain ? "--text" : "--tokens"' "$T/a.html"
B=$ATTNKIT_TOP/tests/browser
if [ ! -x /usr/bin/chromium ] || ! node -e 'process.exit(parseInt(process.versions.node, 10) >= 18 ? 0 : 1)' 2> /dev/null; then
	t_skip "the page in a real browser" "needs Debian's chromium and nodejs (node >= 18; tools/deps.sh test)"
	exit 0
fi
mkdir "$T/browser"
set +e
node "$B/lab-tokens.test.mjs" "$T/browser" > "$T/tap" 2> "$T/err"
st=$?
set -e
t_tap "$T/tap"
if [ "$st" -ne 0 ] && ! grep -q '^not ok' "$T/tap"; then
	t_fail "browser test" "exit $st: $(head -c 400 "$T/err" | tr '\n' ' ')"
fi
t_ok "browser test ran its checks" test "$(grep -c '^ok' "$T/tap")" -ge 20
