/*
 * counts-note.c: the note of a count file's words in CSV's quotes, given
 * to the tool's callback once a process (counts.h ak_counts_note), by
 * every merge of count files (counts-merge.c) and the parallel parts
 * (counts-files-par.c).
 */
#include <stdatomic.h>
#include <stddef.h>

#include "counts-int.h"

/* the note of words in CSV's quotes: said once a process (ak_counts_note) */
static void (*quoted_note)(void *, const char *);
static void *quoted_ctx;
static atomic_int quoted_said;

void
ak_counts_note(void (*note)(void *ctx, const char *msg), void *ctx)
{
	quoted_note = note;
	quoted_ctx = ctx;
	atomic_store(&quoted_said, 0);
}

void
ak_counts_say_quoted(const char *msg)
{
	if (msg != NULL && quoted_note != NULL && atomic_exchange(&quoted_said,
	    1) == 0)
		quoted_note(quoted_ctx, msg);
}
