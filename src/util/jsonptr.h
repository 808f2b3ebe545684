/*
 * jsonptr: RFC 6901 JSON pointers over jansson values: splitting a pointer
 * into reference tokens (with ~0 and ~1 unescaped) and resolving it
 * against a document. It reads no files and never modifies the document.
 *
 * Ownership: jsonptr_split's token vector is the caller's
 * (jsonptr_free_tokens); jsonptr_get's result is borrowed from root,
 * valid while root lives.
 */
#ifndef PROVDOC_JSONPTR_H
#define PROVDOC_JSONPTR_H

#include <jansson.h>
#include <stddef.h>

#include "util/buf.h"

/* Pointers longer than this are refused (evidence pointers are short). */
#define JSONPTR_MAX_LEN	4096

/*
 * Split ptr ("" is the whole document, else it starts with '/') into
 * tokens. Returns 0 with *tokens (caller frees with jsonptr_free_tokens)
 * or -1 with the reason appended to err: no leading '/', a '~' not
 * followed by 0 or 1, a NUL byte, or a pointer over JSONPTR_MAX_LEN.
 */
int	jsonptr_split(const char *ptr, size_t len, char ***tokens, size_t *n,
	    struct buf *err);
void	jsonptr_free_tokens(char **tokens, size_t n);

/*
 * Resolve ptr against root. Returns the value (borrowed from root) or
 * NULL with the reason appended to err (which token did not resolve).
 * Array indexes are decimal without leading zeros; "-" never resolves.
 */
json_t	*jsonptr_get(json_t *root, const char *ptr, struct buf *err);

#endif
