# dilution.gp — the attention budget (attn-map --dilution S,C): the weight
# of the target key against the number of identical competitors.
#   gnuplot -e "in='dilution.tsv'; out='dilution.png'" plot/dilution.gp
if (!exists("in")) in = 'dilution.tsv'
if (!exists("out")) out = 'dilution.png'
set terminal pngcairo size 900,600 font ',11'
set output out
set datafile separator '\t'
set xlabel 'number of competitors'
set ylabel 'weight'
set yrange [0:1]
set grid
set title 'one key of score 4 among competitors of score 1: its score never changes'
plot in using 1:3 skip 1 with linespoints pt 7 ps 0.6 title 'target weight', \
     in using 1:4 skip 1 with lines title 'one competitor', \
     in using 1:($1 == 1 || $1 == 11 || $1 == 41 ? $3 : 1/0):(sprintf('%.3f', $3)) \
        skip 1 with labels offset 2,1 notitle
