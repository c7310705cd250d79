#!/bin/sh
# ppmi-svd-slurm's command line, without a cluster (make check-dist runs
# it on one): --help and --version as the family's, usage errors (one line,
# the synopsis, exit 2), each step's options checked by ppmi-svd before
# anything is submitted, missing inputs and missing Slurm commands (one
# line, exit 1), and no OUT or work directory after any of them.
. "$(dirname "$0")/../lib.sh"
V=$DATA/sms-small.vocab
K=$DATA/sms-small.tokens
cd "$T"

t_run "--help: exit 0" 0 ppmi-svd-slurm --help
t_ok "--help: the synopsis on stdout" grep -q '^usage: ppmi-svd-slurm \[--shards N\]' "$T/out"
for o in --shards --partitions --work --vocab --output --quiet --version; do
	t_ok "--help names $o" grep -q -- "$o" "$T/out"
done
t_run "--version: exit 0" 0 ppmi-svd-slurm --version
t_ok "--version: the family's line" grep -qx 'ppmi-svd-slurm (attnkit) [0-9.]*' "$T/out"
t_ok "--version: ppmi-svd's version" test "$(cut -d' ' -f3 "$T/out")" = "$(ppmi-svd --version | cut -d' ' -f3)"

# usage errors: one line naming the option, then the synopsis, exit 2
t_bad "an unknown long option" 2 "^ppmi-svd-slurm: unrecognized option '--frobnicate'\$" ppmi-svd-slurm --frobnicate
t_ok "an unknown long option: then the synopsis, not the option list" \
    sh -c "sed -n 2p '$T/err' | grep -q '^usage: ' && ! grep -q '^  -[a-z], --' '$T/err'"
t_bad "an unknown short option" 2 "^ppmi-svd-slurm: invalid option -- 'Z'\$" ppmi-svd-slurm -Z
t_bad "by its path, it names itself" 2 "^ppmi-svd-slurm: invalid option -- 'Z'\$" "$ATTNKIT_BIN/ppmi-svd-slurm" -Z
t_bad "no -v" 2 "^ppmi-svd-slurm: -v VOCAB is required" ppmi-svd-slurm -o e.tsv "$K"
t_bad "no -o" 2 "^ppmi-svd-slurm: -o OUT is required" ppmi-svd-slurm -v "$V" "$K"
t_bad "no TOKENS and no --shards" 2 "^ppmi-svd-slurm: no TOKENS files \\(standard input needs --shards N" ppmi-svd-slurm -v "$V" -o e.tsv
t_bad "TOKENS - without --shards" 2 "^ppmi-svd-slurm: TOKENS -: standard input needs --shards N" ppmi-svd-slurm -v "$V" -o e.tsv -
t_bad "-v -" 2 "^ppmi-svd-slurm: -v -: the vocabulary must be a file" ppmi-svd-slurm -v - -o e.tsv "$K"
t_bad "--shards x" 2 "^ppmi-svd-slurm: --shards: 'x' is not a whole number\$" ppmi-svd-slurm --shards x -v "$V" -o e.tsv "$K"
t_bad "--shards 0" 2 "^ppmi-svd-slurm: --shards: '0' is below 1\$" ppmi-svd-slurm --shards 0 -v "$V" -o e.tsv "$K"
t_bad "--partitions=0" 2 "^ppmi-svd-slurm: --partitions: '0' is below 1\$" ppmi-svd-slurm --partitions=0 -v "$V" -o e.tsv "$K"
t_bad "--work without its argument" 2 "^ppmi-svd-slurm: option '--work' requires an argument\$" ppmi-svd-slurm -v "$V" -o e.tsv --work
t_bad "--nn is not a step" 2 "^ppmi-svd-slurm: --nn: not a step of the cluster run \\(run ppmi-svd --load OUT --nn" ppmi-svd-slurm --nn free -v "$V" -o e.tsv "$K"
t_bad "--count is the driver's" 2 "^ppmi-svd-slurm: --count: the driver counts and merges itself" ppmi-svd-slurm --count -v "$V" -o e.tsv "$K"
t_bad "an option after TOKENS" 2 "^ppmi-svd-slurm: -d: options come before the TOKENS files \\(sbatch's after --\\)\$" ppmi-svd-slurm -v "$V" -o e.tsv "$K" -d 3
# ppmi-svd's own checks of each step's options, as the driver's usage errors
t_bad "--cds abc (ppmi-svd's check)" 2 "^ppmi-svd-slurm: --cds: 'abc' is not a finite number" ppmi-svd-slurm --cds abc -v "$V" -o e.tsv "$K"
t_bad "--weight hmm (ppmi-svd's check)" 2 "^ppmi-svd-slurm: --weight: 'hmm' is not flat or harmonic\$" ppmi-svd-slurm --weight hmm -v "$V" -o e.tsv "$K"
t_bad "-M 0 (ppmi-svd's check)" 2 "^ppmi-svd-slurm: .*(-M|--memory)" ppmi-svd-slurm -M 0 -v "$V" -o e.tsv "$K"
t_bad "-w0 (attached, ppmi-svd's check)" 2 "^ppmi-svd-slurm: --window" ppmi-svd-slurm -w0 -v "$V" -o e.tsv "$K"
# ... and its data checks, before anything is submitted
t_bad "--dim above the vocabulary" 1 "^ppmi-svd-slurm: .*sms-small.vocab: --dim 32 is larger than the vocabulary \\(11 words\\)\$" ppmi-svd-slurm -v "$V" -o e.tsv "$K"
t_bad "a vocabulary that is a corpus" 1 "^ppmi-svd-slurm: .*sms-small.tokens:1: not a vocabulary" ppmi-svd-slurm -d 3 -v "$K" -o e.tsv "$K"
# missing inputs: one line naming the file, exit 1
t_bad "a missing TOKENS file" 1 "^ppmi-svd-slurm: nope.tsv: No such file or directory\$" ppmi-svd-slurm -d 3 -v "$V" -o e.tsv "$K" nope.tsv
t_bad "a missing vocabulary" 1 "^ppmi-svd-slurm: nov.tsv: No such file or directory\$" ppmi-svd-slurm -d 3 -v nov.tsv -o e.tsv "$K"
t_bad "a missing --contexts" 1 "^ppmi-svd-slurm: noc.tsv: No such file or directory\$" ppmi-svd-slurm -d 3 --contexts noc.tsv -v "$V" -o e.tsv "$K"
t_bad "a directory as TOKENS" 1 "^ppmi-svd-slurm: $T: Is a directory\$" ppmi-svd-slurm -d 3 -v "$V" -o e.tsv "$T"
t_bad "OUT in a missing directory" 1 "^ppmi-svd-slurm: $T/nodir: No such file or directory\$" ppmi-svd-slurm -d 3 -v "$V" -o nodir/e.tsv "$K"
cp "$K" k.tsv
t_bad "OUT is an input" 1 "^ppmi-svd-slurm: k.tsv: is an input" ppmi-svd-slurm -d 3 -v "$V" -o k.tsv k.tsv
t_cmp "OUT is an input: the input is untouched" "$K" k.tsv
# without Slurm's client commands: one line that says which, exit 1
mkdir nobin
for c in sh awk sed cat grep head tail tr cut mkdir mktemp rm mv date sleep dirname wc; do
	ln -s "$(command -v $c)" "nobin/$c"
done
t_bad "without sbatch" 1 "^ppmi-svd-slurm: sbatch: not found \\(Slurm's client commands must be on PATH" \
    env PATH="$T/nobin" "$ATTNKIT_BIN/ppmi-svd-slurm" -d 3 -v "$V" -o e.tsv "$K"
# --partitions R > 1: the partitioned merge of ppmi-svd --rows, or an error
if ppmi-svd --help | grep -q -- '--rows'; then
	t_bad "--partitions 2 passes the checks (then: no sbatch)" 1 "^ppmi-svd-slurm: sbatch: not found" \
	    env PATH="$T/nobin" "$ATTNKIT_BIN/ppmi-svd-slurm" --partitions 2 -d 3 -v "$V" -o e.tsv "$K"
else
	t_bad "--partitions 2 needs ppmi-svd --rows" 1 "^ppmi-svd-slurm: --partitions 2: .*/ppmi-svd has no --rows \\(the partitioned merge\\); use --partitions 1\$" \
	    env PATH="$T/nobin" "$ATTNKIT_BIN/ppmi-svd-slurm" --partitions 2 -d 3 -v "$V" -o e.tsv "$K"
fi
t_ok "no OUT after any of these" test ! -e e.tsv
t_ok "no work directory after any of these" sh -c "! ls -a '$T' | grep -q '^\\.ppmi-svd-slurm'"

# installed with the tools, and its page with theirs
t_ok "make install lists it" sh -c "make -s -n -C '$ATTNKIT_TOP' BUILD='$(dirname "$ATTNKIT_BIN")' install PREFIX=/x | grep -q 'ppmi-svd-slurm'"
