# cmd/ppmi-svd-slurm/output.sh: OUT, decided and checked before anything
# is made or submitted, then written as ppmi-svd -o writes it
# (lib/base/io-out.c, attnkit(5) "Output files"), inlined into
# build/bin/ppmi-svd-slurm where the driver says "#@include" (the
# Makefile's driver rule).  Uses the driver's err, uerr, werr, wdone,
# shword, phys, fdname, out, work, argv_save, provenance and
# stdout_closed; sets outk, outp, outdir, outgz and out_tmp.

# fdnum PATH: the number N of the descriptor of this shell that PATH
# names (/dev/stdin, /dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N,
# /proc/PID/fd/N of this shell, /proc/thread-self/fd/N, /proc/self/task/
# TID/fd/N, any spelling of those directories (fd_dir), through symbolic
# links: fdname's names), else nothing (another process's descriptor)
fdnum() {
	_np=$1 _nk=0
	while :; do
		case $_np in
		/dev/stdin) echo 0; return ;;
		/dev/stdout) echo 1; return ;;
		/dev/stderr) echo 2; return ;;
		/dev/fd/* | /proc/self/fd/* | "/proc/$$/fd/"*)
			case ${_np##*/} in '' | *[!0-9]*) ;; *) echo "${_np##*/}"; return ;; esac ;;
		esac
		case ${_np##*/} in
		'' | *[!0-9]*) ;;
		*) ! fd_dir "$(dirname "$_np")" || { echo "${_np##*/}"; return; } ;;
		esac
		[ -L "$_np" ] && [ "$_nk" -lt 40 ] || return 0
		_nt=$(readlink "$_np") || return 0
		case $_nt in /*) _np=$_nt ;; *) _np=$(dirname "$_np")/$_nt ;; esac
		_nk=$((_nk + 1))
	done
}
# fd_dir DIR: DIR is a descriptor directory of this shell: physically
# /proc/ID/fd or /proc/ID/task/TID/fd, ID this shell's or that of the
# subshell that looks (which has the shell's descriptors: /proc/self and
# /proc/thread-self name its own), as ppmi-svd -o decides it (lib/base/
# io-out.c, own_fd_dir)
fd_dir() (
	cd -P "$1" 2> /dev/null || exit 1
	_d=$PWD
	cd -P /proc/self 2> /dev/null || exit 1
	case $_d in "$PWD/fd" | "$PWD"/task/*/fd | "/proc/$$/fd" | "/proc/$$"/task/*/fd) exit 0 ;; esac
	exit 1
)
# out_fd PATH N: descriptor N of this shell, which PATH names, held on
# fd 9, open for writing (its flags in /proc, checked now, not after
# every job ran), as ppmi-svd -o writes a descriptor's name (lib/base/
# io-out.c, open_descriptor): one open for reading only refused, and one
# open for reading and writing on a regular file without O_APPEND
# (N<>FILE: the output over the file's start, its old tail left after
# it: a corrupt file), whatever N (out_rw_check, once OUT is known to be
# no input); 0 to 9 duplicated (written where the
# descriptor is, appended to when it was opened so, never truncated by a
# new open; fd 2 too, which the checks' own 2> /dev/null would stand
# for); past 9, which dash cannot duplicate ("Bad fd number"), opened
# anew by its /proc name for appending (a file open for writing alone is
# written where it ends, as at its descriptor's place: what a shell's >
# or >> left there).  Exit 1, one line.
out_rw=
out_rw_check() { [ -z "$out_rw" ] || err "$out_rw"; }
out_fd() {
	_n=$2
	_bad="$(shword "$1"): Bad file descriptor (a descriptor of this shell that is not open for writing)"
	# (standard output closed: held on /dev/null)
	[ "$_n" != 1 ] || [ "$stdout_closed" = 0 ] || uerr "-o $(shword "$1"): standard output is closed: give -o FILE"
	[ "${#_n}" -le 9 ] && [ -e "/dev/fd/$_n" ] || err "$_bad"
	_fl=$(awk '$1 == "flags:" && $2 ~ /^0[0-7]+$/ { print $2 }' "/proc/$$/fdinfo/$_n" 2> /dev/null)
	if [ -n "$_fl" ]; then
		[ $((_fl & 3)) != 0 ] || err "$_bad"
		# (ppmi-svd's words, said after an input's, as it orders
		# them: lib/base/io-out.c; out_rw_check)
		[ $((_fl & 3)) != 2 ] || [ $((_fl & 02000)) != 0 ] || [ ! -f "/dev/fd/$_n" ] ||
		    out_rw="$(shword "$1"): the descriptor is open for reading and writing (<>) on a file: the output would be written over its start and its old tail kept; open it with > (>> to append), or give the file's name"
	fi
	case $_n in
	2) command exec 9>&2 || err "$_bad" ;;
	[0-9]) { eval "command exec 9>&$_n"; } 2> /dev/null || err "$_bad" ;;
	*) { command exec 9>> "/proc/$$/fd/$_n"; } 2> /dev/null || err "$_bad" ;;
	esac
}
# out_place: OUT, a name that is no file nor directory, one open(2) can
# write, found now, not after every job has run: a socket is refused as
# open(2) refuses it (ENXIO, ppmi-svd's words), and a device is opened
# for appending (nothing written, nothing truncated) and refused by what
# open(2) says (/dev/tty without a terminal: nohup, cron, a batch
# script); a FIFO, whose open waits for its reader, is not opened.
# Exit 1, one line
out_place() {
	if [ -S "$out" ]; then
		err "$(shword "$out"): No such device or address (a socket, which open(2) cannot write: give a file, a FIFO, or -o - and a pipe)"
	fi
	{ [ -c "$out" ] || [ -b "$out" ]; } || return 0
	_m=$( { : >> "$out"; } 2>&1 ) || {
		_c=$(why "$_m")
		err "$(shword "$out"): ${_c:-cannot open it for writing} (a device that cannot be written now: give -o FILE)"
	}
}
# out_check: what OUT is, one of
#   stdout  -o -: standard output, the descriptor held on fd 9 now;
#   fd      a descriptor of this shell by name (/dev/stdout, /dev/fd/N,
#           /proc/self/fd/N, a link to one): held on fd 9 now (it names
#           this process's descriptor, which no later subshell shares);
#           another process's (/proc/PID/fd/N) is its file or its pipe;
#   place   a device or a FIFO (through links): written in place at the
#           end, never renamed over (/dev/null stays one); a socket, or
#           a device open(2) refuses now, refused (out_place);
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
	# (another process's descriptor, /proc/PID/fd/N, is what it is
	# open on, as ppmi-svd -o takes it: its file, replaced by name, or
	# its pipe or device, written in place)
	_fdn=
	! fdname "$out" || _fdn=$(fdnum "$out")
	if [ -n "$_fdn" ]; then
		outk=fd
		out_fd "$out" "$_fdn"
		return 0
	fi
	if [ -e "$out" ] && [ ! -f "$out" ] && [ ! -d "$out" ]; then
		outk=place
		[ -w "$out" ] || err "$(shword "$out"): Permission denied"
		out_place
		return 0
	fi
	# (another process's descriptor on a file no longer in a directory:
	# its link's text, 'F (deleted)', names no file)
	case $out in
	/proc/*)
		_dl=$(readlink "$out" 2> /dev/null) || _dl=
		case $_dl in
		*" (deleted)") [ -e "$_dl" ] || err "$(shword "$out"): a descriptor on a deleted file ($_dl): its output would be a new file of that name; give a file's name" ;;
		esac ;;
	esac
	outk=file
	outp=$(phys "$out")
	outdir=$(dir_of "$outp")
	_via=
	[ "$outp" = "$(abs "$out")" ] || [ ! -L "$out" ] || _via=" (the directory of its link's target, $(shword "$outp"))"
	# (as open(2) says them, ppmi-svd's words and exit 1: a name ending
	# in / names a directory, so an input's name with one is no input;
	# a file where a directory must be is "Not a directory", not a
	# missing file)
	case $out in
	*/)
		[ ! -d "$outp" ] || err "$(shword "$out"): Is a directory"
		[ ! -e "$outp" ] || err "$(shword "$out"): Not a directory"
		err "$(shword "$out"): No such file or directory" ;;
	esac
	if [ ! -d "$outdir" ]; then
		_a=$outdir
		while [ ! -e "$_a" ] && [ "$_a" != / ]; do _a=$(dir_of "$_a"); done
		[ -d "$_a" ] || err "$(shword "$out"): Not a directory$_via"
		err "$(shword "$out"): No such file or directory$_via"
	fi
	[ -w "$outdir" ] || err "$(shword "$outdir"): Permission denied (OUT is written there)"
	[ ! -d "$outp" ] || err "$(shword "$out"): Is a directory"
	return 0
}

# out_write: the provenance line and the SVD job's emb.tsv (its own
# provenance line dropped) to OUT, gzip-compressed when its name ends in
# .gz: a file into a new name beside its target (mktemp: O_EXCL), with
# the replaced file's mode and group (else the mode the umask gives a new
# file),
# renamed over it once whole; anything else written in place
out_lines() {
	if [ "$outgz" = 1 ]; then
		{ eval "provenance $argv_save" && tail -n +2 "$work/emb.tsv"; } | gzip -c -n
	else
		eval "provenance $argv_save" && tail -n +2 "$work/emb.tsv"
	fi
}
# out_to [FILE]: out_lines written to FILE (none: fd 9) by a cat in the
# background, waited for: a signal's trap runs at once (cleanup ends the
# writer, out_pid, and out_lines with it), not once a reader that does
# not read lets the write end (-o - | a stalled pipe, a FIFO no one
# opens); a trap that does not end the run (PIPE's) does not end the
# wait (wait_for): out_pid is cleared only once the writer is gone, and
# OUT is written whole, or the run fails; _m its messages, out_lines' and
# the shell's line of a writer a signal killed (SIGXFSZ's "File size
# limit exceeded"), the status the writer's
out_pid=
out_to() {
	_oe=$work/emb.tsv.err
	: > "$_oe" 2> /dev/null || _oe=/dev/null
	if [ $# = 0 ]; then
		out_lines 2>> "$_oe" | cat 2>> "$_oe" >&9 &
	else
		out_lines 2>> "$_oe" | cat 2>> "$_oe" > "$1" &
	fi
	out_pid=$!
	wait_for "$out_pid" 2>> "$_oe"
	_st=$?
	out_pid=
	_m=$(cat "$_oe" 2> /dev/null)
	[ "$_oe" = /dev/null ] || rm -f "$_oe"
	return "$_st"
}
# out_broken STATUS: after out_to of -o -, a descriptor or a FIFO whose
# writer SIGPIPE killed (128 + 13: OUT's reader gone, -o - | head, a
# FIFO's reader that closed early): the run ends as ppmi-svd ends under
# | head, quietly, by SIGPIPE, after its clean-up (attnkit(5): the tools
# end by SIGPIPE); any other status: nothing done
out_broken() {
	[ "$1" = 141 ] || return 0
	pclear
	cleanup
	trap - PIPE
	kill -PIPE $$
	exit 141
}
out_write() {
	case $outk in
	stdout | fd)
		out_to
		_st=$?
		out_broken "$_st"
		wdone "$out" "$_st"
		exec 9>&-
		return 0 ;;
	place)
		out_to "$out"
		_st=$?
		out_broken "$_st"
		wdone "$out" "$_st"
		return 0 ;;
	esac
	# (the temporary in the work directory when rename(2) can take it
	# from there to OUT, the same mount: the default one, made beside
	# OUT, always: nothing of the run is then ever beside OUT, even after
	# a SIGKILL, which leaves the work directory as it leaves the jobs;
	# else beside OUT, which a SIGKILL while it is written leaves)
	if [ -n "$(mount_id "$work")" ] && [ "$(mount_id "$work")" = "$(mount_id "$outdir")" ]; then
		_tw=$work/emb.tsv.out _tc="in the work directory"
	else
		_tw=$outp _tc="beside it"
	fi
	out_tmp=$(mktemp "$_tw.XXXXXX" 2>&1) || { _c=$(why "$out_tmp"); out_tmp=; err "$(shword "$out"): ${_c:-cannot make a temporary file $_tc}"; }
	if [ -f "$outp" ]; then
		_mode=$(stat -L -c %a "$outp" 2>/dev/null) || _mode=
		# (its group too, if we may: io-out.c's fchown, as cp(1) keeps it)
		_grp=$(stat -L -c %g "$outp" 2>/dev/null) && chgrp "$_grp" "$out_tmp" 2>/dev/null
	else
		_mode=
		# (a new file's group, as one made beside it gets it: a
		# set-group-ID directory's)
		[ ! -g "$outdir" ] || { _grp=$(stat -c %g "$outdir" 2>/dev/null) && chgrp "$_grp" "$out_tmp" 2>/dev/null; }
	fi
	[ -n "$_mode" ] && _mode=$(printf '%o' $((0$_mode & 0777))) ||
	    _mode=$(printf '%o' $((0666 & ~0$(umask))))
	chmod "$_mode" "$out_tmp"
	out_to "$out_tmp"
	wdone "$out" $?
	# (OUT made a directory, or a link to one, while the jobs ran:
	# refused as ppmi-svd refuses it, "Is a directory", the temporary
	# removed by cleanup; mv -T, never into it, when it is made between
	# the test and the rename)
	_isd="$(shword "$out"): Is a directory (made while the jobs ran)"
	[ ! -d "$outp" ] || err "$_isd"
	_m=$(mv -fT "$out_tmp" "$outp" 2>&1) || { [ ! -d "$outp" ] || err "$_isd"; werr "$out" "$_m" "cannot rename ${out_tmp##*/} to it"; }
	out_tmp=
}
# mount_id DIR: the mount DIR is on, its ID in /proc/self/mountinfo (the
# entry of the longest mount point that holds DIR's physical path, the
# last of equals: a bind mount is a mount of its own, which rename(2)
# cannot cross, though its device is the same); nothing without /proc
mount_id() {
	_pd=$(cd -P "$1" 2> /dev/null && pwd -P) || return 0
	P=$_pd awk '
	{	m = $5
		gsub(/\\040/, " ", m); gsub(/\\011/, "\t", m); gsub(/\\012/, "\n", m); gsub(/\\134/, "\\", m)
		p = ENVIRON["P"]
		if ((m == "/" || p == m || index(p, m "/") == 1) && length(m) >= best) { best = length(m); id = $1 }
	}
	END { if (id != "") print id }' /proc/self/mountinfo 2> /dev/null
}
