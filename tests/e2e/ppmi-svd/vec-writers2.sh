#!/bin/sh
# The vector readers against other writers' layouts, pass 12's edges
# (attnkit(5) "What the tools guess"), each rule on both sides and at its
# edge, and each fix the messages print run as printed (sed, pandas, R
# where installed) with its output loaded:
#   two byte-order marks at line 1 (a file with one read as Python's
#     encoding='utf-8' and written 'utf-8-sig'): refused in every reader
#     of words, the sed that drops one given; one is dropped, read.
. "$(dirname "$0")/../../lib.sh"

b() { f=$T/$1; shift; printf "$@" > "$f"; }
PY=/usr/bin/python3
havepd() { "$PY" -c 'import pandas' 2>/dev/null; }
haveR() { command -v Rscript > /dev/null 2>&1; }
# fixcmd: the command after "$1" in the message ($T/err), up to "$2"
fixcmd() { sed -n "s/.*$1\\(.*\\)$2.*/\\1/p" "$T/err" | head -1; }

# two byte-order marks at line 1
BOM='\357\273\277'
bm2="two byte-order marks \\(U\\+FEFF, bytes EF BB BF, twice\\) start the file .* remove one: sed '1s/\\^"
b bb.glove "${BOM}${BOM}cat 0.1 0.2\ndog 0.3 0.4\n"
t_bad "two BOMs at line 1 of GloVe: refused" 1 "bb\\.glove:1: $bm2" ppmi-svd --load "$T/bb.glove" -o -
cmd=$(fixcmd ': ' " (Python")
(cd "$T" && eval "$(echo "$cmd" | sed "s|$T/||")") > "$T/bb1.glove" 2>/dev/null
t_run "  the sed given, run: its output read" 0 ppmi-svd --load "$T/bb1.glove" -o -
t_ok "  the word 'cat' without a mark" grep -q '^cat	0.1	0.2$' "$T/out"
b b1.glove "${BOM}cat 0.1 0.2\ndog 0.3 0.4\n"
t_run "  one BOM: dropped, read" 0 ppmi-svd --load "$T/b1.glove" -o -
b bb.tsv "${BOM}${BOM}word\td1\ncat\t0.1\ndog\t0.2\n"
t_bad "  attnkit's TSV: refused" 1 "bb\\.tsv:1: $bm2" ppmi-svd --load "$T/bb.tsv" -o -
b bb.w2v "${BOM}${BOM}2 2\ncat 0.1 0.2\ndog 0.3 0.4\n"
t_bad "  word2vec text: refused" 1 "bb\\.w2v:1: $bm2" ppmi-svd --load "$T/bb.w2v" -o -
b ok.tsv 'word\td1\td2\ncat\t0.1\t0.2\ndog\t0.5\t0.6\nfish\t0.7\t0.9\n'
b bb.sim "${BOM}${BOM}cat\tdog\t5\ncat\tfish\t3\ndog\tfish\t1\n"
t_bad "  a similarity set: refused, not a pair left uncovered" 1 "bb\\.sim:1: $bm2" ppmi-svd --load "$T/ok.tsv" --similarity "$T/bb.sim" -o -
b bb.voc "${BOM}${BOM}word\tcount\tdocs\ncat\t3\t2\n"
b tk 'ham\tcat dog\n'
t_bad "  a vocabulary: refused" 1 "bb\\.voc:1: $bm2" ppmi-svd --count -v "$T/bb.voc" -o "$T/c.txt" "$T/tk"
b bb.gz.src "${BOM}${BOM}cat 0.1 0.2\ndog 0.3 0.4\n"
gzip -c "$T/bb.gz.src" > "$T/bbz.glove.gz"
t_bad "  gzip'd: the sed through zcat" 1 "bbz\\.glove\\.gz:1: two byte-order marks .* remove one: zcat .*bbz\\.glove\\.gz \\| sed '1s/" ppmi-svd --load "$T/bbz.glove.gz" -o -
