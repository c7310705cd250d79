#!/bin/sh
# attn-bench: the four modes on tiny sizes; the numbers that must hold
# (errors against exact attention, map sizes, cached = uncached output).
# Nothing here is timed.
. "$(dirname "$0")/../../lib.sh"

col() {	# col NAME FILE: the values of column NAME, one per line
	awk -F '\t' -v c="$1" '/^#/ { next } !h { for (i = 1; i <= NF; i++)
	    if ($i == c) k = i; h = 1; next } { print $k }' "$2"
}

t_run "sweep, every kernel, odd sizes" 0 attn-bench -q -n 1,2,17,100 -d 8 -r 1 \
    -i naive,streaming,window,linear,sgemm -w 200
t_ok "one row per kernel and size" test "$(grep -vc '^#' "$T/out")" -eq 21
t_ok "no NaN" sh -c "! grep -qi nan '$T/out'"
t_ok "provenance comment first" sh -c "head -1 '$T/out' | grep -q '^# attn-bench -q -n 1,2,17,100'"
t_ok "BLAS and threads reported" grep -q '^# blas OpenBLAS.*threads [0-9]' "$T/out"
awk -F '\t' '$3 == "naive" || $3 == "streaming" || $3 == "window"' "$T/out" |
    cut -f 15 > "$T/err-exact"
t_ok "exact kernels agree (err <= 1e-5; window w >= n is exact)" \
    awk '$1 > 1e-5 { bad = 1 } END { exit bad || NR != 12 }' "$T/err-exact"
t_ok "linear attention reports its (nonzero) error" \
    awk -F '\t' '$3 == "linear" && $1 == 100 && !($15 > 1e-3) { bad = 1 } END { exit bad }' "$T/out"
t_ok "sgemm has no error column" \
    awk -F '\t' '$3 == "sgemm" && $15 != "-" { bad = 1 } END { exit bad }' "$T/out"
t_ok "map bytes are n^2 * 4" \
    awk -F '\t' '!/^#/ && $1 != "n" && $11 != $1 * $1 * 4 { bad = 1 } END { exit bad }' "$T/out"
t_ok "a slope per kernel" test "$(grep -c '^# slope ' "$T/out")" -eq 5
cp "$T/out" "$T/sweep1"

t_run "causal sweep" 0 attn-bench -q -c -n 17,130 -d 8 -r 1 -i naive,streaming,window -w 500
t_ok "causal kernels agree" awk -F '\t' '!/^#/ && $1 != "n" && !($15 <= 1e-5) { bad = 1 } END { exit bad }' "$T/out"
t_ok "causal column is 1" awk -F '\t' '!/^#/ && $1 != "n" && $4 != 1 { bad = 1 } END { exit bad }' "$T/out"

# gflops counts the products each kernel computes: causal streaming
# skips the tiles above the diagonal (blocks of 48 queries, each up to its
# last query's key), so it is counted so (not 4 n^2 d: its figures were
# twice the work, above the FMA peak); naive computes every score.  The
# '# flops' line says it, with the share at each size; no timing asserted:
# gflops is checked against flops / median_s as printed
t_run "causal sweep: how flops are counted" 0 attn-bench -q -c -n 17,48,49,130,480 -d 8 -r 1 -i naive,streaming
share() {	# the pairs of blocks of 48 queries up to each block's last, / n^2
	awk -v n="$1" 'BEGIN { for (i = 0; i < n; i += 48) { b = n - i < 48 ? n - i : 48; p += b * (i + b) } printf "%.4g", p / (n * n) }'
}
want="$(share 17) at n=17, $(share 48) at n=48, $(share 49) at n=49, $(share 130) at n=130, $(share 480) at n=480"
t_ok "the '# flops' line, once, before the column header" sh -c "test \$(grep -c '^# flops: ' '$T/out') -eq 1 && awk '/^# flops: /{ f = NR } /^n\td\t/{ h = NR } END { exit !(f && h == f + 1) }' '$T/out'"
t_ok "  it names causal streaming's share of 4 n^2 d at each size ($want)" \
    grep -q "^# flops: the products each kernel computes, 2 per multiply-add: naive 4 n^2 d (every score, then the mask); streaming 4 d per (query, key) pair of its blocks of 48 queries, each up to its last query's key (the tiles above the diagonal skipped), of 4 n^2 d: $want\$" "$T/out"
t_ok "  the edges: n=17 and 48 one block (all of it), 49 two (2353/2401), 480 ten (0.55)" \
    test "$(share 17) $(share 48) $(share 49) $(share 480)" = "1 1 0.98 0.55"
flopchk() {	# awk: every row of impl $1 has gflops = F / median_s, F from n and d
	awk -F '\t' -v impl="$1" '
	    function pairs(n,  i, b, p) { for (i = 0; i < n; i += 48) { b = n - i < 48 ? n - i : 48; p += b * (i + b) } return p }
	    !/^#/ && $3 == impl { k++; f = impl == "naive" ? 4 * $1 * $1 * $2 : 4 * $2 * pairs($1)
		g = f / $7 / 1e9; if ((g - $10) > 0.006 + 1e-5 * g || ($10 - g) > 0.006 + 1e-5 * g) bad = 1 }
	    END { exit bad || k != 5 }' "$T/out"
}
t_ok "  naive's gflops counts 4 n^2 d" flopchk naive
t_ok "  causal streaming's counts 4 d per pair of its blocks" flopchk streaming
t_run "a sweep without -c" 0 attn-bench -q -n 64 -d 8 -r 1 -i streaming,window -w 4
t_ok "  streaming counts 4 n^2 d" grep -q '^# flops: the products each kernel computes, 2 per multiply-add: streaming 4 n^2 d; window 4 d per (query, key) pair of its blocks of 64 queries, each over the keys its band spans (the corners masked)$' "$T/out"

# window computes each block of 64 queries against the whole rectangle
# of keys its band spans (two sgemms, the corners masked), so it is
# counted so: 4 d per pair of the rectangles, not of the band (a band
# of 7 under -c was 9x the work counted); a radius >= n is 4 n^2 d
winchk() {	# awk: window rows' gflops = 4 d · the blocks' rectangles / median_s
	awk -F '\t' -v w="$1" -v c="$2" '
	    function rect(n,  i, b, lo, hi, p) { for (i = 0; i < n; i += 64) { b = n - i < 64 ? n - i : 64; lo = i - w < 0 ? 0 : i - w; hi = c ? i + b - 1 : i + b - 1 + w; if (hi > n - 1) hi = n - 1; p += b * (hi - lo + 1) } return p }
	    !/^#/ && $3 == "window" { k++; g = 4 * $2 * rect($1) / $7 / 1e9
		if ((g - $10) > 0.006 + 1e-5 * g || ($10 - g) > 0.006 + 1e-5 * g) bad = 1 }
	    END { exit bad || k != 4 }' "$T/out"
}
for cw in "7 1" "7 0" "100 1" "5000 0"; do
	set -- $cw
	t_run "window -w $1$( [ $2 = 1 ] && echo ' -c')" 0 attn-bench -q -n 63,64,65,700 -d 8 -r 1 -i window -w $1 $( [ $2 = 1 ] && echo -c)
	t_ok "  gflops counts 4 d per pair of its blocks' rectangles" winchk $1 $2
done
t_ok "  the '# flops' line says so" grep -q '^# flops: the products each kernel computes, 2 per multiply-add: window 4 d per (query, key) pair of its blocks of 64 queries, each over the keys its band spans (the corners masked)$' "$T/out"
t_run "small window" 0 attn-bench -q -n 300 -d 8 -r 1 -i window -w 3
t_ok "a window of 3 differs from exact" awk -F '\t' '$3 == "window" && !($15 > 1e-3) { bad = 1 } END { exit bad }' "$T/out"

# the lesson's map sizes: 16.0 MiB at 2048, 256.0 MiB at 8192 (column is exact)
t_run "map at 2048 and 8192" 0 attn-bench -q -n 2048,8192 -d 4 -r 1 -i window -w 1
t_ok "16.0 MiB at n = 2048" test "$(col map_mib "$T/out" | head -1)" = 16.0
t_ok "256.0 MiB at n = 8192" test "$(col map_mib "$T/out" | tail -1)" = 256.0
t_ok "268435456 bytes at n = 8192" test "$(col map_bytes "$T/out" | tail -1)" = 268435456

# same seed, same inputs: the error column is reproducible; another seed differs
t_run "same seed again" 0 attn-bench -q -n 1,2,17,100 -d 8 -r 1 \
    -i naive,streaming,window,linear,sgemm -w 200
col err "$T/sweep1" > "$T/e1"; col err "$T/out" > "$T/e2"
t_cmp "same seed gives the same errors" "$T/e1" "$T/e2"
t_run "another seed" 0 attn-bench -q -n 100 -d 8 -r 1 -i linear -s 2
t_ok "another seed gives other inputs" test "$(col err "$T/out")" != "$(sed -n 4p "$T/e1")"

t_run "heads" 0 attn-bench -q -m heads -n 8,16,64 -d 16 -H 4 -r 1
t_ok "heads: header" grep -q '^n	d	H	d_h	reps	proj_s	attn_s	total_s	attn_share' "$T/out"
t_ok "heads: d_h = d / H" test "$(col d_h "$T/out" | sort -u)" = 4
t_ok "heads: attention flops 4 n^2 d" test "$(col attn_gflop "$T/out" | tail -1)" = 0.000262144
t_ok "heads: projection flops 8 n d^2" test "$(col proj_gflop "$T/out" | tail -1)" = 0.000131072
t_ok "heads: crossover line" grep -q '^# crossover ' "$T/out"
t_ok "heads: two slopes" test "$(grep -c '^# slope ' "$T/out")" -eq 2

t_run "kvcache" 0 attn-bench -q -m kvcache -n 1,8,33 -d 8 -r 1
t_ok "kvcache: three rows" test "$(grep -vc '^#' "$T/out")" -eq 4
t_ok "kvcache: the decode step = one-query attention (step_err <= 1e-5)" \
    awk '$1 > 1e-5 { bad = 1 } END { exit bad || NR != 3 }' "$(col step_err "$T/out" > "$T/se"; echo "$T/se")"
t_ok "kvcache: the memory bandwidth is said" grep -q '^# memory bandwidth [0-9.]* GB/s' "$T/out"
t_ok "kvcache: GB/s and % of bandwidth per row" \
    awk -F '\t' '!/^#/ && $1 != "n" && !($9 > 0 && $10 > 0) { bad = 1 } END { exit bad }' "$T/out"
t_ok "kvcache: cached output = uncached output" \
    awk '$1 > 1e-5 { bad = 1 } END { exit bad }' "$(col err "$T/out" > "$T/kv"; echo "$T/kv")"
t_ok "kvcache: slopes of both" test "$(grep -c '^# slope \(cached\|uncached\) ' "$T/out")" -eq 2
t_ok "kvcache: the probe read 256 MiB (the default budget), no note" sh -c "grep -q '^# memory bandwidth [0-9.]* GB/s ([0-9]* threads, 256 MiB read)' '$T/out' && ! grep -q '^# memory probe:' '$T/out'"
# the memory probe within -M (15e-D1: 256 MiB read under -M 8M, peak RSS
# 261 MiB): the budget's whole MiB, said; ak_bench_membw_bytes's edges in
# test_benchmodes
for m in "kvcache -n 64 -r 1" "peak"; do
	if [ -x /usr/bin/time ]; then
		t_run "-m $m -M 8M" 0 /usr/bin/time -v attn-bench -q -m $m -M 8M
		kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$T/err")
		# (release: 13 MiB, the budget and the program; a sanitizer
		# build's runtime adds about 20: under 64, far from 256)
		t_ok "  peak RSS ${kb} KiB: not the 256 MiB probe (under 64 MiB)" test "${kb:-999999}" -lt $((64 * 1024))
	else
		t_run "-m $m -M 8M" 0 attn-bench -q -m $m -M 8M
	fi
	t_ok "  the probe's 8 MiB said" grep -q "^# memory probe: 8 MiB read, the budget's (-M), not 256 MiB (-M 256M or more reads it)" "$T/out"
done
t_ok "  (peak) the note, then the memory row" sh -c "tail -2 '$T/out' | head -1 | grep -q '^# memory probe: 8 MiB' && tail -1 '$T/out' | grep -q '^memory	'"

t_run "sgemm" 0 attn-bench -q -m sgemm -n 64,100 -r 1
t_ok "sgemm: two rows with GFLOP/s" test "$(col gflops "$T/out" | grep -c '^[0-9.]*$')" -eq 2
t_ok "sgemm: % of the measured peak" test "$(col pct_peak "$T/out" | grep -c '^[0-9.]*$')" -eq 2

# mha: the multi-head block over a batch (B = 8), heads exact, projections
# = the BLAS's, to float rounding
t_run "mha" 0 attn-bench -q -m mha -n 16,40 -d 32 -H 4 -r 1 -j 2
t_ok "mha: two rows, B = 8, d_h = 8" test "$(awk -F '\t' '!/^#/ && $1 == 8 && $2 == 4 && $5 == 8' "$T/out" | wc -l)" -eq 2
t_ok "mha: the heads = naive's within 1e-5, the projections = sgemm's within 1e-5" \
    awk -F '\t' '!/^#/ && $1 != "B" && !($13 <= 1e-5 && $14 <= 1e-5) { bad = 1 } END { exit bad }' "$T/out"
# n below d(1 − 4/H): the heads' workspace (4·n·d/H + n² floats) is
# smaller than the n×d projection the check writes there (12,288 <
# 16,384 here; a size at which OpenBLAS clears its output with memset,
# which ASan sees: its own stores it does not)
t_run "mha: n = 64 below d(1 - 4/H) = 128" 0 attn-bench -q -m mha -n 64 -d 256 -H 8 -r 1 -j 1
t_ok "  its projections = sgemm's within 1e-5" \
    awk -F '\t' '!/^#/ && $1 != "B" { n++; if (!($13 <= 1e-5 && $14 <= 1e-5)) bad = 1 } END { exit bad || n != 1 }' "$T/out"
t_bad "mha: H must divide d" 2 "^attn-bench: -d 30 is not a multiple of -H 4$" attn-bench -m mha -n 16 -d 30 -H 4

# the peak: FMA per ISA this CPU has, on 1 and 2 threads, then memory
t_run "peak" 0 attn-bench -q -m peak -j 2
t_ok "peak: the best ISA's peak in the header" grep -Eq '^# isa [a-z0-9]* \(best [a-z0-9]*\); kernel threads 2; naive products (ours|blas); peak fma [a-z0-9]* [0-9.]* GFLOP/s on 2 threads' "$T/out"
t_ok "  and one thread's ceiling beside it" grep -Eq '^# isa .* GFLOP/s on 2 threads \([0-9.]+ on 1\): pct_peak is against it;' "$T/out"
t_ok "peak: a generic FMA row on 1 and on 2 threads" test "$(awk -F '\t' '$1 == "fma" && $2 == "generic" { printf "%s ", $3 }' "$T/out")" = "1 2 "
t_ok "peak: every value positive" awk -F '\t' '!/^#/ && $1 != "probe" && !($4 > 0) { bad = 1 } END { exit bad }' "$T/out"
t_ok "peak: a memory row in GB/s" grep -q '^memory	-	2	[0-9.]*	GB/s	-	-$' "$T/out"
t_ok "peak: every FMA row has its GFLOP per CPU-second, at least its rate per thread (10% slack: clocks)" \
    awk -F '\t' '$1 == "fma" && !($7 > 0 && $7 >= 0.9 * $4 / $3) { bad = 1 } END { exit bad }' "$T/out"
# -j 1: one thread's ceiling is probed once and printed once (two probes
# of it printed "18.6 GFLOP/s on 1 threads (37.3 on 1)")
t_run "-j 1: the peak line" 0 attn-bench -q -m sgemm -n 64 -r 1 -j 1
t_ok "  one figure, on 1 thread" grep -Eq '^# isa .*; peak fma [a-z0-9]+ [0-9.]+ GFLOP/s on 1 thread: pct_peak is against it; [0-9.]+ per CPU-second of one thread: pct_peak_cpu$' "$T/out"
# a forced path is the one probed: -m peak --isa generic used to measure
# (and print, and take pct_peak against) the best path anyway
for how in "--isa generic" "ATTNKIT_ISA=generic"; do
	case $how in --*) set -- attn-bench $how ;; *) set -- env $how attn-bench ;; esac
	t_run "peak, $how" 0 "$@" -q -m peak -j 2
	t_ok "peak, $how: generic FMA rows only" test "$(awk -F '\t' '$1 == "fma" { printf "%s/%s ", $2, $3 }' "$T/out")" = "generic/1 generic/2 "
	t_ok "peak, $how: the header's peak is generic's" grep -Eq '^# isa generic \(best [a-z0-9]*\); .*; peak fma generic [0-9.]+ GFLOP/s' "$T/out"
	t_run "sweep, $how" 0 "$@" -q -n 64 -d 8 -r 1 -i streaming
	t_ok "sweep, $how: pct_peak against generic's peak" grep -Eq '^# isa generic \(best [a-z0-9]*\); .*; peak fma generic [0-9.]+ GFLOP/s' "$T/out"
done

# the sweep's % of peak column, and every vector path forced: same errors
t_run "pct_peak in the sweep" 0 attn-bench -q -n 64 -d 8 -r 1 -i streaming
t_ok "pct_peak is a number" test "$(col pct_peak "$T/out" | grep -c '^[0-9.]*$')" -eq 1
t_ok "cpu_s, the CPU time per call, is positive" awk -F '\t' '!/^#/ && $1 != "n" && !($17 > 0) { bad = 1 } END { exit bad }' "$T/out"
t_ok "pct_peak_cpu is the last column, a number" test "$(col pct_peak_cpu "$T/out" | grep -c '^[0-9.]*$')" -eq 1
t_ok "the header names one thread's peak per CPU-second" grep -Eq '^# isa .*; [0-9.]+ per CPU-second of one thread: pct_peak_cpu$' "$T/out"
# (which the CPU has is read from /proc/cpuinfo, not from the tool: a
# path refused where the CPU has it fails; where it has none, the other
# side: refused by name, exit 1)
cpuflags=$(grep -m1 '^flags' /proc/cpuinfo 2> /dev/null || true)
for isa in avx512 avx2 generic; do
	case $isa in avx512) f=avx512bw ;; avx2) f=avx2 ;; *) f= ;; esac
	if [ -n "$f" ] && [ -n "$cpuflags" ] && ! echo "$cpuflags" | grep -qw "$f"; then
		t_bad "--isa $isa on a CPU without $f: refused" 1 "^attn-bench: --isa: this CPU has no $isa\$" attn-bench -q --isa $isa -c -n 1,17 -d 20 -r 1 -i naive,streaming
		continue
	fi
	t_run "--isa $isa: exact kernels, causal, odd sizes" 0 attn-bench -q --isa $isa -c -n 1,17,300 -d 20 -r 1 -i naive,streaming
	t_ok "--isa $isa: err <= 1e-5 everywhere" awk -F '\t' '!/^#/ && $1 != "n" && !($15 <= 1e-5) { bad = 1 } END { exit bad }' "$T/out"
	t_ok "--isa $isa is named in the header" grep -q "^# isa $isa " "$T/out"
done

# two examples of man/attn-bench.1, run as written there
ex1="attn-bench -q -n 2048,8192 -i naive -r 1 | cut -f 1,3,11,12,13"
ex2="attn-bench -n 1024 -i window,linear -w 64 -r 1 | cut -f 3,15"
t_ok "man page example 1 is in the man page" grep -qF -- "$ex1" "$ATTNKIT_TOP/man/attn-bench.1"
t_ok "man page example 2 is in the man page" grep -qF -- "$ex2" "$ATTNKIT_TOP/man/attn-bench.1"
t_run "man page example 1 runs" 0 sh -c "$ex1"
t_ok "example 1: the lesson's 16.0 and 256.0 MiB" \
    sh -c "grep -q '^2048	naive	16777216	16.0	' '$T/out' && grep -q '^8192	naive	268435456	256.0	' '$T/out'"
t_ok "example 1: the naive run holds its map (peak RSS > 256 MiB at 8192)" \
    awk -F '\t' '$1 == 8192 { ok = $5 > 256 } END { exit !ok }' "$T/out"
t_run "man page example 2 runs" 0 sh -c "$ex2"
t_ok "example 2: both kernels with an error column" \
    sh -c "grep -q '^window	[0-9]' '$T/out' && grep -q '^linear	[0-9]' '$T/out'"

# past the generation limit (n > 16384) the decode step alone is measured
t_run "kvcache at n = 32768" 0 attn-bench -q -m kvcache -n 32768 -d 4 -r 1
t_ok "generation columns are '-'" grep -q '^32768	4	1	-	-	-	-	' "$T/out"
t_ok "the decode step is measured" awk -F '\t' '$1 == 32768 && $8 > 0 && $11 <= 1e-5 { ok = 1 } END { exit !ok }' "$T/out"

# bfloat16 (AVX512-BF16): the streaming kernel, its error measured
if grep -qw avx512_bf16 /proc/cpuinfo 2> /dev/null; then
	t_run "--dtype bf16" 0 attn-bench -q --dtype bf16 -n 17,300 -d 64 -r 1 -i streaming -c
	t_ok "bf16: err between 1e-6 and 3e-2 (bfloat16, not float32)" \
	    awk -F '\t' '!/^#/ && $1 != "n" && !($15 > 1e-6 && $15 < 3e-2) { bad = 1 } END { exit bad }' "$T/out"
else
	t_bad "--dtype bf16 without AVX512-BF16" 1 "^attn-bench: --dtype bf16: this CPU has no AVX512-BF16$" \
	    attn-bench --dtype bf16 -n 4 -i streaming
fi
t_bad "--dtype bf16 with naive" 2 "^attn-bench: --dtype bf16 applies to -m sweep -i streaming only$" attn-bench --dtype bf16 -n 4
t_bad "--dtype unknown" 2 "^attn-bench: --dtype: unknown type 'fp8' \\(fp32, bf16\\)$" attn-bench --dtype fp8
# the bf16 matrix paths: forced with --isa; one the CPU or the OS lacks is
# exit 1 naming what is missing, never SIGILL (this machine has no AMX:
# there the AMX kernel is refused, not run)
if grep -qw amx_bf16 /proc/cpuinfo && grep -qw amx_tile /proc/cpuinfo; then
	t_run "--isa amx where the CPU has it (or a clear refusal by the OS)" 0 \
	    sh -c 'attn-bench -q --isa amx --dtype bf16 -i streaming -n 64 -r 1 || test $? -eq 1'
else
	t_bad "--isa amx without AMX: exit 1" 1 "^attn-bench: --isa: this CPU has no AMX-BF16$" \
	    attn-bench --isa amx --dtype bf16 -i streaming -n 64 -r 1
fi
if grep -qw avx512_bf16 /proc/cpuinfo; then
	t_run "--isa avx512bf16 --dtype bf16" 0 attn-bench -q --isa avx512bf16 --dtype bf16 -i streaming -n 100 -r 1 -j 2
	t_ok "  its err within 2e-2 of float32" awk '$1 > 2e-2 { bad = 1 } END { exit bad || NR != 1 }' "$(col err "$T/out" > "$T/be"; echo "$T/be")"
else
	t_bad "--isa avx512bf16 without it: exit 1" 1 "^attn-bench: --isa: this CPU has no AVX512-BF16$" \
	    attn-bench --isa avx512bf16 --dtype bf16 -i streaming -n 64 -r 1
fi

# pct_peak above 100 is never printed unsaid: every row over it has the
# comment before it and a note on stderr, whatever the machine's load (no
# timing asserted: the rule holds for rows under 100 and over it alike).
# sgemm under --isa generic is OpenBLAS's vector code against the scalar
# path's peak, the usual way over it
over() {	# over COL: rows past 100 in COL, each with its note and line
	awk -F '\t' -v col="$1" '
	/^# note: .*above 100: the peak probes ran slower than this row/ { noted = 1; nn++; next }
	/^#/ { next }
	!hdr { for (i = 1; i <= NF; i++) if ($i == col) c = i; hdr = 1; next }
	{ if ($c + 0 > 100 && !noted) bad = 1; if ($c + 0 > 100) n++; noted = 0 }
	END { exit bad || nn != n }' "$T/out" &&
	test "$(grep -c '^attn-bench: note: .*above 100: the peak probes, run twice, ran slower than this row$' "$T/err")" -eq "$(grep -c '^# note: .*above 100' "$T/out")"
}
for isa in "" "--isa generic"; do
	t_run "sgemm $isa: rows and notes" 0 attn-bench -q -m sgemm -n 64,128 -r 2 $isa
	t_ok "  sgemm $isa: every pct_peak over 100 noted (out and stderr)" over pct_peak
	t_ok "  sgemm $isa: a second probe said before any note" sh -c "! grep -q '^# note: ' '$T/out' || grep -q '^# peak probed again (' '$T/out'"
done
