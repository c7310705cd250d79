# cmd/ppmi-svd-slurm/names.sh: what the jobs say, said of the user's
# files, inlined into build/bin/ppmi-svd-slurm where the driver says
# "#@include" (the Makefile's driver rule).  Uses the driver's work
# and prog.

# names_back: standard input with each piece the driver cut
# (WORK/shards/NNNN.tsv, its line in WORK/shards/map) said as the user's
# file: "PIECE:L" as "NAME:L'", L' = L - P + B - 1 (the piece holds NAME's
# lines from B on, after P lines of its own), a piece named alone as
# "NAME from line B" (NAME, the whole of it): the family's FILE:LINE is the file the user gave,
# not a temporary the driver removes.  A piece named again in the line
# (the operand of a command the message quotes: "sms-vocab --encoding
# cp1252 -t PIECE > tokens.tsv") is NAME alone, a shell word: the command
# is run on the user's file, not on "NAME from line B"
names_back() {
	W=$work/shards/ awk '
	function word(s) {
		if (s != "" && s !~ /[^A-Za-z0-9_.\/:=,+@%-]/) return s
		gsub(/\047/, "\047\\\047\047", s)
		return "\047" s "\047"
	}
	BEGIN {
		w = ENVIRON["W"]; map = w "map"
		while ((getline l < map) > 0) {
			split(l, f, "\t")
			B[f[1]] = f[2]; P[f[1]] = f[3]
			N[f[1]] = substr(l, length(f[1]) + length(f[2]) + length(f[3]) + 4)
		}
	}
	{	s = $0; o = ""
		split("", seen)
		while ((i = index(s, w)) > 0) {
			o = o substr(s, 1, i - 1)
			s = substr(s, i + length(w))
			if (!match(s, /^[0-9]+\.tsv/) || !((k = substr(s, 1, RLENGTH - 4)) in B)) {
				o = o w
				continue
			}
			s = substr(s, RLENGTH + 1)
			if (match(s, /^:[0-9]+/)) {
				o = o N[k] ":" (substr(s, 2, RLENGTH - 1) - P[k] + B[k] - 1)
				s = substr(s, RLENGTH + 1)
			} else if (k in seen)
				o = o word(N[k])
			else
				o = o N[k] (B[k] == 1 && P[k] == 0 ? "" : " from line " B[k])
			seen[k] = 1
		}
		print o s
	}'
}

# relay_notes: the warnings and notes of the jobs' logs, each once, in
# the order of the steps (the mappers', the merge's, the SVD's: as one
# ppmi-svd run says them, counting then the SVD), said of the user's
# files (with -q the jobs ran ppmi-svd -q: what it says then).  Not a mapper's
# note that its count file holds no cells: its piece's, not the run's
# (one run says nothing of a file without a message of --label).
relay_notes() {
	for _f in "$work"/log/count-*.log "$work"/log/merge-*.log "$work"/log/svd-0.log; do
		[ ! -f "$_f" ] || grep -E '^ppmi-svd: (warning|note): ' "$_f"
	done | grep -v '^ppmi-svd: note: .*: its count file holds no cells (a part of the sum' |
	    names_back | awk -v p="$prog" '
	!seen[$0]++ { sub(/^ppmi-svd: /, ""); print p ": " $0 }' >&2
}
