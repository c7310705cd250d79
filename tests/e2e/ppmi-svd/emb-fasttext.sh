#!/bin/sh
# fastText's .bin model (lib/embed/fasttext.h) against gensim, the peer
# (Debian's python3-gensim through tests/e2e/ppmi-svd/gensim-ft.py): gensim trains a
# tiny FastText on the test corpus's tokens and writes it with
# save_facebook_model; load_facebook_model reads it back.  Ours reads the
# same file (and the file gzip'd): every word's vector, --nn of known words
# and, with --oov subword, of unknown ones (their vectors from their
# character n-grams, a non-ASCII one among them) equal gensim's to 1e-5;
# attn-map -e draws from the model the map of its vectors written as TSV.
# A model cut short, a quantized one and --oov subword without a model
# are errors naming them.
. "$(dirname "$0")/../../lib.sh"

PY=/usr/bin/python3
FT="$ATTNKIT_TOP/tests/e2e/ppmi-svd/gensim-ft.py"
if ! "$PY" -c 'import gensim' 2> /dev/null; then
	t_skip "gensim as the peer" "python3-gensim is not installed (sh tools/deps.sh test installs it)"
	exit 0
fi


sms-vocab -t "$DATA/sms-small.tsv" > "$T/tok.tsv"
t_run "gensim trains and saves a FastText model" 0 "$PY" "$FT" train "$T/tok.tsv" "$T/m.bin"
gzip -c "$T/m.bin" > "$T/m.bin.gz"
mkdir "$T/g"
t_run "gensim reads it back and answers" 0 "$PY" "$FT" answer "$T/m.bin" 5 "$T/g" call free prize freeee callz fréé Free
mv "$T/g/vectors.tsv" "$T/theirs.tsv"
t_ok "gensim's model has words" test "$(wc -l < "$T/theirs.tsv")" -gt 20
t_run "ppmi-svd --load MODEL.bin -o TSV" 0 ppmi-svd --load "$T/m.bin" -o "$T/ours.tsv"
tail -n +3 "$T/ours.tsv" > "$T/ours.rows"
t_ok "every word's vector: gensim's to 1e-5" t_near_files "$T/theirs.tsv" "$T/ours.rows" 1e-5
t_ok "the words in the file's order" cmp -s "$(cut -f1 "$T/theirs.tsv" > "$T/w1"; echo "$T/w1")" "$(cut -f1 "$T/ours.rows" > "$T/w2"; echo "$T/w2")"
t_run "ppmi-svd --load MODEL.bin.gz -o TSV" 0 ppmi-svd --load "$T/m.bin.gz" -o "$T/oursz.tsv"
tail -n +2 "$T/ours.tsv" > "$T/a"; tail -n +2 "$T/oursz.tsv" > "$T/b"
t_cmp "the model gzip'd: the same vectors" "$T/a" "$T/b"
for w in call free prize; do
	cp "$T/g/nn.$w" "$T/nn.want"
	t_run "--nn $w" 0 ppmi-svd --load "$T/m.bin" --nn "$w" -k 5
	t_ok "--nn $w: gensim's most_similar to 1e-5" t_near_files "$T/nn.want" "$T/out" 1e-5
done
for w in freeee callz fréé; do
	cp "$T/g/nn.$w" "$T/nn.want"
	t_run "--oov subword --nn $w (unknown)" 0 ppmi-svd --load "$T/m.bin" --oov subword --nn "$w" -k 5
	t_ok "--oov subword --nn $w: gensim's most_similar to 1e-5" t_near_files "$T/nn.want" "$T/out" 1e-5
	t_ok "--oov subword --nn $w: said on stderr" grep -q "'$w' is not in the model: its vector is the mean of its n-grams' (--oov subword)" "$T/err"
done
# a cased word not in the model: folded to 'free' (said, naming the
# option), or with --keep-case its n-grams' vector, as gensim answers it
t_run "--oov subword --nn Free" 0 ppmi-svd --load "$T/m.bin" --oov subword --nn Free -k 5
t_ok "--nn Free: the neighbours of 'free' (gensim's), headed 'free'" t_near_files "$T/g/nn.free" "$T/out" 1e-5
t_ok "--nn Free: the folding said, naming --keep-case" grep -q "^ppmi-svd: note: .*--nn 'Free' found as 'free' (by its case folding); --keep-case looks words up only as written (then by their n-grams)$" "$T/err"
cp "$T/g/nn.Free" "$T/nn.want"
t_run "--oov subword --keep-case --nn Free" 0 ppmi-svd --load "$T/m.bin" --oov subword --keep-case --nn Free -k 5
t_ok "--keep-case --nn Free: gensim's most_similar('Free') to 1e-5" t_near_files "$T/nn.want" "$T/out" 1e-5
t_bad "--keep-case without a query" 2 "^ppmi-svd: --keep-case needs --nn, --similar, --most-similar or --odd-one-out$" ppmi-svd --load "$T/m.bin" --keep-case -o /dev/null
# a word the model lacks, without --oov subword: the option that answers
# it named where the model's words have n-grams (gensim's model.wv[w]
# gives one), not where they have none (maxn 0) or the vectors are a TSV
t_bad "an unknown word without --oov subword: --oov subword named" 1 "^ppmi-svd: .*/m\.bin: --nn 'freeee': not in the embeddings \(a fastText model: --oov subword gives it the mean of its n-grams' rows, as gensim's model\.wv\[WORD\] does\)$" ppmi-svd --load "$T/m.bin" --nn freeee
t_run "  beside a known word: a warning, the same words" 0 ppmi-svd --load "$T/m.bin" --nn freeee --nn call -k 2
t_ok "  said" grep -q "^ppmi-svd: warning: .*--nn 'freeee': not in the embeddings (a fastText model: --oov subword gives it" "$T/err"
"$PY" - "$T/m.bin" "$T/m00.bin" <<'PYEOF'
import struct, sys
b = bytearray(open(sys.argv[1], "rb").read())
struct.pack_into("<i", b, 48, 0)	# maxn 0: no n-grams
open(sys.argv[2], "wb").write(b)
PYEOF
t_bad "  a model of no n-grams (maxn 0): not named" 1 "^ppmi-svd: .*/m00\.bin: --nn 'freeee': not in the embeddings$" ppmi-svd --load "$T/m00.bin" --nn freeee
t_run "attn-map -e MODEL.bin" 0 attn-map -e "$T/m.bin" --proj-scale 1 --text "call free prize"
tail -n +2 "$T/out" > "$T/a"
t_run "attn-map -e the model's vectors as TSV" 0 attn-map -e "$T/ours.tsv" --proj-scale 1 --text "call free prize"
tail -n +2 "$T/out" > "$T/b"
t_cmp "attn-map: the model draws its vectors' map" "$T/b" "$T/a"

# broken models
head -c 3000 "$T/m.bin" > "$T/cut.bin"
t_bad "a model cut short" 1 "^ppmi-svd: .*/cut\.bin: byte 3000: a fastText model cut short: the file ends in its input matrix$" ppmi-svd --load "$T/cut.bin" --nn call
head -c 30 "$T/m.bin" > "$T/cut2.bin"
t_bad "a model cut in its header" 1 "^ppmi-svd: .*/cut2\.bin: byte 30: a fastText model cut short: the file ends in its header$" ppmi-svd --load "$T/cut2.bin" --nn call
# the output matrix (unused) is read to the end: a model cut in it, a
# .bin.gz whose CRC or length (its last 8 bytes) is wrong or missing, and
# bytes past the end are refused, as gensim's load_facebook_model
# asserts the end (they were read, exit 0)
sz=$(wc -c < "$T/m.bin")
head -c $((sz - 100)) "$T/m.bin" > "$T/cut3.bin"
t_bad "a model cut in its output matrix" 1 "^ppmi-svd: .*/cut3\.bin: byte $((sz - 100)): a fastText model cut short: the file ends in its output matrix$" ppmi-svd --load "$T/cut3.bin" --nn call
gz=$(wc -c < "$T/m.bin.gz")
head -c $((gz - 8)) "$T/m.bin.gz" > "$T/cut.bin.gz"
t_bad "a .bin.gz without its CRC and length" 1 "^ppmi-svd: .*/cut\.bin\.gz: byte [0-9]+: gzip data cut short" ppmi-svd --load "$T/cut.bin.gz" --nn call
"$PY" - "$T/m.bin.gz" "$T/crc.bin.gz" <<'PYEOF'
import sys
b = bytearray(open(sys.argv[1], "rb").read())
b[-8] ^= 1
open(sys.argv[2], "wb").write(b)
PYEOF
t_bad "a .bin.gz with a wrong CRC" 1 "^ppmi-svd: .*/crc\.bin\.gz: byte [0-9]+: corrupt gzip data \(zlib: incorrect data check\)$" ppmi-svd --load "$T/crc.bin.gz" --nn call
{ cat "$T/m.bin"; printf x; } > "$T/more.bin"
t_bad "a byte past the model's end" 1 "^ppmi-svd: .*/more\.bin: byte $sz: bytes after the fastText model's end \(its output matrix\): not one model \(files joined\?\); gensim refuses it too$" ppmi-svd --load "$T/more.bin" --nn call
# a damaged header or dictionary: the byte where the field read begins
# (the header's int32 fields at 4 i: version 4, dim 8, bucket 40; the
# dictionary's counts at 64)
dmg() {	# dmg NAME OFFSET STRUCT-FORMAT VALUE REGEX
	"$PY" - "$T/m.bin" "$T/dmg.bin" "$2" "$3" "$4" <<'PYEOF'
import struct, sys
b = bytearray(open(sys.argv[1], "rb").read())
struct.pack_into(sys.argv[4], b, int(sys.argv[3]), int(sys.argv[5]))
open(sys.argv[2], "wb").write(b)
PYEOF
	t_bad "damaged: $1" 1 "^ppmi-svd: .*/dmg\.bin: byte $2: $5" ppmi-svd --load "$T/dmg.bin" --nn call
}
dmg "version" 4 "<i" 99 "fastText model version 99: versions up to [0-9]+ are read \\(a damaged header\\?\\)$"
dmg "dim" 8 "<i" -3 "fastText model of dim -3: 1 to [0-9]+ are read \\(a damaged header\\?\\)$"
dmg "bucket" 40 "<i" -1 "fastText model with bucket -1, minn [0-9]+, maxn [0-9]+: none may be negative \\(a damaged header\\?\\)$"
dmg "the dictionary's size" 64 "<i" 7 "a fastText dictionary of 7 entries, [0-9]+ words and 0 labels: they do not add up \\(or no words; a damaged header\\?\\)$"
t_bad "--oov subword: not a fastText model" 2 "^ppmi-svd: .*/ours\.tsv is not a fastText model \(\.bin\): its words have no n-grams" ppmi-svd --load "$T/ours.tsv" --oov subword --nn call
t_bad "--oov subword without --load" 2 "^ppmi-svd: --oov subword needs --load: --nn's unknown words from a fastText model's n-grams$" ppmi-svd -v "$T/ours.tsv" --oov subword "$T/tok.tsv"
# a quantized model: quant_input set (the byte after the dictionary)
"$PY" - "$T/m.bin" "$T/q.ftz" <<'PYEOF'
import struct, sys
b = bytearray(open(sys.argv[1], "rb").read())
o = 8 + 12 * 4 + 8
size, nwords, nlabels = struct.unpack_from("<3i", b, o)
o += 12 + 16
for i in range(size):
    o = b.index(0, o) + 1 + 9
b[o] = 1
open(sys.argv[2], "wb").write(b)
PYEOF
t_bad "a quantized model (.ftz)" 1 "^ppmi-svd: .*/q\.ftz: a quantized fastText model \(\.ftz, fasttext quantize\)" ppmi-svd --load "$T/q.ftz" --nn call
# --oov subword: a word with no n-gram of minn..maxn characters (minn =
# maxn = 5, as fastText's published cc.*.300.bin: 'qz' is '<qz>', 4) has
# no vector: an error when it is the only --nn word (it was an empty
# table, exit 0), a warning beside a word that is answered
"$PY" - "$T/m.bin" "$T/m55.bin" <<'PYEOF'
import struct, sys
b = bytearray(open(sys.argv[1], "rb").read())
struct.pack_into("<2i", b, 44, 5, 5)
open(sys.argv[2], "wb").write(b)
PYEOF
t_bad "--oov subword: the only --nn word has no n-gram" 1 "^ppmi-svd: .*/m55\.bin: --nn 'qz': not in the model, and no n-gram of it has the model's 5 to 5 characters \('<qz>' has 4\): its vector is zero \(fastText's and gensim's too\), with no direction and no cosine with any word$" ppmi-svd --load "$T/m55.bin" --oov subword --nn qz
t_run "--oov subword: one word without n-grams, one with" 0 ppmi-svd --load "$T/m55.bin" --oov subword --nn qz --nn freeee -k 2
t_ok "  the other answered" test "$(grep -v '^#' "$T/out" | sed 1d | cut -f1 | sort -u)" = freeee
t_ok "  a warning names the first" grep -q "^ppmi-svd: warning: .*--nn 'qz': not in the model, and no n-gram of it has the model's 5 to 5" "$T/err"
t_run "--oov subword: a word of 3 letters has one (<qzx>)" 0 ppmi-svd --load "$T/m55.bin" --oov subword --nn qzx -k 2
t_ok "  answered" test "$(grep -v '^#' "$T/out" | sed 1d | wc -l)" = 2
# a word holding a space (gensim's FastText takes any token, as
# 'new york'): read, as gensim's load_facebook_model reads it; a control
# byte or a byte not UTF-8 is refused naming the word
sp() {	# sp NAME BYTE: word 'call' becomes 'c' BYTE 'll'
	"$PY" - "$T/m.bin" "$T/$1" "$2" <<'PYEOF'
import sys
b = bytearray(open(sys.argv[1], "rb").read())
# the word's start: after the type byte of the word before (0), or the
# dictionary's header (its pruneidx_size, -1: ff) when it is the first
i = next(j for j in range(64, len(b)) if b[j:j + 5] == b"call\0" and b[j - 1] in (0, 255))
b[i + 1] = int(sys.argv[3])
open(sys.argv[2], "wb").write(b)
PYEOF
}
sp sp.bin 32; sp tab.bin 9; sp bad.bin 255
t_run "a word with a space: read" 0 ppmi-svd --load "$T/sp.bin" -o "$T/sp.tsv"
t_ok "  'c ll' a row" test "$(grep -c '^c ll	' "$T/sp.tsv")" = 1
t_bad "a word with a TAB: named" 1 "^ppmi-svd: .*/tab\\.bin: byte [0-9]+: word [0-9]+ of the fastText model, 'c<0x09>ll', holds a control byte, which no format's word holds" ppmi-svd --load "$T/tab.bin" -o -
t_bad "a word not UTF-8: named" 1 "^ppmi-svd: .*/bad\\.bin: byte [0-9]+: word [0-9]+ of the fastText model, 'c<0xFF>ll', is not UTF-8 \\(its byte 2\\)" ppmi-svd --load "$T/bad.bin" -o -
# a word of 70,000 bytes (gensim's save_facebook_model writes it; gensim
# and fastText read it): read, as a line is, up to the longest line a run
# takes (a sixteenth of -M); past it refused naming -M, not called a
# damaged model (it was refused past 64 KiB as "a damaged dictionary?")
"$PY" - "$T/long.bin" <<'PYEOF'
import sys, warnings; warnings.filterwarnings("ignore")
from gensim.models import FastText
from gensim.models.fasttext import save_facebook_model
s = [("the cat sat on the mat " + "q" * 70000).split()] * 5
m = FastText(vector_size=4, window=2, min_count=1, min_n=5, max_n=5, bucket=50, seed=1, workers=1, epochs=1)
m.build_vocab(corpus_iterable=s); m.train(corpus_iterable=s, total_examples=len(s), epochs=1)
save_facebook_model(m, sys.argv[1])
PYEOF
t_run "a word of 70,000 bytes: read" 0 ppmi-svd --load "$T/long.bin" -o "$T/long.tsv"
t_ok "  its row, 70,000 q's" sh -c "cut -f1 '$T/long.tsv' | awk 'length(\$0) == 70000 && /^q+\$/ { n++ } END { exit n != 1 }'"
t_bad "  under -M 1M (lines of 64 KB at most): refused naming -M" 1 \
    "^ppmi-svd: .*/long\\.bin: byte [0-9]+: word [0-9]+ of the fastText model is longer than 64 KB, the longest line this run reads \\(a sixteenth of the memory it may use: give more with -M; or a damaged dictionary, a word's NUL missing\\?\\)$" \
    ppmi-svd -M 1M --load "$T/long.bin" -o -
echo "1..$t_num"
