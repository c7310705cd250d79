# Each tool's options are one table (lib/cmd/opt.h) from which the parser
# and --help are made; the man page is written by hand.  For every tool
# (and attn-train's addressing task): every option of --help is in the man
# page (its SYNOPSIS or its list of options), every option the man page's
# list describes (.It Fl ...) is in --help, on exactly one line of it, and
# --help goes to stdout with status 0.  A misspelt long option is answered
# with the nearest one.
. "$(dirname "$0")/../lib.sh"
M=$ATTNKIT_TOP/man

# help_opts: the options of the option lines of --help on stdin (-x and
# --name, one a line): lines "  -x, --name ARG  help", "      --name ..."
help_opts() {
	awk '/^  (-[A-Za-z0-9]|    --[a-z])/ { w = $1
		if (sub(/,$/, "", w)) print $2; print w }' |
	    sort -u
}

# man_opts PAGE: the options of the man page's .It lines: after "Fl",
# each word up to the next macro (Ar, Cm, Ns, ...) is a flag ("," aside)
man_opts() {
	awk '/^\.It .*Fl / { fl = 0; for (i = 2; i <= NF; i++) {
		w = $i
		if (w == "Fl") { fl = 1; continue }
		if (w ~ /^[A-Z][a-z]$/) { fl = 0; continue }
		if (fl && w != "," && w != "|") print "-" w } }' "$1" | sort -u
}

# check TOOL PAGE [WORDS...]: the checks above for "TOOL WORDS --help"
check() {
	tool=$1 page=$2; shift 2
	n="$tool${1:+ $*}"
	t_run "$n --help: exit 0" 0 $tool "$@" --help
	t_ok "$n --help: on stdout, nothing on stderr" sh -c \
	    "[ -s '$T/out' ] && [ ! -s '$T/err' ]"
	help_opts < "$T/out" > "$T/help"
	man_opts "$M/$page" > "$T/man"
	t_ok "$n: --help lists options" test -s "$T/help"
	t_ok "$n: the man page's list has options" test -s "$T/man"
	for o in $(cat "$T/help"); do
		case $o in
		--*) re="Fl( [^ ]+)* ${o#-}( |,|$)" ;;
		*) re="Fl ${o#-}( |,|$)" ;;
		esac
		t_ok "$n: $o of --help is in $page" grep -Eq -- "$re" "$M/$page"
	done
	for o in $(cat "$T/man"); do
		t_ok "$n: $o of $page is on one line of --help" sh -c \
		    "[ \$(grep -Ec -- '^  (-[A-Za-z0-9], )?(    )?$o( |,|\$)' '$T/out') -eq 1 ]"
	done
}

check sms-vocab sms-vocab.1
check ppmi-svd ppmi-svd.1
check attn-bench attn-bench.1
check attn-map attn-map.1
check attn-train attn-train.1
check attn-train attn-train-addr.1 addr
check attn-train attn-train-addr.1 addr train

# a misspelt long option: the nearest one, on the one line of the error
t_bad "sms-vocab --min-coutn: the nearest option" 2 \
    "^sms-vocab: unrecognized option '--min-coutn'; did you mean --min-count\\?$" \
    sms-vocab --min-coutn 3
t_bad "ppmi-svd --widnow=3: the nearest option" 2 \
    "^ppmi-svd: unrecognized option '--widnow=3'; did you mean --window\\?$" \
    ppmi-svd --widnow=3
t_bad "attn-train addr gen --cuont: the nearest option" 2 \
    "^attn-train: addr gen: unknown option '--cuont'; did you mean --count\\?$" \
    attn-train addr gen --cuont 3
t_bad "attn-bench --bogus: nothing near, no suggestion" 2 \
    "^attn-bench: unrecognized option '--bogus'$" attn-bench --bogus

# -M: one entry, one help line in every tool that holds data in proportion
# to its input (all five), and each man page's item defers to attnkit(5)
for t in sms-vocab ppmi-svd attn-map attn-train attn-bench; do
	$t --help | grep -- '--memory' > "$T/m.$t"
	t_ok "$t --help: the one -M line" grep -qx \
	    '  -M, --memory SIZE  *memory budget, e\.g\. 512M, 2G (default 80% of the memory)' "$T/m.$t"
	t_ok "$t.1: -M is attnkit(5)'s budget" sh -c "sed -n '/^\\.It Fl M/,/^\\.It /p' '$M/$t.1' | grep -q 'Xr attnkit 5'"
done
t_ok "attnkit.5: -M's row names all the tools" \
    grep -q '^\.It memory budget Ta Fl M , Fl -memory Ar size Ta all$' "$M/attnkit.5"
