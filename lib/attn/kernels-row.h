/*
 * kernels-row.h — the row kernels of the attention kernels (max,
 * exp-and-sum, scale), written once for a vector of VL float lanes with
 * GCC vector extensions.  Not a public header: kernels-row.c includes it
 * once per vector width (and only there: each ISA's row kernels are
 * compiled once), with VF (float vector), VI (int32 vector), VL (lanes),
 * SUF (name suffix) and ATTR (function attribute, e.g. a target) defined;
 * it defines ak_row_max_SUF, ak_row_exp_sum_SUF and ak_row_scale_SUF,
 * declared in kernels-int.h.
 */
#define RK_CAT_(a, b) a##_##b
#define RK_CAT(a, b) RK_CAT_(a, b)
#define RK(name) RK_CAT(name, SUF)

/* k ≤ VL lanes from p; the others are −inf */
static inline __attribute__((always_inline)) ATTR VF
RK(vload)(const float *p, size_t k)
{
	VF v = (VF){ 0 } - INFINITY;

	memcpy(&v, p, k * sizeof(float));
	return v;
}

/* m ? a : b, lane by lane */
#define RK_SEL(m, a, b) ((VF)(((VI)(a) & (m)) | ((VI)(b) & ~(m))))

/*
 * e^x for x ≤ 88 in place: x = k ln2 + r, |r| ≤ ln2/2, e^r by the Cephes
 * expf polynomial, 2^k through the exponent bits.  Relative error < 2e-7;
 * x < AK_EXP_LO (and −inf) gives exactly 0.
 */
static inline __attribute__((always_inline)) ATTR void
RK(vexp)(VF *xp)
{
	VF x = *xp;
	VI under = x < AK_EXP_LO;
	VF lo = (VF){ 0 } + AK_EXP_LO;
	x = RK_SEL(under, lo, x);
	VF kf = x * 1.44269504088896341f + 12582912.0f;	/* round */
	kf = kf - 12582912.0f;
	VF r = x - kf * 0.693359375f;
	r = r - kf * -2.12194440e-4f;
	VF p = r * 1.9875691500e-4f + 1.3981999507e-3f;
	p = p * r + 8.3334519073e-3f;
	p = p * r + 4.1665795894e-2f;
	p = p * r + 1.6666665459e-1f;
	p = p * r + 5.0000001201e-1f;
	p = p * (r * r) + r + 1.0f;
	VI k = __builtin_convertvector(kf, VI);
	VF two_k = (VF)((k + 127) << 23);
	*xp = (VF)((VI)(p * two_k) & ~under);
}

/* max of a[0..n), −inf when n = 0 or every entry is −inf */
ATTR float
RK(ak_row_max)(const float *a, size_t n)
{
	VF m = RK(vload)(a, 0);
	size_t j = 0;

	for (; j + VL <= n; j += VL) {
		VF v;
		memcpy(&v, a + j, sizeof v);
		m = RK_SEL(v > m, v, m);
	}
	if (j < n) {
		VF v = RK(vload)(a + j, n - j);
		m = RK_SEL(v > m, v, m);
	}
	float mx = m[0];
	for (int l = 1; l < VL; l++)
		mx = m[l] > mx ? m[l] : mx;
	return mx;
}

/* a[j] = e^{a[j] − mx} for j < n; returns the sum (mx finite) */
ATTR float
RK(ak_row_exp_sum)(float *a, size_t n, float mx)
{
	VF s = { 0 };
	size_t j = 0;

	for (; j + VL <= n; j += VL) {
		VF v;
		memcpy(&v, a + j, sizeof v);
		v -= mx;
		RK(vexp)(&v);
		memcpy(a + j, &v, sizeof v);
		s += v;
	}
	if (j < n) {
		VF v = RK(vload)(a + j, n - j) - mx;
		RK(vexp)(&v);
		memcpy(a + j, &v, (n - j) * sizeof(float));
		s += v;
	}
	float sum = 0;
	for (int l = 0; l < VL; l++)
		sum += s[l];
	return sum;
}

/* a[0..n) *= c */
ATTR void
RK(ak_row_scale)(float *a, size_t n, float c)
{
	size_t j = 0;

	for (; j + VL <= n; j += VL) {
		VF v;
		memcpy(&v, a + j, sizeof v);
		v *= c;
		memcpy(a + j, &v, sizeof v);
	}
	for (; j < n; j++)
		a[j] *= c;
}

#undef RK_SEL
#undef RK
#undef RK_CAT
#undef RK_CAT_
