#!/bin/sh
# demo.sh CORPUS BINDIR OUTDIR — the lesson's pipeline on the real corpus
# ("Карта внимания на реальном тексте"), each step one tool in a chain.
set -eu
corpus=$1 bin=$2 out=$3
if [ ! -f "$corpus" ]; then
	cat >&2 <<MSG
demo: corpus not found: $corpus
demo: get the SMS Spam Collection (UCI Machine Learning Repository, dataset 228,
demo: https://archive.ics.uci.edu/dataset/228/sms+spam+collection), unzip it and
demo: either put SMSSpamCollection into data/ or run: make demo SMS_CORPUS=/path/to/SMSSpamCollection
MSG
	exit 1
fi
PATH="$bin:$PATH"
mkdir -p "$out"
echo "demo: the pipeline is not written yet" >&2
exit 1
