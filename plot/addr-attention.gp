# addr-attention.gp — attention of the query over the pairs of one solved
# instance (long TSV from `attn-train addr attend`: key column 5, weight 6,
# target 8), two panels: a plain instance and one with a duplicate key.
# gnuplot -e "in1='attention-plain.tsv'; in2='attention-dup.tsv'; out='attention.png'" plot/addr-attention.gp
set terminal pngcairo size 1000,700 font ",11"
set output out
set datafile separator "\t"
set style fill solid 0.8 border -1
set boxwidth 0.7
set yrange [0:1.05]
set ylabel "attention weight"
set xtics rotate by -45
set grid ytics
set key off
set multiplot layout 2,1
set title "model without positions: the query finds its key (red = the queried pair)"
plot in1 using 0:6:($8 == 1 ? 0xcc2222 : 0x4477aa):xtic(5) skip 2 with boxes lc rgb variable
set title "duplicate key, relative bias (rel): the query takes the last copy (red)"
plot in2 using 0:6:($8 == 1 ? 0xcc2222 : 0x4477aa):xtic(5) skip 2 with boxes lc rgb variable
unset multiplot
