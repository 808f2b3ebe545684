/*
 * sign-debug: "debug sign-request" as a library function. Reads a .req
 * file, signs it with the credentials the caller passes and appends the
 * canonical request, the string to sign, the Authorization header and the
 * signed request to a buffer, with the session token and any copy of the
 * secret replaced by "<redacted>". It does not print and does not read the
 * environment.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/crypto.h>

#include "aws/sign-debug.h"
#include "aws/sign.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define SIGN_DEBUG_MAX	(1024 * 1024)	/* bytes of a request file at most */

static int
slurp(const char *path, struct buf *out, struct diag *d)
{
	FILE *f;
	char tmp[4096];
	size_t n;

	f = fopen(path, "rb");
	if (f == NULL)
		return diag_setf(d, "cannot read '%s': %s", path,
		    strerror(errno));
	while ((n = fread(tmp, 1, sizeof(tmp), f)) > 0) {
		buf_add(out, tmp, n);
		if (out->len > SIGN_DEBUG_MAX) {
			fclose(f);
			return diag_setf(d, "cannot read '%s': larger than "
			    "%d bytes", path, SIGN_DEBUG_MAX);
		}
	}
	if (ferror(f)) {
		fclose(f);
		return diag_setf(d, "cannot read '%s': read error", path);
	}
	fclose(f);
	return 0;
}

void
sign_redact_secrets(struct buf *b, const char *const *secrets)
{
	struct buf o = BUF_INIT;
	size_t i, n, p;
	const char *hit;

	for (i = 0; secrets[i] != NULL; i++) {
		n = strlen(secrets[i]);
		if (n == 0)
			continue;
		buf_reset(&o);
		for (p = 0; p < b->len;) {
			hit = strstr(b->data + p, secrets[i]);
			if (hit == NULL) {
				buf_add(&o, b->data + p, b->len - p);
				break;
			}
			buf_add(&o, b->data + p, (size_t)(hit - b->data) - p);
			buf_adds(&o, SIGN_REDACTED);
			p = (size_t)(hit - b->data) + n;
		}
		OPENSSL_cleanse(b->data, b->len);
		buf_reset(b);
		buf_add(b, o.data, o.len);
	}
	OPENSSL_cleanse(o.data, o.len);
	buf_free(&o);
}

/* Appends creq with the value of a signed security-token line hidden. */
static void
add_creq(struct buf *out, const struct buf *creq)
{
	const char *p = creq->data, *nl;
	static const char tok[] = "x-amz-security-token:";

	while (*p != '\0') {
		nl = strchr(p, '\n');
		if (strncmp(p, tok, sizeof(tok) - 1) == 0) {
			buf_adds(out, tok);
			buf_adds(out, SIGN_REDACTED);
		} else {
			buf_add(out, p, nl ? (size_t)(nl - p) : strlen(p));
		}
		if (nl == NULL)
			break;
		buf_addc(out, '\n');
		p = nl + 1;
	}
}

int
sign_debug_request(const char *path, const struct sign_debug_opts *o,
    struct buf *out, struct diag *d)
{
	struct sign_request r;
	struct sign_result res;
	struct sign_params p;
	struct buf text = BUF_INIT, desc = BUF_INIT;
	char now[SIGN_DATE_LEN + 1];
	const char *secrets[3];
	size_t i;
	int rc = -1;

	sign_request_init(&r);
	sign_result_init(&res);
	if (o->access_key_id == NULL || o->secret_access_key == NULL ||
	    o->access_key_id[0] == '\0' || o->secret_access_key[0] == '\0') {
		diag_setf(d, "no credentials: set AWS_ACCESS_KEY_ID and "
		    "AWS_SECRET_ACCESS_KEY");
		goto out;
	}
	if (o->amz_date != NULL && sign_check_amz_date(o->amz_date) < 0) {
		diag_setf(d, "malformed --date '%s' (expected "
		    "YYYYMMDDTHHMMSSZ)", o->amz_date);
		goto out;
	}
	if (slurp(path, &text, d) < 0)
		goto out;
	if (sign_request_parse(&r, text.data, text.len, path, d) < 0)
		goto out;
	if (o->amz_date == NULL)
		sign_amz_date_now(now);
	p.access_key_id = o->access_key_id;
	p.secret_access_key = o->secret_access_key;
	p.session_token = o->session_token;
	p.region = o->region;
	p.service = o->service;
	p.amz_date = o->amz_date ? o->amz_date : now;
	if (sign_request_sign(&r, &p, &res, d) < 0)
		goto out;

	buf_adds(&desc, "canonical request:\n");
	add_creq(&desc, &res.creq);
	if (sign_request_header(&r, "x-amz-security-token") != NULL &&
	    strstr(res.signed_headers.data, "x-amz-security-token") != NULL)
		buf_adds(&desc, "\n(the token is shown as " SIGN_REDACTED
		    "; the string to sign hashes the real value)");
	buf_adds(&desc, "\n\nstring to sign:\n");
	buf_add(&desc, res.sts.data, res.sts.len);
	buf_adds(&desc, "\n\nAuthorization: ");
	buf_add(&desc, res.authz.data, res.authz.len);
	buf_adds(&desc, "\n\nsigned request:\n");
	buf_addf(&desc, "%s %s%s%s HTTP/1.1\n", r.method, r.path,
	    r.query ? "?" : "", r.query ? r.query : "");
	for (i = 0; i < r.nheaders; i++) {
		buf_addf(&desc, "%s:%s\n", r.headers[i].name,
		    strcasecmp(r.headers[i].name, "x-amz-security-token") ==
		    0 ? SIGN_REDACTED : r.headers[i].value);
	}
	if (r.body_len > 0) {
		buf_addc(&desc, '\n');
		buf_add(&desc, r.body, r.body_len);
		if (r.body[r.body_len - 1] != '\n')
			buf_addc(&desc, '\n');
	}
	secrets[0] = o->secret_access_key;
	secrets[1] = o->session_token;
	secrets[2] = NULL;
	sign_redact_secrets(&desc, secrets);
	buf_add(out, desc.data, desc.len);
	rc = 0;
out:
	OPENSSL_cleanse(desc.data, desc.len);
	buf_free(&desc);
	OPENSSL_cleanse(text.data, text.len);
	buf_free(&text);
	sign_result_free(&res);
	sign_request_free(&r);
	return rc;
}
