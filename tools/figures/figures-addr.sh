#!/bin/sh
# figures-addr.sh CORPUS BINDIR OUTDIR — the addressing task's figures
# (lesson "Мини-исследование: задача адресации") into OUTDIR/addr/*.png:
# accuracy by pairs and by distance per position variant, for the plain and
# the duplicate-key ("take the last") task, and the attention picture.
# CORPUS is not used: the task is synthetic.
set -eu
bin=$2 out=$3
top=$(cd "$(dirname "$0")/../.." && pwd)
sh "$top/tools/addr-experiments.sh" "$bin" "$out"
d=$out/addr
gp() { gnuplot -e "$1" "$top/plot/$2"; }
gp "in='$d/pairs.tsv'; out='$d/pairs.png'; ttl='Addressing: accuracy by number of pairs (trained on 2-16)'; xl='pairs'" addr-curves.gp
gp "in='$d/dist.tsv'; out='$d/dist.png'; ttl='Addressing: accuracy by distance query-pair (test 2-64 pairs)'; xl='distance from the query to its pair'; lo=1" addr-curves.gp
gp "in='$d/dup-pairs.tsv'; out='$d/dup-pairs.png'; ttl='Duplicate key, take the last: accuracy by number of pairs (trained on 2-16)'; xl='pairs'; chance=0.5" addr-curves.gp
gp "in='$d/dup-dist.tsv'; out='$d/dup-dist.png'; ttl='Duplicate key, take the last: accuracy by distance of the last copy'; xl='distance from the query to the last copy'; chance=0.5; lo=1" addr-curves.gp
gp "in1='$d/attention-plain.tsv'; in2='$d/attention-dup.tsv'; out='$d/attention.png'" addr-attention.gp
echo "figures-addr: $d/pairs.png dist.png dup-pairs.png dup-dist.png attention.png" >&2
