#!/bin/sh
# lib/ is layered (lib/README): base <- text <- embed <- attn <- train <-
# cmd, the command layer (options, exits), which only the programs in
# cmd/ use.  A module may include headers of its own layer or below, never
# above, and the includes between modules have no cycle.
. "$(dirname "$0")/../lib.sh"
cd "$ATTNKIT_TOP"
rank() { case $1 in base) echo 0;; text) echo 1;; embed) echo 2;; attn) echo 3;; train) echo 4;; cmd) echo 5;; *) echo 9;; esac; }
# up ROOT: "FILE -> HEADER" for each include of ROOT/lib that points up
up() {
	(cd "$1" && for f in lib/*/*.[ch]; do
		l=$(echo "$f" | cut -d/ -f2)
		for h in $(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$f"); do
			t=$(ls lib/*/"$h" 2>/dev/null | cut -d/ -f2)
			[ -n "$t" ] || continue
			[ "$(rank "$t")" -le "$(rank "$l")" ] || echo "$f -> lib/$t/$h"
		done
	done)
}
up . > "$T/up"
t_ok "no include points up a layer" test ! -s "$T/up"
[ -s "$T/up" ] && sed 's/^/# /' "$T/up"
t_ok "every lib/ folder is a layer" sh -c 'for d in lib/*/; do case $d in lib/base/|lib/text/|lib/embed/|lib/attn/|lib/train/|lib/cmd/) ;; *) exit 1;; esac; done'
t_ok "the command layer holds the command side's helpers (cli, opt)" \
    test "$(ls lib/*/cli.h lib/*/opt.h | tr '\n' ' ')" = "lib/cmd/cli.h lib/cmd/opt.h "
# ... and the check fails on a scratch copy where a library module uses
# the command layer (the parser's table in the corpus reader)
mkdir "$T/s" && cp -R lib "$T/s/"
sed 's/^#include "text.h"$/#include "text.h"\n#include "opt.h"/' \
    lib/text/corpus.c > "$T/s/lib/text/corpus.c"
up "$T/s" > "$T/out"
t_ok "fails: lib/text/corpus.c includes the command layer's opt.h" \
    grep -qx 'lib/text/corpus.c -> lib/cmd/opt.h' "$T/out"
# a cycle between modules: follow includes from each module (tsort finds
# it); an internal header NAME-PART.h (kernels-row.h, flash-tile.h)
# belongs to module NAME
for f in lib/*/*.[ch]; do
	m=$(basename "$f"); m=${m%.*}; m=${m%%-*}
	for h in $(sed -n 's/^#include "\([^"]*\)\.h".*/\1/p' "$f"); do
		[ -n "$(ls lib/*/"$h".h 2>/dev/null)" ] || continue
		h=${h%%-*}
		[ "$h" != "$m" ] && echo "$m $h"
	done
done | sort -u > "$T/edges"
t_ok "the module graph has no cycle (tsort)" sh -c "tsort '$T/edges' > /dev/null 2> '$T/tsort' && ! grep -q cycle '$T/tsort'"
t_ok "lib/README names every module" sh -c 'for f in lib/*/*.h; do m=$(basename "$f" .h); m=${m%%-*}; grep -qw -- "$m" lib/README || { echo "# $m"; exit 1; }; done'
# one hop from a man page to the code of its formulas
for m in man/*.[1-9]; do
	t_ok "$(basename "$m"): SEE ALSO names its lib/ files, and they exist" sh -c "
	    files=\$(sed -n '/^\.Sh SEE ALSO/,/^\.Sh [^S]/s/^\.Pa \(lib\/[^ ]*\.c\).*/\1/p' '$m')
	    [ -n \"\$files\" ] || exit 1
	    for f in \$files; do [ -f \"\$f\" ] || exit 1; done"
done
