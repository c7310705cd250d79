#!/bin/sh
# need-corpus.sh [-w CONFIG.mk] [-n NAME] CORPUS — the one check of the
# real corpus, for every target and script that reads it (the Makefile's
# demo, figures, reproduce and bench; tools/figures/demo.sh, map-lib.sh's
# map_need_corpus, train-chain.sh, tools/bench/bench-vocab.sh,
# same-bytes.sh, counting-same.sh; the tests' have_corpus in tests/lib.sh):
# CORPUS is a readable, non-empty file, else one line naming it and how to
# get it (prefixed "NAME: " with -n), and exit 1, before any work starts.
# With -w, also remember CORPUS (as an absolute path) in CONFIG.mk, which
# the Makefile includes, so that the next make finds it.
set -u
conf= name=
if [ "${1:-}" = -w ]; then conf=$2; shift 2; fi
if [ "${1:-}" = -n ]; then name="$2: "; shift 2; fi
c=${1:-}
if [ -z "$c" ] || [ ! -f "$c" ] || [ ! -r "$c" ] || [ ! -s "$c" ]; then
	echo "${name}corpus not found: ${c:-<empty SMS_CORPUS>} (the SMS Spam Collection, UCI dataset 228, https://archive.ics.uci.edu/dataset/228/sms+spam+collection); run: make demo SMS_CORPUS=/path/to/SMSSpamCollection (or make corpus to download it; see data/README.md)" >&2
	exit 1
fi
[ -n "$conf" ] || exit 0
abs=$(cd "$(dirname "$c")" && pwd)/$(basename "$c")
line="SMS_CORPUS = $abs"
[ -f "$conf" ] && grep -qxF "$line" "$conf" && exit 0
{ echo "# written by make demo: the corpus the other targets use (delete to forget)"
  echo "$line"; } > "$conf.tmp" && mv "$conf.tmp" "$conf" &&
    echo "make: remembered SMS_CORPUS=$abs in $conf" >&2
