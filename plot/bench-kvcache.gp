# bench-kvcache.gp — generating n tokens with one head: with a KV cache
# O(n^2 d), without O(n^3 d) (lesson).  Variables: kv (TSV), out (PNG).
load "plot/bench-term.gp"
set output out
set logscale xy
set format x "%.0f"
set xlabel "n (generated tokens)"
set ylabel "time, s (median)"
set title "Autoregressive generation, d = 64: KV cache vs recomputation"
set key top left
plot kv using 1:4 with linespoints lw 2 pt 7 title "with a KV cache (expected slope 2)", \
     kv using 1:5 with linespoints lw 2 pt 5 title "without (expected slope 3)"
