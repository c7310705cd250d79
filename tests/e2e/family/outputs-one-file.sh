#!/bin/sh
# Two outputs of one run that would write one file (attnkit(5) "Output
# files"): attn-train -o, --save, --split-out and attn-train addr train -o,
# --log are compared as the file is written — links followed, the real
# directory and the last name — whether the file is there yet or not, so
# that no spelling of one name loses an output.
. "$(dirname "$0")/../../lib.sh"

E="$DATA/train-emb.tsv" C="$DATA/train-corpus.tsv"
train() { attn-train -q -e "$E" --epochs 1 "$@" "$C"; }
MSG="name the same file: one would replace the other\$"
mkdir "$T/sub" "$T/d1"
ln -s d1 "$T/d2"

# one new name spelled two ways: refused before anything is written
for pair in "s|./s" "s|sub/../s" "s|$T/s" "d1/s|d2/s"; do
	a=${pair%%|*} b=${pair#*|}
	t_bad "-o '$a' --save '$b' (neither there)" 2 "^attn-train: --output '.*' and --save '.*' $MSG" \
	    sh -c "cd '$T' && exec attn-train -q -e '$E' --epochs 1 -o '$a' --save '$b' '$C'"
	t_ok "  and wrote nothing" test ! -e "$T/s" -a ! -e "$T/d1/s"
done
ln -s s5 "$T/l5"
t_bad "--save and a link to it, the file not made yet" 2 "^attn-train: --output '.*l5' and --save '.*s5' $MSG" \
    train -o "$T/l5" --save "$T/s5"
t_ok "  and the link's target was not created" test ! -e "$T/s5"
t_bad "--split-out and --save by two spellings" 2 "^attn-train: --save '.*' and --split-out '.*' $MSG" \
    train --save "$T/s6" --split-out "$T/sub/../s6"
t_bad "three outputs, the last two one file" 2 "^attn-train: --output '.*x2' and --split-out '.*/\./x2' $MSG" \
    train --save "$T/x1" -o "$T/x2" --split-out "$T/./x2"
echo old > "$T/h1"
ln "$T/h1" "$T/h2"
t_bad "an existing file and its hard link" 2 "^attn-train: --output '.*h1' and --save '.*h2' $MSG" \
    train -o "$T/h1" --save "$T/h2"
t_ok "  which keep their content" grep -qx old "$T/h2"

# standard output twice: --save -, /dev/stdout, the file it is redirected to
t_bad "--save - without -o" 2 "^attn-train: --output \(standard output\) and --save '-' $MSG" train --save -
t_bad "--save /dev/stdout without -o" 2 "^attn-train: --output \(standard output\) and --save '/dev/stdout' $MSG" \
    train --save /dev/stdout
t_bad "--save the file standard output goes to" 2 "^attn-train: --output \(standard output\) and --save '$T/out' $MSG" \
    train --save "$T/out"

# the other side: distinct names, both written in full
t_run "-o and --save, two new names in one directory" 0 train -o "$T/d1/r" --save "$T/d1/m"
t_ok "  the report is the report" grep -q '^model	split	bucket' "$T/d1/r"
t_ok "  the model is the model" grep -q '^param	value' "$T/d1/m"
t_run "the same last name in two directories" 0 train -o "$T/sub/m" --save "$T/d1/m2" --split-out "$T/m"
t_ok "  three files" test -s "$T/sub/m" -a -s "$T/d1/m2" -a -s "$T/m"
# exactly at the rule: a character device takes both (nothing is lost)
t_run "-o /dev/null --save /dev/null" 0 train -o /dev/null --save /dev/null

# attn-train addr train: -o (the model) and --log
A="attn-train addr train --steps 1 --keys 4 --values 3 --pairs 2-3 -d 8 --dk 8 -q"
t_bad "addr: -o and --log by two spellings" 2 "^attn-train: addr train: --output '.*am' and --log '.*/sub/\.\./am' $MSG" \
    $A -o "$T/am" --log "$T/sub/../am"
t_bad "addr: --log - with the model on standard output" 2 "^attn-train: addr train: --output \(standard output\) and --log '-' $MSG" \
    $A --log -
t_run "addr: -o and --log, two names" 0 $A -o "$T/am" --log "$T/al"
t_ok "  the log is the log" grep -q '^step	loss	accuracy' "$T/al"

# --maps DIR writes DIR/map-L-H.tsv: none of them another output or an input
mkdir "$T/mp"
t_bad "--maps DIR and -o DIR/map-1-1.tsv" 2 "^attn-train: --maps .*mp writes map-1-1.tsv there \(the block has 1 layer of 1 head\), which -o '.*mp/map-1-1.tsv' names: one would replace the other$" \
    attn-train -q -e "$E" --epochs 1 --model block --maps "$T/mp" -o "$T/mp/map-1-1.tsv" "$C"
cp "$C" "$T/mp/map-1-2.tsv"
t_bad "--maps DIR and the corpus DIR/map-1-2.tsv" 2 "^attn-train: --maps .*mp writes map-1-2.tsv there \(the block has 1 layer of 2 heads\), which the corpus '.*map-1-2.tsv' names" \
    attn-train -q -e "$E" --epochs 1 --model block --heads 2 --maps "$T/mp" -o "$T/r2" "$T/mp/../mp/map-1-2.tsv"
t_ok "  the corpus kept" cmp -s "$C" "$T/mp/map-1-2.tsv"
rm "$T/mp/map-1-2.tsv"
t_run "--maps DIR, -o elsewhere (DIR/map-5-1.tsv is no map)" 0 attn-train -q -e "$E" --epochs 1 --model block --maps "$T/mp" -o "$T/mp/map-5-1.tsv" "$C"
t_ok "  the map and the report" test -s "$T/mp/map-1-1.tsv" -a -s "$T/mp/map-5-1.tsv"
# the maps of this block's shape only: a 2-layer, 2-head block writes
# map-2-2.tsv (its last), not map-2-3.tsv or map-3-1.tsv
rm -f "$T/mp"/*
t_bad "--layers 2 --heads 2: -o DIR/map-2-2.tsv, its last map" 2 "^attn-train: --maps .*mp writes map-2-2.tsv there \(the block has 2 layers of 2 heads\), which -o" \
    attn-train -q -e "$E" --epochs 1 --model block --layers 2 --heads 2 --maps "$T/mp" -o "$T/mp/map-2-2.tsv" "$C"
t_run "--layers 2 --heads 2: -o DIR/map-2-3.tsv, no map of it" 0 attn-train -q -e "$E" --epochs 1 --model block --layers 2 --heads 2 --save "$T/b22.tsv" --maps "$T/mp" -o "$T/mp/map-2-3.tsv" "$C"
t_ok "  its four maps and the report" sh -c "test \"\$(cd '$T/mp' && ls map-?-?.tsv | tr '\n' ' ')\" = 'map-1-1.tsv map-1-2.tsv map-2-1.tsv map-2-2.tsv map-2-3.tsv ' && grep -q '^model	' '$T/mp/map-2-3.tsv'"
rm -f "$T/mp"/*
t_run "--layers 1 --heads 1: -o DIR/map-4-1.tsv, no map of it" 0 attn-train -q -e "$E" --epochs 1 --model block --maps "$T/mp" -o "$T/mp/map-4-1.tsv" "$C"
# a loaded block's shape is its file's: checked once it is read, before
# anything is written
rm -f "$T/mp"/*
t_bad "--load of a 2x2 block: -o DIR/map-2-2.tsv" 2 "^attn-train: --maps .*mp writes map-2-2.tsv there \(the block has 2 layers of 2 heads\), which -o" \
    attn-train -q -e "$E" --load "$T/b22.tsv" --maps "$T/mp" -o "$T/mp/map-2-2.tsv" "$C"
t_ok "  nothing written" sh -c "! ls '$T/mp' | grep -q ."
t_run "--load of a 2x2 block: -o DIR/map-3-1.tsv, no map of it" 0 attn-train -q -e "$E" --load "$T/b22.tsv" --maps "$T/mp" -o "$T/mp/map-3-1.tsv" "$C"
t_ok "  its maps and the report" test -s "$T/mp/map-2-2.tsv" -a -s "$T/mp/map-3-1.tsv"
rm "$T/mp/map-3-1.tsv"
t_bad "attn-map --html over a map of --maps" 2 "^attn-map: --html '.*map-1-1.tsv' is map-1-1.tsv of --maps .*mp, an input: the page would replace it$" \
    attn-map -e "$DATA/map-emb.tsv" --text 'free call' --html "$T/d2/../mp/map-1-1.tsv" --maps "$T/mp"
t_bad "  a map's name no file has yet: not an input, refused all the same" 2 "^attn-map: --html '.*map-1-3.tsv' is map-1-3.tsv of --maps .*mp, a map's name: the page would be read as a map$" \
    attn-map -e "$DATA/map-emb.tsv" --text 'free call' --html "$T/mp/map-1-3.tsv" --maps "$T/mp"
t_ok "  nothing written" test ! -e "$T/mp/map-1-3.tsv"
t_bad "attn-map --maps of a missing directory: said so" 1 "^attn-map: $T/nodir: No such file or directory$" \
    attn-map -e "$DATA/map-emb.tsv" --text 'free call' --html "$T/p.html" --maps "$T/nodir"
t_bad "  of a file: not a directory" 1 "^attn-map: $T/mp/map-1-1.tsv: not a directory \\(--maps takes the directory of attn-train --maps DIR\\)$" \
    attn-map -e "$DATA/map-emb.tsv" --text 'free call' --html "$T/p.html" --maps "$T/mp/map-1-1.tsv"
t_ok "  no page" test ! -e "$T/p.html"
t_run "attn-map --html beside the maps" 0 attn-map -q -e "$DATA/map-emb.tsv" --text 'free call' --html "$T/mp/page.html" --maps "$T/mp"
