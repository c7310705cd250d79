#!/bin/sh
# bench/attn_numpy.py, the lesson's numpy side of make bench: bad sizes are
# one-line errors, huge sizes are refused before numpy allocates, and
# | head ends it quietly.  Nothing here is timed.
. "$(dirname "$0")/../../lib.sh"

PY=/usr/bin/python3
NP="$ATTNKIT_TOP/bench/attn_numpy.py"
if ! "$PY" -c 'import numpy' 2> /dev/null; then
	t_skip "attn_numpy.py" "python3-numpy is not installed (make bench installs it)"
	exit 0
fi
t_run "tiny sizes run" 0 "$PY" "$NP" -n 4,8 -d 4 -r 1
t_ok "a row per size" test "$(grep -c '	numpy	' "$T/out")" -eq 2
t_bad "n = 0" 2 "^attn_numpy.py: -n: '0' is out of range 1..16384$" "$PY" "$NP" -n 0
t_bad "n = 10^6 is refused, not allocated" 2 "^attn_numpy.py: -n: '1000000' is out of range 1..16384$" \
    timeout 30 "$PY" "$NP" -n 1000000
t_bad "empty item" 2 "^attn_numpy.py: -n: bad size list '128,,256'$" "$PY" "$NP" -n 128,,256
t_bad "not a number" 2 "^attn_numpy.py: -n: '1e9' is not a whole number$" "$PY" "$NP" -n 1e9
t_bad "descending range" 2 "^attn_numpy.py: -n: empty range '256..128'$" "$PY" "$NP" -n 256..128
t_bad "d too large" 2 "^attn_numpy.py: -d: '100000000' is out of range 1..8192$" "$PY" "$NP" -d 100000000
t_bad "reps 0" 2 "^attn_numpy.py: -r: '0' is out of range 1..256$" "$PY" "$NP" -r 0
t_run "| head -1 ends quietly" 0 sh -c "'$PY' '$NP' -n 4..64 -d 4 -r 1 | head -1"
t_ok "no traceback after | head" test ! -s "$T/err"
