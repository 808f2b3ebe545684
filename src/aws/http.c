/*
 * http: the libcurl transport (multi interface, one connection pool for
 * the whole run, at most `concurrency` transfers at once, TLS always
 * verified unless the user asked otherwise) and the AWS JSON 1.1 client:
 * each attempt is signed afresh with SigV4, retried in the SDKs' standard
 * mode (AWS_MAX_ATTEMPTS, full-jitter backoff capped at 20 s, a retry
 * quota of 500 tokens) and its error parsed from __type and message.
 *
 * It does not decide what a failed operation means for the diagnosis
 * (ecs.c and live.c do). It never prints except the warning that TLS
 * verification is off; trace lines go to a callback and never carry the
 * Authorization header, the session token or the secret.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include <curl/curl.h>
#include <jansson.h>

#include "aws/http.h"
#include "aws/sign.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define HTTP_BODY_MAX	(256L * 1024 * 1024)	/* bytes of one response at most */
#define HTTP_REDACTED	"<redacted>"

void
http_response_init(struct http_response *r)
{
	memset(r, 0, sizeof(*r));
	buf_init(&r->body);
}

void
http_response_free(struct http_response *r)
{
	free(r->fail_text);
	buf_free(&r->body);
	free(r->request_id);
	free(r->error_type);
	memset(r, 0, sizeof(*r));
	buf_init(&r->body);
}

/* Whether needle occurs in s, ignoring ASCII case. */
static bool
has_word(const char *s, const char *needle)
{
	size_t n = strlen(needle);

	for (; *s != '\0'; s++)
		if (strncasecmp(s, needle, n) == 0)
			return true;
	return false;
}

const char *
http_trace_value(const char *name, const char *value)
{
	static const char *const secret[] = {
		"authorization", "x-amz-security-token", "proxy-authorization",
		"x-aws-ec2-metadata-token", "cookie", "set-cookie", NULL,
	};
	size_t i;

	for (i = 0; secret[i] != NULL; i++)
		if (strcasecmp(name, secret[i]) == 0)
			return HTTP_REDACTED;
	if (has_word(name, "secret") || has_word(name, "token") ||
	    has_word(name, "credential"))
		return HTTP_REDACTED;
	return value;
}

/* ---- the libcurl transport ---------------------------------------- */

struct curl_transport {
	struct http_transport	 base;		/* must stay first */
	CURLM			*multi;		/* owns the connection pool */
	char			*ca_bundle;	/* owned, or NULL */
	bool			 insecure;
	long			 connect_ms;
	long			 request_ms;
	int			 concurrency;
	CURL			**idle;		/* owned easy handles kept for reuse */
	size_t			 nidle;
};

struct transfer {
	CURL			*easy;
	struct curl_slist	*hl;
	struct http_response	*resp;
	const struct http_request *req;
	char			 errbuf[CURL_ERROR_SIZE];
};

static size_t
on_body(char *ptr, size_t size, size_t nmemb, void *ud)
{
	struct http_response *r = ud;
	size_t n = size * nmemb;

	if ((long)(r->body.len + n) > HTTP_BODY_MAX)
		return 0;
	buf_add(&r->body, ptr, n);
	return n;
}

static char *
header_value(const char *line, size_t n, const char *name)
{
	size_t k = strlen(name);
	const char *v;

	if (n <= k || strncasecmp(line, name, k) != 0 || line[k] != ':')
		return NULL;
	v = line + k + 1;
	n -= k + 1;
	while (n > 0 && (*v == ' ' || *v == '\t')) {
		v++;
		n--;
	}
	while (n > 0 && isspace((unsigned char)v[n - 1]))
		n--;
	return xstrndup(v, n);
}

static size_t
on_header(char *ptr, size_t size, size_t nmemb, void *ud)
{
	struct http_response *r = ud;
	size_t n = size * nmemb;
	char *v;

	if (n >= 5 && strncmp(ptr, "HTTP/", 5) == 0) {
		/* A new response (after 100 Continue, say): start over. */
		free(r->request_id);
		free(r->error_type);
		r->request_id = r->error_type = NULL;
	}
	if ((v = header_value(ptr, n, "x-amzn-RequestId")) != NULL) {
		free(r->request_id);
		r->request_id = v;
	} else if ((v = header_value(ptr, n, "x-amzn-ErrorType")) != NULL) {
		free(r->error_type);
		r->error_type = v;
	}
	return n;
}

static enum http_fail
classify(CURLcode rc)
{
	switch (rc) {
	case CURLE_OK:
		return HTTP_FAIL_NONE;
	case CURLE_OPERATION_TIMEDOUT:
		return HTTP_FAIL_TIMEOUT;
	case CURLE_COULDNT_RESOLVE_PROXY:
	case CURLE_COULDNT_RESOLVE_HOST:
	case CURLE_COULDNT_CONNECT:
	case CURLE_SEND_ERROR:
	case CURLE_RECV_ERROR:
	case CURLE_GOT_NOTHING:
	case CURLE_PARTIAL_FILE:
	case CURLE_HTTP2:
	case CURLE_HTTP2_STREAM:
		return HTTP_FAIL_CONNECT;
	case CURLE_PEER_FAILED_VERIFICATION:
	case CURLE_SSL_CONNECT_ERROR:
	case CURLE_SSL_CERTPROBLEM:
	case CURLE_SSL_CIPHER:
	case CURLE_SSL_CACERT_BADFILE:
	case CURLE_SSL_ISSUER_ERROR:
	case CURLE_SSL_PINNEDPUBKEYNOTMATCH:
	case CURLE_SSL_INVALIDCERTSTATUS:
	case CURLE_SSL_CRL_BADFILE:
		return HTTP_FAIL_TLS;
	default:
		return HTTP_FAIL_OTHER;
	}
}

static int
transfer_start(struct curl_transport *ct, struct transfer *x,
    const struct http_request *req, struct http_response *resp)
{
	size_t i;

	x->req = req;
	x->resp = resp;
	x->hl = NULL;
	x->errbuf[0] = '\0';
	if (ct->nidle > 0) {
		x->easy = ct->idle[--ct->nidle];
		curl_easy_reset(x->easy);
	} else {
		x->easy = curl_easy_init();
		if (x->easy == NULL)
			return -1;
	}
	for (i = 0; i < req->nheaders; i++)
		x->hl = curl_slist_append(x->hl, req->headers[i]);
	x->hl = curl_slist_append(x->hl, "Expect:");
	curl_easy_setopt(x->easy, CURLOPT_URL, req->url);
	curl_easy_setopt(x->easy, CURLOPT_PROTOCOLS_STR, "http,https");
	curl_easy_setopt(x->easy, CURLOPT_HTTPHEADER, x->hl);
	curl_easy_setopt(x->easy, CURLOPT_CUSTOMREQUEST, req->method);
	if (strcmp(req->method, "GET") != 0) {
		curl_easy_setopt(x->easy, CURLOPT_POSTFIELDS,
		    req->body ? req->body : "");
		curl_easy_setopt(x->easy, CURLOPT_POSTFIELDSIZE_LARGE,
		    (curl_off_t)req->body_len);
	}
	curl_easy_setopt(x->easy, CURLOPT_WRITEFUNCTION, on_body);
	curl_easy_setopt(x->easy, CURLOPT_WRITEDATA, resp);
	curl_easy_setopt(x->easy, CURLOPT_HEADERFUNCTION, on_header);
	curl_easy_setopt(x->easy, CURLOPT_HEADERDATA, resp);
	curl_easy_setopt(x->easy, CURLOPT_ERRORBUFFER, x->errbuf);
	curl_easy_setopt(x->easy, CURLOPT_NOSIGNAL, 1L);
	curl_easy_setopt(x->easy, CURLOPT_FOLLOWLOCATION, 0L);
	curl_easy_setopt(x->easy, CURLOPT_CONNECTTIMEOUT_MS, ct->connect_ms);
	curl_easy_setopt(x->easy, CURLOPT_TIMEOUT_MS, ct->request_ms);
	curl_easy_setopt(x->easy, CURLOPT_SSL_VERIFYPEER,
	    ct->insecure ? 0L : 1L);
	curl_easy_setopt(x->easy, CURLOPT_SSL_VERIFYHOST,
	    ct->insecure ? 0L : 2L);
	if (ct->ca_bundle != NULL)
		curl_easy_setopt(x->easy, CURLOPT_CAINFO, ct->ca_bundle);
	/* Proxies come from the environment, libcurl's default. */
	if (curl_multi_add_handle(ct->multi, x->easy) != CURLM_OK)
		return -1;
	return 0;
}

static void
transfer_done(struct curl_transport *ct, struct transfer *x, CURLcode rc)
{
	struct http_response *r = x->resp;

	r->fail = classify(rc);
	if (r->fail == HTTP_FAIL_NONE) {
		curl_easy_getinfo(x->easy, CURLINFO_RESPONSE_CODE, &r->status);
	} else {
		r->status = 0;
		r->fail_text = xstrdup(x->errbuf[0] ? x->errbuf :
		    curl_easy_strerror(rc));
	}
	curl_multi_remove_handle(ct->multi, x->easy);
	curl_slist_free_all(x->hl);
	x->hl = NULL;
	ct->idle = xreallocarray(ct->idle, ct->nidle + 1, sizeof(*ct->idle));
	ct->idle[ct->nidle++] = x->easy;
	x->easy = NULL;
}

static int
curl_send(struct http_transport *t, const struct http_request *req,
    struct http_response *resp, size_t n, struct diag *d)
{
	struct curl_transport *ct = (struct curl_transport *)t;
	struct transfer *xs;
	size_t next = 0, running = 0, i;
	int still, left;
	CURLMsg *m;
	CURLMcode mc;

	if (n == 0)
		return 0;
	xs = xcalloc(n, sizeof(*xs));
	while (next < n || running > 0) {
		while (next < n && running < (size_t)ct->concurrency) {
			if (transfer_start(ct, &xs[next], &req[next],
			    &resp[next]) < 0) {
				diag_setf(d, "cannot start an HTTP transfer");
				goto fail;
			}
			next++;
			running++;
		}
		mc = curl_multi_perform(ct->multi, &still);
		if (mc != CURLM_OK) {
			diag_setf(d, "HTTP transfer failed: %s",
			    curl_multi_strerror(mc));
			goto fail;
		}
		while ((m = curl_multi_info_read(ct->multi, &left)) != NULL) {
			if (m->msg != CURLMSG_DONE)
				continue;
			for (i = 0; i < next; i++)
				if (xs[i].easy == m->easy_handle)
					break;
			if (i == next)
				continue;
			transfer_done(ct, &xs[i], m->data.result);
			running--;
		}
		/* Wait for activity; without transfers in libcurl's hands
		 * the short timeout keeps this from spinning. */
		if (running > 0)
			curl_multi_poll(ct->multi, NULL, 0,
			    still > 0 ? 1000 : 10, NULL);
	}
	free(xs);
	return 0;
fail:
	for (i = 0; i < next; i++) {
		if (xs[i].easy != NULL) {
			curl_multi_remove_handle(ct->multi, xs[i].easy);
			curl_easy_cleanup(xs[i].easy);
		}
		curl_slist_free_all(xs[i].hl);
	}
	free(xs);
	return -1;
}

static void
curl_free_transport(struct http_transport *t)
{
	struct curl_transport *ct = (struct curl_transport *)t;
	size_t i;

	if (ct == NULL)
		return;
	for (i = 0; i < ct->nidle; i++)
		curl_easy_cleanup(ct->idle[i]);
	free(ct->idle);
	curl_multi_cleanup(ct->multi);
	free(ct->ca_bundle);
	free(ct);
}

struct http_transport *
http_curl_new(const struct http_curl_opts *o, struct diag *d)
{
	struct curl_transport *ct;
	const char *ca = o->ca_bundle;
	FILE *f;

	if (ca == NULL) {
		ca = getenv("AWS_CA_BUNDLE");
		if (ca != NULL && ca[0] == '\0')
			ca = NULL;
	}
	if (ca != NULL) {
		f = fopen(ca, "r");
		if (f == NULL) {
			diag_setf(d, "cannot read the CA bundle '%s': %s", ca,
			    strerror(errno));
			return NULL;
		}
		fclose(f);
	}
	if (o->insecure)
		warning("TLS certificate verification is off "
		    "(--insecure-skip-tls-verify): responses may be forged");
	ct = xcalloc(1, sizeof(*ct));
	ct->base.send = curl_send;
	ct->base.free = curl_free_transport;
	ct->multi = curl_multi_init();
	if (ct->multi == NULL) {
		free(ct);
		diag_setf(d, "cannot initialise libcurl");
		return NULL;
	}
	ct->ca_bundle = ca ? xstrdup(ca) : NULL;
	ct->insecure = o->insecure;
	ct->connect_ms = o->connect_timeout_ms > 0 ? o->connect_timeout_ms :
	    10000;
	ct->request_ms = o->request_timeout_ms > 0 ? o->request_timeout_ms :
	    60000;
	ct->concurrency = o->concurrency > 0 ? o->concurrency :
	    HTTP_DEFAULT_CONCURRENCY;
	curl_multi_setopt(ct->multi, CURLMOPT_MAX_TOTAL_CONNECTIONS,
	    (long)ct->concurrency);
	curl_multi_setopt(ct->multi, CURLMOPT_MAXCONNECTS,
	    (long)ct->concurrency);
	return &ct->base;
}

/* ---- errors and retries ------------------------------------------- */

static char *
short_code(const char *s)
{
	const char *h = strrchr(s, '#'), *c;

	if (h != NULL)
		s = h + 1;
	c = strchr(s, ':');
	return c ? xstrndup(s, (size_t)(c - s)) : xstrdup(s);
}

void
http_parse_error(const char *body, size_t len, const char *header_type,
    char **code, char **message)
{
	json_t *root;
	const char *t = NULL, *m = NULL;

	*code = NULL;
	*message = NULL;
	root = len > 0 ? json_loadb(body, len, 0, NULL) : NULL;
	if (json_is_object(root)) {
		t = json_string_value(json_object_get(root, "__type"));
		m = json_string_value(json_object_get(root, "message"));
		if (m == NULL)
			m = json_string_value(json_object_get(root,
			    "Message"));
	}
	if (t == NULL || t[0] == '\0')
		t = header_type;
	if (t != NULL && t[0] != '\0')
		*code = short_code(t);
	if (m != NULL)
		*message = xstrdup(m);
	json_decref(root);
}

static const char *const throttling_codes[] = {
	"Throttling", "ThrottlingException", "ThrottledException",
	"RequestThrottledException", "TooManyRequestsException",
	"ProvisionedThroughputExceededException",
	"TransactionInProgressException", "RequestLimitExceeded",
	"BandwidthLimitExceeded", "LimitExceededException",
	"RequestThrottled", "SlowDown", "PriorRequestNotComplete",
	"EC2ThrottledException", NULL,
};

static const char *const transient_codes[] = {
	"RequestTimeout", "RequestTimeoutException",
	"PriorRequestNotComplete", NULL,
};

static bool
in_list(const char *const *list, const char *code)
{
	size_t i;

	for (i = 0; code != NULL && list[i] != NULL; i++)
		if (strcmp(list[i], code) == 0)
			return true;
	return false;
}

bool
http_retryable(long status, const char *code, enum http_fail fail)
{
	if (fail == HTTP_FAIL_CONNECT || fail == HTTP_FAIL_TIMEOUT)
		return true;
	if (fail != HTTP_FAIL_NONE)
		return false;
	if (status >= 200 && status < 300)
		return false;
	if (in_list(throttling_codes, code) || in_list(transient_codes, code))
		return true;
	return status == 500 || status == 502 || status == 503 ||
	    status == 504;
}

long
http_backoff_ms(int attempt, double r)
{
	long base = 1000;
	int i;

	for (i = 1; i < attempt && base < HTTP_BACKOFF_CAP_MS; i++)
		base *= 2;
	if (base > HTTP_BACKOFF_CAP_MS)
		base = HTTP_BACKOFF_CAP_MS;
	if (r < 0)
		r = 0;
	if (r > 1)
		r = 1;
	return (long)(r * (double)base);
}

/* ---- the client --------------------------------------------------- */

static void
real_sleep_ms(long ms)
{
	struct timespec ts;

	if (ms <= 0)
		return;
	ts.tv_sec = ms / 1000;
	ts.tv_nsec = (ms % 1000) * 1000000L;
	while (nanosleep(&ts, &ts) < 0 && errno == EINTR)
		;
}

static double
real_rand01(void)
{
	return (double)arc4random() / 4294967296.0;
}

void
http_client_init(struct http_client *c, struct http_transport *t,
    const struct creds *cr, const char *region, int max_attempts)
{
	memset(c, 0, sizeof(*c));
	c->t = t;
	c->creds = cr;
	c->region = region;
	c->max_attempts = max_attempts > 0 ? max_attempts : 3;
	c->quota = HTTP_RETRY_QUOTA;
	c->user_agent = "provdoc/" PROVDOC_VERSION;
	c->sleep_ms = real_sleep_ms;
	c->rand01 = real_rand01;
	c->now = sign_amz_date_now;
}

void
http_call_init(struct http_call *call, const char *endpoint,
    const char *service, const char *target, const char *body,
    size_t body_len)
{
	memset(call, 0, sizeof(*call));
	call->endpoint = endpoint;
	call->service = service;
	call->target = target;
	call->body = body;
	call->body_len = body_len;
	buf_init(&call->response);
}

void
http_call_free(struct http_call *call)
{
	buf_free(&call->response);
	free(call->request_id);
	free(call->error_code);
	free(call->error_message);
	call->request_id = call->error_code = call->error_message = NULL;
}

static void
tracef(struct http_client *c, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void
tracef(struct http_client *c, const char *fmt, ...)
{
	struct buf b = BUF_INIT;
	va_list ap;

	if (c->trace == NULL)
		return;
	va_start(ap, fmt);
	buf_vaddf(&b, fmt, ap);
	va_end(ap);
	c->trace(c->trace_ud, b.data);
	buf_free(&b);
}

/* The signed request of one attempt: header lines and the URL. */
struct prepared {
	char	**headers;	/* owned "Name: value" lines */
	size_t	  nheaders;
	char	 *url;		/* owned */
};

static void
prepared_free(struct prepared *p)
{
	size_t i;

	for (i = 0; i < p->nheaders; i++) {
		if (strncasecmp(p->headers[i], "x-amz-security-token:", 21) ==
		    0)
			memset(p->headers[i], 0, strlen(p->headers[i]));
		free(p->headers[i]);
	}
	free(p->headers);
	free(p->url);
	memset(p, 0, sizeof(*p));
}

static int
prepare(struct http_client *c, const struct http_call *call,
    struct prepared *out, struct diag *d)
{
	struct sign_request r;
	struct sign_result res;
	struct sign_params sp;
	CURLU *u;
	char *host = NULL, *port = NULL, *path = NULL, *hosthdr;
	char date[SIGN_DATE_LEN + 1];
	size_t i;
	int rc = -1;

	memset(out, 0, sizeof(*out));
	sign_request_init(&r);
	sign_result_init(&res);
	u = curl_url();
	if (curl_url_set(u, CURLUPART_URL, call->endpoint, 0) != CURLUE_OK ||
	    curl_url_get(u, CURLUPART_HOST, &host, 0) != CURLUE_OK) {
		diag_setf(d, "malformed endpoint URL '%s'", call->endpoint);
		goto out;
	}
	if (curl_url_get(u, CURLUPART_PORT, &port, 0) != CURLUE_OK)
		port = NULL;
	if (curl_url_get(u, CURLUPART_PATH, &path, 0) != CURLUE_OK)
		path = NULL;
	r.method = xstrdup("POST");
	r.path = xstrdup(path && path[0] ? path : "/");
	hosthdr = port ? xasprintf("%s:%s", host, port) : xstrdup(host);
	sign_request_add_header(&r, "Host", hosthdr);
	free(hosthdr);
	sign_request_add_header(&r, "Content-Type",
	    "application/x-amz-json-1.1");
	sign_request_add_header(&r, "X-Amz-Target", call->target);
	sign_request_set_body(&r, call->body, call->body_len);
	c->now(date);
	sp.access_key_id = c->creds->access_key_id;
	sp.secret_access_key = c->creds->secret_access_key;
	sp.session_token = c->creds->session_token;
	sp.region = c->region;
	sp.service = call->service;
	sp.amz_date = date;
	if (sign_request_sign(&r, &sp, &res, d) < 0)
		goto out;
	out->headers = xcalloc(r.nheaders + 1, sizeof(*out->headers));
	for (i = 0; i < r.nheaders; i++)
		out->headers[out->nheaders++] = xasprintf("%s: %s",
		    r.headers[i].name, r.headers[i].value);
	if (c->user_agent != NULL)
		out->headers[out->nheaders++] = xasprintf("User-Agent: %s",
		    c->user_agent);
	out->url = xstrdup(call->endpoint);
	rc = 0;
out:
	curl_free(host);
	curl_free(port);
	curl_free(path);
	curl_url_cleanup(u);
	sign_result_free(&res);
	sign_request_free(&r);
	return rc;
}

static void
trace_request(struct http_client *c, const struct http_call *call,
    const struct prepared *p)
{
	size_t i, k;
	char *name;

	if (c->trace == NULL)
		return;
	tracef(c, "> POST %s (%s, attempt %d)", p->url, call->target,
	    call->attempts + 1);
	for (i = 0; i < p->nheaders; i++) {
		k = strcspn(p->headers[i], ":");
		name = xstrndup(p->headers[i], k);
		tracef(c, "> %s: %s", name, http_trace_value(name,
		    p->headers[i][k] ? p->headers[i] + k + 2 : ""));
		free(name);
	}
	tracef(c, "> %.*s", (int)call->body_len, call->body);
}

int
http_call_many(struct http_client *c, struct http_call **calls, size_t n,
    struct diag *d)
{
	struct prepared *prep;
	struct http_request *req;
	struct http_response *resp;
	size_t *idx, nsend, i, j;
	bool *done, *retried;
	int *last_cost, cost, rc = -1;
	long delay, maxdelay;

	prep = xcalloc(n + 1, sizeof(*prep));
	req = xcalloc(n + 1, sizeof(*req));
	resp = xcalloc(n + 1, sizeof(*resp));
	idx = xcalloc(n + 1, sizeof(*idx));
	done = xcalloc(n + 1, sizeof(*done));
	retried = xcalloc(n + 1, sizeof(*retried));
	last_cost = xcalloc(n + 1, sizeof(*last_cost));
	for (i = 0; i < n; i++)
		http_response_init(&resp[i]);
	for (;;) {
		nsend = 0;
		for (i = 0; i < n; i++) {
			if (done[i])
				continue;
			j = nsend++;
			idx[j] = i;
			http_response_free(&resp[j]);
			prepared_free(&prep[j]);
			if (prepare(c, calls[i], &prep[j], d) < 0)
				goto out;
			req[j].method = "POST";
			req[j].url = prep[j].url;
			req[j].headers = prep[j].headers;
			req[j].nheaders = prep[j].nheaders;
			req[j].body = calls[i]->body;
			req[j].body_len = calls[i]->body_len;
			trace_request(c, calls[i], &prep[j]);
		}
		if (nsend == 0)
			break;
		if (c->t->send(c->t, req, resp, nsend, d) < 0)
			goto out;
		maxdelay = -1;
		for (j = 0; j < nsend; j++) {
			struct http_call *call = calls[idx[j]];
			struct http_response *r = &resp[j];

			call->attempts++;
			call->status = r->status;
			buf_reset(&call->response);
			buf_add(&call->response, r->body.data, r->body.len);
			free(call->request_id);
			call->request_id = r->request_id ?
			    xstrdup(r->request_id) : NULL;
			free(call->error_code);
			free(call->error_message);
			call->error_code = call->error_message = NULL;
			call->ok = r->fail == HTTP_FAIL_NONE &&
			    r->status >= 200 && r->status < 300;
			if (r->fail != HTTP_FAIL_NONE) {
				call->error_code = xstrdup(
				    r->fail == HTTP_FAIL_TIMEOUT ?
				    "RequestTimeout" : r->fail ==
				    HTTP_FAIL_TLS ? "TLSError" :
				    "ConnectionError");
				call->error_message = xstrdup(r->fail_text ?
				    r->fail_text : "transport failure");
				tracef(c, "< %s: %s (%s)", call->error_code,
				    call->error_message, call->target);
			} else {
				if (!call->ok)
					http_parse_error(r->body.data,
					    r->body.len, r->error_type,
					    &call->error_code,
					    &call->error_message);
				tracef(c, "< HTTP %ld%s%s request-id %s (%s)",
				    r->status, call->error_code ? " " : "",
				    call->error_code ? call->error_code : "",
				    call->request_id ? call->request_id :
				    "none", call->target);
			}
			if (call->ok) {
				done[idx[j]] = true;
				c->quota += retried[idx[j]] ?
				    last_cost[idx[j]] : HTTP_RETRY_REFUND;
				if (c->quota > HTTP_RETRY_QUOTA)
					c->quota = HTTP_RETRY_QUOTA;
				continue;
			}
			cost = r->fail == HTTP_FAIL_TIMEOUT ?
			    HTTP_RETRY_TIMEOUT_COST : HTTP_RETRY_COST;
			if (!http_retryable(r->status, call->error_code,
			    r->fail) || call->attempts >= c->max_attempts ||
			    c->quota < cost) {
				if (http_retryable(r->status, call->error_code,
				    r->fail) && c->quota < cost &&
				    call->attempts < c->max_attempts)
					tracef(c, "retry quota exhausted (%d "
					    "tokens left)", c->quota);
				done[idx[j]] = true;
				continue;
			}
			c->quota -= cost;
			retried[idx[j]] = true;
			last_cost[idx[j]] = cost;
			delay = http_backoff_ms(call->attempts, c->rand01());
			tracef(c, "retrying %s in %ld ms (attempt %d of %d)",
			    call->target, delay, call->attempts + 1,
			    c->max_attempts);
			if (delay > maxdelay)
				maxdelay = delay;
		}
		if (maxdelay > 0)
			c->sleep_ms(maxdelay);
	}
	rc = 0;
out:
	for (i = 0; i < n; i++) {
		http_response_free(&resp[i]);
		buf_free(&resp[i].body);
		prepared_free(&prep[i]);
	}
	free(prep);
	free(req);
	free(resp);
	free(idx);
	free(done);
	free(retried);
	free(last_cost);
	return rc;
}
