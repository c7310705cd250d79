#!/usr/bin/python3
"""block_torch.py -- PyTorch training the model of attn-train --model block.

The same model (lib/train/block.h): L layers of
nn.TransformerEncoderLayer(d, H, F, dropout=0, activation="gelu",
norm_first=True, batch_first=True), a final LayerNorm, the lesson's
attention pooling (s = x u / sqrt(d), softmax over the message's tokens),
z = v.c + b, BCE-with-logits loss, Adam (lr 0.01) over the parameters, the
vectors frozen; the same messages (the tokens of TOKENS with a vector in
EMB; the first NTRAIN of them, shuffled each epoch), the same batch of B
messages, padded to the batch's longest with src_key_padding_mask (the
way a PyTorch user batches messages of unequal length), the same threads
(torch.set_num_threads).  Times EPOCHS epochs after one untimed batch, in
float32 (PyTorch's default) and float64 (attn-train's precision), and
prints a TSV (cpu_s: the process's CPU seconds, all threads: the figure
that stays true on a shared machine):

    impl  dtype  threads  batch  examples  wall_s  cpu_s  examples_per_cpu_s

usage: block_torch.py TOKENS EMB [-L N] [-H N] [-F N] [-B N] [-e N]
                      [-n NTRAIN] [-t THREADS]
"""
import argparse
import math
import random
import sys
import time

import torch


def load(tokens, emb):
    vec, rows = {}, []
    for line in open(emb):
        if line.startswith('#') or line.startswith('word\t'):
            continue
        f = line.rstrip('\n').split('\t')
        vec[f[0]] = len(rows)
        rows.append([float(x) for x in f[1:]])
    msgs = []
    for line in open(tokens):
        if line.startswith('#'):
            continue
        label, toks = line.rstrip('\n').split('\t')
        ids = [vec[t] for t in toks.split() if t in vec]
        if ids:
            msgs.append((ids, 1.0 if label == 'spam' else 0.0))
    return torch.tensor(rows), msgs


class Block(torch.nn.Module):
    def __init__(self, d, H, F, L):
        super().__init__()
        self.layers = torch.nn.ModuleList(torch.nn.TransformerEncoderLayer(
            d, H, F, dropout=0.0, activation="gelu", norm_first=True,
            batch_first=True) for _ in range(L))
        self.lnf = torch.nn.LayerNorm(d)
        self.u = torch.nn.Parameter(torch.zeros(d))
        self.out = torch.nn.Linear(d, 1)

    def forward(self, x, pad):
        for layer in self.layers:
            x = layer(x, src_key_padding_mask=pad)
        x = self.lnf(x)
        s = (x @ self.u / math.sqrt(x.shape[-1])).masked_fill(pad, -math.inf)
        c = (torch.softmax(s, dim=1).unsqueeze(-1) * x).sum(1)
        return self.out(c).squeeze(-1)


def batches(msgs, E, B, dtype):
    out = []
    for b0 in range(0, len(msgs), B):
        part = msgs[b0:b0 + B]
        T = max(len(m[0]) for m in part)
        ids = torch.zeros(len(part), T, dtype=torch.long)
        pad = torch.ones(len(part), T, dtype=torch.bool)
        for i, (m, _) in enumerate(part):
            ids[i, :len(m)] = torch.tensor(m)
            pad[i, :len(m)] = False
        y = torch.tensor([m[1] for m in part], dtype=dtype)
        out.append((E[ids].to(dtype), pad, y))
    return out


def run(E, msgs, a, dtype):
    torch.manual_seed(1)
    model = Block(E.shape[1], a.H, a.F, a.L).to(dtype)
    model.train()
    opt = torch.optim.Adam(model.parameters(), lr=0.01)
    loss_fn = torch.nn.BCEWithLogitsLoss()
    rnd = random.Random(1)

    def step(x, pad, y):
        opt.zero_grad()
        loss_fn(model(x, pad), y).backward()
        opt.step()

    step(*batches(msgs[:a.B], E, a.B, dtype)[0])     # untimed warm-up
    t0, c0 = time.perf_counter(), time.process_time()
    for _ in range(a.e):
        order = msgs[:]
        rnd.shuffle(order)
        for bt in batches(order, E, a.B, dtype):
            step(*bt)
    return time.perf_counter() - t0, time.process_time() - c0


def main():
    p = argparse.ArgumentParser()
    p.add_argument('tokens')
    p.add_argument('emb')
    p.add_argument('-L', type=int, default=2)
    p.add_argument('-H', type=int, default=2)
    p.add_argument('-F', type=int, default=0, help='0: 4d')
    p.add_argument('-B', type=int, default=32)
    p.add_argument('-e', type=int, default=1)
    p.add_argument('-n', type=int, default=4187)
    p.add_argument('-t', type=int, default=1)
    a = p.parse_args()
    torch.set_num_threads(a.t)
    E, msgs = load(a.tokens, a.emb)
    if a.F == 0:
        a.F = 4 * E.shape[1]
    msgs = msgs[:a.n]
    print('impl\tdtype\tthreads\tbatch\texamples\twall_s\tcpu_s\t'
          'examples_per_cpu_s')
    for dtype, name in ((torch.float32, 'float32'), (torch.float64, 'float64')):
        w, c = run(E, msgs, a, dtype)
        n = a.e * len(msgs)
        print('torch\t%s\t%d\t%d\t%d\t%.3f\t%.3f\t%.1f' % (name, a.t, a.B,
              n, w, c, n / c))
    return 0


if __name__ == '__main__':
    sys.exit(main())
