# train-top.gp — bar chart of the spam tokens that receive the most attention
# (attn-train --top N output: rank word mean_weight count total_weight).
# Lesson, "Обучаемое взвешивание": addresses, domains, tariffs, "txt".
#   gnuplot -e "in='top.tsv'; out='top.png'" plot/train-top.gp
if (!exists("in")) in = 'top.tsv'
if (!exists("out")) out = 'top.png'
set terminal pngcairo size 900,620 font ",10"
set output out
set datafile separator "\t"
set title "Spam tokens that receive the most attention (held-out spam, mean weight)"
set style fill solid 0.8 border -1
set boxwidth 0.7
set yrange [0:*]
set ylabel "mean attention weight in spam messages"
set xtics rotate by -60 left nomirror
set grid ytics
set key off
plot in every ::1 using 0:3:xtic(2) with boxes lc rgb "#c0392b", \
     '' every ::1 using 0:3:(sprintf("%d", $4)) with labels offset 0,0.6 font ",8"
