/*
 * fuzz-jsonptr: the RFC 6901 JSON pointer splitter and resolver
 * (src/util/jsonptr.c) on arbitrary input. The first line of the input
 * is the pointer; the rest, when it parses, is the document (else a fixed
 * document with nested objects, arrays and escaped keys). Covers ~0/~1
 * unescaping, the errors, array index parsing and descent into scalars.
 * Input is capped at 64 KiB; everything is freed on every path.
 */
#include <jansson.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "util/buf.h"
#include "util/jsonptr.h"
#include "util/banned.h"

#define FUZZ_MAX	(64 * 1024)	/* bytes */

int	LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char fixed_doc[] =
    "{\"containerInstances\": [{\"registeredResources\": [{\"name\": "
    "\"GPU\", \"stringSetValue\": [\"GPU-1\", \"GPU-2\"]}]}], "
    "\"a/b\": {\"m~n\": [0, 1, [2, {\"\": 3}]]}, \"\": null}";

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const uint8_t *nl;
	struct buf err = BUF_INIT;
	char **tok, *ptr;
	size_t plen, n;
	json_t *doc = NULL, *v;

	if (size > FUZZ_MAX)
		return 0;
	nl = memchr(data, '\n', size);
	plen = nl != NULL ? (size_t)(nl - data) : size;
	if (jsonptr_split((const char *)data, plen, &tok, &n, &err) == 0)
		jsonptr_free_tokens(tok, n);
	ptr = malloc(plen + 1);
	if (ptr == NULL)
		goto out;
	memcpy(ptr, data, plen);
	ptr[plen] = '\0';
	if (nl != NULL)
		doc = json_loadb((const char *)nl + 1, size - plen - 1,
		    JSON_DECODE_ANY, NULL);
	if (doc == NULL)
		doc = json_loads(fixed_doc, 0, NULL);
	buf_reset(&err);
	v = jsonptr_get(doc, ptr, &err);
	if (v == NULL && err.len == 0)
		abort();
	json_decref(doc);
	free(ptr);
out:
	buf_free(&err);
	return 0;
}
