/*
 * zipf-corpus.c — zipf-corpus TOKENS TYPES SEED [I/K]: a synthetic tokenized
 * corpus for benchmarks and the cluster tests, fast enough for a billion
 * tokens: TOKENS tokens drawn from TYPES word types with Zipf's law
 * p(r) ∝ 1/r (r = 1..TYPES), in messages of 5 to 35 tokens, written to
 * standard output as `ham<TAB>tok tok ...` (the format of `sms-vocab -t`).
 * Word r is r in bijective base 26 with the letters a..z (1 = a, 26 = z,
 * 27 = aa ...), as tools/zipf-corpus.py writes it, so every word is a
 * lowercase token.  With I/K, shard I (1..K) of the corpus: TOKENS/K tokens
 * (the first TOKENS mod K shards one more) from a stream of their own, so
 * that K processes, on any hosts, write the K files of one corpus and never
 * one file.  The same arguments give the same bytes.
 *
 * Sampling: Walker's alias method (Vose's construction; Walker 1977, ACM
 * TOMS 3(3) 253-256), one 64-bit draw a token (the high half picks the
 * column by multiply-shift, the low half the coin), xoshiro256** (Blackman
 * and Vigna 2021, ACM TOMS 47(4) 36) seeded by splitmix64 from SEED and I
 * (lib/base/rng.h, the generator of the toolkit's seeded runs).
 * Not the numpy stream of zipf-corpus.py: the same law, other bytes.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rng.h"

static void
die(const char *msg)
{
	fprintf(stderr, "zipf-corpus: %s\n", msg);
	exit(1);
}

static unsigned long long
num(const char *a, const char *what)
{
	char *end;
	unsigned long long v;

	errno = 0;
	v = strtoull(a, &end, 10);
	if (errno || end == a || *end != '\0' || *a == '-') {
		fprintf(stderr, "zipf-corpus: %s: '%s' is not a whole number\n",
		    what, a);
		exit(2);
	}
	return v;
}

int
main(int argc, char *argv[])
{
	unsigned long long ntok, ntypes, seed, shard = 1, nshards = 1;
	uint32_t *alias, *coin;
	double *p, sum = 0;
	char *words, *buf;
	uint32_t *woff;
	uint8_t *wlen;
	size_t nsmall = 0, nlarge = 0, bufsz = 1 << 20, used = 0;
	uint32_t *small, *large;

	if (argc != 4 && argc != 5) {
		fputs("usage: zipf-corpus TOKENS TYPES SEED [I/K]\n", stderr);
		return 2;
	}
	ntok = num(argv[1], "TOKENS");
	ntypes = num(argv[2], "TYPES");
	seed = num(argv[3], "SEED");
	if (argc == 5) {
		char *sl = strchr(argv[4], '/');
		if (sl == NULL) {
			fputs("zipf-corpus: I/K: want shard/shards, e.g. 3/8\n", stderr);
			return 2;
		}
		*sl = '\0';
		shard = num(argv[4], "I");
		nshards = num(sl + 1, "K");
		if (shard < 1 || shard > nshards) {
			fputs("zipf-corpus: I/K: want 1 <= I <= K\n", stderr);
			return 2;
		}
	}
	if (ntypes < 1 || ntypes > 100000000) {
		fputs("zipf-corpus: TYPES: 1 to 100000000\n", stderr);
		return 2;
	}

	/* the words: r in bijective base 26, at most 6 letters here */
	words = malloc(ntypes * 8);
	woff = malloc(ntypes * sizeof *woff);
	wlen = malloc(ntypes);
	p = malloc(ntypes * sizeof *p);
	alias = malloc(ntypes * sizeof *alias);
	coin = malloc(ntypes * sizeof *coin);
	small = malloc(ntypes * sizeof *small);
	large = malloc(ntypes * sizeof *large);
	buf = malloc(bufsz + 64);
	if (!words || !woff || !wlen || !p || !alias || !coin || !small ||
	    !large || !buf)
		die("out of memory");
	for (uint64_t r = 1; r <= ntypes; r++) {
		char tmp[8];
		int n = 0;
		for (uint64_t x = r; x > 0; x = (x - 1) / 26)
			tmp[n++] = (char)('a' + (x - 1) % 26);
		woff[r - 1] = (uint32_t)((r - 1) * 8);
		wlen[r - 1] = (uint8_t)n;
		for (int i = 0; i < n; i++)
			words[(r - 1) * 8 + i] = tmp[n - 1 - i];
		sum += 1.0 / (double)r;
	}

	/* Vose's alias table: column i keeps i with probability coin[i]/2^32,
	   else gives alias[i] */
	for (uint64_t i = 0; i < ntypes; i++) {
		p[i] = (1.0 / (double)(i + 1)) / sum * (double)ntypes;
		if (p[i] < 1.0)
			small[nsmall++] = (uint32_t)i;
		else
			large[nlarge++] = (uint32_t)i;
	}
	while (nsmall > 0 && nlarge > 0) {
		uint32_t l = small[--nsmall], g = large[nlarge - 1];
		coin[l] = (uint32_t)(p[l] * 4294967296.0 > 4294967295.0 ?
		    4294967295.0 : p[l] * 4294967296.0);
		alias[l] = g;
		p[g] = (p[g] + p[l]) - 1.0;
		if (p[g] < 1.0) {
			nlarge--;
			small[nsmall++] = g;
		}
	}
	while (nlarge > 0) {
		uint32_t g = large[--nlarge];
		coin[g] = UINT32_MAX;
		alias[g] = g;
	}
	while (nsmall > 0) {	/* rounding leftovers: probability 1 */
		uint32_t l = small[--nsmall];
		coin[l] = UINT32_MAX;
		alias[l] = l;
	}

	/* this shard's tokens and its own stream */
	uint64_t mine = ntok / nshards + (shard <= ntok % nshards ? 1 : 0);
	ak_rng rng;
	ak_rng_seed(&rng, seed * 0x100000001b3ULL + shard);

	while (mine > 0) {
		uint64_t len = 5 + ak_rng_u64(&rng) % 31;
		if (len > mine)
			len = mine;
		memcpy(buf + used, "ham\t", 4);
		used += 4;
		for (uint64_t k = 0; k < len; k++) {
			uint64_t d = ak_rng_u64(&rng);
			uint32_t col = (uint32_t)(((d >> 32) * ntypes) >> 32);
			uint32_t w = (uint32_t)d <= coin[col] ? col : alias[col];
			memcpy(buf + used, words + woff[w], 8);
			used += wlen[w];
			buf[used++] = k + 1 < len ? ' ' : '\n';
			if (used >= bufsz) {
				if (fwrite(buf, 1, used, stdout) != used)
					die("<stdout>: write failed");
				used = 0;
			}
		}
		mine -= len;
	}
	if (used > 0 && fwrite(buf, 1, used, stdout) != used)
		die("<stdout>: write failed");
	if (fflush(stdout) != 0 || ferror(stdout))
		die("<stdout>: write failed");
	return 0;
}
