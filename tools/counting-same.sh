#!/bin/sh
# counting-same.sh BEFORE AFTER [WORKDIR] — the counting's outputs of two
# ppmi-svd binaries, compared by md5 (issue 26 part 5: the counter split
# into modules of one idea each changes no byte).  On the SMS corpus
# ($SMS_CORPUS, tokenized and its vocabulary by sms-vocab from $PATH) and a
# made Zipf corpus (tools/zipf-corpus.py, $ZIPF_TOKENS tokens, default
# 3,000,000, 26,000 types): `ppmi-svd --count` at -j 1 and 2, with the
# default budget and a small -M that forces spills, flat and harmonic; the
# merge of two shards (--count --from-counts); embeddings by the dense and
# the sparse solver from tokens and from counts.  Prints one line a case,
# "same" or "DIFFERENT", and exits 1 if any differs.  The provenance line
# (the command) and the count files' end line (issue 29 defect 6: new in
# the format, so absent before it) are left out of the comparison.
set -u
B=${1:?usage: counting-same.sh BEFORE AFTER [WORKDIR]}
A=${2:?usage: counting-same.sh BEFORE AFTER [WORKDIR]}
W=${3:-$(mktemp -d)}
top=$(cd "$(dirname "$0")/.." && pwd)
SMS=${SMS_CORPUS:-/work/shared/data/SMSSpamCollection}
sh "$top/tools/need-corpus.sh" -n counting-same "$SMS" || exit 1
N=${ZIPF_TOKENS:-3000000}
mkdir -p "$W"
cd "$W" || exit 1
[ -s zipf.tsv ] || /usr/bin/python3 "$top/tools/zipf-corpus.py" "$N" 26000 7 > zipf.tsv
[ -s zvocab.tsv ] || sms-vocab --min-count 5 -o zvocab.tsv zipf.tsv
[ -s z3k.tsv ] || sms-vocab --min-count 5 --max-vocab 3000 -o z3k.tsv zipf.tsv
[ -s stok.tsv ] || sms-vocab --tokenizer ascii -t -o stok.tsv "$SMS"
[ -s svocab.tsv ] || sms-vocab --tokenizer ascii -o svocab.tsv "$SMS"
split -n l/2 zipf.tsv zshard.
bad=0
run() {	# run NAME ARGS... : both binaries, their -o outputs compared
	name=$1; shift
	"$B" "$@" -o "b.$name" 2> "b.$name.err"; rb=$?
	"$A" "$@" -o "a.$name" 2> "a.$name.err"; ra=$?
	mb=$(grep -v '^# ppmi-svd\|^# end:' "b.$name" 2>/dev/null | md5sum | cut -c1-32)
	ma=$(grep -v '^# ppmi-svd\|^# end:' "a.$name" 2>/dev/null | md5sum | cut -c1-32)
	if [ "$rb" = "$ra" ] && [ "$mb" = "$ma" ] &&
	    [ "$(sed 's/^[^:]*: //' "b.$name.err")" = \
	    "$(sed 's/^[^:]*: //' "a.$name.err")" ]; then
		echo "same       $mb $name"
	else
		echo "DIFFERENT  $mb $ma (exit $rb $ra) $name"
		bad=1
	fi
}
for c in s z; do
	[ $c = s ] && set -- -v svocab.tsv stok.tsv
	[ $c = z ] && set -- -v zvocab.tsv zipf.tsv
	for j in 1 2; do
		run "$c.count.j$j" --count -j $j "$@"
		run "$c.count.j$j.M" --count -j $j -M 24M "$@"
		run "$c.count.j$j.harm" --count -j $j --weight harmonic -w 5 "$@"
		run "$c.count.j$j.harm.M" --count -j $j --weight harmonic -w 5 -M 24M "$@"
		run "$c.count.j$j.asym" --count -j $j -M 24M --oov keep "$@"
		run "$c.sparse.j$j" --solver sparse -d 16 -j $j "$@"
		run "$c.sparse.j$j.M" --solver sparse -d 16 -j $j -M 80M "$@"
	done
done
run s.dense --solver dense -d 16 -v svocab.tsv stok.tsv
run z.dense --solver dense -d 16 -v z3k.tsv zipf.tsv
# shards counted apart, merged, and embeddings from counts (spills of the
# staged cells at a small -M)
for s in zshard.aa zshard.ab; do
	"$A" --count -v zvocab.tsv -o "$s.counts" "$s"
done
run z.merge --count --from-counts zshard.aa.counts zshard.ab.counts
run z.fromcounts.sparse -v zvocab.tsv --from-counts --solver sparse -d 16 -j 2 zshard.aa.counts zshard.ab.counts
run z.fromcounts.sparse.M -v zvocab.tsv --from-counts --solver sparse -d 16 -M 80M zshard.aa.counts zshard.ab.counts
"$A" --count -v svocab.tsv -o s.counts stok.tsv
run s.fromcounts.dense -v svocab.tsv --from-counts --solver dense -d 16 s.counts
echo "counting-same: $([ $bad = 0 ] && echo all same || echo SOME DIFFER) ($W)"
exit $bad
