/*
 * hmap: open-addressing string map with linear probing (see hmap.h). It
 * never deletes; maps are built once per load and then only read.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "util/hmap.h"
#include "util/xmalloc.h"
#include "util/banned.h"

static uint64_t
fnv1a(const char *s)
{
	uint64_t h = 1469598103934665603ULL;

	for (; *s != '\0'; s++) {
		h ^= (unsigned char)*s;
		h *= 1099511628211ULL;
	}
	return h;
}

void
hmap_init(struct hmap *m)
{
	m->slots = NULL;
	m->cap = 0;
	m->len = 0;
}

void
hmap_free(struct hmap *m)
{
	free(m->slots);
	hmap_init(m);
}

static void
rehash(struct hmap *m, size_t ncap)
{
	struct hmap_slot *old = m->slots;
	size_t oldcap = m->cap, i;

	m->slots = xcalloc(ncap, sizeof(*m->slots));
	m->cap = ncap;
	m->len = 0;
	for (i = 0; i < oldcap; i++)
		if (old[i].key != NULL)
			hmap_put(m, old[i].key, old[i].val);
	free(old);
}

void
hmap_put(struct hmap *m, const char *key, void *val)
{
	size_t i;

	if ((m->len + 1) * 4 >= m->cap * 3)
		rehash(m, m->cap ? m->cap * 2 : 64);
	i = (size_t)fnv1a(key) & (m->cap - 1);
	while (m->slots[i].key != NULL) {
		if (strcmp(m->slots[i].key, key) == 0) {
			m->slots[i].val = val;
			return;
		}
		i = (i + 1) & (m->cap - 1);
	}
	m->slots[i].key = key;
	m->slots[i].val = val;
	m->len++;
}

void *
hmap_get(const struct hmap *m, const char *key)
{
	size_t i;

	if (m->cap == 0 || key == NULL)
		return NULL;
	i = (size_t)fnv1a(key) & (m->cap - 1);
	while (m->slots[i].key != NULL) {
		if (strcmp(m->slots[i].key, key) == 0)
			return m->slots[i].val;
		i = (i + 1) & (m->cap - 1);
	}
	return NULL;
}

void
hmap_reserve(struct hmap *m, size_t n)
{
	size_t cap = m->cap ? m->cap : 64;

	/* The same load factor as hmap_put: below three quarters. */
	while ((n + 1) * 4 >= cap * 3)
		cap *= 2;
	if (cap > m->cap)
		rehash(m, cap);
}

void *
hmap_put_if_absent(struct hmap *m, const char *key, void *val)
{
	size_t i;

	if ((m->len + 1) * 4 >= m->cap * 3)
		rehash(m, m->cap ? m->cap * 2 : 64);
	i = (size_t)fnv1a(key) & (m->cap - 1);
	while (m->slots[i].key != NULL) {
		if (strcmp(m->slots[i].key, key) == 0)
			return m->slots[i].val;
		i = (i + 1) & (m->cap - 1);
	}
	m->slots[i].key = key;
	m->slots[i].val = val;
	m->len++;
	return NULL;
}
