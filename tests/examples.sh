# examples.sh — sourced by tests that run the documentation's commands:
# the EXAMPLES of a man page and the README's code, as logical command lines.

# examples PAGE: the logical command lines of the .Bd -literal blocks of
# the EXAMPLES section (\e unescaped, lines ending in \ or | joined).
examples() {
	awk '
	/^\.Sh EXAMPLES/ { ex = 1; next }
	/^\.Sh / { ex = 0 }
	ex && /^\.Bd -literal/ { lit = 1; next }
	ex && /^\.Ed/ { lit = 0; next }
	ex && lit {
		gsub(/\\e/, "\\")
		if (sub(/\\$/, "")) { cur = cur $0; next }
		if ($0 ~ /\|[ \t]*$/) { cur = cur $0 " "; next }
		print cur $0; cur = ""
	}' "$1"
}

# readme: the same for the indented code of the sections that run on the
# corpus in seconds, of the README (its chain per tool) and of
# docs/GUIDE.md: the embedding pipeline, corpus scale, attn-map, attn-train's
# two tasks, your own vectors (attn-bench's section runs minutes of
# benchmarks).  With no argument: the README's, then the guide's.
readme() {
	[ $# -gt 0 ] || set -- "$ATTNKIT_TOP/README.md" "$ATTNKIT_TOP/docs/GUIDE.md"
	awk '
	FNR == 1 { sec = 0; cur = "" }
	/^## / { sec = $0 ~ /chain per tool|embedding pipeline|corpus scale|Attention maps|trained head|addressing task|own vectors/ }
	sec && /^    / {
		sub(/^    /, "")
		if ($0 ~ /\|[ \t]*(#.*)?$/) { sub(/[ \t]*#[^|]*$/, ""); cur = cur $0 " "; next }
		print cur $0; cur = ""
	}' "$@"
}

# eval_fixtures DIR: the evaluation files the README's corpus-scale
# section and ppmi-svd(1) name, small and in their distributed formats (a comment line,
# one pair without coverage; two analogy sections, one not covered), since
# the real ones are not part of attnkit.
eval_fixtures() {
	printf '# fixture: Word 1\tWord 2\tHuman (mean)\nfree\ttext\t7.5\ncall\tphone\t8\ncall\tfree\t3\nlove\tday\t2\ngood\tnice\t8.5\nzzzq\tfree\t1\n' > "$1/wordsim353.tsv"
	printf ': family\nhe she his her\nboy girl he she\n: other\ngood better bad worse\n' > "$1/questions-words.txt"
	printf '# fixture: word1\tword2\tSimLex999\nold\tnew\t1.58\ncall\tphone\t7.2\ngood\tnice\t7.4\nfree\tcall\t2.1\n' > "$1/simlex999.tsv"
}
