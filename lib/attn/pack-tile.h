/*
 * pack-tile.h — the register-tiled micro-kernels of exact attention on
 * packed K and V (pack.h's layouts), written once for a vector of VL float
 * lanes and included once per ISA by pack.c (the two products of the
 * naive kernel) and by flash.c (its fused tiles).  Not a public header:
 * the includer defines VF (vector type), VI (int32 vector), VL (lanes),
 * SUF (name suffix), ATTR (target attribute), FMA(a, b, c) = a·b + c,
 * BCAST(x), VMAX(a, b) where the path has one, QR × QNV (query rows × key
 * vectors of the Q·Kᵀ register tile) and PR × PNV (query rows × output
 * vectors of the P·V tile; PR = QR).
 */
#define FT_CAT_(a, b) a##_##b
#define FT_CAT(a, b) FT_CAT_(a, b)
#define FT(name) FT_CAT(name, SUF)

/* lane-wise max (VMAX of the path when it has one) */
static inline __attribute__((always_inline)) ATTR VF
FT(vmax)(VF a, VF b)
{
#ifdef VMAX
	return VMAX(a, b);
#else
	VI m = a > b;
	return (VF)(((VI)a & m) | ((VI)b & ~m));
#endif
}

/*
 * S[r][v·VL + l] = Σ_c Qb[r][c] · Kp[v][c][l] for r < QR, v < QNV, and,
 * when mx is not NULL, mx[r] = max(mx[r], the row's new scores) lane-wise.
 */
static inline __attribute__((always_inline)) ATTR void
FT(qk)(float *S, size_t lds, const float *Qb, const float *Kp, size_t d,
    VF *mx)
{
	VF acc[QR][QNV];

#pragma GCC unroll 8
	for (int r = 0; r < QR; r++)
#pragma GCC unroll 8
		for (int v = 0; v < QNV; v++)
			acc[r][v] = BCAST(0.0f);
	for (size_t c = 0; c < d; c++) {
		VF k[QNV];
#pragma GCC unroll 8
		for (int v = 0; v < QNV; v++)
			k[v] = *(const VF *)(Kp + ((size_t)v * d + c) * VL);
#pragma GCC unroll 8
		for (int r = 0; r < QR; r++) {
			VF q = BCAST(Qb[(size_t)r * d + c]);
#pragma GCC unroll 8
			for (int v = 0; v < QNV; v++)
				acc[r][v] = FMA(q, k[v], acc[r][v]);
		}
	}
#pragma GCC unroll 8
	for (int r = 0; r < QR; r++)
#pragma GCC unroll 8
		for (int v = 0; v < QNV; v++)
			*(VF *)(S + (size_t)r * lds + (size_t)v * VL) =
			    acc[r][v];
	if (mx != NULL)
#pragma GCC unroll 8
		for (int r = 0; r < QR; r++) {
			VF m = mx[r];
#pragma GCC unroll 8
			for (int v = 0; v < QNV; v++)
				m = FT(vmax)(m, acc[r][v]);
			mx[r] = m;
		}
}

/*
 * O[r][v·VL..] += Σ_{j<nk} P[r][j] · Vp[j][v·VL..] for r < PR, v < PNV.
 */
static inline __attribute__((always_inline)) ATTR void
FT(pv)(float *O, size_t ldo, const float *P, size_t ldp, const float *Vp,
    size_t ldv, size_t nk)
{
	VF acc[PR][PNV];

#pragma GCC unroll 8
	for (int r = 0; r < PR; r++)
#pragma GCC unroll 8
		for (int v = 0; v < PNV; v++)
			acc[r][v] = *(VF *)(O + (size_t)r * ldo +
			    (size_t)v * VL);
	for (size_t j = 0; j < nk; j++) {
		VF x[PNV];
#pragma GCC unroll 8
		for (int v = 0; v < PNV; v++)
			x[v] = *(const VF *)(Vp + j * ldv + (size_t)v * VL);
#pragma GCC unroll 8
		for (int r = 0; r < PR; r++) {
			VF p = BCAST(P[(size_t)r * ldp + j]);
#pragma GCC unroll 8
			for (int v = 0; v < PNV; v++)
				acc[r][v] = FMA(p, x[v], acc[r][v]);
		}
	}
#pragma GCC unroll 8
	for (int r = 0; r < PR; r++)
#pragma GCC unroll 8
		for (int v = 0; v < PNV; v++)
			*(VF *)(O + (size_t)r * ldo + (size_t)v * VL) =
			    acc[r][v];
}

/*
 * Naive's two products on the micro-kernels (pack.c; static inline: a
 * file that includes this header for qk and pv alone emits none of these), for b query rows
 * against all n keys: S[r][0..n) = q_r·Kp (row stride lds), and
 * Z[r][0..d) = Σ_j S[r][j] Vp[j].  scratch: ak_pack_scratch floats, 64-byte
 * aligned: an aligned register tile, an output tile, and zero-padded
 * copies of the last, short row group.
 */
static inline ATTR void
FT(scores)(float *S, size_t lds, const float *Q, size_t b, const float *Kp,
    size_t n, size_t d, size_t dpp, float *scratch)
{
	float *tile = scratch, *Qt = scratch + QR * QNV * VL + PR * dpp;
	size_t np = (n + VL - 1) / VL;

	np = (np + QNV - 1) / QNV * QNV;
	for (size_t r0 = 0; r0 < b; r0 += QR) {
		size_t R = b - r0 < QR ? b - r0 : QR;
		const float *q = Q + r0 * d;
		if (R < QR) {
			memcpy(Qt, q, R * d * sizeof(float));
			memset(Qt + R * d, 0, (QR - R) * d * sizeof(float));
			q = Qt;
		}
		for (size_t p0 = 0; p0 < np; p0 += QNV) {
			size_t c0 = p0 * VL;
			size_t w = n - c0 < QNV * VL ? n - c0 : QNV * VL;
			FT(qk)(tile, QNV * VL, q, Kp + p0 * d * VL, d, NULL);
			for (size_t r = 0; r < R; r++)
				memcpy(S + (r0 + r) * lds + c0, tile + r * QNV * VL,
				    w * sizeof(float));
		}
	}
}

static inline ATTR void
FT(outputs)(float *Z, const float *S, size_t lds, size_t b, const float *Vp,
    size_t n, size_t d, size_t dpp, float *scratch)
{
	float *Ot = scratch + QR * QNV * VL;
	float *Pt = Ot + PR * dpp + QR * d;

	for (size_t r0 = 0; r0 < b; r0 += PR) {
		size_t R = b - r0 < PR ? b - r0 : PR, ldp = lds;
		const float *P = S + r0 * lds;
		if (R < PR) {
			for (size_t r = 0; r < R; r++)
				memcpy(Pt + r * n, S + (r0 + r) * lds,
				    n * sizeof(float));
			memset(Pt + R * n, 0, (PR - R) * n * sizeof(float));
			P = Pt, ldp = n;
		}
		memset(Ot, 0, PR * dpp * sizeof(float));
		for (size_t jc = 0; jc < n; jc += AK_PACK_PJ) {
			size_t nk = n - jc < AK_PACK_PJ ? n - jc : AK_PACK_PJ;
			for (size_t c0 = 0; c0 < dpp; c0 += PNV * VL)
				FT(pv)(Ot + c0, dpp, P + jc, ldp,
				    Vp + jc * dpp + c0, dpp, nk);
		}
		for (size_t r = 0; r < R; r++)
			memcpy(Z + (r0 + r) * d, Ot + r * dpp, d * sizeof(float));
	}
}

#undef FT
#undef FT_CAT
#undef FT_CAT_
