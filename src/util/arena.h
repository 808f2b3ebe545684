/*
 * arena: bump allocation for things that die together (one model, one
 * parsed expression, one command's scratch). Nothing is freed singly;
 * arena_free releases everything. Memory is zeroed.
 * Ownership: pointers from an arena are borrowed, valid while it lives.
 */
#ifndef PROVDOC_ARENA_H
#define PROVDOC_ARENA_H

#include <stddef.h>

struct arena;

struct arena	*arena_new(void);
void		 arena_free(struct arena *a);
void		*arena_alloc(struct arena *a, size_t n);
void		*arena_array(struct arena *a, size_t nmemb, size_t size);
char		*arena_strdup(struct arena *a, const char *s);
char		*arena_strndup(struct arena *a, const char *s, size_t n);
char		*arena_printf(struct arena *a, const char *fmt, ...)
		    __attribute__((format(printf, 2, 3)));
size_t		 arena_bytes(const struct arena *a);

#endif
