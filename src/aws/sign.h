/*
 * sign: AWS Signature Version 4 (header form, AWS4-HMAC-SHA256) with
 * OpenSSL, split into the steps the official test suite checks one by
 * one: canonical request, string to sign, signing key, Authorization
 * header. It also parses a raw HTTP request in the suite's ".req" format.
 * It does not send anything, read credentials or look at the clock except
 * in sign_amz_date_now().
 *
 * Ownership: a struct sign_request owns every string in it and is
 * released with sign_request_free. struct sign_params only borrows. The
 * signing key and every copy of the secret are wiped after use.
 */
#ifndef PROVDOC_AWS_SIGN_H
#define PROVDOC_AWS_SIGN_H

#include <stddef.h>

#include "util/buf.h"
#include "util/diag.h"

#define SIGN_ALGORITHM	"AWS4-HMAC-SHA256"
#define SIGN_DATE_LEN	16	/* "YYYYMMDDTHHMMSSZ" */
#define SIGN_KEY_LEN	32	/* bytes of an HMAC-SHA256 key or digest */
#define SIGN_HEX_LEN	64	/* hex characters of a SHA-256 digest */

struct sign_header {
	char	*name;		/* as written, owned */
	char	*value;		/* raw value (folded lines joined), owned */
};

struct sign_request {
	char			*method;	/* owned, e.g. "POST" */
	char			*path;		/* owned, raw path before '?' */
	char			*query;		/* owned raw query after '?', or NULL */
	struct sign_header	*headers;	/* owned array, in request order */
	size_t			 nheaders;	/* entries used in headers */
	size_t			 cap;		/* entries allocated */
	char			*body;		/* owned bytes, NUL-terminated */
	size_t			 body_len;	/* bytes of body */
};

struct sign_params {
	const char	*access_key_id;		/* borrowed */
	const char	*secret_access_key;	/* borrowed, never copied out */
	const char	*session_token;		/* borrowed, NULL for none */
	const char	*region;		/* borrowed, e.g. "us-east-1" */
	const char	*service;		/* borrowed signing name, e.g. "ecs" */
	const char	*amz_date;		/* borrowed "YYYYMMDDTHHMMSSZ" */
};

struct sign_result {
	struct buf	creq;		/* canonical request */
	struct buf	sts;		/* string to sign */
	struct buf	signed_headers;	/* "host;x-amz-date" */
	struct buf	signature;	/* 64 lower-case hex characters */
	struct buf	authz;		/* value of the Authorization header */
};

void	 sign_request_init(struct sign_request *r);
void	 sign_request_free(struct sign_request *r);
/* Parses text (len bytes) in the .req format. Returns 0, or -1 with d set
 * (name is used as the diagnostic's source name, borrowed). */
int	 sign_request_parse(struct sign_request *r, const char *text,
	    size_t len, const char *name, struct diag *d);
/* Appends a header; copies name and value. */
void	 sign_request_add_header(struct sign_request *r, const char *name,
	    const char *value);
/* Removes every header named name (case-insensitive). */
void	 sign_request_remove_header(struct sign_request *r, const char *name);
/* Returns the first value of header name (borrowed, valid while r lives
 * and is not changed), or NULL. */
const char *sign_request_header(const struct sign_request *r,
	    const char *name);
/* Sets the body (copied). */
void	 sign_request_set_body(struct sign_request *r, const void *body,
	    size_t len);

/* The canonical pieces, appended to out. */
void	 sign_canonical_uri(const char *path, struct buf *out);
void	 sign_canonical_query(const char *query, struct buf *out);
void	 sign_canonical_headers(const struct sign_request *r, struct buf *out,
	    struct buf *signed_headers);
/* Appends the canonical request of r to creq and its signed header list
 * to signed_headers (which may be NULL). */
void	 sign_canonical_request(const struct sign_request *r, struct buf *creq,
	    struct buf *signed_headers);
/* Appends "AWS4-HMAC-SHA256\nDATE\nSCOPE\nHEX(SHA256(creq))" to out. */
void	 sign_string_to_sign(const char *amz_date, const char *region,
	    const char *service, const char *creq, size_t creq_len,
	    struct buf *out);
/* Derives the signing key from the secret for date8 ("YYYYMMDD"). */
void	 sign_signing_key(const char *secret, const char *date8,
	    const char *region, const char *service,
	    unsigned char key[SIGN_KEY_LEN]);
/* Writes the hex HMAC of sts under key to hex (NUL-terminated). */
void	 sign_signature(const unsigned char key[SIGN_KEY_LEN], const char *sts,
	    size_t sts_len, char hex[SIGN_HEX_LEN + 1]);
/* Appends the Authorization header value to out. */
void	 sign_authorization(const char *access_key_id, const char *amz_date,
	    const char *region, const char *service, const char *signed_headers,
	    const char *signature, struct buf *out);
/* Writes the hex SHA-256 of data to hex (NUL-terminated). */
void	 sign_sha256_hex(const void *data, size_t len,
	    char hex[SIGN_HEX_LEN + 1]);
/* Returns 0 when s is a well-formed "YYYYMMDDTHHMMSSZ", else -1. */
int	 sign_check_amz_date(const char *s);
/* Writes the current UTC time as "YYYYMMDDTHHMMSSZ". */
void	 sign_amz_date_now(char out[SIGN_DATE_LEN + 1]);

void	 sign_result_init(struct sign_result *res);
void	 sign_result_free(struct sign_result *res);
/*
 * Signs r with p: adds X-Amz-Date when missing (from p->amz_date), adds
 * X-Amz-Security-Token when p->session_token is set and the header is
 * missing (so it is signed), drops any old Authorization header, fills
 * res and finally adds the Authorization header to r. Returns 0, or -1
 * with d set when an input is malformed.
 */
int	 sign_request_sign(struct sign_request *r, const struct sign_params *p,
	    struct sign_result *res, struct diag *d);

#endif
