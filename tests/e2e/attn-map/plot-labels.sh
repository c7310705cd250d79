# The heatmap scripts label both axes and the colour bar (review1: the
# heads figure had neither 'key' nor 'query').  Rendered from the fixture;
# the labels are read back with gnuplot's 'show'.
. "$(dirname "$0")/../../lib.sh"
if ! command -v gnuplot > /dev/null; then
	t_skip "plot labels" "gnuplot not installed"
	exit 0
fi
E=$DATA/map-emb.tsv
for k in 1 2 mean; do
	attn-map -e "$E" --heads lesson --head $k -o "$T/h$k.tsv" --text 'free call on or'
done
attn-map -e "$E" -o "$T/map.tsv" --text 'free call on or'
labels() {	# labels SCRIPT GNUPLOT-VARS: the three labels, one a line
	gnuplot -e "$2" "$ATTNKIT_TOP/plot/$1" -e 'show xlabel; show ylabel; show cblabel' 2>&1 |
	    sed -n 's/^[[:space:]]*\([a-z]*label\) is "\([^"]*\)".*/\1=\2/p' | tr '\n' ' '
}
got=$(labels heads.gp "a='$T/h1.tsv'; b='$T/h2.tsv'; m='$T/hmean.tsv'; out='$T/heads.png'")
t_ok "heads.gp: axes and colour bar labelled ($got)" test "$got" = "xlabel=key ylabel=query cblabel=weight "
t_ok "heads.gp: the PNG is written" test -s "$T/heads.png"
got=$(labels heatmap.gp "in='$T/map.tsv'; out='$T/map.png'")
t_ok "heatmap.gp: axes and colour bar labelled ($got)" test "$got" = "xlabel=key ylabel=query cblabel=weight "

# The numbers in the cells are drawn only where they fit: a 31-token map
# of the corpus was a wall of overlapping "0.03".
attn-map -e "$E" --all-tokens -o "$T/long.tsv" --text 'free call on or free call on or free call on or free call on or free call'
got=$(gnuplot -e "in='$T/long.tsv'; out='$T/long.png'" "$ATTNKIT_TOP/plot/heatmap.gp" -e 'print labels' 2>&1 || true)
t_ok "heatmap.gp: no cell numbers on a 17-token map (labels=$got)" test "$got" = 0
got=$(gnuplot -e "in='$T/map.tsv'; out='$T/map.png'" "$ATTNKIT_TOP/plot/heatmap.gp" -e 'print labels' 2>&1 || true)
t_ok "heatmap.gp: cell numbers on a 4-token map (labels=$got)" test "$got" = 1
got=$(gnuplot -e "in='$T/long.tsv'; out='$T/long.png'; labels=1" "$ATTNKIT_TOP/plot/heatmap.gp" -e 'print labels' 2>&1 || true)
t_ok "heatmap.gp: labels=1 forces them" test "$got" = 1
# the colour scale is 0..1 by default (pictures comparable), the data's
# range with autoscale=1: the 17-token map's largest weight is well below 1
got=$(gnuplot -e "in='$T/long.tsv'; out='$T/long.png'" "$ATTNKIT_TOP/plot/heatmap.gp" -e 'show cbrange' 2>&1 | grep -o 'cbrange \[[^]]*\]' || true)
t_ok "heatmap.gp: fixed colour scale 0..1 by default ($got)" sh -c "echo '$got' | grep -Eq '\[ *0(\.0*)? *: *1(\.0*)? *\]'"
got=$(gnuplot -e "in='$T/long.tsv'; out='$T/long.png'; autoscale=1" "$ATTNKIT_TOP/plot/heatmap.gp" -e 'print GPVAL_CB_MAX' 2>&1 || true)
t_ok "heatmap.gp: autoscale=1 scales to the data's maximum ($got)" awk -v g="$got" 'BEGIN { exit !(g + 0 > 0 && g + 0 < 0.9) }'

# train-weights.gp: a token without an embedding (weight 0, no visible box)
# gets a mark on the axis; the title promised grey for it and showed nothing.
TE=$DATA/train-emb.tsv
w1=$(awk -F'\t' '!/^#/ && n++ == 1 { print $1 }' "$TE")
w2=$(awk -F'\t' '!/^#/ && n++ == 2 { print $1 }' "$TE")
printf 'ham\t%s zzz %s\n' "$w1" "$w2" > "$T/tmsg"
if attn-train -e "$TE" --epochs 1 --save "$T/tmodel" "$DATA/train-corpus.tsv" > /dev/null 2>&1 &&
    attn-train -e "$TE" --load "$T/tmodel" --predict --per-token -o "$T/tpred" "$T/tmsg"; then
	gnuplot -e "in='$T/tpred'; out='$T/w.png'; line=1" "$ATTNKIT_TOP/plot/train-weights.gp" \
	    -e "set table '$T/wtab'; replot; unset table" > /dev/null 2>&1 || true
	t_ok "train-weights.gp: the unknown token 'zzz' (pos 2) is marked" sh -c "awk '/^# Curve 1/ { c = 1 } c && \$1 == 2 && \$2 == 0 { f = 1 } END { exit !f }' '$T/wtab'"
else
	t_fail "train-weights.gp: a prediction to plot" "attn-train failed"
fi

# addr-curves.gp (new-user report item 13): the "training range" label sits
# above accuracy 1, where no curve can strike it through; the key is outside
# the graph; the chance bound is a key entry, not a label on the curves.
printf '# t\npairs\tnone\tsin\trope\trel\n2\t1\t1\t1\t1\n8\t1\t0.9\t0.8\t1\n' > "$T/curve.tsv"
got=$(gnuplot -e "in='$T/curve.tsv'; out='$T/curve.png'; ttl='t'; xl='pairs'; chance=0.5" \
    "$ATTNKIT_TOP/plot/addr-curves.gp" -e 'show label; show key' 2>&1 |
    awk '/label 1 "training range" at/ { sub(/.*at \(/, ""); split($0, a, ", "); y = a[2] }
	/label 2/ { l2 = 1 } /key is ON, position:.*outside/ { out = 1 }
	END { printf "y=%s l2=%d out=%d", y, l2, out }')
t_ok "addr-curves.gp: label above 1, key outside, no chance label ($got)" \
    sh -c "echo '$got' | awk '{ split(\$1, y, \"=\"); exit !(y[2] > 1 && \$2 == \"l2=0\" && \$3 == \"out=1\") }'"

# train-top.gp (report item 13): the x axis is labelled and the title says
# what the numbers above the bars are, with the message count of the input.
if attn-train -e "$TE" --load "$T/tmodel" --top 3 --min-count 1 -o "$T/top" "$DATA/train-corpus.tsv" 2> /dev/null; then
	n=$(sed -n 's/^# attention weight received in \([0-9]*\) spam.*/\1/p' "$T/top")
	got=$(gnuplot -e "in='$T/top'; out='$T/top.png'" "$ATTNKIT_TOP/plot/train-top.gp" -e 'show xlabel; show title' 2>&1)
	t_ok "train-top.gp: x axis labelled" sh -c "echo '$got' | grep -q 'xlabel is \"token'"
	t_ok "train-top.gp: title explains the numbers ($n messages)" sh -c "echo '$got' | grep -q 'number above a bar: how many times the token occurs in the $n spam'"
else
	t_fail "train-top.gp: a --top table to plot" "attn-train failed"
fi

# heatmap.gp: a missing input fails before the PNG exists; masked weights
# (exact zeros) print as "0", and dark cells get white numbers
t_run "heatmap.gp: missing input fails" 1 gnuplot -e "in='$T/nosuch.tsv'; out='$T/nosuch.png'" "$ATTNKIT_TOP/plot/heatmap.gp"
t_ok "heatmap.gp: no empty PNG left" test ! -e "$T/nosuch.png"
printf 'query\ta\tb\na\t1\t0\nb\t0.5\t0.5\n' > "$T/m.tsv"
t_run "heatmap.gp: a 2x2 map renders" 0 gnuplot -e "in='$T/m.tsv'; out='$T/m.png'" "$ATTNKIT_TOP/plot/heatmap.gp"
t_ok "heatmap.gp: the PNG is written" test -s "$T/m.png"
