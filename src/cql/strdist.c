/*
 * strdist: edit distance (optimal string alignment) for "did you mean"
 * in the expression
 * parser and for ranking "values that do exist" (PD402). The CLI has its
 * own for command names; cql may not depend on cli.
 */
#include <stdlib.h>
#include <string.h>

#include "cql/cql.h"
#include "util/xmalloc.h"
#include "util/banned.h"

size_t
cql_edit_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), i, j, best, *d;

	if (la == 0)
		return lb;
	if (lb == 0)
		return la;
	/* Optimal string alignment: a swap of neighbours costs one. */
	d = xcalloc((la + 1) * (lb + 1), sizeof(*d));
#define D(x, y) d[(x) * (lb + 1) + (y)]
	for (i = 0; i <= la; i++)
		D(i, 0) = i;
	for (j = 0; j <= lb; j++)
		D(0, j) = j;
	for (i = 1; i <= la; i++) {
		for (j = 1; j <= lb; j++) {
			best = D(i - 1, j - 1) + (a[i - 1] != b[j - 1]);
			if (D(i - 1, j) + 1 < best)
				best = D(i - 1, j) + 1;
			if (D(i, j - 1) + 1 < best)
				best = D(i, j - 1) + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] &&
			    a[i - 2] == b[j - 1] && D(i - 2, j - 2) + 1 < best)
				best = D(i - 2, j - 2) + 1;
			D(i, j) = best;
		}
	}
	best = D(la, lb);
#undef D
	free(d);
	return best;
}
