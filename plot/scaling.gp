# scaling.gp — the random-score experiment (attn-map --scaling): mean
# maximum weight and mean row entropy against d_k, with and without the
# 1/sqrt(d_k) scaling, and Var(q.k)/d_k.
#   gnuplot -e "in='scaling.tsv'; out='scaling.png'" plot/scaling.gp
if (!exists("in")) in = 'scaling.tsv'
if (!exists("out")) out = 'scaling.png'
set terminal pngcairo size 1500,500 font ',11'
set output out
set datafile separator '\t'
# Each panel's key goes where its curves are not (new-user report item 13:
# top right, the default, lay on the curves in the left and middle panels),
# and is opaque so that nothing runs through its text.
set key autotitle columnhead opaque box lc rgb '#bbbbbb'
set logscale x 2
set xlabel 'd_k'
set grid
set multiplot layout 1,3
set title 'mean maximum weight (8 keys)'
set ylabel 'mean maximum weight'
set yrange [0:1]
# the unscaled curve climbs to the top right, the scaled one stays near 0.35
set key bottom right
plot in using 1:6 with linespoints title 'without 1/sqrt(d_k)', \
     in using 1:8 with linespoints title 'with 1/sqrt(d_k)'
set title 'mean row entropy (max ln 8 = 2.079)'
set ylabel 'mean row entropy, nats'
set yrange [0:2.2]
# between the scaled curve (~1.7) and the unscaled one (falling below 0.5)
set key center right
plot in using 1:7 with linespoints title 'without 1/sqrt(d_k)', \
     in using 1:9 with linespoints title 'with 1/sqrt(d_k)', \
     in using 1:10 with lines dashtype 2 title 'ln 8'
set title 'Var(q.k) / d_k'
set ylabel 'Var(q.k) / d_k'
set yrange [0.9:1.1]
set key bottom right
plot in using 1:5 with linespoints title 'measured', 1 with lines dashtype 2 title 'expected 1'
unset multiplot
