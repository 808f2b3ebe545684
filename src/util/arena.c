/*
 * arena: chunked bump allocator (see arena.h). Large requests get a chunk
 * of their own. It does not support freeing single allocations.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/arena.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define ARENA_CHUNK	(64 * 1024)
#define ARENA_ALIGN	16

struct chunk {
	struct chunk	*next;
	size_t		 size;	/* usable bytes after the header */
	size_t		 used;	/* bytes handed out */
	max_align_t	 data[];
};

struct arena {
	struct chunk	*head;
	size_t		 total;	/* bytes allocated from the system */
};

struct arena *
arena_new(void)
{
	return xcalloc(1, sizeof(struct arena));
}

void
arena_free(struct arena *a)
{
	struct chunk *c, *next;

	if (a == NULL)
		return;
	for (c = a->head; c != NULL; c = next) {
		next = c->next;
		free(c);
	}
	free(a);
}

void *
arena_alloc(struct arena *a, size_t n)
{
	struct chunk *c;
	size_t size;
	void *p;

	if (n == 0)
		n = 1;
	if (n > SIZE_MAX - ARENA_ALIGN)
	{
			fprintf(stderr, "provdoc: fatal: arena request too large\n");
			abort();
		}
	n = (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
	c = a->head;
	if (c == NULL || c->size - c->used < n) {
		size = n > ARENA_CHUNK / 2 ? n : ARENA_CHUNK;
		c = xmalloc(sizeof(*c) + size);
		c->size = size;
		c->used = 0;
		a->total += sizeof(*c) + size;
		if (n > ARENA_CHUNK / 2 && a->head != NULL) {
			/* Keep the partly used chunk at the head for small requests. */
			c->next = a->head->next;
			a->head->next = c;
		} else {
			c->next = a->head;
			a->head = c;
		}
	}
	p = (char *)c->data + c->used;
	c->used += n;
	memset(p, 0, n);
	return p;
}

void *
arena_array(struct arena *a, size_t nmemb, size_t size)
{
	if (size != 0 && nmemb > SIZE_MAX / size) {
		fprintf(stderr, "provdoc: fatal: arena array overflow\n");
		abort();
	}
	return arena_alloc(a, nmemb * size);
}

char *
arena_strndup(struct arena *a, const char *s, size_t n)
{
	char *p;

	p = arena_alloc(a, n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *
arena_strdup(struct arena *a, const char *s)
{
	if (s == NULL)
		return NULL;
	return arena_strndup(a, s, strlen(s));
}

char *
arena_printf(struct arena *a, const char *fmt, ...)
{
	va_list ap;
	int n;
	char *p;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		n = 0;
	p = arena_alloc(a, (size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return p;
}

size_t
arena_bytes(const struct arena *a)
{
	return a->total;
}
