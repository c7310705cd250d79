# bench-heads.gp — a multi-head block (d = 512, H = 8): time of the
# projections (n d^2) and of attention (n^2 d) vs n; they cross near n ≈ d
# (lesson: O(n^2 d + n d^2)).  Variables: heads (TSV), out (PNG).
load "plot/bench-term.gp"
set output out
set logscale xy
set format x "%.0f"
set xlabel "n (tokens)"
set ylabel "time, s (median)"
set title "Multi-head attention, d = 512, H = 8: where n^2 d overtakes n d^2"
set key bottom right
set arrow 1 from 512, graph 0 to 512, graph 1 nohead dt 3
set label 3 "n = d" at 512, graph 0.05 offset 0.5,0
set arrow 2 from 1024, graph 0 to 1024, graph 1 nohead dt 3
set label 4 "n = 2d (equal flops)" at 1024, graph 0.10 offset 0.5,0
plot heads using 1:6 with linespoints lw 2 pt 7 title "projections Q, K, V, O (8 n d^2 flops)", \
     heads using 1:7 with linespoints lw 2 pt 5 title "attention, 8 heads (4 n^2 d flops)"
