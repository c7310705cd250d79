#!/bin/sh
# Cases a hostile user found (break1): each failed before its fix.
. "$(dirname "$0")/../lib.sh"
EMB=$DATA/train-emb.tsv
COR=$DATA/train-corpus.tsv

# attn-train -o DEVICE: a device is written in place (no rename), and its
# write error used to be dropped at exit: exit 0 with nothing written
if [ -w /dev/full ]; then
	for m in "" "--top 3" "--intervene --messages 3" "--splits 2"; do
		t_bad "attn-train ${m:-report} -o /dev/full" 1 \
		    "^attn-train: /dev/full: (No space left on device|write error)$" \
		    attn-train -q -e "$EMB" --epochs 1 $m -o /dev/full "$COR"
	done
	attn-train -q -e "$EMB" --epochs 1 --save "$T/m.tsv" "$COR" > /dev/null
	t_bad "attn-train --predict -o /dev/full" 1 \
	    "^attn-train: /dev/full: (No space left on device|write error)$" \
	    attn-train -e "$EMB" --load "$T/m.tsv" --predict -o /dev/full "$COR"
else
	t_skip "attn-train -o /dev/full" "/dev/full is not writable here"
fi

# attn-train --splits: a bucket empty in every split has no mean (the
# one-split report prints '-'), not an accuracy of 0
t_run "--splits 2 --buckets 1,2,500" 0 attn-train -q -e "$EMB" --epochs 1 --splits 2 --buckets 1,2,500 "$COR"
for m in attention mean constant difference; do
	t_ok "$m, bucket 501+ (empty in every split): 0 splits, no numbers" \
	    awk -F'\t' -v m=$m '!/^#/ && $1 == m && $2 == "501+" { seen = 1
		if ($3 != 0) bad = 1; for (c = 4; c <= 9; c++) if ($c != "-") bad = 1 }
		END { exit !seen || bad }' "$T/out"
done
t_ok "a non-empty bucket keeps its numbers" \
    awk -F'\t' '!/^#/ && $1 == "attention" && $2 == "all" { seen = 1; if ($8 == "-" || $8 <= 0) bad = 1 } END { exit !seen || bad }' "$T/out"

# attn-map --html starts the page from the map attn-map prints: embeddings
# too large for a double's scores are refused as without --html, not a
# page whose scores are Infinity and weights NaN
printf 'word\td1\td2\nfoo\t1e200\t1\nbar\t-1e200\t2\n' > "$T/big.tsv"
t_bad "attn-map: huge embeddings" 1 "^attn-map: $T/big.tsv: .* is not finite" \
    attn-map -e "$T/big.tsv" --text 'foo bar'
echo old > "$T/lab.html"
t_bad "attn-map --html: huge embeddings" 1 "^attn-map: $T/big.tsv: .* is not finite" \
    attn-map -e "$T/big.tsv" --text 'foo bar' --html "$T/lab.html"
t_ok "the old page is left as it was" grep -qx old "$T/lab.html"
t_bad "attn-map --html -: huge embeddings, nothing on stdout" 1 "^attn-map: $T/big.tsv: .* is not finite" \
    attn-map -e "$T/big.tsv" --text 'foo bar' --html -
t_ok "nothing on stdout" test ! -s "$T/out"
# the noise tokens of the page's start count too (they are zero vectors:
# finite), and a page of ordinary embeddings is still written
t_run "attn-map --html with noise and a boost: written" 0 \
    attn-map -e "$EMB" --line 1 --noise 6 --boost noise=2 --html "$T/ok.html" "$COR"
t_ok "the page starts with its doctype" sh -c "head -1 '$T/ok.html' | grep -qx '<!DOCTYPE html>'"
t_ok "the page carries no dropped-words comment" sh -c "! grep -q '^# dropped' '$T/ok.html'"

# make install/uninstall with a space in DESTDIR: the paths were unquoted,
# so install wrote into the source tree ("...e/usr/local/...") and
# uninstall ran rm -rf on the directory before the space
B=$(dirname "$ATTNKIT_BIN")
mkdir "$T/st"
echo keep > "$T/st/keep"
rm -rf "$ATTNKIT_TOP/age"
t_ok "make install DESTDIR='.../st age'" make -s -C "$ATTNKIT_TOP" BUILD="$B" install DESTDIR="$T/st age" PREFIX=/opt/ak
t_ok "installed under the spaced DESTDIR" test -x "$T/st age/opt/ak/bin/attn-map"
t_ok "nothing written into the source tree" test ! -e "$ATTNKIT_TOP/age"
t_ok "make uninstall DESTDIR='.../st age'" make -s -C "$ATTNKIT_TOP" BUILD="$B" uninstall DESTDIR="$T/st age" PREFIX=/opt/ak
t_ok "uninstall removed the tools" test ! -e "$T/st age/opt/ak/bin/attn-map"
t_ok "uninstall left the directory before the space alone" grep -qx keep "$T/st/keep"
rm -rf "$ATTNKIT_TOP/age"

# tables (embeddings, vocabularies, word lists) are checked for UTF-8 like
# the corpus: a label with a stray byte was taken as a word, and written
# back out (ppmi-svd --nn, sms-vocab -v ... -t, the lab page's JSON)
printf 'word\td1\td2\nfoo\t1\t2\nb\377r\t3\t1\n' > "$T/badutf.tsv"
t_bad "ppmi-svd --load: invalid UTF-8 label" 1 "^ppmi-svd: $T/badutf.tsv:3: invalid UTF-8 at byte 2$" \
    ppmi-svd --load "$T/badutf.tsv" --nn foo
t_bad "attn-map -e: invalid UTF-8 label" 1 "^attn-map: $T/badutf.tsv:3: invalid UTF-8 at byte 2$" \
    attn-map -e "$T/badutf.tsv" --text foo --html "$T/u.html"
t_ok "no page" test ! -e "$T/u.html"
t_bad "attn-train -e: invalid UTF-8 label" 1 "^attn-train: $T/badutf.tsv:3: invalid UTF-8 at byte 2$" \
    attn-train -q -e "$T/badutf.tsv" "$COR"
printf 'word\tcount\tdocs\nfoo\t3\t2\nb\377r\t3\t1\n' > "$T/badutf.vocab"
t_bad "ppmi-svd -v: invalid UTF-8 word" 1 "^ppmi-svd: $T/badutf.vocab:3: invalid UTF-8 at byte 2$" \
    ppmi-svd -v "$T/badutf.vocab" --dim 1 "$COR"
printf 'ham\tfoo\n' > "$T/sms.txt"
t_bad "sms-vocab -v: invalid UTF-8 word" 1 "^sms-vocab: $T/badutf.vocab:3: invalid UTF-8 at byte 2$" \
    sms-vocab -t -v "$T/badutf.vocab" "$T/sms.txt"

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

# attn-train --splits with another mode blamed options not given
t_bad "--splits with --top" 2 "^attn-train: --splits is for the report \\(no --top, --intervene or --predict\\)$" \
    attn-train -e "$EMB" --splits 2 --top 3 "$COR"
t_bad "--splits with --intervene" 2 "^attn-train: --splits is for the report" \
    attn-train -e "$EMB" --splits 2 --intervene "$COR"
