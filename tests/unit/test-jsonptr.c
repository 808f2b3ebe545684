/*
 * test-jsonptr: RFC 6901 pointers (src/util/jsonptr.c): splitting with
 * ~0/~1 unescaping, the RFC's own examples resolved against its example
 * document, and every error (no leading '/', bad '~', missing members,
 * array indexes with leading zeros or out of range, going into scalars).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "util/buf.h"
#include "util/jsonptr.h"
#include "util/banned.h"

static const char rfc_doc[] =
    "{\"foo\": [\"bar\", \"baz\"], \"\": 0, \"a/b\": 1, \"c%d\": 2, "
    "\"e^f\": 3, \"g|h\": 4, \"i\\\\j\": 5, \"k\\\"l\": 6, \" \": 7, "
    "\"m~n\": 8}";

static void
test_split(void **state)
{
	struct buf err = BUF_INIT;
	char **t;
	size_t n;

	(void)state;
	assert_int_equal(jsonptr_split("", 0, &t, &n, &err), 0);
	assert_int_equal(n, 0);
	jsonptr_free_tokens(t, n);
	assert_int_equal(jsonptr_split("/", 1, &t, &n, &err), 0);
	assert_int_equal(n, 1);
	assert_string_equal(t[0], "");
	jsonptr_free_tokens(t, n);
	assert_int_equal(jsonptr_split("/a~1b/m~0n/~01", 14, &t, &n, &err), 0);
	assert_int_equal(n, 3);
	assert_string_equal(t[0], "a/b");
	assert_string_equal(t[1], "m~n");
	assert_string_equal(t[2], "~1");
	jsonptr_free_tokens(t, n);
	assert_int_equal(jsonptr_split("//x/", 4, &t, &n, &err), 0);
	assert_int_equal(n, 3);
	assert_string_equal(t[0], "");
	assert_string_equal(t[1], "x");
	assert_string_equal(t[2], "");
	jsonptr_free_tokens(t, n);
	buf_free(&err);
}

static void
test_split_errors(void **state)
{
	struct buf err = BUF_INIT;
	char big[JSONPTR_MAX_LEN + 2];
	char **t;
	size_t n;

	(void)state;
	assert_int_equal(jsonptr_split("foo", 3, &t, &n, &err), -1);
	assert_non_null(strstr(err.data, "does not start with '/'"));
	assert_null(t);
	buf_reset(&err);
	assert_int_equal(jsonptr_split("/a~2", 4, &t, &n, &err), -1);
	assert_non_null(strstr(err.data, "not followed by 0 or 1"));
	buf_reset(&err);
	assert_int_equal(jsonptr_split("/a~", 3, &t, &n, &err), -1);
	buf_reset(&err);
	assert_int_equal(jsonptr_split("/a\0b", 4, &t, &n, &err), -1);
	assert_non_null(strstr(err.data, "NUL"));
	buf_reset(&err);
	memset(big, 'a', sizeof(big));
	big[0] = '/';
	assert_int_equal(jsonptr_split(big, sizeof(big), &t, &n, &err), -1);
	buf_free(&err);
}

static void
test_rfc_examples(void **state)
{
	static const struct {
		const char	*ptr;
		const char	*json;
	} cases[] = {
		{ "/foo", "[\"bar\", \"baz\"]" },
		{ "/foo/0", "\"bar\"" },
		{ "/", "0" },
		{ "/a~1b", "1" },
		{ "/c%d", "2" },
		{ "/e^f", "3" },
		{ "/g|h", "4" },
		{ "/i\\j", "5" },
		{ "/k\"l", "6" },
		{ "/ ", "7" },
		{ "/m~0n", "8" },
	};
	struct buf err = BUF_INIT;
	json_t *doc, *v, *want;
	size_t i;

	(void)state;
	doc = json_loads(rfc_doc, 0, NULL);
	assert_non_null(doc);
	assert_ptr_equal(jsonptr_get(doc, "", &err), doc);
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		v = jsonptr_get(doc, cases[i].ptr, &err);
		want = json_loads(cases[i].json, JSON_DECODE_ANY, NULL);
		assert_non_null(v);
		assert_true(json_equal(v, want));
		json_decref(want);
	}
	assert_string_equal(err.data, "");
	json_decref(doc);
	buf_free(&err);
}

static void
test_get_errors(void **state)
{
	struct buf err = BUF_INIT;
	json_t *doc;

	(void)state;
	doc = json_loads(rfc_doc, 0, NULL);
	assert_null(jsonptr_get(doc, "/nope", &err));
	assert_non_null(strstr(err.data, "no member 'nope'"));
	buf_reset(&err);
	assert_null(jsonptr_get(doc, "/foo/2", &err));
	assert_non_null(strstr(err.data, "array of 2"));
	buf_reset(&err);
	assert_null(jsonptr_get(doc, "/foo/01", &err));
	buf_reset(&err);
	assert_null(jsonptr_get(doc, "/foo/-", &err));
	buf_reset(&err);
	assert_null(jsonptr_get(doc, "/foo/99999999999999999999", &err));
	buf_reset(&err);
	assert_null(jsonptr_get(doc, "/foo/0/x", &err));
	assert_non_null(strstr(err.data, "scalar"));
	buf_reset(&err);
	assert_null(jsonptr_get(NULL, "/x", &err));
	json_decref(doc);
	buf_free(&err);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_split),
		cmocka_unit_test(test_split_errors),
		cmocka_unit_test(test_rfc_examples),
		cmocka_unit_test(test_get_errors),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
