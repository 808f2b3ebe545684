/*
 * xmalloc: allocation that never returns NULL. On exhaustion, a zero size
 * or a size overflow it prints a message and aborts; callers never check.
 * Ownership: every pointer returned is the caller's, freed with free().
 */
#ifndef PROVDOC_XMALLOC_H
#define PROVDOC_XMALLOC_H

#include <stddef.h>

void *xmalloc(size_t n);
void *xcalloc(size_t nmemb, size_t size);
void *xrealloc(void *p, size_t n);
void *xreallocarray(void *p, size_t nmemb, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
