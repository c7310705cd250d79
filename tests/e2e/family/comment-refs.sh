#!/bin/sh
# The files the sources name exist: a comment, a message or a man page that
# cites lib/attn/softmax.h, tools/figures/demo.sh or docs/DESIGN.md points inside
# the repository, at a file that is there (as named, or as a module:
# lib/base/par for par.c and par.h).  The design notes cited as DESIGN.md
# or STYLE.md are docs/DESIGN.md now: a bare name points outside.
# Placeholders in capitals (cmd/TOOL.c, lib/LAYER) and patterns
# (tools/bench/bench-*.sh, tools/$@/$@-$(ONLY).sh) are not files; names a test
# makes on purpose to be missing are listed below with the reason.
. "$(dirname "$0")/../../lib.sh"
cd "$ATTNKIT_TOP"

# names that are not files, each with why
allowed() {
	case $1 in
	tests/run.sh:man/lint|tests/e2e/family/lanes.sh:man/lint) ;;	# the lint test's name
	tests/e2e/family/make-only.sh:tools/*-nosuch.sh) ;;	# missing on purpose
	*) return 1 ;;
	esac
}

: > "$T/missing"
: > "$T/outside"
n=0
for f in $(git ls-files 'lib/*.[ch]' 'lib/README' 'lib/*/*.html' 'cmd/*' \
    'tests/*.[ch]' 'tests/*.sh' 'tests/*.mjs' 'tools/*' 'bench/*' 'man/*' \
    'docs/*.md' 'Makefile' 'README.md' '.ci/run'); do
	case $f in lib/text/utok-tab.h|*.png|tests/e2e/family/comment-refs.sh) continue ;; esac
	n=$((n + 1))
	# path-like words: a top folder, then letters, digits, _ . / -; a
	# word followed by * or $ is a pattern
	grep -v '^#include <' "$f" | grep -oE \
	    '(^|[^A-Za-z0-9_./$-])(lib|cmd|tests|tools|man|docs|bench|plot)/[A-Za-z0-9_./-]*[A-Za-z0-9_]-?[*$]?' |
	    sed 's/^[^a-z]//' | sort -u | while read -r p; do
		case $p in *'*'|*'$') continue ;; esac
		case $p in *[A-Z]*|*.o|*-) continue ;; esac
		for q in "$p" "$p.c" "$p.h" "$p.sh" "$p.mjs"; do
			[ -e "$q" ] && continue 2
		done
		allowed "$f:$p" || echo "$f: $p" >> "$T/missing"
	done
	grep -nE '(^|[^/A-Za-z])(DESIGN|STYLE)\.md' "$f" |
	    grep -v 'docs/DESIGN\.md' | sed "s|^|$f:|" >> "$T/outside" || true
done
t_ok "the sources were read ($n files)" test "$n" -gt 100
t_ok "every path they name exists" test ! -s "$T/missing"
sed 's/^/# missing: /' "$T/missing"
t_ok "no citation of design notes outside the repository" test ! -s "$T/outside"
sed 's/^/# outside: /' "$T/outside"

# the check can fail: a name that is not there, in a scratch copy
mkdir -p "$T/x/lib/base"
printf '/* see lib/base/nosuch.h and DESIGN.md */\n' > "$T/x/lib/base/a.c"
t_ok "a missing path is caught (the check can fail)" sh -c "
	cd '$T/x' && grep -oE '(lib)/[a-z./]*[a-z]' lib/base/a.c |
	while read p; do [ -e \"\$p\" ] || echo \$p; done | grep -q nosuch.h"
t_ok "a bare DESIGN.md is caught (the check can fail)" sh -c \
    "grep -nE '(^|[^/A-Za-z])(DESIGN|STYLE)\\.md' '$T/x/lib/base/a.c' | grep -qv 'docs/DESIGN'"
