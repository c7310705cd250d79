#!/usr/bin/python3
"""ppmi-svd-ref.py VOCAB TOKENS DIM WINDOW SEED [CDS EIG [exact]] > emb.tsv --
the peer that
`make bench` measures ppmi-svd against: the same embeddings (window
co-occurrence with out-of-vocabulary tokens skipped and windows inside a
message, PPMI with context-distribution smoothing CDS (default 1),
E = U S^EIG (default 1)) written the way a scientist would with scipy
sparse matrices and sklearn.utils.extmath.randomized_svd (its defaults:
10 oversamples, 'auto' power iterations).  Debian: python3-scipy,
python3-sklearn.
With the eighth argument `exact`, it prints instead the DIM largest
singular values of the same PPMI matrix, one a line, by ARPACK
(scipy.sparse.linalg.svds, tolerance 1e-10): what make bench holds both
randomized SVDs to."""
import sys

import numpy as np
import scipy.sparse as sp
from sklearn.utils.extmath import randomized_svd


def main():
    vocab, tokens, dim, window, seed = sys.argv[1:6]
    dim, window, seed = int(dim), int(window), int(seed)
    cds = float(sys.argv[6]) if len(sys.argv) > 6 else 1.0
    eig = float(sys.argv[7]) if len(sys.argv) > 7 else 1.0
    words = [l.split("\t")[0] for l in open(vocab, encoding="utf-8")
             if not l.startswith("#")][1:]
    index = {w: i for i, w in enumerate(words)}
    V = len(words)
    ids, msg = [], []
    for m, line in enumerate(open(tokens, encoding="utf-8")):
        if line.startswith("#"):
            continue
        toks = line.rstrip("\n").split("\t", 1)[1].split()
        row = [index[t] for t in toks if t in index]
        ids.extend(row)
        msg.extend([m] * len(row))
    ids, msg = np.array(ids, dtype=np.int64), np.array(msg, dtype=np.int64)
    rows, cols = [], []
    for d in range(1, window + 1):
        ok = msg[:-d] == msg[d:]
        a, b = ids[:-d][ok], ids[d:][ok]
        rows += [a, b]
        cols += [b, a]
    r, c = np.concatenate(rows), np.concatenate(cols)
    C = sp.coo_matrix((np.ones(len(r)), (r, c)), shape=(V, V)).tocsr()
    C.sum_duplicates()
    rs = np.asarray(C.sum(axis=1)).ravel()
    cs = np.asarray(C.sum(axis=0)).ravel() ** cds
    total = cs.sum()
    Cc = C.tocoo()
    pmi = np.log(Cc.data * total / (rs[Cc.row] * cs[Cc.col]))
    keep = pmi > 0
    P = sp.csr_matrix((pmi[keep], (Cc.row[keep], Cc.col[keep])), shape=(V, V))
    if len(sys.argv) > 8 and sys.argv[8] == "exact":
        from scipy.sparse.linalg import svds
        S = svds(P, k=dim, tol=1e-10, return_singular_vectors=False,
                 random_state=seed)
        for x in sorted(S, reverse=True):
            print("%.17g" % x)
        return
    U, S, _ = randomized_svd(P, n_components=dim, random_state=seed)
    E = U * S ** eig
    out = sys.stdout
    out.write("# ppmi-svd-ref.py %s\n" % " ".join(sys.argv[1:]))
    out.write("word\t" + "\t".join("d%d" % (j + 1) for j in range(dim)) + "\n")
    for i, w in enumerate(words):
        out.write(w + "\t" + "\t".join("%.9g" % x for x in E[i]) + "\n")


if __name__ == "__main__":
    main()
