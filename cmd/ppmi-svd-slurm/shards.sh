# cmd/ppmi-svd-slurm/shards.sh: the shards and the mappers that count
# them, inlined into build/bin/ppmi-svd-slurm where the driver says
# "#@include" (the Makefile's driver rule).  Uses the driver's err, werr,
# wfile, shword, q, work, list, threads, user_cpus, part and mem_mb.

# split_shards N FILE...: the TOKENS (absolute paths, or - for standard
# input) cut into about N pieces of whole lines, each of one file, never
# two: ppmi-svd's rules of a whole file (attnkit's provenance line 1 and
# a last line cut short, a byte-order mark or gzip's magic only at its
# start, its line numbers) stay the file's.  Writes $work/shards.tmp/list
# (the pieces, a path a line, in the input's order, as the jobs name them:
# WORK/shards/NNNN.tsv, or the user's file when it is not cut) and map
# (of each piece made, "NNNN<TAB>B<TAB>P<TAB>NAME": its lines are NAME's
# from line B on, after P lines of its own; names_back reads it).  The
# N pieces go to the files by their sizes, one at least each; with N
# files or more, each is one piece as it is.  A file is cut where GNU
# split -n l/K cuts it (the line ends nearest K equal byte ranges, one
# pass), each piece after the first led by the file's line 1 when it is
# a comment (ppmi-svd then takes the piece as the file: a provenance
# line says attnkit wrote it), else by "#" (no line of the file is a
# piece's line 1); a piece with no message (a comment line longer than a
# piece, a line longer than its bytes) or no GNU split: cut by awk, as
# equal in messages as can be, at most one a message.  Standard input,
# standard input under another name (/dev/stdin, /dev/fd/N: fdname),
# a file that is not a regular one, and gzip (decompressed, as ppmi-svd
# reads it) are copied first.  Counts do not depend on where the corpus
# is cut (a message is a line).
split_shards() {
	_n=$1; shift
	_d=$work/shards.tmp
	: > "$_d/list"
	: > "$_d/map"
	_k=0
	for _t; do
		_k=$((_k + 1))
		_s=$_t _nm=$_t
		# (a pipe is read once, and its times change as it is written)
		eval "user_$_k=\$_t was_$_k="
		[ ! -f "$_t" ] || eval "was_$_k=\$(fid \"\$_t\")"
		if [ "$_t" = - ]; then
			_s=$_d/all _nm='<stdin>'
			copy_in - "$_s" "$_nm"
		elif [ ! -f "$_t" ] || fdname "$_t"; then
			_s=$_d/in$_k
			copy_in "$_t" "$_s" "$_nm"
		fi
		[ "$_s" = "$_t" ] || unchanged "$_t" "$(eval "echo \"\$was_$_k\"")"
		if [ "$(head -c 2 "$_s" | od -An -tx1 | tr -d ' \n')" = 1f8b ]; then
			command -v gzip > /dev/null 2>&1 ||
			    err "$(shword "$_nm"): gzip-compressed, and no gzip here to cut it (--shards): give it decompressed, or without --shards (a mapper reads it whole)"
			# (-v: gzip says the zero bytes after the data it
			# otherwise ignores, exit 2, as it says garbage)
			# (the shell's line of a gzip killed past the file-size
			# limit, ulimit -f, in _m too: the write's cause, why)
			_m=$( { gzip -dcv < "$_s" 2>&1 > "$_d/gz$_k"; } 2>&1 )
			_st=$?
			[ "$_st" != 153 ] || werr "$_d/gz$_k" "$xfsz_why"
			[ "$_st" = 0 ] || gz_err "$_nm" "$_m" "$_d/gz$_k"
			# (gzip data again: compressed twice, which ppmi-svd
			# refuses, not text to cut at its newline bytes)
			[ "$(head -c 2 "$_d/gz$_k" | od -An -tx1 | tr -d ' \n')" != 1f8b ] ||
			    head_err "$_nm" "$_s" "gzip-compressed twice (its gzip data starts with gzip's bytes 1f 8b again)"
			[ "$_s" = "$_t" ] || rm -f "$_s"
			[ "$_t" = - ] || unchanged "$_t" "$(eval "echo \"\$was_$_k\"")"
			_s=$_d/gz$_k
		fi
		eval "src_$_k=\$_s name_$_k=\$_nm"
		wc -c < "$_s"
	done > "$_d/sizes"
	# the pieces of each file: its share of N by bytes, at least one
	awk -v n="$_n" -v k="$_k" '
	{ sz[NR] = $1; all += $1 }
	END {
		for (i = 1; i <= k; i++) {
			c[i] = 1
			if (n > k) {
				x = all > 0 ? (n - k) * sz[i] / all : 0
				c[i] += int(x); r[i] = x - int(x); used += int(x)
			}
		}
		for (left = n > k ? n - k - used : 0; left > 0; left--) {
			b = 1
			for (i = 2; i <= k; i++) if (r[i] > r[b]) b = i
			c[b]++; r[b] = -1
		}
		for (i = 1; i <= k; i++) print c[i]
	}' "$_d/sizes" > "$_d/pieces"
	_g=0 _i=0
	while IFS= read -r _c; do
		_i=$((_i + 1))
		eval "_s=\$src_$_i _nm=\$name_$_i"
		if [ "$_c" -gt 1 ] && { { [ $((_g + _c)) -le 10000 ] && cut_split "$_s" "$_nm" "$_c"; } ||
		    cut_awk "$_s" "$_nm" "$_c"; }; then
			# (the file as it was before the cut: a change meanwhile
			# would be a mix of two versions, as ppmi-svd says)
			[ "$_s" != "$_nm" ] || unchanged "$_s" "$(eval "echo \"\$was_$_i\"")"
		elif [ "$_s" = "$_nm" ]; then
			printf '%s\n' "$_s" >> "$_d/list"
		else	# a copy, whole: a piece of its own (of no message:
			# a task's among others, tasks_of)
			_p=$(printf %04d "$_g")
			_m=$(mv -fT "$_s" "$_d/$_p.tsv" 2>&1) || werr "$_d/$_p.tsv" "$_m" "cannot rename"
			has_msg "$_d/$_p.tsv" || printf '%s/shards/%s.tsv\n' "$work" "$_p" >> "$_d/nomsg"
			piece_at "$_p" 1 0 "$_nm"
		fi
	done < "$_d/pieces"
	rm -f "$_d/sizes" "$_d/pieces" "$_d/all" "$_d"/in[0-9]* "$_d"/gz[0-9]*
}
# copy_in FILE COPY NAME: FILE (- standard input) copied to COPY, read
# once; what cannot be read said as ppmi-svd says it, of the user's NAME
# (<stdin>), not of the copy: "NAME:L: read error: CAUSE" (a closed
# standard input: Bad file descriptor), exit 1; a write that fails names
# COPY and its cause.  A NUL byte (a line ppmi-svd refuses) ends the copy
# there, "NAME:L: NUL byte in line", exit 1: a device that is no text
# (/dev/zero, /dev/urandom) never ends, and would be copied for ever.
# Not in gzip data (its first two bytes), which holds NULs: ppmi-svd
# reads it decompressed.
copy_in() {
	_e=$_d/copy.err _f=$_d/copy.fifo
	: > "$_e"
	rm -f "$_f"
	_m=$(mkfifo "$_f" 2>&1) || werr "$_f" "$_m" "cannot make the FIFO"
	# The reading runs in the background and is waited for: a signal's
	# trap runs at once (cleanup ends the reader, copy_pid), not once
	# the pipe's writer closes it (tail -f, a stalled stream).  Standard
	# input under any name held on fd 8 for it: a background command's
	# own is /dev/null.
	_sin=
	if [ "$1" = - ] || [ "$(fdnum "$1")" = 0 ]; then
		_sin=1
		# (closed: said as cat says it)
		{ command exec 8<&0; } 2> /dev/null || _sin=closed
		[ "$1" != - ] || set -- /dev/fd/8 "$2" "$3"
	fi
	# (cat itself in the background, so that copy_pid is its process)
	if [ "$_sin" = closed ]; then
		echo "cat: -: Bad file descriptor" >> "$_e"
		: > "$_f" &
	elif [ -n "$_sin" ]; then
		cat -- "$1" 0<&8 2>> "$_e" > "$_f" &
	else
		cat -- "$1" 2>> "$_e" > "$_f" &
	fi
	copy_pid=$!
	{ { tee -- "$2" 2>> "$_e" || :; } < "$_f" | nul_stop > "$_d/copy.nul"; } 2>> "$_e" &
	# (a PIPE's trap does not end the waits: the copy is whole, wait_for)
	wait_for $!
	_nul=$(cat "$_d/copy.nul" 2>/dev/null)
	# (a NUL byte: the copy ends there, its reader too, whatever the
	# pipe's writer does)
	[ "${_nul:-0}" = 0 ] || kill "$copy_pid" 2>/dev/null
	wait_for "$copy_pid" || echo "cat-exit $?" >> "$_e"
	[ "$_sin" != closed ] || echo "cat-exit 1" >> "$_e"
	copy_pid=
	[ "$_sin" != 1 ] || exec 8<&-
	rm -f "$_f" "$_d/copy.nul"
	_l=$(($(wc -l < "$2" 2>/dev/null || echo 0) + 1))
	if [ "${_nul:-0}" -gt 0 ] 2>/dev/null; then
		_l=$(tr -dc '\n\000' < "$2" | tr '\n\000' 'a\n' | head -n 1 | wc -c)
		rm -f "$_e"
		# (in line 1: UTF-16, xz, zstd, bzip2 ... said as ppmi-svd
		# says them, from the first bytes)
		[ "$_l" != 1 ] || head_err "$3" "$2" "NUL byte in line"
		err "$(nm "$3"):$_l: NUL byte in line"
	fi
	_m=$(grep -v '^cat-exit ' "$_e")
	if [ -s "$_e" ]; then
		rm -f "$_e"
		case $_m in
		tee:*) werr "$2" "$_m" ;;
		esac
		_c=$(why "$_m")
		# (tee killed past the file-size limit: the copy's write)
		[ "$_c" != "$xfsz_why" ] || werr "$2" "$_m"
		err "$(nm "$3"):$_l: read error${_c:+: $_c}"
	fi
	rm -f "$_e"
}
# head_err NAME FILE WHAT: FILE, whose line 1 ppmi-svd refuses (a NUL
# byte in it, gzip data in its gzip data), read by ppmi-svd --count,
# which stops there: its message of line 1 (UTF-16 and its byte-order
# mark, xz, zstd, bzip2, gzip twice, with the command that converts it)
# said of NAME, exit 1; else "NAME:1: WHAT".  The user's own file read
# by its name, a copy as standard input (<stdin>, said as NAME)
head_err() {
	if [ "$1" = "$2" ]; then
		_hm=$("$ppmi" --count -v "$vocab" -o /dev/null -- "$2" 2>&1 > /dev/null < /dev/null)
		_hm=$(printf '%s\n' "$_hm" | grep -F -- "ppmi-svd: $2:1: " | head -1)
		_hm=${_hm#"ppmi-svd: $2:1: "}
	else
		_hm=$("$ppmi" --count -v "$vocab" -o /dev/null 2>&1 > /dev/null < "$2")
		_hm=$(printf '%s\n' "$_hm" | sed -n '1s/^ppmi-svd: <stdin>:1: //p')
	fi
	err "$(nm "$1"):1: ${_hm:-$3}"
}
# nul_stop: standard input read to its end, "0" said, unless it holds a
# NUL byte: "1" said at the first (the reading ends there); gzip data
# (its first two bytes 1f 8b) read to its end, nothing said
nul_stop() {
	_mg=$(head -c 2 | od -An -tx1 | tr -d ' \n')
	case $_mg in
	1f8b) cat > /dev/null ;;
	*00*) echo 1 ;;
	*) tr -dc '\000' | head -c 1 | wc -c | tr -d ' ' ;;
	esac
}
# gz_err NAME MSG OUT: gzip -dcv's failure (MSG) of NAME said in ppmi-svd's
# words (lib/base/gz.c), at the line after those it decompressed (OUT),
# exit 1: what follows the gzip data (zero bytes too, which gzip ignores
# unless -v: ppmi-svd refuses them, as it refuses the file without
# --shards), the data cut short, or corrupt
gz_err() {
	_l=$(($(wc -l < "$3") + 1))
	case $2 in
	*"trailing zero bytes ignored"* | *"trailing garbage ignored"*)
		_c="bytes after the end of the gzip data that are not gzip (gzip -dv says '$(printf '%s\n' "$2" | grep . | head -1 | sed 's/^gzip: //; s/^stdin: //')')" ;;
	*"unexpected end of file"*)
		_c="gzip data cut short (the file is truncated: gzip -t says so too)" ;;
	*)
		_c="corrupt gzip data (gzip: $(printf '%s\n' "$2" | grep . | head -1 | sed 's/^gzip: //; s/^stdin: //'))" ;;
	esac
	err "$(nm "$1"):$_l: $_c"
}
# nm NAME: NAME as the messages say it: <stdin> as it is, else shword
nm() { [ "$1" = '<stdin>' ] && printf '%s' "$1" || shword "$1"; }
# piece_at NNNN B P NAME: piece NNNN listed and mapped; the next is _g + 1
piece_at() {
	printf '%s/shards/%s.tsv\n' "$work" "$1" >> "$_d/list"
	printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >> "$_d/map"
	_g=$((_g + 1))
}
# pieces_at NAME: each piece of $_d/lines (NNNN<TAB>B<TAB>P), of NAME,
# listed and mapped at once (a shell loop of 10,000 pieces took 20 s)
pieces_at() {
	# (names from the environment: awk -v would take their backslashes
	# for escapes)
	_m=$( { W=$work D=$_d NAME=$1 awk '
	{	print ENVIRON["W"] "/shards/" $1 ".tsv" >> (ENVIRON["D"] "/list")
		print $0 "\t" ENVIRON["NAME"] >> (ENVIRON["D"] "/map")
	}' "$_d/lines" | cat; } 2>&1 ) || werr "$_d/map" "$_m"
	[ -z "$_m" ] || werr "$_d/map" "$_m"
	_g=$((_g + $(awk 'END { print NR }' "$_d/lines")))
	rm -f "$_d/lines"
}
# cut_split SRC NAME K: SRC cut by GNU split -n l/K into pieces _g ...;
# false when there is no such split or a piece holds no message (then
# nothing is left of it); a write that fails: said, exit 1
cut_split() {
	_hd=0
	case $(head -n 1 "$1") in '#'*) _hd=1 ;; esac
	_f=$(printf %04d "$_g")
	_m=$(SRC=$1 HD=$_hd FIRST=$_d/$_f.tsv split -n "l/$3" --numeric-suffixes="$_g" -a 4 \
	    --additional-suffix=.tsv --filter='
	if [ "$FILE" = "$FIRST" ]; then cat
	elif [ "$HD" = 1 ]; then head -n 1 "$SRC" && cat
	else printf "#\n" && cat
	fi > "$FILE"' "$1" "$_d/" 2>&1)
	if [ $? != 0 ] || [ -n "$_m" ]; then
		case $_m in
		*"invalid option"* | *"unrecognized option"* | *"invalid number"*) rm -f "$_d"/[0-9]*.tsv; return 1 ;;
		esac
		shard_err "$_m"
	fi
	_j=0 _ps=
	while [ "$_j" -lt "$3" ]; do
		_p=$_d/$(printf %04d $((_g + _j))).tsv
		# (grep -v: a line that is no comment, an empty one too: a
		# message, or ppmi-svd's error)
		if [ ! -f "$_p" ] || ! grep -q -v '^#' "$_p"; then
			_j=0
			while [ "$_j" -lt "$3" ]; do rm -f "$_d/$(printf %04d $((_g + _j))).tsv"; _j=$((_j + 1)); done
			return 1
		fi
		_ps="$_ps $(q "$_p")"
		_j=$((_j + 1))
	done
	# each piece's first line in NAME: the lines before it, less the
	# line it is led by
	eval "wc -l $_ps" | awk -v k="$3" -v g="$_g" 'NR <= k {
		printf "%04d\t%d\t%d\n", g + NR - 1, b + 1, (NR > 1); b += $1 - (NR > 1) }' > "$_d/lines"
	pieces_at "$2"
}
# cut_awk SRC NAME K: SRC cut by awk into K pieces (fewer when it has
# fewer messages) of about equal messages, the comment lines with the
# message before them; the pieces after the first led as cut_split's; a
# last line without its newline is left without it.  False, nothing
# written, when SRC has no message (it goes whole, among others)
cut_awk() {
	_msg=$(grep -c -v '^#' "$1")
	_c=$3
	[ "$_msg" -ge "$_c" ] || _c=$_msg
	[ "$_c" -ge 1 ] || return 1
	_m=$( { D=$_d awk -v n="$_c" -v all="$_msg" -v g="$_g" '
	BEGIN { d = ENVIRON["D"] }
	NR == 1 { h = $0 ~ /^#/ ? $0 : "#" }
	{	s = cur
		if ($0 !~ /^#/) { if (all > 0) s = int(m * n / all); m++ }
		if (s != cur || f == "") {
			if (f != "" && close(f) != 0) exit 1
			cur = s
			f = sprintf("%s/%04d.tsv", d, g + s)
			if (s > 0) print h > f
			printf "%04d\t%d\t%d\n", g + s, NR, (s > 0) > (d "/lines")
		}
		print > f
	}
	END { if (f != "" && close(f) != 0) exit 1 }' "$1"; } 2>&1 ) || shard_err "$_m"
	# (awk ends every line it prints: the file's last byte put back)
	if [ -s "$1" ] && [ "$(tail -c 1 "$1" | od -An -tx1 | tr -d ' ')" != 0a ]; then
		_l=$(tail -n 1 "$_d/lines")
		_m=$(truncate -s -1 "$_d/${_l%%	*}.tsv" 2>&1) || shard_err "$_m"
	fi
	pieces_at "$2"
}
# shard_err MSG: the shard being written (the last one made) and the cause
# in MSG (split's, awk's), one line, exit 1
shard_err() {
	werr "$_d/$(ls "$_d" | grep '^[0-9]*\.tsv$' | tail -n 1)" "$1"
}
# has_msg FILE: FILE holds a line that is not a comment (ppmi-svd counts
# it, or says what is wrong with it), as ppmi-svd reads it: a gzip file
# decompressed (without gzip: yes), a byte-order mark before line 1's
# "#" dropped; /dev/null: no; another file that is not a regular one
# (a FIFO, read once; a device) is not read here: yes
has_msg() {
	[ ! "$1" -ef /dev/null ] || return 1
	[ -f "$1" ] || return 0
	if [ "$(head -c 2 "$1" | od -An -tx1 | tr -d ' \n')" = 1f8b ]; then
		command -v gzip > /dev/null 2>&1 || return 0
		gzip -dc < "$1" 2> /dev/null | msg_in
	else
		msg_in < "$1"
	fi
}
msg_in() {
	awk 'NR == 1 && substr($0, 1, 3) == "\357\273\277" { $0 = substr($0, 4) }
	!/^#/ { m = 1; exit } END { exit !m }'
}
# tasks_of M: the mapper task of each line of the list, in $list.tasks,
# and nmap, how many tasks: the pieces with a message dealt in turn to
# tasks 0 ... M - 1 (fewer when fewer have one), a piece that has none (an
# empty file, comments only, /dev/null, an empty gzip file or pipe:
# ppmi-svd refuses it alone, "empty corpus", and not among others) to the
# task of the piece before it.  A piece split_shards cut has a message; a
# copy it made whole has none when WORK/shards/nomsg lists it
tasks_of() {
	while IFS= read -r _p; do
		case $_p in "$work"/shards/[0-9]*.tsv)
			if [ -f "$work/shards/nomsg" ] && grep -Fqx -e "$_p" "$work/shards/nomsg"; then echo 0; else echo 1; fi
			continue ;;
		esac
		if has_msg "$_p"; then echo 1; else echo 0; fi
	done < "$list" > "$list.has"
	_nm=$(grep -c 1 "$list.has")
	nmap=$1
	[ "$_nm" -ge "$nmap" ] || nmap=$_nm
	[ "$nmap" -ge 1 ] || nmap=1
	_m=$( { awk -v m="$nmap" '{ if ($1) t = r++ % m; print t + 0 }' "$list.has" | cat > "$list.tasks"; } 2>&1 )
	wdone "$list.tasks" $?
	rm -f "$list.has"
}
# up_nodes: the nodes of the partition (else the default's) that are up,
# a line each "NAME CPUS MB STATE PARTITION" (sinfo; a node DOWN, DRAINED,
# FAILED ... or not responding, "idle*": left out); nothing without sinfo
up_nodes() {
	command -v sinfo > /dev/null 2>&1 || return 0
	if [ -n "$part" ]; then
		sinfo -h -N -p "$part" -o '%N %c %m %t %P' 2>/dev/null < /dev/null
	else
		sinfo -h -N -o '%N %c %m %t %P' 2>/dev/null < /dev/null | awk '$5 ~ /\*$/'
	fi | awk '
	$4 ~ /^(down|drain|drng|fail|failg|futr|inval|maint|unk|npc|boot|powered_down|powering_down|resv_del)|\*$/ { next }
	$2 !~ /^[0-9]+$/ || seen[$1]++ { next }
	{ print }'
}
# slots: how many counting jobs the partition runs at once, each of -j
# CPUs (sbatch --cpus-per-task) and --mem MB: over its nodes that are up,
# the least of CPUs / -j and memory / --mem a node; nothing when it cannot
# be said (no sinfo, the user's own -c, no node up)
slots() {
	[ "$user_cpus" = 0 ] || return 0
	up_nodes | awk -v c="${threads:-1}" -v m="$(mem_mb)" '
	{	k = int($2 / c)
		if ($3 ~ /^[0-9]+$/ && $3 + 0 > 0 && int($3 / m) < k) k = int($3 / m)
		n += k
	}
	END { if (n > 0) print n }'
}
# cap_threads: -j above the CPUs of every node that is up lowered to the
# most a node has, with a warning, as ppmi-svd lowers it to the CPUs it
# may use (the same bytes at any -j): a job asking more CPUs than a node
# has never starts.  Not with the user's own -c, nor when sinfo cannot say.
cap_threads() {
	[ -n "$threads" ] && [ "$user_cpus" = 0 ] || return 0
	_c=$(up_nodes | awk '$2 + 0 > n { n = $2 + 0 } END { if (n > 0) print n }')
	[ -n "$_c" ] && [ "$threads" -gt "$_c" ] || return 0
	echo "$prog: warning: --threads $threads: a node of partition ${part:-(the default)} has at most $_c CPUs (sinfo): $_c threads" >&2
	threads=$_c
}
