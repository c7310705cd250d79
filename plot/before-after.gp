# before-after.gp — one interaction of the lesson's lab ("Лаборатория
# внимания") as a picture: a query's weights over its keys before and after
# (a score boosted, a value swapped, noise tokens added) and, with in2, the
# output vector before and after.
#   gnuplot -e "in='w.tsv'; out='lab.png'; ttl='...'" plot/before-after.gp
# in: TSV `key before after` (header first; a key absent on one side has
# an empty cell or 0); in2 (optional): TSV `dim before after`; sub1, sub2:
# the panels' titles when in2 is given.
if (!exists("in")) in = 'before-after.tsv'
if (!exists("out")) out = 'before-after.png'
if (!exists("ttl")) ttl = 'before and after'
if (!exists("sub2")) sub2 = 'the output z'
set datafile separator '\t'
stats in using 2 skip 1 nooutput	# a missing input fails before the PNG
two = exists("in2")
set terminal pngcairo size 1000,(two ? 900 : 550) font ',11'
set output out
set datafile missing ''
if (two) set multiplot layout 2,1 title ttl noenhanced
if (!two) set title ttl noenhanced
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.75 border -1
set grid y
set ylabel 'weight'
set yrange [0:*]
set xtics rotate by -30 noenhanced
set key top right
if (!exists("sub1")) sub1 = 'weights over the keys'
if (two) set title sub1 noenhanced
plot in using 2:xtic(1) title columnhead(2) lc rgb '#9aa5b1', \
     '' using 3 title columnhead(3) lc rgb '#d9822b'
if (two) {
	set title sub2 noenhanced
	set autoscale xfix
	set offsets 0.5, 0.5, 0, 0
	set style data linespoints
	set ylabel 'z_i'
	set yrange [*:*]
	set xlabel 'dimension'
	set xtics norotate
	plot in2 using ($0 + 1):2 with linespoints lw 2 pt 7 lc rgb '#9aa5b1' title columnhead(2), \
	     in2 using ($0 + 1):3 with linespoints lw 2 pt 5 lc rgb '#d9822b' title columnhead(3)
	unset multiplot
}
