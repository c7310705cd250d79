# train-interventions.gp — the distribution of |Δ logit| for each intervention
# (attn-train --intervene output: intervention n mean_weight mean_abs_dlogit
# q25 median q75 q90 max flips) as boxes q25..q75 with whiskers to q90, the
# median as a bar and the mean as a point.  Lesson, "Карта — не объяснение".
#   gnuplot -e "in='iv.tsv'; out='iv.png'" plot/train-interventions.gp
if (!exists("in")) in = 'interventions.tsv'
if (!exists("out")) out = 'interventions.png'
set terminal pngcairo size 820,540 font ",10"
set output out
set datafile separator "\t"
set title "Masking and patching: |Δ logit| on held-out messages"
set ylabel "|Δ logit|"
set xlabel "intervention on one token (max / mean / random weight): mask = remove it, patch = take a control message's value"
set style fill solid 0.35 border -1
set boxwidth 0.5
set yrange [0:*]
set xrange [-0.6:4.6]
set grid ytics
set key top left
plot in every ::1 using 0:5:5:8:7:xtic(1) with candlesticks whiskerbars lc rgb "#2c3e50" title "q25–q75, whisker to q90", \
     '' every ::1 using 0:6:6:6:6 with candlesticks lc rgb "#2c3e50" lw 2 notitle, \
     '' every ::1 using 0:4 with points pt 7 ps 1.3 lc rgb "#c0392b" title "mean", \
     NaN with lines lw 2 lc rgb "#2c3e50" title "median"
