#!/bin/sh
# reproduce-vocab.sh CORPUS BINDIR OUTDIR — the lesson's numbers of the
# embedding pipeline ("Карта внимания на реальном тексте") next to ours,
# with the command that gives ours.  Writes OUTDIR/reproduce-vocab.md (the
# rows of docs/REPRODUCTION.md, section "Corpus, vocabulary and
# embeddings") and prints it.
set -eu
corpus=$1 bin=$2 out=$3
if [ ! -f "$corpus" ]; then
	echo "reproduce-vocab: corpus not found: $corpus (see make demo)" >&2
	exit 1
fi
PATH="$bin:$PATH"
mkdir -p "$out"
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT

sms-vocab --quoting csv --stats -o "$w/stats.tsv" "$corpus"
sms-vocab --quoting csv -o "$w/vocab.tsv" "$corpus"
sms-vocab --quoting csv -t -o "$w/tokens.tsv" "$corpus"
ppmi-svd -v "$w/vocab.tsv" -o "$w/emb.tsv" "$w/tokens.tsv"
# the closest variant we found: every corpus word a context, 1/d, cds 0.75
sms-vocab --quoting csv --min-count 1 -o "$w/all.tsv" "$corpus"
ppmi-svd -v "$w/vocab.tsv" --contexts "$w/all.tsv" --weight harmonic \
    --cds 0.75 -o "$w/embx.tsv" "$w/tokens.tsv"
for e in emb embx; do
	ppmi-svd --load "$w/$e.tsv" --nn free --nn call -k 100000 -o "$w/$e.nn"
done

stat() { awk -F'\t' -v k="$1" '$1 == k { print $2 }' "$w/stats.tsv"; }
# cos FILE WORD NEIGHBOUR: "0.890 (rank 1)"
cos() { awk -F'\t' -v a="$2" -v b="$3" '$1 == a && $3 == b { printf "%.3f (rank %d)", $4, $2 }' "$w/$1.nn"; }
top5() { awk -F'\t' -v a="$2" '$1 == a && $2 <= 5 { printf "%s%s", n++ ? ", " : "", $3 }' "$w/$1.nn"; }

C='sms-vocab --quoting csv'
E='ppmi-svd -v vocab.tsv tokens.tsv --nn free --nn call -k 1000'
{
	echo "| quantity | lesson | ours | command |"
	echo "|---|---|---|---|"
	echo "| messages | 5,569 | $(stat messages) | \`$C -s SMSSpamCollection\` |"
	echo "| spam | 747 (13.4 %) | $(stat spam) ($(awk -v s="$(stat spam_share)" 'BEGIN { printf "%.1f", 100 * s }') %) | same |"
	echo "| words with count ≥ 10 | 1,045 | $(stat vocab) | same (row \`vocab\`) |"
	echo "| cos(free, nokia) | 0.912 | $(cos emb free nokia) | \`$E\` |"
	echo "| cos(free, mobile) | 0.850 | $(cos emb free mobile) | same |"
	echo "| cos(call, land) | 0.847 | $(cos emb call land) | same |"
	echo "| cos(call, landline) | — | $(cos emb call landline) | same |"
	echo "| cos(call, claim) | 0.799 | $(cos emb call claim) | same |"
	echo "| 5 nearest to free | nokia, mobile first | $(top5 emb free) | same |"
	echo "| 5 nearest to call | land, claim first | $(top5 emb call) | same |"
	X='--contexts all.tsv --weight harmonic --cds 0.75'
	echo "| cos(free, nokia), closest variant | 0.912 | $(cos embx free nokia) | \`$E $X\` (all.tsv: \`$C -m 1\`) |"
	echo "| cos(free, mobile), closest variant | 0.850 | $(cos embx free mobile) | same |"
	echo "| cos(call, land), closest variant | 0.847 | $(cos embx call land) | same |"
	echo "| cos(call, claim), closest variant | 0.799 | $(cos embx call claim) | same |"
	echo "| 5 nearest to free, closest variant | nokia, mobile first | $(top5 embx free) | same |"
	echo "| 5 nearest to call, closest variant | land, claim first | $(top5 embx call) | same |"
} > "$out/reproduce-vocab.md"
cat "$out/reproduce-vocab.md"
