#!/bin/sh
# A corpus in which no vocabulary word has a context word in its window (a
# vocabulary of other case) is "no counts", exit 1, counted directly by
# either solver as its count file is through --from-counts: one answer,
# not all-zero embeddings with exit 0; the other side, the vocabulary of
# the corpus's case, embeds.
. "$(dirname "$0")/../../lib.sh"

printf 'ham\ta b a\nham\tb a b\n' > "$T/ab.tok"
printf 'word\tcount\tdocs\nA\t3\t2\nB\t3\t2\n' > "$T/AB.vocab"
printf 'word\tcount\tdocs\na\t3\t2\nb\t3\t2\n' > "$T/ab.vocab"
for s in dense sparse; do
	t_bad "no vocabulary word in the corpus, --solver $s: no counts" 1 "^ppmi-svd: .*/ab\\.tok: no counts \\(no vocabulary word has a context word in its window: a vocabulary of another corpus, or of other case\\? sms-vocab --keep-case keeps case, the tokens as written\\)$" ppmi-svd -q -v "$T/AB.vocab" -d 1 --solver $s -o "$T/ab.emb" "$T/ab.tok"
	t_ok "  no output file" test ! -e "$T/ab.emb"
	t_run "  the corpus's own case: embedded" 0 ppmi-svd -q -v "$T/ab.vocab" -d 1 --solver $s -o "$T/ab.emb" "$T/ab.tok"
	t_ok "  a and b, not zero" test "$(grep -v '^#' "$T/ab.emb" | sed 1d | awk '$2 != 0' | wc -l)" -eq 2
	rm -f "$T/ab.emb"
done
ppmi-svd -q --count -v "$T/AB.vocab" -o "$T/AB.cnt" "$T/ab.tok"
t_bad "the same through its count file: no counts" 1 "^ppmi-svd: .*/AB\\.cnt: no counts$" ppmi-svd -q -v "$T/AB.vocab" -d 1 --from-counts -o - "$T/AB.cnt"
echo "1..$t_num"
