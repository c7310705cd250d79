#!/bin/sh
# Other programs' files given where token lines (label<TAB>tokens) are
# read, by ppmi-svd, attn-train and attn-map alike: each refusal names what
# the file is and the command that makes token lines of it, and that
# command's output is read.  Before (12a-M14, 12a-M10, pass 12's known-left
# fastText item): gensim's LineSentence, fastText's __label__ lines and a
# label and a space were each "no TAB between label and tokens" alone, and
# pandas' index column "more than one TAB".
. "$(dirname "$0")/../../lib.sh"

printf 'word\td1\td2\nwin\t0.5\t0.5\ncash\t0.2\t0.1\nok\t0.1\t0.3\nnow\t0.1\t0.2\n' > "$T/e.tsv"
printf 'word\tcount\tdocs\nwin\t2\t2\ncash\t2\t2\nnow\t1\t1\nok\t1\t1\n' > "$T/v.tsv"
# the readers, and what attn-train adds: it trains on the labels
tools() {
	echo "ppmi-svd --count -v $T/v.tsv -o $T/c.out"
	echo "attn-train -e $T/e.tsv --epochs 1 -o $T/t.out"
	echo "attn-map -e $T/e.tsv --batch -o $T/m.out"
}
need="; training needs each line labelled spam or ham, and attn-train --load MODEL --predict --unlabeled scores text without labels"
# gensim's LineSentence: tokens, one sentence a line, no label; a token
# ',' between spaces is a token, not a CSV's delimiter
printf 'win cash now\nok , now\nwin win cash\nok now\n' > "$T/ls.txt"
ls="no TAB between label and tokens: tokens without a label, one sentence a line \\(gensim's LineSentence, word2vec's training text\\)\\? give each line the label '-' \\(no label\\): sed 's/\\^/-\\\\t/' $T/ls\\.txt > tokens\\.tsv, or tokenize it as text: sms-vocab --unlabeled -t $T/ls\\.txt > tokens\\.tsv"
tools | while read -r c; do
	p=${c%% *}
	if [ "$p" = attn-train ]; then x=$need; else x=; fi
	t_bad "$p: gensim's LineSentence named" 1 "^$p: $T/ls\\.txt:1: $ls$x\$" $c "$T/ls.txt"
done
sed 's/^/-\t/' "$T/ls.txt" > "$T/ls.tsv"
t_run "  the sed named: ppmi-svd reads it" 0 ppmi-svd --count -v "$T/v.tsv" -o "$T/ls.cnt" "$T/ls.tsv"
t_run "  attn-map reads it" 0 attn-map -e "$T/e.tsv" --batch -o "$T/ls.map" "$T/ls.tsv"
t_run "  sms-vocab --unlabeled -t, the other command named, reads the file" 0 sms-vocab --unlabeled -t "$T/ls.txt"
# raw text without labels (what no tokenizer writes: 'now,')
printf 'Win cash, now!\n' > "$T/raw.txt"
t_bad "raw text without labels: sms-vocab --unlabeled -t named" 1 "^ppmi-svd: $T/raw\\.txt:1: no TAB between label and tokens: text without labels, not tokens\\? tokenize it: sms-vocab --unlabeled -t $T/raw\\.txt > tokens\\.tsv\$" ppmi-svd --count -v "$T/v.tsv" "$T/raw.txt"
# the edge: a CSV's delimiter against its fields stays a CSV
printf 'spam,Win cash\n' > "$T/c.csv"
t_bad "  the other side: 'spam,Win cash' is still a CSV" 1 "^ppmi-svd: $T/c\\.csv:1: no TAB between label and tokens \\(a CSV\\? " ppmi-svd --count -v "$T/v.tsv" "$T/c.csv"
printf 'spam, Win cash\n' > "$T/c2.csv"
t_bad "  a label, ', ' (a CSV by hand): still a CSV" 1 "^ppmi-svd: $T/c2\\.csv:1: no TAB between label and tokens \\(a CSV\\? " ppmi-svd --count -v "$T/v.tsv" "$T/c2.csv"
printf 'Hello, world\n' > "$T/hw.txt"
t_bad "  a word, ', ': raw text" 1 "^ppmi-svd: $T/hw\\.txt:1: no TAB between label and tokens: text without labels" ppmi-svd --count -v "$T/v.tsv" "$T/hw.txt"
# an empty line
printf 'spam\twin\n\nham\tok\n' > "$T/blank.tsv"
t_bad "an empty line: named with the sed that drops it" 1 "^attn-map: $T/blank\\.tsv:2: an empty line, no label and no TAB .*drop it: sed '/\\^ \\*\\\$/d' $T/blank\\.tsv > tokens\\.tsv\$" attn-map -e "$T/e.tsv" --batch "$T/blank.tsv"
# fastText's supervised format: one label, several labels
printf '__label__spam win cash now\n__label__ham ok now\n__label__spam cash win\n__label__ham now ok\n' > "$T/ft.txt"
printf '__label__spam __label__promo win cash now\n__label__ham ok\n' > "$T/ft2.txt"
fts="sed 's/\\^__label__.*/'"
tools | while read -r c; do
	p=${c%% *}
	t_bad "$p: fastText's __label__ lines named" 1 "^$p: $T/ft\\.txt:1: no TAB between label and tokens: fastText's supervised format \\('__label__spam' then the tokens\\), not token lines: make label<TAB>tokens of it: $fts $T/ft\\.txt > tokens\\.tsv\$" $c "$T/ft.txt"
done
t_bad "  several labels a line: said" 1 "^ppmi-svd: $T/ft2\\.txt:1: .*\\('__label__spam' then the tokens; several labels a line, of which the sed keeps the first\\)" ppmi-svd --count -v "$T/v.tsv" "$T/ft2.txt"
sed 's/^__label__\([^ ]*\)\( \{1,\}__label__[^ ]*\)* \{1,\}/\1\t/' "$T/ft2.txt" > "$T/ft2.tsv"
t_ok "  the sed named keeps the first label, the tokens whole" test "$(cat "$T/ft2.tsv")" = "$(printf 'spam\twin cash now\nham\tok')"
sed 's/^__label__\([^ ]*\)\( \{1,\}__label__[^ ]*\)* \{1,\}/\1\t/' "$T/ft.txt" > "$T/ft.tsv"
tools | while read -r c; do
	t_run "  ${c%% *} reads the sed's output" 0 $c "$T/ft.tsv"
done
# a label and a space where the TAB belongs (expand(1), a copy from a
# terminal); a first word that is no label is tokens
printf 'spam  win cash now\nham ok now\nspam cash win\nham now ok\n' > "$T/sp.txt"
tools | while read -r c; do
	p=${c%% *}
	t_bad "$p: a label and spaces for its TAB named" 1 "^$p: $T/sp\\.txt:1: no TAB between label and tokens: 'spam' then a space, a label where its TAB is a space .*make it a TAB: sed 's/ \\\\\\{1,\\\\\\}/\\\\t/' $T/sp\\.txt > tokens\\.tsv\$" $c "$T/sp.txt"
done
sed 's/ \{1,\}/\t/' "$T/sp.txt" > "$T/sp.tsv"
t_run "  the sed's output read" 0 attn-train -e "$T/e.tsv" --epochs 1 "$T/sp.tsv"
# one space after 'spam': a LineSentence line that starts with the word
# 'spam' too (it was named a label alone): both named, each sed read
printf 'spam is what they send\nham and eggs\nhello there\n' > "$T/ls.txt"
t_bad "'spam ' and one space: the label's sed and LineSentence's both" 1 "^ppmi-svd: $T/ls\\.txt:1: no TAB between label and tokens: 'spam' then a space, a label where its TAB is a space .*; or tokens without a label, one sentence a line \\(gensim's LineSentence\\) whose first word is 'spam'\\? give each line the label '-': sed 's/\\^/-\\\\t/' $T/ls\\.txt > tokens\\.tsv\$" ppmi-svd --count -v "$T/v.tsv" "$T/ls.txt"
sed 's/^/-\t/' "$T/ls.txt" > "$T/ls.tsv"
t_run "  LineSentence's sed read" 0 ppmi-svd --count -v "$T/v.tsv" -o "$T/ls.cnt" "$T/ls.tsv"
printf 'spammy win\n' > "$T/sp2.txt"
t_bad "  the edge: 'spammy' is no label: tokens without one" 1 "^ppmi-svd: $T/sp2\\.txt:1: no TAB between label and tokens: tokens without a label" ppmi-svd --count -v "$T/v.tsv" "$T/sp2.txt"
# pandas' index column: to_csv(sep='\t') with its header, and header=False
printf '\tlabel\ttokens\n0\tspam\twin cash\n1\tham\tok now\n2\tspam\tcash win\n3\tham\tnow ok\n' > "$T/ix.tsv"
sed 1d "$T/ix.tsv" > "$T/ixn.tsv"
tools | while read -r c; do
	p=${c%% *}
	t_bad "$p: pandas' index column and header named" 1 "^$p: $T/ix\\.tsv:1: '<TAB>label<TAB>tokens', a header after an empty field: pandas' index column .*index=False, header=False\\), or drop the header and the column: sed '1d; s/\\^\\[\\^\\\\t\\]\\*\\\\t//' $T/ix\\.tsv > tokens\\.tsv\$" $c "$T/ix.tsv"
	t_bad "$p: pandas' index column without the header" 1 "^$p: $T/ixn\\.tsv:1: '0' before the label 'spam': a row number, pandas' index column .*or drop the column: sed 's/\\^\\[\\^\\\\t\\]\\*\\\\t//' $T/ixn\\.tsv > tokens\\.tsv\$" $c "$T/ixn.tsv"
done
sed '1d; s/^[^\t]*\t//' "$T/ix.tsv" > "$T/ix2.tsv"
t_run "  the sed's output read" 0 attn-train -e "$T/e.tsv" --epochs 1 "$T/ix2.tsv"
gzip -c "$T/ixn.tsv" > "$T/ixn.tsv.gz"
t_bad "  gzip'd: zcat named" 1 "^ppmi-svd: $T/ixn\\.tsv\\.gz:1: .*or drop the column: zcat $T/ixn\\.tsv\\.gz \\| sed 's/" ppmi-svd --count -v "$T/v.tsv" "$T/ixn.tsv.gz"
# the edge: a first field that is no number is no row number
printf 'x1\tspam\twin cash\n' > "$T/x.tsv"
t_bad "  the other side: 'x1' first: more than one TAB" 1 "^ppmi-svd: $T/x\\.tsv:1: more than one TAB \\(want label<TAB>tokens\\)\$" ppmi-svd --count -v "$T/v.tsv" "$T/x.tsv"
# a spreadsheet's Text (Tab delimited) save of the two columns: each line
# ends in a TAB (12b-M14: "more than one TAB"); its sed's output read
printf 'ham\tcat now\t\nspam\twin cash\t\t\n' > "$T/tt.tsv"
t_bad "lines ending in a TAB: the empty column named" 1 "^ppmi-svd: $T/tt\\.tsv:1: the line ends in a TAB after its tokens, an empty column .*drop it: sed 's/\\\\t\\\\\\{1,\\\\\\}\\\$//' $T/tt\\.tsv > tokens\\.tsv\$" ppmi-svd --count -v "$T/v.tsv" "$T/tt.tsv"
sed 's/\t\{1,\}$//' "$T/tt.tsv" > "$T/tt2.tsv"
t_run "  the sed's output read" 0 ppmi-svd --count -v "$T/v.tsv" -o "$T/tt.cnt" "$T/tt2.tsv"
# two byte-order marks at line 1 (12b-M8: said as files joined with cat,
# with a sed that skips line 1); a BOM at line 2 stays the cat message
printf '\357\273\277\357\273\277ham\tcat now\n' > "$T/bb.tsv"
t_bad "two BOMs at line 1: named as every reader of words names them, the sed of line 1" 1 "^ppmi-svd: $T/bb\\.tsv:1: two byte-order marks \\(U\\+FEFF, bytes EF BB BF, twice\\) start the file \\(a file with one read as Python's encoding='utf-8', .*remove one: sed '1s/\\^\\\\xEF\\\\xBB\\\\xBF//' $T/bb\\.tsv \\(Python: read with encoding='utf-8-sig'\\)\$" ppmi-svd --count -v "$T/v.tsv" "$T/bb.tsv"
gzip -c "$T/bb.tsv" > "$T/bb.tsv.gz"
t_bad "  gzip'd: through zcat" 1 "^ppmi-svd: $T/bb\\.tsv\\.gz:1: two byte-order marks .*remove one: zcat $T/bb\\.tsv\\.gz \\| sed '1s/" ppmi-svd --count -v "$T/v.tsv" "$T/bb.tsv.gz"
sed '1s/^\xEF\xBB\xBF//' "$T/bb.tsv" > "$T/bb2.tsv"
t_run "  the sed's output read" 0 ppmi-svd --count -v "$T/v.tsv" -o "$T/bb.cnt" "$T/bb2.tsv"
printf 'ham\tcat\n\357\273\277ham\tnow\n' > "$T/b2.tsv"
t_bad "  the other side: a BOM at line 2: files joined with cat" 1 "^ppmi-svd: $T/b2\\.tsv:2: a byte-order mark .*files joined with cat\\? remove it: sed '1!s/" ppmi-svd --count -v "$T/v.tsv" "$T/b2.tsv"
# attn-train's labels: fastText's '__label__spam' before a TAB, and spam
# typed with a Cyrillic letter (pass 12's known-left item: "neither ham
# nor spam" with a placeholder map); the seds named make labels it reads;
# a label of its own ('promo') keeps the label-map hint
printf '__label__spam\twin cash\n__label__ham\tok now\n__label__spam\tcash win\n__label__ham\tnow ok\n' > "$T/ftt.tsv"
t_bad "attn-train: fastText's prefix before a TAB" 1 "^attn-train: $T/ftt\\.tsv:1: label '__label__spam': fastText's label prefix before the TAB .*drop it: sed 's/\\^__label__//' $T/ftt\\.tsv > FILE\\.tsv\$" attn-train -e "$T/e.tsv" --epochs 1 "$T/ftt.tsv"
sed 's/^__label__//' "$T/ftt.tsv" > "$T/ftt2.tsv"
t_run "  the sed's output read" 0 attn-train -e "$T/e.tsv" --epochs 1 "$T/ftt2.tsv"
printf 'spam\twin cash\n\321\225pam\tcash now\nham\tok now\nham\tnow ok\nspam\tcash win\n' > "$T/la.tsv"
dz=$(printf '\321\225')
t_bad "attn-train: 'spam' with a Cyrillic letter named" 1 "^attn-train: $T/la\\.tsv:2: label '${dz}pam' is 'spam' written with a letter of another script: its '$dz' is U\\+0455 CYRILLIC SMALL LETTER DZE, not Latin 's' \\(a keyboard layout switched\\?\\): retype it: sed 's/\\^${dz}pam\\\\t/spam\\\\t/' $T/la\\.tsv > FILE\\.tsv\$" attn-train -e "$T/e.tsv" --epochs 1 "$T/la.tsv"
sed "s/^${dz}pam\t/spam\t/" "$T/la.tsv" > "$T/la2.tsv"
t_run "  the sed's output read" 0 attn-train -e "$T/e.tsv" --epochs 1 "$T/la2.tsv"
printf 'promo\twin cash\n' > "$T/pr.tsv"
t_bad "  the other side: a label of its own: the map's hint" 1 "^attn-train: $T/pr\\.tsv:1: label 'promo' is neither ham nor spam \\(tokenize the corpus with sms-vocab -t --label-map" attn-train -e "$T/e.tsv" --epochs 1 "$T/pr.tsv"
t_run "  ppmi-svd, which reads no label, reads both" 0 ppmi-svd --count -v "$T/v.tsv" -o "$T/la.cnt" "$T/la.tsv"
