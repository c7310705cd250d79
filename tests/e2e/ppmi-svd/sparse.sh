#!/bin/sh
# ppmi-svd --solver sparse (sparse PPMI + randomized SVD) against the dense
# exact path: singular values (the column norms of U·S) and neighbour lists
# to a stated tolerance; the same bits for any thread count; no vocabulary
# cap; the memory budget.
. "$(dirname "$0")/../../lib.sh"

# colnorms FILE: the norm of each column of the embeddings = S_j (eig 1)
colnorms() { awk -F'\t' '!/^#/ && $1 != "word" { for (i = 2; i <= NF; i++) s[i] += $i * $i; n = NF } END { for (i = 2; i <= n; i++) printf "%.9g\n", sqrt(s[i]) }' "$1"; }
# maxrel A B: the largest |a − b| / a over paired lines
maxrel() { paste "$1" "$2" | awk '{ r = ($1 - $2) / $1; if (r < 0) r = -r; if (r > m) m = r } END { printf "%.9g", m + 0 }'; }
body() { grep -v '^#' "$1"; }

# a synthetic corpus: 3000 messages over 600 words, skewed frequencies,
# words of a topic (w mod 5) drawn together so that there is structure
awk 'BEGIN { srand(7); for (m = 0; m < 3000; m++) { t = int(rand() * 5); s = "ham\t"; n = 4 + int(rand() * 20); for (i = 0; i < n; i++) { w = int(rand() * rand() * 120) * 5 + (rand() < 0.7 ? t : int(rand() * 5)); s = s (i ? " " : "") "w" w } print s } }' | tr '0-9' 'a-j' > "$T/syn"
printf 'word\tcount\tdocs\n' > "$T/syn.v"
awk -F'\t' '{ n = split($2, w, " "); for (i = 1; i <= n; i++) c[w[i]]++ } END { for (x in c) if (c[x] >= 3) print x "\t" c[x] "\t1" }' "$T/syn" | sort -t '	' -k2,2nr -k1,1 >> "$T/syn.v"

check_pair() {	# check_pair NAME VOCAB TOKENS TOL-S TOL-COS WORDS...
	name=$1 v=$2 tok=$3 tols=$4 tolc=$5; shift 5
	ppmi-svd -v "$v" --solver dense --dim 16 -o "$T/d.tsv" "$tok"
	t_run "$name: --solver sparse" 0 ppmi-svd -v "$v" --solver sparse --dim 16 --oversample 32 --power-iters 10 -o "$T/s.tsv" "$tok"
	colnorms "$T/d.tsv" > "$T/sd"
	colnorms "$T/s.tsv" > "$T/ss"
	t_near "$name: singular values within $tols (relative)" "$(maxrel "$T/sd" "$T/ss")" 0 "$tols"
	nn=""
	for w in "$@"; do nn="$nn --nn $w"; done
	ppmi-svd --load "$T/d.tsv" $nn -k 5 | body /dev/stdin | tail -n +2 > "$T/nd"
	ppmi-svd --load "$T/s.tsv" $nn -k 10 | body /dev/stdin | tail -n +2 > "$T/ns"
	t_ok "$name: each dense top-5 neighbour is in the sparse top 10" awk -F'\t' 'NR == FNR { s[$1 " " $3] = 1; next } !(($1 " " $3) in s) { exit 1 }' "$T/ns" "$T/nd"
	t_ok "$name: cosines at the same rank within $tolc" awk -F'\t' -v t="$tolc" 'NR == FNR { c[$1 " " $2] = $4; next } { d = c[$1 " " $2] - $4; if (d < 0) d = -d; if (d > t) exit 1 }' "$T/ns" "$T/nd"
}
check_pair "synthetic" "$T/syn.v" "$T/syn" 0.001 0.01 $(sed -n '2p;10p;30p;60p' "$T/syn.v" | cut -f1)
if have_corpus; then
	sms-vocab --quoting csv -o "$T/v.tsv" "$SMS_CORPUS"
	sms-vocab --quoting csv -t -o "$T/t.tsv" "$SMS_CORPUS"
	check_pair "SMS corpus" "$T/v.tsv" "$T/t.tsv" 0.001 0.01 free call love home text win
	# the defaults (sklearn's: oversample 10, 7 power iterations) are
	# cheaper and less exact on this flat spectrum: within 3 %
	ppmi-svd -v "$T/v.tsv" --solver sparse -o "$T/s32.tsv" "$T/t.tsv"
	ppmi-svd -v "$T/v.tsv" --solver dense -o "$T/d32.tsv" "$T/t.tsv"
	colnorms "$T/s32.tsv" > "$T/ss"
	colnorms "$T/d32.tsv" > "$T/sd"
	t_near "SMS, defaults, --dim 32: singular values within 3 %" "$(maxrel "$T/sd" "$T/ss")" 0 0.03
	t_near "SMS, defaults: the largest singular value within 1e-6" "$(head -1 "$T/ss")" "$(head -1 "$T/sd")" "$(awk -v s="$(head -1 "$T/sd")" 'BEGIN { print s * 1e-6 }')"
	ppmi-svd -v "$T/v.tsv" "$T/t.tsv" | body /dev/stdin > "$T/auto"
	body "$T/d32.tsv" > "$T/d32.body"
	t_cmp "SMS: auto is the dense path (the lesson's numbers)" "$T/d32.body" "$T/auto"
else
	t_skip "SMS corpus: sparse against dense" "set SMS_CORPUS"
fi

# the same bits whatever the threads: OpenBLAS's and ours (-j)
for cfg in "1 1" "2 1" "1 3" "2 2"; do
	set -- $cfg
	OPENBLAS_NUM_THREADS=$1 ppmi-svd -v "$T/syn.v" --solver sparse --dim 20 -j "$2" "$T/syn" | body /dev/stdin > "$T/o.$1.$2"
done
t_cmp "OPENBLAS_NUM_THREADS=2: same bits as 1" "$T/o.1.1" "$T/o.2.1"
t_cmp "-j 3: same bits as -j 1" "$T/o.1.1" "$T/o.1.3"
t_cmp "-j 2 with 2 OpenBLAS threads: same bits" "$T/o.1.1" "$T/o.2.2"
# and whatever the vector path of the products (ATTNKIT_ISA): each one
# this CPU has gives the bytes of the generic one, at --dim 20 (passes of
# 16 and 32 floats) and 310 (320: the widest AVX-512 pass)
for d in 20 310; do
	ATTNKIT_ISA=generic ppmi-svd -v "$T/syn.v" --solver sparse --dim $d -j 2 "$T/syn" | body /dev/stdin > "$T/isa.g"
	for isa in avx2 avx512; do
		if ATTNKIT_ISA=$isa ppmi-svd -v "$T/syn.v" --solver sparse --dim $d -j 2 -o "$T/isa.o" "$T/syn" 2> "$T/isa.err"; then
			body "$T/isa.o" > "$T/isa.b"
			t_cmp "ATTNKIT_ISA=$isa, --dim $d: the generic path's bytes" "$T/isa.g" "$T/isa.b"
		else
			t_ok "ATTNKIT_ISA=$isa: a CPU without it says so" grep -q "^ppmi-svd: ATTNKIT_ISA: this CPU has no $isa" "$T/isa.err"
		fi
	done
done
t_bad "ATTNKIT_ISA unknown: a usage error" 2 "^ppmi-svd: ATTNKIT_ISA: unknown ISA 'x'" env ATTNKIT_ISA=x ppmi-svd -v "$T/syn.v" "$T/syn"
ppmi-svd -v "$T/syn.v" --solver sparse --dim 20 -s 2 "$T/syn" | body /dev/stdin > "$T/o.s2"
t_ok "-s 2: another sketch, other rounding" sh -c "! cmp -s '$T/o.1.1' '$T/o.s2'"
t_ok "sign rule: the largest |entry| of each column is positive" awk -F'\t' '
	$1 != "word" { for (i = 2; i <= NF; i++) { a = $i < 0 ? -$i : $i; if (a > m[i]) { m[i] = a; s[i] = $i } } }
	END { for (i in s) if (s[i] < 0) exit 1 }' "$T/o.1.1"

# no vocabulary cap: 30,000 words (the dense limit was 20,000)
awk 'BEGIN { srand(5); for (m = 0; m < 6000; m++) { s = "ham\t"; for (i = 0; i < 20; i++) s = s (i ? " " : "") "w" int(rand() * 30000); print s } }' | tr '0-9' 'a-j' > "$T/wide"
awk 'BEGIN { print "word\tcount\tdocs"; for (i = 0; i < 30000; i++) { w = "w" i; gsub(/0/, "a", w); gsub(/1/, "b", w); gsub(/2/, "c", w); gsub(/3/, "d", w); gsub(/4/, "e", w); gsub(/5/, "f", w); gsub(/6/, "g", w); gsub(/7/, "h", w); gsub(/8/, "i", w); gsub(/9/, "j", w); print w "\t1\t1" } }' > "$T/wide.v"
t_run "30,000 words: auto takes the sparse path" 0 ppmi-svd -v "$T/wide.v" --dim 10 -o "$T/wide.e" "$T/wide"
t_ok "30,000 rows of 10 numbers" test "$(body "$T/wide.e" | awk -F'\t' 'NF == 11' | wc -l)" -eq 30001
t_bad "30,000 words, --solver dense: the dense limit" 1 'more than the 20000 the dense matrices allow \(use --solver sparse\)' ppmi-svd -v "$T/wide.v" --dim 10 --solver dense "$T/wide"
# -M bounds each stage: counting spills, the count matrix and the SVD
# refuse (one line saying what they need) instead of growing past it
t_bad "-M 1M: too small for the 30,000 words themselves" 1 '^ppmi-svd: .*wide.v:[0-9]+: the vocabulary needs more than --memory 1 MB \([0-9.]+ MB for the [0-9]+ rows read so far\)$' ppmi-svd -v "$T/wide.v" --dim 10 -M 1M "$T/wide"
t_bad "-M 4M: the words, their ids and E leave too little for counting" 1 '^ppmi-svd: .*wide.v: the vocabulary \(30000 words\), its ids and the embeddings \(30000×10 doubles\) take [0-9.]+ MB, and counting them needs [0-9.]+ MB more at least: more than --memory 4 MB$' ppmi-svd -v "$T/wide.v" --dim 10 -M 4M "$T/wide"
t_bad "-M too small for the count matrix" 1 '^ppmi-svd: .*/wide: the count matrix \([0-9]+ non-zero cells, 8 bytes a cell\) needs [0-9]+ MB, and the counts read back and what is held with them [0-9]+ MB more: more than --memory 12 MB$' ppmi-svd -v "$T/wide.v" --dim 10 -M 12M "$T/wide"
t_bad "-M enough for the counts, too small for the SVD" 1 '^ppmi-svd: .*wide.v: the sparse path needs about [0-9]+ MB \([0-9]+ non-zero cells\): more than --memory 25 MB$' ppmi-svd -v "$T/wide.v" --dim 10 -M 25M "$T/wide"
# the dense path is bounded too (--solver dense ignored -M: 80 MB at
# -M 13M), and auto says when -M makes it take the sparse path (its
# output differs from the dense path's in rounding)
t_bad "--solver dense, -M 4M: the dense path's need" 1 '^ppmi-svd: .*syn.v: the dense path needs about [0-9.]+ MB \(576 words × 576 contexts in doubles, and the SVD.s work\), and the tables and embeddings [0-9.]+ MB more: more than --memory 4 MB$' ppmi-svd -v "$T/syn.v" --dim 16 --solver dense -M 4M "$T/syn"
t_run "auto, -M 4M: the sparse path" 0 ppmi-svd -v "$T/syn.v" --dim 16 -M 4M "$T/syn"
t_ok "  with a note that says why" grep -q '^ppmi-svd: warning: the dense exact path would need about [0-9.]* MB beside the [0-9.]* MB held, more than --memory 4 MB: the sparse solver runs instead$' "$T/err"
t_run "auto, -M 16M: the dense path, no note" 0 ppmi-svd -v "$T/syn.v" --dim 16 -M 16M "$T/syn"
t_ok "  (stderr empty)" test ! -s "$T/err"
# the sparse path's options do not choose the path: where auto takes the
# dense one they are ignored, said in one note naming them and --solver
# sparse, the output that of --solver dense; where it takes the sparse
# one (by the sizes, V*V*T over 1e10, or for -M) they are used, unsaid
ppmi-svd -v "$T/syn.v" --dim 16 --solver dense "$T/syn" | body /dev/stdin > "$T/dd16"
t_run "auto, dense, --oversample 5 -s 3" 0 ppmi-svd -v "$T/syn.v" --dim 16 --oversample 5 -s 3 "$T/syn"
t_err "  one note: both named, and --solver sparse" '^ppmi-svd: warning: --solver auto runs the dense exact path \(576 words, 576 contexts: V\*V\*T 191102976 <= 10000000000\): --oversample and --seed, of the sparse solver.s randomized SVD, ignored \(--solver sparse uses them\)$'
body "$T/out" > "$T/ad16"
t_cmp "  the bytes of --solver dense" "$T/dd16" "$T/ad16"
t_run "auto, dense, --power-iters 3 alone" 0 ppmi-svd -v "$T/syn.v" --dim 16 --power-iters 3 "$T/syn"
t_err "  the note names it alone" ': --power-iters, of the sparse solver.s randomized SVD, ignored \(--solver sparse uses them\)$'
t_run "auto, dense, all three" 0 ppmi-svd -v "$T/syn.v" --dim 16 --seed 4 --power-iters 3 --oversample 2 "$T/syn"
t_err "  named in the table's order" ': --oversample, --power-iters and --seed, of the sparse'
t_run "--solver sparse -s 3: used, no note" 0 ppmi-svd -v "$T/syn.v" --dim 16 --solver sparse -s 3 "$T/syn"
t_ok "  (stderr empty)" test ! -s "$T/err"
t_run "auto, -M 4M (sparse), -s 3: used" 0 ppmi-svd -v "$T/syn.v" --dim 16 -M 4M -s 3 "$T/syn"
t_err "  only the note of -M" '^ppmi-svd: warning: the dense exact path would need about [0-9.]* MB beside the [0-9.]* MB held, more than --memory 4 MB: the sparse solver runs instead$'
t_run "--weight harmonic --window 23 (dense alone), -s 3" 0 ppmi-svd -v "$T/syn.v" --dim 8 --weight harmonic --window 23 -s 3 "$T/syn"
t_err "  the note says why, without --solver sparse" '^ppmi-svd: warning: --weight harmonic --window 23 is counted on the dense exact path alone: --seed, of the sparse solver.s randomized SVD, ignored$'
# auto's rule exactly: V*V*T = 1e10 is dense (1000 words, 10,000
# contexts), 10,001 contexts sparse
awk 'BEGIN { print "word\tcount\tdocs"; for (i = 0; i < 10001; i++) { w = ""; n = i
	do { w = sprintf("%c", 97 + n % 10) w; n = int(n / 10) } while (n > 0)
	print "w" w "\t1\t1" } }' > "$T/c10001"
head -10001 "$T/c10001" > "$T/c10000"
head -1001 "$T/c10001" > "$T/v1000"
awk 'BEGIN { srand(3); for (m = 0; m < 4000; m++) { s = "ham\t"; for (i = 0; i < 15; i++) s = s (i ? " " : "") "w" int(rand() * rand() * 10001); print s } }' | tr '0-9' 'a-j' > "$T/b.tok"
t_run "V*V*T = 1e10, -s 2: dense" 0 ppmi-svd -v "$T/v1000" --contexts "$T/c10000" --dim 8 -s 2 "$T/b.tok"
t_err "  the note" '^ppmi-svd: warning: --solver auto runs the dense exact path \(1000 words, 10000 contexts: V\*V\*T 10000000000 <= 10000000000\): --seed, of the sparse solver.s randomized SVD, ignored \(--solver sparse uses them\)$'
t_run "V*V*T = 1.0001e10, -s 2: sparse" 0 ppmi-svd -v "$T/v1000" --contexts "$T/c10001" --dim 8 -s 2 "$T/b.tok"
t_err "  the size's note: approximate, --solver dense (-s used: nothing of it)" '^ppmi-svd: note: --solver auto runs the sparse solver.s randomized SVD \(1000 words, 10001 contexts: V\*V\*T 10001000000 > 10000000000\): approximate, its singular values within a few % of the exact ones and a word.s neighbours not always the same; --solver dense runs the exact path$'
t_ok "  one line" test "$(wc -l < "$T/err")" = 1
t_run "  -q: nothing said" 0 ppmi-svd -q -v "$T/v1000" --contexts "$T/c10001" --dim 8 "$T/b.tok"
t_ok "  stderr empty" test ! -s "$T/err"
tail -n +2 "$T/out" > "$T/out-q"
t_run "  without -q: the same bytes" 0 ppmi-svd -v "$T/v1000" --contexts "$T/c10001" --dim 8 "$T/b.tok"
t_ok "  (the provenance line aside)" sh -c "tail -n +2 '$T/out' | cmp -s - '$T/out-q'"
t_run "  --solver sparse: nothing said" 0 ppmi-svd --solver sparse -v "$T/v1000" --contexts "$T/c10001" --dim 8 "$T/b.tok"
t_ok "  stderr empty" test ! -s "$T/err"
# --contexts is read beside the vocabulary already held, and named
t_bad "--contexts over what -M leaves beside the vocabulary" 1 '^ppmi-svd: .*wide.v:[0-9]+: the contexts need more than --memory 4 MB \([0-9.]+ MB for the [0-9]+ rows read so far, and [0-9.]+ MB held beside them\)$' ppmi-svd -v "$T/wide.v" --contexts "$T/wide.v" --dim 10 -M 4M "$T/wide"
