"""tfidf-baseline.py TOKENS EMB SEED FRAC — scikit-learn's TF-IDF +
logistic regression on attn-train's held-out split: the same test
messages (the split recomputed: xoshiro256** seeded by splitmix64 over
the messages with a token in EMB, lib/base/rng.c and lib/train/spam.c
ak_spam_split), trained on the same training messages, every token of the
line (not only those with a vector).  Prints the test rows' n, accuracy,
precision, recall and F1, spam the positive class: the baseline docs/
GUIDE.md sets beside the pooling head and the block."""
import math
import sys

from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import accuracy_score, f1_score, precision_score, recall_score

tokens, emb, seed, frac = sys.argv[1:5]
M = (1 << 64) - 1


def splitmix(st):
    st[0] = (st[0] + 0x9E3779B97F4A7C15) & M
    z = st[0]
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M
    return z ^ (z >> 31)


def rotl(x, k):
    return ((x << k) | (x >> (64 - k))) & M


class Rng:
    def __init__(self, seed):
        st = [seed]
        self.s = [splitmix(st) for _ in range(4)]

    def u64(self):
        s = self.s
        r = (rotl((s[1] * 5) & M, 7) * 9) & M
        t = (s[1] << 17) & M
        s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3]
        s[2] ^= t; s[3] = rotl(s[3], 45)
        return r

    def below(self, n):
        lim = M - M % n
        while True:
            x = self.u64()
            if x < lim:
                return x % n


words = set()
for line in open(emb):
    if not line.startswith('#') and not line.startswith('word\t'):
        words.add(line.split('\t', 1)[0])
msgs = []
for line in open(tokens):
    if line.startswith('#'):
        continue
    label, toks = line.rstrip('\n').split('\t')
    msgs.append((label == 'spam', toks, any(t in words for t in toks.split())))
usable = [k for k, m in enumerate(msgs) if m[2]]
rng = Rng(int(seed))
for i in range(len(usable), 1, -1):
    j = rng.below(i)
    usable[i - 1], usable[j] = usable[j], usable[i - 1]
nt = min(math.ceil(float(frac) * len(msgs) - 1e-9), len(usable))
test, train = sorted(usable[:nt]), sorted(usable[nt:])
vec = TfidfVectorizer(token_pattern=r'\S+', lowercase=False)
X = vec.fit_transform([msgs[k][1] for k in train])
clf = LogisticRegression(max_iter=1000).fit(X, [msgs[k][0] for k in train])
y = [msgs[k][0] for k in test]
p = clf.predict(vec.transform([msgs[k][1] for k in test]))
print("tfidf+logreg\ttest\tn %d\taccuracy %.4f\tprecision %.4f\trecall %.4f\tf1 %.4f"
      % (len(y), accuracy_score(y, p), precision_score(y, p),
         recall_score(y, p), f1_score(y, p)))
