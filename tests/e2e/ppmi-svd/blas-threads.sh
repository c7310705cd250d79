#!/bin/sh
# Same inputs and seed give byte-identical output whatever the BLAS thread
# count: OPENBLAS_NUM_THREADS=1 vs 2, OMP_NUM_THREADS=1 vs 2, on every
# ppmi-svd path (symmetric, --cds 0.75 general, --contexts Gram, --neg 5)
# and on attn-map's BLAS products.  OpenBLAS splits sums among threads in
# dsytrd/dgebrd and dgemm: before the decompositions and the products ran
# on one thread, these outputs differed in the 9th digit.  A synthetic
# corpus of 700 words, large enough for OpenBLAS to use its threads.
. "$(dirname "$0")/../../lib.sh"

# words: 'w' and three letters from an index; Zipf-like frequencies
awk 'function word(i) { return "w" substr(L, 1 + int(i / 676) % 26, 1) \
	substr(L, 1 + int(i / 26) % 26, 1) substr(L, 1 + i % 26, 1) }
BEGIN { L = "abcdefghijklmnopqrstuvwxyz"; srand(7); N = 900
	for (m = 0; m < 2500; m++) {
		line = rand() < 0.2 ? "spam\t" : "ham\t"
		nt = 4 + int(rand() * 20)
		for (t = 0; t < nt; t++)
			line = line (t ? " " : "") word(int(N ^ rand()) - 1)
		print line
	} }' > "$T/tok"
sms-vocab --min-count 3 -o "$T/v" "$T/tok" 2>/dev/null || true
# sms-vocab reads label<TAB>text: the tokens are their own text
sms-vocab --min-count 1 -o "$T/ctx" "$T/tok" 2>/dev/null || true
V=$(($(grep -vc '^#' "$T/v") - 1)) C=$(($(grep -vc '^#' "$T/ctx") - 1))
t_ok "synthetic vocabulary of 300+ words ($V), contexts wider ($C)" \
    test "$V" -ge 300 -a "$C" -gt "$V"

same() {	# same NAME CMD...: CMD's output without its first line, 4 ways
	_n=$1; shift
	for _e in OPENBLAS_NUM_THREADS=1 OPENBLAS_NUM_THREADS=2 \
	    OMP_NUM_THREADS=1 OMP_NUM_THREADS=2; do
		env -u OPENBLAS_NUM_THREADS -u OMP_NUM_THREADS $_e "$@" \
		    2>/dev/null | tail -n +2 > "$T/o.$_e"
	done
	t_cmp "$_n: OPENBLAS_NUM_THREADS 1 = 2" "$T/o.OPENBLAS_NUM_THREADS=1" "$T/o.OPENBLAS_NUM_THREADS=2"
	t_cmp "$_n: OMP_NUM_THREADS 1 = 2" "$T/o.OMP_NUM_THREADS=1" "$T/o.OMP_NUM_THREADS=2"
	t_cmp "$_n: OPENBLAS 1 = OMP 2" "$T/o.OPENBLAS_NUM_THREADS=1" "$T/o.OMP_NUM_THREADS=2"
}
same "ppmi-svd (symmetric)" ppmi-svd -v "$T/v" "$T/tok"
same "ppmi-svd --cds 0.75" ppmi-svd -v "$T/v" --cds 0.75 "$T/tok"
same "ppmi-svd --contexts" ppmi-svd -v "$T/v" --contexts "$T/ctx" "$T/tok"
same "ppmi-svd --dim 100 --neg 5" ppmi-svd -v "$T/v" --dim 100 --neg 5 "$T/tok"
same "ppmi-svd --cds 0.75 --dim 100 --neg 5" ppmi-svd -v "$T/v" --cds 0.75 --dim 100 --neg 5 "$T/tok"

# attn-map: 64-d embeddings, a 300-word text (dgemm of 300×64×64 and up)
ppmi-svd -v "$T/v" --dim 64 -o "$T/e" "$T/tok" 2>/dev/null
words=$(grep -v '^#' "$T/e" | tail -n +2 | cut -f1 | head -300 | tr '\n' ' ')
same "attn-map --outputs --exact" attn-map -e "$T/e" --outputs --exact --text "$words"
same "attn-map --heads 4 --outputs --exact" attn-map -e "$T/e" --heads 4 --outputs --exact --text "$words"
same "attn-map --random-proj 32 --long" attn-map -e "$T/e" --random-proj 32 --long --text "$words"
# attn-train: no BLAS today; held to the same rule
same "attn-train --epochs 2" attn-train -e "$T/e" --epochs 2 "$T/tok"
