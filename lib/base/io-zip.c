/*
 * io-zip.c — a zip archive given where text belongs, named by what wrote
 * it (ak_reader_zip, io.h): its members' names, read from its local
 * headers one after another (and its central directory, where the walk
 * reaches it), say an office file (.xlsx, .docx, .pptx, .ods, .odt, ...),
 * NumPy's .npz or PyTorch's torch.save; any other zip gets unzip's
 * commands with its first member.  The reader is io.c; the other magic
 * numbers io-magic.c.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "io.h"

/* the bytes the walk may read past those it is given: a spreadsheet's
 * members are named within its first few (Excel's '[Content_Types].xml'
 * first, openpyxl's 'docProps/' then 'xl/'), and the refusal need not
 * read a big archive whole */
#define ZIP_READ_MAX ((size_t)16 << 20)
/* the members looked at, at most */
#define ZIP_MEMBERS_MAX 256

/* the zip's bytes: the first hk known (h), then r's stream (more 1:
 * it goes on right after them) within ZIP_READ_MAX */
typedef struct {
	const unsigned char *h;
	size_t hk, at, left;
	FILE *fp;
	int more;
} zsrc;

/* what the members' names said */
typedef struct {
	char first[256];	/* the first member's name ("": none shown) */
	char said[256];		/* the member that said what the file is */
	const char *kind;	/* what it is: "xlsx", "docx", ... or NULL */
	int ooxml;		/* an Office Open XML part seen
				   ([Content_Types].xml, docProps/, _rels/) */
	int odf;		/* an OpenDocument part seen (content.xml,
				   META-INF/manifest.xml, mimetype) */
	size_t n;		/* members seen */
} zinfo;

static int
zget(zsrc *z)
{
	if (z->at < z->hk)
		return z->h[z->at++];
	if (!z->more || z->left == 0)
		return EOF;
	z->left--;
	return getc(z->fp);
}

/* n bytes into b (NULL: skipped); 1 when all were there */
static int
zread(zsrc *z, unsigned char *b, uint64_t n)
{
	for (uint64_t i = 0; i < n; i++) {
		int c = zget(z);
		if (c == EOF)
			return 0;
		if (b != NULL)
			b[i] = (unsigned char)c;
	}
	return 1;
}

static unsigned
le16(const unsigned char *p)
{
	return (unsigned)p[0] | (unsigned)p[1] << 8;
}

static uint32_t
le32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	    (uint32_t)p[3] << 24;
}

int
ak_name_showable(const unsigned char *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i] < 0x20 || p[i] == 0x7f || p[i] == '\'')
			return 0;
	return n > 0 && ak_utf8_valid((const char *)p, n, NULL);
}

static int
prefix(const char *s, const char *p)
{
	return strncmp(s, p, strlen(p)) == 0;
}

static int
ends(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n >= k && memcmp(s + n - k, suffix, k) == 0;
}

/* the member name (its data: a stored 'mimetype''s first bytes, m of
 * them) into zi: what it says of the file */
static void
classify(zinfo *zi, const char *name, const unsigned char *data, size_t m)
{
	static const struct { const char *p, *kind; } parts[] = {
		{ "xl/", "xlsx" }, { "word/", "docx" }, { "ppt/", "pptx" },
	};
	static const char odf[] = "application/vnd.oasis.opendocument.";
	const char *kind = NULL;

	if (name[0] == '\0') {		/* not shown, and says nothing */
		zi->n++;
		return;
	}
	if (zi->n++ == 0) {
		snprintf(zi->first, sizeof zi->first, "%s", name);
		if (ends(name, ".npy"))
			kind = "npz";
		else if (ends(name, "data.pkl"))
			kind = "torch";
	}
	for (size_t i = 0; kind == NULL && i < sizeof parts / sizeof *parts;
	    i++)
		if (prefix(name, parts[i].p) && name[strlen(parts[i].p)])
			kind = parts[i].kind;
	if (strcmp(name, "[Content_Types].xml") == 0 || prefix(name,
	    "docProps/") || prefix(name, "_rels/"))
		zi->ooxml = 1;
	if (strcmp(name, "content.xml") == 0 || strcmp(name,
	    "META-INF/manifest.xml") == 0)
		zi->odf = 1;
	if (strcmp(name, "mimetype") == 0 && m > sizeof odf - 1 &&
	    memcmp(data, odf, sizeof odf - 1) == 0) {
		const char *t = (const char *)data + sizeof odf - 1;
		size_t tl = m - (sizeof odf - 1);
		zi->odf = 1;
		kind = tl >= 11 && memcmp(t, "spreadsheet", 11) == 0 ? "ods" :
		    tl >= 4 && memcmp(t, "text", 4) == 0 ? "odt" : tl >= 12 &&
		    memcmp(t, "presentation", 12) == 0 ? "odp" : "odf";
	}
	if (kind != NULL && zi->kind == NULL) {
		zi->kind = kind;
		snprintf(zi->said, sizeof zi->said, "%s", name);
	}
}

/* a member's name, nn bytes, into name (cut to fit; "" when it may not
 * be shown); 1 when its bytes were there */
static int
member_name(zsrc *z, unsigned nn, char *name, size_t cap)
{
	unsigned char b[256];
	size_t keep = nn < sizeof b ? nn : sizeof b - 1;

	if (!zread(z, b, keep) || !zread(z, NULL, nn - keep))
		return 0;
	if (keep > cap - 1)
		keep = cap - 1;
	if (!ak_name_showable(b, keep))
		keep = 0;
	memcpy(name, b, keep);
	name[keep] = '\0';
	return 1;
}

/* past a member's data of unknown size (a data descriptor follows it:
 * bit 3 of its flags): on to the next header's signature, which is
 * left in sig; 1 when one was found */
static int
next_sig(zsrc *z, unsigned char *sig)
{
	uint32_t w = 0;
	int c;

	for (size_t i = 0; (c = zget(z)) != EOF; i++) {
		w = w >> 8 | (uint32_t)c << 24;
		if (i >= 3 && (w == 0x04034b50 || w == 0x02014b50)) {
			memcpy(sig, w == 0x04034b50 ? "PK\3\4" : "PK\1\2", 4);
			return 1;
		}
	}
	return 0;
}

/* the members of the zip z, local headers then the central directory,
 * into zi, until one says what the file is (or the bytes or the members
 * allowed end) */
static void
walk(zsrc *z, zinfo *zi)
{
	unsigned char hd[46], data[80];
	char name[256];
	int have = 0;		/* the signature is in hd already */

	while (zi->n < ZIP_MEMBERS_MAX && zi->kind == NULL &&
	    (have || zread(z, hd, 4))) {
		have = 0;
		if (memcmp(hd, "PK\1\2", 4) == 0) {	/* central directory */
			if (!zread(z, hd + 4, 42) || !member_name(z, le16(hd +
			    28), name, sizeof name) || !zread(z, NULL,
			    (uint64_t)le16(hd + 30) + le16(hd + 32)))
				return;
			classify(zi, name, NULL, 0);
			continue;
		}
		if (memcmp(hd, "PK\3\4", 4) != 0 || !zread(z, hd + 4, 26) ||
		    !member_name(z, le16(hd + 26), name, sizeof name) ||
		    !zread(z, NULL, le16(hd + 28)))
			return;
		unsigned flags = le16(hd + 6), stored = le16(hd + 8) == 0;
		uint32_t size = le32(hd + 18);
		size_t m = 0;
		if (stored && strcmp(name, "mimetype") == 0 && size > 0 &&
		    size != 0xffffffffu) {
			m = size < sizeof data ? size : sizeof data;
			if (!zread(z, data, m))
				return;
		}
		classify(zi, name, data, m);
		if ((flags & 8) != 0 || size == 0xffffffffu) {
			if (!next_sig(z, hd))
				return;
			have = 1;
		} else if (!zread(z, NULL, size - m)) {
			return;
		}
	}
}

/* the member that named it: "first member 'N'" when it is the first */
static void
member_said(char *buf, size_t cap, const zinfo *zi)
{
	snprintf(buf, cap, "its %smember '%s'", strcmp(zi->said, zi->first) ==
	    0 ? "first " : "", zi->said);
}

/* the error of an office file zi names (zi->kind, or the parts of one) */
static int
office(const ak_reader *r, const char *f, const zinfo *zi, ak_err *e)
{
	const char *k = zi->kind != NULL ? zi->kind : "";
	char m[300];

	member_said(m, sizeof m, zi);
	if (strcmp(k, "xlsx") == 0 || strcmp(k, "ods") == 0)
		return ak_errf(e, "%s:1: a zip archive: a spreadsheet (%s; %s), "
		    "not text, and none of its members is (they are XML): save "
		    "the sheet as CSV UTF-8 (Excel, LibreOffice: File, Save "
		    "As), or libreoffice --headless --convert-to csv %s, or "
		    "pandas: pd.read_excel('%s').to_csv('FILE.csv', "
		    "index=False)", r->name, k[0] == 'x' ? "an Excel workbook, "
		    ".xlsx" : "LibreOffice's .ods", m, f, f);
	if (strcmp(k, "docx") == 0 || strcmp(k, "odt") == 0)
		return ak_errf(e, "%s:1: a zip archive: a text document (%s; "
		    "%s), not text, and none of its members is (they are XML): "
		    "save it as plain text (Word, LibreOffice: File, Save As, "
		    "Plain Text, UTF-8), or libreoffice --headless --convert-to "
		    "txt:Text %s, or pandoc %s -t plain -o FILE.txt", r->name,
		    k[0] == 'd' ? "a Word document, .docx" : "LibreOffice's "
		    ".odt", m, f, f);
	if (strcmp(k, "pptx") == 0 || strcmp(k, "odp") == 0)
		return ak_errf(e, "%s:1: a zip archive: a presentation (%s; %s), "
		    "not text, and none of its members is (they are XML): "
		    "libreoffice --headless --convert-to pdf %s, then pdftotext "
		    "FILE.pdf FILE.txt", r->name, k[0] == 'p' ? "PowerPoint's "
		    ".pptx" : "LibreOffice's .odp", m, f);
	if (zi->kind == NULL)	/* its parts, not which application's */
		snprintf(m, sizeof m, "its member '%s'", zi->first);
	return ak_errf(e, "%s:1: a zip archive: an office document (%s, %s), "
	    "not text, and none of its members is (they are XML): save it as "
	    "CSV or plain text UTF-8 from its application, or libreoffice "
	    "--headless --convert-to csv %s (a sheet; txt:Text, a document)",
	    r->name, zi->odf ? "OpenDocument" : "Office Open XML: .xlsx, "
	    ".docx or .pptx", m, f);
}

int
ak_reader_zip(const ak_reader *r, const unsigned char *h, size_t k,
    int more, ak_err *e)
{
	const char *f = strcmp(r->name, "<stdin>") == 0 ? "FILE" : r->name;
	zsrc z = { h, k, 0, ZIP_READ_MAX, r->fp, more };
	zinfo zi;

	if (k < 4 || memcmp(h, "PK\3\4", 4) != 0)
		return 0;
	memset(&zi, 0, sizeof zi);
	walk(&z, &zi);
	if (zi.kind != NULL && strcmp(zi.kind, "npz") == 0)
		return ak_errf(e, "%s:1: a zip archive: NumPy's savez (.npz; "
		    "its first member '%s'), not embeddings: its arrays hold no "
		    "words the tools can pair; write word2vec text from Python "
		    "(gensim's KeyedVectors add_vectors(words, vectors), then "
		    "save_word2vec_format('FILE.txt'))", r->name, zi.first), 1;
	if (zi.kind != NULL && strcmp(zi.kind, "torch") == 0)
		return ak_errf(e, "%s:1: a zip archive: PyTorch's torch.save "
		    "(its first member '%s'), not embeddings: write word2vec "
		    "text from Python (gensim's KeyedVectors add_vectors(words, "
		    "tensor.numpy()), then save_word2vec_format('FILE.txt'))",
		    r->name, zi.first), 1;
	/* gzip'd (sheet.xlsx.gz): the commands name the file gunzip
	   writes, and the message says to make it first */
	char plain[512];
	const char *g = ak_reader_gunzipped(r, plain, sizeof plain);
	f = g ? g : f;
	if (zi.kind != NULL || zi.ooxml || zi.odf)
		office(r, f, &zi, e);
	else
		ak_errf(e, "%s:1: a zip archive, not text (it starts with "
		    "zip's bytes 50 4b 03 04): extract its file first (unzip "
		    "-l %s lists its members; unzip -p %s %s%s%s > FILE.txt%s)",
		    r->name, f, f, zi.first[0] ? "'" : "MEMBER", zi.first,
		    zi.first[0] ? "'" : "", zi.first[0] ? ", its first member" :
		    "");
	ak_reader_gunzip_note(r, g, e);
	return 1;
}

int
ak_reader_zip_line(const ak_reader *r, size_t n, int nl, ak_err *e)
{
	unsigned char h[512];
	size_t k = n < sizeof h - 1 ? n : sizeof h - 1;

	if (n < 4 || memcmp(r->line, "PK\3\4", 4) != 0)
		return 0;
	memcpy(h, r->line, k);
	if (nl && k == n)
		h[k++] = '\n';
	return ak_reader_zip(r, h, k, nl && k == n + 1, e) ? -1 : 0;
}
