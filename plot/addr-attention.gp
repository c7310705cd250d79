# addr-attention.gp — attention of the query over the pairs of one solved
# instance (long TSV from `attn-train addr attend`: key column 5, weight 6,
# target 8), two panels: a plain instance and one with a duplicate key.
# gnuplot -e "in1='attention-plain.tsv'; in2='attention-dup.tsv'; out='attention.png'" plot/addr-attention.gp
set terminal pngcairo size 1000,760 font ",11"
set output out
set datafile separator "\t"
set style fill solid 0.8 border -1
set boxwidth 0.7
set yrange [0:1.05]
set ylabel "attention weight"
set xtics rotate by -45
set xlabel "key:value pairs in sequence order (position 1, 2, ...); the query comes after the last"
# The query token and its position, from the first data row (columns 3, 2).
qry(f, c) = system(sprintf("awk -F '\t' '!/^#/ && $1 != \"id\" { print $%d; exit }' '%s'", c, f))
q1 = qry(in1, 3); p1 = qry(in1, 2)
q2 = qry(in2, 3); p2 = qry(in2, 2)
set grid ytics
set key off
set multiplot layout 2,1
set title sprintf("model without positions, query %s (position %s): it finds its key (red = the queried pair)", q1, p1)
plot in1 using 0:6:($8 == 1 ? 0xcc2222 : 0x4477aa):xtic(5) skip 2 with boxes lc rgb variable
set title sprintf("duplicate key, relative bias (rel), query %s (position %s): it takes the last copy (red)", q2, p2)
plot in2 using 0:6:($8 == 1 ? 0xcc2222 : 0x4477aa):xtic(5) skip 2 with boxes lc rgb variable
unset multiplot
