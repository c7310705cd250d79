#!/bin/sh
# The hints a new user meets on the corpus side (README: bad input gets a
# one-line error naming file and line and, where a known mistake is
# likely, the option that fixes it), each asserted exactly and then
# followed, to show that the option it names reads the file right:
#   1. a file that is not UTF-8: the code page guessed from its bytes
#      (Cyrillic cp1251 or koi8-r, Western cp1252; conv.h ak_conv_guess);
#   2. labels that are neither ham nor spam: the --label-map most likely
#      meant (1=spam,0=ham; Ham=ham,Spam=spam; text.h ak_labelmap_guess),
#      in sms-vocab, attn-train --predict and attn-train's training;
#   3. records of another script that the ascii tokenizer finds no word
#      in: --tokenizer unicode (the error of an empty corpus, else a
#      warning that -q silences);
#   4. a CSV or raw text given to attn-train's training: sms-vocab -t first;
#   5. word vectors in text (word2vec's, GloVe's) given as a corpus or as
#      tokens: the tools that read vectors; with --unlabeled refused when
#      the first two lines are vectors, said at d = 1, read otherwise.
. "$(dirname "$0")/../../lib.sh"

# a model for attn-train --predict
attn-train -e "$DATA/train-emb.tsv" --epochs 1 --save "$T/model" "$DATA/train-corpus.tsv" > /dev/null

# 1. encodings: files made by iconv(1) from UTF-8 text
printf 'Привет, как дела?\nЖизнь прекрасна, погода хорошая.\nМосква - столица России.\n' > "$T/ru.txt"
iconv -f UTF-8 -t CP1251 "$T/ru.txt" > "$T/ru1251.txt"
iconv -f UTF-8 -t KOI8-R "$T/ru.txt" > "$T/rukoi.txt"
printf 'café crème\nun thé, deux cafés\n' > "$T/fr.txt"
iconv -f UTF-8 -t CP1252 "$T/fr.txt" > "$T/fr1252.txt"
sms-vocab --unlabeled --tokenizer unicode -t "$T/ru.txt" | grep -v '^#' > "$T/ru.want"
sms-vocab --unlabeled --tokenizer unicode -t "$T/fr.txt" | grep -v '^#' > "$T/fr.want"

t_bad "cp1251 Cyrillic: --encoding cp1251 named" 1 \
    "^sms-vocab: .*/ru1251\.txt:1: invalid UTF-8 at byte 1 \(Cyrillic\? read it with --encoding cp1251; mac-cyrillic if its words come out wrong, cp1252 if it is Western European; another script: cp1253 or iso-8859-7 Greek, cp1255 Hebrew, cp1256 or iso-8859-6 Arabic\)$" \
    sms-vocab --unlabeled --tokenizer unicode --stats "$T/ru1251.txt"
sms-vocab --unlabeled --tokenizer unicode -t --encoding cp1251 "$T/ru1251.txt" | grep -v '^#' > "$T/got"
t_cmp "--encoding cp1251: the Russian words" "$T/ru.want" "$T/got"
t_bad "koi8-r Cyrillic: --encoding koi8-r named" 1 \
    "^sms-vocab: .*/rukoi\.txt:1: invalid UTF-8 at byte 1 \(Cyrillic\? read it with --encoding koi8-r; cp1251 if its words come out wrong; another script: cp1253 or iso-8859-7 Greek, cp1255 Hebrew, cp1256 or iso-8859-6 Arabic\)$" \
    sms-vocab --unlabeled --tokenizer unicode --stats "$T/rukoi.txt"
sms-vocab --unlabeled --tokenizer unicode -t --encoding koi8-r "$T/rukoi.txt" | grep -v '^#' > "$T/got"
t_cmp "--encoding koi8-r: the Russian words" "$T/ru.want" "$T/got"
# all capitals (an SMS spam's): the guess does not hang on the case
tr -d '\n' < "$T/ru.txt" | python3 -c 'import sys; sys.stdout.write(sys.stdin.read().upper() + "\n")' > "$T/ruU.txt"
iconv -f UTF-8 -t CP1251 "$T/ruU.txt" > "$T/ruU1251.txt"
iconv -f UTF-8 -t KOI8-R "$T/ruU.txt" > "$T/ruUkoi.txt"
t_bad "capitals in cp1251: still cp1251" 1 "ruU1251\.txt:1: invalid UTF-8 at byte 1 \(Cyrillic\? read it with --encoding cp1251;" \
    sms-vocab --unlabeled --stats "$T/ruU1251.txt"
t_bad "capitals in koi8-r: koi8-r named first, the script not claimed (Greek's small letters are koi8-r's capitals)" 1 "ruUkoi\.txt:1: invalid UTF-8 at byte 1 \(not UTF-8: the letters of a single-byte code page, its script not certain from them\? name it with --encoding NAME: koi8-r or cp1251 Russian, cp1253 or iso-8859-7 Greek, cp1255 Hebrew, cp1256 or iso-8859-6 Arabic, \.\.\.\)\$" \
    sms-vocab --unlabeled --stats "$T/ruUkoi.txt"
t_bad "cp1252 café crème: --encoding cp1252 still" 1 \
    "^sms-vocab: .*/fr1252\.txt:1: invalid UTF-8 at byte 4 \(a Windows file\? read it with --encoding cp1252; cp1250 if it is Central European \(Polish, Czech, Hungarian\): its words say which\)$" \
    sms-vocab --unlabeled --tokenizer unicode --stats "$T/fr1252.txt"
sms-vocab --unlabeled --tokenizer unicode -t --encoding cp1252 "$T/fr1252.txt" | grep -v '^#' > "$T/got"
t_cmp "--encoding cp1252: café crème" "$T/fr.want" "$T/got"
t_bad "attn-train --predict: the same guess" 1 \
    "^attn-train: .*/ru1251\.txt:1: invalid UTF-8 at byte 1 \(Cyrillic\? read it with --encoding cp1251;" \
    attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --predict --unlabeled "$T/ru1251.txt"

# 2. labels: the map most likely meant, and that map read
printf 'label,text\n0,hi mum\n1,win cash now\n0,see you\n' > "$T/lab01.csv"
printf 'Category,Message\nHam,hi mum\nSpam,win cash now\n' > "$T/hamcase.csv"
printf 'class,text\nnegative,hi mum\npositive,win cash now\n' > "$T/posneg.csv"
t_bad "labels 0/1: 1=spam,0=ham" 1 \
    "^sms-vocab: .*/lab01\.csv:2: label '0' is neither ham nor spam, and line 1 \('label,text'\) was read as the header: name the labels with --label-map 1=spam,0=ham$" \
    sms-vocab --csv --stats "$T/lab01.csv"
t_run "--label-map 1=spam,0=ham" 0 sms-vocab --csv -t --label-map 1=spam,0=ham "$T/lab01.csv"
t_ok "1 is spam, 0 is ham" test "$(grep -v '^#' "$T/out" | cut -f1 | tr '\n' ' ')" = "ham spam ham "
# pandas' float column (an int column with a NaN): 1.0 and 0.0
printf 'text,label\nWin cash now,1.0\nok see you,0.0\n' > "$T/lab10f.csv"
t_bad "labels 1.0/0.0: 1.0=spam,0.0=ham" 1 \
    "^sms-vocab: .*/lab10f\.csv:2: label '1\.0' is neither ham nor spam, and line 1 \('text,label'\) was read as the header: name the labels with --label-map 1\.0=spam,0\.0=ham$" \
    sms-vocab --csv --stats "$T/lab10f.csv"
t_run "  that map reads it" 0 sms-vocab --csv -t --label-map 1.0=spam,0.0=ham "$T/lab10f.csv"
t_ok "  1.0 is spam, 0.0 is ham" test "$(grep -v '^#' "$T/out" | cut -f1 | tr '\n' ' ')" = "spam ham "
printf '1.0,Win cash\n0.0,ok\n0.0,see\n' > "$T/lab10f-unl.csv"
t_bad "  --unlabeled: labels the rule knows, the map named" 1 "read it with --csv --label-map 1\.0=spam,0\.0=ham instead of --unlabeled" sms-vocab -t --unlabeled "$T/lab10f-unl.csv"
printf 'text,label\nWin cash now,1.5\nok see you,0.5\n' > "$T/lab15.csv"
t_bad "  the other side, 1.5/0.5: no map guessed" 1 "SPAMLABEL=spam,HAMLABEL=ham" sms-vocab --csv --stats "$T/lab15.csv"
# (spam and ham kept: the rows below may hold them as written, 12d-M4)
t_bad "labels Ham/Spam: Ham=ham,Spam=spam" 1 \
    "^sms-vocab: .*/hamcase\.csv:2: label 'Ham' is neither ham nor spam, and line 1 \('Category,Message'\) was read as the header: name the labels with --label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham$" \
    sms-vocab --csv --stats "$T/hamcase.csv"
t_run "--label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham" 0 sms-vocab --csv -t --label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham "$T/hamcase.csv"
t_ok "Ham is ham, Spam is spam" test "$(grep -v '^#' "$T/out" | cut -f1 | tr '\n' ' ')" = "ham spam "
t_bad "other labels: the generic map" 1 \
    "^sms-vocab: .*/posneg\.csv:2: label 'negative' is neither ham nor spam, and line 1 \('class,text'\) was read as the header: name the labels with --label-map SPAMLABEL=spam,HAMLABEL=ham$" \
    sms-vocab --csv --stats "$T/posneg.csv"
t_bad "attn-train --predict: the same map" 1 \
    "^attn-train: .*/hamcase\.csv:2: label 'Ham' is neither ham nor spam, and line 1 \('Category,Message'\) was read as the header: name the labels with --label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham$" \
    attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --predict --csv "$T/hamcase.csv"
t_run "attn-train --predict with that map" 0 attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --predict --csv --label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham "$T/hamcase.csv"
t_ok "--predict: the labels mapped" test "$(awk -F'\t' '!/^#/ && $1 != "line" { printf "%s ", $2 }' "$T/out")" = "ham spam "
# a TSV's labels pass through sms-vocab -t (any labels); training names the map
printf 'Ham\thi mum\nSpam\twin cash now\n' > "$T/hamcase.tsv"
sms-vocab -q -t "$T/hamcase.tsv" > "$T/hamcase.tok"
t_bad "training on Ham/Spam tokens: the map to tokenize with" 1 \
    "^attn-train: .*/hamcase\.tok:2: label 'Ham' is neither ham nor spam \(tokenize the corpus with sms-vocab -t --label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham\)$" \
    attn-train -e "$DATA/train-emb.tsv" "$T/hamcase.tok"
t_run "sms-vocab -t with that map" 0 sms-vocab -t --label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham "$T/hamcase.tsv"
t_ok "the tokens labelled ham and spam" test "$(grep -v '^#' "$T/out" | cut -f1 | tr '\n' ' ')" = "ham spam "

# 3. another script under --tokenizer ascii
n=0; while [ $n -lt 100 ]; do cat "$T/ru.txt"; n=$((n + 1)); done > "$T/ru300.txt"
t_bad "Russian UTF-8, ascii: --tokenizer unicode named" 1 \
    "^sms-vocab: .*/ru300\.txt: empty corpus \(no messages; 300 records without a token; 'П' is not a letter to --tokenizer ascii: --tokenizer unicode keeps the letters of every script\)$" \
    sms-vocab --unlabeled --tokenizer ascii --stats "$T/ru300.txt"
t_bad "the same under --tokenizer lesson" 1 \
    "ru300\.txt: empty corpus \(no messages; 300 records without a token; 'П' is not a letter to this --tokenizer: --tokenizer unicode keeps" \
    sms-vocab --unlabeled --tokenizer lesson --stats "$T/ru300.txt"
t_run "--tokenizer unicode reads it" 0 sms-vocab --unlabeled --tokenizer unicode --stats "$T/ru300.txt"
t_ok "300 messages, nothing on stderr" sh -c "grep -q '^messages	300\$' '$T/out' && test ! -s '$T/err'"
printf 'hello there\n%s\n123 456\nhow are you\nМосква\n' "$(head -1 "$T/ru.txt")" > "$T/mixed.txt"
t_run "some records of another script" 0 sms-vocab --unlabeled --tokenizer ascii --stats --min-count 1 "$T/mixed.txt"
t_ok "2 of the 3 records dropped had Cyrillic letters" grep -q '^dropped	3$' "$T/out"
t_err "one warning line naming the first and the option" \
    "^sms-vocab: warning: 2 records with letters of another script gave no token and were dropped \(the first: .*/mixed\.txt:2\): 'П' is not a letter to --tokenizer ascii: --tokenizer unicode keeps the letters of every script$"
t_run "-t: the same warning" 0 sms-vocab --unlabeled --tokenizer ascii -t "$T/mixed.txt"
t_ok "-t: the warning" grep -q "^sms-vocab: warning: 2 records with letters of another script" "$T/err"
t_ok "-t: and the record of no letter, apart" grep -q "^sms-vocab: note: 1 record without a letter gave no token and was not written (the first: .*/mixed\.txt:3, '123 456')" "$T/err"
t_run "-q" 0 sms-vocab -q --unlabeled --tokenizer ascii -t "$T/mixed.txt"
t_ok "-q: no warning" test ! -s "$T/err"
t_run "the SMS-like records without a token are no warning" 0 sms-vocab --unlabeled --tokenizer ascii --stats --min-count 1 "$T/fr.txt"
t_ok "no warning for text the tokenizer reads" test ! -s "$T/err"
printf 'hi\n123\n:-)\n' > "$T/nums.txt"
t_run "records of digits only dropped" 0 sms-vocab --unlabeled --stats --min-count 1 "$T/nums.txt"
t_ok "no warning for digits and punctuation" test ! -s "$T/err"

# 4. the raw corpus given to training
printf 'v1,v2,,,\nham,hello there,,,\nspam,win a prize,,,\n' > "$T/kaggle.csv"
t_bad "a CSV to training: sms-vocab --csv -t on it" 1 \
    "^attn-train: (.*/)?kaggle\.csv:1: no TAB between label and tokens \(a CSV\? the input is tokens: sms-vocab --csv -t (.*/)?kaggle\.csv > tokens\.tsv first; --predict reads raw text\)$" \
    attn-train -e "$DATA/train-emb.tsv" "$T/kaggle.csv"
sms-vocab --csv -t "$T/kaggle.csv" > "$T/tokens.tsv"
t_ok "the hint's command writes the tokens" test "$(grep -v '^#' "$T/tokens.tsv" | tr '\n\t' '|:')" = "ham:hello there|spam:win a prize|"
t_bad "ppmi-svd: the same hint without --predict" 1 \
    "^ppmi-svd: .*/kaggle\.csv:1: no TAB between label and tokens \(a CSV\? the input is tokens: sms-vocab --csv -t .*/kaggle\.csv > tokens\.tsv first\)$" \
    ppmi-svd -v "$DATA/sms-small.vocab" --count "$T/kaggle.csv"
printf 'ham\tHello there, how are you?\nspam\tWIN a prize!\n' > "$T/raw.tsv"
t_bad "raw TSV text to training" 1 \
    "^attn-train: .*/raw\.tsv:1: not a tokenized corpus: 'there,' ends in ',' after a word, as raw text does \(run sms-vocab -t first; --predict reads raw text\)$" \
    attn-train -e "$DATA/train-emb.tsv" "$T/raw.tsv"
# 5. word vectors as a corpus, in the form gensim's save_word2vec_format
# writes (and GloVe's, without the header)
printf '3 2\nfree 0.1 0.2\ncall 0.3 -0.4\nnow 1 2\n' > "$T/w2v.txt"
tail -n +2 "$T/w2v.txt" > "$T/glove.txt"
vh="word vectors \\(word2vec's or GloVe's text\\)\\? attn-map and attn-train read them with -e, ppmi-svd with --load, and sms-vocab -t keeps their words with -v"
# certain at line 2 (a header over a word and its numbers): refused as
# --unlabeled refuses it, not read as labels (11a-M3)
t_bad "word2vec text to sms-vocab" 1 "^sms-vocab: $T/w2v\\.txt:1: word vectors \\(word2vec's or GloVe's text\\), not messages: attn-map and attn-train read them with -e, ppmi-svd with --load, and sms-vocab -t keeps their words with -v$" sms-vocab -t "$T/w2v.txt"
t_bad "  one line of it: the hint names them" 1 "^sms-vocab: $T/w1\\.txt:1: no TAB between label and text \\($vh\\)$" sh -c "head -1 '$T/w2v.txt' > '$T/w1.txt'; sms-vocab -t '$T/w1.txt'"
t_bad "  and with --unlabeled: refused" 1 "^sms-vocab: $T/w2v\\.txt:1: word vectors \\(word2vec's or GloVe's text\\), not messages: attn-map and attn-train read them with -e, ppmi-svd with --load, and sms-vocab -t keeps their words with -v$" sms-vocab -t --unlabeled "$T/w2v.txt"
t_ok "  nothing on stdout" test ! -s "$T/out"
t_bad "GloVe text with --unlabeled: refused" 1 "^sms-vocab: $T/glove\\.txt:1: word vectors" sms-vocab --unlabeled "$T/glove.txt"
t_bad "GloVe text to attn-train's training" 1 "^attn-train: $T/glove\\.txt:1: no TAB between label and tokens \\($vh\\)$" attn-train -e "$DATA/train-emb.tsv" "$T/glove.txt"
t_bad "GloVe text to attn-train --predict --unlabeled" 1 "^attn-train: $T/glove\\.txt:1: word vectors" attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --predict --unlabeled "$T/glove.txt"
# the same separated by TABs, no header (pandas' to_csv(sep='\t',
# header=False)); a vocabulary's rows, whole numbers, are text
tr ' ' '\t' < "$T/glove.txt" > "$T/vt.tsv"
t_bad "TAB-separated vectors, no header, --unlabeled: refused" 1 "^sms-vocab: $T/vt\\.tsv:1: word vectors separated by TABs without a header, not messages: give them the header word<TAB>d1 \\.\\.\\. dk, and attn-map and attn-train read them with -e, ppmi-svd with --load\$" sms-vocab -t --unlabeled "$T/vt.tsv"
t_bad "  attn-train --predict --unlabeled: the same" 1 "^attn-train: $T/vt\\.tsv:1: word vectors separated by TABs" attn-train -e "$DATA/train-emb.tsv" --load "$T/model" --predict --unlabeled "$T/vt.tsv"
printf 'i\t30\t20\nyou\t20\t15\n' > "$T/vrows.tsv"
t_run "  a vocabulary's rows (whole numbers): text" 0 sms-vocab -q -t --unlabeled "$T/vrows.tsv"
t_ok "  two messages" test "$(grep -c '^-	' "$T/out")" = 2
head -n 1 "$T/glove.txt" > "$T/one.txt"
t_run "a one-line GloVe file: a message, said" 0 sms-vocab -t --unlabeled "$T/one.txt"
t_ok "  said" grep -qx "sms-vocab: note: $T/one.txt:1: the one line, a word and numbers, read as a message; word vectors of one word? attn-map and attn-train read them with -e, ppmi-svd with --load" "$T/err"
t_run "  followed: sms-vocab -t -v keeps their words" 0 sh -c "printf 'ham\\tfree call today\\n' | sms-vocab -t -v '$T/w2v.txt'"
t_ok "  free call" test "$(grep -v '^#' "$T/out")" = "$(printf 'ham\tfree call')"
printf 'free 0.5\ncall -0.25\n' > "$T/glove1.txt"
t_run "GloVe at d = 1 with --unlabeled: read" 0 sms-vocab -t --unlabeled "$T/glove1.txt"
t_ok "  said" grep -q "^sms-vocab: note: $T/glove1.txt:1: the first two lines, a word and a number each, read as messages; GloVe's vectors of 1 dimension? " "$T/err"
printf 'Call 0800 123\nText 4567 890\n' > "$T/nums.txt"
t_run "numbers without a float with --unlabeled: messages" 0 sms-vocab -t --unlabeled "$T/nums.txt"
t_ok "  not said" test ! -s "$T/err"
echo "1..$t_num"
# pandas' to_csv(sep='\t') of word vectors, with and without its header,
# given to the labelled reader: named as vectors, as --unlabeled names
# them, not read as labels (11a-M3); a label<TAB>number corpus is no pair
printf '\t0\t1\t2\nfree\t0.1257\t-0.1321\t0.6404\ncall\t0.1049\t-0.5357\t0.3616\n' > "$T/pv.tsv"
t_bad "pandas' vectors (sep='\\t') to the labelled reader: named" 1 "^sms-vocab: $T/pv\\.tsv:1: word vectors as pandas' to_csv writes them" sms-vocab -t "$T/pv.tsv"
tail -n +2 "$T/pv.tsv" > "$T/pv2.tsv"
t_bad "  without the header: named" 1 "^sms-vocab: $T/pv2\\.tsv:1: word vectors separated by TABs without a header, not messages" sms-vocab -t "$T/pv2.tsv"
printf 'ham\t12\nspam\t3\nham\tok 4 apples\n' > "$T/pn.tsv"
t_run "  labels and one number each: a corpus, read" 0 sms-vocab -q -t --tokenizer ascii "$T/pn.tsv"
