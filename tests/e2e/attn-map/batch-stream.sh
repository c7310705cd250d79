#!/bin/sh
# attn-map --batch holds nothing per line: a first pass finds the longest
# sequence (the padding), a second writes the maps; standard input is
# copied to a temporary file for the second.  Before, every line was held
# with its sequence (about 520 bytes for an 18-byte line: 400,000 lines
# took 215 MB under -M 16M, exit 0).
. "$(dirname "$0")/../../lib.sh"

printf 'word\td1\td2\nfree\t1\t0\ncall\t0\t1\nnow\t1\t1\n' > "$T/e.tsv"
gen() { yes "$(printf 'ham\tfree call now')" | head -n "$1"; }

# every line alike and unpadded: each map is --text's, from a file and
# from a pipe (the copy) the same bytes
t_run "--text's map" 0 attn-map -e "$T/e.tsv" --entropy --text 'free call now'
grep -v '^#' "$T/out" | tail -n +2 > "$T/one"
gen 3 > "$T/three.tok"
printf '# a comment\n' >> "$T/three.tok"
gen 2 >> "$T/three.tok"
t_run "--batch, a file" 0 attn-map -e "$T/e.tsv" --batch --entropy "$T/three.tok"
grep -v '^#' "$T/out" > "$T/file"
awk -F '\t' '$1 == 5 { print $2 "\t" $3 "\t" $4 "\t" $5 "\t" $6 }' "$T/file" > "$T/five"
t_cmp "  the fifth sequence is --text's map" "$T/one" "$T/five"
t_ok "  five sequences" test "$(tail -n 1 "$T/file" | cut -f 1)" = 5
T_STDIN="$T/three.tok" t_run "--batch, standard input" 0 \
    attn-map -e "$T/e.tsv" --batch --entropy
grep -v '^#' "$T/out" > "$T/pipe"
t_cmp "  the same maps" "$T/file" "$T/pipe"
# gzip'd: the file read twice, standard input decompressed into the copy
gzip -c "$T/three.tok" > "$T/three.gz"
t_run "--batch, a gzip file" 0 attn-map -e "$T/e.tsv" --batch --entropy "$T/three.gz"
grep -v '^#' "$T/out" > "$T/gz"
t_cmp "  the same maps" "$T/file" "$T/gz"
T_STDIN="$T/three.gz" t_run "--batch, gzip on standard input" 0 \
    attn-map -e "$T/e.tsv" --batch --entropy
grep -v '^#' "$T/out" > "$T/gzpipe"
t_cmp "  the same maps" "$T/file" "$T/gzpipe"

# a line without a known word before the longest: all padding, and the
# second pass pads every line to the longest the first found
printf 'ham\tzzz\nham\tfree\nham\tfree call now\n' > "$T/mixed.tok"
t_run "--batch, lines of 0, 1 and 3 known words" 0 \
    attn-map -e "$T/e.tsv" --batch "$T/mixed.tok"
t_ok "  three rows of keys for each of 3 × 3 queries" \
    test "$(grep -c '^[123]	' "$T/out")" = 27
# an error in the first pass names its line, before any output
printf 'ham\tfree call\nham free\n' > "$T/bad.tok"
t_bad "--batch, a line without a TAB" 1 "^attn-map: $T/bad.tok:2: " \
    attn-map -e "$T/e.tsv" --batch "$T/bad.tok" -o "$T/o.tsv"
t_ok "  no output file" test ! -e "$T/o.tsv"

# 600,000 lines (10.8 MB) under ulimit -v 300000: the lines held took
# 310 MB, now the run's own few MB (the address space is mostly
# OpenBLAS's and the libraries'; a sanitizer build cannot run under
# ulimit -v and is left out, no skip)
# (at --proj-scale 1: auto holds every line's scores for its one c,
# within -M, below)
if sh -c 'ulimit -v 300000 && exec attn-map --version' > /dev/null 2>&1; then
	t_run "--text's map at c = 1" 0 attn-map -e "$T/e.tsv" --entropy \
	    --proj-scale 1 --text 'free call now'
	grep -v '^#' "$T/out" | tail -n +2 > "$T/one1"
	t_run "--batch, 600,000 lines from a pipe under ulimit -v 300000" 0 \
	    sh -c "$(command -v yes) \"\$(printf 'ham\\tfree call now')\" | head -n 600000 | (ulimit -v 300000; OPENBLAS_NUM_THREADS=1 exec attn-map -e '$T/e.tsv' --batch --entropy --proj-scale 1 -M 64M) | tail -n 3 > '$T/last'"
	awk -F '\t' '{ print $2 "\t" $3 "\t" $4 "\t" $5 "\t" $6 }' "$T/last" > "$T/last5"
	t_cmp "  the last sequence is --text's map" "$T/one1" "$T/last5"
	t_ok "  numbered 600000" test "$(cut -f 1 "$T/last" | sort -u)" = 600000
fi

# --proj-scale auto (the default) holds each line's rows' scores for its
# one c: within -M, refused at the line that passes it (120 bytes a line
# of 3 tokens here: 1M holds 8738 lines)
yes "$(printf 'ham\tfree call now')" | head -n 20000 > "$T/many.tok"
t_bad "--batch, auto over 20,000 lines under -M 1M" 1 \
    "^attn-map: $T/many.tok:87[0-9][0-9]: --batch: --proj-scale auto holds the lines' scores at c = 1, 1\\.[0-9] MB by this line with the embeddings, beyond the budget of 1 MB: give --proj-scale C \\(or -M\\)$" \
    attn-map -e "$T/e.tsv" --batch --entropy -M 1M "$T/many.tok"
t_run "  --proj-scale 1 reads it" 0 attn-map -e "$T/e.tsv" --batch --entropy -M 1M --proj-scale 1 "$T/many.tok"
