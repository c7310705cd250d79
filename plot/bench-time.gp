# bench-time.gp — time of one attention head vs n, log-log, per kernel,
# with the fitted slopes (tools/bench/bench-attn.sh; lesson "Квадратичная цена").
# Variables (gnuplot -e): sweep, numpy (TSV files), out (PNG), s_naive,
# s_streaming, s_window, s_linear, s_numpy (slopes as text).
# the shared terminal settings, from this script's own directory (ARG0),
# so the script works from the checkout's plot/ and where it is installed
_d = ARG0; _i = strlen(_d); while (_i > 0 && _d[_i:_i] ne "/") { _i = _i - 1 }
load (_i > 0 ? _d[1:_i] : "") . "bench-term.gp"
set output out
set logscale xy
set format x "%.0f"
set xlabel "n (tokens)"
set ylabel "time per call, s (median)"
set title "One attention head, d_k = 64, float32: time ~ n^b"
set key top left
# the rows of one kernel (rows of several kernels are interleaved)
sel(f, k) = sprintf("< awk -F '\t' '$3 == \"%s\"' '%s'", k, f)
plot sel(sweep, "naive") using 1:7 with linespoints lw 2 pt 7 \
	title sprintf("naive, materialised map (b = %s)", s_naive), \
     sel(sweep, "streaming") using 1:7 with linespoints lw 2 pt 5 \
	title sprintf("streaming, online softmax (b = %s)", s_streaming), \
     sel(sweep, "window") using 1:7 with linespoints lw 2 pt 9 \
	title sprintf("window w = 128 (b = %s)", s_window), \
     sel(sweep, "linear") using 1:7 with linespoints lw 2 pt 11 \
	title sprintf("linear, elu+1 (b = %s)", s_linear), \
     sel(numpy, "numpy") using 1:5 with linespoints lw 2 pt 4 dt 2 \
	title sprintf("numpy, the lesson's code (b = %s; lesson 1.9)", s_numpy)
