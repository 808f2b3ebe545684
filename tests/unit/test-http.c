/*
 * test-http: the AWS JSON client over a scripted replay transport plugged
 * into struct http_transport: error parsing (namespaces, ':' suffixes,
 * Message/message, x-amzn-ErrorType), the standard retry mode (which
 * errors are retried, attempts, full-jitter backoff, the retry quota),
 * SigV4 on every attempt (re-verified here with the signer) and a trace
 * that never shows the Authorization header, the token or the secret.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "aws/creds.h"
#include "aws/http.h"
#include "aws/sign.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define SECRET	"PLANTEDsecretKEY0123456789"
#define TOKEN	"PLANTEDsessionTOKEN9876"

struct scripted {
	long		 status;
	enum http_fail	 fail;
	const char	*body;
	const char	*request_id;
	const char	*error_type;
};

struct replay {
	struct http_transport	 base;		/* first */
	const struct scripted	*script;
	size_t			 n;		/* entries in script */
	size_t			 next;		/* next entry to answer with */
	size_t			 sent;		/* requests seen */
	int			 bad_sig;	/* requests whose signature did not verify */
	char			 last_target[128];
};

/* Re-signs what was sent and compares the signature. */
static void
verify(struct replay *rp, const struct http_request *q)
{
	struct sign_request r;
	struct sign_result res;
	struct sign_params sp;
	struct diag d;
	const char *auth = NULL, *date;
	char *name;
	size_t i, k;

	diag_init(&d);
	sign_request_init(&r);
	sign_result_init(&res);
	r.method = xstrdup(q->method);
	r.path = xstrdup("/");
	for (i = 0; i < q->nheaders; i++) {
		k = strcspn(q->headers[i], ":");
		name = xstrndup(q->headers[i], k);
		if (strcasecmp(name, "authorization") == 0)
			auth = q->headers[i] + k + 2;
		else if (strcasecmp(name, "user-agent") != 0)
			sign_request_add_header(&r, name,
			    q->headers[i] + k + 2);
		if (strcasecmp(name, "x-amz-target") == 0)
			snprintf(rp->last_target, sizeof(rp->last_target),
			    "%s", q->headers[i] + k + 2);
		free(name);
	}
	sign_request_set_body(&r, q->body, q->body_len);
	date = sign_request_header(&r, "x-amz-date");
	sp.access_key_id = "AKIDTEST";
	sp.secret_access_key = SECRET;
	sp.session_token = NULL;
	sp.region = "eu-west-1";
	sp.service = "ecs";
	sp.amz_date = date;
	if (auth == NULL || date == NULL ||
	    sign_request_sign(&r, &sp, &res, &d) < 0 ||
	    strcmp(res.authz.data, auth) != 0)
		rp->bad_sig++;
	sign_result_free(&res);
	sign_request_free(&r);
	diag_clear(&d);
}

static int
replay_send(struct http_transport *t, const struct http_request *req,
    struct http_response *resp, size_t n, struct diag *d)
{
	struct replay *rp = (struct replay *)t;
	const struct scripted *s;
	size_t i;

	(void)d;
	for (i = 0; i < n; i++) {
		verify(rp, &req[i]);
		rp->sent++;
		s = &rp->script[rp->next < rp->n ? rp->next : rp->n - 1];
		rp->next++;
		resp[i].status = s->fail == HTTP_FAIL_NONE ? s->status : 0;
		resp[i].fail = s->fail;
		if (s->fail != HTTP_FAIL_NONE)
			resp[i].fail_text = xstrdup("scripted failure");
		buf_adds(&resp[i].body, s->body ? s->body : "");
		resp[i].request_id = s->request_id ?
		    xstrdup(s->request_id) : NULL;
		resp[i].error_type = s->error_type ?
		    xstrdup(s->error_type) : NULL;
	}
	return 0;
}

static long slept[16];
static int nslept;

static void
fake_sleep(long ms)
{
	if (nslept < 16)
		slept[nslept++] = ms;
}

static double
half(void)
{
	return 0.5;
}

static void
fixed_now(char out[17])
{
	memcpy(out, "20261202T092000Z", 17);
}

static void
trace_into(void *ud, const char *line)
{
	buf_adds(ud, line);
	buf_addc(ud, '\n');
}

static const struct creds test_creds = {
	.access_key_id = (char *)"AKIDTEST",
	.secret_access_key = (char *)SECRET,
	.session_token = (char *)TOKEN,
	.expiration = NULL,
	.source = "test",
};

static void
run_script(const struct scripted *script, size_t n, int quota,
    struct replay *rp, struct http_call *call, struct buf *trace)
{
	struct http_client c;
	struct http_call *calls[1];
	struct diag d;
	static const char body[] = "{\"clusters\":[\"c\"]}";

	diag_init(&d);
	memset(rp, 0, sizeof(*rp));
	rp->base.send = replay_send;
	rp->script = script;
	rp->n = n;
	http_client_init(&c, &rp->base, &test_creds, "eu-west-1", 3);
	c.sleep_ms = fake_sleep;
	c.rand01 = half;
	c.now = fixed_now;
	c.trace = trace_into;
	c.trace_ud = trace;
	if (quota >= 0)
		c.quota = quota;
	nslept = 0;
	http_call_init(call, "http://127.0.0.1:8443", "ecs",
	    "AmazonEC2ContainerServiceV20141113.DescribeClusters", body,
	    sizeof(body) - 1);
	calls[0] = call;
	assert_int_equal(http_call_many(&c, calls, 1, &d), 0);
	diag_clear(&d);
}

static void
test_parse_error(void **state)
{
	char *code, *msg;
	static const char b1[] = "{\"__type\":\"com.amazonaws.ecs#"
	    "ClusterNotFoundException\",\"message\":\"Cluster not found.\"}";
	static const char b2[] = "{\"__type\":\"ThrottlingException:http://"
	    "internal.amazon.com/coral/\",\"Message\":\"Rate exceeded\"}";

	(void)state;
	http_parse_error(b1, sizeof(b1) - 1, NULL, &code, &msg);
	assert_string_equal(code, "ClusterNotFoundException");
	assert_string_equal(msg, "Cluster not found.");
	free(code);
	free(msg);
	http_parse_error(b2, sizeof(b2) - 1, NULL, &code, &msg);
	assert_string_equal(code, "ThrottlingException");
	assert_string_equal(msg, "Rate exceeded");
	free(code);
	free(msg);
	http_parse_error("<html>", 6,
	    "com.amazon.coral.availability#ThrottlingException:x", &code,
	    &msg);
	assert_string_equal(code, "ThrottlingException");
	assert_null(msg);
	free(code);
	http_parse_error("", 0, NULL, &code, &msg);
	assert_null(code);
	assert_null(msg);
}

static void
test_retryable_and_backoff(void **state)
{
	(void)state;
	assert_true(http_retryable(500, NULL, HTTP_FAIL_NONE));
	assert_true(http_retryable(503, "ServerException", HTTP_FAIL_NONE));
	assert_true(http_retryable(400, "ThrottlingException",
	    HTTP_FAIL_NONE));
	assert_true(http_retryable(400, "RequestTimeout", HTTP_FAIL_NONE));
	assert_true(http_retryable(0, NULL, HTTP_FAIL_CONNECT));
	assert_true(http_retryable(0, NULL, HTTP_FAIL_TIMEOUT));
	assert_false(http_retryable(0, NULL, HTTP_FAIL_TLS));
	assert_false(http_retryable(400, "AccessDeniedException",
	    HTTP_FAIL_NONE));
	assert_false(http_retryable(403, "UnrecognizedClientException",
	    HTTP_FAIL_NONE));
	assert_false(http_retryable(400, "InvalidParameterException",
	    HTTP_FAIL_NONE));
	assert_false(http_retryable(501, NULL, HTTP_FAIL_NONE));
	assert_false(http_retryable(200, NULL, HTTP_FAIL_NONE));
	assert_int_equal(http_backoff_ms(1, 1.0), 1000);
	assert_int_equal(http_backoff_ms(2, 0.5), 1000);
	assert_int_equal(http_backoff_ms(3, 1.0), 4000);
	assert_int_equal(http_backoff_ms(6, 1.0), 20000);
	assert_int_equal(http_backoff_ms(40, 1.0), 20000);
	assert_int_equal(http_backoff_ms(3, 0.0), 0);
}

static void
test_retry_then_success(void **state)
{
	static const struct scripted s[] = {
		{ 503, HTTP_FAIL_NONE, "{\"__type\":\"ServerException\"}",
		    "rid-1", NULL },
		{ 0, HTTP_FAIL_CONNECT, NULL, NULL, NULL },
		{ 200, HTTP_FAIL_NONE, "{\"clusters\":[]}", "rid-3", NULL },
	};
	struct replay rp;
	struct http_call call;
	struct buf trace = BUF_INIT;

	(void)state;
	run_script(s, 3, -1, &rp, &call, &trace);
	assert_true(call.ok);
	assert_int_equal(call.attempts, 3);
	assert_int_equal(call.status, 200);
	assert_string_equal(call.request_id, "rid-3");
	assert_string_equal(call.response.data, "{\"clusters\":[]}");
	assert_null(call.error_code);
	assert_int_equal(nslept, 2);
	assert_int_equal(slept[0], 500);	/* 0.5 x 1 s */
	assert_int_equal(slept[1], 1000);	/* 0.5 x 2 s */
	assert_int_equal(rp.bad_sig, 0);
	assert_string_equal(rp.last_target,
	    "AmazonEC2ContainerServiceV20141113.DescribeClusters");
	/* The trace shows the request, never a credential. */
	assert_non_null(strstr(trace.data, "Authorization: <redacted>"));
	assert_non_null(strstr(trace.data, "X-Amz-Security-Token: <redacted>"));
	assert_null(strstr(trace.data, SECRET));
	assert_null(strstr(trace.data, TOKEN));
	assert_null(strstr(trace.data, "Signature="));
	http_call_free(&call);
	buf_free(&trace);
}

static void
test_gives_up(void **state)
{
	static const struct scripted always500[] = {
		{ 500, HTTP_FAIL_NONE, "{\"__type\":\"com.amazonaws.ecs#"
		    "ServerException\",\"message\":\"boom\"}", "rid", NULL },
	};
	static const struct scripted denied[] = {
		{ 400, HTTP_FAIL_NONE, "{\"__type\":\"AccessDeniedException\","
		    "\"Message\":\"not authorized to perform: "
		    "ecs:DescribeClusters\"}", "rid-d", NULL },
	};
	static const struct scripted tls[] = {
		{ 0, HTTP_FAIL_TLS, NULL, NULL, NULL },
	};
	struct replay rp;
	struct http_call call;
	struct buf trace = BUF_INIT;

	(void)state;
	run_script(always500, 1, -1, &rp, &call, &trace);
	assert_false(call.ok);
	assert_int_equal(call.attempts, 3);
	assert_int_equal(rp.sent, 3);
	assert_string_equal(call.error_code, "ServerException");
	assert_string_equal(call.error_message, "boom");
	http_call_free(&call);

	run_script(denied, 1, -1, &rp, &call, &trace);
	assert_false(call.ok);
	assert_int_equal(call.attempts, 1);
	assert_int_equal(call.status, 400);
	assert_string_equal(call.error_code, "AccessDeniedException");
	assert_string_equal(call.request_id, "rid-d");
	http_call_free(&call);

	run_script(tls, 1, -1, &rp, &call, &trace);
	assert_int_equal(call.attempts, 1);
	assert_string_equal(call.error_code, "TLSError");
	http_call_free(&call);

	/* An empty retry quota stops retries at once. */
	run_script(always500, 1, 4, &rp, &call, &trace);
	assert_int_equal(call.attempts, 1);
	assert_non_null(strstr(trace.data, "retry quota exhausted"));
	http_call_free(&call);
	buf_free(&trace);
}

static void
test_trace_value(void **state)
{
	(void)state;
	assert_string_equal(http_trace_value("Authorization", "AWS4 x"),
	    "<redacted>");
	assert_string_equal(http_trace_value("x-amz-security-token", "t"),
	    "<redacted>");
	assert_string_equal(http_trace_value("X-Client-Secret", "t"),
	    "<redacted>");
	assert_string_equal(http_trace_value("X-Amz-Target", "t"), "t");
}

static void
test_curl_transport_unreachable(void **state)
{
	struct http_curl_opts o = { .connect_timeout_ms = 2000,
	    .request_timeout_ms = 3000, .concurrency = 2 };
	struct http_transport *t;
	struct http_request q[2];
	struct http_response r[2];
	struct diag d;
	char *hdr[] = { (char *)"X-Test: 1" };

	(void)state;
	diag_init(&d);
	o.ca_bundle = "/nonexistent/ca.pem";
	assert_null(http_curl_new(&o, &d));
	assert_non_null(strstr(d.message, "CA bundle"));
	o.ca_bundle = NULL;
	t = http_curl_new(&o, &d);
	assert_non_null(t);
	memset(q, 0, sizeof(q));
	/* Port 1 on loopback: nothing listens, the connection is refused. */
	q[0].method = q[1].method = "POST";
	q[0].url = q[1].url = "http://127.0.0.1:1/";
	q[0].headers = q[1].headers = hdr;
	q[0].nheaders = q[1].nheaders = 1;
	q[0].body = q[1].body = "{}";
	q[0].body_len = q[1].body_len = 2;
	http_response_init(&r[0]);
	http_response_init(&r[1]);
	assert_int_equal(t->send(t, q, r, 2, &d), 0);
	assert_int_equal(r[0].fail, HTTP_FAIL_CONNECT);
	assert_int_equal(r[1].fail, HTTP_FAIL_CONNECT);
	assert_int_equal(r[0].status, 0);
	http_response_free(&r[0]);
	http_response_free(&r[1]);
	t->free(t);
	diag_clear(&d);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse_error),
		cmocka_unit_test(test_retryable_and_backoff),
		cmocka_unit_test(test_retry_then_success),
		cmocka_unit_test(test_gives_up),
		cmocka_unit_test(test_trace_value),
		cmocka_unit_test(test_curl_transport_unreachable),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
