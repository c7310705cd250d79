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
