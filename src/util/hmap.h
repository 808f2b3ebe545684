/*
 * hmap: string-keyed hash map (open addressing, FNV-1a) from a key to a
 * borrowed pointer. Keys are borrowed too: they must outlive the map
 * (typically they live in the model's arena). One value per key; a second
 * hmap_put of the same key replaces the value.
 */
#ifndef PROVDOC_HMAP_H
#define PROVDOC_HMAP_H

#include <stddef.h>

struct hmap_slot {
	const char	*key;	/* borrowed, NULL for an empty slot */
	void		*val;	/* borrowed */
};

struct hmap {
	struct hmap_slot	*slots;	/* owned */
	size_t			 cap;	/* power of two, or 0 */
	size_t			 len;	/* keys stored */
};

void	 hmap_init(struct hmap *m);
void	 hmap_free(struct hmap *m);
void	 hmap_put(struct hmap *m, const char *key, void *val);
void	*hmap_get(const struct hmap *m, const char *key);
/* Room for n keys in all without rehashing (call before many puts). */
void	 hmap_reserve(struct hmap *m, size_t n);
/*
 * One probe for "insert unless present": returns the value already stored
 * under key (and stores nothing), or NULL after storing val.
 */
void	*hmap_put_if_absent(struct hmap *m, const char *key, void *val);

#endif
