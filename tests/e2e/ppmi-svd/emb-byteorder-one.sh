#!/bin/sh
# word2vec binary's byte order where both readings of the values are near
# their medians (attnkit(5) "What the tools guess", test 3), each side of
# its rules and at their edges:
#   a file of one value repeated, a normal number both ways, is that value
#     little-endian and its byte-swapped reading big-endian alike: refused
#     as either byte order, both ways round (1e-12 big-endian is
#     -98853208 little-endian), and read little-endian with the format
#     named; one value that is normal one way only (1.0) is told;
#   values of one mantissa (3.16e-15 and 6.32e-15) are as likely written as
#     the near-equal values they make byte-swapped: either, both ways
#     round; two mantissas (integers 1 and 3 times 1e8): told;
#   the reading not chosen 2^40 or more from 1: a median of 2^40 and of
#     2^-41 decides, of 2^39 and of 2^-40 (1e-12 lies in it) does not.
. "$(dirname "$0")/../../lib.sh"

PY=/usr/bin/python3

# NAME.le and NAME.be: 2 words of 8 float32, the values cycled, as
# little-endian (gensim on x86) and big-endian files (numpy's '>f4')
"$PY" - "$T" << 'PY'
import struct, sys
d = sys.argv[1]
def write(name, vals, order):
    with open("%s/%s" % (d, name), "wb") as f:
        f.write(b"2 8\n")
        for i in range(2):
            f.write(b"w%d " % i + b"".join(struct.pack(order + "f", vals[(8 * i + j) % len(vals)]) for j in range(8)) + b"\n")
cases = {
    "c1e-12": [1e-12], "c3.16e-15": [3.16e-15], "c3.16e-13": [3.16e-13],
    "c1e8": [1e8], "c0.1": [0.1], "c1e15": [1e15], "cbig": [-98853208.0],
    "c1": [1.0], "m3.16e-15": [3.16e-15, 6.32e-15, -3.16e-15],
    "i1e8": [1e8, 3e8, -1e8, 2e8],
}
for name, vals in cases.items():
    write(name + ".le", vals, "<")
    write(name + ".be", vals, ">")
# little-endian bytes p0 p1 p2 p3 read 1 + i/128 and less than 2^-7 more
# (p3 3f, p2 80 | i) and,
# big-endian, 2^e times a mantissa that varies with i (p0 p1: sign 0,
# exponent e + 127)
for e in (40, 39, -40, -41):
    b = e + 127
    with open("%s/x%d.le" % (d, e), "wb") as f:
        f.write(b"2 8\n")
        for w in range(2):
            f.write(b"w%d " % w + b"".join(bytes([b >> 1, (b & 1) << 7, 0x80 | (8 * w + j), 0x3F]) for j in range(8)) + b"\n")
PY

either="word2vec binary of either byte order\\? read as little-endian float32, [0-9]+ of its 16 values .*, byte-swapped [0-9]+: the values do not tell"
opt="; --load-format word2vec-bin reads it as little-endian float32, the format's byte order\$"

# one value repeated, a normal number both ways: either, both ways round
t_bad "1e-12 repeated, big-endian: either" 1 "^ppmi-svd: .*/c1e-12\\.be:2: $either \\(one value repeated: -98853208 read little-endian, 9\\.99999996e-13 byte-swapped\\)$opt" ppmi-svd --load "$T/c1e-12.be" -o -
t_bad "1e-12 repeated, little-endian: either" 1 "^ppmi-svd: .*/c1e-12\\.le:2: $either \\(one value repeated: 9\\.99999996e-13 read little-endian, -98853208 byte-swapped\\)$opt" ppmi-svd --load "$T/c1e-12.le" -o -
t_ok "  the same bytes as -98853208 repeated, little-endian" cmp -s "$T/c1e-12.be" "$T/cbig.le"
t_run "  --load-format word2vec-bin reads it little-endian" 0 ppmi-svd --load "$T/c1e-12.le" --load-format word2vec-bin -o -
t_ok "  w1 9.99999996e-13 ..." grep -q '^w1	9.99999996e-13	.*	9.99999996e-13$' "$T/out"
t_bad "  attn-map names its option" 1 "c1e-12\\.be:2: word2vec binary of either byte order\\? .*one value repeated.* --emb-format word2vec-bin reads it" attn-map -e "$T/c1e-12.be" --text w0
for c in 3.16e-15 3.16e-13 1e8 0.1 1e15; do
	for o in le be; do
		t_bad "$c repeated, $o: either" 1 "c$c\\.$o:2: $either \\(one value repeated: " ppmi-svd --load "$T/c$c.$o" -o -
	done
done
# one value normal one way only: 1.0 byte-swapped is 4.6e-41, subnormal
t_run "1.0 repeated, little-endian: read" 0 ppmi-svd --load "$T/c1.le" -o -
t_ok "  w0 1 ... 1" grep -qx 'w0	1	1	1	1	1	1	1	1' "$T/out"
t_bad "1.0 repeated, big-endian: refused as big-endian" 1 "c1\\.be:2: big-endian word2vec binary\\? .* 0 of its 16 values" ppmi-svd --load "$T/c1.be" -o -

# one mantissa (+-3.16e-15 times 1 and 2): either, both ways round
t_bad "one mantissa at 3e-15, big-endian: either (not read as -5.35e-6)" 1 "m3\\.16e-15\\.be:2: $either \\(byte-swapped, the values are of one mantissa, \\+-3\\.15999998e-15 times powers of 2\\)$opt" ppmi-svd --load "$T/m3.16e-15.be" -o -
t_bad "one mantissa at 3e-15, little-endian: either (not big-endian)" 1 "m3\\.16e-15\\.le:2: $either \\(read little-endian, the values are of one mantissa, \\+-3\\.15999998e-15 times powers of 2\\)$opt" ppmi-svd --load "$T/m3.16e-15.le" -o -
# two mantissas (1 and 3 times 1e8; 1e-19 byte-swapped): told
t_run "1e8, 3e8, -1e8, 2e8, little-endian: read (test 3)" 0 ppmi-svd --load "$T/i1e8.le" -o -
t_ok "  w0 100000000 300000000 -100000000 200000000 ..." grep -q '^w0	100000000	300000000	-100000000	200000000	' "$T/out"
t_bad "  big-endian: refused as big-endian" 1 "i1e8\\.be:2: big-endian word2vec binary\\? .*, 16 of its 16 values are zero or within 8 decades of the median magnitude, the median 2\\.4 decades or more nearer 1; byte-swapped, 16 are" ppmi-svd --load "$T/i1e8.be" -o -

# 1 + i/128 little-endian, 2^e byte-swapped: 2^40 and 2^-41 are 2^40 or
# more from 1 (read), 2^39 and 2^-40 (its values 2^-40 to 2^-39) are not
for e in 40 -41; do
	t_run "byte-swapped at 2^$e: little-endian, read" 0 ppmi-svd --load "$T/x$e.le" -o -
	t_ok "  w1 1.06... 1.07... (1 + 8/128, 1 + 9/128 and the low bytes)" grep -q '^w1	1\.06[0-9]*	1\.07[0-9]*	' "$T/out"
done
for e in 39 -40; do
	t_bad "byte-swapped at 2^$e: either (the edge)" 1 "x$e\\.le:2: $either$opt" ppmi-svd --load "$T/x$e.le" -o -
done
