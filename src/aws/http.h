/*
 * http: the transport interface (struct http_transport, one send function
 * that runs a batch of requests concurrently), its libcurl implementation
 * (multi interface, TLS verification on, connection reuse, a concurrency
 * limit, timeouts) and the AWS JSON 1.1 client on top of it: SigV4
 * signing of every attempt, the SDKs' standard retry mode (facts sheet
 * 6.2) and error parsing (__type, message, x-amzn-RequestId). Tests plug
 * another transport into the same interface.
 *
 * It does not know ECS or SSM operations (ecs.c, ssm.c do) and it never
 * prints, except the warning that TLS verification is off. Trace lines go
 * to a caller's callback with credentials redacted.
 *
 * Ownership: requests borrow their strings; responses own theirs
 * (http_response_free). A client borrows its transport and credentials.
 */
#ifndef PROVDOC_AWS_HTTP_H
#define PROVDOC_AWS_HTTP_H

#include <stdbool.h>
#include <stddef.h>

#include "aws/creds.h"
#include "util/buf.h"
#include "util/diag.h"

#define HTTP_DEFAULT_CONCURRENCY	8
#define HTTP_RETRY_QUOTA		500	/* tokens in the retry bucket */
#define HTTP_RETRY_COST			5	/* tokens per retry */
#define HTTP_RETRY_TIMEOUT_COST		10	/* tokens per retry after a timeout */
#define HTTP_RETRY_REFUND		1	/* tokens back per first-try success */
#define HTTP_BACKOFF_CAP_MS		20000	/* cap of the backoff base */

struct http_request {
	const char	 *method;	/* borrowed, "POST" */
	const char	 *url;		/* borrowed, full URL */
	char		**headers;	/* borrowed "Name: value" lines */
	size_t		  nheaders;
	const char	 *body;		/* borrowed */
	size_t		  body_len;
};

enum http_fail {
	HTTP_FAIL_NONE = 0,	/* a response arrived (any status) */
	HTTP_FAIL_CONNECT,	/* could not connect, reset, truncated */
	HTTP_FAIL_TIMEOUT,	/* connect or request timeout */
	HTTP_FAIL_TLS,		/* certificate or TLS failure: never retried */
	HTTP_FAIL_OTHER,	/* anything else libcurl reports */
};

struct http_response {
	long		 status;	/* HTTP status, 0 when fail != NONE */
	enum http_fail	 fail;		/* transport-level outcome */
	char		*fail_text;	/* owned description of fail, or NULL */
	struct buf	 body;		/* bytes exactly as received */
	char		*request_id;	/* owned x-amzn-RequestId, or NULL */
	char		*error_type;	/* owned x-amzn-ErrorType header, or NULL */
};

struct http_transport {
	/* Sends n requests, at most the transport's limit at once, and
	 * fills resp[i] for req[i]. Returns 0, or -1 with d set when the
	 * transport itself cannot work; per-request failures are in resp. */
	int	(*send)(struct http_transport *t,
		    const struct http_request *req, struct http_response *resp,
		    size_t n, struct diag *d);
	void	(*free)(struct http_transport *t);
};

struct http_curl_opts {
	const char	*ca_bundle;		/* file, or NULL for AWS_CA_BUNDLE / system */
	bool		 insecure;		/* skip TLS verification (warns) */
	long		 connect_timeout_ms;	/* 0: 10000 */
	long		 request_timeout_ms;	/* 0: 60000 */
	int		 concurrency;		/* 0: HTTP_DEFAULT_CONCURRENCY */
};

/* The libcurl transport. Returns NULL with d set on failure; free with
 * t->free(t). */
struct http_transport *http_curl_new(const struct http_curl_opts *o,
	    struct diag *d);

void	http_response_init(struct http_response *r);
void	http_response_free(struct http_response *r);

/* Writes the header value as a trace may show it: "<redacted>" for
 * Authorization, X-Amz-Security-Token and anything secret-shaped. */
const char *http_trace_value(const char *name, const char *value);

/* One AWS JSON 1.1 call and its outcome. */
struct http_call {
	const char	*endpoint;	/* borrowed base URL, e.g. https://ecs.x.amazonaws.com */
	const char	*service;	/* borrowed signing name: "ecs", "ssm" */
	const char	*target;	/* borrowed X-Amz-Target */
	const char	*body;		/* borrowed JSON request */
	size_t		 body_len;
	/* results */
	long		 status;	/* last HTTP status, 0 for transport failure */
	struct buf	 response;	/* body of the last response */
	char		*request_id;	/* owned, of the last response */
	char		*error_code;	/* owned short code ("ThrottlingException"), or NULL */
	char		*error_message;	/* owned, or NULL */
	int		 attempts;	/* attempts made */
	bool		 ok;		/* 2xx received */
};

struct http_client {
	struct http_transport	*t;		/* borrowed */
	const struct creds	*creds;		/* borrowed */
	const char		*region;	/* borrowed */
	int			 max_attempts;	/* attempts incl. the first, >= 1 */
	int			 quota;		/* retry tokens left */
	const char		*user_agent;	/* borrowed, or NULL */
	/* Pluggable time and randomness: the defaults are the real clock,
	 * nanosleep and a seeded PRNG. */
	void			(*sleep_ms)(long ms);
	double			(*rand01)(void);
	void			(*now)(char amz_date[17]);
	/* Trace: called once per line, credentials already redacted. */
	void			(*trace)(void *ud, const char *line);
	void			*trace_ud;
};

void	http_client_init(struct http_client *c, struct http_transport *t,
	    const struct creds *cr, const char *region, int max_attempts);

void	http_call_init(struct http_call *call, const char *endpoint,
	    const char *service, const char *target, const char *body,
	    size_t body_len);
void	http_call_free(struct http_call *call);

/*
 * Runs the calls concurrently with retries. Returns 0 when the transport
 * worked (each call's ok, status and error_code say how it went), or -1
 * with d set when a request could not be built or sent at all.
 */
int	http_call_many(struct http_client *c, struct http_call **calls,
	    size_t n, struct diag *d);

/* Parses an AWS JSON error body into code and message (caller frees
 * both; either may come back NULL). header_type is x-amzn-ErrorType. */
void	http_parse_error(const char *body, size_t len, const char *header_type,
	    char **code, char **message);
/* Whether a response with this status, code and transport outcome is
 * retried in standard mode. */
bool	http_retryable(long status, const char *code, enum http_fail fail);
/* The backoff before retry number attempt (1 for the first retry), given
 * r in [0, 1): r * min(2^(attempt-1) s, 20 s), in milliseconds. */
long	http_backoff_ms(int attempt, double r);

#endif
