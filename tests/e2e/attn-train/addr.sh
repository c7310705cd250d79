#!/bin/sh
# End-to-end tests of `attn-train addr` (the addressing task):
# generator, training, evaluation, interventions, attention, bad input.
. "$(dirname "$0")/../../lib.sh"

A="attn-train addr"

# ---- help, version, usage errors ----
t_run "addr --help exits 0" 0 attn-train addr --help
t_ok "addr --help prints the synopsis on stdout" grep -q 'attn-train addr gen' "$T/out"
t_run "addr gen --help exits 0" 0 attn-train addr gen --help
t_run "addr --version exits 0" 0 attn-train addr --version
t_ok "version names attnkit" grep -q attnkit "$T/out"
t_run "no subcommand: usage, exit 2" 2 attn-train addr
t_run "unknown subcommand: exit 2" 2 attn-train addr frobnicate
t_bad "--pairs 1" 2 '^attn-train: --pairs: .1. is out of range' $A gen --pairs 1
t_bad "--pairs 9-3" 2 'LO is above HI' $A gen --pairs 9-3
t_bad "--pairs x" 2 '^attn-train: --pairs: ' $A gen --pairs x
t_bad "--pairs 2-200" 2 'out of range' $A gen --pairs 2-200
t_bad "--keys too few for the pairs" 2 '^attn-train: --keys: 10 keys cannot fill 16' $A gen --keys 10 --pairs 2-16
t_bad "--values 1" 2 '^attn-train: --values: ' $A gen --values 1
t_bad "--dup 2" 2 '^attn-train: --dup: ' $A gen --dup 2
t_bad "--dup nan" 2 '^attn-train: --dup: ' $A gen --dup nan
t_bad "--dist beyond the pair count" 2 '^attn-train: --dist: ' $A gen --pairs 3-8 --dist 4
t_bad "--order bogus" 2 '^attn-train: --order: ' $A gen --order up
t_bad "--pos bogus" 2 '^attn-train: --pos: ' $A train --pos alibi
t_bad "--head odd with rope" 2 'RoPE needs an even head' $A train --pos rope --dk 7 --steps 1
t_bad "--lr 0" 2 '^attn-train: --lr: ' $A train --lr 0
t_run "an option of another subcommand: exit 2" 2 $A gen --pos rope
t_run "eval without -m: exit 2" 2 $A eval /dev/null
t_run "too many operands: exit 2" 2 $A eval --model x a b

# ---- generator ----
t_run "gen default seed" 0 $A gen --count 3 --pairs 2-20
cp "$T/out" "$T/g1"
t_run "gen again" 0 $A gen --count 3 --pairs 2-20
t_cmp "gen is deterministic for a seed" "$T/g1" "$T/out"
t_run "gen another seed" 0 $A gen --count 3 --pairs 2-20 --seed 2
# -n 3 is per pair count: 3 × 19 (2..20) instances and the header
t_ok "another seed gives other instances" sh -c "test \$(grep -vc '^#' '$T/out') -eq 58 && ! cmp -s '$T/g1' '$T/out'"
t_ok "gen: provenance line, header" sh -c \
    "head -1 '$T/g1' | grep -q '^# attn-train addr gen' && sed -n 2p '$T/g1' | grep -q '^id	pairs	dist	dist2	text	answer\$'"
t_ok "gen: 3 instances for each of 19 pair counts" \
    test "$(grep -vc '^#' "$T/g1")" -eq 58
# independent lookup with awk: the value after the last KEY: of the query
lookup='!/^#/ && NR > 2 { n = split($5, t, " "); q = substr(t[n], 2); a = -1;
    for (i = 1; i < n; i++) { split(t[i], kv, ":"); if (kv[1] == q) a = kv[2] }
    d = -1; for (i = n - 1; i >= 1; i--) { split(t[i], kv, ":"); if (kv[1] == q) { d = n - i; break } }
    if (a != $6 || d != $3 || n - 1 != $2) bad++ } END { exit bad > 0 }'
t_ok "gen: answers and distances agree with an awk lookup" awk -F '\t' "$lookup" "$T/g1"
t_run "gen duplicates, mirrored" 0 $A gen --count 5 --pairs 3-9 --dup 1 --mirror --seed 4
cp "$T/out" "$T/dup"
t_ok "dup: answers agree with the awk lookup (take the last)" awk -F '\t' "$lookup" "$T/dup"
t_ok "dup: each instance is followed by its twin with the other answer" awk -F '\t' '
    !/^#/ && $1 != "id" { r++; if (r % 2) { t = $5; a = $6; d2 = $4 } else {
      if ($6 == a || $4 != d2) bad++ } } END { exit bad > 0 || r != 70 }' "$T/dup"
t_ok "dup: the queried key occurs twice" awk -F '\t' '
    !/^#/ && $1 != "id" { n = split($5, t, " "); q = substr(t[n], 2); c = 0;
      for (i = 1; i < n; i++) { split(t[i], kv, ":"); if (kv[1] == q) c++ }
      if (c != 2) bad++ } END { exit bad > 0 }' "$T/dup"
t_run "gen --dist 2 --order sorted" 0 $A gen --count 4 --pairs 3-6 --dist 2 --order sorted
t_ok "--dist 2: every queried pair at distance 2" awk -F '\t' '!/^#/ && $1 != "id" && $3 != 2 { bad++ } END { exit bad > 0 }' "$T/out"
t_run "gen -o writes a file" 0 $A gen --count 2 -o "$T/g.tsv"
t_ok "gen -o: nothing on stdout, file complete" sh -c "test ! -s '$T/out' && test \$(grep -vc '^#' '$T/g.tsv') -eq 127"

# ---- training and evaluation (small: 4 pairs, a second) ----
t_run "train 4 pairs" 0 $A train --pairs 4 --keys 8 --values 4 --dim 16 --dk 16 \
    --steps 300 --batch 16 --lr 0.02 --log "$T/log" -o "$T/m4"
t_ok "train: log has a header and 3 rows" test "$(grep -vc '^#' "$T/log")" -eq 4
t_ok "model file: provenance, header, settings" sh -c \
    "grep -q '^# attn-train addr train' '$T/m4' && grep -q '^param	i	j	value\$' '$T/m4' && grep -q '^pos	0	0	0\$' '$T/m4'"
# an argument with a newline (here in -o's path) is quoted as every tool
# quotes it ("$(printf '\012\142')", the newline with the byte after it): written raw, it ended the comment line, and the model
# began with a line the reader took for its header (refused as "not an
# addressing model")
nl='a
b'
t_run "train -o a path with a newline" 0 $A train --pairs 4 --keys 8 --values 4 \
    --dim 4 --dk 4 --steps 2 -o "$T/$nl"
head -2 "$T/$nl" > "$T/prov2"
t_ok "its provenance comment is one line, the newline written as printf's octal" grep -q \
    "^# attn-train addr train .* '[^']*/a'\"\$(printf '\\\\012\\\\142')\" (attnkit [^ ()]*)\$" "$T/prov2"
t_ok "then the settings line" sh -c "sed -n 2p '$T/prov2' | grep -q '^# pos=none\$'"
$A gen --count 500 --pairs 4 --keys 8 --values 4 --seed 9 > "$T/e4"
t_run "eval reads that model" 0 $A eval --model "$T/$nl" "$T/e4"
t_run "eval 4 pairs" 0 $A eval --model "$T/m4" "$T/e4"
acc=$(awk -F '\t' '$1 == "all" { print $4 }' "$T/out")
t_ok "trained on 4 pairs: accuracy >= 0.99 (got $acc)" awk -v a="$acc" 'BEGIN { exit !(a >= 0.99) }'
grep -v '^#' "$T/out" > "$T/o1"
t_run "eval reads standard input" 0 sh -c "$A eval --model '$T/m4' < '$T/e4' | grep -v '^#' > '$T/o2'"
t_cmp "stdin and file give the same table" "$T/o1" "$T/o2"
$A gen --count 50 --pairs 2-8 --keys 8 --values 4 --seed 3 > "$T/e28"
t_run "eval --by pairs" 0 $A eval --model "$T/m4" --by pairs "$T/e28"
t_ok "--by pairs: one row per pair count 2..8" sh -c \
    "grep -q '^pairs	n	correct	accuracy\$' '$T/out' && test \$(grep -vc '^#' '$T/out') -eq 8"
t_run "eval --by dist" 0 $A eval --model "$T/m4" --by dist "$T/e28"
t_ok "--by dist: distances 1..8, 350 instances" awk -F '\t' '!/^#/ && $1 != "dist" { n += $2; r++ } END { exit !(n == 350 && r == 8) }' "$T/out"
t_run "eval --each" 0 $A eval --model "$T/m4" --each "$T/e4"
t_ok "--each: one row per instance, probabilities in [0,1]" awk -F '\t' '
    !/^#/ && $1 != "id" { r++; if ($8 < 0 || $8 > 1 || $9 < 0 || $9 > 1) bad++ }
    END { exit bad > 0 || r != 500 }' "$T/out"
t_run "train from a file of instances" 0 $A train --keys 8 --values 4 --dim 8 --dk 8 --steps 20 -o "$T/mf" "$T/e4"
t_run "train from a file is deterministic" 0 $A train --keys 8 --values 4 --dim 8 --dk 8 --steps 20 -o "$T/mf2" "$T/e4"
grep -v '^#' "$T/mf" > "$T/mf.w"; grep -v '^#' "$T/mf2" > "$T/mf2.w"
t_cmp "same seed, same model" "$T/mf.w" "$T/mf2.w"
t_run "train rel with max-dist" 0 $A train --pos rel --max-dist 3 --pairs 2-5 --keys 8 --values 4 --dim 8 --dk 8 --steps 5 -o "$T/mr"
t_ok "rel model has 3 distance biases" test "$(grep -c '^rel	' "$T/mr")" -eq 3

# ---- interventions ----
t_run "intervene" 0 $A intervene --model "$T/m4" "$T/e28"
t_ok "intervene: three rows" sh -c \
    "grep -q '^a-permute	350	' '$T/out' && grep -q '^b-key	350	' '$T/out' && grep -q '^c-value	350	' '$T/out'"
t_ok "(c) weights bit-identical in every instance" grep -q '^c-value	350	[0-9]*	[0-9.]*	0	' "$T/out"
t_ok "(a) no positions: max weight change is rounding" awk -F '\t' '$1 == "a-permute" { exit !($5 < 1e-12 && $3 == 350) }' "$T/out"
printf 'id\ttext\n1\tA:1 B:2 A:3 ?A\n' > "$T/onlydup"
t_bad "intervene: only duplicate-key instances" 1 'no instance with unique keys' $A intervene --model "$T/m4" "$T/onlydup"

# ---- attention ----
t_run "attend" 0 $A attend --model "$T/m4" "$T/e4"
t_ok "attend: weights of each instance sum to 1" awk -F '\t' '
    !/^#/ && $1 != "id" { s[$1] += $6 } END { for (i in s) if (s[i] < 1 - 1e-9 || s[i] > 1 + 1e-9) bad++; exit bad > 0 }' "$T/out"
t_ok "attend: the target gets the largest weight" awk -F '\t' '
    !/^#/ && $1 != "id" { if ($6 > m[$1]) { m[$1] = $6; t[$1] = $8 } }
    END { for (i in t) if (t[i] != 1) bad++; exit bad > 0 }' "$T/out"
printf 'text\nA:3 B:2 C:3 D:1 ?B\n' > "$T/one"
t_run "attend on the lesson-style example" 0 $A attend --model "$T/m4" "$T/one"
t_ok "attend: long form header" grep -q '^id	qpos	query	kpos	key	weight	dist	target$' "$T/out"

# ---- bad input ----
t_bad "missing instance file" 1 '^attn-train: .*nope: No such file' $A eval --model "$T/m4" "$T/nope"
t_bad "missing model file" 1 '^attn-train: .*nope: No such file' $A eval --model "$T/nope" "$T/e4"
: > "$T/empty"
t_bad "empty instance file" 1 'empty input' $A eval --model "$T/m4" "$T/empty"
printf 'id\ttext\n' > "$T/hdr"
t_bad "header only" 1 'no instances' $A eval --model "$T/m4" "$T/hdr"
printf 'id\tquestion\n1\tA:1 ?A\n' > "$T/notext"
t_bad "no text column" 1 ':1: header has no .text. column' $A eval --model "$T/m4" "$T/notext"
printf 'id\ttext\n1 A:1 B:2 ?A\n' > "$T/notab"
t_bad "line without TAB" 1 ':2: 1 fields, header has 2' $A eval --model "$T/m4" "$T/notab"
printf 'id\ttext\r\n1\tA:1 B:2 ?A\r\n2\tA:1 B:2 ?B\r\n' > "$T/crlf"
printf 'id\ttext\n1\tA:1 B:2 ?A\n2\tA:1 B:2 ?B' > "$T/nonl"
t_run "CRLF input" 0 $A eval --model "$T/m4" --each "$T/crlf"
grep -v '^#' "$T/out" > "$T/crlf.out"
t_run "no final newline" 0 $A eval --model "$T/m4" --each "$T/nonl"
grep -v '^#' "$T/out" > "$T/nonl.out"
t_cmp "CRLF and a missing final newline read alike" "$T/crlf.out" "$T/nonl.out"
printf 'id\ttext\n1\tA:1 B:2 ?A\n2\tA:1\000 ?A\n' > "$T/nul"
t_bad "NUL byte" 1 ':3: NUL byte' $A eval --model "$T/m4" "$T/nul"
printf 'id\ttext\n1\tA:1 \377:2 ?A\n' > "$T/utf"
t_bad "invalid UTF-8" 1 ':2: invalid UTF-8' $A eval --model "$T/m4" "$T/utf"
printf 'id\ttext\n1\tA:1 Z:2 ?A\n' > "$T/unk"
t_bad "key outside the model's alphabet" 1 ":2: token 'Z:2': unknown key" $A eval --model "$T/m4" "$T/unk"
printf 'id\ttext\n1\tA:1 B:7 ?A\n' > "$T/unv"
t_bad "value outside the model's alphabet" 1 ":2: token 'B:7': unknown value" $A eval --model "$T/m4" "$T/unv"
printf 'id\ttext\n1\tA:1 B:2 ?C\n' > "$T/absent"
t_bad "queried key absent" 1 ':2: queried key C is not among the pairs' $A eval --model "$T/m4" "$T/absent"
printf 'id\ttext\tanswer\n1\tA:1 B:2 ?A\tnan\n' > "$T/nanans"
t_bad "answer NaN" 1 ":2: answer 'nan' is not a value" $A eval --model "$T/m4" "$T/nanans"
printf 'id\ttext\n1\tA:1 B:2\n' > "$T/noq"
t_bad "no query" 1 ':2: no query' $A eval --model "$T/m4" "$T/noq"
sed 's/^\(WQ	0	0	\).*/\1nan/' "$T/m4" > "$T/mnan"
t_bad "NaN weight in the model" 1 "mnan:[0-9]+: value 'nan' is not a finite number" $A eval --model "$T/mnan" "$T/e4"
sed 's/^\(WK	0	1	\).*/\1inf/' "$T/m4" > "$T/minf"
t_bad "inf weight in the model" 1 "minf:[0-9]+: value 'inf' is not a finite number" $A eval --model "$T/minf" "$T/e4"
sed 's/^\(WK	0	1	\)\(-*[0-9]*\)\./\1\2,/' "$T/m4" > "$T/mcomma"
t_bad "a decimal comma in the model: named" 1 "mcomma:[0-9]+: value '-*[0-9]+,[0-9e+-]+' is not a finite number: a decimal comma; the model's numbers have a decimal point: tr ',' '\\.' converts them$" $A eval --model "$T/mcomma" "$T/e4"
grep -v '^WO	1	2	' "$T/m4" > "$T/mmiss"
t_bad "model with a weight missing" 1 'mmiss: 1 of [0-9]+ weights missing' $A eval --model "$T/mmiss" "$T/e4"
sed 's/^WO	1	2	/WO	1	99	/' "$T/m4" > "$T/mrange"
t_bad "model index out of range" 1 'mrange:[0-9]+: WO.1..99. is outside 16×4' $A eval --model "$T/mrange" "$T/e4"
t_bad "instance file given as model" 1 'not an addressing model' $A eval --model "$T/e4" "$T/e4"
printf 'A:1\n' > "$T/tr"
t_bad "train: bad training file" 1 ':1: header has no .text. column' $A train -o "$T/mbad" "$T/tr"
t_ok "train: no model file left after an error" test ! -e "$T/mbad"
cp "$T/e4" "$T/keep"
t_bad "eval -o onto the input is refused" 2 'would overwrite an input' $A eval --model "$T/m4" -o "$T/keep" "$T/keep"
t_cmp "the input is intact" "$T/e4" "$T/keep"
t_bad "eval -o: error leaves no file" 1 ':2: token' $A eval --model "$T/m4" -o "$T/partial" "$T/unk"
t_ok "no partial output file" sh -c "test ! -e '$T/partial' && ! ls '$T'/partial.* 2>/dev/null"

# ---- the gnuplot scripts of make figures, on small real outputs ----
if command -v gnuplot > /dev/null 2>&1; then
	printf '# t\npairs\tnone\tsin\trope\trel\n2\t1\t1\t1\t1\n8\t1\t0.9\t0.8\t1\n' > "$T/curve.tsv"
	t_run "plot/addr-curves.gp" 0 gnuplot -e "in='$T/curve.tsv'; out='$T/curve.png'; ttl='t'; xl='pairs'; chance=0.5" "$ATTNKIT_TOP/plot/addr-curves.gp"
	t_ok "curve PNG written" sh -c "head -c 4 '$T/curve.png' | grep -q PNG"
	$A attend --model "$T/m4" "$T/one" > "$T/att.tsv"
	t_run "plot/addr-attention.gp" 0 gnuplot -e "in1='$T/att.tsv'; in2='$T/att.tsv'; out='$T/att.png'" "$ATTNKIT_TOP/plot/addr-attention.gp"
	t_ok "attention PNG written" sh -c "head -c 4 '$T/att.png' | grep -q PNG"
	# report item 13: an x label, and the query token shown in the title
	q=$(awk -F '\t' '!/^#/ && $1 != "id" { print $3; exit }' "$T/att.tsv")
	gnuplot -e "in1='$T/att.tsv'; in2='$T/att.tsv'; out='$T/att.png'" "$ATTNKIT_TOP/plot/addr-attention.gp" \
	    -e 'show xlabel; show title' > "$T/attshow" 2>&1 || true
	t_ok "addr-attention.gp: x axis labelled" grep -q 'xlabel is "key:value pairs' "$T/attshow"
	t_ok "addr-attention.gp: the title names the query '$q'" sh -c "test -n '$q' && grep -q 'title is \".*query $q (position' '$T/attshow'"
else
	t_skip "plot/addr-*.gp" "gnuplot not installed"
fi
t_bad "train --log onto the model file" 2 "^attn-train: addr train: --output .*same. and --log .*same. name the same file: one would replace the other$" $A train --steps 1 --log "$T/same" -o "$T/same"
t_ok "no file left" sh -c "! ls '$T'/same* 2>/dev/null"
awk 'BEGIN { printf "text\n"; for (i = 0; i < 129; i++) printf "A:1 "; printf "?A\n" }' > "$T/long"
t_bad "more than 128 pairs" 1 ':2: more than 128 pairs' $A eval --model "$T/m4" "$T/long"

# ---- found in review: messages name the right thing, conflicts refused ----
t_run "an option of another subcommand, with its argument: exit 2" 2 $A gen --model "$T/m4"
t_ok "the message names the option --model, not its argument" sh -c "head -1 '$T/err' | grep -q \"^attn-train: addr gen: option '--model' does not apply\$\""
t_run "a long option of another subcommand: exit 2" 2 $A eval --model "$T/m4" --pos rope "$T/e4"
t_ok "the message names --pos, not its argument" sh -c "head -1 '$T/err' | grep -q \"^attn-train: addr eval: option '--pos' does not apply\$\""
t_run "--steps=5 given to gen: exit 2" 2 $A gen --steps=5
t_ok "the message names --steps" sh -c "head -1 '$T/err' | grep -q \"option '--steps' does not apply\$\""
printf 'id\ttext\n1\tA:1 B:2 ?Q\n' > "$T/qrange"
t_bad "query outside the model's keys" 1 ":2: query '\\?Q': unknown key \\(keys are A..H\\)" $A eval --model "$T/m4" "$T/qrange"
t_bad "--max-dist without --pos rel" 2 '^attn-train: addr train: --max-dist needs --pos rel$' $A train --pos rope --max-dist 4 --steps 1
t_bad "--mirror without --dup" 2 '^attn-train: --mirror: only used with --dup P > 0' $A gen --mirror --count 1
# man -l renders the whole page with groff too (a sixth author in one
# reference stopped it before the RoFormer citation)
if command -v groff > /dev/null 2>&1; then
	t_run "groff renders the man page" 0 groff -mdoc -Tutf8 "$ATTNKIT_TOP/man/attn-train-addr.1"
	t_ok "groff: no warning" test ! -s "$T/err"
	t_ok "groff: the page ends with the RoFormer reference" grep -q RoFormer "$T/out"
else
	t_skip "groff rendering of attn-train-addr.1" "groff not installed"
fi
# without an id column the id is the line number (as the man page says)
printf '# c\ntext\nA:1 B:2 ?B\n' > "$T/noid"
t_run "attend without an id column" 0 $A attend --model "$T/m4" "$T/noid"
t_ok "id is the line number, 3" sh -c "awk -F'\t' '!/^#/ && \$1 != \"id\" && \$1 != 3 { bad++ } END { exit bad > 0 }' '$T/out'"
# --help shows every option that train takes, as the man page does
t_run "addr --help" 0 $A --help
t_ok "train's synopsis in --help has --order" sh -c "sed -n '/addr train/,/addr eval/p' '$T/out' | grep -q -- '--order random|sorted'"
# train FILE takes its instances from FILE: the generator's options would be
# silently ignored, so they are usage errors
for opt in "--pairs 2-8" "--order sorted" "--dup 0.5"; do
	t_bad "train FILE with $opt" 2 "^attn-train: addr train: ${opt% *}: not with FILE: it shapes generated instances; train FILE takes them from FILE\$" $A train --keys 8 --values 4 --steps 1 $opt "$T/e4"
done
# standard input can feed one input only
t_bad "eval -m - with the instances on stdin too" 2 '^attn-train: addr eval: standard input \(-\) can be only one of the inputs: --model or FILE \(the default when none are given\)$' $A eval --model -
t_bad "attend -m - -" 2 '^attn-train: addr attend: standard input \(-\) can be only one of the inputs: --model or FILE \(the default when none are given\)$' $A attend --model - -
# a bad setting in a model file: the error does not name the line of the
# first weight (which is fine) but the setting's own line, and a whole
# number too large is "out of range", not "not a whole number"
awk -F'\t' 'BEGIN { OFS = "\t" } $1 == "nvals" { $4 = 0 } { print }' "$T/m4" > "$T/mset"
t_bad "model with nvals 0" 1 "^attn-train: .*mset:$(grep -n '^nvals' "$T/mset" | cut -d: -f1): values: 0 is out of range" $A eval --model "$T/mset" "$T/e4"
awk -F'\t' 'BEGIN { OFS = "\t" } $1 == "nkeys" { $4 = 1000000000 } { print }' "$T/m4" > "$T/mset2"
t_bad "model with nkeys 1e9" 1 "^attn-train: .*mset2:[0-9]+: nkeys must be a whole number in 0\.\.1000000" $A eval --model "$T/mset2" "$T/e4"
# --steps 0: the initial model, as the man page says; it reads back
t_run "train --steps 0" 0 $A train --pairs 4 --keys 8 --values 4 --dim 8 --dk 8 --steps 0 -o "$T/m0"
t_run "the untrained model evaluates" 0 $A eval --model "$T/m0" "$T/e4"

# attnkit(5): positions from 1; -m and -n are gone (two meanings), --dk and
# --batch-size are the names, --head and --batch the 0.1.0 aliases
printf 'text\nA:1 B:2 ?B\n' > "$T/ab"
t_run "attend: positions from 1" 0 $A attend --model "$T/m4" "$T/ab"
t_ok "attend: kpos 1 and 2, the query at qpos 3" sh -c "grep -v '^#' '$T/out' | awk -F'\t' 'NR == 2 && !(\$2 == 3 && \$4 == 1) { exit 1 } NR == 3 && !(\$4 == 2 && \$8 == 1) { exit 1 } END { exit NR != 3 }'"
t_bad "-m is gone" 2 "^attn-train: addr eval: unknown option '-m'$" $A eval -m "$T/m4" "$T/ab"
t_bad "-n is gone" 2 "^attn-train: addr gen: unknown option '-n'$" $A gen -n 3
$A train --pairs 4 --keys 8 --values 4 --dim 8 --dk 8 --steps 3 --batch-size 4 -q -o "$T/new.tsv"
t_run "--head and --batch still work" 0 $A train --pairs 4 --keys 8 --values 4 -d 8 --head 8 --steps 3 --batch 4 --quiet -o "$T/old.tsv"
t_ok "--head 8 --batch 4 -d 8 = --dk 8 --batch-size 4 --dim 8" sh -c "grep -v '^#' '$T/old.tsv' > '$T/o1'; grep -v '^#' '$T/new.tsv' > '$T/o2'; test -s '$T/o1' && cmp -s '$T/o1' '$T/o2'"

# -M, as in every tool: the instances read within it (about 1 KB each),
# refused at the line past it; the model's arrays are the options'
$A gen --count 1500 --pairs 2-3 --keys 8 --values 4 -o "$T/many.tsv"
t_bad "train FILE -M 1M: the instances refused at their line" 1 "^attn-train: .*many\\.tsv:[0-9]+: the instances need more than --memory 1 MB \\([0-9.]+ MB for the [0-9]+ read so far\\)$" $A train --keys 8 --values 4 -d 8 --dk 8 --steps 1 -q -M 1M -o "$T/mm.tsv" "$T/many.tsv"
t_ok "  no model written" test ! -e "$T/mm.tsv"
t_run "train FILE -M 64M: trained" 0 $A train --keys 8 --values 4 -d 8 --dk 8 --steps 1 -q -M 64M -o "$T/mm.tsv" "$T/many.tsv"
t_bad "eval -M 1M: refused alike" 1 "many\\.tsv:[0-9]+: the instances need more than --memory 1 MB" $A eval --model "$T/mm.tsv" -M 1M "$T/many.tsv"
t_run "eval -M 64M: 3000 instances" 0 $A eval --model "$T/mm.tsv" -M 64M "$T/many.tsv"
t_ok "  all 3000" sh -c "grep -v '^#' '$T/out' | awk -F'\t' 'NR == 2 { exit !(\$2 == 3000) }'"
t_bad "-M 0: a usage error" 2 "^attn-train: --memory: .0. is less than 1M$" $A eval --model "$T/mm.tsv" -M 0 "$T/many.tsv"

# The model file records the instance file it was trained on (data_hash
# rows, its fingerprint): eval, intervene and attend given that file say
# so (their numbers are the training's, not held out); on other instances,
# and with a model of fresh instances, nothing is said.  The fingerprint
# is of the instances (pairs, query, answer), not of their ids.
$A gen --count 20 --pairs 2-6 --keys 8 --values 4 --seed 11 -o "$T/tr.tsv"
$A gen --count 20 --pairs 2-6 --keys 8 --values 4 --seed 12 -o "$T/ho.tsv"
t_run "train on an instance file" 0 $A train --keys 8 --values 4 -d 8 --dk 8 --steps 20 -q -o "$T/mf.tsv" "$T/tr.tsv"
t_ok "  its data_hash rows, just before file_hash" sh -c "test \"\$(grep -v '^#' '$T/mf.tsv' | tail -4 | cut -f1,2 | tr '\t\n' ': ')\" = 'data_hash:0 data_hash:1 file_hash:0 file_hash:1 '"
for s in eval intervene attend; do
	t_run "$s on the training file" 0 $A $s --model "$T/mf.tsv" "$T/tr.tsv"
	t_ok "  said: the numbers are the training's" grep -q "^attn-train: note: addr $s: .*tr\\.tsv holds the instances .*mf\\.tsv was trained on (its data_hash): .* not held out" "$T/err"
	t_run "$s on other instances" 0 $A $s --model "$T/mf.tsv" "$T/ho.tsv"
	t_ok "  nothing said" test ! -s "$T/err"
done
awk -F'\t' -v OFS='\t' '/^#/ { next } NR > 1 && $1 != "id" { $1 = "x" $1 } { print }' "$T/tr.tsv" > "$T/tr-ids.tsv"
t_run "the same instances under other ids" 0 $A eval --model "$T/mf.tsv" "$T/tr-ids.tsv"
t_ok "  the same instances: said" grep -q "holds the instances .*mf\\.tsv was trained on" "$T/err"
awk -F'\t' -v OFS='\t' '/^#/ { next } $1 != "id" && !done && $6 != "" { $6 = ($6 + 1) % 4; done = 1 } { print }' "$T/tr.tsv" > "$T/tr-one.tsv"
t_run "one answer changed: other instances" 0 $A eval --model "$T/mf.tsv" "$T/tr-one.tsv"
t_ok "  nothing said" test ! -s "$T/err"
t_run "a model of fresh instances" 0 $A train --pairs 2-6 --keys 8 --values 4 -d 8 --dk 8 --steps 20 -q -o "$T/mg.tsv"
t_ok "  no data_hash rows" sh -c "! grep -q '^data_hash' '$T/mg.tsv'"
t_run "  eval on any file: nothing said" 0 $A eval --model "$T/mg.tsv" "$T/tr.tsv"
t_ok "  (stderr empty)" test ! -s "$T/err"
sed 's/^data_hash	1	0	.*/data_hash	1	0	7/' "$T/mf.tsv" > "$T/mf-ed.tsv"
t_bad "an edited data_hash: the file's fingerprint refuses it" 1 "mf-ed\\.tsv:[0-9]+: the model file was changed after attn-train saved it" $A eval --model "$T/mf-ed.tsv" "$T/tr.tsv"
grep -v '^data_hash	1	\|^file_hash	' "$T/mf.tsv" > "$T/mf-half.tsv"
t_bad "one half of data_hash alone" 1 "mf-half\\.tsv:[0-9]+: data_hash 0 0 alone: the instances' fingerprint is two rows" $A eval --model "$T/mf-half.tsv" "$T/tr.tsv"
# instances beyond the model's alphabets: refused naming the model's
$A gen --count 2 --pairs 10-12 --keys 26 --values 4 --seed 5 -o "$T/k26.tsv"
t_bad "keys beyond the model's: the model and its alphabets named" 1 "k26\\.tsv:[0-9]+: .*unknown key \\(keys are A\\.\\.H\\): .*mf\\.tsv was trained on keys A\\.\\.H and values 0\\.\\.3 \\(--keys 8 --values 4\\): give it instances of those \\(attn-train addr gen --keys 8 --values 4\\), or train a model on these$" $A eval --model "$T/mf.tsv" "$T/k26.tsv"
$A gen --count 5 --pairs 2-3 --keys 8 --values 10 --seed 5 -o "$T/v10.tsv"
t_bad "values beyond the model's: named alike" 1 "v10\\.tsv:[0-9]+: .*(unknown value \\(values are 0\\.\\.3\\)|is not a value 0\\.\\.3): .*mf\\.tsv was trained on keys A\\.\\.H and values 0\\.\\.3" $A eval --model "$T/mf.tsv" "$T/v10.tsv"
$A gen --count 2 --pairs 2-3 --keys 8 --values 4 --seed 6 -o "$T/k8.tsv"
t_run "keys A..H exactly (the edge): read" 0 $A eval --model "$T/mf.tsv" "$T/k8.tsv"
# -M: the instances' arrays, when they double, hold the old beside the
# new while realloc copies them: 1100 instances (the doubling at 1024)
# need 1.7 MB then, which -M 1536K (past the arrays' 1.2 MB alone) does
# not hold: refused at the line, with the size; -M 2M reads them
$A gen --count 1100 --pairs 2-2 --keys 8 --values 4 -o "$T/i1100.tsv"
t_bad "1100 instances under -M 1536K: the doubling's peak counted" 1 "i1100\\.tsv:1027: the instances need more than --memory 1536 KB \\(1\\.7 MB for the 1024 read so far\\)$" $A eval --model "$T/mf.tsv" -M 1536K "$T/i1100.tsv"
t_run "  under -M 2M: read" 0 $A eval --model "$T/mf.tsv" -M 2M "$T/i1100.tsv"
