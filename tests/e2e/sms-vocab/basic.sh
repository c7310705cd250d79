#!/bin/sh
# sms-vocab on a small hand-checked corpus: vocabulary, tokens, statistics,
# quoting, options.
. "$(dirname "$0")/../../lib.sh"
C=$DATA/sms-small.tsv

t_run "vocabulary, min-count 2" 0 sms-vocab --min-count 2 "$C"
t_ok "starts with a provenance comment" grep -q '^# sms-vocab --min-count 2 ' "$T/out"
grep -v '^#' "$T/out" > "$T/got"
t_cmp "vocabulary = hand-checked (count desc, then word)" "$DATA/sms-small.vocab" "$T/got"

t_run "tokens" 0 sms-vocab -t "$C"
grep -v '^#' "$T/out" > "$T/got"
t_cmp "tokens = hand-checked (message without tokens dropped)" "$DATA/sms-small.tokens" "$T/got"

t_run "stats" 0 sms-vocab --stats --min-count 2 "$C"
grep -v '^#' "$T/out" > "$T/got"
t_cmp "stats = hand-checked" "$DATA/sms-small.stats" "$T/got"

# --max-vocab: the N most frequent; a tie (call, free: 4) broken by word
t_run "max-vocab 1" 0 sms-vocab --min-count 1 --max-vocab 1 "$C"
t_ok "max-vocab 1 keeps call (ties by word)" test "$(grep -v '^#' "$T/out" | tail -n +2)" = "call	4	3"

# tokens restricted to a vocabulary
sms-vocab --min-count 2 -o "$T/voc.tsv" "$C"
t_run "tokens of a vocabulary" 0 sms-vocab -t -v "$T/voc.tsv" "$C"
t_ok "only vocabulary words in tokens" test "$(grep -v '^#' "$T/out" | sed -n 2p)" = "spam	free call to claim your free prize call"
sms-vocab --min-count 4 -o "$T/voc4.tsv" "$C"	# call, free
t_run "tokens of a 2-word vocabulary" 0 sms-vocab -t -v "$T/voc4.tsv" "$C"
t_ok "messages without vocabulary words dropped" test "$(grep -vc '^#' "$T/out")" -eq 3
t_ok "  and said: how many, the first's line" grep -qx "sms-vocab: note: 3 messages had no word of $T/voc4.tsv and were not written (the first: $C:1); a lower --min-count when the vocabulary is made keeps more words" "$T/err"
# -v of vectors (word2vec's text, attnkit's TSV): their words are their
# trainer's, no --min-count of ours (12d-M9: the note named --min-count,
# a usage error with -t); a vocabulary keeps its --min-count note above
printf '2 2\nfree 0.1 0.2\ncall 0.3 0.1\n' > "$T/v.vec"
printf 'word\td1\nfree\t1\ncall\t2\n' > "$T/v2.tsv"
for v in v.vec v2.tsv; do
	t_run "-t -v vectors ($v): read" 0 sms-vocab -t -v "$T/$v" "$C"
	t_ok "  the note names the vectors' words, not --min-count" grep -qx "sms-vocab: note: 3 messages had no word of $T/$v and were not written (the first: $C:1); the words are the vectors' (their trainer's min_count chose them): vectors trained with a lower min_count, or on this corpus (ppmi-svd), know more" "$T/err"
done
printf '2 2\nzzyzx 0.1 0.2\nqwxk 0.3 0.1\n' > "$T/v0.vec"
t_bad "-t -v vectors sharing no word: refused naming vectors" 1 "^sms-vocab: $C: no message has a word of $T/v0\\.vec \\(6 messages, none written; the first: $C:1\\): vectors of another language or corpus\\? vectors of this one: ppmi-svd, its -v a vocabulary of it: sms-vocab -o VOCAB $C\$" sms-vocab -t -v "$T/v0.vec" "$C"
t_run "tokens of a vocabulary every message meets" 0 sms-vocab -t -v "$T/voc.tsv" "$C"
t_ok "  no note of the vocabulary (line 5, ':-) 123', is a record of no token)" sh -c "! grep -q 'had no word of' '$T/err'"
# a vocabulary that shares no word with the corpus: the token file would
# be an empty corpus, refused as one, no file left; one shared word: read
printf 'word\tcount\tdocs\nzzyzx\t5\t5\nqwxk\t4\t4\n' > "$T/voc0.tsv"
t_bad "-t -v, no word shared: refused" 1 "^sms-vocab: $C: no message has a word of $T/voc0\\.tsv \\(6 messages, none written; the first: $C:1\\): the vocabulary of another corpus\\? this one's: sms-vocab -o VOCAB $C\$" sms-vocab -t -v "$T/voc0.tsv" -o "$T/t0.tok" "$C"
t_ok "  no token file left" test ! -e "$T/t0.tok"
printf 'word\tcount\tdocs\nzzyzx\t5\t5\nfree\t4\t4\n' > "$T/voc1.tsv"
t_run "-t -v, one word shared: read" 0 sms-vocab -t -v "$T/voc1.tsv" "$C"
t_ok "  the three messages with free written" test "$(grep -vc '^#' "$T/out")" -eq 3
t_run "the same, -q" 0 sms-vocab -q -t -v "$T/voc4.tsv" "$C"
t_ok "  -q: no note" test ! -s "$T/err"
# a vocabulary that no message meets (another corpus's): refused, no
# token file; one message meeting it is the note's case above
printf 'word\tcount\tdocs\nzebra\t9\t9\nyak\t8\t8\n' > "$T/other.tsv"
t_bad "a vocabulary no message meets: refused" 1 \
    "^sms-vocab: $C: no message has a word of $T/other\.tsv \([0-9]+ messages, none written; the first: $C:1\): the vocabulary of another corpus\?" \
    sms-vocab -t -v "$T/other.tsv" -o "$T/none.tok" "$C"
t_ok "  no token file written" test ! -e "$T/none.tok"
printf 'word\tcount\tdocs\nzebra\t9\t9\nprize\t8\t8\n' > "$T/one.tsv"
t_run "  one word of it in two messages: written, the rest said" 0 sms-vocab -t -v "$T/one.tsv" "$C"
t_ok "  their two lines" test "$(grep -v '^#' "$T/out" | tr '\n' ' ')" = "spam	prize spam	prize "
t_ok "  and the note" grep -q "^sms-vocab: note: 4 messages had no word of $T/one.tsv" "$T/err"
# records that give no token (digits, punctuation): not written, said with
# how many and the first; a record with one letter is written; --stats
# counts the others as dropped
printf 'ham\tgo home now\nspam\t123 456 !!!\nham\t:-) ;-)\nspam\tfree prize 1\nham\tx 1\n' > "$T/nt.tsv"
t_run "records of no letter" 0 sms-vocab -t "$T/nt.tsv"
t_ok "  three lines written" test "$(grep -v '^#' "$T/out" | tr '\t\n' '>|')" = "ham>go home now|spam>free prize|ham>x|"
t_ok "  said: two, the first's line and text" grep -qx "sms-vocab: note: 2 records without a letter gave no token and were not written (the first: $T/nt.tsv:2, '123 456 !!!'): a message is its tokens, runs of letters, and no tokenizer makes one of digits or punctuation alone (--stats counts them as dropped)" "$T/err"
t_run "  --stats: dropped 2" 0 sms-vocab --stats "$T/nt.tsv"
t_ok "  dropped 2" grep -qx 'dropped	2' "$T/out"
t_ok "  --stats: no -t note (its own count)" sh -c "! grep -q 'not written' '$T/err'"
t_run "  -q: not said" 0 sms-vocab -q -t "$T/nt.tsv"
t_ok "  -q: nothing on stderr" test ! -s "$T/err"
printf 'ham\tgo home now\nspam\tfree 1\n' > "$T/nt2.tsv"
t_run "every record with a letter: no note" 0 sms-vocab -t "$T/nt2.tsv"
t_ok "  nothing said" test ! -s "$T/err"

# stdin and '-' are the same as the file
T_STDIN=$C t_run "stdin" 0 sms-vocab --min-count 2
grep -v '^#' "$T/out" > "$T/got"
t_cmp "stdin gives the same vocabulary" "$DATA/sms-small.vocab" "$T/got"

# the tokenized corpus (with its provenance comment) read again: same vocabulary
sms-vocab -t "$C" | sms-vocab --min-count 2 | grep -v '^#' > "$T/got"
t_cmp "tokens fed back: '#' line skipped, same vocabulary" "$DATA/sms-small.vocab" "$T/got"
printf '# a comment\nham\t"two\n# not a comment"\n# comment\nspam\tx\n' > "$T/c.tsv"
t_run "comments in csv mode" 0 sms-vocab --quoting csv -t "$T/c.tsv"
t_ok "csv: '#' inside a quoted field is text, outside a comment" test "$(grep -v '^# sms' "$T/out" | tr '\n' '|')" = "ham	two not a comment|spam	x|"

# CRLF line ends and a last line without newline change nothing
sed 's/$/\r/' "$C" | head -c -2 > "$T/crlf.tsv"
t_run "CRLF, no final newline" 0 sms-vocab --min-count 2 "$T/crlf.tsv"
grep -v '^#' "$T/out" > "$T/got"
t_cmp "CRLF + no final newline: same vocabulary (nothing lost)" "$DATA/sms-small.vocab" "$T/got"

# --quoting csv: a quoted field spans lines
printf 'ham\t"first\nstill first"\nspam\tsecond\n' > "$T/q.tsv"
t_run "csv quoting" 0 sms-vocab --stats --quoting csv "$T/q.tsv"
t_ok "csv: 2 messages from 3 lines" grep -qx 'messages	2' "$T/out"
t_run "none quoting on the same file" 1 sms-vocab --stats --quoting none "$T/q.tsv"
t_err "none: line 2 has no TAB" "^sms-vocab: .*q\.tsv:2: no TAB"

# a 100,000-letter word is one token (no length limit)
awk 'BEGIN { s = "ham\t"; for (i = 0; i < 100000; i++) s = s "x"; print s " yes" }' > "$T/long.tsv"
t_run "100,000-letter word" 0 sms-vocab --min-count 1 "$T/long.tsv"
t_ok "the long word is counted once, whole" test "$(awk -F'\t' 'length($1) == 100000 && $2 == 1' "$T/out" | wc -l)" -eq 1

# -o writes atomically; the provenance goes into the file
t_run "-o FILE" 0 sms-vocab --min-count 2 -o "$T/v.tsv" "$C"
t_ok "-o: nothing on stdout" test ! -s "$T/out"
grep -v '^#' "$T/v.tsv" > "$T/got"
t_cmp "-o: the file holds the vocabulary" "$DATA/sms-small.vocab" "$T/got"

t_run "--help" 0 sms-vocab --help
t_ok "--help prints the synopsis on stdout" grep -q '^usage: sms-vocab' "$T/out"
t_run "--version" 0 sms-vocab --version

# --tokenizer: one hand-made line (lib/text/text.h; the unit test has more):
# "E-mail" (hyphen), "&lt;#&gt;" (HTML entities), "café" and "Ür" (Latin-1)
printf 'ham\tE-mail me &lt;#&gt; at caf\303\251 \303\234r\n' > "$T/tok.tsv"
tok() { sms-vocab -t --tokenizer "$1" "$T/tok.tsv" | grep -v '^#'; }
t_ok "--tokenizer ascii: e mail lt gt caf r" test "$(tok ascii)" = "$(printf 'ham\te mail me lt gt at caf r')"
t_ok "the default, auto: the line has letters beyond ASCII, so unicode's" test "$(tok unicode)" = "$(sms-vocab -q -t "$T/tok.tsv" | grep -v '^#')"
t_ok "  unicode: café, ür" test "$(tok unicode)" = "$(printf 'ham\te mail me lt gt at caf\303\251 \303\274r')"
t_ok "--tokenizer html: no lt, gt" test "$(tok html)" = "$(printf 'ham\te mail me at caf r')"
t_ok "--tokenizer hyphen: email" test "$(tok hyphen)" = "$(printf 'ham\temail me lt gt at caf r')"
t_ok "--tokenizer latin1: café, ür" test "$(tok latin1)" = "$(printf 'ham\te mail me lt gt at caf\303\251 \303\274r')"
t_ok "--tokenizer lesson = html,hyphen,latin1" test "$(tok lesson)" = "$(printf 'ham\temail me at caf\303\251 \303\274r')"
t_ok "--tokenizer latin1,hyphen,html = lesson" test "$(tok latin1,hyphen,html)" = "$(tok lesson)"
t_run "--tokenizer lesson vocabulary" 0 sms-vocab --min-count 1 --tokenizer lesson "$T/tok.tsv"
t_ok "the vocabulary has the 5 lesson-tokenizer words" test "$(grep -v '^#' "$T/out" | tail -n +2 | cut -f 1 | sort | tr '\n' ' ')" = "$(printf 'at caf\303\251 email me \303\274r ')"
