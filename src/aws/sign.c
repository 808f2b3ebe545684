/*
 * sign: AWS Signature Version 4 with OpenSSL (SHA-256 via EVP_Digest,
 * HMAC-SHA256 via HMAC()), one function per step so that each step can
 * be compared with the official test suite, and a parser for the suite's
 * raw ".req" request format. It does not resolve credentials, choose a
 * region or send requests (creds.c and http.c do), and it never prints.
 *
 * Paths are normalised as for every service except S3 ("." and ".."
 * resolved, "//" collapsed) and then URI-encoded once more, as AWS
 * specifies for non-S3 services.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include "aws/sign.h"
#include "util/xmalloc.h"
#include "util/banned.h"

static const char hexdigits[] = "0123456789ABCDEF";
static const char lowerhex[] = "0123456789abcdef";

void
sign_request_init(struct sign_request *r)
{
	memset(r, 0, sizeof(*r));
	r->body = xstrdup("");
}

void
sign_request_free(struct sign_request *r)
{
	size_t i;

	for (i = 0; i < r->nheaders; i++) {
		free(r->headers[i].name);
		if (r->headers[i].value != NULL)
			OPENSSL_cleanse(r->headers[i].value,
			    strlen(r->headers[i].value));
		free(r->headers[i].value);
	}
	free(r->headers);
	free(r->method);
	free(r->path);
	free(r->query);
	free(r->body);
	memset(r, 0, sizeof(*r));
}

void
sign_request_add_header(struct sign_request *r, const char *name,
    const char *value)
{
	if (r->nheaders == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 8;
		r->headers = xreallocarray(r->headers, r->cap,
		    sizeof(*r->headers));
	}
	r->headers[r->nheaders].name = xstrdup(name);
	r->headers[r->nheaders].value = xstrdup(value);
	r->nheaders++;
}

void
sign_request_remove_header(struct sign_request *r, const char *name)
{
	size_t i, j;

	for (i = 0, j = 0; i < r->nheaders; i++) {
		if (strcasecmp(r->headers[i].name, name) == 0) {
			free(r->headers[i].name);
			OPENSSL_cleanse(r->headers[i].value,
			    strlen(r->headers[i].value));
			free(r->headers[i].value);
			continue;
		}
		r->headers[j++] = r->headers[i];
	}
	r->nheaders = j;
}

const char *
sign_request_header(const struct sign_request *r, const char *name)
{
	size_t i;

	for (i = 0; i < r->nheaders; i++)
		if (strcasecmp(r->headers[i].name, name) == 0)
			return r->headers[i].value;
	return NULL;
}

void
sign_request_set_body(struct sign_request *r, const void *body, size_t len)
{
	free(r->body);
	r->body = xmalloc(len + 1);
	if (len > 0)
		memcpy(r->body, body, len);
	r->body[len] = '\0';
	r->body_len = len;
}

static int
parse_fail(struct diag *d, const char *name, unsigned line, const char *what)
{
	diag_setf(d, "%s", what);
	diag_pos(d, name, line, 1);
	return -1;
}

static int
parse_request_line(struct sign_request *r, const char *s, size_t n,
    const char *name, struct diag *d)
{
	const char *sp, *target, *end, *q;
	size_t i;

	sp = memchr(s, ' ', n);
	if (sp == NULL || sp == s)
		return parse_fail(d, name, 1,
		    "malformed request line: expected 'METHOD TARGET "
		    "HTTP/1.1'");
	target = sp + 1;
	end = s + n;
	/* The target may hold spaces, so the version is the last " HTTP/". */
	for (q = end; q > target; q--) {
		if ((size_t)(end - q) >= 6 && q[0] == ' ' &&
		    strncmp(q + 1, "HTTP/", 5) == 0)
			break;
	}
	if (q > target)
		end = q;
	if (end == target)
		return parse_fail(d, name, 1,
		    "malformed request line: missing request target");
	r->method = xstrndup(s, (size_t)(sp - s));
	for (i = 0; r->method[i] != '\0'; i++)
		if (!isupper((unsigned char)r->method[i]))
			return parse_fail(d, name, 1,
			    "malformed request line: bad method");
	q = memchr(target, '?', (size_t)(end - target));
	if (q != NULL) {
		r->path = xstrndup(target, (size_t)(q - target));
		r->query = xstrndup(q + 1, (size_t)(end - q - 1));
	} else {
		r->path = xstrndup(target, (size_t)(end - target));
	}
	return 0;
}

/* Whether c may appear in a header name (RFC 9110 token). */
static int
tchar(unsigned char c)
{
	return isalnum(c) ||
	    (c != '\0' && strchr("!#$%&'*+-.^_`|~", c) != NULL);
}

/* Strips spaces and tabs at both ends of [*s, *s + *n). */
static void
trim(const char **s, size_t *n)
{
	while (*n > 0 && (**s == ' ' || **s == '\t')) {
		(*s)++;
		(*n)--;
	}
	while (*n > 0 && ((*s)[*n - 1] == ' ' || (*s)[*n - 1] == '\t'))
		(*n)--;
}

int
sign_request_parse(struct sign_request *r, const char *text, size_t len,
    const char *name, struct diag *d)
{
	const char *p = text, *end = text + len, *nl, *colon, *v;
	size_t n, vn;
	unsigned line = 0;
	struct sign_header *last;
	char *joined;

	while (p < end || line == 0) {
		nl = memchr(p, '\n', (size_t)(end - p));
		n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		if (n > 0 && p[n - 1] == '\r')
			n--;
		line++;
		if (line == 1) {
			if (n == 0)
				return parse_fail(d, name, 1,
				    "empty request: expected a request line");
			if (parse_request_line(r, p, n, name, d) < 0)
				return -1;
		} else if (n == 0) {
			/* The empty line: everything after it is the body. */
			p = nl ? nl + 1 : end;
			break;
		} else if (p[0] == ' ' || p[0] == '\t') {
			/* A folded line continues the previous value. */
			if (r->nheaders == 0)
				return parse_fail(d, name, line,
				    "continuation line before any header");
			v = p;
			vn = n;
			trim(&v, &vn);
			last = &r->headers[r->nheaders - 1];
			joined = xasprintf("%s%s%.*s", last->value,
			    (last->value[0] == '\0' ||
			    last->value[strlen(last->value) - 1] == ',') ?
			    "" : ",", (int)vn, v);
			free(last->value);
			last->value = joined;
		} else {
			colon = memchr(p, ':', n);
			if (colon == NULL || colon == p)
				return parse_fail(d, name, line,
				    "malformed header line: expected "
				    "'Name:value'");
			for (v = p; v < colon; v++)
				if (!tchar((unsigned char)*v))
					return parse_fail(d, name, line,
					    "malformed header name");
			v = colon + 1;
			vn = n - (size_t)(v - p);
			if (r->nheaders == r->cap) {
				r->cap = r->cap ? r->cap * 2 : 8;
				r->headers = xreallocarray(r->headers, r->cap,
				    sizeof(*r->headers));
			}
			r->headers[r->nheaders].name =
			    xstrndup(p, (size_t)(colon - p));
			r->headers[r->nheaders].value = xstrndup(v, vn);
			r->nheaders++;
		}
		if (nl == NULL) {
			p = end;
			break;
		}
		p = nl + 1;
	}
	sign_request_set_body(r, p, (size_t)(end - p));
	return 0;
}

static int
unreserved(unsigned char c)
{
	return isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~';
}

/* Appends s (n bytes) URI-encoded; '/' is kept when keep_slash. */
static void
uri_encode(struct buf *out, const char *s, size_t n, int keep_slash)
{
	size_t i;
	unsigned char c;

	for (i = 0; i < n; i++) {
		c = (unsigned char)s[i];
		if (unreserved(c) || (keep_slash && c == '/')) {
			buf_addc(out, (char)c);
		} else {
			buf_addc(out, '%');
			buf_addc(out, hexdigits[c >> 4]);
			buf_addc(out, hexdigits[c & 15]);
		}
	}
}

static int
hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* Appends the percent-decoded form of s (n bytes); bad escapes stay. */
static void
uri_decode(struct buf *out, const char *s, size_t n)
{
	size_t i;
	int hi, lo;

	for (i = 0; i < n; i++) {
		if (s[i] == '%' && i + 2 < n) {
			hi = hexval((unsigned char)s[i + 1]);
			lo = hexval((unsigned char)s[i + 2]);
			if (hi >= 0 && lo >= 0) {
				buf_addc(out, (char)(hi * 16 + lo));
				i += 2;
				continue;
			}
		}
		buf_addc(out, s[i]);
	}
}

void
sign_canonical_uri(const char *path, struct buf *out)
{
	struct buf norm = BUF_INIT;
	const char *p, *seg;
	size_t n, *stack = NULL, depth = 0, cap = 0, len;
	int trailing;

	if (path == NULL || path[0] == '\0') {
		buf_addc(out, '/');
		return;
	}
	len = strlen(path);
	trailing = path[len - 1] == '/';
	/* stack[i] is the length of norm before segment i was added. */
	for (p = path; *p != '\0';) {
		while (*p == '/')
			p++;
		if (*p == '\0')
			break;
		seg = p;
		while (*p != '\0' && *p != '/')
			p++;
		n = (size_t)(p - seg);
		if (n == 1 && seg[0] == '.')
			continue;
		if (n == 2 && seg[0] == '.' && seg[1] == '.') {
			if (depth > 0)
				buf_truncate(&norm, stack[--depth]);
			continue;
		}
		if (depth == cap) {
			cap = cap ? cap * 2 : 16;
			stack = xreallocarray(stack, cap, sizeof(*stack));
		}
		stack[depth++] = norm.len;
		buf_addc(&norm, '/');
		buf_add(&norm, seg, n);
	}
	if (norm.len == 0)
		buf_addc(&norm, '/');
	else if (trailing)
		buf_addc(&norm, '/');
	uri_encode(out, norm.data, norm.len, 1);
	free(stack);
	buf_free(&norm);
}

struct qparam {
	char	*key;		/* encoded, owned */
	char	*value;		/* encoded, owned */
};

static int
qparam_cmp(const void *a, const void *b)
{
	const struct qparam *x = a, *y = b;
	int c;

	c = strcmp(x->key, y->key);
	return c != 0 ? c : strcmp(x->value, y->value);
}

/* Decodes s (n bytes) and returns it encoded strictly; caller frees. */
static char *
reencode(const char *s, size_t n)
{
	struct buf dec = BUF_INIT, enc = BUF_INIT;

	uri_decode(&dec, s, n);
	uri_encode(&enc, dec.data, dec.len, 0);
	buf_free(&dec);
	return buf_detach(&enc);
}

void
sign_canonical_query(const char *query, struct buf *out)
{
	struct qparam *params = NULL;
	size_t np = 0, cap = 0, i, n;
	const char *p, *amp, *eq;

	if (query == NULL)
		return;
	for (p = query; *p != '\0'; p = *amp ? amp + 1 : amp) {
		amp = strchr(p, '&');
		if (amp == NULL)
			amp = p + strlen(p);
		n = (size_t)(amp - p);
		if (n == 0)
			continue;
		if (np == cap) {
			cap = cap ? cap * 2 : 8;
			params = xreallocarray(params, cap, sizeof(*params));
		}
		eq = memchr(p, '=', n);
		if (eq != NULL) {
			params[np].key = reencode(p, (size_t)(eq - p));
			params[np].value = reencode(eq + 1,
			    (size_t)(amp - eq - 1));
		} else {
			params[np].key = reencode(p, n);
			params[np].value = xstrdup("");
		}
		np++;
	}
	if (np > 0)
		qsort(params, np, sizeof(*params), qparam_cmp);
	for (i = 0; i < np; i++) {
		if (i > 0)
			buf_addc(out, '&');
		buf_adds(out, params[i].key);
		buf_addc(out, '=');
		buf_adds(out, params[i].value);
		free(params[i].key);
		free(params[i].value);
	}
	free(params);
}

struct chdr {
	char	*name;		/* lower-case, owned */
	char	*value;		/* trimmed, runs of spaces collapsed, owned */
	size_t	 order;		/* position in the request, keeps sort stable */
};

static int
chdr_cmp(const void *a, const void *b)
{
	const struct chdr *x = a, *y = b;
	int c;

	c = strcmp(x->name, y->name);
	if (c != 0)
		return c;
	return x->order < y->order ? -1 : x->order > y->order;
}

static char *
canon_value(const char *v)
{
	struct buf b = BUF_INIT;
	const char *s = v;
	size_t n = strlen(v), i;
	int space = 0;

	trim(&s, &n);
	for (i = 0; i < n; i++) {
		if (s[i] == ' ' || s[i] == '\t') {
			space = 1;
			continue;
		}
		if (space)
			buf_addc(&b, ' ');
		space = 0;
		buf_addc(&b, s[i]);
	}
	return buf_detach(&b);
}

void
sign_canonical_headers(const struct sign_request *r, struct buf *out,
    struct buf *signed_headers)
{
	struct chdr *h;
	size_t n = 0, i, j;

	h = xcalloc(r->nheaders + 1, sizeof(*h));
	for (i = 0; i < r->nheaders; i++) {
		/* The signature cannot cover the header that carries it. */
		if (strcasecmp(r->headers[i].name, "authorization") == 0)
			continue;
		h[n].name = xstrdup(r->headers[i].name);
		for (j = 0; h[n].name[j] != '\0'; j++)
			h[n].name[j] = (char)tolower(
			    (unsigned char)h[n].name[j]);
		h[n].value = canon_value(r->headers[i].value);
		h[n].order = i;
		n++;
	}
	if (n > 0)
		qsort(h, n, sizeof(*h), chdr_cmp);
	for (i = 0; i < n; i++) {
		if (i > 0 && strcmp(h[i].name, h[i - 1].name) == 0) {
			/* A repeated name: values join with ',' in order. */
			buf_truncate(out, out->len - 1);
			buf_addc(out, ',');
		} else {
			if (signed_headers != NULL) {
				if (i > 0)
					buf_addc(signed_headers, ';');
				buf_adds(signed_headers, h[i].name);
			}
			buf_adds(out, h[i].name);
			buf_addc(out, ':');
		}
		buf_adds(out, h[i].value);
		buf_addc(out, '\n');
	}
	for (i = 0; i < n; i++) {
		free(h[i].name);
		OPENSSL_cleanse(h[i].value, strlen(h[i].value));
		free(h[i].value);
	}
	free(h);
}

void
sign_sha256_hex(const void *data, size_t len, char hex[SIGN_HEX_LEN + 1])
{
	unsigned char md[EVP_MAX_MD_SIZE];
	unsigned int mdlen = 0, i;

	if (EVP_Digest(data, len, md, &mdlen, EVP_sha256(), NULL) != 1 ||
	    mdlen != SIGN_KEY_LEN)
		BUG("EVP_Digest(SHA-256) failed");
	for (i = 0; i < mdlen; i++) {
		hex[2 * i] = lowerhex[md[i] >> 4];
		hex[2 * i + 1] = lowerhex[md[i] & 15];
	}
	hex[SIGN_HEX_LEN] = '\0';
}

void
sign_canonical_request(const struct sign_request *r, struct buf *creq,
    struct buf *signed_headers)
{
	struct buf sh = BUF_INIT;
	char hex[SIGN_HEX_LEN + 1];

	buf_adds(creq, r->method ? r->method : "GET");
	buf_addc(creq, '\n');
	sign_canonical_uri(r->path, creq);
	buf_addc(creq, '\n');
	sign_canonical_query(r->query, creq);
	buf_addc(creq, '\n');
	sign_canonical_headers(r, creq, &sh);
	buf_addc(creq, '\n');
	buf_add(creq, sh.data, sh.len);
	buf_addc(creq, '\n');
	sign_sha256_hex(r->body, r->body_len, hex);
	buf_adds(creq, hex);
	if (signed_headers != NULL)
		buf_add(signed_headers, sh.data, sh.len);
	buf_free(&sh);
}

void
sign_string_to_sign(const char *amz_date, const char *region,
    const char *service, const char *creq, size_t creq_len, struct buf *out)
{
	char hex[SIGN_HEX_LEN + 1];

	sign_sha256_hex(creq, creq_len, hex);
	buf_addf(out, "%s\n%s\n%.8s/%s/%s/aws4_request\n%s", SIGN_ALGORITHM,
	    amz_date, amz_date, region, service, hex);
}

static void
hmac(const unsigned char *key, size_t keylen, const void *data, size_t len,
    unsigned char out[SIGN_KEY_LEN])
{
	unsigned int outlen = 0;

	if (HMAC(EVP_sha256(), key, (int)keylen, data, len, out,
	    &outlen) == NULL || outlen != SIGN_KEY_LEN)
		BUG("HMAC-SHA256 failed");
}

void
sign_signing_key(const char *secret, const char *date8, const char *region,
    const char *service, unsigned char key[SIGN_KEY_LEN])
{
	struct buf k = BUF_INIT;
	unsigned char a[SIGN_KEY_LEN], b[SIGN_KEY_LEN];

	buf_adds(&k, "AWS4");
	buf_adds(&k, secret);
	hmac((const unsigned char *)k.data, k.len, date8, 8, a);
	OPENSSL_cleanse(k.data, k.len);
	buf_free(&k);
	hmac(a, sizeof(a), region, strlen(region), b);
	hmac(b, sizeof(b), service, strlen(service), a);
	hmac(a, sizeof(a), "aws4_request", 12, key);
	OPENSSL_cleanse(a, sizeof(a));
	OPENSSL_cleanse(b, sizeof(b));
}

void
sign_signature(const unsigned char key[SIGN_KEY_LEN], const char *sts,
    size_t sts_len, char hex[SIGN_HEX_LEN + 1])
{
	unsigned char md[SIGN_KEY_LEN];
	size_t i;

	hmac(key, SIGN_KEY_LEN, sts, sts_len, md);
	for (i = 0; i < SIGN_KEY_LEN; i++) {
		hex[2 * i] = lowerhex[md[i] >> 4];
		hex[2 * i + 1] = lowerhex[md[i] & 15];
	}
	hex[SIGN_HEX_LEN] = '\0';
}

void
sign_authorization(const char *access_key_id, const char *amz_date,
    const char *region, const char *service, const char *signed_headers,
    const char *signature, struct buf *out)
{
	buf_addf(out, "%s Credential=%s/%.8s/%s/%s/aws4_request, "
	    "SignedHeaders=%s, Signature=%s", SIGN_ALGORITHM, access_key_id,
	    amz_date, region, service, signed_headers, signature);
}

int
sign_check_amz_date(const char *s)
{
	size_t i;

	if (s == NULL || strlen(s) != SIGN_DATE_LEN || s[8] != 'T' ||
	    s[15] != 'Z')
		return -1;
	for (i = 0; i < 15; i++)
		if (i != 8 && !isdigit((unsigned char)s[i]))
			return -1;
	return 0;
}

void
sign_amz_date_now(char out[SIGN_DATE_LEN + 1])
{
	time_t now = time(NULL);
	struct tm tm;

	if (gmtime_r(&now, &tm) == NULL ||
	    strftime(out, SIGN_DATE_LEN + 1, "%Y%m%dT%H%M%SZ", &tm) !=
	    SIGN_DATE_LEN)
		BUG("cannot format the current time");
}

void
sign_result_init(struct sign_result *res)
{
	buf_init(&res->creq);
	buf_init(&res->sts);
	buf_init(&res->signed_headers);
	buf_init(&res->signature);
	buf_init(&res->authz);
}

void
sign_result_free(struct sign_result *res)
{
	buf_free(&res->creq);
	buf_free(&res->sts);
	buf_free(&res->signed_headers);
	buf_free(&res->signature);
	buf_free(&res->authz);
}

static int
bad_token(const char *s)
{
	for (; *s != '\0'; s++)
		if (!isalnum((unsigned char)*s) && *s != '-' && *s != '_')
			return 1;
	return 0;
}

int
sign_request_sign(struct sign_request *r, const struct sign_params *p,
    struct sign_result *res, struct diag *d)
{
	unsigned char key[SIGN_KEY_LEN];
	char hex[SIGN_HEX_LEN + 1];
	const char *date;

	if (p->access_key_id == NULL || p->access_key_id[0] == '\0' ||
	    p->secret_access_key == NULL || p->secret_access_key[0] == '\0')
		return diag_setf(d, "cannot sign: no access key id or "
		    "secret access key");
	if (strchr(p->access_key_id, '/') != NULL ||
	    strchr(p->access_key_id, ',') != NULL)
		return diag_setf(d, "cannot sign: malformed access key id");
	if (p->region == NULL || p->region[0] == '\0' || bad_token(p->region))
		return diag_setf(d, "cannot sign: malformed region '%s'",
		    p->region ? p->region : "");
	if (p->service == NULL || p->service[0] == '\0' ||
	    bad_token(p->service))
		return diag_setf(d, "cannot sign: malformed service '%s'",
		    p->service ? p->service : "");
	date = sign_request_header(r, "x-amz-date");
	if (date == NULL) {
		if (sign_check_amz_date(p->amz_date) < 0)
			return diag_setf(d, "cannot sign: malformed date '%s' "
			    "(expected YYYYMMDDTHHMMSSZ)",
			    p->amz_date ? p->amz_date : "");
		sign_request_add_header(r, "X-Amz-Date", p->amz_date);
		date = p->amz_date;
	} else if (sign_check_amz_date(date) < 0) {
		return diag_setf(d, "cannot sign: malformed X-Amz-Date '%s' "
		    "(expected YYYYMMDDTHHMMSSZ)", date);
	}
	if (p->session_token != NULL && p->session_token[0] != '\0' &&
	    sign_request_header(r, "x-amz-security-token") == NULL)
		sign_request_add_header(r, "X-Amz-Security-Token",
		    p->session_token);
	sign_request_remove_header(r, "authorization");
	/* date points into a header that later additions may not move. */
	date = sign_request_header(r, "x-amz-date");

	sign_canonical_request(r, &res->creq, &res->signed_headers);
	sign_string_to_sign(date, p->region, p->service, res->creq.data,
	    res->creq.len, &res->sts);
	sign_signing_key(p->secret_access_key, date, p->region, p->service,
	    key);
	sign_signature(key, res->sts.data, res->sts.len, hex);
	OPENSSL_cleanse(key, sizeof(key));
	buf_adds(&res->signature, hex);
	sign_authorization(p->access_key_id, date, p->region, p->service,
	    res->signed_headers.data, hex, &res->authz);
	sign_request_add_header(r, "Authorization", res->authz.data);
	return 0;
}
