#!/bin/sh
# What the vector, query and evaluation readers say when a file is not
# what they read (attnkit(5) "What the tools guess"), each on both sides of
# its rule and at its edge, and that nothing reaches standard output first:
#   a word starting with '#' (a hashtag: a word2vec token) cannot be a row
#     of attnkit's TSV, whose '#' lines are comments: refused before the
#     provenance line is written, --emb-format word2vec keeps it;
#   a NUL byte: word2vec's binary records after a line 1 'V d', UTF-16 by
#     its byte-order mark or by a NUL every second byte, UTF-32 by its
#     mark (FF FE 00 00 is not UTF-16's FF FE) or by three NULs every four
#     bytes (lib/base/io.c, every reader of lines), each with what reads
#     or converts it;
#   a CR inside the first line of an embeddings file: lines ended by CR
#     alone, with tr;
#   one number a row under a detected 'V d', d > 1: GloVe of d = 1;
#   a zero vector has no cosine: --nn leaves it out of the neighbours and
#     refuses it as a question;
#   a similarity file's first row whose score is no number: a header row,
#     with the sed command that comments it.
. "$(dirname "$0")/../../lib.sh"

b() { f=$T/$1; shift; printf "$@" > "$f"; }
PY=/usr/bin/python3

# '#win': read from word2vec, kept in word2vec, refused as TSV before a
# byte is written (to standard output, where nothing can be taken back)
b hash.vec '3 2\n#win 1 0\ncall 0 1\nfree 1 1\n'
t_bad "'#win' to TSV on standard output: refused" 1 "^ppmi-svd: .*/hash\.vec:2: the word '#win' starts with '#': attnkit's TSV would read its line as a comment \(--emb-format word2vec keeps it\)$" ppmi-svd --load "$T/hash.vec" -o -
t_ok "  nothing on standard output, not even the provenance line" test ! -s "$T/out"
t_bad "  and to a file: refused, no file" 1 "hash\.vec:2: the word '#win'" ppmi-svd --load "$T/hash.vec" -o "$T/h.tsv"
t_ok "  no -o file" test ! -e "$T/h.tsv"
t_run "--emb-format word2vec: kept" 0 ppmi-svd --load "$T/hash.vec" --emb-format word2vec -o -
t_ok "  its row as it was" grep -qx '#win 1 0' "$T/out"
t_run "--nn '#win': a word like any" 0 ppmi-svd --load "$T/hash.vec" --nn '#win' -k 1
t_ok "  its neighbour" grep -qx '#win	1	free	0.707106781' "$T/out"
b nohash.vec '2 2\nw#in 1 0\ncall 0 1\n'
t_run "'w#in', '#' inside: TSV" 0 ppmi-svd --load "$T/nohash.vec" -o -
t_ok "  its row" grep -qx 'w#in	1	0' "$T/out"
# attnkit's TSV written by another (pandas' to_csv of a hashtag): a '#'
# line after the header with the header's fields, a word then numbers,
# refused (a hashtag or a row commented out, lost either way), not
# skipped; a comment of other fields, or a '#' alone, is skipped (the
# edges); the vocabulary reader the same
b ht.tsv 'word\td1\td2\ncash\t0.1\t0.2\n#win\t0.3\t0.4\nnow\t0.5\t0.6\n'
hr="ht\\.tsv:3: '#win' then the header's 2 numbers: a row whose word starts with '#' \\(a hashtag: pandas' to_csv writes it as it is\\), or a row commented out\\? .*to keep the word, write the vectors as GloVe or word2vec text.*drop the line: sed 3d .*ht\\.tsv > FILE\\.tsv\$"
t_bad "TSV: a row '#win' after the header: refused" 1 "$hr" ppmi-svd --load "$T/ht.tsv" -o -
t_bad "  attn-map -e" 1 "$hr" attn-map -e "$T/ht.tsv" --text 'cash now'
sed 3d "$T/ht.tsv" > "$T/ht2.tsv"
t_run "  its sed, run: read" 0 ppmi-svd --load "$T/ht2.tsv" -o -
b ht3.tsv '# made by hand\nword\td1\td2\ncash\t0.1\t0.2\n# a note\t1\n#\t1\t2\n#win\t0.3\nnow\t0.5\t0.6\n'
t_run "  comments of other shapes, before and after the header: skipped" 0 ppmi-svd --load "$T/ht3.tsv" -o -
t_ok "  two rows" test "$(grep -vc '^#' "$T/out")" = 3
b hv.tsv 'word\tcount\tdocs\ncall\t5\t5\n#call\t5\t5\n'
t_bad "  a vocabulary's '#call' row: refused" 1 "hv\\.tsv:3: '#call' then the header's 2 numbers: .*the tools' tokenizer makes no word that starts with '#'" sms-vocab -t -v "$T/hv.tsv" "$T/ht.tsv"

# word2vec's binary format where lines are read: said with its options
"$PY" - "$T/b.bin" <<'PYEOF'
import struct, sys
with open(sys.argv[1], "wb") as f:
    f.write(b"2 2\n")
    for w, v in ((b"free", (0.0, 1.0)), (b"call", (1.0, 0.0))):
        f.write(w + b" " + struct.pack("<2f", *v) + b"\n")
PYEOF
bin="NUL byte in line: word2vec's binary format \(line 1 'V d', then binary records\)\? embeddings: ppmi-svd --load reads it \(--load-format word2vec-bin\), attn-map -e and attn-train -e \(--emb-format word2vec-bin\)$"
printf 'word\tcount\tdocs\nfree\t1\t1\ncall\t1\t1\n' > "$T/v.tsv"
printf 'word\td1\td2\nfree\t1\t0\ncall\t0.6\t0.8\n' > "$T/e.tsv"
# (most readers of lines refuse its line 1 'V d' first, naming the tools
# that read vectors)
t_bad "binary word2vec as tokens: its line 1" 1 "^ppmi-svd: .*/b\.bin:1: no TAB between label and tokens \(word vectors .*ppmi-svd with --load" ppmi-svd -v "$T/v.tsv" -d 1 "$T/b.bin"
t_bad "binary word2vec as plain lines (sms-vocab --unlabeled)" 1 "^sms-vocab: .*/b\.bin:2: $bin" sms-vocab --unlabeled "$T/b.bin"
t_bad "binary word2vec read as text (--load-format word2vec): this tool's hint" 1 "^ppmi-svd: .*/b\.bin:2: NUL byte in line \(a binary file\? --load-format word2vec-bin, or auto\)$" ppmi-svd --load "$T/b.bin" --load-format word2vec -o -
t_run "  read as what it is" 0 ppmi-svd --load "$T/b.bin" -o -
t_ok "  free 0 1" grep -qx 'free	0	1' "$T/out"
b nul.txt 'ham\tfree\nham\tca\0ll\n'
t_bad "a NUL after no 'V d' line: the NUL alone" 1 "^ppmi-svd: .*/nul\.txt:2: NUL byte in line$" ppmi-svd -v "$T/v.tsv" -d 1 "$T/nul.txt"

# UTF-16: by the mark, by NULs two bytes apart; LE or BE
printf 'ham\tfree call\n' | iconv -f UTF-8 -t UTF-16LE > "$T/le.txt"
printf 'ham\tfree call\n' | iconv -f UTF-8 -t UTF-16BE > "$T/be.txt"
{ printf '\377\376'; cat "$T/le.txt"; } > "$T/bom.txt"
u16() { echo "NUL byte in line: $1 text \\($2\\)\\? the tools read UTF-8: convert it with iconv -f $1 -t UTF-8 .*/$3 > FILE\\.txt$"; }
t_bad "UTF-16 with its mark, as tokens" 1 "^ppmi-svd: .*/bom\.txt:1: $(u16 UTF-16 'its byte-order mark FF FE' bom.txt)" ppmi-svd -v "$T/v.tsv" -d 1 "$T/bom.txt"
t_bad "UTF-16LE, no mark, as a similarity file" 1 "^ppmi-svd: .*/le\.txt:1: $(u16 UTF-16LE 'a NUL every second byte' le.txt)" ppmi-svd --load "$T/e.tsv" --similarity "$T/le.txt"
t_bad "UTF-16BE, no mark, as embeddings" 1 "^ppmi-svd: .*/be\.txt:1: $(u16 UTF-16BE 'a NUL every second byte' be.txt)" ppmi-svd --load "$T/be.txt" -o -
t_bad "UTF-16 as count files" 1 "^ppmi-svd: .*/bom\.txt:1: NUL byte in line: UTF-16 text" ppmi-svd --count --from-counts "$T/bom.txt"
# Russian: the first NUL a space's, then Cyrillic's letters, 04 every
# second byte; two NULs two bytes apart stay the NUL alone (above)
printf 'Привет как дела\n' | iconv -f UTF-8 -t UTF-16LE > "$T/rule.txt"
printf 'Привет как дела\n' | iconv -f UTF-8 -t UTF-16BE > "$T/rube.txt"
t_bad "Cyrillic UTF-16LE, no mark, as a corpus" 1 "^sms-vocab: .*/rule\.txt:1: $(u16 UTF-16LE 'a NUL, then letters of one block, every second byte its number' rule.txt)" sms-vocab --unlabeled -t "$T/rule.txt"
t_bad "Cyrillic UTF-16BE, no mark" 1 "^sms-vocab: .*/rube\.txt:1: $(u16 UTF-16BE 'a NUL, then letters of one block, every second byte its number' rube.txt)" sms-vocab --unlabeled -t "$T/rube.txt"
# the first NUL a comma's, then a space's ('Привет, ты'): the letters
# before it, 04 every second byte, say UTF-16 (LE and BE)
printf 'Привет, ты придёшь сегодня?\n' | iconv -f UTF-8 -t UTF-16LE > "$T/ru-c.txt"
printf 'Привет! Как дела?\n' | iconv -f UTF-8 -t UTF-16BE > "$T/ru-cb.txt"
t_bad "Cyrillic UTF-16LE, a comma first: UTF-16LE" 1 "^sms-vocab: .*/ru-c\.txt:1: $(u16 UTF-16LE 'letters of one block before the NUL, every second byte its number' ru-c.txt)" sms-vocab --unlabeled -t "$T/ru-c.txt"
t_bad "Cyrillic UTF-16BE, '! ' first: UTF-16BE" 1 "^sms-vocab: .*/ru-cb\.txt:1: $(u16 UTF-16BE 'letters of one block before the NUL, every second byte its number' ru-cb.txt)" sms-vocab --unlabeled -t "$T/ru-cb.txt"
iconv -f UTF-16LE -t UTF-8 "$T/le.txt" > "$T/le8.txt"
t_ok "  the iconv named reads it back" grep -qx 'ham	free call' "$T/le8.txt"
# UTF-32, whose mark FF FE 00 00 begins with UTF-16's: by its mark (LE,
# BE), by three NULs every four bytes; the iconv named converts each
printf 'ham\tfree call\n' | iconv -f UTF-8 -t UTF-32LE > "$T/le32.txt"
printf 'ham\tfree call\n' | iconv -f UTF-8 -t UTF-32BE > "$T/be32.txt"
{ printf '\377\376\000\000'; cat "$T/le32.txt"; } > "$T/bom32.txt"
{ printf '\000\000\376\377'; cat "$T/be32.txt"; } > "$T/bom32be.txt"
t_bad "UTF-32 with its mark FF FE 00 00, as tokens" 1 "^ppmi-svd: .*/bom32\.txt:1: $(u16 UTF-32 'its byte-order mark FF FE 00 00' bom32.txt)" ppmi-svd -v "$T/v.tsv" -d 1 "$T/bom32.txt"
t_bad "UTF-32 with its mark 00 00 FE FF, as a corpus" 1 "^sms-vocab: .*/bom32be\.txt:1: $(u16 UTF-32 'its byte-order mark 00 00 FE FF' bom32be.txt)" sms-vocab -t "$T/bom32be.txt"
t_bad "UTF-32LE, no mark, as embeddings" 1 "^ppmi-svd: .*/le32\.txt:1: $(u16 UTF-32LE 'three NULs every four bytes' le32.txt)" ppmi-svd --load "$T/le32.txt" -o -
t_bad "UTF-32BE, no mark, as a similarity file" 1 "^ppmi-svd: .*/be32\.txt:1: $(u16 UTF-32BE 'three NULs every four bytes' be32.txt)" ppmi-svd --load "$T/e.tsv" --similarity "$T/be32.txt"
t_bad "UTF-32 read as word2vec text (--load-format): no binary hint" 1 "^ppmi-svd: .*/bom32\.txt:1: $(u16 UTF-32 'its byte-order mark FF FE 00 00' bom32.txt)" ppmi-svd --load "$T/bom32.txt" --load-format word2vec -o -
for f in bom32 bom32be; do
	iconv -f UTF-32 -t UTF-8 "$T/$f.txt" > "$T/$f.8"
	t_ok "  $f: the iconv named reads it back" grep -qx 'ham	free call' "$T/$f.8"
done

# CR alone ends the lines: one line, its CRs inside
b cr.vec '2 2\rfree 1 0\rcall 0 1\r'
b cr.glove 'free 1 0\rcall 0 1\r'
b cr.tsv 'word\td1\rfree\t1\rcall\t-0.5\r'
for f in cr.vec cr.glove cr.tsv; do
	t_bad "$f: CR alone" 1 "^ppmi-svd: .*/$f:1: a CR inside the line: its lines end in CR alone \(old Mac; a spreadsheet's 'CSV \(Macintosh\)'\)\? convert them with tr '\\\\r' '\\\\n' < .*/$f > FILE$" ppmi-svd --load "$T/$f" -o -
	tr '\r' '\n' < "$T/$f" > "$T/lf.$f"
	t_run "  after tr: read" 0 ppmi-svd --load "$T/lf.$f" -o -
done
# the tables' reader (vocabularies, --contexts, a spam model) alike, also
# after a comment line
b tok.txt 'ham\tfree call\nham\tcall free\n'
b crv.tsv 'word\tcount\tdocs\rfree\t2\t2\rcall\t2\t2\r'
b crv2.tsv '# made by hand\rword\tcount\tdocs\rfree\t2\t2\rcall\t2\t2\r'
cr_re() { printf '%s' "^$1: .*/$2:1: a CR inside the line: its lines end in CR alone \\(old Mac; a spreadsheet's 'CSV \\(Macintosh\\)'\\)\\? convert them with tr '\\\\r' '\\\\n' < .*/$2 > FILE$"; }
t_bad "ppmi-svd -v, a vocabulary of CR lines" 1 "$(cr_re ppmi-svd crv.tsv)" ppmi-svd -v "$T/crv.tsv" -d 1 "$T/tok.txt"
t_bad "  after a comment line" 1 "$(cr_re ppmi-svd crv2.tsv)" ppmi-svd -v "$T/crv2.tsv" -d 1 "$T/tok.txt"
t_bad "  as --contexts" 1 "$(cr_re ppmi-svd crv.tsv)" ppmi-svd --count -v "$T/v.tsv" --contexts "$T/crv.tsv" "$T/tok.txt"
tr '\r' '\n' < "$T/crv.tsv" > "$T/lfv.tsv"
t_run "  after tr: read" 0 ppmi-svd --count -v "$T/lfv.tsv" "$T/tok.txt"
t_ok "  free call 2" grep -qx 'free	call	2' "$T/out"
b crlf.vec '2 2\r\nfree 1 0\r\ncall 0 1\r\n'
t_run "CR LF: read" 0 ppmi-svd --load "$T/crlf.vec" -o -
t_ok "  free 1 0" grep -qx 'free	1	0' "$T/out"

# a control byte before the newline (a form feed) is named with the field
# that holds it, not that field blamed as a bad number or name
ff="holds the control character 0x0C \\(form feed\\), shown <0x0C> in"
ffe="a stray byte \\(before the newline\\?\\): remove it with tr -d '\\\\014'$"
b ffv.tsv 'word\tcount\tdocs\nfree\t2\t2\f\ncall\t2\t2\n'
t_bad "a vocabulary's row ending in a form feed" 1 "^ppmi-svd: .*/ffv\.tsv:2: field 3 $ff '2<0x0C>': $ffe" ppmi-svd -v "$T/ffv.tsv" -d 1 "$T/tok.txt"
b ffvh.tsv 'word\tcount\tdocs\f\nfree\t2\t2\n'
t_bad "  its header: the field named, not 'not a vocabulary'" 1 "^ppmi-svd: .*/ffvh\.tsv:1: header field 3 $ff 'docs<0x0C>': $ffe" ppmi-svd -v "$T/ffvh.tsv" -d 1 "$T/tok.txt"
b ffe.tsv 'word\td1\td2\nfree\t1\t2\f\n'
t_bad "embeddings: field 3 named" 1 "^attn-map: .*/ffe\.tsv:2: field 3 $ff '2<0x0C>': $ffe" attn-map -e "$T/ffe.tsv" --text free
b ffx.tsv 'word\td1\td2\nfree\t1\tx2\n'
t_bad "  a field that is no number, without one: as before" 1 "^attn-map: .*/ffx\.tsv:2: field 3 \\('x2'\\) is not a finite decimal number$" attn-map -e "$T/ffx.tsv" --text free
b ffc.cnt 'a\tb\t2\f\n'
t_bad "a count line" 1 "^ppmi-svd: .*/ffc\.cnt:1: count $ff '2<0x0C>': $ffe" ppmi-svd --count --from-counts "$T/ffc.cnt"
b ffs.tsv 'free\tcall\t2\f\n'
t_bad "a similarity score: not 'a header row'" 1 "^ppmi-svd: .*/ffs\.tsv:1: score $ff '2<0x0C>': $ffe" ppmi-svd --load "$T/e.tsv" --similarity "$T/ffs.tsv"
b ffh.tsv 'label\ttext\f\nham\thi\n'
t_run "a corpus header ending in a form feed: read" 0 sms-vocab -t "$T/ffh.tsv"
t_ok "  the note names the byte, not 'text' as no column's name" grep -qF "read as the header, though a field holds the control character 0x0C (form feed), shown <0x0C> in 'text<0x0C>'" "$T/err"
tr -d '\014' < "$T/ffv.tsv" > "$T/ffv2.tsv"
t_run "  the tr named: read" 0 ppmi-svd --count -v "$T/ffv2.tsv" "$T/tok.txt"

# GloVe of d = 1 whose first row reads as a header 'V d'
b g1.txt '2 5\nfree 0.5\ncall 0.25\n'
t_bad "'2 5' over rows of one number: GloVe named" 1 "^ppmi-svd: .*/g1\.txt:2: 1 number after 'free', want 5 \(the header's d\) \(GloVe of d = 1, line 1 a row\? --load-format glove\)$" ppmi-svd --load "$T/g1.txt" -o -
t_run "  --load-format glove: three rows" 0 ppmi-svd --load "$T/g1.txt" --load-format glove -o -
t_ok "  the word 2, value 5" grep -qx '2	5' "$T/out"
b g2.txt '2 3\nfree 0.5 1\ncall 0.25 1\n'
t_bad "two numbers a row: no GloVe hint" 1 "^ppmi-svd: .*/g2\.txt:2: 2 numbers after 'free', want 3 \(the header's d\)$" ppmi-svd --load "$T/g2.txt" -o -
t_bad "  forced word2vec: no hint" 1 "^ppmi-svd: .*/g1\.txt:2: 1 number after 'free', want 5 \(the header's d\)$" ppmi-svd --load "$T/g1.txt" --load-format word2vec -o -

# zero vectors have no cosine
b z.vec '4 2\nfree 1 0\ncall -1 0\nzero 0 0\nwin 1 1\n'
t_run "--nn free: the zero row left out" 0 ppmi-svd --load "$T/z.vec" --nn free -k 5
t_ok "  win, then call at -1, and no zero" test "$(tail -n +3 "$T/out" | cut -f3,4 | tr '\t\n' ' ')" = "win 0.707106781 call -1 "
t_ok "  said once" grep -qx "ppmi-svd: warning: $T/z.vec:4: 1 of 4 words have a zero vector (e.g. 'zero'): no direction and no cosine, left out of the neighbours" "$T/err"
t_bad "--nn zero: refused" 1 "^ppmi-svd: $T/z\.vec: --nn 'zero': its vector is zero: no direction, and no cosine with any word$" ppmi-svd --load "$T/z.vec" --nn zero
t_run "--nn zero free: zero warned, free answered" 0 ppmi-svd --load "$T/z.vec" --nn zero --nn free -k 1
t_ok "  free's" sh -c "tail -n +3 '$T/out' | cut -f1 | sort -u | grep -qx free && grep -q \"warning: .*--nn 'zero': its vector is zero\" '$T/err'"
t_run "--most-similar win: the zero row left out" 0 ppmi-svd --load "$T/z.vec" --most-similar win -k 5
t_ok "  free, call; no zero" test "$(tail -n +3 "$T/out" | cut -f3 | tr '\n' ' ')" = "free call "
b nz.vec '2 2\nfree 1 0\ncall -1 0\n'
t_run "no zero row: nothing said" 0 ppmi-svd --load "$T/nz.vec" --nn free
t_ok "  call at -1" sh -c "grep -qx 'free	1	call	-1' '$T/out' && test ! -s '$T/err'"
b tiny.vec '2 2\nfree 1e-300 0\ncall -1 0\n'
t_run "a row of 1e-300: not zero, a neighbour" 0 ppmi-svd --load "$T/tiny.vec" --nn call
t_ok "  at -1" grep -qx 'call	1	free	-1' "$T/out"

# a similarity file's header row
b h.sim 'Word 1\tWord 2\tHuman (mean)\nfree\tcall\t3\n'
t_bad "a header row: named, with its fix" 1 "^ppmi-svd: .*/h\.sim:1: score 'Human \(mean\)' is not a number: a header row\? lines starting with '#' are comments: sed -i '1s/\^/# /' .*/h\.sim$" ppmi-svd --load "$T/e.tsv" --similarity "$T/h.sim"
sed -i '1s/^/# /' "$T/h.sim"
t_run "  commented: read" 0 ppmi-svd --load "$T/e.tsv" --similarity "$T/h.sim" --items
t_ok "  the pair's cosine" grep -q '	free	call	.*	0.6	' "$T/out"
b h2.sim '# a comment\nWord 1\tWord 2\tHuman\nfree\tcall\t3\n'
t_bad "  after comments: its own line" 1 "h2\.sim:2: score 'Human' is not a number: a header row\? .*sed -i '2s/\^/# /'" ppmi-svd --load "$T/e.tsv" --similarity "$T/h2.sim"
b n.sim 'free\tcall\tnan\n'
t_bad "a first score 'nan': a number, not finite: no header hint" 1 "^ppmi-svd: .*/n\.sim:1: score 'nan' is not a finite number$" ppmi-svd --load "$T/e.tsv" --similarity "$T/n.sim"
b x.sim 'free\tcall\t3\nfree\tcall\tx\n'
t_bad "a later score 'x': no header hint" 1 "^ppmi-svd: .*/x\.sim:2: score 'x' is not a finite number$" ppmi-svd --load "$T/e.tsv" --similarity "$T/x.sim"
# and in the evaluation files: the whole file one line, a section's name
b cr.sim '# pairs\rfree\tcall\t3\r'
b cr.ana ': s\rfree call free call\r'
t_bad "a similarity file of CR alone" 1 "^ppmi-svd: .*/cr\.sim:1: a CR inside the line: its lines end in CR alone .*tr '\\\\r' '\\\\n' < .*/cr\.sim > FILE$" ppmi-svd --load "$T/e.tsv" --similarity "$T/cr.sim"
t_bad "an analogy file of CR alone" 1 "^ppmi-svd: .*/cr\.ana:1: a CR inside the line: its lines end in CR alone" ppmi-svd --load "$T/e.tsv" --analogy "$T/cr.ana"
b crlf.sim 'free\tcall\t3\r\n'
t_run "CR LF: read" 0 ppmi-svd --load "$T/e.tsv" --similarity "$T/crlf.sim"

# a header that promises 3.3e18 words: the room first taken is the
# header's count, within the budget (count × row bytes wrapped; under
# ASan an allocation too big to ask for)
printf '3333333333333333332 2\nfree \000\000\200\077\000\000\000\100\n' > "$T/count.bin"
t_bad "a binary header of 3.3e18 words, one row" 1 "^ppmi-svd: $T/count\\.bin:1: the header says 3333333333333333332 words, the file ends after 1$" \
    ppmi-svd --load "$T/count.bin" -o -
printf '3333333333333333332 2\nfree 1 2\n' > "$T/count.txt"
t_bad "a text header of 3.3e18 words, one row" 1 "^ppmi-svd: $T/count\\.txt:1: the header says 3333333333333333332 words, the file has 1$" \
    ppmi-svd --load "$T/count.txt" -o -

# numbers with decimal commas (a locale's printf or spreadsheet): word2vec
# text, whose ',' is a byte no number has, is neither text nor binary
# (rows of 8 bytes the binary grammar reads whole as 2 float32): named at
# line 2 with tr, and so is a mix of points and commas; GloVe at line 1;
# a row of text's bytes (printable, TAB, CR, newline) that are not
# numbers (';', '1,2,5'): text read as binary, refused; the binary format
# named refuses it too, every record's bytes text's (a binary file's one
# row of text-like bytes is read, below)
b dc.txt '3 2\nfree 1,25 3,5\ncall 0,75 1,5\nwin 2,25 0,5\n'
t_bad "decimal commas, word2vec text: named" 1 "^ppmi-svd: .*/dc\\.txt:2: a word and numbers with decimal commas \\(the first '1,25'\\): word2vec text's numbers have a decimal point; convert them: tr ',' '\\.' < .*/dc\\.txt > FILE\\.txt \\(where no word holds a comma\\), or, if it is binary, --load-format word2vec-bin$" ppmi-svd --load "$T/dc.txt" -o -
tr ',' '.' < "$T/dc.txt" > "$T/dc-fixed.txt"
t_run "  its tr line, the format named: read" 0 ppmi-svd --load "$T/dc-fixed.txt" --load-format word2vec -o -
t_ok "  free 1.25 3.5" grep -qx 'free	1.25	3.5' "$T/out"
t_bad "  --load-format word2vec-bin: every byte text's, refused (certain)" 1 "dc\\.txt:2: word2vec text, not binary: every byte of the 3 records' 6 float32 is text's" ppmi-svd --load "$T/dc.txt" --load-format word2vec-bin -o -
b dcmix.txt '2 3\nfree -1.25 3,5e-1 7\ncall 0.75 1.5 2\n'
t_bad "a point and a comma: named" 1 "dcmix\\.txt:2: a word and numbers with decimal commas \\(the first '3,5e-1'\\)" ppmi-svd --load "$T/dcmix.txt" -o -
b dcg.txt 'free 1,25 3,5\ncall 0,75 1,5\n'
t_bad "decimal commas, GloVe: named" 1 "^ppmi-svd: .*/dcg\\.txt:1: a word and numbers with decimal commas \\(the first '1,25'\\): GloVe's numbers have a decimal point; convert them: tr ',' '\\.' < .*/dcg\\.txt > FILE\\.txt \\(where no word holds a comma\\)$" ppmi-svd --load "$T/dcg.txt" -o -
b dc2.txt '3 2\nfree 1,2,5 3\ncall 0,75 1,5\nwin 2,25 0,5\n'
t_bad "'1,2,5' is no number with a decimal comma: text read as binary" 1 "dc2\\.txt:2: word2vec text read as binary\\? every byte of the 3 records' 6 float32 is text's" ppmi-svd --load "$T/dc2.txt" -o -
# attnkit's TSV with decimal commas (saved by a spreadsheet in a comma
# locale), and word2vec text or GloVe whose first rows are whole numbers
# and a later row has commas: named at that row with tr, by every reader
# of the table (ppmi-svd --load, attn-map -e); the tr'd file reads as the
# points' file; the other side: a row with a comma and a field that is no
# number is that field's error; '1,000' in a vector is a decimal comma
# (a vector's values are not counts: a vocabulary's comma, which may group
# thousands, keeps the field's error)
printf 'word\td1\td2\nfoo\t0,1\t0,2\nbar\t1,5\t-2,5e-1\n' > "$T/dct.tsv"
t_bad "TSV with decimal commas: named, tr" 1 "^ppmi-svd: .*/dct\\.tsv:2: a word and numbers with decimal commas \\(the first '0,1'\\): attnkit's TSV numbers have a decimal point; convert them: tr ',' '\\.' < .*/dct\\.tsv > FILE\\.txt \\(where no word holds a comma\\)$" ppmi-svd --load "$T/dct.tsv" -o "$T/dct-o.tsv"
t_ok "  no -o file" test ! -e "$T/dct-o.tsv"
t_bad "  attn-map -e: the same" 1 "^attn-map: .*/dct\\.tsv:2: a word and numbers with decimal commas \\(the first '0,1'\\): attnkit's TSV" attn-map -e "$T/dct.tsv" --text foo
t_bad "  standard input: FILE in the command" 1 "^ppmi-svd: <stdin>:2: a word and numbers .*tr ',' '\\.' < FILE > FILE\\.txt" sh -c 'ppmi-svd --load - -o - < "$1"' sh "$T/dct.tsv"
tr ',' '.' < "$T/dct.tsv" > "$T/dct-fixed.tsv"
t_run "  its tr: read" 0 ppmi-svd --load "$T/dct-fixed.tsv" -o -
t_ok "  bar 1.5 -0.25" grep -qx 'bar	1.5	-0.25' "$T/out"
printf 'word\td1\td2\nfoo\t1\t2\nbar\t1,000\t2\n' > "$T/dct1000.tsv"
t_bad "  '1,000' after whole numbers: a decimal comma" 1 "dct1000\\.tsv:3: a word and numbers with decimal commas \\(the first '1,000'\\)" ppmi-svd --load "$T/dct1000.tsv" -o -
printf 'word\td1\td2\nfoo\t0,1\tx2\n' > "$T/dctx.tsv"
t_bad "  a comma and a field that is no number: the field's error" 1 "^ppmi-svd: .*/dctx\\.tsv:2: field 2 \\('0,1'\\) is not a finite decimal number$" ppmi-svd --load "$T/dctx.tsv" -o -
printf 'word\tcount\tdocs\nfoo\t1,234\t5\n' > "$T/dcv.tsv"
t_bad "  a vocabulary's count '1,234': the field's error" 1 "^ppmi-svd: .*/dcv\\.tsv:2: field 2 \\('1,234'\\) is not a finite decimal number$" ppmi-svd -v "$T/dcv.tsv" -d 1 "$T/dct.tsv"
b dcw3.txt '3 2\nfree 1 3\ncall 0,75 1,5\nwin 2,25 0,5\n'
t_bad "word2vec text, commas from row 2: named at its line" 1 "^ppmi-svd: .*/dcw3\\.txt:3: a word and numbers with decimal commas \\(the first '0,75'\\): word2vec text's numbers have a decimal point; convert them: tr ',' '\\.' < .*/dcw3\\.txt > FILE\\.txt \\(where no word holds a comma\\)$" ppmi-svd --load "$T/dcw3.txt" -o -
b dcg2.txt 'free 1 3\ncall 0,75 1\n'
t_bad "GloVe, commas at line 2: named" 1 "^ppmi-svd: .*/dcg2\\.txt:2: a word and numbers with decimal commas \\(the first '0,75'\\): GloVe's numbers have a decimal point" ppmi-svd --load "$T/dcg2.txt" -o -
b dcg3.txt 'free 1 3\ncall 0,75 x\n'
t_bad "  a comma and a field that is no number: the field's error" 1 "^ppmi-svd: .*/dcg3\\.txt:2: field 2 \\('0,75'\\) is not a finite decimal number$" ppmi-svd --load "$T/dcg3.txt" -o -
b semi.txt '3 2\nfree 1.25 3.;\ncall 0.75 1.;\nwin 2.25 0.;\n'
t_bad "';' in text rows: text read as binary" 1 "^ppmi-svd: .*/semi\\.txt:2: word2vec text read as binary\\? every byte of the 3 records' 6 float32 is text's, as binary values' bytes almost never are: line 2 is a text row with a byte no number has; check its numbers \\(--load-format word2vec says which\\)$" ppmi-svd --load "$T/semi.txt" -o -
t_bad "  forced as binary: refused, certain, word2vec named" 1 "^ppmi-svd: .*/semi\\.txt:2: word2vec text, not binary: every byte of the 3 records' 6 float32 is text's, as binary values' bytes almost never are \\(4 of them by chance: under 3e-7\\): read it with --load-format word2vec$" ppmi-svd --load "$T/semi.txt" --load-format word2vec-bin -o -
printf '2 4\ncat 0.1 0.2 0.3 0.4\ndog 0.3 0.4 0.1 0.2\n' > "$T/w7.txt"
t_bad "text of one-decimal numbers forced as binary (aligned to float32): refused" 1 "w7\\.txt:2: word2vec text, not binary" ppmi-svd --load "$T/w7.txt" --load-format word2vec-bin -o -
t_run "  read as text" 0 ppmi-svd --load "$T/w7.txt" -o -
t_ok "  cat 0.1 0.2 0.3 0.4" grep -qx 'cat	0.1	0.2	0.3	0.4' "$T/out"
# the edge: 4 values of text's bytes refused, 3 not (either byte order
# here), nor 4 of which one is not
b p4.bin '2 2\na @@@@@@@@\nb @@@@@@@@\n'
t_bad "4 float32 of text's bytes: refused" 1 "p4\\.bin:2: word2vec text read as binary\\?" ppmi-svd --load "$T/p4.bin" -o -
b p3.bin '1 3\na @@@@@@@@@@@@\n'
t_bad "3 float32 of text's bytes: not said so (either order)" 1 "p3\\.bin:2: word2vec binary of either byte order" ppmi-svd --load "$T/p3.bin" -o -
b p4n.bin '2 2\na @@@@@@@@\nb @@@@\000\000\200\077\n'
t_bad "4 float32, one not text's: not said so" 1 "p4n\\.bin:2: word2vec binary of either byte order" ppmi-svd --load "$T/p4n.bin" -o -

# vectors in a zip (as GloVe's glove.6B.zip), xz, bzip2 or zstd: said with
# the command that extracts them, by any reader (sms-vocab too), not a
# text encoding nor a bare NUL; the other side: a text line that starts
# with bzip2's 10 ASCII bytes is text
printf 'the 0.418 0.24968\nof 0.70853 0.57088\n' > "$T/glove.txt"
"$PY" - "$T" << 'PY'
import bz2, lzma, sys, zipfile
d = sys.argv[1]
data = open(d + "/glove.txt", "rb").read()
with zipfile.ZipFile(d + "/glove.zip", "w", zipfile.ZIP_DEFLATED) as z:
    z.write(d + "/glove.txt", "glove.txt")
open(d + "/glove.txt.bz2", "wb").write(bz2.compress(data))
open(d + "/glove.txt.xz", "wb").write(lzma.compress(data))
PY
printf '\050\265\057\375\044\000\061\000\000the 1 2\n' > "$T/glove.txt.zst"
t_bad "a zip archive: named, with unzip" 1 "^ppmi-svd: .*/glove\\.zip:1: a zip archive, not text \\(it starts with zip's bytes 50 4b 03 04\\): extract its file first \\(unzip -l .*/glove\\.zip lists its members; unzip -p .*/glove\\.zip 'glove\\.txt' > FILE\\.txt, its first member\\)$" ppmi-svd --load "$T/glove.zip" -o -
# a zip by what wrote it, its first member named: NumPy's savez, torch.save,
# a spreadsheet (Excel's .xlsx, LibreOffice's .ods); an old Excel .xls
"$PY" - "$T" <<'PYEOF'
import sys, zipfile
t = sys.argv[1]
def z(name, members):
    with zipfile.ZipFile(t + "/" + name, "w") as f:
        for m, data in members:
            f.writestr(m, data, compress_type=zipfile.ZIP_STORED)
z("e.npz", [("vectors.npy", b"\x93NUMPY"), ("words.npy", b"\x93NUMPY")])
z("e.pt", [("e/data.pkl", b"\x80\x02"), ("e/version", b"3")])
z("s.xlsx", [("[Content_Types].xml", "<Types/>"), ("xl/workbook.xml", "<w/>")])
z("s.ods", [("mimetype", "application/vnd.oasis.opendocument.spreadsheet"), ("content.xml", "<x/>")])
z("s2.xlsx", [("xl/worksheets/sheet1.xml", "<w/>")])
z("odt.zip", [("mimetype", "application/vnd.oasis.opendocument.text"), ("content.xml", "<x/>")])
open(t + "/s.xls", "wb").write(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504))
PYEOF
t_bad "numpy.savez (.npz): named" 1 "^ppmi-svd: .*/e\\.npz:1: a zip archive: NumPy's savez \\(\\.npz; its first member 'vectors\\.npy'\\), not embeddings: .*save_word2vec_format" ppmi-svd --load "$T/e.npz" -o -
t_bad "torch.save (.pt): named" 1 "^ppmi-svd: .*/e\\.pt:1: a zip archive: PyTorch's torch\\.save \\(its first member 'e/data\\.pkl'\\), not embeddings: .*save_word2vec_format" ppmi-svd --load "$T/e.pt" -o -
for f in s.xlsx s2.xlsx; do
	t_bad "sms-vocab --csv $f: an Excel workbook" 1 "^sms-vocab: .*/$f:1: a zip archive: a spreadsheet \\(an Excel workbook, \\.xlsx; its (first )?member 'xl/.*'\\), not text, .*libreoffice --headless --convert-to csv .*read_excel" sms-vocab --csv "$T/$f"
done
t_bad "sms-vocab --csv s.ods: LibreOffice's" 1 "^sms-vocab: .*/s\\.ods:1: a zip archive: a spreadsheet \\(LibreOffice's \\.ods; its first member 'mimetype'\\)" sms-vocab --csv "$T/s.ods"
t_bad "  another OpenDocument (text): a text document, its way to text" 1 "^ppmi-svd: .*/odt\\.zip:1: a zip archive: a text document \\(LibreOffice's \\.odt; its first member 'mimetype'\\), not text, .*libreoffice --headless --convert-to txt:Text .*/odt\\.zip, or pandoc" ppmi-svd --load "$T/odt.zip" -o -
t_bad "sms-vocab --csv s.xls: an OLE2 workbook" 1 "^sms-vocab: .*/s\\.xls:1: an OLE2 compound file \\(it starts with d0 cf 11 e0 a1 b1 1a e1\\): an Excel 97-2003 workbook \\(\\.xls\\) or another old Office document, not text: save the sheet as CSV UTF-8" sms-vocab --csv "$T/s.xls"
unzip -p "$T/glove.zip" glove.txt > "$T/unzipped.txt" 2> /dev/null || "$PY" -c 'import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read("glove.txt"))' "$T/glove.zip" > "$T/unzipped.txt"
t_run "  its member read" 0 ppmi-svd --load "$T/unzipped.txt" -o -
for z in xz:xz:'xz -dc' bz2:bzip2:'bunzip2 -c' zst:zstd:'zstd -dc'; do
	ext=${z%%:*} rest=${z#*:}; what=${rest%%:*} cmd=${rest#*:}
	t_bad "$what: named, with $cmd" 1 "^ppmi-svd: .*/glove\\.txt\\.$ext:1: $what-compressed, not text \\(it starts with $what's magic number\\): the tools read gzip only; decompress it first \\($cmd .*/glove\\.txt\\.$ext > FILE\\.txt\\)$" ppmi-svd --load "$T/glove.txt.$ext" -o -
done
t_bad "  sms-vocab says so too" 1 "^sms-vocab: .*/glove\\.txt\\.xz:1: xz-compressed, not text" sms-vocab "$T/glove.txt.xz"
# a tar archive (GNU tar's, gzip'd: .tar.gz), by its header after line 1's
# NUL: named with tar -xOf, whose member then reads; by every reader (a
# corpus, count files, standard input); 7-Zip, RAR, lz4 and compress by
# their first bytes
(cd "$T" && tar cf glove.tar glove.txt && tar czf glove.tar.gz glove.txt)
for a in tar tar.gz; do
	gz=; [ $a = tar.gz ] && gz=' in gzip \(\.tar\.gz\)'
	ea=$(printf '%s' "$a" | sed 's/\./\\./g')
	t_bad "$a: named, with tar -xOf" 1 "^ppmi-svd: .*/glove\\.$ea:1: a tar archive$gz, not text \\(tar's magic 'ustar' at byte 257; its first member 'glove\\.txt'\\): extract its file first \\(tar -tf .*/glove\\.$ea lists its members; tar -xOf .*/glove\\.$ea MEMBER > FILE\\.txt\\)$" ppmi-svd --load "$T/glove.$a" -o -
	tar -xOf "$T/glove.$a" glove.txt > "$T/untarred.txt"
	t_run "  its member read" 0 ppmi-svd --load "$T/untarred.txt" -o -
	t_ok "  the vectors" grep -qx 'of	0.70853	0.57088' "$T/out"
done
# zip's magic first: PK 03 04 with 'ustar' at byte 257 (a tar header's
# place) is a zip, never a tar (the reader looked at the tar's first)
{ printf 'PK\003\004\024\000\010\000'; head -c 249 /dev/zero; printf 'ustar\000'; head -c 249 /dev/zero; } > "$T/zip-ustar.bin"
t_bad "PK 03 04 then 'ustar' at 257: a zip" 1 "^ppmi-svd: .*/zip-ustar\\.bin:1: a zip archive" ppmi-svd --load "$T/zip-ustar.bin" -o -
t_bad "  standard input: FILE in the commands" 1 "^ppmi-svd: <stdin>:1: a tar archive in gzip .*tar -xOf FILE MEMBER > FILE\\.txt\\)$" sh -c 'ppmi-svd --load - -o - < "$1"' sh "$T/glove.tar.gz"
printf 'ham\tfree call\n' > "$T/t.tok"
(cd "$T" && tar czf tok.tar.gz t.tok)
t_bad "  sms-vocab says so too" 1 "^sms-vocab: .*/tok\\.tar\\.gz:1: a tar archive in gzip \\(\\.tar\\.gz\\), not text .*'t\\.tok'" sms-vocab "$T/tok.tar.gz"
t_bad "  and ppmi-svd --from-counts" 1 "^ppmi-svd: .*/tok\\.tar\\.gz:1: a tar archive in gzip" ppmi-svd --count --from-counts "$T/tok.tar.gz" -o -
printf 'x\000\000\000' > "$T/nul.txt"
t_bad "  a NUL in line 1 and no tar header: the NUL's error" 1 "^ppmi-svd: .*/nul\\.txt:1: NUL byte in line$" ppmi-svd --load "$T/nul.txt" -o -
printf '7z\274\257\047\034\000\004' > "$T/glove.7z"
t_bad "7-Zip: named, with 7z e -so" 1 "^ppmi-svd: .*/glove\\.7z:1: a 7-Zip archive, not text \\(it starts with 7-Zip's bytes 37 7a bc af 27 1c\\): extract its file first \\(7z l .*/glove\\.7z lists its members; 7z e -so .*/glove\\.7z MEMBER > FILE\\.txt\\)$" ppmi-svd --load "$T/glove.7z" -o -
printf 'Rar!\032\007\001\000' > "$T/glove.rar"
t_bad "RAR: named, with unrar p" 1 "^ppmi-svd: .*/glove\\.rar:1: a RAR archive, not text \\(it starts with RAR's bytes 'Rar!' 1a 07\\): extract its file first \\(unrar lb .*/glove\\.rar lists its members; unrar p -inul .*/glove\\.rar MEMBER > FILE\\.txt\\)$" ppmi-svd --load "$T/glove.rar" -o -
printf '\004\042\115\030\144\100\247\n' > "$T/glove.txt.lz4"
t_bad "lz4: named, with lz4 -dc" 1 "^ppmi-svd: .*/glove\\.txt\\.lz4:1: lz4-compressed, not text \\(it starts with lz4's magic number\\): the tools read gzip only; decompress it first \\(lz4 -dc .*/glove\\.txt\\.lz4 > FILE\\.txt\\)$" ppmi-svd --load "$T/glove.txt.lz4" -o -
printf '\037\235\220\141\n' > "$T/glove.txt.Z"
t_bad "compress (.Z): named, with gzip -dc" 1 "^ppmi-svd: .*/glove\\.txt\\.Z:1: compressed by compress \\(\\.Z\\), not text \\(it starts with its magic number 1f 9d\\): the tools read gzip only; gzip decompresses it \\(gzip -dc .*/glove\\.txt\\.Z > FILE\\.txt\\)$" ppmi-svd --load "$T/glove.txt.Z" -o -
printf 'BZh91AY&SY 0.5 0.25\nfree 1 2\n' > "$T/bzword.txt"
t_run "'BZh91AY&SY' then text: a GloVe row" 0 ppmi-svd --load "$T/bzword.txt" -o -
t_ok "  the word BZh91AY&SY" grep -q '^BZh91AY&SY	0.5	0.25$' "$T/out"
# GloVe's vectors.bin (-binary 1 or 2: float64 rows, no words): named,
# with its vectors.txt; a file of other binary numbers is not named so
"$PY" - "$T" <<'PYEOF'
import sys, struct, random
random.seed(1)
t = sys.argv[1]
open(t + "/vectors.bin", "wb").write(b"".join(struct.pack("<d", (random.random() - 0.5) / 20) for _ in range(210)))
open(t + "/big.bin", "wb").write(b"".join(struct.pack("<d", 1e200) for _ in range(4)))
PYEOF
vb=":1: binary numbers and no words, not embeddings: GloVe's vectors\\.bin \\(-binary 1 or 2: float64 rows, no words\\)\\? give its vectors\\.txt"
t_bad "GloVe's vectors.bin: ppmi-svd --load" 1 "$vb" ppmi-svd --load "$T/vectors.bin" -o -
t_bad "GloVe's vectors.bin: attn-map -e" 1 "$vb" attn-map -e "$T/vectors.bin" --text 'free'
printf 'ham\tfree\n' > "$T/vb.tok"
t_bad "GloVe's vectors.bin: attn-train -e" 1 "$vb" attn-train -e "$T/vectors.bin" "$T/vb.tok"
t_run "  doubles of 1e200: not named so" 1 ppmi-svd --load "$T/big.bin" -o -
t_ok "  (another message)" test "$(grep -c 'GloVe.s vectors.bin' "$T/err")" = 0
# a vocabulary with counts given as vectors (gensim's fvocab, word2vec's
# -save-vocab, a Counter written out, sms-vocab's rows with spaces):
# refused in any order, ties included, not read as GloVe of d = 1 or 2;
# a negative number, a fraction, a second column above the first, a
# single row are read (the edges)
b fv.txt 'free 89\nhome 85\nurgent 85\ncash 77\n'
cv=":1: a word and one whole number a line, not negative \\(the first 'free 89'\\): a vocabulary of counts \\(gensim's save_word2vec_format\\(\\.\\.\\., fvocab=F\\), word2vec's -save-vocab, a Counter written out; vectors of d = 1 have every cosine 1\\), not vectors: give the vectors file .*glove reads it as vectors of d = 1\$"
t_bad "gensim's fvocab as vectors: ppmi-svd --load" 1 "fv\\.txt$cv" ppmi-svd --load "$T/fv.txt" --nn free
t_bad "  attn-map -e" 1 "fv\\.txt$cv" attn-map -e "$T/fv.txt" --text 'free home'
t_bad "  attn-train -e" 1 "fv\\.txt$cv" attn-train -e "$T/fv.txt" "$T/vb.tok"
t_run "  --load-format glove reads it" 0 ppmi-svd --load "$T/fv.txt" --load-format glove -o -
b sv.txt '</s> 0\nfree 89\nhome 85\n'
t_bad "  word2vec's -save-vocab ('</s> 0' first)" 1 "sv\\.txt:1: a word and one whole number a line" ppmi-svd --load "$T/sv.txt" -o -
b tie.txt '</s> 0\nthe 3\nof 3\n'
t_bad "  -save-vocab's ties" 1 "tie\\.txt:1: a word and one whole number a line" ppmi-svd --load "$T/tie.txt" -o -
b tie2.txt 'call 20\nnow 20\n'
t_bad "  gensim's fvocab, all counts equal (two rows)" 1 "tie2\\.txt:1: a word and one whole number a line" attn-map -e "$T/tie2.txt" --text 'call now'
b cd.txt 'call 4 3\nfree 4 3\nto 3 3\n'
t_bad "  sms-vocab's rows with spaces (d = 2)" 1 "cd\\.txt:1: a word and two whole numbers a line, the second at most the first .*sms-vocab" ppmi-svd --load "$T/cd.txt" -o -
b cd2.txt 'a 141 122\nabout 14 14\ncall 20 18\n'
t_bad "  the same sorted by word" 1 "cd2\\.txt:1: a word and two whole numbers a line" ppmi-svd --load "$T/cd2.txt" -o -
b nf.txt 'free 77\nhome 85\ncash 89\n'
t_bad "  whole numbers rising (a Counter's order)" 1 "nf\\.txt:1: a word and one whole number a line" ppmi-svd --load "$T/nf.txt" -o -
# other numbers of d = 1 (a negative one, a fraction: pandas'
# value_counts(normalize=True), a unigram distribution) are no counts but
# no vectors either, every cosine 1 or -1 (15b-W4): refused, naming the
# option that reads them; a single row is read (the edge); the TSV table's
# 'word<TAB>d1' over whole counts is refused, over fractions read
# (ppmi-svd -d 1 writes them)
d1m="a word and one number a line \\\\(the first '%s'\\\\): vectors of d = 1, whose every cosine is 1 or -1 \\\\(no use as embeddings\\\\): a list of word frequencies .*--load-format glove reads it as vectors of d = 1"
b nf1.txt 'free 77\nhome -85\n'
t_bad "  a negative number among them: d = 1 refused" 1 "nf1\\.txt:1: $(printf "$d1m" 'free 77')" ppmi-svd --load "$T/nf1.txt" -o -
t_run "  --load-format glove reads it" 0 ppmi-svd --load "$T/nf1.txt" --load-format glove -o -
b fr.txt 'the 0.36363636363636365\ncat 0.18181818181818182\nsat 0.09090909090909091\n'
t_bad "  frequencies (value_counts(normalize=True)): refused" 1 "fr\\.txt:1: $(printf "$d1m" 'the 0.363636364')" ppmi-svd --load "$T/fr.txt" --nn cat
t_bad "  attn-map -e names its option" 1 "fr\\.txt:1: a word and one number a line .*--emb-format glove reads it" attn-map -e "$T/fr.txt" --text 'the cat'
t_run "  --load-format glove reads it" 0 ppmi-svd --load "$T/fr.txt" --load-format glove --nn cat
b fr2.txt '3 1\nthe 0.36\ncat 0.18\nsat 0.09\n'
t_run "  word2vec's 'V 1' (its header says d = 1), named: read" 0 ppmi-svd --load "$T/fr2.txt" --load-format word2vec -o -
b one.txt 'free 77\n'
t_run "  one row: read" 0 ppmi-svd --load "$T/one.txt" -o -
b one2.txt 'free 0.5\n'
t_run "  one row of a fraction: read" 0 ppmi-svd --load "$T/one2.txt" -o -
b d1c.tsv 'word\td1\nthe\t3\ncat\t2\nsat\t0\n'
t_bad "  'word<TAB>d1' over whole counts: refused" 1 "d1c\\.tsv:2: a word and one whole number a line under the header 'word<TAB>d1' \\(the first 'the 3'\\): a vocabulary of counts, not vectors .*; --load-format tsv reads it as vectors of d = 1\$" ppmi-svd --load "$T/d1c.tsv" --nn cat
t_bad "    attn-map -e names its option" 1 "d1c\\.tsv:2: .*; --emb-format tsv reads it as vectors of d = 1\$" attn-map -e "$T/d1c.tsv" --text 'the cat'
t_run "    --load-format tsv reads it" 0 ppmi-svd --load "$T/d1c.tsv" --load-format tsv --nn cat
t_run "    a forced GloVe read written as TSV (attnkit's line first)" 0 ppmi-svd --load "$T/fv.txt" --load-format glove -o "$T/fv.tsv"
t_run "    reads back" 0 ppmi-svd --load "$T/fv.tsv" --nn free
b d1f.tsv 'word\td1\nthe\t3\ncat\t0.25\n'
t_run "  over a fraction: read (ppmi-svd -d 1's)" 0 ppmi-svd --load "$T/d1f.tsv" --nn cat
b d1n.tsv 'word\td1\nthe\t3\ncat\t-2\n'
t_run "  over a negative number: read" 0 ppmi-svd --load "$T/d1n.tsv" --nn cat
b d11.tsv 'word\td1\nthe\t3\n'
t_run "  one row: read" 0 ppmi-svd --load "$T/d11.tsv" -o -
# header-less TAB-separated counts (pandas' value_counts().to_csv(sep='\t',
# header=False), R's write.table, sms-vocab's rows without its header:
# 15b-M1) named counts, not told to get the header 'd1'; a second column
# above the first once, or one row, is a row without a header (the edges)
b tc.tsv 'the\t3\ncat\t2\nsat\t1\n'
t_bad "TAB counts, no header: named counts" 1 "tc\\.tsv:1: a word and one whole number a line, TAB-separated \\(the first 'the 3'\\): a vocabulary of counts \\(pandas' value_counts.*not vectors" ppmi-svd --load "$T/tc.tsv" --nn the
t_ok "  no header advised" test "$(grep -c 'write the header' "$T/err")" = 0
b tc2.tsv 'the\t30\t20\ncat\t10\t9\nsat\t5\t5\n'
t_bad "  word count docs: named so" 1 "tc2\\.tsv:1: a word and two whole numbers, the second at most the first, a line, TAB-separated .*sms-vocab's word count docs" ppmi-svd --load "$T/tc2.tsv" --nn the
b tc3.tsv 'the\t30\t20\ncat\t10\t11\n'
t_bad "  the second above the first once: a row without a header" 1 "tc3\\.tsv:1: a row of TAB-separated numbers with no header" ppmi-svd --load "$T/tc3.tsv" --nn the
b tc4.tsv 'the\t3\n'
t_bad "  one row: a row without a header" 1 "tc4\\.tsv:1: a row of TAB-separated numbers with no header" ppmi-svd --load "$T/tc4.tsv" --nn the
# uniq -c's vocabulary (sort | uniq -c | sort -rn: '      3 the') named so
# by every reader of it, with the awk that makes each's file (15b-M2), not
# as pandas' to_string(); the awks, run, read; a count then two words is
# not uniq -c's (the edge)
printf '      3 the\n      2 cat\n      1 sat\n' > "$T/uq.txt"
printf 'ham\tthe cat sat\n' > "$T/uqc.tsv"
printf '# x\nham\tthe cat sat the cat\n' > "$T/uqt.tsv"
uq="uq\\.txt:1: line 1 is a count, then a word, after spaces \\('3 the'\\): uniq -c's layout"
t_bad "uniq -c's vocabulary as ppmi-svd -v: named, its awk" 1 "$uq .*not attnkit's .*awk 'BEGIN { print \"word\\\\tcount\\\\tdocs\" } { print \\\$2 \"\\\\t\" \\\$1 \"\\\\t\" \\\$1 }' .*uq\\.txt > FILE\\.tsv\$" ppmi-svd -v "$T/uq.txt" "$T/uqt.tsv"
t_ok "  not pandas' display" test "$(grep -c to_string "$T/err")" = 0
awk 'BEGIN { print "word\tcount\tdocs" } { print $2 "\t" $1 "\t" $1 }' "$T/uq.txt" > "$T/uq.tsv"
t_run "  its awk, run: read" 0 ppmi-svd -v "$T/uq.tsv" -d 1 "$T/uqt.tsv" -o "$T/uq.emb"
t_bad "  as --contexts: the same" 1 "$uq .*not attnkit's" ppmi-svd -v "$T/uq.tsv" --contexts "$T/uq.txt" "$T/uqt.tsv"
t_bad "  as sms-vocab -t -v: named, the word put first" 1 "$uq .*as a word list \\(sms-vocab -v\\) put the word first: awk '{print \\\$2, \\\$1}' .*uq\\.txt > FILE\\.txt\$" sms-vocab -t -v "$T/uq.txt" "$T/uqc.tsv"
awk '{print $2, $1}' "$T/uq.txt" > "$T/uq2.txt"
t_run "  its awk, run: read" 0 sms-vocab -t -v "$T/uq2.txt" "$T/uqc.tsv"
t_bad "  as --load: not vectors" 1 "$uq .*not vectors: give the vectors file" ppmi-svd --load "$T/uq.txt" --nn the
printf '      3 the cat\n      2 cat sat\n' > "$T/uq3.txt"
t_bad "  a count then two words: not uniq -c's" 1 "uq3\\.txt:1: " ppmi-svd --load "$T/uq3.txt" --nn the
t_ok "    (another message)" test "$(grep -c 'uniq -c' "$T/err")" = 0
printf '      3 2\n      2 7\n' > "$T/uq4.txt"
t_bad "  a count then a number: not uniq -c's (pandas' ' 0 1' header)" 1 "uq4\\.txt:1: " ppmi-svd --load "$T/uq4.txt" --nn 2
t_ok "    (another message)" test "$(grep -c 'uniq -c' "$T/err")" = 0
# gzip: the awks through zcat (one builder: io.h ak_filter_cmd), run, read
gzip -c "$T/uq.txt" > "$T/uq.txt.gz"
t_bad "  gzip'd, as ppmi-svd -v: zcat, then the awk" 1 "uq\\.txt\\.gz:1: line 1 is a count, .*: zcat .*/uq\\.txt\\.gz \\| awk 'BEGIN { print \"word\\\\tcount\\\\tdocs\" } { print \\\$2 \"\\\\t\" \\\$1 \"\\\\t\" \\\$1 }' > FILE\\.tsv\$" ppmi-svd -v "$T/uq.txt.gz" "$T/uqt.tsv"
t_bad "  gzip'd, as sms-vocab -t -v: zcat, then the awk" 1 "uq\\.txt\\.gz:1: .*put the word first: zcat .*/uq\\.txt\\.gz \\| awk '{print \\\$2, \\\$1}' > FILE\\.txt\$" sms-vocab -t -v "$T/uq.txt.gz" "$T/uqc.tsv"
sed -n "s/.*put the word first: \\(zcat .*\\) > FILE\\.txt\$/\\1/p" "$T/err" > "$T/uqz.sh"
sh "$T/uqz.sh" > "$T/uqz.txt"
t_run "    its command, run: read" 0 sms-vocab -t -v "$T/uqz.txt" "$T/uqc.tsv"
t_bad "  gzip'd, as --load: zcat, then the awk" 1 "uq\\.txt\\.gz:1: .*: zcat .*/uq\\.txt\\.gz \\| awk " ppmi-svd --load "$T/uq.txt.gz" --nn the
# a count that fills uniq -c's column (GNU's 7 wide: 1,000,000 or more;
# BSD's and macOS's 4: 1,000) has no spaces before it, and sort -rn puts
# it first: named the same, at 7 digits, 8, and 4 (the edge); 3 digits
# with no spaces before are no uniq -c's
(yes the | head -1000000; echo cat; echo cat) | uniq -c | sort -rn > "$T/uq7.txt"
t_ok "  (uniq -c's count of 1,000,000: no spaces before it)" grep -q '^1000000 the$' "$T/uq7.txt"
t_bad "  1,000,000 first, as ppmi-svd -v: named" 1 "uq7\\.txt:1: line 1 is a count, then a word, after no spaces \\(a count that fills uniq -c's column: 1,000,000 or more in GNU's 7, 1,000 in BSD's and macOS's 4\\) \\('1000000 the'\\): uniq -c's layout .*awk 'BEGIN" ppmi-svd -v "$T/uq7.txt" "$T/uqt.tsv"
awk 'BEGIN { print "word\tcount\tdocs" } { print $2 "\t" $1 "\t" $1 }' < "$T/uq7.txt" > "$T/uq7.tsv"
t_run "    its awk, run: read" 0 ppmi-svd -v "$T/uq7.tsv" -d 1 "$T/uqt.tsv" -o "$T/uq7.emb"
t_bad "  as sms-vocab -t -v: named" 1 "uq7\\.txt:1: line 1 is a count, .*put the word first: awk '{print \\\$2, \\\$1}' < .*uq7\\.txt > FILE\\.txt\$" sms-vocab -t -v "$T/uq7.txt" "$T/uqc.tsv"
t_bad "  as --load: named" 1 "uq7\\.txt:1: line 1 is a count, .*not vectors" ppmi-svd --load "$T/uq7.txt" --nn the
printf '12345678 the\n      2 cat\n' > "$T/uq8.txt"
t_bad "  12,345,678 first: named" 1 "uq8\\.txt:1: line 1 is a count, then a word, after no spaces" ppmi-svd -v "$T/uq8.txt" "$T/uqt.tsv"
printf '1000 the\n   2 cat\n' > "$T/uq4d.txt"
t_bad "  1,000 first (BSD's uniq -c): named" 1 "uq4d\\.txt:1: line 1 is a count, then a word, after no spaces" ppmi-svd -v "$T/uq4d.txt" "$T/uqt.tsv"
printf '999 the\n2 cat\n' > "$T/uq6.txt"
for c in "ppmi-svd -v $T/uq6.txt $T/uqt.tsv" "sms-vocab -t -v $T/uq6.txt $T/uqc.tsv" "ppmi-svd --load $T/uq6.txt --nn the"; do
	t_bad "  3 digits, no spaces before: not uniq -c's (${c%% *} ...)" 1 "uq6\\.txt:1: " $c
	t_ok "    (another message)" test "$(grep -c 'uniq -c' "$T/err")" = 0
done
# R's table() of words written as a data frame (write.csv(table(x)):
# '"","Var1","Freq"', row numbers first; write.csv2's ';', write.table's
# spaces or TABs, row names' empty name or none): named by the readers of
# a vocabulary, a word list and vectors, with the R line and the awk,
# whose file reads; gzip: zcat first; a last column not Freq: not R's
b rt1.csv '"","Var1","Freq"\n"1","cat",2\n"2","the",3\n'
b rt2.csv '"Var1","Freq"\n"cat",2\n"the",3\n'
b rt3.csv '"";"x";"Freq"\n"1";"cat";2\n"2";"the";3\n'
b rt4.txt '"Var1" "Freq"\n"1" "cat" 2\n"2" "the" 3\n'
b rt5.tsv 'Var1\tFreq\n1\tcat\t2\n2\tthe\t3\n'
b rt6.tsv '\tVar1\tFreq\n1\tcat\t2\n2\tthe\t3\n'
printf 'ham\tthe cat the\n' > "$T/rtt.tsv"
for f in rt1.csv rt2.csv rt3.csv rt4.txt rt5.tsv rt6.tsv; do
	e=$(echo "$f" | sed 's/\./\\./')
	t_bad "R's table() as a data frame ($f), as ppmi-svd -v: named, R and awk" 1 "$e:1: header '.*Freq.*': R's table\\(\\) of words written as a data frame \\(write\\.(csv|csv2|table)\\(table\\(x\\)\\): .*R: v <- as\\.data\\.frame\\(table\\(x\\)\\); write\\.table\\(data\\.frame\\(word = v\\[\\[1\\]\\], count = v\\\$Freq, docs = v\\\$Freq\\).*: awk .*'BEGIN .*NR > 1 .* < .*$e > FILE\\.tsv\$" ppmi-svd -v "$T/$f" -d 1 "$T/rtt.tsv" -o -
	sed -n "s/.*a '\"': \\(awk .*\\) > FILE\\.tsv\$/\\1/p" "$T/err" > "$T/$f.sh"
	sh "$T/$f.sh" > "$T/$f.voc"
	t_ok "  its awk, run: attnkit's vocabulary" test "$(tr '\t\n' ' ;' < "$T/$f.voc")" = "word count docs;cat 2 2;the 3 3;"
	t_run "  which ppmi-svd -v reads" 0 ppmi-svd -v "$T/$f.voc" -d 1 "$T/rtt.tsv" -o "$T/rt.emb"
	t_bad "  as sms-vocab -t -v: named" 1 "$e:1: header .*R's table\\(\\)" sms-vocab -t -v "$T/$f" "$T/uqc.tsv"
done
t_bad "  as --load: named" 1 "rt1\\.csv:1: header .*R's table\\(\\)" ppmi-svd --load "$T/rt1.csv" --nn the
gzip -c "$T/rt1.csv" > "$T/rt1.csv.gz"
t_bad "  gzip'd: zcat, then the awk" 1 "rt1\\.csv\\.gz:1: header .*R's table\\(\\) .*: zcat .*/rt1\\.csv\\.gz \\| awk -F',' 'BEGIN .*\\}' > FILE\\.tsv\$" ppmi-svd -v "$T/rt1.csv.gz" -d 1 "$T/rtt.tsv" -o -
b rt7.csv '"","Var1","Count"\n"1","cat",2\n'
t_bad "  a last column not Freq: not R's table()" 1 "rt7\\.csv:1: " ppmi-svd -v "$T/rt7.csv" -d 1 "$T/rtt.tsv" -o -
t_ok "    (another message)" test "$(grep -c "R's table" "$T/err")" = 0
b rt8.csv '"","Freq"\n"1",2\n'
t_bad "  Freq alone: not R's table() of words" 1 "rt8\\.csv:1: " ppmi-svd -v "$T/rt8.csv" -d 1 "$T/rtt.tsv" -o -
t_ok "    (another message)" test "$(grep -c "R's table" "$T/err")" = 0
# TSV vectors under pandas' index column, and without their header: the
# cut and the awk through zcat for gzip (they garble its bytes)
printf '\tword\td1\n0\tthe\t0.5\n1\tcat\t0.25\n' | gzip -c > "$T/pi.tsv.gz"
t_bad "TSV vectors after pandas' index, gzip'd: zcat, then cut -f2-" 1 "pi\\.tsv\\.gz:1: header '<TAB>word<TAB>d1 \\.\\.\\.': .*drop that column: zcat .*/pi\\.tsv\\.gz \\| cut -f2- > FILE\\.tsv\$" ppmi-svd --load "$T/pi.tsv.gz" -o -
sh -c "$(sed -n 's/.*drop that column: \(zcat .*\) > FILE\.tsv$/\1/p' "$T/err")" > "$T/pi2.tsv"
t_run "  its command, run: read" 0 ppmi-svd --load "$T/pi2.tsv" -o -
# a word list of counts and frequencies ('the 1061396 0.277953': word,
# count, share; word, count, idf; 16a-W10), detected as GloVe of d = 2 or
# 3: refused, the forced format reads it; a whole column whose largest
# is 9 beside fractions (the edge), or no fraction anywhere: not counts
b cf2.txt 'the 1061396 0.277953\nof 530698 0.138976\nand 353798 0.092651\n'
t_bad "counts and shares, d = 2: refused" 1 "^ppmi-svd: .*/cf2\\.txt:1: a word and 2 numbers a line, column 2 whole counts \\(10 or more\\), column 3 fractions \\(the first 'the 1061396 0\\.277953'\\): a list of word counts and frequencies .*not vectors: .*--load-format glove reads it as vectors of d = 2\$" ppmi-svd --load "$T/cf2.txt" --nn the
t_ok "  nothing on standard output" test ! -s "$T/out"
t_run "  --load-format glove: read" 0 ppmi-svd --load "$T/cf2.txt" --load-format glove --nn the
b cf3.txt 'the 1.5 1061396 0.02\nof 2.25 530698 0.5\n'
t_bad "  idf, count, share (d = 3, the count second): refused" 1 "cf3\\.txt:1: a word and 3 numbers a line, column 3 whole counts \\(10 or more\\), column 2 fractions" ppmi-svd --load "$T/cf3.txt" --nn the
t_bad "  attn-map -e: the same, its option" 1 "cf2\\.txt:1: a word and 2 numbers .*--emb-format glove reads it" attn-map -e "$T/cf2.txt" --text 'the of'
b cf9.txt 'a 9 0.5\nb 2 0.25\n'
t_run "  whole numbers up to 9 beside fractions: vectors, read" 0 ppmi-svd --load "$T/cf9.txt" --nn a
b cfw.txt 'a 12 3\nb 2 40\n'
t_run "  two whole columns (the second above the first once), no fraction: vectors of d = 2, read" 0 ppmi-svd --load "$T/cfw.txt" --nn a
# frequencies with no header after a TAB, counts or frequencies after a
# comma (pandas' value_counts([normalize=True]).to_csv(F[, sep='\t'],
# header=False)): d = 1 named, not told to add 'd1' nor to tr them into
# GloVe for --load-format glove (both read them as vectors of d = 1); the
# comma's tr, run, makes a word list sms-vocab -v reads; two numbers after
# a comma keep their message (the edge)
b tf.tsv 'the\t0.42857142857142855\ncat\t0.2857142857142857\n'
t_bad "TAB frequencies, no header: d = 1 named" 1 "tf\\.tsv:1: a word and one number a line, TAB-separated \\(the first 'the 0\\.42857142857142855'\\): vectors of d = 1 .*a list of word frequencies" ppmi-svd --load "$T/tf.tsv" --nn the
t_ok "  no header advised" test "$(grep -c 'write the header' "$T/err")" = 0
b cc.csv 'the,3\ncat,2\n'
b cf.csv 'the,0.42857142857142855\ncat,0.2857142857142857\n'
for f in cc.csv cf.csv; do
	t_bad "$f (value_counts().to_csv(header=False)): not vectors" 1 "$(echo $f | sed 's/\./\\./'):1: line 1 is a word and one number separated by ',' .*a vocabulary of counts or frequencies .*not vectors .*as a word list \\(sms-vocab -v\\): tr ',' ' ' < .*$f > FILE\\.txt\$" ppmi-svd --load "$T/$f" --nn the
done
tr ',' ' ' < "$T/cc.csv" > "$T/cc.txt"
t_run "  its tr, run: a word list sms-vocab -v reads" 0 sms-vocab -t -v "$T/cc.txt" "$T/uqc.tsv"
b c2.csv 'the,0.5,0.25\ncat,0.1,0.2\n'
t_bad "  two numbers after a comma: the tr into GloVe" 1 "c2\\.csv:1: line 1 is a word and numbers separated by ','" ppmi-svd --load "$T/c2.csv" --nn the
# counts with thousands separators ('the 12,345': printf "%'d"): named
# counts, not given the decimal tr (15b-M8); numbers with decimal commas
# in two columns keep their message (the edge)
b ts.txt 'the 12,345\ncat 1,234\nsat 987\n'
t_bad "thousands separators: named counts" 1 "ts\\.txt:1: a word and one number with commas a line \\(the first '12,345'\\): a vocabulary of counts with thousands separators .*tr -d ','" ppmi-svd --load "$T/ts.txt" --nn cat
b ts2.txt 'the 0,5 1,25\ncat 0,25 2,5\n'
t_bad "  two numbers with decimal commas: the decimal tr" 1 "ts2\\.txt:1: a word and numbers with decimal commas" ppmi-svd --load "$T/ts2.txt" --nn cat
b nf2.txt 'a 1 0\nb 0 1\n'
t_run "  a toy file of d = 2 ('a 1 0', 'b 0 1'): read" 0 ppmi-svd --load "$T/nf2.txt" -o -
b nf4.txt 'a 3 1\nb 2 1\nc 3 4\n'
t_run "  d = 2, a second column above the first at the last row: read" 0 ppmi-svd --load "$T/nf4.txt" -o -
b nf3.txt 'free 89.5\nhome 85\n'
t_bad "  a fraction among them: d = 1 refused" 1 "nf3\\.txt:1: $(printf "$d1m" 'free 89.5')" ppmi-svd --load "$T/nf3.txt" -o -
# a word list (sms-vocab -t -v) takes a vocabulary of counts' words, in
# any order (gensim's fvocab, a Counter written out)
printf 'ham\tfree home now\nspam\tcash home\n' > "$T/fvc.tsv"
for f in fv.txt sv.txt nf.txt; do
	t_run "  sms-vocab -t -v $f: its words kept" 0 sms-vocab -t -v "$T/$f" "$T/fvc.tsv"
	t_ok "    free home" grep -q '^ham	free home$' "$T/out"
done
# ... from standard input alike, as sms-vocab(1) says (15b-D1)
t_run "  sms-vocab -t -v - < fv.txt: its words kept" 0 sh -c "sms-vocab -t -v - '$T/fvc.tsv' < '$T/fv.txt'"
t_ok "    free home" grep -q '^ham	free home$' "$T/out"
t_ok "    sms-vocab(1) says so" sh -c "tr -s ' \\n' '  ' < '$ATTNKIT_TOP/man/sms-vocab.1' | grep -q 'from a file or standard input alike'"
# pandas' NaN, an empty field: between numbers of every digit (two
# spaces), named a missing value, not a display; at the end of a row, or
# in a forced GloVe, the count's error says it; in the TSV table the empty
# field named; rounded values with a run of two spaces: a display (the
# edge)
b na.txt 'king -0.6269554710763733 -0.10775432214 0.5123456789\nman -0.6269554710763733  -0.10775432214\n'
t_bad "NaN as two spaces (to_csv(sep=' ')): a missing value" 1 "na\\.txt:2: an empty value after 'man' \\(two spaces between its numbers, which have every digit: no display's\\): a missing value, which pandas' to_csv\\(sep=' '\\) writes as an empty field \\(NaN, na_rep=''\\): drop or fill the missing values before writing \\(df\\.dropna\\(\\) or df\\.fillna\\(0\\)\\)\$" ppmi-svd --load "$T/na.txt" -o -
# a forced format (--load-format, -e's --emb-format) too: the row's
# empty fields that make up the numbers it lacks are a missing value at
# its line, not a count of numbers; GloVe's first row whose empty field
# set d short is named at line 1 when a later row has the numbers it
# lacks; a row short with no empty field, or with fewer than it lacks,
# keeps the count's error (the edges); rows that all end in a space
# (fastText's) read
nan="a missing value, which pandas' to_csv\\(sep=' '\\) writes as an empty field \\(NaN, na_rep=''\\): drop or fill the missing values before writing \\(df\\.dropna\\(\\) or df\\.fillna\\(0\\)\\); %s reads no missing value\$"
t_bad "  --load-format glove: a missing value at its line" 1 "^ppmi-svd: .*na\\.txt:2: an empty value after 'man' \\(2 numbers and 1 empty field where 3 are wanted: two spaces between numbers\\): $(printf "$nan" GloVe)" ppmi-svd --load "$T/na.txt" --load-format glove -o -
t_bad "  attn-map -e --emb-format glove: the same" 1 "na\\.txt:2: an empty value after 'man' \\(2 numbers and 1 empty field" attn-map -e "$T/na.txt" --emb-format glove --text man
b na2.txt 'king 0.1 0.2 0.3\nman 0.1 0.2 \n'
t_bad "  NaN last (a space at the end): a missing value" 1 "na2\\.txt:2: an empty value after 'man' \\(2 numbers and 1 empty field where 3 are wanted: a space at its end, where pandas writes the last\\): " ppmi-svd --load "$T/na2.txt" -o -
t_bad "    forced: the same" 1 "na2\\.txt:2: an empty value after 'man' \\(2 numbers and 1 empty field where 3" ppmi-svd --load "$T/na2.txt" --load-format glove -o -
b na5.txt 'king 0.1  0.3\nman 0.1 0.2 0.3\n'
t_bad "  forced GloVe, NaN in row 1 (d set short): named at line 1" 1 "^ppmi-svd: .*na5\\.txt:1: an empty value after 'king' \\(2 numbers and 1 empty field, where line 2 has 3 numbers: two spaces between numbers\\): $(printf "$nan" GloVe)" ppmi-svd --load "$T/na5.txt" --load-format glove -o -
b na6.txt '2 3\nking 0.1 0.2 0.3\nman 0.1  0.3\n'
for o in "" "--load-format word2vec"; do
	t_bad "  word2vec text ${o:-detected}: a missing value" 1 "na6\\.txt:3: an empty value after 'man' \\(2 numbers and 1 empty field where 3 are wanted: two spaces between numbers\\): $(printf "$nan" "word2vec text")" ppmi-svd --load "$T/na6.txt" $o -o -
done
b na7.txt 'king 0.1 0.2 0.3\nman 0.1 0.2\n'
t_bad "  a row short, no empty field: the count's error" 1 "na7\\.txt:2: 2 numbers after 'man', want 3 \\(as the first row\\)\$" ppmi-svd --load "$T/na7.txt" --load-format glove -o -
b na8.txt 'king 0.1 0.2 0.3 0.4\nman 0.1  0.3\n'
t_bad "  two short, one empty field: the count's error, its hint" 1 "na8\\.txt:2: 2 numbers after 'man', want 4 \\(as the first row\\) \\(an empty value: two spaces" ppmi-svd --load "$T/na8.txt" --load-format glove -o -
b na9.txt 'king 0.1 0.2 \nman 0.1 0.2 0.3 \n'
t_bad "  row 1 ending in a space, a later row longer: the count's error" 1 "na9\\.txt:2: 3 numbers after 'man', want 2 \\(as the first row\\)\$" ppmi-svd --load "$T/na9.txt" --load-format glove -o -
b na10.txt 'king 0.1 0.2 \nman 0.3 0.4 \n'
t_run "  every row ending in a space (fastText's): read" 0 ppmi-svd --load "$T/na10.txt" --load-format glove -o -
t_ok "    man's row" grep -qx 'man	0.3	0.4' "$T/out"
b na3.tsv 'word\td1\td2\nking\t0.1\t0.2\nman\t\t0.2\n'
t_bad "  the TSV table's empty field: a missing value" 1 "na3\\.tsv:3: field 2 is empty: a missing value \\(pandas writes NaN as an empty field, na_rep=''\\)" ppmi-svd --load "$T/na3.tsv" -o -
b na4.txt 'king 0.123 0.5\nman 0.1  0.2\n'
t_bad "  rounded values, two spaces: a display (the edge)" 1 "na4\\.txt:2: line 2's fields are aligned by runs of spaces" ppmi-svd --load "$T/na4.txt" -o -
# numpy's savetxt with numbers of any length (fmt='%.150f', a long
# '0.000...1'): the bare matrix named whatever a number's bytes (a
# 128-byte copy cut them: 'not a vocabulary' with nothing said); 127,
# 128 and 300 bytes; a field of 130 letters is no number (the other side)
printf 'ham\tfree call\n' > "$T/lt.tok"
for n in 125 126 298; do
	printf '0.%0'$n'd1 2.0\n1 2\n' 0 > "$T/long$n.txt"
	t_bad "savetxt, a number of $((n + 3)) bytes: a bare matrix" 1 "long$n\\.txt:1: not a vocabulary \\(header '0\\.0+.*, a bare matrix of numbers separated by spaces \\(numpy's savetxt\\)" ppmi-svd -v "$T/long$n.txt" "$T/lt.tok"
done
printf '%0130d 2.0\n' 0 | tr 0 a > "$T/longw.txt"
t_run "  130 letters then a number: no bare matrix" 1 ppmi-svd -v "$T/longw.txt" "$T/lt.tok"
t_ok "    (not named one)" test "$(grep -c 'bare matrix' "$T/err")" = 0
# a vocabulary of counts with pandas' header ('word count':
# value_counts().rename_axis('word').reset_index(name='count')) given as
# vectors, spaces, commas or TABs between: named counts, not told to be
# written again as vectors; sms-vocab's own header keeps its message; a
# header 'word d1' is vectors' (the edge)
b vc.txt 'word count\nwin 1\ncall 3\n'
b vc.csv 'word,Freq\nwin,1\ncall,3\n'
b vc.tsv 'token\tcount\ncall\t3\n'
for f in vc.txt vc.csv vc.tsv; do
	t_bad "a count file with pandas' header ($f): named counts" 1 "$(echo $f | sed 's/\./\\./'):1: header '.* .*': a vocabulary of counts \\(pandas' value_counts\\(\\)\\.rename_axis\\('word'\\)\\.reset_index\\(name='count'\\), sms-vocab's word count docs\\), not vectors: give the vectors file" ppmi-svd --load "$T/$f" -o -
done
b vc2.tsv 'word\tcount\tdocs\ncall\t3\t2\n'
t_bad "  sms-vocab's own header: its message" 1 "vc2\\.tsv:1: not an embeddings file \\(header 'word count docs', a vocabulary, the output of sms-vocab" ppmi-svd --load "$T/vc2.tsv" -o -
b vd.csv 'word,d1\nwin,0.5\n'
t_bad "  'word,d1' (vectors in CSV): the CSV message" 1 "vd\\.csv:1: line 1 is a header of named columns separated by ','" ppmi-svd --load "$T/vd.csv" -o -
# words in a single-byte code page (word2vec text, GloVe, TSV, a
# similarity set, an analogy set): the code page and the iconv named; the
# iconv named, run, reads; gzip through zcat; Cyrillic named as such
u8="invalid UTF-8 at byte 4 \\(a Windows file, cp1252\\? the tools read UTF-8: convert the file: iconv -f cp1252 -t UTF-8"
b l1w.txt '3 2\nde 0.1 0.2\ncaf\351 0.3 0.4\nfor 0.5 0.25\n'
b l1g.txt 'de 0.1 0.2\ncaf\351 0.3 0.4\nfor 0.5 0.25\n'
b l1t.tsv 'word\td1\td2\nde\t0.1\t0.2\ncaf\351\t0.3\t0.4\n'
for f in l1w.txt l1g.txt l1t.tsv; do
	t_bad "Latin-1 word in $f: cp1252 and iconv named" 1 "^ppmi-svd: .*$f:[23]: $u8 .*$f > FILE\\.utf8\\)\$" ppmi-svd --load "$T/$f" -o -
	iconv -f cp1252 -t UTF-8 "$T/$f" > "$T/$f.u8"
	t_run "  its iconv, run: read" 0 ppmi-svd --load "$T/$f.u8" -o -
done
b l1s.tsv 'de\tcaf\351\t5\nde\tfor\t3\n'
t_bad "  in a similarity set" 1 "^ppmi-svd: .*l1s\\.tsv:1: invalid UTF-8 at byte 7 \\(a Windows file, cp1252\\? .*iconv -f cp1252 -t UTF-8 .*l1s\\.tsv > FILE\\.utf8\\)\$" ppmi-svd --load "$T/l1t.tsv.u8" --similarity "$T/l1s.tsv"
b l1a.txt 'de caf\351 for de\n'
t_bad "  in an analogy set" 1 "^ppmi-svd: .*l1a\\.txt:1: invalid UTF-8 at byte 7 \\(a Windows file, cp1252\\? .*iconv" ppmi-svd --load "$T/l1t.tsv.u8" --analogy "$T/l1a.txt"
gzip -c "$T/l1g.txt" > "$T/l1g.txt.gz"
t_bad "  gzip'd: zcat | iconv" 1 "^ppmi-svd: .*l1g\\.txt\\.gz:2: .*convert the file: zcat .*l1g\\.txt\\.gz \\| iconv -f cp1252 -t UTF-8 > FILE\\.utf8\\)\$" ppmi-svd --load "$T/l1g.txt.gz" -o -
# a Russian model's first word beyond ASCII, 'и' (cp1251's и is cp1252's
# è): both pages named, too short to tell; the edge: 'café' is cp1252's
b ru1.vec '2 2\n\350 0.1 0.2\n\342 0.3 0.4\n'
t_bad "'и' alone in cp1251: cp1251 and cp1252 named, too short" 1 "^ppmi-svd: .*ru1\\.vec:2: invalid UTF-8 at byte 1 \\(a single-byte code page, too short to tell which \\(cp1251 or koi8-r Cyrillic, cp1252 Western European\\)\\? " ppmi-svd --load "$T/ru1.vec" -o -
b k8.tsv 'word\td1\nde\t0.1\n\320\305\322\305\327\317\304\t0.3\n'
b gbk.tsv 'word\td1\nde\t0.1\n\304\343\272\303\312\300\275\347\304\343\272\303\t0.3\n'
t_bad "  Chinese in gbk: a double-byte page, not a single-byte one" 1 "^ppmi-svd: .*gbk\\.tsv:3: invalid UTF-8 at byte 1 \\(a double-byte code page \\(gbk or big5 Chinese, shift_jis or euc-jp Japanese, euc-kr Korean\\)\\? .*iconv -f NAME -t UTF-8 .*NAME its code page; iconv -l lists them\\)\$" ppmi-svd --load "$T/gbk.tsv" -o -
t_bad "  Cyrillic in koi8-r: named" 1 "^ppmi-svd: .*k8\\.tsv:3: invalid UTF-8 at byte 1 \\(Cyrillic, koi8-r\\? .*iconv -f koi8-r -t UTF-8 " ppmi-svd --load "$T/k8.tsv" -o -
# a vector written as Python prints it (f'{w} {vec}'): numpy's array, its
# long rows wrapped, and a list: the brackets named with the writer's fix,
# not a pandas display or header; the list's sed, run, reads; a word in
# brackets ('[a]') is a word (the edge)
b np.txt 'free [ 1.7640524   0.4001572   0.978738\n  0.95008844 -0.1513572 ]\ncash [-0.10321885  0.41059852  0.14404356\n  0.44386324  0.33367434]\n'
b ls.txt 'free [-1.049, -1.42, -1.706]\ncash [1.951, -0.51, -0.438]\n'
pa="a word then %s in brackets .*Python's f'\\{word\\} \\{vec\\}' or print\\(\\) of %s.*' '\\.join\\(map\\(str, vec\\)\\).*save_word2vec_format\\(F\\)"
t_bad "numpy's printed array: named" 1 "np\\.txt:1: $(printf "$pa" "a numpy array printed" "a numpy array")\$" ppmi-svd --load "$T/np.txt" --nn free
t_bad "  attn-map -e: the same" 1 "np\\.txt:1: a word then a numpy array printed in brackets" attn-map -e "$T/np.txt" --text free
t_bad "a printed list: named, its sed" 1 "ls\\.txt:1: $(printf "$pa" "a list" "a list"); or drop the brackets and commas: sed 's/.\\[//; s/.\\]//; s/,//g' .*ls\\.txt > FILE\\.txt\$" ppmi-svd --load "$T/ls.txt" --nn free
sed 's/\[//; s/\]//; s/,//g' "$T/ls.txt" > "$T/ls2.txt"
t_run "  its sed, run: read" 0 ppmi-svd --load "$T/ls2.txt" -o -
b br.txt '[a] 0.1 0.2\nb 0.3 0.4\n'
t_run "  a word in brackets: a GloVe row" 0 ppmi-svd --load "$T/br.txt" -o -
# a format given by the option reads no bracket either: the printed
# array or list named so, at any line, detected or forced (it was
# "field 2 ('[-1.049,') is not a finite decimal number"); a word in
# brackets is still a row, and so is gensim's word 'x [' after the first
# row (a word holding a space, no ']' at its end: the edges)
for o in "--load-format glove" "--load-format word2vec"; do
	f=np.txt g=ls.txt
	[ "$o" = "--load-format word2vec" ] && { { echo '2 3'; cat "$T/ls.txt"; } > "$T/lsw.txt"; f=; g=lsw.txt; }
	[ -z "$f" ] || t_bad "numpy's printed array, $o: named" 1 "^ppmi-svd: .*np\\.txt:1: $(printf "$pa" "a numpy array printed" "a numpy array")\$" ppmi-svd --load "$T/$f" $o --nn free
	t_bad "a printed list, $o: named, its sed" 1 "^ppmi-svd: .*$g:[12]: $(printf "$pa" "a list" "a list"); or drop the brackets" ppmi-svd --load "$T/$g" $o --nn free
done
t_bad "  attn-map -e --emb-format glove: the same" 1 "np\\.txt:1: a word then a numpy array printed in brackets" attn-map -e "$T/np.txt" --emb-format glove --text free
b ls3.txt 'cash 1.951 -0.51 -0.438\nfree [-1.049, -1.42, -1.706]\n'
t_bad "a printed list at line 2: named" 1 "ls3\\.txt:2: a word then a list in brackets" ppmi-svd --load "$T/ls3.txt" -o -
t_bad "  forced: named" 1 "ls3\\.txt:2: a word then a list in brackets" ppmi-svd --load "$T/ls3.txt" --load-format glove -o -
t_run "  a word in brackets, forced: a GloVe row" 0 ppmi-svd --load "$T/br.txt" --load-format glove -o -
t_ok "    its row" grep -qx '\[a\]	0.1	0.2' "$T/out"
b brw.txt '2 2\na 0.1 0.2\nx [ 0.3 0.4\n'
t_run "  gensim's word 'x [' after row 1: read" 0 ppmi-svd --load "$T/brw.txt" -o -
t_ok "    its row" grep -qx 'x \[	0.3	0.4' "$T/out"
t_run "    forced: read" 0 ppmi-svd --load "$T/brw.txt" --load-format word2vec -o -
b brw2.txt '2 2\na 0.1 0.2\nx [ 0.3 0.4]\n'
t_bad "  'x [ 0.3 0.4]' (a ']' at its end): an array" 1 "brw2\\.txt:3: a word then a numpy array printed in brackets" ppmi-svd --load "$T/brw2.txt" -o -
# pandas' to_csv of a column of lists or numpy arrays (15b-M4): after a
# TAB or a comma (CSV's quotes), with or without the header 'word vector',
# named with the pandas line that makes each number a column; that line,
# run, writes a file that loads; a TSV row 'the<TAB>[0.1]x' is no list
# (the edge: the TSV table's message)
if /usr/bin/python3 -c 'import pandas' 2> /dev/null; then
	/usr/bin/python3 - "$T" <<'PY'
import sys, numpy as np, pandas as pd
d = sys.argv[1]; w = ['the', 'cat', 'sat']
v = np.array([[0.1, 0.2], [0.3, 0.1], [0.5, 0.25]])
df = pd.DataFrame({'word': w, 'vector': [list(x) for x in v]})
df.to_csv(d + '/pl1.tsv', sep='\t', index=False)
df.to_csv(d + '/pl2.tsv', sep='\t', index=False, header=False)
df.to_csv(d + '/pl3.csv', index=False)
pd.DataFrame({'word': w, 'vector': list(v)}).to_csv(d + '/pl5.tsv', sep='\t', index=False)
PY
	for f in pl1.tsv:2 pl2.tsv:1 pl3.csv:2 pl5.tsv:2; do
		n=${f%:*}
		t_bad "pandas' column of lists ($n): named, its pandas line" 1 "$(echo $f | sed 's/\./\\./'): a word then .* in brackets, one field after a .*pandas' to_csv of a column of .*pd\\.read_csv\\(F.*str\\.strip\\('\\[\\]'\\)" ppmi-svd --load "$T/$n" --nn the
		sed -n 's/.*(pandas: \(.*\), the columns.*/\1/p' "$T/err" | sed "s|FILE|'$T/$n.out'|; s|read_csv(F|read_csv('$T/$n'|; s/; /\n/g" > "$T/$n.py"
		t_ok "  its line, run, writes a file" /usr/bin/python3 -c "import pandas as pd, csv; exec(open('$T/$n.py').read())"
		t_run "  that loads" 0 ppmi-svd --load "$T/$n.out" --nn the
	done
	t_bad "  the CSV's header said" 1 "pl3\\.csv:2: .*\\(line 1 its header 'word,vector'\\)" ppmi-svd --load "$T/pl3.csv" --nn the
fi
b pl6.tsv 'word\td1\nthe\t[0.1]x\n'
t_bad "  'the<TAB>[0.1]x': no list, the table's message" 1 "pl6\\.tsv:2: " ppmi-svd --load "$T/pl6.tsv" --nn the
t_ok "    (no brackets named)" test "$(grep -c 'in brackets' "$T/err")" = 0
echo "1..$t_num"
