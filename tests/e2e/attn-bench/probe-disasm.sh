#!/bin/sh
# The FMA probe (lib/attn/probe.c) measures what it claims: the compiler
# kept its 12 independent chains, one multiply-add instruction each, in
# one loop: independent chains the compiler cannot fold.
# Reads the object file's disassembly: objdump from binutils, which the
# build's toolchain brings.
. "$(dirname "$0")/../../lib.sh"
obj="$ATTNKIT_BIN/../lib/attn/probe.o"
dis() {	# the instructions of function $1 in probe.o
	objdump -d --no-show-raw-insn "$obj" | awk -v f="<$1>:" '
	    index($0, f) { on = 1; next } on && /^$/ { exit } on { print }'
}
t_ok "probe.o and objdump" test -f "$obj" -a -n "$(command -v objdump)"
# loop FN PATTERN: FN's loop: of its jumps' targets, the one whose stretch
# up to the next jump holds the most instructions matching PATTERN (the
# FMAs, or fma_gen's products and sums; a build at -O1, the sanitizers',
# ends the function with another backward jmp after the loop: the last
# jump is not always the loop's)
loop() {
	dis "$1" > "$T/f"
	: > "$T/best"
	bn=-1
	for back in $(awk '/\tj[a-z]+ +[0-9a-f]+ </ { split($0, a, /\tj[a-z]+ +/); split(a[2], b, " "); print b[1] }' "$T/f"); do
		awk -v a="$back" '{ addr = $1; sub(":", "", addr) } addr == a { on = 1 } on { print } on && /\tj[a-z]+ / { exit }' "$T/f" > "$T/cand"
		c=$(grep -c "$2" "$T/cand" || true)
		if [ "$c" -gt "$bn" ]; then bn=$c; cp "$T/cand" "$T/best"; fi
	done
	cat "$T/best"
}
for f in fma_avx512:zmm fma_avx2:ymm; do
	fn=${f%%:*} reg=${f#*:}
	loop "$fn" vfmadd > "$T/loop"
	n=$(grep -c "vfmadd[0-9]*ps.*%$reg" "$T/loop" || true)
	t_ok "$fn: 12 vfmadd...ps on $reg in its loop (got $n)" test "$n" -eq 12
	# each of the 12 writes its own register: 12 distinct destinations
	d=$(grep "vfmadd" "$T/loop" | sed 's/.*,//' | sort -u | wc -l)
	t_ok "$fn: 12 distinct accumulators (independent chains; got $d)" test "$d" -eq 12
	t_ok "$fn: nothing but the FMAs and the loop's count in the loop" \
	    test "$(grep -vc 'vfmadd\|add \|sub \|inc \|dec \|cmp \|j[a-z]* ' "$T/loop")" -eq 0
done
n=$(loop fma_gen 'mulps\|addps' | grep -c 'mulps\|addps' || true)
t_ok "fma_gen: 12 products and 12 sums in its loop (got $n)" test "$n" -eq 24
