# block-interventions.gp — attn-train --intervene on a block (--target
# tokens: layer head intervention n mean_weight mean_abs_dlogit flips) as
# grouped bars: for each (layer, head) the mean |Δ logit| of the five
# interventions, on a log scale (a late head's effects are a hundredth of
# an early one's).  Lesson, "Карта — не объяснение".
#   gnuplot -e "in='iv.tsv'; out='iv.png'" plot/block-interventions.gp
if (!exists("in")) in = 'block-interventions.tsv'
if (!exists("out")) out = 'block-interventions.png'
set terminal pngcairo size 900,540 font ",10"
set output out
set datafile separator "\t"
set title "The lesson's interventions at every (layer, head) of the block"
set ylabel "mean |Δ logit| (log scale)"
set xlabel "layer.head"
set logscale y
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set grid ytics
set key top right
# rows come five by five, one (layer, head) a group, in the table's order
col(name) = sprintf("< awk -F'\\t' '!/^#/ && $3 == \"%s\" { print $1 \".\" $2 \"\\t\" $6 }' '%s'", name, in)
plot col("mask-max") using 2:xtic(1) title "mask max" lc rgb "#c0392b", \
     col("mask-mean") using 2 title "mask mid" lc rgb "#e67e22", \
     col("mask-random") using 2 title "mask random" lc rgb "#f1c40f", \
     col("patch-max") using 2 title "patch max" lc rgb "#2c3e50", \
     col("patch-random") using 2 title "patch random" lc rgb "#7f8c8d"
