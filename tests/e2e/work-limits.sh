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
if sh -c 'ulimit -v 400000 && exec attn-map --version' > /dev/null 2>&1; then
	t_bad "attn-map: a 5000-token map over the memory limit" 1 \
	    "^attn-map: .*long.tsv:1: a map of 5000 × 5000 tokens needs about [0-9]+ MiB, more than 80% of the [0-9]+ MiB of memory: fewer tokens \(a shorter line, or no --all-tokens\)$" \
	    sh -c 'ulimit -v 400000; exec timeout 60 attn-map -e "$1" --all-tokens -o "$2" "$3"' sh "$E" "$T/map" "$T/long.tsv"
	t_ok "attn-map: no output file" test ! -e "$T/map"
	t_bad "attn-map --long needs more: refused too" 1 "needs about [0-9]+ MiB" \
	    sh -c 'ulimit -v 400000; exec timeout 60 attn-map -e "$1" --all-tokens --long "$2"' sh "$E" "$T/long.tsv"
	t_bad "attn-map --heads 4: refused too" 1 "needs about [0-9]+ MiB" \
	    sh -c 'ulimit -v 400000; exec timeout 60 attn-map -e "$1" --all-tokens --heads 4 "$2"' sh "$E" "$T/long.tsv"
	# the same line without --all-tokens is the 10 distinct words: it runs
	t_run "attn-map: the line without --all-tokens fits" 0 \
	    sh -c 'ulimit -v 400000; exec timeout 60 attn-map -e "$1" "$2"' sh "$E" "$T/long.tsv"
else
	t_skip "attn-map memory limit" "cannot run under ulimit -v (sanitizer build)"
fi
