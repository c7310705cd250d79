# The heatmap scripts label both axes and the colour bar (review1: the
# heads figure had neither 'key' nor 'query').  Rendered from the fixture;
# the labels are read back with gnuplot's 'show'.
. "$(dirname "$0")/../lib.sh"
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
