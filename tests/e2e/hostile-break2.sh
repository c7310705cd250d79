# Hostile input found by the break2 probes of the new readers: each case
# once succeeded (exit 0) or spoke of a nameless thing; each must be one
# error line, exit 1 (2 for usage).
. "$(dirname "$0")/../lib.sh"
EMB=$DATA/train-emb.tsv
COR=$DATA/train-corpus.tsv

# attn-train --predict on an empty input printed a header and exited 0
# (training on the same input says "empty input: no messages").
attn-train -q -e "$EMB" --epochs 1 --save "$T/model" "$COR" > /dev/null
: > "$T/empty"
printf '\n\n' > "$T/blank"
t_bad "--predict on a 0-byte file" 1 "^attn-train: $T/empty: empty input: no messages\$" attn-train -e "$EMB" --load "$T/model" --predict "$T/empty"
t_bad "--predict --unlabeled on blank lines" 1 "^attn-train: $T/blank: empty input: no messages\$" attn-train -e "$EMB" --load "$T/model" --predict --unlabeled "$T/blank"
t_bad "--predict on empty stdin" 1 '^attn-train: <stdin>: empty input: no messages$' attn-train -e "$EMB" --load "$T/model" --predict

# ppmi-svd --count --from-counts of an empty count file wrote an empty
# count file and exited 0 (the embeddings path says "no counts").
t_bad "--count --from-counts of a 0-byte file" 1 "^ppmi-svd: $T/empty: no counts\$" ppmi-svd --count --from-counts "$T/empty"
t_bad "--count --from-counts of empty stdin" 1 '^ppmi-svd: <stdin>: no counts$' ppmi-svd --count --from-counts
printf '# only a comment\n' > "$T/comment"
t_bad "--count --from-counts of two files without counts" 1 '^ppmi-svd: .*empty: no counts$' ppmi-svd --count --from-counts "$T/empty" "$T/comment"
t_ok "... and no output file left behind" sh -c "! ppmi-svd --count --from-counts -o '$T/merged' '$T/empty' 2> /dev/null && test ! -e '$T/merged'"

# sms-vocab --encoding '' opened iconv with the locale's charset and failed
# later with "cannot be converted from  to UTF-8" (exit 1).
printf 'ham\tcaf\351\n' > "$T/latin1"
t_bad "--encoding with an empty name" 2 "^sms-vocab: --encoding: empty name" sms-vocab --encoding '' -t "$T/latin1"
t_run "--encoding latin1 still reads it" 0 sms-vocab --encoding latin1 -t "$T/latin1"

# attn-bench --isa generic --dtype bf16 ran the AVX512-BF16 kernel anyway:
# forcing a smaller path (how one simulates a CPU without AVX-512) did not
# hold, and pct_peak compared it with the generic path's peak.
if grep -qw avx512_bf16 /proc/cpuinfo 2> /dev/null; then
	t_bad "--isa generic --dtype bf16" 2 '^attn-bench: --dtype bf16 runs AVX-512 code: not with the generic path forced \(--isa\)$' attn-bench -q --isa generic --dtype bf16 -i streaming -n 4 -r 1
	t_bad "ATTNKIT_ISA=avx2 --dtype bf16" 2 '^attn-bench: --dtype bf16 runs AVX-512 code: not with the avx2 path forced \(ATTNKIT_ISA\)$' env ATTNKIT_ISA=avx2 attn-bench -q --dtype bf16 -i streaming -n 4 -r 1
	t_run "--isa avx512 --dtype bf16 still runs" 0 attn-bench -q --isa avx512 --dtype bf16 -i streaming -n 4 -r 1
else
	t_bad "--isa generic --dtype bf16 without AVX512-BF16" 1 '^attn-bench: --dtype bf16: this CPU has no AVX512-BF16$' attn-bench -q --isa generic --dtype bf16 -i streaming -n 4 -r 1
fi

# A quoted CSV label with a newline or TAB was written as is by -t: the
# output had a line "ham" without TAB, which no reader takes back.
printf 'v1,v2,,,\n"ham\nspam",free call\n' > "$T/qnl.csv"
printf 'v1,v2,,,\n"ha\tm",free call\n' > "$T/qtab.csv"
t_bad "--csv label with a quoted newline" 1 "^sms-vocab: $T/qnl.csv:2: label has a control character \\(0x0A\\)\$" sms-vocab --csv -t "$T/qnl.csv"
t_bad "--csv label with a quoted TAB" 1 "^sms-vocab: $T/qtab.csv:2: label has a control character \\(0x09\\)\$" sms-vocab --csv -t "$T/qtab.csv"
printf 'v1,v2,,,\n"ham",free call\n' > "$T/qok.csv"
t_run "--csv quoted plain label still read" 0 sms-vocab --csv -t "$T/qok.csv"
t_ok "... as ham" grep -q "^ham	free call\$" "$T/out"
