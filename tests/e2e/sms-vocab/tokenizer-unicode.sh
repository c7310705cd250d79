# sms-vocab --tokenizer unicode (lib/text/utok.c) against Python's
# str.isalpha() and str.casefold() on the same lines: hand-picked words of
# many scripts and 3,000 random lines of characters from 40 blocks
# (letters, combining marks, digits, punctuation, symbols that fold); and
# the lesson's own Russian paragraphs (tests/data/lesson.ru.txt, a copy of
# the project's spec) give Russian words.
. "$(dirname "$0")/../../lib.sh"
py=/usr/bin/python3
if [ ! -x "$py" ]; then
	t_fail "python3" "/usr/bin/python3 missing: run tools/deps.sh"
	exit 0
fi
# the reference: a token is a run of letters (isalpha) and the combining
# marks (category M*) after them, each character casefold()ed; the lines
# sms-vocab writes: "-<TAB>tokens" for each line with tokens
cat > "$T/ref.py" <<'PY'
import random, sys, unicodedata as ud
def toks(line):
    out, cur = [], None
    for ch in line:
        if ch.isalpha() or (cur is not None and ud.category(ch)[0] == "M"):
            cur = (cur or "") + ch.casefold()
        else:
            if cur is not None:
                out.append(cur)
            cur = None
    if cur is not None:
        out.append(cur)
    return out
if sys.argv[1] == "gen":
    blocks = [(0x20, 0x7E), (0xA0, 0x24F), (0x250, 0x2FF), (0x300, 0x36F),
              (0x370, 0x3FF), (0x400, 0x52F), (0x530, 0x58F), (0x590, 0x5FF),
              (0x600, 0x6FF), (0x900, 0x97F), (0x980, 0x9FF), (0xE00, 0xE7F),
              (0x10A0, 0x10FF), (0x1100, 0x11FF), (0x13A0, 0x13FF),
              (0x1E00, 0x1EFF), (0x1F00, 0x1FFF), (0x2000, 0x206F),
              (0x2100, 0x218F), (0x2460, 0x24FF), (0x2C00, 0x2C7F),
              (0x3000, 0x30FF), (0x4E00, 0x4E80), (0xA640, 0xA69F),
              (0xAB70, 0xABBF), (0xAC00, 0xAC80), (0xFB00, 0xFB4F),
              (0xFE20, 0xFE2F), (0xFF00, 0xFFEF), (0x10400, 0x1044F),
              (0x104B0, 0x104FF), (0x10C80, 0x10CFF), (0x118A0, 0x118FF),
              (0x16E40, 0x16E9F), (0x1D400, 0x1D4FF), (0x1E900, 0x1E95F),
              (0x1F100, 0x1F1FF), (0x20000, 0x20050), (0x0660, 0x0669),
              (0x1D165, 0x1D169)]
    r = random.Random(27)
    for i in range(3000):
        s = []
        for k in range(r.randrange(1, 30)):
            lo, hi = r.choice(blocks)
            c = r.randrange(lo, hi + 1)
            cat = ud.category(chr(c))
            if cat in ("Cc", "Cs", "Zl", "Zp"):
                c = 0x20
            s.append(chr(c))
        print("x " + "".join(s))
else:
    for line in open(sys.argv[2], encoding="utf-8"):
        t = toks(line.rstrip("\n"))
        if line.strip() and not line.startswith("#") and t:
            print("-\t" + " ".join(t))
PY
cat > "$T/words" <<'W'
Café CRÈME Ångström Łódź
Робот положил СТАКАН на стол.
ΣΟΦΟΣ σοφός ΐ ᾼ
Straße STRASSE ẞ İstanbul ﬁle Kelvin
注意力机制。東京タワー 한국어
MobileUpd8 call2optout ٣abc ১২x Ⅻy ⓐⒷ
cafe◌́ नमस्ते दुनिया مرحبا שלום ⴀ Ꭰ 𐐀𐐨
W
"$py" "$T/ref.py" gen > "$T/random"
cat "$T/words" "$T/random" > "$T/lines"
"$py" "$T/ref.py" ref "$T/lines" > "$T/want"
t_run "sms-vocab --tokenizer unicode -t" 0 sms-vocab --unlabeled --tokenizer unicode -t "$T/lines"
grep -v '^#' "$T/out" > "$T/got"
t_ok "3,007 lines: the reference has tokens on most" test "$(wc -l < "$T/want")" -gt 2900
t_cmp "the tokens are Python's isalpha/casefold tokens, line for line" "$T/want" "$T/got"
t_ok "Russian, folded" grep -qx -e "$(printf -- '-\tробот положил стакан на стол')" "$T/got"
t_ok "Greek sigma folded as casefold()" grep -q -e "$(printf -- '-\tσοφοσ σοφόσ')" "$T/got"

# ascii drops Cyrillic, as before; the default, auto, keeps it (a letter
# beyond ASCII switches the message to unicode, said)
t_run "--tokenizer ascii on the lesson" 0 sms-vocab --unlabeled --tokenizer ascii --min-count 3 "$DATA/lesson.ru.txt"
t_ok "ascii: no Cyrillic word" sh -c "! grep -q 'внимани' '$T/out'"
t_run "the default (auto) on the lesson" 0 sms-vocab --unlabeled --min-count 3 "$DATA/lesson.ru.txt"
t_ok "auto: Cyrillic words, as unicode's" sh -c "grep -q 'внимани' '$T/out' && grep -q 'tokenized as --tokenizer unicode does' '$T/err'"
t_run "the lesson with --tokenizer unicode" 0 sms-vocab --unlabeled --tokenizer unicode "$DATA/lesson.ru.txt"
for w in внимание запрос; do
	t_ok "the lesson's vocabulary lists $w (count >= 10)" grep -q "^$w	" "$T/out"
done
t_run "the lesson with --tokenizer unicode --min-count 3" 0 sms-vocab --unlabeled --tokenizer unicode --min-count 3 "$DATA/lesson.ru.txt"
t_ok "... and ключ (7 times)" grep -q "^ключ	7	" "$T/out"
t_ok "no digit or Latin capital in any word" sh -c "! awk -F'\t' 'NR > 2' '$T/out' | cut -f1 | grep -q '[0-9A-Z]'"
# scripts written without spaces: a run of their letters is one word; a
# word of 8 such letters or more is said with a segmenter; the edges:
# 7 letters, and the same text segmented, say nothing
printf 'spam\t恭喜您中奖了请立即拨打电话领取奖品\nham\t你好我一个小时后到家\nham\tสวัสดีครับ ภาษาไทย\n' > "$T/zh.tsv"
t_run "Chinese and Thai unsegmented: read" 0 sms-vocab --min-count 1 "$T/zh.tsv"
t_ok "  each message one word" grep -q '^恭喜您中奖了请立即拨打电话领取奖品	1	1$' "$T/out"
t_ok "  said, with the segmenters" grep -qxF "sms-vocab: note: 3 messages have words of 8 letters or more of a script written without spaces (the first '恭喜您中奖了请立即拨打电话领取奖品', $T/zh.tsv:1): each run of such letters is one word, a phrase or a whole message; segment the text first (Chinese: jieba; Japanese: MeCab; Thai: PyThaiNLP), words separated by spaces, and read that" "$T/err"
printf 'ham\t恭喜 您 中奖 了 请 立即 拨打 电话\nham\t一二三四五六七 ok\n' > "$T/zhs.tsv"
t_run "segmented, and a run of 7: read" 0 sms-vocab --min-count 1 "$T/zhs.tsv"
t_ok "  not said" sh -c "! grep -q 'without spaces' '$T/err'"
printf 'ham\t一二三四五六七八 ok\n' > "$T/zh8.tsv"
t_run "a run of 8: read" 0 sms-vocab --min-count 1 "$T/zh8.tsv"
t_ok "  said" grep -q "1 message has words of 8 letters or more of a script written without spaces (the first '一二三四五六七八'" "$T/err"
# the word quoted cut between characters (72 bytes at most): one 3-byte
# letter then 4-byte ones (U+20000 on) cut after 17 of them, with '...'
python3 -c "print('ham\t\u4e00' + ''.join(chr(0x20000 + i) for i in range(30)))" > "$T/zh4.tsv"
t_run "a run of 3- and 4-byte letters: read" 0 sms-vocab --min-count 1 "$T/zh4.tsv"
t_ok "  the quoted word valid UTF-8, '...' after it" sh -c "iconv -f UTF-8 -t UTF-8 '$T/err' >/dev/null && grep -q \"(the first '一.*\\.\\.\\.', \" '$T/err'"
t_run "-q: not said" 0 sms-vocab -q --min-count 1 "$T/zh.tsv"
t_ok "  stderr empty" test ! -s "$T/err"

echo "1..$t_num"
