#!/bin/sh
# The byte order of word2vec binary told from its values (attnkit(5)
# "What the tools guess"), on files gensim writes: its little-endian
# save_word2vec_format(binary=True) of N(0, s^2) at every scale from 1e-12
# to 1e15, of the integers 0 and 1, of 1e-6 beside values of that scale,
# of 16 to 100 values, of integers times 1e8 to 1e14, and sparse (+0.0
# and -0.0 zeros), is read with gensim's values; the same vectors
# written big-endian (numpy's '>f4', as a big-endian machine's word2vec.c
# writes them) are refused as big-endian, never read; a big-endian record
# that starts like a text row (a value of 34.56 is 42 0a ..., 'B' and a
# newline) is refused naming the byte order, not GloVe.
. "$(dirname "$0")/../../lib.sh"

PY=/usr/bin/python3
if ! "$PY" -c 'import gensim' 2> /dev/null; then
	t_skip "gensim as the peer" "python3-gensim is not installed (sh tools/deps.sh test installs it)"
	exit 0
fi

# NAME V d: NAME.le (gensim) and NAME.be, and NAME.ref, gensim's values
# as ppmi-svd prints them (%.9g)
"$PY" - "$T" << 'PY'
import sys
import numpy as np
from gensim.models import KeyedVectors
d_ = sys.argv[1]
rng = np.random.default_rng(5)
cases = []
for s in (1e-12, 1e-6, 1e-3, 0.1, 1, 100, 1e4, 1e15):
    for V, d in ((200, 2), (100, 3), (20, 50), (4, 300)):
        cases.append((("n%g-%dx%d" % (s, V, d)).replace("+", ""), rng.standard_normal((V, d)) * s))
cases.append(("ints01", rng.integers(0, 2, (50, 10)).astype(float)))
cases.append(("ints01-small", np.array([[1.0, 0, 1, 1], [0, 1, 1, 0], [1, 1, 0, 1], [1, 0, 0, 1]])))
cases.append(("tiny1e-6", np.where(rng.random((40, 5)) < 0.3, 1e-6, rng.standard_normal((40, 5)) * 1e-6)))
for n in (16, 17, 32, 50, 100):
    cases.append(("few%d" % n, rng.standard_normal((n // 2, 2)) if n % 2 == 0 else rng.standard_normal((n, 1))))
cases.append(("m7", rng.standard_normal((20, 3)) * 100))
# (after m7, whose values the draws before it fix)
# integers times 1e8 to 1e14: near their medians both ways (1e8 and
# 1e-19; 1e11 and 1e-5), told by the median nearer 1 where the other is
# 1e12 or more from 1
for s in (1e8, 1e9, 1e11, 1e14):
    cases.append((("int%g" % s).replace("+", ""), rng.integers(-5, 6, (12, 3)) * s))
# sparse (a tenth not zero): numpy's -0.0 (00 00 00 80) beside +0.0
cases.append(("sparse", rng.standard_normal((10, 8)) * (rng.random((10, 8)) < 0.1)))
cases.append(("sparse-pos0", np.abs(rng.standard_normal((10, 8)) * (rng.random((10, 8)) < 0.1)) * 1000))
names = []
for name, X in cases:
    X = X.astype(np.float32)
    if name == "m7":
        X[0, 0] = np.frombuffer(b"\x42\x0a\x3d\x71", ">f4")[0]  # 34.56: 'B' '\n'
    kv = KeyedVectors(X.shape[1])
    kv.add_vectors(["w%d" % i for i in range(len(X))], X)
    kv.save_word2vec_format("%s/%s.le" % (d_, name), binary=True)
    with open("%s/%s.be" % (d_, name), "wb") as f:
        f.write(b"%d %d\n" % X.shape)
        for i in range(len(X)):
            f.write(b"w%d " % i + X[i].astype(">f4").tobytes() + b"\n")
    with open("%s/%s.ref" % (d_, name), "w") as f:
        k = KeyedVectors.load_word2vec_format("%s/%s.le" % (d_, name), binary=True)
        for w in k.index_to_key:
            f.write(w + "\t" + "\t".join("%.9g" % float(x) for x in k[w]) + "\n")
    names.append(name)
open(d_ + "/names", "w").write("\n".join(names) + "\n")
PY
for n in $(cat "$T/names"); do
	[ "$n" = m7 ] && continue
	t_run "$n: gensim's little-endian file read" 0 ppmi-svd --load "$T/$n.le" -o -
	grep -v '^#' "$T/out" | sed 1d | sed -e :a -e 's/\t-0\(\t\|$\)/\t0\1/;ta' > "$T/got"
	sed -e :a -e 's/\t-0\(\t\|$\)/\t0\1/;ta' "$T/$n.ref" > "$T/want"
	t_cmp "  gensim's values" "$T/want" "$T/got"
	# integers times 1e9 to 1e14 read near their medians both ways: a
	# big-endian reading's median under 1e12 from 1 leaves either order
	case $n in int*) be="(big-endian|word2vec binary of either byte order)" ;; *) be="big-endian" ;; esac
	t_bad "$n: big-endian: refused" 1 "^ppmi-svd: .*/$n\\.be:[0-9]+: .*$be" ppmi-svd --load "$T/$n.be" -o -
done
# values at 1e-12 and 1e15 lie outside 1e-8 to 1e8: told near the median
t_bad "big-endian at 1e-12: said by the median's test" 1 "n1e-12-200x2\\.be:2: big-endian word2vec binary\\? read as little-endian float32 .*, [0-9]+ of its 400 values are zero or within 8 decades of the median magnitude; byte-swapped, 400 are" ppmi-svd --load "$T/n1e-12-200x2.be" -o -
t_bad "m7: a big-endian record read as text names the byte order" 1 "^ppmi-svd: .*/m7\\.be:2: 1 number after 'w0', want 3 \\(the header's d\\) \\(big-endian word2vec binary\\? the bytes after the word, read as a binary record, are 3 float32 of which 3 are zero or 1e-8 to 1e8 in magnitude read big-endian, [01] the other way: the tools read little-endian only" ppmi-svd --load "$T/m7.be" -o -
t_run "m7: gensim's little-endian file read" 0 ppmi-svd --load "$T/m7.le" -o -
