#!/bin/sh
# Every man page renders without nested quotes: a quoting macro that swallows
# the rest of its line (.Ql ham No or Ql spam) renders as "‘ham or ‘spam’’"
# and mandoc -Tlint does not warn about it (new-user report item 14).
. "$(dirname "$0")/../../lib.sh"
# render PAGE: mandoc -Tutf8 with the curly quotes turned into the bytes
# ^A ^B (single) and ^C ^D (double), so that the C locale's grep sees them
O=$(printf '\001') C=$(printf '\002') DO=$(printf '\003') DC=$(printf '\004')
render() {
	mandoc -Tutf8 "$1" | sed "s/‘/$O/g; s/’/$C/g; s/“/$DO/g; s/”/$DC/g"
}
for m in "$ATTNKIT_TOP"/man/*.[1-9]; do
	n=$(basename "$m")
	render "$m" > "$T/page"
	t_ok "$n renders" test -s "$T/page"
	t_ok "$n: no quote opened inside a quote" \
	    sh -c "! grep -nE '$O[^$C]*$O|$DO[^$DC]*$DO' '$T/page'"
done
# the corpus line of attnkit(5), as it must read
render "$ATTNKIT_TOP/man/attnkit.5" > "$T/page"
t_ok "attnkit(5): label (‘ham’ or ‘spam’)" \
    grep -Fq "a label (${O}ham$C or ${O}spam$C), a TAB" "$T/page"
