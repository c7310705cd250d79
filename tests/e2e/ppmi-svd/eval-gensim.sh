#!/bin/sh
# ppmi-svd --analogy and --similarity against gensim's
# evaluate_word_analogies and evaluate_word_pairs (the peer, through
# tests/e2e/ppmi-svd/gensim-kv.py) on sets of gensim's layouts whose lines
# a reader with other rules would take otherwise: questions whose first
# word starts with ':' or '#' (an emoticon, a hashtag: words of Twitter's
# vectors) were read as a section (the question lost, the next ones filed
# under ') happy ...') and as a comment (dropped unsaid); the questions
# read (items, covered or not: gensim's dummy4unknown=True), the covered
# ones and the accuracy per section must be gensim's.
. "$(dirname "$0")/../../lib.sh"

PY=/usr/bin/python3
KV="$ATTNKIT_TOP/tests/e2e/ppmi-svd/gensim-kv.py"
if ! "$PY" -c 'import gensim' 2> /dev/null; then
	t_skip "gensim as the peer" "python3-gensim is not installed (sh tools/deps.sh test installs it)"
	exit 0
fi

"$PY" - "$T/tw.vec" << 'PYEOF'
import sys
import numpy as np
rng = np.random.default_rng(3)
words = [":)", ":(", ":D", "#happy", "#sad", "#love", "happy", "sad", "love",
         "the", "cat", "dog", "cats", "dogs", ":", "#", "a", "b"] + \
        ["w%d" % i for i in range(30)]
with open(sys.argv[1], "w", encoding="utf-8") as f:
    f.write("%d 6\n" % len(words))
    for w in words:
        f.write(w + " " + " ".join("%.6f" % x for x in rng.normal(size=6)) + "\n")
PYEOF
# sections ': name'; ':)' and '#happy' questions, covered or not; '#'
# lines of other than four words (gensim skips them as invalid lines, we
# as comments); ':' as a word
printf ': emoticons\n:) happy :( sad\n:D happy :( sad\n:( sad :) happy\n:) zzz :( sad\n: hashtags\n#happy happy #sad sad\n#sad sad #love love\n#zzz happy #sad sad\n# a comment of five words\n#two words\n: plain\nthe cat dog cats\ncat cats dog dogs\n: : a b\nthe cat dog zzz\n' > "$T/tw.ana"
"$PY" "$KV" "word2vec:$T/tw.vec" items "$T/tw.ana" > "$T/items.ref"
"$PY" "$KV" "word2vec:$T/tw.vec" analogies "$T/tw.ana" > "$T/acc.ref"
t_run "--analogy: questions starting with ':' and '#'" 0 ppmi-svd --load "$T/tw.vec" --analogy "$T/tw.ana"
grep -v '^#' "$T/out" | awk -F'\t' -v OFS='\t' '$5 == "3cosadd" { print $2, $3 }' > "$T/items"
t_cmp "  the questions read per section, as gensim's (dummy4unknown=True)" "$T/items.ref" "$T/items"
grep -v '^#' "$T/out" | awk -F'\t' -v OFS='\t' '$5 == "3cosadd" && $4 > 0 { print $2, $4, $6 }' > "$T/acc"
cut -f1,2 "$T/acc.ref" > "$T/cov.ref"
cut -f1,2 "$T/acc" > "$T/cov"
t_cmp "  covered per section, as gensim's" "$T/cov.ref" "$T/cov"
t_ok "  3CosAdd accuracy per section, as gensim's (1e-9)" t_near_files "$T/acc.ref" "$T/acc" 1e-9
t_ok "  emoticons: 4 read, 3 covered" test "$(awk -F'\t' '$1 == "emoticons" { print $2 }' "$T/items"):$(awk -F'\t' '$1 == "emoticons" { print $2 }' "$T/cov")" = "4:3"
t_ok "  the uncovered '#zzz' question said" grep -q "^ppmi-svd: note: .*tw\\.ana:9: 1 question whose first word starts with '#' ('#zzz happy #sad sad') read as one" "$T/err"

# --similarity: gensim's evaluate_word_pairs skips every line starting
# with '#', a pair of hashtags too, as ours does
printf '# pairs\n#happy\t#sad\t2\nhappy\tsad\t1.5\n:)\t:(\t3\nthe\tcat\t6\ncat\tdog\t7\ncats\tdogs\t6.5\nzzz\tcat\t1\n' > "$T/tw.sim"
"$PY" "$KV" "word2vec:$T/tw.vec" pairs "$T/tw.sim" > "$T/sim.ref"
t_run "--similarity: '#' lines skipped" 0 ppmi-svd --load "$T/tw.vec" --similarity "$T/tw.sim"
grep -v '^#' "$T/out" | awk -F'\t' -v OFS='\t' 'NR > 1 { print $4, $6 }' > "$T/sim"
t_ok "  covered and Spearman's rho, as gensim's (1e-9)" t_near_files "$T/sim.ref" "$T/sim" 1e-9
t_ok "  5 covered" test "$(cut -f1 "$T/sim")" = 5
