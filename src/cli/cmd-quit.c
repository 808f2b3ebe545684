/*
 * quit (alias exit): ends the REPL or the script after this command; the
 * exit status stays that of the last diagnose, run or verdict.
 */
#include "cli/cmd.h"
#include "cli/session.h"
#include "util/banned.h"

static int
run_quit(struct session *s, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	s->quit = true;
	return s->last_verdict;
}

const struct cmd_def cmd_quit = {
	.name = "quit",
	.alias = "exit",
	.usage = "",
	.summary = "leave the interactive session",
	.help = "Ends the REPL (Ctrl-D does too) or the script. The exit "
	    "status is that of the last diagnose, run or verdict.",
	.min_args = 0,
	.max_args = 0,
	.needs = CMD_NEEDS_NONE,
	.modes = CMD_MODE_REPL | CMD_MODE_SCRIPT,
	.run = run_quit,
};
