#!/bin/sh
# attn-map --oov subword: a fastText .bin model's vector for a word it has
# never seen, the mean of its character n-grams' rows (fasttext.h
# ak_ft_vector), against gensim, the peer: gensim trains a tiny FastText
# and saves it (save_facebook_model, tests/e2e/ppmi-svd/gensim-ft.py);
# load_facebook_model reads it back and gives wv[w] of unknown words and
# the softmax(X Xᵀ/√d) of a map of them.  A one-token map's output at
# c = 1 is the token's vector itself (z = 1·v, W_V = I).
. "$(dirname "$0")/../../lib.sh"

PY=/usr/bin/python3
FT="$ATTNKIT_TOP/tests/e2e/ppmi-svd/gensim-ft.py"
if ! "$PY" -c 'import gensim' 2> /dev/null; then
	t_skip "gensim as the peer" "python3-gensim is not installed (sh tools/deps.sh test installs it)"
	exit 0
fi
sms-vocab -t "$DATA/sms-small.tsv" > "$T/tok.tsv"
t_run "gensim trains and saves a FastText model" 0 "$PY" "$FT" train "$T/tok.tsv" "$T/m.bin"
S='freeee call callz fréé'
"$PY" - "$T/m.bin" "$T" $S <<'PYEOF'
import sys
import numpy as np
from gensim.models.fasttext import load_facebook_model
wv = load_facebook_model(sys.argv[1]).wv
out, words = sys.argv[2], sys.argv[3:]
for w in words:
    with open(out + "/vec." + w, "w", encoding="utf-8") as f:
        print(w + "\t" + "\t".join(repr(float(x)) for x in wv[w]), file=f)
X = np.array([wv[w] for w in words], dtype=np.float64)
S = X @ X.T / np.sqrt(X.shape[1])
A = np.exp(S - S.max(axis=1, keepdims=True))
A /= A.sum(axis=1, keepdims=True)
with open(out + "/map.want", "w", encoding="utf-8") as f:
    print("query\t" + "\t".join(words), file=f)
    for w, r in zip(words, A):
        print(w + "\t" + "\t".join(repr(float(x)) for x in r), file=f)
PYEOF
t_ok "gensim: the unknown words' vectors" test -s "$T/vec.callz"
for w in freeee callz fréé; do
	t_run "--oov subword: the map of '$w' alone, c = 1" 0 attn-map -e "$T/m.bin" --oov subword --proj-scale 1 --outputs --exact --text "$w"
	grep -v '^#' "$T/out" | tail -n +2 > "$T/vec.ours"
	t_ok "  its output is its vector: gensim's wv['$w'] to 1e-8 (gensim sums in float32)" t_near_files "$T/vec.$w" "$T/vec.ours" 1e-8
	t_ok "  said on stderr" grep -qx "attn-map: '$w' is not in the model: its vector is the mean of its n-grams' (--oov subword)" "$T/err"
done
t_run "--oov subword: the map of '$S'" 0 attn-map -e "$T/m.bin" --oov subword --proj-scale 1 --exact --text "$S"
t_ok "  the weights: numpy's softmax of gensim's vectors to 1e-9" t_near_files "$T/map.want" "$T/out" 1e-9
t_ok "  each unknown word said once" test "$(grep -c "is not in the model" "$T/err")" -eq 3
t_run "--batch: the same rows for every line" 0 attn-map -e "$T/m.bin" --oov subword --batch --proj-scale 1 "$(printf 'x\tfreeee call\nx\tcallz freeee\n' > "$T/two"; echo "$T/two")"
t_ok "  freeee said once" test "$(grep -c "'freeee' is not in the model" "$T/err")" -eq 1
t_run "without --oov subword: the unknown words left out" 0 attn-map -e "$T/m.bin" --proj-scale 1 --text "$S"
t_ok "  named on stderr, with --oov subword" grep -q "^attn-map: --text: 3 words not in the embeddings left out: freeee callz fréé; a fastText model: --oov subword gives them the means of their n-grams' rows$" "$T/err"
t_run "  one word" 0 attn-map -e "$T/m.bin" --proj-scale 1 --text "freeee call"
t_ok "  named, its n-grams" grep -q "^attn-map: --text: 1 word not in the embeddings left out: freeee; a fastText model: --oov subword gives it the mean of its n-grams' rows$" "$T/err"
t_run "  --batch: the same" 0 attn-map -e "$T/m.bin" --batch --proj-scale 1 "$T/two"
t_ok "  named" grep -q "^attn-map: --batch: 2 lines: 3 words not in the embeddings and 0 repeats left out (--all-tokens keeps repeats); a fastText model: --oov subword gives them" "$T/err"
t_bad "  no known word: the error names it" 1 "^attn-map: --text: no in-vocabulary tokens \(n = 0\): 2 words not in the embeddings: freeee callz; a fastText model: --oov subword gives them the means of their n-grams' rows$" attn-map -e "$T/m.bin" --proj-scale 1 --text "freeee callz"
t_bad "  --strict: the error names it" 1 "^attn-map: --text: unknown word 'freeee'; a fastText model: --oov subword gives it the mean of its n-grams' rows$" attn-map -e "$T/m.bin" --strict --proj-scale 1 --text "freeee call"
"$PY" - "$T/m.bin" "$T/m00.bin" <<'PYEOF'
import struct, sys
b = bytearray(open(sys.argv[1], "rb").read())
struct.pack_into("<i", b, 48, 0)	# maxn 0: no n-grams
open(sys.argv[2], "wb").write(b)
PYEOF
t_run "  a model of no n-grams (maxn 0)" 0 attn-map -e "$T/m00.bin" --proj-scale 1 --text "freeee call"
t_ok "  not named" grep -q "^attn-map: --text: 1 word not in the embeddings left out: freeee$" "$T/err"
ppmi-svd --load "$T/m.bin" -o "$T/m.tsv" 2> /dev/null
t_run "its vectors as TSV: no n-grams, not named" 0 attn-map -e "$T/m.tsv" --proj-scale 1 --text "freeee call"
t_ok "  left out, said alone" grep -q "^attn-map: --text: 1 word not in the embeddings left out: freeee$" "$T/err"
t_bad "--oov subword: not a fastText model" 2 "^attn-map: --oov subword: .*/m\.tsv is not a fastText model \(\.bin\): its words have no n-grams$" attn-map -e "$T/m.tsv" --oov subword --text call
t_bad "--oov subword with a mode of no embeddings" 2 "^attn-map: --oov subword" attn-map --dilution 4,1 --oov subword
echo "1..$t_num"
