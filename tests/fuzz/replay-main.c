/*
 * replay-main: the main() every fuzz harness is linked with in ordinary
 * builds, so its seeds run as a ctest test. Arguments are seed files, or
 * "--seeds FILE": a .seeds file of globs, one a line, relative to the
 * working directory (the project root). Each file is fed once to
 * LLVMFuzzerTestOneInput; a crash or sanitizer report fails the test. A
 * glob matching nothing is a warning; no seed at all is an error, so a
 * stale .seeds cannot pass silently.
 */
#include <glob.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/buf.h"
#include "util/banned.h"

int	LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int
feed(const char *path)
{
	FILE *fp = fopen(path, "rb");
	struct buf b = BUF_INIT;
	char chunk[8192];
	size_t n;

	if (fp == NULL) {
		fprintf(stderr, "replay: cannot read '%s'\n", path);
		return -1;
	}
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		buf_add(&b, chunk, n);
	fclose(fp);
	LLVMFuzzerTestOneInput((const uint8_t *)b.data, b.len);
	buf_free(&b);
	return 0;
}

static int
feed_glob(const char *pattern, size_t *count)
{
	glob_t g;
	size_t i;
	int rc;

	rc = glob(pattern, 0, NULL, &g);
	if (rc == GLOB_NOMATCH) {
		/* Warn only: the run fails when no seed at all matched. */
		fprintf(stderr, "replay: warning: no seed matches '%s'\n",
		    pattern);
		return 0;
	}
	if (rc != 0) {
		fprintf(stderr, "replay: bad glob '%s'\n", pattern);
		return -1;
	}
	for (i = 0; i < g.gl_pathc; i++) {
		if (feed(g.gl_pathv[i]) < 0) {
			globfree(&g);
			return -1;
		}
		(*count)++;
	}
	globfree(&g);
	return 0;
}

static int
feed_seeds_file(const char *file, size_t *count)
{
	FILE *fp = fopen(file, "r");
	char *line = NULL, *p;
	size_t cap = 0;
	ssize_t n;
	int rc = 0;

	if (fp == NULL) {
		fprintf(stderr, "replay: cannot read '%s'\n", file);
		return -1;
	}
	while ((n = getline(&line, &cap, fp)) >= 0) {
		while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r' ||
		    line[n - 1] == ' '))
			line[--n] = '\0';
		for (p = line; *p == ' ' || *p == '\t'; p++)
			;
		if (*p == '\0' || *p == '#')
			continue;
		if (feed_glob(p, count) < 0)
			rc = -1;
	}
	free(line);
	fclose(fp);
	return rc;
}

int
main(int argc, char **argv)
{
	size_t count = 0;
	int i, rc = 0;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--seeds") == 0 && i + 1 < argc) {
			if (feed_seeds_file(argv[++i], &count) < 0)
				rc = 1;
		} else if (feed(argv[i]) < 0)
			rc = 1;
		else
			count++;
	}
	printf("replayed %zu seed%s\n", count, count == 1 ? "" : "s");
	return count == 0 ? 1 : rc;
}
