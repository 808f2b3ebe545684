/*
 * script: splits command text (a -c string, a -f file, stdin lines or a
 * REPL line) into commands and words, and runs scripts. Quoting follows
 * the shell's basics: '...' literal, "..." with \" and \\ escapes, a
 * backslash outside quotes escapes the next character; ';' and newlines
 * separate commands; '#' at the start of a word starts a comment.
 */
#ifndef PROVDOC_SCRIPT_H
#define PROVDOC_SCRIPT_H

#include <stddef.h>

#include "util/diag.h"

struct session;

struct cmdline {
	int	 argc;
	char	**argv;		/* owned, NULL-terminated */
	unsigned line;		/* 1-based line of the text it came from */
};

/*
 * Split text into commands. Returns 0 with *out (caller frees with
 * script_free_lines) or -1 with d set (an unterminated quote, with its
 * position in text).
 */
int	script_split(const char *text, size_t len, const char *name,
	    struct cmdline **out, size_t *n, struct diag *d);
void	script_free_lines(struct cmdline *v, size_t n);

/*
 * Run every command of text; stops at the first failing command unless
 * keep_going. Returns the exit status of the last diagnose/run/verdict,
 * or 2 when a command failed or the text is malformed.
 */
int	script_run(struct session *s, const char *text, size_t len,
	    const char *name);

#endif
