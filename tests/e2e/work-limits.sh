#!/bin/sh
# Runs that would take hours or more memory than the machine has are
# refused before they start, with the size they would need (issue 10,
# item 6), as attn-bench refuses them.  Nothing here is timed: `timeout`
# only keeps a regression from hanging the suite.
. "$(dirname "$0")/../lib.sh"

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
maplimits() {	# maplimits LIMIT PREFIX OPTION BUDGET
	t_bad "$2a 5000-token map over the memory limit" 1 \
	    "^attn-map: .*long.tsv:1: a map of 5000 × 5000 tokens needs about [0-9]+ MiB, more than the budget of $4 MiB: fewer tokens \(a shorter line, or no --all-tokens\)$" \
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
	maplimits "ulimit -v 399360;" "attn-map, ulimit -v: " "" "[0-9]+"
fi
