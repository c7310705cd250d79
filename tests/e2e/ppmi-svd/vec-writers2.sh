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

# R's headers: hand-written as R writes them (R 4.2), each named
rh="line 1 is R's write.table\\(\\) header"
b ra.txt '"V2" "V3" "V4"\n"cat" 0.1 0.2 0.7\n"dog" 0.3 0.4 0.1\n'
t_bad "R: V2 .. V4 (d[,-1]), one short: a matrix's" 1 "ra\\.txt:1: $rh '\"V2\" \\.\\.\\. \"V4\"' \\(the names read\\.table\\(\\) gave .*R: write\\.table\\(m, FILE, quote=FALSE, col\\.names=FALSE\\)" ppmi-svd --load "$T/ra.txt" -o -
b rb.tsv 'V2\tV3\tV4\ncat\t0.1\t0.2\t0.7\n'
t_bad "  V2 .. V4 in TSV: named, the matrix's TSV line" 1 "rb\\.tsv:1: $rh 'V2 \\.\\.\\. V4'.*col\\.names=NA\\), then sed -i '1s/\\^/word/' FILE" ppmi-svd --load "$T/rb.tsv" -o -
b rc.txt '"word" "X1" "X2" "X3"\n"cat" 0.1 0.2 0.7\n'
t_bad "  a data.frame, word then X1 .. X3: the data.frame's line" 1 "rc\\.txt:1: $rh '\"word\" \"X1\" \\.\\.\\. \"X3\"' \\(a data\\.frame's.*row\\.names=FALSE, col\\.names=FALSE\\)" ppmi-svd --load "$T/rc.txt" -o -
b rd.tsv 'word\tV1\tV2\ncat\t0.1\t0.2\n'
t_bad "  word<TAB>V1<TAB>V2: names(df), row.names=FALSE" 1 "rd\\.tsv:1: $rh 'word<TAB>V1 \\.\\.\\. V2'.*names\\(df\\) <- c\\('word'" ppmi-svd --load "$T/rd.tsv" -o -
b re.txt 'word V1 V2\ncat 0.1 0.2\n'
t_bad "  word V1 V2 (spaces): R's, not told tr" 1 "re\\.txt:1: $rh 'word V1 \\.\\.\\. V2'.*sed 1d" ppmi-svd --load "$T/re.txt" -o -
b rf.txt '"V1" "V2" "V3"\n"cat" 0.1 0.2\n'
t_bad "  V1 .. V3 over rows of 3 fields: read.table()'s data.frame" 1 "rf\\.txt:1: $rh .*read\\.table\\(\\)'s names of a data\\.frame, V1 its words.*row\\.names=FALSE, col\\.names=FALSE" ppmi-svd --load "$T/rf.txt" -o -
b rg.txt '"V1" "V2"\n"cat" 0.1 0.2\n'
t_bad "  V1 .. V2 over rows of 3 fields: a matrix's" 1 "rg\\.txt:1: $rh .*a matrix's columns, V1 \\.\\. Vk, one field short.*write\\.table\\(m, FILE" ppmi-svd --load "$T/rg.txt" -o -
b rh.csv '"","V1","V2"\n"cat",0.1,0.2\n"dog",0.3,0.4\n'
t_bad "  write.csv: named R's write.csv, not pandas'" 1 "rh\\.csv:1: line 1 is R's write\\.csv\\(\\) header '\"\",\"V1\" \\.\\.\\. \"V2\"'.*sed '1d; s/\"//g; s/,/ /g'" ppmi-svd --load "$T/rh.csv" -o -
cmd=$(fixcmd "a comma or a space: " " > FILE.txt")
eval "$cmd" > "$T/rh.txt"
t_run "    its sed, run: read" 0 ppmi-svd --load "$T/rh.txt" -o -
t_ok "    the word cat" grep -q '^cat	0.1	0.2$' "$T/out"
b pn.csv ',d1,d2\ncat,0.1,0.2\n'
t_bad "  pandas' ',d1,d2': pandas', not R's" 1 "pn\\.csv:1: line 1 is a header of named columns separated by ','" ppmi-svd --load "$T/pn.csv" -o -
b ws.txt 'word d1 d2\ncat 0.1 0.2\n'
t_bad "  'word d1 d2' (spaces): not R's" 1 "ws\\.txt:1: fields are separated by spaces" ppmi-svd --load "$T/ws.txt" -o -
b rgap.txt '"V2" "V4"\n"cat" 0.1 0.2\n'
t_bad "  edge: V2 V4, not consecutive: not R's" 1 "rgap\\.txt:1: not an embeddings file" ppmi-svd --load "$T/rgap.txt" -o -
# the same written by R itself, and each R line the messages give run
if haveR; then
	cat > "$T/mk.R" <<'RS'
g <- data.frame(V1=c("cat","dog","fish"), V2=c(0.1,0.3,0.5), V3=c(0.2,0.4,0.1))
write.table(g, "g.txt", quote=FALSE, row.names=FALSE, col.names=FALSE)
d <- read.table("g.txt")
m <- as.matrix(d[,-1]); rownames(m) <- d[,1]
write.table(m, "w_m.txt"); write.table(m, "w_m.tsv", sep="\t", quote=FALSE)
write.table(d, "w_d.txt", row.names=FALSE); write.csv(m, "w_m.csv")
df <- data.frame(word=rownames(m), unname(m))
write.table(df, "w_df.txt", row.names=FALSE)
write.table(df, "w_df.tsv", sep="\t", quote=FALSE, row.names=FALSE)
save(m, d, df, file="objs.RData")
RS
	(cd "$T" && Rscript mk.R) 2>/dev/null
	for f in w_m.txt w_m.tsv w_d.txt w_m.csv w_df.txt w_df.tsv; do
		t_bad "R's own $f: named" 1 "$f:1: line 1 is R's write\\.(table|csv)\\(\\) header" ppmi-svd --load "$T/$f" -o -
		# the object the message names: m, or df (d for read.table's)
		obj=m; grep -q "of a matrix m" "$T/err" && obj=both
		grep -q "R: write.table(df\|R: names(df)" "$T/err" && obj=df
		r=$(sed -n 's/.*R: //p' "$T/err" | sed 's/; or as GloVe: .*//; s/, then --load-format glove.*//; s/, then sed -i.*//')
		case $obj in both) r=$(echo "$r" | sed 's/^of a matrix m: \(.*\); of a data.frame df: .*/\1/');; esac
		(cd "$T" && rm -f o.out && Rscript -e "load('objs.RData'); if ('$f' == 'w_d.txt') df <- d; FILE <- 'o.out'; $r" 2>/dev/null) || :
		case $r in *col.names=NA*) sed -i '1s/^/word/' "$T/o.out";; esac
		t_run "  its R line run ($r): read" 0 ppmi-svd --load "$T/o.out" -o -
		t_ok "  the word fish read" grep -q '^fish	0.5	0.1$' "$T/out"
	done
fi

# pandas' headers past the consecutive-numbers edge, written by pandas,
# each pandas line the message gives run on the same frame and loaded
if havepd; then
	cat > "$T/pd.py" <<'PY'
import sys, csv, numpy as np, pandas as pd
rng = np.random.default_rng(1)
df = pd.DataFrame(rng.standard_normal((3, 6)), index=['cat', 'dog', 'fish'])
kind, out = sys.argv[1], sys.argv[2]
if kind == 'one':   d = df.iloc[:, :1]; d.to_csv(out, sep=' ', index_label='word')
if kind == 'one0':  d = df.iloc[:, :1]; d.to_csv(out, sep=' ')
if kind == 'sel':   d = df.iloc[:, 2:5]; d.to_csv(out, sep=' ', index_label='word')
if kind == 'drop':  d = df.drop(columns=[1]); d.to_csv(out, sep=' ', index_label='word')
if kind == 'selt':  d = df.iloc[:, 2:5]; d.to_csv(out, sep='\t', index_label='word')
if kind == 'idx0':
    df.to_csv('g.txt', sep=' ', header=False)
    d = pd.read_csv('g.txt', sep=' ', header=None, index_col=0, quoting=csv.QUOTE_NONE); d.to_csv(out)
if kind == 'idx0s':
    df.to_csv('g.txt', sep=' ', header=False)
    d = pd.read_csv('g.txt', sep=' ', header=None, index_col=0, quoting=csv.QUOTE_NONE); d.to_csv(out, sep=';', decimal=',')
if kind == 'disp':  d = df.iloc[:, :3]; open(out, 'w').write(d.to_string(header=False) + '\n')
if len(sys.argv) > 3:
    df = d; FILE = 'fixed.tsv'; exec(sys.argv[3])
PY
	for k in one one0 sel drop selt idx0 idx0s disp; do
		(cd "$T" && "$PY" pd.py $k "p_$k.txt")
		t_run "pandas $k: refused" 1 ppmi-svd --load "$T/p_$k.txt" -o -
		t_err "  named pandas'" "p_$k\\.txt:1: line 1.*(pandas|to_string)"
		line=$(sed -n "s/.*(pandas: \\(df\\.columns = .*quoting=csv\\.QUOTE_NONE)\\)).*/\\1/p" "$T/err")
		[ -n "$line" ] || continue
		(cd "$T" && rm -f fixed.tsv && "$PY" pd.py $k x.txt "$line") || :
		t_run "  its pandas line ($line) run: read" 0 ppmi-svd --load "$T/fixed.tsv" -o -
		t_ok "  the word fish read" grep -q '^fish	' "$T/out"
	done
	# the forced format reads the one-column header as a row; sed 1d fixes
	t_run "pandas one: --load-format glove reads it as a row" 0 ppmi-svd --load "$T/p_one.txt" --load-format glove -o -
	sed 1d "$T/p_one0.txt" > "$T/p1.txt"
	t_bad "pandas one0: sed 1d, then one number a line: d = 1 named" 1 "p1\\.txt:1: a word and one number a line .*vectors of d = 1.*--load-format glove reads it" ppmi-svd --load "$T/p1.txt" -o -
	t_run "  --load-format glove reads it" 0 ppmi-svd --load "$T/p1.txt" --load-format glove -o -
fi
# the display's edge: one space between fields is GloVe, read
b sp1.txt 'cat 0.345584 0.821618\ndog -1.303157 0.905356\n'
t_run "single spaces: GloVe, read" 0 ppmi-svd --load "$T/sp1.txt" -o -
b sp2.txt 'cat  0.345584  0.821618\ndog -1.303157  0.905356\n'
t_bad "runs of spaces at line 1: a display, refused" 1 "sp2\\.txt:1: line 1's fields are aligned by runs of spaces .*to_string.*--load-format glove reads the rows as they are" ppmi-svd --load "$T/sp2.txt" -o -
t_run "  --load-format glove reads it" 0 ppmi-svd --load "$T/sp2.txt" --load-format glove -o -
b sp3.txt 'cat 0.345584 0.821618 \ndog -1.303157 0.905356 \n'
# the display whose line 1 is not padded (its word the longest, its
# values negative): the later padded line refused as line 1 would be
b sp4.txt 'queen -2.325031 -0.218792\ncat   -0.544259  0.411631\n'
t_bad "runs of spaces at line 2 only: a display, refused" 1 "sp4\\.txt:2: line 2's fields are aligned by runs of spaces \\('cat   -0\\.544259  0\\.411631'; line 1's are not: pandas pads .*to_string.*--load-format glove reads the rows as they are\$" ppmi-svd --load "$T/sp4.txt" -o -
t_run "  --load-format glove reads it" 0 ppmi-svd --load "$T/sp4.txt" --load-format glove -o -
b sp5.txt 'queen -2.325031 -0.218792\ncat -0.544259 0.411631 \n'
t_run "  single spaces at line 2, a trailing one: read" 0 ppmi-svd --load "$T/sp5.txt" -o -
t_run "  a trailing space (fastText's): read" 0 ppmi-svd --load "$T/sp3.txt" -o -
# two word2vec text files joined with cat: the second header named, its sed
b j.vec '2 2\ncat 0.1 0.2\ndog 0.3 0.4\n2 2\nfish 0.1 0.2\nbird 0.3 0.4\n'
t_bad "word2vec text joined with cat: the second header named" 1 "j\\.vec:4: a second word2vec header, '2 2', after the 2 words of line 1's: files joined with cat\\? .*sed -e '4d' -e '1s/\\.\\*/4 2/'" ppmi-svd --load "$T/j.vec" -o -
sed -e '4d' -e '1s/.*/4 2/' "$T/j.vec" > "$T/j2.vec"
t_run "  its sed, run: 4 words read" 0 ppmi-svd --load "$T/j2.vec" -o -
t_ok "  bird read" grep -q '^bird	0.3	0.4$' "$T/out"
b j3.vec '2 2\ncat 0.1 0.2\ndog 0.3 0.4\n2 3\nfish 0.1 0.2 0.3\n'
t_bad "  a second header of another d: a row past the header's words" 1 "j3\\.vec:4: a row past the header's 2 words" ppmi-svd --load "$T/j3.vec" -o -
# an empty line in GloVe and in an analogy set: named alike, with its sed
b elg.txt 'cat 0.1 0.2\ndog 0.3 0.4\n\n'
t_bad "an empty line ending GloVe: named, its sed" 1 "elg\\.txt:3: an empty line \\(an editor's or a writer's extra newline\\?\\): drop empty lines: sed '/\\^\\[\\[:space:\\]\\]\\*\\\$/d' .*elg\\.txt > FILE\\.txt\$" ppmi-svd --load "$T/elg.txt" -o -
sed '/^[[:space:]]*$/d' "$T/elg.txt" > "$T/elg2.txt"
t_run "  its sed, run: read" 0 ppmi-svd --load "$T/elg2.txt" -o -
b ela.txt 'cat dog cat dog\n\n'
t_bad "  in an analogy set: named" 1 "ela\\.txt:2: an empty line \\(an editor's .*sed '/\\^\\[\\[:space:\\]\\]\\*\\\$/d' " ppmi-svd --load "$T/elg2.txt" --analogy "$T/ela.txt" -o -
b ela2.txt 'cat dog cat\n'
t_bad "  three words: not an empty line" 1 "ela2\\.txt:1: 3 words, want 4" ppmi-svd --load "$T/elg2.txt" --analogy "$T/ela2.txt" -o -
# an empty line in a TSV table or a similarity set: named, with its sed
b el.tsv 'word\td1\td2\ncat\t0.1\t0.2\ndog\t0.3\t0.4\n\n'
t_bad "an empty line ending attnkit's TSV: named" 1 "el\\.tsv:4: an empty line .*sed '/\\^\\[\\[:space:\\]\\]\\*\\$/d'" ppmi-svd --load "$T/el.tsv" -o -
sed '/^[[:space:]]*$/d' "$T/el.tsv" > "$T/el2.tsv"
t_run "  its sed, run: read" 0 ppmi-svd --load "$T/el2.tsv" -o -
b el.voc 'word\tcount\tdocs\ncat\t3\t2\n\ndog\t3\t2\n'
t_bad "  in a vocabulary: named" 1 "el\\.voc:3: an empty line" ppmi-svd --count -v "$T/el.voc" -o "$T/c.txt" "$T/tk"
b els.tsv 'cat\tdog\t5\n\ncat\tfish\t3\n'
t_bad "  in a similarity set: named" 1 "els\\.tsv:2: an empty line: drop empty lines" ppmi-svd --load "$T/ok.tsv" --similarity "$T/els.tsv" -o -
# pandas' quoting=csv.QUOTE_ALL (numbers quoted too): named in the GloVe,
# TSV, vocabulary and count-line readers, each fix run and its output read
b qa.txt '"cat" "0.1" "0.2"\n"dog" "0.3" "0.4"\n'
t_bad "QUOTE_ALL GloVe: named" 1 "qa\\.txt:1: every field of line 1 is in double quotes, its numbers too .*QUOTE_ALL.*quoting=csv\\.QUOTE_NONE.*sed 's/\"//g'" ppmi-svd --load "$T/qa.txt" -o -
sed 's/"//g' "$T/qa.txt" > "$T/qa2.txt"
t_run "  its sed: read" 0 ppmi-svd --load "$T/qa2.txt" -o -
b qn.txt '"cat" 0.1 0.2\n"dog" 0.3 0.4\n'
t_bad "  numbers unquoted (R's quote=TRUE): the quoted-words rule" 1 "qn\\.txt:1: the words are in double quotes" ppmi-svd --load "$T/qn.txt" -o -
b qb.tsv '"word"\t"d1"\t"d2"\n"cat"\t"0.1"\t"0.2"\n'
t_bad "QUOTE_ALL TSV: named" 1 "qb\\.tsv:1: every field of the header is in double quotes .*index_label='word', quoting=csv\\.QUOTE_NONE" ppmi-svd --load "$T/qb.tsv" -o -
sed 's/"//g' "$T/qb.tsv" > "$T/qb2.tsv"
t_run "  its sed: read" 0 ppmi-svd --load "$T/qb2.tsv" -o -
b qv.tsv '"word"\t"count"\t"docs"\n"cat"\t"5"\t"2"\n"dog"\t"4"\t"2"\n'
t_bad "QUOTE_ALL vocabulary: named" 1 "qv\\.tsv:1: every field of the header is in double quotes .*index=False, quoting=csv\\.QUOTE_NONE" ppmi-svd --count -v "$T/qv.tsv" -o "$T/c.txt" "$T/tk"
b qc.txt '"cat"\t"dog"\t"4"\n"dog"\t"cat"\t"4"\n'
b v.tsv 'word\tcount\tdocs\ncat\t5\t2\ndog\t4\t2\n'
t_bad "QUOTE_ALL count lines: named" 1 "qc\\.txt:1: count '\"4\"' is in double quotes \\(pandas' quoting=csv\\.QUOTE_ALL.*sed 's/\"//g'" ppmi-svd -v "$T/v.tsv" --from-counts "$T/qc.txt" -d 1 -o -
sed 's/"//g' "$T/qc.txt" > "$T/qc2.txt"
t_run "  its sed: read" 0 ppmi-svd -v "$T/v.tsv" --from-counts "$T/qc2.txt" -d 1 -o -
if havepd; then
	cat > "$T/qa.py" <<'PY'
import sys, csv, pandas as pd
df = pd.DataFrame([[0.1, 0.2], [0.3, 0.4], [0.5, 0.1]], index=['cat', 'dog', 'fish'])
df.to_csv('pq.txt', sep=' ', header=False, quoting=csv.QUOTE_ALL)
FILE = 'pq-fixed.txt'
exec(sys.argv[1])
PY
	(cd "$T" && "$PY" qa.py 'pass')
	t_bad "pandas' own QUOTE_ALL GloVe: named" 1 "pq\\.txt:1: every field of line 1 is in double quotes" ppmi-svd --load "$T/pq.txt" -o -
	line=$(sed -n 's/.*pandas: \(df\.to_csv(.*quoting=csv\.QUOTE_NONE)\);.*/\1/p' "$T/err")
	(cd "$T" && "$PY" qa.py "$line") || :
	t_run "  its pandas line ($line) run: read" 0 ppmi-svd --load "$T/pq-fixed.txt" -o -
	t_ok "  fish read" grep -q '^fish	0.5	0.1$' "$T/out"
fi
# JSON of vectors: the layout told by its keys, the pandas line for it run
# and its output read, not transposed (cat's row is cat's vector)
if havepd; then
	cat > "$T/js.py" <<'PY'
import json, pandas as pd
df = pd.DataFrame([[0.8216181435, 0.3, 0.1], [0.5, 0.6, 0.7], [0.2, 0.9, 0.4]], index=['cat', 'dog', 'fish'])
json.dump({w: list(df.loc[w]) for w in df.index}, open('j1.json', 'w'))
df.to_json('j2.json', orient='index')
df.to_json('j3.json')
df.columns = ['d1', 'd2', 'd3']; df.to_json('j4.json')
PY
	(cd "$T" && "$PY" js.py)
	for j in j1 j2 j3 j4; do
		t_run "JSON $j: refused" 1 ppmi-svd --load "$T/$j.json" -o -
		t_err "  named, with the layout's orient" "$j\\.json:1: a JSON object, not embeddings \\(its keys the (words|columns)"
		line=$(sed -n 's/.*pandas: \(import json; .*quoting=csv\.QUOTE_NONE)\)$/\1/p' "$T/err")
		(cd "$T" && rm -f fixed.tsv && "$PY" -c "import csv, pandas as pd
FILE = 'fixed.tsv'
$line") || :
		t_run "  its pandas line run: read" 0 ppmi-svd --load "$T/fixed.tsv" -o -
		t_ok "  cat's vector, every digit" grep -q '^cat	0.8216181435	0.3	0.1$' "$T/fixed.tsv"
	done
fi
# the first word a number ('2', as SMS vocabularies hold): the layout
# told by the keys in a row ('0' '1' outside: the columns; inside: the
# words), pandas' split and table orients and JSON Lines named as such;
# each line given, run, reads the vectors as they were (13b-M1, 13b-M5)
if havepd; then
	cat > "$T/js2.py" <<'PY'
import json, pandas as pd
df = pd.DataFrame([[0.8216181435, 0.3], [0.5, 0.6], [0.2, 0.9]], index=['2', 'cat', 'fish'])
df.to_json('k1.json')
df.to_json('k2.json', orient='index')
df.to_json('k3.json', orient='split')
df.to_json('k4.json', orient='table')
df.rename_axis('word').reset_index().to_json('k5.json', orient='records', lines=True)
d2 = df.copy(); d2.columns = ['dim0', 'dim1']; d2.to_json('k6.json', orient='index')
PY
	(cd "$T" && "$PY" js2.py)
	for j in k1:"its keys the columns" k2:"its keys the words" k3:"pandas' df\\.to_json\\(orient='split'\\)" k4:"pandas' df\\.to_json\\(orient='table'\\)" k5:"" k6:"its keys the words"; do
		f=${j%%:*} w=${j#*:}
		[ -n "$w" ] || w="JSON Lines, one object a line .*the words under the key 'word'"
		t_bad "JSON $f (first word '2'): named" 1 "$f\\.json:1: (a JSON object, not embeddings \\()?$w" ppmi-svd --load "$T/$f.json" -o -
		line=$(sed -n 's/.*pandas: \(.*quoting=csv\.QUOTE_NONE)\)$/\1/p' "$T/err")
		(cd "$T" && rm -f fixed.tsv && "$PY" -c "import csv, json, pandas as pd
FILE = 'fixed.tsv'
$line") || :
		t_run "  its pandas line run: read" 0 ppmi-svd --load "$T/fixed.tsv" -o -
		t_ok "  the word '2' and its vector, not transposed" grep -q '^2	0.8216181435	0.3$' "$T/fixed.tsv"
	done
	b k7.json '{"0":{"2":0.5,"cat":1.5}}'
	t_bad "  one key out and in, both numbers: both orients named" 1 "k7\\.json:1: a JSON object, not embeddings \\(its keys outside and inside both could be the columns' labels: 1 key outside, 2 inside the first; .*orient='columns' if .*orient='index' if" ppmi-svd --load "$T/k7.json" -o -
	# words that are ids (node2vec's 0 .. N-1, Doc2Vec's doc_0 ...; a
	# frame of columns x, y keyed 1 .. 6): both levels could be the
	# columns, both orients named with the keys' counts, not one with
	# certainty (its line, followed, transposed the vectors: 14b-M1);
	# JSON Lines of such words: the first key ('index') named
	cat > "$T/js3.py" <<'PY'
import numpy as np, pandas as pd
M = np.random.default_rng(3).standard_normal((6, 3))
for name, df in [('ri', pd.DataFrame(M)),
                 ('xy', pd.DataFrame(M[:, :2], index=[str(i) for i in range(1, 7)], columns=['x', 'y'])),
                 ('dv', pd.DataFrame(M, index=[f'doc_{i}' for i in range(6)]))]:
    df.to_json(name + '-c.json'); df.to_json(name + '-i.json', orient='index')
pd.DataFrame(M).reset_index().to_json('ri.jsonl', orient='records', lines=True)
PY
	(cd "$T" && "$PY" js3.py)
	for f in ri-c:3:6 ri-i:6:3 xy-c:2:6 xy-i:6:2 dv-c:3:6 dv-i:6:3; do
		set -- $(echo "$f" | tr ':' ' ')
		t_bad "  ids as words, $1: both orients, the counts" 1 "$1\\.json:1: a JSON object, not embeddings \\(its keys outside and inside both could be the columns' labels: $2 keys outside, $3 inside the first; .*orient='columns' if .*orient='index' if" ppmi-svd --load "$T/$1.json" -o -
	done
	t_bad "  JSON Lines of ids: the first key named" 1 "ri\\.jsonl:1: JSON Lines, .*the words under the key 'index'\\?: .*dtype=\\{'index': str\\}\\)\\.set_index\\('index'\\)" ppmi-svd --load "$T/ri.jsonl" -o -
	line=$(sed -n 's/.*pandas: \(.*quoting=csv\.QUOTE_NONE)\)$/\1/p' "$T/err")
	(cd "$T" && rm -f fixed.tsv && "$PY" -c "import csv, json, pandas as pd
FILE = 'fixed.tsv'
$line") || :
	t_run "  its pandas line run: read" 0 ppmi-svd --load "$T/fixed.tsv" -o -
	t_ok "  six words '0' .. '5'" test "$(grep -c '^[0-5]	' "$T/out")" = 6
fi
# JSON that holds its words: records of a word column, rows of a word
# then numbers, json.dump of {'words': [...], 'vectors': [[...]]}: each
# named with its own pandas line, which, run, reads the vectors
if havepd; then
	cat > "$T/js4.py" <<'PY'
import json, pandas as pd
df = pd.DataFrame([[0.8216181435, 0.3], [0.5, 0.6]], index=['king', 'queen']).rename_axis('word').reset_index()
df.to_json('r1.json', orient='records'); df.to_json('r2.json', orient='values')
json.dump({'words': ['king', 'queen'], 'vectors': [[0.8216181435, 0.3], [0.5, 0.6]]}, open('r3.json', 'w'))
PY
	(cd "$T" && "$PY" js4.py)
	for j in r1:"a JSON array of records \\(pandas' df\\.to_json\\(orient='records'\\)\\), not embeddings, the words under the key 'word'" r2:"a JSON array of rows, each a word then its numbers" r3:"a JSON object of the words \\(key 'words'\\) and their vectors \\(key 'vectors'\\)"; do
		f=${j%%:*} w=${j#*:}
		t_bad "JSON $f holding its words: named" 1 "$f\\.json:1: $w" ppmi-svd --load "$T/$f.json" -o -
		line=$(sed -n 's/.*pandas: \(.*quoting=csv\.QUOTE_NONE)\)$/\1/p' "$T/err")
		(cd "$T" && rm -f fixed.tsv && "$PY" -c "import csv, json, pandas as pd
FILE = 'fixed.tsv'
$line") || :
		t_run "  its pandas line run: read" 0 ppmi-svd --load "$T/fixed.tsv" -o -
		t_ok "  king's vector" grep -q '^king	0.8216181435	0.3$' "$T/fixed.tsv"
	done
	# records whose vector is a list (an embedding column of lists,
	# JSON Lines or an array of records): named, with the line that
	# makes the list columns, which, run, reads (15b-M3)
	cat > "$T/js5.py" <<'PY'
import pandas as pd
df = pd.DataFrame({'word': ['king', 'queen'], 'vector': [[0.8216181435, 0.3], [0.5, 0.6]]})
df.to_json('l1.json', orient='records', lines=True); df.to_json('l2.json', orient='records')
PY
	(cd "$T" && "$PY" js5.py)
	for f in l1 l2; do
		t_bad "JSON $f, each vector a list: named" 1 "$f\\.json:1: .*the words under the key 'word', each vector a list under 'vector'\\?: .*pd\\.DataFrame\\(df\\['vector'\\]\\.tolist\\(\\), index=df\\['word'\\]\\)" ppmi-svd --load "$T/$f.json" -o -
		line=$(sed -n 's/.*pandas: \(.*quoting=csv\.QUOTE_NONE)\)$/\1/p' "$T/err")
		(cd "$T" && rm -f fixed.tsv && "$PY" -c "import csv, json, pandas as pd
FILE = 'fixed.tsv'
$line") || :
		t_run "  its pandas line run: read" 0 ppmi-svd --load "$T/fixed.tsv" -o -
		t_ok "  king's vector" grep -q '^king	0.8216181435	0.3$' "$T/fixed.tsv"
	done
fi
# a line that is one whole JSON value is read by jansson, its keys
# decoded: pandas' to_json escapes '/' ('w\/x'), whose key the pandas
# line must name as pandas reads it ('w/x'), the line, run, reading the
# vectors; a key holding an escaped newline shown '?', the message one
# line; a document over lines (json.dump(indent=1), or a line cut after
# its first value) named from its start by the hand scanner (the edges)
if havepd; then
	cat > "$T/js6.py" <<'PY'
import pandas as pd
df = pd.DataFrame({'w/x': ['king', 'queen'], 'vector': [[0.8216181435, 0.3], [0.5, 0.6]]})
df.to_json('s1.json', orient='records', lines=True)
PY
	(cd "$T" && "$PY" js6.py)
	t_ok "pandas escapes '/' in its keys" grep -q 'w\\/x' "$T/s1.json"
	t_bad "JSON Lines, key 'w\\/x': named as pandas reads it, 'w/x'" 1 "s1\\.json:1: JSON Lines, .*the words under the key 'w/x', each vector a list under 'vector'\\?: .*dtype=\\{'w/x': str\\}\\); df = pd\\.DataFrame\\(df\\['vector'\\]\\.tolist\\(\\), index=df\\['w/x'\\]\\)" ppmi-svd --load "$T/s1.json" -o -
	line=$(sed -n 's/.*pandas: \(.*quoting=csv\.QUOTE_NONE)\)$/\1/p' "$T/err")
	(cd "$T" && rm -f fixed.tsv && "$PY" -c "import csv, json, pandas as pd
FILE = 'fixed.tsv'
$line") || :
	t_run "  its pandas line run: read" 0 ppmi-svd --load "$T/fixed.tsv" -o -
	t_ok "  king's vector" grep -q '^king	0.8216181435	0.3$' "$T/fixed.tsv"
fi
b s2.json '{"a\\nb": "king", "v": [0.1, 0.2]}\n{"a\\nb": "queen", "v": [0.3, 0.4]}\n'
t_bad "a key with an escaped newline: shown '?', one line" 1 "s2\\.json:1: JSON Lines, .*the words under the key 'a\\?b', each vector a list under 'v'" ppmi-svd --load "$T/s2.json" -o -
printf '{\n "king": [\n  0.1,\n  0.2\n ]\n}\n' > "$T/s3.json"
t_bad "json.dump(indent=1), over lines: a JSON object" 1 "s3\\.json:1: a JSON object, not embeddings: write attnkit's TSV from it: of \\{word: \\[numbers\\]\\}" ppmi-svd --load "$T/s3.json" -o -
b s4.json '{"king": [0.1, 0.2],\n "queen": [0.3, 0.4]}\n'
t_bad "  a line cut after its first value: its layout from its start" 1 "s4\\.json:1: a JSON object, not embeddings \\(its keys the words, each a vector" ppmi-svd --load "$T/s4.json" -o -
b s5.json '{"king": [0.1, 0.2], "queen": [0.3, 0.4]}\n'
t_bad "  the same whole on a line: the same" 1 "s5\\.json:1: a JSON object, not embeddings \\(its keys the words, each a vector" ppmi-svd --load "$T/s5.json" -o -
# a JSON document on one line past the line limit (-M 1M: 64 KB; pandas'
# to_json of a realistic frame) named JSON from its first bytes with the
# pandas lines, not only "line longer than" (15b-M12); the same under the
# limit keeps its own message, a long text line its plain one (the edges)
/usr/bin/python3 - "$T" <<'PY'
import json, sys
d = sys.argv[1]
v = {'w%d' % i: {str(j): 0.123456789 * (i + j) for j in range(10)} for i in range(2000)}
json.dump(v, open(d + '/big.json', 'w'))
json.dump({'w0': v['w0']}, open(d + '/small.json', 'w'))
open(d + '/long.txt', 'w').write('w ' + ' '.join(['0.5'] * 30000) + '\n')
PY
t_bad "JSON on one line past the limit: named JSON" 1 "big\\.json:1: line longer than 64 KB, .*: a JSON document on one line \\(its first bytes '\\{\"w0\": \\{\"0\":'; pandas' to_json writes a frame so\\), not embeddings: .*orient='index'" ppmi-svd --load "$T/big.json" --nn w1 -M 1M
t_bad "  attn-map -e: the same" 1 "big\\.json:1: line longer than .*: a JSON document on one line" attn-map -e "$T/big.json" --text w1 -M 1M
t_bad "  under the limit: its own message" 1 "small\\.json:1: a JSON object, not embeddings" ppmi-svd --load "$T/small.json" --nn w0 -M 1M
t_bad "  a long text line: the limit alone" 1 "long\\.txt:1: line longer than 64 KB, a sixteenth of the 1 MB of memory this run may use \\(-M, ulimit -v or -d; not a text file\\?\\)\$" ppmi-svd --load "$T/long.txt" --nn w -M 1M
b ja.json '[[0.1, 0.2], [0.3, 0.4]]\n'
t_bad "a JSON array: named, no range(0)" 1 "ja\\.json:1: a JSON array, not embeddings .*range\\(len\\(df\\.columns\\)\\)" ppmi-svd --load "$T/ja.json" -o -
