/*
 * exitcode: provdoc's exit statuses, the one list. man/provdoc.1 (EXIT
 * STATUS) documents the same numbers and tests/unit/test-exitcode.c keeps
 * the two in step. Never renumber; retire a number instead of reusing it.
 */
#ifndef PROVDOC_EXITCODE_H
#define PROVDOC_EXITCODE_H

#define PD_EXIT_LIST(X)							\
	X(PD_EXIT_OK, 0, "placeable, or no blocking cause was found")		\
	X(PD_EXIT_BLOCKED, 1, "a blocking cause was found")			\
	X(PD_EXIT_USAGE, 2, "usage error or bad input")			\
	X(PD_EXIT_INCONCLUSIVE, 3, "inconclusive: data missing or an API call failed")

enum pd_exit {
#define PD_EXIT_ENUM(name, num, text) name = num,
	PD_EXIT_LIST(PD_EXIT_ENUM)
#undef PD_EXIT_ENUM
};

#endif
