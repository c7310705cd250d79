#!/bin/sh
# ppmi-svd's questions (lib/embed/embquery.h): a question whose shape is
# not its option's — the number of its words, a '-' alone, words to
# subtract alone with --cosmul, an empty --nn word — is a usage error,
# exit 2, one line naming the option, before the embeddings are read
# (a missing file is not reached); the shape the option takes is answered.
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
u "--nn, an empty word" "--nn takes a word, got an empty one" --nn ''
# before the embeddings are read: a missing file is not reached
t_bad "usage before data" 2 "^ppmi-svd: --similar 'free': takes two words" ppmi-svd --load "$T/none.tsv" --similar free
t_bad "  and the data's error once the shape is right" 1 "none\.tsv: No such file" ppmi-svd --load "$T/none.tsv" --similar 'free call'
echo "1..$t_num"
