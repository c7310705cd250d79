# bench-kvcache.gp — generating n tokens with one head: with a KV cache
# O(n^2 d), without O(n^3 d) (lesson).  Variables: kv (TSV), out (PNG).
# the shared terminal settings, from this script's own directory (ARG0),
# so the script works from the checkout's plot/ and where it is installed
_d = ARG0; _i = strlen(_d); while (_i > 0 && _d[_i:_i] ne "/") { _i = _i - 1 }
load (_i > 0 ? _d[1:_i] : "") . "bench-term.gp"
set output out
set logscale xy
set format x "%.0f"
set xlabel "n (generated tokens)"
set ylabel "time, s (median)"
set title "Autoregressive generation, d = 64: KV cache vs recomputation"
set key top left
# the fitted slopes, from the TSV's comment lines
slope(w) = system(sprintf("sed -n 's/^# slope %s \\([-0-9.]*\\) .*/\\1/p' '%s'", w, kv))
s_c = slope("cached"); s_u = slope("uncached")
s_c = s_c eq "" ? "-" : s_c; s_u = s_u eq "" ? "-" : s_u
plot kv using 1:4 with linespoints lw 2 pt 7 title sprintf("with a KV cache (slope b = %s; expected 2)", s_c), \
     kv using 1:5 with linespoints lw 2 pt 5 title sprintf("without (slope b = %s; expected 3)", s_u)
