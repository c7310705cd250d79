#!/bin/sh
# JSON Lines corpora (sms-vocab --jsonl; lib/text/corpus-json.c, jansson)
# on files Python's json module writes (json.dumps an object a line, as
# pandas' to_json(lines=True) and Hugging Face's datasets write them):
# the fields found by name or named (--text-column, --label-column), 0/1
# and true/false labels through --label-map, escapes (\n, \", \u00e9,
# ensure_ascii or not) read as the text they stand for, blank lines
# skipped: the same tokens as the TSV of the same messages.  A JSON file
# given without --jsonl, as TSV, --csv or --unlabeled, is refused naming
# --jsonl (an array or an indented document: how to make JSON Lines of
# it); a broken line, a key twice, a missing field, a label neither ham
# nor spam are errors naming the line and the option.  attn-train
# --predict --jsonl reads the same file.
. "$(dirname "$0")/../../lib.sh"

PY=/usr/bin/python3
cat > "$T/write.py" <<'PY'
import json, sys
out = sys.argv[1]
rows = [("ham", "Ok lar... Joking wif u oni"),
        ("spam", "FREE entry: \"win\" a prize\nnow! café"),
        ("ham", "U dun say so\tearly hor"),
        ("spam", "WINNER!! call 09061701461 to claim ünïcode")]
def lines(path, objs, **kw):
    with open(path, "w", encoding="utf-8") as f:
        for o in objs:
            f.write(json.dumps(o, **kw) + "\n")
lines(out + "/a.jsonl", [{"label": l, "text": t} for l, t in rows])
lines(out + "/u.jsonl", [{"text": t, "label": l} for l, t in rows],
      ensure_ascii=False)
lines(out + "/n.jsonl", [{"id": i, "sms": t, "is_spam": int(l == "spam")}
                         for i, (l, t) in enumerate(rows)])
lines(out + "/b.jsonl", [{"body": t, "spam": l == "spam"} for l, t in rows])
with open(out + "/c.tsv", "w", encoding="utf-8") as f:
    for l, t in rows:
        f.write(l + "\t" + t.replace("\n", " ").replace("\t", " ") + "\n")
with open(out + "/arr.json", "w") as f:
    json.dump([{"label": l, "text": t} for l, t in rows], f)
with open(out + "/doc.json", "w") as f:
    json.dump([{"label": l, "text": t} for l, t in rows], f, indent=2)
PY
t_run "Python's json writes the files" 0 "$PY" "$T/write.py" "$T"
sms-vocab -t "$T/c.tsv" | tail -n +2 > "$T/want"
body() { tail -n +2 "$T/out" > "$T/got"; }
t_run "--jsonl: label and text found by name" 0 sms-vocab --jsonl -t "$T/a.jsonl"
body; t_cmp "--jsonl: the TSV's tokens" "$T/want" "$T/got"
t_run "--jsonl: ensure_ascii=False, keys in another order" 0 sms-vocab --jsonl -t "$T/u.jsonl"
body; t_cmp "--jsonl: UTF-8 as written, the same tokens" "$T/want" "$T/got"
t_run "--jsonl: 0/1 labels mapped, fields named" 0 sms-vocab --jsonl --text-column sms --label-column is_spam --label-map 1=spam,0=ham -t "$T/n.jsonl"
body; t_cmp "--jsonl: named fields, the same tokens" "$T/want" "$T/got"
t_run "--jsonl: true/false labels" 0 sms-vocab --jsonl --text-column body --label-column spam --label-map true=spam,false=ham -t "$T/b.jsonl"
body; t_cmp "--jsonl: booleans mapped, the same tokens" "$T/want" "$T/got"
t_run "--jsonl: the vocabulary" 0 sms-vocab --jsonl --min-count 1 "$T/a.jsonl"
t_ok "--jsonl: caf\\u00e9 read as café (--tokenizer unicode keeps it)" sh -c "sms-vocab --jsonl --tokenizer unicode -t '$T/a.jsonl' | grep -q 'café'"
{ echo; sed -n 1,2p "$T/a.jsonl"; printf '   \n'; sed -n '3,$p' "$T/a.jsonl"; } > "$T/blank.jsonl"
t_run "--jsonl: blank lines skipped" 0 sms-vocab --jsonl -t "$T/blank.jsonl"
body; t_cmp "--jsonl: blank lines, the same tokens" "$T/want" "$T/got"
t_run "--jsonl --unlabeled: the text alone" 0 sms-vocab --jsonl --unlabeled --text-column sms -t "$T/n.jsonl"
t_ok "--jsonl --unlabeled: label '-'" sh -c "tail -n +2 '$T/out' | cut -f1 | sort -u | grep -qx -- -"
gzip -c "$T/a.jsonl" > "$T/a.jsonl.gz"
t_run "--jsonl: gzip'd" 0 sms-vocab --jsonl -t "$T/a.jsonl.gz"
body; t_cmp "--jsonl: gzip'd, the same tokens" "$T/want" "$T/got"

# JSON without --jsonl: named
jl='JSON Lines \(a JSON object a line\), not a TAB- or comma-separated corpus: read it with --jsonl'
t_bad "JSON Lines read as TSV" 1 "^sms-vocab: .*/a\.jsonl:1: $jl" sms-vocab "$T/a.jsonl"
t_bad "JSON Lines read with --csv" 1 "^sms-vocab: .*/a\.jsonl:1: $jl" sms-vocab --csv "$T/a.jsonl"
t_bad "JSON Lines read with --unlabeled" 1 "^sms-vocab: .*/a\.jsonl:1: $jl" sms-vocab --unlabeled "$T/a.jsonl"
t_bad "a JSON array" 1 "^sms-vocab: .*/arr\.json:1: a JSON array, not a corpus: .*--jsonl \(jq -c '\.\[\]' FILE > FILE\.jsonl makes it\)" sms-vocab "$T/arr.json"
t_bad "an indented JSON document" 1 "^sms-vocab: .*/doc\.json:1: a JSON array written over many lines, not a corpus: make JSON Lines of it \(jq -c '\.\[\]'" sms-vocab "$T/doc.json"
printf 'ham\t{a brace, then text}\n' > "$T/brace.tsv"
t_run "a message that starts with a brace is text" 0 sms-vocab --unlabeled -t "$T/brace.tsv"

# errors
t_bad "--jsonl: no label field found" 1 "^sms-vocab: .*/n\.jsonl:1: no label field among the fields 'id', 'sms', 'is_spam': name it with --label-column" sms-vocab --jsonl "$T/n.jsonl"
t_bad "--jsonl: 0/1 labels without a map" 1 "^sms-vocab: .*/n\.jsonl:1: label '0' \(field 'is_spam'\) is neither ham nor spam: name the labels with --label-map 1=spam,0=ham$" sms-vocab --jsonl --label-column is_spam "$T/n.jsonl"
t_bad "--jsonl: a label not in the map" 1 "^sms-vocab: .*/n\.jsonl:1: label '0' is not in --label-map" sms-vocab --jsonl --label-column is_spam --label-map 1=spam "$T/n.jsonl"
t_bad "--jsonl: a field named that is not there" 1 "^sms-vocab: .*/a\.jsonl:1: no field 'message' \(fields 'label', 'text'\): name another with --text-column$" sms-vocab --jsonl --text-column message "$T/a.jsonl"
t_bad "--jsonl: a column number" 2 "^sms-vocab: --text-column '2': JSON Lines' fields are named, not numbered" sms-vocab --jsonl --text-column 2 "$T/a.jsonl"
{ sed -n 1p "$T/a.jsonl"; echo '{"label": "spam", "text": "cut'; } > "$T/bad.jsonl"
t_bad "--jsonl: a broken line" 1 "^sms-vocab: .*/bad\.jsonl:2: not JSON: .*\(column [0-9]+\)$" sms-vocab --jsonl "$T/bad.jsonl"
echo '{"label": "ham", "text": "a", "text": "b"}' > "$T/dup.jsonl"
t_bad "--jsonl: a key twice" 1 "^sms-vocab: .*/dup\.jsonl:1: not JSON: duplicate object key" sms-vocab --jsonl "$T/dup.jsonl"
# a null text: pandas' to_json(orient='records', lines=True) of a missing
# text (NaN), whose CSV is an empty field: read as that empty text (no
# token: dropped and said), as the CSV reader reads the field (12a-M6:
# it was refused, no fix named); a file of it alone is an empty corpus;
# a text that is true or false stays refused, named
printf '{"label": "spam", "text": "win now"}\n{"label": "ham", "text": null}\n{"label": "ham", "text": "ok"}\n' > "$T/null.jsonl"
t_run "--jsonl: a null text: read as the empty text" 0 sms-vocab --jsonl -t "$T/null.jsonl"
t_ok "  the other records written" test "$(grep -v '^#' "$T/out" | tr '\t\n' ' |')" = "spam win now|ham ok|"
t_ok "  the record said, at its line" grep -q "note: 1 record without a letter gave no token and was not written (the first: $T/null.jsonl:2, '')" "$T/err"
printf 'label,text\nspam,win now\nham,\nham,ok\n' > "$T/null.csv"
sms-vocab --csv -t "$T/null.csv" > "$T/null-csv.tsv" 2> /dev/null
t_ok "  the same tokens as the frame's CSV (an empty field)" test "$(grep -v '^#' "$T/out")" = "$(grep -v '^#' "$T/null-csv.tsv")"
echo '{"label": "ham", "text": null}' > "$T/null1.jsonl"
t_bad "  a file of a null text alone: an empty corpus" 1 "^sms-vocab: .*/null1\.jsonl: empty corpus \(no messages; 1 record without a token\)" sms-vocab --jsonl -t "$T/null1.jsonl"
echo '{"label": "ham", "text": false}' > "$T/bool.jsonl"
t_bad "  the other side: a text false: not a string, named" 1 "^sms-vocab: .*/bool\.jsonl:1: the text field 'text' is not a string but true or false$" sms-vocab --jsonl "$T/bool.jsonl"
echo '{"label": "ham", "text": "a\u0000b"}' > "$T/nul.jsonl"
t_bad "--jsonl: a NUL in a string, in our words (not jansson's flag)" 1 "^sms-vocab: .*/nul\.jsonl:1: not JSON: NUL byte \\(\\\\u0000\\) in a JSON string: a message cannot hold one \\(column [0-9]+\\)$" sms-vocab --jsonl "$T/nul.jsonl"
t_ok "  no JSON_ALLOW_NUL" sh -c "! grep -q JSON_ALLOW_NUL '$T/err'"
printf '{"label":"ham","text":"hi"}\f\n' > "$T/ff.jsonl"
t_bad "--jsonl: a form feed after the object: the byte named" 1 "^sms-vocab: .*/ff\.jsonl:1: not JSON: .*\\(column 28\\); the line holds the control character 0x0C \\(form feed\\), shown <0x0C> in '\\{\"label\":\"ham\",\"text\":\"hi\"\\}<0x0C>': a stray byte" sms-vocab --jsonl "$T/ff.jsonl"
t_bad "--jsonl: an array a line" 1 "^sms-vocab: .*/arr\.json:1: a JSON array, not an object: JSON Lines holds one object a line \(jq -c '\.\[\]' .*/arr\.json > FILE\.jsonl makes them of an array of objects\)$" sms-vocab --jsonl "$T/arr.json"
t_bad "--jsonl and --csv" 2 "^sms-vocab: --quoting, --csv and --jsonl exclude each other$" sms-vocab --jsonl --csv "$T/a.jsonl"

# attn-train --predict reads it as sms-vocab does
E="$DATA/train-emb.tsv"
attn-train -e "$E" --epochs 2 --save "$T/m.tsv" -o /dev/null "$DATA/train-corpus.tsv"
t_run "attn-train --predict --jsonl" 0 attn-train -e "$E" --load "$T/m.tsv" --predict --jsonl "$T/a.jsonl"
cut -f1-13 "$T/out" | grep -v '^#' > "$T/p1"
t_run "attn-train --predict on the TSV" 0 attn-train -e "$E" --load "$T/m.tsv" --predict "$T/c.tsv"
cut -f1-13 "$T/out" | grep -v '^#' > "$T/p2"
t_cmp "attn-train --predict --jsonl: the TSV's predictions" "$T/p2" "$T/p1"
# a lone surrogate escape (an emoji cut in half, json.dumps writes it):
# read as U+FFFD, said with its line; the other side: a pair, one emoji
printf '{"label":"spam","text":"Free prize \\ud83d\\ude00"}\n{"label":"spam","text":"Free prize \\ud83d"}\n{"label":"ham","text":"a \\\\ud83d b"}\n' > "$T/lone.jsonl"
t_run "a lone surrogate escape: read" 0 sms-vocab --jsonl --min-count 1 "$T/lone.jsonl"
t_ok "  said once, line 2" grep -qF "sms-vocab: note: $T/lone.jsonl: 1 lone UTF-16 surrogate escape (the first $T/lone.jsonl:2: half an emoji" "$T/err"
t_ok "  an escaped backslash's u kept as text, not made ufffd" sh -c "grep -q '^ud	1	1\$' '$T/out' && ! grep -q fffd '$T/out'"
echo "1..$t_num"

# --header and --no-header with --jsonl: a usage error from the option
# rules (they were ignored): JSON Lines has no header row
printf '{"label":"ham","text":"free call"}\n' > "$T/h.jsonl"
for h in --header --no-header; do
	t_bad "sms-vocab --jsonl $h" 2 "^sms-vocab: $h: not with --jsonl: JSON Lines has no header row: its fields are named in each object$" \
	    sms-vocab --jsonl $h "$T/h.jsonl"
	t_bad "attn-train --predict --jsonl $h" 2 "^attn-train: $h: not with --jsonl: JSON Lines has no header row" \
	    attn-train --predict --load "$T/none" -e "$T/none" --jsonl $h "$T/h.jsonl"
done
# JSON's booleans as labels: the map named, true the positive class
printf '{"label":true,"text":"win"}\n{"label":false,"text":"hi"}\n' > "$T/b.jsonl"
t_bad "--jsonl: true/false labels without a map" 1 "^sms-vocab: .*/b\.jsonl:1: label 'true' \(field 'label'\) is neither ham nor spam: name the labels with --label-map true=spam,false=ham$" sms-vocab --jsonl -t "$T/b.jsonl"
t_run "  the map named: read" 0 sms-vocab --jsonl -t --label-map true=spam,false=ham "$T/b.jsonl"
t_ok "  spam win, ham hi" test "$(grep -v '^#' "$T/out" | tr '\n' ' ')" = "spam	win ham	hi "
# a whole-valued JSON number as a label: pandas' float column (a NaN once
# in it, dropped) writes 1.0 and 0.0; read as the whole number, named in
# the map either way; a fraction, or a number past 2^53, refused naming
# the fix
printf '{"text":"win cash now","label":1.0}\n{"text":"see you at five","label":0.0}\n{"text":"ok","label":0e0}\n{"text":"call me","label":-0.0}\n' > "$T/pd.jsonl"
t_bad "--jsonl: 1.0/0.0 labels without a map: named as 1 and 0" 1 "^sms-vocab: .*/pd\.jsonl:1: label '1' \(field 'label'\) is neither ham nor spam: name the labels with --label-map 1=spam,0=ham$" sms-vocab --jsonl -t "$T/pd.jsonl"
for m in 1=spam,0=ham 1.0=spam,0.0=ham '1.0=spam,*=ham' 1=spam,0.0=ham; do
	t_run "  --label-map $m: read" 0 sms-vocab --jsonl -t --label-map "$m" "$T/pd.jsonl"
	t_ok "  spam, ham, ham, ham" test "$(grep -v '^#' "$T/out" | cut -f1 | tr '\n' ' ')" = "spam ham ham ham "
done
# spam in another case ('Spam' typed by hand among spam and ham): the map
# keeps spam and ham, which a map without '*' would refuse
printf '{"label":"spam","text":"win cash now"}\n{"label":"ham","text":"see you"}\n{"label":"Spam","text":"free prize"}\n{"label":"HAM","text":"ok"}\n' > "$T/case.jsonl"
t_bad "--jsonl: 'Spam' after spam and ham: the map keeps them" 1 "^sms-vocab: .*/case\.jsonl:3: label 'Spam' \(field 'label'\) is neither ham nor spam: name the labels with --label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham\$" sms-vocab --jsonl -t "$T/case.jsonl"
# 14a-M2: the map names each class's usual spellings, so that 'HAM' on
# line 4 is read by the first map named, not refused in a second run
t_run "  followed: HAM (line 4) read too, one run" 0 sms-vocab --jsonl -t --label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham "$T/case.jsonl"
t_ok "  spam, ham, spam, ham" test "$(grep -v '^#' "$T/out" | cut -f1 | tr '\n' ' ')" = "spam ham spam ham "
printf '{"label":"spam","text":"win"}\n{"label":"hAm","text":"ok"}\n{"label":"sPAM","text":"free"}\n' > "$T/odd.jsonl"
t_bad "  'hAm' (no usual spelling): named as written, the usual ones too" 1 "odd\.jsonl:2: .*--label-map hAm=ham,Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham\$" sms-vocab --jsonl -t "$T/odd.jsonl"
t_bad "  followed: 'sPAM' named next, the map's 'Spam' in another case said" 1 "odd\.jsonl:3: label 'sPAM' is not in --label-map .*the map has 'Spam', which differs in case" sms-vocab --jsonl -t --label-map hAm=ham,Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham "$T/odd.jsonl"
t_run "  each spelling mapped: read" 0 sms-vocab --jsonl -t --label-map Spam=spam,HAM=ham,spam=spam,ham=ham "$T/case.jsonl"
printf '{"label":"spam","text":"win cash now"}\n{"label":"1","text":"free prize"}\n' > "$T/sp1.jsonl"
t_bad "--jsonl: 1 after spam: the map keeps spam" 1 "sp1\.jsonl:2: .*--label-map 1=spam,0=ham,spam=spam\$" sms-vocab --jsonl -t "$T/sp1.jsonl"
t_run "  followed: read" 0 sms-vocab --jsonl -t --label-map 1=spam,0=ham,spam=spam "$T/sp1.jsonl"
printf '{"label":"Spam","text":"win cash now"}\n{"label":"Ham","text":"see you"}\n' > "$T/case1.jsonl"
t_bad "--jsonl: 'Spam' first: the map keeps spam and ham too (the rest unread)" 1 "case1\.jsonl:1: .*--label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham\$" sms-vocab --jsonl -t "$T/case1.jsonl"
t_run "  followed: read" 0 sms-vocab --jsonl -t --label-map Ham=ham,HAM=ham,Spam=spam,SPAM=spam,spam=spam,ham=ham "$T/case1.jsonl"
t_bad "  a map for 1.0 alone: 0 named" 1 "^sms-vocab: .*/pd\.jsonl:2: label '0' is not in --label-map" sms-vocab --jsonl -t --label-map 1.0=spam "$T/pd.jsonl"
printf '{"text":"win","label":1.0}\n{"text":"hi","label":0.5}\n' > "$T/half.jsonl"
t_bad "--jsonl: a label 0.5: refused naming jq and pandas" 1 "^sms-vocab: .*/half\.jsonl:2: the label field 'label' is 0\.5, a number with a fraction: a label is a string, a whole number or true/false \(round them first: jq -c '\.label \|= round', or in pandas df\.astype\(\{'label': int\}\)\)$" sms-vocab --jsonl --label-map 1=spam,0=ham "$T/half.jsonl"
printf '{"text":"hi","label":9007199254740992.0}\n{"text":"hi","label":9007199254740994.0}\n' > "$T/big.jsonl"
t_bad "--jsonl: 2^53 whole (read), 2^53+2 past it: refused" 1 "^sms-vocab: .*/big\.jsonl:2: the label field 'label' is 9007199254740994, a number past 2\^53 \(not exact as a whole number\)" sms-vocab --jsonl --label-map '9007199254740992=ham' "$T/big.jsonl"

# a nested label or text (a field inside an object), which the column
# options cannot name, and a text that is a number or an array of words:
# the jq that makes the file readable named, and that jq reads
printf '{"text": "Win cash now", "meta": {"label": "spam"}}\n{"text": "ok see you", "meta": {"label": "ham"}}\n' > "$T/nest.jsonl"
t_bad "--jsonl: a label inside 'meta'" 1 "^sms-vocab: $T/nest\\.jsonl:1: no label field among the fields 'text', 'meta': a nested field \\('meta' is an object holding 'label'\\), which --label-column cannot name: flatten it first: jq -c '\\. \\+ \\{label: \\.meta\\.label\\}' $T/nest\\.jsonl > flat\\.jsonl\$" sms-vocab --jsonl -t "$T/nest.jsonl"
t_bad "  --label-column meta.label: the same, and the column after" 1 "^sms-vocab: $T/nest\\.jsonl:1: no field 'meta\\.label' \\(fields 'text', 'meta'\\): a nested field .*jq -c '\\. \\+ \\{label: \\.meta\\.label\\}' $T/nest\\.jsonl > flat\\.jsonl, then --label-column label\$" sms-vocab --jsonl --label-column meta.label -t "$T/nest.jsonl"
t_run "  the jq named reads it (jq: tools/deps.sh test)" 0 sh -c "jq -c '. + {label: .meta.label}' '$T/nest.jsonl' | sms-vocab --jsonl -t"
t_ok "  its labels" test "$(grep -v '^#' "$T/out" | cut -f1 | paste -sd' ' -)" = "spam ham"
printf '{"text": 12345, "label": "ham"}\n' > "$T/numt.jsonl"
t_bad "--jsonl: a text that is a number" 1 "^sms-vocab: $T/numt\\.jsonl:1: the text field 'text' is not a string but a number: make it one: jq -c '\\.text \\|= tostring' $T/numt\\.jsonl > fixed\\.jsonl\$" sms-vocab --jsonl -t "$T/numt.jsonl"
# a text that is an array on some records, a string on others: the jq
# named keeps the strings (12d-M14: '.text |= join(" ")' failed on them,
# and jq 1.6 dropped those records with exit 0): of words joined by
# spaces; of pieces (Telegram's export: strings with their own spaces,
# links as objects with a text) by nothing; of objects alone (records)
# one a line, '.F[]' named too
printf '{"text": "ok see you", "label": "ham"}\n{"text": ["win", "cash"], "label": "spam"}\n' > "$T/arrt.jsonl"
printf '{"text": "ok", "label": "ham"}\n{"text": ["see ", {"type": "link", "text": "x.ru"}, " now"], "label": "spam"}\n' > "$T/tg.jsonl"
printf '{"name": "chat", "messages": [{"id": 1, "text": "hi"}, {"id": 2, "text": "ok"}]}\n' > "$T/recs.jsonl"
jqw='.text |= (if type == "array" then map(if type == "string" then . elif type == "object" then (.text // "") else tostring end) | join(" ") else . end)'
jqp='.text |= (if type == "array" then map(if type == "string" then . elif type == "object" then (.text // "") else tostring end) | join("") else . end)'
re() { printf '%s' "$1" | sed 's/[].|()\\[*+?{}^$]/\\&/g'; }
t_bad "--jsonl: a text that is an array of words" 1 "^sms-vocab: $T/arrt\\.jsonl:2: the text field 'text' is not a string but an array \\(of words\\?\\): join them, keeping the records whose text is a string: jq -c '$(re "$jqw")' $T/arrt\\.jsonl > fixed\\.jsonl\$" sms-vocab --jsonl -t "$T/arrt.jsonl"
t_run "  the jq named reads every record" 0 sh -c "jq -c '$jqw' '$T/arrt.jsonl' | sms-vocab --jsonl -t"
t_ok "  their texts" test "$(grep -v '^#' "$T/out" | paste -sd'|' -)" = "ham	ok see you|spam	win cash"
t_bad "--jsonl: an array of pieces and a link (Telegram's): joined by nothing" 1 "^sms-vocab: $T/tg\\.jsonl:2: the text field 'text' is not a string but an array \\(of pieces of a text\\): join them, keeping the records whose text is a string: jq -c '$(re "$jqp")' $T/tg\\.jsonl > fixed\\.jsonl\$" sms-vocab --jsonl -t "$T/tg.jsonl"
t_run "  the jq named reads every record" 0 sh -c "jq -c '$jqp' '$T/tg.jsonl' | sms-vocab --jsonl -t"
t_ok "  their texts" test "$(grep -v '^#' "$T/out" | paste -sd'|' -)" = "ham	ok|spam	see x ru now"
t_bad "--jsonl: an array of objects alone: records, one a line" 1 "^sms-vocab: $T/recs\\.jsonl:1: the text field 'messages' is not a string but an array of objects: records .*one a line: jq -c '\\.messages\\[\\]' $T/recs\\.jsonl > FILE\\.jsonl; pieces of one text\\? join them: jq -c " sms-vocab --jsonl --unlabeled --text-column messages -t "$T/recs.jsonl"
# the other side: a nested object without a label name, a name jq cannot
# take bare: the fixes as before
printf '{"text": "hi", "meta": {"source": "x"}}\n' > "$T/nest2.jsonl"
t_bad "--jsonl: an object field without a label: --label-column named" 1 "no label field among the fields 'text', 'meta': name it with --label-column, or read the text alone with --unlabeled\$" sms-vocab --jsonl -t "$T/nest2.jsonl"
printf '{"the text": 5, "label": "ham"}\n' > "$T/numsp.jsonl"
t_bad "--jsonl: a number text under a name with a space: no jq" 1 "the text field 'the text' is not a string but a number\$" sms-vocab --jsonl --text-column 'the text' -t "$T/numsp.jsonl"
# pandas' to_json() of a whole frame (orient 'columns', its default,
# 'index', 'split'): named with orient='records', lines=True (11a-M13)
printf '{"label":{"0":"ham","1":"spam"},"text":{"0":"hi there","1":"win now"}}' > "$T/pcol.json"
t_bad "--jsonl: pandas' to_json() default: orient='records' named" 1 "^sms-vocab: $T/pcol\\.json:1: pandas' to_json\\(\\) of a whole DataFrame \\(orient='columns', its default: an object of columns, each an object of rows\\), not JSON Lines \\(one object a record\\): write it with df\\.to_json\\('FILE\\.jsonl', orient='records', lines=True\\)" sms-vocab --jsonl -t "$T/pcol.json"
printf '{"0":{"label":"ham","text":"hi there"},"1":{"label":"spam","text":"win"}}' > "$T/pidx.json"
t_bad "  orient='index'" 1 "orient='index'\\), not JSON Lines" sms-vocab --jsonl -t "$T/pidx.json"
printf '{"columns":["label","text"],"index":[0],"data":[["ham","hi"]]}' > "$T/pspl.json"
t_bad "  orient='split'" 1 "orient='split'\\), not JSON Lines" sms-vocab --jsonl -t "$T/pspl.json"
printf '{"label":"ham","text":"hi there","meta":{"0":"x"}}\n' > "$T/prec.jsonl"
t_run "  a record with an object field of row keys: read" 0 sms-vocab -q --jsonl -t "$T/prec.jsonl"
