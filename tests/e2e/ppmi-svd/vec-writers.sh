#!/bin/sh
# The vector, vocabulary and count readers against other writers' layouts
# (attnkit(5) "What the tools guess"), each rule on both sides and at its
# edge:
#   a count file cut of its provenance line (its settings line '# counts:'
#     first) given as embeddings: named a count file;
#   a byte-order mark at the start of a later line (files joined with cat,
#     the second saved "with BOM"): refused by every reader of words
#     (GloVe, word2vec text, attnkit's TSV, vocabulary, similarity and
#     analogy sets, count lines), as the corpus and token readers do; line
#     1's is dropped.
. "$(dirname "$0")/../../lib.sh"

b() { f=$T/$1; shift; printf "$@" > "$f"; }

# a count file without its provenance line: its settings line names it
b cut.cnt '# counts: window=4 weight=flat oov=skip\na\ta\t6\n'
t_bad "count file cut of line 1, --load: named" 1 "cut\\.cnt:2: not an embeddings file \\(header 'a a 6', a count file, the output of ppmi-svd --count; want" ppmi-svd --load "$T/cut.cnt" -o -
t_bad "  attn-map -e: named" 1 "cut\\.cnt:2: .*a count file, the output of ppmi-svd --count" attn-map -e "$T/cut.cnt" --text 'a'
b other.cnt '# other comment\na\ta\t6\n'
t_bad "  another comment first: not named a count file" 1 "other\\.cnt:2: not an embeddings file \\(header 'a a 6'; want" ppmi-svd --load "$T/other.cnt" -o -
# a byte-order mark after line 1: refused in every reader; line 1's dropped
BOM='\357\273\277'
bm="a byte-order mark \\(U\\+FEFF, bytes EF BB BF\\) starts the line, which only a file's first line has: files joined with cat\\? remove it: sed '1!s/\\^"
b bom.glove "the 0.1 0.2\n${BOM}dog 0.5 0.6\n"
t_bad "BOM at line 2 of GloVe: refused" 1 "bom\\.glove:2: $bm" ppmi-svd --load "$T/bom.glove" -o -
b bom1.glove "${BOM}the 0.1 0.2\ndog 0.5 0.6\n"
t_run "  at line 1: dropped, read" 0 ppmi-svd --load "$T/bom1.glove" -o -
t_ok "  the word 'the' without it" grep -q '^the	0.1	0.2$' "$T/out"
b bom.w2v "2 2\nthe 0.1 0.2\n${BOM}dog 0.5 0.6\n"
t_bad "  word2vec text, line 3: refused" 1 "bom\\.w2v:3: $bm" ppmi-svd --load "$T/bom.w2v" -o -
b bom2.w2v "2 2\n${BOM}the 0.1 0.2\ndog 0.5 0.6\n"
t_bad "  word2vec text, line 2 (the look-ahead's): refused" 1 "bom2\\.w2v:2: $bm" ppmi-svd --load "$T/bom2.w2v" -o -
b bom.tsv "word\td1\td2\nthe\t0.1\t0.2\n${BOM}dog\t0.5\t0.6\n"
t_bad "  attnkit's TSV: refused" 1 "bom\\.tsv:3: $bm" ppmi-svd --load "$T/bom.tsv" -o -
t_bad "  attn-map -e: refused" 1 "bom\\.tsv:3: $bm" attn-map -e "$T/bom.tsv" --text 'the dog'
b bom.voc "word\tcount\tdocs\nthe\t3\t2\n${BOM}dog\t3\t2\n"
b bom.tok 'ham\tthe dog\nham\tdog the\n'
t_bad "  a vocabulary (-v): refused" 1 "bom\\.voc:3: $bm" ppmi-svd --count -v "$T/bom.voc" -o "$T/c.txt" "$T/bom.tok"
b ok.tsv 'word\td1\td2\nthe\t0.1\t0.2\ndog\t0.5\t0.6\nsat\t0.7\t0.9\n'
b bom.sim "the\tdog\t3\n${BOM}the\tsat\t5\ndog\tsat\t1\n"
t_bad "  a similarity set: refused" 1 "bom\\.sim:2: $bm" ppmi-svd --load "$T/ok.tsv" --similarity "$T/bom.sim" -o -
b bom.ana "the dog sat the\n${BOM}dog the the sat\n"
t_bad "  an analogy set: refused" 1 "bom\\.ana:2: $bm" ppmi-svd --load "$T/ok.tsv" --analogy "$T/bom.ana" -o -
b bom.voc2 'word\tcount\tdocs\nthe\t3\t2\ndog\t3\t2\n'
b bom.cnt "dog\tthe\t3\n${BOM}the\tdog\t3\n"
t_bad "  count lines (--from-counts): refused" 1 "bom\\.cnt:2: $bm" ppmi-svd -v "$T/bom.voc2" --from-counts -d 1 -o - "$T/bom.cnt"
echo "1..$t_num"
