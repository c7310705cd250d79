#!/bin/sh
# --unlabeled on the tools' own outputs that an editor or a pipe changed:
# a byte-order mark before the provenance line (Notepad's "UTF-8 with
# BOM"), CRLF line ends (unix2dos), or the provenance line cut (tail -n
# +2).  Each is still the tool's output, whose rows --unlabeled would read
# as messages: refused as the unchanged file is (attnkit(5) "What the
# tools guess", sms-vocab(1) --unlabeled); --all-text reads it as text.
. "$(dirname "$0")/../../lib.sh"
bom() { printf '\357\273\277'; cat "$1"; }
msgs() { grep -v '^#' "$T/out" | cut -f2 | tr '\n' '|'; }
printf 'ham\tGo until jurong point\nspam\tWin cash now call\nham\tOk lar joking wif u oni\n' > "$T/c.tsv"
sms-vocab --min-count 1 -o "$T/voc" "$T/c.tsv"
sms-vocab --stats -o "$T/st" "$T/c.tsv"
prov="a file sms-vocab wrote \\(its first line '# sms-vocab --min-count 1 [^']*'\\), not messages: --unlabeled would read its rows as text \\(text\\? --all-text\\)\$"

# --- the unchanged file (the rule's other side of each case below)
t_bad "a vocabulary: refused" 1 "^sms-vocab: $T/voc:1: $prov" sms-vocab --unlabeled --stats "$T/voc"

# --- a byte-order mark before the provenance line
bom "$T/voc" > "$T/bvoc"
t_bad "a vocabulary after a BOM: refused as without it" 1 "^sms-vocab: $T/bvoc:1: $prov" sms-vocab --unlabeled --stats "$T/bvoc"
bom "$T/st" > "$T/bst"
t_bad "--stats's table after a BOM: refused" 1 "^sms-vocab: $T/bst:1: a file sms-vocab wrote \\(its first line '# sms-vocab --stats" sms-vocab --unlabeled -t "$T/bst"
t_run "  --all-text: read as text, the provenance line the tool's" 0 sms-vocab --unlabeled --all-text -t "$T/bst"
t_ok "  its rows the messages" test "$(grep -c '^-	' "$T/out")" = "$(($(wc -l < "$T/st") - 1))"
attn-train -e "$DATA/train-emb.tsv" --epochs 1 --save "$T/model" "$DATA/train-corpus.tsv" > /dev/null
t_bad "attn-train --predict --unlabeled: the same" 1 "^attn-train: $T/bvoc:1: a file sms-vocab wrote .*, not messages" attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --unlabeled --predict "$T/bvoc"
printf '# ppmi-svd --count t.tok (attnkit 0.1.0)\n# counts: 2 words\na\ta\t184\n' > "$T/cnt"
bom "$T/cnt" > "$T/bcnt"
t_bad "labelled: a count file after a BOM names ppmi-svd" 1 "^sms-vocab: $T/bcnt:1: a file ppmi-svd wrote \\(its first line '# ppmi-svd --count t\\.tok \\(attnkit 0\\.1\\.0\\)'\\), not a corpus" sms-vocab --stats "$T/bcnt"
# the other side: a BOM before a line that is not the provenance line
# ("# x (attnkit )": no version) or a '#' line of text: text
printf '# x (attnkit )\nhello there\n' > "$T/nov"
bom "$T/nov" > "$T/bnov"
t_run "a BOM before '# x (attnkit )' (no version): text" 0 sms-vocab --unlabeled -t "$T/bnov"
t_ok "  two messages, the BOM dropped" test "$(msgs)" = "x attnkit|hello there|"
printf '#win a prize\nhello\n' > "$T/hash"
bom "$T/hash" > "$T/bhash"
t_run "a BOM before '#win a prize': text" 0 sms-vocab --unlabeled -t "$T/bhash"
t_ok "  two messages" test "$(msgs)" = "win a prize|hello|"

# --- CRLF line ends (the provenance line ends in '\r')
sed 's/$/\r/' "$T/voc" > "$T/crvoc"
t_bad "a vocabulary with CRLF: refused" 1 "^sms-vocab: $T/crvoc:1: $prov" sms-vocab --unlabeled --stats "$T/crvoc"
t_run "  CRLF is not attnkit's bytes: no cut-short rule (last line without newline read)" 0 sh -c "printf '# x (attnkit 1)\\r\\nhello' | sms-vocab --unlabeled --all-text -t"
t_ok "  the one message" test "$(msgs)" = "hello|"

# --- the provenance line cut: the table's header is line 1
tail -n +2 "$T/voc" > "$T/tvoc"
t_bad "a vocabulary without its provenance line: its header named" 1 "^sms-vocab: $T/tvoc:1: not messages \\(header 'word count docs', a vocabulary, the output of sms-vocab; want one message a line\\): --unlabeled would read its rows as text \\(text\\? --all-text\\)\$" sms-vocab --unlabeled --stats "$T/tvoc"
tail -n +2 "$T/st" > "$T/tst"
t_bad "--stats's table without it" 1 "^sms-vocab: $T/tst:1: not messages \\(header 'stat value', statistics" sms-vocab --unlabeled --stats "$T/tst"
t_run "  --all-text: read as text" 0 sms-vocab --unlabeled --all-text -t "$T/tst"
t_ok "  the header a message" test "$(msgs | cut -d'|' -f1)" = "stat value"
printf '\nword\tcount\tdocs\ni\t2\t1\n' > "$T/blank"
t_bad "after a blank line: the first message's line" 1 "^sms-vocab: $T/blank:2: not messages \\(header 'word count docs'" sms-vocab --unlabeled -t "$T/blank"
# the other side: the words with spaces (text), two of the three names,
# or the header below a message: text
printf 'word count docs\ni 2 1\n' > "$T/sp"
t_run "'word count docs' with spaces: text" 0 sms-vocab --unlabeled -t "$T/sp"
t_ok "  two messages" test "$(grep -c '^-	' "$T/out")" = 2
printf 'word\tcount\ni\t2\n' > "$T/two"
t_run "'word<TAB>count': no header of a tool's, text" 0 sms-vocab --unlabeled -t "$T/two"
t_ok "  two messages" test "$(grep -c '^-	' "$T/out")" = 2
printf 'hello there\nword\tcount\tdocs\n' > "$T/below"
t_run "the header's words on line 2: text" 0 sms-vocab --unlabeled -t "$T/below"
t_ok "  two messages" test "$(grep -c '^-	' "$T/out")" = 2
echo "1..$t_num"
