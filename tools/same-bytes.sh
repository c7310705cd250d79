#!/bin/sh
# same-bytes.sh BINDIR OUTDIR [CORPUS] — run the documented chains with the
# tools of BINDIR and print the md5 of every output, one "md5  path" line
# per file, sorted by path: the byte-identity check of a refactoring (issue
# 26: "every output byte-identical before and after").  Build the old and
# the new tools, run this script (from one checkout, so that both run the
# same commands) once with each, and diff the two listings:
#
#   git worktree add --detach /tmp/old COMMIT && make -C /tmp/old -j2
#   sh tools/same-bytes.sh /tmp/old/build/bin /tmp/sb-old > old.md5
#   sh tools/same-bytes.sh build/bin /tmp/sb-new > new.md5
#   diff old.md5 new.md5
#   sh tools/same-bytes.sh -c /tmp/sb-old /tmp/sb-new   # which, and how
#
# What runs, each in its own directory under OUTDIR with the corpus linked
# in as SMSSpamCollection: make demo's chain (tools/figures/demo.sh; map.png is
# left out: gnuplot's PNG is not ours), the README's and docs/GUIDE.md's code of the sections
# the man-examples test runs (tests/examples.sh readme), and the EXAMPLES
# of every man page in man/ but attn-bench(1), whose figures are timings
# (tests/examples.sh examples).  A command's
# standard output is kept as cmdN.out beside the files it writes; its exit
# status is listed as cmdN.status (a command that fails fails the same way
# in both runs, or the listings differ).  Standard error (progress,
# timings) is not compared.  The paths are relative to OUTDIR, so two runs
# in different directories compare.  make reproduce is not run: its
# timings differ from run to run (REPRODUCE=1 adds it; compare its
# exact-kind rows by hand).
# same-bytes.sh -c OLDDIR NEWDIR: the files of two such runs that differ,
# each said "provenance only" when all but its first line (the comment
# "# TOOL ARGS... (attnkit VERSION)") agree, else "DIFFERS".
set -u
if [ "$1" = -c ]; then
	(cd "$2" && find . -type f ! -name SMSSpamCollection | sort) |
	    while IFS= read -r f; do
		cmp -s "$2/$f" "$3/$f" && continue
		if [ -f "$3/$f" ] && [ "$(tail -n +2 "$2/$f" | md5sum)" = \
		    "$(tail -n +2 "$3/$f" | md5sum)" ]; then
			echo "provenance only: $f: $(head -1 "$3/$f")"
		else
			echo "DIFFERS: $f"
		fi
	done
	exit 0
fi
bin=$(cd "$1" && pwd)
out=$2
corpus=${3:-${SMS_CORPUS:-/work/shared/data/SMSSpamCollection}}
top=$(cd "$(dirname "$0")/.." && pwd)
sh "$top/tools/need-corpus.sh" -n same-bytes "$corpus" || exit 1
export PATH="$bin:$PATH" LC_ALL=C
. "$top/tests/examples.sh"
rm -rf "$out"
mkdir -p "$out"
out=$(cd "$out" && pwd)

# run_cmds DIR: each line of standard input as a shell command in DIR
run_cmds() {
	d=$out/$1
	mkdir -p "$d"
	ln -sf "$corpus" "$d/SMSSpamCollection"
	n=0
	while IFS= read -r c; do
		n=$((n + 1))
		(cd "$d" && K=$top sh -c "$c" > "cmd$n.out" 2> "cmd$n.err";
		    echo $? > "cmd$n.status")
		rm -f "$d/cmd$n.err"
	done
}

# the demo's chain (its wall-time lines go to the demo's stdout)
(cd "$out" && sh "$top/tools/figures/demo.sh" "$corpus" "$bin" demo > /dev/null \
    2>&1; echo $? > demo.status)
rm -f "$out/demo/map.png"

mkdir -p "$out/readme"
eval_fixtures "$out/readme"
# (but the README's attn-bench chain: it times the machine, as attn-bench(1)'s
# examples do, and no two runs agree)
ATTNKIT_TOP=$top readme | grep -v '^attn-bench ' | run_cmds readme
for m in "$top"/man/*.[1-9]; do
	# attn-bench's examples time the machine: minutes, and no two runs
	# agree
	case $m in */attn-bench.1) continue ;; esac
	examples "$m" | sed "s|/usr/local/share/attnkit/|$top/|g" |
	    run_cmds "man-$(basename "$m")"
done
if [ "${REPRODUCE:-0}" = 1 ]; then
	(cd "$out" && sh "$top/tools/reproduce/reproduce-lesson.sh" "$corpus" "$bin" \
	    reproduce > reproduce.out 2>&1; echo $? > reproduce.status)
fi
cd "$out" && find . -type f ! -name SMSSpamCollection | sort |
    while IFS= read -r f; do md5sum "$f"; done
