# addr-curves.gp — accuracy curves of the addressing task, one line per
# position variant (columns 2..5 of a TSV written by tools/addr-experiments.sh).
# gnuplot -e "in='pairs.tsv'; out='pairs.png'; ttl='...'; xl='pairs'; chance=0" plot/addr-curves.gp
if (!exists("chance")) chance = 0
if (!exists("lo")) lo = 2
set terminal pngcairo size 900,540 font ",11"
set output out
set datafile separator "\t"
set key autotitle columnheader bottom left
set title ttl
set xlabel xl
set ylabel "accuracy"
set yrange [0:1.05]
set grid
set object 1 rect from lo, graph 0 to 16, graph 1 behind fc rgb "#eeeeee" fs solid noborder
set label 1 "training range" at (lo + 16) / 2.0, graph 0.97 center
if (chance > 0) set arrow 1 from graph 0, first chance to graph 1, first chance nohead dt 2 lc rgb "black"
if (chance > 0) set label 2 sprintf("chance bound %.1f (no positions)", chance) at graph 0.98, first chance - 0.04 right
# Curves often coincide (none and rel both at 1 over every length): the
# first is drawn with open rings, larger than the points of the others, so
# that it stays visible under them.
plot for [c=2:5] in using 1:c with linespoints pt (c == 2 ? 6 : 7) \
    ps (c == 2 ? 1.3 : 0.6) lw 2
