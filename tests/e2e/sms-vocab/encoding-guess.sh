#!/bin/sh
# --encoding's names and the code page a line that is not UTF-8 is hinted
# as (lib/base/conv.c): Python's (pandas') spellings named in iconv's;
# Cyrillic in each of its code pages (cp1251, koi8-r, koi8-u, iso-8859-5,
# cp866, mac-cyrillic) named so that following the hint reads its words.
. "$(dirname "$0")/../../lib.sh"

printf 'ham\thello there\n' > "$T/a.tsv"
# --help says what an explicit --encoding utf-8 does beside the others:
# reads as they are the lines refused as mojibake or 7-bit encodings
t_run "--help" 0 sms-vocab --help
t_ok "  --encoding: utf-8 reads the refused lines as they are" grep -q -- '--encoding NAME .*not UTF-8; utf-8 reads as they are the lines refused as mojibake (UTF-8 read as cp1252 and written again) or as UTF-7, ISO-2022 or HZ$' "$T/out"
# Python's spellings: iconv's named (the edge: iconv's own spelling, any
# case, read; a name neither knows: the old message)
t_bad "--encoding koi8_r: iconv's koi8-r named" 2 "^sms-vocab: --encoding: 'koi8_r' is Python's spelling: iconv calls it koi8-r \(--encoding koi8-r\)$" sms-vocab --encoding koi8_r "$T/a.tsv"
t_bad "--encoding latin-1 (pandas): latin1 named" 2 "^sms-vocab: --encoding: 'latin-1' is Python's spelling: iconv calls it latin1 \(--encoding latin1\)$" sms-vocab --encoding latin-1 "$T/a.tsv"
t_bad "--encoding iso8859_5: iso8859-5 named" 2 "iconv calls it iso8859-5 \(--encoding iso8859-5\)$" sms-vocab --encoding iso8859_5 "$T/a.tsv"
t_bad "--encoding mac_roman: macintosh named" 2 "iconv calls it macintosh \(--encoding macintosh\)$" sms-vocab --encoding mac_roman "$T/a.tsv"
t_bad "--encoding utf-8-sig: read without --encoding" 2 "^sms-vocab: --encoding: 'utf-8-sig' is Python's spelling of UTF-8: read the file without --encoding \(UTF-8 is the default; a byte-order mark is dropped\), or with --encoding utf-8 to read its bytes as they are$" sms-vocab --encoding utf-8-sig "$T/a.tsv"
t_bad "--encoding utf_8: the same" 2 "'utf_8' is Python's spelling of UTF-8: read the file without --encoding" sms-vocab --encoding utf_8 "$T/a.tsv"
t_run "--encoding KOI8-R (iconv's, upper case): read" 0 sms-vocab --min-count 1 --encoding KOI8-R "$T/a.tsv"
t_run "--encoding latin1: read" 0 sms-vocab --min-count 1 --encoding latin1 "$T/a.tsv"
t_bad "--encoding koi9_r: known to neither" 2 "^sms-vocab: --encoding: 'koi9_r' is not an encoding iconv knows" sms-vocab --encoding koi9_r "$T/a.tsv"

# Cyrillic: the code page that reads the line best is named, and reads it
# (a file made by iconv(1), read back with the page the hint names)
cyr() {	# cyr NAME PAGE WANT TEXT: TEXT in PAGE is hinted WANT first
	printf 'ham\t%s\nspam\tвы выиграли приз, звоните сейчас\n' "$4" > "$T/$1.u8"
	iconv -f UTF-8 -t "$2" "$T/$1.u8" > "$T/$1.tsv"
	t_bad "$1: $2 hinted $3" 1 "^sms-vocab: $T/$1.tsv:1: invalid UTF-8 at byte [0-9]* \(.*? read it with --encoding $3[;,) ]" sms-vocab --min-count 1 "$T/$1.tsv"
	sms-vocab -q --min-count 1 "$T/$1.u8" | grep -v '^#' > "$T/$1.want"
	t_run "  --encoding $3 reads it" 0 sms-vocab -q --min-count 1 --encoding "$3" "$T/$1.tsv"
	grep -v '^#' "$T/out" > "$T/$1.got"
	t_cmp "  its words as the UTF-8 file's" "$T/$1.want" "$T/$1.got"
}
RU='Вы стали победителем розыгрыша, заберите выигрыш быстро'
cyr iso5 ISO-8859-5 iso-8859-5 "$RU"
cyr w1251 CP1251 cp1251 "$RU"
cyr k8r KOI8-R koi8-r "$RU"
cyr dos CP866 cp866 "$RU"
# Mac Cyrillic in lower case: ё (0xDE, cp1251's Ю) says Mac; the edge:
# no ё, я or capital, where cp1251 reads the same letters
cyr maclow MAC-CYRILLIC mac-cyrillic 'привет, ты где? жду у метро ещё минут десять'
cyr macsame MAC-CYRILLIC cp1251 'привет, ты где? жду у метро минут шесть'
# Ukrainian: KOI8-U by і ї є ґ between its letters (koi8-r's box
# drawings); without them koi8-r reads it the same
cyr uk KOI8-U koi8-u 'Вітаємо! Ви виграли приз, зателефонуйте зараз їжак ґанок'
cyr uknoi KOI8-U koi8-r 'Ви виграли приз, зателефонуйте зараз'
cyr uk1251 CP1251 cp1251 'Вітаємо! Ви виграли приз, зателефонуйте зараз їжак ґанок'
# Bulgarian and Serbian
cyr bg ISO-8859-5 iso-8859-5 'Честито, спечелихте награда, обадете се веднага'
cyr sr CP1251 cp1251 'Честитамо, освојили сте награду, позовите одмах љубав њива'
# a short line (two letters a word): a list with cp866 in it, not cp1252
printf 'ham\tДа, да\nham\tХорошо, жду тебя вечером у метро\n' | iconv -f UTF-8 -t CP866 > "$T/short866.tsv"
t_bad "'Да, да' in cp866: too short, cp866 listed" 1 "^sms-vocab: $T/short866.tsv:1: invalid UTF-8 at byte 5 \(a single-byte code page\? this line is too short to tell which: --encoding cp866, cp1251, koi8-r or mac-cyrillic for Cyrillic, cp1252 for Western European, cp1250 Central European; the words of a -t run say if it was right\)$" sms-vocab "$T/short866.tsv"
printf 'ham\tДа ок\n' | iconv -f UTF-8 -t CP1251 > "$T/short1251.tsv"
t_bad "'Да ок' in cp1251: too short, cp1251 first" 1 "too short to tell which: --encoding cp1251, koi8-r or cp866 for Cyrillic, cp1252" sms-vocab "$T/short1251.tsv"
printf 'ham\tGr\366\337e\n' > "$T/gr.tsv"
t_bad "'Größe' in cp1252: too short, cp1252 named" 1 "too short to tell which: .*cp1252 for Western European" sms-vocab "$T/gr.tsv"
printf 'ham\tcaf\351 cr\350me\n' > "$T/fr.tsv"
t_bad "'café crème': cp1252, cp1250 beside it (è is cp1250's č)" 1 "\(a Windows file\? read it with --encoding cp1252; cp1250 if it is Central European \(Polish, Czech, Hungarian\): its words say which\)$" sms-vocab "$T/fr.tsv"
printf 'ham\tcaf\351 au lait\n' > "$T/fr2.tsv"
t_bad "'café' (é is cp1250's é): cp1252 alone" 1 "\(a Windows file\? read it with --encoding cp1252\)$" sms-vocab "$T/fr2.tsv"

# 7-bit encodings, whose bytes pass the UTF-8 check: refused naming the
# one that reads them (ISO-2022's escapes; UTF-7's '+' and base64 of one
# script's letters), followed; the edges: a phone number, a word after
# '+', C++ and a terminal's colour escape are text
printf 'ham\tこんにちは、セール開催中\nspam\t無料でゲット\n' > "$T/j.u8"
iconv -f UTF-8 -t ISO-2022-JP "$T/j.u8" > "$T/j7.tsv"
t_bad "ISO-2022-JP: refused, iso-2022-jp named" 1 "^sms-vocab: $T/j7.tsv:1: an ISO-2022 escape \(ESC, then \\$ or a parenthesis\) at byte 5: iso-2022-jp text, whose bytes are ASCII but not its letters\? read it with --encoding iso-2022-jp \(ASCII meant so\? --encoding utf-8 reads it as it is\)$" sms-vocab --min-count 1 "$T/j7.tsv"
sms-vocab -q --min-count 1 "$T/j.u8" | grep -v '^#' > "$T/j.want"
t_run "  --encoding iso-2022-jp reads it" 0 sms-vocab -q --min-count 1 --encoding iso-2022-jp "$T/j7.tsv"
grep -v '^#' "$T/out" > "$T/j.got"
t_cmp "  its words as the UTF-8 file's" "$T/j.want" "$T/j.got"
printf 'ham\t안녕하세요\n' | iconv -f UTF-8 -t ISO-2022-KR > "$T/kr.tsv"
t_bad "ISO-2022-KR: iso-2022-kr named" 1 "read it with --encoding iso-2022-kr \(ASCII meant so\? --encoding utf-8 reads it as it is\)$" sms-vocab "$T/kr.tsv"
printf 'ham\tПривет как дела\n' > "$T/u7.u8"
iconv -f UTF-8 -t UTF-7 "$T/u7.u8" > "$T/u7.tsv"
t_bad "UTF-7: refused, utf-7 named" 1 "^sms-vocab: $T/u7.tsv:1: a '\+' and a run of base64 that decode to UTF-16 letters at byte 5: utf-7 text, whose bytes are ASCII but not its letters\? read it with --encoding utf-7 \(ASCII meant so\? --encoding utf-8 reads it as it is\)$" sms-vocab --min-count 1 "$T/u7.tsv"
t_run "  --encoding utf-7 reads it" 0 sms-vocab -q --min-count 1 --encoding utf-7 "$T/u7.tsv"
t_ok "  привет" grep -q '^привет	1	1$' "$T/out"
printf 'ham\tcall +447797706009 or +1win150ppmx3 now\nham\tC++ +normal +GN+GE+GN \033[31mred\033[0m\n' > "$T/plus.tsv"
t_run "'+' runs of a phone number, words, C++, ANSI colours: read" 0 sms-vocab -q --min-count 1 "$T/plus.tsv"
# HZ (RFC 1843, 7-bit GB2312; glibc's iconv has none): refused naming HZ
# and python's conversion, which reads; the edge: '~{' before a space,
# '~~' and an odd run are ASCII
python3 -c "import sys; open(sys.argv[1],'wb').write('ham\t你今晚来吃晚饭吗？妈妈在等我们。\n'.encode('hz'))" "$T/hz.tsv"
t_bad "HZ: refused, HZ and python named" 1 "^sms-vocab: $T/hz.tsv:1: '~{' at byte 5: HZ text .*encoding='hz'" sms-vocab --min-count 1 "$T/hz.tsv"
python3 -c "import sys; sys.stdout.write(open(sys.argv[1], encoding='hz').read())" "$T/hz.tsv" > "$T/hz8.tsv"
t_run "  its conversion reads" 0 sms-vocab -q --min-count 1 "$T/hz8.tsv"
printf 'ham\tuse ~{ name } and ~~ or ~{abc~} here\n' > "$T/hz-no.tsv"
t_run "  '~{ ', '~~', an odd run: ASCII, read" 0 sms-vocab -q --min-count 1 "$T/hz-no.tsv"
# UTF-7 of Chinese with its full-width punctuation (，？ in the run) and
# of Latin letters inside words (Polish, Turkish, German: one ü after a
# letter is the edge) refused; English words after a '+' ('+dating' is two
# CJK characters' base64, '+Vodafone' three) and a line whose other '+'
# starts no run UTF-7 writes are ASCII, read
for s in '你今晚来吃晚饭吗？妈妈在等我们。' 'Zażółć gęślą jaźń' 'teşekkür ederim' 'Grüne Wiese' 'Hola, ¿qué tal?'; do
	python3 -c "import sys; sys.stdout.buffer.write(('ham\t'+sys.argv[1]+'\n').encode('utf-7'))" "$s" > "$T/u7b.tsv"
	t_bad "UTF-7 of '$s': utf-7 named" 1 "^sms-vocab: $T/u7b.tsv:1: a '\+' and a run of base64 that decode to UTF-16 letters at byte [0-9]*: utf-7 text.* read it with --encoding utf-7 \(ASCII meant so\? --encoding utf-8 reads it as it is\)$" sms-vocab --min-count 1 "$T/u7b.tsv"
done
t_run "  --encoding utf-7 reads the last" 0 sms-vocab -q --min-count 1 --encoding utf-7 "$T/u7b.tsv"
t_ok "  qué" grep -q '^qué	1	1$' "$T/out"
printf 'ham\tReply +dating to 69669 for a date\nham\tthanks +Muhammad for the song\nham\tcheck +Vodafone offers now\nham\tWatch TV: +National Geographic tonight\nham\tM+APw-nchen 1 + 1\n' > "$T/plus2.tsv"
t_run "'+dating', '+Vodafone', a '+' alone beside a run: ASCII, read" 0 sms-vocab -q --min-count 1 "$T/plus2.tsv"
t_ok "  dating, vodafone" grep -q '^vodafone	1	1$' "$T/out"

# under --encoding cp1251, a cp1251 file with one UTF-8 line: the note
# names that line (a file in cp1251 with UTF-8 pasted in); the edge, as
# many UTF-8 lines as others: a UTF-8 file, its first other line named
printf 'ham\tПривет, я буду дома через час\nham\tМама, не забудь позвонить\n' | iconv -f UTF-8 -t CP1251 > "$T/mix.tsv"
printf 'spam\tВы выиграли приз, позвоните сейчас\n' >> "$T/mix.tsv"
printf 'ham\tСпасибо за ужин\n' | iconv -f UTF-8 -t CP1251 >> "$T/mix.tsv"
t_run "cp1251 with a UTF-8 line, --encoding cp1251: read" 0 sms-vocab --min-count 1 --encoding cp1251 "$T/mix.tsv"
t_ok "  the UTF-8 line named, its conversion to cp1251" grep -qF "sms-vocab: note: $T/mix.tsv: 1 line with characters beyond ASCII is valid UTF-8 (the first $T/mix.tsv:3) and 3 are not: a file in cp1251 with UTF-8 lines pasted in? --encoding cp1251 read those as other characters (café as cafÃ©); convert each of them to cp1251 (sed -n '3p' $T/mix.tsv | iconv -f UTF-8 -t cp1251) and read the file again" "$T/err"
printf 'ham\tдобрый вечер\n' >> "$T/mix.tsv"
printf 'ham\tдо встречи\n' >> "$T/mix.tsv"
t_run "  two more UTF-8 lines (3 and 3): read" 0 sms-vocab --min-count 1 --encoding cp1251 "$T/mix.tsv"
t_ok "  a UTF-8 file, its first other line named" grep -qF "are valid UTF-8 and 3 are not (the first $T/mix.tsv:1): a UTF-8 file with lines in another encoding?" "$T/err"

# a quote of a Cyrillic record cut at a byte count ends at a character:
# standard error is UTF-8 (the header note and the label error)
printf '"Вы стали победителем розыгрыша, заберите выигрыш быстро",1\n"Щенок съел мои тапки, представляешь пока",0\n' > "$T/h.csv"
t_run "a Cyrillic record quoted cut: refused" 1 sms-vocab --csv "$T/h.csv"
t_ok "  standard error is UTF-8" iconv -f UTF-8 -t UTF-8 "$T/err" -o /dev/null
t_ok "  the quote cut before the character" grep -qF "'Вы стали победителем розыгрыша, ...' read as the header" "$T/err"

# a byte-order mark before a code page's bytes: one page named, or a list
# (never the guess's word as a name: --encoding letters); gzip'd: zcat
# first (tail and iconv on gzip's bytes would garble them)
{ printf '\357\273\277'; printf 'ham\tДа ок\n' | iconv -f UTF-8 -t CP1251; } > "$T/bs.tsv"
t_bad "mark, then a short cp1251 line: NAME and the list" 1 "^sms-vocab: $T/bs.tsv:1: invalid UTF-8 at byte 5, .*: code-page text with a mark put before it\? remove the mark \(tail -c \+4 $T/bs.tsv > $T/bs.tsv.txt\) and read that with --encoding NAME \(a single-byte code page\? this line is too short to tell which: --encoding cp1251, koi8-r or cp866 for Cyrillic" sms-vocab "$T/bs.tsv"
{ printf '\357\273\277'; printf 'ham\tПривет, я буду дома\n' | iconv -f UTF-8 -t CP1251; } > "$T/bb.tsv"
t_bad "mark, then cp1251: cp1251 named" 1 "cp1251 text with a mark put before it\? remove the mark \(tail -c \+4 $T/bb.tsv > $T/bb.tsv.txt\) and read that with --encoding cp1251$" sms-vocab "$T/bb.tsv"
gzip -c "$T/bb.tsv" > "$T/bb.tsv.gz"
t_bad "  gzip'd: zcat, then tail" 1 "remove the mark \(zcat $T/bb.tsv.gz \| tail -c \+4 > $T/bb.tsv.gz.txt\) and read that with --encoding cp1251$" sms-vocab "$T/bb.tsv.gz"
printf '\377\376h\000a\000m\000\t\000h\000i\000\n\000' > "$T/u16.tsv"
gzip -c "$T/u16.tsv" > "$T/u16.tsv.gz"
t_bad "UTF-16 gzip'd: zcat, then iconv" 1 "UTF-16 text \(its byte-order mark FF FE\)\? the tools read UTF-8: convert it with zcat $T/u16.tsv.gz \| iconv -f UTF-16 -t UTF-8 > FILE.txt$" sms-vocab "$T/u16.tsv.gz"
t_bad "  not gzip'd: iconv on the file" 1 "convert it with iconv -f UTF-16 -t UTF-8 $T/u16.tsv > FILE.txt$" sms-vocab "$T/u16.tsv"

# Central European: cp1250 (and iso-8859-2) by a letter of theirs that is
# cp1252's symbol (ł ą ż between letters or ending a word); the edges:
# Catalan's l·l and don´t (cp1252's own), Czech's ý (cp1254's ı): cp1250
# in the list
printf 'ham\tDzień dobry, wygrałeś nagrodę, zadzwoń teraz\n' > "$T/pl.u8"
iconv -f UTF-8 -t CP1250 "$T/pl.u8" > "$T/pl.tsv"
t_bad "Polish in cp1250: cp1250 named" 1 "^sms-vocab: $T/pl.tsv:1: invalid UTF-8 at byte 9 \(Central European\? read it with --encoding cp1250 \(Windows\); iso-8859-2 if its words come out wrong \(Unix, e-mail\), cp1257 if it is Baltic, cp1252 Western European\)$" sms-vocab --min-count 1 "$T/pl.tsv"
sms-vocab -q --min-count 1 "$T/pl.u8" | grep -v '^#' > "$T/pl.want"
t_run "  --encoding cp1250 reads it" 0 sms-vocab -q --min-count 1 --encoding cp1250 "$T/pl.tsv"
grep -v '^#' "$T/out" > "$T/pl.got"
t_cmp "  its words as the UTF-8 file's" "$T/pl.want" "$T/pl.got"
iconv -f UTF-8 -t ISO-8859-2 "$T/pl.u8" > "$T/pl2.tsv"
t_bad "Polish in iso-8859-2: the same list" 1 "Central European\? read it with --encoding cp1250 \(Windows\); iso-8859-2 if" sms-vocab "$T/pl2.tsv"
printf 'ham\tcol\267legi, don\264t\n' > "$T/ca.tsv"
t_bad "Catalan's l·l, don´t: cp1252" 1 "\(a Windows file\? read it with --encoding cp1252\)$" sms-vocab "$T/ca.tsv"
printf 'ham\tDobrý den, vyhrál jste cenu\n' | iconv -f UTF-8 -t CP1250 > "$T/cz.tsv"
t_bad "Czech ý: cp1254 first, cp1250 named" 1 "\(Turkish\? read it with --encoding cp1254; cp1250 if it is Central European \(Czech, Slovak's ý\), cp1258 Vietnamese, cp1252 Western European\)$" sms-vocab "$T/cz.tsv"
# Turkish in cp1254 whose ş ı stand among ü ö (a run of three: görüşürüz):
# cp1254 first, not cp1252 alone nor the scripts' list; the edge: French
# with a lone 'à' among words stays cp1252
printf 'ham\tYardımın için teşekkür ederim, yarın ofiste görüşürüz.\nham\tGörüşürüz\n' | iconv -f UTF-8 -t CP1254 > "$T/tr3.tsv"
t_bad "Turkish with görüşürüz: cp1254 named" 1 "\(Turkish\? read it with --encoding cp1254" sms-vocab "$T/tr3.tsv"
sed -n 2p "$T/tr3.tsv" > "$T/tr4.tsv"
t_bad "  'Görüşürüz' alone: cp1254 named" 1 "\(Turkish\? read it with --encoding cp1254" sms-vocab "$T/tr4.tsv"
printf 'ham\tJe suis \340 la maison ce soir\n' > "$T/fr-a.tsv"
t_bad "French with a lone 'à': cp1252" 1 "\(a Windows file\? read it with --encoding cp1252" sms-vocab "$T/fr-a.tsv"
# UTF-16LE with its mark and LF ends (Python's encoding='utf-16'): line 1
# of text without ASCII holds no NUL: UTF-16 named by the mark; the
# edge, the same text with a space (a NUL in line 1), named too
for s in '你今晚来吃晚饭吗？' 'Привет' 'Привет мир'; do
	python3 -c "import sys; open(sys.argv[2], 'w', encoding='utf-16').write(sys.argv[1] + '\n' + sys.argv[1] + '\n')" "$s" "$T/u16.txt"
	t_bad "UTF-16LE with its mark, '$s': UTF-16 named" 1 "UTF-16 text \(.*byte-order mark.*iconv -f UTF-16" sms-vocab --unlabeled "$T/u16.txt"
done
# Korean in euc-kr (short words between spaces: no run of six) and big5
# (second bytes 0x40-0x7E break the runs): the double-byte list; the
# edge: French whose é è stand before ASCII letters stays cp1252
printf 'ham\t삼십 분 늦을 것 같아. 길이 너무 막혀.\n' | iconv -f UTF-8 -t EUC-KR > "$T/kr-sp.tsv"
printf 'ham\t恭喜您中獎了！獎金一萬元，請立即回覆簡訊領取。\n' | iconv -f UTF-8 -t BIG5 > "$T/b5.tsv"
for f in kr-sp b5; do
	t_bad "$f: the double-byte list" 1 "\(Chinese, Japanese or Korean in a double-byte code page\?" sms-vocab "$T/$f.tsv"
done
printf 'ham\tl\351l\350ve \351tait pr\350s de l\351glise\n' > "$T/fr-el.tsv"
t_bad "French élève: cp1252" 1 "\(a Windows file\? read it with --encoding cp1252" sms-vocab "$T/fr-el.tsv"
# Vietnamese in cp1258 (tones as combining marks after vowels: ạ is a
# then 0xF2): cp1258 named; the edge: Italian's però, così stay cp1252
printf 'ham\tXin chào, bạn có khỏe không?\n' | iconv -f UTF-8 -t CP1258 > "$T/vi.tsv"
t_bad "Vietnamese in cp1258: cp1258 named" 1 "\(Vietnamese\? read it with --encoding cp1258" sms-vocab "$T/vi.tsv"
printf 'ham\tper\362 cos\354 va bene\n' > "$T/it.tsv"
t_bad "Italian però così: cp1252" 1 "\(a Windows file\? read it with --encoding cp1252" sms-vocab "$T/it.tsv"
# Greek, Hebrew, Arabic and Thai named by their own pages (15d-M3,
# 14d-M13: Hebrew's א-ת are cp1251's а-ъ, Thai's letters pairs of a
# double-byte page): the page that reads the line best, the same script's
# other one beside it when it reads the bytes otherwise (Greek's Ά is
# cp1253's A2, iso-8859-7's B6), and following the hint reads the words;
# never "Cyrillic?" (the edges: a line too short to tell gets the list;
# Russian and the double-byte pages keep theirs, above and below)
xs() {	# xs NAME PAGE WANT TEXT: TEXT in PAGE is hinted WANT first
	printf 'ham\t%s\n' "$4" > "$T/$1.u8"
	iconv -f UTF-8 -t "$2" "$T/$1.u8" > "$T/$1.tsv"
	t_bad "$1: $2 hinted $3" 1 "^sms-vocab: $T/$1.tsv:1: invalid UTF-8 at byte [0-9]* \((Greek|Hebrew|Arabic|Thai)\? read it with --encoding $3[;,) ]" sms-vocab --min-count 1 "$T/$1.tsv"
	cp "$T/err" "$T/$1.err"
	sms-vocab -q --min-count 1 "$T/$1.u8" | grep -v '^#' > "$T/$1.want"
	t_run "  --encoding $3 reads it" 0 sms-vocab -q --min-count 1 --encoding "$3" "$T/$1.tsv"
	grep -v '^#' "$T/out" > "$T/$1.got"
	t_cmp "  its words as the UTF-8 file's" "$T/$1.want" "$T/$1.got"
}
xs he CP1255 cp1255 'שלום לכולם, זכיתם בפרס גדול מאוד היום'
xs he8 ISO-8859-8 cp1255 'היי, אתה בא הערב לארוחת ערב? אמא מחכה לנו.'
xs el CP1253 cp1253 'Δωρεάν δάνειο χωρίς έλεγχο! Καλέστε αμέσως σήμερα.'
xs g7 ISO-8859-7 iso-8859-7 'Άλλος ένας φίλος μου είπε ότι Άρης'
t_ok "  cp1253 beside it (Ά is its A2)" grep -q 'iso-8859-7; cp1253 if its words come out wrong)$' "$T/g7.err"
xs ar ISO-8859-6 iso-8859-6 'قرض مجاني بدون ضمان! اتصل فورا للحصول على الموافقة.'
xs ar56 CP1256 cp1256 'اتصل على 0501234567 الآن FREE'
xs th TIS-620 cp874 'สวัสดีครับ ยินดีต้อนรับ'
xs th874 CP874 cp874 'ขอบคุณมากครับ พรุ่งนี้เจอกันที่ออฟฟิศนะ'
# too short to tell, or letters Cyrillic reads nearly as well: named or
# the list, never Cyrillic
printf 'ham\tאני אוהב אותך מאוד\n' | iconv -f UTF-8 -t CP1255 > "$T/he-s.tsv"
printf 'ham\tالصور\n' | iconv -f UTF-8 -t CP1256 > "$T/ar-s.tsv"
printf 'ham\tγεια σου\n' | iconv -f UTF-8 -t CP1253 > "$T/el-s.tsv"
for f in he-s ar-s el-s; do
	t_bad "$f: its page or the list, no Cyrillic" 1 "invalid UTF-8 at byte [0-9]* \(((Greek|Hebrew|Arabic)\? read it|not UTF-8: the letters of a single-byte code page, its script not certain)" sms-vocab "$T/$f.tsv"
done
# the edge: Ukrainian's Зберегти (cp1251 C7 E1) once, Russian capitals
# before small letters once, still Cyrillic
cyr ukzb CP1251 cp1251 'Зберегти зміни у файлі перед виходом'
cyr ruiso ISO-8859-5 iso-8859-5 'Отправьте СМСку на короткий номер сейчас'
printf 'ham\tМой новый сайт сейчас работает\nham\tСървърът съобщи грешка\n' | iconv -f UTF-8 -t CP1251 > "$T/ru-y.tsv"
t_bad "Russian with й after vowels, Bulgarian's ъ: cp1251" 1 "\(Cyrillic\? read it with --encoding cp1251" sms-vocab "$T/ru-y.tsv"
# an emoji as two UTF-8-encoded surrogates (CESU-8): named, with the
# conversion, which reads it; the other side: the emoji in UTF-8
printf 'spam\tFree prize \355\240\274\355\276\201 call now\n' > "$T/cesu.tsv"
t_bad "CESU-8 surrogates: named, with python3's conversion" 1 "^sms-vocab: $T/cesu.tsv:1: invalid UTF-8 at byte 17: a UTF-16 surrogate written as UTF-8 \(CESU-8, Java's modified UTF-8: an emoji as two 3-byte halves\)\? convert the file: python3 -c " sms-vocab --min-count 1 "$T/cesu.tsv"
# the three bytes of a half among others that are not UTF-8 (gbk's
# 晚到 CD ED B5 BD, cp1252's í » …): no CESU-8, the page's hint
printf 'ham\t我会晚到半个小时，路上堵车很厉害。\n' | iconv -f UTF-8 -t GBK > "$T/gbk-ed.tsv"
t_bad "gbk holding ED B5 BD: the double-byte list, no CESU-8" 1 "^sms-vocab: $T/gbk-ed.tsv:1: invalid UTF-8 at byte 5 \(Chinese, Japanese or Korean in a double-byte code page\?" sms-vocab "$T/gbk-ed.tsv"
printf 'ham\t\253Ven aqu\355\273\205 dijo \351l\n' > "$T/es-ed.tsv"
t_bad "cp1252 '«Ven aquí»…': cp1252, no CESU-8, no Cyrillic" 1 "^sms-vocab: $T/es-ed.tsv:1: invalid UTF-8 at byte 5 \(a Windows file\? read it with --encoding cp1252" sms-vocab "$T/es-ed.tsv"
printf 'spam\tFree prize \360\237\216\201 call now\n' > "$T/emoji.tsv"
t_run "  the emoji in UTF-8: read" 0 sms-vocab --min-count 1 "$T/emoji.tsv"
grep -v '^#' "$T/out" > "$T/emoji.want"
# the conversion printed, run as it is, on what a real writer makes
# (Python's str of the two halves, encoded with 'surrogatepass', as
# Java's modified UTF-8 and MySQL's utf8mb3 write them), plain and
# gzip'd: its file reads as the emoji's UTF-8 file
python3 -c "import sys; sys.stdout.buffer.write('spam\tFree prize \\ud83c\\udf81 call now\\n'.encode('utf-8', 'surrogatepass'))" > "$T/cesu-py.tsv"
t_ok "  Python's writer makes those bytes" cmp -s "$T/cesu.tsv" "$T/cesu-py.tsv"
gzip -c "$T/cesu-py.tsv" > "$T/cesu-py.tsv.gz"
for f in cesu-py.tsv cesu-py.tsv.gz; do
	t_bad "  $f: named" 1 "a UTF-16 surrogate written as UTF-8 \(CESU-8" sms-vocab --min-count 1 "$T/$f"
	sed -n "s|.*convert the file: \(.*\) > FILE\.txt\$|\1 > '$T/$f.fixed'|p" "$T/err" > "$T/$f.sh"
	t_run "  $f: the conversion printed runs" 0 sh "$T/$f.sh"
	t_run "  $f: its output is read" 0 sms-vocab --min-count 1 "$T/$f.fixed"
	grep -v '^#' "$T/out" > "$T/$f.got"
	t_cmp "  $f: the emoji's UTF-8 file's words" "$T/emoji.want" "$T/$f.got"
done
# a gbk line whose first character is valid UTF-8 by chance (时 CA B1):
# the double-byte list, not "the file is UTF-8"
printf 'ham\t时晚电你很流你惠\n' | iconv -f UTF-8 -t GBK > "$T/zh.tsv"
t_bad "gbk starting with a UTF-8 pair by chance: the double-byte list" 1 "^sms-vocab: $T/zh.tsv:1: invalid UTF-8 at byte 7 \(Chinese, Japanese or Korean in a double-byte code page\?" sms-vocab "$T/zh.tsv"

# Japanese katakana: shift_jis's second bytes are ASCII (セ 83 5A), euc-jp's
# kana lead A5 is cp866's е: the double-byte list, not cp866 or cp1252;
# the other side: cp866 Russian
for w in 'セール開催中' 'カタカナ'; do
	printf 'ham\t%s\n' "$w" | iconv -f UTF-8 -t SHIFT_JIS > "$T/sj.tsv"
	t_bad "$w in shift_jis: the double-byte list" 1 "\(Chinese, Japanese or Korean in a double-byte code page\?" sms-vocab "$T/sj.tsv"
done
printf 'ham\tカタカナ\n' | iconv -f UTF-8 -t EUC-JP > "$T/ej.tsv"
t_bad "カタカナ in euc-jp: the double-byte list" 1 "\(Chinese, Japanese or Korean in a double-byte code page\?" sms-vocab "$T/ej.tsv"
printf 'ham\tелена поела\n' | iconv -f UTF-8 -t CP866 > "$T/ru866.tsv"
t_bad "cp866 Russian: cp866" 1 "\(Cyrillic in the DOS code page\? read it with --encoding cp866" sms-vocab "$T/ru866.tsv"

# UTF-8 read once as cp1252 and saved again (Excel's round trip): refused
# with the iconv that undoes it, which reads it; the edges: one such
# character alone ('cafÃ©'), and cp1252's characters that are no UTF-8
# ('Ã la carte, Â»'), read
printf 'ham\tcafé crème\n' > "$T/fr.u8"
iconv -f CP1252 -t UTF-8 "$T/fr.u8" > "$T/moji.tsv"
t_bad "UTF-8 through cp1252: refused, iconv -t cp1252 named" 1 "^sms-vocab: $T/moji.tsv:1: UTF-8 read once as cp1252 and written again \(Excel's round trip: 'Ã©' for 'é', 'Ð’' for 'В'\)\? undo it: iconv -f UTF-8 -t cp1252 $T/moji.tsv > FILE.fixed, and read that" sms-vocab --min-count 1 "$T/moji.tsv"
gzip -c "$T/moji.tsv" > "$T/moji.tsv.gz"
t_bad "  gzip'd: zcat FILE | iconv" 1 "undo it: zcat $T/moji.tsv.gz \| iconv -f UTF-8 -t cp1252 > FILE.fixed" sms-vocab --min-count 1 "$T/moji.tsv.gz"
printf 'spam\tFree prize \355\240\274\355\276\201 call now\n' | gzip > "$T/cesu.tsv.gz"
t_bad "  CESU-8 gzip'd: gzip.open" 1 "import sys, gzip; sys.stdout.write\(gzip.open\(sys.argv\[1\], mode='rt', encoding='utf-8'" sms-vocab --min-count 1 "$T/cesu.tsv.gz"
iconv -f UTF-8 -t CP1252 "$T/moji.tsv" > "$T/moji.fixed"
t_run "  the iconv named reads it" 0 sms-vocab -q --min-count 1 "$T/moji.fixed"
t_ok "  café crème" sh -c "grep -q '^café	' '$T/out' && grep -q '^crème	' '$T/out'"
# one such character in each of many lines ('Â£' for '£' in every spam):
# refused from the third, most of the lines beyond ASCII; a round trip
# through Latin-1 (C1 controls U+0080-U+009F kept) undone with -t latin1
python3 -c "import sys; open(sys.argv[1],'wb').write(''.join('spam\tWin £%d000 cash now\n' % n for n in range(1, 6)).encode('utf-8').decode('cp1252').encode('utf-8'))" "$T/moj5.tsv"
t_bad "one round-trip character in each of many lines: refused at the third" 1 "^sms-vocab: $T/moj5.tsv:3: UTF-8 read once as cp1252 and written again \(Excel's round trip: 'Ã©' for 'é', 'Ð’' for 'В', one such character in each of 3 lines from line 1\)\? undo it: iconv -f UTF-8 -t cp1252 " sms-vocab --min-count 1 "$T/moj5.tsv"
python3 -c "import sys; open(sys.argv[1],'wb').write('ham\tПривет, как дела?\n'.encode('utf-8').decode('latin-1').encode('utf-8'))" "$T/mojl1.tsv"
t_bad "a Latin-1 round trip: iconv -t latin1" 1 "UTF-8 read once as latin1 and written again .* undo it: iconv -f UTF-8 -t latin1 $T/mojl1.tsv > FILE.fixed" sms-vocab --min-count 1 "$T/mojl1.tsv"
iconv -f UTF-8 -t latin1 "$T/mojl1.tsv" > "$T/mojl1.fixed"
t_run "  its iconv reads" 0 sms-vocab -q --min-count 1 "$T/mojl1.fixed"
printf 'ham\tcafÃ© ok\nham\tÃ la carte, Â» fin\n' > "$T/one.tsv"
t_run "one such character, or cp1252's that are no UTF-8: read" 0 sms-vocab -q --min-count 1 "$T/one.tsv"

# R2-1: a file that holds such text on purpose (a page about encodings)
# is read as it is under an explicit --encoding utf-8 (utf8, UTF-8), the
# lines said in a note; the refusals name it; bytes that are not UTF-8
# are still refused, and without the option the file still is
printf 'ham\tExcel shows cafÃ© rÃ©sumÃ©\nham\tand Â£5, Â£10\nham\tplain\n' > "$T/page.tsv"
t_bad "a page on encodings: refused, --encoding utf-8 named" 1 "^sms-vocab: $T/page.tsv:1: UTF-8 read once as cp1252 and written again .*; text meant so \(a page on encodings\)\? --encoding utf-8 reads it as it is$" sms-vocab --min-count 1 "$T/page.tsv"
for u in utf-8 utf8 UTF-8; do
	t_run "  --encoding $u: read as it is" 0 sms-vocab --min-count 1 --encoding "$u" "$T/page.tsv"
	t_ok "  cafÃ© read as it is ('cafã')" grep -q '^cafã	1' "$T/out"
	t_ok "  the note counts 2 lines, the first line 1" grep -qxF "sms-vocab: note: $T/page.tsv: 2 lines (the first $T/page.tsv:1) read as they are (--encoding utf-8) look like text in another encoding: UTF-8 read once as cp1252 and written again ('Ã©' for 'é'), or the ASCII of UTF-7, ISO-2022 or HZ; read without --encoding, the file is refused at the first with the conversion that undoes it" "$T/err"
done
t_run "  many lines' rule: --encoding utf-8 reads them" 0 sms-vocab -q --min-count 1 --encoding utf-8 "$T/moj5.tsv"
t_ok "  'Â£1000' as it is ('â')" grep -q '^â	5' "$T/out"
t_run "  a UTF-7-looking line too" 0 sms-vocab --min-count 1 --encoding utf8 "$T/u7.tsv"
t_ok "  said, line 1" grep -q "note: $T/u7.tsv: 1 line (the first $T/u7.tsv:1) read as it is (--encoding utf-8) looks like" "$T/err"
t_run "  a file read without it too (one such character a line): no note" 0 sms-vocab --min-count 1 --encoding utf-8 "$T/one.tsv"
t_ok "  (none)" sh -c "! grep -q 'read as they are\|read as it is' '$T/err'"
printf 'ham\tcafÃ©\nham\tna\357ve\n' > "$T/page2.tsv"
t_bad "  bytes not UTF-8: refused all the same" 1 "^sms-vocab: $T/page2.tsv:2: invalid UTF-8 at byte 7" sms-vocab --min-count 1 --encoding utf-8 "$T/page2.tsv"

t_end
