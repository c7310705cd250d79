#!/bin/sh
# The embeddings formats (lib/embed/embfile.h) against gensim, the peer
# (Debian's python3-gensim through tests/e2e/ppmi-svd/gensim-kv.py):
#  - gensim writes the toy embeddings in word2vec text, word2vec binary and
#    GloVe (and TSV, written from its float32 values); each file, detected
#    from its content and forced with --emb-format, draws the same map
#    (attn-map -e), trains the same classifier (attn-train -e, 5 epochs)
#    and answers --nn as gensim does (ppmi-svd --load): a reader dropped or
#    a format misdetected fails here;
#  - on the SMS embeddings (the chain of make demo, SMS_CORPUS): gensim
#    reads ppmi-svd --emb-format word2vec and word2vec-bin and finds free ->
#    nokia first, with our --nn's neighbours and cosines; what gensim
#    writes back reads in ours with the same neighbours and values (ours ->
#    gensim -> ours, gensim -> ours); --similar, --most-similar (3CosAdd,
#    --cosmul) and --odd-one-out answer as gensim's similarity,
#    most_similar, most_similar_cosmul and doesnt_match to 1e-6.
. "$(dirname "$0")/../../lib.sh"

PY=/usr/bin/python3
KV="$ATTNKIT_TOP/tests/e2e/ppmi-svd/gensim-kv.py"
if ! "$PY" -c 'import gensim' 2> /dev/null; then
	t_skip "gensim as the peer" "python3-gensim is not installed (sh tools/deps.sh test installs it)"
	exit 0
fi


E="$DATA/train-emb.tsv"
COR="$DATA/train-corpus.tsv"
G="$T/g"
mkdir -p "$G"
t_run "gensim writes the toy embeddings in four formats" 0 "$PY" "$KV" "tsv:$E" \
    save word2vec "$G/e.txt" save word2vec-bin "$G/e.bin" save glove "$G/e.glove" \
    save tsv "$G/e.tsv"
t_ok "word2vec text: a header 'V d'" test "$(head -1 "$G/e.txt")" = "16 4"
t_ok "GloVe: no header" grep -q '^win ' "$G/e.glove"
attn-map -e "$G/e.tsv" --text "win a prize call free now" > "$T/map.ref" 2> /dev/null
attn-train -e "$G/e.tsv" --epochs 5 "$COR" > "$T/train.ref" 2> /dev/null
"$PY" "$KV" "tsv:$G/e.tsv" nn prize 3 > "$T/nn.ref"
for f in tsv:e.tsv word2vec:e.txt word2vec-bin:e.bin glove:e.glove; do
	fmt=${f%%:*} F="$G/${f#*:}"
	t_run "$fmt: attn-map -e draws the map" 0 attn-map -e "$F" --text "win a prize call free now"
	t_ok "$fmt: the map of the TSV (1e-6)" t_near_files "$T/map.ref" "$T/out" 1e-6
	t_run "$fmt: attn-map --emb-format $fmt -e" 0 attn-map --emb-format "$fmt" -e "$F" --text "win a prize call free now"
	t_ok "$fmt: forced, the same map" t_near_files "$T/map.ref" "$T/out" 1e-6
	t_run "$fmt: attn-train -e trains" 0 attn-train -e "$F" --epochs 5 "$COR"
	t_ok "$fmt: the classifier of the TSV (1e-6)" t_near_files "$T/train.ref" "$T/out" 1e-6
	t_run "$fmt: attn-train --emb-format $fmt" 0 attn-train --emb-format "$fmt" -e "$F" --epochs 5 "$COR"
	t_run "$fmt: ppmi-svd --load --nn" 0 ppmi-svd --load "$F" --nn prize -k 3
	awk -F'\t' 'NR > 2' "$T/out" > "$T/nn"
	t_ok "$fmt: gensim's neighbours of prize (1e-6)" t_near_files "$T/nn.ref" "$T/nn" 1e-6
	t_run "$fmt: ppmi-svd --load-format $fmt" 0 ppmi-svd --load-format "$fmt" --load "$F" --nn prize -k 3
done
# a format forced on a file of another is refused, and says where
# (each names the option that reads it right: a new user's forced
# formats got '16 numbers after', 'invalid UTF-8' and a false 'word with a
# space')
t_bad "word2vec-bin forced on text" 1 "^attn-map: .*e\.txt:[0-9]+: .* \(text, not binary\? --emb-format word2vec, or auto\)$" attn-map --emb-format word2vec-bin -e "$G/e.txt" --text "win"
t_bad "glove forced on word2vec" 1 "^attn-map: .*e\.txt:2: 4 numbers after '[^']*', want 1 \(as the first row\) \(line 1, '16 4', is word2vec's header 'V d'\? --emb-format word2vec, or auto\)$" attn-map --emb-format glove -e "$G/e.txt" --text "win"
t_bad "word2vec forced on binary" 1 "^ppmi-svd: .*e\.bin:[0-9]+: .* \(a binary file\? --load-format word2vec-bin, or auto\)$" ppmi-svd --load-format word2vec --load "$G/e.bin" --nn win
t_bad "glove forced on binary" 1 "^attn-train: .*e\\.bin:[0-9]+: .* \\(a binary file\\? --emb-format word2vec-bin, or auto\\)$" attn-train --emb-format glove -e "$G/e.bin" "$COR"
printf '2 10000\n' > "$T/num.glove"
t_run "a GloVe row that looks like 'V d' (the word 2, one value) reads" 0 ppmi-svd --load-format glove --load "$T/num.glove" --emb-format tsv
t_bad "tsv forced on GloVe" 1 "^attn-train: .*e\.glove:1: fields are separated by spaces, not TABs" attn-train --emb-format tsv -e "$G/e.glove" "$COR"
t_bad "word2vec forced on TSV" 1 "^ppmi-svd: .*e\.tsv:1: not a word2vec header" ppmi-svd --load-format word2vec --load "$G/e.tsv" --nn win
t_bad "--emb-format bad" 2 "^attn-map: --emb-format: 'w2v' is not " attn-map --emb-format w2v -e "$G/e.tsv" --text "win"

# the evaluations on cased vectors (gensim's, GloVe 840B's): words looked
# up regardless of case as gensim's evaluate_word_analogies and
# evaluate_word_pairs do by default, a word's first row answering for its
# case, and no case of a question word an answer (ppmi-svd looked words up
# lowercased: 'Paris' was never found, covered 0 and no warning: a new
# user's GoogleNews-like vectors)
"$PY" - "$G/cased.vec" << 'EOF'
import sys
import numpy as np
rng = np.random.default_rng(7)
words = ["Paris", "paris", "France", "france", "Berlin", "Germany", "Rome",
         "Italy", "Madrid", "Spain", "Москва", "москва", "Россия", "MOSCOW",
         "king", "King", "queen", "man", "woman", "Straße", "strasse", "boy",
         "girl", "he", "she"] + ["w%d" % i for i in range(60)]
cap = {"Paris": "France", "Berlin": "Germany", "Rome": "Italy",
       "Madrid": "Spain", "Москва": "Россия"}
v = {w: rng.normal(size=8) for w in words}
for c, k in cap.items():      # a capital near its country, shifted
    v[c] = v[k] + np.array([1.5, 0, 0, 0, 0, 0, 0, 0]) + rng.normal(scale=0.3, size=8)
v["paris"] = v["Paris"] * 0.5 + rng.normal(scale=0.8, size=8)
with open(sys.argv[1], "w", encoding="utf-8") as f:
    f.write("%d 8\n" % len(words))
    for w in words:
        f.write(w + " " + " ".join("%.6f" % x for x in v[w]) + "\n")
EOF
printf ': capitals\nParis France Berlin Germany\nberlin germany rome italy\nROME ITALY MADRID SPAIN\nMadrid Spain Москва Россия\nмосква россия paris france\nParis France Oslo Norway\n: gender\nman woman king queen\nMan Woman Boy Girl\nhe she KING QUEEN\n' > "$G/cased.ana"
printf '# pairs\nParis\tfrance\t7\nKING\tqueen\t8\nman\twoman\t6\nМосква\tРоссия\t9\nSTRASSE\tBoy\t1\nOslo\tParis\t5\nhe\tshe\t4\n' > "$G/cased.sim"
"$PY" "$KV" "word2vec:$G/cased.vec" analogies "$G/cased.ana" > "$T/ana.ref"
t_run "--analogy on cased vectors" 0 ppmi-svd --load "$G/cased.vec" --analogy "$G/cased.ana"
grep -v '^#' "$T/out" | awk -F'\t' -v OFS='\t' '$5 == "3cosadd" { print $2, $4, $6 }' > "$T/ana.got"
cut -f1,2 "$T/ana.ref" > "$T/ana.ref2"
cut -f1,2 "$T/ana.got" > "$T/ana.got2"
t_cmp "  covered per section, as gensim's evaluate_word_analogies" "$T/ana.ref2" "$T/ana.got2"
t_ok "  3CosAdd accuracy per section, as gensim's (1e-9)" t_near_files "$T/ana.ref" "$T/ana.got" 1e-9
t_ok "  Paris found: 5 of 6 capitals covered (Oslo is missing)" test "$(awk -F'\t' '$1 == "capitals" { print $2 }' "$T/ana.got")" = 5
"$PY" "$KV" "word2vec:$G/cased.vec" pairs "$G/cased.sim" > "$T/sim.ref"
t_run "--similarity on cased vectors" 0 ppmi-svd --load "$G/cased.vec" --similarity "$G/cased.sim"
grep -v '^#' "$T/out" | awk -F'\t' -v OFS='\t' 'NR > 1 { print $4, $6 }' > "$T/sim.got"
t_ok "  covered and Spearman's rho, as gensim's evaluate_word_pairs (1e-9)" t_near_files "$T/sim.ref" "$T/sim.got" 1e-9

# a word with a space ("new york", a phrase model's): gensim writes it as
# it is in every format, and cannot read its own text back; ours reads it
# in text (detected, not taken for binary) and GloVe, d fixed by the
# header or the first row (the word is the fields before the last d
# numbers; GloVe 840B holds such rows), and writing it as word2vec or
# GloVe is refused; in binary it is said at the record after it (gensim
# reads 'new' and takes "york " as the vector's bytes), in the middle and
# as the last word
grep -v '^#' "$E" | awk -F'\t' -v OFS='\t' 'NR == 4 { $1 = "new york" } 1' > "$G/sp.tsv"
grep -v '^#' "$E" | awk -F'\t' -v OFS='\t' -v n="$(grep -vc '^#' "$E")" 'NR == n { $1 = "new york" } 1' > "$G/spl.tsv"
t_run "gensim writes 'new york' in three formats" 0 "$PY" "$KV" "tsv:$G/sp.tsv" \
    save word2vec "$G/sp.txt" save word2vec-bin "$G/sp.bin" save glove "$G/sp.glove"
t_run "  and as the last word, in binary" 0 "$PY" "$KV" "tsv:$G/spl.tsv" save word2vec-bin "$G/spl.bin"
t_run "  gensim cannot read its text back (exit 1)" 1 "$PY" "$KV" "word2vec:$G/sp.txt" nn win 1
SP="holds a space, which %s files cannot hold \(gensim writes it as it is\): join its parts \(e\.g\. with '_'\) before saving, or save attnkit's TSV$"
t_run "word2vec text: read, 'new york' a word" 0 ppmi-svd --load "$G/sp.txt" -o "$T/sp-w.tsv"
t_ok "  its row as gensim wrote it" test "$(grep -c '^new york	' "$T/sp-w.tsv")" = 1
t_run "  forced: the same" 0 ppmi-svd --load-format word2vec --load "$G/sp.txt" -o "$T/sp-w2.tsv"
sed 1d "$T/sp-w.tsv" > "$T/sp-a"; sed 1d "$T/sp-w2.tsv" > "$T/sp-b"
t_cmp "  (the same table)" "$T/sp-a" "$T/sp-b"
t_run "GloVe: read" 0 ppmi-svd --load "$G/sp.glove" -o "$T/sp-g.tsv"
t_ok "  its row" test "$(grep -c '^new york	' "$T/sp-g.tsv")" = 1
t_bad "  written as GloVe: refused" 1 "new york" ppmi-svd --load "$G/sp.glove" --emb-format glove -o "$T/sp-out.txt"
printf '2 3\nwin 1 2 3\nx 4 1 2 3\n' > "$T/sp-num.txt"
t_bad "a row of one number too many: not a word with a space" 1 "sp-num\\.txt:3: 4 numbers after 'x', want 3" ppmi-svd --load "$T/sp-num.txt" -o -
BH="\(the record before it holds 'york ' where its vector starts: a word with a space, which word2vec binary cannot hold; gensim writes it as it is: join its parts before saving\)$"
t_bad "word2vec binary: said at the next record" 1 "^ppmi-svd: .*sp\.bin:5: .* $BH" ppmi-svd --load "$G/sp.bin" --nn win
t_bad "  the last word: said at the end" 1 "^sms-vocab: .*spl\.bin:[0-9]+: more records than the header's [0-9]+ words .* $BH" sms-vocab -t -v "$G/spl.bin" "$COR"

if ! have_corpus; then
	t_skip "gensim on the SMS embeddings" "SMS_CORPUS not set or not a file"
	exit 0
fi
S="$T/sms"
mkdir -p "$S"
sms-vocab --quoting csv --min-count 10 -o "$S/vocab.tsv" "$SMS_CORPUS"
sms-vocab --quoting csv --tokens -o "$S/tokens.tsv" "$SMS_CORPUS"
t_run "the SMS embeddings (make demo's chain)" 0 ppmi-svd --vocab "$S/vocab.tsv" --window 4 --dim 32 -o "$S/emb.tsv" "$S/tokens.tsv"
t_run "written as word2vec text" 0 ppmi-svd --vocab "$S/vocab.tsv" --window 4 --dim 32 --emb-format word2vec -o "$S/emb.txt" "$S/tokens.tsv"
t_run "written as word2vec binary" 0 ppmi-svd --load "$S/emb.tsv" --emb-format word2vec-bin -o "$S/emb.bin"
t_run "written as GloVe" 0 ppmi-svd --load "$S/emb.tsv" --emb-format glove -o "$S/emb.glove"
t_run "written as TSV from word2vec" 0 ppmi-svd --load "$S/emb.txt" --emb-format tsv -o "$S/back.tsv"
grep -v '^#' "$S/emb.tsv" > "$T/b1"
grep -v '^#' "$S/back.tsv" > "$T/b2"
t_cmp "word2vec text -> TSV: the chain's TSV, byte for byte" "$T/b1" "$T/b2"
t_ok "word2vec text: the header 'V 32' first, no comment (gensim would take it for a word)" \
    awk 'NR == 1 { exit !/^[0-9]+ 32$/ }' "$S/emb.txt"
t_run "ours: --nn free" 0 ppmi-svd --load "$S/emb.tsv" --nn free -k 5
awk -F'\t' 'NR > 2' "$T/out" > "$S/nn.ours"
t_ok "ours: free -> nokia first" test "$(awk -F'\t' '$2 == 1 { print $3 }' "$S/nn.ours")" = nokia
for f in word2vec:emb.txt word2vec-bin:emb.bin glove:emb.glove; do
	fmt=${f%%:*}
	t_run "gensim reads our $fmt" 0 "$PY" "$KV" "$fmt:$S/${f#*:}" nn free 5
	cp "$T/out" "$S/nn.$fmt"
	t_ok "gensim on our $fmt: free -> nokia first" test "$(awk -F'\t' '$2 == 1 { print $3 }' "$S/nn.$fmt")" = nokia
	t_ok "gensim on our $fmt: our five neighbours, cosines to 1e-6" t_near_files "$S/nn.ours" "$S/nn.$fmt" 1e-6
done
# gensim -> ours, and ours -> gensim -> ours
t_run "gensim writes back what it read (text, binary)" 0 "$PY" "$KV" "word2vec-bin:$S/emb.bin" \
    save word2vec "$S/g.txt" save word2vec-bin "$S/g.bin"
for g in g.txt g.bin; do
	t_run "ours reads gensim's $g" 0 ppmi-svd --load "$S/$g" --nn free -k 5
	awk -F'\t' 'NR > 2' "$T/out" > "$T/nn"
	t_ok "ours on gensim's $g: the same neighbours (1e-6)" t_near_files "$S/nn.ours" "$T/nn" 1e-6
	t_run "ours -> gensim -> ours ($g): to TSV" 0 ppmi-svd --load "$S/$g" --emb-format tsv -o "$T/rt.tsv"
	t_ok "ours -> gensim -> ours ($g): every value to float32 (1e-6)" t_near_files "$S/emb.tsv" "$T/rt.tsv" 1e-6
done
# the questions, ours and gensim's on the same float32 vectors
Q="$S/emb.bin"
"$PY" "$KV" "word2vec-bin:$Q" similar free call similar nokia mobile \
    > "$T/sim.ref"
t_run "--similar" 0 ppmi-svd --load "$Q" --similar 'free call' --similar 'nokia mobile'
tail -n +3 "$T/out" > "$T/sim"
t_ok "--similar: gensim's similarity (1e-6)" t_near_files "$T/sim.ref" "$T/sim" 1e-6
"$PY" "$KV" "word2vec-bin:$Q" most 'free -call text' 5 most 'nokia mobile' 4 > "$T/most.ref"
t_run "--most-similar" 0 ppmi-svd --load "$Q" --most-similar 'free -call text' --most-similar 'nokia mobile' -k 5
t_ok "--most-similar: a header, then answers" test "$(sed -n 2p "$T/out")" = "$(printf 'query\trank\tword\tcosine')"
tail -n +3 "$T/out" | awk -F'\t' '$1 != "nokia mobile" || $2 <= 4' > "$T/most"
t_ok "--most-similar: gensim's most_similar (1e-6)" t_near_files "$T/most.ref" "$T/most" 1e-6
"$PY" "$KV" "word2vec-bin:$Q" cosmul 'free -call text' 5 > "$T/mul.ref"
t_run "--most-similar --cosmul" 0 ppmi-svd --load "$Q" --most-similar 'free -call text' --cosmul
tail -n +3 "$T/out" > "$T/mul"
t_ok "--cosmul: gensim's most_similar_cosmul (1e-6)" t_near_files "$T/mul.ref" "$T/mul" 1e-6
# words to subtract alone: gensim's most_similar(negative=[...]), both ways
"$PY" "$KV" "word2vec-bin:$Q" most '-free -call' 5 > "$T/neg.ref"
t_run "--most-similar '-free -call'" 0 ppmi-svd --load "$Q" --most-similar '-free -call'
tail -n +3 "$T/out" > "$T/neg"
t_ok "  gensim's most_similar(negative=) (1e-6)" t_near_files "$T/neg.ref" "$T/neg" 1e-6
t_run "  gensim's most_similar_cosmul refuses it (exit 1)" 1 "$PY" "$KV" "word2vec-bin:$Q" cosmul '-free' 5
t_bad "  and so does --cosmul, saying why (a usage error)" 2 "^ppmi-svd: --most-similar '-free' --cosmul: 3CosMul needs a word to add \('king -man woman'; gensim's too\): words to subtract alone are answered without --cosmul$" ppmi-svd --load "$Q" --most-similar '-free' --cosmul
"$PY" "$KV" "word2vec-bin:$Q" odd 'free call text nokia' odd 'home later lunch prize' > "$T/odd.ref"
t_run "--odd-one-out" 0 ppmi-svd --load "$Q" --odd-one-out 'free call text nokia' --odd-one-out 'home later lunch prize'
tail -n +3 "$T/out" > "$T/odd"
t_ok "--odd-one-out: gensim's doesnt_match (1e-6)" t_near_files "$T/odd.ref" "$T/odd" 1e-6
t_run "an unknown word: warned and skipped" 0 ppmi-svd --load "$Q" --most-similar 'free -zzzq text'
t_ok "its warning names it" grep -q "'zzzq' is not in the embeddings" "$T/err"
