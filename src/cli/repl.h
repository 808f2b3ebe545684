/*
 * repl: the interactive session on a terminal (libedit). repl.c is the
 * only file that includes libedit.
 */
#ifndef PROVDOC_REPL_H
#define PROVDOC_REPL_H

struct session;

/* Runs until quit or end of input; returns the last verdict's exit status. */
int	repl_run(struct session *s);

#endif
