/*
 * help: "provdoc help [COMMAND]", generated from the command table.
 */
#include <jansson.h>

#include "cli/cmd.h"
#include "cli/help.h"
#include "cli/session.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/banned.h"

static int
run_help(struct session *s, int argc, char **argv)
{
	const struct cmd_def *c;
	struct buf b = BUF_INIT;

	if (argc < 2)
		help_main(&b);
	else {
		c = cmd_find(argv[1], (s->mode & CMD_MODE_REPL) != 0);
		if (c == NULL) {
			const char *sug = cmd_suggest(argv[1]);

			if (sug)
				error("no command '%s' (did you mean '%s'?)",
				    argv[1], sug);
			else
				error("no command '%s'", argv[1]);
			return PD_EXIT_USAGE;
		}
		help_command(c, &b);
	}
	if (s->fmt == FMT_JSON)
		out_json(s, json_pack("{s:s}", "text", b.data));
	else
		out_puts(s, b.data);
	buf_free(&b);
	return PD_EXIT_OK;
}

const struct cmd_def cmd_help = {
	.name = "help",
	.usage = "[COMMAND]",
	.summary = "show help for provdoc or one command",
	.help = "Without COMMAND, lists every command and option. With "
	    "COMMAND, shows its usage, what it does and its options.",
	.min_args = 0,
	.max_args = 1,
	.needs = CMD_NEEDS_NONE,
	.modes = CMD_MODE_ALL,
	.run = run_help,
};
