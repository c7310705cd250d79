# attn-map: the map of a token line, its output forms and identities.
. "$(dirname "$0")/../../lib.sh"
E=$DATA/map-emb.tsv
TOK=$DATA/map-tokens.tsv
nine="free nokia motorola on orange call mobileupd or optout"

t_run "weights matrix from stdin line 1" 0 attn-map -e "$E" "$TOK"
grep -v '^#' "$T/out" > "$T/w"
t_ok "header: query then the 9 keys, each once in order" \
	test "$(head -1 "$T/w")" = "$(printf 'query\t%s' "$nine" | tr ' ' '\t')"
t_ok "9 query rows" test "$(tail -n +2 "$T/w" | wc -l)" -eq 9
t_ok "every row sums to 1 within 1e-6" awk -F'\t' 'NR > 1 { s = 0;
	for (i = 2; i <= NF; i++) s += $i; d = s - 1; if (d < 0) d = -d;
	if (d > 1e-6) bad = 1 } END { exit bad }' "$T/w"
t_ok "provenance comment first" grep -q '^# attn-map ' "$T/out"

t_run "--text gives the same map" 0 attn-map -e "$E" --text "$nine free call"
grep -v '^#' "$T/out" > "$T/w2"
t_cmp "--text = stdin line" "$T/w" "$T/w2"
T_STDIN=$TOK t_run "stdin" 0 attn-map -e "$E"
grep -v '^#' "$T/out" > "$T/w3"
t_cmp "stdin = file operand" "$T/w" "$T/w3"

t_run "--line 2" 0 attn-map -e "$E" --line 2 "$TOK"
t_ok "line 2 has 4 tokens" test "$(grep -v '^#' "$T/out" | head -1)" = \
	"$(printf 'query\tcall\tland\tor\ton')"

t_run "unknown words dropped and named" 0 attn-map -e "$E" --text "free zzz call"
t_ok "dropped comment" grep -q '^# dropped 1 out-of-vocabulary words: zzz' "$T/out"
t_run "--all-tokens keeps repeats" 0 attn-map -e "$E" --all-tokens --long --text "free call free"
t_ok "3×3 long rows" test "$(grep -vc '^#' "$T/out")" -eq 10

t_run "--long" 0 attn-map -e "$E" --long "$TOK"
t_ok "long: 81 rows + header" test "$(grep -vc '^#' "$T/out")" -eq 82
t_ok "long weight (call, free) = matrix cell" test "$(awk -F'\t' '$2 == "call" && $4 == "free" { print $5 }' "$T/out")" = "$(awk -F'\t' '$1 == "call" { print $2 }' "$T/w")"
t_run "--exact uses %.17g" 0 attn-map -e "$E" --exact "$TOK"
t_ok "17 significant digits" grep -Eq '0\.[0-9]{15,}' "$T/out"

t_run "--entropy" 0 attn-map -e "$E" --entropy "$TOK"
t_ok "entropy ≤ ln n = ln 9" awk -F'\t' '/^[0-9]/ { if ($3 > $4 + 1e-12 || $4 - log(9) > 1e-6 || $4 - log(9) < -1e-6) bad = 1 } END { exit bad }' "$T/out"

t_run "--scores at c = 1" 0 attn-map -e "$E" --proj-scale 1 --scores --text "free call"
# free·free = 1 + .25 + .25 = 1.5, /√4 = 0.75; free·call = -.2+.15-.6 = -0.65 → -0.325
t_ok "scores by hand: 0.75 and -0.325" grep -q "$(printf '^free\t0.75\t-0.325$')" "$T/out"
t_run "--no-scale doubles them" 0 attn-map -e "$E" --proj-scale 1 --scores --no-scale --text "free call"
t_ok "unscaled 1.5 -0.65" grep -q "$(printf '^free\t1.5\t-0.65$')" "$T/out"
t_run "--temperature 0.5 = no-scale at d=4" 0 attn-map -e "$E" --proj-scale 1 --scores --temperature 0.5 --text "free call"
t_ok "τ = 0.5: 1.5 -0.65" grep -q "$(printf '^free\t1.5\t-0.65$')" "$T/out"
t_run "--proj-scale 2 quadruples" 0 attn-map -e "$E" --scores --proj-scale 2 --text "free call"
t_ok "c = 2: 3 -1.3" grep -q "$(printf '^free\t3\t-1.3$')" "$T/out"

t_run "--outputs" 0 attn-map -e "$E" --outputs "$TOK"
t_ok "outputs header z1..z4" grep -q "$(printf '^query\tz1\tz2\tz3\tz4$')" "$T/out"
t_run "--hull" 0 attn-map -e "$E" --hull "$TOK"
t_ok "every z_i in the hull bound" sh -c "grep -q 'every z_i within the bound' '$T/out' && test \$(grep -c '^[0-9]' '$T/out') -eq 9 && ! awk -F'\t' '/^[0-9]/ && \$5 != 1' '$T/out' | grep -q ."

# W files: identity written out = --proj-scale 1
printf 'row\tc1\tc2\tc3\tc4\nr1\t1\t0\t0\t0\nr2\t0\t1\t0\t0\nr3\t0\t0\t1\t0\nr4\t0\t0\t0\t1\n' > "$T/I.tsv"
t_run "--proj-scale 1" 0 attn-map -e "$E" --proj-scale 1 "$TOK"
grep -v '^#' "$T/out" > "$T/w1"
t_run "--wq/--wk/--wv identity files" 0 attn-map -e "$E" --wq "$T/I.tsv" --wk "$T/I.tsv" --wv "$T/I.tsv" "$TOK"
grep -v '^#' "$T/out" > "$T/wI"
t_cmp "identity files = c·I" "$T/w1" "$T/wI"
printf 'row\tc1\tc2\nr1\t1\t0\nr2\t0\t1\nr3\t1\t1\nr4\t0\t0\n' > "$T/W2.tsv"
t_run "--wv of width 2" 0 attn-map -e "$E" --wq "$T/I.tsv" --wk "$T/I.tsv" --wv "$T/W2.tsv" --outputs "$TOK"
t_ok "d_v = 2 outputs" grep -q "$(printf '^query\tz1\tz2$')" "$T/out"
t_run "--random-proj 3 --seed 5" 0 attn-map -e "$E" --random-proj 3 --seed 5 "$TOK"
cp "$T/out" "$T/r1"
t_run "same seed again" 0 attn-map -e "$E" --random-proj 3 --seed 5 "$TOK"
t_cmp "same seed, same bytes" "$T/r1" "$T/out"

t_run "-o FILE" 0 attn-map -e "$E" -o "$T/map.tsv" "$TOK"
t_ok "-o wrote the map, stdout empty" sh -c "test -s '$T/map.tsv' && ! test -s '$T/out'"
t_bad "-o onto the input" 2 'same file|input' attn-map -e "$E" -o "$E" "$TOK"

# cross-attention: queries from one line, keys/values from another
t_run "--kv-line 2 (cross)" 0 attn-map -e "$E" --kv-line 2 "$TOK"
t_ok "rectangular: 4 keys, 9 queries" sh -c "test \"\$(grep -v '^#' '$T/out' | head -1)\" = \"\$(printf 'query\tcall\tland\tor\ton')\" && test \$(grep -vc '^#' '$T/out') -eq 10"
t_run "--kv-text" 0 attn-map -e "$E" --text "free call" --kv-text "on or land" --long
t_ok "2×3 long" test "$(grep -vc '^#' "$T/out")" -eq 7

# batch with padding
t_run "--batch" 0 attn-map -e "$E" --batch "$TOK"
t_ok "padded keys get exactly 0" sh -c "test \$(awk -F'\t' '\$1 == 2 && \$5 == \"<pad>\"' '$T/out' | wc -l) -eq 45 && ! awk -F'\t' '\$1 == 2 && \$5 == \"<pad>\" && \$6 != 0' '$T/out' | grep -q ."
t_ok "padded query rows are <pad> with zero weights" sh -c "awk -F'\t' '\$1 == 2 && \$3 == \"<pad>\"' '$T/out' | grep -q . && ! awk -F'\t' '\$1 == 2 && \$3 == \"<pad>\" && \$6 != 0' '$T/out' | grep -q ."
t_ok "real rows of the short sequence sum to 1" awk -F'\t' '$1 == 2 && $3 != "<pad>" { s[$2] += $6 } END { for (k in s) { d = s[k] - 1; if (d < 0) d = -d; if (d > 1e-6) exit 1 } }' "$T/out"
t_ok "no NaN in batch output" sh -c "! grep -qi nan '$T/out'"
t_run "--batch --entropy" 0 attn-map -e "$E" --batch --entropy "$TOK"
t_ok "padding rows: allowed 0" grep -q "$(printf '^2\t9\t<pad>\t0\t0\t0$')" "$T/out"

t_run "--help" 0 attn-map --help
t_ok "help names the synopsis" grep -q '^usage: attn-map -e FILE' "$T/out"
t_run "--version" 0 attn-map --version
t_ok "--version names the tool and the version" grep -qx 'attn-map (attnkit) [0-9][0-9.]*' "$T/out"

T_STDIN=$TOK t_run "'-' is standard input" 0 attn-map -e "$E" -
grep -v '^#' "$T/out" > "$T/w4"
t_cmp "'-' = file operand" "$T/w" "$T/w4"
t_ok "SIGPIPE ends quietly (| head -1)" sh -c "attn-map --dilution 4,1 --competitors 1,2,3,4,5 2> '$T/pipe-err' | head -1 > /dev/null; ! test -s '$T/pipe-err'"
t_bad "two input files" 2 '^attn-map: too many operands: at most 1 FILE$' attn-map -e "$E" "$TOK" "$TOK"

# attnkit(5): --line N is the file's line N, comments included
printf '# a comment\nspam\tfree call\nham\tcall on or\n' > "$T/com.tok"
t_run "--line 3 with a comment on line 1" 0 attn-map -e "$E" --line 3 "$T/com.tok"
t_ok "--line 3 is the file's line 3 (call on or)" grep -q "$(printf '^query\tcall\ton\tor$')" "$T/out"
t_bad "--line 1 is a comment" 1 "^attn-map: --line 1: the file's line 1 is a comment, not a token line$" attn-map -e "$E" --line 1 "$T/com.tok"
t_run "no --line: the first token line (file line 2)" 0 attn-map -e "$E" "$T/com.tok"
t_ok "no --line: free call" grep -q "$(printf '^query\tfree\tcall$')" "$T/out"
# a file of several token lines without --line or --batch: the first is
# mapped and the run says so, with how many, naming --line and --batch
# (attnkit(5) What the tools guess; it said nothing of the others)
t_ok "  said: the first of 2 token lines, --line and --batch named" grep -q "^attn-map: .*com\.tok: mapped line 2, the first of 2 token lines (--line N maps line N, --batch every line)$" "$T/err"
{ cat "$T/com.tok"; printf '# more\nham\tfree or\n'; } > "$T/com3.tok"
t_run "three token lines, comments between" 0 attn-map -e "$E" "$T/com3.tok"
t_ok "  said: the first of 3" grep -q "com3\.tok: mapped line 2, the first of 3 token lines (--line N" "$T/err"
t_run "  with --line 2: nothing said" 0 attn-map -e "$E" --line 2 "$T/com3.tok"
t_ok "  (no such line)" sh -c "! grep -q 'token lines' '$T/err'"
t_run "  with -q: nothing said" 0 attn-map -q -e "$E" "$T/com3.tok"
t_ok "  (no such line)" sh -c "! grep -q 'token lines' '$T/err'"
# the first token line fails (no word of the embeddings): the error
# names the others, -q or not; not with --line, nor one line alone
printf 'ham\tzzz qqq\nham\tfree call\n' > "$T/unk.tok"
t_bad "the first line's words all unknown: the other lines named" 1 "^attn-map: $T/unk.tok:1: no in-vocabulary tokens \\(n = 0\\): 2 words not in the embeddings: zzz qqq \\($T/unk.tok holds 2 token lines: --line N maps line N, --batch every line\\)\$" attn-map -q -e "$E" "$T/unk.tok"
t_run "  its fix: --line 2" 0 attn-map -q -e "$E" --line 2 "$T/unk.tok"
t_bad "  --line 1: the line's error alone" 1 "^attn-map: $T/unk.tok:1: no in-vocabulary tokens \\(n = 0\\): 2 words not in the embeddings: zzz qqq\$" attn-map -e "$E" --line 1 "$T/unk.tok"
head -1 "$T/unk.tok" > "$T/unk1.tok"
t_bad "  one line alone: the line's error alone" 1 "qqq\$" attn-map -e "$E" "$T/unk1.tok"
printf '# a comment\nspam\tfree call\n# the end\n' > "$T/one.tok"
t_run "one token line among comments" 0 attn-map -e "$E" "$T/one.tok"
t_ok "  nothing said" sh -c "! grep -q 'token lines' '$T/err'"
# the short letters of the vocabulary: -s -H -c, and --embeddings (--emb)
attn-map -e "$E" --seed 3 --heads 2 --causal --summary --text 'free call on or' > "$T/long"
t_run "-s 3 -H 2 -c" 0 attn-map --embeddings "$E" -s 3 -H 2 -c --summary --text 'free call on or'
t_cmp "-s -H -c --embeddings = --seed --heads --causal -e" "$(grep -v '^#' "$T/long" > "$T/l2"; echo "$T/l2")" "$(grep -v '^#' "$T/out" > "$T/o2"; echo "$T/o2")"
t_run "--emb (0.1.0's name) still works" 0 attn-map --emb "$E" --text 'free call'
t_bad "an unknown option: one line, then the synopsis" 2 "^attn-map: unrecognized option '--frobnicate'$" attn-map --frobnicate
t_ok "the synopsis follows" sh -c "sed -n 2p '$T/err' | grep -q '^usage: attn-map'"
