/*
 * rng.h — the one seeded random generator of the toolkit: xoshiro256**
 * (Blackman & Vigna 2018) seeded through splitmix64.  Same seed ⇒ same
 * stream on every platform.  Normal deviates by the Marsaglia polar method.
 */
#ifndef AK_RNG_H
#define AK_RNG_H

#include <stddef.h>
#include <stdint.h>

typedef struct ak_rng {
	uint64_t s[4];
	int have_spare;		/* polar method yields pairs */
	double spare;
} ak_rng;

/* ak_rng_seed: initialise from a 64-bit seed. */
void ak_rng_seed(ak_rng *r, uint64_t seed);

/* ak_rng_u64: next 64 random bits. */
uint64_t ak_rng_u64(ak_rng *r);

/* ak_rng_uniform: uniform double in [0, 1) with 53 random bits. */
double ak_rng_uniform(ak_rng *r);

/* ak_rng_below: uniform integer in [0, n), unbiased (n > 0). */
uint64_t ak_rng_below(ak_rng *r, uint64_t n);

/* ak_rng_normal: standard normal N(0, 1). */
double ak_rng_normal(ak_rng *r);

/* ak_rng_shuffle: Fisher–Yates shuffle of idx[0..n). */
void ak_rng_shuffle(ak_rng *r, size_t *idx, size_t n);

/*
 * ak_rng_perm: p (n) = a permutation of 0..n-1 drawn from seed (a fresh
 * generator, ak_rng_shuffle), never the identity when n > 1: an identity
 * draw is replaced by the rotation p[i] = (i+1) mod n, so that a
 * permutation check always moves something (attn-map --check-permutation,
 * --heads).  No errors.
 */
void ak_rng_perm(size_t *p, size_t n, uint64_t seed);

#endif
