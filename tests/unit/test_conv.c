/*
 * Unit tests of lib/base/conv's code-page tables: every byte 0x80-0xFF of
 * the pages the encoding hint scores (conv-cyr-tab.h, conv-script-tab.h,
 * written by tools/gen-page-tab.py from Python's codecs) is the character
 * iconv(3) reads it as, where the C library has that converter (the
 * tables are what --encoding reads); and ak_conv_cyr_top counts the ten
 * frequent Russian letters of each page as the old hand-written sets did.
 */
#include <errno.h>
#include <iconv.h>
#include <stdio.h>
#include <string.h>

#include "conv.h"
#include "t.h"

/* the code point iconv reads byte b of page as (UCS-4 big endian), 0 when
   it has none; -1 when the C library has no converter from page */
static long
iconv_char(const char *page, unsigned char b)
{
	iconv_t cd = iconv_open("UCS-4BE", page);
	unsigned char out[8];
	char *in = (char *)&b, *o = (char *)out;
	size_t inleft = 1, oleft = sizeof out;

	if (cd == (iconv_t)-1)
		return -1;
	size_t rc = iconv(cd, &in, &inleft, &o, &oleft);
	if (rc != (size_t)-1)
		rc = iconv(cd, NULL, NULL, &o, &oleft);	/* a held letter */
	iconv_close(cd);
	if (rc == (size_t)-1 || sizeof out - oleft != 4)
		return 0;
	return (long)out[0] << 24 | (long)out[1] << 16 | out[2] << 8 | out[3];
}

/* every byte of page as the table has it (get) and as iconv reads it */
static void
page_is_iconvs(const char *page, unsigned (*get)(const char *, unsigned char))
{
	char name[96], d[96];
	long differ = 0, first = -1;

	if (iconv_char(page, 0x80) < 0) {
		snprintf(name, sizeof name, "%s: no converter in this C "
		    "library (not compared)", page);
		T_OK(1, name);
		return;
	}
	for (unsigned b = 0x80; b <= 0xFF; b++) {
		long want = iconv_char(page, (unsigned char)b);
		if ((long)get(page, (unsigned char)b) != want && differ++ == 0)
			first = (long)b;
	}
	snprintf(name, sizeof name, "%s: bytes 0x80-0xFF as iconv reads "
	    "them", page);
	snprintf(d, sizeof d, "%ld bytes differ, the first 0x%02lX", differ,
	    first);
	t_check(differ == 0, __FILE__, __LINE__, name, d);
}

int
main(void)
{
	static const char *const cyr[] = { "cp1251", "koi8-r", "koi8-u",
	    "iso-8859-5", "cp866", "mac-cyrillic" };

	for (size_t i = 0; i < sizeof cyr / sizeof cyr[0]; i++)
		page_is_iconvs(cyr[i], ak_conv_cyr_char);
	static const char *const xs[] = { "cp1253", "iso-8859-7", "cp1255",
	    "iso-8859-8", "cp1256", "iso-8859-6", "cp874" };
	for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++)
		page_is_iconvs(xs[i], ak_conv_script_char);
	T_OK(ak_conv_script_char("cp1251", 0xE0) == 0 &&
	    ak_conv_script_char("cp1255", 0xE0) == 0x5D0,
	    "ak_conv_script_char: Hebrew's alef at 0xE0; no other page");
	T_OK(ak_conv_cyr_char("cp1252", 0xE0) == 0 &&
	    ak_conv_cyr_char("cp1251", 'a') == 'a' &&
	    ak_conv_cyr_char("cp1251", 0xE0) == 0x430,
	    "ak_conv_cyr_char: no table for another page; ASCII as itself");
	/* the ten letters (о е а и н т с р в л) in both cases of cp1251 and
	   koi8-r, small in cp866 and iso-8859-5: the sets conv.c had by hand */
	static const char w1251[] = "\xee\xe5\xe0\xe8\xed\xf2\xf1\xf0\xe2\xeb"
	    "\xce\xc5\xc0\xc8\xcd\xd2\xd1\xd0\xc2\xcb";
	static const char koi[] = "\xcf\xc5\xc1\xc9\xce\xd4\xd3\xd2\xd7\xcc"
	    "\xef\xe5\xe1\xe9\xee\xf4\xf3\xf2\xf7\xec";
	T_OK(ak_conv_cyr_top(w1251, 20) == 20, "ten letters, cp1251, both cases");
	T_OK(ak_conv_cyr_top(koi, 20) == 20, "ten letters, koi8-r, both cases");
	T_OK(ak_conv_cyr_top("\xae\xa5\xa0\xa8\xad\xe2\xe1\xe0\xa2\xab", 10) ==
	    10, "ten letters, cp866 small");
	T_OK(ak_conv_cyr_top("\xde\xd5\xd0\xd8\xdd\xe2\xe1\xe0\xd2\xdb", 10) ==
	    10, "ten letters, iso-8859-5 small");
	/* cp866's capitals О Е (8E 85) are shift_jis's first bytes: none;
	   cp1251's ж ш (E6 F8) and ASCII: none */
	T_OK(ak_conv_cyr_top("\x8e\x85\xe6\xf8on", 6) == 0,
	    "cp866's capitals, cp1251's rare letters, ASCII: none");
	return t_done();
}
