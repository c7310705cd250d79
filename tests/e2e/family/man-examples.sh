# The EXAMPLES of every man page, and the code blocks of the README and
# docs/GUIDE.md
# sections that run in seconds (see readme in tests/examples.sh), run as
# written on the real corpus (SMS_CORPUS), in order, each page in a fresh
# directory with only the corpus linked in.  A
# shell construct over several lines (for ... done) is one command.  Each
# must exit 0 and, when it prints, print more than the provenance line (the
# comment "# CMD ... (attnkit VERSION)") and the "# dropped ..." line: an
# example whose visible output is only those shows the reader nothing.
# Not run, and said so in a comment line: commands that need what a test
# machine has not (a Hadoop or Slurm cluster, ssh hosts) or that are the benchmark
# suite itself (make bench, minutes; tests/e2e/attn-bench/script.sh runs it
# small).  The evaluation files the pages name are small fixtures in their
# distributed formats.  Visibly skipped without the corpus.
# The README's code runs in a scratch directory with only the tools on PATH
# and K naming the checkout (new-user report item 1): no plot/ link here.
# A --batch example fed by "head -N" gives N sequences (item 7).  Without the
# corpus: every option of attn-map --help (but an older name of one) has an
# example in attn-map(1), and
# the README names the checkout's files as $K/... (item 12, item 1).
#
# It runs in parts, one test each in make check (tests/run.sh): "options"
# (the checks above that need no corpus) and one per page with EXAMPLES,
# then the README's; with no argument, all of them in turn.  A page whose
# examples stand alone (no example reads what another wrote) and take
# minutes runs in K parts, PAGE:J/K, each with the examples J, J+K, ...
# (attn-bench.1: benchmarks at n = 65536 and more).
# parts: cd "$ATTNKIT_TOP" && for p in options $(grep -l '^\.Sh EXAMPLES' man/*.[1-9] | sed 's|man/||') README; do case $p in attn-bench.1) echo $p:1/5 $p:2/5 $p:3/5 $p:4/5 $p:5/5 ;; *) echo $p ;; esac; done
. "$(dirname "$0")/../../lib.sh"
part=${1:-all}
# PAGE:J/K: of PAGE's examples, those whose number is J modulo K
split_j= split_k=
case $part in *:*/*)
	split_j=${part#*:}; split_k=${split_j#*/}; split_j=${split_j%/*}; part=${part%%:*} ;;
esac

if [ "$part" = all ] || [ "$part" = options ]; then
for o in $(attn-map --help | grep -v 'the older name of' |
    grep -o -- '--[a-z][a-z-]*' | sort -u); do
	case $o in --help|--version) continue ;; esac
	t_ok "attn-map(1) has an example with $o" sh -c \
	    "sed -n '/^\.Sh EXAMPLES/,/^\.Sh /p' '$ATTNKIT_TOP/man/attn-map.1' | grep -q -- '$o\\b'"
done
grep -h '^    ' "$ATTNKIT_TOP/README.md" "$ATTNKIT_TOP/docs/GUIDE.md" > "$T/code"
t_ok "README and GUIDE code names plot/, bench/, build/ and man/ through \$K" \
    sh -c "! grep -E '(^|[^/])(plot|bench|build|man)/' '$T/code' | grep -v '\\\$K/'"
t_ok "README and GUIDE: no man page through a relative path" sh -c "! grep -q 'man man/' '$ATTNKIT_TOP/README.md' '$ATTNKIT_TOP/docs/GUIDE.md'"
t_ok "every section-1 page has EXAMPLES" sh -c "for f in '$ATTNKIT_TOP'/man/*.1; do grep -q '^\.Sh EXAMPLES' \"\$f\" || exit 1; done"
[ "$part" = all ] || exit 0
fi
if ! have_corpus; then
	t_skip "man page examples" "SMS_CORPUS not set or not a file"
	exit 0
fi

. "$(dirname "$0")/../../examples.sh"

pages=
for f in "$ATTNKIT_TOP"/man/*.[1-9]; do
	grep -q '^\.Sh EXAMPLES' "$f" && pages="$pages $(basename "$f")"
done
pages="$pages README"
[ "$part" = all ] || pages=$part
for page in $pages; do
	d=$T/$page
	mkdir -p "$d"
	ln -s "$SMS_CORPUS" "$d/SMSSpamCollection"
	eval_fixtures "$d"
	if [ "$page" = README ]; then
		readme > "$T/$page.cmds"
	else
		# the pages name the installed scripts; here, the checkout's
		examples "$ATTNKIT_TOP/man/$page" |
		    sed "s|/usr/local/share/attnkit/|$ATTNKIT_TOP/|g" > "$T/$page.cmds"
	fi
	[ "${split_j:-1}" != 1 ] || t_ok "$page has examples" test -s "$T/$page.cmds"
	export K="$ATTNKIT_TOP"
	i=0 cmd=
	while IFS= read -r line; do
		# a construct over several lines is one command
		cmd=${cmd:+$cmd
}$line
		sh -n -c "$cmd" 2> /dev/null || continue
		i=$((i + 1))
		if [ -n "$split_k" ] && [ $(((i - 1) % split_k + 1)) -ne "$split_j" ]; then
			cmd=; continue
		fi
		case $cmd in
		hadoop\ *|hdfs\ *|*--sshlogin*)
			echo "# not run: $page example $i needs a Hadoop cluster or ssh hosts: $(printf '%s' "$cmd" | tr '\n' ' ' | head -c 60)"
			cmd=; continue ;;
		*ppmi-svd-slurm*|*/shared/*)
			echo "# not run: $page example $i needs a Slurm cluster and its shared file system (tests/dist/ runs the driver on a local Slurm)"
			cmd=; continue ;;
		*cc.en.300.bin*)
			echo "# not run: $page example $i reads fastText's published 7 GB model (ppmi-svd/emb-fasttext.sh and attn-map/fasttext.sh read one gensim writes)"
			cmd=; continue ;;
		make\ bench*|make\ -C\ *\ bench*|*\ make\ -C\ *bench*)
			echo "# not run: $page example $i is the benchmark suite (make bench; tests/e2e/attn-bench/script.sh runs it small)"
			cmd=; continue ;;
		esac
		set +e
		(cd "$d" && sh -c "$cmd") > "$T/ex.out" 2> "$T/ex.err" < /dev/null
		st=$?
		set -e
		short=$(printf '%s' "$cmd" | tr '\n' ' ' | tr -s '\\ ' '  ' | cut -c1-70)
		if [ "$st" -ne 0 ]; then
			t_fail "$page example $i: $short" "exit $st: $(head -c 200 "$T/ex.err" | tr '\n' ' ')"
		elif [ -s "$T/ex.out" ] && ! grep -v '(attnkit [0-9.]*)$' "$T/ex.out" | grep -qv '^# dropped '; then
			t_fail "$page example $i: $short" "prints only the provenance and dropped-words lines: $(head -c 200 "$T/ex.out" | tr '\n' '|')"
		else
			t_pass "$page example $i: $short"
		fi
		# the README's laboratory at c = 0.3606 shows the effects its
		# comments name (new-user report item 2; at c = 1 it would not)
		case $page:$cmd in README:*"--boost free=2 --long"*)
			t_near "README example $i: call on call falls to 0.421" \
			    "$(awk -F'\t' '$2 == "call" && $4 == "call" { print $5 }' "$T/ex.out")" 0.421 0.0005 ;;
		README:*"--noise 6 --entropy"*)
			t_near "README example $i: call's entropy rises to 1.508" \
			    "$(awk -F'\t' '$2 == "call" { print $3 }' "$T/ex.out")" 1.508 0.0005 ;;
		README:*"--model dup-none.tsv dup.tsv"*)
			t_near "README example $i: without positions a duplicated key gives 0.5, the bound" \
			    "$(awk -F'\t' '$1 == "all" { print $4 }' "$T/ex.out")" 0.5 0.02 ;;
		README:*"--model dup-rel.tsv --by dist"*)
			t_ok "README example $i: relative positions give 1.0 up to distance 15" \
			    awk -F'\t' '$1 ~ /^[0-9]+$/ && $1 <= 15 && $4 != 1 { bad = 1 } $1 == 15 { seen = 1 } END { exit bad || !seen }' "$T/ex.out" ;;
		README:*"--load emb-all.tsv --nn call"*)
			t_ok "README example $i: with every corpus word as a context, land is call's first neighbour" \
			    awk -F'\t' '$1 == "call" && $2 == 1 { ok = ($3 == "land") } END { exit !ok }' "$T/ex.out"
			t_near "README example $i: call-land 0.847" \
			    "$(awk -F'\t' '$1 == "call" && $3 == "land" { print $4 }' "$T/ex.out")" 0.847 0.0005 ;;
		README:*"-o map.tsv"*)
			t_near "README example $i: call on call is the lesson's 0.616" \
			    "$(awk -F'\t' '$1 == "query" { for (k = 2; k <= NF; k++) if ($k == "call") c = k } $1 == "call" { print $c }' "$d/map.tsv")" 0.616 0.0005 ;;
		esac
		case $cmd in *--batch*"head -"*|*"head -"*--batch*)
			want=$(printf '%s' "$cmd" | sed -n 's/.*head -\([0-9][0-9]*\).*/\1/p')
			got=$(awk -F'\t' '!/^#/ && $1 ~ /^[0-9]+$/ { print $1 }' "$T/ex.out" | sort -u | wc -l)
			t_ok "$page example $i: head -$want gives $want sequences (got $got)" test "$got" -eq "$want"
		esac
		cmd=
	done < "$T/$page.cmds"
	[ "${split_j:-1}" != 1 ] || t_ok "$page: no command left open at the end" test -z "$cmd"
done
