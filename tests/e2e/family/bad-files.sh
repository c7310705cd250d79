#!/bin/sh
# Bad or odd input files, the same rule over every tool that reads them: a
# label with a stray byte in any table, a byte-order mark, the raw corpus
# where the tokens belong, files given in each other's place.  Each is read
# as the user meant or refused with one line that says what the file looks
# like, exit 1.
. "$(dirname "$0")/../../lib.sh"
COR=$DATA/train-corpus.tsv

# tables (embeddings, vocabularies, word lists) are checked for UTF-8 like
# the corpus: a label with a stray byte was taken as a word, and written
# back out (ppmi-svd --nn, sms-vocab -v ... -t, the lab page's JSON)
printf 'word\td1\td2\nfoo\t1\t2\nb\377r\t3\t1\n' > "$T/badutf.tsv"
t_bad "ppmi-svd --load: invalid UTF-8 label" 1 "^ppmi-svd: $T/badutf.tsv:3: invalid UTF-8 at byte 2 \\(a Windows file, cp1252\\? the tools read UTF-8: convert the file: iconv -f cp1252 -t UTF-8 .* > FILE\\.utf8\\)$" \
    ppmi-svd --load "$T/badutf.tsv" --nn foo
t_bad "attn-map -e: invalid UTF-8 label" 1 "^attn-map: $T/badutf.tsv:3: invalid UTF-8 at byte 2 \\(a Windows file, cp1252\\? the tools read UTF-8: convert the file: iconv -f cp1252 -t UTF-8 .* > FILE\\.utf8\\)$" \
    attn-map -e "$T/badutf.tsv" --text foo --html "$T/u.html"
t_ok "no page" test ! -e "$T/u.html"
t_bad "attn-train -e: invalid UTF-8 label" 1 "^attn-train: $T/badutf.tsv:3: invalid UTF-8 at byte 2 \\(a Windows file, cp1252\\? the tools read UTF-8: convert the file: iconv -f cp1252 -t UTF-8 .* > FILE\\.utf8\\)$" \
    attn-train -q -e "$T/badutf.tsv" "$COR"
printf 'word\tcount\tdocs\nfoo\t3\t2\nb\377r\t3\t1\n' > "$T/badutf.vocab"
t_bad "ppmi-svd -v: invalid UTF-8 word" 1 "^ppmi-svd: $T/badutf.vocab:3: invalid UTF-8 at byte 2 \\(a Windows file, cp1252\\? the tools read UTF-8: convert the file: iconv -f cp1252 -t UTF-8 .* > FILE\\.utf8\\)$" \
    ppmi-svd -v "$T/badutf.vocab" --dim 1 "$COR"
printf 'ham\tfoo\n' > "$T/sms.txt"
t_bad "sms-vocab -v: invalid UTF-8 word" 1 "^sms-vocab: $T/badutf.vocab:3: invalid UTF-8 at byte 2 \\(a Windows file, cp1252\\? the tools read UTF-8: convert the file: iconv -f cp1252 -t UTF-8 .* > FILE\\.utf8\\)$" \
    sms-vocab -t -v "$T/badutf.vocab" "$T/sms.txt"
iconv -f cp1252 -t UTF-8 "$T/badutf.vocab" > "$T/badutf2.vocab"
t_run "  its iconv, run: read" 0 sms-vocab -t -v "$T/badutf2.vocab" "$T/sms.txt"

# a UTF-8 byte-order mark (Notepad) at the start of a file is dropped
printf '\357\273\277ham\tHello there\r\nspam\tWIN now\r\n' > "$T/bom.txt"
t_run "corpus with a BOM" 0 sms-vocab --stats --min-count 1 "$T/bom.txt"
t_ok "the BOM is not part of the first label" grep -q '^ham	1$' "$T/out"
t_ok "no 'other' label" grep -q '^other	0$' "$T/out"
t_run "tokens of a corpus with a BOM" 0 sms-vocab -t "$T/bom.txt"
t_ok "first token line labelled ham" grep -q '^ham	hello there$' "$T/out"
printf '\357\273\277word\tcount\tdocs\ncall\t4\t3\n' > "$T/bomvocab"
t_run "vocabulary with a BOM" 0 sms-vocab -t -v "$T/bomvocab" "$DATA/sms-small.tsv"
printf '\357\273\277# c\nword\td1\td2\na\t1\t0\nb\t0\t1\n' > "$T/bomemb"
t_run "embeddings with a BOM" 0 ppmi-svd --load "$T/bomemb" --nn a

# the raw corpus given where the tokenized one belongs
raw="$DATA/sms-small.tsv"
t_bad "attn-train: raw corpus as tokens" 1 "^attn-train: .*sms-small.tsv:1: not a tokenized corpus: 'lar\\.\\.\\.' ends in '\\.\\.\\.' after a word, as raw text does \\(run sms-vocab -t first; --predict reads raw text\\)$" attn-train -e "$DATA/train-emb.tsv" "$raw"
t_bad "attn-map: raw corpus as tokens" 1 "^attn-map: .*sms-small.tsv:1: not a tokenized corpus: 'lar\\.\\.\\.'" attn-map -e "$DATA/map-emb.tsv" "$raw"
t_bad "ppmi-svd: raw corpus as tokens" 1 "^ppmi-svd: .*sms-small.tsv:1: not a tokenized corpus: 'lar\\.\\.\\.' ends in '\\.\\.\\.' after a word, as raw text does \\(run sms-vocab -t first\\)$" ppmi-svd -v "$DATA/sms-small.vocab" --dim 2 "$raw"
printf 'ham\tcall me\nspam\tfree call2optout New_York now\n' > "$T/digit"
t_run "digits, case, a phrase: tokens" 0 ppmi-svd -v "$DATA/sms-small.vocab" --dim 2 "$T/digit"
printf 'ham\tcall me\nspam\tfree, call\n' > "$T/punct"
t_bad "a comma after a word: raw text, named" 1 "punct:2: not a tokenized corpus: 'free,' ends in ',' after a word" attn-map -e "$DATA/map-emb.tsv" --batch "$T/punct"
printf 'ham\tfree call \320\277\321\200\320\270\320\262\320\265\321\202\n' > "$T/cyr"
t_run "other scripts (bytes >= 0x80) stay allowed" 0 attn-map -e "$DATA/map-emb.tsv" --proj-scale 1 "$T/cyr"
t_ok "the Cyrillic word is dropped by name, the map is free call's at c = 1" sh -c "grep -q '^# dropped 1 out-of-vocabulary words: привет\$' '$T/out' && grep -q \"\$(printf '^call\\t0.233258936\\t0.766741064\$')\" '$T/out'"
t_run "the tokenized corpus passes" 0 sh -c 'sms-vocab -t "$1" | ppmi-svd -v "$2" --dim 2' sh "$raw" "$DATA/sms-small.vocab"

# files given in each other's place: named for what they are
printf '# sms-vocab -t\nham\tcall me\nspam\tfree call now\n' > "$T/tokens"
printf 'ham\tfree call\n' > "$T/msg"
V="$DATA/sms-small.vocab" E="$DATA/map-emb.tsv"
want_emb='want word d1 \.\.\. dk — the output of ppmi-svd\)$'
want_voc='want word count docs — the output of sms-vocab\)$'
t_bad "attn-train -e VOCAB" 1 "^attn-train: .*sms-small.vocab:1: not an embeddings file \(header 'word count docs', a vocabulary, the output of sms-vocab; $want_emb" attn-train -e "$V" "$T/tokens"
t_bad "attn-map -e MSG" 1 "^attn-map: .*msg:1: not an embeddings file \(header 'ham free call', a line of a tokenized corpus \(sms-vocab -t\); $want_emb" attn-map -e "$T/msg" "$E"
t_bad "ppmi-svd --load VOCAB" 1 "^ppmi-svd: .*sms-small.vocab:1: not an embeddings file \(header 'word count docs'" ppmi-svd --load "$V" --nn call
t_bad "ppmi-svd -v TOKENS VOCAB (swapped)" 1 "^ppmi-svd: .*tokens:2: not a vocabulary \(header 'ham call me', a line of a tokenized corpus \(sms-vocab -t\); $want_voc" ppmi-svd -v "$T/tokens" "$V"
t_bad "ppmi-svd --contexts EMB" 1 "^ppmi-svd: .*map-emb.tsv:2: not a vocabulary \(header 'word d1 d2 d3 d4', embeddings, the output of ppmi-svd; " ppmi-svd -v "$V" --contexts "$E" "$T/tokens"
t_run "sms-vocab -t -v EMB: embeddings are a word list too" 0 sms-vocab -t -v "$E" "$DATA/sms-small.tsv"
t_ok "only the words of the embeddings" sh -c "grep -v '^#' '$T/out' | cut -f2 | tr ' ' '\\n' | sort -u | grep . > '$T/w'; cut -f1 '$E' | grep -v '^#' | sed 1d | sort > '$T/ew'; comm -23 '$T/w' '$T/ew' | grep -q . && exit 1; test -s '$T/w'"
t_bad "sms-vocab -t -v TOKENS" 1 "^sms-vocab: .*tokens:2: not a vocabulary \(header 'ham call me', a line of a tokenized corpus \(sms-vocab -t\); want word count docs \(sms-vocab\) or word d1 \.\.\. dk \(ppmi-svd\)\)$" sms-vocab -t -v "$T/tokens" "$DATA/sms-small.tsv"
printf 'word\tx\ty\na\t1\t0\n' > "$T/xy"
t_bad "embeddings with other column names" 1 "xy:1: not an embeddings file \(header 'word x y'; want" attn-map -e "$T/xy" --text a
printf 'word\tcount\tdocs\nThe\t2\t1\n' > "$T/v2"
t_bad "sms-vocab --quoting csv -t VOCAB (as the corpus)" 1 "^sms-vocab: .*v2:1: not a corpus \(header 'word count docs', a vocabulary, the output of sms-vocab; want label<TAB>text\)$" sms-vocab --quoting csv -t "$T/v2"
t_bad "sms-vocab -t VOCAB (as the corpus)" 1 "v2:1: not a corpus" sms-vocab -t "$T/v2"
t_bad "sms-vocab EMB (as the corpus)" 1 "map-emb.tsv:2: not a corpus \(header 'word d1 d2 d3 d4', embeddings" sms-vocab "$E"
