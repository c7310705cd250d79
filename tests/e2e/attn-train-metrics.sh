#!/bin/sh
# attn-train's classifier report against scikit-learn (Debian's
# python3-sklearn, /usr/bin/python3; issue 28 item 3): lib/train/metrics'
# ROC AUC and average precision on random scores, with and without ties,
# equal sklearn's roc_auc_score and average_precision_score to 1e-12; and
# on the real corpus, the report's rows of the held-out split agree with
# sklearn on the logits --predict gives for the rows its split column
# exports as test (--predict on the training file), which are the split
# recomputed here (xoshiro256** seeded by splitmix64, lib/base/rng.c) and
# --split-out's.
. "$(dirname "$0")/../lib.sh"

if ! /usr/bin/python3 -c 'import sklearn.metrics' 2> /dev/null; then
	t_fail "python3-sklearn" "not installed: sh tools/deps.sh test installs it"
	exit 0
fi
cat > "$T/cases.py" <<'PY'
import random, sys
from sklearn.metrics import roc_auc_score, average_precision_score
rnd = random.Random(28)
for k in range(60):
    n = rnd.choice([2, 3, 7, 50, 300, 2000])
    share = rnd.choice([0.02, 0.13, 0.5, 0.9])
    y = [1 if rnd.random() < share else 0 for _ in range(n)]
    y[0], y[-1] = 1, 0                      # both classes
    kind = k % 4
    if kind == 0:                           # distinct scores
        s = [rnd.gauss(y_i, 1.5) for y_i in y]
    elif kind == 1:                         # heavy ties
        s = [float(round(rnd.gauss(y_i, 1.0) * 2)) / 2 for y_i in y]
    elif kind == 2:                         # a few values only
        s = [float(rnd.randint(0, 2)) for _ in y]
    else:                                   # logits of a long tail
        s = [rnd.gauss(3 * y_i, 4) ** 3 for y_i in y]
    # ties are scores equal as printed (lib/train/metrics.h): sklearn
    # sees the scores attn-train would print, %.9g
    s = [float('%.9g' % v) for v in s]
    print('%.17g\t%.17g\t%s\t%s' % (roc_auc_score(y, s),
        average_precision_score(y, s),
        ','.join('%.17g' % v for v in s), ','.join(map(str, y))))
PY
/usr/bin/python3 "$T/cases.py" > "$T/cases.tsv"
t_run "metrics = sklearn on 60 random cases (ties included)" 0 \
    "$ATTNKIT_BIN/../tests/test_metrics" "$T/cases.tsv"
t_ok "the 60 cases each checked: no 'not ok'" sh -c "! grep -q '^not ok' '$T/out' && test \$(grep -c '^ok' '$T/out') -ge 181"

# every vector the same: every message pools the same vector, and its
# logits differ in their last bits at most.  Ties are scores equal as
# printed: ROC AUC 0.5 and AP the spam share, and the report and stderr
# say the logits are constant (the toy corpus and embeddings of
# attn-train-spam.sh, each vector replaced by one)
awk -F'\t' '/^#/ || $1 == "word" { print; next } { print $1 "\t0.5\t-0.25\t0.125\t1" }' \
    "$DATA/train-emb.tsv" > "$T/same.tsv"
t_run "equal vectors: report" 0 attn-train -e "$T/same.tsv" --seed 3 -o "$T/same-report.tsv" "$DATA/train-corpus.tsv"
t_ok "equal vectors: attention and mean, test and train: ROC AUC 0.5" \
    sh -c "test \$(awk -F'\t' '(\$1 == \"attention\" || \$1 == \"mean\") && \$2 != \"none\" && \$3 == \"all\" && \$16 == 0.5' '$T/same-report.tsv' | wc -l) -eq 4"
t_ok "equal vectors: PR AUC the spam share of the row" \
    sh -c "awk -F'\t' '\$1 == \"attention\" && \$3 == \"all\" && \$2 != \"none\" { d = \$17 - \$5 / \$4; if (d < -1e-9 || d > 1e-9) bad = 1; n++ } END { exit bad || n != 2 }' '$T/same-report.tsv'"
t_ok "equal vectors: four '#' lines say the logits are constant" \
    sh -c "test \$(grep -c '^# the \(attention\|mean\) model.s logits on \(test\|train\) are constant (every one [-0-9.e]* as printed)' '$T/same-report.tsv') -eq 4"
t_ok "equal vectors: a warning on stderr" \
    grep -q "^attn-train: warning: the attention model's logits on test are constant (every one .* (and 3 more: the output's '#' lines)$" "$T/err"
t_run "equal vectors: -q keeps stderr empty" 0 attn-train -q -e "$T/same.tsv" --seed 3 -o "$T/same-q.tsv" "$DATA/train-corpus.tsv"
t_ok "equal vectors: -q: no warning" test ! -s "$T/err"
t_run "equal vectors: --splits 2" 0 attn-train -e "$T/same.tsv" --splits 2 -o "$T/same-splits.tsv" "$DATA/train-corpus.tsv"
t_ok "equal vectors: --splits says the attention logits were constant in 2 of 2" \
    grep -q "^# the attention model's logits on the held-out split of seed 1 are constant .*(flat in 2 of the 2 splits)$" "$T/same-splits.tsv"
t_ok "equal vectors: --splits warns" grep -q '^attn-train: warning: the attention model' "$T/err"
# the toy embeddings as they are: no such line, no warning
t_run "toy report" 0 attn-train -e "$DATA/train-emb.tsv" --seed 3 -o "$T/toy-report.tsv" "$DATA/train-corpus.tsv"
t_ok "toy report: no flat-logits line, no warning" sh -c "! grep -q 'logits on' '$T/toy-report.tsv' && ! test -s '$T/err'"

c=${SMS_CORPUS:-}
if ! have_corpus "$c"; then
	t_skip "the report on the real corpus against sklearn" "SMS_CORPUS not set or not a file"
	exit 0
fi
sms-vocab --quoting csv --min-count 10 -o "$T/vocab.tsv" "$c"
sms-vocab --quoting csv --tokens -o "$T/tokens.tsv" "$c"
ppmi-svd --vocab "$T/vocab.tsv" --window 4 --dim 32 -o "$T/emb.tsv" "$T/tokens.tsv"
t_run "report (seed 3)" 0 attn-train -e "$T/emb.tsv" --seed 3 --save "$T/model.tsv" --split-out "$T/split.tsv" -o "$T/report.tsv" "$T/tokens.tsv"
t_ok "report header: the columns of before, then the metrics" \
    grep -qx 'model	split	bucket	n	spam	errors	accuracy	logloss	tp	fp	fn	tn	precision	recall	f1	roc_auc	pr_auc' "$T/report.tsv"
t_run "--predict every message" 0 attn-train -e "$T/emb.tsv" --load "$T/model.tsv" --predict -o "$T/pred.tsv" "$T/tokens.tsv"
t_ok "--predict on the training file: a split column after the label" \
    grep -q '^line	label	split	predicted	p_spam	logit	' "$T/pred.tsv"
cat > "$T/check.py" <<'PY'
import math, sys
from sklearn.metrics import (roc_auc_score, average_precision_score,
    precision_score, recall_score, f1_score, confusion_matrix)
tokens, emb, pred, report, seed, frac, splitout = sys.argv[1:8]
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
    if line.startswith('#') or line.startswith('word\t'):
        continue
    words.add(line.split('\t', 1)[0])
msgs = []                       # (line, label, usable)
for i, line in enumerate(open(tokens), 1):
    if line.startswith('#'):
        continue
    label, toks = line.rstrip('\n').split('\t')
    msgs.append((i, label, any(t in words for t in toks.split())))
usable = [k for k, m in enumerate(msgs) if m[2]]
rng = Rng(int(seed))
for i in range(len(usable), 1, -1):
    j = rng.below(i)
    usable[i - 1], usable[j] = usable[j], usable[i - 1]
nt = min(math.ceil(float(frac) * len(msgs) - 1e-9), len(usable))
test = set(msgs[k][0] for k in usable[:nt])
z, sp, hdr = {}, {}, None
for line in open(pred):
    f = line.rstrip('\n').split('\t')
    if line.startswith('#'):
        continue
    if f[0] == 'line':
        hdr = f
        continue
    z[int(f[0])] = float(f[hdr.index('logit')])
    sp[int(f[0])] = f[hdr.index('split')]
so = {}
for line in open(splitout):
    f = line.rstrip('\n').split('\t')
    if not line.startswith('#') and f[0] != 'line':
        so[int(f[0])] = f[2]
exported = set(k for k, v in sp.items() if v == 'test')
# the rows --predict exports as test: the split recomputed, --split-out's
print('%s exported test rows: %d, the recomputed split %d, the same: %s' % (
    'ok' if exported == test else 'BAD', len(exported), len(test),
    exported == test))
print('%s --split-out = the split column: %s' % ('ok' if so == sp else
    'BAD', so == sp))
ok = exported == test and so == sp
y = [1 if msgs[k][1] == 'spam' else 0 for k in range(len(msgs)) if msgs[k][0] in exported]
s = [z[msgs[k][0]] for k in range(len(msgs)) if msgs[k][0] in exported]
row = None
for line in open(report):
    f = line.rstrip('\n').split('\t')
    if f[:3] == ['attention', 'test', 'all']:
        row = f
tp, fp, fn, tn = map(int, row[8:12])
yhat = [1 if v > 0 else 0 for v in s]
(ctn, cfp), (cfn, ctp) = confusion_matrix(y, yhat)
def check(name, got, want, tol):
    global ok
    good = abs(got - want) <= tol
    ok &= good
    print('%s %s: report %.12g, sklearn %.12g' % ('ok' if good else 'BAD', name, got, want))
print('held out %d, report n %s' % (len(y), row[3]))
check('n', int(row[3]), len(y), 0)
check('tp', tp, ctp, 0); check('fp', fp, cfp, 0)
check('fn', fn, cfn, 0); check('tn', tn, ctn, 0)
check('precision', float(row[12]), precision_score(y, yhat), 1e-9)
check('recall', float(row[13]), recall_score(y, yhat), 1e-9)
check('f1', float(row[14]), f1_score(y, yhat), 1e-9)
# the report ranks the logits as printed (%.9g, --predict's column), so
# its areas are sklearn's on --predict's logits, to the report's 9 digits
check('roc_auc', float(row[15]), roc_auc_score(y, s), 5e-9)
check('pr_auc', float(row[16]), average_precision_score(y, s), 5e-9)
sys.exit(0 if ok else 1)
PY
t_run "report's test rows = sklearn on the rows --predict exports as test" 0 \
    /usr/bin/python3 "$T/check.py" "$T/tokens.tsv" "$T/emb.tsv" "$T/pred.tsv" "$T/report.tsv" 3 0.2456 "$T/split.tsv"
cat "$T/out" | sed 's/^/# /'
t_ok "held out: the lesson's 1368 messages" grep -q '^held out 1368, report n 1368$' "$T/out"
t_ok "the exported test rows are the split recomputed and --split-out's" \
    sh -c "grep -q '^ok exported test rows: 1368, the recomputed split 1368, the same: True' '$T/out' && grep -q '^ok --split-out = the split column: True' '$T/out'"
awk -F'\t' '$2 == "test" && $3 == "all" { print $1, $16, $17 }' "$T/report.tsv" | sed 's/^/# /'
t_ok "attention's ROC AUC above 0.95 and above the constant's 0.5" \
    awk -F'\t' '$2 == "test" && $3 == "all" && $1 == "attention" { a = $16 } $2 == "test" && $3 == "all" && $1 == "constant" { c = $16 } END { exit !(a > 0.95 && c == 0.5) }' "$T/report.tsv"
t_ok "no NaN anywhere in the report" sh -c "! grep -qi nan '$T/report.tsv'"
t_run "--splits 2: mean and sd of each metric" 0 attn-train -e "$T/emb.tsv" --splits 2 --epochs 3 "$T/tokens.tsv"
t_ok "--splits header ends with the metrics" grep -q 'better	ties	logloss_mean	logloss_sd	precision_mean	precision_sd	recall_mean	recall_sd	f1_mean	f1_sd	roc_auc_mean	roc_auc_sd	pr_auc_mean	pr_auc_sd$' "$T/out"
t_ok "--splits: the constant model's ROC AUC is 0.5 with sd 0" \
    awk -F'\t' '$1 == "constant" && $2 == "all" { ok = ($20 == 0.5 && $21 == 0) } END { exit !ok }' "$T/out"
