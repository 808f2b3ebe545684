/*
 * test-exitcode: the exit statuses in src/util/exitcode.h and the EXIT
 * STATUS section of man/provdoc.1 list the same numbers with the same
 * meanings, and the numbers are unique.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/buf.h"
#include "util/exitcode.h"
#include "util/banned.h"

struct status {
	int		 num;
	const char	*text;
};

static const struct status statuses[] = {
#define PD_EXIT_ROW(name, num, text) { num, text },
	PD_EXIT_LIST(PD_EXIT_ROW)
#undef PD_EXIT_ROW
};
#define NSTATUS (sizeof(statuses) / sizeof(statuses[0]))

static char *
read_man(void)
{
	struct buf b = BUF_INIT;
	char chunk[4096];
	size_t n;
	FILE *fp;

	fp = fopen("man/provdoc.1", "r");
	assert_non_null(fp);
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		buf_add(&b, chunk, n);
	fclose(fp);
	return buf_detach(&b);
}

/* The section body from ".SH "EXIT STATUS"" to the next ".SH". */
static char *
exit_section(char *man)
{
	char *start, *end;

	start = strstr(man, "\n.SH \"EXIT STATUS\"\n");
	assert_non_null(start);
	start += strlen("\n.SH \"EXIT STATUS\"\n");
	end = strstr(start, "\n.SH ");
	if (end != NULL)
		*end = '\0';
	return start;
}

static void
test_numbers_unique(void **state)
{
	size_t i, j;

	(void)state;
	for (i = 0; i < NSTATUS; i++)
		for (j = i + 1; j < NSTATUS; j++)
			assert_int_not_equal(statuses[i].num, statuses[j].num);
}

static void
test_man_lists_each_status(void **state)
{
	char *man = read_man(), *sec = exit_section(man), want[512];
	size_t i;

	(void)state;
	for (i = 0; i < NSTATUS; i++) {
		snprintf(want, sizeof(want), ".TP\n.B %d\n%s\n",
		    statuses[i].num, statuses[i].text);
		if (strstr(sec, want) == NULL)
			fail_msg("man/provdoc.1 EXIT STATUS lacks:\n%s", want);
	}
	free(man);
}

/* No number in the man page that the enum does not have. */
static void
test_man_has_no_other_status(void **state)
{
	char *man = read_man(), *sec = exit_section(man), *p;
	size_t i, seen = 0;
	int num;
	bool known;

	(void)state;
	for (p = strstr(sec, ".TP\n.B "); p != NULL;
	    p = strstr(p + 1, ".TP\n.B ")) {
		if (sscanf(p, ".TP\n.B %d", &num) != 1)
			continue;
		known = false;
		for (i = 0; i < NSTATUS; i++)
			known = known || statuses[i].num == num;
		if (!known)
			fail_msg("man/provdoc.1 documents exit status %d, which "
			    "src/util/exitcode.h does not have", num);
		seen++;
	}
	assert_int_equal(seen, NSTATUS);
	free(man);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_numbers_unique),
		cmocka_unit_test(test_man_lists_each_status),
		cmocka_unit_test(test_man_has_no_other_status),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
