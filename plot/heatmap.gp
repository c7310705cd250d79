# heatmap.gp — an attention map (matrix TSV of attn-map) as a PNG with the
# token labels on both axes.
#   gnuplot -e "in='map.tsv'; out='map.png'" plot/heatmap.gp
# Optional: title='...'; labels=1 or 0 to force the numbers in the cells
# on or off (default: on up to 16 keys and queries, where they fit).
# Queries run down the y axis (first at the top), keys along x; the colour
# is the weight on a fixed scale, 0 white to 1 dark, so that two pictures
# can be compared.  autoscale=1 stretches the scale from 0 to the largest
# value instead (for scores or outputs, which are not in 0..1).
if (!exists("in")) in = 'map.tsv'
if (!exists("out")) out = 'map.png'
if (!exists("title")) title = 'attention weights (row = query, column = key)'
# read the matrix first: a missing or empty input fails here, before the
# PNG is created, so no empty picture is left behind
stats in matrix rowheaders columnheaders nooutput
if (!exists("labels")) labels = STATS_size_x <= 16 && STATS_size_y <= 16
if (!exists("autoscale")) autoscale = 0
top = autoscale ? STATS_max : 1
dark = 0.55 * top		# cells darker than this get white numbers
set terminal pngcairo size 900,800 font ',11'
set output out
set title title noenhanced
set xlabel 'key'
set ylabel 'query'
set xtics rotate by 45 right noenhanced
set ytics noenhanced
set yrange [] reverse
if (autoscale) { set cbrange [0:*] } else { set cbrange [0:1] }
set cblabel 'weight'
set palette defined (0 'white', 0.5 '#f4a259', 1 '#7b1e1e')
set size ratio -1
unset key
# an exact 0 (a masked weight) prints as "0", a small weight as "0.00"
num(w) = w == 0 ? '0' : sprintf('%.2f', w)
if (labels) {
	plot in matrix rowheaders columnheaders using 1:2:3 with image, \
	     in matrix rowheaders columnheaders \
		using 1:2:($3 < dark ? num($3) : '') with labels font ',8', \
	     in matrix rowheaders columnheaders \
		using 1:2:($3 >= dark ? num($3) : '') with labels font ',8' \
		textcolor 'white'
} else {
	plot in matrix rowheaders columnheaders using 1:2:3 with image
}
