# bench-heads.gp — a multi-head block (d = 512, H = 8): time of the
# projections (n d^2) and of attention (n^2 d) vs n; they cross near n ≈ d
# (lesson: O(n^2 d + n d^2)).  Variables: heads (TSV), out (PNG).
# the shared terminal settings, from this script's own directory (ARG0),
# so the script works from the checkout's plot/ and where it is installed
_d = ARG0; _i = strlen(_d); while (_i > 0 && _d[_i:_i] ne "/") { _i = _i - 1 }
load (_i > 0 ? _d[1:_i] : "") . "bench-term.gp"
set output out
set logscale xy
set format x "%.0f"
set xlabel "n (tokens)"
set ylabel "time, s (median)"
set title "Multi-head attention, d = 512, H = 8: where n^2 d overtakes n d^2"
set key top left
set arrow 1 from 512, graph 0 to 512, graph 1 nohead dt 3
set label 3 "n = d" at 512, graph 0.05 offset 0.5,0
set arrow 2 from 1024, graph 0 to 1024, graph 1 nohead dt 3
set label 4 "n = 2d (equal flops)" at 1024, graph 0.10 offset 0.5,0
# the fitted slopes and the crossover, from the TSV's comment lines
slope(w) = system(sprintf("sed -n 's/^# slope %s \\([-0-9.]*\\) .*/\\1/p' '%s'", w, heads))
s_p = slope("projections"); s_a = slope("attention")
s_p = s_p eq "" ? "-" : s_p; s_a = s_a eq "" ? "-" : s_a
x_c = system(sprintf("sed -n 's/^# crossover attention time passes projections at n = \\([0-9]*\\) .*/\\1/p' '%s'", heads))
if (x_c ne "") set label 5 sprintf("measured crossover n = %s", x_c) at graph 0.97, graph 0.05 right
plot heads using 1:6 with linespoints lw 2 pt 7 title sprintf("projections Q, K, V, O (8 n d^2 flops; b = %s, theory 1)", s_p), \
     heads using 1:7 with linespoints lw 2 pt 5 title sprintf("attention, 8 heads (4 n^2 d flops; b = %s, theory 2)", s_a)
