#!/bin/sh
# Wrong or odd input files across the tools (a new user's report, items
# 3-6 and 10): a byte-order mark, blank lines, files given in the wrong
# place.  Each is either read as the user meant or refused with one line
# that says what the file looks like.
. "$(dirname "$0")/../lib.sh"

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

# blank lines in a -q none corpus are skipped, as -q csv does
printf 'ham\tHello there\n\nspam\tWIN now\n\n' > "$T/trail.txt"
t_run "blank lines with -q none" 0 sms-vocab --stats --min-count 1 "$T/trail.txt"
t_ok "two messages" grep -q '^messages	2$' "$T/out"
t_run "blank lines with -q csv" 0 sms-vocab --quoting csv --stats --min-count 1 "$T/trail.txt"
t_ok "two messages with csv too" grep -q '^messages	2$' "$T/out"
printf 'ham\tHello there\n \nspam\tWIN now\n' > "$T/space.txt"
t_bad "a line of one space still has no TAB" 1 '^sms-vocab: .*space.txt:2: no TAB' sms-vocab --stats "$T/space.txt"

# the raw corpus given where the tokenized one belongs
raw="$DATA/sms-small.tsv"
t_bad "attn-train: raw corpus as tokens" 1 "^attn-train: .*sms-small.tsv:1: not a tokenized corpus: 'Ok' \(tokens are lowercase words; run sms-vocab -t first\)" attn-train -e "$DATA/train-emb.tsv" "$raw"
t_bad "attn-map: raw corpus as tokens" 1 "^attn-map: .*sms-small.tsv:1: not a tokenized corpus: 'Ok'" attn-map -e "$DATA/map-emb.tsv" "$raw"
t_bad "ppmi-svd: raw corpus as tokens" 1 "^ppmi-svd: .*sms-small.tsv:1: not a tokenized corpus: 'Ok'" ppmi-svd -v "$DATA/sms-small.vocab" --dim 2 "$raw"
printf 'ham\tcall me\nspam\tfree call2optout now\n' > "$T/digit"
t_bad "a digit in a token" 1 "digit:2: not a tokenized corpus: 'call2optout'" ppmi-svd -v "$DATA/sms-small.vocab" --dim 2 "$T/digit"
printf 'ham\tcall me\nspam\tfree, call\n' > "$T/punct"
t_bad "punctuation in the tokens" 1 "punct:2: not a tokenized corpus: 'free,'" attn-map -e "$DATA/map-emb.tsv" --batch "$T/punct"
printf 'ham\tfree call \320\277\321\200\320\270\320\262\320\265\321\202\n' > "$T/cyr"
t_run "other scripts (bytes >= 0x80) stay allowed" 0 attn-map -e "$DATA/map-emb.tsv" "$T/cyr"
t_ok "the Cyrillic word is dropped by name, the map is free call's" sh -c "grep -q '^# dropped 1 out-of-vocabulary words: привет\$' '$T/out' && grep -q \"\$(printf '^call\\t0.233258936\\t0.766741064\$')\" '$T/out'"
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

# an addressing model given to spam mode
t_run "an addressing model" 0 attn-train addr train --pairs 2 --keys 4 --values 2 --dim 4 --dk 4 --steps 2 -o "$T/amodel"
t_bad "attn-train --load ADDR-MODEL" 1 "^attn-train: .*amodel:[0-9]+: not a spam model \(header 'param i j value', an addressing model, the output of attn-train addr train; want param value — the output of attn-train --save\)$" attn-train -e "$DATA/train-emb.tsv" --load "$T/amodel" --predict "$DATA/train-corpus.tsv"
t_bad "attn-train --load EMB" 1 "^attn-train: .*train-emb.tsv:[0-9]+: not a spam model \(header 'word d1" attn-train -e "$DATA/train-emb.tsv" --load "$DATA/train-emb.tsv" --predict "$DATA/train-corpus.tsv"

# typed text is tokenized as sms-vocab -t does: 'Free Call!' is free call
t_run "attn-map --text 'Free Call!': exit 0" 0 attn-map -e "$DATA/map-emb.tsv" --text 'Free Call!'
t_ok "attn-map --text 'Free Call!': free call's map" grep -q "$(printf '^call\t0.233258936\t0.766741064$')" "$T/out"
t_bad "attn-map: dropped words named, the first few" 1 "no in-vocabulary tokens \(n = 0\): 7 words not in the embeddings: aaaaaaaaaaaaaaaaaaaa bbbbbbbbbbbbbbbbbbbb cccccccccccccccc \.\.\.$" attn-map -e "$DATA/map-emb.tsv" --text 'aaaaaaaaaaaaaaaaaaaa bbbbbbbbbbbbbbbbbbbb cccccccccccccccc dddddddddddd e f g'
t_bad "attn-map --strict 'free Call, Zebra'" 1 "^attn-map: --text: unknown word 'zebra'$" attn-map -e "$DATA/map-emb.tsv" --strict --text 'free Call, Zebra'
t_bad "ppmi-svd --nn Free" 1 "^ppmi-svd: .*: --nn 'Free': not in the embeddings \(did you mean 'free'\? the vocabulary is lowercase\)$" ppmi-svd --load "$DATA/map-emb.tsv" --nn Free
t_bad "ppmi-svd --nn Zebra: no hint" 1 "--nn 'Zebra': not in the embeddings$" ppmi-svd --load "$DATA/map-emb.tsv" --nn Zebra
t_bad "ppmi-svd -v --nn Call" 1 "--nn 'Call': not in the vocabulary \(did you mean 'call'\?" ppmi-svd -v "$DATA/sms-small.vocab" --dim 2 --nn Call "$T/tokens"

# attn-train addr names itself on an unknown option
t_run "attn-train addr train --bogus" 2 attn-train addr train --bogus
t_ok "message names attn-train addr train" grep -q "^attn-train: addr train: unknown option '--bogus'$" "$T/err"
t_ok "no bare 'train:'" sh -c "! grep -q '^train:' '$T/err'"
t_run "attn-train addr eval --model (no argument)" 2 attn-train addr eval --model
t_ok "message: needs an argument" grep -q "^attn-train: addr eval: option '--model' needs an argument$" "$T/err"
