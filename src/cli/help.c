/*
 * help: builds --help and per-command help from cmd_table and opt_table.
 * It prints nothing itself.
 */
#include <string.h>

#include "cli/help.h"
#include "cli/options.h"
#include "util/banned.h"

void
help_main(struct buf *b)
{
	size_t i, len;

	buf_adds(b,
	    "usage: provdoc [options] [command [args]]\n"
	    "       provdoc [options] -c 'cmd; cmd' | -f FILE\n"
	    "\n"
	    "provdoc explains why an Amazon ECS task never leaves PROVISIONING:\n"
	    "it walks the runbook (task definition, GPU registration, remaining\n"
	    "devices, CPU/memory/ports/ENIs, placement constraints) over live AWS\n"
	    "responses or a captured bundle, and prints the cause and the fix.\n"
	    "Without a command on a terminal it starts an interactive session.\n"
	    "\nCommands:\n");
	for (i = 0; cmd_table[i] != NULL; i++) {
		const struct cmd_def *c = cmd_table[i];

		len = b->len;
		buf_addf(b, "  %s", c->name);
		if (c->usage && c->usage[0])
			buf_addf(b, " %s", c->usage);
		if (b->len - len < 32)
			buf_pad(b, ' ', 32 - (b->len - len));
		else {
			buf_addc(b, '\n');
			buf_pad(b, ' ', 32);
		}
		buf_addf(b, "%s\n", c->summary);
	}
	opt_help(b);
	buf_adds(b,
	    "\nExit status: 0 placeable, 1 a blocking cause was found, 2 usage\n"
	    "error or bad input, 3 inconclusive. See provdoc(1), 'provdoc help\n"
	    "COMMAND' and 'provdoc explain CODE'.\n");
}

void
help_command(const struct cmd_def *c, struct buf *b)
{
	const char *p, *e;
	size_t i;

	buf_addf(b, "usage: provdoc %s%s%s\n\n", c->name,
	    c->usage && c->usage[0] ? " " : "", c->usage ? c->usage : "");
	buf_addf(b, "%s\n", c->help ? c->help : c->summary);
	if (c->alias)
		buf_addf(b, "\nAlias: %s\n", c->alias);
	if (c->options == NULL || c->options[0] == '\0')
		return;
	buf_adds(b, "\nOptions:\n");
	for (p = c->options; *p != '\0'; p = e) {
		while (*p == ' ')
			p++;
		e = p;
		while (*e != '\0' && *e != ' ')
			e++;
		if (e == p)
			break;
		for (i = 0; opt_table[i].name != NULL; i++) {
			const struct opt_def *d = &opt_table[i];

			if (strlen(d->name) != (size_t)(e - p) ||
			    strncmp(d->name, p, (size_t)(e - p)) != 0)
				continue;
			buf_addf(b, "  --%s%s%s\n      %s\n", d->name,
			    d->arg ? " " : "", d->arg ? d->arg : "", d->help);
		}
	}
}
