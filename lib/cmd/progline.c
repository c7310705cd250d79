/* progline.c — the command side's progress printer (see progline.h). */
#include <inttypes.h>
#include <string.h>
#include <unistd.h>

#include "progline.h"
#include "util.h"

void
ak_progline_init(ak_progline *p, const char *prog, int quiet, int lines)
{
	memset(p, 0, sizeof(*p));
	p->prog = prog;
	p->fp = stderr;
	p->mode = quiet ? AK_PROGLINE_OFF : isatty(STDERR_FILENO) ?
	    AK_PROGLINE_TTY : lines ? AK_PROGLINE_LINES : AK_PROGLINE_OFF;
}

/* v into buf: "0.5", "12.3", "1350", "1.35M" past 10,000 (3 significant
   digits, and never an exponent: %.3g of 1350.4 is "1.35e+03") */
static const char *
count_fmt(char buf[32], double v)
{
	static const char sfx[] = "kMGTPE";
	int k = -1;

	if (v < 1e4) {
		snprintf(buf, 32, v >= 100 || v == (double)(uint64_t)v ?
		    "%.0f" : v >= 0.01 ? "%.3g" : "%.4f", v);
		return buf;
	}
	while (v >= 1e3 && k < 5) {
		v /= 1e3;
		k++;
	}
	snprintf(buf, 32, "%.3g%c", v, sfx[k]);
	return buf;
}

void
ak_progline_say(ak_progline *p, const char *stage, const char *unit,
    uint64_t done, uint64_t total, int end)
{
	double now = ak_now(), secs;
	char d[32], t[32], r[32];

	if (p->mode == AK_PROGLINE_OFF)
		return;
	if (strncmp(p->stage, stage, sizeof(p->stage) - 1) != 0) {
		snprintf(p->stage, sizeof(p->stage), "%s", stage);
		p->t0 = now;
		p->drawn = 0;
	}
	secs = now - p->t0;
	if (p->mode == AK_PROGLINE_LINES) {
		if (!end)
			return;
		fprintf(p->fp, "%s: %s: %" PRIu64, p->prog, stage, done);
		if (total != 0 && total != done)
			fprintf(p->fp, " of %" PRIu64, total);
		fprintf(p->fp, " %s in %.2f s", unit, secs);
		if (secs >= 0.01)
			fprintf(p->fp, " (%s %s/s)", count_fmt(r, done / secs),
			    unit);
		if (p->note[0] != '\0')
			fprintf(p->fp, ", %s", p->note);
		fputc('\n', p->fp);
		fflush(p->fp);
		p->stage[0] = '\0';	/* the same name again: a new stage */
		return;
	}
	if (!end && now - p->drawn < 0.1)
		return;
	p->drawn = now;
	fprintf(p->fp, "\r%s: %s %s%s%s %s", p->prog, stage,
	    count_fmt(d, (double)done), total ? "/" : "",
	    total ? count_fmt(t, (double)total) : "", unit);
	if (secs >= 0.5)
		fprintf(p->fp, ", %s %s/s", count_fmt(r, done / secs), unit);
	if (p->note[0] != '\0')
		fprintf(p->fp, ", %s", p->note);
	fputs("\033[K", p->fp);	/* the rest of the old line erased */
	fflush(p->fp);
	p->shown = 1;
	if (end)
		p->stage[0] = '\0';
}

static void
progline_cb(void *ctx, const char *stage, const char *unit, uint64_t done,
    uint64_t total, int end)
{
	ak_progline_say(ctx, stage, unit, done, total, end);
}

ak_progress
ak_progline_fn(ak_progline *p)
{
	ak_progress r = { p->mode == AK_PROGLINE_OFF ? NULL : progline_cb,
		p };

	return r;
}

void
ak_progline_clear(ak_progline *p)
{
	if (p->shown) {
		fputs("\r\033[K", p->fp);
		fflush(p->fp);
	}
	p->shown = 0;
}
