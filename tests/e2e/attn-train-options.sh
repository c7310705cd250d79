# attn-train (spam mode): option combinations a new user tries (review1).
# An option that would be ignored is a usage error (exit 2, one line).
. "$(dirname "$0")/../lib.sh"
EMB=$DATA/train-emb.tsv
COR=$DATA/train-corpus.tsv

t_bad "--buckets with an empty element" 2 "^attn-train: --buckets: empty element in '9,,25'$" attn-train -e "$EMB" --buckets 9,,25 "$COR"
t_bad "--buckets with a trailing comma" 2 "^attn-train: --buckets: empty element in '9,'$" attn-train -e "$EMB" --buckets 9, "$COR"
