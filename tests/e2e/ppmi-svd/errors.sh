#!/bin/sh
# ppmi-svd on bad input: one-line errors with file and line, exit 1 (2 for
# usage), never NaN, never a partial -o file; degenerate input (a rank
# below --dim, an analogy with no candidate word) answered right.
. "$(dirname "$0")/../../lib.sh"
printf 'word\tcount\tdocs\na\t2\t1\nb\t2\t1\nc\t1\t1\n' > "$T/v"
printf 'ham\ta b c a b\n' > "$T/t"

t_bad "missing tokens file" 1 '^ppmi-svd: .*nosuch: No such file' ppmi-svd -v "$T/v" --dim 2 "$T/nosuch"
t_bad "missing vocabulary" 1 '^ppmi-svd: .*nosuch: No such file' ppmi-svd -v "$T/nosuch" --dim 2 "$T/t"
: > "$T/empty"
t_bad "empty corpus" 1 '^ppmi-svd: .*empty: empty corpus' ppmi-svd -v "$T/v" --dim 2 "$T/empty"
t_bad "no messages of --label" 1 'empty corpus .*labelled spam' ppmi-svd -v "$T/v" --dim 2 --label spam "$T/t"
printf 'ham\ta b\nno tab\n' > "$T/notab"
t_bad "line without TAB" 1 '^ppmi-svd: .*notab:2: no TAB' ppmi-svd -v "$T/v" --dim 2 "$T/notab"
printf 'ham\ta b\nham\ta\tb c\n' > "$T/twotab"
t_bad "a TAB inside the tokens" 1 '^ppmi-svd: .*twotab:2: more than one TAB' ppmi-svd -v "$T/v" --dim 2 "$T/twotab"
printf 'ham\ta b\nham\ta\000b\n' > "$T/nul"
t_bad "NUL byte" 1 '^ppmi-svd: .*nul:2: NUL' ppmi-svd -v "$T/v" --dim 2 "$T/nul"
printf 'ham\ta b\nham\ta \377\n' > "$T/utf"
t_bad "invalid UTF-8" 1 '^ppmi-svd: .*utf:2: invalid UTF-8' ppmi-svd -v "$T/v" --dim 2 "$T/utf"
t_bad "--dim larger than the vocabulary" 1 '^ppmi-svd: .*: --dim 4 is larger than the vocabulary \(3 words\)' ppmi-svd -v "$T/v" --dim 4 "$T/t"
# past the dense limit of rows too: the vocabulary's size is the bound named
t_bad "--dim 50000, a vocabulary of 3 words: its size named" 1 '^ppmi-svd: .*: --dim 50000 is larger than the vocabulary \(3 words\)$' ppmi-svd -v "$T/v" --dim 50000 "$T/t"
t_bad "--nn word not in the vocabulary" 1 "^ppmi-svd: .*v: --nn 'zebra': not in the vocabulary" ppmi-svd -v "$T/v" --dim 2 --nn zebra "$T/t"
printf 'word\tcount\tdocs\na\t2\nb\t2\t1\n' > "$T/vbad"
t_bad "vocabulary row with a field missing" 1 '^ppmi-svd: .*vbad:2: ' ppmi-svd -v "$T/vbad" --dim 1 "$T/t"

# embeddings files
printf '# emb\nword\td1\td2\na\t1\t0\nb\tnan\t1\nc\t0\t1\n' > "$T/enan"
t_bad "NaN in an embeddings file" 1 '^ppmi-svd: .*enan:4: ' ppmi-svd --load "$T/enan" --nn a
printf 'word\td1\td2\na\t1\t0\nb\tinf\t1\n' > "$T/einf"
t_bad "inf in an embeddings file" 1 '^ppmi-svd: .*einf:3: ' ppmi-svd --load "$T/einf" --nn a
printf 'word\td1\td2\na\t1\t0\na\t0\t1\n' > "$T/edup"
t_bad "duplicate word in an embeddings file" 1 '^ppmi-svd: .*edup:3: ' ppmi-svd --load "$T/edup" --nn a
printf 'word\td1\td2\na\t1\t0\nb\t0\t1\n' > "$T/e"
t_bad "--nn word not in the embeddings" 1 "--nn 'zebra': not in the embeddings" ppmi-svd --load "$T/e" --nn zebra

# no partial -o file
t_run "error with -o" 1 ppmi-svd -v "$T/v" --dim 2 -o "$T/res" "$T/notab"
t_ok "no -o file left behind" test ! -e "$T/res"
t_bad "-o onto an input" 2 'would overwrite an input' ppmi-svd -v "$T/v" --dim 2 -o "$T/t" "$T/t"
t_ok "the input is intact" grep -q '^ham	a b c a b$' "$T/t"

# usage errors
t_bad "no vocabulary" 2 '^ppmi-svd: --vocab or --load is required' ppmi-svd "$T/t"
t_bad "--dim 0" 2 "^ppmi-svd: --dim: '0'" ppmi-svd -v "$T/v" --dim 0 "$T/t"
t_bad "--window 0" 2 "^ppmi-svd: --window: '0'" ppmi-svd -v "$T/v" --window 0 "$T/t"
t_bad "--cds nan" 2 "^ppmi-svd: --cds: 'nan'" ppmi-svd -v "$T/v" --cds nan "$T/t"
t_bad "--neg 0.5" 2 "^ppmi-svd: --neg: '0.5'" ppmi-svd -v "$T/v" --neg 0.5 "$T/t"
t_bad "--weight foo" 2 "^ppmi-svd: --weight: 'foo'" ppmi-svd -v "$T/v" --weight foo "$T/t"
t_bad "--oov foo" 2 "^ppmi-svd: --oov: 'foo'" ppmi-svd -v "$T/v" --oov foo "$T/t"
t_bad "-k without --nn" 2 '^ppmi-svd: -k needs --nn or --most-similar$' ppmi-svd -v "$T/v" -k 3 "$T/t"
t_bad "--load without --nn" 2 '^ppmi-svd: --load needs --nn, ' ppmi-svd --load "$T/e"
t_bad "--load with --vocab" 2 '^ppmi-svd: --vocab: not with --load: --load takes the embeddings from a file$' ppmi-svd --load "$T/e" -v "$T/v" --nn a
t_run "--help" 0 ppmi-svd --help
t_ok "--help on stdout" grep -q '^usage: ppmi-svd' "$T/out"

# --contexts
printf 'word\tcount\tdocs\na\t2\t1\n' > "$T/c1"
t_bad "--dim larger than the contexts" 1 '^ppmi-svd: .*c1: --dim 2 is larger than the contexts \(1 words\)' ppmi-svd -v "$T/v" --contexts "$T/c1" --dim 2 "$T/t"
t_bad "missing contexts file" 1 '^ppmi-svd: .*nosuch: No such file' ppmi-svd -v "$T/v" --contexts "$T/nosuch" --dim 1 "$T/t"
t_bad "--contexts with --load" 2 '^ppmi-svd: --contexts: not with --load: --load takes the embeddings from a file$' ppmi-svd --load "$T/e" --contexts "$T/c1" --nn a

# embeddings at the ends of the double range: no NaN, the right cosine
printf 'word\td1\td2\na\t1e300\t1e300\nb\t2e300\t1e300\nc\t1e-300\t0\n' > "$T/ebig"
t_run "entries near 1e300: exit 0" 0 ppmi-svd --load "$T/ebig" --nn a --nn c -k 2
t_ok "entries near 1e300: no NaN" sh -c "! grep -qi nan '$T/out'"
t_near "cos(a, b) with entries 1e300 is 3/sqrt(10)" "$(awk -F'\t' '$1 == "a" && $3 == "b" { print $4 }' "$T/out")" 0.948683298 1e-9
t_near "cos(c, a) with entries 1e-300 is 1/sqrt(2)" "$(awk -F'\t' '$1 == "c" && $3 == "a" { print $4 }' "$T/out")" 0.707106781 1e-9

# -k larger than memory allows: all the other words, not "out of memory"
t_run "-k 4611686018427387903" 0 ppmi-svd --load "$T/e" --nn a -k 4611686018427387903
t_ok "-k huge gives every other word" test "$(grep -c '^a	' "$T/out")" -eq 1

# the size limit: the message and the man page name the real bound
# (2e8 matrix cells, 14142 words squared), not "20000 × 10000"
awk 'BEGIN { print "word\tcount\tdocs"; for (i = 0; i < 14143; i++) printf "w%d\t10\t1\n", i }' > "$T/v14143"
t_bad "vocabulary of 14143 words, --solver dense" 1 '^ppmi-svd: .*v14143: 14143 words × 14143 contexts = 200024449 cells: more than the 200000000 the dense matrices allow \(14142 words squared;' ppmi-svd -v "$T/v14143" --solver dense "$T/t"
t_ok "the man page names the limit" grep -q '200000000' "$ATTNKIT_TOP/man/ppmi-svd.1"

# the options that build embeddings do nothing with --load: a usage error
# naming the option, not a silent no-op (--dim 5 did not cut the vectors)
# (--oov is named with its value: --oov subword goes with --load)
for opt in "--window 2" "--weight harmonic" "--oov keep" "--cds 0.75" "--neg 5" "--dim 1" "--eig 0.5" "--label ham"; do
	name=${opt% *}
	[ "$name" = --oov ] && name=$opt
	t_bad "--load with $opt" 2 "^ppmi-svd: $name: not with --load: it applies when embeddings are computed$" ppmi-svd --load "$T/e" --nn a $opt
done

# standard input can feed one input only: a usage error, not "empty corpus"
t_bad "-v - with the tokens on stdin too" 2 '^ppmi-svd: standard input \(-\) can be only one of the inputs' ppmi-svd -v - --dim 2
t_bad "-v - and --contexts -" 2 '^ppmi-svd: standard input \(-\) can be only one of the inputs' ppmi-svd -v - --contexts - --dim 1 "$T/t"
t_bad "--contexts - with a - operand" 2 '^ppmi-svd: standard input \(-\) can be only one of the inputs' ppmi-svd -v "$T/v" --contexts - --dim 1 -

# an unknown --nn word next to known ones: a warning, the others answered
t_run "--nn free --nn qwertyzzz: exit 0" 0 ppmi-svd --load "$DATA/map-emb.tsv" --nn free --nn qwertyzzz -k 2
t_err "--nn free --nn qwertyzzz: one warning naming the word" "^ppmi-svd: warning: .*map-emb.tsv: --nn 'qwertyzzz': not in the embeddings$"
t_ok "--nn free --nn qwertyzzz: free's 2 neighbours, nothing for qwertyzzz" sh -c "test \$(awk -F'\t' '\$1 == \"free\"' '$T/out' | wc -l) -eq 2 && ! grep -v '^#' '$T/out' | grep -q qwertyzzz"

# ppmi-svd --eig 0 with --dim above the rank of the PPMI matrix: a and b
# have the same contexts (rank 2 of 3), so they are the same word to every
# --eig; U·S^0 used to keep the third singular vector (σ = 0, an arbitrary
# null-space direction LAPACK picks) at full length: a, b = (…, ±0.707),
# cosine 0 instead of 1
printf 'word\tcount\tdocs\na\t5\t5\nb\t5\t5\nc\t5\t5\n' > "$T/abc.vocab"
printf 'ham\ta c\nham\tb c\n' > "$T/abc.tok"
# (the sparse solver has the same rule: it used to give a, b at ±0.707 too)
for solver in dense sparse; do
for p in 1 0.5 0; do
	t_run "ppmi-svd --solver $solver --eig $p --dim 3 (rank 2)" 0 ppmi-svd -v "$T/abc.vocab" --solver $solver --window 1 --dim 3 --eig $p -o "$T/abc.emb" "$T/abc.tok"
	t_ok "$solver --eig $p: the dimension of σ = 0 is 0 for every word" \
	    awk -F'\t' '$1 ~ /^[abc]$/ { n++; if ($4 + 0 > 1e-12 || $4 + 0 < -1e-12) bad = 1 } END { exit n != 3 || bad }' "$T/abc.emb"
	ppmi-svd --load "$T/abc.emb" --nn a -k 1 -o "$T/abc.nn"
	t_ok "$solver --eig $p: a's nearest is b, cosine 1" \
	    awk -F'\t' '$1 == "a" && $2 == 1 { n++; if ($3 != "b" || $4 < 1 - 1e-9) bad = 1 } END { exit n != 1 || bad }' "$T/abc.nn"
done
done

: > "$T/empty"
# ppmi-svd --count --from-counts of an empty count file wrote an empty
# count file and exited 0 (the embeddings path says "no counts").
t_bad "--count --from-counts of a 0-byte file" 1 "^ppmi-svd: $T/empty: no counts\$" ppmi-svd --count --from-counts "$T/empty"
t_bad "--count --from-counts of empty stdin" 1 '^ppmi-svd: <stdin>: no counts$' ppmi-svd --count --from-counts
printf '# only a comment\n' > "$T/comment"
t_bad "--count --from-counts of two files without counts" 1 '^ppmi-svd: .*empty: no counts$' ppmi-svd --count --from-counts "$T/empty" "$T/comment"
t_ok "... and no output file left behind" sh -c "! ppmi-svd --count --from-counts -o '$T/merged' '$T/empty' 2> /dev/null && test ! -e '$T/merged'"

# ppmi-svd --analogy --items with no candidate word (every row of the
# embeddings is one of a, b, c): the answer row was -1 and --items printed
# labels[-1]: a segmentation fault
printf 'word\td1\na\t1.5\nb\t2.5\nc\t3.5\n' > "$T/e3"
printf ': s\na b c a\n' > "$T/ana3"
t_run "--analogy --items, 3 words: no candidate" 0 ppmi-svd --load "$T/e3" --analogy "$T/ana3" --items
t_ok "... answered '-' by both methods" \
    awk -F'\t' '!/^#/ && $1 == "ana3" { n++; if ($9 != "-" || $10 != "-") bad = 1 } END { exit n != 1 || bad }' "$T/out"
t_run "--analogy, 3 words: accuracy 0 over 1 covered" 0 ppmi-svd --load "$T/e3" --analogy "$T/ana3"
t_ok "... 1 covered, accuracy 0" \
    awk -F'\t' '!/^#/ && $2 == "all" { n++; if ($4 != 1 || $6 != 0) bad = 1 } END { exit n != 2 || bad }' "$T/out"
printf 'word\td1\na\t1\n' > "$T/e1"
printf 'a a a a\n' > "$T/ana1"
t_run "--analogy --items, 1 word" 0 ppmi-svd --load "$T/e1" --analogy "$T/ana1" --items

# a similarity pair with an empty word was read as an uncovered pair
printf '# emb\nword\td1\td2\nman\t1\t0\nwoman\t0\t1\n' > "$T/e2"
printf 'man\twoman\t1\n\twoman\t3\n' > "$T/sim-empty1"
printf 'man\t\t3\n' > "$T/sim-empty2"
t_bad "--similarity: empty first word" 1 "^ppmi-svd: $T/sim-empty1:2: word 1 is empty\$" ppmi-svd --load "$T/e2" --similarity "$T/sim-empty1"
t_bad "--similarity: empty second word" 1 "^ppmi-svd: $T/sim-empty2:1: word 2 is empty\$" ppmi-svd --load "$T/e2" --similarity "$T/sim-empty2"

# ppmi-svd checked standard input used twice only when building embeddings:
# with --load, '--similarity - --analogy -' or '--load - --similarity -'
# read it twice and the second reader said "-: no word pairs" (exit 1) of
# pairs the user did give
printf 'man\twoman\t1\n' > "$T/pairs"
T_STDIN="$T/pairs" t_bad "--similarity - --analogy -" 2 '^ppmi-svd: standard input \(-\) can be only one of the inputs: --load, --similarity or --analogy$' ppmi-svd --load "$T/e2" --similarity - --analogy -
T_STDIN="$T/e2" t_bad "--load - --similarity -" 2 '^ppmi-svd: standard input \(-\) can be only one of the inputs' ppmi-svd --load - --similarity -
T_STDIN="$T/pairs" t_bad "-v V --similarity - with the tokens on stdin too" 2 '^ppmi-svd: standard input \(-\) can be only one of the inputs: --vocab, --contexts, --similarity, --analogy or TOKENS \(the default when none are given\)$' ppmi-svd -v "$DATA/sms-small.vocab" --dim 2 --similarity -
T_STDIN="$T/pairs" t_run "--similarity - alone still reads the pairs" 0 ppmi-svd --load "$T/e2" --similarity -
t_ok "... one pair, covered" awk -F'\t' '$2 == "all" && $3 == 1 && $4 == 1 { ok = 1 } END { exit !ok }' "$T/out"
unset T_STDIN

# a word asked in another case is found by its Unicode case folding and
# said (tokseq.h ak_wordfind_said): in lowercase vectors the lowercase
# word, in cased ones (gensim's, 'King' beside 'king') the word as
# written first, else the first row of its folding; a word in neither
# form is an error
nnf() {	# NAME FILE WORD FOUND: exit 0, the note, FOUND's neighbours
	t_run "$1" 0 ppmi-svd --load "$2" --nn "$3" -k 1
	t_ok "  said: '$3' found as '$4'" grep -q "^ppmi-svd: note: .*: --nn '$3' found as '$4' (by its case folding); --keep-case looks words up only as written\$" "$T/err"
	t_ok "  $4's neighbour" grep -q "^$4	1	" "$T/out"
}
printf '# sms-vocab -t\nham\tcall me\nspam\tfree call now\n' > "$T/tokens"
nnf "ppmi-svd --nn Free" "$DATA/map-emb.tsv" Free free
printf '3 2\nKing 1 0\nking 0.9 0.1\nstraße 0 1\n' > "$T/cased.vec"
nnf "ppmi-svd --nn Straße, cased vectors" "$T/cased.vec" Straße straße
t_run "ppmi-svd --nn King, cased vectors: as written, not said" 0 ppmi-svd --load "$T/cased.vec" --nn King -k 1
t_ok "  King's neighbour, nothing on stderr" sh -c "grep -q '^King	1	king	' '$T/out' && test ! -s '$T/err'"
printf '3 2\nмосква 1 0\nstrasse 0.9 0.1\nfree 0 1\n' > "$T/ru.vec"
nnf "ppmi-svd --nn Москва: the lowercase word" "$T/ru.vec" Москва москва
nnf "ppmi-svd --nn STRASSE: full folding" "$T/ru.vec" STRASSE strasse
printf '3 2\nмосква 1 0\nМосква 0.9 0.1\nfree 0 1\n' > "$T/ru-cased.vec"
nnf "ppmi-svd --nn МОСКВА, cased in Cyrillic only: the first row" "$T/ru-cased.vec" МОСКВА москва
printf '3 2\nМосква 1 0\nKing 0.9 0.1\nfree 0 1\n' > "$T/caps.vec"
nnf "ppmi-svd --nn москва, cased vectors: the capitalised row" "$T/caps.vec" москва Москва
nnf "ppmi-svd --nn KING, cased vectors" "$T/caps.vec" KING King
t_bad "ppmi-svd --nn Zebra: in no case" 1 "--nn 'Zebra': not in the embeddings$" ppmi-svd --load "$DATA/map-emb.tsv" --nn Zebra
# the note shows a typed word and its row as messages show words
# (shown.h): a no-break space escaped, the note one line
printf '2 2\nNew\302\240York 1 0\nfree 0 1\n' > "$T/nbsp.vec"
t_run "ppmi-svd --nn 'NEW<U+00A0>YORK', cased vectors" 0 ppmi-svd --load "$T/nbsp.vec" --nn "$(printf 'NEW\302\240YORK')" -k 1
t_ok "  the note escapes the no-break space, one line" sh -c "test \$(wc -l < '$T/err') -eq 1 && grep -q \"^ppmi-svd: note: .*--nn 'NEW<U+00A0>YORK' found as 'New<U+00A0>York' (by its case folding)\" '$T/err'"
t_run "ppmi-svd -v --nn Call" 0 ppmi-svd -v "$DATA/sms-small.vocab" --dim 2 --nn Call "$T/tokens"
t_ok "  said: 'Call' found as 'call'" grep -q "^ppmi-svd: note: .*: --nn 'Call' found as 'call' (by its case folding); --keep-case looks words up only as written\$" "$T/err"

# block files (--rows I/R) read by every path, not only the streamed SVD
# of the blocks: the default solver (dense here) and the merge summed them
# as count files, so that a block missing gave its rows as zero vectors
# (exit 0, a warning), and a block with the whole counts summed them twice
sms-vocab --min-count 1 -o "$T/bv" "$DATA/sms-small.tsv"
sms-vocab -t -o "$T/bt" "$DATA/sms-small.tsv"
ppmi-svd --count -v "$T/bv" -o "$T/bc.cnt" "$T/bt"
for i in 1 2 3; do ppmi-svd --count --from-counts --rows $i/3 -o "$T/bb.$i" "$T/bc.cnt"; done
for s in auto dense sparse; do
	t_bad "a block missing, --solver $s" 1 "^ppmi-svd: .*bb\\.1: block 3/3 is missing \\(2 of 3 blocks given\\)$" ppmi-svd -v "$T/bv" --from-counts --solver $s -d 3 "$T/bb.1" "$T/bb.2"
done
t_run "the 3 blocks, --solver dense" 0 ppmi-svd -v "$T/bv" --from-counts --solver dense -d 3 -o "$T/bb.emb" "$T/bb.1" "$T/bb.2" "$T/bb.3"
t_run "the whole counts, --solver dense" 0 ppmi-svd -v "$T/bv" --from-counts --solver dense -d 3 -o "$T/bc.emb" "$T/bc.cnt"
t_ok "  the same embeddings" sh -c "tail -n +2 '$T/bb.emb' > '$T/bb.body' && tail -n +2 '$T/bc.emb' | cmp - '$T/bb.body' && test -s '$T/bb.body'"
t_bad "a block missing, merged by --count --from-counts" 1 "^ppmi-svd: .*bb\\.1: block 3/3 is missing" ppmi-svd --count --from-counts "$T/bb.1" "$T/bb.2"
t_bad "a block with the whole counts, merged" 1 "^ppmi-svd: .*bb\\.1: block files \\(# block: I/R\\) and other count files given together" ppmi-svd --count --from-counts "$T/bb.1" "$T/bc.cnt"
t_bad "a block missing, --rows of blocks" 1 "^ppmi-svd: .*bb\\.1: block 3/3 is missing" ppmi-svd --count --from-counts --rows 1/2 "$T/bb.1" "$T/bb.2"
# a block line edited: block 1's cells named block 2 (the end line sums
# the count lines only) counted block 1's rows twice and lost block 2's;
# its source lines (the bytes of the count file it read) say so
sed "s|^# block: 1/3 bytes=[0-9]*-[0-9]* |# block: $(sed -n 's/^# block: \(2\/3 bytes=[0-9]*-[0-9]*\) .*/\1/p' "$T/bb.2") |" "$T/bb.1" > "$T/bb.x"
t_bad "block 1 named block 2" 1 "^ppmi-svd: .*bb\\.x: bytes 0-[0-9]+ of [0-9]+ of count file 1 \\(.*bc.cnt\\), where the block before ends at [1-9]" ppmi-svd -v "$T/bv" --from-counts --solver sparse -d 3 "$T/bb.1" "$T/bb.x" "$T/bb.3"
# a pipe is read once: --from-counts did not find the block line of a
# pipe without reading what the merge then missed ('no counts'), and
# --rows took a pipe for a file it could read twice (it seeks now)
mkfifo "$T/fifo"
(cat "$T/bc.cnt" > "$T/fifo" &)
t_run "--from-counts --solver sparse of a pipe" 0 timeout 60 ppmi-svd -v "$T/bv" --from-counts --solver sparse -d 3 "$T/fifo"
(cat "$T/bc.cnt" > "$T/fifo" &)
t_bad "--rows of a pipe" 1 "^ppmi-svd: .*fifo: --rows seeks in the count files: not a pipe or a device$" timeout 60 ppmi-svd --count --from-counts --rows 1/2 "$T/fifo"
timeout 10 cat "$T/fifo" > /dev/null || :

# a count file given as tokens (--from-counts forgotten): "more than one
# TAB (want label<TAB>tokens)" did not say what the file is or what reads it
printf '# counts: window=4 weight=flat oov=skip rows=3:0 contexts=rows\na\tb\t2\nb\ta\t2\n' > "$T/forgot.cnt"
t_bad "a count file without --from-counts" 1 "^ppmi-svd: .*forgot\\.cnt:2: a count line \\(word<TAB>context<TAB>count, ppmi-svd --count's output\\), not label<TAB>tokens: ppmi-svd reads count files with --from-counts$" ppmi-svd -v "$T/v" --dim 2 "$T/forgot.cnt"
# ... with ppmi-svd --count's provenance line (a shard of the man page's
# parallel example): the option named too (15b-M11); attn-map's file not
# (the edge)
printf '# ppmi-svd --count -v v part.aa (attnkit 0.1.0)\n' | cat - "$T/forgot.cnt" > "$T/forgot2.cnt"
t_bad "  its provenance line first: --from-counts named" 1 "^ppmi-svd: .*forgot2\\.cnt:1: a file ppmi-svd wrote \\(its first line '# ppmi-svd --count -v v part\\.aa \\(attnkit 0\\.1\\.0\\)'\\), not token lines \\(want label<TAB>tokens, sms-vocab -t's\\): a count file: ppmi-svd reads count files with --from-counts$" ppmi-svd -v "$T/v" --dim 2 "$T/forgot2.cnt"
t_bad "  --count too" 1 "forgot2\\.cnt:1: .*a count file: ppmi-svd reads count files with --from-counts$" ppmi-svd --count -v "$T/v" -o "$T/f2.out" "$T/forgot2.cnt"
printf '# attn-map -e e.tsv (attnkit 0.1.0)\nw\tq1\tk1\na\t0.5\t0.5\n' > "$T/am.tsv"
t_bad "  attn-map's file: not named a count file" 1 "am\\.tsv:1: " ppmi-svd -v "$T/v" --dim 2 "$T/am.tsv"
t_ok "    (no --from-counts)" test "$(grep -c 'from-counts' "$T/err")" = 0

# the other way round: tokens given to --from-counts ("2 fields, want 3" did
# not say that the file is tokens, nor which option reads it)
printf 'ham\ta b a\nspam\tb c\n' > "$T/tokens-as-counts"
t_bad "tokens given to --from-counts" 1 "^ppmi-svd: .*tokens-as-counts:1: 2 fields, want 3 \\(word<TAB>context<TAB>count\\): a token line \\(label<TAB>tokens\\)\\? --from-counts reads ppmi-svd --count's output; give tokens without --from-counts$" ppmi-svd -v "$T/v" --dim 2 --from-counts "$T/tokens-as-counts"
t_bad "tokens given to a reducer" 1 "^ppmi-svd: .*tokens-as-counts:1: 2 fields, want 3 .*give tokens without --from-counts$" ppmi-svd --count --from-counts "$T/tokens-as-counts"

# --solver dense is exact LAPACK: the randomized SVD's options would be
# ignored, so they are usage errors; auto takes them (it may go sparse)
for o in '--oversample 3' '--power-iters 1' '--seed 9'; do
	t_bad "--solver dense $o" 2 "^ppmi-svd: ${o% *}: not with --solver dense: they shape the randomized SVD of --solver sparse" ppmi-svd -v "$DATA/sms-small.vocab" --dim 2 --solver dense $o "$DATA/sms-small.tokens"
done
t_run "--solver auto --seed 9" 0 ppmi-svd -v "$DATA/sms-small.vocab" --dim 2 --seed 9 -o /dev/null "$DATA/sms-small.tokens"
