# soft-lookup.gp — attention as a soft dictionary lookup (lesson, "Три
# матрицы"): one query against every key gives scores, softmax turns them
# into weights, and the output is the weights' mixture of the values.
#   gnuplot -e "w='lookup-w.tsv'; v='lookup-v.tsv'; out='soft-lookup.png'; q='call'" plot/soft-lookup.gp
# w: TSV `key score weight` (one row per key, header first);
# v: matrix TSV `value d1 .. dk`, one row per key's value, then the output
#    row z = Σ a_j v_j (attn-map --outputs), drawn below a gap.
if (!exists("w")) w = 'lookup-w.tsv'
if (!exists("v")) v = 'lookup-v.tsv'
if (!exists("out")) out = 'soft-lookup.png'
if (!exists("q")) q = 'query'
set datafile separator '\t'
stats w using 3 skip 1 nooutput	# fails on a missing input before the PNG
nk = STATS_records
stats v matrix rowheaders columnheaders nooutput
vmax = (abs(STATS_min) > abs(STATS_max)) ? abs(STATS_min) : abs(STATS_max)
set terminal pngcairo size 1000,1150 font ',11'
set output out
set multiplot layout 3,1 title sprintf("soft lookup: the query '%s' against every key → weights → a mixture of the values", q) noenhanced
set style fill solid 0.7 border -1
set boxwidth 0.7
set grid y
set xrange [-0.6:nk - 0.4]
set title sprintf("1. scores s_j = q(%s) · k_j / √d_k: how well each key matches the query", q) noenhanced
set ylabel 'score'
plot w using 0:2:xtic(1) skip 1 with boxes lc rgb '#4a7ab5' notitle, \
     w using 0:2:(sprintf('%.2f', $2)) skip 1 with labels offset 0,0.8 notitle
set title "2. weights a_j = softmax(s)_j: a distribution over the keys (sum 1)"
set ylabel 'weight'
set yrange [0:1.1]
plot w using 0:3:xtic(1) skip 1 with boxes lc rgb '#d9822b' notitle, \
     w using 0:3:(sprintf('%.3f', $3)) skip 1 with labels offset 0,0.8 notitle
set title "3. values v_j (rows) and the output z = Σ_j a_j v_j (bottom row): z is pulled towards the heavy keys' values"
unset grid
set yrange [*:*] reverse
set autoscale xfix
set autoscale yfix
set xrange [*:*]
set ylabel 'value of key / output'
set xlabel 'dimension'
set palette defined (-1 '#3b4cc0', 0 'white', 1 '#b40426')
set cbrange [-vmax:vmax]
set cblabel 'entry'
plot v matrix rowheaders columnheaders with image notitle
unset multiplot
