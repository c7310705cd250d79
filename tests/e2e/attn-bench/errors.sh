#!/bin/sh
# attn-bench: what a new user can get wrong — malformed lists, options that
# do not apply to the mode, thread counts OpenBLAS cannot give, and runs so
# large that they would take hours: each a one-line error, exit 2, at once;
# a kernel the CPU lacks or a sweep with nothing left to run under -M: exit 1.
# Nothing here is timed; `timeout` only keeps a regression from hanging.
. "$(dirname "$0")/../../lib.sh"

# malformed kernel lists, as malformed size lists are
t_bad "empty kernel in the list" 2 "^attn-bench: -i: bad kernel list 'naive,,streaming'" \
    attn-bench -i naive,,streaming
t_bad "trailing comma in the kernel list" 2 "^attn-bench: -i: bad kernel list 'naive,'" \
    attn-bench -i naive,

# options that the chosen mode would silently ignore
t_bad "-i outside sweep" 2 "^attn-bench: -i: not with -m heads: it applies to -m sweep only$" attn-bench -m heads -i window
t_bad "-c outside sweep" 2 "^attn-bench: -c: not with -m sgemm: it applies to -m sweep only$" attn-bench -m sgemm -c
t_bad "-w outside sweep" 2 "^attn-bench: -w: not with -m kvcache: it applies to -m sweep only$" attn-bench -m kvcache -w 3
t_bad "-n in peak mode" 2 "^attn-bench: -n: not with -m peak: -m peak measures the machine$" attn-bench -m peak -n 4
t_bad "-d in peak mode" 2 "^attn-bench: -d: not with -m peak: -m peak measures the machine$" attn-bench -m peak -d 4
t_bad "-H outside heads" 2 "^attn-bench: -H needs -m heads or -m mha$" attn-bench -H 4
t_bad "-d in sgemm mode" 2 "^attn-bench: -d: not with -m sgemm: its matrices are n x n$" attn-bench -m sgemm -d 8
t_bad "-w without the window kernel" 2 "^attn-bench: -w applies to the window kernel only" \
    attn-bench -i naive -w 3
# (these three were unit tests of lib/attn/benchmodes.c, where the option
# checks were: they are the command's now)
t_bad "-w without the window kernel, sizes given" 2 "^attn-bench: -w applies to the window kernel only \\(-i window\\)$" \
    attn-bench -m sweep -n 64 -i naive -w 3
t_bad "-H must divide -d" 2 "^attn-bench: -d 64 is not a multiple of -H 3$" \
    attn-bench -m heads -n 64 -d 64 -H 3
t_bad "-d in sgemm mode, sizes given" 2 "^attn-bench: -d: not with -m sgemm: its matrices are n x n$" \
    attn-bench -m sgemm -n 64 -d 8

# more threads than OpenBLAS can run: refused, not silently fewer
# -j above the CPUs this process may run on is lowered to them, with a
# warning (threads beyond the CPUs only wait: -j 64 on 2 CPUs takes -m
# kvcache 7 times as long as -j 2); OpenBLAS's maximum is then reached only by a machine
# with that many CPUs
cpus=$(nproc)
if [ "$cpus" -ge 1024 ]; then
	t_bad "threads beyond OpenBLAS's maximum" 2 "^attn-bench: --threads: OpenBLAS runs at most [0-9]+ threads, not 1024" \
	    attn-bench -j 1024 -n 4 -d 4 -r 1
else
	t_run "-j 1024 on $cpus CPUs" 0 attn-bench -q -j 1024 -n 4 -d 4 -r 1
	t_err "  lowered to the CPUs, said once" "^attn-bench: warning: --threads 1024: this process may run on $cpus CPUs? \(sched_getaffinity\): $cpus threads?$"
	t_ok "  the header says $cpus threads" grep -q "^# blas .*; threads $cpus;" "$T/out"
fi
# the mask, not the machine: taskset to one CPU gives one thread
if command -v taskset > /dev/null 2>&1; then
	t_run "taskset -c 0 attn-bench -j 4" 0 taskset -c 0 attn-bench -q -j 4 -n 4 -d 4 -r 1
	t_err "  lowered to 1" "^attn-bench: warning: --threads 4: this process may run on 1 CPU \(sched_getaffinity\): 1 thread$"
	t_ok "  the header says 1 thread" grep -q "^# blas .*; threads 1;" "$T/out"
fi
t_run "-j $cpus: no warning" 0 attn-bench -q -j "$cpus" -n 4 -d 4 -r 1
t_quiet "  nothing on stderr (but notes of rows above the peak)"

# sizes in any order, repeated: sorted and counted once (slopes, crossover)
t_run "sizes out of order" 0 attn-bench -q -n 32,8,16,8 -d 4 -r 1 -i naive
t_ok "rows in ascending n, each once" test "$(awk -F '\t' '!/^#/ && $1 != "n" { printf "%s ", $1 }' "$T/out")" = "8 16 32 "
t_ok "the slope's range is 8..32 over 3 sizes" grep -q '^# slope naive [-0-9.]* (n 8..32, 3 sizes)' "$T/out"

# work that would take hours is refused before anything runs
t_bad "streaming at n = 2^20 would take hours" 2 "^attn-bench: -n 1048576: .* flops, more than the limit" \
    timeout 30 attn-bench -n 1048576 -i streaming
t_ok "nothing written before the refusal" test ! -s "$T/out"
t_bad "streaming at n = 262144 with -r 2: the two numbers told apart" 2 "^attn-bench: -n 262144: the run would reach [0-9.e+]+ flops, more than the limit of [0-9.e+]+ \(2\^45: hours of work\)" \
    timeout 30 attn-bench -n 262144 -i streaming -r 2
t_ok "  as printed they differ" sh -c "sed -n 's/.*reach \([^ ]*\) flops, more than the limit of \([^ ]*\) .*/\1 \2/p' '$T/err' | awk '{ exit !(NF == 2 && \$1 != \$2) }'"
t_bad "causal streaming counts the work it does (about half): at n = 262144 -r 4 still over" 2 "^attn-bench: -n 262144: the run would reach" \
    timeout 30 attn-bench -c -n 262144 -i streaming -r 4
# a point the memory budget skips is not counted as work (naive at
# 262144 needs 256 GiB: refused as 'hours of work' it would never do)
t_run "naive -n 64,262144 -M 1G: the big point skipped, not counted" 0 timeout 120 attn-bench -q -M 1G -n 64,262144 -i naive -d 4 -r 1
t_ok "  one row, one skip" sh -c "test \"\$(grep -c '^64	4	naive	' '$T/out')\" -eq 1 && grep -q '^# skipped naive n=262144' '$T/out'"
t_bad "uncached generation at n = 16384 would take hours" 2 "^attn-bench: -n 16384: .* flops, more than the limit" \
    timeout 30 attn-bench -m kvcache -n 64,16384
t_bad "heads at n = 16384, d = 8192 would take hours" 2 "^attn-bench: -n 16384: .* flops, more than the limit" \
    timeout 30 attn-bench -m heads -n 16384 -d 8192
# an O(n) kernel at a size whose exact reference would take hours: it runs,
# without the err column (the reference is too costly), not for hours
t_run "linear at n = 2^20 runs (d = 1)" 0 timeout 60 attn-bench -q -n 1048576 -d 1 -i linear -r 1
t_ok "its error is not measured ('-')" awk -F '\t' '$1 == 1048576 { ok = $15 == "-" } END { exit !ok }' "$T/out"
t_ok "the skipped reference is said" grep -q '^# err not measured for linear n=1048576' "$T/out"

# a killed attn-bench leaves no measuring child behind (a big point could
# otherwise go on computing, orphaned, for minutes)
alive() { [ -r "/proc/$1/stat" ] && ! awk '{ exit $3 != "Z" }' "/proc/$1/stat"; }
if command -v pgrep > /dev/null; then
	attn-bench -q -n 65536 -i streaming -r 1 -o "$T/k.tsv" &
	pid=$! child= i=0
	while [ $i -lt 100 ] && [ -z "$child" ]; do
		sleep 0.1; i=$((i + 1)); child=$(pgrep -P $pid || true)
	done
	t_ok "the measuring child runs" test -n "$child"
	kill $pid; wait $pid 2> /dev/null || true
	i=0
	while [ $i -lt 20 ] && [ -n "$child" ] && alive "$child"; do sleep 0.1; i=$((i + 1)); done
	t_ok "killing attn-bench ends its measuring child" sh -c "[ -n '$child' ] && ! { [ -r /proc/$child/stat ] && ! awk '{ exit \$3 != \"Z\" }' /proc/$child/stat; }"
	[ -n "$child" ] && alive "$child" && kill "$child"
	t_ok "no output file from the killed run" test ! -e "$T/k.tsv"
	t_ok "no temporary file left by the killed run" test -z "$(ls "$T" | grep 'k.tsv.')"
else
	t_skip "a killed attn-bench leaves no child" "no pgrep"
fi

# memory: every mode checks what a size needs against what the process may
# use (the machine's memory, an address-space limit, or the user's -M
# budget) before it allocates, instead of printing half a table and failing
# (or being killed by the OOM killer).  -M is the budget itself, as in every
# tool (lib/base/mem.h ak_mem_budget; it was 80% of -M until the budgets
# were made one), so a sanitizer build, which cannot run under ulimit -v
# (its shadow memory is reserved address space), still checks it.
limits() {	# limits HOW PREFIX OPTION BUDGET [NOTE]: the checks under one way of limiting
	# (heads -n 8192 needs 364 MiB: over 80% of 400 MiB, under 400 MiB)
	for args in "sgemm -n 16,8192" "heads -n 16,16384" "kvcache -n 16 -d 8192"; do
		m=${args%% *}
		t_bad "$2$m: more memory than the limit" 1 "^attn-bench: -m $m -n [0-9]+: needs [0-9.]+ MiB, more than the budget of $4 MiB${5:-}$" \
		    sh -c "$1 exec attn-bench -q -m $args -r 1 $3"
		t_ok "$2$m: nothing written" test ! -s "$T/out"
	done
	t_run "$2sweep: a size over the limit is skipped" 0 sh -c "$1 exec attn-bench -q -n 16,16384 -i naive -r 1 $3"
	t_ok "$2sweep: the skip is said" grep -q "^# skipped naive n=16384: needs [0-9.]* MiB, more than the budget of $4 MiB" "$T/out"
	t_ok "$2sweep: the small size ran" grep -q '^16	64	naive' "$T/out"
}
limits "" "-M 400M: " "-M 400M" "400\\.0"
t_run "-M 400M: a size under the limit runs" 0 attn-bench -q -m sgemm -n 64 -r 1 -M 400M
t_bad "-M 100K is under 1M" 2 "^attn-bench: --memory: '100K' is less than 1M$" attn-bench -M 100K
t_bad "-M 2X is not a size" 2 "^attn-bench: --memory: '2X' is not a size \\(e.g. 512M, 2G\\)$" attn-bench -M 2X
if sh -c 'ulimit -v 409600 && exec attn-bench --version' > /dev/null 2>&1; then
	# the budget the limit set, said so (no -M given)
	limits "ulimit -v 409600;" "ulimit -v: " "" "[0-9.]*" \
	    " \\(80% of what ulimit -v 409600 KB, the address-space limit, leaves; -M/--memory was not given, and can lower it, not raise it\\)"
	t_run "-M above ulimit -v: the smaller wins" 1 sh -c "ulimit -v 409600; exec attn-bench -q -m sgemm -n 8192 -r 1 -M 2G"
fi	# (not in a sanitizer build: the same checks ran with -M above)

# -j 64 under ulimit -v 8000000: the OpenBLAS threads that could not map
# their buffers retried for ever, and exit hung joining them (or the FMA
# probe could not start its threads).  Now refused before OpenBLAS starts
# them; a count that fits still runs.  (Not under a sanitizer: see above.)
# (-j 64 is lowered to the CPUs first: the refusal needs 64 of them)
if [ "$cpus" -ge 64 ] && sh -c 'ulimit -v 8000000 && exec attn-bench --version' > /dev/null 2>&1; then
	t_bad "-j 64 under ulimit -v 8000000" 1 "^attn-bench: --threads 64: each thread reserves about 200 MiB of address space; the limit \\(ulimit -v\\) leaves room for [0-9]+$" \
	    timeout 300 sh -c "ulimit -v 8000000; exec attn-bench -q -j 64 -n 128 -r 1 -i streaming"
	t_ok "... nothing more on stderr" test "$(wc -l < "$T/err")" -eq 1
	t_run "-j 2 under ulimit -v 8000000 runs" 0 timeout 300 sh -c "ulimit -v 8000000; exec attn-bench -q -j 2 -n 128 -r 1 -i streaming"
	t_ok "... and measures" grep -q '^128	64	streaming' "$T/out"
elif sh -c 'ulimit -v 8000000 && exec attn-bench --version' > /dev/null 2>&1; then
	t_run "-j 64 under ulimit -v 8000000 on $cpus CPUs: lowered, runs" 0 \
	    timeout 300 sh -c "ulimit -v 8000000; exec attn-bench -q -j 64 -n 128 -r 1 -i streaming"
	t_ok "... and measures" grep -q '^128	64	streaming' "$T/out"
fi

# attn-bench --isa generic --dtype bf16 ran the AVX512-BF16 kernel anyway:
# forcing a smaller path (how one simulates a CPU without AVX-512) did not
# hold, and pct_peak compared it with the generic path's peak.
if grep -qw avx512_bf16 /proc/cpuinfo 2> /dev/null; then
	t_bad "--isa generic --dtype bf16" 2 '^attn-bench: --dtype bf16 runs AVX-512 code: not with the generic path forced \(--isa\)$' attn-bench -q --isa generic --dtype bf16 -i streaming -n 4 -r 1
	t_bad "ATTNKIT_ISA=avx2 --dtype bf16" 2 '^attn-bench: --dtype bf16 runs AVX-512 code: not with the avx2 path forced \(ATTNKIT_ISA\)$' env ATTNKIT_ISA=avx2 attn-bench -q --dtype bf16 -i streaming -n 4 -r 1
	t_run "--isa avx512 --dtype bf16 still runs" 0 attn-bench -q --isa avx512 --dtype bf16 -i streaming -n 4 -r 1
else
	t_bad "--isa generic --dtype bf16 without AVX512-BF16" 1 '^attn-bench: --dtype bf16: this CPU has no AVX512-BF16$' attn-bench -q --isa generic --dtype bf16 -i streaming -n 4 -r 1
fi

# attn-bench -M 1M: every point of the sweep was skipped and the run
# exited 0 with a header and comment lines, no number (and -o FILE
# committed that table); a sweep with nothing left to run is an error, a
# sweep with some points left still skips the others
t_bad "attn-bench -M 1M -n 4096: nothing fits" 1 '^attn-bench: -n 4096: every kernel needs [0-9.]+ MiB or more, more than the budget of 1\.0 MiB: nothing to measure$' attn-bench -q -M 1M -n 4096 -r 1 -o "$T/bench.tsv"
t_ok "... no table written" test ! -e "$T/bench.tsv"
t_run "attn-bench -M 10M -n 4,4096: n = 4 still runs" 0 attn-bench -q -M 10M -n 4,4096 -r 1 -i naive
t_ok "... one row, one skip" sh -c "test \"\$(grep -c '^4	64	naive	' '$T/out')\" -eq 1 && grep -q '^# skipped naive n=4096' '$T/out'"

# -M and the err check (14e-M1): streaming at n = 2048 takes ~6 MiB, its
# check against naive ~24 MiB (naive's n×n map): under -M 12M the point
# runs, err '-', said; under -M 40M the check runs too.  It was refused as
# 'every kernel needs 24.0 MiB', the check's map blamed on the kernel
t_run "streaming n=2048 -M 12M: the point runs without its err check" 0 attn-bench -q -i streaming -n 2048 -d 16 -r 1 -M 12M
t_ok "  err '-'" awk -F '\t' '$1 == 2048 { ok = $15 == "-" } END { exit !ok }' "$T/out"
t_ok "  said, with both figures" grep -Eq '^# err not measured for streaming n=2048: the check against exact attention needs [0-9.]+ MiB with the point, more than the budget of 12\.0 MiB \(the point itself [0-9.]+ MiB\)$' "$T/out"
t_run "streaming n=2048 -M 40M: the err check too" 0 attn-bench -q -i streaming -n 2048 -d 16 -r 1 -M 40M
t_ok "  err measured" awk -F '\t' '$1 == 2048 { ok = $15 != "-" } END { exit !ok }' "$T/out"
t_ok "  nothing said of it" sh -c "! grep -q '^# err not measured' '$T/out'"
# the plans count what the kernels take (14e-D1): linear's φ buffer and
# BLAS's copy, the packing of naive and streaming; a budget under the
# plan skips the point, one at it runs it.  (The point's measured growth,
# work_mib, against its plan is a figure of attn-bench's own output, not
# a test's: it moves with the allocator, the sanitizers and BLAS's
# threads.)
for k in linear streaming window; do
	t_run "$k n=8192 under -M 4M: skipped, its plan said" 0 attn-bench -q -i $k -n 4,8192 -d 64 -r 1 -M 4M
	plan=$(sed -n "s/^# skipped $k n=8192: needs \([0-9.]*\) MiB.*/\1/p" "$T/out")
	t_ok "  a plan said" test -n "$plan"
	t_run "  -M at its plan ($plan MiB, rounded up): run" 0 attn-bench -q -i $k -n 8192 -d 64 -r 1 -M "$(awk -v p="$plan" 'BEGIN { printf "%d", p + 1 }')M"
	t_ok "  its row there" awk -F '\t' '$1 == 8192 { ok = 1 } END { exit !ok }' "$T/out"
done
t_run "linear n=8192 -M 12M (its work ~14 MiB): skipped" 0 attn-bench -q -i linear -n 4,8192 -d 64 -r 1 -M 12M
t_ok "  said" grep -q '^# skipped linear n=8192: needs' "$T/out"
# a need just over the budget is told with the digits that tell them
# apart, not 'needs 16.0 MiB, more than the budget of 16.0 MiB'
t_bad "streaming n=8192 -M 16M (its plan 16.01 MiB)" 1 '^attn-bench: -n 8192: every kernel needs 16\.01 MiB or more, more than the budget of 16\.00 MiB: nothing to measure$' \
    attn-bench -q -i streaming -n 8192 -d 64 -r 1 -M 16M
t_bad "-M 1M: one decimal when it tells them apart" 1 '^attn-bench: -n 4096: every kernel needs [0-9]+\.[0-9] MiB or more, more than the budget of 1\.0 MiB' \
    attn-bench -q -M 1M -n 4096 -r 1
