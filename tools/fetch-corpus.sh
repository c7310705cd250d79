#!/bin/sh
# fetch-corpus.sh DEST [URL] — download the SMS Spam Collection (UCI Machine
# Learning Repository, dataset 228, CC BY 4.0), unzip it and install it as
# DEST after checking its content (5,574 messages: 4,827 ham, 747 spam),
# not its bytes: copies in circulation differ in a final newline or a byte.
# Needs curl (or wget) and unzip, and a network.  `make corpus` runs it.
set -eu
dest=$1
url=${2:-https://archive.ics.uci.edu/static/public/228/sms+spam+collection.zip}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if command -v curl >/dev/null 2>&1; then
	get() { curl -fsSL -o "$tmp/sms.zip" "$url" 2>"$tmp/err"; }
elif command -v wget >/dev/null 2>&1; then
	get() { wget -q -O "$tmp/sms.zip" "$url" 2>"$tmp/err"; }
else
	echo "fetch-corpus: need curl or wget" >&2
	exit 1
fi
get || {
	echo "fetch-corpus: $url: download failed ($(head -1 "$tmp/err" | sed 's/^curl: //'))" >&2
	exit 1
}
unzip -q -o "$tmp/sms.zip" SMSSpamCollection -d "$tmp" 2>/dev/null || {
	echo "fetch-corpus: $url: no SMSSpamCollection in the archive" >&2
	exit 1
}
counts=$(awk -F'\t' '{ n++; c[$1]++ } END { printf "%d %d %d", n, c["ham"], c["spam"] }' "$tmp/SMSSpamCollection")
if [ "$counts" != "5574 4827 747" ]; then
	echo "fetch-corpus: $url: unexpected content (messages ham spam: $counts; want 5574 4827 747)" >&2
	exit 1
fi
mkdir -p "$(dirname "$dest")"
mv "$tmp/SMSSpamCollection" "$dest"
echo "fetch-corpus: $dest: 5574 messages, 4827 ham, 747 spam"
