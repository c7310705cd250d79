# cmd/ppmi-svd-slurm/words.sh: the driver's words as the tools write
# them, inlined into build/bin/ppmi-svd-slurm where the driver says
# "#@include" (the Makefile's driver rule): one installed script.
# shword WORD: WORD as one shell word, as the tools write it (lib/base/
# util.c, ak_shell_word): a plain word as it is; else single-quoted, and
# each byte that is not UTF-8 text (not well-formed UTF-8, or a control
# byte) as "$(printf '\NNN')", newlines with the byte after them, or at
# the end from the variable attnkit_nl, so the line is UTF-8 and names
# the same file
shword() {
	case $1 in
	'' | *[!A-Za-z0-9_./:=,+@%-]*) ;;
	*) printf '%s' "$1"; return ;;
	esac
	[ -n "$1" ] || { printf "''"; return; }
	printf '%s' "$1" | od -An -v -tu1 | LC_ALL=C awk '
	function cont(b) { return b >= 128 && b < 192 }
	{ for (i = 1; i <= NF; i++) b[n++] = $i + 0 }
	END {
		for (i = 0; i < n; ) {
			c = b[i]; k = 0
			if (c >= 32 && c < 127) k = 1
			else if (c >= 194 && c <= 223 && cont(b[i+1])) k = 2
			else if (c >= 224 && c <= 239 && cont(b[i+1]) && cont(b[i+2]) &&
			    !(c == 224 && b[i+1] < 160) && !(c == 237 && b[i+1] >= 160)) k = 3
			else if (c >= 240 && c <= 244 && cont(b[i+1]) && cont(b[i+2]) &&
			    cont(b[i+3]) && !(c == 240 && b[i+1] < 144) &&
			    !(c == 244 && b[i+1] >= 144)) k = 4
			if (k == 0) {
				if (open) { printf "\047"; open = 0 }
				# newlines go with the byte after them; at the
				# end, from a variable (a command substitution
				# drops the newlines that end its output)
				for (m = i; m < n && b[m] == 10; m++) ;
				if (c == 10 && m == n) {
					printf "\"${$%%%%*[!${attnkit_nl=$(printf \047\\012x\047)}]}"
					for (; i < n; i++) printf "${attnkit_nl%%x}"
					printf "\""
					continue
				}
				e = c == 10 ? m + 1 : i + 1
				printf "\"$(printf \047"
				for (; i < e; i++) printf "\\%03o", b[i]
				printf "\047)\""
				continue
			}
			if (!open) { printf "\047"; open = 1 }
			for (j = 0; j < k; j++) {
				if (b[i+j] == 39) printf "\047\\\047\047"
				else printf "%c", b[i+j]
			}
			i += k
		}
		if (open) printf "\047"
	}'
}
# provenance: "# ppmi-svd-slurm ARGS (attnkit VERSION)", each argument a
# shell word as the tools write it (lib/cmd/cli.c, ak_provenance)
provenance() {
	printf '# %s' "$prog"
	for a; do
		printf ' %s' "$(shword "$a")"
	done
	printf ' (attnkit %s)\n' "$version"
}
