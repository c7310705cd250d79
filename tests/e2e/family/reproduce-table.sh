#!/bin/sh
# make reproduce's table (tools/reproduce/reproduce-lesson.sh) on the real corpus:
# its structure (9 columns, known kinds and verdicts, a tolerance on every
# statistical row), that the closing "reproduced: N of M" line counts the
# rows' verdicts, that the verdict rules hold row by row, and the
# lesson's exact numbers come out as "yes".  Few seeds, to stay quick.
. "$(dirname "$0")/../../lib.sh"
: "${SMS_CORPUS:=}"
if ! have_corpus; then
	t_skip "reproduce table" "SMS_CORPUS not set or not a file ('$SMS_CORPUS')"
	exit 0
fi
export REPRODUCE_SPLITS=4 REPRODUCE_SEEDS=3 REPRODUCE_RUNS=2
t_run "reproduce-lesson.sh runs" 0 sh "$ATTNKIT_TOP/tools/reproduce/reproduce-lesson.sh" \
    "$SMS_CORPUS" "$ATTNKIT_BIN" "$T/o"
tab=$T/o/reproduce/table.tsv
t_ok "the table is written" test -s "$tab"
t_ok "header: n section quantity lesson ours kind tolerance verdict command" \
    sh -c "head -1 '$tab' | grep -qx 'n	section	quantity	lesson	ours	kind	tolerance	verdict	command'"
t_ok "every row has 9 fields" awk -F'\t' 'NF != 9 { exit 1 }' "$tab"
t_ok "at least 45 lesson numbers" test "$(sed 1d "$tab" | wc -l)" -ge 45
t_ok "rows numbered 1..M in order" awk -F'\t' 'NR > 1 && $1 != NR - 1 { exit 1 }' "$tab"
t_ok "kinds: exact, statistical, corpus, fitted" \
    awk -F'\t' 'NR > 1 && $6 !~ /^(exact|statistical|corpus|fitted)$/ { exit 1 }' "$tab"
t_ok "verdicts: yes, no, fitted (exactly for kind fitted), inconclusive (only timings)" \
    awk -F'\t' 'NR > 1 && ($8 !~ /^(yes|no|fitted|inconclusive)$/ || ($8 == "fitted") != ($6 == "fitted") ||
	($8 == "inconclusive" && $2 != "Цена")) { exit 1 }' "$tab"
t_ok "a tolerance on every statistical row, none elsewhere" \
    awk -F'\t' 'NR > 1 && (($6 == "statistical") != ($7 ~ /^±[0-9.e+-]+ \(2 sd, [0-9]+ seeds\)$/)) { exit 1 }' "$tab"
t_ok "exact and corpus rows: yes iff ours is the lesson's string" \
    awk -F'\t' 'NR > 1 && ($6 == "exact" || $6 == "corpus") && (($8 == "yes") != ($4 == $5)) { exit 1 }' "$tab"
# statistical rows: recompute the verdict from "mean ± sd" and the tolerance
t_ok "statistical rows: yes iff |lesson - mean| <= tolerance" \
    awk -F'\t' 'NR > 1 && $6 == "statistical" { split($5, a, " ± "); t = substr($7, 3) + 0
	d = $4 - a[1]; if (d < 0) d = -d
	# the printed mean is rounded: only a clear case must agree
	if ($8 == "inconclusive") next
	if (d < t * 0.99 && $8 != "yes") exit 1; if (d > t * 1.01 && $8 != "no") exit 1 }' "$tab"
t_ok "the last line of the output is the count" \
    sh -c "tail -1 '$T/out' | grep -Eqx 'reproduced: [0-9]+ of [0-9]+ lesson numbers'"
yes=$(awk -F'\t' 'NR > 1 && $8 == "yes"' "$tab" | wc -l)
m=$(sed 1d "$tab" | wc -l)
t_ok "the count line matches the rows' verdicts ($yes of $m)" \
    sh -c "tail -1 '$T/out' | grep -qx 'reproduced: $yes of $m lesson numbers'"
ex() { awk -F'\t' -v l="$1" -v q="$2" 'NR > 1 && $4 == l && index($3, q) { print $8 }' "$tab"; }
t_ok "exact: 5569 messages" test "$(ex 5569 messages)" = yes
t_ok "exact: 0.953, 0.646, 0.329 (dilution)" test "$(ex 0.953 competitor)$(ex 0.646 competitors)$(ex 0.329 competitors)" = yesyesyes
t_ok "exact: PE 32.00 30.92 22.41" test "$(ex 32.00 PE)$(ex 30.92 PE)$(ex 22.41 PE)" = yesyesyes
t_ok "exact: head A 0.911, 4d² = 4096" test "$(ex 0.911 'head A')$(ex 4096 MHA)" = yesyes
t_ok "exact: the map's size 16.0 and 256.0 MiB" test "$(ex 16.0 map)$(ex 256.0 map)" = yesyes
t_ok "corpus: the lesson's 9 words" test "$(ex 'free nokia motorola on orange call mobileupd or optout' words)" = yes
# the generated section of REPRODUCTION.md: the same M rows, the same count
awk '/^<!-- table: begin/ { on = 1; next } /^<!-- table: end/ { on = 0 } on' \
    "$T/o/REPRODUCTION.md" > "$T/doc"
t_ok "REPRODUCTION.md gets the same $m rows" \
    test "$(grep -c '^| [0-9][0-9]* | ' "$T/doc")" -eq "$m"
t_ok "REPRODUCTION.md gets the same count line" \
    sh -c "grep -qx \"\$(tail -1 '$T/out')\" '$T/doc'"
