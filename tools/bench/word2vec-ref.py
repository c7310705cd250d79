#!/usr/bin/python3
"""word2vec-ref.py TOKENS SEED THREADS > emb.tsv -- gensim's word2vec with
its defaults (CBOW, 100 dimensions, window 5, min_count 5, 5 epochs) on a
tokenized corpus (`label<TAB>tok tok ...`), written as an attnkit
embeddings table (word d1 ... d100), so that `ppmi-svd --load` evaluates
it the same way as its own.  Debian: python3-gensim."""
import sys

from gensim.models import Word2Vec


class Sentences:
    def __init__(self, path):
        self.path = path

    def __iter__(self):
        for line in open(self.path, encoding="utf-8"):
            if line.startswith("#"):
                continue
            toks = line.rstrip("\n").split("\t", 1)[1].split()
            if toks:
                yield toks


def main():
    tokens, seed, threads = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    m = Word2Vec(Sentences(tokens), seed=seed, workers=threads)
    wv = m.wv
    out = sys.stdout
    out.write("# word2vec-ref.py %s (gensim Word2Vec defaults)\n"
              % " ".join(sys.argv[1:]))
    out.write("word\t" + "\t".join("d%d" % (j + 1)
                                   for j in range(wv.vector_size)) + "\n")
    for w in wv.index_to_key:
        out.write(w + "\t" + "\t".join("%.9g" % x for x in wv[w]) + "\n")


if __name__ == "__main__":
    main()
