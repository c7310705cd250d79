# addr-block-interventions.gp — attn-train addr intervene on a block model
# (--target tokens: layer head intervention n mean_weight accuracy changed
# mean_dlogp) as grouped bars: for each (layer, head) the accuracy left
# after the key of the answering pair, of the pair the query weights most
# and of a random other pair is masked in that head alone; the group
# "input" removes the answering or a random other pair from the text.
# The dashed line is chance, 1/values (ch).  Lesson, "Карта — не
# объяснение", on the addressing task where the answer is known.
#   gnuplot -e "in='tokens.tsv'; out='iv.png'; ch=0.1" plot/addr-block-interventions.gp
if (!exists("in")) in = 'tokens.tsv'
if (!exists("out")) out = 'addr-block-interventions.png'
if (!exists("ch")) ch = 0.1
if (!exists("ttl")) ttl = "The block on the addressing task: accuracy left after each intervention"
set terminal pngcairo size 900,540 font ",10"
set output out
set datafile separator "\t"
set datafile missing "-"
set title ttl
set ylabel "accuracy on held-out instances"
set xlabel "layer.head (input: the pair removed from the text)"
set yrange [0:1.05]
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set grid ytics
set key outside right top
# one row per group: target, max (or -), random
rows = sprintf("< awk -F'\\t' '!/^#/ && $1 != \"layer\" { g = ($1 == \"all\") ? \"input\" : $1 \".\" $2; if (!(g in seen)) { seen[g] = 1; order[++n] = g } k = $3; sub(/^(mask|remove)-/, \"\", k); v[g, k] = $6 } END { for (i = 1; i <= n; i++) { g = order[i]; m = ((g, \"max\") in v) ? v[g, \"max\"] : \"-\"; print g \"\\t\" v[g, \"target\"] \"\\t\" m \"\\t\" v[g, \"random\"] } }' '%s'", in)
plot rows using 2:xtic(1) title "answering pair" lc rgb "#c0392b", \
     rows using 3 title "max-weight pair" lc rgb "#e67e22", \
     rows using 4 title "random other pair" lc rgb "#2c3e50", \
     ch with lines dt 2 lc rgb "#555555" title "chance"
