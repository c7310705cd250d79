"""block-torch.py PREFIX SEED... — PREFIX.SEED, the case files of test_block (tests/unit/
test_block.c torch_case): a transformer block classifier (lib/train/block.h)
with random weights and inputs, its logits and gradients computed by
PyTorch (Debian's python3-torch 1.13, float64) with a reference module written
from block.h's formulas; for norm pre and post with the residual on and an
MLP, that module's layer is first checked against PyTorch's own
nn.TransformerEncoderLayer on the same weights (1e-12), and the script
fails if it differs.  Variant from SEED: norm, residual, pe, pool, F."""
import math
import sys

import torch

torch.set_default_dtype(torch.float64)


def make_case(path, seed):
    g = torch.Generator().manual_seed(seed)
    norm = ["pre", "post", "none"][seed % 3]
    residual = 1 if seed % 4 != 1 else 0
    pe = ["none", "sin", "rope"][(seed // 3) % 3]
    pool = "attn" if seed % 5 != 4 else "mean"
    d, H, L = 8, 2, 2
    F = [16, 0, 12][(seed // 2) % 3]
    dh = d // H
    V, lens = 7, [3, 1, 6, 2]
    ids = [int(torch.randint(0, V, (1,), generator=g)) for _ in range(sum(lens))]


    def rnd(*shape, s=0.5):
        return (torch.randn(*shape, generator=g) * s).requires_grad_()


    def ln_par():
        return ((1 + torch.randn(d, generator=g) * 0.3).requires_grad_(),
                rnd(d, s=0.3))


    E = rnd(V, d, s=1.0)
    layers = []
    for _ in range(L):
        p = {}
        p["ln1g"], p["ln1b"] = ln_par()
        p["Wqkv"], p["bqkv"] = rnd(d, 3 * d), rnd(3 * d)
        p["Wo"], p["bo"] = rnd(d, d), rnd(d)
        if F:
            p["ln2g"], p["ln2b"] = ln_par()
            p["W1"], p["b1"], p["W2"], p["b2"] = rnd(d, F), rnd(F), rnd(F, d), rnd(d)
        layers.append(p)
    top = {}
    if norm == "pre":
        top["lnfg"], top["lnfb"] = ln_par()
    top["u"], top["v"], top["b"] = rnd(d), rnd(d), rnd(1)
    order = ["ln1g", "ln1b", "Wqkv", "bqkv", "Wo", "bo"] + (
        ["ln2g", "ln2b", "W1", "b1", "W2", "b2"] if F else [])
    flat = [p[k] for p in layers for k in order] + [
        top[k] for k in ["lnfg", "lnfb", "u", "v", "b"] if k in top]


    def ln(x, gain, bias):
        return torch.nn.functional.layer_norm(x, (d,), gain, bias, 1e-5)


    def rope(x):   # x: T×dh, position t rotates pair i by t·10000^(-2i/dh)
        T = x.shape[0]
        om = torch.tensor([10000 ** (-2 * i / dh) for i in range(dh // 2)])
        ang = torch.arange(T).unsqueeze(1) * om
        c, s = torch.cos(ang), torch.sin(ang)
        a, b = x[:, 0::2], x[:, 1::2]
        return torch.stack([a * c - b * s, a * s + b * c], dim=2).reshape(T, dh)


    def attn(x, p):
        qkv = x @ p["Wqkv"] + p["bqkv"]
        outs = []
        for h in range(H):
            q = qkv[:, h * dh:(h + 1) * dh]
            k = qkv[:, d + h * dh:d + (h + 1) * dh]
            v = qkv[:, 2 * d + h * dh:2 * d + (h + 1) * dh]
            if pe == "rope":
                q, k = rope(q), rope(k)
            a = torch.softmax(q @ k.T / math.sqrt(dh), dim=1)
            outs.append(a @ v)
        return torch.cat(outs, dim=1) @ p["Wo"] + p["bo"]


    def mlp(x, p):
        return torch.nn.functional.gelu(x @ p["W1"] + p["b1"]) @ p["W2"] + p["b2"]


    def layer(x, p):
        r = x if residual else 0
        if norm == "pre":
            h = r + attn(ln(x, p["ln1g"], p["ln1b"]), p)
            return h + mlp(ln(h, p["ln2g"], p["ln2b"]), p) if F else h
        if norm == "post":
            h = ln(r + attn(x, p), p["ln1g"], p["ln1b"])
            return ln(h + mlp(h, p), p["ln2g"], p["ln2b"]) if F else h
        h = r + attn(x, p)
        return h + mlp(h, p) if F else h


    def sinus(T):
        P = torch.zeros(T, d)
        for t in range(T):
            for i in range(d):
                w = 10000 ** (-2 * (i // 2) / d)
                P[t, i] = math.sin(t * w) if i % 2 == 0 else math.cos(t * w)
        return P


    def logit(x):
        if pe == "sin":
            x = x + sinus(x.shape[0])
        for p in layers:
            x = layer(x, p)
        if norm == "pre":
            x = ln(x, top["lnfg"], top["lnfb"])
        s = x @ top["u"] / math.sqrt(d) if pool == "attn" else torch.zeros(x.shape[0])
        return torch.softmax(s, dim=0) @ x @ top["v"] + top["b"][0]


    # the reference layer against PyTorch's own, where they are the same model
    if residual and F and norm in ("pre", "post"):
        ref = torch.nn.TransformerEncoderLayer(d, H, F, dropout=0.0,
            activation="gelu", norm_first=norm == "pre", batch_first=True)
        p = layers[0]
        with torch.no_grad():
            ref.self_attn.in_proj_weight.copy_(p["Wqkv"].T)
            ref.self_attn.in_proj_bias.copy_(p["bqkv"])
            ref.self_attn.out_proj.weight.copy_(p["Wo"].T)
            ref.self_attn.out_proj.bias.copy_(p["bo"])
            ref.linear1.weight.copy_(p["W1"].T); ref.linear1.bias.copy_(p["b1"])
            ref.linear2.weight.copy_(p["W2"].T); ref.linear2.bias.copy_(p["b2"])
            ref.norm1.weight.copy_(p["ln1g"]); ref.norm1.bias.copy_(p["ln1b"])
            ref.norm2.weight.copy_(p["ln2g"]); ref.norm2.bias.copy_(p["ln2b"])
        ref.eval()
        x = torch.randn(1, 5, d, generator=g)
        # train mode: eval mode's fast path is another kernel (dropout is 0)
        with torch.no_grad():
            ref.train()
            got = ref(x)[0]
            keep, pe = pe, "none"       # PyTorch's layer has no RoPE
            mine = layer(x[0], p)
            pe = keep
        diff = float((got - mine).abs().max())
        if not diff <= 1e-12:
            sys.exit("reference layer differs from nn.TransformerEncoderLayer by %g" % diff)
        print("nn.TransformerEncoderLayer(norm_first=%s) = the reference, max |diff| %.3g"
              % (norm == "pre", diff))

    dz = torch.randn(len(lens), generator=g)
    z, o = [], 0
    for T in lens:
        z.append(logit(E[ids[o:o + T]]))
        o += T
    z = torch.stack(z)
    (z * dz).sum().backward()
    pe_code = {"none": 0, "sin": 1, "rope": 2}[pe]
    with open(path, "w") as f:
        w = lambda xs: f.write(" ".join("%.17g" % float(v) for v in xs) + "\n")
        w([d, H, L, F, ["pre", "post", "none"].index(norm), residual, pe_code,
           0 if pool == "attn" else 1])
        w([len(lens)])
        w([sum(lens[:i]) for i in range(len(lens) + 1)])
        w(ids)
        w([V]); w(E.detach().reshape(-1))
        w([sum(t.numel() for t in flat)])
        w(torch.cat([t.detach().reshape(-1) for t in flat]))
        w(dz); w(z.detach())
        # u has no gradient under mean pooling: zeros
        w(torch.cat([(t.grad if t.grad is not None else torch.zeros_like(t))
                     .reshape(-1) for t in flat]))
        w(E.grad.reshape(-1))
    print("variant norm %s residual %d pe %s pool %s F %d" % (norm, residual, pe, pool, F))


for a in sys.argv[2:]:
    make_case("%s.%s" % (sys.argv[1], a), int(a))
