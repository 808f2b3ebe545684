/*
 * jsonptr: RFC 6901 pointer splitting and resolution (see jsonptr.h). It
 * is strict: errors name the token that failed, and nothing is guessed.
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "util/jsonptr.h"
#include "util/xmalloc.h"
#include "util/banned.h"

void
jsonptr_free_tokens(char **tokens, size_t n)
{
	size_t i;

	if (tokens == NULL)
		return;
	for (i = 0; i < n; i++)
		free(tokens[i]);
	free(tokens);
}

int
jsonptr_split(const char *ptr, size_t len, char ***tokens, size_t *n,
    struct buf *err)
{
	struct buf t = BUF_INIT;
	char **v = NULL;
	size_t i, nv = 0;

	*tokens = NULL;
	*n = 0;
	if (len > JSONPTR_MAX_LEN) {
		buf_addf(err, "JSON pointer longer than %d bytes",
		    JSONPTR_MAX_LEN);
		return -1;
	}
	if (len == 0)
		return 0;
	if (ptr[0] != '/') {
		buf_adds(err, "JSON pointer does not start with '/'");
		return -1;
	}
	for (i = 1; i <= len; i++) {
		if (i == len || ptr[i] == '/') {
			v = xreallocarray(v, nv + 1, sizeof(*v));
			v[nv++] = buf_detach(&t);
			continue;
		}
		if (ptr[i] == '\0') {
			buf_adds(err, "NUL byte in JSON pointer");
			goto fail;
		}
		if (ptr[i] == '~') {
			if (i + 1 >= len || (ptr[i + 1] != '0' &&
			    ptr[i + 1] != '1')) {
				buf_addf(err, "'~' at byte %zu of the JSON "
				    "pointer is not followed by 0 or 1", i);
				goto fail;
			}
			buf_addc(&t, ptr[i + 1] == '0' ? '~' : '/');
			i++;
			continue;
		}
		buf_addc(&t, ptr[i]);
	}
	buf_free(&t);
	*tokens = v;
	*n = nv;
	return 0;
fail:
	buf_free(&t);
	jsonptr_free_tokens(v, nv);
	return -1;
}

/* A decimal array index without leading zeros; -1 when not one. */
static long
array_index(const char *s)
{
	size_t i;
	long v = 0;

	if (s[0] == '\0' || (s[0] == '0' && s[1] != '\0'))
		return -1;
	for (i = 0; s[i] != '\0'; i++) {
		if (s[i] < '0' || s[i] > '9' || v > 100000000L)
			return -1;
		v = v * 10 + (s[i] - '0');
	}
	return v;
}

json_t *
jsonptr_get(json_t *root, const char *ptr, struct buf *err)
{
	char **tok;
	json_t *cur = root;
	size_t n, i;
	long idx;

	if (root == NULL || ptr == NULL) {
		buf_adds(err, "no document");
		return NULL;
	}
	if (jsonptr_split(ptr, strlen(ptr), &tok, &n, err) < 0)
		return NULL;
	for (i = 0; i < n && cur != NULL; i++) {
		if (json_is_object(cur)) {
			cur = json_object_get(cur, tok[i]);
			if (cur == NULL)
				buf_addf(err, "no member '%s' (token %zu of "
				    "the JSON pointer)", tok[i], i + 1);
		} else if (json_is_array(cur)) {
			idx = array_index(tok[i]);
			if (idx < 0 || (size_t)idx >= json_array_size(cur)) {
				buf_addf(err, "no element '%s' in an array of "
				    "%zu (token %zu of the JSON pointer)",
				    tok[i], json_array_size(cur), i + 1);
				cur = NULL;
			} else
				cur = json_array_get(cur, (size_t)idx);
		} else {
			buf_addf(err, "token %zu of the JSON pointer ('%s') "
			    "goes into a scalar", i + 1, tok[i]);
			cur = NULL;
		}
	}
	jsonptr_free_tokens(tok, n);
	return cur;
}
