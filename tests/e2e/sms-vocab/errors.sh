#!/bin/sh
# sms-vocab on bad input: one-line errors with file and line, exit 1 (2 for
# usage), never a partial -o file.
. "$(dirname "$0")/../../lib.sh"

t_bad "missing file" 1 '^sms-vocab: .*nosuch: No such file' sms-vocab "$T/nosuch"
: > "$T/empty"
t_bad "empty corpus" 1 '^sms-vocab: .*empty: empty corpus' sms-vocab "$T/empty"
printf 'ham\tok\nno tab here\n' > "$T/notab"
t_bad "line without TAB" 1 '^sms-vocab: .*notab:2: no TAB' sms-vocab "$T/notab"
printf 'ham\tok\nham\tone\000two\n' > "$T/nul"
t_bad "NUL byte" 1 '^sms-vocab: .*nul:2: NUL byte' sms-vocab "$T/nul"
printf 'ham\tok\nham\tbad \377 byte\n' > "$T/utf"
t_bad "invalid UTF-8" 1 '^sms-vocab: .*utf:2: invalid UTF-8' sms-vocab "$T/utf"
# -t streams to stdout (no t_bad: its NaN grep would see the temp dir name)
t_run "invalid UTF-8 with -t: exit 1" 1 sms-vocab -t "$T/utf"
t_err "invalid UTF-8 with -t: message" '^sms-vocab: .*utf:2: invalid UTF-8'
t_run "invalid UTF-8 with -t -o" 1 sms-vocab -t -o "$T/tok.out" "$T/utf"
t_ok "no partial tokens file" test ! -e "$T/tok.out"
printf 'ham\tok\n\tno label\n' > "$T/nolabel"
t_bad "empty label" 1 '^sms-vocab: .*nolabel:2: empty label' sms-vocab "$T/nolabel"
printf 'ham\tok\nham\t"never closed\nspam\tx\n' > "$T/open"
t_bad "unclosed quote (csv)" 1 '^sms-vocab: .*open:2: quoted field not closed' sms-vocab --quoting csv "$T/open"
printf '# nothing\n' > "$T/vnone"
printf 'ham\tok\n' > "$T/ok"
t_bad "vocabulary file without rows" 1 '^sms-vocab: .*vnone' sms-vocab -t -v "$T/vnone" "$T/ok"

# no partial output file on error
t_run "error with -o" 1 sms-vocab -o "$T/res.tsv" "$T/ok" "$T/notab"
t_ok "no -o file left behind" test ! -e "$T/res.tsv"
t_ok "no temporary file left behind" test -z "$(ls "$T" | grep 'res\.tsv\.')"
t_bad "-o onto the input" 2 'would overwrite an input' sms-vocab -o "$T/ok" "$T/ok"
t_ok "the input is intact" grep -q '^ham	ok$' "$T/ok"

# usage errors: exit 2
t_bad "unknown quoting" 2 "^sms-vocab: --quoting: 'tsv'" sms-vocab --quoting tsv "$T/ok"
t_bad "min-count 0" 2 "^sms-vocab: --min-count: '0'" sms-vocab --min-count 0 "$T/ok"
t_bad "min-count garbage" 2 "^sms-vocab: --min-count: '1x'" sms-vocab --min-count 1x "$T/ok"
t_bad "-t and -s" 2 'exclude each other' sms-vocab -t --stats "$T/ok"
t_bad "--vocab without -t" 2 '^sms-vocab: --vocab needs --tokens$' sms-vocab -v "$T/ok" "$T/ok"
t_run "unknown option" 2 sms-vocab --frobnicate "$T/ok"
t_ok "usage on stderr" grep -q '^usage: sms-vocab' "$T/err"

# records without a single token are dropped: a corpus of only those is
# empty too, in every mode (not a header-only vocabulary with exit 0)
printf 'ham\t123 456\nspam\t!!! :-)\n' > "$T/notok"
t_bad "only records without a token" 1 '^sms-vocab: .*notok: empty corpus \(no messages; 2 records without a token\)' sms-vocab --min-count 1 "$T/notok"
t_bad "only records without a token, -t" 1 'notok: empty corpus' sms-vocab -t "$T/notok"
t_bad "only records without a token, -s" 1 'notok: empty corpus' sms-vocab --stats "$T/notok"
t_run "only records without a token, -o" 1 sms-vocab --min-count 1 -o "$T/res" "$T/notok"
t_ok "no -o file left behind" test ! -e "$T/res"

# -m and --max-vocab select the vocabulary; -t writes every token (or those
# of -v VOCAB): together they are a usage error, not silently ignored
printf 'ham\ta b\n' > "$T/ab"
t_bad "-t with -m" 2 '^sms-vocab: --min-count: not with --tokens: keep words with -v VOCAB$' sms-vocab -t --min-count 5 "$T/ab"
t_bad "-t with --max-vocab" 2 '^sms-vocab: --max-vocab: not with --tokens: keep words with -v VOCAB$' sms-vocab -t --max-vocab 5 "$T/ab"

# standard input can feed one input only
t_bad "-t -v - with the corpus on stdin too" 2 '^sms-vocab: standard input \(-\) can be only one of the inputs' sms-vocab -t -v -
t_bad "-t -v - with a - operand" 2 '^sms-vocab: standard input \(-\) can be only one of the inputs' sms-vocab -t -v - "$T/ab" -

# one option vocabulary (attnkit(5)): -q is --quiet, the quoting long only;
# 'sms-vocab -q csv FILE' is named for what happened
t_bad "-q csv (the old quoting)" 2 "^sms-vocab: -q is --quiet; the quoting is --quoting csv$" sms-vocab -q csv "$T/ok"
t_ok "-q csv: the synopsis follows the message" sh -c "sed -n 2p '$T/err' | grep -q '^usage: sms-vocab'"
t_run "-q (quiet) is accepted" 0 sms-vocab -q --min-count 1 "$T/ok"
t_bad "-m (the old --min-count) is gone" 2 "^sms-vocab: invalid option -- 'm'$" sms-vocab -m 1 "$T/ok"
t_bad "-s (the old --stats) is gone" 2 "^sms-vocab: invalid option -- 's'$" sms-vocab -s "$T/ok"

# --tokenizer: an unknown name or an empty item is a usage error
t_bad "unknown --tokenizer" 2 "^sms-vocab: --tokenizer: 'utf8' is not auto, ascii, lesson, html, hyphen, latin1 or unicode" sms-vocab --tokenizer utf8 "$T/ok"
t_bad "empty --tokenizer item" 2 "^sms-vocab: --tokenizer: '' is not" sms-vocab --tokenizer html, "$T/ok"

# blank lines in a -q none corpus are skipped, as -q csv does
printf 'ham\tHello there\n\nspam\tWIN now\n\n' > "$T/trail.txt"
t_run "blank lines with -q none" 0 sms-vocab --stats --min-count 1 "$T/trail.txt"
t_ok "two messages" grep -q '^messages	2$' "$T/out"
t_run "blank lines with -q csv" 0 sms-vocab --quoting csv --stats --min-count 1 "$T/trail.txt"
t_ok "two messages with csv too" grep -q '^messages	2$' "$T/out"
printf 'ham\tHello there\n \nspam\tWIN now\n' > "$T/space.txt"
t_bad "a line of one space still has no TAB" 1 '^sms-vocab: .*space.txt:2: no TAB' sms-vocab --stats "$T/space.txt"

# sms-vocab --encoding '' opened iconv with the locale's charset and failed
# later with "cannot be converted from  to UTF-8" (exit 1).
printf 'ham\tcaf\351\n' > "$T/latin1"
t_bad "--encoding with an empty name" 2 "^sms-vocab: --encoding: empty name" sms-vocab --encoding '' -t "$T/latin1"
t_run "--encoding latin1 still reads it" 0 sms-vocab --encoding latin1 -t "$T/latin1"
t_ok "  as café" sh -c "grep -v '^#' '$T/out' | grep -qx 'ham	café'"

# UTF-8's byte-order mark under a single-byte --encoding: the file is UTF-8
# (café would read as cafÃ©, exit 0); refused naming both ways to read it
printf '\357\273\277ham\tcaf\303\251\n' > "$T/bom8.tsv"
bm="the file starts with UTF-8's byte-order mark \\(EF BB BF\\): it is UTF-8, not --encoding"
for enc in cp1252 latin1; do
	t_bad "UTF-8 with its mark, --encoding $enc" 1 "^sms-vocab: $T/bom8.tsv:1: $bm $enc, which would garble every letter beyond ASCII; read it without --encoding \\(or with --encoding utf-8\\)$" sms-vocab --encoding $enc -t "$T/bom8.tsv"
done
printf '\357\273\277v1,v2\nham,caf\303\251\n' > "$T/bom8.csv"
t_bad "  the same in a CSV" 1 "^sms-vocab: $T/bom8.csv:1: $bm cp1252" sms-vocab --csv --encoding cp1252 -t "$T/bom8.csv"
for enc in utf-8 UTF8; do
	t_run "  --encoding $enc reads it" 0 sms-vocab --encoding $enc -t "$T/bom8.tsv"
	t_ok "    as café" sh -c "grep -v '^#' '$T/out' | grep -qx 'ham	café'"
done
t_run "  without --encoding: read" 0 sms-vocab -t "$T/bom8.tsv"
t_ok "    as café" sh -c "grep -v '^#' '$T/out' | grep -qx 'ham	café'"
# the mark before bytes that are not UTF-8 (cp1251 saved "with BOM"
# unconverted): one fix that works, with or without --encoding: the mark
# removed, then --encoding cp1251 (before, each way named the other)
printf '\357\273\277ham\t\317\360\350\342\345\362, \352\340\352 \344\345\353\340\n' > "$T/b1251.tsv"
bn="invalid UTF-8 at byte 5, in a file that starts with UTF-8's byte-order mark \\(EF BB BF\\) and holds no UTF-8 beyond ASCII before it: cp1251 text with a mark put before it\\? remove the mark \\(tail -c \\+4 $T/b1251.tsv > $T/b1251.tsv.txt\\) and read that with --encoding cp1251$"
t_bad "the mark, then cp1251 bytes" 1 "^sms-vocab: $T/b1251.tsv:1: $bn" sms-vocab -t "$T/b1251.tsv"
t_bad "  --encoding cp1251: the same fix" 1 "^sms-vocab: $T/b1251.tsv:1: $bn" sms-vocab --encoding cp1251 -t "$T/b1251.tsv"
tail -c +4 "$T/b1251.tsv" > "$T/b1251.tsv.txt"
t_run "  which works" 0 sms-vocab --encoding cp1251 -t "$T/b1251.tsv.txt"
t_ok "    as Привет, как дела" sh -c "grep -v '^#' '$T/out' | grep -qx 'ham	привет как дела'"
# the other side: the mark, a line of ASCII, then cp1251 on line 2 under
# --encoding: the mark's refusal (line 1 is UTF-8), and without
# --encoding, line 2's error gives the fix that works
printf '\357\273\277ham\thello\nspam\t\357\360\350\347 \347\340 \347\342\356\355\356\352\n' > "$T/b2.tsv"
t_bad "the mark, ASCII, then cp1251: --encoding cp1251 refused at the mark" 1 "^sms-vocab: $T/b2.tsv:1: $bm cp1251" sms-vocab --encoding cp1251 -t "$T/b2.tsv"
t_bad "  without it: line 2's fix" 1 "^sms-vocab: $T/b2.tsv:2: invalid UTF-8 at byte 6, in a file that starts with UTF-8's byte-order mark .* read that with --encoding cp1251$" sms-vocab -t "$T/b2.tsv"

# sms-vocab --encoding refused UTF-16/32 and UCS by name only: UNICODE,
# WCHAR_T (UCS-2/4 under other names) and EBCDIC (newline is 0x25) were
# opened, and failed later as "cannot be converted ... (cut short)" or "no
# comma between label and text" about a file that was not read as lines
printf 'v1,v2\nham,hello\n' > "$T/plain.csv"
for enc in UNICODE WCHAR_T IBM037 UTF-16 ucs-2; do
	t_bad "--encoding $enc: not line-based" 2 "^sms-vocab: --encoding: '$enc' is not line-based \\(newline, TAB and comma are not their ASCII bytes in it" sms-vocab --csv --encoding $enc -t "$T/plain.csv"
done
t_run "--encoding KOI8-R still reads ASCII" 0 sms-vocab --csv --encoding KOI8-R -t "$T/plain.csv"
t_ok "... as ham hello" grep -q "^ham	hello\$" "$T/out"

# A quoted CSV label with a newline or TAB was written as is by -t: the
# output had a line "ham" without TAB, which no reader takes back.
printf 'v1,v2,,,\n"ham\nspam",free call\n' > "$T/qnl.csv"
printf 'v1,v2,,,\n"ha\tm",free call\n' > "$T/qtab.csv"
t_bad "--csv label with a quoted newline" 1 "^sms-vocab: $T/qnl.csv:2: label has a control character \\(0x0A\\)\$" sms-vocab --csv -t "$T/qnl.csv"
t_bad "--csv label with a quoted TAB" 1 "^sms-vocab: $T/qtab.csv:2: label has a control character \\(0x09\\)\$" sms-vocab --csv -t "$T/qtab.csv"
printf 'v1,v2,,,\n"ham",free call\n' > "$T/qok.csv"
t_run "--csv quoted plain label still read" 0 sms-vocab --csv -t "$T/qok.csv"
t_ok "... as ham" grep -q "^ham	free call\$" "$T/out"

# --encoding UTF-7 (stateful: iconv takes it as line-based) decodes +AAA-
# to U+0000 and +AAo- to a newline: the NUL cut the converted line, and
# "hello +AAA- world" was tokenized 'hello' with 'world' lost, exit 0
printf 'ham\thello +AAA- world\n' > "$T/u7nul"
t_bad "--encoding UTF-7: a NUL it decodes" 1 "^sms-vocab: .*u7nul:1: NUL byte at character 11 of the line converted from UTF-7" sms-vocab --encoding UTF-7 -t "$T/u7nul"
printf 'ham\tcall+AAo-spam\n' > "$T/u7nl"
t_bad "--encoding UTF-7: a newline it decodes" 1 "^sms-vocab: .*u7nl:1: a newline at character 9 of the line converted from UTF-7" sms-vocab --encoding UTF-7 -t "$T/u7nl"
t_run "a model for --predict" 0 attn-train -e "$DATA/train-emb.tsv" --epochs 1 --save "$T/u7model" "$DATA/train-corpus.tsv"
t_bad "--predict --encoding UTF-7: the same reader" 1 "^attn-train: .*u7nul:1: NUL byte at character 11" attn-train -e "$DATA/train-emb.tsv" --load "$T/u7model" --predict --encoding UTF-7 "$T/u7nul"
printf 'ham\thello +AGgAaQ- world\n' > "$T/u7ok"
t_run "--encoding UTF-7 still reads its letters" 0 sms-vocab --encoding UTF-7 -t "$T/u7ok"
t_ok "UTF-7 +AGgAaQ- is 'hi'" grep -q '^ham	hello hi world$' "$T/out"

# a CSV record is held whole, and bounded as a line is, by the longest
# line (a sixteenth of the memory): an 8 MB quoted field under ulimit -v
# 100000 (not in a sanitizer build, which cannot run there) ends with the
# file, the record's first line and the limit
if grep -qa __asan_report "$ATTNKIT_BIN/sms-vocab"; then
	:	# a sanitizer build cannot run under ulimit -v (no skip: make check runs these)
else
	awk 'BEGIN { print "label,text"; printf "ham,\""
		for (i = 0; i < 104858; i++) printf "%s\n", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		print "\""; print "spam,hello" }' > "$T/field8m.csv"
	t_bad "ulimit -v 100000: an 8 MB quoted field: FILE:LINE and the limit" 1 \
	    "^sms-vocab: $T/field8m.csv:2: a record longer than 6250 KB \\(lines 2 to [0-9]+\\), the longest line this run reads \\(a sixteenth of its memory: -M, ulimit -v or -d\\): a quoted field not closed\\?$" \
	    sh -c "ulimit -v 100000; exec sms-vocab --csv -o '$T/v.tsv' '$T/field8m.csv'"
	t_ok "  no output left" test ! -e "$T/v.tsv"
fi

# -M: the counts of the words within the budget, refused at the line that
# would pass it, before they grow (20,000 words of letters: at the 8193rd
# the arrays and the map double, 1.8 MB at the peak, past -M 1M); -t holds
# no counts and reads the same file
awk 'function w(n,  s) { s = ""; do { s = s sprintf("%c", 97 + n % 26)
	n = int(n / 26) } while (n > 0); return s }
    BEGIN { for (i = 0; i < 20000; i++) printf "ham\tq%s\n", w(i) }' > "$T/many.tsv"
t_bad "-M 1M: 20,000 words' counts refused at the line" 1 \
    "^sms-vocab: $T/many.tsv:8193: the vocabulary's counts need more than --memory 1 MB \\(1\\.8 MB for the 8192 words counted so far and the next\\)$" \
    sms-vocab -M 1M -o "$T/m.tsv" "$T/many.tsv"
t_ok "  no output left" test ! -e "$T/m.tsv"
t_run "-M 4M: counted" 0 sms-vocab -M 4M --min-count 1 "$T/many.tsv"
t_ok "  20,000 words" test "$(grep -vc '^#' "$T/out")" -eq 20001
t_run "-M 1M -t: no counts held" 0 sms-vocab -M 1M -t "$T/many.tsv"
# the budget holds the counts' peak: under a ulimit -v with room for -M
# 32M and the program, the -M refusal, not a failed allocation (200,000
# distinct words: the arrays and the map double at 262,144 words, 48 MB
# at the peak)
if ! grep -qa __asan_report "$ATTNKIT_BIN/sms-vocab"; then
	awk 'function w(n,  s) { s = ""; do { s = s sprintf("%c", 97 + n % 26)
		n = int(n / 26) } while (n > 0); return s }
	    BEGIN { for (i = 0; i < 40000; i++) { printf "ham\t"
		for (j = 0; j < 10; j++) printf "qz%s ", w(i * 10 + j); print "" } }' > "$T/many400k.tsv"
	t_bad "ulimit -v 60000, -M 32M: the counts refused before they grow" 1 \
	    "^sms-vocab: $T/many400k.tsv:[0-9]+: the vocabulary's counts need more than --memory [0-9.]+ [KM]B \\([0-9.]+ MB for the [0-9]+ words counted so far and the next\\)" \
	    sh -c "ulimit -v 60000; exec sms-vocab -M 32M --min-count 1 -o '$T/m.tsv' '$T/many400k.tsv'"
	t_ok "  no output left" test ! -e "$T/m.tsv"
fi
# -v within -M too, in every format: the vocabulary (30,000 words, about
# 3.8 MB held) refused at its line under -M 1M (ppmi-svd -v refused so);
# the same words as GloVe rows; read under -M 16M
awk 'BEGIN { print "word\tcount\tdocs"; for (i = 0; i < 30000; i++) { w = sprintf("%06d", i); gsub(/0/, "a", w); gsub(/1/, "b", w); gsub(/2/, "c", w); gsub(/3/, "d", w); gsub(/4/, "e", w); gsub(/5/, "f", w); gsub(/6/, "g", w); gsub(/7/, "h", w); gsub(/8/, "i", w); gsub(/9/, "j", w); printf "w%s\t1\t1\n", w } }' > "$T/bigv.tsv"
awk 'NR > 1 { print $1, 0.5, 0.25 }' "$T/bigv.tsv" > "$T/bigv.glove"
printf 'ham\twaaaaab hello\n' > "$T/small.tsv"
t_bad "-t -v under -M 1M: the vocabulary refused at its line" 1 \
    "^sms-vocab: $T/bigv\\.tsv:[0-9]+: the vocabulary needs more than --memory 1 MB \\([0-9.]+ MB for the [0-9]+ rows read so far\\)$" \
    sms-vocab -t -v "$T/bigv.tsv" -M 1M "$T/small.tsv"
t_bad "-t -v GloVe under -M 1M" 1 "bigv\\.glove:[0-9]+: the (vocabulary|embeddings) needs? more than --memory 1 MB" \
    sms-vocab -t -v "$T/bigv.glove" -M 1M "$T/small.tsv"
t_run "-t -v under -M 16M: read" 0 sms-vocab -t -v "$T/bigv.tsv" -M 16M "$T/small.tsv"
t_ok "  the word kept" test "$(grep -v '^#' "$T/out")" = "ham	waaaaab"

# --min-count above every count: an empty vocabulary would go on silently
# into ppmi-svd; refused as an empty corpus is, naming the highest count
printf 'spam\tfree call free\nham\tcall free\n' > "$T/mc.tsv"
t_bad "--min-count 4 above every count (free 3)" 1 "^sms-vocab: $T/mc.tsv: no word seen --min-count 4 times or more \(the most frequent, 'free', 3 times: --min-count 3 keeps it\)$" sms-vocab --min-count 4 "$T/mc.tsv"
t_ok "  nothing on stdout" test ! -s "$T/out"
t_run "--min-count 3, the highest count: one word" 0 sms-vocab --min-count 3 "$T/mc.tsv"
t_ok "  free 3 2" grep -qx 'free	3	2' "$T/out"
t_run "--stats --min-count 4: the statistic vocab 0, not an error" 0 sms-vocab --stats --min-count 4 "$T/mc.tsv"
t_ok "  vocab 0" grep -qx 'vocab	0' "$T/out"

# -v of a file whose format is ambiguous: the hint names the tool that
# converts it (sms-vocab has no format option), and that command works
printf '2 1\nfree 1\ncall 2\n' > "$T/d1.txt"
t_bad "-v of a d=1 word2vec file: ppmi-svd named as the converter" 1 "^sms-vocab: $T/d1.txt:1: word2vec text or GloVe\? .*: sms-vocab -v reads the format it finds: convert the file to a word list with ppmi-svd --load FILE --emb-format tsv -o WORDS --load-format word2vec or ppmi-svd --load-format glove$" sms-vocab -t -v "$T/d1.txt" "$T/mc.tsv"
t_run "  the conversion it names" 0 ppmi-svd --load "$T/d1.txt" --emb-format tsv -o "$T/words.tsv" --load-format word2vec
t_run "  then -v reads the word list" 0 sms-vocab -t -v "$T/words.tsv" "$T/mc.tsv"
t_ok "  free and call kept" grep -qx 'spam	free call free' "$T/out"

# --- 15a-M1: a TAB file with row numbers first (R's write.table(sep='\t',
# quote=FALSE, col.names=FALSE), pandas' to_csv(sep='\t', header=False))
# read with --csv: the control-character error had no "TAB-separated?"
# hint (only 'ham<TAB>' and 'spam<TAB>' first had it)
printf '1\tham\tHi, how are you\n2\tspam\tWin cash, now\n' > "$T/m1.tsv"
t_bad "15a-M1: --csv of '1<TAB>ham<TAB>text': TAB and the columns named" 1 "^sms-vocab: $T/m1\\.tsv:1: label has a control character \\(0x09\\) \\(TAB-separated, an id or a row number first\\? read it with --delimiter tab --label-column 2 --text-column 3\\)$" sms-vocab --csv --stats "$T/m1.tsv"
t_run "  followed: read" 0 sms-vocab --stats --delimiter tab --label-column 2 --text-column 3 "$T/m1.tsv"
t_ok "  spam 1, ham 1" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	1' '$T/out'"
printf '1\tWin cash, now\n0\tHi, there\n' > "$T/m1b.tsv"
t_bad "  '1<TAB>text' (a label 1): the TAB hint" 1 "m1b\\.tsv:1: label has a control character \\(0x09\\) \\(TAB-separated\\? read it with --delimiter tab, or without --csv\\)$" sms-vocab --csv --stats "$T/m1b.tsv"
printf 'True\tWin cash, now\n' > "$T/m1c.tsv"
t_bad "  'True<TAB>text': the TAB hint" 1 "m1c\\.tsv:1: .*\\(TAB-separated\\? read it with --delimiter tab, or without --csv\\)$" sms-vocab --csv --stats "$T/m1c.tsv"
# the other side: a word no label rule knows before the TAB (the quoted
# '"ha<TAB>m"' above): no hint
printf 'gcide\tthe word, here\n' > "$T/m1d.tsv"
t_bad "  'gcide<TAB>...': no hint" 1 "m1d\\.tsv:1: label has a control character \\(0x09\\)$" sms-vocab --csv --stats "$T/m1d.tsv"
