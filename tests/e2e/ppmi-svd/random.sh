#!/bin/sh
# ppmi-svd on many small random corpora × random option sets (window,
# weight, oov, cds, neg, dim, eig, label, contexts): every run ends in
# exit 0 with V rows of --dim finite numbers, or in a one-line error with
# exit 1 (an empty --label, --dim above the contexts) — never a crash.
# The general (non-symmetric) SVD path once wrote past LAPACK's
# singular-value array when --dim reached the rank: 193 of 400 such sets
# crashed.  A few cases run under valgrind (or ASan in make check-asan);
# svd-memcheck.sh does the same for the SVD functions themselves.
. "$(dirname "$0")/../../lib.sh"

CASES=${PPMI_RANDOM_CASES:-160}

# case SEED: writes $T/v (vocabulary), $T/c (contexts), $T/t (tokens) and
# prints the options; 12 words, 1..12 messages of 1..9 tokens
gen() {
	awk -v seed="$1" -v dir="$T" 'BEGIN {
		srand(seed)
		nw = split("free call now txt win ok got come home later sorry love", W, " ")
		V = 1 + int(rand() * 8)
		for (i = 1; i <= nw; i++) p[i] = i
		for (i = nw; i > 1; i--) { j = 1 + int(rand() * i); x = p[i]; p[i] = p[j]; p[j] = x }
		print "word\tcount\tdocs" > (dir "/v")
		for (i = 1; i <= V; i++) print W[p[i]] "\t1\t1" > (dir "/v")
		T = 1 + int(rand() * 10)	# contexts: any words, may differ
		print "word\tcount\tdocs" > (dir "/c")
		for (i = 1; i <= T; i++) print W[1 + (i * 7 + seed) % nw] "\t1\t1" > (dir "/c")
		print "# random corpus " seed > (dir "/t")
		nm = 1 + int(rand() * 12)
		for (m = 0; m < nm; m++) {
			line = rand() < 0.3 ? "spam\t" : "ham\t"
			nt = 1 + int(rand() * 9)
			for (i = 0; i < nt; i++)
				line = line (i ? " " : "") (rand() < 0.15 ? "zz" : W[1 + int(rand() * nw)])
			print line > (dir "/t")
		}
		split("1 1 0.75 0.5 2 0.1", cds, " "); split("1 1 2 5", neg, " ")
		split("1 0 0.5 2", eig, " ")
		o = "--window " (1 + int(rand() * 5))
		o = o " --weight " (rand() < 0.5 ? "flat" : "harmonic")
		o = o " --oov " (rand() < 0.5 ? "skip" : "keep")
		o = o " --cds " cds[1 + int(rand() * 6)] " --neg " neg[1 + int(rand() * 4)]
		o = o " --eig " eig[1 + int(rand() * 4)]
		# --dim: half the time every dimension (k above the rank)
		o = o " --dim " (rand() < 0.5 ? V : 1 + int(rand() * V))
		r = rand(); if (r < 0.2) o = o " --label spam"; else if (r < 0.3) o = o " --label ham"
		if (rand() < 0.3) o = o " --contexts " dir "/c"
		print o
	}'
}

crash=0 badfmt=0 ok=0 err=0 first=
i=1
while [ $i -le "$CASES" ]; do
	opts=$(gen $i)
	set +e
	# shellcheck disable=SC2086
	ppmi-svd -v "$T/v" $opts -o "$T/e" "$T/t" > /dev/null 2> "$T/err"
	st=$?
	set -e
	if [ $st -eq 0 ]; then
		V=$(($(wc -l < "$T/v") - 1))
		dim=$(echo "$opts" | sed 's/.*--dim \([0-9]*\).*/\1/')
		if awk -F'\t' -v V="$V" -v d="$dim" '!/^#/ && $1 != "word" {
		    n++; if (NF != d + 1) bad = 1
		    for (i = 2; i <= NF; i++) if ($i !~ /^-?[0-9.]+(e[-+][0-9]+)?$/) bad = 1 }
		    END { exit bad || n != V }' "$T/e"; then
			ok=$((ok + 1))
		else
			badfmt=$((badfmt + 1)); [ -n "$first" ] || first="case $i ($opts): bad output"
		fi
	elif [ $st -eq 1 ] && [ "$(wc -l < "$T/err")" -eq 1 ] &&
	    grep -Eq '^ppmi-svd: .*(empty corpus|--dim [0-9]+ is larger than the contexts|: no counts \((no vocabulary word has a context word|none of its|no message holds|its nearest|its [0-9]+ messages hold no token))' "$T/err"; then
		err=$((err + 1))
	else
		crash=$((crash + 1))
		[ -n "$first" ] || first="case $i ($opts): exit $st: $(head -c 200 "$T/err" | tr '\n' ' ')"
	fi
	i=$((i + 1))
done
t_ok "$CASES random corpora × options: no crash, no unexpected error ($ok embeddings, $err expected errors${first:+; first: $first})" \
    test $crash -eq 0
t_ok "every embeddings file: V rows of --dim finite numbers" test $badfmt -eq 0
t_ok "most cases compute embeddings (not all refused)" test $ok -ge $((CASES / 2))

# under a memory checker, --dim at the size of the matrix (above its rank):
# the general path (--cds 0.75; --contexts) and the symmetric one
for i in 3 4 8 14; do	# (5 and 13: no pair in the window, "no counts")
	gen $i > /dev/null
	V=$(($(wc -l < "$T/v") - 1)) C=$(($(wc -l < "$T/c") - 1))
	t_memcheck "case $i: --cds 0.75 --dim $V (V = $V)" 0 \
	    ppmi-svd -v "$T/v" --window 2 --cds 0.75 --dim $V "$T/t"
	t_memcheck "case $i: --contexts (T = $C) --dim $((V < C ? V : C))" 0 \
	    ppmi-svd -v "$T/v" --contexts "$T/c" --dim $((V < C ? V : C)) "$T/t"
	t_memcheck "case $i: symmetric, --dim $V" 0 \
	    ppmi-svd -v "$T/v" --window 3 --dim $V "$T/t"
done
