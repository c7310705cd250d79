# cmd/ppmi-svd-slurm/output.sh: OUT, decided and checked before anything
# is made or submitted, then written as ppmi-svd -o writes it
# (lib/base/io-out.c, attnkit(5) "Output files"), inlined into
# build/bin/ppmi-svd-slurm where the driver says "#@include" (the
# Makefile's driver rule).  Uses the driver's err, uerr, werr, wdone,
# shword, phys, fdname, out, work, argv_save, provenance and
# stdout_closed; sets outk, outp, outdir, outgz and out_tmp.

# out_check: what OUT is, one of
#   stdout  -o -: standard output, the descriptor held on fd 9 now;
#   fd      a descriptor of this shell by name (/dev/stdout, /dev/fd/N,
#           /proc/self/fd/N, a link to one): held on fd 9 now (it names
#           this process's descriptor, which no later subshell shares);
#   place   a device, a FIFO or a socket (through links): written in
#           place at the end, never renamed over (/dev/null stays one);
#   file    a file, new or replaced: written beside its target (outp,
#           links followed) and renamed over it; its directory must be
#           there and writable now, not after every job has run.
# A name ending in .gz is written gzip-compressed (outgz=1), as the
# tools write it.  outdir: where the default work directory is made (the
# current directory when OUT is no file).  Exit 1 (a file's fault) or 2
# (standard output closed, an option's), one line, nothing submitted.
out_check() {
	outgz=0 outdir=$PWD outp=
	case $out in ?*.gz) outgz=1 ;; esac
	if [ "$outgz" = 1 ] && ! command -v gzip > /dev/null 2>&1; then
		err "$(shword "$out"): a name ending in .gz is written gzip-compressed, and there is no gzip here: give OUT without .gz"
	fi
	if [ "$out" = - ]; then
		outk=stdout
		[ "$stdout_closed" = 0 ] || uerr "-o -: standard output is closed: give -o FILE"
		exec 9>&1
		return 0
	fi
	if fdname "$out"; then
		outk=fd
		case $out in
		/dev/stdout | /dev/fd/1 | /proc/self/fd/1 | "/proc/$$/fd/1")
			[ "$stdout_closed" = 0 ] || uerr "-o $(shword "$out"): standard output is closed: give -o FILE"
			exec 9>&1
			return 0 ;;
		/dev/fd/[0-9] | /proc/self/fd/[0-9] | "/proc/$$"/fd/[0-9])
			{ eval "command exec 9>&${out##*/}"; } 2> /dev/null && return 0 ;;
		*)
			{ command exec 9> "$out"; } 2> /dev/null && return 0 ;;
		esac
		err "$(shword "$out"): Bad file descriptor (a descriptor of this shell that is not open for writing)"
	fi
	if [ -e "$out" ] && [ ! -f "$out" ] && [ ! -d "$out" ]; then
		outk=place
		[ -w "$out" ] || err "$(shword "$out"): Permission denied"
		return 0
	fi
	outk=file
	outp=$(phys "$out")
	outdir=$(dir_of "$outp")
	_via=
	[ "$outp" = "$(abs "$out")" ] || [ ! -L "$out" ] || _via=" (the directory of its link's target, $(shword "$outp"))"
	[ -d "$outdir" ] || err "$(shword "$out"): No such file or directory$_via"
	[ -w "$outdir" ] || err "$(shword "$outdir"): Permission denied (OUT is written there)"
	[ ! -d "$outp" ] || err "$(shword "$out"): Is a directory"
	return 0
}

# out_write: the provenance line and the SVD job's emb.tsv (its own
# provenance line dropped) to OUT, gzip-compressed when its name ends in
# .gz: a file into a new name beside its target (mktemp: O_EXCL), with
# the replaced file's mode (else the one the umask gives a new file),
# renamed over it once whole; anything else written in place
out_lines() {
	if [ "$outgz" = 1 ]; then
		{ eval "provenance $argv_save" && tail -n +2 "$work/emb.tsv"; } | gzip -c -n
	else
		eval "provenance $argv_save" && tail -n +2 "$work/emb.tsv"
	fi
}
out_write() {
	case $outk in
	stdout | fd)
		_m=$( { out_lines | cat >&9; } 2>&1 )
		wdone "$out" $?
		exec 9>&-
		return 0 ;;
	place)
		_m=$( { out_lines | cat > "$out"; } 2>&1 )
		wdone "$out" $?
		return 0 ;;
	esac
	out_tmp=$(mktemp "$outp.XXXXXX" 2>&1) || { _c=$(why "$out_tmp"); out_tmp=; err "$(shword "$out"): ${_c:-cannot make a temporary file beside it}"; }
	if [ -f "$outp" ]; then
		_mode=$(stat -L -c %a "$outp" 2>/dev/null) || _mode=
	else
		_mode=
	fi
	[ -n "$_mode" ] && _mode=$(printf '%o' $((0$_mode & 0777))) ||
	    _mode=$(printf '%o' $((0666 & ~0$(umask))))
	chmod "$_mode" "$out_tmp"
	_m=$( { out_lines | cat > "$out_tmp"; } 2>&1 )
	wdone "$out" $?
	_m=$(mv -f "$out_tmp" "$outp" 2>&1) || werr "$out" "$_m" "cannot rename ${out_tmp##*/} to it"
	out_tmp=
}
