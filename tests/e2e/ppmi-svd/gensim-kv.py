"""gensim-kv.py — the peer of tests/e2e/ppmi-svd/emb-gensim.sh: gensim's KeyedVectors
(Debian's python3-gensim, run by /usr/bin/python3) reading, writing and
answering questions on embeddings, its answers printed as ppmi-svd prints
its own, so that the test compares the two line by line.

    gensim-kv.py FORMAT:FILE ACTION ...

FORMAT: word2vec (text), word2vec-bin, glove (text, no header: gensim's
no_header=True), tsv (attnkit's: read here into KeyedVectors).  Actions,
in order:

    save FORMAT FILE     write the vectors (tsv: attnkit's TSV, the values
                         as gensim holds them, float32, written by repr)
    nn WORD K            most_similar(WORD, topn=K): word rank neighbour cosine
    similar A B          similarity(A, B): word1 word2 cosine
    most 'a -b c' K      most_similar(positive, negative, topn=K)
    cosmul 'a -b c' K    most_similar_cosmul(...)
    odd 'a b c d'        doesnt_match: query odd cosine (the cosine of the
                         odd word with the normalized mean, rank_by_centrality)
    analogies FILE       evaluate_word_analogies: section covered accuracy
    items FILE           evaluate_word_analogies(dummy4unknown=True): section
                         and the questions it read, covered or not
    answers FILE         each question 'a b c d' of FILE as
                         evaluate_word_analogies answers it (most_similar(
                         positive=[b, c], negative=[a], topn=5), its first
                         word not a, b or c, case-insensitive): a b c d
                         answer nan (nan 1 when every score is NaN)
    pairs FILE           evaluate_word_pairs: covered rho
    norm WORD            the norm of WORD's vector (a zero vector's 0)
"""
import sys

import numpy as np
from gensim.models import KeyedVectors


def load(spec):
    fmt, path = spec.split(":", 1)
    if fmt == "tsv":
        words, rows = [], []
        with open(path, encoding="utf-8") as f:
            header = None
            for line in f:
                if line.startswith("#"):
                    continue
                fields = line.rstrip("\n").split("\t")
                if header is None:
                    header = fields
                    continue
                words.append(fields[0])
                rows.append([float(x) for x in fields[1:]])
        kv = KeyedVectors(len(header) - 1)
        kv.add_vectors(words, np.array(rows, dtype=np.float32))
        return kv
    return KeyedVectors.load_word2vec_format(
        path, binary=(fmt == "word2vec-bin"), no_header=(fmt == "glove"))


def save(kv, fmt, path):
    if fmt == "tsv":
        with open(path, "w", encoding="utf-8") as f:
            f.write("word\t" + "\t".join("d%d" % (j + 1)
                                         for j in range(kv.vector_size)) + "\n")
            for w in kv.index_to_key:
                f.write(w + "\t" + "\t".join(repr(float(x)) for x in kv[w]) + "\n")
        return
    kv.save_word2vec_format(path, binary=(fmt == "word2vec-bin"),
                            write_header=(fmt != "glove"))


def split(q):
    pos = [w for w in q.split() if not w.startswith("-")]
    neg = [w[1:] for w in q.split() if w.startswith("-")]
    return pos, neg


def main(argv):
    kv = load(argv[1])
    a = argv[2:]
    out = sys.stdout
    while a:
        act = a.pop(0)
        if act == "save":
            save(kv, a.pop(0), a.pop(0))
        elif act == "nn":
            w, k = a.pop(0), int(a.pop(0))
            for r, (n, c) in enumerate(kv.most_similar(w, topn=k), 1):
                out.write("%s\t%d\t%s\t%.9g\n" % (w, r, n, c))
        elif act == "similar":
            x, y = a.pop(0), a.pop(0)
            out.write("%s\t%s\t%.9g\n" % (x, y, kv.similarity(x, y)))
        elif act in ("most", "cosmul"):
            q, k = a.pop(0), int(a.pop(0))
            pos, neg = split(q)
            f = kv.most_similar if act == "most" else kv.most_similar_cosmul
            for r, (n, c) in enumerate(f(positive=pos, negative=neg, topn=k), 1):
                out.write("%s\t%d\t%s\t%.9g\n" % (q, r, n, c))
        elif act == "analogies":
            # section, covered, 3CosAdd accuracy (as ppmi-svd --analogy)
            _, secs = kv.evaluate_word_analogies(a.pop(0), restrict_vocab=10**9)
            for s in secs:
                n = len(s["correct"]) + len(s["incorrect"])
                name = "all" if s["section"] == "Total accuracy" else s["section"]
                if n:
                    out.write("%s\t%d\t%.9g\n" % (name, n, len(s["correct"]) / n))
        elif act == "items":
            # section, questions read (covered or not: dummy4unknown), as
            # --analogy's items column
            _, secs = kv.evaluate_word_analogies(a.pop(0), restrict_vocab=10**9,
                                                 dummy4unknown=True)
            for s in secs:
                n = len(s["correct"]) + len(s["incorrect"])
                name = "all" if s["section"] == "Total accuracy" else s["section"]
                out.write("%s\t%d\n" % (name, n))
        elif act == "pairs":
            # spearman's rho and the pairs covered (as --similarity)
            path = a.pop(0)
            _, (rho, _), oov = kv.evaluate_word_pairs(path, restrict_vocab=10**9)
            n = sum(1 for l in open(path, encoding="utf-8") if l.strip() and not l.startswith("#"))
            out.write("%d\t%.9g\n" % (round(n * (1 - oov / 100)), rho))
        elif act == "answers":
            up = {}
            for w in reversed(kv.index_to_key):
                up[w.upper()] = w
            for line in open(a.pop(0), encoding="utf-8"):
                q = line.split()
                if len(q) != 4 or line.startswith(":"):
                    continue
                a_, b_, c_ = (up.get(w.upper()) for w in q[:3])
                if None in (a_, b_, c_) or q[3].upper() not in up:
                    continue
                sims = kv.most_similar(positive=[b_, c_], negative=[a_], topn=5)
                ans = next(w for w, _ in sims
                           if w.upper() not in {x.upper() for x in q[:3]})
                nan = all(np.isnan(c) for _, c in sims)
                out.write("%s\t%s\t%d\n" % (" ".join(q), ans, nan))
        elif act == "norm":
            w = a.pop(0)
            out.write("%s\t%.9g\n" % (w, float(np.linalg.norm(kv[w]))))
        elif act == "odd":
            q = a.pop(0)
            ranked = kv.rank_by_centrality(q.split())
            c, w = ranked[-1]
            assert w == kv.doesnt_match(q.split())
            out.write("%s\t%s\t%.9g\n" % (q, w, c))
        else:
            sys.exit("gensim-kv.py: unknown action " + act)


if __name__ == "__main__":
    main(sys.argv)
