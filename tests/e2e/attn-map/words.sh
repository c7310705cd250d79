# attn-map: how the words of a map are found and what is left out (issue
# 27 items 4 and 6): exact, then case-folded look-up in cased vectors,
# said in the output's comment and on stderr; unknown words and repeats
# named on stderr whenever a map is written; --all-tokens keeps repeats;
# a Russian sentence on vectors made from the lesson's own paragraphs.
. "$(dirname "$0")/../../lib.sh"
# cased vectors: King and Queen capitalized, the lowercase; "King" also
# later in lowercase, so a folded look-up takes the first in file order
printf 'word\td1\td2\nKing\t1\t0\nQueen\t0.8\t0.6\nParis\t0\t1\nthe\t0.5\t0.5\nking\t0.9\t0.1\n' > "$T/cased.tsv"
t_run "cased vectors: --text 'KING Paris the QUEEN the zork'" 0 attn-map -e "$T/cased.tsv" --text 'KING Paris the QUEEN the zork'
t_ok "the rows: KING found as King (the first folding match), QUEEN as Queen" grep -qx "$(printf 'query\tKing\tParis\tthe\tQueen')" "$T/out"
t_ok "the comment says which were folded" grep -qx '# found by case folding (cased vectors, no exact match): KING->King QUEEN->Queen' "$T/out"
t_ok "stderr says it too" grep -qx 'attn-map: --text: 2 words found by case folding: KING->King QUEEN->Queen' "$T/err"
t_ok "stderr names the unknown word as typed" grep -qx 'attn-map: --text: 1 word not in the embeddings left out: zork' "$T/err"
t_ok "stderr names the repeat" grep -qx 'attn-map: --text: 1 repeat left out (--all-tokens keeps them): the' "$T/err"
t_ok "  a Latin word: no note of look-alike letters" sh -c "! grep -q 'look alike' '$T/err'"
# a word of Cyrillic look-alike letters ('Кing': Cyrillic К) reads as King:
# its mixing of scripts is said beside it
t_run "--text 'Кing Paris'" 0 attn-map -e "$T/cased.tsv" --text "$(printf '\320\232ing Paris the')"
t_ok "  left out, and said to mix look-alike scripts" grep -qx "attn-map: --text: 1 of them mixes Latin and Cyrillic or Greek letters, which look alike (the first: '$(printf '\320\232ing')'): typed on two keyboard layouts, or spelled to pass a filter" "$T/err"
t_run "cased: an exact match wins over folding" 0 attn-map -e "$T/cased.tsv" --text 'king King'
t_ok "king and King are two words" grep -qx "$(printf 'query\tking\tKing')" "$T/out"
t_ok "nothing folded, nothing said" sh -c "! grep -q 'folding' '$T/out' '$T/err'"
t_run "cross-attention: keys folded too" 0 attn-map -e "$T/cased.tsv" --text 'Paris' --kv-text 'QUEEN the'
t_ok "the keys' folding in a comment" grep -qx '# keys found by case folding (cased vectors, no exact match): QUEEN->Queen' "$T/out"
t_ok "and on stderr, named by --kv-text" grep -qx 'attn-map: --kv-text: 1 word found by case folding: QUEEN->Queen' "$T/err"
t_run "-o: the notes still go to stderr" 0 attn-map -e "$T/cased.tsv" --text 'the the KING' -o "$T/map.tsv"
t_ok "-o: repeat and folding named on stderr" sh -c "grep -q 'repeat left out' '$T/err' && grep -q 'KING->King' '$T/err'"
t_run "-q: quiet" 0 attn-map -q -e "$T/cased.tsv" --text 'the the KING'
t_ok "-q: nothing on stderr" test ! -s "$T/err"
t_run "--all-tokens keeps repeats" 0 attn-map -e "$T/cased.tsv" --all-tokens --text 'the Paris the'
t_ok "--all-tokens: three rows, the twice" grep -qx "$(printf 'query\tthe\tParis\tthe')" "$T/out"
t_ok "--all-tokens: no repeat named" sh -c "! grep -q repeat '$T/err'"
# uncased vectors (every sms-vocab vocabulary): typed text is folded as
# the tokenizer always did, silently
t_run "uncased vectors: --text 'Free NOKIA free'" 0 attn-map -e "$DATA/map-emb.tsv" --text 'Free NOKIA free'
t_ok "uncased: free nokia, no folding note" sh -c "grep -qx \"\$(printf 'query\tfree\tnokia')\" '$T/out' && ! grep -q folding '$T/out' '$T/err'"
t_ok "uncased: the repeat named folded" grep -qx 'attn-map: --text: 1 repeat left out (--all-tokens keeps them): free' "$T/err"
t_bad "--strict on cased vectors: an unknown word as typed" 1 "^attn-map: --text: unknown word 'Zork'$" attn-map -e "$T/cased.tsv" --strict --text 'KING Zork'
# a token line of a corpus: repeats named with the file's line
printf 'spam\tthe paris the zork\n' > "$T/line.tsv"
t_run "a token line" 0 attn-map -e "$T/cased.tsv" "$T/line.tsv"
t_ok "line: paris found as Paris" grep -qx "$(printf 'query\tthe\tParis')" "$T/out"
t_ok "line: the repeat and the unknown word named with FILE:LINE" sh -c "grep -q 'line.tsv:1: 1 repeat left out' '$T/err' && grep -q 'line.tsv:1: 1 word not in the embeddings left out: zork' '$T/err'"

# Russian: vectors from the lesson's paragraphs (sms-vocab --tokenizer
# unicode | ppmi-svd), the sentence of the lesson's example
L="$DATA/lesson.ru.txt"
t_run "the lesson's vocabulary, unicode, min-count 1" 0 sms-vocab --unlabeled --tokenizer unicode --min-count 1 -o "$T/ru.vocab" "$L"
t_run "the lesson's tokens" 0 sms-vocab --unlabeled --tokenizer unicode -t -o "$T/ru.tok" "$L"
t_run "Russian vectors" 0 ppmi-svd -q -v "$T/ru.vocab" -o "$T/ru.emb" "$T/ru.tok"
for w in стакан стол положил робот; do
	t_ok "the vectors have $w" grep -q "^$w	" "$T/ru.emb"
done
printf -- '-\tробот положил стакан на стол\n' > "$T/ru.line"
t_run "a Russian token line draws a map" 0 attn-map -e "$T/ru.emb" "$T/ru.line"
t_ok "a row for стакан" grep -q "^стакан	" "$T/out"
t_run "--text in Russian with --tokenizer unicode" 0 attn-map -e "$T/ru.emb" --tokenizer unicode --text 'Робот положил стакан на стол'
t_ok "--text: a row for стакан" grep -q "^стакан	" "$T/out"
t_ok "--text: the five words, folded (the vectors are uncased)" grep -qx "$(printf 'query\tробот\tположил\tстакан\tна\tстол')" "$T/out"
t_run "the same --text with --tokenizer ascii" 0 attn-map -e "$T/ru.emb" --tokenizer ascii --text 'Робот положил стакан на стол x'
t_ok "ascii drops every Cyrillic letter: no стакан" sh -c "! grep -v '^#' '$T/out' | grep -q 'стакан'"
# cased vectors of another script: exact, then Unicode case folding
printf 'word\td1\td2\nМосква\t1\t0\nStraße\t0\t1\nstol\t1\t1\n' > "$T/cased-u.tsv"
t_run "cased Cyrillic and German vectors" 0 attn-map -e "$T/cased-u.tsv" --tokenizer unicode --text 'МОСКВА STRASSE Москва'
t_ok "МОСКВА folds to Москва's folding, STRASSE to Straße's (ß folds to ss)" grep -qx "$(printf 'query\tМосква\tStraße')" "$T/out"
t_ok "the folded words named" grep -qx 'attn-map: --text: 2 words found by case folding: МОСКВА->Москва STRASSE->Straße' "$T/err"
# --tokens split at spaces and TABs only: a word holding a line end, a CR
# or a no-break space was one unknown word, named with the raw byte (a
# note broken over two lines, overprinted, or reading 'free call', two
# words the embeddings have: 15e-M4).  Line ends now split; a no-break
# space (or another blank or invisible character) stays in its word,
# shown escaped and named; a word of plain letters is shown as it is
printf 'word\td1\td2\nfree\t1\t0\ncall\t0.5\t0.5\nclaim\t0\t1\n' > "$T/e3.tsv"
for b in LF CR CRLF; do
	case $b in LF) c='\n' ;; CR) c='\r' ;; *) c='\r\n' ;; esac
	t_run "--tokens 'free<$b>call claim': split at the line end" 0 attn-map -e "$T/e3.tsv" --proj-scale 1 --tokens "$(printf "free${c}call claim")"
	t_ok "  rows free, call, claim; nothing left out" sh -c "test \"\$(grep -v '^#' '$T/out' | cut -f1 | tr '\n' ' ')\" = 'query free call claim ' && ! grep -q 'left out' '$T/err'"
done
t_run "--tokens with a no-break space in a word" 0 attn-map -e "$T/e3.tsv" --proj-scale 1 --tokens "$(printf 'free\302\240call claim')"
t_ok "  one line, the word escaped and the character named" sh -c "test \$(wc -l < '$T/err') -eq 1 && grep -qx 'attn-map: --tokens: 1 word not in the embeddings left out: free<U+00A0>call; a word holds a no-break space (U+00A0, shown escaped): words are split at spaces, TABs and line ends only' '$T/err'"
t_bad "  alone: the error escapes it too" 1 "^attn-map: --tokens: no in-vocabulary tokens \(n = 0\): 1 word not in the embeddings: free<U\+200B>call; a word holds a zero-width space \(U\+200B, shown escaped\)" \
    attn-map -e "$T/e3.tsv" --proj-scale 1 --tokens "$(printf 'free\342\200\213call')"
t_run "  a plain unknown word: as it is, no note of escapes" 0 attn-map -e "$T/e3.tsv" --proj-scale 1 --tokens "freee claim"
t_ok "  'left out: freee' alone" grep -qx 'attn-map: --tokens: 1 word not in the embeddings left out: freee' "$T/err"
# --strict's error (tokseq.c) shows the unknown word as the notes do: a
# no-break space or a zero-width one escaped, not printed raw (the word
# read as 'free call', two words the embeddings have); a plain word as
# it is; a word past 60 bytes cut before a character
t_bad "--strict: an unknown word with a no-break space, escaped" 1 \
    "^attn-map: --tokens: unknown word 'free<U\\+00A0>call'" \
    attn-map -e "$T/e3.tsv" --proj-scale 1 --strict --tokens "$(printf 'free\302\240call claim')"
t_bad "--strict: a zero-width space, escaped" 1 \
    "^attn-map: --tokens: unknown word 'free<U\\+200B>call'" \
    attn-map -e "$T/e3.tsv" --proj-scale 1 --strict --tokens "$(printf 'free\342\200\213call')"
t_bad "--strict: a plain unknown word as it is" 1 \
    "^attn-map: --tokens: unknown word 'freee'" \
    attn-map -e "$T/e3.tsv" --proj-scale 1 --strict --tokens "freee claim"
long=$(printf 'ж%.0s' $(seq 40))
t_bad "--strict: 80 bytes of Cyrillic cut at 60, between letters" 1 \
    "^attn-map: --tokens: unknown word '$(printf 'ж%.0s' $(seq 30))'" \
    attn-map -e "$T/e3.tsv" --proj-scale 1 --strict --tokens "$long claim"
echo "1..$t_num"
