#!/bin/sh
# Runs that would take hours or more memory than the machine has are
# refused before they start, with the size they would need, as
# attn-bench refuses them.  Nothing here is timed: `timeout`
# only keeps a regression from hanging the suite.
. "$(dirname "$0")/../../lib.sh"

E="$DATA/map-emb.tsv"

# attn-train addr train: steps × batch × the work of one instance
t_bad "addr train: 10^8 steps of 10^6 instances" 2 \
    "^attn-train: addr train: --steps 100000000 --batch-size 1000000: the run would reach [0-9.e+]+ flops, more than the limit of 3.5e\+13 \(hours of work\): fewer steps or a smaller batch$" \
    timeout 30 attn-train addr train --steps 100000000 --batch 1000000 -o "$T/m"
t_ok "addr train: no model file" test ! -e "$T/m"
t_ok "addr train: no temporary file" sh -c "! ls '$T' | grep -q '^m\.'"
# the bound counts the model's width too: wide heads reach it sooner
t_bad "addr train: --dim 1024 --head 1024, 10^5 steps" 2 "the run would reach [0-9.e+]+ flops, more than the limit" \
    timeout 30 attn-train addr train --dim 1024 --head 1024 --steps 100000 -o "$T/m"
# the default run and a long but bounded one are under the limit (the
# latter is stopped at once: only its start is checked)
t_run "addr train: a small run passes" 0 attn-train addr train --pairs 2 --keys 4 --values 2 --dim 4 --head 4 --steps 2 -o "$T/m"

# attn-map: a map whose n×n arrays do not fit is refused with the size it
# needs, before it allocates them (here under an address-space limit of
# ~400 MB: 5000 tokens need ~800 MB)
awk -F '\t' 'NR > 2 { w[n++] = $1 }
	END { printf "ham\t"; for (i = 0; i < 5000; i++) printf "%s%s", (i ? " " : ""), w[i % n]; printf "\n" }' "$E" > "$T/long.tsv"
# (the budget: -M 390M, the budget itself (lib/base/mem.h ak_mem_budget;
# it was 80% of -M until the budgets were made one); ulimit -v too, where
# the build can run under it (not a sanitizer build): 80% of what it leaves)
maplimits() {	# maplimits LIMIT PREFIX OPTION BUDGET [NOTE]
	t_bad "$2a 5000-token map over the memory limit" 1 \
	    "^attn-map: .*long.tsv:1: a map of 5000 × 5000 tokens needs about [0-9]+ MiB, more than the budget of $4 MiB \(-M(; the embeddings' [0-9.]+ MiB counted)?\): fewer tokens \(a shorter line, or no --all-tokens\), or a budget of [0-9]+ MiB \(-M [0-9]+M\)${5:-}$" \
	    sh -c "$1 exec timeout 60 attn-map -e \"\$1\" --all-tokens $3 -o \"\$2\" \"\$3\"" sh "$E" "$T/map" "$T/long.tsv"
	t_ok "$2no output file" test ! -e "$T/map"
	t_bad "$2--long needs more: refused too" 1 "needs about [0-9]+ MiB" \
	    sh -c "$1 exec timeout 60 attn-map -e \"\$1\" --all-tokens --long $3 \"\$2\"" sh "$E" "$T/long.tsv"
	t_bad "$2--heads 4: refused too" 1 "needs about [0-9]+ MiB" \
	    sh -c "$1 exec timeout 60 attn-map -e \"\$1\" --all-tokens --heads 4 $3 \"\$2\"" sh "$E" "$T/long.tsv"
	# the same line without --all-tokens is the 10 distinct words: it runs
	t_run "$2the line without --all-tokens fits" 0 \
	    sh -c "$1 exec timeout 60 attn-map -e \"\$1\" $3 \"\$2\"" sh "$E" "$T/long.tsv"
}
maplimits "" "attn-map -M 390M: " "-M 390M" 390
t_bad "attn-map -M 2X is a usage error" 2 "^attn-map: --memory: '2X' is not a size" attn-map -e "$E" -M 2X "$T/long.tsv"
if sh -c 'ulimit -v 399360 && exec attn-map --version' > /dev/null 2>&1; then
	# the budget the limit set, said so (no -M given)
	maplimits "ulimit -v 399360;" "attn-map, ulimit -v: " "" "[0-9]+" \
	    " \(80% of what ulimit -v 399360 KB, the address-space limit, leaves; -M/--memory was not given, and can lower it, not raise it\)"
fi

# attn-map --batch and --random-proj within -M: --batch over three lines
# of 3,000 tokens at -M 1M, its maps' text held in memory, would take 614
# MB and grow with the lines; --random-proj 100000 on 1,000-wide
# embeddings at -M 20M would take 2.36 GB.
awk -F '\t' 'NR > 2 { w[n++] = $1 }
	END { for (l = 0; l < 3; l++) { printf "ham\t"; for (i = 0; i < 3000; i++) printf "%s%s", (i ? " " : ""), w[(i + l) % n]; printf "\n" } }' "$E" > "$T/batch3.tsv"
t_bad "--batch, 3 lines of 3000 tokens at -M 1M" 1 \
    "^attn-map: $T/batch3.tsv: a map of 3000 × 3000 tokens needs about [0-9]+ MiB, more than the budget of 1 MiB \(-M(; the embeddings' [0-9.]+ MiB counted)?\): fewer tokens \(a shorter line, or no --all-tokens\), or a budget of [0-9]+ MiB \(-M [0-9]+M\)$" \
    timeout 60 attn-map -e "$E" --all-tokens --batch -M 1M "$T/batch3.tsv"
# 1,000-wide embeddings of three words
awk 'BEGIN { printf "word"; for (j = 1; j <= 1000; j++) printf "\td%d", j; printf "\n"
	split("free call now", w, " ")
	for (r = 1; r <= 3; r++) { printf "%s", w[r]; for (j = 1; j <= 1000; j++) printf "\t%.3f", sin(r * j); printf "\n" } }' > "$T/e1000.tsv"
t_bad "--random-proj 100000 on d = 1000 at -M 20M" 1 \
    "^attn-map: --random-proj 100000: the projections of d = 1000 need about 2289 MiB, more than the budget of 20 MiB \(-M(; the embeddings' [0-9.]+ MiB counted)?\): a smaller --random-proj, or a budget of [0-9]+ MiB \(-M [0-9]+M\)$" \
    timeout 60 attn-map -e "$T/e1000.tsv" --random-proj 100000 -M 20M --text 'free call now'
t_ok "  said before a byte of them" test ! -s "$T/out"
t_bad "--random-proj 100000 --batch, the same" 1 "^attn-map: --random-proj 100000: the projections of d = 1000 need about 2289 MiB" \
    sh -c "printf 'ham\tfree call\n' | exec timeout 60 attn-map -e '$T/e1000.tsv' --random-proj 100000 -M 20M --batch"
if grep -qa __asan_report "$ATTNKIT_BIN/attn-map"; then
	:	# a sanitizer build: its shadow memory is no budget's (no skip)
else
	# peak RSS (KB) of a command, whatever its exit status
	peak_kb() {
		/usr/bin/python3 -c 'import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' "$@"
	}
	# the program alone: a map of two words
	base=$(peak_kb attn-map -e "$E" --text 'free call')
	# a projection that fits: -M 20M, DK 500 (12 MB of projections)
	kb=$(peak_kb attn-map -e "$T/e1000.tsv" --random-proj 500 -M 20M --text 'free call now' -o "$T/rp.tsv")
	t_ok "--random-proj 500 at -M 20M runs" test -s "$T/rp.tsv"
	t_ok "  its peak within -M 20M and the program's $base KB (got $kb KB)" test "$kb" -le $((20 * 1024 + base))
	# 400 lines of 60 tokens, --long: 1.4 M rows of text (46 MB), which
	# were held in memory; now one map at a time, the text in TMPDIR
	awk -F '\t' 'NR > 2 { w[n++] = $1 }
		END { for (l = 0; l < 400; l++) { printf "ham\t"; for (i = 0; i < 60; i++) printf "%s%s", (i ? " " : ""), w[(i * 7 + l) % n]; printf "\n" } }' "$E" > "$T/batch400.tsv"
	kb=$(peak_kb attn-map -e "$E" --all-tokens --batch -M 16M -o "$T/b400.tsv" "$T/batch400.tsv")
	t_ok "--batch of 400 lines at -M 16M: all 1,440,000 rows" test "$(grep -vc '^#' "$T/b400.tsv")" -eq 1440001
	t_ok "  its peak within -M 16M and the program's $base KB (got $kb KB)" test "$kb" -le $((16 * 1024 + base))
	t_ok "  no temporary file left in TMPDIR" sh -c "! ls '${TMPDIR:-/tmp}' | grep -q '^attnkit\\.'"
fi

# a budget the address-space limit set, -M not given: the message says the
# limit set it and does not name --memory as if given; with -M it names -M
# and what the limit leaves of it; -M alone, -M alone
awk 'BEGIN { printf "word\tcount\tdocs\n"; for (i = 0; i < 8000; i++) printf "w%c%c%c\t%d\t1\n", 97 + i % 26, 97 + int(i / 26) % 26, 97 + int(i / 676), 8000 - i }' > "$T/v8k.tsv"
printf 'ham\twaaa wbaa\n' > "$T/t8k.tok"
t_bad "ppmi-svd -M 1M, 8000 words: --memory named" 1 \
    "^ppmi-svd: .*/v8k\\.tsv: the vocabulary \\(8000 words\\).*: more than --memory 1 MB$" \
    ppmi-svd -v "$T/v8k.tsv" -d 4 -M 1M "$T/t8k.tok"
if sh -c 'ulimit -v 200000 && exec ppmi-svd --version' > /dev/null 2>&1; then
	t_bad "ppmi-svd under ulimit -v 200000, no -M: the limit named, not --memory" 1 \
	    "^ppmi-svd: .*/v8k\\.tsv: the vocabulary \\(8000 words\\).*: more than the memory budget [0-9.]+ [KMG]B \\(80% of what ulimit -v 200000 KB, the address-space limit, leaves; -M/--memory was not given, and can lower it, not raise it\\)$" \
	    sh -c 'ulimit -v 200000; exec ppmi-svd -v "$1" -d 4 "$2"' sh "$T/v8k.tsv" "$T/t8k.tok"
	t_ok "  --memory not in it" sh -c "! grep -q -- '--memory [0-9]' '$T/err'"
	t_bad "  with -M 100M: -M named, and what the limit leaves of it" 1 \
	    "more than --memory [0-9.]+ [KMG]B \\(under ulimit -v 200000 KB: what it leaves of -M 100 MB\\)$" \
	    sh -c 'ulimit -v 200000; exec ppmi-svd -v "$1" -d 4 -M 100M "$2"' sh "$T/v8k.tsv" "$T/t8k.tok"
fi
