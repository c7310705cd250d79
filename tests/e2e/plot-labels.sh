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
