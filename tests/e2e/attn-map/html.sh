# attn-map --html: the lab page — bad input leaves no page, the page is
# self-contained, and in a real browser (Debian's chromium driven over the
# DevTools protocol by tests/browser/cdp.mjs, Node's built-ins only;
# tests/browser/lab.test.mjs) its controls give attn-map's
# numbers to 1e-9.
. "$(dirname "$0")/../../lib.sh"
MSG='free nokia motorola on orange call mobileupd or optout'
# 32-d embeddings of the lesson's words (norms about 10, like the corpus's),
# so that without 1/sqrt(d_k) a d_k = 256 row collapses
awk 'BEGIN { printf "word"; for (r = 1; r <= 32; r++) printf "\td%d", r; print "";
	n = split("free nokia motorola on orange call mobileupd or optout land the", w, " ");
	for (k = 1; k <= n; k++) { printf "%s", w[k];
		for (r = 1; r <= 32; r++) printf "\t%.6f", 2.5 * sin(1.3 * r * k + 0.7 * k * k); print "" } }' > "$T/emb.tsv"
E=$T/emb.tsv

t_run "--html writes a page" 0 attn-map -e "$E" --proj-scale 0.3 --text "$MSG" --html "$T/lab.html"
t_ok "nothing on stdout" test ! -s "$T/out"
t_ok "the page starts with its doctype" sh -c "head -1 '$T/lab.html' | grep -qx '<!DOCTYPE html>'"
t_ok "the page is small (< 400 KB)" test "$(wc -c < "$T/lab.html")" -lt 409600
t_ok "no temporary file left" test "$(ls "$T" | grep -c 'lab.html.')" -eq 0
t_ok "the data: the embeddings of the 9 words of the message, no more" \
    test "$(grep -c '^  "[^"]*":\[' "$T/lab.html")" -eq 9
# every number of the row of call, read back, is the file's number (%.17g)
sed -n 's/^  "call":\[\(.*\)\],*$/\1/p' "$T/lab.html" | tr ',' '\t' > "$T/callrow"
awk -F'\t' '$1 == "call"' "$E" | cut -f2- > "$T/callemb"
t_ok "the embeddings are written exactly" sh -c "paste '$T/callrow' '$T/callemb' | awk -F'\t' 'NF == 64 { for (i = 1; i <= 32; i++) if (\$i + 0 != \$(i + 32) + 0) exit 1; ok = 1 } END { exit !ok }'"
attn-map -e "$E" --text "$MSG" --html "$T/lab1.html"
t_run "--html -: the page on standard output" 0 attn-map -e "$E" --text "$MSG" --html -
t_cmp "the same page as in a file" "$T/lab1.html" "$T/out"
t_ok "stdout page starts with its doctype" sh -c "head -1 '$T/out' | grep -qx '<!DOCTYPE html>'"

# bad input: one line, exit 1, no page and no temporary file; an existing
# page is left as it was
echo old > "$T/keep.html"
t_bad "no known word" 1 "^attn-map: --text: no in-vocabulary tokens \\(n = 0\\): 2 words not in the embeddings: foo bar" \
    attn-map -e "$E" --text 'Foo bar' --html "$T/keep.html"
t_ok "no known word: the old page is untouched" grep -qx old "$T/keep.html"
t_bad "unwritable FILE (no such directory)" 1 "^attn-map: $T/no/lab.html: No such file or directory$" \
    attn-map -e "$E" --text "$MSG" --html "$T/no/lab.html"
mkdir "$T/dir.html"
t_bad "FILE is a directory" 1 "^attn-map: $T/dir.html: " \
    attn-map -e "$E" --text "$MSG" --html "$T/dir.html"
if [ -w /dev/full ]; then
	t_bad "full disk (/dev/full)" 1 "^attn-map: /dev/full: No space left on device$" \
	    attn-map -e "$E" --text "$MSG" --html /dev/full
fi
t_bad "FILE is the embeddings" 2 "output would overwrite an input" \
    attn-map -e "$E" --text "$MSG" --html "$E"
t_bad "unknown --swap-value word" 1 "^attn-map: --swap-value: unknown word 'zzz'$" \
    attn-map -e "$E" --text "$MSG" --swap-value call=zzz --html "$T/keep.html"
t_bad "--boost of a word that is not a key" 1 "^attn-map: --boost: 'land' is not a key of this map$" \
    attn-map -e "$E" --text "$MSG" --boost land=1 --html "$T/keep.html"
t_ok "after all that the old page is untouched, no temporary file" sh -c "grep -qx old '$T/keep.html' && test \$(ls '$T' | grep -c 'keep.html.') -eq 0"
t_bad "--html with --long" 2 "^attn-map: --long: not with --html: --html writes the lab page" \
    attn-map -e "$E" --text "$MSG" --long --html "$T/x.html"
t_bad "--html with -o" 2 "^attn-map: --output: not with --html: --html writes the lab page" \
    attn-map -e "$E" --text "$MSG" -o "$T/x.tsv" --html "$T/x.html"
t_bad "--html with --heads" 2 "^attn-map: --heads: not with --html: --html writes the lab page" \
    attn-map -e "$E" --text "$MSG" --heads 2 --html "$T/x.html"
t_bad "--html with two --boost" 2 "^attn-map: --html: one --boost" \
    attn-map -e "$E" --text "$MSG" --boost call=1 --boost free=1 --html "$T/x.html"
t_bad "--html with --random-proj 5000" 2 "^attn-map: --html: --random-proj at most 4096" \
    attn-map -e "$E" --text "$MSG" --random-proj 5000 --html "$T/x.html"
t_bad "--html with --scaling" 2 '^attn-map: --html: not with --scaling: they take only their own options \(and -o\)$' \
    attn-map --scaling --html "$T/x.html"
t_ok "no page from the usage errors" test ! -e "$T/x.html"

# a file name that is not UTF-8 (byte \377, a quote, a control byte): the
# page stays valid UTF-8, shows U+FFFD for the byte, and its exported
# command (the page's commandLine, run by node on the page's own script)
# names the same bytes, "$(printf '\377')", so that sh runs it on the same
# file and gets attn-map's own map
bad=$(printf "e'm\377\001b.tsv")
(cd "$T" && cp "$E" "$bad" && attn-map -e "$bad" --text "$MSG" --html lab-bad.html) > /dev/null 2>&1 &&
    t_pass "a name with byte 0377: the page written" || t_fail "a name with byte 0377: the page written" "attn-map failed"
t_ok "a name with byte 0377: the page is valid UTF-8" iconv -f UTF-8 -t UTF-8 -o /dev/null "$T/lab-bad.html"
t_ok "a name with byte 0377: shown as U+FFFD, the control byte escaped" \
    grep -q '"embPath":"e'"'"'m\\ufffd\\u0001b.tsv"' "$T/lab-bad.html"
if node -e 'process.exit(parseInt(process.versions.node, 10) >= 18 ? 0 : 1)' 2> /dev/null; then
	cat > "$T/cmd.js" <<'JS'
const fs = require("fs");
const page = fs.readFileSync(process.argv[2], "utf8");
const data = page.split('<script type="application/json" id="lab-data">')[1].split("</script>")[0];
const code = page.slice(page.indexOf("function shq("), page.indexOf("function matrix("));
const run = new Function("D", "I", "forwardCache", code + "; return commandLine;");
const D = JSON.parse(data);
const commandLine = run(D, D.init, { toks: D.tok });
process.stdout.write(commandLine({ dk: 0, scale: true, tau: 1, boost: 0,
    noise: 0, causal: false, swap: false }, null) + "\n");
JS
	t_run "the page's command line (node)" 0 node "$T/cmd.js" "$T/lab-bad.html"
	cp "$T/out" "$T/cmdline"
	t_ok "  it quotes the bytes with printf and octal" grep -qF "-e 'e'\\''m'\"\$(printf '\\377')\"\"\$(printf '\\001')\"'b.tsv'" "$T/cmdline"
	t_run "  sh runs it on the same file" 0 sh -c "cd '$T' && $(cat "$T/cmdline")"
	grep -v '^#' "$T/out" > "$T/from-page"
	(cd "$T" && attn-map -e "$bad" --text "$MSG") | grep -v '^#' > "$T/direct"
	t_cmp "  the same map as attn-map -e on that file" "$T/direct" "$T/from-page"
	# a --swap-value the page exports reads two ways when a word of -e
	# holding '=' makes a second reading, on the page or not ('b=c' is
	# not): the page says attn-map refuses it, and it does; without
	# 'b=c' one reading, and the command prints the page's numbers; a
	# key starting with '=' ('=a=b', GloVe Twitter's '=)'): its '=' at
	# 0 is no separator, the one after it is (15e-W1, R1-21)
	cat > "$T/swap.js" <<'JS'
const fs = require("fs");
const page = fs.readFileSync(process.argv[2], "utf8");
const data = page.split('<script type="application/json" id="lab-data">')[1].split("</script>")[0];
const code = page.slice(page.indexOf("var I = D.init;"), page.indexOf("function option(sel"));
const f = new Function("D", "document", code + `;
  var s = initial(); s.swap = true; s.swapKey = process.argv[3]; s.swapWith = process.argv[4];
  forwardCache = forward(s); return exportTsv(s, "outputs");`);
process.stdout.write(f(JSON.parse(data), {}));
JS
	printf 'word\td1\td2\na\t1\t0\nb=c\t0\t1\na=b\t1\t1\nc\t-1\t0.5\n=a\t2\t1\n=a=b\t0.5\t-1\n' > "$T/eq.tsv"
	grep -v '^b=c' "$T/eq.tsv" > "$T/eq1.tsv"
	swap_page() {	# NAME EMB TOKENS KEY WITH: the export in $T/NAME.tsv, its command's exit in $T/NAME.rc
		(cd "$T" && attn-map -e "$2" --proj-scale 1 --tokens "$3" --html "$1.html" &&
		    node swap.js "$1.html" "$4" "$5" > "$1.tsv") 2> /dev/null || { echo x > "$T/$1.rc"; return; }
		(cd "$T" && { eval "$(head -1 "$1.tsv" | sed 's/^# //; s/ (attnkit [^)]*)$//')" > "$1.out" 2>&1 && echo 0 || echo $?; } > "$1.rc")
	}
	swap_page two eq.tsv 'a a=b c' a=b c
	t_ok "--swap-value a=b=c, 'b=c' in -e, not on the page: the export says attn-map refuses it" grep -q '^# exported .*: attn-map refuses the command above' "$T/two.tsv"
	t_ok "  and attn-map does (exit 2)" grep -qx 2 "$T/two.rc"
	swap_page one eq1.tsv 'a a=b c' a=b c
	t_ok "without 'b=c' in -e: one reading, the export promises its numbers" grep -q '^# exported .*: the command above prints these numbers' "$T/one.tsv"
	t_ok "  and the command prints them (exit 0)" grep -qx 0 "$T/one.rc"
	swap_page lead eq.tsv '=a=b c' =a=b c
	t_ok "key '=a=b' with c: '=a' and 'b=c' (off the page), or '=a=b' and 'c': the export says refused" grep -q '^# exported .*: attn-map refuses the command above' "$T/lead.tsv"
	t_ok "  and attn-map does (exit 2)" grep -qx 2 "$T/lead.rc"
	swap_page lead1 eq1.tsv '=a=b c' =a=b c
	t_ok "  without 'b=c': one reading, its numbers promised and printed" sh -c "grep -q 'prints these numbers' '$T/lead1.tsv' && grep -qx 0 '$T/lead1.rc'"
else
	t_skip "the page's command line" "needs node >= 18"
fi

# the browser: Debian's chromium and node >= 18 (no npm package)
B=$ATTNKIT_TOP/tests/browser
if [ ! -x /usr/bin/chromium ] || ! node -e 'process.exit(parseInt(process.versions.node, 10) >= 18 ? 0 : 1)' 2> /dev/null; then
	t_skip "the page in a real browser" "needs Debian's chromium and nodejs (node >= 18; tools/deps.sh test)"
	exit 0
fi
mkdir "$T/browser"
set +e
node "$B/lab.test.mjs" "$E" "$T/browser" > "$T/tap" 2> "$T/err"
st=$?
set -e
t_tap "$T/tap"
if [ "$st" -ne 0 ] && ! grep -q '^not ok' "$T/tap"; then
	t_fail "browser test" "exit $st: $(head -c 400 "$T/err" | tr '\n' ' ')"
fi
t_ok "browser test ran its checks" test "$(grep -c '^ok' "$T/tap")" -ge 60
