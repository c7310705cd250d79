#!/bin/sh
# ppmi-svd's questions (lib/embed/embquery.h): a question whose shape is
# not its option's — the number of its words, a '-' alone, words to
# subtract alone with --cosmul, an empty --nn word — is a usage error,
# exit 2, one line naming the option, before the embeddings are read
# (a missing file is not reached); the shape the option takes is answered.
# And a question asked of a zero sum of unit vectors is refused (below).
. "$(dirname "$0")/../../lib.sh"

E=$T/e.tsv
printf 'word\td1\td2\nfree\t1\t0\ncall\t0\t1\nwin\t1\t1\nnow\t1\t-1\n' > "$E"
u() { t_bad "$1" 2 "^ppmi-svd: $2$" ppmi-svd --load "$E" "$3" "$4"; }

u "--similar, one word" "--similar 'free': takes two words \(the pair whose cosine is written\), got 1" --similar free
u "--similar, three words" "--similar 'free call win': takes two words \(the pair whose cosine is written\), got 3" --similar 'free call win'
u "--similar, none" "--similar ' ': takes two words \(the pair whose cosine is written\), got 0" --similar ' '
t_run "--similar, two words: answered" 0 ppmi-svd --load "$E" --similar 'free call'
t_ok "  their cosine" grep -qx 'free	call	0' "$T/out"
# the odd one out of two words: each is as far from their sum as the
# other (cos(a, â + b̂) = cos(b, â + b̂)), so that one of them would be
# written by the order given (gensim's doesnt_match does): three or more
odd="takes three words or more \\(two are equally far from their sum: neither is the odd one\\)"
u "--odd-one-out, one word" "--odd-one-out 'free': $odd, got 1" --odd-one-out free
u "--odd-one-out, two words" "--odd-one-out 'free win': $odd, got 2" --odd-one-out 'free win'
t_ok "  nothing on standard output" test ! -s "$T/out"
t_run "--odd-one-out, three words: answered" 0 ppmi-svd --load "$E" --odd-one-out 'free win now'
# sum (1,0)+(.707,.707)+(.707,-.707) = (2.414, 0): cosines 1, .707, .707
t_ok "  now, the later of the two at 0.707, not win: a tie, said" sh -c "grep -qx 'free win now	win	0.707106781' '$T/out' && grep -qx \"ppmi-svd: warning: $E: --odd-one-out 'free win now': 'win' and 'now' tie at cosine 0.707106781 with the sum (to the 9 digits written): no odd one; 'win', given first, is written\" '$T/err'"
t_run "--odd-one-out 'free call win': a tie of free and call" 0 ppmi-svd --load "$E" --odd-one-out 'free call win'
t_ok "  said" grep -q "'free' and 'call' tie at cosine 0.707106781" "$T/err"
# free (1,0), call (0,1), now (1,-1): sum (1.707, 0.293), norm √3;
# cosines .986,
# .169, .577: call, by a margin, and nothing said
t_run "--odd-one-out 'free call now': no tie" 0 ppmi-svd --load "$E" --odd-one-out 'free call now'
t_ok "  call, nothing said" sh -c "grep -qx 'free call now	call	0.169101979' '$T/out' && test ! -s '$T/err'"
t_run "--odd-one-out, two of three words known: skipped" 1 ppmi-svd --load "$E" --odd-one-out 'free call zzq'
t_ok "  said" grep -q "^ppmi-svd: warning: $E: --odd-one-out 'free call zzq': skipped (fewer than three of its words are in the embeddings: two are equally far from their sum)$" "$T/err"
u "--most-similar, no word" "--most-similar '': takes one word or more \('king -man woman'\), got none" --most-similar ''
u "--most-similar, a '-' alone: '+-' and '--' named" "--most-similar 'free -': a '-' without its word \(write -man; the word '-' itself, which GloVe's and fastText's vectors hold: '\+-' adds it, '--' subtracts it\)$" --most-similar 'free -'
# the word '-' itself (GloVe's and fastText's vectors hold it): what the
# error names answers
printf '4 2\nking 0.1 0.2\n- 0.3 0.1\nman -0.1 0.4\nqueen 0.2 0.3\n' > "$T/dash.txt"
t_run "  'king +-': the word '-' added, answered" 0 ppmi-svd --load "$T/dash.txt" --most-similar 'king +-' -k 1
t_ok "  neither king nor - among the answers" sh -c "! grep -Eq '	(king|-)	' '$T/out' && test -s '$T/out'"
t_run "  'king --': the word '-' subtracted, answered" 0 ppmi-svd --load "$T/dash.txt" --most-similar 'king --' -k 1
t_run "--most-similar, one word: answered" 0 ppmi-svd --load "$E" --most-similar free
t_run "--most-similar '-free': answered" 0 ppmi-svd --load "$E" --most-similar -free
t_bad "--cosmul, words to subtract alone" 2 "^ppmi-svd: --most-similar '-free' --cosmul: 3CosMul needs a word to add" ppmi-svd --load "$E" --most-similar -free --cosmul
t_run "--cosmul, a word to add: answered" 0 ppmi-svd --load "$E" --most-similar 'win -free' --cosmul
u "--nn, an empty word" "--nn: an empty WORD" --nn ''
# before the embeddings are read: a missing file is not reached
t_bad "usage before data" 2 "^ppmi-svd: --similar 'free': takes two words" ppmi-svd --load "$T/none.tsv" --similar free
t_bad "  and the data's error once the shape is right" 1 "none\.tsv: No such file" ppmi-svd --load "$T/none.tsv" --similar 'free call'

# a question asked of a sum of unit vectors (3CosAdd's, odd one out's)
# that is zero, or under 1e-6 of its words' norms, is refused, exit 1:
# its words cancel, or their vectors are all zero
Z=$T/z.tsv
printf 'word\td1\td2\nfree\t1\t0\ncall\t0\t1\nwin\t1\t1\nzero\t0\t0\nnow\t-1\t0\nfree2\t2\t1e-9\nfree3\t2\t1e-5\n' > "$Z"
c="its words cancel \(the sum of their unit vectors has norm [0-9.e-]+, below 1e-6 of theirs\): every word's cosine with it is 0 or rounding, an order of no meaning \(gensim's is NaN\)"
t_bad "'free -free': refused" 1 "^ppmi-svd: .*/z\.tsv: --most-similar 'free -free': $c$" ppmi-svd --load "$Z" --most-similar 'free -free'
t_bad "'free now', opposite vectors: refused" 1 "^ppmi-svd: .*/z\.tsv: --most-similar 'free now': $c$" ppmi-svd --load "$Z" --most-similar 'free now'
t_bad "'free -free2', 5e-10 apart: refused" 1 "^ppmi-svd: .*/z\.tsv: --most-similar 'free -free2': $c$" ppmi-svd --load "$Z" --most-similar 'free -free2'
t_run "'free -free3', 5e-6 apart: answered" 0 ppmi-svd --load "$Z" --most-similar 'free -free3' -k 5
t_ok "  its direction -d2: call last, at -1 (zero left out)" grep -q "^free -free3	4	call	-1$" "$T/out"
t_bad "'zero': a zero vector, refused" 1 "^ppmi-svd: .*/z\.tsv: --most-similar 'zero': its words' vectors are all zero: every word's cosine with them is 0, an order of no meaning \(gensim's is NaN\)$" ppmi-svd --load "$Z" --most-similar zero
t_run "'free zero': one nonzero, answered" 0 ppmi-svd --load "$Z" --most-similar 'free zero' -k 1
t_ok "  free2 first" grep -q "^free zero	1	free2	1$" "$T/out"
# at the bound (2 words: 2e-6), the norm in the digits that show it
# below (3 digits printed '2e-06, below 1e-6 of theirs'); just above it,
# answered
printf 'word\td1\td2\na\t1\t0\nb\t-1\t1.99999e-06\nc\t-1\t2.00001e-06\nd\t0\t1\n' > "$T/edge.tsv"
t_bad "'a b', norm 1.99999e-6 < 2e-6: refused" 1 "^ppmi-svd: .*/edge\.tsv: --most-similar 'a b': its words cancel \(the sum of their unit vectors has norm 1\.99999e-06, below 1e-6 of theirs\)" ppmi-svd --load "$T/edge.tsv" --most-similar 'a b'
t_run "'a c', norm 2.00001e-6: answered" 0 ppmi-svd --load "$T/edge.tsv" --most-similar 'a c' -k 1
# three unit vectors 120 degrees apart sum to 0 (to rounding)
printf 'word\td1\td2\na\t1\t0\nb\t-0.5\t0.8660254037844386\nc\t-0.5\t-0.8660254037844386\n' > "$T/tri.tsv"
t_bad "--odd-one-out 'a b c', 120 degrees apart: refused" 1 "^ppmi-svd: .*/tri\.tsv: --odd-one-out 'a b c': $c$" ppmi-svd --load "$T/tri.tsv" --odd-one-out 'a b c'
t_run "--odd-one-out 'free now win': answered" 0 ppmi-svd --load "$Z" --odd-one-out 'free now win'
t_ok "  now" grep -q "^free now win	now	" "$T/out"
t_run "one question refused: no output" 1 ppmi-svd --load "$Z" --most-similar 'free -call' --most-similar 'free -free'
t_ok "  nothing on standard output" test ! -s "$T/out"
# a cosine with a zero vector is 0 by convention: said, as --nn says it
t_run "--similar 'zero free': answered" 0 ppmi-svd --load "$Z" --similar 'zero free'
t_ok "  at 0" grep -q "^zero	free	0$" "$T/out"
t_ok "  the zero vector said" grep -q "^ppmi-svd: warning: .*/z\.tsv: --similar 'zero free': 'zero' has a zero vector; its cosines are 0$" "$T/err"
t_run "--odd-one-out 'free win zero': answered" 0 ppmi-svd --load "$Z" --odd-one-out 'free win zero'
t_ok "  the zero vector said" grep -q "^ppmi-svd: warning: .*/z\.tsv: --odd-one-out 'free win zero': 'zero' has a zero vector; its cosines are 0$" "$T/err"
t_run "--similar 'free win': no warning" 0 ppmi-svd --load "$Z" --similar 'free win'
t_ok "  nothing on stderr" test ! -s "$T/err"
# a word is looked up as written, then by its case folding, said: the
# same in lowercase vectors (sms-vocab's) and in cased ones (gensim's)
printf 'word\td1\td2\nparis\t1\t0\nlondon\t0.9\t0.1\nrome\t0\t1\n' > "$T/low.tsv"
printf 'word\td1\td2\nParis\t1\t0\nparis\t0\t1\nLondon\t0.9\t0.1\n' > "$T/cased.tsv"
t_run "--nn PARIS, lowercase vectors" 0 ppmi-svd --load "$T/low.tsv" --nn PARIS -k 1
t_ok "  paris's neighbour" grep -qx 'paris	1	london	0.993883735' "$T/out"
t_ok "  said" grep -qx "ppmi-svd: note: $T/low.tsv: --nn 'PARIS' found as 'paris' (by its case folding); --keep-case looks words up only as written" "$T/err"
t_run "--nn Paris, cased vectors: as written" 0 ppmi-svd --load "$T/cased.tsv" --nn Paris -k 1
t_ok "  Paris's neighbour, nothing said" sh -c "grep -qx 'Paris	1	London	0.993883735' '$T/out' && test ! -s '$T/err'"
t_run "--nn PARIS, cased vectors: the first row of its folding" 0 ppmi-svd --load "$T/cased.tsv" --nn PARIS -k 1
t_ok "  Paris, said" sh -c "grep -q '^Paris	1	' '$T/out' && grep -q \"'PARIS' found as 'Paris'\" '$T/err'"
t_run "--similar 'PARIS rome'" 0 ppmi-svd --load "$T/low.tsv" --similar 'PARIS rome'
t_ok "  answered, said" sh -c "grep -q '^paris	rome	0\$' '$T/out' && grep -q \"'PARIS' found as 'paris'\" '$T/err'"
t_ok "  the note names --keep-case" grep -q "'PARIS' found as 'paris' (by its case folding); --keep-case looks words up only as written\$" "$T/err"
# --keep-case: as written only (gensim's KeyedVectors look-up)
t_bad "--keep-case --nn PARIS, lowercase vectors" 1 "--nn 'PARIS': not in the embeddings" ppmi-svd --load "$T/low.tsv" --keep-case --nn PARIS -k 1
t_run "--keep-case --similar 'PARIS rome'" 1 ppmi-svd --load "$T/low.tsv" --keep-case --similar 'PARIS rome'
t_ok "  'PARIS' not found, the folding named" grep -q "'PARIS' is not in the embeddings (did you mean 'paris'?" "$T/err"
t_run "--keep-case --nn paris" 0 ppmi-svd --load "$T/low.tsv" --keep-case --nn paris -k 1
t_ok "  paris's neighbour, nothing said" sh -c "grep -qx 'paris	1	london	0.993883735' '$T/out' && test ! -s '$T/err'"
t_run "attn-map --text PARIS finds Paris alike" 0 attn-map -e "$T/cased.tsv" --text 'PARIS London'
t_ok "  said" grep -q "PARIS" "$T/err"
t_bad "--nn Berlin: in no case" 1 "^ppmi-svd: $T/low.tsv: --nn 'Berlin': not in the embeddings$" ppmi-svd --load "$T/low.tsv" --nn Berlin
echo "1..$t_num"

# --most-similar's signs: a term's first '-' subtracts, '+' adds; a word
# that starts with one is written with a sign before it.  '-lrb-' given
# where '-lrb-' is a word (GloVe's tokens '-lrb-', '--'): ambiguous,
# refused naming both ways; where it is not, 'lrb-' subtracted.
G=$T/g.txt
printf 'free 1 0.1\n-lrb- 0.2 1\ncall 0.9 0.3\nnow -1 0.2\nlrb- 0 1\n' > "$G"
t_bad "'free -lrb-', '-lrb-' a word: ambiguous" 1 "^ppmi-svd: .*/g\.txt: --most-similar 'free -lrb-': '-lrb-' is a word of the embeddings, and its '-' subtracts 'lrb-': a sign before it says which: '\+-lrb-' adds the word '-lrb-', '--lrb-' subtracts it$" ppmi-svd --load "$G" --most-similar 'free -lrb-'
t_run "'free +-lrb-': the word added" 0 ppmi-svd --load "$G" --most-similar 'free +-lrb-' -k 1
# free/|free| + -lrb-/|-lrb-| = (0.995 + 0.196, 0.0995 + 0.981), norm
# 1.608: call (0.949, 0.316) at (1.130 + 0.341) / 1.608 = 0.9152
t_ok "  call 0.915203326; neither query word answers" sh -c "grep -qx 'free +-lrb-	1	call	0.915203326' '$T/out'"
t_run "'free --lrb-': the word subtracted" 0 ppmi-svd --load "$G" --most-similar 'free --lrb-' -k 4
t_ok "  neither free nor -lrb- among the answers" sh -c "! grep -Eq '	(free|-lrb-)	' '$T/out'"
t_run "'free -now': 'now' subtracted, '-now' no word: certain" 0 ppmi-svd --load "$G" --most-similar 'free -now' -k 1
t_ok "  nothing said" test ! -s "$T/err"
t_run "'free +lrb-', '+lrb-' no word: lrb- added" 0 ppmi-svd --load "$G" --most-similar 'free +lrb-' -k 1
t_ok "  nothing said; lrb- no answer" sh -c "test ! -s '$T/err' && ! grep -q '	lrb-	' '$T/out'"
u "--most-similar, a '+' alone" "--most-similar 'free \+': a '\+' without its word \(write \+man; the word '\+' itself, which GloVe's and fastText's vectors hold: '\+\+' adds it, '-\+' subtracts it\)$" --most-similar 'free +'
t_run "--similar 'free -lrb-': no signs there, the word" 0 ppmi-svd --load "$G" --similar 'free -lrb-'
t_ok "  free -lrb- 0.292714272" grep -qx 'free	-lrb-	0.292714272' "$T/out"
# the query column holds the question's words one space apart: a TAB
# separates words as a space does, and written as it is it would be a
# column of its own (5 fields under a header of 4)
TAB=$(printf '\t')
t_run "--most-similar 'free<TAB>win': answered" 0 ppmi-svd --load "$E" --most-similar "${TAB}free${TAB}${TAB}win " -k 1
t_ok "  query 'free win', 4 fields" sh -c "grep -v '^#' '$T/out' | awk -F'\t' 'NF != 4 { exit 1 }' && grep -q '^free win	1	' '$T/out'"
grep -v '^#' "$T/out" > "$T/tab.out"
t_run "  the same answer as 'free win'" 0 ppmi-svd --load "$E" --most-similar 'free win' -k 1
grep -v '^#' "$T/out" > "$T/sp.out"
t_cmp "  line for line" "$T/sp.out" "$T/tab.out"
t_run "--odd-one-out with TABs: answered" 0 ppmi-svd --load "$E" --odd-one-out "free${TAB}win  now"
t_ok "  query 'free win now'" grep -qx 'free win now	win	0.707106781' "$T/out"

# a question with no word left to rank (every other word in it, or of a
# zero vector) keeps its line: 'query - - -', as --analogy's '-'
printf 'a 0.1 0.2\nb 0.3 0.4\nc 0.5 0.1\n' > "$T/v3.txt"
printf 'a 0.1 0.2\nb 0 0\nc 0 0\n' > "$T/z3.txt"
t_run "--most-similar 'a -b c' on a, b, c: no word left" 0 ppmi-svd --load "$T/v3.txt" --most-similar 'a -b c'
t_ok "  its line: a -b c - - -" sh -c "grep -v '^#' '$T/out' | tail -n +2 | tr '\n' '|' | grep -qx 'a -b c	-	-	-|'"
t_run "--nn a, every other vector zero" 0 ppmi-svd -q --load "$T/z3.txt" --nn a
t_ok "  its line: a - - -" sh -c "grep -v '^#' '$T/out' | tail -n +2 | tr '\n' '|' | grep -qx 'a	-	-	-|'"
t_run "--nn a -k 3 with neighbours: unchanged" 0 ppmi-svd --load "$T/v3.txt" --nn a -k 3
t_ok "  two rows, no '-'" sh -c "[ \$(grep -vc '^#' '$T/out') -eq 3 ] && ! grep -q '	-	' '$T/out'"

# a question's words not UTF-8 (a cp1251 or koi8-r terminal): refused
# naming the code page and the iconv, as attn-map's --text, before the
# embeddings are read (the bytes were looked up as a word: unknown, left
# out with exit 0, or answered from their n-grams with --oov subword)
printf 'word\td1\td2\nробот\t1\t0\nстол\t0\t1\nстакан\t1\t1\ncafé\t1\t-1\n' > "$T/ru.tsv"
# (six letters: 'робот' alone reads as well as Hebrew in cp1255 by its
# letters' frequencies, and gets the list of pages)
W=$(printf 'стакан' | iconv -f UTF-8 -t CP1251)
K=$(printf 'стакан' | iconv -f UTF-8 -t KOI8-R)
t_bad "--nn, cp1251: named with its iconv" 1 "^ppmi-svd: --nn: invalid UTF-8 at byte 1 \\(Cyrillic, cp1251\\? the words are read as UTF-8: set the terminal to UTF-8, or convert them: --nn \"\\\$\\(printf %s 'WORDS' \\| iconv -f cp1251 -t UTF-8\\)\"; koi8-r if its words come out wrong\\)$" ppmi-svd --load "$T/ru.tsv" --nn "$W"
t_ok "  nothing written" test ! -s "$T/out"
t_bad "--most-similar, koi8-r: its byte" 1 "^ppmi-svd: --most-similar: invalid UTF-8 at byte 5 \\(Cyrillic, koi8-r\\? .*iconv -f koi8-r -t UTF-8" ppmi-svd --load "$T/ru.tsv" --most-similar "ok -$K"
t_bad "--similar, cp1252" 1 "^ppmi-svd: --similar: invalid UTF-8 at byte 4 \\(.*cp1252\\? .*iconv -f cp1252 -t UTF-8" ppmi-svd --load "$T/ru.tsv" --similar "$(printf 'caf\351 cr\350me')"
t_bad "--odd-one-out, too short to tell: NAME" 1 "^ppmi-svd: --odd-one-out: invalid UTF-8 at byte 1 \\(.*iconv -f NAME -t UTF-8\\)\", NAME the terminal's code page\\)$" ppmi-svd --load "$T/ru.tsv" --odd-one-out "$(printf '\344\343') стол стакан"
t_bad "  before the embeddings are read" 1 "^ppmi-svd: --nn: invalid UTF-8" ppmi-svd --load "$T/nosuch" --nn "$W"
t_run "the same words in UTF-8: answered" 0 ppmi-svd --load "$T/ru.tsv" --nn робот -o "$T/ru.out"
t_run "  --most-similar" 0 ppmi-svd --load "$T/ru.tsv" --most-similar "стол -стакан"
t_run "  and café" 0 ppmi-svd --load "$T/ru.tsv" --similar "café стол"
# --label alike (it matched no message: "no messages labelled ????")
printf 'спам\tробот стол\nham\tстол стакан\n' > "$T/ru.tok"
printf 'word\tcount\tdocs\nробот\t1\t1\nстол\t2\t2\nстакан\t1\t1\n' > "$T/ru.voc"
L=$(printf 'спам' | iconv -f UTF-8 -t CP1251)
t_bad "--label, cp1251: named" 1 "^ppmi-svd: --label: invalid UTF-8 at byte 1 \\(Cyrillic, cp1251\\? .*--label \"\\\$\\(printf %s 'WORDS' \\| iconv -f cp1251 -t UTF-8\\)\"" ppmi-svd -q -v "$T/ru.voc" --label "$L" -d 1 "$T/ru.tok"
t_run "  in UTF-8: counted" 0 ppmi-svd -q -v "$T/ru.voc" --label спам -d 1 "$T/ru.tok"
