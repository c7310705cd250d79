# train-top.gp — bar chart of the spam tokens that receive the most attention
# (attn-train --top N output: rank word mean_weight count total_weight).
# Lesson, "Обучаемое взвешивание": addresses, domains, tariffs, "txt".
#   gnuplot -e "in='top.tsv'; out='top.png'" plot/train-top.gp
if (!exists("in")) in = 'top.tsv'
if (!exists("out")) out = 'top.png'
set terminal pngcairo size 900,620 font ",10"
set output out
set datafile separator "\t"
# The number of spam messages, from the header attn-train --top writes
# ("# attention weight received in N spam messages; ...").
nmsg = system("sed -n 's/^# attention weight received in \\([0-9]*\\) spam messages.*/\\1/p' '" . in . "' | head -n 1")
nmin = system("sed -n 's/^# attention weight received in .* at least \\([0-9]*\\) times.*/\\1/p' '" . in . "' | head -n 1")
set title "Spam tokens that receive the most attention (held-out spam, mean weight)\n" . \
    "{/=9 number above a bar: how many times the token occurs in the " . \
    (nmsg eq "" ? "" : nmsg . " ") . "spam messages" . \
    (nmin eq "" ? "" : " (tokens seen at least " . nmin . " times)") . "}"
set style fill solid 0.8 border -1
set boxwidth 0.7
set yrange [0:*]
set ylabel "mean attention weight in spam messages"
set xlabel "token (ranked by mean attention weight)"
set xtics rotate by -60 left nomirror
set grid ytics
set key off
plot in every ::1 using 0:3:xtic(2) with boxes lc rgb "#c0392b", \
     '' every ::1 using 0:3:(sprintf("%d", $4)) with labels offset 0,0.6 font ",8"
