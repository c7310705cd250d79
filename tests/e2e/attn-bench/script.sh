#!/bin/sh
# tools/bench/bench-attn.sh (make bench) on tiny sizes: the table, the slopes,
# the goals, the TSVs and the four figures.  Timing is never judged here;
# numpy is used when it is installed (never installed by the tests).
. "$(dirname "$0")/../../lib.sh"

export ATTN_BENCH_SIZES=16..64 ATTN_BENCH_BIG=128 ATTN_BENCH_WL=16..128 ATTN_BENCH_DECODE=32768 \
    ATTN_BENCH_HEADS=16..32 ATTN_BENCH_KV=4..16 ATTN_BENCH_REPS=1 ATTN_BENCH_INSTALL=0 \
    ATTN_BENCH_PEAK_RUNS=1 ATTN_BENCH_PROBE_FMAS=1e7 ATTN_BENCH_I31=32 \
    ATTN_BENCH_MHA_N=16 ATTN_BENCH_MHA_E=32
t_run "bench script runs" 0 sh "$ATTNKIT_TOP/tools/bench/bench-attn.sh" - "$ATTNKIT_BIN" "$T/o"
t_ok "both tables have a row per size" test "$(grep -Ec '^ +(16|32|64|128) ' "$T/out")" -eq 8
t_ok "the peak is measured first" grep -q '^# peak: [a-z0-9]* 1 thr [0-9.]* GFLOP/s ([0-9.]* per CPU-s); .*memory [0-9.]* GB/s' "$T/out"
t_ok "the kernels' table: fp32 and bf16 (where the CPU has it) on 1 and 2 threads" \
    test "$(grep -Ec '^(fp32|bf16) +[12] +32 ' "$T/out")" -eq "$(grep -qw avx512_bf16 /proc/cpuinfo && echo 4 || echo 2)"
t_ok "the multi-head block, ours" grep -q '^ours       block .* err [0-9.e-]*  proj_err ' "$T/out"
t_ok "the goals of the kernels' table are printed" test "$(grep -c '^\(peak agrees\|fp32 pct_peak_cpu\|2 threads >= 1.7x\|bf16 >= 1.5x\|mha >= 3x\)' "$T/out")" -eq 5
t_ok "the peak beside the independent probe, 1 and 2 threads" \
    test "$(grep -Ec '^1 +(avx512|avx2|generic) +[12] +[0-9.]+ ' "$T/out")" -eq "$([ "$(nproc)" -gt 1 ] && echo 2 || echo 1)"
t_ok "the peer table names the measured peak" grep -q '^## streaming (fused, ours) vs the FMA peak ([0-9.]* GFLOP/s, [0-9]* threads)' "$T/out"
t_ok "the goals of the streaming kernel are printed" test "$(grep -c '^streaming >= 50% of the measured FMA peak\|^streaming >= 3x \(numpy\|torch\|torch_mha\)\|^n = 65536 exact in under 10 s' "$T/out")" -eq 5
t_ok "the decode step against the bandwidth" grep -q '^n    32768  step .* GB/s .*% of bandwidth' "$T/out"
t_ok "a slope for naive and streaming" test "$(grep -c '^slope \(naive\|streaming\):' "$T/out")" -eq 2
t_ok "the goals are printed" grep -q '^streaming within 1.3x of naive' "$T/out"
t_ok "the kernel of the C side is named" grep -q '^# C side: .*core ' "$T/out"
t_ok "OPENBLAS_CORETYPE is reported" grep -q '^# environment: OPENBLAS_CORETYPE=' "$T/out"
t_ok "KV cache slopes" grep -q '^slope uncached ' "$T/out"
t_ok "the square sgemm figure names the sizes it is the best of" \
    grep -q '^# machine sgemm (square, best of n = 1024, 2048): [0-9.]* GFLOP/s' "$T/out"
t_ok "the report file" cmp -s "$T/o/bench-report.txt" "$T/out"
# each TSV holds the sizes asked for above (not merely some bytes)
sizes() { grep '^[0-9]' "$T/o/$1" | cut -f1 | sort -nu | tr '\n' ' '; }
for f in "bench-sweep.tsv:16 32 64 128 " "bench-sgemm.tsv:1024 2048 " \
    "bench-heads.tsv:16 32 " "bench-kvcache.tsv:4 8 16 " "bench-decode.tsv:32768 "; do
	t_ok "${f%%:*} written with n = ${f#*:}" test "$(sizes "${f%%:*}")" = "${f#*:}"
done
if command -v gnuplot > /dev/null; then
	for f in bench-time bench-memory bench-heads bench-kvcache; do
		t_ok "$f.png is a PNG" sh -c "head -c 4 '$T/o/$f.png' | grep -q PNG"
	done
else
	t_skip "figures" "no gnuplot"
fi
if /usr/bin/python3 -c 'import numpy' 2> /dev/null; then
	t_ok "numpy side: a row per size" test "$(grep -c 'numpy' "$T/o/bench-numpy.tsv")" -ge 3
	t_ok "numpy side: its BLAS is named" grep -q '^# numpy side: ' "$T/out"
	t_ok "ratio column filled" sh -c "grep -E '^ +64 ' '$T/out' | awk '{ exit !(\$4 > 0) }'"
else
	t_skip "numpy side" "python3-numpy is not installed (make bench installs it)"
fi
if /usr/bin/python3 -c 'import torch' 2> /dev/null; then
	t_ok "torch side: both ways per size" test "$(grep -c '	torch	\|	torch_mha	' "$T/o/bench-torch.tsv")" -eq 6
	t_ok "torch side: ratio columns filled" sh -c "grep -E '^ +64 ' '$T/out' | tail -1 | grep -q 'x .*x .*x\$'"
else
	t_ok "torch side: said to be missing" grep -q '^# torch: not available' "$T/out"
fi
# the variables that slow OpenBLAS are unset for both sides alike: every
# attn-bench and python command of the script goes through run() (checked
# in the text: the tests never set or change these variables themselves)
t_ok "every measured command runs with OPENBLAS_CORETYPE unset" \
    sh -c "grep -n '\"\$BIN/attn-bench\"\\|\"\$PY\" \"' '$ATTNKIT_TOP/tools/bench/bench-attn.sh' | grep -v '^[0-9]*:[[:space:]]*run ' | grep -v 'import numpy' | { ! grep .; }"
t_ok "run() unsets both variables" grep -q "^run() { env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE " "$ATTNKIT_TOP/tools/bench/bench-attn.sh"
