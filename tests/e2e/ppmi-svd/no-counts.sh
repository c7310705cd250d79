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
	t_bad "no vocabulary word in the corpus, --solver $s: no counts, that cause measured" 1 "^ppmi-svd: .*/ab\\.tok: no counts \\(none of its 6 tokens is a vocabulary word: a vocabulary of another corpus, or of other case\\? sms-vocab --keep-case keeps case, the tokens as written\\)$" ppmi-svd -q -v "$T/AB.vocab" -d 1 --solver $s -o "$T/ab.emb" "$T/ab.tok"
	t_ok "  no output file" test ! -e "$T/ab.emb"
	t_run "  the corpus's own case: embedded" 0 ppmi-svd -q -v "$T/ab.vocab" -d 1 --solver $s -o "$T/ab.emb" "$T/ab.tok"
	t_ok "  a and b, not zero" test "$(grep -v '^#' "$T/ab.emb" | sed 1d | awk '$2 != 0' | wc -l)" -eq 2
	rm -f "$T/ab.emb"
done
ppmi-svd -q --count -v "$T/AB.vocab" -o "$T/AB.cnt" "$T/ab.tok"
t_bad "the same through its count file: no counts" 1 "^ppmi-svd: .*/AB\\.cnt: no counts \\(count files without a cell, as their --count noted: no message of its --label, or no vocabulary word with a context word in its window\\)$" ppmi-svd -q -v "$T/AB.vocab" -d 1 --from-counts -o - "$T/AB.cnt"

# every counter and its settings: -j 2 (parts), the dense counter of a
# harmonic window wider than the sparse one counts, --contexts, --nn
why='none of its 6 tokens is a vocabulary word: a vocabulary of another corpus, or of other case\? sms-vocab --keep-case keeps case, the tokens as written'
# standard input is read once: the likely causes, not measured
likely='no vocabulary word has a context word in its window: messages of one word each \(no pair to count\), or a vocabulary of another corpus, or of other case\? sms-vocab --keep-case keeps case, the tokens as written'
for o in "-j 2" "--weight harmonic --window 30" "--contexts $T/AB.vocab" "--nn A"; do
	t_bad "$o: no counts" 1 "^ppmi-svd: .*/ab\\.tok: no counts \\($why\\)\$" ppmi-svd -q -v "$T/AB.vocab" -d 1 $o -o "$T/ab.emb" "$T/ab.tok"
	t_ok "  one line, no output file" sh -c "test \$(wc -l < '$T/err') = 1 && test ! -e '$T/ab.emb'"
done
t_bad "standard input: the likely causes" 1 "^ppmi-svd: <stdin>: no counts \\($likely\\)\$" sh -c "ppmi-svd -q -v '$T/AB.vocab' -d 1 -o '$T/ab.emb' - < '$T/ab.tok'"
t_bad "  a pipe, -j 2: the same" 1 "^ppmi-svd: <stdin>: no counts \\($likely\\)\$" sh -c "cat '$T/ab.tok' | ppmi-svd -q -j 2 -v '$T/AB.vocab' -d 1 -o '$T/ab.emb'"
cp "$T/ab.tok" "$T/ab2.tok"
t_bad "two files: 'input', their tokens counted" 1 "^ppmi-svd: input: no counts \\(none of its 12 tokens is a vocabulary word" ppmi-svd -q -v "$T/AB.vocab" -d 1 "$T/ab.tok" "$T/ab2.tok"

# one-word messages, every token a vocabulary word: no pair either, and
# the message names that cause first
printf 'spam\tfree\nham\tok\nspam\twin\nham\tok\n' > "$T/one.tok"
printf 'word\tcount\tdocs\nfree\t1\t1\nok\t2\t2\nwin\t1\t1\n' > "$T/one.vocab"
t_bad "one-word messages: no counts, that cause measured" 1 "^ppmi-svd: .*/one\\.tok: no counts \\(no message holds two vocabulary words: 4 of its 4 tokens, in 4 messages, are vocabulary words, at most one a message \\(no pair to count\\)\\)\$" ppmi-svd -q -v "$T/one.vocab" -d 1 -o "$T/one.emb" "$T/one.tok"
# --label: only its messages are tallied
t_bad "  --label spam: its 2 messages" 1 "^ppmi-svd: .*/one\\.tok: no counts \\(no message holds two vocabulary words: 2 of its 2 tokens, in 2 messages" ppmi-svd -q --label spam -v "$T/one.vocab" -d 1 -o "$T/one.emb" "$T/one.tok"
# vocabulary words farther apart than the window: by --oov keep's slots
# (6 apart), beyond --window 4 and at its edge; --oov skip closes the gap
printf 'ham\tfree x x x x x ok\n' > "$T/far.tok"
t_bad "vocabulary words 6 apart, --oov keep --window 4: that distance named" 1 "^ppmi-svd: .*/far\\.tok: no counts \\(its nearest two vocabulary words are 6 tokens apart, beyond --window 4 \\(--oov keep: unknown words keep their slots; --oov skip removes them\\)\\)\$" ppmi-svd -q --oov keep -v "$T/one.vocab" -d 1 -o "$T/one.emb" "$T/far.tok"
t_bad "  --window 5: 6 apart, beyond it" 1 "6 tokens apart, beyond --window 5 " ppmi-svd -q --oov keep --window 5 -v "$T/one.vocab" -d 1 -o "$T/one.emb" "$T/far.tok"
t_run "  --window 6: counted" 0 ppmi-svd -q --oov keep --window 6 -v "$T/one.vocab" -d 1 -o "$T/one.emb" "$T/far.tok"
t_run "  --oov skip: adjacent, counted" 0 ppmi-svd -q -v "$T/one.vocab" -d 1 -o "$T/one.emb" "$T/far.tok"
rm -f "$T/one.emb"
# empty messages; and --contexts of no word of the corpus
printf 'ham\t\nspam\t\n' > "$T/empty.tok"
t_bad "messages without a token: said" 1 "^ppmi-svd: .*/empty\\.tok: no counts \\(its 2 messages hold no token\\)\$" ppmi-svd -q -v "$T/one.vocab" -d 1 -o "$T/one.emb" "$T/empty.tok"
t_bad "--contexts of another case: said of the contexts" 1 "^ppmi-svd: .*/ab\\.tok: no counts \\(none of its 6 tokens is a --contexts word: a context list of another corpus, or of other case\\?\\)\$" ppmi-svd -q -v "$T/ab.vocab" --contexts "$T/AB.vocab" -d 1 -o "$T/one.emb" "$T/ab.tok"

# --count: the count file without cells is a part of a sum (exit 0),
# and why it has none is noted where it is seen, in text or binary, -j 2
for o in "--count-format text" "--count-format binary" "-j 2"; do
	t_run "--count $o: exit 0" 0 ppmi-svd -v "$T/AB.vocab" --count $o -o "$T/c" "$T/ab.tok"
	t_err "  noted, with the cause" "^ppmi-svd: note: .*/ab\\.tok: $why: its count file holds no cells \\(a part of the sum: the merge keeps an empty total, its embeddings refuse it\\)\$"
	t_bad "  its embeddings: no counts" 1 "^ppmi-svd: .*/c: no counts \\(count files without a cell" ppmi-svd -q -v "$T/AB.vocab" -d 1 --from-counts "$T/c"
done
t_ok "the text count file: its settings, no cell" sh -c "ppmi-svd -q -v '$T/AB.vocab' --count -o - '$T/ab.tok' | grep -qx '# end: cells=0 check=0000000000000000'"
t_run "--count -q: nothing said" 0 ppmi-svd -q -v "$T/AB.vocab" --count -o "$T/c" "$T/ab.tok"
t_ok "  stderr empty" test ! -s "$T/err"
t_run "--count of the corpus's own case: no note" 0 ppmi-svd -v "$T/ab.vocab" --count -o "$T/c" "$T/ab.tok"
t_ok "  stderr empty" test ! -s "$T/err"
cp "$T/AB.cnt" "$T/AB2.cnt"
t_run "two such count files merge: exit 0 (a reducer's empty block)" 0 ppmi-svd -q --count --from-counts -o "$T/m" "$T/AB.cnt" "$T/AB2.cnt"
t_bad "  their merge's embeddings: no counts" 1 "^ppmi-svd: .*/m: no counts \\(count files without a cell" ppmi-svd -q -v "$T/AB.vocab" -d 1 --from-counts "$T/m"
t_bad "  both at once: no counts" 1 "^ppmi-svd: input: no counts \\(count files without a cell" ppmi-svd -q -v "$T/AB.vocab" -d 1 --from-counts "$T/AB.cnt" "$T/AB2.cnt"
t_bad "an empty input: 'no counts' alone (no count file)" 1 "^ppmi-svd: <stdin>: no counts\$" ppmi-svd -q -v "$T/AB.vocab" -d 1 --from-counts < /dev/null

# the boundary: one cell, (a, a), is counts, not refused: its PMI is
# ln 1 = 0, every PPMI row zero, warned of, as through its count file
printf 'word\tcount\tdocs\na\t3\t2\nB\t3\t2\n' > "$T/aB.vocab"
printf 'ham\ta a\n' > "$T/one.tok"
t_run "one cell: exit 0" 0 ppmi-svd -v "$T/aB.vocab" -d 2 -o "$T/e1" "$T/one.tok"
t_err "  every row zero, warned" "^ppmi-svd: warning: 2 of 2 words have an all-zero PPMI row"
t_run "  its count step: no note" 0 ppmi-svd -v "$T/aB.vocab" --count -o "$T/c1" "$T/one.tok"
t_ok "  stderr empty" test ! -s "$T/err"
t_run "  its embeddings: exit 0" 0 ppmi-svd -v "$T/aB.vocab" -d 2 --from-counts -o "$T/e2" "$T/c1"
t_err "  the same warning" "^ppmi-svd: warning: 2 of 2 words have an all-zero PPMI row"
tail -n +2 "$T/e1" > "$T/e1b"; tail -n +2 "$T/e2" > "$T/e2b"
t_cmp "  the same embeddings" "$T/e1b" "$T/e2b"
printf 'ham\ta\nham\tb a b\n' > "$T/lone.tok"
t_bad "a vocabulary word alone in each message: no pair, no counts" 1 "^ppmi-svd: .*/lone\\.tok: no counts \\(no message holds two vocabulary words: 2 of its 4 tokens, in 2 messages, are vocabulary words, at most one a message \\(no pair to count\\)\\)\$" ppmi-svd -q -v "$T/aB.vocab" -d 2 "$T/lone.tok"
# tokens of other case than the vocabulary's, some of them counted: the
# counting looks a token up as written, and those it would find by their
# case folding are said (a warning, -q too), with the fix of each side;
# the same case on both sides: nothing said
printf 'ham\tGo a b a Go\nham\tb a b\n' > "$T/Ga.tok"
printf 'word\tcount\tdocs\na\t3\t2\nb\t3\t2\ngo\t2\t1\n' > "$T/abgo.vocab"
for o in "-d 1" "--count" "-d 1 -q" "-d 1 -j 2"; do
	t_run "cased tokens, lowercase vocabulary, $o: counted" 0 ppmi-svd -v "$T/abgo.vocab" $o -o "$T/Ga.out" "$T/Ga.tok"
	t_ok "  said, with the fix" grep -qx "ppmi-svd: warning: $T/Ga\.tok: 2 of the 8 tokens of its first 2 token lines are no vocabulary word as written but are one by their case folding (the first: 'Go', the vocabulary's 'go'): they were counted as words out of the vocabulary (the counting looks a token up as written): the tokens keep case, the vocabulary does not: tokenize without --keep-case (sms-vocab -t), or make the vocabulary with sms-vocab --keep-case" "$T/err"
done
printf 'ham\tgo a b a go\nham\tb a b\n' > "$T/ga.tok"
printf 'word\tcount\tdocs\na\t3\t2\nb\t3\t2\nGo\t2\t1\n' > "$T/abGo.vocab"
t_run "lowercase tokens, a cased vocabulary: counted" 0 ppmi-svd -v "$T/abGo.vocab" -d 1 -o "$T/ga.out" "$T/ga.tok"
t_ok "  said, with the fix" grep -q "^ppmi-svd: warning: $T/ga\.tok: 2 of the 8 tokens .*(the first: 'go', the vocabulary's 'Go'): .*: the vocabulary keeps case (sms-vocab --keep-case): make the tokens with sms-vocab -t --keep-case too, or the vocabulary without it$" "$T/err"
t_run "the same case: counted" 0 ppmi-svd -v "$T/abgo.vocab" -d 1 -o "$T/ga.out" "$T/ga.tok"
t_ok "  nothing said of case" sh -c "! grep -q 'case folding' '$T/err'"
t_run "  a token of no vocabulary word in any case: not said" 0 ppmi-svd -v "$T/abgo.vocab" -d 1 -o "$T/ga.out" "$(printf 'ham\tzz a b a Zz\n' > "$T/zz.tok"; echo "$T/zz.tok")"
t_ok "  nothing said of case" sh -c "! grep -q 'case folding' '$T/err'"
T_STDIN="$T/Ga.tok"
t_run "  standard input: read once, not measured" 0 ppmi-svd -v "$T/abgo.vocab" -d 1 -o "$T/ga.out" -
T_STDIN=
t_ok "  nothing said of case" sh -c "! grep -q 'case folding' '$T/err'"
echo "1..$t_num"
