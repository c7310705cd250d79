#!/bin/sh
# The commands the corpus reader's messages name for a gzip'd file (every
# reader reads gzip; the command does not): each through zcat (io.h
# ak_filter_cmd, the one builder; python3 given /dev/stdin after zcat, or
# gzip.open), and, run as named, makes a file that reads; the same
# messages for the plain file name the file itself (both sides).
. "$(dirname "$0")/../../lib.sh"

cd "$T"
# Excel's 'sep=:' line: the python conversion through zcat, run, read
printf 'sep=:\nlabel:text\nham:hello there\nspam:win a prize\n' > sep.csv
gzip -c sep.csv > sep.csv.gz
t_bad "sep=: gzip'd: zcat, then python3 on /dev/stdin" 1 "^sms-vocab: sep\\.csv\\.gz:1: Excel's line 'sep=:' .*\\(zcat sep\\.csv\\.gz \\| python3 -c '.*' /dev/stdin > FILE\\.csv\\)" sms-vocab sep.csv.gz
sed -n 's/.*convert the file to .,. (\(.*\) > FILE\.csv).*/\1/p' "$T/err" > sep.sh
sh sep.sh > sepz.csv
t_run "  its command, run: read with --csv" 0 sms-vocab --min-count 1 --csv sepz.csv
t_bad "  plain: python3 on the file" 1 "^sms-vocab: sep\\.csv:1: .*\\(python3 -c '.*' sep\\.csv > FILE\\.csv\\)" sms-vocab sep.csv
# a UTF-8 file with a cp1252 line: the line's sed | iconv and the file's
# perl through zcat; the perl, run, reads
printf 'ham\tcaf\303\251 ok\nham\tna\357ve\n' > mix.tsv
gzip -c mix.tsv > mix.tsv.gz
t_bad "a cp1252 line in UTF-8, gzip'd: zcat, then sed and perl" 1 "^sms-vocab: mix\\.tsv\\.gz:2: .*\\(zcat mix\\.tsv\\.gz \\| sed -n '2p' \\| iconv -f cp1252 -t UTF-8\\), or every line that is not UTF-8 \\(zcat mix\\.tsv\\.gz \\| perl -MEncode -pe '.*' > mix\\.tsv\\.gz\\.fixed\\)" sms-vocab mix.tsv.gz
sed -n 's/.*or every line that is not UTF-8 (\(zcat .*\) > mix\.tsv\.gz\.fixed).*/\1/p' "$T/err" > mix.sh
sh mix.sh > mix.fixed
t_run "  its perl, run: read" 0 sms-vocab -t mix.fixed
t_ok "  naïve" grep -q "naïve" "$T/out"
t_bad "  plain: sed and perl on the file" 1 "^sms-vocab: mix\\.tsv:2: .*\\(sed -n '2p' mix\\.tsv \\| iconv .*\\(perl -MEncode -pe '.*' mix\\.tsv > mix\\.tsv\\.fixed\\)" sms-vocab mix.tsv
# UTF-16 without a mark (a NUL every second byte) and with one: iconv
# after zcat, run, read
printf 'ham\tfree call\n' | iconv -f UTF-8 -t UTF-16LE | gzip -c > u16.tsv.gz
t_bad "UTF-16LE gzip'd: zcat, then iconv" 1 "^sms-vocab: u16\\.tsv\\.gz:1: NUL byte in line: UTF-16LE text .* zcat u16\\.tsv\\.gz \\| iconv -f UTF-16LE -t UTF-8 > FILE\\.txt\$" sms-vocab u16.tsv.gz
sh -c "$(sed -n 's/.*convert it with \(zcat .*\) > FILE\.txt$/\1/p' "$T/err")" > u16.txt
t_run "  its command, run: read" 0 sms-vocab --min-count 1 u16.txt
printf '\377\376' > u16b.tsv
printf 'ham\tfree call\n' | iconv -f UTF-8 -t UTF-16LE >> u16b.tsv
t_bad "  plain, its mark: iconv on the file" 1 "^sms-vocab: u16b\\.tsv:1: .*iconv -f UTF-16 -t UTF-8 u16b\\.tsv > FILE\\.txt\$" sms-vocab u16b.tsv
gzip -c u16b.tsv > u16b.tsv.gz
t_bad "  its mark, gzip'd: zcat, then iconv" 1 "^sms-vocab: u16b\\.tsv\\.gz:1: .*zcat u16b\\.tsv\\.gz \\| iconv -f UTF-16 -t UTF-8 > FILE\\.txt\$" sms-vocab u16b.tsv.gz
# CESU-8 gzip'd: the python through gzip.open, run, read
printf 'ham\thi \355\240\275\355\270\200 there\n' | gzip -c > cesu.tsv.gz
t_bad "CESU-8 gzip'd: gzip.open" 1 "^sms-vocab: cesu\\.tsv\\.gz:1: .*python3 -c \"import sys, gzip; .*gzip\\.open\\(sys\\.argv\\[1\\], .*\" cesu\\.tsv\\.gz > FILE\\.txt\$" sms-vocab cesu.tsv.gz
sh -c "$(sed -n 's/.*convert the file: \(python3 .*\) > FILE\.txt$/\1/p' "$T/err")" > cesu.txt
t_run "  its command, run: read" 0 sms-vocab --min-count 1 cesu.txt
echo "1..$t_num"
