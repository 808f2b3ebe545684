/*
 * test-cli-docs: every command of cmd_table (and its alias) and every flag
 * of opt_table appears in 'provdoc --help' (generated) and in
 * man/provdoc.1 (written by hand): commands in .SH COMMANDS as a bold
 * word, flags in .SH OPTIONS. Also checks the table invariants completion
 * and "did you mean" rely on: unique names and aliases, a summary for each,
 * min_args <= max_args. Run from the source directory.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cli/cmd.h"
#include "cli/help.h"
#include "cli/options.h"
#include "util/buf.h"
#include "util/banned.h"

static char *
read_man(void)
{
	struct buf b = BUF_INIT;
	char chunk[8192];
	size_t n;
	FILE *fp;

	fp = fopen("man/provdoc.1", "r");
	assert_non_null(fp);
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		buf_add(&b, chunk, n);
	fclose(fp);
	return buf_detach(&b);
}

/* The text of ".SH NAME" up to the next ".SH", with "\-" made "-". */
static char *
section(const char *man, const char *name)
{
	struct buf b = BUF_INIT;
	char head[64];
	const char *p, *e;

	snprintf(head, sizeof(head), "\n.SH %s\n", name);
	p = strstr(man, head);
	if (p == NULL)
		return buf_detach(&b);
	p += strlen(head);
	e = strstr(p, "\n.SH ");
	if (e == NULL)
		e = p + strlen(p);
	for (; p < e; p++) {
		if (p[0] == '\\' && p[1] == '-') {
			buf_addc(&b, '-');
			p++;
		} else
			buf_addc(&b, *p);
	}
	return buf_detach(&b);
}

static bool
name_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') || c == '-' || c == '_';
}

/* word occurs in text after one of the leads, as a whole word. */
static bool
has_word_after(const char *text, const char *word, const char *const *leads)
{
	const char *p;
	size_t i, ll, wl = strlen(word);

	for (i = 0; leads[i] != NULL; i++) {
		ll = strlen(leads[i]);
		for (p = strstr(text, leads[i]); p != NULL;
		    p = strstr(p + 1, leads[i])) {
			if (strncmp(p + ll, word, wl) == 0 &&
			    !name_char(p[ll + wl]))
				return true;
		}
	}
	return false;
}

static void
test_table_invariants(void **state)
{
	size_t i, j;

	(void)state;
	for (i = 0; cmd_table[i] != NULL; i++) {
		const struct cmd_def *c = cmd_table[i];

		assert_non_null(c->summary);
		assert_non_null(c->run);
		assert_true(c->max_args < 0 || c->min_args <= c->max_args);
		assert_true((c->modes & CMD_MODE_ALL) != 0);
		for (j = 0; j < i; j++) {
			assert_string_not_equal(cmd_table[j]->name, c->name);
			if (c->alias != NULL)
				assert_string_not_equal(cmd_table[j]->name,
				    c->alias);
		}
		assert_ptr_equal(cmd_find(c->name, false), c);
		if (c->alias != NULL)
			assert_ptr_equal(cmd_find(c->alias, false), c);
	}
}

static void
test_help_lists_everything(void **state)
{
	static const char *const cmd_leads[] = { "\n  ", NULL };
	static const char *const opt_leads[] = { "--", NULL };
	struct buf b = BUF_INIT;
	size_t i;

	(void)state;
	help_main(&b);
	for (i = 0; cmd_table[i] != NULL; i++)
		if (!has_word_after(b.data, cmd_table[i]->name, cmd_leads))
			fail_msg("command '%s' is missing from --help",
			    cmd_table[i]->name);
	for (i = 0; opt_table[i].name != NULL; i++)
		if (!has_word_after(b.data, opt_table[i].name, opt_leads))
			fail_msg("option '--%s' is missing from --help",
			    opt_table[i].name);
	buf_free(&b);
}

static void
test_man_lists_everything(void **state)
{
	static const char *const cmd_leads[] = { ".B ", ".BI ", ".BR ",
	    ".BI \"", ".BR \"", ".B \"", "\\fB", "\", \" ", NULL };
	static const char *const opt_leads[] = { "--", NULL };
	char *man = read_man(), *cmds = section(man, "COMMANDS"),
	    *opts = section(man, "OPTIONS");
	struct buf missing = BUF_INIT;
	size_t i;

	(void)state;
	for (i = 0; cmd_table[i] != NULL; i++) {
		if (!has_word_after(cmds, cmd_table[i]->name, cmd_leads))
			buf_addf(&missing, " command:%s", cmd_table[i]->name);
		if (cmd_table[i]->alias != NULL &&
		    !has_word_after(cmds, cmd_table[i]->alias, cmd_leads))
			buf_addf(&missing, " alias:%s", cmd_table[i]->alias);
	}
	for (i = 0; opt_table[i].name != NULL; i++)
		if (!has_word_after(opts, opt_table[i].name, opt_leads))
			buf_addf(&missing, " option:--%s", opt_table[i].name);
	if (missing.len > 0)
		fail_msg("man/provdoc.1 does not document:%s", missing.data);
	buf_free(&missing);
	free(man);
	free(cmds);
	free(opts);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table_invariants),
		cmocka_unit_test(test_help_lists_everything),
		cmocka_unit_test(test_man_lists_everything),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
