/*
 * flash-tile.h — the fused exact-attention block of flash.c, written once
 * for a vector of VL float lanes and compiled once per ISA.  Not a public
 * header: flash.c includes it with pack-tile.h's macros defined (VF, VI,
 * VL, SUF, ATTR, FMA, BCAST, VMAX, QR × QNV, PR × PNV), after pack-tile.h
 * of the same SUF (vmax, qk, pv); the row kernels it calls are
 * ak_row_*_SUF (kernels-row.c, declared in kernels-int.h).
 *
 * Layouts: Kp and Vp as pack.h.  Per thread: Qb (the query
 * block, FBQ rows padded with zeros), S (FBQ × FBK scores, then weights),
 * O (FBQ × dpp unnormalised outputs), mu (running max); the running
 * sums are lane-wise vectors on the block's stack (ell).
 */
#define FT_CAT_(a, b) a##_##b
#define FT_CAT(a, b) FT_CAT_(a, b)
#define FT(name) FT_CAT(name, SUF)
#define RKF(name) FT_CAT(ak_##name, SUF)

/* the largest of the VL lanes of v */
static inline __attribute__((always_inline)) ATTR float
FT(hmax)(VF v)
{
#ifdef HMAX
	return HMAX(v);
#else
	float m = v[0];
	for (int l = 1; l < VL; l++)
		m = v[l] > m ? v[l] : m;
	return m;
#endif
}

/*
 * e^x on VL lanes for finite x ≤ 0 (a score less the row max): x clamped
 * at AK_EXP_LO (e^x < 1.2e-38 below: a weight that small is not 0, it is
 * nothing either), x = k ln2 + r, |r| ≤ ln2/2, e^r by the Cephes expf
 * polynomial in fused multiply-adds, 2^k from k's bits: relative error
 * < 2e-7, as RK(vexp) of kernels-row.h but without its exact zero for
 * hidden keys (this one runs on tiles without any).
 */
static inline __attribute__((always_inline)) ATTR VF
FT(vexpf)(VF x)
{
	const VF magic = BCAST(12582912.0f);	/* 1.5·2²³: round to int */

	x = FT(vmax)(x, BCAST(AK_EXP_LO));
	VF t = FMA(x, BCAST(1.44269504088896341f), magic);
	VF kf = t - magic;
	VF r = FMA(kf, BCAST(-0.693359375f), x);
	r = FMA(kf, BCAST(2.12194440e-4f), r);
	VF p = FMA(r, BCAST(1.9875691500e-4f), BCAST(1.3981999507e-3f));
	p = FMA(p, r, BCAST(8.3334519073e-3f));
	p = FMA(p, r, BCAST(4.1665795894e-2f));
	p = FMA(p, r, BCAST(1.6666665459e-1f));
	p = FMA(p, r, BCAST(5.0000001201e-1f));
	p = FMA(p, r * r, r + BCAST(1.0f));
	/* t's low bits hold k (|k| < 2²²): 2^k = (k + 127) << 23 */
	VF two_k = (VF)(((VI)t + 127) << 23);
	return p * two_k;
}

#ifdef SCALEF
/*
 * 2^t on VL lanes for t ≤ 0 (AVX-512): t clamped at −126 (AK_EXP_LO's
 * e^−87.3), k = round(t), f = t − k in [−½, ½], 2^f by its Taylor
 * polynomial of degree 6 (remainder < (ln 2 / 2)^7 / 7! ≈ 1.2e-7 of 2^f),
 * 2^k applied by vscalefps: 11 operations where vexpf takes 16.
 */
static inline __attribute__((always_inline)) ATTR VF
FT(vexp2)(VF t)
{
	t = FT(vmax)(t, BCAST(-126.0f));
	VF k = ROUND(t);
	VF f = t - k;
	VF p = FMA(BCAST(1.5403530393e-4f), f, BCAST(1.3333558146e-3f));
	p = FMA(p, f, BCAST(9.6181291076e-3f));
	p = FMA(p, f, BCAST(5.5504108665e-2f));
	p = FMA(p, f, BCAST(2.4022650696e-1f));
	p = FMA(p, f, BCAST(6.9314718056e-1f));
	p = FMA(p, f, BCAST(1.0f));
	return SCALEF(p, k);
}
#endif

/* e^{x − mx} on VL lanes, x ≤ mx finite: the fused polynomial (vexp2
   where the path has vscalefps, else vexpf) */
static inline __attribute__((always_inline)) ATTR VF
FT(expm)(VF x, float mx)
{
#ifdef SCALEF
	return FT(vexp2)(FMA(x, BCAST(1.44269504088896341f),
	    BCAST(-mx * 1.44269504088896341f)));
#else
	return FT(vexpf)(x - BCAST(mx));
#endif
}

/* as expm, but exactly 0 where x − mx < AK_EXP_LO (a hidden key's −inf
   among them), as the row kernels give */
static inline __attribute__((always_inline)) ATTR VF
FT(expm_vis)(VF x, float mx)
{
	VI z = (x - BCAST(mx)) < BCAST(AK_EXP_LO);
	return (VF)((VI)FT(expm)(x, mx) & ~z);
}

/* the sum of the VL lanes of v, in lane order */
static inline __attribute__((always_inline)) ATTR float
FT(hsum)(VF v)
{
	float sum = 0;
	for (int l = 0; l < VL; l++)
		sum += v[l];
	return sum;
}

/*
 * a[j] = e^{a[j] − mx}, j < n (n a multiple of VL, every a[j] finite);
 * returns the lane-wise sums (kept as a vector: the caller's running sum
 * is one too, reduced once per block, not once per tile)
 */
static inline __attribute__((always_inline)) ATTR VF
FT(exp_sum)(float *a, size_t n, float mx)
{
	VF s0 = BCAST(0.0f), s1 = BCAST(0.0f);
	size_t j = 0;

	for (; j + 2 * VL <= n; j += 2 * VL) {
		VF v0 = FT(expm)(*(VF *)(a + j), mx);
		VF v1 = FT(expm)(*(VF *)(a + j + VL), mx);
		*(VF *)(a + j) = v0, *(VF *)(a + j + VL) = v1;
		s0 += v0, s1 += v1;
	}
	for (; j < n; j += VL) {
		VF v = FT(expm)(*(VF *)(a + j), mx);
		*(VF *)(a + j) = v;
		s0 += v;
	}
	return s0 + s1;
}

/*
 * The masked rows' (and decode's) exp: a[j] = e^{a[j] − mx}, j < n, any
 * n, a[j] = −inf (hidden) or below mx + AK_EXP_LO giving exactly 0 — the
 * full tiles' fused polynomial, not the row kernels' (kernels-row.h)
 * separate products and sums.  Returns the lane-wise sums.
 */
static inline __attribute__((always_inline)) ATTR VF
FT(exp_sum_vis)(float *a, size_t n, float mx)
{
	VF s0 = BCAST(0.0f);
	size_t j = 0;

	for (; j + VL <= n; j += VL) {
		VF v;
		memcpy(&v, a + j, sizeof v);
		v = FT(expm_vis)(v, mx);
		memcpy(a + j, &v, sizeof v);
		s0 += v;
	}
	if (j < n) {
		VF v = BCAST(-INFINITY);
		memcpy(&v, a + j, (n - j) * sizeof(float));
		v = FT(expm_vis)(v, mx);
		memcpy(a + j, &v, (n - j) * sizeof(float));
		s0 += v;
	}
	return s0;
}

/* max of a[0..n) (any n), −inf when n = 0 or all are −inf */
static inline __attribute__((always_inline)) ATTR float
FT(row_max)(const float *a, size_t n)
{
	VF m = BCAST(-INFINITY);
	size_t j = 0;

	for (; j + VL <= n; j += VL) {
		VF v;
		memcpy(&v, a + j, sizeof v);
		m = FT(vmax)(m, v);
	}
	if (j < n) {
		VF v = BCAST(-INFINITY);
		memcpy(&v, a + j, (n - j) * sizeof(float));
		m = FT(vmax)(m, v);
	}
	return FT(hmax)(m);
}

/*
 * The online softmax of row r over one tile (its scores in row): the
 * new max μ' = max(μ, tmax), O's row and the lane sums ell rescaled by
 * e^{μ−μ'} (no call while the max holds: e^0 = 1), row's scores turned
 * into weights.  Full tiles: tmax from the Q·Kᵀ registers, every score
 * finite.  Masked: the hidden keys set to −inf first and the max taken
 * over the visible prefix; a row that has seen nothing yet gets zeros.
 */
static inline __attribute__((always_inline)) ATTR void
FT(soft_full)(float *row, float tmax, float *mu, VF *ell, float *Orow,
    size_t dpp)
{
	float mnew = tmax > *mu ? tmax : *mu;
	float alpha = *mu == -INFINITY ? 0 : mnew == *mu ? 1 :
	    expf(*mu - mnew);

	*ell = *ell * BCAST(alpha) + FT(exp_sum)(row, FBK, mnew);
	*mu = mnew;
	if (alpha != 1)
		RKF(row_scale)(Orow, dpp, alpha);
}

static ATTR void
FT(soft_masked)(const fl_ctx *c, float *row, size_t bk, size_t j0,
    size_t i, float *mu, VF *ell, float *Orow)
{
	size_t vis = ak_kern_hide_(row, bk, j0, ak_kern_qpos_(i, c->m, c->n),
	    c->mk);
	float tmax = FT(row_max)(row, vis);
	float mnew = tmax > *mu ? tmax : *mu;

	if (mnew == -INFINITY) {	/* nothing seen yet */
		memset(row, 0, bk * sizeof(float));
		return;
	}
	float alpha = *mu == -INFINITY ? 0 : mnew == *mu ? 1 :
	    expf(*mu - mnew);
	*ell = *ell * BCAST(alpha) + FT(exp_sum_vis)(row, vis, mnew);
	memset(row + vis, 0, (bk - vis) * sizeof(float));
	*mu = mnew;
	if (alpha != 1)
		RKF(row_scale)(Orow, c->dpp, alpha);
}

/*
 * One block of bq ≤ FBQ queries, i0.., over keys 0..kend: the online
 * softmax of Milakov & Gimelshein 2018 in FlashAttention's tile order
 * (Dao et al. 2022, Alg. 1); writes rows i0..i0+bq of Z.
 */
static ATTR void
FT(block)(const fl_ctx *c, fl_buf *b, size_t i0, size_t bq, size_t kend)
{
	const size_t d = c->d, dpp = c->dpp;
	const size_t bqp = (bq + QR - 1) / QR * QR;	/* QR = PR */
	float *Qb = b->Qb, *S = b->S, *O = b->O, *mu = b->mu;
	VF tmx[FBQ];	/* lane-wise row maxima of the tile's scores */
	VF ell[FBQ];	/* lane-wise running sums */

	memcpy(Qb, c->Q + i0 * d, bq * d * sizeof(float));
	memset(Qb + bq * d, 0, (bqp - bq) * d * sizeof(float));
	memset(O, 0, bqp * dpp * sizeof(float));
	for (size_t r = 0; r < bqp; r++)
		mu[r] = -INFINITY, ell[r] = BCAST(0.0f);
	for (size_t j0 = 0; j0 < kend; j0 += FBK) {
		size_t bk = kend - j0 < FBK ? kend - j0 : FBK;
		size_t np = (bk + VL - 1) / VL;

		np = (np + QNV - 1) / QNV * QNV;	/* Kp is padded */
		/* a full tile: FBK keys, all visible to every query of the
		   block (no kmask; causal: the block's first query sees the
		   tile's last key) — no masking, maxima from the products */
		int full = bk == FBK && (c->mk == NULL || (c->mk->kmask == NULL &&
		    (!c->mk->causal || ak_kern_qpos_(i0, c->m, c->n) >=
		    (ptrdiff_t)(j0 + FBK - 1))));

		for (size_t r = 0; r < bqp; r++)
			tmx[r] = BCAST(-INFINITY);
		/* S = Qb Kpᵀ: a chunk of QNV key panels stays in L1 while
		   every row group of the block passes over it */
		for (size_t p0 = 0; p0 < np; p0 += QNV) {
			const float *kp = c->Kp + (j0 / VL + p0) * d * VL;
			for (size_t r0 = 0; r0 < bqp; r0 += QR)
				FT(qk)(S + r0 * FBK + p0 * VL, FBK, Qb + r0 * d,
				    kp, d, tmx + r0);
		}
		for (size_t r = 0; r < bq; r++)
			if (full)
				FT(soft_full)(S + r * FBK, FT(hmax)(tmx[r]),
				    mu + r, ell + r, O + r * dpp, dpp);
			else
				FT(soft_masked)(c, S + r * FBK, bk, j0, i0 + r,
				    mu + r, ell + r, O + r * dpp);
		/* rows bq..bqp of S are 0 (zero queries): O's padding rows
		   gain nothing */
		/* O += P Vp, in chunks of FPJ keys (their Vp rows in L1) */
		for (size_t jc = 0; jc < bk; jc += FPJ) {
			size_t nk = bk - jc < FPJ ? bk - jc : FPJ;
			const float *vp = c->Vp + (j0 + jc) * dpp;
			for (size_t r0 = 0; r0 < bqp; r0 += PR)
				for (size_t c0 = 0; c0 < dpp; c0 += PNV * VL)
					FT(pv)(O + r0 * dpp + c0, dpp,
					    S + r0 * FBK + jc, FBK, vp + c0, dpp,
					    nk);
		}
	}
	for (size_t r = 0; r < bq; r++) {
		float *z = c->Z + (i0 + r) * d, l = FT(hsum)(ell[r]);
		if (l > 0) {
			float inv = 1 / l;
			for (size_t k = 0; k < d; k++)
				z[k] = O[r * dpp + k] * inv;
		} else {
			memset(z, 0, d * sizeof(float));
		}
	}
}

/* Σ_c a[c]·b[c], c < d: VL lanes at a time, then the tail */
static inline __attribute__((always_inline)) ATTR float
FT(dot)(const float *a, const float *b, size_t d)
{
	VF acc = BCAST(0.0f);
	size_t c = 0;
	float s = 0;

	for (; c + VL <= d; c += VL) {
		VF x, y;
		memcpy(&x, a + c, sizeof x);
		memcpy(&y, b + c, sizeof y);
		acc = FMA(x, y, acc);
	}
	for (; c < d; c++)
		s += a[c] * b[c];
	for (int l = 0; l < VL; l++)
		s += acc[l];
	return s;
}

/* o[c] += p·v[c], c < d */
static inline __attribute__((always_inline)) ATTR void
FT(axpy)(float *o, float p, const float *v, size_t d)
{
	VF pv = BCAST(p);
	size_t c = 0;

	for (; c + VL <= d; c += VL) {
		VF x, y;
		memcpy(&x, v + c, sizeof x);
		memcpy(&y, o + c, sizeof y);
		y = FMA(pv, x, y);
		memcpy(o + c, &y, sizeof y);
	}
	for (; c < d; c++)
		o[c] += p * v[c];
}

/*
 * One query over keys a..b of a KV cache (row-major K, V: the layout a
 * cache grows in, read once, no packing): on return *mu, *ell and o (d
 * floats) hold the running max, sum and unnormalised output of the online
 * softmax over those keys.
 */
static ATTR void
FT(decode)(const float *q, const float *K, const float *V, size_t a,
    size_t b, size_t d, float scale, float *o, float *mu, float *ell)
{
	float s[FBK], m = -INFINITY, l = 0;

	memset(o, 0, d * sizeof(float));
	for (size_t j0 = a; j0 < b; j0 += FBK) {
		size_t nk = b - j0 < FBK ? b - j0 : FBK;
		float mx = -INFINITY;
		/* the scores and their max in one pass */
		for (size_t j = 0; j < nk; j++) {
			s[j] = FT(dot)(q, K + (j0 + j) * d, d) * scale;
			mx = s[j] > mx ? s[j] : mx;
		}
		float mnew = mx > m ? mx : m;
		float alpha = m == -INFINITY ? 0 : mnew == m ? 1 :
		    expf(m - mnew);
		l = l * alpha + FT(hsum)(FT(exp_sum_vis)(s, nk, mnew));
		m = mnew;
		if (alpha != 1)
			RKF(row_scale)(o, d, alpha);
		for (size_t j = 0; j < nk; j++)
			FT(axpy)(o, s[j], V + (j0 + j) * d, d);
	}
	*mu = m, *ell = l;
}

#undef RKF
#undef FT
#undef FT_CAT
#undef FT_CAT_
