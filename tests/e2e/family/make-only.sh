# make figures|reproduce|bench ONLY=AREA runs tools/TARGET/TARGET-AREA.sh alone: the
# README's quick bench (ATTN_BENCH_SIZES=... make bench) also ran the whole
# embedding benchmark, many minutes (new-user report 2); ONLY=attn keeps it
# to the attention part.  An area with no script is one error, not a
# silent success that ran nothing.
. "$(dirname "$0")/../../lib.sh"

b=$(basename "$(dirname "$ATTNKIT_BIN")")	# the build dir under test
printf 'ham\thello there\n' > "$T/corpus"	# make's corpus check: a non-empty file
mk() { make -s --no-print-directory -C "$ATTNKIT_TOP" BUILD="$b" SMS_CORPUS="$T/corpus" "$@"; }

t_run "bench ONLY=nosuch fails" 2 mk bench ONLY=nosuch
t_ok "... naming the script it looked for" grep -q '^make: bench: no script tools/bench/bench-nosuch.sh$' "$T/err"
t_run "figures ONLY=nosuch fails" 2 mk figures ONLY=nosuch
t_ok "... naming the script it looked for" grep -q '^make: figures: no script tools/figures/figures-nosuch.sh$' "$T/err"
t_run "make -n bench ONLY=attn" 0 mk -n bench ONLY=attn
t_ok "... runs tools/bench/bench-attn.sh" grep -q 'tools/bench/bench-attn\.sh' "$T/out"
t_ok "... and no other bench script" sh -c "! grep -q 'tools/bench/bench-\*' '$T/out'"
t_ok "tools/bench/bench-attn.sh exists (the README's quick run)" test -f "$ATTNKIT_TOP/tools/bench/bench-attn.sh"

# tools/deps.sh: an unknown set is a usage error (its exit 2 was lost in
# a pipeline's subshell: deps.sh bogus exited 0), and make demo asks for
# the demo set alone, gnuplot (a new user's brand-new machine got chromium,
# nodejs and man-db for a demo that runs none of them)
t_run "deps.sh -n bogus: exit 2" 2 sh "$ATTNKIT_TOP/tools/deps.sh" -n bogus
t_ok "... naming the sets" grep -q "^deps: unknown set 'bogus' (build test demo figures bench fuzz dist)$" "$T/err"
t_run "make -n demo" 0 mk -n demo
t_ok "... checks the demo set alone" grep -q 'tools/deps.sh demo &&' "$T/out"
