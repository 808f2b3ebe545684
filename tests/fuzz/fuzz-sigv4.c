/*
 * fuzz-sigv4: the SigV4 canonicaliser (src/aws/sign.c) on arbitrary bytes
 * taken as a raw HTTP request in the test-suite .req format: request-line
 * and header parsing (folded and repeated headers, missing colons, raw
 * UTF-8 and spaces in the path), path normalisation and encoding, query
 * sorting, header canonicalisation, and the whole signature. Invariants:
 * a parse failure has a message and a line; the canonical request has at
 * least six lines and ends with a 64-digit payload hash; the signed
 * header list is lower-case and sorted; the secret never shows up in any
 * output unless the input held it. The bytes are also fed to the path and query canonicalisers
 * directly. Input is capped at 64 KiB; everything is freed on every path.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "aws/sign.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define FUZZ_MAX	(64 * 1024)	/* bytes */
#define FUZZ_SECRET	"fuzzSECRETwJalrXUtnFEMI/K7MDENG+bPxRfiCY"

int	LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int
contains(const uint8_t *data, size_t size, const char *needle)
{
	size_t n = strlen(needle), i;

	for (i = 0; i + n <= size; i++)
		if (memcmp(data + i, needle, n) == 0)
			return 1;
	return 0;
}

/* Aborts unless the ';'-separated names in s are strictly increasing. */
static void
check_signed_headers(const char *s)
{
	char *copy = xstrdup(s), *prev = NULL, *p = copy, *semi;

	for (;;) {
		semi = strchr(p, ';');
		if (semi != NULL)
			*semi = '\0';
		if (p[0] == '\0' || (prev != NULL && strcmp(prev, p) >= 0))
			abort();
		prev = p;
		if (semi == NULL)
			break;
		p = semi + 1;
	}
	free(copy);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sign_request r;
	struct sign_result res;
	struct sign_params p = {
		.access_key_id = "AKIDFUZZ",
		.secret_access_key = FUZZ_SECRET,
		.session_token = "fuzz-token",
		.region = "us-east-1",
		.service = "ecs",
		.amz_date = "20261202T092000Z",
	};
	struct diag d;
	struct buf b = BUF_INIT;
	char *text;
	size_t lines = 0, i;

	if (size > FUZZ_MAX)
		return 0;
	text = xmalloc(size + 1);
	memcpy(text, data, size);
	text[size] = '\0';
	/* The canonicalisers take NUL-terminated text: stop at a NUL. */
	sign_canonical_uri(text, &b);
	buf_reset(&b);
	sign_canonical_query(text, &b);
	buf_reset(&b);

	diag_init(&d);
	sign_request_init(&r);
	sign_result_init(&res);
	if (sign_request_parse(&r, (const char *)data, size, "<fuzz>", &d) <
	    0) {
		if (d.message == NULL || d.line < 1)
			abort();
		goto out;
	}
	if (sign_request_sign(&r, &p, &res, &d) < 0) {
		if (d.message == NULL)
			abort();
		goto out;
	}
	for (i = 0; i < res.creq.len; i++)
		lines += res.creq.data[i] == '\n';
	if (lines < 5 || res.creq.len < SIGN_HEX_LEN ||
	    strspn(res.creq.data + res.creq.len - SIGN_HEX_LEN,
	    "0123456789abcdef") != SIGN_HEX_LEN)
		abort();
	for (i = 0; i < res.signed_headers.len; i++)
		if (res.signed_headers.data[i] >= 'A' &&
		    res.signed_headers.data[i] <= 'Z')
			abort();
	check_signed_headers(res.signed_headers.data);
	/* The secret may only show up where the input itself carried it. */
	if ((!contains(data, size, FUZZ_SECRET) && (strstr(res.creq.data, FUZZ_SECRET) != NULL ||
	    strstr(res.sts.data, FUZZ_SECRET) != NULL ||
	    strstr(res.authz.data, FUZZ_SECRET) != NULL)) ||
	    sign_request_header(&r, "authorization") == NULL)
		abort();
out:
	buf_free(&b);
	sign_result_free(&res);
	sign_request_free(&r);
	diag_clear(&d);
	free(text);
	return 0;
}
