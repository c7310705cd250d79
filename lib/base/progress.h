/*
 * progress.h — how a long computation in the library says how far it has
 * come, to a caller that may show it.  The library never prints: it calls
 * the caller's function, and the command side's printer (progline.h)
 * turns the calls into a line on stderr.
 *
 * A computation is a sequence of stages, each a name ("counting", "SVD
 * products") and the unit of its count ("tokens", "products").  Within a
 * stage it calls ak_progress_step with the count so far (done) and the
 * count it will reach when known (total; 0: not known), as often as it
 * likes (the printer draws at most a few times a second), from one thread
 * at a time; then ak_progress_end once, with the final count.  A NULL
 * ak_progress, or one whose fn is NULL, costs a test and a branch.
 */
#ifndef AK_PROGRESS_H
#define AK_PROGRESS_H

#include <stddef.h>
#include <stdint.h>

/* end: 0 while the stage runs, 1 at its end (done is then final) */
typedef void ak_progress_fn(void *ctx, const char *stage, const char *unit,
    uint64_t done, uint64_t total, int end);

typedef struct ak_progress {
	ak_progress_fn *fn;
	void *ctx;
} ak_progress;

/* ak_progress_step: stage is at done of total unit (total 0: unknown) */
static inline void
ak_progress_step(const ak_progress *p, const char *stage, const char *unit,
    uint64_t done, uint64_t total)
{
	if (p != NULL && p->fn != NULL)
		p->fn(p->ctx, stage, unit, done, total, 0);
}

/* ak_progress_end: stage has ended at done unit (of total, 0: unknown) */
static inline void
ak_progress_end(const ak_progress *p, const char *stage, const char *unit,
    uint64_t done, uint64_t total)
{
	if (p != NULL && p->fn != NULL)
		p->fn(p->ctx, stage, unit, done, total, 1);
}

#endif
