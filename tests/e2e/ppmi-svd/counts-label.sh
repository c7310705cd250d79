#!/bin/sh
# --count --label on a shard with no message of that label (a corpus sorted
# by label, split into shards for ppmi-svd-slurm --label): an empty count
# file, said; the sum of the shards is the whole corpus's; an empty total
# is still refused.
. "$(dirname "$0")/../../lib.sh"
printf 'word\tcount\tdocs\nfree\t2\t2\nprize\t2\t2\ncall\t2\t2\nlater\t2\t2\n' > "$T/v.tsv"
printf 'spam\tfree prize call\nspam\tcall free prize\nham\tcall later\nham\tlater call\n' > "$T/t.tsv"
head -2 "$T/t.tsv" > "$T/s0"	# the spam
tail -2 "$T/t.tsv" > "$T/s1"	# the ham
t_run "--count --label spam on the spam shard" 0 ppmi-svd -q -v "$T/v.tsv" --count --label spam "$T/s0" -o "$T/c0"
t_run "--count --label spam on the ham shard: exit 0" 0 ppmi-svd -v "$T/v.tsv" --count --label spam "$T/s1" -o "$T/c1"
t_err "... said on stderr" "^ppmi-svd: note: $T/s1: no message labelled spam: its count file holds no cells"
t_ok "... a count file of no cells" grep -qx '# end: cells=0 check=0000000000000000' "$T/c1"
t_run "-q: nothing said" 0 ppmi-svd -q -v "$T/v.tsv" --count --label spam "$T/s1" -o "$T/c1"
t_ok "-q: stderr empty" test ! -s "$T/err"
t_run "the merge of both" 0 ppmi-svd -q --count --from-counts "$T/c0" "$T/c1" -o "$T/m"
t_run "embeddings of the merge" 0 ppmi-svd -q -v "$T/v.tsv" -d 2 --from-counts "$T/m" -o "$T/e1"
t_run "embeddings of the whole corpus with --label spam" 0 ppmi-svd -q -v "$T/v.tsv" -d 2 --label spam "$T/t.tsv" -o "$T/e2"
tail -n +2 "$T/e1" > "$T/e1b"; tail -n +2 "$T/e2" > "$T/e2b"
t_cmp "the shards' sum = the whole corpus's" "$T/e2b" "$T/e1b"
t_bad "the empty shard alone: no counts, the cause" 1 "^ppmi-svd: $T/c1: no counts \\(count files without a cell, as their --count noted: no message of its --label" ppmi-svd -q -v "$T/v.tsv" -d 2 --from-counts "$T/c1"
t_bad "without --count, no message labelled spam is an error" 1 "^ppmi-svd: $T/s1: empty corpus \(no messages labelled spam\)$" ppmi-svd -q -v "$T/v.tsv" -d 2 --label spam "$T/s1"
: > "$T/empty"
t_bad "--count without --label on an empty shard: still an error" 1 "^ppmi-svd: $T/empty: empty corpus \(no messages\)$" ppmi-svd -q -v "$T/v.tsv" --count "$T/empty" -o "$T/ce"
