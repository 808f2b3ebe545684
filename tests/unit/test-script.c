/*
 * test-script: the command-text splitter shared by -c, -f, stdin and the
 * REPL (src/cli/script.c): words, quotes and escapes, ';' and newlines,
 * '#' comments, line numbers, and the errors (unterminated quotes, NUL
 * bytes) with their positions; and the REPL's rule for lines that must
 * never reach the history file (repl_line_is_secret).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "cli/repl.h"
#include "cli/script.h"
#include "util/diag.h"
#include "util/banned.h"

static struct cmdline *
split(const char *text, size_t *n)
{
	struct cmdline *v;
	struct diag d;

	diag_init(&d);
	assert_int_equal(script_split(text, strlen(text), "<t>", &v, n, &d), 0);
	diag_clear(&d);
	return v;
}

static void
test_words_and_commands(void **state)
{
	struct cmdline *v;
	size_t n;

	(void)state;
	v = split("next; next;why i-0abc ;  verdict", &n);
	assert_int_equal(n, 4);
	assert_string_equal(v[0].argv[0], "next");
	assert_int_equal(v[2].argc, 2);
	assert_string_equal(v[2].argv[1], "i-0abc");
	assert_null(v[2].argv[2]);
	assert_string_equal(v[3].argv[0], "verdict");
	script_free_lines(v, n);
	v = split(";;\n ; \n", &n);
	assert_int_equal(n, 0);
	script_free_lines(v, n);
}

static void
test_quotes(void **state)
{
	struct cmdline *v;
	size_t n;

	(void)state;
	v = split("set constraint 'attribute:ecs.instance-type =~ g5.*; x'",
	    &n);
	assert_int_equal(n, 1);
	assert_int_equal(v[0].argc, 3);
	assert_string_equal(v[0].argv[2],
	    "attribute:ecs.instance-type =~ g5.*; x");
	script_free_lines(v, n);
	v = split("eval \"a \\\"b\\\" \\\\ c\" d\\ e '' x\"\"y", &n);
	assert_int_equal(v[0].argc, 5);
	assert_string_equal(v[0].argv[1], "a \"b\" \\ c");
	assert_string_equal(v[0].argv[2], "d e");
	assert_string_equal(v[0].argv[3], "");
	assert_string_equal(v[0].argv[4], "xy");
	script_free_lines(v, n);
	v = split("x'a;b'\\;c", &n);
	assert_int_equal(n, 1);
	assert_string_equal(v[0].argv[0], "xa;b;c");
	script_free_lines(v, n);
}

static void
test_comments_and_lines(void **state)
{
	struct cmdline *v;
	size_t n;

	(void)state;
	v = split("# a script\nnext # first step\n\nwhy a#b\n  # done\n"
	    "verdict", &n);
	assert_int_equal(n, 3);
	assert_int_equal(v[0].argc, 1);
	assert_int_equal(v[0].line, 2);
	assert_string_equal(v[1].argv[1], "a#b");
	assert_int_equal(v[1].line, 4);
	assert_int_equal(v[2].line, 6);
	script_free_lines(v, n);
	v = split("show 'multi\nline'\nnext", &n);
	assert_int_equal(n, 2);
	assert_int_equal(v[0].line, 1);
	assert_int_equal(v[1].line, 3);
	script_free_lines(v, n);
}

static void
test_errors(void **state)
{
	struct cmdline *v;
	struct diag d;
	size_t n;
	static const char nul[] = "next\0x";

	(void)state;
	diag_init(&d);
	assert_int_equal(script_split("next; why 'i-0", 14, "<t>", &v, &n,
	    &d), -1);
	assert_null(v);
	assert_int_equal(n, 0);
	assert_non_null(strstr(d.message, "unterminated single quote"));
	assert_int_equal(d.start, 10);
	diag_clear(&d);
	diag_init(&d);
	assert_int_equal(script_split("x \"", 3, "<t>", &v, &n, &d), -1);
	assert_non_null(strstr(d.message, "double"));
	diag_clear(&d);
	diag_init(&d);
	assert_int_equal(script_split(nul, sizeof(nul) - 1, "<t>", &v, &n,
	    &d), -1);
	assert_non_null(strstr(d.message, "NUL"));
	diag_clear(&d);
}

static void
test_secret_lines(void **state)
{
	(void)state;
	assert_true(repl_line_is_secret("export AWS_SECRET_ACCESS_KEY=x"));
	assert_true(repl_line_is_secret("aws_secret_access_key = y"));
	assert_true(repl_line_is_secret("set constraint AKIAIOSFODNN7EXAMPLE"));
	assert_true(repl_line_is_secret("why ASIAY34FZKBOKMUTVV7A"));
	assert_true(repl_line_is_secret(
	    "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"));
	assert_true(repl_line_is_secret("session token abc"));
	assert_true(repl_line_is_secret("AWS_SESSION_TOKEN=FwoGZXIvYXdz"));
	assert_false(repl_line_is_secret("why i-0b6e87ad116a5b717"));
	assert_false(repl_line_is_secret(
	    "stop 9a1f4c2e7b3d4e5f8a9b0c1d2e3f4a5b"));
	assert_false(repl_line_is_secret(
	    "set constraint 'attribute:ecs.instance-type =~ g5.*'"));
	assert_false(repl_line_is_secret("AKIA is a prefix"));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_words_and_commands),
		cmocka_unit_test(test_quotes),
		cmocka_unit_test(test_comments_and_lines),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_secret_lines),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
