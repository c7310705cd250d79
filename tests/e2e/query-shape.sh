#!/bin/sh
# ppmi-svd's questions (lib/embed/embquery.h): a question whose shape is
# not its option's — the number of its words, a '-' alone, words to
# subtract alone with --cosmul, an empty --nn word — is a usage error,
# exit 2, one line naming the option, before the embeddings are read
# (a missing file is not reached); the shape the option takes is answered.
# And a question asked of a zero sum of unit vectors is refused (below).
. "$(dirname "$0")/../lib.sh"

E=$T/e.tsv
printf 'word\td1\td2\nfree\t1\t0\ncall\t0\t1\nwin\t1\t1\nnow\t1\t-1\n' > "$E"
u() { t_bad "$1" 2 "^ppmi-svd: $2$" ppmi-svd --load "$E" "$3" "$4"; }

u "--similar, one word" "--similar 'free': takes two words \(the pair whose cosine is written\), got 1" --similar free
u "--similar, three words" "--similar 'free call win': takes two words \(the pair whose cosine is written\), got 3" --similar 'free call win'
u "--similar, none" "--similar ' ': takes two words \(the pair whose cosine is written\), got 0" --similar ' '
t_run "--similar, two words: answered" 0 ppmi-svd --load "$E" --similar 'free call'
t_ok "  their cosine" grep -qx 'free	call	0' "$T/out"
u "--odd-one-out, one word" "--odd-one-out 'free': takes two words or more, got 1" --odd-one-out free
t_run "--odd-one-out, two words: answered" 0 ppmi-svd --load "$E" --odd-one-out 'free win'
u "--most-similar, no word" "--most-similar '': takes one word or more \('king -man woman'\), got none" --most-similar ''
u "--most-similar, a '-' alone" "--most-similar 'free -': a '-' without its word \(write -man\)" --most-similar 'free -'
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
t_ok "  its direction -d2: call last, at -1" grep -q "^free -free3	5	call	-1$" "$T/out"
t_bad "'zero': a zero vector, refused" 1 "^ppmi-svd: .*/z\.tsv: --most-similar 'zero': its words' vectors are all zero: every word's cosine with them is 0, an order of no meaning \(gensim's is NaN\)$" ppmi-svd --load "$Z" --most-similar zero
t_run "'free zero': one nonzero, answered" 0 ppmi-svd --load "$Z" --most-similar 'free zero' -k 1
t_ok "  free2 first" grep -q "^free zero	1	free2	1$" "$T/out"
t_bad "--odd-one-out 'free now': refused" 1 "^ppmi-svd: .*/z\.tsv: --odd-one-out 'free now': $c$" ppmi-svd --load "$Z" --odd-one-out 'free now'
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
echo "1..$t_num"
