"""gensim-ft.py — the peer of tests/e2e/ppmi-svd/emb-fasttext.sh: gensim's FastText
(Debian's python3-gensim, run by /usr/bin/python3) trains a tiny model and
saves it as fastText's .bin (save_facebook_model); then load_facebook_model
reads it back and gensim's answers are printed as ppmi-svd prints its own.

    gensim-ft.py train CORPUS MODEL.bin [MINN MAXN]
        (token lines: label<TAB>tokens; n-grams of 2 to 4 characters
        unless MINN MAXN given: 5 5 as fastText's published cc.*.300.bin)
    gensim-ft.py answer MODEL.bin K DIR WORD ...
        DIR/vectors.tsv: word<TAB>d1..dk, every word of the model;
        DIR/nn.WORD: most_similar(WORD, topn=K) as ppmi-svd --nn prints
        it (an unknown WORD's vector from its n-grams)
    gensim-ft.py norm MODEL.bin WORD ...
        WORD<TAB>the norm of its vector<TAB>its n-grams (an unknown word
        without n-grams: 0 and 0, gensim's zero vector)
"""
import sys

import numpy as np

from gensim.models import FastText
from gensim.models.fasttext import load_facebook_model, save_facebook_model


def sentences(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            _, _, text = line.rstrip("\n").partition("\t")
            if text:
                out.append(text.split())
    return out


def row(w, v):
    return w + "\t" + "\t".join(repr(float(x)) for x in v)


def main():
    act, path = sys.argv[1], sys.argv[2]
    if act == "train":
        mn, mx = (int(sys.argv[4]), int(sys.argv[5])) if len(sys.argv) > 5 \
            else (2, 4)
        m = FastText(vector_size=8, window=3, min_count=1, min_n=mn, max_n=mx,
                     bucket=2000, epochs=3, seed=7, workers=1)
        s = sentences(path)
        m.build_vocab(corpus_iterable=s)
        m.train(corpus_iterable=s, total_examples=len(s), epochs=m.epochs)
        save_facebook_model(m, sys.argv[3])
        return
    wv = load_facebook_model(path).wv
    if act == "norm":
        from gensim.models.fasttext import ft_ngram_hashes
        for w in sys.argv[3:]:
            n = len(ft_ngram_hashes(w, wv.min_n, wv.max_n, wv.bucket))
            print("%s\t%.9g\t%d" % (w, np.linalg.norm(wv[w]), n))
        return
    k, out = int(sys.argv[3]), sys.argv[4]
    with open(out + "/vectors.tsv", "w", encoding="utf-8") as f:
        for w in wv.index_to_key:
            print(row(w, wv[w]), file=f)
    for w in sys.argv[5:]:
        with open(out + "/nn." + w, "w", encoding="utf-8") as f:
            print("word\trank\tneighbour\tcosine", file=f)
            for i, (n, c) in enumerate(wv.most_similar(w, topn=k)):
                print("%s\t%d\t%s\t%.9g" % (w, i + 1, n, c), file=f)


main()
