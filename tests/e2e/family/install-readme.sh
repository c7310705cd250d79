#!/bin/sh
# The README's chains with the installed toolkit alone: only the installed
# files on PATH, the installed plot scripts for $K/plot and the installed
# Russian text for $K/tests/data/lesson.ru.txt, run from a scratch
# directory (install.sh tests the install itself).  What it proves is the
# README and the install's layout: a doc test (tests/lanes), make check's
# alone; the chains' paths are each tool's cli and num tests under ASan.
. "$(dirname "$0")/../../lib.sh"
. "$(dirname "$0")/../../examples.sh"
B=$(dirname "$ATTNKIT_BIN")	# the build directory these tests run from
mk() { make -s -C "$ATTNKIT_TOP" BUILD="$B" "$@" > "$T/make.out" 2>&1; }
P=$T/prefix
PL=$P/share/attnkit/plot
IPATH=$P/bin:/usr/bin:/bin
if ! have_corpus; then
	t_skip "README chains with the installed toolkit" "SMS_CORPUS not set or not a file"
	exit 0
fi
t_ok "make install PREFIX=..." mk install PREFIX="$P"
# the README's chains, with the installed plot scripts for $K/plot and the
# installed Russian text for $K/tests/data/lesson.ru.txt
d=$T/readme
mkdir "$d"
ln -s "$SMS_CORPUS" "$d/SMSSpamCollection"
eval_fixtures "$d"
readme | sed -e "s|\\\$K/plot/|$PL/|g" \
    -e "s|\\\$K/tests/data/lesson.ru.txt|$P/share/attnkit/text/lesson.ru.txt|g" > "$T/cmds"
t_ok "README chains found" test -s "$T/cmds"
t_ok "README chains name no \$K once installed" sh -c "! grep -q '\\\$K' '$T/cmds'"
i=0
while IFS= read -r cmd; do
	i=$((i + 1))
	short=$(printf '%s' "$cmd" | tr -s '\\ ' '  ' | cut -c1-60)
	if (cd "$d" && env -u K PATH="$IPATH" sh -c "$cmd") > "$T/ex.out" 2> "$T/ex.err" < /dev/null; then
		t_pass "installed: README $i: $short"
	else
		t_fail "installed: README $i: $short" "$(head -c 200 "$T/ex.err" | tr '\n' ' ')"
	fi
done < "$T/cmds"
t_ok "installed heatmap.gp drew map.png" test -s "$d/map.png"
t_ok "installed train-top.gp drew top.png" test -s "$d/top.png"
t_ok "make uninstall PREFIX=..." mk uninstall PREFIX="$P"
t_ok "uninstall leaves no file" sh -c "test -z \"\$(find '$P' -type f)\""

