/*
 * sign-debug: the logic of "provdoc debug sign-request FILE": read a raw
 * HTTP request (.req format), sign it and describe every step (canonical
 * request, string to sign, Authorization header, the signed request) with
 * the secret key and the session token shown as "<redacted>". It does not
 * resolve credentials: the caller passes them in.
 *
 * Ownership: the options only borrow; the text is appended to the
 * caller's buffer.
 */
#ifndef PROVDOC_AWS_SIGN_DEBUG_H
#define PROVDOC_AWS_SIGN_DEBUG_H

#include "util/buf.h"
#include "util/diag.h"

#define SIGN_REDACTED	"<redacted>"

struct sign_debug_opts {
	const char	*access_key_id;		/* borrowed, required */
	const char	*secret_access_key;	/* borrowed, required, never shown */
	const char	*session_token;		/* borrowed or NULL, never shown */
	const char	*region;		/* borrowed, required */
	const char	*service;		/* borrowed signing name, required */
	const char	*amz_date;		/* borrowed YYYYMMDDTHHMMSSZ, NULL for now */
};

/*
 * Reads the request at path, signs it with o and appends the description
 * to out. Returns 0, or -1 with d set (unreadable file, malformed request
 * or option).
 */
int	sign_debug_request(const char *path, const struct sign_debug_opts *o,
	    struct buf *out, struct diag *d);

/*
 * Replaces, in b, every occurrence of each non-empty secret in the NULL-
 * terminated list with "<redacted>".
 */
void	sign_redact_secrets(struct buf *b, const char *const *secrets);

#endif
