#!/usr/bin/python3
"""mha_torch.py -- PyTorch's multi-head attention on attn-bench -m mha's shape.

The lesson's multi-head case over a batch, as a PyTorch user computes it:

    torch_mha    torch.nn.MultiheadAttention(E, H, batch_first=True) on
                 X (B x n x E) as query, key and value, need_weights=False,
                 eval mode (its input and output projections included:
                 8 B n E^2 flops, and 4 B n^2 E for the heads)
    torch_heads  the B*H heads alone (d_h = E/H), batched:
                 softmax(Q K^T / sqrt(d_h)) V by torch.bmm and torch.softmax

float32, seeded N(0, 1) inputs, torch.set_num_threads(-t), inference mode,
one untimed warm-up call, then REPS timed calls.  Prints a TSV:

    impl  B  H  n  E  reps  median_s  min_s  cpu_s

(cpu_s: median process CPU seconds of a call, all threads.)

usage: mha_torch.py [-B N] [-H N] [-n N] [-E N] [-r N] [-s SEED] [-t THREADS]
"""
import argparse
import math
import signal
import statistics
import sys
import time


def timed(fn, reps):
    fn()
    wall, cpu = [], []
    for _ in range(reps):
        t0, c0 = time.perf_counter(), time.process_time()
        fn()
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    return statistics.median(wall), min(wall), statistics.median(cpu)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for opt, default in (("-B", 8), ("-H", 8), ("-n", 512), ("-E", 512),
                         ("-r", 5), ("-s", 1), ("-t", 0)):
        ap.add_argument(opt, type=int, default=default)
    a = ap.parse_args()
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    if min(a.B, a.H, a.n, a.E, a.r) < 1 or a.E % a.H != 0 or a.t < 0:
        sys.exit("mha_torch.py: B, H, n, E, r >= 1 and H dividing E")
    import torch
    if a.t > 0:
        torch.set_num_threads(a.t)
    torch.manual_seed(a.s)
    B, H, n, E, dh = a.B, a.H, a.n, a.E, a.E // a.H
    X = torch.randn(B, n, E)
    mha = torch.nn.MultiheadAttention(E, H, batch_first=True).eval()
    q, k, v = (torch.randn(B * H, n, dh) for _ in range(3))
    scale = 1 / math.sqrt(dh)

    def full():
        mha(X, X, X, need_weights=False)

    def heads():
        w = torch.softmax(torch.bmm(q, k.transpose(1, 2)) * scale, dim=-1)
        torch.bmm(w, v)

    print("# mha_torch.py: torch %s, %d threads" % (torch.__version__,
                                                 torch.get_num_threads()))
    print("impl\tB\tH\tn\tE\treps\tmedian_s\tmin_s\tcpu_s")
    with torch.inference_mode():
        for name, fn in (("torch_mha", full), ("torch_heads", heads)):
            med, mn, cpu = timed(fn, a.r)
            print("%s\t%d\t%d\t%d\t%d\t%d\t%.6g\t%.6g\t%.6g" %
                  (name, B, H, n, E, a.r, med, mn, cpu))


if __name__ == "__main__":
    main()
