#!/bin/sh
# need-corpus.sh [-w CONFIG.mk] CORPUS — the precondition of every target
# that reads the real corpus: CORPUS is a readable, non-empty file, else
# one line naming it and how to get it, and exit 1, before any work starts.
# With -w, also remember CORPUS (as an absolute path) in CONFIG.mk, which
# the Makefile includes, so that the next make finds it.
set -u
conf=
if [ "${1:-}" = -w ]; then conf=$2; shift 2; fi
c=${1:-}
if [ -z "$c" ] || [ ! -f "$c" ] || [ ! -r "$c" ] || [ ! -s "$c" ]; then
	echo "corpus not found: ${c:-<empty SMS_CORPUS>}; run: make demo SMS_CORPUS=/path/to/SMSSpamCollection (or make corpus to download it; see data/README.md)" >&2
	exit 1
fi
[ -n "$conf" ] || exit 0
abs=$(cd "$(dirname "$c")" && pwd)/$(basename "$c")
line="SMS_CORPUS = $abs"
[ -f "$conf" ] && grep -qxF "$line" "$conf" && exit 0
{ echo "# written by make demo: the corpus the other targets use (delete to forget)"
  echo "$line"; } > "$conf.tmp" && mv "$conf.tmp" "$conf" &&
    echo "make: remembered SMS_CORPUS=$abs in $conf" >&2
