#!/bin/sh
# A vocabulary (word count docs) written by pandas or R, given to -v
# (ppmi-svd's vocabulary, sms-vocab -t's word list): each refusal names
# the writer and the fix, and the sed it names makes a vocabulary both
# read.  Before (12a-M13): a CSV vocabulary was told to be written again
# as vectors (its columns renamed d1 d2) by sms-vocab and "not a
# vocabulary" by ppmi-svd; pandas' index column, R's quotes and row names
# were "not a vocabulary" or "4 fields, header has 3" with no cause.
. "$(dirname "$0")/../../lib.sh"

printf 'ham\twin cash now\nspam\tok now\nham\twin now\nspam\tcash ok\n' > "$T/c.tsv"
# what pandas and R write (checked against pandas 1.x/2.x and R 4.x):
# df.to_csv(index=False), df.to_csv(), df.to_csv(sep='\t'),
# df.to_csv(sep=';', index=False), to_csv(quoting=csv.QUOTE_ALL),
# to_csv(sep='\t', header=False, index=False), header=False as CSV,
# to_csv(sep='\t', index_label=False); R: write.table(v, sep='\t'),
# write.csv(v), write.table(v, sep='\t', quote=FALSE),
# write.table(v, sep='\t', col.names=NA); and write.table(v)'s defaults
# (sep=' ', quote=TRUE, row names), row.names=FALSE, col.names=NA (13b-M4)
rows='win 2 2|cash 2 2|now 2 2|ok 2 2'
mk() {	# mk FILE SEP HEADER ROWNAMES(none|0|1|q1) QUOTE(0|1)
	{ [ -n "$3" ] && printf '%s\n' "$3"; i=0
	echo "$rows" | tr '|' '\n' | while read -r w c d; do
		case $4 in none) p=;; 0) p="$i$2";; 1) p="$((i + 1))$2";; q1) p="\"$((i + 1))\"$2";; esac
		if [ "$5" = 1 ]; then w="\"$w\""; fi
		printf '%s%s%s%s%s%s\n' "$p" "$w" "$2" "$c" "$2" "$d"; i=$((i + 1))
	done; } > "$T/$1"
}
tab='	'
mk p1.csv , 'word,count,docs' none 0
mk p2.csv , ',word,count,docs' 0 0
mk p3.tsv "$tab" "${tab}word${tab}count${tab}docs" 0 0
mk p6.csv ';' 'word;count;docs' none 0
mk p7.csv , '"word","count","docs"' none 1
mk p5.tsv "$tab" '' none 0
mk p5.csv , '' none 0
mk p4.tsv "$tab" "word${tab}count${tab}docs" 0 0
mk r1.tsv "$tab" "\"word\"$tab\"count\"$tab\"docs\"" q1 1
mk r2.csv , '"","word","count","docs"' q1 1
mk r3.tsv "$tab" "word${tab}count${tab}docs" 1 0
mk r4.tsv "$tab" "\"\"$tab\"word\"$tab\"count\"$tab\"docs\"" q1 1
mk r5.txt ' ' '"word" "count" "docs"' q1 1
mk r6.txt ' ' '"word" "count" "docs"' none 1
mk r7.txt ' ' '"" "word" "count" "docs"' q1 1
# R's write.table(v, quote=FALSE), with its row names, without them
# (row.names=FALSE: pandas' to_csv(sep=' ', index=False) alike) and
# with col.names=NA (checked against R 4.2)
mk r9.txt ' ' 'word count docs' 1 0
mk r10.txt ' ' 'word count docs' none 0
mk r11.txt ' ' ' word count docs' 1 0
# pandas' value_counts().to_csv(sep='\t', header=False): a word and its
# count, no docs; a spreadsheet's TAB text of quoted cells, a TAB at the
# end of each line
printf 'win\t2\ncash\t2\nnow\t2\nok\t2\n' > "$T/g2.tsv"
printf '"word"\t"count"\t"docs"\t\n"win"\t2\t2\t\n"cash"\t2\t2\t\n"now"\t2\t2\t\n"ok"\t2\t2\t\n' > "$T/q1.tsv"
# what each refusal names
want() {
	case $1 in
	p1.csv) printf '%s\n' "header 'word,count,docs': a vocabulary \\(word count docs\\) written as CSV \\(pandas' to_csv\\(index=False\\)\\): attnkit's vocabulary separates its fields by TABs: write it again with df\\.to_csv\\(FILE, sep='\\\\t', index=False\\), or, where no word holds ',': sed 's/,/\\\\t/g'";;
	p2.csv) printf '%s\n' "header ',word,count,docs': a vocabulary \\(word count docs\\) written as CSV after an index column \\(pandas' to_csv default\\): .*sed 's/\\^\\[\\^,\\]\\*,//; s/,/\\\\t/g'";;
	p3.tsv) printf '%s\n' "header '<TAB>word<TAB>count<TAB>docs': an empty field before word, pandas' index column \\(to_csv\\(sep='\\\\t'\\) writes it unless index=False\\): .*or drop the column: sed 's/\\^\\[\\^\\\\t\\]\\*\\\\t//'";;
	p6.csv) printf '%s\n' "header 'word;count;docs': a vocabulary \\(word count docs\\) written as fields separated by ';' \\(pandas' to_csv\\(sep=';'\\)\\): .*sed 's/;/\\\\t/g'";;
	p7.csv) printf '%s\n' "header '\"word\",\"count\",\"docs\"': a vocabulary \\(word count docs\\) written as CSV \\(R's write\\.csv, pandas' to_csv\\(quoting=csv\\.QUOTE_ALL\\), its fields quoted\\): .*sed 's/,/\\\\t/g; s/\"//g'";;
	p5.tsv) printf '%s\n' "line 1 is a vocabulary's row \\(a word, its count and docs\\), and no header \\(pandas' to_csv\\(header=False\\)\\?\\): .*or add it: sed -e '1i word\\\\tcount\\\\tdocs'";;
	p5.csv) printf '%s\n' "line 1 is a vocabulary's row \\(a word, its count and docs, separated by ','\\), and no header .*or add it: sed -e '1i word\\\\tcount\\\\tdocs' -e 's/,/\\\\t/g'";;
	p4.tsv|r3.tsv) printf '%s\n' "4 fields, header has 3: the row name '[01]' first, the header one field short, as R's write\\.table writes a data frame \\(row\\.names=TRUE, its default\\) and pandas' to_csv with index_label=False: .*or drop them: sed '2,\\\$s/\\^\\[\\^\\\\t\\]\\*\\\\t//'";;
	r1.tsv) printf '%s\n' "every field of the header is in double quotes \\('\"word\"' \\.\\.\\.: pandas' quoting=csv\\.QUOTE_ALL or QUOTE_NONNUMERIC, R's write\\.table quote=TRUE\\): .*drop them: sed 's/\"//g'";;
	r2.csv) printf '%s\n' "header '\"\",\"word\",\"count\",\"docs\"': a vocabulary \\(word count docs\\) written as CSV after an index column \\(R's write\\.csv, .*sed 's/\\^\\[\\^,\\]\\*,//; s/,/\\\\t/g; s/\"//g'";;
	r4.tsv) printf '%s\n' "header '\"\"<TAB>\"word\"<TAB>\"count\"<TAB>\"docs\"': an empty field before word, pandas' index column .* or R's row names \\(write\\.table's col\\.names=NA\\), its fields quoted: .*sed 's/\\^\\[\\^\\\\t\\]\\*\\\\t//; s/\"//g'";;
	r5.txt|r6.txt) printf '%s\n' "header '\"word\" \"count\" \"docs\"': a vocabulary \\(word count docs\\) written by R's write\\.table with its defaults \\(sep=' ', quote=TRUE, row\\.names=TRUE\\): .*write\\.table\\(v, FILE, sep='\\\\t', quote=FALSE, row\\.names=FALSE\\), or, where no word holds a space or a '\"': sed -E '2,\\\$s/\\^\"\\[\\^\"\\]\\*\"";;
	r7.txt) printf '%s\n' "header '\"\" \"word\" \"count\" \"docs\"': a vocabulary \\(word count docs\\) written by R's write\\.table with its defaults \\(sep=' ', quote=TRUE, row\\.names=TRUE, col\\.names=NA\\): .*sed -E '1s/\\^\"\"";;
	r9.txt|r10.txt|r11.txt) printf '%s\n' "header ' ?word count docs', its fields separated by spaces: a vocabulary \\(word count docs\\) written by R's write\\.table\\(quote=FALSE\\) .*or pandas' to_csv\\(sep=' ', index=False\\): .*or, where no word holds a space: sed -E '1s/\\^ //;";;
	g2.tsv) printf '%s\n' "line 1 is a word and its count \\('win 2'\\), separated by a TAB, with no docs and no header: a vocabulary of counts \\(pandas' value_counts\\(\\)\\.to_csv\\(sep=.*, header=False\\)\\?\\), .*count the corpus with sms-vocab, or make one, .*: sed -e '1i word\\\\tcount\\\\tdocs' -e";;
	q1.tsv) printf '%s\n' "header '\"word\" \"count\" \"docs\"' then an empty field: every line ends in a TAB, .*and its names in double quotes .*: sed 's/\\\\t\\\$//; s/\"//g'";;
	esac
}
line() { case $1 in p4.tsv|r3.tsv) echo 2;; *) echo 1;; esac; }
for f in p1.csv p2.csv p3.tsv p6.csv p7.csv p5.tsv p5.csv p4.tsv r1.tsv r2.csv r3.tsv r4.tsv r5.txt r6.txt r7.txt r9.txt r10.txt r11.txt g2.tsv q1.tsv; do
	w=$(want "$f") l=$(line "$f")
	t_bad "ppmi-svd -v $f: its writer and fix" 1 "^ppmi-svd: $T/$f:$l: $w .*> FILE\\.tsv\$" ppmi-svd -v "$T/$f" -d 1 "$T/c.tsv"
	t_bad "sms-vocab -t -v $f: the same" 1 "^sms-vocab: $T/$f:$l: $w .*> FILE\\.tsv\$" sms-vocab -t -v "$T/$f" "$T/c.tsv"
	# the command named, followed (through the chain: R's quotes, then
	# its row names) makes a vocabulary both read
	cp "$T/$f" "$T/fix"
	for k in 1 2 3; do
		ppmi-svd -v "$T/fix" -d 1 -o "$T/o.tsv" "$T/c.tsv" 2> "$T/e" && break
		cmd=$(sed -n 's/.*\(sed .*\) [^ ]* > FILE\.tsv$/\1/p' "$T/e")
		[ -n "$cmd" ] || break
		eval "$cmd \"\$T/fix\"" > "$T/fix2"; mv "$T/fix2" "$T/fix"
	done
	t_run "  $f: the sed named, followed: ppmi-svd -v reads it" 0 ppmi-svd -v "$T/fix" -d 1 -o "$T/o.tsv" "$T/c.tsv"
	t_run "  and sms-vocab -t -v" 0 sms-vocab -t -v "$T/fix" "$T/c.tsv"
done
# R's sed keeps a word that is a number ('"2" 5 3' under row.names=FALSE)
printf '"word" "count" "docs"\n"2" 2 2\n"win" 2 2\n' > "$T/r8.txt"
cmd=$(ppmi-svd -v "$T/r8.txt" -d 1 "$T/c.tsv" 2>&1 | sed -n 's/.*\(sed .*\) [^ ]* > FILE\.tsv$/\1/p')
eval "$cmd \"\$T/r8.txt\"" > "$T/r8.tsv"
t_ok "  R's sed over row.names=FALSE keeps the word '2'" grep -q '^2	2	2$' "$T/r8.tsv"
# a spreadsheet's Text (Tab delimited): every line ends in a TAB (13b-M11)
printf 'word\tcount\tdocs\nwin\t2\t2\ncash\t2\t2\nnow\t2\t2\nok\t2\t2\n' > "$T/own.tsv"
printf 'word\tcount\tdocs\t\nwin\t2\t2\t\ncash\t2\t2\t\n' > "$T/s1.tsv"
t_bad "every line ending in a TAB: the empty column named, its sed" 1 "^ppmi-svd: $T/s1\\.tsv:1: header 'word count docs' then an empty field: every line ends in a TAB, an empty column \\(a spreadsheet's save as Text \\(Tab delimited\\)\\?\\): drop each line's last TAB: sed 's/\\\\t\\$//' $T/s1\\.tsv > FILE\\.tsv\$" ppmi-svd -v "$T/s1.tsv" -d 1 "$T/c.tsv"
t_bad "  sms-vocab -t -v: the same" 1 "^sms-vocab: $T/s1\\.tsv:1: header 'word count docs' then an empty field" sms-vocab -t -v "$T/s1.tsv" "$T/c.tsv"
t_bad "  --contexts: the same" 1 "^ppmi-svd: $T/s1\\.tsv:1: header 'word count docs' then an empty field" ppmi-svd -v "$T/own.tsv" --contexts "$T/s1.tsv" -d 1 "$T/c.tsv"
sed 's/\t$//' "$T/s1.tsv" > "$T/s2.tsv"
gzip -c "$T/s1.tsv" > "$T/s1.tsv.gz"
t_bad "  gzip'd: zcat before the sed" 1 "^ppmi-svd: $T/s1\\.tsv\\.gz:1: .*drop each line's last TAB: zcat $T/s1\\.tsv\\.gz \\| sed 's/" ppmi-svd -v "$T/s1.tsv.gz" -d 1 "$T/c.tsv"
t_run "  its sed, run: read" 0 ppmi-svd -v "$T/s2.tsv" -d 1 -o "$T/o.tsv" "$T/c.tsv"
# the other side: attnkit's own vocabulary, and a header of other names
# ('token,n'), which stays "not a vocabulary"
printf 'word\tcount\tdocs\nwin\t2\t2\ncash\t2\t2\nnow\t2\t2\nok\t2\t2\n' > "$T/own.tsv"
t_run "attnkit's vocabulary: read" 0 ppmi-svd -v "$T/own.tsv" -d 1 -o "$T/o.tsv" "$T/c.tsv"
printf 'token,n\nwin,2\n' > "$T/o.csv"
t_bad "  the edge: 'token,n' is no vocabulary's header: not a vocabulary" 1 "^ppmi-svd: $T/o\\.csv:1: not a vocabulary \\(header 'token,n'" ppmi-svd -v "$T/o.csv" -d 1 "$T/c.tsv"
printf 'word\tcount\tdocs\nwin\t2\t2\t7\n' > "$T/x.tsv"
t_bad "  a row one field long whose first is a word: the plain count" 1 "^ppmi-svd: $T/x\\.tsv:2: 4 fields, header has 3\$" ppmi-svd -v "$T/x.tsv" -d 1 "$T/c.tsv"
gzip -c "$T/p1.csv" > "$T/p1.csv.gz"
t_bad "gzip'd: zcat named" 1 "^ppmi-svd: $T/p1\\.csv\\.gz:1: .*zcat $T/p1\\.csv\\.gz \\| sed 's/,/\\\\t/g' > FILE\\.tsv\$" ppmi-svd -v "$T/p1.csv.gz" -d 1 "$T/c.tsv"
# gensim's save_word2vec_format(F, fvocab=V), word2vec's -save-vocab:
# 'word count' lines, no header, the counts falling (14d-M11).  sms-vocab
# -t -v reads its words (the first column, whatever the numbers are),
# where it was told "not vectors: give the vectors file"; from standard
# input (read once, no second reading) it is refused naming the file;
# ppmi-svd -v, which wants attnkit's vocabulary, names the writer and the
# sed that makes one, which then reads
printf 'win 4\ncash 3\nnow 2\nok 1\n' > "$T/g1.txt"
printf '</s> 0\nwin 4\ncash 3\nnow 2\n' > "$T/w1.txt"
printf 'ham\twin cash\nspam\tok now\n' > "$T/kw.tsv"
printf 'ham\twin cash\nspam\tok now\n' > "$T/kw.want"
for f in g1.txt w1.txt; do
	t_run "sms-vocab -t -v $f ('word count' lines): read as a word list" 0 sms-vocab -t -v "$T/$f" "$T/c.tsv"
done
sms-vocab -t -v "$T/g1.txt" "$T/kw.tsv" | grep -v '^#' > "$T/kw.got"
t_cmp "  its words kept" "$T/kw.want" "$T/kw.got"
sms-vocab -t -v "$T/w1.txt" "$T/kw.tsv" 2>/dev/null | grep -v '^#' > "$T/kw2.got"
printf 'ham\twin cash\nspam\tnow\n' > "$T/kw2.want"
t_cmp "  word2vec's -save-vocab ('</s> 0' first): its words" "$T/kw2.want" "$T/kw2.got"
sh -c 'sms-vocab -t -v - "$1" < "$2"' sh "$T/kw.tsv" "$T/g1.txt" 2> /dev/null | grep -v '^#' > "$T/kw3.got"
t_cmp "  from standard input too: its words" "$T/kw.want" "$T/kw3.got"
t_bad "ppmi-svd -v g1.txt: gensim's fvocab named, its sed" 1 "^ppmi-svd: $T/g1\\.txt:1: line 1 is a word and its count \\('win 4'\\), separated by a space, with no docs and no header: a vocabulary of counts \\(gensim's save_word2vec_format\\(\\.\\.\\., fvocab=F\\), word2vec's -save-vocab\\), .*: sed -e '1i word\\\\tcount\\\\tdocs' -e 's/ .* $T/g1\\.txt > FILE\\.tsv\$" ppmi-svd -v "$T/g1.txt" -d 1 "$T/c.tsv"
cmd=$(ppmi-svd -v "$T/g1.txt" -d 1 "$T/c.tsv" 2>&1 | sed -n 's/.*\(sed .*\) [^ ]* > FILE\.tsv$/\1/p')
eval "$cmd \"\$T/g1.txt\"" > "$T/g1.tsv"
t_run "  its sed, run: ppmi-svd -v reads it" 0 ppmi-svd -v "$T/g1.tsv" -d 1 -o "$T/o.tsv" "$T/c.tsv"
printf 'win 4 3\ncash 3 2\n' > "$T/g3.txt"
t_bad "  the edge: 'word count docs' by spaces: a vocabulary's row, as before" 1 "^ppmi-svd: $T/g3\\.txt:1: line 1 is a vocabulary's row \\(a word, its count and docs, separated by ' '\\), and no header" ppmi-svd -v "$T/g3.txt" -d 1 "$T/c.tsv"
printf 'win four\n' > "$T/g4.txt"
t_bad "  'win four': no count, not a vocabulary" 1 "^ppmi-svd: $T/g4\\.txt:1: not a vocabulary" ppmi-svd -v "$T/g4.txt" -d 1 "$T/c.tsv"
