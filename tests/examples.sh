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

# readme: the same for the indented code of the README sections on
# attn-map and attn-train.
readme() {
	awk '
	/^## / { sec = $0 ~ /embedding pipeline|Attention maps|trained head/ }
	sec && /^    / {
		sub(/^    /, "")
		if ($0 ~ /\|[ \t]*(#.*)?$/) { sub(/[ \t]*#[^|]*$/, ""); cur = cur $0 " "; next }
		print cur $0; cur = ""
	}' "$1"
}
