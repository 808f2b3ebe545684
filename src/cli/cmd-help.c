/*
 * help: "provdoc help [COMMAND]", generated from the command table.
 */
#include <jansson.h>

#include "cli/cmd.h"
#include "cli/help.h"
#include "cli/options.h"
#include "cli/session.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/banned.h"

/* The tables as data: what the man page and the docs test are made from. */
static json_t *
tables_json(void)
{
	json_t *cmds = json_array(), *opts = json_array();
	size_t i;

	for (i = 0; cmd_table[i] != NULL; i++) {
		const struct cmd_def *c = cmd_table[i];

		json_array_append_new(cmds, json_pack(
		    "{s:s, s:s?, s:s, s:s, s:s?, s:s?}",
		    "name", c->name, "alias", c->alias,
		    "usage", c->usage ? c->usage : "", "summary", c->summary,
		    "help", c->help, "options", c->options));
	}
	for (i = 0; opt_table[i].name != NULL; i++) {
		const struct opt_def *d = &opt_table[i];
		char shortname[3] = { '-', (char)d->shortopt, '\0' };

		json_array_append_new(opts, json_pack(
		    "{s:s, s:s?, s:s?, s:s, s:s}",
		    "name", d->name, "short", d->shortopt ? shortname : NULL,
		    "arg", d->arg, "group", d->group, "help", d->help));
	}
	return json_pack("{s:o, s:o}", "commands", cmds, "options", opts);
}

static int
run_help(struct session *s, int argc, char **argv)
{
	const struct cmd_def *c;
	struct buf b = BUF_INIT;

	if (argc < 2 && s->fmt == FMT_JSON) {
		out_json(s, tables_json());
		return PD_EXIT_OK;
	}
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
	.help = "Without COMMAND, lists every command and option (with "
	    "--format json, the command and option tables as data). With "
	    "COMMAND, shows its usage, what it does and its options.",
	.min_args = 0,
	.max_args = 1,
	.needs = CMD_NEEDS_NONE,
	.modes = CMD_MODE_ALL,
	.run = run_help,
};
