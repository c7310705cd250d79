#!/bin/sh
# tools/fetch-corpus.sh (make corpus) over HTTP, without the Internet: a
# server on 127.0.0.1 (Debian's python3 -m http.server) serves zips the test
# builds; a good copy is installed, a wrong one, a missing one (404) and a
# closed port are refused and leave nothing.  The file:// form is checked too.
. "$(dirname "$0")/../../lib.sh"
F="$ATTNKIT_TOP/tools/fetch-corpus.sh"
PY=/usr/bin/python3
mkdir "$T/www" "$T/good" "$T/bad"
awk 'BEGIN { for (i = 1; i <= 4827; i++) printf "ham\tmsg %d\n", i;
    for (i = 1; i <= 747; i++) printf "spam\tfree %d\n", i }' > "$T/good/SMSSpamCollection"
head -100 "$T/good/SMSSpamCollection" > "$T/bad/SMSSpamCollection"
(cd "$T/good" && zip -q ../www/good.zip SMSSpamCollection)
(cd "$T/bad" && zip -q ../www/bad.zip SMSSpamCollection)
echo 'not a zip' > "$T/www/junk.zip"

# the server: an ephemeral port on the loopback, read from its first line
# (the log exists before the server starts: the loop below reads it at
# once, and a missing file stopped the script under set -e on a new machine)
: > "$T/http.log"
"$PY" -u -m http.server 0 --bind 127.0.0.1 --directory "$T/www" \
    > "$T/http.log" 2>&1 &
srv=$!
T_ATEXIT='kill $srv 2> /dev/null || :'
port= i=0
while [ -z "$port" ] && [ $i -lt 600 ]; do	# up to a minute on a loaded machine
	port=$(sed -n 's/^Serving HTTP on 127.0.0.1 port \([0-9]*\).*/\1/p' "$T/http.log" || true)
	[ -n "$port" ] || sleep 0.1
	i=$((i + 1))
done
t_ok "a local HTTP server started (port ${port:-none})" test -n "$port"
U=http://127.0.0.1:$port

t_run "a good archive is installed" 0 sh "$F" "$T/dest/SMSSpamCollection" "$U/good.zip"
t_cmp "installed file is the archive's" "$T/good/SMSSpamCollection" "$T/dest/SMSSpamCollection"
t_bad "wrong content is refused" 1 'unexpected content .*100 100 0' sh "$F" "$T/dest2/SMSSpamCollection" "$U/bad.zip"
t_ok "nothing left after a refusal" test ! -e "$T/dest2/SMSSpamCollection"
t_bad "a missing archive (404) is refused" 1 "download failed .*404" sh "$F" "$T/dest3/SMSSpamCollection" "$U/nosuch.zip"
t_ok "nothing left after a 404" test ! -e "$T/dest3/SMSSpamCollection"
t_bad "a file that is not a zip is refused" 1 "no SMSSpamCollection in the archive" sh "$F" "$T/dest4/SMSSpamCollection" "$U/junk.zip"
t_ok "nothing left after a bad zip" test ! -e "$T/dest4/SMSSpamCollection"
t_ok "the server saw the requests" grep -q 'GET /good.zip HTTP/1.1" 200' "$T/http.log"
kill $srv 2>/dev/null; wait $srv 2>/dev/null || true
t_bad "a closed port is refused" 1 "download failed" sh "$F" "$T/dest5/SMSSpamCollection" "$U/good.zip"
t_ok "nothing left after a refused connection" test ! -e "$T/dest5/SMSSpamCollection"
t_run "file:// works too" 0 sh "$F" "$T/dest6/SMSSpamCollection" "file://$T/www/good.zip"
t_cmp "file:// installs the archive's file" "$T/good/SMSSpamCollection" "$T/dest6/SMSSpamCollection"
