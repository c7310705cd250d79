#!/bin/sh
# The text side's guesses (attnkit(5) "What the tools guess", sms-vocab(1)
# "Headers and labels"), each with an input on either side of its rule
# and one exactly ambiguous:
#   line ends: a CR inside a line that more of the line follows is a line
#     end of a file whose lines end in CR alone (classic Mac), refused
#     naming tr '\r' '\n' where a CR can be no character of the record
#     (--unlabeled, a CSV record outside a quoted field, token lines; a
#     TAB line when a word and a TAB follow it); a CR in a quoted CSV
#     field is the field's, CRs at a line's end end nothing;
#   combining marks belong to the letter before them (UAX #29): under
#     auto a mark after a letter makes the message unicode's; a letter
#     written decomposed (a pair NFC composes) is said, naming uconv;
#   -v VOCAB: a token is looked up as written, then by its case folding,
#     said with --keep-case;
#   the header: certain when the label and text fields both name columns
#     (a header) or neither does (a message); else said with --header or
#     --no-header;
#   '#' under --unlabeled is text ('#win a prize'), the tools' provenance
#     line aside; in a labelled file a comment;
#   a byte-order mark after line 1 (files joined with cat) is named.
. "$(dirname "$0")/../../lib.sh"

tok() { grep -v '^#' "$T/out" | tr '\t\n' ':|'; }

# --- line ends
printf 'hello world\rsecond line\rthird\r' > "$T/mac.txt"
t_bad "--unlabeled, CR line ends: refused naming tr" 1 \
    "^sms-vocab: $T/mac\\.txt:1: a carriage return inside the line \\('second' follows it\\): lines that end in CR alone \\(classic Mac\\)\\? convert them with tr '\\\\r' '\\\\n'; a line break inside a message\\? tr '\\\\r' ' '$" \
    sms-vocab -t --unlabeled "$T/mac.txt"
t_ok "  nothing on stdout" test ! -s "$T/out"
tr '\r' '\n' < "$T/mac.txt" > "$T/unix.txt"
t_run "  the fix named reads it" 0 sms-vocab -t --unlabeled "$T/unix.txt"
t_ok "  three messages" test "$(tok)" = "-:hello world|-:second line|-:third|"
printf 'hello world\r\r\nsecond\n' > "$T/crcr.txt"
t_run "--unlabeled, CRs at a line's end: no line after them" 0 sms-vocab -t --unlabeled "$T/crcr.txt"
t_ok "  two messages" test "$(tok)" = "-:hello world|-:second|"
printf 'ham\thello world\rspam\twin cash\r' > "$T/mac.tsv"
t_bad "TAB lines ending in CR: refused naming tr" 1 \
    "^sms-vocab: $T/mac\\.tsv:1: a carriage return inside the line ends a record \\('spam' follows it\\): lines that end in CR alone \\(classic Mac\\)\\? convert them with tr '\\\\r' '\\\\n'$" \
    sms-vocab -t "$T/mac.tsv"
printf 'ham\thello\rworld\n' > "$T/crtext.tsv"
t_run "a TAB line's CR that no word and TAB follow: the text's" 0 sms-vocab -t "$T/crtext.tsv"
t_ok "  one message" test "$(tok)" = "ham:hello world|"
printf 'v1,v2\rham,hello\rspam,win\r' > "$T/mac.csv"
t_bad "CSV, CR line ends: refused naming tr" 1 \
    "^sms-vocab: $T/mac\\.csv:1: a carriage return inside the line \\('ham,hello' follows it\\): lines that end in CR alone \\(classic Mac\\)\\? convert them with tr '\\\\r' '\\\\n'$" \
    sms-vocab -t --csv "$T/mac.csv"
# a CR then a blank: nothing quoted after it ('' follows it), and nothing
# read past the line (the reader's line holds no NUL there)
printf '21e3\r 0.5\n' > "$T/crsp.csv"
t_run "CSV --unlabeled, a CR then a blank: refused" 1 sms-vocab -t --csv --unlabeled "$T/crsp.csv"
t_ok "  '' follows it, the last line" sh -c "tail -1 '$T/err' | grep -q \"^sms-vocab: $T/crsp\\\\.csv:1: a carriage return inside the line ('' follows it): lines that end in CR alone\""
printf 'v1,v2\n"ham","a\rb"\nspam,"x\ry"\n' > "$T/qcr.csv"
t_run "CSV, a CR in a quoted field: the field's" 0 sms-vocab -t --csv "$T/qcr.csv"
t_ok "  two messages" test "$(tok)" = "ham:a b|spam:x y|"
printf 'word\tcount\tdocs\nhello\t2\t2\n' > "$T/vocab.tsv"
printf '# sms-vocab -t x (attnkit 1)\nham\thello world\rspam\twin\n' > "$T/mac.tok"
t_bad "token lines ending in CR: refused naming tr" 1 \
    "mac\\.tok:2: a carriage return inside the line \\('spam' follows it\\): lines that end in CR alone \\(classic Mac\\)\\? convert them with tr '\\\\r' '\\\\n'$" \
    ppmi-svd --count -v "$T/vocab.tsv" -o "$T/c.tsv" "$T/mac.tok"

printf '{"text":"a","label":"ham"}\r{"text":"b","label":"spam"}\r' > "$T/mac.jsonl"
t_bad "JSON Lines ending in CR: not JSON, tr named" 1 \
    "^sms-vocab: $T/mac\\.jsonl:1: not JSON: end of file expected near '\\{' \\(column 28\\) \\(a carriage return inside the line: lines that end in CR alone \\(classic Mac\\)\\? convert them with tr '\\\\r' '\\\\n'\\)$" \
    sms-vocab -t --jsonl "$T/mac.jsonl"
printf '{"text":"a",\r"label":"ham"}\n' > "$T/crws.jsonl"
t_run "JSON Lines: a CR between values is JSON's whitespace" 0 sms-vocab -t --jsonl "$T/crws.jsonl"
t_ok "  one message" test "$(tok)" = "ham:a|"
awk 'BEGIN { for (i = 0; i < 8000; i++) printf "hello sam\r" }' > "$T/bigmac.txt"
t_bad "a CR-only file longer than the longest line: tr named" 1 \
    "^sms-vocab: $T/bigmac\\.txt:1: line longer than 64 KB, .*; it holds carriage returns: lines that end in CR alone \\(classic Mac\\)\\? convert them with tr '\\\\r' '\\\\n'$" \
    sms-vocab -M 1M -t --unlabeled "$T/bigmac.txt"
awk 'BEGIN { for (i = 0; i < 8000; i++) printf "hello sam " }' > "$T/bigline.txt"
t_bad "  without a CR: no such hint" 1 "bigline\\.txt:1: line longer than 64 KB, .*not a text file\\?\\)$" \
    sms-vocab -M 1M -t --unlabeled "$T/bigline.txt"

# --- combining marks (e and U+0301; é composed is U+00E9)
printf 'caf\145\314\201 au lait\n' > "$T/nfd.txt"
t_run "auto: a mark after a letter" 0 sms-vocab -t --unlabeled "$T/nfd.txt"
t_ok "  one token with its mark" test "$(tok)" = "$(printf -- '-:caf\145\314\201 au lait|')"
t_ok "  said: tokenized as unicode" grep -q "^sms-vocab: note: 1 message with letters outside ASCII (the first '$(printf '\145\314\201')', $T/nfd\\.txt:1) tokenized as --tokenizer unicode" "$T/err"
t_ok "  said: written decomposed, uconv named" grep -qx "sms-vocab: note: 1 message with letters written decomposed (the first '$(printf '\145\314\201')', e and U+0301, $T/nfd.txt:1): the tokenizer does not normalize, so the same word written composed is another token; to make them one, convert the text to NFC first: uconv -x any-nfc FILE (Debian's icu-devtools)" "$T/err"
printf 'caf\303\251 au lait\n' > "$T/nfc.txt"
t_run "composed: the same word" 0 sms-vocab -t --unlabeled "$T/nfc.txt"
t_ok "  nothing said of decomposed letters" sh -c "! grep -q decomposed '$T/err'"
# the fix named makes them one word (Python's NFC, the peer of uconv)
cat "$T/nfd.txt" "$T/nfc.txt" | /usr/bin/python3 -c 'import sys, unicodedata as u; sys.stdout.write(u.normalize("NFC", sys.stdin.read()))' > "$T/both.txt"
t_run "  after NFC, one word twice" 0 sms-vocab --unlabeled --min-count 2 "$T/both.txt"
t_ok "  café 2 2" grep -qx "$(printf 'caf\303\251\t2\t2')" "$T/out"
printf 'x\314\201 and\n' > "$T/nopair.txt"	# x and U+0301: no composed form
t_run "a mark NFC composes with nothing before it" 0 sms-vocab -t --unlabeled "$T/nopair.txt"
t_ok "  the mark kept in its word, nothing said of decomposed" sh -c "grep -q '$(printf 'x\314\201')' '$T/out' && ! grep -q decomposed '$T/err'"
printf 'a \314\201b\n' > "$T/lone.txt"
t_run "a mark after a space: a separator" 0 sms-vocab -t --unlabeled "$T/lone.txt"
t_ok "  a, b; ascii, nothing said" sh -c "test '$(printf -- '-:a b|')' = \"\$(grep -v '^#' '$T/out' | tr '\t\n' ':|')\" && test ! -s '$T/err'"
t_run "--tokenizer ascii: the mark a separator" 0 sms-vocab -t --unlabeled --tokenizer ascii "$T/nfd.txt"
t_ok "  cafe au lait" test "$(tok)" = "-:cafe au lait|"

# --- -v VOCAB against tokens of another case
printf 'ham\tParis is big\nham\tin paris\n' > "$T/paris.tsv"
printf 'word\tcount\tdocs\nParis\t2\t2\nbig\t1\t1\n' > "$T/cased.tsv"
t_run "-v a cased vocabulary, tokens folded" 0 sms-vocab -t -v "$T/cased.tsv" "$T/paris.tsv"
t_ok "  found by folding, written as the vocabulary's" test "$(tok)" = "ham:Paris big|ham:Paris|"
t_err "  said, naming --keep-case" "^sms-vocab: note: 2 tokens found in $T/cased\\.tsv only by their case folding and written as its words \\(the first 'paris' as 'Paris', $T/paris\\.tsv:1\\): the vocabulary and the tokens differ in case; build the one and read the other both with --keep-case, or both without it, to match them as written$"
t_run "  --keep-case: exact" 0 sms-vocab -t --keep-case -v "$T/cased.tsv" "$T/paris.tsv"
t_ok "  Paris as written; paris by folding" test "$(tok)" = "ham:Paris big|ham:Paris|"
t_ok "  said once, for paris" grep -q "^sms-vocab: note: 1 token found in .* (the first 'paris' as 'Paris'" "$T/err"
printf 'word\tcount\tdocs\nparis\t2\t2\nbig\t1\t1\n' > "$T/folded.tsv"
t_run "-v a folded vocabulary, tokens folded: exact" 0 sms-vocab -t -v "$T/folded.tsv" "$T/paris.tsv"
t_ok "  nothing said" sh -c "test \"\$(grep -v '^#' '$T/out' | tr '\t\n' ':|')\" = 'ham:paris big|ham:paris|' && test ! -s '$T/err'"
printf 'word\tcount\tdocs\nPARIS\t1\t1\nParis\t2\t2\n' > "$T/two.tsv"
t_run "two rows of one folding: the first" 0 sms-vocab -t -v "$T/two.tsv" "$T/paris.tsv"
t_ok "  PARIS" test "$(tok)" = "ham:PARIS|ham:PARIS|"

# --- the header rule, said where it is not certain
printf 'label\ttext\nham\thi\n' > "$T/h1.tsv"
t_run "label<TAB>text: the header, certain" 0 sms-vocab -t "$T/h1.tsv"
t_ok "  nothing said" sh -c "test \"\$(grep -v '^#' '$T/out' | tr '\t\n' ':|')\" = 'ham:hi|' && test ! -s '$T/err'"
printf 'ham\thello there\nham\thi\n' > "$T/h2.tsv"
t_run "ham<TAB>hello there: a message, certain" 0 sms-vocab -t "$T/h2.tsv"
t_ok "  nothing said" sh -c "test \"\$(grep -v '^#' '$T/out' | tr '\t\n' ':|')\" = 'ham:hello there|ham:hi|' && test ! -s '$T/err'"
printf 'label\tham\nspam\thello\n' > "$T/h3.tsv"
t_run "label<TAB>ham: the header, not certain" 0 sms-vocab -t "$T/h3.tsv"
t_ok "  one message" test "$(tok)" = "spam:hello|"
t_err "  said, naming --no-header" "^sms-vocab: note: $T/h3\\.tsv:1: 'label\\\\tham' read as the header, though its 'ham' is no column's name; a message\\? read it with --no-header$"
t_bad "  --no-header: a message, whose label is refused beside the text ham" 1 \
    "^sms-vocab: $T/h3\\.tsv:1: label 'label' beside the text 'ham': the columns the other way round\\? " \
    sms-vocab -t --no-header "$T/h3.tsv"
printf 'ham\ttext\nham\thello\n' > "$T/h4.tsv"
t_run "ham<TAB>text over ham: a message, not certain" 0 sms-vocab -t "$T/h4.tsv"
t_ok "  two messages" test "$(tok)" = "ham:text|ham:hello|"
t_err "  said, naming --header" "^sms-vocab: note: $T/h4\\.tsv:1: 'ham\\\\ttext' read as a message labelled 'ham', though its 'text' is a column's name \\(the label below it is of its kind\\); the header\\? read it with --header$"
t_run "  --header: nothing said" 0 sms-vocab -t --header "$T/h4.tsv"
t_ok "  one message" sh -c "test \"\$(grep -v '^#' '$T/out' | tr '\t\n' ':|')\" = 'ham:hello|' && test ! -s '$T/err'"
printf 'ham\ttext\n' > "$T/h5.tsv"
t_run "ham<TAB>text alone" 0 sms-vocab -t "$T/h5.tsv"
t_err "  a message, said" "^sms-vocab: note: $T/h5\\.tsv:1: 'ham\\\\ttext' read as a message labelled 'ham', though its 'text' is a column's name \\(no record follows it\\); the header\\? read it with --header$"
printf 'Ham,hello there\nham,x\n' > "$T/h6.csv"
t_run "CSV Ham,hello there: the header, not certain" 0 sms-vocab -t --csv "$T/h6.csv"
t_err "  said, naming --no-header" "^sms-vocab: note: $T/h6\\.csv:1: 'Ham,hello there' read as the header, though its 'Ham' is no column's name; a message\\? read it with --no-header$"
printf 'ham,class\nham,x\n' > "$T/h7.csv"
t_run "CSV ham,class: a message, not certain" 0 sms-vocab -t --csv "$T/h7.csv"
t_err "  said, naming --header" "^sms-vocab: note: $T/h7\\.csv:1: 'ham,class' read as a message labelled 'ham', though its 'class' is a column's name; the header\\? read it with --header$"
t_run "  -q: not said" 0 sms-vocab -q -t --csv "$T/h7.csv"
t_ok "  stderr empty" test ! -s "$T/err"
# a label column past the record's fields, its text a column's name: no
# decision to say (libFuzzer's find: the note read the missing label)
printf 'text,x\nham,x\n' > "$T/h8.csv"
t_bad "a label column past the fields" 1 "^sms-vocab: $T/h8\\.csv:1: 2 fields, no column 3 \\(the label column\\)$" \
    sms-vocab -t --csv --label-column 3 --text-column 1 "$T/h8.csv"

# the label map's '*' takes any label: a first record is a header only
# when its fields name columns; any other is a message, said
printf '0,see you later\n1,win cash\n0,ok then\n' > "$T/star.csv"
t_run "'*' map, 0/1 rows: line 1 a message" 0 sms-vocab -t --csv --label-map '1=spam,*=ham' "$T/star.csv"
t_ok "  three messages" test "$(tok)" = "ham:see you later|spam:win cash|ham:ok then|"
t_err "  said, naming --header" "^sms-vocab: note: $T/star\\.csv:1: '0,see you later' read as a message labelled '0' \\(--label-map's '\\*' takes any label\\); the header\\? read it with --header$"
printf 'not_spam\tsee you later\nspam\twin cash\n' > "$T/star.tsv"
t_run "'*' map, a TAB file: line 1 a message" 0 sms-vocab -t --label-map 'spam=spam,*=ham' "$T/star.tsv"
t_ok "  two messages" test "$(tok)" = "ham:see you later|spam:win cash|"
printf 'v1,v2\n1,win cash\n0,see you\n' > "$T/star-h.csv"
t_run "'*' map, v1,v2: the header (its fields name columns)" 0 sms-vocab -t --csv --label-map '1=spam,*=ham' "$T/star-h.csv"
t_ok "  two messages" test "$(tok)" = "spam:win cash|ham:see you|"
t_ok "  nothing said" test ! -s "$T/err"
for h in 'label,message' 'v1,v2' 'class,text'; do
	printf '%s\n0,see you later\n1,win cash now\n' "$h" > "$T/star-h0.csv"
	t_run "'*' map, $h then a label '*' maps: the header" 0 sms-vocab -t --csv --label-map '1=spam,*=ham' "$T/star-h0.csv"
	t_ok "  two messages" test "$(tok)" = "ham:see you later|spam:win cash now|"
	t_ok "  nothing said" test ! -s "$T/err"
done
printf 'is_spam,sms_text\n1,win\n' > "$T/star-amb.csv"
t_run "'*' map, is_spam,sms_text: the header (a flag's name, no label)" 0 sms-vocab -t --csv --label-map '1=spam,*=ham' "$T/star-amb.csv"
t_ok "  one message" test "$(tok)" = "spam:win|"
t_ok "  nothing said" test ! -s "$T/err"
printf 'spam_or_not,sms_text\n1,win\n' > "$T/star-amb.csv"
t_run "'*' map, spam_or_not,sms_text: a message (ambiguous), said" 0 sms-vocab -t --csv --label-map '1=spam,*=ham' "$T/star-amb.csv"
t_err "  naming --header" "^sms-vocab: note: $T/star-amb\\.csv:1: 'spam_or_not,sms_text' read as a message labelled 'spam_or_not' \\(--label-map's '\\*' takes any label\\); the header\\? read it with --header$"
t_run "  --header: the header" 0 sms-vocab -t --csv --header --label-map '1=spam,*=ham' "$T/star-amb.csv"
t_ok "  one message" test "$(tok)" = "spam:win|"
# '*' does not take the tools' own labels: spam and ham stay themselves
printf 'spam\twin cash\nham\tsee you\n1\tfree prize\n0\tok\n' > "$T/star-own.tsv"
t_run "'*' map beside spam and ham lines" 0 sms-vocab -t --label-map '1=spam,*=ham' "$T/star-own.tsv"
t_ok "  spam stays spam" test "$(tok)" = "spam:win cash|ham:see you|spam:free prize|ham:ok|"
# -v's file within -M's line limit
{ printf 'word\tcount\tdocs\n'; head -c 2000000 /dev/zero | tr '\0' a; printf '\t5\t5\n'; } > "$T/longv.tsv"
t_bad "-v: a 2 MB word under -M 16M: the line limit" 1 "^sms-vocab: $T/longv\\.tsv:2: line longer than 1 MB" \
    sms-vocab -M 16M -t -v "$T/longv.tsv" "$T/star-own.tsv"
# a TAB file whose first label is no label the label rule knows (is_spam,
# y): held; a label of the rule below it (spam/ham, 1/0, true/false in any
# case) makes it the header, said with --no-header; another word below
# it, or no record, a message
printf 'is_spam\tsms_text\nspam\twin cash\nham\tsee you\n' > "$T/hx.tsv"
t_run "is_spam<TAB>sms_text over spam/ham: the header" 0 sms-vocab --stats "$T/hx.tsv"
t_ok "  two messages, no other label" grep -qx 'messages	2' "$T/out"
t_ok "  said, naming --no-header" grep -q "^sms-vocab: note: $T/hx.tsv:1: 'is_spam\\\\tsms_text' read as the header: its 'is_spam' is no label, and the label below it, 'spam', is one; a message? read it with --no-header$" "$T/err"
t_run "  --no-header: a message labelled is_spam" 0 sms-vocab --stats --no-header "$T/hx.tsv"
t_ok "  three messages" grep -qx 'messages	3' "$T/out"
printf 'is_spam\tbody\n1\tWin cash now\n0\tsee you later\n' > "$T/h01.tsv"
t_bad "is_spam<TAB>body over 1/0: the header, then the map its labels want" 1 "^sms-vocab: $T/h01.tsv:2: label '1' is neither ham nor spam, and line 1 \\('is_spam\\\\tbody'\\) was read as the header: name the labels with --label-map 1=spam,0=ham" sms-vocab -q --stats "$T/h01.tsv"
t_run "  with the map: two messages" 0 sms-vocab --stats --label-map 1=spam,0=ham "$T/h01.tsv"
t_ok "  two" grep -qx 'messages	2' "$T/out"
printf 'y\tx\nTRUE\tWin cash now\nFALSE\tsee you later\n' > "$T/htf.tsv"
t_bad "y<TAB>x over TRUE/FALSE: the header" 1 "^sms-vocab: $T/htf.tsv:2: label 'TRUE' is neither ham nor spam, and line 1 \\('y\\\\tx'\\) was read as the header: name the labels with --label-map TRUE=spam,FALSE=ham" sms-vocab -q --stats "$T/htf.tsv"
# the other side: a word below it that is no label of the rule (the English
# corpus's own labels), or no second record: a message
printf 'gcide\tfree cash\nwiki\tsee you\ngcide\tok\n' > "$T/hw.tsv"
t_run "gcide over wiki: messages" 0 sms-vocab --stats "$T/hw.tsv"
t_ok "  three" grep -qx 'messages	3' "$T/out"
t_ok "  no header said" sh -c "! grep -q 'read as the header' '$T/err'"
printf 'is_spam\tbody\n' > "$T/h1.tsv"
t_run "is_spam<TAB>body alone (exactly ambiguous: nothing below it): a message" 0 sms-vocab --stats --min-count 1 "$T/h1.tsv"
t_ok "  one message" grep -qx 'messages	1' "$T/out"

# --- '#' lines
printf '#win a prize\nhello\n' > "$T/hash.txt"
t_run "--unlabeled: a '#' line is text" 0 sms-vocab -t --unlabeled "$T/hash.txt"
t_ok "  two messages" test "$(tok)" = "-:win a prize|-:hello|"
t_run "  --stats counts it" 0 sms-vocab --stats --unlabeled "$T/hash.txt"
t_ok "  records 2" grep -qx "$(printf 'records\t2')" "$T/out"
printf '# sms-vocab x (attnkit 0.1.0)\nhello\n' > "$T/prov.txt"
t_bad "--unlabeled: a file the tools wrote (their provenance line) is no messages" 1 "^sms-vocab: $T/prov.txt:1: a file sms-vocab wrote \\(its first line '# sms-vocab x \\(attnkit 0\\.1\\.0\\)'\\), not messages: --unlabeled would read its rows as text \\(text\\? --all-text\\)$" sms-vocab -t --unlabeled "$T/prov.txt"
t_run "  --all-text: read, the provenance line theirs" 0 sms-vocab -t --unlabeled --all-text "$T/prov.txt"
t_ok "  one message" test "$(tok)" = "-:hello|"
# the tools' outputs as a corpus: each refused naming the tool, with
# --unlabeled or without (but sms-vocab -t's token lines, a corpus)
printf 'ham\thello\n' > "$T/pl.tsv"
sms-vocab -o "$T/pv.tsv" --min-count 1 "$T/pl.tsv"
t_bad "--unlabeled on sms-vocab's vocabulary" 1 "^sms-vocab: $T/pv.tsv:1: a file sms-vocab wrote \\(its first line '# sms-vocab -o .*'\\), not messages: .*--all-text\\)$" sms-vocab --unlabeled "$T/pv.tsv"
printf '# ppmi-svd --count t.tok (attnkit 0.1.0)\n# counts: 2 words\na\ta\t184\na\tb\t3\n' > "$T/cnt.tsv"
t_bad "a count file (ppmi-svd's) as a corpus" 1 "^sms-vocab: $T/cnt.tsv:1: a file ppmi-svd wrote \\(its first line '# ppmi-svd --count t\\.tok \\(attnkit 0\\.1\\.0\\)'\\), not a corpus \\(want label<TAB>text, or sms-vocab -t's token lines\\)$" sms-vocab --stats "$T/cnt.tsv"
t_bad "  with --unlabeled" 1 "^sms-vocab: $T/cnt.tsv:1: a file ppmi-svd wrote .*, not messages" sms-vocab --stats --unlabeled "$T/cnt.tsv"
t_run "  --unlabeled --all-text: read as text, the provenance line skipped" 0 sms-vocab -t --unlabeled --all-text "$T/cnt.tsv"
t_ok "  three lines, the comment a message" test "$(tok)" = "-:counts words|-:a a|-:a b|"
printf '# attn-train -e e.tsv --predict c.tsv (attnkit 0.1.0)\nid\tlabel\tmessage\n1\tham\thello\n' > "$T/pred.tsv"
t_bad "attn-train's predictions as a corpus" 1 "^sms-vocab: $T/pred.tsv:1: a file attn-train wrote" sms-vocab --stats "$T/pred.tsv"
attn-train -e "$DATA/train-emb.tsv" --epochs 1 --save "$T/model" "$DATA/train-corpus.tsv" > /dev/null
t_bad "  attn-train --predict --unlabeled: the same" 1 "^attn-train: $T/pred.tsv:1: a file attn-train wrote .*, not messages" attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --predict --unlabeled "$T/pred.tsv"
sms-vocab -t "$T/pl.tsv" > "$T/ptok.tsv"
t_run "sms-vocab -t's token lines: a corpus" 0 sms-vocab -t "$T/ptok.tsv"
t_ok "  its message" test "$(tok)" = "ham:hello|"
printf '#spam\tWin\nham\thello\n' > "$T/hash.tsv"
t_run "labelled: a '#' line is a comment" 0 sms-vocab -t "$T/hash.tsv"
t_ok "  one message" test "$(tok)" = "ham:hello|"

# --- a byte-order mark after line 1 (two Notepad files joined with cat)
printf '\357\273\277ham\thello\n' > "$T/bom1.tsv"
cat "$T/bom1.tsv" "$T/bom1.tsv" > "$T/bom2.tsv"
t_run "a BOM at line 1: dropped" 0 sms-vocab -t "$T/bom1.tsv"
t_ok "  the label ham" test "$(tok)" = "ham:hello|"
t_bad "a BOM at line 2: named" 1 \
    "^sms-vocab: $T/bom2\\.tsv:2: a byte-order mark \\(U\\+FEFF, bytes EF BB BF\\) starts the line, which only a file's first line has: files joined with cat\\? remove it: sed '1!s/\\^\\\\xEF\\\\xBB\\\\xBF//' $T/bom2\\.tsv$" \
    sms-vocab -t "$T/bom2.tsv"
t_run "  the fix named reads it" 0 sh -c "sed '1!s/^\\xEF\\xBB\\xBF//' '$T/bom2.tsv' | sms-vocab -t"
t_ok "  two messages" test "$(tok)" = "ham:hello|ham:hello|"
printf '# sms-vocab -t x (attnkit 1)\nham\thello\n\357\273\277ham\thi\n' > "$T/bom.tok"
t_bad "token lines: a BOM at line 3 named" 1 "bom\\.tok:3: a byte-order mark \\(U\\+FEFF" \
    ppmi-svd --count -v "$T/vocab.tsv" -o "$T/c.tsv" "$T/bom.tok"

# --- the --label-map of the labels note names every label seen
printf 'Ham\thello there\nSPAM\twin cash\nHam\tx\n' > "$T/hS.tsv"
t_run "labels Ham and SPAM" 0 sms-vocab --stats "$T/hS.tsv"
t_ok "  the map names both" grep -q -- "ham or spam? --label-map Ham=ham,SPAM=spam\$" "$T/err"
t_run "  that map reads them" 0 sms-vocab --stats --label-map Ham=ham,SPAM=spam "$T/hS.tsv"
t_ok "  1 spam, 2 ham, nothing said" sh -c "grep -qx 'spam	1' '$T/out' && grep -qx 'ham	2' '$T/out' && test ! -s '$T/err'"
printf 'Ham\thello\n' > "$T/h1only.tsv"
t_run "Ham alone: its counterpart guessed" 0 sms-vocab --stats "$T/h1only.tsv"
t_ok "  Ham=ham,Spam=spam" grep -q -- "--label-map Ham=ham,Spam=spam\$" "$T/err"
echo "1..$t_num"
