/*
 * xmalloc: checked allocation. Aborts rather than returning NULL; it does
 * not track or pool memory.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/xmalloc.h"
#include "util/banned.h"

static void
die_alloc(const char *what, size_t n)
{
	fprintf(stderr, "provdoc: fatal: %s of %zu bytes failed\n", what, n);
	abort();
}

void *
xmalloc(size_t n)
{
	void *p;

	if (n == 0)
		die_alloc("zero-size malloc", n);
	p = malloc(n);
	if (p == NULL)
		die_alloc("malloc", n);
	return p;
}

void *
xcalloc(size_t nmemb, size_t size)
{
	void *p;

	if (nmemb == 0 || size == 0)
		die_alloc("zero-size calloc", 0);
	if (nmemb > SIZE_MAX / size)
		die_alloc("overflowing calloc", SIZE_MAX);
	p = calloc(nmemb, size);
	if (p == NULL)
		die_alloc("calloc", nmemb * size);
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	void *q;

	if (n == 0)
		die_alloc("zero-size realloc", n);
	q = realloc(p, n);
	if (q == NULL)
		die_alloc("realloc", n);
	return q;
}

void *
xreallocarray(void *p, size_t nmemb, size_t size)
{
	if (nmemb == 0 || size == 0)
		die_alloc("zero-size reallocarray", 0);
	if (nmemb > SIZE_MAX / size)
		die_alloc("overflowing reallocarray", SIZE_MAX);
	return xrealloc(p, nmemb * size);
}

char *
xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *
xstrndup(const char *s, size_t n)
{
	char *p;

	p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *
xasprintf(const char *fmt, ...)
{
	va_list ap;
	int n;
	char *p;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		die_alloc("format", 0);
	p = xmalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return p;
}
