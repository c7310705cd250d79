#!/bin/sh
# --encoding's names and the code page a line that is not UTF-8 is hinted
# as (lib/base/conv.c): Python's (pandas') spellings named in iconv's;
# Cyrillic in each of its code pages (cp1251, koi8-r, koi8-u, iso-8859-5,
# cp866, mac-cyrillic) named so that following the hint reads its words.
. "$(dirname "$0")/../../lib.sh"

printf 'ham\thello there\n' > "$T/a.tsv"
# Python's spellings: iconv's named (the edge: iconv's own spelling, any
# case, read; a name neither knows: the old message)
t_bad "--encoding koi8_r: iconv's koi8-r named" 2 "^sms-vocab: --encoding: 'koi8_r' is Python's spelling: iconv calls it koi8-r \(--encoding koi8-r\)$" sms-vocab --encoding koi8_r "$T/a.tsv"
t_bad "--encoding latin-1 (pandas): latin1 named" 2 "^sms-vocab: --encoding: 'latin-1' is Python's spelling: iconv calls it latin1 \(--encoding latin1\)$" sms-vocab --encoding latin-1 "$T/a.tsv"
t_bad "--encoding iso8859_5: iso8859-5 named" 2 "iconv calls it iso8859-5 \(--encoding iso8859-5\)$" sms-vocab --encoding iso8859_5 "$T/a.tsv"
t_bad "--encoding mac_roman: macintosh named" 2 "iconv calls it macintosh \(--encoding macintosh\)$" sms-vocab --encoding mac_roman "$T/a.tsv"
t_bad "--encoding utf-8-sig: read without --encoding" 2 "^sms-vocab: --encoding: 'utf-8-sig' is Python's spelling of UTF-8: read the file without --encoding \(UTF-8 is the default; a byte-order mark is dropped\)$" sms-vocab --encoding utf-8-sig "$T/a.tsv"
t_bad "--encoding utf_8: the same" 2 "'utf_8' is Python's spelling of UTF-8: read the file without --encoding" sms-vocab --encoding utf_8 "$T/a.tsv"
t_run "--encoding KOI8-R (iconv's, upper case): read" 0 sms-vocab --min-count 1 --encoding KOI8-R "$T/a.tsv"
t_run "--encoding latin1: read" 0 sms-vocab --min-count 1 --encoding latin1 "$T/a.tsv"
t_bad "--encoding koi9_r: known to neither" 2 "^sms-vocab: --encoding: 'koi9_r' is not an encoding iconv knows" sms-vocab --encoding koi9_r "$T/a.tsv"

t_end
