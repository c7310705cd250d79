# Each tool's options are one table (lib/cmd/opt.h) from which the parser
# and --help are made; the man page is written by hand.  For every tool
# (and attn-train's addressing task): every option of --help is in the man
# page (its SYNOPSIS or its list of options), every option the man page's
# list describes (.It Fl ...) is in --help, on exactly one line of it, and
# --help goes to stdout with status 0.  A misspelt long option is answered
# with the nearest one.
. "$(dirname "$0")/../../lib.sh"
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

# The rules of each table (lib/cmd/opt.h: AK_ONE_OF, AK_NOT_WITH,
# AK_NEEDS) are listed by --help after the options; each line is run:
# the options it names, given as it says, are refused with status 2 and
# the message the rule's line gives (its first item of each side).  A
# rule listed but not enforced, or enforced with another message, fails.
# sample ARG: a value the parser takes for an option whose --help names
# its argument ARG (rules are checked once every option is parsed, before
# any file is opened)
sample() {
	case $1 in
	*[a-z]*'|'*|*'|'*[a-z]*) echo "$1" | tr '|' '\n' | grep -m1 '^[a-z]' ;;
	FILE|F|EMB|VOCAB|MODEL|CTX|COUNTS) echo /dev/null ;;
	WORD|WORDS|L) echo w ;;
	"'A B'"|"'A B C'"|"'A -B C'") echo 'a b c' ;;
	WORD=*) echo w=1 ;;
	S,C) echo 1,1 ;;
	I/R) echo 1/1 ;;
	I/P) echo 0/2 ;;
	LO*) echo 2-3 ;;
	A=B*) echo 1=spam ;;
	C) echo , ;;
	V) echo -1 ;;
	NAME) echo ascii ;;
	*) echo 1 ;;
	esac
}
# args TOOL ITEM: the words of one item of a rule's line ("--a", "--a v",
# "--count --from-counts", "FILE") with the arguments its options take
# (an option line of --help: "  -x, --name ARG  help", no ARG for a flag)
args() {
	case $2 in
	"-"*" "[!-]*) printf '%s\n' $2; return ;;	# "-m peak": as it is
	esac
	for w in $2; do
		case $w in
		-*)	a=$(awk -v o="$w" '/^  (-[A-Za-z0-9]|    --)/ && ($1 == o ||
			    $2 == o || $1 == o ",") { l = $0; sub(/^ +/, "", l)
				l = substr(l, 1, index(l "  ", "  ") - 1)
				if (match(l, /'\''.*'\''/)) print substr(l, RSTART, RLENGTH)
				else { n = split(l, x, " "); if (x[n] !~ /^-/) print x[n] }
				exit }' "$T/help.$1")
			printf '%s\n' "$w"
			[ -n "$a" ] && sample "$a" ;;
		FILE|TOKENS|CORPUS) echo /dev/null ;;
		*) printf '%s\n' "$w" ;;
		esac
	done
}
# what a tool needs before its rules of a mode can be reached (the rule
# that requires it is checked first)
base() {
	case $1 in
	ppmi-svd) echo "-v /dev/null" ;;
	attn-map|attn-train) echo "-e /dev/null" ;;
	esac
}
nrules=0
check_rules() {	# check_rules TOOL [WORDS...]: every rule line of --help
	tool=$1; shift
	$tool "$@" --help > "$T/help.$tool"
	sed -n '/^Rules:$/,$s/^  - //p' "$T/help.$tool" > "$T/rules"
	t_ok "$tool $*: --help lists rules" test -s "$T/rules"
	while IFS= read -r r; do
		case $r in
		*unless*|*implies*|"standard input"*|"no two"*|*"is required"*)
			continue ;;
		*" exclude each other"*)
			l=${r%% exclude each other*}
			a=$(echo "$l" | sed 's/ and /, /' | cut -d, -f1)
			b=$(echo "$l" | sed 's/ and /, /' | cut -d, -f2 | sed 's/^ //')
			want="^$tool: ${*:+$*: }($a and $b|$b and $a) exclude each other" ;;
		*": not with "*)
			b=$(echo "${r%%: not with *}" | sed 's/ or /, /' | cut -d, -f1)
			a=${r#*: not with }; a=${a%%: *}
			a=$(echo "$a" | sed 's/ or /, /' | cut -d, -f1)
			want="^$tool: ${*:+$*: }$b: not with $a" ;;
		*" needs "*)
			a=$(echo "${r%% needs *}" | sed 's/ or /, /' | cut -d, -f1)
			b=""
			want="^$tool: ${*:+$*: }$a needs " ;;
		*) continue ;;
		esac
		opts="$(args "$tool" "$a" | tr '\n' ' ') $(args "$tool" "$b" | tr '\n' ' ')"
		cmd="$tool $* $opts"
		sh -c "exec $cmd < /dev/null" > /dev/null 2> "$T/err" || true
		if grep -q 'is required' "$T/err"; then
			cmd="$tool $* $(base "$tool") $opts"
		fi
		nrules=$((nrules + 1))
		t_run "rule: $tool: $r" 2 sh -c "exec $cmd < /dev/null"
		t_ok "  its message ($cmd)" grep -Eq -- "$want" "$T/err"
	done < "$T/rules"
}
for t in sms-vocab ppmi-svd attn-map attn-train attn-bench; do
	check_rules $t
done
check_rules attn-train addr train
t_ok "the rules run are many (every tool's): $nrules" test "$nrules" -ge 60
# ... and the check fails on a tool whose --help lists a rule it does not
# keep (a stand-in that prints the rule and accepts every command line);
# its own $T, so that the failure it must report is not this script's
mkdir "$T/fake"
cat > "$T/fake/faketool" <<'EOS'
#!/bin/sh
case " $* " in *" --help "*) printf 'usage: faketool\n  -a, --aa  a\n  -b, --bb  b\nRules:\n  - --aa needs --bb\n'; exit 0 ;; esac
exit 0
EOS
chmod +x "$T/fake/faketool"
(PATH="$T/fake:$PATH" T="$T/fake/t"; mkdir "$T"; check_rules faketool) > "$T/fake.out" 2>&1 || true
t_ok "fails: a rule --help lists that the tool does not keep" \
    grep -q '^not ok .* rule: faketool: --aa needs --bb' "$T/fake.out"

# An empty file name ('', a variable not set: -v "$VOCAB") is a usage
# error naming the option, in every tool and subcommand, for every option
# whose --help names a file or a directory (opt.h's nonempty), and for the
# operands: never opened and named ": No such file or directory", exit 1
# (ppmi-svd -v '' did that).  The options are read from --help, so that a
# file option added without nonempty fails here.
nfile=0
for cmd in sms-vocab ppmi-svd attn-map attn-train "attn-train addr train" \
    "attn-train addr eval" "attn-train addr gen" attn-bench; do
	$cmd --help | awk '/^  (-[A-Za-z0-9], |    )--[a-z]/ {
		n = ($1 ~ /,$/) ? $2 : $1; a = ($1 ~ /,$/) ? $3 : $2
		if (a ~ /^(FILE|F|DIR|MODEL|EMB|VOCAB|CTX)$/) print n, a }' \
	    > "$T/fileopts"
	while read -r o a; do
		nfile=$((nfile + 1))
		# (an alias is named by its entry's name: --emb by
		# --embeddings; addr's help lists every subcommand's
		# options: one of another is refused as not applying)
		re="^${cmd%% *}: (addr [a-z]+: )?(--[a-z-]+: an empty $a|option '$o' does not apply)$"
		t_bad "$cmd $o '': an empty $a" 2 "$re" $cmd $o ''
		t_bad "$cmd $o= (the same)" 2 "$re" $cmd "$o="
	done < "$T/fileopts"
done
t_bad "attn-map --emb '' (an alias): named by --embeddings" 2 \
    "^attn-map: --embeddings: an empty FILE$" attn-map --emb ''
t_bad "attn-train addr eval --model '': its own entry" 2 \
    "^attn-train: (addr eval: )?--model: an empty MODEL$" attn-train addr eval --model '' 
t_ok "options that name a file, read from --help: $nfile" test "$nfile" -ge 25
t_bad "ppmi-svd -v '' (a short option): its long name" 2 \
    "^ppmi-svd: --vocab: an empty VOCAB$" ppmi-svd -v '' /dev/null
for cmd in "sms-vocab" "ppmi-svd -v /dev/null" "attn-map -e /dev/null" \
    "attn-train -e /dev/null"; do
	t_bad "${cmd%% *} '': an empty operand" 2 \
	    "^${cmd%% *}: an empty [A-Z]+ operand \\(''\\): give a file's name, or - for standard input$" \
	    $cmd ''
done
t_bad "attn-train addr eval '': an empty operand" 2 \
    "^attn-train: addr eval: an empty FILE operand \\(''\\)" \
    attn-train addr eval --model /dev/null ''
t_run "sms-vocab - (standard input, not empty) is taken" 0 \
    sh -c 'printf "ham\ta b\nspam\tc d\n" | sms-vocab --min-count 1 -'
