#!/bin/sh
# attn-bench: options, usage errors, output file handling.
. "$(dirname "$0")/../../lib.sh"

t_run "--help exits 0" 0 attn-bench --help
t_ok "--help prints the synopsis on stdout" grep -q '^usage: attn-bench' "$T/out"
t_ok "--help: -d names mha's model dimension, -r kvcache's 3 reps" sh -c "grep -Eq '^ +-d, --dim N +head dimension d_k \\(default 64; heads, mha: model d, 512\\)' '$T/out' && grep -Eq '^ +-r, --reps N .*\\(default 5; kvcache 3\\)' '$T/out'"
t_run "-m mha -n 16 -r 1: the model dimension 512 by default" 0 attn-bench -q -m mha -n 16 -r 1
t_ok "  the '# cpu' line names family, model, stepping and the flags" \
    grep -Eq '^# cpu .+ \(family [0-9?]+ model [0-9?]+ stepping [0-9?]+; flags [a-z0-9_ ]+\); bf16 path ' "$T/out"
fam=$(sed -n 's/^cpu family[^:]*: //p' /proc/cpuinfo | head -1)
t_ok "  its family is /proc/cpuinfo's ($fam)" grep -q "^# cpu .*(family $fam model " "$T/out"
t_ok "  its row says E 512" awk -F '\t' '!/^#/ && $3 == 16 { ok = $4 == 512 } END { exit !ok }' "$T/out"
t_bad "-m mha -n 20000: over mha's 16384" 2 "out of range 1\\.\\.16384" attn-bench -m mha -n 20000
t_run "--version exits 0" 0 attn-bench --version
t_ok "--version names attnkit" grep -q 'attnkit' "$T/out"

t_bad "n = 0" 2 "^attn-bench: -n: '0' is out of range" attn-bench -n 0
t_bad "n = 0 inside a list" 2 "^attn-bench: -n: '0' is out of range" attn-bench -n 4,0,8
t_bad "d = 0" 2 "^attn-bench: -d: '0' is out of range" attn-bench -d 0
t_bad "negative n" 2 "^attn-bench: -n: '-4'" attn-bench -n -4
t_bad "garbage size" 2 "^attn-bench: -n: '12x'" attn-bench -n 12x
t_bad "empty size list item" 2 "^attn-bench: -n: bad size list" attn-bench -n 4,,8
t_bad "descending range" 2 "empty range" attn-bench -n 64..8
t_bad "unknown kernel" 2 "^attn-bench: -i: unknown kernel 'fast'" attn-bench -i naive,fast
t_bad "a kernel twice" 2 "^attn-bench: -i: kernel 'naive' is named twice" attn-bench -i naive,streaming,naive
t_bad "empty kernel list" 2 "^attn-bench: -i: bad kernel list ','" attn-bench -i ,
t_bad "unknown mode" 2 "^attn-bench: -m: 'x' is not sweep, heads, kvcache, sgemm, peak or mha$" attn-bench -m x
t_bad "reps 0" 2 "^attn-bench: -r: '0' is out of range" attn-bench -r 0
t_bad "threads 0" 2 "^attn-bench: --threads: '0'" attn-bench -j 0
t_run "-t is gone (-j, --threads: OPTIONS.md)" 2 attn-bench -t 2
t_bad "heads must divide d" 2 "-d 100 is not a multiple of -H 8" attn-bench -m heads -d 100
t_bad "an operand" 2 "^attn-bench: no operand: 'file.tsv' \\(attn-bench reads no files\\)$" attn-bench file.tsv
t_bad "heads sizes are capped" 2 "^attn-bench: -n: '32768' is out of range 1..16384" attn-bench -m heads -n 64,32768,128
t_bad "kvcache sizes are capped" 2 "^attn-bench: -n: '2097152' is out of range 1..1048576" attn-bench -m kvcache -n 64,2097152
t_run "unknown option exits 2" 2 attn-bench --frobnicate
t_ok "unknown option prints usage on stderr" grep -q '^usage: attn-bench' "$T/err"

# -o: written whole, or not at all
t_run "-o FILE" 0 attn-bench -q -n 4 -d 4 -r 1 -o "$T/b.tsv"
t_ok "-o FILE has the header" grep -q '^n	d	impl	causal	w	reps	median_s' "$T/b.tsv"
t_ok "-o FILE: nothing on stdout" test ! -s "$T/out"
t_bad "-o in a missing directory" 1 "^attn-bench: $T/no/b.tsv: No such file" attn-bench -q -n 4 -o "$T/no/b.tsv"
t_ok "no temporary file left" test -z "$(ls "$T" | grep 'b.tsv.')"

# SIGPIPE ends it quietly
t_run "| head -1 ends quietly" 0 sh -c 'attn-bench -q -n 4..64 -d 4 -r 1 | head -1'
t_quiet "no error after | head"
t_bad "-o with an empty name" 2 "^attn-bench: --output: an empty FILE$" attn-bench -q -n 4 -o ''

# NaN and inf in every numeric option: a one-line usage error
for o in -n -d -H -r -w -j -s; do
	for v in nan inf -inf 1e3; do
		t_bad "$o $v" 2 "^attn-bench: .*'$v' is not a whole number" attn-bench $o $v
	done
done

# the vector path: --isa or ATTNKIT_ISA; a bad name is a usage error, an
# ISA this CPU lacks a one-line error (exit 1), never SIGILL
t_bad "--isa unknown" 2 "^attn-bench: --isa: unknown ISA 'sse9' \\(avx512, avx2, generic, avx512bf16, amx\\)$" attn-bench --isa sse9
t_bad "ATTNKIT_ISA unknown" 2 "^attn-bench: ATTNKIT_ISA: unknown ISA 'x'" env ATTNKIT_ISA=x attn-bench -n 4
t_run "--isa overrides ATTNKIT_ISA" 0 env ATTNKIT_ISA=x attn-bench -q --isa generic -n 4 -d 4 -r 1
t_ok "the header names the path in force" grep -q '^# isa generic (best [a-z0-9]*); kernel threads' "$T/out"
flags=$(grep -m1 '^flags' /proc/cpuinfo 2> /dev/null || true)
for isa in avx512 avx2; do
	f=$isa; [ $isa = avx512 ] && f=avx512bw
	if [ -n "$flags" ] && ! echo "$flags" | grep -qw "$f"; then
		t_bad "--isa $isa on a CPU without it" 1 "^attn-bench: --isa: this CPU has no $isa$" attn-bench --isa $isa -n 4
	else	# this CPU has it: the forced path runs and is named
		t_run "--isa $isa on a CPU with it" 0 attn-bench -q --isa $isa -n 4 -d 4 -r 1
		t_ok "--isa $isa named in the header" grep -q "^# isa $isa " "$T/out"
	fi
done
# attnkit(5): -t is sms-vocab's --tokens, so the threads are -j here
t_bad "-t (0.1.0's --threads) is gone" 2 "^attn-bench: invalid option -- 't'$" attn-bench -t 1
