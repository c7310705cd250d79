#!/bin/sh
# Progress, one rule in every tool that runs long (lib/cmd/progline.h):
# off a terminal, nothing unless --progress, then one line a stage, when
# it ends, with its count and rate ("PROG: STAGE: N UNIT in S s (R
# UNIT/s)"); on a terminal (a pty from script(1)) one line redrawn in
# place ("\r...ESC[K") and erased at the end; with -q nothing either way.
# ppmi-svd (counting, merge, PPMI, SVD products; the dense path), attn-train
# (epochs; addr: steps), attn-bench (sizes), attn-map (--scaling's d_k
# values), and ppmi-svd-slurm (each step's jobs) with fake Slurm commands
# that run each job at once, here.
. "$(dirname "$0")/../../lib.sh"
V=$DATA/sms-small.vocab
K=$DATA/sms-small.tokens
cd "$T"
num='[0-9]+'
rate="in [0-9]+\\.[0-9]{2} s( \\([0-9.]+[kMGTPE]? UNIT/s\\))?"
# lines STAGE:UNIT...: stderr is exactly these lines, in this order
lines() {
	: > want.re
	for su; do
		printf '%s\n' "^$tool: ${su%%:*}: $num( of $num)? ${su#*:} $(printf '%s' "$rate" | sed "s/UNIT/${su#*:}/")(, .*)?\$" >> want.re
	done
	# notes are not progress (attn-bench's pct_peak over 100 under load)
	grep -v "^$tool: note: " "$T/err" > prog.err || :
	[ "$(wc -l < prog.err)" -eq "$(wc -l < want.re)" ] || return 1
	i=1
	while read -r re; do
		sed -n "${i}p" prog.err | grep -Eq -- "$re" || return 1
		i=$((i + 1))
	done < want.re
}
# on_tty CMD: CMD's terminal output (stdout and stderr) from script(1)
on_tty() { script -qec "$*" /dev/null > tty.out 2>&1 < /dev/null; }
# a redrawn line: carriage returns and erasures, no line of progress ended
# by a newline, and the last bytes an erasure ("\r ESC[K")
redrawn() {
	grep -q "$(printf '\r')$1" tty.out &&
	    grep -q "$(printf '\033')\\[K" tty.out &&
	    ! tr '\r' '\n' < tty.out | grep -q ": $2: .* in .* s" &&
	    [ "$(tail -c 4 tty.out | od -An -c | tr -d ' ')" = '\r033[K' ]
}

# ---- ppmi-svd -------------------------------------------------------------
tool=ppmi-svd
t_run "ppmi-svd --progress, sparse path" 0 ppmi-svd --progress --solver sparse -d 3 -v "$V" -o e.tsv "$K"
t_ok "  a line a stage: counting, merge, PPMI, SVD products" lines counting:tokens merge:cells PPMI:cells 'SVD products:products'
t_ok "  the corpus's tokens counted" grep -Eq "^ppmi-svd: counting: $(awk -F'\t' '{ n += split($2, a, " ") } END { print n }' "$K") tokens " "$T/err"
t_ok "  the SVD's products: 2 q + 2, q = 4 power iterations (d = 3 is a tenth of 11 words and more)" grep -q '^ppmi-svd: SVD products: 10 products ' "$T/err"
t_run "ppmi-svd --progress, dense path" 0 ppmi-svd --progress -d 3 -v "$V" -o e2.tsv "$K"
t_ok "  counting, merge, then PPMI and SVD" lines counting:tokens merge:cells 'PPMI and SVD:words'
t_run "ppmi-svd --count --progress" 0 ppmi-svd --count --progress -v "$V" -o c.cnt "$K"
t_ok "  the counting's line" lines counting:tokens
t_run "ppmi-svd --from-counts --progress" 0 ppmi-svd --from-counts --progress -d 3 -v "$V" -o e3.tsv c.cnt
t_ok "  the count files' merge, then PPMI and SVD" lines merge:cells 'PPMI and SVD:words'
t_run "ppmi-svd off a terminal: no progress" 0 ppmi-svd -d 3 -v "$V" -o e4.tsv "$K"
t_ok "  stderr empty" test ! -s "$T/err"
t_run "ppmi-svd -q --progress: none" 0 ppmi-svd -q --progress -d 3 -v "$V" -o e5.tsv "$K"
t_ok "  stderr empty" test ! -s "$T/err"
tail -n +2 e4.tsv > e4.body
tail -n +2 e2.tsv > e2.body
t_cmp "the embeddings do not depend on it" e4.body e2.body
on_tty ppmi-svd --solver sparse -d 3 -v "$V" -o e6.tsv "$K"
t_ok "ppmi-svd on a terminal: one line redrawn, erased at the end" redrawn 'ppmi-svd: SVD products 10/10 products' 'SVD products'
on_tty ppmi-svd -q -d 3 -v "$V" -o e7.tsv "$K"
t_ok "ppmi-svd -q on a terminal: nothing" test ! -s tty.out

# ---- attn-train -----------------------------------------------------------
tool=attn-train
TE=$DATA/train-emb.tsv TC=$DATA/train-corpus.tsv
t_run "attn-train --progress" 0 attn-train --progress --epochs 3 -e "$TE" "$TC"
t_ok "  a line a model trained, with its loss" lines 'training attention:epochs' 'training mean:epochs'
t_ok "  3 epochs, the last loss and accuracy" grep -Eq '^attn-train: training attention: 3 epochs in .*, loss [0-9.]+, train accuracy [0-9.]+$' "$T/err"
t_run "attn-train off a terminal: no progress" 0 attn-train --epochs 3 -e "$TE" "$TC"
t_ok "  stderr empty" test ! -s "$T/err"
on_tty attn-train --epochs 3 -e "$TE" "$TC" -o r.tsv
t_ok "attn-train on a terminal: one line redrawn, erased" redrawn 'attn-train: training mean 3/3 epochs' 'training mean'
on_tty attn-train -q --epochs 3 -e "$TE" "$TC" -o r2.tsv
t_ok "attn-train -q on a terminal: nothing" test ! -s tty.out
tool='attn-train addr'
t_run "attn-train addr train --progress" 0 attn-train addr train --progress --steps 200 -o m.tsv
t_ok "  the training's line, with its loss" lines training:steps
t_ok "  200 steps" grep -Eq '^attn-train addr: training: 200 steps in .*, loss [0-9.]+$' "$T/err"

# ---- attn-bench -----------------------------------------------------------
tool=attn-bench
t_run "attn-bench --progress" 0 attn-bench --progress -n 16,32 -r 1 -o b.tsv
t_ok "  the probe, then the sweep's sizes" lines 'peak probe:runs' sweep:sizes
nimpl=$(grep -v '^#' b.tsv | tail -n +2 | wc -l)
t_ok "  the sweep: as many sizes as its rows ($nimpl)" grep -q "^attn-bench: sweep: $nimpl sizes " "$T/err"
t_run "attn-bench -q --progress: none" 0 attn-bench -q --progress -n 16 -r 1 -o b2.tsv
t_quiet "  no progress line (stderr: notes of rows above the peak at most)"

# ---- attn-map ------------------------------------------------------------
tool=attn-map
t_run "attn-map --scaling --progress" 0 attn-map --scaling --progress --dk 4,16 -o sc.tsv
t_ok "  its d_k values" lines 'scaling:d_k values'
t_ok "  2 of them" grep -q '^attn-map: scaling: 2 d_k values in ' "$T/err"
t_run "attn-map --scaling: none off a terminal" 0 attn-map --scaling --dk 4,16 -o sc2.tsv
t_ok "  stderr empty" test ! -s "$T/err"

# ---- ppmi-svd-slurm -----------------------------------------------------
# Fake Slurm commands that run each job as it is submitted (its array's
# tasks one after the other; the steps come in their order, so that each
# one's dependency is met) and then show it COMPLETED
mkdir fakebin fake
cat > fakebin/sbatch <<'SH'
#!/bin/sh
f=$FAKE/next; n=$(cat "$f" 2>/dev/null || echo 101); echo $((n + 1)) > "$f"
arr=0-0 log=/dev/null
while [ $# -gt 1 ]; do
	case $1 in
	--array=*) arr=${1#--array=} ;;
	-o) log=$(echo "$2" | sed "s/^'//; s/'\$//"); shift ;;
	esac
	shift
done
i=${arr%-*}
while [ "$i" -le "${arr#*-}" ]; do
	SLURM_ARRAY_TASK_ID=$i sh "$1" > "$(echo "$log" | sed "s/%a/$i/")" 2>&1 || st=FAILED
	i=$((i + 1))
done
echo "JobId=$n ArrayTaskId=$arr JobState=${st:-COMPLETED} Reason=None ExitCode=0:0 BatchHost=here" > "$FAKE/$n.state"
echo "$n"
SH
cat > fakebin/scontrol <<'SH'
#!/bin/sh
[ "$1" != ping ] || { echo "Slurmctld(primary) at here is UP"; exit 0; }
cat "$FAKE/$4.state"
SH
printf '#!/bin/sh\n' > fakebin/scancel
chmod +x fakebin/*
tool=ppmi-svd-slurm
slurm() { rm -f fake/*; env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm "$@"; }
t_run "ppmi-svd-slurm --progress" 0 slurm --progress --shards 2 -d 3 -v "$V" -o s.tsv "$K"
grep -v '^ppmi-svd-slurm: \(splitting into\|jobs:\|done:\) ' "$T/err" > notes || :
t_ok "  the notes: the shards, the jobs, OUT" sh -c "grep -c '^ppmi-svd-slurm: \\(splitting into 2 shards\\|jobs: mappers 101 (2 shards), embeddings 102 (the merge in it)\\|done: .*s.tsv\\)' '$T/err' | grep -qx 3"
cp notes "$T/err"
t_ok "  a line a step: mappers, embeddings (one reducer: no merge job), with their jobs" lines mappers:jobs embeddings:jobs
t_ok "  the mappers' 2 jobs" grep -q '^ppmi-svd-slurm: mappers: 2 jobs in ' notes
tail -n +2 s.tsv > s.body
t_cmp "  the embeddings are ppmi-svd's" e2.body s.body
t_run "ppmi-svd-slurm off a terminal: nothing" 0 slurm --shards 2 -d 3 -v "$V" -o s2.tsv "$K"
t_ok "  stderr empty" test ! -s "$T/err"
t_run "ppmi-svd-slurm -q --progress: nothing" 0 slurm -q --progress --shards 2 -d 3 -v "$V" -o s3.tsv "$K"
t_ok "  stderr empty" test ! -s "$T/err"
rm -f fake/*
on_tty env FAKE="$T/fake" PATH="$T/fakebin:$PATH" ppmi-svd-slurm --shards 2 -d 3 -v "$V" -o s4.tsv "$K"
t_ok "ppmi-svd-slurm on a terminal: each step's jobs on one redrawn line" \
    grep -q "$(printf '\r')ppmi-svd-slurm: mappers 2/2 done; embeddings 1/1 done" tty.out
t_ok "  erased before the notes that follow" grep -q "$(printf '\r\033')\\[Kppmi-svd-slurm: done: " tty.out
