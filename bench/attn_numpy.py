#!/usr/bin/python3
"""attn_numpy.py -- the lesson's numpy measurement of one attention head.

    S = Q K^T / sqrt(d_k);  A = softmax(S) row by row (max subtracted);  Z = A V

float32, seeded N(0, 1) inputs, one untimed warm-up run, then the median of
REPS timed runs per size (lesson "Квадратичная цена": numpy, float32,
d_k = 64, median of five).  Writes a TSV like attn-bench's sweep:

    n  d  impl  reps  median_s  min_s  max_s  gflops  map_mib

preceded by '#' comment lines naming numpy, its BLAS and the BLAS kernel
(threadpoolctl when installed, else numpy's build configuration).

usage: attn_numpy.py [-n LIST] [-d N] [-r N] [-s SEED] [-t THREADS]
"""
import argparse
import os
import signal
import sys
import time

# The largest n: the lesson's code holds S, exp(S) and A, three n x n
# float32 maps (3 GiB at 16384), and takes minutes there; attn-bench's
# other modes stop at the same size.
MAX_N = 16384


def whole(text, lo, hi):
    """text as a whole number in [lo, hi], or ValueError with the message
    attn-bench gives ('12x' is not a whole number, '0' is out of range)."""
    if not text.isdigit():
        raise ValueError("'%s' is not a whole number" % text)
    v = int(text)
    if not lo <= v <= hi:
        raise ValueError("'%s' is out of range %d..%d" % (text, lo, hi))
    return v


def parse_sizes(text):
    """'128,256' or '128..8192' (doubling) or both, as attn-bench -n:
    ascending, each once."""
    sizes = set()
    for item in text.split(","):
        if item == "":
            raise ValueError("bad size list '%s'" % text)
        if ".." in item:
            a, b = item.split("..", 1)
            lo, hi = whole(a, 1, MAX_N), whole(b, 1, MAX_N)
            if hi < lo:
                raise ValueError("empty range '%s'" % item)
            v = lo
            while v <= hi:
                sizes.add(v)
                v *= 2
        else:
            sizes.add(whole(item, 1, MAX_N))
    return sorted(sizes)


def blas_report(np):
    """Lines saying which BLAS library and kernel numpy runs."""
    lines = []
    try:
        from threadpoolctl import threadpool_info
        for lib in threadpool_info():
            if lib.get("user_api") == "blas":
                lines.append("# blas %s %s; core %s; threads %s; %s (threadpoolctl)"
                             % (lib.get("internal_api"), lib.get("version"),
                                lib.get("architecture"), lib.get("num_threads"),
                                lib.get("filepath")))
    except ImportError:
        pass
    if not lines:
        try:
            import ctypes
            import ctypes.util
            name = ctypes.util.find_library("openblas") or "libopenblas.so.0"
            ob = ctypes.CDLL(name)
            ob.openblas_get_config.restype = ctypes.c_char_p
            ob.openblas_get_corename.restype = ctypes.c_char_p
            lines.append("# blas %s; core %s; threads %d (openblas_get_config of %s; "
                         "numpy may use another BLAS, see below)"
                         % (ob.openblas_get_config().decode(),
                            ob.openblas_get_corename().decode(),
                            ob.openblas_get_num_threads(), name))
        except OSError:
            pass
        try:
            cfg = np.show_config(mode="dicts")
            lines.append("# numpy build blas: %s" % cfg["Build Dependencies"]["blas"])
        except TypeError:       # numpy < 1.25: no mode=
            import contextlib
            import io
            buf = io.StringIO()
            with contextlib.redirect_stdout(buf):
                np.show_config()
            libs = [l.strip() for l in buf.getvalue().splitlines() if "libraries" in l]
            lines.append("# numpy build: %s" % "; ".join(sorted(set(libs))))
    return lines


def attention(np, Q, K, V):
    """The lesson's algorithm, as written there."""
    d_k = Q.shape[-1]
    S = Q @ K.T / np.sqrt(d_k)
    S = S - S.max(axis=-1, keepdims=True)
    A = np.exp(S)
    A /= A.sum(axis=-1, keepdims=True)
    return A @ V


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", "--sizes", default="128..4096")
    ap.add_argument("-d", "--dim", default="64")
    ap.add_argument("-r", "--reps", default="5")
    ap.add_argument("-s", "--seed", default="1")
    ap.add_argument("-t", "--threads", default="0")
    ap.add_argument("--no-header", action="store_true",
                    help="print the rows only (to append to a table)")
    args = ap.parse_args()
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)   # | head: end quietly
    for opt, name, lo, hi in (("-n", "sizes", 0, 0), ("-d", "dim", 1, 8192),
                              ("-r", "reps", 1, 256), ("-s", "seed", 0, 2**63 - 1),
                              ("-t", "threads", 0, 1024)):
        try:
            if opt == "-n":
                sizes = parse_sizes(args.sizes)
            else:
                setattr(args, name, whole(getattr(args, name), lo, hi))
        except ValueError as exc:
            print("attn_numpy.py: %s: %s" % (opt, exc), file=sys.stderr)
            return 2
    if args.threads > 0:        # before numpy loads its BLAS
        os.environ["OPENBLAS_NUM_THREADS"] = str(args.threads)
    try:
        import numpy as np
    except ImportError:
        print("attn_numpy.py: numpy is not installed (Debian: apt-get install "
              "python3-numpy)", file=sys.stderr)
        return 1

    out = sys.stdout
    if not args.no_header:
        out.write("# attn_numpy.py %s (numpy %s, python %s)\n"
                  % (" ".join(sys.argv[1:]), np.__version__,
                     sys.version.split()[0]))
        for line in blas_report(np):
            out.write(line + "\n")
        out.write("n\td\timpl\treps\tmedian_s\tmin_s\tmax_s\tgflops\tmap_mib\n")
    d = args.dim
    rng = np.random.default_rng(args.seed)
    for n in sizes:
        try:
            Q = rng.standard_normal((n, d), dtype=np.float32)
            K = rng.standard_normal((n, d), dtype=np.float32)
            V = rng.standard_normal((n, d), dtype=np.float32)
            Z = attention(np, Q, K, V)          # warm-up
        except MemoryError:
            print("attn_numpy.py: n = %d: out of memory" % n, file=sys.stderr)
            return 1
        assert Z.dtype == np.float32
        times = []
        for _ in range(args.reps):
            t0 = time.perf_counter()
            attention(np, Q, K, V)
            times.append(time.perf_counter() - t0)
        times.sort()
        med = float(np.median(times))
        A_bytes = n * n * np.dtype(np.float32).itemsize
        out.write("%d\t%d\tnumpy\t%d\t%.6g\t%.6g\t%.6g\t%.2f\t%.1f\n"
                  % (n, d, args.reps, med, times[0], times[-1],
                     4.0 * n * n * d / med / 1e9, A_bytes / 2**20))
        out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
