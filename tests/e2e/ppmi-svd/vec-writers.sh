#!/bin/sh
# The vector, vocabulary and count readers against other writers' layouts
# (attnkit(5) "What the tools guess"), each rule on both sides and at its
# edge:
#   a count file cut of its provenance line (its settings line '# counts:'
#     first) given as embeddings: named a count file.
. "$(dirname "$0")/../../lib.sh"

b() { f=$T/$1; shift; printf "$@" > "$f"; }

# a count file without its provenance line: its settings line names it
b cut.cnt '# counts: window=4 weight=flat oov=skip\na\ta\t6\n'
t_bad "count file cut of line 1, --load: named" 1 "cut\\.cnt:2: not an embeddings file \\(header 'a a 6', a count file, the output of ppmi-svd --count; want" ppmi-svd --load "$T/cut.cnt" -o -
t_bad "  attn-map -e: named" 1 "cut\\.cnt:2: .*a count file, the output of ppmi-svd --count" attn-map -e "$T/cut.cnt" --text 'a'
b other.cnt '# other comment\na\ta\t6\n'
t_bad "  another comment first: not named a count file" 1 "other\\.cnt:2: not an embeddings file \\(header 'a a 6'; want" ppmi-svd --load "$T/other.cnt" -o -
echo "1..$t_num"
