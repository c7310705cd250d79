#!/bin/sh
# lib/ is layered (lib/README): base <- text <- embed <- attn <- train.  A
# module may include headers of its own layer or below, never above, and
# the includes between modules have no cycle.
. "$(dirname "$0")/../../lib.sh"
cd "$ATTNKIT_TOP"
rank() { case $1 in base) echo 0;; text) echo 1;; embed) echo 2;; attn) echo 3;; train) echo 4;; *) echo 9;; esac; }
: > "$T/up"
for f in lib/*/*.[ch]; do
	l=$(echo "$f" | cut -d/ -f2)
	for h in $(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$f"); do
		t=$(ls lib/*/"$h" 2>/dev/null | cut -d/ -f2)
		[ -n "$t" ] || continue
		[ "$(rank "$t")" -le "$(rank "$l")" ] || echo "$f -> lib/$t/$h" >> "$T/up"
	done
done
t_ok "no include points up a layer" test ! -s "$T/up"
[ -s "$T/up" ] && sed 's/^/# /' "$T/up"
t_ok "every lib/ folder is a layer" sh -c 'for d in lib/*/; do case $d in lib/base/|lib/text/|lib/embed/|lib/attn/|lib/train/) ;; *) exit 1;; esac; done'
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
