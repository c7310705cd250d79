#!/bin/sh
# What an embeddings file is when it is not what the reader reads
# (attnkit(5) "What the tools guess"), each rule on both sides and at its
# exact edge:
#   a matrix of numbers with no words (numpy.savetxt) is not GloVe:
#     refused when every row's first field is a number, read when one is
#     a word, read as GloVe when --load-format glove says so;
#   the byte order of word2vec binary (attnkit(5)): of 16 values or more,
#     little-endian when 3/4 or more are ordinary (zero or 1e-8 to 1e8)
#     read so and under 3/4 byte-swapped; big-endian (refused) when 3/4
#     or more are byte-swapped and 1/2 or less little-endian; else
#     refused naming --load-format word2vec-bin, which reads it; each
#     edge exactly; under 16, an order at 3/4 or more read so and 1/2
#     or less the other way, else either, each edge exactly;
#   float64 records, a Python pickle, a NumPy .npy array: said;
#   a first line of two numbers that is no header, an empty line after
#   word2vec's rows, a duplicate word: the messages.
. "$(dirname "$0")/../../lib.sh"

b() { f=$T/$1; shift; printf "$@" > "$f"; }

# numpy.savetxt's matrix: every first field a number
b m.txt '1.257302210933932962e-01 -1.321048632913611777e-01\n1.049001171530397070e-01 -5.356693728836808624e-01\n'
mx="every row's first field is a number \\(the first '1\\.257302210933932962e-01'\\): a matrix of numbers with no words \\(numpy\\.savetxt writes one\\), not GloVe, whose rows start with their word: put each row's word first; --load-format glove reads the first column as the words$"
t_bad "a savetxt matrix: refused" 1 "^ppmi-svd: .*/m\\.txt:1: $mx" ppmi-svd --load "$T/m.txt" -o -
t_bad "attn-map names its option" 1 "^attn-map: .*/m\\.txt:1: every row's first field is a number .*--emb-format glove reads" attn-map -e "$T/m.txt" --text a
t_run "--load-format glove: the numbers are the words" 0 ppmi-svd --load "$T/m.txt" --load-format glove -o -
t_ok "  2 rows, the first named by its number" test "$(grep -vc '^#' "$T/out")" = 3 -a "$(sed -n 3p "$T/out" | cut -f1)" = "1.257302210933932962e-01"
b m2.txt '1 0.5 0.25\n2 0.5 0.5\nthree 1 2\n'
t_run "one word among numbers: GloVe" 0 ppmi-svd --load "$T/m2.txt" -o -
t_ok "  three 1 2" grep -qx 'three	1	2' "$T/out"
b m3.txt '1 0.5 0.25\n2 0.5 0.5\n'
t_bad "words '1' and '2' only: refused (the exact case)" 1 "m3\\.txt:1: every row's first field is a number \\(the first '1'\\)" ppmi-svd --load "$T/m3.txt" -o -
# whole numbers over values that are not (node ids: gensim's
# save_word2vec_format(write_header=False) of node2vec's vectors): named
# ids, with --load-format glove, not a matrix with no words; whole values
# too: the matrix's message (the edge)
t_err "  whole numbers over fractions: ids named" "m3\\.txt:1: every row's first field is a number \\(the first '1'\\), a whole number where the values are not: words that are ids \\(node2vec's, DeepWalk's; gensim's save_word2vec_format\\(F, write_header=False\\) of them\\)\\? --load-format glove reads them as the words"
t_run "  --load-format glove reads them" 0 ppmi-svd --load "$T/m3.txt" --load-format glove -o -
b m4.txt '1 5 -2\n2 -3 4\n'
t_bad "  whole values too: a matrix" 1 "m4\\.txt:1: every row's first field is a number \\(the first '1'\\): a matrix of numbers with no words" ppmi-svd --load "$T/m4.txt" -o -

# big-endian float32: 1.0 is 3f 80 00 00, read little-endian 4.6e-41
# (not ordinary); 40 40 40 40 is 3.00392 either way (ordinary both ways);
# little-endian 1.0, 00 00 80 3f, byte-swapped 4.6e-41; 00 00 00 01 is
# 2.4e-38 little-endian and subnormal byte-swapped (ordinary neither way)
rep() { _i=0; while [ $_i -lt $2 ]; do printf "$1"; _i=$((_i + 1)); done; }
BE1='\077\200\000\000' BOTH='\100\100\100\100' LE1='\000\000\200\077' NONE='\000\000\000\001'
{ printf '2 8\na '; rep '\077\200\000\000\100\000\000\000' 4; printf '\nb '
  rep '\100\100\000\000\100\200\000\000' 4; printf '\n'; } > "$T/be.bin"
t_bad "big-endian binary: refused" 1 "^ppmi-svd: .*/be\\.bin:2: big-endian word2vec binary\\? read as little-endian float32 \\(as word2vec\\.c and gensim write it on x86\\), 0 of its 16 values are zero or 1e-8 to 1e8 in magnitude; byte-swapped, 16 are: the tools read little-endian only; write the vectors again on a little-endian machine \\(gensim's save_word2vec_format\\)$" ppmi-svd --load "$T/be.bin" -o -
# under 16 values (not all-zero bytes) an order needs 3/4 or more ordinary
# read so and 1/2 or less the other way, else either order, which the
# format named reads as written: one value of 1e35, written as
# word2vec-bin by the tools, is ordinary neither way
printf 'w 1e35\n' > "$T/big.txt"
ppmi-svd -q --load "$T/big.txt" --load-format glove --emb-format word2vec-bin -o "$T/big.bin"
t_bad "one value of 1e35, written: either order, refused" 1 "big\\.bin:2: word2vec binary of either byte order\\? read as little-endian float32, 0 of its 1 values .*, byte-swapped 0: .*--load-format word2vec-bin reads it" ppmi-svd --load "$T/big.bin" -o -
t_run "  --load-format word2vec-bin reads it back" 0 ppmi-svd --load "$T/big.bin" --load-format word2vec-bin -o -
t_ok "  w 1e35" grep -qx 'w	1.00000004e+35' "$T/out"
{ printf '1 3\na '; rep "$BE1" 3; printf '\n'; } > "$T/be3.bin"
t_bad "3 values, big-endian 1.0 each: refused, the format named reads it" 1 "be3\\.bin:2: big-endian word2vec binary\\? .* 0 of its 3 values .*; byte-swapped, 3 are: .*so few values do not make it certain: --load-format word2vec-bin reads it" ppmi-svd --load "$T/be3.bin" -o -
t_run "  --load-format word2vec-bin reads it little-endian" 0 ppmi-svd --load "$T/be3.bin" --load-format word2vec-bin -o -
{ printf '1 4\na '; rep "$BE1" 4; printf '\n'; } > "$T/be4.bin"
t_bad "4 values, every one big-endian: refused" 1 "be4\\.bin:2: big-endian word2vec binary\\? .* 0 of its 4 values .*; byte-swapped, 4 are" ppmi-svd --load "$T/be4.bin" -o -
{ printf '1 4\na '; rep "$BE1" 3; printf "$BOTH"; printf '\n'; } > "$T/be4b.bin"
t_bad "4 values, one ordinary little-endian: big-endian" 1 "be4b\\.bin:2: big-endian word2vec binary\\? .* 1 of its 4 values .*; byte-swapped, 4 are" ppmi-svd --load "$T/be4b.bin" -o -
# 3f 80 80 58 is 1.13e15 little-endian and 1.0039 byte-swapped: ordinary
# swapped in test 1, but the little-endian 1e15s are near their median
# (test 2): big-endian when under 3/4 of the values are, else either
E15='\077\200\200\130'
{ printf '1 3\na '; rep "$E15" 3; printf '\n'; } > "$T/e15.bin"
t_bad "3 values of 1.13e15, swapped 1.0039: either, refused" 1 "e15\\.bin:2: word2vec binary of either byte order\\? read as little-endian float32, 0 of its 3 values .*, byte-swapped 3" ppmi-svd --load "$T/e15.bin" -o -
{ printf '1 4\na '; rep "$E15" 3; printf "$BE1"; printf '\n'; } > "$T/e15x3.bin"
t_bad "3 of 4 near the median little-endian (the edge): either" 1 "e15x3\\.bin:2: word2vec binary of either byte order\\? read as little-endian float32, 0 of its 4 values .*, byte-swapped 4" ppmi-svd --load "$T/e15x3.bin" -o -
{ printf '1 4\na '; rep "$E15" 2; rep "$BE1" 2; printf '\n'; } > "$T/e15x2.bin"
t_bad "2 of 4 near the median little-endian: big-endian" 1 "e15x2\\.bin:2: big-endian word2vec binary\\? .* 0 of its 4 values .*; byte-swapped, 4 are" ppmi-svd --load "$T/e15x2.bin" -o -
# every value all-zero bytes: zeros either way, read
{ printf '2 2\na '; rep '\000' 8; printf '\nb '; rep '\000' 8; printf '\n'; } > "$T/zeros.bin"
t_run "only zeros: read" 0 ppmi-svd --load "$T/zeros.bin" -o -
t_ok "  b 0 0" grep -qx 'b	0	0' "$T/out"
# 8 values: 6 little-endian (3/4, the edge), 2 swapped: read; 5: either
{ printf '1 8\na '; rep "$BOTH" 2; rep "$LE1" 4; rep "$NONE" 2; printf '\n'; } > "$T/le68.bin"
t_run "6 of 8 little-endian, 2 swapped: little-endian (the edge)" 0 ppmi-svd --load "$T/le68.bin" -o -
t_ok "  a 3.00392151 3.00392151 1 1 1 1 ..." grep -q '^a	3.00392151	3.00392151	1	1	1	1	2.3509887e-38	2.3509887e-38$' "$T/out"
{ printf '1 8\na '; rep "$BOTH" 2; rep "$LE1" 3; rep "$NONE" 3; printf '\n'; } > "$T/le58.bin"
t_bad "5 of 8 little-endian, 2 swapped: either, refused" 1 "le58\\.bin:2: word2vec binary of either byte order\\? read as little-endian float32, 5 of its 8 values .*, byte-swapped 2" ppmi-svd --load "$T/le58.bin" -o -
# 8 swapped, 4 little-endian (1/2, the edge): big-endian; 5: either
{ printf '1 8\na '; rep "$BOTH" 4; rep "$BE1" 4; printf '\n'; } > "$T/be48.bin"
t_bad "4 of 8 little-endian, 8 swapped: big-endian (the edge)" 1 "be48\\.bin:2: big-endian word2vec binary\\? .* 4 of its 8 values .*; byte-swapped, 8 are" ppmi-svd --load "$T/be48.bin" -o -
{ printf '1 8\na '; rep "$BOTH" 5; rep "$BE1" 3; printf '\n'; } > "$T/be58.bin"
t_bad "5 of 8 little-endian, 8 swapped: either, refused" 1 "be58\\.bin:2: word2vec binary of either byte order\\? read as little-endian float32, 5 of its 8 values .*, byte-swapped 8" ppmi-svd --load "$T/be58.bin" -o -
# little-endian 1, 1.4e-45 (subnormal), 3, 4: one odd of four: read
b le.bin '1 4\na \000\000\200\077\001\000\000\000\000\000\100\100\000\000\200\100\n'
t_run "little-endian with a subnormal: read" 0 ppmi-svd --load "$T/le.bin" -o -
t_ok "  a 1 1.40129846e-45 3 4" grep -qx 'a	1	1.40129846e-45	3	4' "$T/out"
# 16 values, every one ordinary byte-swapped: 8 ordinary little-endian
# (exactly 1/2) is big-endian; 9 is ambiguous
{ printf '1 16\na '; rep "$BOTH" 8; rep "$BE1" 8; printf '\n'; } > "$T/half.bin"
t_bad "8 of 16 ordinary little-endian, 16 swapped: big-endian (the edge)" 1 "half\\.bin:2: big-endian word2vec binary\\? .* 8 of its 16 values .*; byte-swapped, 16 are" ppmi-svd --load "$T/half.bin" -o -
{ printf '1 16\na '; rep "$BOTH" 9; rep "$BE1" 7; printf '\n'; } > "$T/more.bin"
t_bad "9 of 16 little-endian, 16 swapped: either, refused" 1 "^ppmi-svd: .*more\\.bin:2: word2vec binary of either byte order\\? read as little-endian float32, 9 of its 16 values are zero or 1e-8 to 1e8 in magnitude, byte-swapped 16: the values do not tell; --load-format word2vec-bin reads it as little-endian float32, the format's byte order$" ppmi-svd --load "$T/more.bin" -o -
t_bad "  attn-map names its option" 1 "more\\.bin:2: word2vec binary of either byte order\\? .* --emb-format word2vec-bin reads it" attn-map -e "$T/more.bin" --text a
t_run "  --load-format word2vec-bin reads it little-endian" 0 ppmi-svd --load "$T/more.bin" --load-format word2vec-bin -o -
t_ok "  a 3.00392151 ... 4.60060299e-41" grep -q '^a	3.00392151	.*	4.60060299e-41$' "$T/out"
t_bad "  big-endian stays refused with the format named" 1 "half\\.bin:2: big-endian word2vec binary\\?" ppmi-svd --load "$T/half.bin" --load-format word2vec-bin -o -
# 12 of 16 little-endian (exactly 3/4): little-endian when under 3/4
# byte-swapped (11), either at 3/4 (12)
{ printf '1 16\na '; rep "$BOTH" 11; printf "$LE1"; rep "$NONE" 4; printf '\n'; } > "$T/le34.bin"
t_run "12 of 16 little-endian, 11 swapped: little-endian (the edge)" 0 ppmi-svd --load "$T/le34.bin" -o -
t_ok "  a 3.00392151 ... 1 2.3509887e-38" grep -q '^a	3.00392151	.*	1	2.3509887e-38	2.3509887e-38	2.3509887e-38	2.3509887e-38$' "$T/out"
{ printf '1 16\na '; rep "$BOTH" 12; rep "$NONE" 4; printf '\n'; } > "$T/both34.bin"
t_bad "12 of 16 either way: refused, either order" 1 "both34\\.bin:2: word2vec binary of either byte order\\? read as little-endian float32, 12 of its 16 values .*, byte-swapped 12" ppmi-svd --load "$T/both34.bin" -o -
{ printf '1 16\na '; rep "$BOTH" 10; rep "$LE1" 3; rep "$NONE" 3; printf '\n'; } > "$T/le1316.bin"
t_run "13 of 16 little-endian, 10 swapped: little-endian" 0 ppmi-svd --load "$T/le1316.bin" -o -
# a NaN read little-endian (00 00 c0 7f) that is no ordinary number
# swapped either: the value's error alone; 3f 80 c0 7f is NaN
# little-endian and 1.0059 big-endian: the record's byte order said
b nan.bin '1 2\na \000\000\300\177\077\200\000\000\n'
t_bad "a NaN read little-endian: not big-endian (swapped NaN too)" 1 "nan\\.bin:2: value 1 of 'a' is not a finite number \\(NaN\\)$" ppmi-svd --load "$T/nan.bin" -o -
b benan.bin '1 2\na \100\000\000\000\077\200\300\177\n'
t_bad "a NaN whose bytes swapped are ordinary: big-endian said" 1 "benan\\.bin:2: value 2 of 'a' is not a finite number \\(NaN\\) \\(big-endian float32\\? record 1's values byte-swapped are ordinary numbers" ppmi-svd --load "$T/benan.bin" -o -

# float64 records: 1.0 is 00 00 00 00 00 00 f0 3f
b f64.bin '2 2\na \000\000\000\000\000\000\360\077\000\000\000\000\000\000\000\100\nb \000\000\000\000\000\000\010\100\000\000\000\000\000\000\020\100\n'
t_bad "float64 records: said" 1 "f64\\.bin:3: the word '.*' holds a control byte, which no format's word holds \\(float64 values\\? record 1's bytes read as float64 are ordinary numbers: word2vec's binary format holds float32" ppmi-svd --load "$T/f64.bin" -o -

# other programs' files
# a pickle: its class, in its first bytes, named with the call that
# writes vectors from it (a KeyedVectors has no .wv; a DataFrame no
# save_word2vec_format); a class not named: each writer's call
b g.kv '\200\004\225\100\000\000\000\000\000\000\000\214\032gensim.models.keyedvectors\224\214\014KeyedVectors\224\223\224)\201\224}'
t_bad "a pickle (gensim's KeyedVectors.save)" 1 "^ppmi-svd: .*/g\\.kv:1: a Python pickle \\(protocol 4\\) of gensim's KeyedVectors \\(KeyedVectors\\.save writes one\\), not embeddings: save the vectors as word2vec text: KeyedVectors\\.load\\('.*/g\\.kv'\\)\\.save_word2vec_format\\('vectors\\.txt'\\)" ppmi-svd --load "$T/g.kv" -o -
b g.model '\200\002cgensim.models.word2vec\nWord2Vec\nq\000)\201q\001}'
t_bad "  gensim's Word2Vec.save (protocol 2)" 1 "^attn-map: .*/g\\.model:1: a Python pickle \\(protocol 2\\) of gensim's Word2Vec model .*Word2Vec\\.load\\('.*/g\\.model'\\)\\.wv\\.save_word2vec_format" attn-map -e "$T/g.model" --text a
b df.pkl '\200\005\225\333\002\000\000\000\000\000\000\214\021pandas.core.frame\224\214\011DataFrame\224\223\224)\201\224}'
t_bad "  pandas' to_pickle of a DataFrame" 1 "^ppmi-svd: .*/df\\.pkl:1: a Python pickle \\(protocol 5\\) of a pandas DataFrame \\(to_pickle writes one\\), not embeddings: write attnkit's TSV from it: pandas: df = pd\\.read_pickle\\('.*/df\\.pkl'\\); .*index_label='word', quoting=csv\\.QUOTE_NONE\\)\$" ppmi-svd --load "$T/df.pkl" -o -
b o.pkl '\200\004\225\020\000\000\000\000\000\000\000}\224\214\001a\224]\224(K\001K\002es.'
t_bad "  a dict's pickle: each writer's call" 1 "^ppmi-svd: .*/o\\.pkl:1: a Python pickle \\(protocol 4\\), not embeddings: write the vectors in a format the tools read: gensim's KeyedVectors: kv\\.save_word2vec_format.*model\\.wv\\.save_word2vec_format.*a pandas DataFrame" ppmi-svd --load "$T/o.pkl" -o -
# word2vec's binary records with no header (gensim's
# save_word2vec_format(binary=True, write_header=False); word2vec.c's
# newline after each record too): named with V, d and the header to add,
# which, run, reads; gzip'd: zcat in the fix; from a pipe: not read twice
# (the plain error)
python3 - "$T" <<'PY'
import struct, sys, gzip
t = sys.argv[1]
recs = [(b'win', (0.5, -1.25, 2.0)), (b'cash', (-0.125, 0.75, 1e-3)), (b'call', (3.5, 0.0, -2.0)), (b'now', (0.25, 0.5, -0.75))]
open(t + '/nh.bin', 'wb').write(b''.join(w + b' ' + struct.pack('<3f', *v) for w, v in recs))
open(t + '/nhn.bin', 'wb').write(b''.join(w + b' ' + struct.pack('<3f', *v) + b'\n' for w, v in recs))
open(t + '/nh1.bin', 'wb').write(recs[0][0] + b' ' + struct.pack('<3f', *recs[0][1]))
gzip.open(t + '/nh.bin.gz', 'wb').write(open(t + '/nh.bin', 'rb').read())
PY
nh="word2vec's binary records with no header line 'V d' \\(gensim's save_word2vec_format\\(F, binary=True, write_header=False\\)\\?\\): 4 records of a word, a space and 3 float32: add the header: \\{ printf '4 3\\\\n'; cat .*nh\\.bin; \\} > FILE\\.bin\$"
t_bad "word2vec binary with no header: named, V and d" 1 "^ppmi-svd: .*/nh\\.bin:1: $nh" ppmi-svd --load "$T/nh.bin" -o -
{ printf '4 3\n'; cat "$T/nh.bin"; } > "$T/nhf.bin"
t_run "  its header added: read" 0 ppmi-svd --load "$T/nhf.bin" -o -
t_ok "  call's vector" grep -q '^call	3.5	0	-2$' "$T/out"
t_bad "  word2vec.c's newline after each record: named" 1 "nhn\\.bin:1: word2vec's binary records with no header line 'V d' .*: 4 records of a word, a space and 3 float32" attn-map -e "$T/nhn.bin" --text win
t_bad "  one record, the whole file: named" 1 "nh1\\.bin:1: word2vec's binary records with no header .*: 1 records of a word, a space and 3 float32" ppmi-svd --load "$T/nh1.bin" -o -
t_bad "  gzip'd: zcat in the fix" 1 "nh\\.bin\\.gz:1: word2vec's binary records with no header .*\\{ printf '4 3\\\\n'; zcat .*nh\\.bin\\.gz; \\}" ppmi-svd --load "$T/nh.bin.gz" -o -
t_run "  from a pipe: not read twice (the plain error)" 1 sh -c "cat '$T/nh.bin' | '$ATTNKIT_BIN/ppmi-svd' --load - -o -"
t_ok "  (not named)" test "$(grep -c 'no header line' "$T/err")" = 0
b a.npy '\223NUMPY\001\000v\000{'"'"'descr'"'"': '"'"'<f8'"'"'}\n'
t_bad "a .npy array" 1 "a\\.npy:1: a NumPy \\.npy array, not embeddings: it holds numbers and no words" attn-map -e "$T/a.npy" --text a
b p1.txt '\2001 2\nb 3 4\n'
t_bad "0x80 then a byte past 5: not a pickle, the UTF-8 error" 1 "p1\\.txt:1: invalid UTF-8" ppmi-svd --load "$T/p1.txt" -o -

# a first line of two numbers that is no word2vec header
for l in '2.0 2' '1e1 2' '-2 3'; do
	b h.txt -- "$l\\na 1 2\\nb 3 4\\n"
	t_bad "'$l': line 1 a GloVe row, said" 1 "h\\.txt:2: 2 numbers after 'a', want 1 \\(as the first row\\) \\(line 1, '$l', was read as a GloVe row, its first number the word: a word2vec header 'V d' is two whole numbers, neither negative\\)$" ppmi-svd --load "$T/h.txt" -o -
done
b h2.txt '2 2\na 1 2\nb 3 4\n'
t_run "'2 2': a header" 0 ppmi-svd --load "$T/h2.txt" -o -

# empty lines after word2vec's rows end the file; a row after them does not
b w.txt '2 2\na 1 2\nb 3 4\n\n\n'
t_run "empty lines after the last row: read" 0 ppmi-svd --load "$T/w.txt" -o -
t_ok "  2 rows" test "$(grep -vc '^#' "$T/out")" = 3
b w2.txt '2 2\na 1 2\nb 3 4\n\nc 5 6\n'
t_bad "a row after them: refused" 1 "w2\\.txt:5: a row past the header's 2 words \\(.*w2\\.txt:1\\) after an empty line$" ppmi-svd --load "$T/w2.txt" -o -

# a duplicate word is a word, with the line of the first
b dup.txt 'a 1 2\nb 1 2\na 3 4\n'
t_bad "duplicate word" 1 "dup\\.txt:3: duplicate word 'a' \\(first at line 1\\)$" ppmi-svd --load "$T/dup.txt" -o -
b dupv.tsv 'word\tcount\tdocs\nfree\t3\t2\nfree\t3\t2\n'
printf 'spam\tfree\n' > "$T/t.tsv"
t_bad "duplicate word in a vocabulary" 1 "dupv\\.tsv:3: duplicate word 'free' \\(first at line 2\\)$" ppmi-svd -v "$T/dupv.tsv" "$T/t.tsv"

# a header whose d is not the records' (float32 of d = 20, gensim's
# records, no newline between): not blamed on float64, said as the
# header's d; float64 records, random or whole numbers, still float64
/usr/bin/python3 - "$T" << 'PY'
import struct, sys, random
d = sys.argv[1]
random.seed(1)
M = [[random.gauss(0, 1) for _ in range(20)] for _ in range(50)]
for name, hdr, fmt, k in (("d19", b"50 19", "<20f", 20), ("d21", b"50 21", "<20f", 20),
                          ("d10", b"100 10", "<20f", 20), ("r64", b"50 20", "<20d", 20),
                          ("r64b", b"50 3", "<3d", 3)):
    with open("%s/%s.bin" % (d, name), "wb") as f:
        f.write(hdr + b"\n")
        for i, r in enumerate(M):
            f.write(b"w%d " % i + struct.pack(fmt, *r[:k]))
PY
for n in d19:19 d21:21 d10:10; do
	t_bad "header d ${n#*:}, float32 records of 20: the header's d" 1 "${n%:*}\\.bin:3: the word '.*' is not UTF-8 \\(byte [0-9]+\\) \\(the header's d is not the records'\\? record 1's ${n#*:} values read as float32 lie, 3/4 or more, within 5 decades of each other as a vector's do, and record 2's word is not where d = ${n#*:} puts it" ppmi-svd --load "$T/${n%:*}.bin" -o -
done
for n in r64 r64b; do
	t_bad "random float64 records ($n): float64" 1 "$n\\.bin:3: .*\\(float64 values\\? record 1's bytes read as float64 are ordinary numbers" ppmi-svd --load "$T/$n.bin" -o -
done
