#!/bin/sh
# tools/fetch-corpus.sh on local archives (file:// URLs, no network):
# a good copy is installed, a wrong one is refused and nothing is left.
. "$(dirname "$0")/../lib.sh"
F="$ATTNKIT_TOP/tools/fetch-corpus.sh"
if ! command -v zip >/dev/null 2>&1 || ! command -v unzip >/dev/null 2>&1 ||
    ! command -v curl >/dev/null 2>&1; then
	t_skip "fetch-corpus" "needs zip, unzip and curl"
	exit 0
fi
mkdir "$T/good" "$T/bad"
awk 'BEGIN { for (i = 1; i <= 4827; i++) printf "ham\tmsg %d\n", i;
    for (i = 1; i <= 747; i++) printf "spam\tfree %d\n", i }' > "$T/good/SMSSpamCollection"
head -100 "$T/good/SMSSpamCollection" > "$T/bad/SMSSpamCollection"
(cd "$T/good" && zip -q ../good.zip SMSSpamCollection)
(cd "$T/bad" && zip -q ../bad.zip SMSSpamCollection)
t_run "a good archive is installed" 0 sh "$F" "$T/dest/SMSSpamCollection" "file://$T/good.zip"
t_cmp "installed file is the archive's" "$T/good/SMSSpamCollection" "$T/dest/SMSSpamCollection"
t_bad "wrong content is refused" 1 'unexpected content .*100 100 0' sh "$F" "$T/dest2/SMSSpamCollection" "file://$T/bad.zip"
t_ok "nothing left after a refusal" test ! -e "$T/dest2/SMSSpamCollection"
