#!/bin/sh
# The randomized SVD property test (tests/unit/test_svd.c) on a few cases
# under valgrind's memcheck, or ASan in make check-asan: LAPACK is Fortran,
# outside ASan's view, and its writes past an array (dgesvdx's S when k
# reached the rank) show only under valgrind.
. "$(dirname "$0")/../../lib.sh"

tsvd=$ATTNKIT_BIN/../tests/test_svd
if [ ! -x "$tsvd" ]; then
	t_fail "test_svd built" "$tsvd missing (make check builds it)"
	exit 0
fi
# 40 matrices per function; scales 1e±20 (valgrind's long doubles are doubles)
t_memcheck "test_svd 40 20" 0 "$tsvd" 40 20
t_ok "its checks all passed" sh -c "grep -q '^ok 3 ' '$T/out' && ! grep -q '^not ok' '$T/out'"
