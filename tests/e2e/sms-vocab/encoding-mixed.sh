#!/bin/sh
# The encoding hint of a line that is not UTF-8 (corpus-line.c): a UTF-8
# file with one line in cp1252 is told to fix that line, not to read the
# whole file as cp1252 (which would garble its UTF-8 lines); a file read
# under --encoding whose lines are valid UTF-8 is said; cp866 Cyrillic is
# not sent to latin1; --encoding UTF-8 is the UTF-8 check with its hints;
# a binary count file is named.
. "$(dirname "$0")/../../lib.sh"

# UTF-8 lines, then a cp1252 line: the line's fix, and why not --encoding
printf 'ham\tcafé crème naïve\nspam\twin a prize\nham\tr\351sum\351 attached\n' > "$T/mixed.tsv"
t_bad "UTF-8 then one cp1252 line" 1 "^sms-vocab: $T/mixed.tsv:3: invalid UTF-8 at byte 6: the file is UTF-8 \(1 line before this one with UTF-8 beyond ASCII\), this line is not \(cp1252\?\): convert this line alone \(sed -n '3p' $T/mixed.tsv \| iconv -f cp1252 -t UTF-8\), or every line that is not UTF-8 \(perl -MEncode -pe .*decode\(.cp1252., .* $T/mixed.tsv > $T/mixed.tsv.fixed\); --encoding cp1252 would garble the UTF-8 lines$" sms-vocab -t "$T/mixed.tsv"
# the perl named converts every such line, the UTF-8 ones kept
printf 'ham\tcafé crème\nham\tr\351sum\351\nham\tna\357ve\n' > "$T/mixed3.tsv"
perl -MEncode -pe 'eval { decode("UTF-8", my $c = $_, Encode::FB_CROAK); 1 } or $_ = encode("UTF-8", decode("cp1252", $_))' "$T/mixed3.tsv" > "$T/mixed3.fixed"
t_run "  the perl named: every line UTF-8 after it" 0 sms-vocab -q -t "$T/mixed3.fixed"
t_ok "  café crème, résumé, naïve" sh -c "grep -q 'crème' '$T/out' && grep -q 'résumé' '$T/out' && grep -q 'naïve' '$T/out'"
# UTF-8 earlier in the same line
printf 'ham\tcafé r\351sum\351\n' > "$T/same.tsv"
t_bad "UTF-8 and cp1252 in one line" 1 "^sms-vocab: $T/same.tsv:1: invalid UTF-8 at byte 12: the file is UTF-8 \(0 lines before this one with UTF-8 beyond ASCII, and this line's start\)" sms-vocab -t "$T/same.tsv"
# the other side: a cp1252 file throughout (no UTF-8 before): --encoding
printf 'ham\tr\351sum\351 attached\nham\tcaf\351\n' > "$T/w.tsv"
t_bad "a cp1252 file" 1 "^sms-vocab: $T/w.tsv:1: invalid UTF-8 at byte 6 \(a Windows file\? read it with --encoding cp1252\)$" sms-vocab -t "$T/w.tsv"
t_run "a cp1252 file with --encoding cp1252" 0 sms-vocab -t --encoding cp1252 "$T/w.tsv"
t_ok "  read right, nothing said of UTF-8" sh -c "grep -qx 'ham	résumé attached' '$T/out' && ! grep -q 'UTF-8' '$T/err'"
# ASCII lines before the cp1252 one: no UTF-8 seen, the hint stays
printf 'ham\thello\nham\tr\351sum\351\n' > "$T/a.tsv"
t_bad "ASCII, then cp1252: --encoding cp1252" 1 "^sms-vocab: $T/a.tsv:2: invalid UTF-8 at byte 6 \(a Windows file\? read it with --encoding cp1252\)$" sms-vocab -t "$T/a.tsv"

# under --encoding cp1252: lines that are valid UTF-8 are said
printf 'ham\tcafé crème\n' > "$T/u8.tsv"
t_run "a UTF-8 file under --encoding cp1252: exit 0" 0 sms-vocab -t --encoding cp1252 "$T/u8.tsv"
t_ok "  said: likely UTF-8 already" grep -qxF "sms-vocab: note: $T/u8.tsv: 1 line with characters beyond ASCII is valid UTF-8 (the first $T/u8.tsv:1), and none is not: the file is likely UTF-8 already, which --encoding cp1252 reads as other characters (café as cafÃ©); read it without --encoding" "$T/err"
t_run "the mixed file under --encoding cp1252: exit 0" 0 sms-vocab -t --encoding cp1252 "$T/mixed.tsv"
t_ok "  said: 1 line UTF-8, 1 not" grep -Eq "^sms-vocab: note: $T/mixed.tsv: 1 line with characters beyond ASCII is valid UTF-8 and 1 is not \(the first $T/mixed.tsv:3\): a UTF-8 file with lines in another encoding?" "$T/err"
t_run "-q: not said" 0 sms-vocab -q -t --encoding cp1252 "$T/u8.tsv"
t_ok "  -q: stderr empty" test ! -s "$T/err"

# --encoding UTF-8 (any case) is the UTF-8 check, with the hint
printf 'ham\t\317\360\350\342\345\362\n' > "$T/r1251.tsv"
t_bad "--encoding UTF-8 on cp1251: the code page named" 1 "^sms-vocab: $T/r1251.tsv:1: invalid UTF-8 at byte 5 \(Cyrillic\? read it with --encoding cp1251" sms-vocab -t --encoding UTF-8 "$T/r1251.tsv"
t_bad "--encoding utf8 the same" 1 "^sms-vocab: $T/r1251.tsv:1: invalid UTF-8 at byte 5 \(Cyrillic\? read it with --encoding cp1251" sms-vocab -t --encoding utf8 "$T/r1251.tsv"
t_run "--encoding UTF-8 on UTF-8: read" 0 sms-vocab -t --encoding UTF-8 "$T/u8.tsv"
t_ok "  nothing said of UTF-8" sh -c "! grep -q UTF-8 '$T/err'"

# cp866 (the DOS code page): named, not latin1; cp1251 stays cp1251
printf 'ham\t\217\340\250\242\245\342 \252\240\252 \244\245\253\240\n' > "$T/r866.tsv"
t_bad "cp866 Cyrillic: cp866 named" 1 "^sms-vocab: $T/r866.tsv:1: invalid UTF-8 at byte 5 \(Cyrillic in the DOS code page\? read it with --encoding cp866; iso-8859-5 if its words come out wrong; another script: cp1253 or iso-8859-7 Greek, cp1255 Hebrew, cp1256 or iso-8859-6 Arabic\)$" sms-vocab -t "$T/r866.tsv"
t_run "  --encoding cp866 reads it" 0 sms-vocab -t --encoding cp866 "$T/r866.tsv"
t_ok "  Привет как дела" grep -qx 'ham	привет как дела' "$T/out"
t_bad "cp1251 Cyrillic: still cp1251" 1 "^sms-vocab: $T/r1251.tsv:1: invalid UTF-8 at byte 5 \(Cyrillic\? read it with --encoding cp1251" sms-vocab -t "$T/r1251.tsv"
# a byte cp1252 lacks, no Cyrillic run: a list, not one guess
printf 'ham\ta\201b\n' > "$T/l1.tsv"
t_bad "a byte cp1252 lacks: code pages listed" 1 "^sms-vocab: $T/l1.tsv:1: invalid UTF-8 at byte 6 \(not UTF-8, nor cp1252: a single-byte code page\? name it with --encoding NAME: latin1 for Western European, macintosh from Excel for Mac's CSV \(Macintosh\), cp850 from Excel's CSV \(MS-DOS\), cp866, cp1251 or koi8-r for Russian, \.\.\.\)$" sms-vocab -t "$T/l1.tsv"

# a binary count file where text is read: named, with --from-counts
printf 'word\tcount\tdocs\nfree\t2\t2\ncall\t2\t2\n' > "$T/v.tsv"
printf 'spam\tfree call free\nham\tcall free\n' > "$T/t.tsv"
ppmi-svd -q -v "$T/v.tsv" --count --count-format binary "$T/t.tsv" -o "$T/c.bin"
bin="invalid UTF-8 at byte 1: a binary count file \(ppmi-svd --count --count-format binary\), not text: read it with ppmi-svd --from-counts$"
t_bad "a binary count file as a corpus" 1 "^sms-vocab: $T/c.bin:1: $bin" sms-vocab "$T/c.bin"
t_bad "... as tokens" 1 "^ppmi-svd: $T/c.bin:1: $bin" ppmi-svd -q -v "$T/v.tsv" -d 1 "$T/c.bin"
t_bad "... as embeddings" 1 "^ppmi-svd: $T/c.bin:1: $bin" ppmi-svd -q --load "$T/c.bin" -o -
t_bad "... as a vocabulary" 1 "^ppmi-svd: $T/c.bin:1: $bin" ppmi-svd -q -v "$T/c.bin" -d 1 "$T/t.tsv"
t_run "... and --from-counts reads it" 0 ppmi-svd -q -v "$T/v.tsv" -d 1 --from-counts "$T/c.bin"

# under --encoding, a line that cannot be converted but is valid UTF-8
# beyond ASCII (UTF-8's 'И' is D0 98, 0x98 no cp1251 character; an
# emoji's 8D no cp1252 one): said to be UTF-8, with the read without it
printf 'Ишак идёт домой\n' > "$T/ru8.txt"
printf '\317\360\350\342\345\362 \354\350\360\n' > "$T/ru1251.txt"
t_bad "a UTF-8 line cp1251 cannot convert: said UTF-8" 1 "^sms-vocab: $T/ru8.txt:1: byte 0x98 at byte 2 cannot be converted from cp1251 to UTF-8 \(the line is valid UTF-8, with characters beyond ASCII: the file is UTF-8 already\? read it without --encoding, which applies to every file read; a file in cp1251 beside it: convert that one alone, iconv -f cp1251 -t UTF-8\)$" sms-vocab --unlabeled --encoding cp1251 "$T/ru8.txt" "$T/ru1251.txt"
printf 'ham,Love it \360\237\230\215 see you\n' > "$T/emo.csv"
t_bad "an emoji under cp1252: said UTF-8" 1 "^sms-vocab: $T/emo.csv:1: byte 0x8D at byte 16 cannot be converted from cp1252 to UTF-8 \(the line is valid UTF-8" sms-vocab --csv --no-header --encoding cp1252 "$T/emo.csv"
# the edge: a byte cp1252 lacks in a line that is not UTF-8: no such words
printf 'ham\ta\201b\n' > "$T/l2.tsv"
t_bad "a byte cp1252 lacks, not UTF-8: no UTF-8 said" 1 "^sms-vocab: $T/l2.tsv:1: byte 0x81 at byte 6 cannot be converted from cp1252 to UTF-8$" sms-vocab --encoding cp1252 "$T/l2.tsv"
t_run "the cp1251 file alone: read" 0 sms-vocab --unlabeled --min-count 1 --encoding cp1251 "$T/ru1251.txt"

# the code page named for what the bytes can tell: Mac Roman from Excel
# for Mac (é 0x8E inside a word) lists macintosh beside cp1252, and the
# named macintosh reads it; a short cp1251 line ('Да ок') names both
# scripts; Greek in cp1253 is not called Cyrillic: cp1253 named
printf 'ham\tr\216sum\216 of the caf\216 menu\n' > "$T/mac.tsv"
t_bad "Mac Roman: macintosh listed" 1 "mac\\.tsv:1: invalid UTF-8 at byte 6 \\(a Windows file\\? read it with --encoding cp1252; macintosh if it came from Excel for Mac's CSV \\(Macintosh\\), cp850 from Excel's CSV \\(MS-DOS\\), cp1250 if it is Central European: a letter of theirs stands inside a word\\)\$" sms-vocab -t "$T/mac.tsv"
t_run "  --encoding macintosh reads it" 0 sms-vocab -t --encoding macintosh "$T/mac.tsv"
t_ok "  résumé, café" sh -c "grep -v '^#' '$T/out' | grep -qx 'ham	résumé of the café menu'"
printf 'ham\tДа ок\nham\tПривет как дела\n' | iconv -f UTF-8 -t CP1251 > "$T/short.tsv"
t_bad "a short cp1251 line: both scripts named" 1 "short\\.tsv:1: invalid UTF-8 at byte 5 \\(a single-byte code page\\? this line is too short to tell which: --encoding cp1251, koi8-r or cp866 for Cyrillic, cp1252 for Western European" sms-vocab -t "$T/short.tsv"
printf 'ham\tΓεια σου τι κάνεις σήμερα\n' | iconv -f UTF-8 -t CP1253 > "$T/el.tsv"
t_bad "Greek in cp1253: cp1253 named, no Cyrillic" 1 "el\\.tsv:1: invalid UTF-8 at byte 5 \\(Greek\\? read it with --encoding cp1253\\)\$" sms-vocab -t "$T/el.tsv"
t_run "  --encoding cp1253 reads it" 0 sms-vocab -t --encoding cp1253 "$T/el.tsv"
t_ok "  Greek words" sh -c "grep -v '^#' '$T/out' | grep -q 'γεια σου'"
# a converter that holds a letter back (glibc's CP1255 until it knows no
# point follows; CP1258): each line's last letter written, as iconv(1)
# writes it; CP1258 is line-based once its held 'm' is written
printf 'ham\tשלום ערב טוב\nspam\tזכית בפרס התקשר עכשיו כדי לקבל את הכסף\nham\tנתראה בבוקר\n' | iconv -f UTF-8 -t CP1255 > "$T/he.tsv"
t_run "cp1255: every line's last letter kept" 0 sms-vocab -t --encoding cp1255 "$T/he.tsv"
iconv -f CP1255 -t UTF-8 "$T/he.tsv" > "$T/he.want"
t_ok "  the lines iconv(1) reads (טוב, הכסף, בבוקר)" sh -c "grep -v '^#' '$T/out' | cmp -s - '$T/he.want'"
printf 'ham\tXin chào bạn khỏe không\nspam\tBạn đã trúng thưởng\n' | iconv -f UTF-8 -t CP1258 > "$T/vi.tsv"
t_run "cp1258 (Vietnamese): accepted as line-based" 0 sms-vocab -t --encoding cp1258 "$T/vi.tsv"
iconv -f CP1258 -t UTF-8 "$T/vi.tsv" | tr 'XB' 'xb' > "$T/vi.want"
t_ok "  its words, as iconv(1) reads them (lowercased)" sh -c "grep -v '^#' '$T/out' | cmp -s - '$T/vi.want'"
# Chinese, Japanese, Korean in their double-byte code pages: the pages
# listed (no single-byte page named, which reads them as other letters);
# the named one reads it as iconv(1) does
printf 'ham\t你好，今天晚上我们一起吃饭吧\nspam\t恭喜您中奖了请立即拨打电话\n' | iconv -f UTF-8 -t GBK > "$T/zh.tsv"
printf 'ham\tこんにちは、今日は遅くなります\n' | iconv -f UTF-8 -t SHIFT_JIS > "$T/ja.tsv"
printf 'ham\t안녕하세요 오늘 저녁에 같이 밥 먹어요\n' | iconv -f UTF-8 -t EUC-KR > "$T/ko.tsv"
for f in zh ja ko; do
	t_bad "$f: the double-byte pages listed" 1 "$f\\.tsv:1: invalid UTF-8 at byte [0-9]* \\(Chinese, Japanese or Korean in a double-byte code page\\? name it with --encoding NAME: gbk \\(gb18030\\) or big5 Chinese, shift_jis or euc-jp Japanese, euc-kr Korean; the words of a -t run say if it was right\\)\$" sms-vocab -t "$T/$f.tsv"
done
t_run "  --encoding gbk reads the Chinese" 0 sms-vocab -t --encoding gbk "$T/zh.tsv"
t_ok "  its words, as iconv(1) reads them" sh -c "grep -v '^#' '$T/out' | grep -qx 'ham	你好 今天晚上我们一起吃饭吧'"
# cp866 Russian whose first bytes are valid UTF-8 by chance ('сей' E1 A5
# A9) with no UTF-8 line before: cp866 named, not 'the file is UTF-8';
# a UTF-8 file with one cp1251 line keeps the line's own fix
printf 'ham\tсейчас звони мне\nspam\tприз деньги\n' | iconv -f UTF-8 -t CP866 > "$T/r866s.tsv"
t_bad "cp866 starting with valid UTF-8 by chance: cp866 named" 1 "r866s\\.tsv:1: invalid UTF-8 at byte [0-9]* \\(Cyrillic in the DOS code page\\? read it with --encoding cp866" sms-vocab -t "$T/r866s.tsv"
{ printf 'ham\tпривет\n'; printf 'ham\tкак дела сегодня\n' | iconv -f UTF-8 -t CP1251; } > "$T/mix1251.tsv"
t_bad "UTF-8, then a cp1251 line: that line alone" 1 "mix1251\\.tsv:2: invalid UTF-8 at byte [0-9]*: the file is UTF-8 \\(1 line before this one with UTF-8 beyond ASCII\\), this line is not \\(cp1251\\?\\): convert this line alone" sms-vocab -t "$T/mix1251.tsv"
# the line's fix names a code page, never a guess's word: a Greek line
# after a UTF-8 one, named by its page (cp1253); a line of an uncertain
# script, NAME (below: Hebrew too short to tell)
{ printf 'ham\tпривет\n'; printf 'ham\tΓεια σου τι κάνεις σήμερα\n' | iconv -f UTF-8 -t CP1253; } > "$T/mixel.tsv"
t_bad "UTF-8, then a Greek line: 'iconv -f cp1253', no 'letters'" 1 "mixel\\.tsv:2: invalid UTF-8 at byte [0-9]*: the file is UTF-8 \\(1 line before this one with UTF-8 beyond ASCII\\), this line is not \\(cp1253\\?\\): convert this line alone \\(sed -n '2p' $T/mixel.tsv \\| iconv -f cp1253 -t UTF-8\\), or every line .*decode\\(\"cp1253\", .*; --encoding cp1253 would garble the UTF-8 lines\$" sms-vocab -t "$T/mixel.tsv"
{ printf 'ham\tпривет\n'; printf 'ham\tמסמך\n' | iconv -f UTF-8 -t CP1255; } > "$T/mixhe.tsv"
t_bad "UTF-8, then a short Hebrew line: 'iconv -f NAME', no 'letters'" 1 "mixhe\\.tsv:2: invalid UTF-8 at byte [0-9]*: the file is UTF-8 \\(1 line before this one with UTF-8 beyond ASCII\\), this line is not \\(another encoding\\?\\): convert this line alone \\(sed -n '2p' $T/mixhe.tsv \\| iconv -f NAME -t UTF-8\\), or every line .*decode\\(\"NAME\", .*; --encoding NAME would garble the UTF-8 lines\$" sms-vocab -t "$T/mixhe.tsv"
# Arabic in cp1256 is no Cyrillic: cp1256 named, iso-8859-6 beside it
printf 'ham\tلقد ربحت جائزة اتصل الآن\nham\tشكرا لك على المساعدة\n' | iconv -f UTF-8 -t CP1256 > "$T/ar.tsv"
t_bad "Arabic in cp1256: cp1256, not 'Cyrillic? koi8-r'" 1 "ar\\.tsv:1: invalid UTF-8 at byte [0-9]* \\(Arabic\\? read it with --encoding cp1256; iso-8859-6 if its words come out wrong\\)\$" sms-vocab -t "$T/ar.tsv"
# byte-order marks the corpus reader sees (ak_bom_later, as the token and
# vector readers say them): a second at line 1 (utf-8-sig over a file
# read with its mark), a later one in a gzip'd file: zcat in the sed
printf '\357\273\277\357\273\277ham\thello there\n' > "$T/bom2.tsv"
t_bad "two marks at line 1: one to remove, named" 1 "bom2\\.tsv:1: two byte-order marks \\(U\\+FEFF, bytes EF BB BF, twice\\) start the file" sms-vocab -t "$T/bom2.tsv"
printf 'ham\thello\n\357\273\277spam\tbye\n' | gzip -c > "$T/bom.tsv.gz"
t_bad "a mark at line 2 of a .gz: zcat in the fix" 1 "bom\\.tsv\\.gz:2: a byte-order mark .*remove it: zcat $T/bom\\.tsv\\.gz \\| sed '1!s/" sms-vocab -t "$T/bom.tsv.gz"

# a gbk file whose first message, '谢谢' (D0 BB D0 BB), is UTF-8 by chance:
# the double-byte list and both readings, not "the file is UTF-8";
# --encoding gbk reads it whole; the edge: three UTF-8 lines before, the
# file is UTF-8
printf 'ham\t谢谢\nspam\t恭喜您中奖了！奖金一万元，请立即回复短信领取。\n' | iconv -f UTF-8 -t GBK > "$T/xx.tsv"
t_bad "gbk after a line UTF-8 by chance: the double-byte list, both readings" 1 "^sms-vocab: $T/xx.tsv:2: invalid UTF-8 at byte 6 \(Chinese, Japanese or Korean in a double-byte code page\? .*\); the 1 line before with UTF-8 beyond ASCII may be that page's by chance" sms-vocab --min-count 1 "$T/xx.tsv"
t_run "  --encoding gbk reads it" 0 sms-vocab -q --min-count 1 --encoding gbk "$T/xx.tsv"
t_ok "  谢谢" grep -q '^谢谢	1	1$' "$T/out"
{ printf 'ham\tпривет\nham\tкак дела\nham\tпока\n'; sed -n 2p "$T/xx.tsv"; } > "$T/xx3.tsv"
t_bad "  three UTF-8 lines before: the file is UTF-8" 1 "the file is UTF-8 \(3 lines before" sms-vocab --min-count 1 "$T/xx3.tsv"

