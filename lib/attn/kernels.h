/*
 * kernels.h — one attention head computed four ways in float32, plus the
 * double-precision references the tests hold them to (lesson "Квадратичная
 * цена": Z = softmax(QKᵀ/√d_k) V, its cost O(n²d_k), and the "efficient
 * variants": local window, linear attention).
 *
 * Shapes (row-major, each matrix contiguous, no padding):
 *   m   number of queries        n   number of keys = values
 *   d   head dimension (d_k = d_v = d)
 *   Q: m×d   K: n×d   V: n×d   Z: m×d (output)
 * Query i sits at sequence position p_i = i + n − m: the last m positions
 * (m = n is self-attention; m = 1 is one generation step over a KV cache).
 *
 * Visibility of key j to query i (ak_attn_mask):
 *   causal    j ≤ p_i
 *   kmask     kmask[j] != 0 (0 hides key j from every query, e.g. padding)
 *   window w  |p_i − j| ≤ w, or 0 ≤ p_i − j ≤ w when causal (ak_kern_window)
 * Hidden keys get weight exactly 0.  A query that sees no key gets a zero
 * output row, never NaN — in every kernel below (docs/DESIGN.md "Numerics").
 *
 * All kernels return 0, or -1 with a message in e: m, n or d equal to 0
 * ("n = 0: ..."), sizes above INT_MAX (the CBLAS limit), or out of
 * memory.  Inputs are not checked for NaN or inf; the scores q·k/√d are
 * assumed to be finite floats.  No kernel writes outside Z (and S).
 * The exact kernels take the same time whatever the kmask; causal
 * streaming skips the tiles above the diagonal, the others do not.
 *
 * Threads: with T = ak_kern_threads() > 1 (by default OpenBLAS's count:
 * openblas_set_num_threads, OPENBLAS_NUM_THREADS) ak_kern_naive deals its
 * blocks of query rows round-robin to T pthreads of its own once there
 * are m·n ≥ 2²⁰ scores, each calling sgemm single-threaded (OpenBLAS is
 * set to 1 thread meanwhile and restored after), so that the row softmax
 * runs in parallel too; do not call it while other threads of the
 * program use OpenBLAS.  ak_kern_streaming uses no BLAS: its threads
 * take blocks from a shared counter.
 */
#ifndef AK_KERNELS_H
#define AK_KERNELS_H

#include <stddef.h>

#include "util.h"

typedef struct ak_attn_mask {
	int causal;			/* key j visible only when j ≤ p_i */
	const unsigned char *kmask;	/* n bytes, 0 = hidden; NULL = none */
} ak_attn_mask;

/* ak_kern_window's w meaning "no window": the references take it too. */
#define AK_NO_WINDOW ((size_t)-1)

/*
 * ak_kern_naive: the lesson's algorithm, the whole map materialised.
 * S = QKᵀ/√d (CBLAS sgemm, m×n), masked max-subtracted row softmax in
 * place, Z = S V (sgemm).  Done in blocks of rows (as many as fit in
 * 4 MiB of S, 256..1024) so that each block's scores are still in cache
 * for the second product; the division by the row sum is applied to the
 * d entries of each output row instead of the n weights (the same
 * numbers, one pass over S fewer): on return S holds the unnormalised
 * weights e^{s_ij − max_j s_ij}.  S: m×n workspace, or NULL to allocate
 * and free it here; the m×n map (m·n·4 bytes) is what makes memory O(n²).
 * Time O(m·n·d), extra memory m·n floats.
 */
int ak_kern_naive(float *Z, float *S, const float *Q, const float *K,
    const float *V, const ak_attn_mask *mk, size_t m, size_t n, size_t d,
    ak_err *e);

/*
 * The two products of ak_kern_naive (S = QKᵀ/√d, Z = S V) run on the
 * BLAS, or on the register-tiled micro-kernels of ak_kern_streaming (K
 * and V packed once per call; same numbers to float rounding).
 * AK_PRODUCTS_AUTO (the default) takes ours when the vector path is AVX2
 * or better and OpenBLAS runs one of its pre-AVX kernels (Prescott, Core2,
 * Nehalem, ...: what it falls back to on a CPU it does not recognise,
 * about a tenth of the hardware); the other two force a side (tests,
 * benchmarks).  ak_kern_naive_ours: 1 when the next call takes ours.
 */
typedef enum ak_products {
	AK_PRODUCTS_AUTO, AK_PRODUCTS_BLAS, AK_PRODUCTS_OURS
} ak_products;
void ak_kern_set_naive_products(ak_products how);
int ak_kern_naive_ours(void);

/*
 * ak_kern_streaming: exact attention without the map, fused, no BLAS
 * (Milakov & Gimelshein 2018, "Online normalizer calculation for
 * softmax"; Dao et al. 2022, FlashAttention, Alg. 1).  Queries in blocks
 * of 48 rows, keys in tiles of 256: the block's scores against a tile by
 * a register-tiled Q·Kᵀ (K/√d packed once in panels of vector width),
 * the masked online softmax per row — running max μ, sum ℓ and
 * unnormalised output o:  μ' = max(μ, max_j s_j),  ℓ' = ℓ e^{μ−μ'} +
 * Σ_j e^{s_j−μ'},  o' = o e^{μ−μ'} + Σ_j e^{s_j−μ'} v_j — then o += P·V
 * in registers; z = o/ℓ at the end.  A full tile (256 keys, no kmask,
 * every key visible to every query of the block) skips the masking: its
 * row maxima come from the Q·Kᵀ registers and one pass of a fused
 * polynomial e^x (x below −87.3 taken as −87.3) makes the weights; a
 * masked tile hides its keys (−inf), takes the row max over the visible
 * ones and runs the same polynomial, hidden keys and x below −87.3
 * giving exactly 0.  ℓ is kept as lane sums, reduced once per block.
 * Causal tiles wholly above the diagonal are skipped (about half the
 * work).  The vector path is
 * ak_isa_get() (isa.h: AVX-512, AVX2 + FMA or portable C), whichever BLAS
 * is installed; the blocks go to ak_kern_threads() threads once there
 * are 2¹⁸ scores or more.  Time O(m·n·d), extra memory O((n + T·48)·d +
 * T·48·256) floats for T threads (K and V packed once).
 */
int ak_kern_streaming(float *Z, const float *Q, const float *K,
    const float *V, const ak_attn_mask *mk, size_t m, size_t n, size_t d,
    ak_err *e);

/*
 * ak_kern_streaming_pairs: the (query, key) pairs whose scores and
 * weighted values ak_kern_streaming (and ak_kern_streaming_bf16, the same
 * blocks) computes for m queries over n keys: m·n without a causal mask;
 * with it each block of 48 queries over the keys up to its last query's
 * position (the tiles above the diagonal skipped, the masked pairs of the
 * diagonal's blocks computed): about m·n/2 + 24·m for m = n.  A count,
 * as a double; no errors.
 */
double ak_kern_streaming_pairs(int causal, size_t m, size_t n);

/*
 * ak_kern_window_pairs: the (query, key) pairs whose scores and weighted
 * values ak_kern_window computes for m queries over n keys at radius w:
 * each block of 64 queries against every key its band spans, the first
 * query's lowest to the last's highest (two sgemms over the rectangle,
 * the corners outside the band masked after): about m·(2w + 64) without
 * the causal mask, m·(w + 64) with it, where the band alone is m·(2w + 1)
 * or m·(w + 1); m·n once w >= n.  A count, as a double; no errors.
 */
double ak_kern_window_pairs(size_t w, int causal, size_t m, size_t n);

/*
 * ak_kern_decode: one generation step over a KV cache — the query q (d)
 * attends over all n cached keys and values (K, V: n×d row-major, as
 * the cache grows, read once, not packed):  z = softmax(K q/√d)ᵀ V  (d
 * floats).  The keys are split among ak_kern_threads() threads once the
 * cache holds 2¹⁸ floats per thread, each running the online softmax over
 * its range; the parts merge by z = Σ_t e^{μ_t−M} o_t / Σ_t e^{μ_t−M} ℓ_t
 * (Dao et al. 2023, "Flash-Decoding"); the scores' max taken as they are
 * made, the weights by the streaming kernel's fused polynomial e^x.
 * Memory-bound: 8·n·d bytes read per step.  Returns 0, or -1 with a message (n or d = 0, out of memory).
 */
int ak_kern_decode(float *z, const float *q, const float *K, const float *V,
    size_t n, size_t d, ak_err *e);

/*
 * ak_kern_streaming_bf16: ak_kern_streaming's schedule in bfloat16 on
 * AVX512-BF16 (vdpbf16ps): Q, K/√d, V and the weights P rounded to bf16
 * (8 bits of mantissa), products accumulated and the softmax kept in
 * float32; one thread.  Its error against exact attention is about 1e-2
 * relative, not 1e-5: measure it (attn-bench --dtype bf16, err column).
 * ak_kern_have_bf16: 1 when the CPU has AVX-512 and AVX512-BF16.
 * Returns 0, or -1 with a message (sizes 0, "this CPU has no
 * AVX512-BF16", a smaller path forced by ak_isa_set, out of memory).
 */
int ak_kern_streaming_bf16(float *Z, const float *Q, const float *K,
    const float *V, const ak_attn_mask *mk, size_t m, size_t n, size_t d,
    ak_err *e);
int ak_kern_have_bf16(void);

/*
 * ak_kern_set_threads: the threads ak_kern_naive and ak_kern_streaming
 * deal their query blocks to (t ≤ 0: OpenBLAS's count, the default);
 * ak_kern_threads: the count in force.  Set it before the kernels run,
 * not while they run.
 */
void ak_kern_set_threads(int t);
int ak_kern_threads(void);

/*
 * ak_kern_use_threads: t ≥ 1 threads for OpenBLAS (openblas_set_num_threads)
 * and for the kernels here.  Returns 0, or -1 with "WHAT: OpenBLAS runs
 * at most M threads, not t" (kind AK_ERR_USAGE) when this OpenBLAS cannot
 * (its MAX_THREADS), or -1 of kind AK_ERR_RESOURCE with "WHAT t: each
 * thread reserves about 200 MiB of address
 * space; the limit (ulimit -v) leaves room for k" when the threads it
 * would add do not fit in 80% of ak_mem_as_room() (an OpenBLAS thread
 * that cannot map its buffer retries forever, and exit then hangs).
 */
int ak_kern_use_threads(int t, const char *what, ak_err *e);

/*
 * ak_kern_window: local band attention, radius w (see the header comment),
 * exact softmax over the band.  Queries in blocks of 64; each block's
 * scores are computed by sgemm over the keys its band touches only.
 * w ≥ n gives exact attention.  Time O(m·(w + 64)·d), extra memory
 * O(64·(2w + 64)) floats.
 */
int ak_kern_window(float *Z, const float *Q, const float *K, const float *V,
    const ak_attn_mask *mk, size_t w, size_t m, size_t n, size_t d,
    ak_err *e);

/*
 * ak_kern_linear: kernelized attention (Katharopoulos et al. 2020,
 * "Transformers are RNNs", eq. 4–6) with the positive feature map
 * φ(x) = elu(x) + 1 applied elementwise:
 *   z_i = φ(q_i)ᵀ Σ_j φ(k_j) v_jᵀ / φ(q_i)ᵀ Σ_j φ(k_j)   over visible j.
 * Not causal: the d×d sum by one sgemm, time O((m + n)·d²).  Causal: the
 * sums as running prefixes, one rank-1 update per key, time O(n·d²).
 * An approximation of softmax attention, not equal to it: compare with
 * ak_kern_linear_ref, and measure its distance from exact attention.
 * Extra memory O(d² + (m + n)·d).
 */
int ak_kern_linear(float *Z, const float *Q, const float *K, const float *V,
    const ak_attn_mask *mk, size_t m, size_t n, size_t d, ak_err *e);

/*
 * ak_kern_products: the two matrix products of exact attention alone, no
 * softmax and no mask: S = QKᵀ/√d (m×n), Z = S V (m×d), each one whole
 * sgemm (not in row blocks).  Not attention: the throughput the BLAS gives
 * for its shapes ("sgemm" in attn-bench), 4·m·n·d flops.  S: m×n
 * workspace (required).  Returns 0, or -1 with a message (sizes 0 or above
 * INT_MAX).
 */
int ak_kern_products(float *Z, float *S, const float *Q, const float *K,
    const float *V, size_t m, size_t n, size_t d, ak_err *e);

/*
 * ak_kern_ref: exact (w = AK_NO_WINDOW) or windowed softmax attention in
 * double precision, straight from the definition, row by row with
 * ak_softmax: the test oracle.  Time O(m·n·d).
 */
int ak_kern_ref(double *Z, const double *Q, const double *K, const double *V,
    const ak_attn_mask *mk, size_t w, size_t m, size_t n, size_t d,
    ak_err *e);

/* ak_kern_linear_ref: ak_kern_linear in double, straight from eq. 4. */
int ak_kern_linear_ref(double *Z, const double *Q, const double *K,
    const double *V, const ak_attn_mask *mk, size_t m, size_t n, size_t d,
    ak_err *e);

/*
 * ak_kern_softmax_row: a[0..n) = softmax(a[0..n)) in place, max-subtracted,
 * vectorized (8 lanes, polynomial exp with relative error < 2e-7; inputs
 * below max − 87.3 and −inf give exactly 0).  −inf marks a hidden entry.
 * Same contract as ak_softmaxf with the mask folded in as −inf: a row with
 * every entry −inf becomes all zeros.  Returns the sum before normalising
 * (0 for an all −inf row).
 */
float ak_kern_softmax_row(float *a, size_t n);

/*
 * ak_kern_generate: autoregressive generation of n tokens with one head
 * (d_model = d_k = d_v = d), with or without a KV cache (lesson
 * "Квадратичная цена": Σ_t O(t d_k) = O(n²d_k) with a cache, Σ_t O(t²d_k)
 * = O(n³d_k) without; ak_bench_gen_flops counts them).
 *   X: n×d token embeddings     W: 3 matrices d×d (W_q, W_k, W_v; q = x W)
 *   Z: n×d output, row t = attention of query t over keys 0..t
 *   ws: workspace of ak_kern_generate_ws(n, d) floats
 * cached = 1: step t projects x_t alone, appends k_t, v_t to the cache and
 * attends with one query over t + 1 keys (ak_kern_naive, m = 1).
 * cached = 0: step t projects x_0..x_t again and runs causal attention
 * over the whole prefix (ak_kern_naive, causal), keeping its last row.
 * Both give the same Z up to float rounding.  Returns 0, or -1 with a
 * message (sizes 0, out of memory).
 */
int ak_kern_generate(float *Z, float *ws, const float *X, const float *W,
    int cached, size_t n, size_t d, ak_err *e);
/* the workspace of ak_kern_generate: 4·n·d + n² floats (Q, K, V, Z_t, S) */
size_t ak_kern_generate_ws(size_t n, size_t d);

/*
 * The multi-head block of the lesson (T_MHA = O(n²d + nd²)) in three
 * parts, timed apart by attn-bench -m heads:
 * ak_kern_mha_proj: Q, K, V = X W_q, X W_k, X W_v (sgemm; 6·n·d² flops).
 *   X: n×d   W: 3 matrices d×d   Q, K, V: n×d
 * ak_kern_mha_heads: head h = 0..H−1 attends over columns h·d_h..(h+1)·d_h
 *   of Q, K, V (d_h = d/H, H divides d), packed into contiguous n×d_h
 *   copies, by ak_kern_naive; C (n×d) is the concatenation of the heads
 *   (4·n²·d flops in all).  ws: ak_kern_mha_ws(n, d, H) floats.
 *   Returns 0, or -1 with a message (H = 0 or not dividing d, sizes 0).
 * ak_kern_mha_out: Y = C W_o (n×d times d×d; 2·n·d² flops).
 */
void ak_kern_mha_proj(float *Q, float *K, float *V, const float *X,
    const float *W, size_t n, size_t d);
int ak_kern_mha_heads(float *C, float *ws, const float *Q, const float *K,
    const float *V, size_t H, size_t n, size_t d, ak_err *e);
void ak_kern_mha_out(float *Y, const float *C, const float *Wo, size_t n,
    size_t d);
/* the workspace of ak_kern_mha_heads: 4·n·d/H + n² floats */
size_t ak_kern_mha_ws(size_t n, size_t d, size_t H);

/*
 * ak_kern_heads: the lesson's multi-head attention over a batch in one
 * call, the B·H heads at once (lesson "Многоголовое внимание"; Vaswani
 * et al. 2017, eq. 4–5 without the projections: ak_kern_mha_proj and
 * ak_kern_mha_out take B·n rows for those):
 *   Q, K, V, Z: B × n × E row-major, E = H·d_h (batch first, as
 *   nn.MultiheadAttention(batch_first=True)); head h of sequence b reads
 *   and writes columns h·d_h .. (h+1)·d_h − 1 of rows b·n .. (b+1)·n − 1:
 *   Z_bh = softmax(Q_bh K_bhᵀ/√d_h) V_bh, no mask.
 * Each head is ak_kern_streaming on one thread (the same bits as that
 * call on its gathered n × d_h copies), the heads dealt to
 * ak_kern_threads() threads from a shared counter: a head is never
 * split, so B·H ≥ T keeps every thread busy without a cross-thread
 * merge.  4·B·H·n²·d_h flops; extra memory 4·T·n·d_h floats and each
 * thread's streaming buffers.  Returns 0, or -1 with a message (B, H, n
 * or d_h = 0, out of memory).
 */
int ak_kern_heads(float *Z, const float *Q, const float *K, const float *V,
    size_t B, size_t H, size_t n, size_t dh, ak_err *e);

/*
 * ak_kern_flops: the floating-point operations of one call, counted as 2
 * per multiply-add of the matrix products the kernel computes.  "naive"
 * (every score, then the mask) and "sgemm" (its two products alone):
 * 4·m·n·d whatever the mask; "streaming": 4·d per pair of
 * ak_kern_streaming_pairs (4·m·n·d without the mask, about half with
 * causal: its skipped tiles are not counted, so its GFLOP/s stays a share
 * of the machine's FMA peak); "window" (radius w, causal or not): 4·d
 * per pair of ak_kern_window_pairs (its blocks' rectangles, the masked
 * corners included); "linear": 2·d²·(m + n).  0 for an
 * unknown impl.
 */
double ak_kern_flops(const char *impl, size_t w, int causal, size_t m,
    size_t n, size_t d);

#endif
