/*
 * Fuzzing the reader of co-occurrence count files (ppmi-svd --count's
 * output, counts.h): the merge of the input with itself, as the reducer
 * and --from-counts read it, with settings asked for (flat window 4, or
 * harmonic window 3 and a vocabulary digest) and without; every count
 * given out must be a whole number of units below 2^53, and a refusal one
 * line.  The end line (counts.h, AK_COUNTS_END): an input the merge
 * accepts, whose settings line comes before its count lines and whose one
 * end line is its last, cut anywhere between the two must be refused (a
 * shard cut short).  Seeds: count files written by ppmi-svd --count
 * (run.sh), so with their end lines.
 */
#include "counts.h"
#include "fuzz.h"

/* the whole merge of the file at path (flat counts): 0, every cell read,
 * or -1, refused with one line */
static int
merge_all(const char *path)
{
	char *paths[1] = { (char *)path };
	const char *w, *c;
	uint64_t units;
	ak_cmerge *m;
	ak_err e = { .msg = "" };
	int rc;

	if (ak_cmerge_open(&m, paths, 1, 1, NULL, &e) != 0) {
		fuzz_check_err(&e);
		return -1;
	}
	while ((rc = ak_cmerge_next(m, &w, &c, &units, &e)) == 1)
		;
	if (rc < 0)
		fuzz_check_err(&e);
	ak_cmerge_close(m);
	return rc;
}

/* where the line holding data[i] starts */
static size_t
line_start(const uint8_t *data, size_t i)
{
	while (i > 0 && data[i - 1] != '\n')
		i--;
	return i;
}

/* the end line's property (above) on data */
static void
cut_short(const uint8_t *data, size_t size)
{
	size_t set = SIZE_MAX, ends = 0, last, cells = 0;

	if (size < 2 || data[size - 1] != '\n')
		return;
	last = line_start(data, size - 1);
	for (size_t i = 0; i < size;) {
		const uint8_t *nl = memchr(data + i, '\n', size - i);
		size_t n = size - i;

		if (n >= 10 && memcmp(data + i, "# counts: ", 10) == 0 &&
		    set == SIZE_MAX && cells == 0)
			set = i;
		else if (n >= 6 && memcmp(data + i, AK_COUNTS_END, 6) == 0)
			ends++;
		else if (data[i] != '#')
			cells++;
		i = nl != NULL ? (size_t)(nl - data) + 1 : size;
	}
	/* (the last line may be shorter than the 6 bytes compared: ASan's
	   heap-buffer-overflow in make fuzz, on a file whose end line was
	   not its last) */
	if (set == SIZE_MAX || ends != 1 || last <= set || size - last < 6 ||
	    memcmp(data + last, AK_COUNTS_END, 6) != 0 ||
	    merge_all(fuzz_file(data, size)) != 0)
		return;
	/* past the settings line's end, before the end line */
	size_t from = (size_t)((const uint8_t *)memchr(data + set, '\n',
	    size - set) - data) + 1;
	if (from >= last)
		return;
	if (merge_all(fuzz_file(data, from + (last - from) / 2)) == 0)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *path = fuzz_file(data, size);
	char *paths[2] = { (char *)path, (char *)path };
	char want[3][AK_COUNTS_SETTINGS_MAX];

	ak_counts_settings(want[0], 4, AK_WEIGHT_FLAT, NULL, NULL, 0, 0, 0, 0,
	    0);
	ak_counts_settings(want[1], 3, AK_WEIGHT_HARMONIC, NULL, NULL, 5, 42,
	    0, 0, 0);
	for (int k = 0; k < 3; k++) {
		uint64_t L = k == 1 ? 6 : 1, units;
		ak_cmerge *m;
		const char *w, *c, *where;
		ak_err e = { .msg = "" };
		int rc;

		if (ak_cmerge_open(&m, paths, 1 + (k == 2), L, k < 2 ? want[k] :
		    NULL, &e) != 0) {
			fuzz_check_err(&e);
			continue;
		}
		while ((rc = ak_cmerge_next(m, &w, &c, &units, &e)) == 1) {
			if (w[0] == '\0' || c[0] == '\0' ||
			    (double)units >= 9007199254740992.0)
				abort();
			where = ak_cmerge_where(m);
			if (strchr(where, ':') == NULL)
				abort();
		}
		if (rc < 0)
			fuzz_check_err(&e);
		ak_cmerge_close(m);
	}
	cut_short(data, size);
	return 0;
}
