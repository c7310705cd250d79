# addr-curves.gp — accuracy curves of the addressing task, one line per
# position variant (columns 2..5 of a TSV written by tools/addr-experiments.sh).
# gnuplot -e "in='pairs.tsv'; out='pairs.png'; ttl='...'; xl='pairs'; chance=0" plot/addr-curves.gp
if (!exists("chance")) chance = 0
if (!exists("lo")) lo = 2
set terminal pngcairo size 1000,540 font ",11"
set output out
set datafile separator "\t"
# The key sits outside the plot, on the right: inside, every corner of the
# graph is crossed by some curve in one of the four pictures.
set key autotitle columnheader outside right top spacing 1.3
set title ttl
set xlabel xl
set ylabel "accuracy"
# Headroom above accuracy 1 for the "training range" label: curves end at 1,
# so the label, drawn at 1.07, never touches them (it was struck through
# by the lines at y = 1).
set yrange [0:1.12]
set ytics 0, 0.2, 1
set grid
set object 1 rect from lo, graph 0 to 16, graph 1 behind fc rgb "#eeeeee" fs solid noborder
set label 1 "training range" at (lo + 16) / 2.0, first 1.07 center
# The chance bound is explained in the key, not by a label on the curves.
chance_t = sprintf("chance bound %.1f\n(no positions)", chance)
# Curves often coincide (none and rel both at 1 over every length): none is
# drawn first as a broad pale band, the others as thin lines with points on
# top, so a curve lying on none shows as a stripe inside the band and
# neither hides the other.
col = "#b48fd9 #009e73 #56b4e9 #e69f00"
plot in using 1:($2 - 0.012):($2 + 0.012) with filledcurves \
         fc rgb word(col, 1) title columnheader(2), \
     for [c=3:5] in using 1:c with linespoints pt 7 ps 0.6 lw 1.5 \
         lc rgb word(col, c - 1), \
     (chance > 0 ? chance : NaN) title (chance > 0 ? chance_t : "") \
         with lines dt 2 lw 1.5 lc rgb "black"
