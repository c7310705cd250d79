# cmd/ppmi-svd-slurm/opts.sh: the driver's option readers, as the C
# tools read theirs (lib/cmd/opt.c, getopt_long), inlined into
# build/bin/ppmi-svd-slurm where the driver says "#@include" (the
# Makefile's driver rule); check_opts, the steps' options checked by
# ppmi-svd itself.
# the numbers and sizes the driver itself uses; ppmi-svd checks the rest
natural() { case $2 in '' | *[!0-9]*) uerr "$1: '$2' is not a whole number";; esac; }
# inrange NAME VALUE MAX: a whole number in 1..MAX, as the C tools say it
# (lib/base/util.c ak_parse_long), before the shell's arithmetic sees it
# (past its 64 bits dash says "Illegal number")
inrange() {
	natural "$1" "$2"
	_v=$(printf '%s' "$2" | sed 's/^0*//')
	{ [ -n "$_v" ] && [ ${#_v} -le 9 ] && [ "$_v" -le "$3" ]; } ||
	    uerr "$1: '$2' is out of range 1..$3"
}

# add LIST OPT [VALUE]: append to count_opts, merge_opts or svd_opts (or
# svd_only: the SVD's options that the mappers do not take)
add() { eval "$1=\"\$$1 \$(qlist \"\$2\" \${3+\"\$3\"})\""; }

# need "$@": the option's argument, from --opt=V, -oV or the next word
need() {
	if [ "$has" = 0 ]; then
		[ $# -ge 2 ] || uerr "option '$ou' requires an argument"
		v=$2
		shift_more=1
	fi
}
# the long options, for getopt_long's unique prefixes (--sha is --shards)
longs='shards partitions svd-nodes work vocab output window weight oov label contexts
cds neg dim eig solver seed oversample power-iters normalize threads memory
quiet progress help version nn similarity analogy items load count from-counts'
# long OPT: o set to the long option OPT names, exactly or as the unique
# prefix of one, as the C tools take it (lib/cmd/opt.c, getopt_long);
# an ambiguous prefix is refused in getopt's words
long() {
	_n=${1#--} _hit= _all= _k=0
	for _l in $longs; do
		[ "$_l" = "$_n" ] && { o=--$_l; return 0; }
		case $_l in "$_n"*) _hit=$_l _k=$((_k + 1)) _all="$_all '--$_l'" ;; esac
	done
	[ "$_k" -le 1 ] || uerr "option '$1' is ambiguous; possibilities:$_all"
	[ "$_k" = 0 ] || o=--$_hit
}
# once OPT VALUE: an option that takes one value given twice with
# different values is refused, as in the C tools (lib/cmd/opt.c, once);
# an empty file or directory name too, as ppmi-svd says it ("--output:
# an empty FILE": a variable left unset, -o "$OUT"), never taken for
# the option not given (--work '': no default work directory instead)
once() {
	case $1 in
	--vocab | --output | --contexts) [ -n "$2" ] || uerr "$1: an empty FILE" ;;
	--work) [ -n "$2" ] || uerr "$1: an empty DIR" ;;
	esac
	_k=$(printf '%s' "$1" | tr -c 'a-zA-Z' _)
	eval "_p=\${seen$_k+x}\${seen$_k-}"
	case $_p in
	x*) [ "${_p#x}" = "$2" ] || uerr "$1 given twice ('${_p#x}', then '$2'): it takes one value" ;;
	esac
	eval "seen$_k=\$2"
}

# Each step's options, checked here by ppmi-svd itself on an empty input
# (a usage error, a bad vocabulary or --dim above it stop now, not after
# the mappers): exit 1 with the empty input's message is what a good set
# of options gives.  Its warnings and notes are no error, and not said
# here: the jobs say theirs, of the real input, and the driver relays
# them at the end (relay_notes).
check_opts() {	# WANT-MESSAGE ARGS...
	want=$1; shift
	msg=$(eval "\"\$ppmi\" $*" < /dev/null 2>&1 > /dev/null)
	st=$?
	msg=$(printf '%s\n' "$msg" | grep -Ev '^ppmi-svd: (warning|note): ')
	[ "$st" -eq 1 ] && [ "$msg" = "$want" ] && return 0
	# --count --label on no message of it: an empty count file, exit 0
	[ "$st" -eq 0 ] && return 0
	line=$(printf '%s\n' "$msg" | sed -n '1s/^ppmi-svd: //p')
	[ -n "$line" ] || line=$(printf '%s\n' "$msg" | head -1)
	[ "$st" -eq 2 ] && uerr "$line"
	err "$line"
}
