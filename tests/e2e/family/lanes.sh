#!/bin/sh
# tests/lanes, the one place that says where each test runs, is sound:
# every row names a test that exists, a lane (serial, par) and a kind
# (tree, cli, num, doc, drv, seed), once; the scripts are where their names say,
# tests/e2e/FOLDER/NAME.sh, one folder deep, FOLDER a tool's (cmd/FOLDER.c)
# or family (each checked on the tree, then on a scratch copy given one
# defect, where it must fail); and a test of the parallel lanes that calls
# make or apt-get fails (tests/run.sh's guard: make check's build tree is
# shared by the lanes, two makes in one tree race).
. "$(dirname "$0")/../../lib.sh"
cd "$ATTNKIT_TOP"

# rows TOP: the defects of TOP/tests/lanes, one line each
rows() {
	awk -v top="$1" '
	/^#/ || NF == 0 { next }
	NF != 3 { print "line " NR ": " NF " fields"; next }
	$2 != "serial" && $2 != "par" { print "line " NR ": lane " $2 }
	$3 != "tree" && $3 != "cli" && $3 != "num" && $3 != "doc" && $3 != "drv" && $3 != "seed" { print "line " NR ": kind " $3 }
	seen[$1]++ { print "line " NR ": " $1 " twice" }
	{
		f = $1 ~ /^unit\// ? top "/tests/unit/" substr($1, 6) ".c" : \
		    $1 ~ /^e2e\// ? top "/tests/e2e/" substr($1, 5) ".sh" : \
		    $1 == "man/lint" ? top "/tests/run.sh" : ""
		if (f == "" || (getline x < f) < 0) print "line " NR ": no test " $1
		close(f)
	}' "$1/tests/lanes"
}

rows . > "$T/rows"
t_ok "tests/lanes: every row is a test, a lane and a kind, once" test ! -s "$T/rows"
[ -s "$T/rows" ] && sed 's/^/# /' "$T/rows"
# places TOP: the scripts of TOP/tests/e2e that are not in a folder of
# their own tool or family/, one deep (run.sh reads tests/e2e/*/*.sh: a
# script elsewhere would never run), one line each
places() {
	(cd "$1" && find tests/e2e -name '*.sh' | sort | while IFS= read -r f; do
		d=${f#tests/e2e/}; d=${d%/*}
		case $d in */*|*.sh) echo "$f: not one folder deep"; continue ;; esac
		[ "$d" = family ] || [ -f "cmd/$d.c" ] || [ -f "cmd/$d.sh" ] ||
		    echo "$f: $d is not a tool of cmd/ nor family"
	done)
}
places . > "$T/places"
t_ok "every script is in its tool's folder or family/, one deep" test ! -s "$T/places"
[ -s "$T/places" ] && sed 's/^/# /' "$T/places"
t_ok "... and there are scripts in each of the five tools' folders and family/" sh -c '
	for d in sms-vocab ppmi-svd attn-map attn-train attn-bench family; do
		ls tests/e2e/$d/*.sh > /dev/null 2>&1 || exit 1; done'

# each check fails on a copy with one defect
mkdir -p "$T/copy/tests/unit" "$T/copy/cmd"
cp tests/lanes tests/run.sh "$T/copy/tests/"
cp -R tests/e2e "$T/copy/tests/"
cp cmd/*.c cmd/*.sh "$T/copy/cmd/"
cp tests/unit/*.c "$T/copy/tests/unit/"
echo 'e2e/family/no-such-test       par     cli' >> "$T/copy/tests/lanes"
t_ok "a row naming no test is found" test "$(rows "$T/copy" | wc -l)" -eq 1
cp tests/lanes "$T/copy/tests/"
echo 'e2e/family/shape              par     fast' >> "$T/copy/tests/lanes"
t_ok "a second row for one test and an unknown kind are found" \
    test "$(rows "$T/copy" | wc -l)" -eq 2
cp tests/lanes "$T/copy/tests/"
t_ok "passes: the copy's scripts in their places" test -z "$(places "$T/copy")"
cp tests/e2e/family/shape.sh "$T/copy/tests/e2e/flat.sh"
mkdir -p "$T/copy/tests/e2e/attn-map/deep" "$T/copy/tests/e2e/nosuchtool"
cp tests/e2e/family/shape.sh "$T/copy/tests/e2e/attn-map/deep/x.sh"
cp tests/e2e/family/shape.sh "$T/copy/tests/e2e/nosuchtool/x.sh"
t_ok "fails: a script at the top, one two deep, one in a folder of no tool" \
    test "$(places "$T/copy" | wc -l)" -eq 3

# the guard: a test of the parallel lanes that calls make fails, whatever
# its status; the same test in the serial lane passes
# (the runner that runs this test has its own guard on PATH: not here)
PATH=$(printf '%s' "$PATH" | tr ':' '\n' | grep -v '/guard$' | paste -sd: -)
unset AK_TEST_GUARD
mkdir -p "$T/tree/tests/e2e/x"
printf 'make -v > /dev/null 2>&1 || true\necho "ok 1 - built"\n' > "$T/tree/tests/e2e/x/mk.sh"
printf 'e2e/x/mk par cli\n' > "$T/tree/tests/lanes"
(cd "$T/tree" && sh "$ATTNKIT_TOP/tests/run.sh" nobuild) > "$T/run.out" 2>&1 || true
t_ok "make called in a parallel lane fails the test" \
    grep -q '^check: 1 passed, 1 failed, 0 skipped$' "$T/run.out"
t_ok "... saying so" grep -q 'not ok - called in a parallel lane (tests/lanes: serial): make -v' "$T/run.out"
printf 'e2e/x/mk serial cli\n' > "$T/tree/tests/lanes"
(cd "$T/tree" && sh "$ATTNKIT_TOP/tests/run.sh" nobuild) > "$T/run.out" 2>&1 || true
t_ok "in the serial lane it may" grep -q '^check: 1 passed, 0 failed, 0 skipped$' "$T/run.out"
