/* spool.c — output held back until the input is read (see spool.h). */
#include <errno.h>
#include <string.h>

#include "spool.h"

FILE *
ak_spool_open(const ak_out *o, ak_err *e)
{
	if (o->path != NULL)	/* a file: committed only when complete */
		return o->fp;
	return ak_tmpfile(ak_out_name(o), e);
}

int
ak_spool_flush(const ak_out *o, FILE *sp, ak_err *e)
{
	char buf[65536];
	size_t n;
	int rc = 0;

	if (sp == NULL || sp == o->fp)
		return 0;
	errno = 0;
	if (fflush(sp) != 0 || fseek(sp, 0, SEEK_SET) != 0)
		rc = ak_errf(e, "%s: the temporary file in %s: %s",
		    ak_out_name(o), ak_tmpdir(), strerror(errno ? errno :
		    EIO));
	while (rc == 0 && (n = fread(buf, 1, sizeof(buf), sp)) > 0) {
		errno = 0;
		if (fwrite(buf, 1, n, o->fp) != n) {
			/* the cause now: a later flush may no longer say it */
			rc = ak_errf(e, "%s: %s", ak_out_name(o),
			    strerror(errno ? errno : EIO));
		}
	}
	if (rc == 0 && ferror(sp))	/* errno: fread's, the loop's last */
		rc = ak_errf(e, "%s: the temporary file in %s: read error: %s",
		    ak_out_name(o), ak_tmpdir(),
		    strerror(errno ? errno : EIO));
	errno = 0;
	if (rc == 0 && fflush(o->fp) != 0)
		rc = ak_errf(e, "%s: %s", ak_out_name(o),
		    strerror(errno ? errno : EIO));
	fclose(sp);
	return rc;
}

void
ak_spool_drop(const ak_out *o, FILE *sp)
{
	if (sp != NULL && sp != o->fp)
		fclose(sp);
}
