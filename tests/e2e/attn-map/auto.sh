# attn-map --proj-scale auto, the default (lib/attn/autoscale.h): the
# rule's c on a map solved by hand, on the SMS embeddings (the lesson's c
# and map again), on general English vectors of d = 100 made from GCIDE
# (c = 1 gives one-hot rows there), the lab page starting from the same
# c, one c for a --batch in any order, and c = 1 said where the rule has
# no answer.
. "$(dirname "$0")/../../lib.sh"
. "$ATTNKIT_TOP/tools/map-lib.sh"
mean_h() {	# the mean of entropy / ln n over the rows of an --entropy output
	awk -F'\t' '!/^#/ && $1 ~ /^[0-9]+$/ && $5 > 1 { s += $3 / $4; n++ } END { if (n) printf "%.4f\n", s / n }' "$1"
}
# two unit vectors e1, e2 (d = 2): both rows (p, 1 - p), p = σ(c²/√2);
# H2(p) = 0.7898 at c = 1.286 (tests/unit/test_autoscale.c)
printf 'word\td1\td2\na\t1\t0\nb\t0\t1\n' > "$T/two.tsv"
t_run "two unit vectors: --proj-scale auto" 0 attn-map -e "$T/two.tsv" --text 'a b' --proj-scale auto --entropy
t_ok "the comment names c = 1.286" grep -qx '# proj-scale auto: c = 1.286 (mean row entropy 0.7900 of ln n; the rule: 0.7898)' "$T/out"
t_ok "stderr names it too, once, with the option that overrides it" sh -c "grep -cx 'attn-map: --proj-scale auto: c = 1.286 (mean row entropy 0.7900 of ln n; the rule: 0.7898; --proj-scale C sets another)' '$T/err' | grep -qx 1"
cp "$T/out" "$T/auto.tsv"
t_run "no --proj-scale: auto is the default" 0 attn-map -e "$T/two.tsv" --text 'a b' --entropy
t_ok "the default's map and comment are auto's" sh -c "tail -n +2 '$T/out' > '$T/def.tsv'; tail -n +2 '$T/auto.tsv' | cmp -s - '$T/def.tsv'"
t_ok "... said on stderr" grep -q '^attn-map: --proj-scale auto: c = 1.286 ' "$T/err"
t_run "one token: the rule has no answer, the default takes c = 1" 0 attn-map -e "$T/two.tsv" --text 'a' --outputs
t_ok "no comment: the output is c = 1's" sh -c "! grep -q '^# proj-scale' '$T/out'"
t_ok "... the output is e_a (c = 1)" grep -q "$(printf '^a\t1\t0$')" "$T/out"
t_ok "... and said with the option" grep -qx 'attn-map: --proj-scale auto: no query has two keys to choose between: no scale changes this map: c = 1 (--proj-scale C sets another)' "$T/err"
t_bad "one token with --proj-scale auto given: the rule's reason" 1 "^attn-map: --proj-scale auto: no query has two keys to choose between: no scale changes this map: give --proj-scale C$" attn-map -e "$T/two.tsv" --text 'a' --proj-scale auto
t_run "-q: nothing said" 0 attn-map -q -e "$T/two.tsv" --text 'a b'
t_ok "  stderr empty" test ! -s "$T/err"
t_run "the same map at --proj-scale 1.286" 0 attn-map -e "$T/two.tsv" --text 'a b' --proj-scale 1.286 --entropy
t_ok "the printed c reproduces the map exactly" sh -c "diff '$T/out' '$T/auto.tsv' | grep -v '^[<>] #' | grep -q '^[<>]' && exit 1 || exit 0"
t_bad "identical vectors: no c meets the rule" 1 "^attn-map: --proj-scale auto: the mean row entropy is 1 of ln n still at c = 1e4, above 0.7898 .*: give --proj-scale C$" attn-map -e "$T/two.tsv" --text 'a a' --all-tokens --proj-scale auto
t_run "identical vectors by default: c = 1, said" 0 attn-map -e "$T/two.tsv" --text 'a a' --all-tokens
t_ok "  on stderr" grep -q '^attn-map: --proj-scale auto: the mean row entropy is 1 of ln n still at c = 1e4, above 0.7898 .*: c = 1 (--proj-scale C sets another)$' "$T/err"
t_bad "auto and --random-proj exclude each other" 2 "exclude each other" attn-map -e "$T/two.tsv" --text 'a b' --proj-scale auto --random-proj 4
# --batch: one c for every line's rows.  Lines 'a b' (c = 1.286 alone)
# and 'a' (one key: no row) give 1.286; the order of the lines does not
# matter
printf 'x\ta b\nx\ta\n' > "$T/two.lines"
printf 'x\ta\nx\ta b\n' > "$T/two.rev"
t_run "--batch: one c over the lines" 0 attn-map -e "$T/two.tsv" --batch "$T/two.lines"
t_ok "  c = 1.286: the one line with rows" grep -q '^# proj-scale auto: c = 1.286 ' "$T/out"
t_ok "  said once on stderr" sh -c "grep -c '^attn-map: --proj-scale auto: c = 1.286 ' '$T/err' | grep -qx 1"
grep -v '^#' "$T/out" | cut -f2- | sort > "$T/b1"
t_run "--batch: the lines the other way round" 0 attn-map -e "$T/two.tsv" --batch "$T/two.rev"
t_ok "  the same c" grep -q '^# proj-scale auto: c = 1.286 ' "$T/out"
t_ok "  the same weights" sh -c "grep -v '^#' '$T/out' | cut -f2- | sort | cmp -s - '$T/b1'"
t_run "--html --proj-scale auto: the page starts at the rule's c" 0 attn-map -e "$T/two.tsv" --text 'a b' --proj-scale auto --html "$T/lab.html"
t_ok "the page's c is 1.286" grep -q '"init":{"c":1.286,' "$T/lab.html"

# general English: GCIDE's first 60,000 entries, ASCII only, 100 dimensions
g=/usr/share/dictd/gcide.dict.dz
if [ ! -f "$g" ]; then
	t_fail "GCIDE" "$g missing: sh tools/deps.sh test installs dict-gcide"
else
	gzip -dc "$g" | awk '/^[ \t]*$/ { if (p != "") print "gcide\t" p; p = ""; next }
		{ gsub(/\\[^\\]*\\/, ""); gsub(/\[[^]]*\]/, ""); gsub(/[\t\r]/, " "); p = p " " $0 }' |
	    head -60000 | tr -cd '\11\12\40-\176' > "$T/en.tsv"
	sms-vocab --min-count 5 -o "$T/en.vocab" "$T/en.tsv"
	sms-vocab -t -o "$T/en.tok" "$T/en.tsv"
	t_run "English vectors, d = 100" 0 ppmi-svd -q -v "$T/en.vocab" --dim 100 -o "$T/en.emb" "$T/en.tok"
	S='the king gave the queen a golden crown and the people cheered'
	t_run "c = 1 on them" 0 attn-map -e "$T/en.emb" --text "$S" --proj-scale 1 --entropy
	h1=$(mean_h "$T/out")
	t_ok "c = 1: the rows are nearly one-hot (mean entropy $h1 of ln n < 0.2)" awk -v h="$h1" 'BEGIN { exit !(h != "" && h < 0.2) }'
	t_run "--proj-scale auto on them" 0 attn-map -e "$T/en.emb" --text "$S" --proj-scale auto --entropy
	ha=$(mean_h "$T/out")
	c=$(sed -n 's/^# proj-scale auto: c = \([0-9.e+-]*\) .*/\1/p' "$T/out")
	t_ok "auto: mean row entropy $ha of ln n, neither near 0 nor near 1 (0.2..0.95)" awk -v h="$ha" 'BEGIN { exit !(h != "" && h > 0.2 && h < 0.95) }'
	t_ok "auto: says which c ($c), on stderr too" sh -c "[ -n '$c' ] && grep -q 'attn-map: --proj-scale auto: c = $c ' '$T/err'"
	t_ok "auto: the rule is met to the rounding of c (|$ha - 0.7898| < 0.002)" awk -v h="$ha" 'BEGIN { d = h - 0.7898; exit !(d < 0.002 && d > -0.002) }'
fi

# the SMS embeddings: the lesson's c again, and its map
if ! have_corpus; then
	t_skip "auto on the SMS embeddings" "SMS_CORPUS not set or not a file"
	echo "1..$t_num"
	exit 0
fi
t_ok "the SMS chain" map_chain "$SMS_CORPUS" "$T/w"
cf=$(map_fit_c "$T/w")
t_run "auto on the lesson's message" 0 attn-map -e "$T/w/emb.tsv" --proj-scale auto --long "$T/w/msg.tsv"
t_ok "auto chooses the lesson's c = $cf (fitted to call's 0.616)" grep -q "^# proj-scale auto: c = $cf " "$T/out"
w=$(awk -F'\t' '$2 == "call" && $4 == "call" { print $5 }' "$T/out")
t_near "call's self-weight at auto's c is the lesson's 0.616" "$w" 0.616 0.0005
grep -v '^#' "$T/out" > "$T/auto.long"
t_run "the map at the fitted c" 0 attn-map -e "$T/w/emb.tsv" --proj-scale "$cf" --long "$T/w/msg.tsv"
grep -v '^#' "$T/out" > "$T/fit.long"
t_cmp "auto's map is the fitted map, byte for byte" "$T/fit.long" "$T/auto.long"
t_run "--batch of the lesson's line alone" 0 attn-map -e "$T/w/emb.tsv" --batch "$T/w/msg.tsv"
t_ok "  the line's own c, $cf" grep -q "^# proj-scale auto: c = $cf " "$T/out"
# the whole corpus as one batch, and the same lines shuffled: one c
t_run "--batch of the corpus's token lines" 0 attn-map -e "$T/w/emb.tsv" --batch --entropy "$T/w/tokens.tsv"
cb=$(sed -n 's/^# proj-scale auto: c = \([0-9.]*\) .*/\1/p' "$T/out")
t_ok "  one c ($cb), not the lesson's line's" sh -c "[ -n '$cb' ] && [ '$cb' != '$cf' ]"
awk -F'\t' '!/^#/ && $1 ~ /^[0-9]+$/ && $6 > 1 { s += $4 / $5; n++ } END { printf "%.4f\n", s / n }' "$T/out" > "$T/hb"
t_near "  the rule over every row of every line: mean entropy of ln n" "$(cat "$T/hb")" 0.7898 0.002
grep -v '^#' "$T/w/tokens.tsv" | sort -r > "$T/rev.tsv"
t_run "  the lines in another order" 0 attn-map -e "$T/w/emb.tsv" --batch --entropy "$T/rev.tsv"
t_ok "  the same c" grep -q "^# proj-scale auto: c = $cb " "$T/out"
echo "1..$t_num"
