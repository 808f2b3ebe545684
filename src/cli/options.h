/*
 * options: the one table of provdoc's flags, parsed from argv into struct
 * session_opts. --help and the man page test are generated from it. It
 * knows nothing of commands beyond the documentation string naming them.
 */
#ifndef PROVDOC_OPTIONS_H
#define PROVDOC_OPTIONS_H

#include "cli/session.h"
#include "util/buf.h"

struct opt_def {
	const char	*name;		/* long name without dashes */
	int		 shortopt;	/* short letter, or 0 */
	const char	*arg;		/* argument placeholder, NULL for a flag */
	const char	*group;		/* help section: source, target, output, script, live, capture, debug, general */
	const char	*help;		/* one line */
};

extern const struct opt_def opt_table[];

/*
 * Parse argv. Options may come before or after the command (GNU order);
 * "--" ends them. On success returns 0 and sets *first to the index of
 * the first operand (the command). Returns -1 after printing the error.
 * Strings in o borrow from argv; o->replay and o->req.constraints are
 * allocated (session_free frees them).
 */
int	opt_parse(int argc, char **argv, struct session_opts *o, int *first,
	    int *want_help, int *want_version);

/* Append the generated option help (grouped) to b. */
void	opt_help(struct buf *b);

#endif
