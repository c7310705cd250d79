# train-chain.sh — sourced by tools/figures/figures-train.sh and tools/bench/bench-train.sh:
# checks the corpus and builds the lesson's embedding chain into $dir
# (vocab.tsv, tokens.tsv, emb.tsv), the inputs of attn-train.
# Needs: corpus bin out top set by the caller.
sh "$top/tools/need-corpus.sh" -n train "$corpus" || exit 1
for t in sms-vocab ppmi-svd attn-train; do
	if [ ! -x "$bin/$t" ]; then
		echo "train: $bin/$t is missing (build it with make)" >&2
		exit 1
	fi
done
PATH="$bin:$PATH"
dir="$out/train"
mkdir -p "$dir"
sms-vocab --quoting csv --tokenizer ascii --min-count 10 -o "$dir/vocab.tsv" "$corpus"
sms-vocab --quoting csv --tokenizer ascii --tokens -o "$dir/tokens.tsv" "$corpus"
ppmi-svd --vocab "$dir/vocab.tsv" --window 4 --dim 32 -o "$dir/emb.tsv" \
    "$dir/tokens.tsv"
