/*
 * cmd: the one command table. argv, REPL lines and script lines all go
 * through cmd_run(). Each command lives in src/cli/cmd-<name>.c and
 * defines one const struct cmd_def with designated initializers; cmd.c
 * lists them in order. Help, usage lines, completion, "did you mean" and
 * the man page SYNOPSIS test are generated from this table.
 *
 * The dispatcher satisfies the needs bits (load the model, resolve the
 * target, run the runbook) before calling run, so handlers never repeat
 * setup. run returns an exit status (enum pd_exit): PD_EXIT_USAGE means
 * the command itself failed (and stops a script); 0/1/3 are verdicts.
 */
#ifndef PROVDOC_CMD_H
#define PROVDOC_CMD_H

#include <stdbool.h>
#include <stddef.h>

struct session;

enum cmd_mode {
	CMD_MODE_ARGV	= 1 << 0,	/* provdoc CMD ARGS */
	CMD_MODE_REPL	= 1 << 1,	/* interactive line */
	CMD_MODE_SCRIPT	= 1 << 2,	/* -c, -f, non-tty stdin */
	CMD_MODE_ALL	= 7,
};

enum cmd_needs {
	CMD_NEEDS_NONE		= 0,
	CMD_NEEDS_MODEL		= 1 << 0,	/* a loaded model (replay or live) */
	CMD_NEEDS_TARGET	= 1 << 1,	/* a resolved target (implies MODEL) */
	CMD_NEEDS_REPORT	= 1 << 2,	/* the runbook has run (implies TARGET) */
	CMD_NEEDS_LIVE		= 1 << 3,	/* live AWS access */
};

struct cmd_def {
	const char	*name;
	const char	*alias;		/* NULL or another exact name */
	const char	*usage;		/* arguments after the name, e.g. "CODE" */
	const char	*summary;	/* one line, lower-case, no full stop */
	const char	*help;		/* paragraph(s) for "help CMD" and the man page */
	const char	*options;	/* long option names it uses, space separated */
	int		 min_args;
	int		 max_args;	/* -1 for no limit */
	unsigned	 needs;		/* enum cmd_needs */
	unsigned	 modes;		/* enum cmd_mode */
	int		(*run)(struct session *s, int argc, char **argv);
};

/* The ordered table, NULL-terminated. */
extern const struct cmd_def *const cmd_table[];

/*
 * Find a command by exact name or alias; with allow_prefix (REPL only) a
 * unique prefix. Returns NULL when none (or an ambiguous prefix).
 */
const struct cmd_def	*cmd_find(const char *name, bool allow_prefix);

/* The closest command name by edit distance, or NULL if nothing is close. */
const char		*cmd_suggest(const char *name);

/*
 * Run one command line already split into argv (argv[0] is the command).
 * Returns its exit status; prints usage errors itself.
 */
int			 cmd_run(struct session *s, int argc, char **argv);

/* Print "usage: provdoc NAME USAGE" (generated) to stderr. */
void			 cmd_usage(const struct cmd_def *c);

#endif
