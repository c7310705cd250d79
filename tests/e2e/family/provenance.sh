# The provenance comment (lib/cmd/cli.c ak_provenance) can be run again and is
# always one line (review1: '--text free call' lost its quotes, and a
# newline in an argument split the comment, its tail read as the header).
. "$(dirname "$0")/../../lib.sh"
E=$DATA/map-emb.tsv

t_run "a map with a quoted --text" 0 attn-map -e "$E" --text "free call" --kv-text "it's on"
head -1 "$T/out" > "$T/prov"
t_ok "the words of --text stay together" grep -q "^# attn-map -e [^ ]* --text 'free call' --kv-text 'it'\\\\''s on' (attnkit " "$T/prov"
cmd=$(sed 's/^# //; s/ (attnkit [^)]*)$//' "$T/prov")
(cd "$T" && eval "$cmd") > "$T/again" 2> "$T/again.err" || true
t_cmp "running the provenance line again gives the same output" "$T/out" "$T/again"
t_run "-o into a file whose name has a newline" 0 attn-map -e "$E" --proj-scale 1 --text "free call" -o "$T/a
b.tsv"
t_ok "the provenance is one comment line, the header follows" sh -c "sed -n 2p '$T/a
b.tsv' | grep -q '^query	free	call\$'"

# a file name that is not UTF-8 (byte 0xFF) goes into the line as
# "$(printf '\377')" (lib/base/util.c ak_shell_word): the line is UTF-8,
# so every reader takes the tools' own output back, and it runs again on
# the same file
N=$(printf "$T/c\\377.tsv")
for i in 1 2 3 4 5 6 7 8 9 10; do
	printf 'ham\thello there free\nspam\twin cash now free call\n'
done > "$N"
t_run "sms-vocab on a name with byte 0xFF" 0 sms-vocab --min-count 1 "$N" -o "$T/v.tsv"
t_ok "the provenance line is UTF-8" sh -c "head -1 '$T/v.tsv' | iconv -f UTF-8 -t UTF-8 > /dev/null"
t_ok "the byte as printf's octal" grep -q "^# sms-vocab --min-count 1 '$T/c'\"\$(printf '\\\\377')\"'.tsv' -o " "$T/v.tsv"
cmd=$(head -1 "$T/v.tsv" | sed 's/^# //; s/ (attnkit [^)]*)$//; s/ -o [^ ]*$//')
(eval "$cmd") > "$T/again" 2> /dev/null || true
tail -n +2 "$T/v.tsv" > "$T/v.body"
tail -n +2 "$T/again" > "$T/again.body"
t_cmp "run again, the line reads the same file" "$T/v.body" "$T/again.body"
t_run "sms-vocab -t -v: the vocabulary read back" 0 sms-vocab -t -v "$T/v.tsv" "$N" -o "$T/t.tsv"
t_run "ppmi-svd -v: the vocabulary read back" 0 ppmi-svd -v "$T/v.tsv" -d 1 "$N" -o "$T/e.tsv"
t_run "ppmi-svd --count, its provenance in the count file" 0 ppmi-svd -v "$T/v.tsv" --count "$N" -o "$T/c.counts"
t_run "ppmi-svd --from-counts: the count file read back" 0 ppmi-svd -v "$T/v.tsv" -d 1 --from-counts "$T/c.counts" -o "$T/e2.tsv"
t_run "ppmi-svd --load: the embeddings read back" 0 ppmi-svd --load "$T/e.tsv" --nn free -o "$T/nn.tsv"
t_run "attn-map -e: the embeddings read back" 0 attn-map -e "$T/e.tsv" --text "free call" -o "$T/m.tsv"
t_run "attn-train -e: the embeddings and the tokens read back" 0 attn-train -e "$T/e.tsv" --epochs 1 --save "$T/model" "$N"
