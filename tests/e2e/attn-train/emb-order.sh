#!/bin/sh
# The embeddings' fingerprint a model records (attn-train(1) --load,
# attnkit(5) "Model files"): the same words with the same values in
# another order (sort(1) of the rows) are the same embeddings for the
# pooling head and a frozen block, whose parameters do not depend on the
# rows' order: they load, with the same predictions and the same split
# (the corpus's fingerprint is by words too); a block that trained its
# embeddings (emb.R.K, by row) is refused naming the order; other values
# or other words are refused as before.  Model files saved before the
# order-free fingerprint (tests/data/model-1898f40-*.tsv, saved by
# attnkit at 1898f40) still load with their embeddings in the order they
# were trained on, their split included; sorted, they are refused naming
# the order (their fingerprint is by row).
. "$(dirname "$0")/../../lib.sh"

E="$DATA/train-emb.tsv" COR="$DATA/train-corpus.tsv"
{ grep '^#' "$E"; grep -v '^#' "$E" | head -1; grep -v '^#' "$E" | tail -n +2 | sort; } > "$T/sorted.tsv"
{ grep '^#' "$E"; grep -v '^#' "$E" | head -1; grep -v '^#' "$E" | tail -n +2 | sort -r; } > "$T/reversed.tsv"
sort "$E" > "$T/s0"; sort "$T/sorted.tsv" > "$T/s1"
t_ok "the sorted copy: the same rows, another order" sh -c "! cmp -s '$E' '$T/sorted.tsv' && cmp -s '$T/s0' '$T/s1'"
sed 's/^win	1	/win	1.5	/' "$T/sorted.tsv" > "$T/other-value.tsv"
sed 's/^win	/won	/' "$T/sorted.tsv" > "$T/other-word.tsv"

rows() { grep -v '^#' "$1" 2> /dev/null || :; }

# the pooling head
t_run "pool: train and --save" 0 attn-train -e "$E" --epochs 50 --lr 0.05 --save "$T/m.tsv" -o "$T/rep.tsv" "$COR"
t_run "pool: --predict with the training embeddings" 0 attn-train -e "$E" --load "$T/m.tsv" --predict -o "$T/p0.tsv" "$COR"
t_ok "  the split column (the corpus is the model's)" grep -q '^line	label	split	predicted	' "$T/p0.tsv"
rows "$T/p0.tsv" > "$T/p0"
for f in sorted reversed; do
	t_run "pool: --predict with the embeddings $f" 0 attn-train -e "$T/$f.tsv" --load "$T/m.tsv" --predict -o "$T/p1.tsv" "$COR"
	rows "$T/p1.tsv" > "$T/p1"
	t_cmp "  the same predictions, split column included" "$T/p0" "$T/p1"
	t_run "pool: --load's report with the embeddings $f" 0 attn-train -e "$T/$f.tsv" --load "$T/m.tsv" -o "$T/r1.tsv" "$COR"
	rows "$T/rep.tsv" > "$T/r0"; rows "$T/r1.tsv" > "$T/r1"
	t_cmp "  the training run's report (its split: the corpus is the model's)" "$T/r0" "$T/r1"
done
t_bad "pool: another value, sorted" 1 "^attn-train: .*m\.tsv: the model was trained on other embeddings \(16 words × 4\) than .*other-value\.tsv \(16 words × 4, other words or values\)$" \
    attn-train -e "$T/other-value.tsv" --load "$T/m.tsv" --predict "$COR"
t_bad "pool: another word, sorted" 1 "other-word\.tsv \(16 words × 4, other words or values\)$" \
    attn-train -e "$T/other-word.tsv" --load "$T/m.tsv" --predict "$COR"
# trained on the sorted copy: the same model as on the file itself
t_run "pool: trained on the sorted embeddings" 0 attn-train -e "$T/sorted.tsv" --epochs 50 --lr 0.05 --save "$T/ms.tsv" -o "$T/reps.tsv" "$COR"
rows "$T/reps.tsv" > "$T/r1"
t_cmp "  the same report as on the file in its order" "$T/r0" "$T/r1"
t_ok "  the same fingerprints" sh -c "grep '_hash_' '$T/m.tsv' | grep -v '^emb_hash_\\|^file_hash_' > '$T/h0'; grep '_hash_' '$T/ms.tsv' | grep -v '^emb_hash_\\|^file_hash_' | cmp -s - '$T/h0'"

# a frozen block: its parameters do not depend on the rows' order
t_run "block: train and --save" 0 attn-train -e "$E" --model block --epochs 2 --mlp 4 --save "$T/b.tsv" -o /dev/null "$COR"
t_run "block: --predict" 0 attn-train -e "$E" --load "$T/b.tsv" --predict -o "$T/bp0.tsv" "$COR"
rows "$T/bp0.tsv" > "$T/bp0"
t_run "block: --predict with the embeddings sorted" 0 attn-train -e "$T/sorted.tsv" --load "$T/b.tsv" --predict -o "$T/bp1.tsv" "$COR"
rows "$T/bp1.tsv" > "$T/bp1"
t_cmp "  the same predictions, split column included" "$T/bp0" "$T/bp1"
t_run "block: --load's report with the embeddings sorted" 0 attn-train -e "$T/sorted.tsv" --load "$T/b.tsv" -o /dev/null "$COR"
t_bad "block: another value" 1 "b\.tsv: the model was trained on other embeddings .*other words or values\)$" \
    attn-train -e "$T/other-value.tsv" --load "$T/b.tsv" --predict "$COR"
# a block that trained its embeddings holds them by row: the order matters
t_run "block --train-embeddings: train and --save" 0 attn-train -e "$E" --model block --epochs 2 --mlp 4 --train-embeddings --save "$T/bt.tsv" -o /dev/null "$COR"
t_run "block --train-embeddings: --predict" 0 attn-train -e "$E" --load "$T/bt.tsv" --predict "$COR"
t_bad "block --train-embeddings: the embeddings sorted" 1 "^attn-train: .*bt\.tsv: the model was trained on the same embeddings in another order than .*sorted\.tsv: its own embeddings \(emb\.R\.K, trained with --train-embeddings\) are by row: give the rows in the order it was trained on$" \
    attn-train -e "$T/sorted.tsv" --load "$T/bt.tsv" --predict "$COR"

# cased embeddings: two rows of one case folding ('WIN', 'win'): a token
# found by its folding takes the first in file order, so the order
# matters and another is refused; a cased word alone in its folding
# ('Mum') leaves the order free
{ cat "$E"; printf 'WIN\t0.5\t0.5\t0.5\t0.5\n'; } > "$T/cased.tsv"
{ grep '^#' "$E"; grep -v '^#' "$T/cased.tsv" | head -1; grep -v '^#' "$T/cased.tsv" | tail -n +2 | sort; } > "$T/cased-sorted.tsv"
sed 's/^mum	/Mum	/' "$E" > "$T/mum.tsv"
{ grep '^#' "$E"; grep -v '^#' "$T/mum.tsv" | head -1; grep -v '^#' "$T/mum.tsv" | tail -n +2 | sort; } > "$T/mum-sorted.tsv"
t_run "cased: train and --save" 0 attn-train -e "$T/cased.tsv" --epochs 5 --save "$T/mc.tsv" -o /dev/null "$COR"
t_bad "cased, two rows of one folding: another order refused" 1 "^attn-train: .*mc\.tsv: the model was trained on the same embeddings in another order than .*cased-sorted\.tsv, where 'WIN' and 'win' have one case folding: a token found by it takes the first of them in file order: give the rows in the order it was trained on$" \
    attn-train -e "$T/cased-sorted.tsv" --load "$T/mc.tsv" --predict "$COR"
t_run "cased: 'Mum' alone in its folding: train and --save" 0 attn-train -e "$T/mum.tsv" --epochs 5 --save "$T/mm.tsv" -o /dev/null "$COR"
t_run "cased: 'Mum' alone: another order loads" 0 attn-train -e "$T/mum-sorted.tsv" --load "$T/mm.tsv" --predict "$COR"

# model files saved before the order-free fingerprint (attnkit 1898f40)
for k in pool block blockte; do
	M="$DATA/model-1898f40-$k.tsv"
	t_run "an older $k model loads (its embeddings in order)" 0 attn-train -e "$E" --load "$M" --predict "$COR"
	t_ok "  its split column (its corpus's fingerprint by row)" grep -q '^line	label	split	predicted	' "$T/out"
	t_run "  its report on its corpus" 0 attn-train -e "$E" --load "$M" -o /dev/null "$COR"
	t_bad "  its report on another corpus" 1 "other\.tsv: not the corpus .*model-1898f40-$k\.tsv was trained on" \
	    sh -c "head -40 '$COR' > '$T/other.tsv'; attn-train -e '$E' --load '$M' -o /dev/null '$T/other.tsv'"
	t_bad "  the embeddings sorted: refused, the order named" 1 "^attn-train: .*model-1898f40-$k\.tsv: the model was trained on other embeddings \(16 words × 4\) than .*sorted\.tsv \(16 words × 4, other words or values, or the same rows in another order: a model file saved before attnkit recorded emb_set_hash_hi/lo needs the rows in the order it was trained on\)$" \
	    attn-train -e "$T/sorted.tsv" --load "$M" --predict "$COR"
done
# a float32 copy of the model's embeddings (14e-M3): ppmi-svd's own
# word2vec-bin, gensim's save_word2vec_format: the same words, values
# within float32 rounding: refused as such (emb_f32_hash_hi/lo), naming
# the file to give; sorted too (the hash is order-free); a value off by
# more than rounding is other values; a model saved before the float32
# fingerprint is told that the file's values are all float32's
t_run "a float32 copy of the embeddings (ppmi-svd --emb-format word2vec-bin)" 0 ppmi-svd -q --load "$E" --emb-format word2vec-bin -o "$T/e.bin"
f32_re="the model was trained on embeddings equal to .*e\.bin's only to float32 rounding \(the same 16 words × 4\): one is a float32 copy of the other \(word2vec's binary format: ppmi-svd --emb-format word2vec-bin, gensim's save_word2vec_format\): give the file the model was trained with, or train on this one$"
for k in m b; do
	t_bad "$k.tsv --load with the float32 copy: said so" 1 "^attn-train: .*$k\.tsv: $f32_re" \
	    attn-train -e "$T/e.bin" --load "$T/$k.tsv" --predict "$COR"
done
t_run "  the float32 copy as text, sorted" 0 ppmi-svd -q --load "$T/e.bin" -o "$T/e32.tsv"
{ head -2 "$T/e32.tsv"; tail -n +3 "$T/e32.tsv" | sort; } > "$T/e32s.tsv"
t_bad "  sorted, said so too" 1 "m\.tsv: the model was trained on embeddings equal to .*e32s\.tsv's only to float32 rounding" \
    attn-train -e "$T/e32s.tsv" --load "$T/m.tsv" --predict "$COR"
sed 's/^win	1	/win	1.001	/' "$T/sorted.tsv" | ppmi-svd -q --load - --emb-format word2vec-bin -o "$T/e2.bin"
t_bad "a float32 copy of other values: other values" 1 "m\.tsv: the model was trained on other embeddings \(16 words × 4\) than .*e2\.bin \(16 words × 4, other words or values\)$" \
    attn-train -e "$T/e2.bin" --load "$T/m.tsv" --predict "$COR"
# values that agree to float32 rounding but neither side float32's: a
# copy rounded to 15 digits (R's write.table, Excel) is not called a
# float32 copy (15e-M1); a model trained on the float32 copy, loaded
# with the full values, is (the model's side is the float32 one)
awk -F'\t' -v OFS='\t' '/^#/ { print; next } !h { h = 1; print; next } { for (i = 2; i <= NF; i++) $i = sprintf("%.17g", $i / 3 + 1e-9 * NR); print }' "$E" > "$T/e17.tsv"
awk -F'\t' -v OFS='\t' '/^#/ { print; next } !h { h = 1; print; next } { for (i = 2; i <= NF; i++) $i = sprintf("%.15g", $i); print }' "$T/e17.tsv" > "$T/e15.tsv"
t_run "trained on values of 17 digits" 0 attn-train -e "$T/e17.tsv" --epochs 2 --save "$T/m17.tsv" -o /dev/null "$COR"
t_bad "  loaded with them rounded to 15 digits: a rounded copy, not a float32 one" 1 "m17\.tsv: the model was trained on embeddings equal to .*e15\.tsv's only to float32 rounding \(the same 16 words × 4\): one is a copy of the other rounded to fewer digits, neither's values all float32's \(R's write\.table" \
    attn-train -e "$T/e15.tsv" --load "$T/m17.tsv" --predict "$COR"
t_run "  their float32 copy" 0 ppmi-svd -q --load "$T/e17.tsv" --emb-format word2vec-bin -o "$T/e17.bin"
t_bad "  loaded with it: a float32 copy" 1 "m17\.tsv: .*e17\.bin's only to float32 rounding .*: one is a float32 copy of the other \(word2vec's" \
    attn-train -e "$T/e17.bin" --load "$T/m17.tsv" --predict "$COR"
t_run "  trained on the float32 copy" 0 attn-train -e "$T/e17.bin" --epochs 2 --save "$T/m32.tsv" -o /dev/null "$COR"
t_bad "  loaded with the 17 digits: a float32 copy (the model's side)" 1 "m32\.tsv: .*e17\.tsv's only to float32 rounding .*: one is a float32 copy of the other \(word2vec's" \
    attn-train -e "$T/e17.tsv" --load "$T/m32.tsv" --predict "$COR"
grep -v '^emb_f32_hash_\|^file_hash_' "$T/m.tsv" > "$T/m-old.tsv"
t_bad "a model without the float32 fingerprint: the file's values named float32's" 1 "m-old\.tsv: the model was trained on other embeddings \(16 words × 4\) than .*e\.bin \(16 words × 4, other words or values\): its values are all float32's \(a binary copy\?\): a float32 copy of the embeddings the model was trained with is not them: give the file it was trained with$" \
    attn-train -e "$T/e.bin" --load "$T/m-old.tsv" --predict "$COR"
t_bad "  other values, not float32's: not said" 1 "m-old\.tsv: .*other-value\.tsv \(16 words × 4, other words or values\)$" \
    attn-train -e "$T/other-value.tsv" --load "$T/m-old.tsv" --predict "$COR"

# the fingerprints' rows: each pair whole, one corpus fingerprint
grep -v '^emb_set_hash_lo' "$T/m.tsv" > "$T/half.tsv"
t_bad "half the order-free fingerprint" 1 "half\.tsv: not a model: emb_set_hash_hi and emb_set_hash_lo go together$" \
    attn-train -e "$E" --load "$T/half.tsv" --predict "$COR"
sed -n 's/^corpus_words_hash/corpus_hash/p' "$T/m.tsv" > "$T/rows"
cat "$T/m.tsv" "$T/rows" > "$T/both.tsv"
t_bad "both corpus fingerprints" 1 "both\.tsv: not a model: corpus_hash_hi/lo and corpus_words_hash_hi/lo: one or the other$" \
    attn-train -e "$E" --load "$T/both.tsv" --predict "$COR"
echo "1..$t_num"
