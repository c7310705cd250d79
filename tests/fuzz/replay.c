/*
 * replay.c — a main() for the libFuzzer harnesses of tests/fuzz without
 * libFuzzer: `NAME FILE|DIR...` runs LLVMFuzzerTestOneInput once on each
 * file (each file of a directory, not recursing) and exits 0; a harness
 * that finds a fault aborts.  make check links every harness with it, with
 * the compiler and flags of the build (gcc, or the sanitizers of
 * check-asan), so a harness that no longer compiles against lib/ fails the
 * tests, not only make fuzz; tests/e2e/family/fuzz-replay.sh runs them on their
 * seeds.
 */
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int
replay_file(const char *path)
{
	FILE *fp = fopen(path, "rb");
	uint8_t *buf = NULL;
	size_t n = 0, cap = 0;

	if (fp == NULL) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return -1;
	}
	for (;;) {
		if (n == cap) {
			cap = cap ? 2 * cap : 4096;
			uint8_t *b = realloc(buf, cap);
			if (b == NULL) {
				fprintf(stderr, "replay: %s: out of memory\n",
				    path);
				free(buf);
				fclose(fp);
				return -1;
			}
			buf = b;
		}
		size_t r = fread(buf + n, 1, cap - n, fp);
		n += r;
		if (r == 0)
			break;
	}
	int bad = ferror(fp);
	fclose(fp);
	if (bad) {
		fprintf(stderr, "replay: %s: read error\n", path);
		free(buf);
		return -1;
	}
	LLVMFuzzerTestOneInput(buf, n);
	free(buf);
	return 0;
}

int
main(int argc, char **argv)
{
	long runs = 0;
	int status = 0;

	for (int i = 1; i < argc; i++) {
		struct stat st;
		if (stat(argv[i], &st) != 0) {
			fprintf(stderr, "replay: %s: %s\n", argv[i],
			    strerror(errno));
			status = 1;
			continue;
		}
		if (!S_ISDIR(st.st_mode)) {
			status |= replay_file(argv[i]) != 0;
			runs++;
			continue;
		}
		DIR *d = opendir(argv[i]);
		struct dirent *de;
		if (d == NULL) {
			fprintf(stderr, "replay: %s: %s\n", argv[i],
			    strerror(errno));
			status = 1;
			continue;
		}
		while ((de = readdir(d)) != NULL) {
			char p[4096];
			if (de->d_name[0] == '.')
				continue;
			snprintf(p, sizeof p, "%s/%s", argv[i], de->d_name);
			if (stat(p, &st) == 0 && S_ISREG(st.st_mode)) {
				status |= replay_file(p) != 0;
				runs++;
			}
		}
		closedir(d);
	}
	printf("replay: %ld inputs\n", runs);
	return status;
}
