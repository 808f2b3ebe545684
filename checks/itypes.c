/*
 * itypes: lookups over the instance-type table in itypes.def. The table is
 * data; this file only indexes it. It does not know types the table does
 * not list, and it does not ask EC2.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "checks/itypes.h"
#include "util/banned.h"

static const struct itype_family families[] = {
#define ITYPE_FAMILY(p, v, m, a, s) { p, v, m, a, s },
#define ITYPE(n, g, part, c, mem, eni, tr, tt)
#include "checks/itypes.def"
#undef ITYPE
#undef ITYPE_FAMILY
};

/* Family is resolved lazily (by prefix) so the .def stays plain data. */
static struct itype types[] = {
#define ITYPE_FAMILY(p, v, m, a, s)
#define ITYPE(n, g, part, c, mem, eni, tr, tt) \
	{ n, g, part, c, mem, eni, tr, tt, NULL },
#include "checks/itypes.def"
#undef ITYPE
#undef ITYPE_FAMILY
};

#define NFAMILIES	(sizeof(families) / sizeof(families[0]))
#define NTYPES		(sizeof(types) / sizeof(types[0]))

const struct itype_family *
itype_family_of(const char *name)
{
	const char *dot;
	size_t i, len;

	if (name == NULL)
		return NULL;
	dot = strchr(name, '.');
	len = dot ? (size_t)(dot - name) : strlen(name);
	for (i = 0; i < NFAMILIES; i++) {
		if (strlen(families[i].prefix) == len &&
		    strncmp(families[i].prefix, name, len) == 0)
			return &families[i];
	}
	return NULL;
}

/* The types by name, for bsearch: itype_lookup runs for every instance. */
static const struct itype *by_name[NTYPES];

static int
cmp_type(const void *a, const void *b)
{
	return strcmp((*(const struct itype *const *)a)->name,
	    (*(const struct itype *const *)b)->name);
}

static int
cmp_key(const void *key, const void *elem)
{
	return strcmp(key, (*(const struct itype *const *)elem)->name);
}

static void
link_families(void)
{
	static int done;
	size_t i;

	if (done)
		return;
	for (i = 0; i < NTYPES; i++) {
		types[i].family = itype_family_of(types[i].name);
		by_name[i] = &types[i];
	}
	qsort(by_name, NTYPES, sizeof(by_name[0]), cmp_type);
	done = 1;
}

const struct itype *
itype_lookup(const char *name)
{
	const struct itype *const *hit;

	if (name == NULL)
		return NULL;
	link_families();
	/* Names are unique (test-itypes checks it). */
	hit = bsearch(name, by_name, NTYPES, sizeof(by_name[0]), cmp_key);
	if (hit == NULL)
		return NULL;
	return (*hit)->family ? *hit : NULL;
}

int
itype_family_has_gpu(const struct itype_family *f)
{
	return f != NULL && f->support != ITS_NONE;
}

const struct itype *
itype_at(size_t i)
{
	link_families();
	return i < NTYPES ? &types[i] : NULL;
}

size_t
itype_count(void)
{
	return NTYPES;
}

const struct itype_family *
itype_family_at(size_t i)
{
	return i < NFAMILIES ? &families[i] : NULL;
}

size_t
itype_family_count(void)
{
	return NFAMILIES;
}

const char *
itype_smallest_with_gpus(int n)
{
	const struct itype *best = NULL;
	size_t i;

	link_families();
	for (i = 0; i < NTYPES; i++) {
		const struct itype *t = &types[i];

		if (t->family == NULL || t->family->support != ITS_NVIDIA ||
		    t->gpus < n)
			continue;
		if (best == NULL || t->gpus < best->gpus ||
		    (t->gpus == best->gpus && t->vcpus < best->vcpus))
			best = t;
	}
	return best ? best->name : NULL;
}
