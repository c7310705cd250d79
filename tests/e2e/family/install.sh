#!/bin/sh
# make install / uninstall: DESTDIR and PREFIX honoured on every path; the
# installed toolkit works without the checkout (install-readme.sh runs the
# README's chains with it), the installed plot scripts load their siblings
# wherever they are, the man pages name the installed plot directory, and
# uninstall removes it all.
. "$(dirname "$0")/../../lib.sh"
B=$(dirname "$ATTNKIT_BIN")	# the build directory these tests run from
mk() { make -s -C "$ATTNKIT_TOP" BUILD="$B" "$@" > "$T/make.out" 2>&1; }

# a staged install (DESTDIR), as a packager makes it
t_ok "make install DESTDIR=... PREFIX=/opt/ak" mk install DESTDIR="$T/stage" PREFIX=/opt/ak
S=$T/stage/opt/ak
for t in sms-vocab ppmi-svd ppmi-svd-slurm attn-map attn-train attn-bench; do
	t_ok "staged: bin/$t" test -x "$S/bin/$t"
	t_ok "staged: man1/$t.1" test -f "$S/share/man/man1/$t.1"
done
t_ok "staged: man5/attnkit.5" test -f "$S/share/man/man5/attnkit.5"
for g in "$ATTNKIT_TOP"/plot/*.gp; do
	t_ok "staged: plot/${g##*/}" test -f "$S/share/attnkit/plot/${g##*/}"
done
t_ok "staged: bench/attn_numpy.py" test -f "$S/share/attnkit/bench/attn_numpy.py"
t_ok "staged: text/lesson.ru.txt, the same bytes" cmp -s "$S/share/attnkit/text/lesson.ru.txt" "$DATA/lesson.ru.txt"
t_ok "nothing outside DESTDIR's prefix" sh -c "test -z \"\$(ls -A '$T/stage' | grep -vx opt)\""
t_ok "the man pages name the installed plot directory" \
    grep -q '/opt/ak/share/attnkit/plot/heatmap.gp' "$S/share/man/man1/attn-map.1"
t_ok "no man page names the default prefix any more" \
    sh -c "! grep -l '/usr/local/share/attnkit' '$S'/share/man/man*/*"
t_ok "no man page sends the reader to \$K" sh -c "! grep -l '\\\$K/' '$S'/share/man/man*/*"
t_ok "make uninstall DESTDIR=..." mk uninstall DESTDIR="$T/stage" PREFIX=/opt/ak
t_ok "uninstall leaves no file" sh -c "test -z \"\$(find '$T/stage' -type f)\""

# a real install (PREFIX only), then used from a scratch directory
P=$T/prefix
t_ok "make install PREFIX=..." mk install PREFIX="$P"
PL=$P/share/attnkit/plot
IPATH=$P/bin:/usr/bin:/bin
t_ok "the installed tools run alone" sh -c "PATH='$IPATH' sms-vocab --version > /dev/null"
t_ok "the installed driver runs alone and finds the installed ppmi-svd" \
    sh -c "cd '$T' && PATH='$IPATH' ppmi-svd-slurm -v '$DATA/sms-small.vocab' -o e.tsv '$DATA/sms-small.tokens' 2>&1 | grep -q 'sms-small.vocab: --dim 32 is larger than the vocabulary'"
t_ok "installed ppmi-svd-slurm.1 renders" sh -c "mandoc -Tutf8 '$P/share/man/man1/ppmi-svd-slurm.1' | grep -q 'A filesystem every node shares'"
t_ok "installed man pages render" sh -c "mandoc -Tutf8 '$P/share/man/man1/attn-map.1' | grep -q '$PL/heatmap.gp'"

# an installed bench figure: bench-time.gp loads bench-term.gp beside it
mkdir "$T/b"
env PATH="$IPATH" attn-bench -q -n 64,128 -i naive,streaming -r 1 -o "$T/b/sweep.tsv"
t_ok "installed attn_numpy.py runs" sh -c "/usr/bin/python3 '$P/share/attnkit/bench/attn_numpy.py' -n 64 -r 1 > '$T/b/np.tsv' && grep -q '^64' '$T/b/np.tsv'"
t_ok "installed bench-time.gp draws from any directory" sh -c "cd '$T/b' &&
    gnuplot -e \"sweep='sweep.tsv'; numpy='np.tsv'; out='t.png'; s_naive='2'; s_streaming='2'; s_window='-'; s_linear='-'; s_numpy='-'\" '$PL/bench-time.gp' 2> gp.err && test -s t.png"
t_ok "make uninstall PREFIX=..." mk uninstall PREFIX="$P"
t_ok "uninstall leaves no file" sh -c "test -z \"\$(find '$P' -type f)\""

# make install/uninstall with a space in DESTDIR: the paths were unquoted,
# so install wrote into the source tree ("...e/usr/local/...") and
# uninstall ran rm -rf on the directory before the space
B=$(dirname "$ATTNKIT_BIN")
mkdir "$T/st"
echo keep > "$T/st/keep"
rm -rf "$ATTNKIT_TOP/age"
t_ok "make install DESTDIR='.../st age'" make -s -C "$ATTNKIT_TOP" BUILD="$B" install DESTDIR="$T/st age" PREFIX=/opt/ak
t_ok "installed under the spaced DESTDIR" test -x "$T/st age/opt/ak/bin/attn-map"
t_ok "nothing written into the source tree" test ! -e "$ATTNKIT_TOP/age"
t_ok "make uninstall DESTDIR='.../st age'" make -s -C "$ATTNKIT_TOP" BUILD="$B" uninstall DESTDIR="$T/st age" PREFIX=/opt/ak
t_ok "uninstall removed the tools" test ! -e "$T/st age/opt/ak/bin/attn-map"
t_ok "uninstall left the directory before the space alone" grep -qx keep "$T/st/keep"
rm -rf "$ATTNKIT_TOP/age"
