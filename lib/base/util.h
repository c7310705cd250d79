/*
 * util.h — errors, checked number parsing and small allocation helpers
 * shared by every module of libattnkit.
 *
 * Library functions never exit and never print.  A function that can fail
 * takes an `ak_err *` as its last argument, fills it with a one-line message
 * of the form "FILE:LINE: what is wrong" (or just "what is wrong" where no
 * file is involved) and returns -1 (or NULL).  The error carries its
 * kind: bad data (the default of ak_errf), a usage error (a bad option or
 * combination: ak_erru) or a resource the run lacks (memory, threads, the
 * CPU: ak_err_kind).  The command prints "tool: <msg>" and exits with
 * ak_err_status: 2 for usage, 1 for the others (attnkit(5)).
 */
#ifndef AK_UTIL_H
#define AK_UTIL_H

#include <stddef.h>
#include <math.h>
#include <stdint.h>

#define AK_VERSION "0.1.0"

typedef enum ak_errkind {
	AK_ERR_DATA,		/* bad input or a failed run: exit 1 */
	AK_ERR_USAGE,		/* a bad option or combination: exit 2 */
	AK_ERR_RESOURCE		/* memory, threads, the CPU lack: exit 1 */
} ak_errkind;

typedef struct ak_err {
	char msg[1024];		/* one line, no trailing newline */
	ak_errkind kind;
} ak_err;

/*
 * ak_errf: format a message into e (printf rules), of kind AK_ERR_DATA,
 * a character cut short by a quote's precision removed (ak_utf8_mend).
 * Always returns -1 so callers can write `return ak_errf(e, "...")`.  e
 * may be NULL.  ak_erru: the same, of kind AK_ERR_USAGE.
 */
int ak_errf(ak_err *e, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
int ak_erru(ak_err *e, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* ak_err_kind: set e's kind (e may be NULL); returns -1. */
int ak_err_kind(ak_err *e, ak_errkind kind);

/* ak_err_status: the exit status of e's kind: 2 for usage, else 1. */
int ak_err_status(const ak_err *e);

/*
 * ak_err_subst: replace every occurrence of from (not empty) in e's
 * message by to, the message cut to fit its 1023 bytes; e may be NULL.
 * For a reader whose hint comes from a shared reader below it that
 * names another option: embfile.c's TSV path, whose table reader's hint
 * names --emb-format (attn-map's, attn-train's), for ppmi-svd's
 * --load-format.  No errors.
 */
void ak_err_subst(ak_err *e, const char *from, const char *to);

/*
 * ak_err_at: e's message put after "WHERE: " (cut to fit), for an error
 * a function beneath a reader gives without the place (an allocation's
 * "out of memory (N bytes)"): the reader's FILE:LINE.  e may be NULL.
 * Returns -1.
 */
int ak_err_at(ak_err *e, const char *where);

/*
 * ak_parse_long: parse a whole decimal integer in [min, max] (strtonum-style:
 * no trailing garbage, no empty string).  Returns 0 and sets *out, or -1 with
 * a message naming `what` and the value ("--dim: '0' is out of range 1..1000").
 */
int ak_parse_long(const char *s, long min, long max, const char *what,
    long *out, ak_err *e);

/*
 * ak_parse_double: parse a whole finite number in [min, max].  NaN and inf
 * are rejected.  Same return convention as ak_parse_long.
 */
int ak_parse_double(const char *s, double min, double max, const char *what,
    double *out, ak_err *e);

/*
 * ak_strtod_finite: parse one field as a finite decimal double; the whole
 * field must be consumed.  Returns 0 on success, -1 if empty, malformed,
 * hexadecimal ("0x10": strtod's C99 syntax, which no file format of the
 * tools, gensim or numpy reads), NaN or inf, any spelling (no message:
 * callers add file and line).  The one number parser of every reader and
 * option of a real number.
 */
int ak_strtod_finite(const char *s, double *out);

/*
 * ak_strtod_float32: ak_strtod_finite, and within float32's range (it
 * rounds to a finite float32: ak_float32_fits): a vector value, which
 * gensim, word2vec and numpy's float32 read as inf past it.  Returns 0,
 * -1 (not a finite decimal number) or -2 (beyond float32).
 */
int ak_strtod_float32(const char *s, double *out);

/*
 * ak_number_mark: what the number p[0..n) separates its decimals with:
 * '.', ',' (a decimal comma, as a spreadsheet in a comma locale writes
 * '0,25' and '-1,5e-3'), 0 (none: '12', '3e5'); -1 when it is no number
 * of the form: a sign or none, digits, a point or a comma and digits,
 * an exponent or none (e or E, a sign or none, digits), one digit or more
 * before the exponent.
 */
int ak_number_mark(const char *p, size_t n);

/* ak_whole: 1 when s is a whole number written as digits alone, at least
 * one (no sign, point or space: a row number, an index, R's row names,
 * pandas' index key), else 0.  No errors. */
int ak_whole(const char *s);

/*
 * ak_commas_row: 1 when the n fields f[0..n) are all numbers of that form
 * (ak_number_mark) and one or more of them has a decimal comma, *at the
 * first such; else 0.  The rule by which a reader of numbers names
 * decimal commas: a row of numbers, all of them, with one comma or more.
 */
int ak_commas_row(char *const *f, size_t n, size_t *at);

/*
 * ak_commas_error: -1 with "NAME:LINE: a word and numbers with decimal
 * commas (the first 'NUM'): FMT numbers have a decimal point; convert
 * them: tr ',' '.' < NAME > FILE.txt (where no word holds a comma)ALSO"
 * in e: num[0..len) the first number with a comma, fmt the format
 * ("GloVe's", "attnkit's TSV"), also what follows ("" for nothing);
 * NAME "<stdin>" is FILE in the command.
 */
int ak_commas_error(const char *name, long line, const char *num, size_t len,
    const char *fmt, const char *also, ak_err *e);

/* 1 when x rounds to a finite float32 (to nearest, ties to even: below
 * FLT_MAX + 2^103, half its last place, so that FLT_MAX written as
 * "3.40282347e+38" fits), else 0; without a cast that would overflow */
static inline int
ak_float32_fits(double x)
{
	return fabs(x) < 0x1.fffffep127 + 0x1p103;
}
#define AK_FLOAT32_RANGE "beyond float32 (|x| > 3.40282347e+38), which " \
	"gensim, word2vec and numpy's float32 read as inf"

/*
 * ak_mem_huge: advise the kernel to back the 2 MiB-aligned interior of
 * [p, p + bytes) with transparent huge pages (Linux madvise(2)
 * MADV_HUGEPAGE; the machine's THP setting is usually "madvise", so
 * without the advice a large array is faulted in 4 KiB pages).  Only
 * arrays of AK_MEM_HUGE_MIN bytes or more are advised; call it before the
 * array is first written.  Advice only: it never fails, and does nothing
 * where madvise or THP is missing.  Why: the large arrays of the sparse
 * embedding path (the co-occurrence table, the count matrix, the sketches)
 * are touched at random; 4 KiB pages cost a page fault each (measured
 * here: a third of the CPU time of `ppmi-svd --count`, in the kernel) and
 * a TLB miss on most accesses.
 */
#define AK_MEM_HUGE_MIN ((size_t)4 << 20)
void ak_mem_huge(void *p, size_t bytes);

/*
 * ak_alloc_n: calloc of n*size bytes with overflow check; NULL and a message
 * on failure ("out of memory (N bytes)").  Memory is zeroed.
 */
void *ak_alloc_n(size_t n, size_t size, ak_err *e);

/*
 * ak_heap_bytes: the heap a malloc of n bytes takes (glibc's chunk: n and
 * an 8-byte header rounded up to 16, 32 at least; a 5-letter word takes
 * 32), for the --memory budgets of what is held in many small blocks (a
 * table's labels, a map's keys).  No errors.
 */
size_t ak_heap_bytes(size_t n);

/* ak_strdup: strdup that fills e on failure. */
char *ak_strdup(const char *s, ak_err *e);

/*
 * ak_utf8_valid: 1 if the n bytes at s are well-formed UTF-8 (RFC 3629:
 * no overlongs, no surrogates, nothing above U+10FFFF), else 0; *bad gets
 * the byte offset of the first bad byte.
 */
int ak_utf8_valid(const char *s, size_t n, size_t *bad);

/*
 * ak_utf8_mend: the NUL-terminated message s with the characters cut
 * short removed in place (a quote of a record cut at a byte count, '%.60s',
 * that ended inside a UTF-8 character: 'розыгрыша, \xD0...' becomes
 * 'розыгрыша, ...'): a lead byte with fewer continuation bytes than its
 * character needs, followed by ASCII or the end; when s holds any other
 * byte that is not UTF-8 (a code page's text quoted raw: a high byte after
 * a cut, a lone continuation byte) s is left as it is.  Returns the
 * characters removed (at most 16), 0 when none.  The errors of ak_errf
 * are mended so.
 */
size_t ak_utf8_mend(char *s);

/* ak_has_control: 1 if the n bytes at p hold a byte below 0x20 or DEL
 * (0x7f), else 0: a word or a label is text.  No errors. */
int ak_has_control(const char *p, size_t n);

/*
 * ak_shell_word: s as one word of a POSIX shell command, in ASCII and
 * UTF-8 only, passed to put(ctx, bytes, n) piece by piece: a plain word
 * (letters, digits and _./:=,+-@%, not empty) as it is; else in single
 * quotes with ' as '\'', and each byte that is not UTF-8 text (not
 * well-formed UTF-8, or a control byte such as a newline, which would end
 * a comment line) as "$(printf '\NNN')", octal: a form every POSIX shell
 * reads back as that byte ($'\xNN' is not in dash).  A command
 * substitution drops the newlines that end its output, so newlines go in
 * one printf with the byte after them ("$(printf '\012\142')"), and
 * newlines that end s come from a variable set in the word itself to a
 * newline and a sentinel, the sentinel cut:
 * "${$%%*[!${attnkit_nl=$(printf '\012x')}]}${attnkit_nl%x}" (the first
 * expansion is empty: $$'s digits all match; the word sets attnkit_nl in
 * the shell that runs it).  The word names the same bytes, so a command
 * line written this way (the tools' provenance line, the lab page's
 * exported command) runs again on the same files, and the line is one
 * line of valid UTF-8 that the readers take back.  No errors.
 */
void ak_shell_word(const char *s, void (*put)(void *ctx, const char *b,
    size_t n), void *ctx);

/*
 * ak_ctl_said: when the string s holds a control byte (below 0x20 but
 * TAB, or DEL), what to add to a message about a field of it that is
 * refused: " holds the control character 0xNN (form feed), shown <0xNN>
 * in 'S': a stray byte (before the newline?): remove it with tr -d
 * '\OOO'" (S: s's first 40 bytes, each control byte as <0xNN>), into
 * buf (n bytes); else "" (the field is wrong as it reads).  A byte no
 * terminal shows is named, not blamed on the field around it.  Returns
 * buf.  No errors.
 */
char *ak_ctl_said(char *buf, size_t n, const char *s);

/* ak_now: monotonic wall clock in seconds (CLOCK_MONOTONIC). */
double ak_now(void);
/* CPU seconds used so far by this process, all its threads (CLOCK_PROCESS_
   CPUTIME_ID; of this thread alone: ak_thread_cpu): unlike ak_now, not
   advanced while other processes hold the CPUs */
double ak_cpu_now(void);
double ak_thread_cpu(void);

/*
 * ak_tok_bad: the first byte of s that cannot be in the tokens of a
 * tokenized corpus (ASCII A-Z, 0-9 or punctuation; ak_tokenize never writes
 * them), or NULL if there is none.  In base (not text) because
 * the table reader's "what is this file" guess (table.c) needs it too.
 */
const char *ak_tok_bad(const char *s);

/*
 * ak_tok_refused: the first bytes of the tokens s (separated by spaces)
 * that a token line refuses, or NULL: a token is any bytes without
 * whitespace (phrases new_york, case, digits, any script, even control
 * bytes), so what is refused is whitespace: ASCII's \v \f \r (*len 1;
 * TAB and newline end the field and the line), a space of Unicode
 * beyond ASCII (U+0085, U+00A0, U+1680, U+2000..U+200A, U+2028, U+2029,
 * U+202F, U+205F, U+3000; *len its bytes), and what raw text has and no
 * tokenizer writes: one of , ; ! ? or a run of two dots or
 * more ending a token right after a letter or digit ("point,", "lar...";
 * *len the bytes from it to the token's end; "," alone and "u.s." are
 * tokens).
 */
const char *ak_tok_refused(const char *s, size_t *len);

#endif
