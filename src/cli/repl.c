/*
 * repl: the interactive loop: reads lines with libedit and runs each
 * through the scripted-mode runner. It does not parse commands itself.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <editline/readline.h>

#include "cli/cmd.h"
#include "cli/repl.h"
#include "cli/script.h"
#include "cli/session.h"
#include "util/exitcode.h"
#include "util/banned.h"

int
repl_run(struct session *s)
{
	char *line;
	int st = PD_EXIT_OK;

	while ((line = readline("provdoc> ")) != NULL) {
		if (line[0] != '\0')
			st = script_run(s, line, strlen(line), "<repl>");
		free(line);
	}
	return st;
}
