# The EXAMPLES of attn-map(1) and attn-train(1), and the code blocks of the
# README's attn-map and attn-train sections, run as written on the real
# corpus (SMS_CORPUS), in order, each in one directory (review1).  Each must
# exit 0 and, when it prints, print more than the provenance line (the
# comment "# CMD ... (attnkit VERSION)") and the "# dropped ..." line: an
# example whose visible output is only those shows the reader nothing.  Visibly skipped without the corpus.
. "$(dirname "$0")/../lib.sh"
if [ -z "${SMS_CORPUS:-}" ] || [ ! -f "$SMS_CORPUS" ]; then
	t_skip "man page examples" "SMS_CORPUS not set or not a file"
	exit 0
fi

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
	/^## / { sec = $0 ~ /Attention maps|trained head/ }
	sec && /^    / {
		sub(/^    /, "")
		if ($0 ~ /\|[ \t]*$/) { cur = cur $0 " "; next }
		print cur $0; cur = ""
	}' "$1"
}

for page in attn-map attn-train README; do
	d=$T/$page
	mkdir -p "$d"
	ln -s "$SMS_CORPUS" "$d/SMSSpamCollection"
	ln -s "$ATTNKIT_TOP/plot" "$d/plot"
	if [ "$page" = README ]; then
		readme "$ATTNKIT_TOP/README.md" > "$T/$page.cmds"
	else
		examples "$ATTNKIT_TOP/man/$page.1" > "$T/$page.cmds"
	fi
	t_ok "$page has examples" test -s "$T/$page.cmds"
	i=0
	while IFS= read -r cmd; do
		i=$((i + 1))
		set +e
		(cd "$d" && sh -c "$cmd") > "$T/ex.out" 2> "$T/ex.err" < /dev/null
		st=$?
		set -e
		short=$(printf '%s' "$cmd" | tr -s '\\ ' '  ' | cut -c1-70)
		if [ "$st" -ne 0 ]; then
			t_fail "$page example $i: $short" "exit $st: $(head -c 200 "$T/ex.err" | tr '\n' ' ')"
		elif [ -s "$T/ex.out" ] && ! grep -v '(attnkit [0-9.]*)$' "$T/ex.out" | grep -qv '^# dropped '; then
			t_fail "$page example $i: $short" "prints only the provenance and dropped-words lines: $(head -c 200 "$T/ex.out" | tr '\n' '|')"
		else
			t_pass "$page example $i: $short"
		fi
	done < "$T/$page.cmds"
done
