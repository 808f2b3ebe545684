/*
 * test-cql-util: the helpers of src/cql that the table tests reach only
 * indirectly: dates both ways, per-component versions, the edit distance,
 * the PD403 pattern helpers, the name tables generated from kinds.def and
 * the span replacement. It does not parse whole expressions.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "cql/cql.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/banned.h"

static void
test_time(void **state)
{
	struct buf b = BUF_INIT;
	double t;

	(void)state;
	assert_int_equal(cql_parse_time("2018-06-18T22:28:28+00:00", &t), 0);
	assert_true(t == 1529360908);
	assert_int_equal(cql_parse_time("2018-06-18T22:28:28Z", &t), 0);
	assert_true(t == 1529360908);
	assert_int_equal(cql_parse_time("2018-06-18T22:28:28", &t), 0);
	assert_true(t == 1529360908);
	assert_int_equal(cql_parse_time("2018-06-19T00:28:28+02:00", &t), 0);
	assert_true(t == 1529360908);
	assert_int_equal(cql_parse_time("2018-06-18", &t), 0);
	assert_true(t == 1529280000);
	assert_int_equal(cql_parse_time("2000-02-29", &t), 0);
	assert_int_equal(cql_parse_time("1900-02-29", &t), -1);
	assert_int_equal(cql_parse_time("2018-06-18T22:28", &t), -1);
	assert_int_equal(cql_parse_time("2018-06-18 22:28:28", &t), -1);
	assert_int_equal(cql_parse_time("2018-06-18T22:28:28.5Z", &t), -1);
	assert_int_equal(cql_parse_time("18-06-18", &t), -1);
	cql_format_time(1529360908, &b);
	assert_string_equal(b.data, "2018-06-18T22:28:28Z");
	buf_reset(&b);
	cql_format_time(-1, &b);
	assert_string_equal(b.data, "1969-12-31T23:59:59Z");
	buf_free(&b);
}

static void
test_version(void **state)
{
	(void)state;
	assert_true(cql_version_cmp("1.9", "1.19") < 0);
	assert_true(cql_version_cmp("1.105.1", "1.14.5") > 0);
	assert_int_equal(cql_version_cmp("1.14", "1.14.0"), 0);
	assert_int_equal(cql_version_cmp("1.14.5", "1.14.5"), 0);
	assert_int_equal(cql_version_cmp("v1.2", "1.2"), -2);
	assert_int_equal(cql_version_cmp("1.2a", "1.2"), -2);
	assert_int_equal(cql_version_cmp("1..2", "1.2"), -2);
}

static void
test_distance(void **state)
{
	(void)state;
	assert_int_equal(cql_edit_distance("", "abc"), 3);
	assert_int_equal(cql_edit_distance("exist", "exists"), 1);
	assert_int_equal(cql_edit_distance("~=", "=~"), 1);
	assert_int_equal(cql_edit_distance("agentversion", "agentVersion"), 1);
	assert_int_equal(cql_edit_distance("kitten", "sitting"), 3);
}

static void
test_patterns(void **state)
{
	char *s;

	(void)state;
	s = cql_pattern_family("g6.*");
	assert_string_equal(s, "g6");
	free(s);
	s = cql_pattern_family("^p4d.*");
	assert_string_equal(s, "p4d");
	free(s);
	assert_null(cql_pattern_family(".*xlarge"));
	assert_null(cql_pattern_family("g[56].*"));
	s = cql_pattern_escape_dot("g6.*");
	assert_string_equal(s, "g6\\..*");
	free(s);
	s = cql_pattern_escape_dot("g6.xlarge");
	assert_string_equal(s, "g6\\.xlarge");
	free(s);
	s = cql_pattern_escape_dot("^p5.+");
	assert_string_equal(s, "^p5\\..+");
	free(s);
	assert_null(cql_pattern_escape_dot("g6\\..*"));
}

static void
test_tables(void **state)
{
	int i;

	(void)state;
	/* The X-macro tables are complete and in enum order. */
	assert_string_equal(cql_op_symbols[CQL_OP_EQ], "==");
	assert_string_equal(cql_op_words[CQL_OP_NMATCH], "not_matches");
	assert_null(cql_op_words[CQL_OP_IN]);
	assert_string_equal(cql_subject_names[CQL_S_TASK_GROUP], "task:group");
	assert_string_equal(cql_node_names[CQL_N_NOT], "not");
	assert_string_equal(cql_token_names[CQL_T_EOF], "end of expression");
	for (i = 0; i < CQL_OP__COUNT; i++)
		assert_non_null(cql_op_symbols[i]);
	for (i = 0; i < CQL_S__COUNT; i++)
		assert_true(cql_subject_ops[i] != 0);
	assert_false((cql_subject_ops[CQL_S_EC2_INSTANCE_ID] >> CQL_OP_LT) &
	    1);
}

static void
test_replace(void **state)
{
	struct buf b = BUF_INIT;
	struct cql_expr *e;
	struct diag d;
	const char *x = "attribute:ecs.instance-type =~ g6.* and "
	    "agentConnected == true";

	(void)state;
	diag_init(&d);
	e = cql_parse(x, strlen(x), "<expr>", &d);
	assert_non_null(e);
	assert_int_equal(e->nnodes, 3);
	cql_replace_span(e, e->nodes[1]->values[0].span, "g6\\..*", &b);
	assert_string_equal(b.data, "attribute:ecs.instance-type =~ g6\\..* "
	    "and agentConnected == true");
	buf_reset(&b);
	cql_source(e, e->nodes[2], &b);
	assert_string_equal(b.data, "agentConnected == true");
	cql_free(e);
	diag_clear(&d);
	buf_free(&b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_time),
		cmocka_unit_test(test_version),
		cmocka_unit_test(test_distance),
		cmocka_unit_test(test_patterns),
		cmocka_unit_test(test_tables),
		cmocka_unit_test(test_replace),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
