/*
 * regex: the PCRE2 matcher behind =~ and !~. Each pattern is compiled
 * twice, once anchored at both ends (Java Matcher.matches(), what provdoc
 * assumes ECS does) and once unanchored (Matcher.find()), with JIT when
 * the library has it, and matched under match, depth and heap limits so
 * a pathological pattern gives "inconclusive" instead of a hang. It also
 * holds the small PD403 helpers that look at a pattern's literal prefix.
 */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <ctype.h>
#include <pcre2.h>
#include <stdlib.h>
#include <string.h>

#include "cql/cql-int.h"
#include "util/buf.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define CQL_MATCH_LIMIT	100000	/* backtracking steps per match */
#define CQL_DEPTH_LIMIT	1000	/* nested backtracking frames */
#define CQL_HEAP_LIMIT	1024	/* KiB of backtracking heap */

struct cql_regex {
	pcre2_code		*whole;
	pcre2_code		*find;
	pcre2_match_data	*md;
	pcre2_match_context	*mctx;
};

static char errbuf[256];

static pcre2_code *
compile(const char *pattern, size_t len, uint32_t opts, const char **errmsg,
    size_t *erroff)
{
	pcre2_code *c;
	int err;
	PCRE2_SIZE off;

	c = pcre2_compile((PCRE2_SPTR)pattern, len, opts, &err, &off, NULL);
	if (c == NULL) {
		pcre2_get_error_message(err, (PCRE2_UCHAR *)errbuf,
		    sizeof(errbuf));
		*errmsg = errbuf;
		*erroff = off;
		return NULL;
	}
	(void)pcre2_jit_compile(c, PCRE2_JIT_COMPLETE);
	return c;
}

struct cql_regex *
cql_regex_new(const char *pattern, size_t len, const char **errmsg,
    size_t *erroff)
{
	struct cql_regex *re;

	re = xcalloc(1, sizeof(*re));
	re->whole = compile(pattern, len, PCRE2_ANCHORED | PCRE2_ENDANCHORED,
	    errmsg, erroff);
	if (re->whole == NULL) {
		free(re);
		return NULL;
	}
	re->find = compile(pattern, len, 0, errmsg, erroff);
	if (re->find == NULL) {
		pcre2_code_free(re->whole);
		free(re);
		return NULL;
	}
	re->md = pcre2_match_data_create_from_pattern(re->find, NULL);
	re->mctx = pcre2_match_context_create(NULL);
	if (re->md == NULL || re->mctx == NULL)
		abort();
	pcre2_set_match_limit(re->mctx, CQL_MATCH_LIMIT);
	pcre2_set_depth_limit(re->mctx, CQL_DEPTH_LIMIT);
	pcre2_set_heap_limit(re->mctx, CQL_HEAP_LIMIT);
	return re;
}

void
cql_regex_free(struct cql_regex *re)
{
	if (re == NULL)
		return;
	pcre2_code_free(re->whole);
	pcre2_code_free(re->find);
	pcre2_match_data_free(re->md);
	pcre2_match_context_free(re->mctx);
	free(re);
}

static int
run(struct cql_regex *re, pcre2_code *c, const char *s)
{
	int rc;

	rc = pcre2_match(c, (PCRE2_SPTR)s, strlen(s), 0, 0, re->md, re->mctx);
	if (rc >= 0)
		return 1;
	if (rc == PCRE2_ERROR_NOMATCH || rc == PCRE2_ERROR_PARTIAL)
		return 0;
	/* Match, depth, heap or JIT stack limit: cannot decide. */
	return -1;
}

void
cql_regex_match(struct cql_regex *re, const char *s, int *whole, int *sub)
{
	*whole = run(re, re->whole, s);
	*sub = *whole == 1 ? 1 : run(re, re->find, s);
}

int
cql_regex_test(const struct cql_node *leaf, const char *s)
{
	if (leaf->re == NULL)
		return 0;
	return run(leaf->re, leaf->re->whole, s);
}

/* Length of the literal instance-family prefix: [a-z][a-z0-9-]*. */
static size_t
prefix_len(const char *p)
{
	size_t i = 0;

	if (p[0] == '^')
		p++;
	if (!islower((unsigned char)p[0]))
		return 0;
	while (islower((unsigned char)p[i]) || isdigit((unsigned char)p[i]) ||
	    p[i] == '-')
		i++;
	return i;
}

char *
cql_pattern_family(const char *pattern)
{
	size_t off = pattern[0] == '^' ? 1 : 0, n = prefix_len(pattern);

	if (n == 0)
		return NULL;
	/* Only a prefix followed by an unescaped '.' names a family loosely. */
	if (pattern[off + n] != '.' && pattern[off + n] != '\0' &&
	    strncmp(pattern + off + n, "\\.", 2) != 0)
		return NULL;
	return xstrndup(pattern + off, n);
}

char *
cql_pattern_escape_dot(const char *pattern)
{
	size_t off = pattern[0] == '^' ? 1 : 0, n = prefix_len(pattern);
	struct buf b = BUF_INIT;

	if (n == 0 || pattern[off + n] != '.')
		return NULL;
	buf_add(&b, pattern, off + n);
	buf_adds(&b, "\\.");
	/*
	 * "g6.*" meant "g6." then anything: keep the ".*" after the escaped
	 * dot. "g6.xlarge" meant a literal dot: replace it.
	 */
	if (strchr("*+?{", pattern[off + n + 1]) != NULL &&
	    pattern[off + n + 1] != '\0')
		buf_adds(&b, pattern + off + n);
	else
		buf_adds(&b, pattern + off + n + 1);
	return buf_detach(&b);
}
