# heads.gp — attention maps side by side (e.g. the lesson's head A, head B
# and their mean), each a matrix TSV of attn-map --heads ... --head N.
#   gnuplot -e "a='A.tsv'; b='B.tsv'; m='mean.tsv'; out='heads.png'" plot/heads.gp
# Optional titles ta, tb, tm.
if (!exists("out")) out = 'heads.png'
if (!exists("ta")) ta = 'head A: previous token'
if (!exists("tb")) tb = 'head B: content, no diagonal'
if (!exists("tm")) tm = 'mean of the heads'
set terminal pngcairo size 1800,650 font ',10'
set output out
set multiplot layout 1,3
set xtics rotate by 45 right noenhanced
set ytics noenhanced
set yrange [] reverse
set cbrange [0:1]
set palette defined (0 'white', 0.5 '#f4a259', 1 '#7b1e1e')
set size ratio -1
set xlabel 'key'
set ylabel 'query'
set cblabel 'weight'
unset key
set title ta noenhanced
plot a matrix rowheaders columnheaders with image
set title tb noenhanced
plot b matrix rowheaders columnheaders with image
set title tm noenhanced
plot m matrix rowheaders columnheaders with image
unset multiplot
