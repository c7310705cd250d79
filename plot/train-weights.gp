# train-weights.gp — the per-token attention weights of one message, as
# written by attn-train --predict (line label p_spam logit pos token known
# weight): "why was this flagged".  Select the message with `line`.
# `name` (optional) is shown in the title instead of "message LINE".
#   gnuplot -e "in='pred.tsv'; out='w.png'; line=3" plot/train-weights.gp
if (!exists("in")) in = 'predict.tsv'
if (!exists("out")) out = 'weights.png'
if (!exists("line")) line = 1
if (!exists("name")) name = sprintf("message %d", line)
set terminal pngcairo size 900,450 font ",10"
set output out
set datafile separator "\t"
stats in every ::1 using (column(1) == line ? column(3) : NaN) nooutput
set title sprintf("Attention weights of %s, p(spam) = %.3f (grey mark: not in the embeddings, weight 0)", name, STATS_max)
set style fill solid 0.8 border -1
set boxwidth 0.7
set yrange [0:*]
set ylabel "attention weight"
set xlabel "tokens of the message, in order"
set xtics rotate by -60 left nomirror
set grid ytics
set key off
# a token without an embedding has weight 0, so no visible box: a grey mark
# marks it on the axis
plot in every ::1 using ($1 == line ? $5 : NaN):($1 == line ? $8 : NaN):($7 > 0 ? 0xc0392b : 0xaaaaaa):xtic($1 == line ? stringcolumn(6) : "") with boxes lc rgb variable, \
     in every ::1 using ($1 == line && $7 == 0 ? $5 : NaN):(0) with points pt 2 ps 1.5 lw 2 lc rgb '#888888'
