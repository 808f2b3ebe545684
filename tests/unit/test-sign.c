/*
 * test-sign: SigV4 against the official test suite in
 * $PROVDOC_SHARED/vectors/sigv4 (default ../shared relative to the project
 * root). Every case directory found there, nested ones included, is run:
 * the canonical request, string to sign and Authorization header must
 * match the .creq, .sts and .authz files byte for byte. The list is not
 * hard-coded; finding no case at all fails. Also unit checks of the parts.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <dirent.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "aws/sign-debug.h"
#include "aws/sign.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define VEC_AKID	"AKIDEXAMPLE"
#define VEC_SECRET	"wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY"
#define VEC_DATE	"20150830T123600Z"

static int
read_file(const char *path, struct buf *out)
{
	FILE *f;
	char tmp[4096];
	size_t n;

	f = fopen(path, "rb");
	if (f == NULL)
		return -1;
	while ((n = fread(tmp, 1, sizeof(tmp), f)) > 0)
		buf_add(out, tmp, n);
	fclose(f);
	return 0;
}

static char *
vectors_dir(void)
{
	const char *shared = getenv("PROVDOC_SHARED");

	if (shared == NULL || shared[0] == '\0')
		shared = "../shared";
	return xasprintf("%s/vectors/sigv4", shared);
}

static int
compare(const char *casedir, const char *name, const char *ext,
    const struct buf *got)
{
	struct buf want = BUF_INIT;
	char *path;
	int rc = 0;

	path = xasprintf("%s/%s.%s", casedir, name, ext);
	if (read_file(path, &want) < 0) {
		print_error("cannot read '%s'\n", path);
		rc = -1;
	} else if (want.len != got->len ||
	    memcmp(want.data, got->data, want.len) != 0) {
		print_error("%s.%s differs\n--- want\n%s\n--- got\n%s\n---\n",
		    name, ext, want.data, got->data);
		rc = -1;
	}
	buf_free(&want);
	free(path);
	return rc;
}

/* Runs the case in casedir (named name). Returns 0 when all three match. */
static int
run_case(const char *casedir, const char *name)
{
	struct sign_request r;
	struct sign_result res;
	struct sign_params p = {
		.access_key_id = VEC_AKID,
		.secret_access_key = VEC_SECRET,
		.session_token = NULL,
		.region = "us-east-1",
		.service = "service",
		.amz_date = VEC_DATE,
	};
	struct buf req = BUF_INIT;
	struct diag d;
	char *path;
	int rc = -1;

	diag_init(&d);
	sign_request_init(&r);
	sign_result_init(&res);
	path = xasprintf("%s/%s.req", casedir, name);
	if (read_file(path, &req) < 0) {
		print_error("cannot read '%s'\n", path);
		goto out;
	}
	if (sign_request_parse(&r, req.data, req.len, path, &d) < 0) {
		print_error("%s: %s\n", path, d.message);
		goto out;
	}
	if (sign_request_sign(&r, &p, &res, &d) < 0) {
		print_error("%s: %s\n", path, d.message);
		goto out;
	}
	rc = 0;
	if (compare(casedir, name, "creq", &res.creq) < 0)
		rc = -1;
	if (compare(casedir, name, "sts", &res.sts) < 0)
		rc = -1;
	if (compare(casedir, name, "authz", &res.authz) < 0)
		rc = -1;
out:
	free(path);
	buf_free(&req);
	sign_result_free(&res);
	sign_request_free(&r);
	diag_clear(&d);
	return rc;
}

/* Walks dir; a directory holding NAME/NAME.req is a case, others are
 * searched (one level of grouping in the suite, any depth here). */
static void
walk(const char *dir, int depth, int *cases, int *failed)
{
	DIR *dp;
	struct dirent *de;
	struct stat st;
	char *sub, *req;
	char **names = NULL;
	size_t n = 0, cap = 0, i;

	if (depth > 4)
		return;
	dp = opendir(dir);
	if (dp == NULL)
		return;
	while ((de = readdir(dp)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 32;
			names = xreallocarray(names, cap, sizeof(*names));
		}
		names[n++] = xstrdup(de->d_name);
	}
	closedir(dp);
	for (i = 0; i < n; i++) {
		sub = xasprintf("%s/%s", dir, names[i]);
		if (stat(sub, &st) == 0 && S_ISDIR(st.st_mode)) {
			req = xasprintf("%s/%s.req", sub, names[i]);
			if (stat(req, &st) == 0) {
				(*cases)++;
				if (run_case(sub, names[i]) < 0) {
					print_error("FAIL %s\n", sub);
					(*failed)++;
				}
			} else {
				walk(sub, depth + 1, cases, failed);
			}
			free(req);
		}
		free(sub);
		free(names[i]);
	}
	free(names);
}

static void
test_vectors(void **state)
{
	char *dir = vectors_dir();
	int cases = 0, failed = 0;

	(void)state;
	walk(dir, 0, &cases, &failed);
	print_message("sigv4 vectors: %d cases, %d failed (%s)\n", cases,
	    failed, dir);
	free(dir);
	assert_true(cases > 0);
	assert_int_equal(failed, 0);
}

static void
test_uri(void **state)
{
	struct buf b = BUF_INIT;

	(void)state;
	sign_canonical_uri("/a/./b/../c//d/", &b);
	assert_string_equal(b.data, "/a/c/d/");
	buf_reset(&b);
	sign_canonical_uri("", &b);
	assert_string_equal(b.data, "/");
	buf_reset(&b);
	sign_canonical_uri("/../..", &b);
	assert_string_equal(b.data, "/");
	buf_reset(&b);
	/* Non-S3 services encode an already encoded path once more. */
	sign_canonical_uri("/a%20b", &b);
	assert_string_equal(b.data, "/a%2520b");
	buf_free(&b);
}

static void
test_query(void **state)
{
	struct buf b = BUF_INIT;

	(void)state;
	sign_canonical_query("b=2&a=1&&a=0&c&d=%7e+", &b);
	assert_string_equal(b.data, "a=0&a=1&b=2&c=&d=~%2B");
	buf_free(&b);
}

static void
test_parse_fold_and_errors(void **state)
{
	struct sign_request r;
	struct diag d;
	static const char folded[] =
	    "GET / HTTP/1.1\nHost:h\nMy-Header1:value1,\n  value2,\n"
	    "  value3\nX-Amz-Date:20150830T123600Z";
	static const char bad[] = "GET / HTTP/1.1\nHost:h\nnocolon\n";
	struct buf creq = BUF_INIT;

	(void)state;
	diag_init(&d);
	sign_request_init(&r);
	assert_int_equal(sign_request_parse(&r, folded, sizeof(folded) - 1,
	    "t", &d), 0);
	assert_string_equal(sign_request_header(&r, "my-header1"),
	    "value1,value2,value3");
	sign_canonical_request(&r, &creq, NULL);
	assert_non_null(strstr(creq.data, "my-header1:value1,value2,value3\n"));
	sign_request_free(&r);
	buf_free(&creq);

	sign_request_init(&r);
	assert_int_equal(sign_request_parse(&r, bad, sizeof(bad) - 1, "t",
	    &d), -1);
	assert_int_equal(d.line, 3);
	sign_request_free(&r);
	diag_clear(&d);
}

static void
test_session_token_signed(void **state)
{
	struct sign_request r;
	struct sign_result res;
	struct diag d;
	struct sign_params p = {
		.access_key_id = VEC_AKID,
		.secret_access_key = VEC_SECRET,
		.session_token = "TOKEN",
		.region = "us-east-1",
		.service = "service",
		.amz_date = VEC_DATE,
	};
	static const char req[] = "POST / HTTP/1.1\nHost:example.amazonaws.com";

	(void)state;
	diag_init(&d);
	sign_request_init(&r);
	sign_result_init(&res);
	assert_int_equal(sign_request_parse(&r, req, sizeof(req) - 1, "t", &d),
	    0);
	assert_int_equal(sign_request_sign(&r, &p, &res, &d), 0);
	assert_string_equal(res.signed_headers.data,
	    "host;x-amz-date;x-amz-security-token");
	assert_string_equal(sign_request_header(&r, "x-amz-security-token"),
	    "TOKEN");
	assert_string_equal(sign_request_header(&r, "authorization"),
	    res.authz.data);
	assert_null(strstr(res.authz.data, VEC_SECRET));
	sign_result_free(&res);
	sign_request_free(&r);

	/* A malformed date is refused. */
	p.amz_date = "2015-08-30";
	sign_request_init(&r);
	sign_result_init(&res);
	assert_int_equal(sign_request_parse(&r, req, sizeof(req) - 1, "t", &d),
	    0);
	assert_int_equal(sign_request_sign(&r, &p, &res, &d), -1);
	sign_result_free(&res);
	sign_request_free(&r);
	diag_clear(&d);
}

static void
test_debug_redacts(void **state)
{
	struct sign_debug_opts o = {
		.access_key_id = VEC_AKID,
		.secret_access_key = VEC_SECRET,
		.session_token = "PLANTEDTOKENVALUE123",
		.region = "us-east-1",
		.service = "service",
		.amz_date = VEC_DATE,
	};
	struct buf out = BUF_INIT;
	struct diag d;
	char *dir, *path;

	(void)state;
	diag_init(&d);
	dir = vectors_dir();
	path = xasprintf("%s/post-vanilla/post-vanilla.req", dir);
	assert_int_equal(sign_debug_request(path, &o, &out, &d), 0);
	assert_null(strstr(out.data, VEC_SECRET));
	assert_null(strstr(out.data, "PLANTEDTOKENVALUE123"));
	assert_non_null(strstr(out.data,
	    "x-amz-security-token:<redacted>\n"));
	assert_non_null(strstr(out.data, "X-Amz-Security-Token:<redacted>"));
	assert_non_null(strstr(out.data, "SignedHeaders=host;x-amz-date;"
	    "x-amz-security-token, Signature="));
	buf_reset(&out);

	/* Without a token the output is the vector's own steps. */
	o.session_token = NULL;
	assert_int_equal(sign_debug_request(path, &o, &out, &d), 0);
	assert_non_null(strstr(out.data, "Signature=5da7c1a2acd57cee7505fc66"
	    "76e4e544621c30862966e37dddb68e92efbe5d6b"));
	buf_reset(&out);

	o.amz_date = "yesterday";
	assert_int_equal(sign_debug_request(path, &o, &out, &d), -1);
	o.amz_date = VEC_DATE;
	assert_int_equal(sign_debug_request("/nonexistent/x.req", &o, &out,
	    &d), -1);
	assert_non_null(strstr(d.message, "cannot read"));
	free(path);
	free(dir);
	buf_free(&out);
	diag_clear(&d);
}

static void
test_redact_secrets(void **state)
{
	struct buf b = BUF_INIT;
	const char *secrets[] = { "abc", "", NULL };

	(void)state;
	buf_adds(&b, "xabcabcyabc");
	sign_redact_secrets(&b, secrets);
	assert_string_equal(b.data, "x<redacted><redacted>y<redacted>");
	buf_free(&b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_vectors),
		cmocka_unit_test(test_uri),
		cmocka_unit_test(test_query),
		cmocka_unit_test(test_parse_fold_and_errors),
		cmocka_unit_test(test_session_token_signed),
		cmocka_unit_test(test_debug_redacts),
		cmocka_unit_test(test_redact_secrets),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
