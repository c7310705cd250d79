# bench-memory.gp — memory vs n, log-log: the exact size of the n×n float32
# weight map and the measured peak RSS of each kernel (tools/bench/bench-attn.sh).
# Variables: sweep (TSV), out (PNG).
# the shared terminal settings, from this script's own directory (ARG0),
# so the script works from the checkout's plot/ and where it is installed
_d = ARG0; _i = strlen(_d); while (_i > 0 && _d[_i:_i] ne "/") { _i = _i - 1 }
load (_i > 0 ? _d[1:_i] : "") . "bench-term.gp"
set output out
set logscale xy
set format x "%.0f"
set xlabel "n (tokens)"
set ylabel "MiB"
set title "Memory of one head, d_k = 64: the map is n^2 * 4 bytes"
set key top left
# the rows of one kernel (rows of several kernels are interleaved)
sel(f, k) = sprintf("< awk -F '\t' '$3 == \"%s\"' '%s'", k, f)
set label 1 "16.0 MiB at 2048" at 2048,16.0 right point pt 6 offset -1,1
set label 2 "256.0 MiB at 8192" at 8192,256.0 right point pt 6 offset -1,1
plot sel(sweep, "streaming") using 1:($11 / 1048576) with lines lw 2 dt 2 \
	title "n x n map, float32 (exact: n^2 * 4 bytes)", \
     sel(sweep, "naive") using 1:13 with linespoints lw 2 pt 7 \
	title "naive: peak RSS", \
     sel(sweep, "streaming") using 1:13 with linespoints lw 2 pt 5 \
	title "streaming: peak RSS", \
     sel(sweep, "window") using 1:13 with linespoints lw 1 pt 9 \
	title "window: peak RSS", \
     sel(sweep, "linear") using 1:13 with linespoints lw 1 pt 11 \
	title "linear: peak RSS"
