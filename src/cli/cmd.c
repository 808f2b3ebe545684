/*
 * cmd: the ordered command table and the one dispatcher (see cmd.h). It
 * satisfies needs through the session before calling a handler; it never
 * formats results itself.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cmd.h"
#include "cli/session.h"
#include "cql/cql.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/xmalloc.h"
#include "util/banned.h"

extern const struct cmd_def cmd_diagnose;
extern const struct cmd_def cmd_explain;
extern const struct cmd_def cmd_version;
extern const struct cmd_def cmd_debug;
extern const struct cmd_def cmd_capture;
extern const struct cmd_def cmd_help;
extern const struct cmd_def cmd_next;
extern const struct cmd_def cmd_step;
extern const struct cmd_def cmd_run_steps;
extern const struct cmd_def cmd_verdict;
extern const struct cmd_def cmd_fix;
extern const struct cmd_def cmd_why;
extern const struct cmd_def cmd_instances;
extern const struct cmd_def cmd_eval;
extern const struct cmd_def cmd_parse;
extern const struct cmd_def cmd_lint;
extern const struct cmd_def cmd_show;
extern const struct cmd_def cmd_evidence;
extern const struct cmd_def cmd_set;
extern const struct cmd_def cmd_unset;
extern const struct cmd_def cmd_changes;
extern const struct cmd_def cmd_drain;
extern const struct cmd_def cmd_stop;
extern const struct cmd_def cmd_register_gpus;
extern const struct cmd_def cmd_reload;
extern const struct cmd_def cmd_format;
extern const struct cmd_def cmd_quit;

/* The order here is the order of --help, completion and the man page. */
const struct cmd_def *const cmd_table[] = {
	&cmd_diagnose,
	&cmd_capture,
	&cmd_next,
	&cmd_step,
	&cmd_run_steps,
	&cmd_verdict,
	&cmd_fix,
	&cmd_why,
	&cmd_instances,
	&cmd_eval,
	&cmd_parse,
	&cmd_lint,
	&cmd_show,
	&cmd_evidence,
	&cmd_explain,
	&cmd_set,
	&cmd_unset,
	&cmd_changes,
	&cmd_drain,
	&cmd_stop,
	&cmd_register_gpus,
	&cmd_reload,
	&cmd_format,
	&cmd_help,
	&cmd_version,
	&cmd_debug,
	&cmd_quit,
	NULL,
};

const struct cmd_def *
cmd_find(const char *name, bool allow_prefix)
{
	const struct cmd_def *hit = NULL;
	size_t i, len = strlen(name);

	for (i = 0; cmd_table[i] != NULL; i++) {
		const struct cmd_def *c = cmd_table[i];

		if (strcmp(c->name, name) == 0 ||
		    (c->alias != NULL && strcmp(c->alias, name) == 0))
			return c;
	}
	if (!allow_prefix || len == 0)
		return NULL;
	for (i = 0; cmd_table[i] != NULL; i++) {
		if (strncmp(cmd_table[i]->name, name, len) == 0) {
			if (hit != NULL)
				return NULL;
			hit = cmd_table[i];
		}
	}
	return hit;
}

const char *
cmd_suggest(const char *name)
{
	const char *best = NULL;
	size_t i, d, bestd = (size_t)-1, limit;

	limit = strlen(name) / 3 + 1;
	for (i = 0; cmd_table[i] != NULL; i++) {
		d = cql_edit_distance(name, cmd_table[i]->name);
		if (d < bestd) {
			bestd = d;
			best = cmd_table[i]->name;
		}
	}
	return bestd <= limit ? best : NULL;
}

void
cmd_usage(const struct cmd_def *c)
{
	fprintf(stderr, "usage: provdoc %s%s%s\n", c->name,
	    c->usage && c->usage[0] ? " " : "", c->usage ? c->usage : "");
}

int
cmd_run(struct session *s, int argc, char **argv)
{
	const struct cmd_def *c;
	const char *sug;

	if (argc < 1)
		return PD_EXIT_OK;
	/* Every command gets a sequence number, failed ones included. */
	s->seq++;
	c = cmd_find(argv[0], (s->mode & CMD_MODE_REPL) != 0);
	if (c == NULL && (s->mode & CMD_MODE_REPL) && argv[0][0] != '\0') {
		struct buf amb = BUF_INIT;
		size_t i, n = 0, len = strlen(argv[0]);

		for (i = 0; cmd_table[i] != NULL; i++)
			if (strncmp(cmd_table[i]->name, argv[0], len) == 0)
				buf_addf(&amb, "%s%s", n++ ? ", " : "",
				    cmd_table[i]->name);
		if (n > 1)
			error("ambiguous command '%s': %s", argv[0], amb.data);
		buf_free(&amb);
		if (n > 1)
			return PD_EXIT_USAGE;
	}
	if (c == NULL) {
		sug = cmd_suggest(argv[0]);
		if (sug != NULL)
			error("unknown command '%s' (did you mean '%s'?)",
			    argv[0], sug);
		else
			error("unknown command '%s' (see 'provdoc help')",
			    argv[0]);
		return PD_EXIT_USAGE;
	}
	if ((c->modes & s->mode) == 0) {
		error("'%s' is not available in this mode", c->name);
		return PD_EXIT_USAGE;
	}
	if (argc - 1 < c->min_args ||
	    (c->max_args >= 0 && argc - 1 > c->max_args)) {
		error("'%s' takes %s arguments", c->name,
		    argc - 1 < c->min_args ? "more" : "fewer");
		cmd_usage(c);
		return PD_EXIT_USAGE;
	}
	if (c->needs != CMD_NEEDS_NONE && session_need(s, c->needs) < 0)
		return s->last_verdict == PD_EXIT_INCONCLUSIVE ?
		    PD_EXIT_INCONCLUSIVE : PD_EXIT_USAGE;
	return c->run(s, argc, argv);
}
