#include <math.h>

#include "rng.h"

static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

void
ak_rng_seed(ak_rng *r, uint64_t seed)
{
	for (int i = 0; i < 4; i++)
		r->s[i] = splitmix64(&seed);
	r->have_spare = 0;
	r->spare = 0;
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

uint64_t
ak_rng_u64(ak_rng *r)
{
	uint64_t *s = r->s;
	uint64_t res = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return res;
}

double
ak_rng_uniform(ak_rng *r)
{
	return (double)(ak_rng_u64(r) >> 11) * 0x1.0p-53;
}

uint64_t
ak_rng_below(ak_rng *r, uint64_t n)
{
	uint64_t lim = UINT64_MAX - UINT64_MAX % n, x;

	do
		x = ak_rng_u64(r);
	while (x >= lim);
	return x % n;
}

double
ak_rng_normal(ak_rng *r)
{
	double u, v, q;

	if (r->have_spare) {
		r->have_spare = 0;
		return r->spare;
	}
	do {
		u = 2 * ak_rng_uniform(r) - 1;
		v = 2 * ak_rng_uniform(r) - 1;
		q = u * u + v * v;
	} while (q >= 1 || q == 0);
	q = sqrt(-2 * log(q) / q);
	r->spare = v * q;
	r->have_spare = 1;
	return u * q;
}

void
ak_rng_shuffle(ak_rng *r, size_t *idx, size_t n)
{
	for (size_t i = n; i > 1; i--) {
		size_t j = (size_t)ak_rng_below(r, i);
		size_t t = idx[i - 1];
		idx[i - 1] = idx[j];
		idx[j] = t;
	}
}

void
ak_rng_perm(size_t *p, size_t n, uint64_t seed)
{
	ak_rng rng;
	int ident = 1;

	for (size_t i = 0; i < n; i++)
		p[i] = i;
	ak_rng_seed(&rng, seed);
	ak_rng_shuffle(&rng, p, n);
	for (size_t i = 0; i < n; i++)
		ident &= p[i] == i;
	if (ident && n > 1)
		for (size_t i = 0; i < n; i++)
			p[i] = (i + 1) % n;
}
