/*
 * repl: the interactive session on a terminal (libedit). repl.c is the
 * only file that includes libedit.
 */
#ifndef PROVDOC_REPL_H
#define PROVDOC_REPL_H

#include <stdbool.h>

struct session;

/* Runs until quit or end of input; returns the last verdict's exit status. */
int	repl_run(struct session *s);

/*
 * True when a line looks like it holds credentials (AKIA/ASIA key ids,
 * aws_secret_access_key, AWS_SECRET, "token", long base64-like runs):
 * such lines never reach the history file.
 */
bool	repl_line_is_secret(const char *line);

#endif
