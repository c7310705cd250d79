#!/bin/sh
# seeds.sh DIR BINDIR NAME... — write the seed corpora of the fuzz harnesses
# NAME... into DIR/NAME/: the fixtures of tests/data, small files written
# here, and files made by the tools in BINDIR (a saved spam model,
# addressing models and instances, count files).  Used by run.sh (make
# fuzz) and by tests/e2e/family/fuzz-replay.sh (make check).
set -u
S=$1 BIN=$2
shift 2
export LC_ALL=C
D=tests/data
mkdir -p "$S"
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT

seed() {	# seed NAME FILE...: copy files into the seeds of NAME
	n=$1; shift
	mkdir -p "$S/$n"
	for f in "$@"; do [ -f "$f" ] && [ -s "$f" ] && cp "$f" "$S/$n/$(basename "$f")"; done
	return 0
}
printf 'ham\t"a ""quoted""\nmessage"\tand a tail\r\nspam\tFree call\n#c\n\nham\tno newline' > "$t/quoted.tsv"
printf '\357\273\277ham\tbom and crlf\r\nspam\tWIN 100 pounds!\r\n' > "$t/bom.tsv"
printf 'one\r\n\ntwo\rthree\0four\n\r\nlast' > "$t/lines.txt"
printf '# ppmi-svd -o e.tsv (attnkit 0.1.0)\nword\td1\nfree\t0.12' > "$t/cut.tsv"
# the provenance rule's edge (io.h ak_is_provenance): a version of no
# bytes is no provenance line, so the last line is read; one byte, and
# the file is cut short (libFuzzer's find, when the reader took the empty
# version and the model did not)
printf '# (attnkit )\n2' > "$t/prov-nover.txt"
printf '# x (attnkit 1)\n2' > "$t/prov-ver1.txt"
# a gzip member and a fastText model's header: refused by name at line 1
printf 'ham\thi\n' | gzip -c > "$t/c.gz"
printf '\272\026\117\057\014\000\000\000\n' > "$t/ft.bin"
# a gzip member, then one byte that starts no other (libFuzzer's find,
# when the model wanted gzip's error where a line's came first)
printf '\037\213\010\000\000\000\000\000\000\003\313H\314\345\314\310\344\002\000\035^\031\350\007\000\000\000/' > "$t/gz-trail.gz"
seed fuzz_lines "$t/gz-trail.gz"
# Arrow's stream magic, a line of 8 bytes and then its NUL: at the
# longest line of 7, the NUL is the byte after the line and its CR's room,
# which the reader looks at (libFuzzer's find, when the model did not)
printf '\377\377\377\377\377\377\377\377\000\000x\n' > "$t/arrow-edge.bin"
seed fuzz_lines "$t/arrow-edge.bin"
# an empty gzip member, then zeros (libFuzzer's find: the empty member
# ended the file, read as empty where gzip -d finds garbage)
printf '' | gzip -c > "$t/gz-empty.gz"
{ cat "$t/gz-empty.gz"; printf '\000\000\000\000'; } > "$t/gz-empty0.gz"
{ cat "$t/gz-empty.gz" "$t/c.gz"; } > "$t/gz-empty-c.gz"
seed fuzz_lines "$t/gz-empty0.gz" "$t/gz-empty-c.gz"
# what a NUL means (io-magic.c ak_reader_nul): UTF-16 with and without its mark, LE
# and BE; two NULs two bytes apart (the edge); word2vec's binary records
printf 'ham\tfree\n' | iconv -f UTF-8 -t UTF-16LE > "$t/u16le.txt"
printf 'ham\tfree\n' | iconv -f UTF-8 -t UTF-16BE > "$t/u16be.txt"
{ printf '\377\376'; cat "$t/u16le.txt"; } > "$t/u16bom.txt"
printf 'h\000a\000m' > "$t/u16edge.txt"
printf '2 2\nfree \000\000\000\077\000\000\240\277\n' > "$t/w2vbin.txt"
# UTF-32: its marks FF FE 00 00 and 00 00 FE FF, and none (LE)
printf 'ham\tfree\n' | iconv -f UTF-8 -t UTF-32LE > "$t/u32le.txt"
{ printf '\377\376\000\000'; cat "$t/u32le.txt"; } > "$t/u32bom.txt"
{ printf '\000\000\376\377'; printf 'ham\n' | iconv -f UTF-8 -t UTF-32BE; } > "$t/u32bombe.txt"
seed fuzz_lines "$t/u16le.txt" "$t/u16be.txt" "$t/u16bom.txt" \
    "$t/u16edge.txt" "$t/w2vbin.txt" "$t/u32le.txt" "$t/u32bom.txt" \
    "$t/u32bombe.txt"
seed fuzz_lines $D/sms-small.tsv "$t/quoted.tsv" "$t/bom.tsv" "$t/lines.txt" "$t/cut.tsv" \
    "$t/prov-nover.txt" "$t/prov-ver1.txt" "$t/c.gz" "$t/ft.bin"
seed fuzz_corpus $D/sms-small.tsv $D/map-tokens.tsv "$t/quoted.tsv" "$t/bom.tsv"
# the corpus layouts: a header, ';', columns by name, labels 1/0
printf 'label,masseges,,,\nham,"Hi, you",,,\nspam,Win, now,,\n' > "$t/hdr.csv"
printf 'class;message\nspam;"a;b"\nham;c\n' > "$t/semi.csv"
printf 'text,spam,id\nHello,0,1\n"Win\ncash",1,2\n' > "$t/ts.csv"
seed fuzz_corpus "$t/hdr.csv" "$t/semi.csv" "$t/ts.csv"
# lines that end in CR alone, a CR in a quoted field, the header rule's
# uncertain sides, '#' lines, a byte-order mark after line 1
printf 'v1,v2\r"ham","a\rb"\rspam,x\r' > "$t/cr.csv"
printf 'ham\ttext\nham\thello\n#c\n\357\273\277spam\tx\n' > "$t/hdr-msg.tsv"
printf 'label\tham\nspam\thello\rworld\n' > "$t/hdr-cr.tsv"
seed fuzz_corpus "$t/cr.csv" "$t/hdr-msg.tsv" "$t/hdr-cr.tsv"
# --unlabeled's label rule: a comment first, quoted labels, labels in
# any case and with spaces around them, a quote that an empty field closes
printf '# x\n"v1","v2"\n"Ham","a, b"\n ham ,c\n"",d\nSPAM,"e\nf"\n' > "$t/unl.csv"
seed fuzz_corpus "$t/unl.csv"
# a tool's output as --unlabeled text: its provenance line after a
# byte-order mark, with CRLF, or cut (a table's header first)
printf '\357\273\277# sms-vocab x (attnkit 0.1.0)\nword\tcount\tdocs\ni\t2\t1\n' > "$t/unl-bom.tsv"
printf '# sms-vocab x (attnkit 0.1.0)\r\nstat\tvalue\r\n' > "$t/unl-crlf.tsv"
printf '\nword\tcount\tdocs\ni\t2\t1\n' > "$t/unl-head.tsv"
seed fuzz_corpus "$t/unl-bom.tsv" "$t/unl-crlf.tsv" "$t/unl-head.tsv"
# and a TAB-separated file with every field quoted (pandas' QUOTE_ALL), a
# message over two lines, an unquoted label
printf '"v1"\t"v2"\n"ham"\t"a\nb"\n"spam"\t"c ""d"""\nham\te\n' > "$t/unl-q.tsv"
seed fuzz_corpus "$t/unl-q.tsv"
# and a row number first (pandas' to_csv index), no header, ';'
printf ',v1,v2\n0,ham,"a, b"\n1,spam,c\nx,ham,d\n' > "$t/unl-idx.csv"
printf '0;1;a\n1;0;b\n2;0;c\n' > "$t/unl-idx.ssv"
seed fuzz_corpus "$t/unl-idx.csv" "$t/unl-idx.ssv"
# and vectors separated by TABs without a header, and one line of them
printf 'the\t0.1\t0.2\nof\t-0.3\t4\n' > "$t/unl-vtab.tsv"
printf 'the\t0.1\t0.2\n' > "$t/unl-vone.tsv"
seed fuzz_corpus "$t/unl-vtab.tsv" "$t/unl-vone.tsv"
# and the first lines that are no messages: a count file's settings line,
# a header of column names, pandas' vectors (',' rows, a ';' header of
# column numbers), a label last (a quoted text over two lines), line 1 a
# header of names the tools do not know
printf '# counts: window=4 weight=flat\na\tb\t2\n' > "$t/unl-cnt.tsv"
printf ',text\n0,"a, b"\n1,c\n' > "$t/unl-names.csv"
printf 'king,0.125,-0.25\nqueen,0.5,1e-3\n' > "$t/unl-vcsv.csv"
printf ';0;1\nking;0,125;-0,25\n' > "$t/unl-vssv.csv"
printf '"a, b\nc",1\nd\tham\n"e",0\nf,1\n' > "$t/unl-last.csv"
printf 'Kategorie;Nachricht\nspam;a\nham;b\nspam;c\n' > "$t/unl-kat.csv"
seed fuzz_corpus "$t/unl-cnt.tsv" "$t/unl-names.csv" "$t/unl-vcsv.csv" \
    "$t/unl-vssv.csv" "$t/unl-last.csv" "$t/unl-kat.csv"
# and texts quoted over lines after a TAB, and labels of 13 Cyrillic
# letters (26 bytes)
printf 'ham\t"a\nb\nc"\nspam\t"d\ne"\nham\tf\n' > "$t/unl-mtab.tsv"
printf 'нежелательное\tа\nспам\tб\nнежелательное\tв\n' > "$t/unl-ru.tsv"
seed fuzz_corpus "$t/unl-mtab.tsv" "$t/unl-ru.tsv"
# a label first and one last (corpus-unl.c both_ends, the seds of
# ak_unl_both), and a printed column of 1 and -1 with no header
# (corpus-cols.c bare_num): rows a letter short, one row unaligned
printf '0\ta\tb\t1\n1\tc\t\t0\n0\td\te\t0\n1\t\t1\n' > "$t/unl-both.tsv"
printf 'x  1 m_1\n   -1 m_2\ny  1 m_3\n  -1 4\n 1 m_5 z\n' > "$t/cols-num.txt"
seed fuzz_corpus "$t/unl-both.tsv" "$t/cols-num.txt"
# the label last in brackets or after a colon (corpus-foreign-sp.c
# ak_foreign_last_form): one form, forms mixed, a bracket left open
printf 'hi [ham]\nwin [spam]\nok [Ham]\nfree [spam]\n' > "$t/last-br.txt"
printf 'hi :ham\nwin (spam)\nok [ham\nfree <spam>\n[] :\n' > "$t/last-mix.txt"
seed fuzz_corpus "$t/last-br.txt" "$t/last-mix.txt"
# the label last then spaces, '+1'/'-1', 'not spam' two words (also at
# a line's start and in brackets), and 'id,comment_text' over ids
# (corpus-foreign-r.c ak_foreign_last_word, corpus-first.c snake_name)
printf 'hi ham \nwin spam  \n   \n ok +1\nx -1 \ny not spam\nnot spam\nz [Non Spam] \n' > "$t/last-sp.txt"
printf 'id,comment_text\n00a1,hi there\nmsg_1,b, c\n' > "$t/snake-id.csv"
seed fuzz_corpus "$t/last-sp.txt" "$t/snake-id.csv"
# the label first in the label rule's sets and forms (corpus-foreign-sp.c
# ak_foreign_lead_word): a negated spam's two words, a name and ':',
# Markdown's markers and bold, a wrapper left open, a name cut short
printf 'not spam: hi\n[not spam] ok\nlabel=not spam x\nTrue: win\n' > "$t/first-neg.txt"
printf 'Label: spam | Text: a\n- **ham**: b\n1. True: c\n**spam\n`` x\n> \nLabel: \n' > "$t/first-md.txt"
seed fuzz_corpus "$t/first-neg.txt" "$t/first-md.txt"
# an id or a row number first, then a label (corpus-head.c id_record,
# corpus-split.c id_first): R's write.table(col.names=FALSE), Kaggle's
# ids with letters, the label last; a label cut short at the line's end
printf '"1","ham","Hi there"\n"2","Hi, there","spam"\n' > "$t/id-r.csv"
printf 'msg001,ham,Hey there\nmsg002,win,spam\nx1|ham|\n,ham,a\n' > "$t/id-k.csv"
seed fuzz_corpus "$t/id-r.csv" "$t/id-k.csv"
# the same rule (corpus-hint.c ak_corpus_id_first) in a TAB file, a number
# label after a row number, the label last (15a-W1, M4); -1 labels (M7);
# pandas' header after a round trip (M6); 'spam', is_spam named (M2); a
# row-numbered TAB line in a --csv read (M1); #N/A among labels (R2-11)
printf '0\tFalse\tHi there\n1\tTrue\tWin\n0,0,Hi\n' > "$t/id-tf.tsv"
printf '0\tHi there\t-1\n1\tWin\t1\n-1\tok\n' > "$t/id-pm.tsv"
printf '\tUnnamed: 0\tlabel\ttext\n0\t0\tham\tHi\n' > "$t/rt2.tsv"
printf ',text,spam\n0,Hi,0\n,is_spam,text\n1,1\tham\tWin,x\n' > "$t/em.csv"
printf 'spam,Win\n#N/A,hi\nham,ok\nham,yo\n' > "$t/na-mix.csv"
seed fuzz_corpus "$t/id-tf.tsv" "$t/id-pm.tsv" "$t/rt2.tsv" "$t/em.csv" \
    "$t/na-mix.csv"
# a column of text CSV-quoted over lines (pandas' df[['text']].to_csv),
# with its index: --unlabeled's records (corpus-unl-csv.c)
printf 'text\n"Hello there\nhow are you"\n"Win cash, now"\nplain\n' > "$t/unl-col1.csv"
printf ',text\n0,"He said ""hi""\nbye"\n1,ok\n' > "$t/unl-col1i.csv"
seed fuzz_corpus "$t/unl-col1.csv" "$t/unl-col1i.csv"
# and pandas' float labels with a decimal comma under ';'
printf 'label;text\n1,0;a\n0,0;b, c\nd;2,50\n' > "$t/unl-dc.csv"
seed fuzz_corpus "$t/unl-dc.csv"
# and an id's column beside the text ('id,text'), the label in the last
# non-empty column ('text,spam,,', a header 'text,label,,')
printf 'message_id,message\n1,a\n' > "$t/unl-id.csv"
printf 'text,label,,\na,spam,,\nb;c,"ham",""\nd\tham\t\t\n' > "$t/unl-te.csv"
seed fuzz_corpus "$t/unl-id.csv" "$t/unl-te.csv"
# and negated spam with a space, Russian's labels, the label last after
# texts quoted over lines (Hugging Face's sms_spam)
printf 'spam,a\nnot spam,b\nНе спам;в\nспам\tг\n' > "$t/unl-neg.csv"
printf 'sms\tlabel\n"a\n"\t0\n"b ""c""\n"\t1\n' > "$t/unl-hf.tsv"
seed fuzz_corpus "$t/unl-neg.csv" "$t/unl-hf.tsv"
# and hashtag messages, the label last; a ',' unquoted in a text-first
# file; pandas' index before 'text,spam'
printf '#a\tspam\n#b\tham\n' > "$t/unl-hash.tsv"
printf 'x, y,ham\nz,spam\n' > "$t/unl-uq.csv"
printf ',text,spam\n0,a,1\n1,b,0\n' > "$t/unl-ix.csv"
seed fuzz_corpus "$t/unl-hash.tsv" "$t/unl-uq.csv" "$t/unl-ix.csv"
# and the header again (files joined with cat), Excel's 'sep=' line
# again, a header after 'sep=;' and after a blank line
printf 'id,text\n1,a\nid,text\n"id,text"\nsep=,\n' > "$t/unl-again.csv"
printf 'sep=;\r\nid;text\r\n1;a\r\n\nid,text\n' > "$t/unl-sep2.csv"
seed fuzz_corpus "$t/unl-again.csv" "$t/unl-sep2.csv"
# and a TAB file of many classes
printf 'a\tx\nb\tx\nc\tx\nd\tx\na\ty\nb\ty\nc\ty\nd\ty\ne\tz\n' > "$t/unl-many.tsv"
seed fuzz_corpus "$t/unl-many.tsv"
# and many classes with ',' and last, every word counted (corpus-unl-many.c)
awk 'BEGIN { for (i = 0; i < 40; i++) printf "c%d,x %d\n", i % 9, i }' > "$t/unl-many9.csv"
awk 'BEGIN { for (i = 0; i < 40; i++) printf "x %d|C%d\n", i, i % 5 }' > "$t/unl-manyl.txt"
seed fuzz_corpus "$t/unl-many9.csv" "$t/unl-manyl.txt"
# and ids before the text, under 'id,text' and without it (corpus-unl-ids.c)
printf 'id,text\nmsg_1,hi\n2,"a, b"\n' > "$t/unl-idw.csv"
printf 'a1\tx\nb2\ty\nc3\tz\n' > "$t/unl-idt.tsv"
seed fuzz_corpus "$t/unl-idw.csv" "$t/unl-idt.tsv"
# and texts holding the delimiter unquoted, without a header (joined)
printf 'm1,a\nm2,b, c\nm3,d,e,f\n' > "$t/unl-join.csv"
seed fuzz_corpus "$t/unl-join.csv"
# and empty columns left of the label
printf ',spam,a\n,,ham,b\n,"",spam,c\n' > "$t/unl-lead.csv"
seed fuzz_corpus "$t/unl-lead.csv"
# Excel's delimiter line first, after a byte-order mark
printf '\357\273\277sep=;\r\nlabel;text\r\nspam;a\r\n' > "$t/sep.csv"
seed fuzz_corpus "$t/sep.csv"
# records, labels and encodings: R's backslash-escaped quotes (a field's
# end, a field left open), '#' lines in a text-first file, an empty
# label (pandas' NaN), Excel's line for a delimiter no option reads
printf '"label"\t"text"\n"ham"\t"u?\\""\n"spam"\t"a \\"b\\" c"\n' > "$t/r-esc.tsv"
printf 'text,label\n#tag day,ham\n,spam\nx\\"",ham\n' > "$t/hash-nan.csv"
printf 'sep=:\nlabel:text\n' > "$t/sep-colon.csv"
seed fuzz_corpus "$t/r-esc.tsv" "$t/hash-nan.csv" "$t/sep-colon.csv"
# other programs' layouts (corpus-foreign.c): a Markdown table with
# pandas' index and a '|' in a text, a printed frame, R's write.table with
# a text over two lines and a bare field, fastText's lines and a label
# and a space
printf '|    | label | text |\n|---:|:--|:--|\n|  0 | ham | a \\| b |\n' > "$t/fg-md.txt"
printf '  label  text\n0   ham  a b\n1  spam  c d\n' > "$t/fg-print.txt"
printf '"label" "text"\n"1" "ham" "a \\"b\nc"\n"2" "spam" d\n' > "$t/fg-r.txt"
printf '__label__ham a b\n__label__spam c\nham d e\nspam f\nham g\n' > "$t/fg-ft.txt"
seed fuzz_corpus "$t/fg-md.txt" "$t/fg-print.txt" "$t/fg-r.txt" "$t/fg-ft.txt"
# corpus-foreign-r.c: R's vector ('"x"'), its TAB file under a header one
# field short, col.names=FALSE, qmethod="double" (a doubled quote, an
# empty field), and quote=FALSE; fastText's TAB and several labels, a
# text broken over lines
printf '"x"\n"1" "a b"\n"2" "c\n"\n"3"\t"d"\n' > "$t/fg-rx.txt"
printf '"label"\t"text"\n"1"\t"ham"\t"a ""b"""\n"2"\t"spam"\t""\n' > "$t/fg-rt.tsv"
printf '"1" "ham" "a"\n"2" "spam" "b ""c"" d"\n"" "x" "\n' > "$t/fg-rn.txt"
printf 'label text\n1 ham a b\n2 spam c\n3 ham\n' > "$t/fg-rq.txt"
printf '__label__ham\t__label__x a\n__label__spam  __label__ b\nc d\n__label__ham\n' > "$t/fg-ft2.txt"
seed fuzz_corpus "$t/fg-rx.txt" "$t/fg-rt.tsv" "$t/fg-rn.txt" "$t/fg-rq.txt" \
    "$t/fg-ft2.txt"
# R's defaults under --unlabeled's delimited read (its raw lines looked
# at): a text holding ',' (a record of 2 fields refused on the way)
printf '"label" "text"\n"1" "ham" "a, b"\n"2" "spam" "c"\n' > "$t/fg-rcsv.txt"
seed fuzz_corpus "$t/fg-rcsv.txt"
# a space and a label last (R's quote=FALSE of text,label), row names
printf 'text label\n1 a b ham\n2 c spam\n3 Ham\n4 d e  SPAM\n' > "$t/fg-rlast.txt"
seed fuzz_corpus "$t/fg-rlast.txt"
# ids last without a header (corpus-unl-ids.c), ',' and TAB
printf 'hello there,msg_001\nsee you,msg_002\nok,x3\n' > "$t/unl-idlast.csv"
printf 'hello\tid1\nyou\t\n\tid3\n' > "$t/unl-idlast.tsv"
seed fuzz_corpus "$t/unl-idlast.csv" "$t/unl-idlast.tsv"
# line 1 another data set's text column's name alone, snake_case ones
printf 'content\nwin cash\n' > "$t/unl-content.txt"
printf 'sms_text\n_text_\n' > "$t/unl-snake.txt"
seed fuzz_corpus "$t/unl-content.txt" "$t/unl-snake.txt"
# a label and a colon, in brackets (corpus-foreign.c lab_form)
printf 'spam: a\nHAM: b\n[spam] c\n[] d\n:: e\n[ham]\n' > "$t/fg-colon.txt"
seed fuzz_corpus "$t/fg-colon.txt"
# fastText's label last, an empty label, several
printf 'a b __label__spam\nc __label__\nd __label__ham __label__x\n__label__\n' > "$t/fg-ftlast.txt"
seed fuzz_corpus "$t/fg-ftlast.txt"
# printed tables without a header (corpus-cells.c): framed rows, spaced
# rows with a right-aligned 0/1, textile's markers, a Markdown header
printf '|---|---|\n| 0 | ham | a |\n| 1 | spam |  |\n||\n|<. ham |<. b|\n' > "$t/tb-cells.txt"
printf '  l  t\n 0   0  a  b\n 1   1  c\n==  ==\n   \n' > "$t/tb-cells2.txt"
printf '||  True  ||  a  ||\n|| not spam || b ||\n||||\n|| promo || c |\n| False | d |\n' > "$t/tb-cells3.txt"
seed fuzz_corpus "$t/tb-cells.txt" "$t/tb-cells2.txt" "$t/tb-cells3.txt"
printf 'label  \ttext\nspam   \ta\nham    \t\n 0\tham   \tb\n\t\t\n' > "$t/tb-tsv.txt"
seed fuzz_corpus "$t/tb-tsv.txt"
# a label column at one character column (corpus-cols.c): a MultiIndex,
# 'not spam' folded, R's blocks, a line of one byte, Python's reprs
# (wrapped, a quote at the line's end, ': ' last, '=' last)
printf '   text\nid  label\nm0 ham   a\nm1 spam  b\nm2 not spam c\n  [\n[2 rows x 2 columns]\n' > "$t/tb-cols.txt"
printf '   label\n1    ham\n2   spam\n   text\n1  a b\n..  ...\nName: t, Length: 9, dtype: x\n' > "$t/tb-cols2.txt"
printf "[['ham'\n  'a b']\n {'label': 'spam', 'x': True}\nP(label=False\n(0, 'ham', 'x':\n'\n[(x=\n" > "$t/tb-repr.txt"
seed fuzz_corpus "$t/tb-cols.txt" "$t/tb-cols2.txt" "$t/tb-repr.txt"
# printed tables (corpus-tables.c): LaTeX, HTML, tabulate's simple and
# a box-drawing one, Weka's ARFF, labels padded with spaces, a Markdown
# table under a title
printf '\\begin{tabular}{ll}\nlabel & text \\\\\nham & a \\& b \\\\\n\\end{tabular}\n' > "$t/tb-tex.txt"
printf '<table border="1">\n<tr>\n<td>ham</td>\n<td>a b</td>\n</tr>\n</table>\n' > "$t/tb-html.txt"
printf 'label    text\n-------  ----\nham      a  b\nspam     c\n' > "$t/tb-simple.txt"
printf '\342\225\255\342\224\200\342\224\254\342\224\200\342\225\256\n\342\224\202 ham \342\224\202 a \342\224\202\n' > "$t/tb-box.txt"
printf "%% c\n@relation r\n@attribute t string\n@attribute c {ham,spam}\n@data\n'a, b',ham\n'c',spam\n" > "$t/tb-arff.txt"
printf 'label\n ham    a b\nspam  c\n ham  d\nspam   e\n' > "$t/tb-pad.txt"
printf '# t\n\n| label | text |\n|:--|:--|\n| ham | a |\n' > "$t/tb-md.txt"
seed fuzz_corpus "$t/tb-tex.txt" "$t/tb-html.txt" "$t/tb-simple.txt" \
    "$t/tb-box.txt" "$t/tb-arff.txt" "$t/tb-pad.txt" "$t/tb-md.txt"
# lines of 200 bytes or more (ak_tables_keep: head and tail kept, each
# cut at a character's start): a box-drawing border, '|' rows
awk 'BEGIN { b = "\342\225\222"; for (i = 0; i < 70; i++) b = b "\342\225\220"
	print b "\342\225\225"; s = "| ham | "; for (i = 0; i < 200; i++) s = s "x"
	print s " |"; print "||" s "||" }' > "$t/tb-long.txt"
seed fuzz_corpus "$t/tb-long.txt"
# a label's forms without a space ('ham:x', '(spam)y', '<ham>'; corpus-foreign-sp.c),
# print(df)'s cut cell of 49 characters (corpus-foreign.c cut50)
printf 'ham:a b\n(spam)c\n[ham]\n<spam> d\n{ham}e\n::\n(\n' > "$t/lab-forms.txt"
{ printf '  label  text\n'; printf '0   ham  %s...\n' 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'; printf '...\n1  spam  b\n'; } > "$t/pdf-cut.txt"
seed fuzz_corpus "$t/lab-forms.txt" "$t/pdf-cut.txt"
# every label class padded (corpus-pad.c: a negated spam's two words
# first and last, a word of 15 bytes, spaces alone); the label-first
# forms by form (corpus-foreign-sp.c: brackets closed by another kind,
# a name, ':' or '=' and a label in punctuation, a TAB after it, a sign)
printf ' True  a\nFalse  b\nnot spam  c\n  d  not spam\nabcdefghijklmno  e\n   \n' > "$t/pad-all.txt"
printf '[spam) a\n(ham]b\nLabel: spam: c\nlabel = "ham" d\nspam:\te\n"-1" f\n(-1]\nLabel :\n[\n' > "$t/lab-forms2.txt"
seed fuzz_corpus "$t/pad-all.txt" "$t/lab-forms2.txt"
printf '{"label":null,"text":"a"}\n{"label":1.0000000000000002,"text":"b"}\n{"label":"","text":"c"}\n' > "$t/nan.jsonl"
seed fuzz_corpus_jsonl "$t/nan.jsonl"
printf 'ham\t\320\230\360\237\230\215\n' > "$t/u8-conv.tsv"
seed fuzz_corpus_conv "$t/u8-conv.tsv"
# UTF-8 through cp1252 and back, one line of two such characters and
# three of one: refused, or (--encoding utf-8) read as they are and said
printf 'ham\tcaf\303\203\302\251 r\303\203\302\251sum\303\203\302\251\nspam\t\303\202\302\2435\nspam\t\303\202\302\24310\nspam\t\303\202\302\2431\n' > "$t/moj.tsv"
seed fuzz_corpus_conv "$t/moj.tsv"
# JSON Lines with a nested label, a number text, an array of words
printf '{"text": "a", "meta": {"label": "spam"}}\n{"text": 5, "label": "ham"}\n{"text": ["b", "c"], "label": "ham"}\n' > "$t/nest.jsonl"
seed fuzz_corpus_jsonl "$t/nest.jsonl"
# spam.csv after pandas: 'Unnamed: N' columns the text spilled over
printf 'v1,v2,Unnamed: 2,Unnamed: 3\nspam,Win, call,\n' > "$t/kag.csv"
printf '{"v1":"spam","v2":"Win","Unnamed: 2":" call","Unnamed: 3":null}\n' > "$t/kag.jsonl"
seed fuzz_corpus "$t/kag.csv"
seed fuzz_corpus_jsonl "$t/kag.jsonl"
# R's write.table quotes (\"" ending a field: at a line's end, before a
# TAB); a text line ending in \" inside a field, as Python writes it
printf '"label"\t"text"\n"ham"\t"u?\\""\n"spam"\t"Win"\n"a \\""\t"ham"\n' > "$t/resc.tsv"
printf 'label,text\nspam,"one \\""\ntwo"\n' > "$t/pyesc.csv"
seed fuzz_corpus "$t/resc.tsv" "$t/pyesc.csv"
# the columns' rules: no text name among many (CEAS_08), ids by place,
# R's row names, a decimal comma, spill before a named column, a hashtag
# message under a text-first header, a ';' header in German
printf 'sender,subject,body,label\na,b,"c, d",1\n' > "$t/ceas.csv"
printf 'id,text\n0,hi\n' > "$t/ids.csv"
printf 'label\ttext\n1\t0\thi\n2\t1\tyo\n' > "$t/rn.tsv"
printf 'label;text\n1,0;a\n' > "$t/dc.csv"
printf 'v1,v2,Unnamed: 2,length\nham,a, b,3\n' > "$t/spl.csv"
printf 'text,label\n#a b,ham\n' > "$t/hash.csv"
printf 'Kategorie;Nachricht\nspam;a\n' > "$t/de.csv"
seed fuzz_corpus "$t/ceas.csv" "$t/ids.csv" "$t/rn.tsv" "$t/dc.csv" \
    "$t/spl.csv" "$t/hash.csv" "$t/de.csv"
# an unnamed column of text passed over (label,,source), a look-alike
# letter in a label (spаm), Russian labels of 13 letters, a map's float
# spelling
printf 'label,,source\nspam,1,web\nham,see you,x\n' > "$t/unn.csv"
printf 'label,text\nsp\320\260m,a\nh\316\261m,b\n' > "$t/look.csv"
printf 'нежелательное\tа б\nне спам\tв\n' > "$t/ru13.tsv"
printf 'label,text\n1.0,a\n,b\nFalse,c\n' > "$t/flt.csv"
seed fuzz_corpus "$t/unn.csv" "$t/look.csv" "$t/ru13.tsv" \
    "$t/flt.csv"
# a spreadsheet's error values as labels and '#' lines (a record, not a
# comment: corpus-sheet.c), its blank rows of empty fields
printf 'label,text\n#N/A,a\n#spam,b\n"#DIV/0!",c\nErr:502,d\n,\n;;\nham,e\n' > "$t/sheet.csv"
printf 'ham\ta\n#VALUE!\tb\n#\320\235/\320\224\tc\n\t\n# x\n' > "$t/sheet.tsv"
seed fuzz_corpus "$t/sheet.csv" "$t/sheet.tsv"
# pass 13's label rules: an error value as the text, a missing value
# made text, a class of its own, a flag column named for ham, pandas'
# header of a frame with its index, a third column in every record, the
# index first and the label last, a text broken over lines, a second
# header (corpus.c, corpus-head.c, corpus-label.c, corpus-sheet.c,
# corpus-split.c); and an Apple Numbers zip (io-zip.c)
printf 'label,text\nham,#N/A\nNA,x\nspam,y\nSmishing,z\nlabel,text\n' > "$t/p13-lab.csv"
printf 'text,is_ham\nwin,0\nok,1\n' > "$t/p13-ham.csv"
printf ',Email Text,Email Type\n0,"a, b",Phishing Email\n' > "$t/p13-idx.csv"
printf 'ham\tHi there\tweb\nspam\twin\tphone\tx\n0\ttext\tham\nline two\n' > "$t/p13-3.tsv"
printf 'PK\003\004\012\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\022\000\000\000Index/Document.iwa' > "$t/p13.numbers"
seed fuzz_corpus "$t/p13-lab.csv" "$t/p13-ham.csv" "$t/p13-idx.csv" \
    "$t/p13-3.tsv" "$t/p13.numbers"
printf '{"is_ham":true,"text":"#N/A"}\n{"is_ham":"None","text":"a"}\n' > "$t/p13.jsonl"
seed fuzz_corpus_jsonl "$t/p13.jsonl"
# --unlabeled: a stray quote and an inch mark in a plain TAB corpus (the
# lines inside the 'span' start as records: corpus-unl.c spans)
printf 'ham\t"Hi there\nham\tok\nham\tthe new 27"\nspam\tfree\n' > "$t/inch.tsv"
seed fuzz_corpus "$t/inch.tsv"
# JSON Lines as Python's json module writes them (json.dumps a line):
# names found, named fields, numbers and booleans as labels, escapes
printf '{"label": "ham", "text": "Ok lar... Joking wif u oni"}\n{"label": "spam", "text": "Free entry \\u00e9 \\"quoted\\"\\nnext"}\n' > "$t/a.jsonl"
printf '{"id": 1, "sms": "Win cash", "class": 1}\n\n{"id": 2, "sms": "see you", "class": 0}\n{"sms": "x", "class": true}\n' > "$t/b.jsonl"
printf '[{"label": "ham", "text": "hi"}]\n' > "$t/arr.json"
# a NUL escaped in a string; a form feed after the object
printf '{"label": "ham", "text": "a\\u0000b"}\n' > "$t/nul.jsonl"
printf '{"label": "ham", "text": "hi"}\f\n' > "$t/ff.jsonl"
seed fuzz_corpus_jsonl "$t/a.jsonl" "$t/b.jsonl" "$t/arr.json" $D/sms-small.tsv \
    "$t/nul.jsonl" "$t/ff.jsonl"
# --encoding: cp1252 bytes (0x80 the euro, 0x81 none), UTF-7's +...-
# sequences (+AAA- a NUL, +AAo- a newline, +BBAEOAQ8-: Russian)
printf 'ham\tcaf\351 \200 5\r\nspam\t"Win \223now\224"\nham\t\201\n' > "$t/cp1252.tsv"
printf 'ham\thello +AAA- world\nspam\tcall+AAo-now\nham\t+BBAEOAQ8- x\n+AGgAYQBt-\ty\n' > "$t/utf7.tsv"
seed fuzz_corpus_conv $D/sms-small.tsv "$t/quoted.tsv" "$t/hdr.csv" "$t/cp1252.tsv" "$t/utf7.tsv"
seed fuzz_vocab $D/sms-small.vocab "$t/bom.tsv"
printf '# words\nword\nfree\ncall\n' > "$t/words.tsv"
seed fuzz_vocab "$t/words.tsv"
seed fuzz_emb $D/map-emb.tsv $D/train-emb.tsv
# the input of fuzz_emb's timeout in the 600-s campaign: a NUL in line 1,
# refused there in 0.2 ms; the harness had waited over 10 s for a core
# (nice 19 beside a loaded machine's tests), no slow path (run.sh now
# replays a timeout's input alone and says which)
{ printf '# toy embeddds sit on d3/d4 an\000\227ca,ry normation\nword\td1\td2\t'
  head -c 61 /dev/zero; printf 'rd\td1\td2\t'; head -c 68 /dev/zero
  printf '[\n'; } > "$t/emb-nul-stall.tsv"
seed fuzz_emb "$t/emb-nul-stall.tsv"
# fuzz_emb's find in CI: an R header's field read one byte past its
# end when a field was empty (filekind.c r_name: 'X323 ' then ',' split
# into an empty name)
printf 'X323 \n\n,\004' > "$t/emb-r-empty.csv"
seed fuzz_emb "$t/emb-r-empty.csv"
# the embeddings formats (embfile.h): word2vec text, as fastText writes it
# (a trailing space), CRLF; binary with and without newlines; GloVe
printf '3 2\nfree 0.5 -1.25\ncall 3 0.125\nключ 1e-3 2\n' > "$t/w2v.txt"
printf '2 2\r\nfree 0.5 -1.25 \r\ncall 3 0.125 \r\n' > "$t/w2v-crlf.vec"
printf '2 2\nfree \000\000\000\077\000\000\240\277call \000\000\100\100\000\000\000\076' > "$t/w2v-gensim.bin"
printf '2 2\nfree \000\000\000\077\000\000\240\277\ncall \000\000\100\100\000\000\000\076\n' > "$t/w2v-c.bin"
printf 'free 0.5 -1.25\ncall 3 0.125\n#tag 1 2\n' > "$t/glove.txt"
seed fuzz_emb_w2v "$t/w2v.txt" "$t/w2v-crlf.vec"
seed fuzz_emb_w2vbin "$t/w2v-gensim.bin" "$t/w2v-c.bin"
# a GloVe row that reads as word2vec's 'V d' (the word 2, the value 1e4:
# libFuzzer's find, when GloVe refused such a first line outright)
printf '2 0.1e5 \r\n' > "$t/glove-vd.txt"
# a phrase with a space, as gensim writes it (text and binary)
printf '2 2\nnew york 0.5 -1.25\ncall 3 0.125\n' > "$t/w2v-space.txt"
printf '2 2\nnew york \000\000\000\077\000\000\240\277call \000\000\100\100\000\000\000\076' > "$t/w2v-space.bin"
# lines ended by CR alone (one line, refused); GloVe of d = 1 under a
# row that reads as 'V d'; a word starting with '#'; zero vectors
printf '2 2\rfree 1 0\rcall 0 1\r' > "$t/w2v-cr.vec"
printf 'free 1 0\rcall 0 1\r' > "$t/glove-cr.txt"
printf '2 5\nfree 0.5\ncall 0.25\n' > "$t/glove-d1.txt"
printf '3 2\n#win 1 0\nzero 0 0\nfree 1 1\n' > "$t/w2v-hash.vec"
seed fuzz_emb_w2v "$t/w2v-cr.vec" "$t/glove-d1.txt" "$t/w2v-hash.vec"
seed fuzz_emb "$t/w2v-hash.vec" "$t/glove-d1.txt"
seed fuzz_emb_glove "$t/glove-cr.txt" "$t/glove-d1.txt"
seed fuzz_emb_glove "$t/glove.txt" $D/map-emb.tsv "$t/glove-vd.txt"
seed fuzz_emb_w2v "$t/w2v-space.txt"
seed fuzz_emb_w2vbin "$t/w2v-space.bin"
# the byte order of few values (embfile-bin.c bin_order_check): three of
# 1.13e15 whose swaps are 1.0039 (either order); big-endian -0.0 beside
# 1.0 (-0.0 is zero one way and subnormal the other)
printf '1 3\na \077\200\200\130\077\200\200\130\077\200\200\130\n' > "$t/w2v-e15.bin"
printf '1 4\na \200\000\000\000\200\000\000\000\200\000\000\000\077\200\000\000\n' > "$t/w2v-negzero.bin"
seed fuzz_emb_w2vbin "$t/w2v-e15.bin" "$t/w2v-negzero.bin"
# what a file is when it is no embeddings (embfile-rd.c, embfile-bin.c):
# a numpy.savetxt matrix, big-endian float32, float64 records, a pickle,
# a .npy array; a first line of two numbers that is no header; empty
# lines after word2vec's rows; hexadecimal and past-float32 values
printf '1.5e-01 -2.5e-01\n1e-01 3\n' > "$t/savetxt.txt"
printf '2 2\na \077\200\000\000\100\000\000\000\nb \100\100\000\000\100\200\000\000\n' > "$t/w2v-be.bin"
printf '1 2\na \100\100\100\100\077\200\000\000\n' > "$t/w2v-behalf.bin"
printf '2 2\na \000\000\000\000\000\000\360\077\000\000\000\000\000\000\000\100\nb \000\000\000\000\000\000\010\100\000\000\000\000\000\000\020\100\n' > "$t/w2v-f64.bin"
printf '\200\004\225\100\000\000\000\000\000\000\000\214\035gensim\n' > "$t/kv.pickle"
printf '\223NUMPY\001\000v\000{}\n' > "$t/a.npy"
printf '2.0 2\na 1 2\n' > "$t/glove-20.txt"
printf '2 2\na 1 2\nb 3 4\n\n\nc 5 6\n' > "$t/w2v-blank.vec"
printf 'a 0x10 2\nb 1e39 2\n' > "$t/glove-hex.txt"
seed fuzz_emb "$t/savetxt.txt" "$t/kv.pickle" "$t/a.npy" "$t/glove-20.txt"
# pandas' to_csv() (commas after the index's empty label), to_csv(index=
# False) and to_string() (runs of spaces) of a vectors DataFrame
printf ',0,1\nfree,0.0,0.5\n' > "$t/pd-comma.csv"
printf '0,1\n0.0,0.5\n' > "$t/pd-noindex.csv"
printf '        0     1\nfree  0.0  0.5\n' > "$t/pd-string.txt"
seed fuzz_emb "$t/pd-comma.csv" "$t/pd-noindex.csv" "$t/pd-string.txt"
# pandas' named columns: to_csv's commas, ';' and decimal commas,
# header=False, reset_index()'s integer index, to_string()
printf 'word,d1,d2\nfree,0.25,-0.5\n' > "$t/pd-named.csv"
printf 'word;d1;d2\nfree;0,25;-0,5\n' > "$t/pd-semi.csv"
printf 'free,0.25,-0.5\n' > "$t/pd-nohead.csv"
printf '\tword\td1\td2\n0\tfree\t0.25\t-0.5\n' > "$t/pd-index.tsv"
printf '        d1   d2\nword          \nfree  0.25 -0.5\n' > "$t/pd-string2.txt"
seed fuzz_emb "$t/pd-named.csv" "$t/pd-semi.csv" "$t/pd-nohead.csv" \
    "$t/pd-index.tsv" "$t/pd-string2.txt"
# decimal commas: word2vec text (rows of 8 bytes, binary's 2 float32)
# and GloVe; text rows of a byte no number has, read whole as binary
printf '3 2\nfree 1,25 3,5\ncall 0,75 1,5\nwin 2,25 0,5\n' > "$t/w2v-comma.txt"
printf 'free 1,25 3,5\ncall 0,75 1,5\n' > "$t/glove-comma.txt"
printf '3 2\nfree 1.25 3.;\ncall 0.75 1.;\nwin 2.25 0.;\n' > "$t/w2v-semi.txt"
seed fuzz_emb "$t/w2v-comma.txt" "$t/glove-comma.txt" "$t/w2v-semi.txt"
# decimal commas in a later row (whole numbers before it), in attnkit's
# TSV (util.h ak_commas_row), and in a harmonic count file's count
printf '3 2\nfree 1 3\ncall 0,75 1,5\nwin 2,25 0,5\n' > "$t/w2v-comma3.txt"
printf 'free 1 3\ncall 0,75 1\n' > "$t/glove-comma2.txt"
printf 'word\td1\td2\nfree\t0,1\t-2,5e-1\n' > "$t/tsv-comma.tsv"
seed fuzz_emb "$t/w2v-comma3.txt" "$t/glove-comma2.txt" "$t/tsv-comma.tsv"
seed fuzz_mask "$t/tsv-comma.tsv"
seed fuzz_emb_w2v "$t/w2v-comma3.txt"
# one-digit decimals, read both ways: 6 values of text's bytes (text), 3
# (refused)
printf '2 3\nfree 1.0 2.0 3.0\ncall 0.5 0.5 0.5\n' > "$t/w2v-both6.txt"
printf '1 3\nfree 1.0 2.0 3.0\n' > "$t/w2v-both3.txt"
seed fuzz_emb "$t/w2v-both6.txt" "$t/w2v-both3.txt"
seed fuzz_emb_w2v "$t/w2v-both6.txt" "$t/w2v-both3.txt"
seed fuzz_emb_glove "$t/glove-comma2.txt"
printf '# counts: window=2 weight=harmonic oov=skip\na\tb\t1,5\n' > "$t/counts-comma.cnt"
seed fuzz_counts "$t/counts-comma.cnt"
seed fuzz_emb_w2vbin "$t/w2v-semi.txt"
# an archive or another compressor's file (io-magic.c): zip, xz, zstd and
# bzip2's first bytes; bzip2's ASCII magic then text is text
printf 'PK\003\004\024\000\000\000' > "$t/a.zip"
printf '\375\067\172\130\132\000\000\004' > "$t/a.xz"
printf '\050\265\057\375\044\000\061\000' > "$t/a.zst"
printf 'BZh91AY&SY\321\242\003\004\000\000' > "$t/a.bz2"
printf 'BZh91AY&SY is a word\n' > "$t/bz-text.txt"
seed fuzz_lines "$t/a.zip" "$t/a.xz" "$t/a.zst" "$t/a.bz2" "$t/bz-text.txt"
seed fuzz_emb "$t/a.zip" "$t/a.xz"
# token lines in double quotes (text.c quoted: R's write.table, csv's
# QUOTE_ALL; the tokens alone, QUOTE_NONNUMERIC), and quotes that are no
# CSV field (tokens); a gzip'd header (its fix through zcat)
printf '"ham"\t"free call"\n"spam"\t"win ""big"" now"\n' > "$t/tq.tsv"
printf '1\t"free call"\nham\t"a"b"\n"\tx\n' > "$t/tq2.tsv"
printf 'label\ttext\nham\tfree\n' | gzip > "$t/th.tsv.gz"
seed fuzz_tokens "$t/tq.tsv" "$t/tq2.tsv" "$t/th.tsv.gz"
# other programs' token lines (text-tokline.c): spaCy's '"' tokens,
# gensim's LineSentence, fastText's lines (several labels, a TAB after
# the label), a label and spaces, pandas' index column and header, a
# trailing TAB, two BOMs, a Cyrillic look-alike label
printf 'ham\t" free call "\nspam\t" "\nfree , call\n' > "$t/tk-spacy.tsv"
printf '__label__spam __label__promo win\n__label__ham\tok\nspam  win now\n\n' > "$t/tk-ft.tsv"
printf '\tlabel\ttokens\n0\tspam\twin\n1\tham\tok\t\n\321\225pam\tx\n' > "$t/tk-idx.tsv"
printf '\357\273\277\357\273\277ham\tcat\n' > "$t/tk-bom2.tsv"
seed fuzz_tokens "$t/tk-spacy.tsv" "$t/tk-ft.tsv" "$t/tk-idx.tsv" "$t/tk-bom2.tsv"
# a label with a no-break space, one space after 'spam' (LineSentence)
printf 'spam\302\240\ta\n\342\200\213ham \tb\nspam is c\n\357\273\277x\n' > "$t/tk-nbsp.tsv"
seed fuzz_tokens "$t/tk-nbsp.tsv"
seed fuzz_tokens_split "$t/tk-spacy.tsv" "$t/tk-ft.tsv" "$t/tk-idx.tsv"
# vocabularies by pandas and R (vocabhead.c): CSV, ';', an index column,
# quoted names, row names, no header
printf 'word,count,docs\nfree,2,2\n' > "$t/v-csv.tsv"
printf '"","word","count","docs"\n"1","free",2,2\n' > "$t/v-rcsv.tsv"
printf '\tword\tcount\tdocs\n0\tfree\t2\t2\n' > "$t/v-idx.tsv"
printf 'word\tcount\tdocs\n1\tfree\t2\t2\n' > "$t/v-rn.tsv"
printf 'free\t2\t2\ncall\t1\t1\n' > "$t/v-nohdr.tsv"
seed fuzz_vocab "$t/v-csv.tsv" "$t/v-rcsv.tsv" "$t/v-idx.tsv" "$t/v-rn.tsv" "$t/v-nohdr.tsv"
# JSON Lines: a null text, an array of pieces and links (Telegram's), of
# objects alone
printf '{"label":"ham","text":null}\n{"label":"spam","text":["see ",{"type":"link","text":"x"}]}\n{"label":"ham","text":[{"id":1}]}\n' > "$t/js-null.jsonl"
seed fuzz_corpus_jsonl "$t/js-null.jsonl"
# R's saveRDS (line 1 'X', then its format version 00 00 00 03) and
# save ('RDX3', 'X', then it), CRLF too; 'X' then text: text
printf 'X\n\000\000\000\003\000\004\002\000' > "$t/r.rds"
printf 'RDX3\r\nX\n\000\000\000\002\000' > "$t/r.RData"
printf 'X\nham\thi\n' > "$t/x-text.txt"
seed fuzz_lines "$t/r.rds" "$t/r.RData" "$t/x-text.txt"
# a table in a binary format (io-magic.c dataset): Parquet (both ends,
# and cut), Arrow's file and stream, Feather v1, ORC, HDF5 (its 89 'HDF'
# \r \n: line 1 ends there), pickles, .npy, SQLite, Stata old and new;
# and the same letters then text (no NUL, no control byte: text)
printf 'PAR1\025\004\0250\025.L\025\006\025\004\022\000\000\030PAR1' > "$t/d.parquet"
printf 'PAR1\025\004\0250\025.L' > "$t/cut.parquet"
printf 'ARROW1\000\000\377\377\377\377\360\000' > "$t/d.feather"
printf '\377\377\377\377\360\000\000\000\020\000' > "$t/d.arrow"
printf 'FEA1\000\000\000\000' > "$t/d1.feather"
printf 'ORC\000\021\000' > "$t/d.orc"
printf '\211HDF\r\n\032\n\000\000\000\000' > "$t/d.h5"
printf '\200\005\225\215\002\000\000\000' > "$t/d.pkl"
printf '\200\002cpandas.core.frame\nDataFrame\nq\000' > "$t/d2.pkl"
printf '\223NUMPY\001\000v\000{}' > "$t/d.npy"
printf 'SQLite format 3\000\020\000' > "$t/d.sqlite"
printf 'r\002\001\000\002\000' > "$t/d.dta"
printf '<stata_dta><header><release>118\000' > "$t/d118.dta"
printf 'PAR1 x\nORC\nPAR1\tx\n' > "$t/par-text.txt"
seed fuzz_lines "$t/d.parquet" "$t/cut.parquet" "$t/d.feather" \
    "$t/d.arrow" "$t/d1.feather" "$t/d.orc" "$t/d.h5" "$t/d.pkl" \
    "$t/d2.pkl" "$t/d.npy" "$t/d.sqlite" "$t/d.dta" "$t/d118.dta" \
    "$t/par-text.txt"
seed fuzz_corpus "$t/d.parquet" "$t/d.h5" "$t/par-text.txt"
seed fuzz_emb "$t/d.parquet" "$t/d.pkl" "$t/d.h5"
# zips by their members' names (io-zip.c): openpyxl's .xlsx (first member
# docProps/app.xml), the same with data descriptors (sizes after the
# data), a .docx, an .odt (its stored 'mimetype'), a version-10 header
# whose line 1 ends at 0a, a zip cut in its second header
if [ -x /usr/bin/python3 ]; then
	/usr/bin/python3 - "$t" <<'PYEOF'
import io, sys, zipfile
t = sys.argv[1]
def z(name, members, stream=False):
    buf = io.BytesIO()
    class W(io.RawIOBase):
        def writable(self): return True
        def write(self, b): buf.write(b); return len(b)
    with zipfile.ZipFile(W() if stream else buf, "w", zipfile.ZIP_DEFLATED) as f:
        for m, data in members:
            if stream:
                with f.open(m, "w") as o: o.write(data.encode())
            else:
                f.writestr(m, data, compress_type=zipfile.ZIP_STORED if
                    m == "mimetype" else zipfile.ZIP_DEFLATED)
    open(t + "/" + name, "wb").write(buf.getvalue())
ox = [("docProps/app.xml", "<a/>" * 50), ("xl/worksheets/sheet1.xml", "<s/>")]
z("ox.xlsx", ox)
z("oxs.xlsx", ox, stream=True)
z("w.docx", [("[Content_Types].xml", "<T/>"), ("word/document.xml", "<d/>")])
z("t.odt", [("mimetype", "application/vnd.oasis.opendocument.text"), ("c", "")])
PYEOF
	head -c 60 "$t/ox.xlsx" > "$t/ox-cut.zip"
	seed fuzz_lines "$t/ox.xlsx" "$t/oxs.xlsx" "$t/w.docx" "$t/t.odt" \
	    "$t/ox-cut.zip"
	seed fuzz_corpus "$t/ox.xlsx" "$t/oxs.xlsx"
fi
printf 'PK\003\004\012\000\000\000\000\000h@\207]\205l9\212\056\000\000\000\056\000\000\000\010\000\000\000mimetypeapplication/vnd.oasis.opendocument.spreadsheetPK\001\002' > "$t/v10.ods"
seed fuzz_lines "$t/v10.ods"
# 7-Zip, RAR 4 and 5, lz4 and compress's first bytes; tar archives by
# their header after line 1's NUL (io-magic.c ak_reader_tar): ustar's
# magic (tar's default, gzip'd too) and v7's checksum
printf '7z\274\257\047\034\000\004' > "$t/a.7z"
printf 'Rar!\032\007\000\317' > "$t/a.rar"
printf 'Rar!\032\007\001\000' > "$t/a5.rar"
printf '\004\042\115\030\144\100\247\n' > "$t/a.lz4"
printf '\037\235\220\141\n' > "$t/a.Z"
printf '3 2\nfoo 0.1 0.2\n' > "$t/v.txt"
(cd "$t" && tar cf a.tar v.txt && tar --format=v7 -cf a7.tar v.txt &&
    gzip -c a.tar > a.tar.gz)
seed fuzz_lines "$t/a.7z" "$t/a.rar" "$t/a5.rar" "$t/a.lz4" "$t/a.Z" \
    "$t/a.tar" "$t/a7.tar" "$t/a.tar.gz"
seed fuzz_emb "$t/a.tar.gz"
# PK 03 04 and 'ustar' at byte 257: a zip (its magic first), not a tar
{ printf 'PK\003\004\024\000\010\000'; head -c 249 /dev/zero; printf 'ustar\000'; head -c 249 /dev/zero; } > "$t/zip-ustar.bin"
seed fuzz_lines "$t/zip-ustar.bin"
seed fuzz_emb_glove "$t/savetxt.txt" "$t/glove-20.txt" "$t/glove-hex.txt"
seed fuzz_emb_w2vbin "$t/w2v-be.bin" "$t/w2v-behalf.bin" "$t/w2v-f64.bin"
# the byte order's shares (16 values: 9 ordinary little-endian, 16
# byte-swapped, either order) and a big-endian record whose first bytes
# read as a text row ('w0 B' then a newline: 34.56 is 42 0a 3d 71)
{ printf '1 16\na '; i=0; while [ $i -lt 9 ]; do printf '\100\100\100\100'; i=$((i + 1)); done
  while [ $i -lt 16 ]; do printf '\077\200\000\000'; i=$((i + 1)); done; printf '\n'; } > "$t/w2v-either.bin"
printf '2 3\nw0 \102\012\075\161\302\020\000\000\102\100\000\000\nw1 \077\200\000\000\100\000\000\000\100\100\000\000\n' > "$t/w2v-be-text.bin"
seed fuzz_emb_w2vbin "$t/w2v-either.bin" "$t/w2v-be-text.bin"
# words in quotes read from a binary file ('"the"', '"cat"'): written
# back as attnkit's TSV, they are the words (the provenance line first),
# not R's quoting
printf '2 2\n"the" 0.1 0.2\n"cat" 0.3\0370.4\n' > "$t/w2v-quoted.bin"
seed fuzz_emb_w2vbin "$t/w2v-quoted.bin"
# test 3 of the byte order (embfile-bin.c emb_order_verdict): 16 values
# of 1e-12 big-endian (one value repeated, either order) and of 3.16e-15
# and 6.32e-15 big-endian (one mantissa, either order)
{ printf '1 16\na '; i=0; while [ $i -lt 16 ]; do printf '\053\214\274\314'; i=$((i + 1)); done; printf '\n'; } > "$t/w2v-one.bin"
{ printf '1 16\na '; i=0; while [ $i -lt 8 ]; do printf '\047\143\263\266\047\343\263\266'; i=$((i + 1)); done; printf '\n'; } > "$t/w2v-mant.bin"
seed fuzz_emb_w2vbin "$t/w2v-one.bin" "$t/w2v-mant.bin"
seed fuzz_emb "$t/w2v-either.bin" "$t/w2v-be-text.bin"
seed fuzz_emb_w2v "$t/w2v-blank.vec"
# a header's count of 3.3e18 words: the first room was count × row
# bytes, which wrapped past the budget check (libFuzzer's find)
printf '3333333333333333332 2\nfree \000\000\200\077\000\000\000\100\n' > "$t/w2v-count.bin"
seed fuzz_emb_w2vbin "$t/w2v-count.bin"
# fastText's .bin (fasttext.h): dim 2, bucket 3, minn 1, maxn 2, the words
# 'ab' and 'c', the input matrix 5 x 2, the output 2 x 2; and gzip'd
printf '\272\026\117\057\014\000\000\000\002\000\000\000\005\000\000\000\001\000\000\000\001\000\000\000\005\000\000\000\001\000\000\000\002\000\000\000\002\000\000\000\003\000\000\000\001\000\000\000\002\000\000\000\144\000\000\000\055\103\034\353\342\066\032\077\002\000\000\000\002\000\000\000\000\000\000\000\012\000\000\000\000\000\000\000\377\377\377\377\377\377\377\377\141\142\000\005\000\000\000\000\000\000\000\000\143\000\003\000\000\000\000\000\000\000\000\000\005\000\000\000\000\000\000\000\002\000\000\000\000\000\000\000\000\000\000\077\000\000\200\277\000\000\000\100\000\000\200\076\000\000\200\077\000\000\200\077\000\000\000\300\000\000\000\000\000\000\000\076\000\000\100\100\000\002\000\000\000\000\000\000\000\002\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000' > "$t/ft-small.bin"
gzip -c "$t/ft-small.bin" > "$t/ft-small.bin.gz"
seed fuzz_emb_fasttext "$t/ft-small.bin" "$t/ft-small.bin.gz"
# a dictionary header promising 2^31 - 1 words in a file of a few bytes
# (libFuzzer's find: their room was asked before the first word)
{ head -c 64 "$t/ft-small.bin"
  printf '\377\377\377\177\377\377\377\177\000\000\000\000'
  tail -c +77 "$t/ft-small.bin"; } > "$t/ft-promise.bin"
seed fuzz_emb_fasttext "$t/ft-promise.bin"
# damaged headers: a version of 99, a dim of -3 (said at their bytes)
{ head -c 4 "$t/ft-small.bin"; printf 'c\000\000\000'
  tail -c +9 "$t/ft-small.bin"; } > "$t/ft-version.bin"
{ head -c 8 "$t/ft-small.bin"; printf '\375\377\377\377'
  tail -c +13 "$t/ft-small.bin"; } > "$t/ft-dim.bin"
seed fuzz_emb_fasttext "$t/ft-version.bin" "$t/ft-dim.bin"
# the model read to its end: cut in its output matrix, a byte past it
head -c $(($(wc -c < "$t/ft-small.bin") - 4)) "$t/ft-small.bin" > "$t/ft-cutout.bin"
{ cat "$t/ft-small.bin"; printf x; } > "$t/ft-more.bin"
seed fuzz_emb_fasttext "$t/ft-cutout.bin" "$t/ft-more.bin"
# GloVe's first row with a value of 64 digits and more (detection read a
# 64-byte copy); a token line that ends in another file's first line
printf 'call 0.5 0.%s1
free 1 2
' 00000000000000000000000000000000000000000000000000000000000000000000 > "$t/glove-long.txt"
seed fuzz_emb_glove "$t/glove-long.txt"
seed fuzz_emb "$t/glove-long.txt"
printf 'ham\tcall f# sms-vocab -t t (attnkit 0.1.0)\nspam\tfree\n' > "$t/tok-glued.tsv"
seed fuzz_tokens "$t/tok-glued.tsv"
printf 'query\tfree\tcall\ton\nfree\t1\t0\t1\ncall\t0\t0\t0\non\t1\t1\t1\n' > "$t/mask.tsv"
printf '# causal\nquery\ta\tb\tc\na\t1\t0\t0\nb\t1\t1\t0\nc\t1\t1\t1\n' > "$t/causal.tsv"
printf '# ppmi-svd --count -o c.cnt t (attnkit 0.1.0)\n# counts: window=4\ncall\tfree\t3\n' > "$t/mask-cnt.tsv"
printf '1.0e+00 0.0e+00\n0.0e+00 1.0e+00\n' > "$t/mask-savetxt.txt"
seed fuzz_mask "$t/mask.tsv" "$t/causal.tsv" "$t/mask-cnt.tsv" "$t/mask-savetxt.txt" $D/sms-small.vocab
seed fuzz_text $D/map-tokens.tsv $D/sms-small.tokens
printf 'free call on\n' > "$t/text.txt"
# a no-break space, a zero-width space and a control byte inside words
# (15e-M4: shown escaped in the messages)
printf 'free\302\240call on\342\200\213x \001y\n' > "$t/text-blank.txt"
seed fuzz_text "$t/text.txt" "$t/text-blank.txt"
seed fuzz_tokens $D/train-corpus.tsv $D/sms-small.tokens
seed fuzz_tokens_split $D/train-corpus.tsv $D/sms-small.tokens "$t/quoted.tsv" "$t/bom.tsv" "$t/lines.txt" "$t/cut.tsv"
# the tokenizer of every script: a first byte of flags (8: unicode, 9:
# unicode,html, 16: keepcase) before the text
{ printf '\010'; cat $D/lesson.ru.txt; } > "$t/utok-ru"
printf '\011Straße ΣΟΦΟΣ İstanbul &#1046;УК cafe\314\201 注意力 \355\240\200 x\303' > "$t/utok-mixed"
printf '\020MobileUpd8 CAFÉ e-mail &lt;#&gt;' > "$t/utok-ascii"
seed fuzz_utok "$t/utok-ru" "$t/utok-mixed" "$t/utok-ascii"
"$BIN/sms-vocab" --min-count 2 -o "$t/counts.v" $D/sms-small.tsv 2>/dev/null
"$BIN/ppmi-svd" --count -v "$t/counts.v" -o "$t/counts.cnt" $D/sms-small.tokens 2>/dev/null
"$BIN/ppmi-svd" --count -v "$t/counts.v" -w 3 --weight harmonic -o "$t/counts-h.cnt" $D/sms-small.tokens 2>/dev/null
# with their end lines: a shard, shards sorted together (an end line
# each, inside the stream), one cut short (refused), one made by hand
head -n 5 $D/sms-small.tokens > "$t/c1.tok"
tail -n +6 $D/sms-small.tokens > "$t/c2.tok"
"$BIN/ppmi-svd" --count -v "$t/counts.v" -o "$t/c1.cnt" "$t/c1.tok" 2>/dev/null
"$BIN/ppmi-svd" --count -v "$t/counts.v" -o "$t/c2.cnt" "$t/c2.tok" 2>/dev/null
sort -m -t '	' -k1,2 "$t/c1.cnt" "$t/c2.cnt" > "$t/counts-sorted.cnt"
sed '$d' "$t/counts.cnt" > "$t/counts-cut.cnt"
printf 'a\tb\t1\na\tc\t2\n' > "$t/counts-hand.cnt"
# the same end line twice: a shard sorted with its copy (refused), and
# joined to it by cat (not sorted, said as files joined)
LC_ALL=C sort "$t/c1.cnt" "$t/c1.cnt" > "$t/counts-twice.cnt"
cat "$t/c1.cnt" "$t/c1.cnt" > "$t/counts-cat.cnt"
seed fuzz_counts "$t/counts.cnt" "$t/counts-h.cnt" "$t/counts-sorted.cnt" \
    "$t/counts-cut.cnt" "$t/counts-hand.cnt" "$t/counts-twice.cnt" \
    "$t/counts-cat.cnt"
# binary count files (counts-bin.c): a shard, flat and harmonic, with
# contexts, the binary merge of two shards, one cut short
"$BIN/ppmi-svd" --count --count-format binary -v "$t/counts.v" -o "$t/bin.cnt" $D/sms-small.tokens 2>/dev/null
"$BIN/ppmi-svd" --count --count-format binary -v "$t/counts.v" -w 3 --weight harmonic -o "$t/bin-h.cnt" $D/sms-small.tokens 2>/dev/null
sed -n '1,2p;4,8p' "$t/counts.v" > "$t/counts.ctx"
"$BIN/ppmi-svd" --count --count-format binary -v "$t/counts.v" --contexts "$t/counts.ctx" -o "$t/bin-ctx.cnt" $D/sms-small.tokens 2>/dev/null
"$BIN/ppmi-svd" --count --count-format binary -v "$t/counts.v" -o "$t/bin1.cnt" "$t/c1.tok" 2>/dev/null
"$BIN/ppmi-svd" --count --count-format binary -v "$t/counts.v" -o "$t/bin2.cnt" "$t/c2.tok" 2>/dev/null
"$BIN/ppmi-svd" --count --from-counts --count-format binary -o "$t/bin-merged.cnt" "$t/bin1.cnt" "$t/bin2.cnt" 2>/dev/null
head -c 200 "$t/bin.cnt" > "$t/bin-cut.cnt"
# a header that claims 2^28 context words (libFuzzer's out-of-memory
# find, when the word pointers were allocated before the bytes said how
# many words there could be)
cp "$t/bin.cnt" "$t/bin-many.cnt"
printf '\000\000\000\020' | dd of="$t/bin-many.cnt" bs=1 seek=28 conv=notrunc 2> /dev/null
# gzip'd and cut in its cells (the message says zlib's word and the cells)
gzip -c "$t/bin.cnt" > "$t/bin.cnt.gz"
head -c $(($(wc -c < "$t/bin.cnt.gz") / 2)) "$t/bin.cnt.gz" > "$t/bin-gzcut.cnt"
seed fuzz_counts_bin "$t/bin.cnt" "$t/bin-h.cnt" "$t/bin-ctx.cnt" \
    "$t/bin-merged.cnt" "$t/bin-cut.cnt" "$t/bin-many.cnt" \
    "$t/bin-gzcut.cnt"
# sketch files (sketch.h): a whole run of two ranks leaves the hellos
# and the coordinator's last file (the end); rank 1 of two alone, given
# that run's rank-0 hello, writes its hello and its sums (round 1), then
# stops at the abort
mkdir -p "$t/sk" "$t/sk2"
"$BIN/ppmi-svd" -q --svd-rank 1/2 --svd-dir "$t/sk2" --svd-timeout 60 -v "$t/counts.v" \
    --from-counts --solver sparse -d 2 "$t/bin.cnt" 2>/dev/null &
sk=$!
"$BIN/ppmi-svd" -q --svd-rank 0/2 --svd-dir "$t/sk2" --svd-timeout 60 -v "$t/counts.v" \
    --from-counts --solver sparse -d 2 -o "$t/sk2/e" "$t/bin.cnt" 2>/dev/null
wait $sk
cp "$t/sk2/hello.0" "$t/sk/hello.0"
"$BIN/ppmi-svd" -q --svd-rank 1/2 --svd-dir "$t/sk" --svd-timeout 60 -v "$t/counts.v" \
    --from-counts --solver sparse -d 2 "$t/bin.cnt" 2>/dev/null &
sk=$!
n=0
# (until its sums are written, or it has ended: without the tool, at once)
while [ ! -f "$t/sk/r1.1" ] && kill -0 $sk 2>/dev/null && [ $n -lt 3000 ]; do
	sleep 0.01; n=$((n + 1))
done
: > "$t/sk/abort"
wait $sk || :
seed fuzz_sketch "$t/sk/hello.1" "$t/sk/r1.1" "$t"/sk2/r*.c
# the hellos' texts (past the 64-byte header), two to an input split at
# a NUL: the same run's pair, and pairs where rank 1 has another --neg,
# another count file's size, a line more
tail -c +65 "$t/sk2/hello.0" > "$t/h0" 2>/dev/null || :
tail -c +65 "$t/sk2/hello.1" > "$t/h1" 2>/dev/null || :
{ cat "$t/h0"; printf '\000'; cat "$t/h1"; } > "$t/hello-pair"
{ cat "$t/h0"; printf '\000'; sed 's/^--neg .*/--neg 2/' "$t/h1"; } > "$t/hello-neg"
{ cat "$t/h0"; printf '\000'; sed 's/^\(count [0-9]*\) [0-9]*/\1 7/' "$t/h1"; } > "$t/hello-count"
{ cat "$t/h0"; printf '\000'; cat "$t/h1"; printf 'extra 1\tnote\n'; } > "$t/hello-more"
seed fuzz_hello "$t/hello-pair" "$t/hello-neg" "$t/hello-count" "$t/hello-more"
# block files of --rows (counts-block.c): the count files and their blocks
for i in 1 2 3; do
	"$BIN/ppmi-svd" --count --from-counts --rows $i/3 -o "$t/block$i.cnt" \
	    "$t/counts.cnt" 2>/dev/null
done
# a row whose cells sum to 0: a row of the blocks' ranges, no count line
printf 'Free\tOn\t1.0\nzebra\tcall\t0\n' > "$t/counts-zero.cnt"
# the seek's cases (counts-seek.c): a row across the byte bounds, CRLF,
# a row out of order, comments between rows
printf 'a\tx\t1\nb\tx\t1\nb\ty\t2\nb\tz\t3\nc\tx\t1\n' > "$t/counts-rows.cnt"
printf 'a\tx\t1\r\nb\tx\t1\r\nb\ty\t2\r\nc\tx\t1\r\n' > "$t/counts-crlf.cnt"
printf 'a\tx\t1\nb\tx\t1\nd\tx\t1\nc\tx\t1\ne\tx\t1\n' > "$t/counts-unsorted.cnt"
printf '# x\na\tx\t1\n# y\nb\tx\t1\n# z\nc\tx\t1\n# end\n' > "$t/counts-comments.cnt"
# two blocks joined with cat (13b-M7: a second block line after an end line)
cat "$t/block1.cnt" "$t/block2.cnt" > "$t/blocks-cat.cnt"
# words in CSV's quotes, the counts not (13b-M12: pandas' QUOTE_NONNUMERIC)
printf '"a"\t"x"\t1\n"b"\t"x"\t2\n' > "$t/counts-quoted.cnt"
seed fuzz_blocks "$t/counts.cnt" "$t/counts-sorted.cnt" "$t/counts-hand.cnt" \
    "$t/block1.cnt" "$t/block2.cnt" "$t/block3.cnt" "$t/counts-zero.cnt" \
    "$t/counts-rows.cnt" "$t/counts-crlf.cnt" "$t/counts-unsorted.cnt" \
    "$t/counts-comments.cnt" "$t/counts-cut.cnt" "$t/blocks-cat.cnt" \
    "$t/counts-quoted.cnt"
"$BIN/attn-train" -e $D/train-emb.tsv --epochs 5 --save "$t/spam-model.tsv" \
    -o /dev/null $D/train-corpus.tsv 2>/dev/null
# the file's own fingerprint (file_hash_hi/lo, 14e-W2): an edited seed is
# refused by it, the same file without the rows (made by hand) loads
sed 's/^seed\t.*/seed\t7/' "$t/spam-model.tsv" > "$t/spam-edited.tsv"
grep -v '^file_hash_' "$t/spam-edited.tsv" > "$t/spam-nofile.tsv"
# a seed above 2^53 - 1 kept by seed_lo (15e-W3)
"$BIN/attn-train" -e $D/train-emb.tsv --epochs 1 -s 9007199254740993 \
    --save "$t/spam-seedlo.tsv" -o /dev/null $D/train-corpus.tsv 2>/dev/null
seed fuzz_spam_model "$t/spam-model.tsv" "$D/model-1898f40-pool.tsv" \
    "$t/spam-edited.tsv" "$t/spam-nofile.tsv" "$t/spam-seedlo.tsv"
"$BIN/attn-train" -e $D/train-emb.tsv --model block --heads 2 --epochs 2 \
    --save "$t/block-pre.tsv" -o /dev/null $D/train-corpus.tsv 2>/dev/null
"$BIN/attn-train" -e $D/train-emb.tsv --model block --layers 2 --heads 2 \
    --norm post --mlp 0 --pe rope --train-embeddings --epochs 2 \
    --save "$t/block-post.tsv" -o /dev/null $D/train-corpus.tsv 2>/dev/null
# (and files saved before the order-free fingerprints: emb_hash alone,
# corpus_hash by row)
# weights each within 1e100 whose forward pass overflows, no file_hash
# (15e-C1: refused by the bound)
awk -F'\t' 'BEGIN { OFS = "\t" } /^file_hash/ { next }
    $1 ~ /(Wqkv|W1|W2|Wo)\./ { $2 = "9e99" } { print }' "$t/block-pre.tsv" \
    > "$t/block-huge.tsv"
seed fuzz_block_model "$t/block-pre.tsv" "$t/block-post.tsv" \
    "$t/spam-model.tsv" "$D/model-1898f40-block.tsv" \
    "$D/model-1898f40-blockte.tsv" "$t/block-huge.tsv"
for p in none sin rope rel; do
	"$BIN/attn-train" addr train --pos $p --pairs 2-4 --keys 8 --values 4 \
	    --dim 4 --dk 2 --steps 2 --quiet -o "$t/addr-$p.tsv" 2>/dev/null
done
# (its file_hash: pos edited, refused; a row after it)
awk 'BEGIN { FS = OFS = "\t" } $1 == "pos" { $4 = 1 } { print }' \
    "$t/addr-none.tsv" > "$t/addr-edited.tsv"
{ cat "$t/addr-none.tsv"; printf 'WQ\t0\t0\t1\n'; } > "$t/addr-after.tsv"
seed fuzz_addr_model "$t"/addr-*.tsv
"$BIN/attn-train" addr train --model block --heads 2 --mlp 4 --pairs 2-4 \
    --keys 8 --values 4 --dim 4 --steps 2 --quiet -o "$t/ablock-pre.tsv" \
    2>/dev/null
"$BIN/attn-train" addr train --model block --layers 2 --heads 2 --mlp 0 \
    --norm none --residual off --pe rope --pool mean --pairs 2-4 --keys 8 \
    --values 4 --dim 4 --steps 2 --quiet -o "$t/ablock-none.tsv" 2>/dev/null
awk 'BEGIN { FS = OFS = "\t" } $1 == "heads" { $4 = 1 } { print }' \
    "$t/ablock-pre.tsv" > "$t/ablock-edited.tsv"
seed fuzz_addr_block "$t"/ablock-*.tsv "$t/addr-none.tsv"
"$BIN/attn-train" addr gen --count 2 --pairs 2-4 --keys 8 --values 4 --dup 0.5 \
    -o "$t/addr-set.tsv" 2>/dev/null
seed fuzz_addr_set "$t/addr-set.tsv"
# a model trained on an instance file (its data_hash rows), one of them
# alone; a file of before the two file_hash rows (one row, 53 bits); a
# block of 4 layers without LayerNorm, its weights at the cap (within
# the forward pass's bound: read, finite)
"$BIN/attn-train" addr train --keys 8 --values 4 --dim 4 --dk 2 --steps 2 \
    --quiet -o "$t/addr-data.tsv" "$t/addr-set.tsv" 2>/dev/null
grep -v '^data_hash	1	' "$t/addr-data.tsv" > "$t/addr-data-half.tsv"
awk 'BEGIN { FS = OFS = "\t" } $1 == "file_hash" && $2 == 0 { h = $4; next }
    $1 == "file_hash" { n = h * 2097152 + int($4 / 2048)
    printf "file_hash\t0\t0\t%.0f\n", n; next } { print }' \
    "$t/addr-data.tsv" > "$t/addr-old.tsv"
seed fuzz_addr_model "$t/addr-data.tsv" "$t/addr-data-half.tsv" \
    "$t/addr-old.tsv"
"$BIN/attn-train" addr train --model block --layers 4 --heads 2 --mlp 4 \
    --norm none --keys 8 --values 4 --dim 4 --steps 2 --quiet \
    -o "$t/ablock-4.tsv" "$t/addr-set.tsv" 2>/dev/null
awk 'BEGIN { FS = OFS = "\t" } $1 ~ /^l[0-9]+\.(Wqkv|Wo|W1|W2)$/ { $4 = 1e6 }
    $1 != "file_hash" { print }' "$t/ablock-4.tsv" > "$t/ablock-big.tsv"
seed fuzz_addr_block "$t/ablock-4.tsv" "$t/ablock-big.tsv"
printf '# pairs\nfree\tcall\t3\nFree\tOn\t1.5\nzebra\tcall\t9\n' > "$t/pairs.tsv"
printf ': s\nfree call on nokia\nFree Call On Free\n: t\nfree free free free\n' > "$t/questions.txt"
# a header row not commented (refused, its sed named); a first 'nan'
printf 'Word 1\tWord 2\tHuman (mean)\nfree\tcall\t3\n' > "$t/pairs-hdr.tsv"
printf 'free\tcall\tnan\n' > "$t/pairs-nan.tsv"
printf 'Word 1,Word 2,Human (mean)\nfree,call,7.5\n' > "$t/ws.csv"
seed fuzz_evalsets "$t/ws.csv"
seed fuzz_evalsets "$t/pairs.tsv" "$t/questions.txt" "$t/pairs-hdr.tsv" \
    "$t/pairs-nan.tsv"
# pairs as users edit them (evalsets.c sim_wide, sim_fields): TABs at the
# end, a 4th column of data, spaces around a score, a decimal comma
printf 'free\tcall\t6.77\t\t\nfree\tnow\t1.5\t\t\n' > "$t/pairs-tab.tsv"
printf 'free\tcall\t6.77\t1\n' > "$t/pairs-four.tsv"
printf 'free\tcall\t 6.77 \nfree\tnow\t6,5\n' > "$t/pairs-edit.tsv"
seed fuzz_evalsets "$t/pairs-tab.tsv" "$t/pairs-four.tsv" "$t/pairs-edit.tsv"
# SimVerb-3500's 5 columns, no header: a number after the third field
printf 'free\tcall\tV\t6.81\tSYNONYMS\nfree\tnow\tV\t1.5\t2\n' > "$t/pairs-simverb.tsv"
printf 'a,b,c,d\nfree,call,now,free\n' > "$t/questions.csv"
seed fuzz_evalsets "$t/pairs-simverb.tsv" "$t/questions.csv"
# inputs the fuzzers found: UTF-32LE-like NULs at an odd offset in a
# later stretch (the encoding hint went by the stretch's offset, not the
# file's); a GloVe row of one value 1e35, written as word2vec-bin and read back
printf '%s' 'IyBzbXMtdm9jYWIgLS1taW4tY291bnQgMiAtbyAvdG1wL3RtcC5qZ3NIQkNrTksxL2NvdW50cy52IHRlc3RzL2RhdGEvc20gMC4xLjApCndvcmRudCAyIC1vIC90aGFtCXRleHQzMwpoKmFtCWhlbGxvCiNjeP///3NwYWgAAABhAAAAbQAAAAkAAABmAAAAcgAAAGUAAABlAG0ACQAKeAoAAAAzCnQJY291bnQJZG9jcwpmcmVlCTgJMwp0bwkzCTMKdQkzCTIKY2xhaW0JMgmyCmhlCTIJMQo=' | base64 -d > "$t/split-utf32.tok"
seed fuzz_tokens_split "$t/split-utf32.tok"
# another tool's file (a count block's provenance line) with invalid UTF-8
# in its line-2 comment: the split reader's look at the head refused by the
# provenance line, where one reader stops at line 2's UTF-8 first; and an
# OLE2 (.xls) magic, which the line reader names and its model did not
printf '%s' 'IyBwcG1pLXN2ZCAtLWNvdW50IC0tZnJvbS1jb3VudHMgLS1yb3dzIDMvMyAtbyAvdG1wL3RtcC45b0xZVzIyb204L2Jsb2NrMy5jbnQgL3RtcC90bXAuOW9MWVcyMm9tOC9jb3VudHMuY250IChhdHRua2l0IDAuMS4wKQojIGNvdW50czogd2luZG93PTQgd2VpZ2h0PWZsYXQgb292PXNraXAgcm93cz0xMTplODxlMDI4NmVlMWZjMv//////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////YzQgY29udGV4dHM9cm93cwojIGJsb2NrOiAzLzMgYnl0ZXM9NjgyLTg5MyBvZiA4OTMgc291cmNlcz04ZmY3YWUxYjQ2NDlmODdmCnNheQlzYXkJMgpzYXkJdQk0CnRvCWNhbGwJMgp0bwljbGFpbQkyCnRvCWZyZWUJMwp0bwloZQkyCnRvCW5vdwkxCnRvCXByaXplCTIKdG8JeW91cgkyCnUJc2F5CTQKdQl1CTIKeW91cgljYWxsCTMKeW91cgljbGFpbQkyCnlvdXIJZnJlZQkzCnlvdXIJbm93CTEKeW91cglwcml6ZQkyCnlvdXIJdG8JMgojIGNvbHVtbgljYWxsCTUKIyBjb2x1bW4JY2xhaW0JNAojIGNvbHVtbglmcmVlCTYKIyBjb2x1bW4JaGUJMgojIGNvbHVtbglub3cJMgojIGNvbHVtbglwcml6ZQk0CiMgY29sdW1uCXNheQk2CiMgY29sdW1uCXRvCTIKIyBjb2x1bW4JdQk2CiMgY29sdW1uCXlvdXIJMgojIHNvdXJjZTogMS8xIGJ5dGVzPTY4Mi04OTMgb2YgODkzIGxpbmVzPTE4IGNlbGxzPTE3IGNoZWNrPTY4NjczNzFhNjc1MjRjZDAgZW5kcz0xIGVuZGNlbGxzPTU2IGVuZGNoZWNrPTU5MTU0NzhlYmYyMGRiM2Ugc2V0dGluZ3M9MCAvdG1wL3RtcC45b0xZVzIyb204L2NvdW50cy5jbnQKIyBlbmQ6IGNlbGxzPTE3IGNoZWNrPTY4NjczNzFhNjc1MjRjZDAK' | base64 -d > "$t/split-prov-utf8.tok"
seed fuzz_tokens_split "$t/split-prov-utf8.tok"
printf '%s' '0M8R4KGxGuEnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJycnJzQKZm9vIDAuMSAwLjIK' | base64 -d > "$t/ole2.txt"
seed fuzz_lines "$t/ole2.txt"
# a zip whose line 1 holds its first NUL past byte 512: the member's name
# was asked only of a NUL before 512 (the tar header's), the model says zip
printf '%s' 'UEsDBBQINjY2NtC80YMg0XbQviDRgdGC0L7Qu9C+0LwsINCwINC90LUg0SDRgdC70L7QstCw0LzQuP////+10YHQutC+0LvRjNC60L4g0L/QvtC30LjQvdGP0LnRgtC1IMKr0YHQstC+0LHQvtC00LXQvcK7INC90LAgwqvQ0L3QvtC6INGI0LjRJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUUCDY2NjbQvNGDINF20L4g0YHRgtC+0LvQvtC8LCDQsCDQvdC1INEg0YHQu9C+0LLQsNC80Lj/////tdGB0LrQvtC70YzQutC+INC/0L7Qt9C40L3Rj9C50YLQtSDCq9GB0LLQvtCx0L7QtNC10L3CuyDQvdCwIMKr0NC90L7QuiDRiNC40SUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSWTJSWA0LUg0Y3QutGA0LDQvdCzsCDigJQg0L/RgNC+0LLQfVwhXGxlZnQoXGZyYWN7UUteXHRvcH17NjY2NjY2NjY2NjY2NjY2NjYABP7/NjY2NjY2NjY2NjY2NjY2NjY2NjY2wDY2NjY2NjYzMzMzMzMzMzMzMzIAAABo+fU2JSUlJSUlJSUlJSWTJSWA0LUg0Y3QutGA0LDQvdCzsCDigJQg0L/RgNC+0LLQfVwhXGxlZnQoXGZyYWN7UUteXHRvcH17NjY2NjY2NjY2NjY2NjY2NjYABP7/NjY2NjY2NjY2NjY2NjY2NjY2NjY2wDY2NjY2NjYzMzMzMzMzMzMzMzIAAABo+fU2NiYmUEsA' | base64 -d > "$t/zip-late-nul.bin"
seed fuzz_lines "$t/zip-late-nul.bin"
printf '2 0.1e36\r\n' > "$t/glove-1e35.txt"
seed fuzz_emb_glove "$t/glove-1e35.txt"
# a header and no line 2 ('33 2', '2 2' without its newline): the
# decimal-comma check of line 2 was given no line (memchr of NULL, UBSan)
printf '33 2\n' > "$t/hdr-only.txt"
printf '2 2' > "$t/hdr-only-nonl.txt"
printf '210\n' > "$t/hdr-one.txt"
# and every file of the other readers: a file given in the wrong place is
# other writers' layouts (pass 11): CSV-quoted words (pandas' QUOTE_MINIMAL
# '""""', R's every word quoted), pandas' 'word 0 1 2' header, a first
# word holding a space, R's write.table headers, pandas' to_json, a
# spreadsheet's trailing TAB and blank rows, a byte-order mark at line 2,
# a count file cut of its provenance line, gensim's binary word 'a<TAB>b'
printf 'word\td1\td2\nthe\t0.1\t0.2\n""""\t0.3\t0.4\n' > "$t/pd-quoted.tsv"
printf '"the" 0.1 0.2\n"cat" 0.3 0.4\n' > "$t/r-quoted.txt"
printf 'the 0.1 0.2\n"new york" 0.3 0.4\n"say""" 0.5 0.6\n' > "$t/pd-quoted.txt"
printf 'word 0 1 2\nthe 0.1 0.2 0.3\n' > "$t/pd-label.txt"
printf 'new york 0.1 0.2\nthe 0.1 0.2\n' > "$t/spaced1.txt"
printf '"V1" "V2"\n"the" 0.1 0.2\n' > "$t/r-v.txt"
printf '""\t"d1"\t"d2"\n"the"\t0.1\t0.2\n' > "$t/r-na.tsv"
printf '{"d1":{"the":0.1},"d2":{"the":0.2}}' > "$t/pd.json"
printf 'word\td1\td2\t\r\nthe\t0.1\t0.2\t\r\n\t\t\r\n' > "$t/ss-tab.tsv"
printf 'the 0.1 0.2\n\357\273\277dog 0.5 0.6\n' > "$t/bom2.txt"
printf 'word\td1\td2\nthe\t0.1\t0.2\n\357\273\277dog\t0.5\t0.6\n' > "$t/bom2.tsv"
printf '# counts: window=4 weight=flat oov=skip\na\ta\t6\n' > "$t/counts-cut.cnt"
printf '3 2\nthe \315\314\314\075\315\314\114\076a\tb \232\231\231\076\315\314\314\076c \000\000\000\077\232\231\031\077' > "$t/w2v-tab.bin"
seed fuzz_emb "$t/pd-quoted.tsv" "$t/r-quoted.txt" "$t/pd-quoted.txt" \
    "$t/pd-label.txt" "$t/spaced1.txt" "$t/r-v.txt" "$t/r-na.tsv" \
    "$t/pd.json" "$t/ss-tab.tsv" "$t/bom2.txt" "$t/bom2.tsv" \
    "$t/counts-cut.cnt" "$t/w2v-tab.bin"
seed fuzz_emb_glove "$t/r-quoted.txt" "$t/pd-quoted.txt" "$t/pd-label.txt" \
    "$t/bom2.txt"
seed fuzz_emb_w2vbin "$t/w2v-tab.bin"
seed fuzz_vocab "$t/pd-quoted.tsv" "$t/bom2.tsv"
seed fuzz_mask "$t/ss-tab.tsv" "$t/bom2.tsv"
printf 'word\tcontext\tcount\na\tb\t3\n' > "$t/counts-pdhead.cnt"
printf 'a,b,3\nb,a,3\n' > "$t/counts-csv.cnt"
printf 'a\tb\t3\n\357\273\277b\ta\t3\n' > "$t/counts-bom.cnt"
seed fuzz_counts "$t/counts-pdhead.cnt" "$t/counts-csv.cnt" "$t/counts-bom.cnt"
printf 'the\tdog\t3\n\357\273\277the\tsat\t5\n' > "$t/pairs-bom.tsv"
printf '"the"\t"dog"\t3\nthe\t""""\t5\n' > "$t/pairs-quoted.tsv"
printf '"the" "dog" "sat" "the"\n' > "$t/questions-quoted.txt"
seed fuzz_evalsets "$t/pairs-bom.tsv" "$t/pairs-quoted.tsv" \
    "$t/questions-quoted.txt"
# pass 12's first lines of other writers (embfile-head.c, filekind.c's
# R headers, table-head.c's quoted header, counts-line.c's quoted count)
printf '\357\273\277\357\273\277cat 0.1 0.2\ndog 0.3 0.4\n' > "$t/bom-twice.txt"
printf 'word 0\ncat 0.3455\n' > "$t/pd-one.txt"
printf 'word 100 101 102\ncat -0.65 0.86 -0.12\n' > "$t/pd-sel.txt"
printf 'word\t100\t101\ncat\t0.1\t0.2\n' > "$t/pd-sel.tsv"
printf '0,1,2\ncat,0.1,0.2\n' > "$t/pd-idx0.csv"
printf '0;1;2\ncat;0,1;0,2\n' > "$t/pd-idx0s.csv"
printf 'cat   0.345584  0.821618\ndog  -1.303157  0.905356\n' > "$t/pd-disp.txt"
printf '"V2" "V3"\n"cat" 0.1 0.2\n' > "$t/r-v2.txt"
printf '"word" "X1" "X2"\n"cat" 0.1 0.2\n' > "$t/r-df.txt"
printf '"","V1","V2"\n"cat",0.1,0.2\n' > "$t/r-csv.csv"
printf 'word\tV1\tV2\ncat\t0.1\t0.2\n' > "$t/r-df.tsv"
printf '"cat" "0.1" "0.2"\n' > "$t/q-all.txt"
printf '"word"\t"d1"\n"cat"\t"0.1"\n' > "$t/q-all.tsv"
printf '{"cat": [0.1, 0.2], "dog": [0.3, 0.4]}\n' > "$t/j-lists.json"
printf '{"0":{"cat":0.1,"dog":0.3},"1":{"cat":0.2,"dog":0.4}}\n' > "$t/j-cols.json"
printf '2 2\ncat 0.1 0.2\ndog 0.3 0.4\n2 2\nfish 0.1 0.2\n' > "$t/w2v-joined.vec"
printf 'word\td1\ncat\t0.1\n\ndog\t0.2\n' > "$t/tsv-empty.tsv"
seed fuzz_emb "$t/bom-twice.txt" "$t/pd-one.txt" "$t/pd-sel.txt" \
    "$t/pd-sel.tsv" "$t/pd-idx0.csv" "$t/pd-idx0s.csv" "$t/pd-disp.txt" \
    "$t/r-v2.txt" "$t/r-df.txt" "$t/r-csv.csv" "$t/r-df.tsv" "$t/q-all.txt" \
    "$t/q-all.tsv" "$t/j-lists.json" "$t/j-cols.json" "$t/w2v-joined.vec" \
    "$t/tsv-empty.tsv"
seed fuzz_emb_glove "$t/pd-one.txt" "$t/pd-sel.txt" "$t/pd-disp.txt"
seed fuzz_emb_w2v "$t/w2v-joined.vec"
printf '"word"\t"count"\t"docs"\n"cat"\t"5"\t"2"\n' > "$t/q-all-vocab.tsv"
seed fuzz_vocab "$t/q-all-vocab.tsv" "$t/bom-twice.txt"
printf '"cat"\t"dog"\t"4"\n' > "$t/q-all.cnt"
seed fuzz_counts "$t/q-all.cnt"
# count lines separated by spaces: two words and a count, uniq -c's
printf 'cat dog 4\n' > "$t/sp.cnt"
printf '      4 cat dog\n' > "$t/sp-uniq.cnt"
printf '"cat"\t"dog"\t4\ncat\t""""\t2\n' > "$t/q-words.cnt"
seed fuzz_counts "$t/sp.cnt" "$t/sp-uniq.cnt" "$t/q-words.cnt"
# uniq -c over word<TAB>context lines (fx16-gz): 2 fields, the count first
printf '      2 cat\tdog\n1234567 dog\tcat\n' > "$t/uniq-tab.cnt"
seed fuzz_counts "$t/uniq-tab.cnt"
printf 'cat\tdog\t5\n\ncat\tfish\t3\n' > "$t/pairs-empty.tsv"
seed fuzz_evalsets "$t/pairs-empty.tsv"
# pass 13's vector files: pandas' quoted GloVe under 'V d', a display
# padded from line 2, an int frame's 'word 0 1 2', a vocabulary of counts,
# TAB rows with no header, JSON orients and JSON Lines, printed arrays,
# Latin-1 words in text and binary, binary models joined with cat; R's
# spaced vocabulary and a spreadsheet's trailing TAB; a TAB analogy set
printf '2 3\ncat 0.5 0.25 1.0\n"new york" 1.5 2.5 3.0\n' > "$t/w2v-qspace.vec"
printf 'queen -2.325031 -0.218792\ncat   -0.544259  0.411631\n' > "$t/pd-disp2.txt"
printf 'word 0 1 2\nthe 12 0 3\n' > "$t/pd-int.txt"
printf '</s> 0\nfree 89\nhome 85\n' > "$t/fvocab.txt"
printf 'free\t0.1\t0.2\ncash\t0.2\t0.1\n' > "$t/tab-rows.tsv"
printf '{"0":{"2":0.5,"cat":1.5},"1":{"2":0.25,"cat":2.5}}\n' > "$t/j-num.json"
printf '{"columns":[0,1],"index":["a"],"data":[[0.5,0.25]]}\n' > "$t/j-split.json"
printf '{"schema":{"fields":[]},"data":[{"index":"a","0":1}]}\n' > "$t/j-table.json"
printf '{"word":"cat","0":0.5}\n{"word":"dog","0":1.5}\n' > "$t/j-lines.jsonl"
printf 'free [ 1.76  0.40\n  0.95 ]\ncash [-1.049, -1.42]\n' > "$t/printed.txt"
printf '2 2\nde 0.1 0.2\ncaf\351 0.3 0.4\n' > "$t/w2v-latin1.vec"
printf '2 1\nthe \0\0\200\077\n\340 \0\0\200\077\n1 1\nx \0\0\0\0\n' > "$t/w2v-cat.bin"
printf '"word" "count" "docs"\n"1" "the" 10 8\n' > "$t/v-rspace.txt"
printf 'word\tcount\tdocs\t\nwin\t3\t3\t\n' > "$t/v-trail.tsv"
printf 'love\tsex\t6.77\nlove\tsex\tcar\tlove\n\n' > "$t/pairs-ana.tsv"
seed fuzz_emb_w2v "$t/w2v-qspace.vec" "$t/w2v-latin1.vec"
seed fuzz_emb_glove "$t/pd-disp2.txt" "$t/pd-int.txt" "$t/fvocab.txt" \
    "$t/tab-rows.tsv" \
    "$t/printed.txt" "$t/j-num.json" "$t/j-split.json" "$t/j-lines.jsonl"
seed fuzz_emb "$t/tab-rows.tsv" "$t/j-num.json" "$t/j-split.json" \
    "$t/j-table.json" "$t/j-lines.jsonl" "$t/printed.txt" "$t/v-rspace.txt"
seed fuzz_emb_w2vbin "$t/w2v-cat.bin"
seed fuzz_vocab "$t/v-rspace.txt" "$t/v-trail.tsv"
seed fuzz_evalsets "$t/pairs-ana.tsv"
# fx14-enc: the corpus reader's encoding checks: ISO-2022-JP's escapes,
# UTF-7's base64, CESU-8's surrogates, a cp1250 and an iso-8859-5 line,
# a gbk line starting with a UTF-8 pair by chance; JSON Lines' lone
# surrogate escapes (one, a pair, an escaped backslash, one at the end)
printf 'ham\t\033$B$3$s$K$A$O\033(B\nham\t+BB8EQAQ4BDIENQRC- and +447797706009\n' > "$t/enc7.tsv"
printf 'spam\tFree \355\240\274\355\276\201 now\nham\tDzie\361 dobry, wygra\263e\234\n' > "$t/enc-cesu.tsv"
printf 'ham\t\262\353 \341\342\320\333\330\nham\t\312\261\315\355\265\347\n' > "$t/enc-iso5.tsv"
printf '{"label":"spam","text":"a \\ud83d"}\n{"label":"ham","text":"\\ud83d\\ude00 \\\\ud83d \\udc00"}\n{"label":"ham","text":"x\\ud8' > "$t/lone.jsonl"
seed fuzz_corpus "$t/enc7.tsv" "$t/enc-cesu.tsv" "$t/enc-iso5.tsv"
# fx15-enc: UTF-7 of Chinese with its full-width punctuation, of Polish
# and German letters inside words; '+dating' and a '+' alone beside a run
printf 'ham\t+T2BOymZaZ2VUA2ZamW1UF/8fWYhZiFcoe0liEU7sMAI\nham\tZa+AXwA8wFCAQc g+ARkBWw-l+AQU\nham\tGr+APw-ne\nham\tReply +dating 1 + M+APw-nchen\n' > "$t/enc-u7.tsv"
seed fuzz_corpus "$t/enc-u7.tsv"
# fx16-enc: lines of the Greek, Hebrew, Arabic and Thai pages whose
# letters the hint scores (conv-script.c): cp1255's final forms, cp1253's
# Ά, cp1256's article, TIS-620's vowel marks; a vector word in cp1255
printf 'ham\t\371\354\345\355 \354\353\345\354\355\nham\t\242\353\353\357\362 \366\337\353\357\362\nham\t\307\341\325\346\321 \343\321\315\310\307\nham\t\312\307\321\312\264\325\244\303\321\272\n' > "$t/enc-xs.tsv"
seed fuzz_corpus "$t/enc-xs.tsv"
printf '1 2\n\371\354\345\355 0.1 0.2\n' > "$t/vec-cp1255.vec"
seed fuzz_emb "$t/vec-cp1255.vec"
seed fuzz_corpus_jsonl "$t/lone.jsonl"
# pass 14's vector files: counts in any order and tied, pandas' index
# labels in any case, R's quotes under 'V d', a '#' row after the TSV
# header, pickles by class, cp1251 binary words, ids as JSON keys and
# JSON Lines of ids, NaN as an empty field, Doc2Vec's tags twice, binary
# records with no header, ids as GloVe words, JSON holding its words, a
# header of counts' names
printf 'call 20\nnow 20\nwin 3\n' > "$t/cnt-tie.txt"
printf 'a 141 122\nabout 14 14\n' > "$t/cnt-wcd.txt"
printf 'Words 0 1\nthe 1 0\n' > "$t/pd-label.txt"
printf '2 2\n"the" 0.1 0.2\n"cat" 0.3 0.4\n' > "$t/w2v-rquote.vec"
printf 'word\td1\td2\ncash\t0.1\t0.2\n#win\t0.3\t0.4\n' > "$t/tsv-hash.tsv"
printf '\200\004\225\100\000\000\000\000\000\000\000\214\032gensim.models.keyedvectors\224\214\014KeyedVectors\224' > "$t/g.kv"
printf '2 3\n\342\373\350\343\360\373\370 \0\0\200\077\0\0\200\077\0\0\200\077\nthe \0\0\200\077\0\0\200\077\0\0\200\077\n' > "$t/w2v-cp1251.bin"
printf '{"0":{"0":0.5,"1":1.5,"2":0.1},"1":{"0":0.25,"1":2.5,"2":0.2}}\n' > "$t/j-ids.json"
printf '{"index":0,"0":0.5}\n{"index":1,"0":1.5}\n' > "$t/j-ids.jsonl"
printf 'king -0.6269554710763733 -0.10775432214\nman -0.6269554710763733  \n' > "$t/pd-nan.txt"
printf '2 2\n*dt_0 0.5 0.25\nwin 1 2\n*dt_0 0.5 0.25\n' > "$t/d2v-twice.vec"
printf 'win \0\0\200\077\0\0\000\100cash \0\0\100\100\0\0\200\100call \0\0\200\077\0\0\200\077' > "$t/w2v-nohead.bin"
printf '87 0.53 -1.2\n5 0.25 0.5\n' > "$t/glove-ids.txt"
printf '[{"word":"king","0":0.5},{"word":"queen","0":0.25}]\n' > "$t/j-records.json"
printf '{"words":["king","queen"],"vectors":[[0.1,0.2],[0.3,0.4]]}\n' > "$t/j-wv.json"
printf 'word,count\nwin,1\n' > "$t/vc-pandas.csv"
seed fuzz_emb_glove "$t/cnt-tie.txt" "$t/cnt-wcd.txt" "$t/pd-label.txt" \
    "$t/pd-nan.txt" "$t/glove-ids.txt" "$t/vc-pandas.csv"
seed fuzz_emb_w2v "$t/w2v-rquote.vec" "$t/d2v-twice.vec"
seed fuzz_emb_w2vbin "$t/w2v-cp1251.bin" "$t/w2v-nohead.bin"
seed fuzz_emb "$t/tsv-hash.tsv" "$t/g.kv" "$t/j-ids.json" "$t/j-ids.jsonl" \
    "$t/w2v-nohead.bin" "$t/j-records.json" "$t/j-wv.json" "$t/vc-pandas.csv"
seed fuzz_vocab "$t/tsv-hash.tsv"
# pass 15 (fx15-vec): '"!"' over '""""' under 'V d', frequencies of d =
# 1, TAB counts and frequencies with no header, 'word<TAB>d1' over counts,
# thousands separators, uniq -c's vocabulary, pandas' column of lists
# after a TAB or a comma, JSON records of lists, a JSON line, GloVe's
# cooccurrence.bin, a count file's provenance line given as tokens
printf '4 3\n"!" 0.25 1.25 2.25\n"""" 3.25 4.25 5.25\n"cat" 6.25 0.25 1.25\n' > "$t/w2v-quote15.vec"
printf 'the 0.36\ncat 0.18\nsat 0.09\n' > "$t/glove-freq.txt"
printf 'the\t3\ncat\t2\n' > "$t/tab-counts.tsv"
printf 'the\t0.42\ncat\t0.28\n' > "$t/tab-freq.tsv"
printf 'word\td1\nthe\t3\ncat\t2\n' > "$t/tsv-d1counts.tsv"
printf 'the 12,345\ncat 1,234\n' > "$t/cnt-thousands.txt"
printf '      3 the\n      2 cat\n' > "$t/uniq-c.txt"
printf 'word\tvector\nthe\t[0.1, 0.2]\ncat\t[0.3 0.1]\n' > "$t/list-col.tsv"
printf 'word,vector\nthe,"[0.1, 0.2]"\n' > "$t/list-col.csv"
printf '{"word":"the","vector":[0.1,0.2]}\n{"word":"cat","vector":[0.3,0.1]}\n' > "$t/j-list.jsonl"
printf 'the,3\ncat,2\n' > "$t/csv-counts.csv"
printf '\001\0\0\0\001\0\0\0\0\0\0\0\0\0\0\100\001\0\0\0\002\0\0\0\0\0\0\0\0\0\370\077' > "$t/cooccurrence.bin"
printf '# ppmi-svd --count -v v t (attnkit 0.1.0)\na\tb\t2\n' > "$t/cnt-prov.cnt"
seed fuzz_emb_w2v "$t/w2v-quote15.vec"
seed fuzz_emb_glove "$t/glove-freq.txt" "$t/cnt-thousands.txt" "$t/uniq-c.txt"
seed fuzz_emb "$t/tab-counts.tsv" "$t/tab-freq.tsv" "$t/tsv-d1counts.tsv" \
    "$t/list-col.tsv" "$t/list-col.csv" "$t/j-list.jsonl" "$t/csv-counts.csv" \
    "$t/uniq-c.txt"
seed fuzz_vocab "$t/uniq-c.txt"
# pass 16 (fx16-gz): uniq -c's count of 1,000,000 (its column filled, no
# spaces), 3 digits unpadded (the edge: not uniq -c's), R's table() as
# write.csv writes it and as write.table(sep='\t') does
printf '1000000 the\n      2 cat\n' > "$t/uniq-c7.txt"
printf '999 the\n' > "$t/uniq-c6.txt"
printf '"","Var1","Freq"\n"1","cat",2\n"2","the",3\n' > "$t/r-table.csv"
printf 'Var1\tFreq\n1\tcat\t2\n' > "$t/r-table.tsv"
seed fuzz_vocab "$t/uniq-c7.txt" "$t/uniq-c6.txt" "$t/r-table.csv" \
    "$t/r-table.tsv"
seed fuzz_emb "$t/uniq-c7.txt" "$t/r-table.csv"
# a word list of counts and shares read as GloVe of d = 2 (16a-W10), and
# its edge: whole numbers up to 9 beside fractions
printf 'the 1061396 0.277953\nof 530698 0.138976\n' > "$t/glove-cntfreq.txt"
printf 'a 9 0.5\nb 2 0.25\n' > "$t/glove-cnt9.txt"
seed fuzz_emb_glove "$t/glove-cntfreq.txt" "$t/glove-cnt9.txt"
seed fuzz_counts "$t/cooccurrence.bin"
seed fuzz_tokens "$t/cnt-prov.cnt"
# fx16-vec: numbers of 131 and 300 bytes in rows and in numpy's savetxt
# (filekind.c, embfile-bin.c: read in place, not cut)
printf 'a 0.%0128d1 0.5\nb 0.25 %0300d\n' 0 0 > "$t/long-num.txt"
printf '0.%0128d1 2.0\n1 2\n' 0 > "$t/long-savetxt.txt"
seed fuzz_emb_glove "$t/long-num.txt"
seed fuzz_emb "$t/long-num.txt" "$t/long-savetxt.txt"
seed fuzz_vocab "$t/long-savetxt.txt"
seed fuzz_mask "$t/long-savetxt.txt"
# fx16-vec: printed arrays and lists at line 2 and forced, gensim's word
# 'x [' (a row of d numbers after it: read)
printf 'cash 1.951 -0.51 -0.438\nfree [-1.049, -1.42, -1.706]\n' > "$t/list-l2.txt"
printf 'a 0.1 0.2\nx [ 0.3 0.4\ny [1 0.5 0.6]\n' > "$t/brw.txt"
seed fuzz_emb_glove "$t/list-l2.txt" "$t/brw.txt"
seed fuzz_emb "$t/list-l2.txt" "$t/brw.txt"
# fx16-vec: a forced format's NaN as an empty field (GloVe's row 1 set
# d short, a word2vec row's, rows ending in a space)
printf 'king 0.1  0.3\nman 0.1 0.2 0.3\n' > "$t/nan-row1.txt"
printf '2 3\nking 0.1 0.2 0.3\nman 0.1  0.3\nq 1 2 \n' > "$t/nan-w2v.vec"
seed fuzz_emb_glove "$t/nan-row1.txt"
seed fuzz_emb_w2v "$t/nan-w2v.vec"
seed fuzz_emb "$t/nan-row1.txt" "$t/nan-w2v.vec"
# fx16-vec: JSON whose keys hold escapes (jansson decodes them: 'w\/x'
# is 'w/x'), and documents over lines (the hand scanner)
printf '{"w\\/x": "king", "v": [0.1, 0.2]}\n{"w\\/x": "queen", "v": [0.3]}\n' > "$t/j-esc.jsonl"
printf '{"a\\nb\\u00e9": {"0": 1}, "c": {"0": 2}}\n' > "$t/j-esc.json"
printf '{\n "king": [\n  0.1\n ]\n}\n' > "$t/j-indent.json"
printf '{"king": [0.1, 0.2],\n "queen": [0.3, 0.4]}\n' > "$t/j-cut.json"
seed fuzz_emb "$t/j-esc.jsonl" "$t/j-esc.json" "$t/j-indent.json" \
    "$t/j-cut.json"
# fx15-eval: analogy sets' lines as gensim reads them (evalsets.c
# ana_comment, ana_section, ana_bad_line): ':)' and '#happy' questions,
# comments of '# ' and three words, ':name' with no space, a section's
# name holding a TAB
printf ': e\n:) free :( call\n#free call #on free\n# x y z\n:cap\n' > "$t/q-colon.txt"
printf ':  : a\tb \nfree call on free\n' > "$t/q-sectab.txt"
seed fuzz_evalsets "$t/q-colon.txt" "$t/q-sectab.txt"
# pandas' index column in the sets, WordSim-353's set1.tab header
# (evalsets-line.c wide_header, index_row, ak_ana_index)
printf '\tword1\tword2\tscore\n0\tfree\tcall\t3.5\n' > "$t/pairs-pdi.tsv"
printf ',a,b,c,d\n0,free,call,on,free\n' > "$t/q-pdi.csv"
printf '\ta\tb\tc\td\n0\tfree\tcall\ton\tfree\n' > "$t/q-pdi.tsv"
printf 'Word 1\tWord 2\tHuman (mean)\t1\t2\t\nfree\tcall\t6.7\t6\t7\t\n' > "$t/set1.tab"
seed fuzz_evalsets "$t/pairs-pdi.tsv" "$t/q-pdi.csv" "$t/q-pdi.tsv" "$t/set1.tab"
# the commonest bad input (the "not a corpus (header ...)" paths)
for n in "$@"; do
	seed "$n" $D/* "$t"/*
done

