#!/usr/bin/python3
"""zipf-corpus.py TOKENS TYPES SEED > corpus.tsv -- a synthetic tokenized
corpus for benchmarks at scale: TOKENS tokens drawn (seeded, numpy PCG64)
from TYPES word types with Zipf's law p(r) ∝ 1/r (r = 1..TYPES), in messages
of 5 to 35 tokens, written as `ham<TAB>tok tok ...` (the format of
`sms-vocab -t`).  Word r is r written in bijective base 26 with the
letters a..z (1 = a, 26 = z, 27 = aa ...), so every word is a lowercase
token.  The same arguments give the same bytes."""
import sys

import numpy as np


def word(r):
    s = []
    while r > 0:
        r, m = divmod(r - 1, 26)
        s.append(chr(97 + m))
    return "".join(reversed(s))


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: zipf-corpus.py TOKENS TYPES SEED")
    ntok, ntypes, seed = (int(a) for a in sys.argv[1:])
    rng = np.random.Generator(np.random.PCG64(seed))
    p = 1.0 / np.arange(1, ntypes + 1)
    cdf = np.cumsum(p / p.sum())
    words = np.array([word(r) for r in range(1, ntypes + 1)], dtype=object)
    out = sys.stdout
    done = 0
    while done < ntok:
        n = min(1_000_000, ntok - done)
        ids = np.searchsorted(cdf, rng.random(n), side="right")
        ids = np.minimum(ids, ntypes - 1)
        lens = rng.integers(5, 36, size=n // 5 + 2)
        toks = words[ids]
        pos, lines = 0, []
        for ln in lens:
            if pos >= n:
                break
            lines.append("ham\t" + " ".join(toks[pos:pos + ln]))
            pos += ln
        out.write("\n".join(lines) + "\n")
        done += n


if __name__ == "__main__":
    main()
