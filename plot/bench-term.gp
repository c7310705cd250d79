# bench-term.gp — the PNG terminal shared by the bench figures: pngcairo
# when this gnuplot has it, else the plain png terminal.
if (strstrt(GPVAL_TERMINALS, "pngcairo") > 0) {
	set terminal pngcairo size 960,680 font ",11" noenhanced
} else {
	set terminal png size 960,680 noenhanced
}
set datafile separator "\t"
set datafile missing "-"
set grid
