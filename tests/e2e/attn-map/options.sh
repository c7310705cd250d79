# attn-map: option combinations a new user tries (review1).  An option
# that would be ignored, or read as another one, is a usage error (exit 2,
# one line); the combinations that work are checked to work.
. "$(dirname "$0")/../../lib.sh"
E=$DATA/map-emb.tsv

# The three list options each belong to their own mode; they used to share
# one string, so --scaling --shifts 3 silently ran d_k = 3.
t_bad "--scaling with --shifts" 2 '^attn-map: --shifts needs --pe-table$' attn-map --scaling --shifts 3
t_bad "--dilution with --dk" 2 '^attn-map: --dk needs --scaling$' attn-map --dilution 4,1 --dk 3
t_bad "--pe-table with --competitors" 2 '^attn-map: --competitors needs --dilution$' attn-map --pe-table --competitors 3
t_bad "--shifts with an empty element" 2 "^attn-map: --shifts: empty element in '1,,2'" attn-map --pe-table --shifts 1,,2
t_bad "--dk with a trailing comma" 2 "^attn-map: --dk: empty element in '4,'" attn-map --scaling --dk 4,
t_run "--scaling --dk 4,8 --trials 50" 0 attn-map --scaling --dk 4,8 --trials 50
t_ok "--dk rows 4 and 8" sh -c "test \"\$(grep -v '^#' '$T/out' | cut -f1 | tr '\n' ' ')\" = 'dk 4 8 '"
# the sample variance of one dot product (--keys 1 --trials 1) is
# undefined: '-' (it printed 0, a measured "no spread"); two are a number
t_run "--scaling: one dot product" 0 attn-map --scaling --keys 1 --trials 1 --dk 4
t_ok "  var_qk and var_over_dk '-', the other columns numbers" awk -F'\t' '!/^#/ && $1 == "4" { n++; if ($4 != "-" || $5 != "-" || $6 !~ /^[0-9]/ || $7 !~ /^[0-9]/) bad = 1 } END { exit bad || n != 1 }' "$T/out"
t_ok "  a '#' line says why" grep -q "^# var_qk and var_over_dk: '-' where trials × keys is 1: a sample variance needs two dot products$" "$T/out"
t_run "--scaling: two dot products" 0 attn-map --scaling --keys 2 --trials 1 --dk 4
t_ok "  var_qk a positive number" awk -F'\t' '!/^#/ && $1 == "4" { n++; if (!($4 > 0) || $4 == "-") bad = 1 } END { exit bad || n != 1 }' "$T/out"
t_ok "  no '#' line about it" sh -c "! grep -q '^# var_qk' '$T/out'"

# Options the chosen mode would ignore.
t_bad "two modes" 2 '^attn-map: --dilution and --scaling exclude each other$' attn-map --dilution 4,1 --scaling
t_bad "--dilution with --causal" 2 'take only their own options' attn-map --dilution 4,1 --causal
t_bad "--scaling with --entropy" 2 'take only their own options' attn-map --scaling --entropy
t_bad "--pe-table with --line" 2 'take only their own options' attn-map --pe-table --line 3
t_bad "--scaling with --exact (printed %.9g anyway)" 2 'take only their own options' attn-map --scaling --exact
t_bad "--trials without --scaling" 2 '^attn-map: --trials needs --scaling$' attn-map --pe-table --trials 5
t_bad "--vectors without --pe-table" 2 '^attn-map: --vectors needs --pe-table$' attn-map -e "$E" --vectors --text free
t_bad "--wq/--wk/--wv with --random-proj" 2 '^attn-map: --random-proj and --wq exclude each other$' attn-map -e "$E" --wq "$E" --wk "$E" --wv "$E" --random-proj 2 --text free
t_bad "--random-proj with --proj-scale" 2 'exclude each other' attn-map -e "$E" --random-proj 2 --proj-scale 0.5 --text free
t_bad "--heads 2 with --proj-scale" 2 '^attn-map: --heads H draws its own projections' attn-map -e "$E" --heads 2 --proj-scale 0.5 --text "free call"
t_bad "--heads 2 with --no-scale" 2 '^attn-map: --heads H draws its own projections' attn-map -e "$E" --heads 2 --no-scale --text "free call"
t_run "--heads lesson with --proj-scale (head B uses c)" 0 attn-map -e "$E" --heads lesson --proj-scale 0.5 --text "free call"
# with two words head B has one allowed key per row (0/1 whatever c), so
# c shows on three: row free, s = c²·e_free·e_j/√4 over call (-0.65) and
# nokia (1.3); c = 0.5: σ(0.125·1.95) = 0.56063757, c = 1: σ(0.5·1.95)
t_run "--heads lesson --head 2 --proj-scale 0.5" 0 attn-map -e "$E" --heads lesson --head 2 --proj-scale 0.5 --text "free call nokia"
t_near "head B with c = 0.5: free on nokia by hand" "$(awk -F'\t' '$1 == "free" { print $4 }' "$T/out")" 0.56063757 1e-8
t_run "--heads lesson --head 2, c = 1" 0 attn-map -e "$E" --heads lesson --head 2 --proj-scale 1 --text "free call nokia"
t_near "head B with c = 1: free on nokia by hand" "$(awk -F'\t' '$1 == "free" { print $4 }' "$T/out")" 0.726114981 1e-8
t_bad "--head without --heads" 2 '^attn-map: --head needs --heads$' attn-map -e "$E" --head 1 --text "free call"
t_bad "--noise-word without --noise" 2 '^attn-map: --noise-word needs --noise$' attn-map -e "$E" --noise-word call --text "free call"
t_bad "--mask-value without a mask" 2 '^attn-map: --mask-value needs --mask or --causal' attn-map -e "$E" --mask-value -1e9 --text "free call"
# what --help promises --mask-value takes: -inf, or a finite V <= 0
t_ok "--help: -inf or a finite V <= 0" sh -c "attn-map --help | grep -q -- '--mask-value V .*-inf (default), or a finite V <= 0 added'"
t_bad "--mask-value added: no such value, the forms named" 2 "^attn-map: --mask-value: 'added' is not a finite number or -inf\$" attn-map -e "$E" --mask-value added --causal --text "free call"
t_bad "--proj-scale Auto: the word as written, the forms named" 2 "^attn-map: --proj-scale: 'Auto' is not a finite number or auto\$" attn-map -e "$E" --proj-scale Auto --text "free call"
t_bad "--proj-scale inf: a number's own error" 2 "^attn-map: --proj-scale: 'inf' is not a finite number\$" attn-map -e "$E" --proj-scale inf --text "free call"
t_bad "--mask-value 1: above 0" 2 "^attn-map: --mask-value: '1' is out of range" attn-map -e "$E" --mask-value 1 --causal --text "free call"
t_run "--mask-value 0: the edge, taken" 0 attn-map -e "$E" --proj-scale 1 --mask-value 0 --causal --text "free call"
t_run "--mask-value with --causal" 0 attn-map -e "$E" --proj-scale 1 --mask-value -1e9 --causal --text "free call"
# e^{-1e9} underflows to exactly 0 in double: the set semantics' numbers;
# row call by hand: s = (-0.65, 1.73)/√4, a_call = σ(1.19) = 0.766741064
printf 'query\tfree\tcall\nfree\t1\t0\ncall\t0.233258936\t0.766741064\n' > "$T/mv.want"
grep -v '^#' "$T/out" > "$T/mv.got"
t_cmp "--mask-value -1e9: future weight exactly 0, call row by hand" "$T/mv.want" "$T/mv.got"
t_bad "--causal with cross-attention" 2 '^attn-map: --kv-text: not with --causal: --causal is for self-attention: the keys of --kv-text/--kv-line have no order relative to the queries$' attn-map -e "$E" --causal --text "free call" --kv-text "call free"
t_bad "--batch with --line" 2 '^attn-map: --line: not with --batch: --batch reads every input line, for --long \(the default\) or --entropy$' attn-map -e "$E" --batch --line 2 "$DATA/map-tokens.tsv"

# Sizes that are each in range but whose product is hours of work.
t_bad "--pe-table of 1e5 positions × 1e5 dims" 2 '^attn-map: --pe-table: positions × dim × shifts = 7e\+10 is beyond' timeout 20 attn-map --pe-table --dim 100000 --positions 100000
t_bad "--pe-table --vectors of 1e10 values" 2 '^attn-map: --pe-table --vectors: positions × dim' timeout 20 attn-map --pe-table --dim 100000 --positions 100000 --vectors
t_bad "--scaling with 1e7 trials" 2 '^attn-map: --scaling: trials × keys × sum of d_k' timeout 20 attn-map --scaling --trials 10000000

# Huge but finite projections: the outputs were inf and -nan, and --hull
# reported |z| = 0 "within the bound".  Now an error naming the inputs.
printf 'word\td1\td2\nfree\t3\t1\ncall\t1\t2\n' > "$T/e2.tsv"
printf 'row\tc1\tc2\nr1\t1\t0\nr2\t0\t1\n' > "$T/wi.tsv"
printf 'row\tc1\tc2\nr1\t1e308\t0\nr2\t0\t1e308\n' > "$T/wbig.tsv"
t_bad "--wv with 1e308 entries, --outputs" 1 "^attn-map: .*e2.tsv, .*wbig.tsv: a value entry is not finite \\(inf\\)" attn-map -e "$T/e2.tsv" --wq "$T/wi.tsv" --wk "$T/wi.tsv" --wv "$T/wbig.tsv" --outputs --text "free call"
t_bad "--wv with 1e308 entries, --hull" 1 'a value entry is not finite' attn-map -e "$T/e2.tsv" --wq "$T/wi.tsv" --wk "$T/wi.tsv" --wv "$T/wbig.tsv" --hull --text "free call"
printf 'row\tc1\tc2\nr1\t1e300\t0\nr2\t0\t1e300\n' > "$T/w300.tsv"
t_bad "--wv with 1e300 entries: the norm overflows in --hull" 1 'the norm of an output is not finite' attn-map -e "$T/e2.tsv" --wq "$T/wi.tsv" --wk "$T/wi.tsv" --wv "$T/w300.tsv" --hull --text "free call"
printf 'word\td1\td2\nfree\t1e200\t1e200\ncall\t1\t0\n' > "$T/huge.tsv"
t_bad "scores overflow: the message names the embeddings" 1 "^attn-map: .*huge.tsv: a score is not finite \\(inf\\)" attn-map -e "$T/huge.tsv" --text "free call"

# --text and --kv-text are input like a corpus line: invalid UTF-8 is an
# error (it was dropped as an unknown word and echoed into the output).
# The code page the bytes suggest is named with the conversion (a
# terminal in cp1251 types Cyrillic as cp1251); a byte of no one page's
# letters: cp1252; a short line: a list of pages.
t_bad "--text with invalid UTF-8" 1 '^attn-map: --text: invalid UTF-8 at byte 6 \(a Windows file, cp1252\? the words are read as UTF-8: set the terminal to UTF-8, or convert them: --text "\$\(printf %s .WORDS. \| iconv -f cp1252 -t UTF-8\)"\)$' attn-map -e "$E" --text "$(printf 'free \377')"
t_bad "--kv-text with invalid UTF-8" 1 '^attn-map: --kv-text: invalid UTF-8 at byte 1 ' attn-map -e "$E" --text free --kv-text "$(printf '\303(')"
t_bad "--text in cp1251: cp1251 and its conversion named" 1 '^attn-map: --text: invalid UTF-8 at byte 1 \(Cyrillic, cp1251\? the words are read as UTF-8: set the terminal to UTF-8, or convert them: --text "\$\(printf %s .WORDS. \| iconv -f cp1251 -t UTF-8\)"' attn-map -e "$E" --text "$(printf 'Вы выиграли приз' | iconv -f UTF-8 -t CP1251)"
t_bad "--kv-text 'Да ок' in cp1251: too short, a list" 1 '^attn-map: --kv-text: invalid UTF-8 at byte 1 \(a single-byte code page, too short to tell which \(cp1251 or koi8-r Cyrillic, cp1252 Western European\)\? .* -f NAME -t UTF-8\)", NAME the terminal.s code page\)$' attn-map -e "$E" --text free --kv-text "$(printf 'Да ок' | iconv -f UTF-8 -t CP1251)"
t_bad "--tokens in koi8-r: koi8-r named" 1 '^attn-map: --tokens: invalid UTF-8 at byte 1 \(Cyrillic, koi8-r\?' attn-map -e "$E" --tokens "$(printf 'Вы выиграли приз' | iconv -f UTF-8 -t KOI8-R)"

# --boost WORD adds to every key that is WORD: with --all-tokens or --noise
# the word repeats, and only its first key used to move.
t_run "--all-tokens --boost free=1" 0 attn-map -e "$E" --all-tokens --boost free=1 --text "free call free"
t_ok "both 'free' keys get the same weight in every row" awk -F'\t' '/^#/ || $1 == "query" { next } { bad += $2 != $4; n++ } END { exit bad || n != 3 }' "$T/out"
t_run "--noise 3 --boost noise=1" 0 attn-map -e "$E" --noise 3 --boost noise=1 --text "free call"
t_ok "the three noise keys stay identical" awk -F'\t' '/^#/ || $1 == "query" { next } { bad += $4 != $5 || $5 != $6; n++ } END { exit bad || n != 5 }' "$T/out"

# Standard input can be read once: '-e -' with the token lines also on
# stdin said "empty input", as if the user's data were empty.
t_bad "-e - and the lines on stdin" 2 '^attn-map: standard input \(-\) can be only one of the inputs: --embeddings, --mask, --wq, --wk, --wv or FILE \(the default when none are given\)$' sh -c "cat '$E' | attn-map -e - -"
t_bad "-e - and no FILE" 2 '^attn-map: standard input \(-\) can be only one of the inputs: --embeddings, --mask, --wq, --wk, --wv or FILE \(the default when none are given\)$' sh -c "cat '$E' | attn-map -e -"
t_bad "--mask - and --wq -" 2 '^attn-map: standard input \(-\) can be only one of the inputs: --embeddings, --mask, --wq, --wk or --wv$' attn-map -e "$E" --text free --mask - --wq - --wk "$E" --wv "$E"
t_run "-e - with --text" 0 sh -c "cat '$E' | attn-map -e - --text 'free call'"
grep -v '^#' "$T/out" > "$T/stdin.got"
attn-map -e "$E" --text 'free call' | grep -v '^#' > "$T/file.got"
t_ok "-e - reads the same embeddings as -e FILE" sh -c "test -s '$T/file.got' && cmp -s '$T/file.got' '$T/stdin.got'"

# --batch over a chunk of the corpus: a message without a known word (14
# in the SMS corpus) stopped the whole batch; it is now all padding.
printf 'ham\tzzz qqq\nspam\tfree call\n' > "$T/batch"
t_run "--batch with a line of unknown words" 0 attn-map -e "$E" --batch --entropy "$T/batch"
t_ok "that line is two <pad> rows with nothing allowed" sh -c "test \"\$(grep -c \"\$(printf '^1\t[12]\t<pad>\t0\t0\t0\$')\" '$T/out')\" -eq 2"
t_ok "the other line is attended as usual" grep -q "$(printf '^2\t2\tcall\t')" "$T/out"
printf 'ham\tzzz\nspam\tqqq\n' > "$T/batch0"
t_bad "--batch where no line has a known word" 1 'batch0: no in-vocabulary tokens in any line' attn-map -e "$E" --batch "$T/batch0"

# --exact applies to every output of a map, not only the matrices: --hull,
# --check-permutation and --summary printed %.9g / %.3g regardless.
for o in "--hull" "--check-permutation" "--heads lesson --summary"; do
	t_run "$o --exact" 0 attn-map -e "$E" $o --exact --text "free call on or"
	t_ok "$o --exact: numbers with 17 significant digits" sh -c "grep -v '^#' '$T/out' | grep -Eq '[0-9]\\.[0-9]{14,}'"
done

# progress on a terminal (script(1) gives the command one), none with -q
# or when stderr is not a terminal
if command -v script > /dev/null 2>&1; then
	printf 'ham\tfree call\nspam\tcall on or\n' > "$T/two.tok"
	script -qec "attn-map -e '$E' --batch -o '$T/b.tsv' '$T/two.tok'" /dev/null > "$T/tty" 2>&1 || true
	t_ok "--batch on a terminal: progress on stderr" grep -q 'attn-map: batch 2/2 sequences' "$T/tty"
	script -qec "attn-map -e '$E' --batch -q -o '$T/b.tsv' '$T/two.tok'" /dev/null > "$T/tty" 2>&1 || true
	t_ok "--batch -q on a terminal: no progress" sh -c "! grep -q 'attn-map: batch' '$T/tty'"
	script -qec "attn-map --scaling --trials 10 --dk 4,8 -o '$T/s.tsv'" /dev/null > "$T/tty" 2>&1 || true
	t_ok "--scaling on a terminal: progress per d_k" grep -q 'attn-map: scaling 2/2 d_k values' "$T/tty"
else
	t_skip "progress on a terminal" "script(1) not installed"
fi
t_run "--batch with stderr not a terminal" 0 attn-map -e "$E" --batch "$DATA/map-tokens.tsv"
t_ok "--batch off a terminal: no progress, only what was left out and the c chosen" sh -c "test \$(wc -l < '$T/err') -eq 2 && grep -q '^attn-map: --batch: [0-9]* lines: [0-9]* words not in the embeddings and [0-9]* repeats left out' '$T/err' && grep -q '^attn-map: --proj-scale auto: c = ' '$T/err'"

# Options the run would ignore are usage errors: --seed where nothing is
# random, --head with the outputs that write every head, and the outputs
# --heads has not
t_bad "--dilution with --seed" 2 '^attn-map: --seed needs --random-proj, --heads, --scaling, --check-permutation or --html: nothing else is random$' attn-map --dilution 4,1 --seed 3
t_bad "--pe-table with --seed" 2 '^attn-map: --seed needs ' attn-map --pe-table --dim 4 --positions 2 --seed 3
t_bad "--proj-scale with --seed" 2 '^attn-map: --seed needs ' attn-map -e "$E" --text 'free call' --proj-scale 1 --seed 3
t_bad "--heads lesson with --seed" 2 '^attn-map: --seed: not with --heads lesson: its heads are built by hand' attn-map -e "$E" --text 'free call now' --heads lesson --seed 3
t_run "--heads 2 with --seed" 0 attn-map -e "$E" --text 'free call now' --heads 2 --seed 3
t_run "--random-proj with --seed" 0 attn-map -e "$E" --text 'free call now' --random-proj 2 --seed 3
for out in --long --entropy --outputs --summary; do
	t_bad "--heads --head with $out" 2 "^attn-map: --head: not with $out: they write every head" attn-map -e "$E" --text 'free call now' --heads 2 --head 1 $out
done
for out in --scores --hull '--jacobian call' --check-permutation; do
	t_bad "--heads with $out" 2 "^attn-map: ${out% *}: not with --heads: --heads writes the weights" attn-map -e "$E" --text 'free call now' --heads 2 $out
done
t_run "--heads --head 2 (the map of head 2)" 0 attn-map -e "$E" --text 'free call now' --heads 2 --head 2
