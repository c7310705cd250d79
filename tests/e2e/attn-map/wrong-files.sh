#!/bin/sh
# --mask and --wq/--wk/--wv given another kind of file are refused naming
# what it is (attnkit(5) "TSV tables"; lib/base/filekind.h): the tokens
# or a corpus, a vocabulary, embeddings (as a mask), a spam model, a
# report, a count file, predictions, a split, a long map; a bare matrix
# (numpy's savetxt, TABs or its default spaces) is refused saying so.  On
# the other side: a mask with any other header, attn-map's own weights'
# header, a projection written with embeddings' header 'word d1 ... dk'.
. "$(dirname "$0")/../../lib.sh"

E="$DATA/map-emb.tsv"
mask() { attn-map -e "$E" --text 'free call' --proj-scale 1 --mask "$1"; }
proj() { attn-map -e "$E" --text 'free call' --wq "$1" --wk "$1" --wv "$1"; }
t_run "a model" 0 attn-train -q -e "$DATA/train-emb.tsv" --epochs 1 --save "$T/m.tsv" -o "$T/rep.tsv" --split-out "$T/split.tsv" "$DATA/train-corpus.tsv"
t_run "a count file" 0 ppmi-svd -v "$DATA/sms-small.vocab" --count -o "$T/c.cnt" "$DATA/sms-small.tokens"
t_run "predictions" 0 attn-train -q -e "$DATA/train-emb.tsv" --load "$T/m.tsv" --predict -o "$T/pred.tsv" "$DATA/train-corpus.tsv"
t_run "a long map" 0 attn-map -e "$E" --long -o "$T/long.tsv" "$DATA/map-tokens.tsv"
printf '1.000000000000000000e+00 0.000000000000000000e+00\n0.000000000000000000e+00 1.000000000000000000e+00\n' > "$T/sp.txt"
printf '1.000000000000000000e+00\t0.000000000000000000e+00\n0.000000000000000000e+00\t1.000000000000000000e+00\n' > "$T/tab.txt"

for kind in "sms-small.tokens|a line of a tokenized corpus \(sms-vocab -t\)" \
    "sms-small.tsv|a message of a labelled corpus" \
    "sms-small.vocab|a vocabulary, the output of sms-vocab" \
    "T/m.tsv|a spam model, the output of attn-train --save" \
    "T/rep.tsv|a report, the output of attn-train" \
    "T/c.cnt|a count file, the output of ppmi-svd --count" \
    "T/pred.tsv|predictions, the output of attn-train --predict" \
    "T/split.tsv|a split, the output of attn-train --split-out" \
    "T/long.tsv|attention weights as a long table"; do
	f=${kind%%|*} what=${kind#*|}
	case $f in T/*) f="$T/${f#T/}" ;; *) f="$DATA/$f" ;; esac
	t_bad "--mask $(basename "$f")" 1 "^attn-map: .*$(basename "$f"):[0-9]+: not a mask \(header '.*', $what" mask "$f"
	t_bad "--wq $(basename "$f")" 1 "^attn-map: .*$(basename "$f"):[0-9]+: not a projection matrix \(header '.*', $what" proj "$f"
done
t_bad "--mask embeddings" 1 "^attn-map: .*map-emb.tsv:[0-9]+: not a mask \(header 'word d1 d2 d3 d4', embeddings, the output of ppmi-svd" mask "$E"
# exactly at the rule: a projection may be written with embeddings' header;
# one of the wrong shape says whose header it has
t_bad "--wq embeddings (V rows): the rows, and whose header" 1 "^attn-map: .*map-emb.tsv: 10 rows, the embeddings have d = 4 \(its header is that of embeddings, the output of ppmi-svd\)$" proj "$E"
printf 'word\td1\td2\td3\td4\nr1\t1\t0\t0\t0\nr2\t0\t1\t0\t0\nr3\t0\t0\t1\t0\nr4\t0\t0\t0\t1\n' > "$T/Iemb.tsv"
printf 'row\tc1\tc2\tc3\tc4\nr1\t1\t0\t0\t0\nr2\t0\t1\t0\t0\nr3\t0\t0\t1\t0\nr4\t0\t0\t0\t1\n' > "$T/I.tsv"
t_run "--wq with embeddings' header, d rows: read" 0 proj "$T/Iemb.tsv"
grep -v '^#' "$T/out" > "$T/outemb"
t_run "--wq of another header: the same map" 0 proj "$T/I.tsv"
grep -v '^#' "$T/out" > "$T/outI"
t_cmp "  the two maps agree" "$T/outI" "$T/outemb"

t_bad "--mask numpy savetxt (spaces)" 1 "^attn-map: .*sp.txt:1: the mask has no header row and no label column \(its first line is numbers, separated by spaces\)" mask "$T/sp.txt"
t_bad "--mask numpy savetxt (TABs)" 1 "^attn-map: .*tab.txt:1: the mask has no header row and no label column \(its first line is numbers\): a mask is the weights' TSV" mask "$T/tab.txt"
t_bad "--wq numpy savetxt (spaces)" 1 "^attn-map: .*sp.txt:1: the matrix has no header row and no label column \(its first line is numbers, separated by spaces\)" proj "$T/sp.txt"

# masks that are masks: any header of the weights' shape, attn-map's own
printf 'q\tfree\tcall\nfree\t1\t0\ncall\t1\t1\n' > "$T/mask-q.tsv"
t_run "a mask whose header is not 'query'" 0 mask "$T/mask-q.tsv"
t_ok "  the masked weight is 0" grep -q "^free	1	0$" "$T/out"
t_run "attn-map's weights of 'free call'" 0 attn-map -e "$E" --text 'free call' --proj-scale 1 -o "$T/w.tsv"
t_bad "  given as a mask: its header passes, its weights are not 0 or 1" 1 "^attn-map: .*w.tsv:[0-9]+: mask row 'free' key '(free|call)' \(column [0-9]+\): .* is not 0 or 1$" mask "$T/w.tsv"

# the embeddings reader names a count file too
t_bad "attn-train -e a count file" 1 "^attn-train: .*c.cnt:3: not an embeddings file \(header '.*', a count file, the output of ppmi-svd --count; want word d1" \
    attn-train -e "$T/c.cnt" "$DATA/train-corpus.tsv"
