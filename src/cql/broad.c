/*
 * broad: finds instance-type patterns broader than the family they name
 * (PD403: "g6.*" also matches g6e and g6f, "g5.*" matches g5g) by testing
 * them against a list of known type names the caller supplies, and builds
 * corrected expressions. It knows no instance types itself.
 */
#include <stdlib.h>
#include <string.h>

#include "cql/cql-int.h"
#include "util/xmalloc.h"
#include "util/banned.h"

static bool
has(char **v, size_t n, const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strlen(v[i]) == len && strncmp(v[i], s, len) == 0)
			return true;
	return false;
}

static void
check_leaf(const struct cql_node *n, const char *const *types, size_t ntypes,
    struct cql_broad **out, size_t *nout)
{
	struct cql_broad b;
	struct cql_regex *fixed = NULL;
	const char *errmsg;
	size_t i, k, flen, erroff;
	char *fam;

	if (n->kind != CQL_N_CMP || n->re == NULL || n->attr == NULL ||
	    strcmp(n->attr, "ecs.instance-type") != 0)
		return;
	fam = cql_pattern_family(n->values[0].text);
	if (fam == NULL)
		return;
	memset(&b, 0, sizeof(b));
	b.leaf = n;
	b.family = fam;
	b.fixed = cql_pattern_escape_dot(n->values[0].text);
	if (b.fixed != NULL)
		fixed = cql_regex_new(b.fixed, strlen(b.fixed), &errmsg,
		    &erroff);
	for (i = 0; i < ntypes; i++) {
		const char *t = types[i], *dot = strchr(t, '.');

		if (dot == NULL)
			continue;
		flen = (size_t)(dot - t);
		if (flen == strlen(fam) && strncmp(t, fam, flen) == 0)
			continue;
		if (has(b.others, b.nothers, t, flen))
			continue;
		if (cql_regex_test(n, t) != 1)
			continue;
		b.others = xreallocarray(b.others, b.nothers + 1,
		    sizeof(*b.others));
		b.examples = xreallocarray(b.examples, b.nothers + 1,
		    sizeof(*b.examples));
		b.others[b.nothers] = xstrndup(t, flen);
		b.examples[b.nothers] = xstrdup(t);
		b.nothers++;
		/* An escaped dot still matching another family is no fix. */
		if (fixed != NULL) {
			int w, s;

			cql_regex_match(fixed, t, &w, &s);
			if (w != 0) {
				free(b.fixed);
				b.fixed = NULL;
			}
		}
	}
	cql_regex_free(fixed);
	if (b.nothers == 0) {
		free(b.family);
		free(b.fixed);
		return;
	}
	/* Sort families and keep the examples paired. */
	for (i = 1; i < b.nothers; i++)
		for (k = i; k > 0 && strcmp(b.others[k - 1], b.others[k]) > 0;
		    k--) {
			char *x = b.others[k];
			char *y = b.examples[k];

			b.others[k] = b.others[k - 1];
			b.others[k - 1] = x;
			b.examples[k] = b.examples[k - 1];
			b.examples[k - 1] = y;
		}
	*out = xreallocarray(*out, *nout + 1, sizeof(**out));
	(*out)[(*nout)++] = b;
}

size_t
cql_find_broad(const struct cql_expr *e, const char *const *types,
    size_t ntypes, struct cql_broad **out)
{
	size_t i, n = 0;

	*out = NULL;
	for (i = 0; i < e->nnodes; i++)
		check_leaf(e->nodes[i], types, ntypes, out, &n);
	return n;
}

void
cql_broad_free(struct cql_broad *b, size_t n)
{
	size_t i, k;

	for (i = 0; i < n; i++) {
		for (k = 0; k < b[i].nothers; k++) {
			free(b[i].others[k]);
			free(b[i].examples[k]);
		}
		free(b[i].others);
		free(b[i].examples);
		free(b[i].family);
		free(b[i].fixed);
	}
	free(b);
}

void
cql_replace_span(const struct cql_expr *e, struct cql_span sp,
    const char *text, struct buf *out)
{
	if (sp.end > e->len)
		sp.end = e->len;
	if (sp.start > sp.end)
		sp.start = sp.end;
	buf_add(out, e->text, sp.start);
	buf_adds(out, text);
	buf_add(out, e->text + sp.end, e->len - sp.end);
}
