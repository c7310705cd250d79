#!/bin/sh
# ppmi-svd --similarity / --analogy: Spearman's rho and 3CosAdd / 3CosMul
# accuracy worked out by hand on four words, the coverage counts, the
# word-level output, bad evaluation files.
. "$(dirname "$0")/../../lib.sh"
body() { grep -v '^#' "$1"; }

printf '# emb\nword\td1\td2\td3\nman\t1\t0\t0\nwoman\t0\t1\t0\nking\t1\t0\t1\nqueen\t0\t1\t1\napple\t0.3\t0.3\t-1\n' > "$T/e"
# cosines: man-woman 0, king-queen 1/2, man-king 1/sqrt2, apple-man 0.276
# human ranks 1 4 3 2 against cosine ranks 1 3 4 2: rho = 1 - 6*2/(4*15) = 0.8
printf '# a set\nman\twoman\t1\nking\tqueen\t8\nMan\tKing\t5\napple\tman\t3\nzebra\tman\t9\n' > "$T/sim"
t_run "--similarity" 0 ppmi-svd --load "$T/e" --similarity "$T/sim"
t_ok "header" test "$(sed -n 2p "$T/out")" = "set	section	items	covered	measure	value"
t_ok "5 pairs, 4 covered (zebra is not; Man and King are lowercased)" test "$(sed -n 3p "$T/out" | cut -f1-5)" = "sim	all	5	4	spearman"
t_near "rho = 0.8 by hand" "$(sed -n 3p "$T/out" | cut -f6)" 0.8 1e-9
t_run "--similarity --items" 0 ppmi-svd --load "$T/e" --similarity "$T/sim" --items
t_near "items: cos(king, queen) = 1/2" "$(awk -F'\t' '$3 == "king" && $4 == "queen" { print $8 }' "$T/out")" 0.5 1e-9
t_ok "items: the uncovered pair has cosine -" test "$(awk -F'\t' '$3 == "zebra" { print $8 }' "$T/out")" = "-"

# man:woman = king:? -> queen (b - a + c = (0,1,1)); woman:man = queen:king
printf ': gender\nman woman king queen\nWoman Man Queen King\nman king woman zebra\n: other\nman apple king queen\n' > "$T/ana"
t_run "--analogy" 0 ppmi-svd --load "$T/e" --analogy "$T/ana"
body "$T/out" > "$T/got"
printf 'set\tsection\titems\tcovered\tmeasure\tvalue\nana\tgender\t3\t2\t3cosadd\t1\nana\tgender\t3\t2\t3cosmul\t1\n' > "$T/want"
head -3 "$T/got" > "$T/got3"
t_cmp "gender: 3 questions, 2 covered, both right" "$T/want" "$T/got3"
# man:apple = king:? : b - a + c = (0.3, 0.3, 0) -> among woman, queen:
# cos(woman) = 0.707, cos(queen) = 0.5: woman, not queen: wrong
t_ok "other: answered woman, wrong (accuracy 0)" test "$(awk -F'\t' '$2 == "other" && $5 == "3cosadd" { print $3, $4, $6 }' "$T/got")" = "1 1 0"
t_ok "all: 4 questions, 3 covered, 2/3 right" test "$(awk -F'\t' '$2 == "all" && $5 == "3cosadd" { print $3, $4, $6 }' "$T/got")" = "4 3 0.666666667"
t_run "--analogy --items" 0 ppmi-svd --load "$T/e" --analogy "$T/ana" --items
t_ok "items: the guesses" test "$(body "$T/out" | awk -F'\t' 'NR > 1 { print $9 }' | tr '\n' ' ')" = "queen king - woman "

# computed embeddings can be evaluated directly
printf 'word\tcount\tdocs\na\t2\t1\nb\t2\t1\nc\t1\t1\n' > "$T/v"
printf 'ham\ta b c a b\n' > "$T/t"
printf 'a\tb\t3\na\tc\t1\nb\tc\t2\n' > "$T/sim2"
t_run "--similarity on computed embeddings" 0 ppmi-svd -v "$T/v" --dim 2 --similarity "$T/sim2" "$T/t"
t_ok "3 pairs covered" test "$(body "$T/out" | sed -n 2p | cut -f3,4)" = "3	3"

# cosines are ranked as printed (9 significant digits): a and b = (1, 1e-7)
# have cosine 1 - 5e-15, written 1, a tie with a and c (1 exactly); against
# human ranks 1 2 3 4 the cosine ranks are 3.5 3.5 1 2 (d: 0, e: 0.707):
# rho = -3.5 / sqrt(4.5 * 5) = -0.737864787 (ranking the last bits: -0.6)
printf 'word\td1\td2\na\t1\t0\nb\t1\t1e-7\nc\t1\t0\nd\t0\t1\ne\t1\t1\nf\t1\t0.0001\n' > "$T/pe"
printf 'a\tb\t1\na\tc\t2\na\td\t3\na\te\t4\n' > "$T/ps"
t_run "--similarity: cosines equal as printed tie" 0 ppmi-svd --load "$T/pe" --similarity "$T/ps"
t_near "  rho = -0.737864787 by hand (average ranks of the printed cosines)" "$(body "$T/out" | sed -n 2p | cut -f6)" -0.737864787 1e-8
# the other side: f = (1, 1e-4) has cosine 0.999999995, one digit below 1
# at the 9th: ranked under c; cosine ranks 2 3 1 against 1 2 3: rho = -0.5
printf 'a\tf\t1\na\tc\t2\na\td\t3\n' > "$T/ps2"
t_run "--similarity: cosines that differ at the 9th digit are ranked" 0 ppmi-svd --load "$T/pe" --similarity "$T/ps2"
t_near "  rho = -0.5 by hand" "$(body "$T/out" | sed -n 2p | cut -f6)" -0.5 1e-9
# every covered cosine printed alike: nothing to rank, rho '-', said
printf 'a\tb\t1\na\tc\t2\nb\tc\t3\n' > "$T/ps3"
t_bad "--similarity: all cosines print alike: a note" 0 "^ppmi-svd: note: $T/ps3: the cosines of its 3 covered pairs all print as 1 \\(9 significant digits\\): nothing to rank, Spearman's rho is '-'$" ppmi-svd --load "$T/pe" --similarity "$T/ps3"
t_ok "  rho is -" test "$(body "$T/out" | sed -n 2p | cut -f5,6)" = "spearman	-"
t_run "  -q: the same table, no note" 0 ppmi-svd -q --load "$T/pe" --similarity "$T/ps3"
t_ok "  stderr empty" test ! -s "$T/err"
# every covered pair's human score the same: nothing to rank either (scipy's
# spearmanr gives nan), rho '-' and a note; an uncovered pair's other
# score does not count (z has no vector); one covered score apart ranks:
# cosines (a,d) 0, (a,e) 0.707, (d,e) 0.707 against 1 1 2: rho 0.5, as
# scipy.stats.spearmanr([0, .707, .707], [1, 1, 2])
printf 'a\td\t5\na\te\t5\nd\te\t5\na\tz\t9\n' > "$T/ps4"
t_bad "--similarity: all human scores alike: a note" 0 "^ppmi-svd: note: $T/ps4: the human scores of its 3 covered pairs are all 5: nothing to rank, Spearman's rho is '-'$" ppmi-svd --load "$T/pe" --similarity "$T/ps4"
t_ok "  rho is -" test "$(body "$T/out" | sed -n 2p | cut -f5,6)" = "spearman	-"
if /usr/bin/python3 -c 'import scipy' 2> /dev/null; then
	t_ok "  scipy's spearmanr: nan" test "$(/usr/bin/python3 -W ignore -c 'from scipy.stats import spearmanr; print(spearmanr([0, 0.707106781, 0.707106781], [5, 5, 5])[0])')" = nan
	t_ok "  scipy's spearmanr, one score apart: 0.5" test "$(/usr/bin/python3 -c 'from scipy.stats import spearmanr; print(round(spearmanr([0, 0.707106781, 0.707106781], [1, 1, 2])[0], 9))')" = 0.5
fi
printf 'a\td\t1\na\te\t1\nd\te\t2\n' > "$T/ps5"
t_run "--similarity: one human score apart: ranked, no note" 0 ppmi-svd --load "$T/pe" --similarity "$T/ps5"
t_ok "  rho 0.5" test "$(body "$T/out" | sed -n 2p | cut -f6)" = 0.5
t_ok "  nothing on stderr" test ! -s "$T/err"
# analogy: scores equal as printed are a tie, the lower row answers:
# a:a = c:? with candidates b (cosine with a 1 - 5e-15) and f below them
printf 'word\td1\td2\nq\t1\t0\nr\t1\t0\ns\t1\t0\nb\t1\t1e-7\nc\t1\t0\n' > "$T/pa"
printf ': t\nq r s c\n' > "$T/pq"
t_run "--analogy: scores alike as printed: the lower row" 0 ppmi-svd --load "$T/pa" --analogy "$T/pq" --items
t_ok "  b (row 4) answers, not c (row 5, higher in its last bits)" test "$(body "$T/out" | awk -F'\t' 'NR > 1 { print $9 $10 }')" = "bb"

# bad files and usage
printf 'man\twoman\n' > "$T/b1"
t_bad "similarity line with 2 fields" 1 '^ppmi-svd: .*b1:1: 2 fields, want 3' ppmi-svd --load "$T/e" --similarity "$T/b1"
# another delimiter: named, with the command that makes TABs of it
# (wordsim353's combined.csv); one field without one: the count alone
printf 'Word 1,Word 2,Human (mean)\nman,woman,7.5\n' > "$T/ws.csv"
t_bad "comma-separated: named, tr given" 1 "^ppmi-svd: .*ws\.csv:1: 1 field, want 3 \(word1<TAB>word2<TAB>score\): its fields are separated by commas, not TABs: convert the file with tr ',' '\\\\t' < .*ws\.csv > .*ws\.csv\.tsv$" ppmi-svd --load "$T/e" --similarity "$T/ws.csv"
tr ',' '\t' < "$T/ws.csv" > "$T/ws.tsv"
t_bad "  converted: its header row said" 1 "ws\.tsv:1: score 'Human \(mean\)' is not a number: a header row\?" ppmi-svd --load "$T/e" --similarity "$T/ws.tsv"
printf 'man woman 7.5\n' > "$T/sp"
t_bad "space-separated: named" 1 "sp:1: 1 field, want 3 .*separated by spaces, not TABs: convert the file with tr ' '" ppmi-svd --load "$T/e" --similarity "$T/sp"
printf 'manwoman\n' > "$T/one"
t_bad "one field, no delimiter: the count" 1 "one:1: 1 fields, want 3 \(word1<TAB>word2<TAB>score\)$" ppmi-svd --load "$T/e" --similarity "$T/one"
printf 'man\twoman\tnan\n' > "$T/b2"
t_bad "similarity score NaN" 1 "^ppmi-svd: .*b2:1: score 'nan' is not a finite number" ppmi-svd --load "$T/e" --similarity "$T/b2"
printf '# nothing\n' > "$T/b3"
t_bad "no pairs" 1 '^ppmi-svd: .*b3: no word pairs' ppmi-svd --load "$T/e" --similarity "$T/b3"
t_bad "no questions" 1 '^ppmi-svd: .*b3: no analogy questions' ppmi-svd --load "$T/e" --analogy "$T/b3"
printf ': s\nman woman king\n' > "$T/b4"
t_bad "analogy line with 3 words" 1 '^ppmi-svd: .*b4:2: 3 words, want 4' ppmi-svd --load "$T/e" --analogy "$T/b4"
printf 'man\twoman\t\377\n' > "$T/b5"
t_bad "invalid UTF-8" 1 '^ppmi-svd: .*b5:1: invalid UTF-8' ppmi-svd --load "$T/e" --similarity "$T/b5"
t_bad "missing file" 1 '^ppmi-svd: .*nosuch: No such file' ppmi-svd --load "$T/e" --analogy "$T/nosuch"
t_run "error with -o" 1 ppmi-svd --load "$T/e" --similarity "$T/sim" --similarity "$T/b1" -o "$T/res"
t_ok "no partial -o file" test ! -e "$T/res"
# on standard output too: a good similarity file, then a missing analogy
# file printed the header and the similarity line before the error (found
# running the README's corpus-scale example without the evaluation files)
t_bad "good set, then a missing file" 1 '^ppmi-svd: .*nosuch: No such file' ppmi-svd --load "$T/e" --similarity "$T/sim" --analogy "$T/nosuch"
t_ok "nothing on stdout before the error" test ! -s "$T/out"
t_bad "good set, then a malformed one" 1 '^ppmi-svd: .*b1:1: 2 fields' ppmi-svd --load "$T/e" --similarity "$T/sim" --similarity "$T/b1"
t_ok "nothing on stdout before that error" test ! -s "$T/out"
t_bad "--items alone" 2 '^ppmi-svd: --items needs --similarity or --analogy$' ppmi-svd --load "$T/e" --nn man --items
t_bad "--nn and --similarity" 2 '^ppmi-svd: --nn and --similarity exclude each other: two outputs' ppmi-svd --load "$T/e" --nn man --similarity "$T/sim"
t_bad "-o onto the evaluation file" 2 'would overwrite an input' ppmi-svd --load "$T/e" --similarity "$T/sim" -o "$T/sim"

# -M bounds --analogy: the table and its work space (the unit rows, a
# block of V scores per question) must fit, or one line says what they need
awk 'function name(i, s) { s = ""; do { s = substr("abcdefghij", i % 10 + 1, 1) s; i = int(i / 10) } while (i > 0); return "w" s }
BEGIN { srand(11); printf "word"; for (j = 1; j <= 10; j++) printf "\td%d", j; printf "\n"; for (i = 0; i < 3000; i++) { printf "%s", name(i); for (j = 1; j <= 10; j++) printf "\t%.6f", rand() - 0.5; printf "\n" } }' > "$T/big.e"
printf ': s\nwb wc wd we\nwe wd wc wb\n' > "$T/big.ana"
t_bad "--analogy -M 1M: 3000 words need more" 1 '^ppmi-svd: .*big.ana: the analogy evaluation needs [0-9]+ MB \(3000 words × 10 dimensions\): more than --memory 1 MB$' ppmi-svd --load "$T/big.e" --analogy "$T/big.ana" -M 1M
t_run "--analogy -M 64M: enough" 0 ppmi-svd --load "$T/big.e" --analogy "$T/big.ana" -M 64M
t_ok "2 questions, both covered" test "$(awk -F'\t' '$2 == "all" && $5 == "3cosadd" { print $3, $4 }' "$T/out")" = "2 2"
# -M bounds the evaluation files too, each read beside the table and the
# files before it (a million pairs peaked at 143 MB under -M 1M)
awk -F'\t' 'NR > 1 { w[n++] = $1 } END { srand(5); for (i = 0; i < 40000; i++) printf "%s\t%s\t%.2f\n", w[int(rand() * n)], w[int(rand() * n)], rand() * 10 }' "$T/big.e" > "$T/big.sim"
t_bad "--similarity, 40,000 pairs at -M 1M: refused at the pair past it" 1 '^ppmi-svd: .*big.sim:[0-9]+: the similarity pairs need more than --memory 1 MB \([0-9.]+ MB for the [0-9]+ read so far, and [0-9.]+ MB held beside them\)$' ppmi-svd --load "$T/big.e" --similarity "$T/big.sim" -M 1M
t_ok "  nothing written" test ! -s "$T/out"
ppmi-svd --load "$T/big.e" --similarity "$T/big.sim" | grep -v '^#' > "$T/sim.want"
t_run "--similarity, 40,000 pairs at -M 8M" 0 ppmi-svd --load "$T/big.e" --similarity "$T/big.sim" -M 8M
grep -v '^#' "$T/out" > "$T/sim.got"
t_cmp "  the scores without -M" "$T/sim.want" "$T/sim.got"
cp "$T/big.sim" "$T/big2.sim"
t_bad "--similarity twice at -M 8M: the second beside the first" 1 '^ppmi-svd: .*big2.sim:[0-9]+: the similarity pairs need more than --memory 8 MB \([0-9.]+ MB for the [0-9]+ read so far, and [0-9.]+ MB held beside them\)$' ppmi-svd --load "$T/big.e" --similarity "$T/big.sim" --similarity "$T/big2.sim" -M 8M
awk -F'\t' 'NR > 1 { w[n++] = $1 } END { srand(6); print ": s"; for (i = 0; i < 30000; i++) print w[int(rand() * n)], w[int(rand() * n)], w[int(rand() * n)], w[int(rand() * n)] }' "$T/big.e" > "$T/big2.ana"
t_bad "--analogy, 30,000 questions at -M 8M: refused at the question past it" 1 '^ppmi-svd: .*big2.ana:[0-9]+: the analogy questions need more than --memory 8 MB \([0-9.]+ MB for the [0-9]+ read so far, and [0-9.]+ MB held beside them\)$' ppmi-svd --load "$T/big.e" --analogy "$T/big2.ana" -M 8M
# -M bounds --load itself: the table is refused at the row that passes the
# budget (6000 words × 32 dimensions: 1.5 MB of values), before it is taken
awk 'BEGIN { srand(13); printf "word"; for (j = 1; j <= 32; j++) printf "\td%d", j; printf "\n"; for (i = 0; i < 6000; i++) { printf "w%d", i; for (j = 1; j <= 32; j++) printf "\t%.4f", rand() - 0.5; printf "\n" } }' > "$T/e32"
t_bad "--load -M 1M: 6000 words × 32 need more" 1 '^ppmi-svd: .*e32:[0-9]+: the embeddings need more than --memory 1 MB \([0-9.]+ MB for the [0-9]+ rows read so far\)$' ppmi-svd --load "$T/e32" --nn w1 -M 1M
t_ok "the line named is that of the row that passed it" sh -c "sed -n 's/.*e32:\([0-9]*\): .* for the \([0-9]*\) rows.*/\1 \2/p' '$T/err' | awk '{ exit !(\$1 == \$2 + 1 && \$2 > 1000 && \$2 < 6000) }'"
t_ok "nothing written" test ! -s "$T/out"
ppmi-svd --load "$T/e32" --nn w1 | grep -v '^#' > "$T/nn.want"
t_run "--load -M 4M: enough" 0 ppmi-svd --load "$T/e32" --nn w1 -M 4M
grep -v '^#' "$T/out" > "$T/nn.got"
t_cmp "the same neighbours as without -M" "$T/nn.want" "$T/nn.got"
awk 'BEGIN { print "word\tcount\tdocs"; for (i = 0; i < 30000; i++) print "w" i "\t1\t1" }' > "$T/v30k"
printf 'ham\tw1 w2 w3\n' > "$T/t3"
t_bad "-v with 30,000 words, -M 1M: the vocabulary too" 1 '^ppmi-svd: .*v30k:[0-9]+: the vocabulary needs more than --memory 1 MB \([0-9.]+ MB for the [0-9]+ rows read so far\)$' ppmi-svd -v "$T/v30k" -M 1M "$T/t3"
# under an address-space limit (and no -M) the budget is 80%
# of what the limit leaves (less OpenBLAS's buffers and the threads'
# malloc arenas): 200,000 words need ~340 MB of scores and unit rows, more
# than that under ulimit -v 500000: the one-line error, not a failed
# allocation.  (Not in a sanitizer build: its shadow memory is reserved
# address space; the -M checks above ran there.)
if sh -c 'ulimit -v 400000 && exec ppmi-svd --version' > /dev/null 2>&1; then
	awk 'function name(i, s) { s = ""; do { s = substr("abcdefghij", i % 10 + 1, 1) s; i = int(i / 10) } while (i > 0); return "w" s }
BEGIN { srand(12); printf "word"; for (j = 1; j <= 10; j++) printf "\td%d", j; printf "\n"; for (i = 0; i < 200000; i++) { printf "%s", name(i); for (j = 1; j <= 10; j++) printf "\t%.3f", rand() - 0.5; printf "\n" } }' > "$T/huge.e"
	t_bad "--analogy under ulimit -v 500000: what it needs, one line" 1 '^ppmi-svd: .*big.ana: the analogy evaluation needs [0-9]+ MB \(200000 words × 10 dimensions\): more than the memory budget [0-9.]+ [KM]B \(80% of what ulimit -v 500000 KB, the address-space limit, leaves; -M/--memory was not given, and can lower it, not raise it\)$' sh -c "ulimit -v 500000; exec ppmi-svd --load '$T/huge.e' --analogy '$T/big.ana'"
	# at 400000 the embeddings themselves do not fit what is left once
	# OpenBLAS's two 128 MB buffers (its worker's, and the caller's for
	# the products) are set aside
	t_bad "--load under ulimit -v 400000: the embeddings refused, one line" 1 '^ppmi-svd: .*huge.e:[0-9]+: the embeddings need more than the memory budget [0-9.]+ [KM]B \([0-9.]+ MB for the [0-9]+ rows read so far\) \(80% of what ulimit -v 400000 KB, the address-space limit, leaves; -M/--memory was not given, and can lower it, not raise it\)$' sh -c "ulimit -v 400000; exec ppmi-svd --load '$T/huge.e' --analogy '$T/big.ana'"
	t_run "the same without the limit: answered" 0 ppmi-svd --load "$T/huge.e" --analogy "$T/big.ana"
fi	# (a sanitizer build ran the same refusal through -M above: no skip)

# similarity sets as distributed: SimLex-999.txt's header and columns,
# named with the cut that keeps the words and the score (its column found
# by the header); the cut's output is then read
printf '4 2\nsun 1 0\nsunlight 0.9 0.1\ncar 0 1\nautomobile 0.1 1\n' > "$T/v.vec"
printf 'word1\tword2\tPOS\tSimLex999\tconc(w1)\nsun\tsunlight\tN\t8.2\t4.9\ncar\tautomobile\tN\t9.1\t4.8\nsun\tcar\tN\t0.5\t4.8\n' > "$T/SimLex-999.txt"
t_bad "SimLex-999.txt as distributed" 1 "^ppmi-svd: .*/SimLex-999\\.txt:1: 5 fields, want 3 \\(word1<TAB>word2<TAB>score\\): a set as distributed, with more columns .* keep the words and the score: cut -f1,2,4 .*/SimLex-999\\.txt \\| sed 1d > " ppmi-svd --load "$T/v.vec" --similarity "$T/SimLex-999.txt"
cut -f1,2,4 "$T/SimLex-999.txt" | sed 1d > "$T/simlex.tsv"
t_run "  its cut is read" 0 ppmi-svd --load "$T/v.vec" --similarity "$T/simlex.tsv"
t_ok "  3 pairs, 3 covered" test "$(grep -v '^#' "$T/out" | sed -n 2p | cut -f3,4)" = "3	3"
printf 'a\tb\tx\ty\nsun\tcar\t1\t2\n' > "$T/wide"
t_bad "more columns, none named a score: N to fill in" 1 "keep the words and the score \\(N: its column\\): cut -f1,2,N " ppmi-svd --load "$T/v.vec" --similarity "$T/wide"
# no pair covered: an error (gensim: "No valid similarity judgements
# found"); POS-tagged words (MEN's lemma files) named with their sed
printf 'sun-n\tsunlight-n\t50\nautomobile-n\tcar-n\t50\ncar-n\tsun-n\t3\n' > "$T/men.tsv"
t_bad "MEN's POS-tagged words: none covered" 1 "^ppmi-svd: .*/men\\.tsv: none of its 3 pairs has both words in the embeddings: every word ends in a part-of-speech tag \\('sun-n'\\), as MEN's lemma files do: drop the tags with sed 's/-\\[nvjar\\]\\\\t/\\\\t/g' " ppmi-svd --load "$T/v.vec" --similarity "$T/men.tsv"
sed 's/-[nvjar]\t/\t/g' "$T/men.tsv" > "$T/men2.tsv"
t_run "  its sed makes it readable" 0 ppmi-svd --load "$T/v.vec" --similarity "$T/men2.tsv"
t_ok "  3 pairs, 3 covered" test "$(grep -v '^#' "$T/out" | sed -n 2p | cut -f3,4)" = "3	3"
gzip -c "$T/men.tsv" > "$T/men.tsv.gz"
t_bad "  gzip'd: zcat | sed" 1 "^ppmi-svd: .*/men\\.tsv\\.gz: none of its 3 pairs .*drop the tags with zcat .*/men\\.tsv\\.gz \\| sed 's/-\\[nvjar\\]\\\\t/\\\\t/g' > " ppmi-svd --load "$T/v.vec" --similarity "$T/men.tsv.gz"
printf 'zebra\tyak\t5\nokapi\tsun\t2\n' > "$T/none"
t_bad "no pair covered" 1 "^ppmi-svd: .*/none: none of its 2 pairs has both words in the embeddings \\(the first: 'zebra' 'yak'\\): nothing to rank$" ppmi-svd --load "$T/v.vec" --similarity "$T/none"

# zero vectors (no direction, no cosine) in the sets, as gensim takes
# them: an analogy's zero row is never an answer (gensim's NaN, ranked
# last): 'zero' scores 0 against home's negative 3CosAdd, and was chosen;
# a question with one among a, b, c has no answer, counted wrong (gensim's
# scores all NaN); a similarity pair's cosine 0 is ranked (gensim's
# similarity() is 0);
# both said as warnings, with what differs from gensim
printf 'word\td1\td2\nfree\t1\t0.5\ncall\t0.5\t1\ntext\t-1\t0.25\nhome\t0.25\t-1\nzero\t0\t0\n' > "$T/z.tsv"
printf 'word\td1\td2\nfree\t1\t0.5\ncall\t0.5\t1\ntext\t-1\t0.25\nhome\t0.25\t-1\nzero\t0\t0.001\n' > "$T/nz.tsv"
printf ': s\nfree call text home\n' > "$T/z1.ana"
printf ': s\nzero free call text\nfree call text home\ncall free text zero\n' > "$T/z3.ana"
t_run "--analogy: a zero row is not an answer" 0 ppmi-svd --load "$T/z.tsv" --analogy "$T/z1.ana" --items
t_ok "  home, as gensim's evaluate_word_analogies" test "$(grep -v '^#' "$T/out" | sed -n 2p | cut -f9,10)" = "home	home"
t_ok "  the zero rows said" grep -q "^ppmi-svd: warning: .*z\.tsv:6: 1 of 5 words have a zero vector (e.g. 'zero'): no direction and no cosine, left out of the analogies' answers$" "$T/err"
t_ok "  no question holds one: not said" test "$(grep -c 'covered questions' "$T/err")" = 0
t_run "--analogy: a near-zero row is a candidate" 0 ppmi-svd --load "$T/nz.tsv" --analogy "$T/z1.ana" --items
t_ok "  answered 'zero' (its score beats home's), nothing said" test "$(grep -v '^#' "$T/out" | sed -n 2p | cut -f9)" = zero -a ! -s "$T/err"
t_run "--analogy: questions holding a zero-vector word" 0 ppmi-svd --load "$T/z.tsv" --analogy "$T/z3.ana"
t_ok "  a zero a, b or c: no answer, counted wrong, said" grep -q "^ppmi-svd: warning: .*z3\.ana:2: 1 of its 3 covered questions have a zero vector among a, b, c (e\.g\. 'zero free call text'): no direction, so no answer ('-' in --items), counted wrong; gensim's evaluate_word_analogies counts them too, but answers with whatever word its sort puts first (every score NaN)$" "$T/err"
t_ok "  a zero d: never right, said" grep -q "^ppmi-svd: warning: .*z3\.ana:4: 1 of its 3 covered questions expect a word whose vector is zero (e\.g\. 'zero' in 'call free text zero'): a zero vector is no answer" "$T/err"
t_ok "  3 covered" test "$(grep -v '^#' "$T/out" | sed -n 2p | cut -f4)" = 3
printf 'zero\tfree\t9\nfree\tcall\t5\ncall\ttext\t2\nfree\ttext\t1\n' > "$T/z.sim"
t_run "--similarity: a pair with a zero vector" 0 ppmi-svd --load "$T/z.tsv" --similarity "$T/z.sim"
t_ok "  ranked with cosine 0, as gensim's evaluate_word_pairs (rho 0.8)" test "$(grep -v '^#' "$T/out" | sed -n 2p | cut -f4,6)" = "4	0.8"
t_ok "  and said" grep -q "^ppmi-svd: warning: .*z\.sim:1: 1 of its 4 covered pairs have a word whose vector is zero (e\.g\. 'zero' 'free'): no direction; their cosine is taken as 0 and ranked, as gensim's evaluate_word_pairs takes it" "$T/err"
t_run "  under -q too (a warning)" 0 ppmi-svd -q --load "$T/z.tsv" --similarity "$T/z.sim"
t_ok "  said" grep -q "1 of its 4 covered pairs have a word whose vector is zero" "$T/err"
t_run "--similarity without zero vectors: nothing said" 0 ppmi-svd --load "$T/nz.tsv" --similarity "$T/z.sim"
t_ok "  stderr empty" test ! -s "$T/err"

# sections and comments of an analogy set as gensim's
# evaluate_word_analogies reads them (its counts: emb-gensim.sh): a section
# is ': name', a colon and a space; four words whose first starts with ':'
# or '#' (an emoticon, a hashtag of Twitter's vectors) are a question (the
# ':' one was read as a section named ') happy ...', the '#' one dropped
# unsaid); '# ' and three words is a comment, said (gensim counts it)
printf 'word\td1\td2\nhappy\t1\t0.2\nsad\t-1\t0.2\nthe\t0.5\t0.5\ncat\t0.2\t1\ndog\t0.3\t0.9\n' > "$T/tw.tsv"
printf 'the 0.5 0.5\n:) 1 0.1\n:( -1 0.1\n#happy 0.9 0.3\n#sad -0.9 0.3\nhappy 1 0.2\nsad -1 0.2\n' > "$T/tw.glove"
printf ': emoticons\n:) happy :( sad\n: hashtags\n#happy happy #sad sad\n# x y z\n# a comment of five words\n#a comment\n: other\nthe cat dog sad\n' > "$T/tw.ana"
t_run "--analogy: ':)' and '#happy' first words are questions" 0 ppmi-svd --load "$T/tw.glove" --analogy "$T/tw.ana"
t_ok "  emoticons: 1 question, covered" test "$(awk -F'\t' '$2 == "emoticons" && $5 == "3cosadd" { print $3, $4 }' "$T/out")" = "1 1"
t_ok "  hashtags: 1 question, covered" test "$(awk -F'\t' '$2 == "hashtags" && $5 == "3cosadd" { print $3, $4 }' "$T/out")" = "1 1"
t_ok "  other: 1 question; 3 sections and all" test "$(awk -F'\t' '$2 == "other" && $5 == "3cosadd" { print $3 }' "$T/out"):$(grep -c '3cosadd' "$T/out")" = "1:4"
t_ok "  '# x y z' skipped and said (gensim counts it)" grep -q "^ppmi-svd: note: .*tw\.ana:5: 1 line of '#' and three words skipped as comments; gensim's evaluate_word_analogies, which has no comments, counts each as a question: 1 item more there$" "$T/err"
t_ok "  nothing else said" test "$(wc -l < "$T/err")" = 1
printf ': s\n#hi happy #sad sad\n#free happy sad the\n' > "$T/tw2.ana"
t_run "--analogy: '#' questions not covered" 0 ppmi-svd --load "$T/tw.glove" --analogy "$T/tw2.ana"
t_ok "  said (a comment's words?)" grep -q "^ppmi-svd: note: .*tw2\.ana:2: 2 questions whose first word starts with '#' ('#hi happy #sad sad') read as questions (four words, as gensim's evaluate_word_analogies reads them), not covered; a comment starts with '# ', '#' and a space$" "$T/err"
t_run "  -q: not said" 0 ppmi-svd -q --load "$T/tw.glove" --analogy "$T/tw2.ana"
t_ok "  stderr empty" test ! -s "$T/err"
printf ': s\nthe cat dog sad\n:capital-common\nthe cat dog sad\n' > "$T/col.ana"
t_bad "--analogy: ':name', no space: no section, refused with its sed" 1 "^ppmi-svd: .*col\\.ana:3: ':capital-common' is no section and no question \\(1 word, want 4: a b c d\\): a section line starts with ': ', a colon and a space \\(questions-words\\.txt; gensim's evaluate_word_analogies opens none without it\\): sed -i '3s/\\^:/: /' .*col\\.ana$" ppmi-svd --load "$T/tw.glove" --analogy "$T/col.ana"
sed -i '3s/^:/: /' "$T/col.ana"
t_run "  its sed: a section" 0 ppmi-svd --load "$T/tw.glove" --analogy "$T/col.ana"
t_ok "  capital-common: 1 question" test "$(awk -F'\t' '$2 == "capital-common" && $5 == "3cosadd" { print $3 }' "$T/out")" = 1
printf ': s\n:) happy :(\n' > "$T/col3.ana"
gzip -c "$T/col3.ana" > "$T/col3.ana.gz"
t_bad "  ':)' and 2 words: 3 words, refused; gzip: zcat | sed" 1 "^ppmi-svd: .*col3\\.ana\\.gz:2: ':\\) \\.\\.\\.' is no section and no question \\(3 words, want 4: a b c d\\): .*: zcat .*col3\\.ana\\.gz \\| sed '2s/\\^:/: /' > .*col3\\.ana\\.gz\\.txt$" ppmi-svd --load "$T/tw.glove" --analogy "$T/col3.ana.gz"
printf ': s\n:\tx y z\n' > "$T/sec.ana"
t_run "--analogy: ':<TAB>x y z', four words: a question (gensim's too)" 0 ppmi-svd --load "$T/tw.glove" --analogy "$T/sec.ana" --items
t_ok "  its words" test "$(awk -F'\t' '$2 == "s" { print $3 $4 $5 $6 }' "$T/out")" = ":xyz"
printf ': a\tb\nthe cat dog sad\n' > "$T/tab.ana"
t_bad "--analogy: a TAB in a section's name (it would split the table's line)" 1 "^ppmi-svd: .*tab\\.ana:1: a TAB in the section's name, which would split the evaluation table's line: make it a space: sed '/\\^: /s/\\\\t/ /g' .*tab\\.ana > .*tab\\.ana\\.txt$" ppmi-svd --load "$T/tw.glove" --analogy "$T/tab.ana"
printf ':  spaced name  \nthe cat dog sad\n' > "$T/sec.ana"
t_run "--analogy: ':  name  '" 0 ppmi-svd --load "$T/tw.glove" --analogy "$T/sec.ana"
t_ok "  the name without its spaces" test "$(awk -F'\t' '$5 == "3cosadd" { print $2 }' "$T/out" | head -1)" = "spaced name"
gzip -c "$T/tab.ana" > "$T/tab.ana.gz"
t_bad "  gzip'd: zcat | sed" 1 "tab\\.ana\\.gz:1: a TAB in the section's name, .*: zcat .*tab\\.ana\\.gz \\| sed '/\\^: /s/\\\\t/ /g' > .*tab\\.ana\\.gz\\.txt$" ppmi-svd --load "$T/tw.glove" --analogy "$T/tab.ana.gz"
