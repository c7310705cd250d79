# attn-map: bad input — one line naming file and line, exit 1 (2 for
# usage), no NaN, no partial -o file, never a crash.
. "$(dirname "$0")/../../lib.sh"
E=$DATA/map-emb.tsv
TOK=$DATA/map-tokens.tsv
EMB=$DATA/train-emb.tsv COR=$DATA/train-corpus.tsv

t_bad "missing embeddings file" 1 '^attn-map: .*nosuch.tsv: No such file' attn-map -e "$T/nosuch.tsv" "$TOK"
t_bad "missing input file" 1 '^attn-map: .*nosuch: No such file' attn-map -e "$E" "$T/nosuch"
: > "$T/empty"
t_bad "empty input" 1 'empty input' attn-map -e "$E" "$T/empty"
t_bad "empty embeddings" 1 'empty input' attn-map -e "$T/empty" "$TOK"
printf 'spam free call\n' > "$T/notab"
t_bad "line without TAB" 1 'notab:1: no TAB' attn-map -e "$E" "$T/notab"
printf 'spam\tfree\tcall\n' > "$T/twotab"
t_bad "line with two TABs" 1 'twotab:1: more than one TAB' attn-map -e "$E" "$T/twotab"
printf 'ham\tcall on\r\nspam\tfree call\r\n' > "$T/crlf"
t_run "CRLF line ends" 0 attn-map -e "$E" --line 2 "$T/crlf"
t_ok "CRLF: the \\r is not part of 'call'" grep -q "$(printf '^query\tfree\tcall$')" "$T/out"
printf 'ham\tcall on\nspam\tfree call' > "$T/nonl"
t_run "last line without newline" 0 attn-map -e "$E" --line 2 "$T/nonl"
t_ok "no newline: nothing lost" grep -q "$(printf '^query\tfree\tcall$')" "$T/out"
printf 'ham\tcall\000on\n' > "$T/nul"
t_bad "NUL byte" 1 'nul:1: NUL byte' attn-map -e "$E" "$T/nul"
printf 'ham\tcall \377on\n' > "$T/utf"
t_bad "invalid UTF-8" 1 'utf:1: .*UTF-8' attn-map -e "$E" "$T/utf"
# a code page's tokens: sms-vocab --encoding named; text without a TAB
# (no labels) with --unlabeled, so that the command runs as written
printf 'ham\tВы выиграли приз\n' | iconv -f UTF-8 -t CP1251 > "$T/t1251"
t_bad "cp1251 token lines: sms-vocab --encoding cp1251 -t" 1 "t1251:1: invalid UTF-8 at byte 5 \(Cyrillic\? the input is tokens: sms-vocab --encoding cp1251 -t $T/t1251 > tokens.tsv first(; [a-z0-9-]* if its words come out wrong)?\)$" attn-map -e "$E" "$T/t1251"
printf 'Вы выиграли приз, позвоните сейчас\n' | iconv -f UTF-8 -t CP1251 > "$T/p1251"
t_bad "cp1251 text without a TAB: --unlabeled too" 1 "p1251:1: invalid UTF-8 at byte 1 \(Cyrillic\? the input is tokens: sms-vocab --encoding cp1251 --unlabeled -t $T/p1251 > tokens.tsv first(; [a-z0-9-]* if its words come out wrong)?\)$" attn-map -e "$E" "$T/p1251"
t_run "  the command named runs" 0 sms-vocab --encoding cp1251 --unlabeled -t "$T/p1251"
printf 'word\td1\td2\nfree\t1\tnan\n' > "$T/nan.tsv"
t_bad "NaN in embeddings" 1 'nan.tsv:2: .*not a finite decimal number' attn-map -e "$T/nan.tsv" --text free
printf 'word\td1\td2\nfree\t1\tinf\n' > "$T/inf.tsv"
t_bad "inf in embeddings" 1 'inf.tsv:2: .*not a finite decimal number' attn-map -e "$T/inf.tsv" --text free
printf 'word\td1\td2\nfree\t1e200\t1e200\n' > "$T/huge.tsv"
t_bad "scores overflow" 1 'not finite' attn-map -e "$T/huge.tsv" --text free
t_bad "n = 0 tokens (all unknown)" 1 'no in-vocabulary tokens \(n = 0\)' attn-map -e "$E" --text "foo bar"
printf 'ham\t\n' > "$T/notok"
t_bad "n = 0 tokens (empty line)" 1 'notok:1: no in-vocabulary tokens' attn-map -e "$E" "$T/notok"
t_bad "unknown word with --strict" 1 "unknown word 'zzz'" attn-map -e "$E" --strict --text "free zzz"
t_bad "--boost of a word not in the map" 1 "--boost: 'land' is not a key" attn-map -e "$E" --boost land=1 --text "free call"
t_bad "--swap-value unknown word" 1 "--swap-value: unknown word 'zzz'" attn-map -e "$E" --swap-value call=zzz --text "free call"
# words holding '=' (GloVe's Twitter vectors hold '=)', '=='): each '='
# tried as the separator; the one reading whose two words are rows is
# taken, two are refused (exit 2) naming both
printf 'word\td1\td2\na\t1\t0\nb=c\t0\t1\na=b\t0.5\t2\nc\t3\t-1\n' > "$T/eq.tsv"
t_bad "--swap-value 'a=b=c', both readings words: refused" 2 "^attn-map: --swap-value: 'a=b=c' reads two ways, each two words of the embeddings: 'a' and 'b=c', or 'a=b' and 'c' \\(a word holding '=' cannot be told from the separator\\)\$" attn-map -e "$T/eq.tsv" --proj-scale 1 --tokens 'a a=b' --swap-value 'a=b=c'
grep -v '^b=c' "$T/eq.tsv" > "$T/eq1.tsv"
# each reading shown by the same swap spelled without a doubt: the word
# holding '=' renamed ('a=b' to 'ab', 'b=c' to 'bc'), the same numbers
t_run "  without 'b=c': 'a=b' and 'c'" 0 attn-map -q --exact -e "$T/eq1.tsv" --proj-scale 1 --tokens 'a a=b' --swap-value 'a=b=c' --outputs
grep -v '^#' "$T/out" > "$T/o1"
sed 's/^a=b\t/ab\t/' "$T/eq1.tsv" > "$T/eq1ab.tsv"
t_run "  ... 'a=b' renamed 'ab': --swap-value ab=c" 0 attn-map -q --exact -e "$T/eq1ab.tsv" --proj-scale 1 --tokens 'a ab' --swap-value ab=c --outputs
grep -v '^#' "$T/out" | sed 's/^ab\t/a=b\t/' > "$T/o1ab"
t_cmp "  ... the same outputs: a=b's value swapped for c's" "$T/o1ab" "$T/o1"
grep -v '^a=b' "$T/eq.tsv" > "$T/eq2.tsv"
t_run "  without 'a=b': 'a' and 'b=c'" 0 attn-map -q --exact -e "$T/eq2.tsv" --proj-scale 1 --tokens 'a c' --swap-value 'a=b=c' --outputs
grep -v '^#' "$T/out" > "$T/o2"
sed 's/^b=c\t/bc\t/' "$T/eq2.tsv" > "$T/eq2bc.tsv"
t_run "  ... 'b=c' renamed 'bc': --swap-value a=bc" 0 attn-map -q --exact -e "$T/eq2bc.tsv" --proj-scale 1 --tokens 'a c' --swap-value a=bc --outputs
grep -v '^#' "$T/out" > "$T/o2bc"
t_cmp "  ... the same outputs: a's value swapped for b=c's" "$T/o2bc" "$T/o2"
t_run "  ... a's value swapped for b=c's: not the map without it" 0 attn-map -q --exact -e "$T/eq2.tsv" --proj-scale 1 --tokens 'a c' --outputs
t_ok "  ... not the outputs without the swap" sh -c "! cmp -s '$T/o2' '$T/out'"
# --swap-value is split once, over the embeddings (R1-3): 'a===' is a
# and '==' (GloVe Twitter's), not refused at option time; an '=' only
# at an end is no WORD=OTHER (exit 2)
printf 'word\td1\td2\na\t1\t0\n==\t0\t1\nc\t-1\t0.5\n' > "$T/eqeq.tsv"
t_run "--swap-value 'a===': a and '=='" 0 attn-map -q --exact -e "$T/eqeq.tsv" --proj-scale 1 --tokens 'a c' --swap-value 'a===' --outputs
grep -v '^#' "$T/out" > "$T/o3"
sed 's/^==\t/ee\t/' "$T/eqeq.tsv" > "$T/eqee.tsv"
t_run "  ... '==' renamed 'ee': --swap-value a=ee" 0 attn-map -q --exact -e "$T/eqee.tsv" --proj-scale 1 --tokens 'a c' --swap-value a=ee --outputs
grep -v '^#' "$T/out" > "$T/o3ee"
t_cmp "  ... the same outputs" "$T/o3ee" "$T/o3"
t_bad "--swap-value 'a=': no OTHER" 2 "^attn-map: --swap-value: 'a=' is not WORD=OTHER\$" attn-map -e "$T/eqeq.tsv" --tokens 'a c' --swap-value 'a='
t_bad "--swap-value '=a': no WORD" 2 "^attn-map: --swap-value: '=a' is not WORD=OTHER\$" attn-map -e "$T/eqeq.tsv" --tokens 'a c' --swap-value '=a'
t_bad "  neither reading: the last '=' split named" 1 "^attn-map: --swap-value: unknown word 'z'\$" attn-map -e "$T/eq.tsv" --proj-scale 1 --tokens 'a a=b' --swap-value 'a=b=z'
t_bad "--jacobian of a word not in the map" 1 "--jacobian: 'land' is not a query" attn-map -e "$E" --jacobian land --text "free call"
# the lab options take words as typed; one that is a key (a word of -e)
# only by its case folding, as --text finds 'FREE', is named (15e-M3)
printf 'word\td1\td2\nfree\t1\t0\ncall\t0.5\t0.5\nclaim\t0\t1\n' > "$T/unc.tsv"
fold_re="; '%s' is \\(its case folding: --text finds a word so, this option takes it as typed\\)\$"
for c in "--boost FREE=1|--boost: 'FREE' is not a key of this map|free" \
    "--swap-value FREE=claim|--swap-value: 'FREE' is not a key of this map|free" \
    "--swap-value free=CLAIM|--swap-value: unknown word 'CLAIM'|claim" \
    "--jacobian FREE|--jacobian: 'FREE' is not a query of this map|free" \
    "--noise 1 --noise-word CLAIM|--noise-word: unknown word 'CLAIM'|claim"; do
	opt=${c%%|*} msg=${c#*|}; key=${msg#*|} msg=${msg%|*}
	# shellcheck disable=SC2086
	t_bad "$opt, 'FREE call' over uncased vectors: the key named" 1 "^attn-map: $msg$(printf "$fold_re" "$key")" attn-map -e "$T/unc.tsv" --proj-scale 1 --text 'FREE call' $opt
done
t_bad "  a word with no folding in the map: no key named" 1 "^attn-map: --boost: 'claim' is not a key of this map\$" attn-map -e "$T/unc.tsv" --proj-scale 1 --text 'FREE call' --boost claim=1
t_run "  the key as the map names it: taken" 0 attn-map -e "$T/unc.tsv" --proj-scale 1 --text 'FREE call' --boost free=1 --jacobian free
t_bad "--line beyond the input" 1 'only 2 lines, line 5 asked for' attn-map -e "$E" --line 5 "$TOK"
t_bad "d_k = 0" 2 "^attn-map: --random-proj: '0' is out of range 1\\.\\.100000" attn-map -e "$E" --random-proj 0 "$TOK"
t_bad "--line 0" 2 "--line: '0' is out of range" attn-map -e "$E" --line 0 "$TOK"
t_bad "d not divisible by H" 1 'd = 4 is not divisible by H = 3' attn-map -e "$E" --heads 3 "$TOK"
t_bad "--head beyond H (a clash of the options alone: usage)" 2 '--head 3: there are 2 heads' attn-map -e "$E" --heads lesson --head 3 "$TOK"
t_bad "--head beyond --heads H" 2 '--head 3: there are 2 heads' attn-map -e "$E" --heads 2 --head 3 "$TOK"
printf 'query\tfree\tcall\nfree\t1\t1\n' > "$T/short.tsv"
t_bad "mask of the wrong shape" 1 'short.tsv: mask is 1×2, the map is 2×2' attn-map -e "$E" --mask "$T/short.tsv" --text "free call"
printf 'query\tfree\tcall\nfree\t1\t1\nland\t1\t1\n' > "$T/lab.tsv"
t_bad "mask with other labels" 1 "mask row 2 is 'land', query 2 is 'call'" attn-map -e "$E" --mask "$T/lab.tsv" --text "free call"
printf 'query\tfree\tcall\nfree\t1\t0.5\ncall\t1\t1\n' > "$T/half.tsv"
t_bad "mask entry not 0/1" 1 '0.5 is not 0 or 1' attn-map -e "$E" --mask "$T/half.tsv" --text "free call"
printf 'query\tfree\tcall\nfree\t0\t0\ncall\t0\t0\n' > "$T/none.tsv"
t_run "all rows masked: documented zeros" 0 attn-map -e "$E" --mask "$T/none.tsv" --outputs --text "free call"
t_ok "zero outputs, no NaN" sh -c "grep -q '^# 2 fully masked rows' '$T/out' && ! grep -qi nan '$T/out' && test \"\$(grep -c \"\$(printf '\t0\t0\t0\t0$')\" '$T/out')\" -eq 2"
printf 'row\tc1\nr1\t1\n' > "$T/w1.tsv"
t_bad "W with the wrong number of rows" 1 'w1.tsv: 1 rows, the embeddings have d = 4' attn-map -e "$E" --wq "$T/w1.tsv" --wk "$T/w1.tsv" --wv "$T/w1.tsv" --text free
t_bad "--wq alone" 2 'go together' attn-map -e "$E" --wq "$T/w1.tsv" --text free

# usage errors
t_bad "no -e" 2 '^attn-map: --embeddings is required, unless --dilution, --scaling or --pe-table$' attn-map --text free
t_bad "two outputs" 2 'choose one output' attn-map -e "$E" --long --entropy --text free
t_bad "--boost without =" 2 "--boost: 'call' is not WORD=VALUE" attn-map -e "$E" --boost call --text free
t_bad "--boost NaN" 2 '--boost' attn-map -e "$E" --boost call=nan --text free
t_bad "--temperature 0" 2 '--temperature' attn-map -e "$E" --temperature 0 --text free
t_bad "--pe bogus" 2 "^attn-map: --pe: 'bogus' is not none, sin or rope" attn-map -e "$E" --pe bogus --text free
t_bad "--compare without swap" 2 'needs --swap-value' attn-map -e "$E" --compare --text free
t_bad "--dilution without comma" 2 'want S,C' attn-map --dilution 4
t_bad "--scaling --dk 0" 2 "--dk: '0' is out of range" attn-map --scaling --dk 0
t_bad "unknown option" 2 'unrecognized option' attn-map --frobnicate

# -o: an error leaves no file, and no temporary behind
t_bad "-o on error" 1 'no in-vocabulary' attn-map -e "$E" -o "$T/res.tsv" --text "foo"
t_ok "no partial -o file" sh -c "! ls '$T' | grep -q '^res.tsv'"

# NaN in the other numeric inputs
printf 'row\tc1\tc2\tc3\tc4\nr1\t1\t0\t0\t0\nr2\t0\tnan\t0\t0\nr3\t0\t0\t1\t0\nr4\t0\t0\t0\t1\n' > "$T/wnan.tsv"
t_bad "NaN in a W file" 1 'wnan.tsv:3: .*not a finite decimal number' attn-map -e "$E" --wq "$T/wnan.tsv" --wk "$T/wnan.tsv" --wv "$T/wnan.tsv" --text free
printf 'query\tfree\nfree\tnan\n' > "$T/mnan.tsv"
t_bad "NaN in a mask file" 1 'mnan.tsv:2: .*not a finite decimal number' attn-map -e "$E" --mask "$T/mnan.tsv" --text free
t_bad "--text with --line" 2 '^attn-map: --line: not with --text$' attn-map -e "$E" --text free --line 2
t_bad "--batch with --precision half" 2 '--batch reads every input line' attn-map -e "$E" --batch --precision half "$TOK"
long=$(awk 'BEGIN { for (i = 0; i < 100; i++) printf "unknown%c%c ", 97 + int(i / 26), 97 + i % 26; print "free" }')
t_run "many unknown words" 0 attn-map -e "$E" --text "$long"
t_ok "the dropped list is cut with ..." grep -q '^# dropped 100 out-of-vocabulary words: unknownaa unknownab .* \.\.\.$' "$T/out"
t_bad "--heads lesson on one token" 1 'needs at least 2 tokens' attn-map -e "$E" --heads lesson --text free

# typed --text is tokenized as sms-vocab -t does: a capitalised
# word is lowercased, not dropped, and nothing is said about it
t_run "--text 'Free nokia': a map" 0 attn-map -e "$DATA/map-emb.tsv" --text 'Free nokia'
t_ok "--text 'Free nokia': nothing said but the scale auto chose" sh -c "grep -q '^attn-map: --proj-scale auto: c = ' '$T/err' && ! grep -v '^attn-map: --proj-scale auto: c = ' '$T/err'"
t_ok "--text 'Free nokia': Free is the token free, nothing dropped" sh -c "grep -q \"\$(printf '^query\tfree\tnokia\$')\" '$T/out' && ! grep -q '^# dropped' '$T/out'"
t_run "--text 'zork nokia'" 0 attn-map -e "$DATA/map-emb.tsv" --text 'zork nokia'
t_ok "an unknown word is named on stderr (nothing left out silently)" grep -qx "attn-map: --text: 1 word not in the embeddings left out: zork" "$T/err"

# --heads runs the finite-value checks of one head in every head: with
# entries of 1e200 one head refuses the map, and so does --heads 2 (else it
# would print a head_permutation_max_diff of 8.5e+183); the lesson's head
# B too
printf 'word\td1\td2\td3\td4\nfree\t1e200\t1e200\t1e200\t1e200\ncall\t1e200\t-1e200\t1e200\t1e200\n' > "$T/huge4.tsv"
t_bad "one head, entries of 1e200" 1 "^attn-map: $T/huge4.tsv: a score is not finite \(inf\): embeddings or projections too large$" \
    attn-map -e "$T/huge4.tsv" --text 'free call'
for h in 1 2 4; do
	for out in "" --summary --long --outputs; do
		t_bad "--heads $h $out, entries of 1e200" 1 "^attn-map: $T/huge4.tsv: a (query|key|value|output) entry is not finite \((-?inf|nan)\): embeddings or projections too large$|^attn-map: $T/huge4.tsv: a score of head [0-9] is not finite" \
		    attn-map -e "$T/huge4.tsv" --heads $h $out --text 'free call'
	done
done
t_bad "--heads lesson, entries of 1e200" 1 "^attn-map: $T/huge4.tsv: a score of head B is not finite \(inf\): embeddings or projections too large$" \
    attn-map -e "$T/huge4.tsv" --heads lesson --proj-scale 1 --text 'free call'
# scores that overflow while the projections do not: 1e150 gives query
# and key entries near 1e150, their products 1e300 summed over d
printf 'word\td1\td2\td3\td4\nfree\t1e154\t1e154\t1e154\t1e154\ncall\t1e154\t1e154\t1e154\t1e154\n' > "$T/big4.tsv"
t_bad "--heads 2, scores overflow past finite projections" 1 "^attn-map: $T/big4.tsv: a (score of head [12]|query entry|key entry|value entry|output entry) is not finite" \
    attn-map -e "$T/big4.tsv" --heads 2 --text 'free call'

# attn-map --html starts the page from the map attn-map prints: embeddings
# too large for a double's scores are refused as without --html, not a
# page whose scores are Infinity and weights NaN
printf 'word\td1\td2\nfoo\t1e200\t1\nbar\t-1e200\t2\n' > "$T/big.tsv"
t_bad "attn-map: huge embeddings" 1 "^attn-map: $T/big.tsv: .* is not finite" \
    attn-map -e "$T/big.tsv" --text 'foo bar'
echo old > "$T/lab.html"
t_bad "attn-map --html: huge embeddings" 1 "^attn-map: $T/big.tsv: .* is not finite" \
    attn-map -e "$T/big.tsv" --text 'foo bar' --html "$T/lab.html"
t_ok "the old page is left as it was" grep -qx old "$T/lab.html"
t_bad "attn-map --html -: huge embeddings, nothing on stdout" 1 "^attn-map: $T/big.tsv: .* is not finite" \
    attn-map -e "$T/big.tsv" --text 'foo bar' --html -
t_ok "nothing on stdout" test ! -s "$T/out"
# the noise tokens of the page's start count too (they are zero vectors:
# finite), and a page of ordinary embeddings is still written
t_run "attn-map --html with noise and a boost: written" 0 \
    attn-map -e "$EMB" --line 1 --noise 6 --boost noise=2 --html "$T/ok.html" "$COR"
t_ok "the page starts with its doctype" sh -c "head -1 '$T/ok.html' | grep -qx '<!DOCTYPE html>'"
t_ok "the page carries no dropped-words comment" sh -c "! grep -q '^# dropped' '$T/ok.html'"

# Errors that know their line say it: the file's own
# line number (comment lines count), not a row index or a range of lines.
# masks: an entry (its row's line and its column), a row label, the header
printf '# a mask\nquery\tfree\tcall\nfree\t1\t0.5\ncall\t1\t1\n' > "$T/half.tsv"
t_bad "mask entry not 0 or 1" 1 "^attn-map: .*half.tsv:3: mask row 'free' key 'call' \\(column 3\\): 0.5 is not 0 or 1$" \
    attn-map -e "$E" --mask "$T/half.tsv" --text "free call"
printf '# a mask\n#\nquery\tfree\tcall\nfree\t1\t1\nland\t1\t1\n' > "$T/lab.tsv"
t_bad "mask row label" 1 "^attn-map: .*lab.tsv:5: mask row 2 is 'land', query 2 is 'call'$" \
    attn-map -e "$E" --mask "$T/lab.tsv" --text "free call"
printf '# a mask\nquery\tfree\tland\nfree\t1\t1\ncall\t1\t1\n' > "$T/col.tsv"
t_bad "mask column label: the header's line" 1 "^attn-map: .*col.tsv:2: mask column 3 is 'land', key 2 is 'call'$" \
    attn-map -e "$E" --mask "$T/col.tsv" --text "free call"
printf 'query\tfree\tcall\nfree\t1\t1\ncall\t1\t1\nland\t1\t1\n' > "$T/long.tsv"
t_bad "mask with a row too many: its line" 1 "^attn-map: .*long.tsv:4: mask is 3×2, the map is 2×2$" \
    attn-map -e "$E" --mask "$T/long.tsv" --text "free call"

# typed text is tokenized as sms-vocab -t does: 'Free Call!' is free call
t_run "attn-map --text 'Free Call!': exit 0" 0 attn-map -e "$DATA/map-emb.tsv" --proj-scale 1 --text 'Free Call!'
t_ok "attn-map --text 'Free Call!': free call's map at c = 1" grep -q "$(printf '^call\t0.233258936\t0.766741064$')" "$T/out"
t_bad "attn-map: dropped words named, the first few" 1 "no in-vocabulary tokens \(n = 0\): 7 words not in the embeddings: aaaaaaaaaaaaaaaaaaaa bbbbbbbbbbbbbbbbbbbb cccccccccccccccc \.\.\.$" attn-map -e "$DATA/map-emb.tsv" --text 'aaaaaaaaaaaaaaaaaaaa bbbbbbbbbbbbbbbbbbbb cccccccccccccccc dddddddddddd e f g'
t_bad "attn-map --strict 'free Call, Zebra'" 1 "^attn-map: --text: unknown word 'zebra'$" attn-map -e "$DATA/map-emb.tsv" --strict --text 'free Call, Zebra'

# --tokens WORDS: its notes and errors named --text, an option not given
t_bad "--tokens, no word known: named --tokens" 1 "^attn-map: --tokens: no in-vocabulary tokens \\(n = 0\\): 1 word not in the embeddings: zzz$" attn-map -e "$DATA/map-emb.tsv" --tokens zzz
t_run "--tokens with a repeat" 0 attn-map -e "$DATA/map-emb.tsv" --tokens "free call free"
t_ok "  its note names --tokens" grep -q "^attn-map: --tokens: 1 repeat left out (--all-tokens keeps them): free$" "$T/err"
# --boost WORD (no =) and --boost WORD=x: the copy of the argument was not
# freed on the usage error's exit, so that under ASan (make check-asan)
# LeakSanitizer ended it with status 1, not 2
t_bad "--boost WORD=x" 2 "^attn-map: --boost: 'x' is not a finite number" attn-map -e "$DATA/map-emb.tsv" --tokens "free call" --boost call=x

# -e's embeddings are read within -M, as ppmi-svd --load reads them: 20,000
# rows of 16 values (2.4 MB held by row 8193) under -M 2M are refused at
# the row that passes the budget, with ppmi-svd's message; under -M 8M they
# are read, and a map plans on what they leave (400 x 400 tokens: 5 MiB,
# which 8 MiB holds alone, not beside the embeddings' 5 MiB)
awk 'BEGIN { printf "word"; for (j = 1; j <= 16; j++) printf "\td%d", j; print ""
	for (i = 1; i <= 20000; i++) { printf "w%d", i
		for (j = 1; j <= 16; j++) printf "\t%.6f", sin(i * j); print "" } }' > "$T/e20k.tsv"
t_bad "-e under -M 2M: refused at the row past the budget" 1 \
    "^attn-map: $T/e20k.tsv:8194: the embeddings need more than --memory 2 MB \\(2\\.4 MB for the 8193 rows read so far\\)$" \
    attn-map -e "$T/e20k.tsv" -M 2M --tokens "w1 w2"
t_bad "ppmi-svd --load under -M 2M: the same row and message" 1 \
    "^ppmi-svd: $T/e20k.tsv:8194: the embeddings need more than --memory 2 MB \\(2\\.4 MB for the 8193 rows read so far\\)$" \
    ppmi-svd --load "$T/e20k.tsv" -M 2M -o "$T/x.tsv"
t_run "-e under -M 8M: read" 0 attn-map -e "$T/e20k.tsv" -M 8M --tokens "w1 w2"
words=$(awk 'BEGIN { for (i = 1; i <= 400; i++) printf "w%d ", i }')
t_bad "-M 8M, 400 tokens: the map is planned beside the embeddings" 1 \
    "^attn-map: --tokens: a map of 400 × 400 tokens needs about [0-9]+ MiB, more than the budget of 8 MiB \\(-M; the embeddings' [0-9]+ MiB counted\\): fewer tokens \\(a shorter line, or no --all-tokens\\), or a budget of [0-9]+ MiB \\(-M [0-9]+M\\)$" \
    attn-map -e "$T/e20k.tsv" -M 8M --tokens "$words"
# what is compared is printed (15e-M5: "needs about 127.9 MiB, more than
# the budget of 128.1 MiB", the embeddings' 0.2 MiB counted unnamed): the
# need with the embeddings' share, above the budget as printed, and the
# -M that holds it, the least whole MiB (one less is refused)
t_ok "  the need printed above the budget" sh -c "sed 's/.*needs about \([0-9.]*\) MiB, more than the budget of \([0-9.]*\) MiB.*/\1 \2/' '$T/err' | awk '{ exit !(\$1 > \$2) }'"
fit=$(sed -n 's/.*, or a budget of [0-9]* MiB (-M \([0-9]*\)M)$/\1/p' "$T/err")
t_run "  at the -M it names (${fit}M): mapped" 0 attn-map -e "$T/e20k.tsv" -M "${fit}M" --tokens "$words"
t_bad "  at a MiB less: refused" 1 "more than the budget of $((fit - 1))(\\.0+)? MiB" attn-map -e "$T/e20k.tsv" -M "$((fit - 1))M" --tokens "$words"
# a map made large by --noise names --noise, not the line (two words):
# at 3000 noise tokens of 3002, and at half of them; below half the line
t_bad "--noise 3000 on two words under -M 64M: names --noise" 1 \
    "^attn-map: --tokens: a map of 3002 × 3002 tokens needs about [0-9]+ MiB, more than the budget of 64 MiB \\(-M(; the embeddings' [0-9.]+ MiB counted)?\\), 3000 of them --noise's: a smaller --noise, or a budget of [0-9]+ MiB \\(-M [0-9]+M\\)$" \
    attn-map -e "$DATA/map-emb.tsv" --tokens "free call" --noise 3000 --entropy -M 64M
half=$(awk 'BEGIN { for (i = 1; i <= 1500; i++) printf "free " }')
t_bad "  1500 noise tokens of 3000: named" 1 "1500 of them --noise's: a smaller --noise, or a budget of [0-9]+ MiB \\(-M [0-9]+M\\)$" \
    attn-map -e "$DATA/map-emb.tsv" --all-tokens --tokens "$half" --noise 1500 --entropy -M 64M
t_bad "  1499 of 3000: the line's tokens named" 1 "\\(-M(; the embeddings' [0-9.]+ MiB counted)?\\): fewer tokens \\(a shorter line, or no --all-tokens\\), or a budget of [0-9]+ MiB \\(-M [0-9]+M\\)$" \
    attn-map -e "$DATA/map-emb.tsv" --all-tokens --tokens "$half free" --noise 1499 --entropy -M 64M
# -H's and --head's words in the message: a slip in 'lesson' is told the
# word, not only 'a whole number'
t_bad "-H Lesson" 2 "^attn-map: --heads: 'Lesson' is not a whole number or lesson\$" attn-map -e "$E" -H Lesson "$TOK"
t_bad "-H leson" 2 "^attn-map: --heads: 'leson' is not a whole number or lesson\$" attn-map -e "$E" -H leson "$TOK"
t_bad "-H 2x: every form named, as for a word" 2 "^attn-map: --heads: '2x' is not a whole number or lesson\$" attn-map -e "$E" -H 2x "$TOK"
t_bad "-H 4097: a number out of range, its range" 2 "^attn-map: --heads: '4097' is out of range 1\\.\\.4096\$" attn-map -e "$E" -H 4097 "$TOK"
t_bad "--head 0: the edge below" 2 "^attn-map: --head: '0' is out of range 1\\.\\.4096\$" attn-map -e "$E" -H lesson --head 0 "$TOK"
t_bad "--head ' 1' (a blank first): the forms" 2 "^attn-map: --head: ' 1' is not a whole number, A, B or mean\$" attn-map -e "$E" -H lesson --head ' 1' "$TOK"
t_bad "--head means" 2 "^attn-map: --head: 'means' is not a whole number, A, B or mean\$" attn-map -e "$E" -H lesson --head means "$TOK"
t_run "--head b (either case)" 0 attn-map -q -e "$E" -H lesson --head b "$TOK"
