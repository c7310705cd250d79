# map-lib.sh — sourced by tools/figures/figures-map.sh and tools/reproduce/reproduce-lesson.sh:
# the real-corpus chain behind the lesson's attention map.
#
#   map_chain CORPUS DIR   vocabulary, tokens and embeddings of the corpus
#                          into DIR (sms-vocab --quoting csv, ppmi-svd with
#                          its defaults: window 4, 32 dimensions), and
#                          DIR/msg.tsv, the lesson's spam message (status 1
#                          and one line on stderr when CORPUS lacks it)
#   map_fit_c DIR [EMB]    the projection scale c at which the query `call`
#                          gives itself the lesson's weight 0.616 (bisection
#                          over 0.01..50), with the embeddings DIR/EMB
#                          (default emb.tsv; unit rows need c ≈ 5.85)
#   map_need_corpus CORPUS NAME  status 0 when CORPUS passes the one corpus
#                          check (tools/need-corpus.sh, its line prefixed
#                          NAME) and the chain's tools are on PATH; needs
#                          $top, the checkout, set by the caller
MSG9='free nokia motorola on orange call mobileupd or optout'

map_need_corpus() {
	sh "$top/tools/need-corpus.sh" -n "$2" "$1" || return 1
	for t in sms-vocab ppmi-svd attn-map; do
		command -v "$t" > /dev/null || {
			echo "$2: $t not built" >&2
			return 1
		}
	done
}

map_chain() {
	mkdir -p "$2"
	sms-vocab --quoting csv --tokenizer ascii -o "$2/vocab.tsv" "$1"
	sms-vocab --quoting csv --tokenizer ascii -t -o "$2/tokens.tsv" "$1"
	ppmi-svd -v "$2/vocab.tsv" -o "$2/emb.tsv" "$2/tokens.tsv"
	# the message whose in-vocabulary words are the lesson's nine:
	# "Panasonic & BluetoothHdset FREE. Nokia FREE. Motorola FREE & ..."
	# (a corpus without it: one line on stderr and status 1, not a silent
	# grep failure under set -e)
	grep -m1 "$(printf '^spam\tpanasonic bluetoothhdset free nokia')" \
	    "$2/tokens.tsv" > "$2/msg.tsv" || {
		echo "attnkit: the lesson's spam message ('Panasonic & BluetoothHdset FREE. Nokia FREE. ...') is not in $1: use the whole SMS Spam Collection (5,574 lines)" >&2
		return 1
	}
}

# weight of query $2 on key $3 in the map of DIR/msg.tsv at scale $4 (-q:
# the words left out are said once by the caller, not at each step),
# embeddings DIR/$5 (default emb.tsv)
map_weight() {
	attn-map -q -e "$1/${5:-emb.tsv}" --proj-scale "$4" --long "$1/msg.tsv" |
	    awk -F'\t' -v q="$2" -v k="$3" '$2 == q && $4 == k { print $5 }'
}

map_fit_c() {
	lo=0.01 hi=50
	i=0
	while [ $i -lt 25 ]; do
		mid=$(awk -v a=$lo -v b=$hi 'BEGIN { printf "%.9g", (a + b) / 2 }')
		w=$(map_weight "$1" call call "$mid" "${2:-emb.tsv}")
		if awk -v w="$w" 'BEGIN { exit !(w < 0.616) }'; then lo=$mid; else hi=$mid; fi
		i=$((i + 1))
	done
	awk -v a=$lo -v b=$hi 'BEGIN { printf "%.4f\n", (a + b) / 2 }'
}
