#!/bin/sh
# Damaged embeddings files in every format (lib/embed/embfile.h), through
# each tool that reads embeddings (attn-map -e, attn-train -e, ppmi-svd
# --load): one line "TOOL: FILE:LINE: what", exit 1, nothing on standard
# output.  And the formats detected: the same two words from word2vec text
# (fastText's trailing spaces, CRLF), binary (gensim's layout, word2vec.c's)
# and GloVe give ppmi-svd --nn the same answer.
. "$(dirname "$0")/../../lib.sh"

COR="$DATA/train-corpus.tsv"
# b FILE BYTES...: printf's format to a file
b() { f=$T/$1; shift; printf "$@" > "$f"; }
b ok.vec '3 2\nfree 0.5 -1.25 \ncall 3 0.125 \nwin 1 1 \n'
b ok-crlf.txt '3 2\r\nfree 0.5 -1.25\r\ncall 3 0.125\r\nwin 1 1\r\n'
b ok.glove 'free 0.5 -1.25\ncall 3 0.125\nwin 1 1\n'
b ok-gensim.bin '3 2\nfree \000\000\000\077\000\000\240\277call \000\000\100\100\000\000\000\076win \000\000\200\077\000\000\200\077'
b ok-c.bin '3 2\nfree \000\000\000\077\000\000\240\277\ncall \000\000\100\100\000\000\000\076\nwin \000\000\200\077\000\000\200\077\n'
printf 'word\td1\td2\nfree\t0.5\t-1.25\ncall\t3\t0.125\nwin\t1\t1\n' > "$T/ok.tsv"
ppmi-svd --load "$T/ok.tsv" --nn free -k 2 | tail -n +2 > "$T/want.body"
for f in ok.vec ok-crlf.txt ok.glove ok-gensim.bin ok-c.bin; do
	t_run "$f: read" 0 ppmi-svd --load "$T/$f" --nn free -k 2
	tail -n +2 "$T/out" > "$T/got.body"
	t_cmp "$f: the same neighbours as the TSV" "$T/want.body" "$T/got.body"
done

b short.vec '2 2\nfree 0.5\ncall 3 0.125\n'
b nan.glove 'free 0.5 1\ncall 3 nan\n'
b inf.vec '2 2\nfree 0.5 1\ncall 3 -inf\n'
b trunc.bin '2 2\nfree \000\000\000\077\000\000\240\277call \000\000\100'
b nan.bin '1 2\nfree \000\000\300\177\000\000\240\277'
b dup.glove 'free 1 2\ncall 1 2\nfree 3 4\n'
b more.vec '3 2\nfree 1 2\ncall 1 2\n'
b fewer.vec '1 2\nfree 1 2\ncall 1 2\n'
b dmis.vec '2 3\nfree 1 2\ncall 1 2\n'
b spaces.tsv 'word d1 d2\nfree 1 2\n'
b tabs.vec '2 2\nfree\t1\t2\ncall\t1\t2\n'
while read -r f re; do
	t_bad "attn-map -e $f" 1 "^attn-map: .*/$f:$re" attn-map -e "$T/$f" --text 'free call'
	t_bad "attn-train -e $f" 1 "^attn-train: .*/$f:$re" attn-train -e "$T/$f" --epochs 1 "$COR"
	t_bad "ppmi-svd --load $f" 1 "^ppmi-svd: .*/$f:$re" ppmi-svd --load "$T/$f" --nn free
	t_ok "$f: nothing on standard output" test ! -s "$T/out"
done <<LIST
short.vec 2: 1 number after 'free', want 2 \(the header's d\) \(GloVe of d = 1, line 1 a row\? --[a-z]+-format glove\)$
nan.glove 2: field 3 \('nan'\) is not a finite decimal number$
inf.vec 3: field 3 \('-inf'\) is not a finite decimal number$
trunc.bin 3: truncated record 2: 'call' has 3 of the 8 bytes of its vector
nan.bin 2: value 1 of 'free' is not a finite number \(NaN\)$
dup.glove 3: duplicate word 'free' \(first at line 1\)$
more.vec 1: the header says 3 words, the file has 2$
fewer.vec 3: a row past the header's 1 words
dmis.vec 2: 2 numbers after 'free', want 3
spaces.tsv 1: fields are separated by spaces, not TABs
tabs.vec 2: fields are separated by TABs, not spaces
LIST
# each tool's hint names its own option: --emb-format reads -e's file in
# attn-map and attn-train, but in ppmi-svd it is the format written (its
# reading option is --load-format), and sms-vocab -v has neither: a new
# user followed ppmi-svd's "--emb-format tsv" into a usage error
t_bad "ppmi-svd: spaces.tsv names --load-format" 1 "^ppmi-svd: .*/spaces.tsv:1: .*a space-separated file reads as --load-format word2vec \(first line 'V d'\) or glove" ppmi-svd --load "$T/spaces.tsv" --nn free
t_bad "ppmi-svd: tabs.vec names --load-format tsv" 1 "^ppmi-svd: .*/tabs.vec:2: fields are separated by TABs, not spaces \(.* is attnkit's: --load-format tsv; with none, tr '\\\\t' ' ' makes word2vec\)$" ppmi-svd --load "$T/tabs.vec" --nn free
t_bad "attn-map: tabs.vec names --emb-format tsv" 1 "^attn-map: .*/tabs.vec:2: .* is attnkit's: --emb-format tsv; with none, tr '\\\\t' ' ' makes word2vec\)$" attn-map -e "$T/tabs.vec" --text free
awk 'BEGIN { printf "1 1\n"; for (i = 0; i < 70000; i++) printf "x"; printf " \001\002\003\004" }' > "$T/longword.bin"
t_bad "ppmi-svd: a binary word too long names --load-format" 1 "^ppmi-svd: .*/longword.bin:2: a word longer than 65536 bytes \(not word2vec binary\? --load-format\)$" ppmi-svd --load "$T/longword.bin" --nn x
t_bad "sms-vocab -v: the same names ppmi-svd --load-format" 1 "^sms-vocab: .*/longword.bin:2: a word longer than 65536 bytes \(not word2vec binary\? ppmi-svd --load-format\)$" sms-vocab -t -v "$T/longword.bin" "$COR"
# --help says -e reads every format (it said "embeddings TSV (word
# d1..dk)", and a new user took gensim's files for unreadable)
for tool in attn-map attn-train; do
	t_ok "$tool --help: -e names word2vec and GloVe" sh -c "$tool --help | grep -q -- '-e, --embeddings FILE .*TSV, word2vec (text or binary), GloVe'"
done
# the README's "Your own vectors" names ppmi-svd's reading option too: it
# said only "--emb-format names it", which in ppmi-svd is the format written
t_ok "README: ppmi-svd reads with --load-format" sh -c "awk '/^## Your own vectors/,/^## Where/' '$ATTNKIT_TOP/README.md' | tr '\n' ' ' | grep -q '\`--load-format\` in \`ppmi-svd\`'"
# the budget: the embeddings refused within -M, whatever their format
awk 'BEGIN { print "20000 4"; for (i = 0; i < 20000; i++) print "w" i, 1, 2, 3, 4 }' > "$T/big.vec"
t_bad "ppmi-svd -M: the word2vec rows charged" 1 "^ppmi-svd: .*/big.vec:[0-9]+: the embeddings need more than --memory" \
    ppmi-svd --load "$T/big.vec" --nn w1 -M 1M
# the options' combinations and the questions' mistakes (usage: exit 2;
# data: exit 1), each one line
E2="$T/ok.tsv"
t_bad "--cosmul alone" 2 "^ppmi-svd: --cosmul needs --most-similar$" ppmi-svd --load "$E2" --nn free --cosmul
t_bad "--emb-format with a question" 2 "^ppmi-svd: --emb-format: not with --nn: it is the format of the embeddings written$" \
    ppmi-svd --load "$E2" --nn free --emb-format word2vec
t_bad "--load-format without --load" 2 "^ppmi-svd: --load-format needs --load: the format of --load's file$" \
    ppmi-svd -v "$E2" --load-format glove
t_bad "two kinds of question" 2 "^ppmi-svd: --nn and --similar exclude each other: two outputs: give one$" \
    ppmi-svd --load "$E2" --nn free --similar 'free call'
t_bad "--load and nothing to do" 2 '^ppmi-svd: --load needs --nn, --similar, --most-similar, --odd-one-out, --similarity, --analogy, --emb-format or --output: a question, an evaluation, or a conversion \(--emb-format, -o\)$' ppmi-svd --load "$E2"
t_bad "--similar with one word" 2 "^ppmi-svd: --similar 'free': takes two words \(the pair whose cosine is written\), got 1$" ppmi-svd --load "$E2" --similar free
t_bad "--most-similar with a bare -" 2 "^ppmi-svd: --most-similar 'free - call': a '-' without its word" \
    ppmi-svd --load "$E2" --most-similar 'free - call'
# a question of words to subtract alone is gensim's most_similar(negative=
# ...) (emb-gensim.sh checks the values); one whose words to add are all
# missing is skipped, not asked as the rest
t_run "--most-similar with words to subtract alone: answered" 0 ppmi-svd --load "$E2" --most-similar '-free'
t_ok "  not the word itself" sh -c "tail -n +3 '$T/out' | cut -f3 | grep -qvx free && ! tail -n +3 '$T/out' | cut -f3 | grep -qx free"
t_run "  its words missing: skipped" 1 ppmi-svd --load "$E2" --most-similar '-zzq'
t_ok "  said so" grep -q "most-similar '-zzq': skipped (its words are not in the embeddings)" "$T/err"
t_bad "--odd-one-out with one word" 2 "^ppmi-svd: --odd-one-out 'free': takes three words or more \\(two are equally far from their sum: neither is the odd one\\), got 1$" ppmi-svd --load "$E2" --odd-one-out free
t_run "no question answerable" 1 ppmi-svd --load "$E2" --most-similar 'zzq -free'
t_ok "  the question skipped: its word to add is missing" grep -q "most-similar 'zzq -free': skipped (no word to add is in the embeddings)" "$T/err"
t_ok "no question answerable: the words warned, then one error" sh -c "grep -c \"'zzq' is not in the embeddings\" '$T/err' | grep -qx 1 && tail -1 '$T/err' | grep -q 'no --most-similar question can be answered'"
t_ok "no question answerable: nothing on standard output" test ! -s "$T/out"
t_run "a conversion: --load and --emb-format alone" 0 ppmi-svd --load "$T/ok.glove" --emb-format word2vec
t_ok "a conversion: the word2vec text, no comment" test "$(head -1 "$T/out")" = "3 2"
# -o alone converts to TSV, the default (a new user's 'ppmi-svd --load
# v.vec -o v.tsv' was refused with the whole usage)
t_run "a conversion: --load and -o alone, to TSV" 0 ppmi-svd --load "$T/ok.glove" -o "$T/conv.tsv"
t_ok "  attnkit's TSV, the words and values kept" sh -c "grep -v '^#' '$T/conv.tsv' | head -1 | grep -qx 'word	d1	d2' && test \$(grep -vc '^#' '$T/conv.tsv') = 4"
t_bad "--load alone: what it needs, conversions named" 2 '^ppmi-svd: --load needs --nn, --similar, --most-similar, --odd-one-out, --similarity, --analogy, --emb-format or --output: a question, an evaluation, or a conversion \(--emb-format, -o\)$' ppmi-svd --load "$T/ok.glove"
t_run "-k with --most-similar" 0 ppmi-svd --load "$E2" --most-similar free -k 1
t_ok "-k 1: one answer" test "$(grep -c "^free	" "$T/out")" -eq 1
# sms-vocab -v reads a word list from embeddings in any format
printf 'ham\tFree call zzz, win now\n' > "$T/c.tsv"
for f in ok.vec ok.glove ok-c.bin ok-gensim.bin ok.tsv; do
	t_run "sms-vocab -t -v $f" 0 sms-vocab -t -v "$T/$f" "$T/c.tsv"
	t_ok "sms-vocab -t -v $f: only its words" test "$(grep -v '^#' "$T/out")" = "$(printf 'ham\tfree call win')"
done

# The word2vec look-ahead (the bytes after the header, read to tell text
# from binary) is bounded by the longest line, a sixteenth of -M: a header
# d = 2^24 and a 2 MB second line under -M 16M end at once with the
# reader's line error, having held at most 1 MB, not the 64 d bytes (1 GiB)
# a text row of d numbers could take
{ echo "1 16777216"; awk 'BEGIN { printf "w"; for (i = 0; i < 260000; i++) printf " 0.12345"; print "" }'; } > "$T/d24.vec"
for tool in attn-map ppmi-svd; do
	if [ $tool = attn-map ]; then set -- -e "$T/d24.vec" --tokens w; else set -- --load "$T/d24.vec" -o "$T/x.tsv"; fi
	t_bad "$tool: d = 2^24, a 2 MB line under -M 16M: the line limit at line 2" 1 \
	    "^$tool: $T/d24.vec:2: line longer than 1 MB, a sixteenth of the 16 MB of memory this run may use \\(-M, ulimit -v or -d; not a text file\\?\\)$" \
	    $tool "$@" -M 16M
done
# the same header before binary bytes: a record of 2^24 float32 and its row
# of doubles (192 MB) are refused before their room is taken
{ echo "1 16777216"; printf 'w '; head -c 70000 /dev/zero | tr '\0' '\001'; } > "$T/d24.bin"
t_bad "d = 2^24, binary, under -M 16M: the record refused before its room" 1 \
    "^ppmi-svd: $T/d24.bin:2: record 1 \\('w'\\) of d = 16777216 float32 \\(the header's\\) needs [0-9.]+ MB or more with its row of doubles, more than --memory 16 MB$" \
    ppmi-svd --load "$T/d24.bin" -M 16M -o "$T/x.tsv"
# under ulimit -v (not in a sanitizer build, which cannot run there):
# sms-vocab -v, which has no -M, names FILE:LINE and the size: the
# look-ahead stops at the line limit, a sixteenth of ulimit -v
if grep -qa __asan_report "$ATTNKIT_BIN/sms-vocab"; then
	:	# a sanitizer build cannot run under ulimit -v (no skip: make check runs these)
else
	{ echo "1 16777216"; awk 'BEGIN { printf "w"; for (i = 0; i < 1000000; i++) printf " 0.12345"; print "" }'; } > "$T/d24-8m.vec"
	t_bad "ulimit -v 100000: an 8 MB line after d = 2^24: the line limit at line 2" 1 \
	    "^sms-vocab: $T/d24-8m.vec:2: line longer than 6250 KB, a sixteenth of the 100000 KB of memory this run may use \\(-M, ulimit -v or -d; not a text file\\?\\)$" \
	    sh -c "ulimit -v 100000; exec sms-vocab -t -v '$T/d24-8m.vec' '$T/c.tsv'"
fi

# a word a text format's reader would refuse is refused by its writer,
# before a byte is written: a leading byte-order mark (read back as files
# joined with cat) in every text format, a word in CSV's quotes in GloVe;
# word2vec-bin keeps both, and word2vec text reads a quoted word under its
# 'V d' header as written (gensim's token of four quotes)
python3 - "$T/odd.bin" <<'PY'
import struct, sys
words = ['the', '\ufeffdog', '""""']
with open(sys.argv[1], 'wb') as f:
    f.write(b'3 2\n')
    for i, w in enumerate(words):
        f.write(w.encode() + b' ' + struct.pack('<2f', i + 1, 0.5) + b'\n')
PY
t_run "a binary model with a marked word and a quoted one: read" 0 ppmi-svd --load "$T/odd.bin" --emb-format word2vec-bin -o "$T/odd2.bin"
t_ok "  word2vec-bin keeps them: the same bytes" cmp -s "$T/odd.bin" "$T/odd2.bin"
for f in tsv glove word2vec; do
	t_bad "  --emb-format $f: the marked word refused, nothing written" 1 "^ppmi-svd: .*odd\\.bin:3: the word .* starts with a byte-order mark \\(U\\+FEFF\\), which a text file's reader takes for files joined with cat \\(--emb-format word2vec-bin keeps it\\)\$" ppmi-svd --load "$T/odd.bin" --emb-format $f -o "$T/odd.$f"
	t_ok "  no $f file" test ! -e "$T/odd.$f"
done
python3 - "$T/q.bin" <<'PY'
import struct, sys
with open(sys.argv[1], 'wb') as f:
    f.write(b'2 2\n')
    for i, w in enumerate(['the', '""""']):
        f.write(w.encode() + b' ' + struct.pack('<2f', i + 1, 0.5) + b'\n')
PY
t_bad "  --emb-format glove: the quoted word refused" 1 "^ppmi-svd: .*q\\.bin:3: the word .* is written as CSV quotes a field, which GloVe's reader takes for a writer's quoting \\(--emb-format word2vec keeps it\\)\$" ppmi-svd --load "$T/q.bin" --emb-format glove -o "$T/q.txt"
t_run "  --emb-format word2vec writes it" 0 ppmi-svd --load "$T/q.bin" --emb-format word2vec -o "$T/q.w2v"
t_run "  and reads it back under its 'V d' header" 0 ppmi-svd --load "$T/q.w2v" --emb-format tsv -o "$T/q.tsv"
t_ok "  the word as gensim wrote it" grep -q '^""""	2	0.5$' "$T/q.tsv"
# a file's only word in plain quotes: GloVe's reader refuses it as R's
# quoting (no second row to tell), so its writer does too; two rows, the
# second unquoted, write (the edge: one quoted row among others is a word)
printf '1 5\n"cat" 0.5 0.25 0.125 1.5 2.5\n' > "$T/q1.txt"
t_bad "a one-row model, its word quoted: --emb-format glove refuses it" 1 "^ppmi-svd: .*q1\\.txt:2: the word '\"cat\"' is written as CSV quotes a field, which GloVe's reader takes for a writer's quoting \\(--emb-format word2vec keeps it\\)\$" ppmi-svd --load "$T/q1.txt" --emb-format glove -o "$T/q1.glove"
t_ok "  nothing written" test ! -e "$T/q1.glove"
printf '2 5\n"cat" 0.5 0.25 0.125 1.5 2.5\ndog 1 2 3 4 5\n' > "$T/q2.txt"
t_run "  two rows, the second unquoted: written" 0 ppmi-svd --load "$T/q2.txt" --emb-format glove -o "$T/q2.glove"
t_run "  and read back" 0 ppmi-svd --load "$T/q2.glove" --nn '"cat"' -k 1
t_run "  the one-row model as word2vec: written" 0 ppmi-svd --load "$T/q1.txt" --emb-format word2vec -o "$T/q1.w2v"
t_run "  and read back" 0 ppmi-svd --load "$T/q1.w2v" -o "$T/q1.tsv"

# pandas' GloVe (QUOTE_MINIMAL: '"new york"', '"say ""hi"""') given the
# header 'V d' (glove2word2vec, sed '1i V d'): a quoted field holding a
# space is a CSV writer's, refused as in GloVe; a token of quotes with
# none ('""""', '"a""b"') is read as written, as gensim wrote it
printf '3 3\ncat 0.5 0.25 1.0\n"new york" 1.5 2.5 3.0\n"say ""hi""" 0.1 0.2 0.3\n' > "$T/pg.w2v"
t_bad "pandas' quoted GloVe under 'V d': refused at the spaced word" 1 "^ppmi-svd: .*pg\\.w2v:3: the word '\"new york\"' is a CSV field in quotes, its '\"' doubled or a space inside .*GloVe \\(and word2vec text\\) has no quoting .*quoting=csv\\.QUOTE_NONE.*\$" ppmi-svd --load "$T/pg.w2v" -o "$T/pg.tsv"
t_bad "  forced --load-format word2vec too" 1 "^ppmi-svd: .*pg\\.w2v:3: the word '\"new york\"' is a CSV field in quotes" ppmi-svd --load "$T/pg.w2v" --load-format word2vec -o "$T/pg.tsv"
printf '2 3\ncat 0.5 0.25 1.0\n"say ""hi""" 0.1 0.2 0.3\n' > "$T/pg2.w2v"
t_bad "  doubled quotes and a space: refused" 1 "^ppmi-svd: .*pg2\\.w2v:3: the word '\"say \"\"hi\"\"\"' is a CSV field in quotes" ppmi-svd --load "$T/pg2.w2v" -o "$T/pg.tsv"
printf '3 3\ncat 0.5 0.25 1.0\n"""" 1.5 2.5 3.0\n"a""b" 0.1 0.2 0.3\n' > "$T/pg3.w2v"
t_run "  tokens of quotes without a space: read as written" 0 ppmi-svd --load "$T/pg3.w2v" -o "$T/pg3.tsv"
t_ok "  the words kept" grep -q '^"a""b"	0.1	' "$T/pg3.tsv"
# R's write.table (quote=TRUE: every word quoted) given 'V d'
# (glove2word2vec, sed '1i V d'): the first two rows' words both in plain
# quotes are a CSV writer's, refused as in GloVe; one quoted row among
# unquoted ones, or the only row, is a token (the edges); the writer
# refuses what its reader would
printf '3 2\n"the" 0.1 0.2\n"cat" 0.3 0.4\n"dog" 0.5 0.6\n' > "$T/rq.w2v"
t_bad "R's quoted GloVe under 'V d': refused" 1 "^ppmi-svd: .*rq\\.w2v:2: the words are in double quotes \\(the first '\"the\"': R's write\\.table default quote=TRUE.*drop them: sed .*rq\\.w2v > FILE\\.txt\$" ppmi-svd --load "$T/rq.w2v" -o "$T/rq.tsv"
t_bad "  attn-map -e too" 1 "rq\\.w2v:2: the words are in double quotes" attn-map -e "$T/rq.w2v" --text 'the cat'
sed 's/^"\([^"]*\)" /\1 /' "$T/rq.w2v" > "$T/rq2.w2v"
t_run "  its sed, run: read" 0 ppmi-svd --load "$T/rq2.w2v" -o "$T/rq.tsv"
t_ok "  the words unquoted" grep -q '^the	0.1	0.2$' "$T/rq.tsv"
printf '2 2\n"the" 0.1 0.2\ncat 0.3 0.4\n' > "$T/rq3.w2v"
t_run "  the first quoted, the second not: read" 0 ppmi-svd --load "$T/rq3.w2v" -o "$T/rq.tsv"
printf '2 2\ncat 0.3 0.4\n"the" 0.1 0.2\n' > "$T/rq4.w2v"
t_run "  the second quoted, the first not: read" 0 ppmi-svd --load "$T/rq4.w2v" -o "$T/rq.tsv"
printf '1 2\n"the" 0.1 0.2\n' > "$T/rq5.w2v"
t_run "  the only row quoted: read" 0 ppmi-svd --load "$T/rq5.w2v" --load-format word2vec -o "$T/rq.tsv"
# ... a whole CSV field in quotes counts, its '"' doubled or escaped: a
# sorted vocabulary's '!' then '"' quoted by pandas' QUOTE_NONNUMERIC
# ('""""') or R's write.table ('"\\""') under 'V d' (15b-W1); '""""' first
# over an unquoted word is gensim's token (the edge)
printf '4 3\n"!" 0.25 1.25 2.25\n"""" 3.25 4.25 5.25\n"cat" 6.25 0.25 1.25\n"the" 2.25 3.25 4.25\n' > "$T/pq.w2v"
t_bad "pandas' QUOTE_NONNUMERIC under 'V d', row 2 '\"\"\"\"': refused" 1 "^ppmi-svd: .*pq\\.w2v:2: the words are in double quotes \\(the first '\"!\"'" ppmi-svd --load "$T/pq.w2v" -o "$T/pq.tsv"
t_ok "  nothing written" test ! -e "$T/pq.tsv"
printf '4 3\n"\\"" 0.25 1.25 2.25\n"the" 3.25 4.25 5.25\n"cat" 6.25 0.25 1.25\n"dog" 2.25 3.25 4.25\n' > "$T/rq7.w2v"
t_bad "R's escaped '\"\\\\\"\"' first under 'V d': refused" 1 "^ppmi-svd: .*rq7\\.w2v:2: the words are in double quotes" ppmi-svd --load "$T/rq7.w2v" -o "$T/rq7.tsv"
printf '2 2\n"""" 0.1 0.2\ncat 0.3 0.4\n' > "$T/rq8.w2v"
t_run "  '\"\"\"\"' first over an unquoted word: read" 0 ppmi-svd --load "$T/rq8.w2v" -o "$T/rq8.tsv"
t_ok "  the token as written" grep -q '^""""	0.1	0.2$' "$T/rq8.tsv"
python3 - "$T/pq.bin" <<'PY'
import struct, sys
with open(sys.argv[1], 'wb') as f:
    f.write(b'2 2\n')
    for i, w in enumerate(['"!"', '""""']):
        f.write(w.encode() + b' ' + struct.pack('<2f', i + 1, 0.5) + b'\n')
PY
t_bad "  the writer: word2vec text of '\"!\"' then '\"\"\"\"' refused as its reader would" 1 "pq\\.bin:3: the word '\"\"\"\"' is written as CSV quotes a field, which word2vec text's reader takes" ppmi-svd --load "$T/pq.bin" --emb-format word2vec -o "$T/pq2.w2v"
python3 - "$T/rq.bin" <<'PY'
import struct, sys
with open(sys.argv[1], 'wb') as f:
    f.write(b'2 2\n')
    for i, w in enumerate(['"the"', '"cat"']):
        f.write(w.encode() + b' ' + struct.pack('<2f', i + 1, 0.5) + b'\n')
PY
t_bad "  the writer: word2vec text of two quoted first words refused" 1 "rq\\.bin:3: the word '\"cat\"' is written as CSV quotes a field, which word2vec text's reader takes for a writer's quoting when the first two words are \\(--emb-format word2vec-bin keeps it\\)\$" ppmi-svd --load "$T/rq.bin" --emb-format word2vec -o "$T/rq6.w2v"
t_run "  --emb-format word2vec-bin writes it" 0 ppmi-svd --load "$T/rq.bin" --emb-format word2vec-bin -o "$T/rq6.bin"

# short Latin-1 words and Latin-1 bytes below 0xC0 ('à', '£5', '¿qué'):
# named Latin-1 where the record is where d puts it (a '\n' after its
# vector), the header's d not blamed; a letter standing alone ('à', or
# cp1251's 'а', a Russian model's commonest words): both pages named
for w in e0 a335 bf717565 6574e9; do
	python3 - "$T/l1w.bin" "$w" <<'PY'
import struct, sys
with open(sys.argv[1], 'wb') as f:
    f.write(b'2 4\n')
    for i, w in enumerate([b'the', bytes.fromhex(sys.argv[2])]):
        f.write(w + b' ' + struct.pack('<4f', i + 1, 0.5, 0.25, 2) + b'\n')
PY
	if [ "$w" = e0 ]; then
		t_bad "a lone letter (hex $w) in a binary model: cp1251 and cp1252 named" 1 "^ppmi-svd: .*l1w\\.bin:3: the word '.*' is not UTF-8 \\(byte 1\\) \\(a word in a single-byte code page, too short to tell which \\(cp1251 or koi8-r Cyrillic, cp1252 Western European\\), .*encoding='NAME'" ppmi-svd --load "$T/l1w.bin" -o -
		continue
	fi
	t_bad "a Latin-1 word (hex $w) in a binary model: gensim's conversion named" 1 "^ppmi-svd: .*l1w\\.bin:3: the word '.*' is not UTF-8 \\(byte [0-9]\\) \\(a word in Latin-1, latin1, as word2vec\\.c writes a corpus in that code page\\? .*encoding='latin1'.*\\)\\)\$" ppmi-svd --load "$T/l1w.bin" -o -
done
python3 - "$T/l1f.bin" <<'PY'
import struct, sys
with open(sys.argv[1], 'wb') as f:
    f.write(b'1 4\n' + b'\xe0 ' + struct.pack('<4f', 1, 0.5, 0.25, 2) + b'\n')
PY
t_bad "  record 1's word 'à' (or 'а'): the short list" 1 "^ppmi-svd: .*l1f\\.bin:2: the word '<0xE0>' is not UTF-8 \\(byte 1\\) \\(a word in a single-byte code page, too short to tell" ppmi-svd --load "$T/l1f.bin" -o -

# two binary models joined with cat: the second header named, not only
# "more records"; a second header of another d is the plain error
python3 - "$T" <<'PY'
import struct, sys
def model(words, d):
    b = b'%d %d\n' % (len(words), d)
    for i, w in enumerate(words):
        b += w.encode() + b' ' + struct.pack('<%df' % d, *[i + 0.5] * d) + b'\n'
    return b
open(sys.argv[1] + '/cat.bin', 'wb').write(model(['the', 'cat'], 4) + model(['dog'], 4))
open(sys.argv[1] + '/cat3.bin', 'wb').write(model(['the', 'cat'], 4) + model(['dog'], 3))
open(sys.argv[1] + '/cat1.bin', 'wb').write(model(['the', 'cat'], 4))
PY
t_bad "binary models joined with cat: the second header named" 1 "^ppmi-svd: .*cat\\.bin:4: a second word2vec header, '1 4', after the 2 records of line 1's: binary models joined with cat\\? give each as its own file, or join them in gensim .*\$" ppmi-svd --load "$T/cat.bin" -o -
t_bad "  a second header of another d: more records" 1 "^ppmi-svd: .*cat3\\.bin:4: more records than the header's 2 words" ppmi-svd --load "$T/cat3.bin" -o -
t_run "  the first model alone: read" 0 ppmi-svd --load "$T/cat1.bin" -o -
# gensim's Doc2Vec.save_word2vec_format(doctag_vec=True, word_vec=True)
# writes its tags again after the header's V rows: the repeat named with
# what keeps the V rows (sed V+1q of text, gensim's load and save of
# binary); a new word past V is the plain error (the edge)
python3 - "$T" <<'PY'
import struct, sys
t = sys.argv[1]
rows = [('*dt_0', (0.5, 0.25)), ('*dt_1', (0.125, 1.5)), ('win', (1.0, 2.0))]
with open(t + '/d2v.txt', 'w') as f:
    f.write('3 2\n')
    for w, v in rows + rows[:2]:
        f.write('%s %r %r\n' % (w, v[0], v[1]))
with open(t + '/d2v.bin', 'wb') as f:
    f.write(b'3 2\n')
    for w, v in rows + rows[:2]:
        f.write(w.encode() + b' ' + struct.pack('<2f', *v) + b'\n')
with open(t + '/d2vnew.txt', 'w') as f:
    f.write('2 2\nwin 0.5 0.25\ncall 1.0 2.0\nfree 0.5 0.5\n')
PY
t_bad "Doc2Vec's tags written twice (text): the repeat and the sed named" 1 "^ppmi-svd: .*d2v\\.txt:5: a row past the header's 3 words \\(.*d2v\\.txt:1\\) \\(it repeats the word '\\*dt_0' of line 2: gensim's Doc2Vec\\.save_word2vec_format\\(doctag_vec=True, word_vec=True\\) writes its document tags twice, and gensim reads the header's 3 rows alone: keep them: sed 4q .*d2v\\.txt > FILE\\.vec\\)\$" ppmi-svd --load "$T/d2v.txt" -o -
sed 4q "$T/d2v.txt" > "$T/d2v2.vec"
t_run "  its sed, run: read" 0 ppmi-svd --load "$T/d2v2.vec" -o -
t_bad "  binary: gensim's load and save named" 1 "^attn-map: .*d2v\\.bin:5: more records than the header's 3 words .*it repeats the word '\\*dt_0' .*KeyedVectors\\.load_word2vec_format\\(F, binary=True\\)\\.save_word2vec_format\\(G, binary=True\\)\\)\$" attn-map -e "$T/d2v.bin" --text win
t_bad "  a new word past V: the plain error" 1 "^ppmi-svd: .*d2vnew\\.txt:4: a row past the header's 2 words \\(.*d2vnew\\.txt:1\\)\$" ppmi-svd --load "$T/d2vnew.txt" -o -

# word2vec text forced binary, its rows shorter than 4 d bytes: the
# truncated record's bytes all text's name --load-format word2vec; a
# binary record cut short (bytes no text has) does not
printf '2 4\ncat 0.5 0.25 0.1 1\ndog 0.5 0.25 0.1 1\n' > "$T/tw.txt"
t_bad "text forced word2vec-bin, truncated: the text read named" 1 "^ppmi-svd: .*tw\\.txt:3: truncated record 2: .* \\(every byte of it text's: word2vec text, not binary\\? --load-format word2vec, or auto\\)\$" ppmi-svd --load "$T/tw.txt" --load-format word2vec-bin -o -
t_run "  --load-format word2vec reads it" 0 ppmi-svd --load "$T/tw.txt" --load-format word2vec -o -
head -c -3 "$T/cat1.bin" > "$T/cut.bin"
t_bad "  a binary record cut short: truncated, no text named" 1 "^ppmi-svd: .*cut\\.bin:3: truncated record 2: 'cat' has 14 of the 16 bytes of its vector \\(4 float32\\)\$" ppmi-svd --load "$T/cut.bin" --load-format word2vec-bin -o -

# a binary model's word in Latin-1 (word2vec.c on a Latin-1 corpus): not
# UTF-8, named with gensim's conversion, the header's d not blamed (the
# record is where d puts it)
python3 - "$T/l1.bin" <<'PY'
import struct, sys
with open(sys.argv[1], 'wb') as f:
    f.write(b'2 2\n')
    for i, w in enumerate([b'the', b'caf\xe9']):
        f.write(w + b' ' + struct.pack('<2f', i + 1, 0.5) + b'\n')
PY
t_bad "a Latin-1 word in a binary model: named, gensim's conversion" 1 "^ppmi-svd: .*l1\\.bin:3: the word 'caf<0xE9>' is not UTF-8 \\(byte 4\\) \\(a word in Latin-1, latin1, as word2vec\\.c writes a corpus in that code page\\? the tools read UTF-8 words: gensim converts the model: KeyedVectors\\.load_word2vec_format\\(F, binary=True, encoding='latin1'\\)\\.save_word2vec_format\\(G, binary=True\\)\\)\$" ppmi-svd --load "$T/l1.bin" -o -
# Cyrillic words in a binary model (word2vec.c on a cp1251 or koi8-r
# corpus): the code page the text readers name, in gensim's conversion
# (encoding='latin1' would load every word as mojibake)
for cp in cp1251 koi8-r; do
	python3 - "$T/cy.bin" "$cp" <<'PY'
import struct, sys
with open(sys.argv[1], 'wb') as f:
    f.write(b'3 3\n')
    for w in ['выигрыш', 'привет', 'сейчас']:
        f.write(w.encode(sys.argv[2]) + b' ' + struct.pack('<3f', 0.1, 0.2, 0.3) + b'\n')
PY
	t_bad "Cyrillic words in $cp in a binary model: $cp named" 1 "^attn-map: .*cy\\.bin:2: the word '.*' is not UTF-8 \\(byte 1\\) \\(a word in Cyrillic, $cp, as word2vec\\.c writes a corpus in that code page\\? .*encoding='$cp'\\)\\.save_word2vec_format\\(G, binary=True\\)(; [a-z0-9-]* if its words come out wrong)?\\)\$" attn-map -e "$T/cy.bin" --text 'a'
done
