#!/usr/bin/python3
"""attn_torch.py -- PyTorch's attention on the inputs attn-bench uses.

Two ways a user of Debian's python3-torch computes one attention head:

    torch      softmax(Q K^T / sqrt(d_k)) V, as three tensor operations
    torch_mha  torch.nn.MultiheadAttention(d, 1 head), need_weights=False
               (its Q, K, V and output projections included: 8 n d^2
               more flops, counted apart in the proj_gflop column)

float32, seeded N(0, 1) inputs, torch.set_num_threads(-t), inference mode,
one untimed warm-up call, then the median of REPS timed calls per size.
Writes a TSV like attn_numpy.py's, preceded by '#' lines naming torch and
its CPU capability:

    n  d  impl  reps  median_s  min_s  max_s  gflops  map_mib

(gflops = 4 n^2 d / median for both: the attention's own count.)

usage: attn_torch.py [-n LIST] [-d N] [-r N] [-s SEED] [-t THREADS]
                     [--no-header]
"""
import argparse
import os
import signal
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from attn_numpy import MAX_N, parse_sizes, whole  # noqa: E402


def cpu_capability(torch):
    """The vector ISA torch's own kernels use ("AVX2"), from its config."""
    for line in torch.__config__.show().splitlines():
        if "CPU capability usage:" in line:
            return line.split(":", 1)[1].strip()
    return "unknown"


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
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    for opt, name, lo, hi in (("-n", "sizes", 0, 0), ("-d", "dim", 1, 8192),
                              ("-r", "reps", 1, 256), ("-s", "seed", 0, 2**63 - 1),
                              ("-t", "threads", 0, 1024)):
        try:
            if opt == "-n":
                sizes = parse_sizes(args.sizes)
            else:
                setattr(args, name, whole(getattr(args, name), lo, hi))
        except ValueError as exc:
            print("attn_torch.py: %s: %s" % (opt, exc), file=sys.stderr)
            return 2
    try:
        import torch
    except ImportError:
        print("attn_torch.py: torch is not installed (Debian: apt-get install "
              "python3-torch)", file=sys.stderr)
        return 1
    if args.threads > 0:
        torch.set_num_threads(args.threads)
    out = sys.stdout
    if not args.no_header:
        out.write("# attn_torch.py %s (torch %s, python %s; %d threads; CPU "
                  "capability %s)\n"
                  % (" ".join(sys.argv[1:]), torch.__version__,
                     sys.version.split()[0], torch.get_num_threads(),
                     cpu_capability(torch)))
        out.write("n\td\timpl\treps\tmedian_s\tmin_s\tmax_s\tgflops\tmap_mib\n")
    d = args.dim
    gen = torch.Generator().manual_seed(args.seed)
    mha = torch.nn.MultiheadAttention(d, 1, batch_first=True).eval()

    def plain(Q, K, V):
        S = Q @ K.T / d ** 0.5
        return torch.softmax(S, dim=-1) @ V

    def nn_mha(Q, K, V):
        return mha(Q[None], K[None], V[None], need_weights=False)[0]

    with torch.inference_mode():
        for n in sizes:
            Q = torch.randn(n, d, generator=gen, dtype=torch.float32)
            K = torch.randn(n, d, generator=gen, dtype=torch.float32)
            V = torch.randn(n, d, generator=gen, dtype=torch.float32)
            for impl, fn in (("torch", plain), ("torch_mha", nn_mha)):
                try:
                    fn(Q, K, V)     # warm-up
                except RuntimeError as exc:     # out of memory
                    print("attn_torch.py: n = %d: %s" % (n, exc), file=sys.stderr)
                    return 1
                times = []
                for _ in range(args.reps):
                    t0 = time.perf_counter()
                    fn(Q, K, V)
                    times.append(time.perf_counter() - t0)
                times.sort()
                k = len(times)
                med = times[k // 2] if k % 2 else (times[k // 2 - 1] + times[k // 2]) / 2
                out.write("%d\t%d\t%s\t%d\t%.6g\t%.6g\t%.6g\t%.2f\t%.1f\n"
                          % (n, d, impl, args.reps, med, times[0], times[-1],
                             4.0 * n * n * d / med / 1e9, n * n * 4 / 2**20))
                out.flush()
    return 0


if __name__ == "__main__":
    assert MAX_N > 0
    sys.exit(main())
