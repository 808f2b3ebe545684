/*
 * format: shows or changes the output format of the following commands
 * (text, json or markdown). Colour stays off unless the format is text on
 * a terminal without NO_COLOR or --no-color.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cmd.h"
#include "cli/session.h"
#include "report/render.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/banned.h"

static const char *const names[] = { "text", "json", "markdown" };

static int
run_format(struct session *s, int argc, char **argv)
{
	enum out_format f;
	const char *term = getenv("TERM");

	if (argc < 2) {
		out_printf(s, "%s\n", names[s->fmt]);
		return PD_EXIT_OK;
	}
	if (render_parse_format(argv[1], &f) < 0) {
		error("unknown format '%s' (text, json or markdown)", argv[1]);
		return PD_EXIT_USAGE;
	}
	s->fmt = f;
	s->color = f == FMT_TEXT && isatty(STDOUT_FILENO) && !s->o.no_color &&
	    getenv("NO_COLOR") == NULL && (term == NULL ||
	    strcmp(term, "dumb") != 0);
	return PD_EXIT_OK;
}

const struct cmd_def cmd_format = {
	.name = "format",
	.usage = "[text|json|markdown]",
	.summary = "show or change the output format",
	.help = "Sets the format of the following commands' output: text, "
	    "json (one envelope per command) or markdown (for chat and "
	    "tickets). Without an argument prints the current one.",
	.min_args = 0,
	.max_args = 1,
	.needs = CMD_NEEDS_NONE,
	.modes = CMD_MODE_REPL | CMD_MODE_SCRIPT,
	.run = run_format,
};
