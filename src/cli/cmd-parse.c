/*
 * parse: checks one cluster-query-language expression without any data
 * and prints its fully parenthesised normal form, or the error with its
 * caret (exit 2). Notes (PD406, upper-case keywords, Java-only regex
 * syntax) go to stderr as warnings. It evaluates nothing.
 */
#include <jansson.h>
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

/*
 * A JSON string for text that may not be UTF-8 (a file name, a Latin-1
 * expression): json_string refuses those, and a NULL in json_pack drops
 * the whole object. Bytes past ASCII become '?' then.
 */
static json_t *
json_lossy(const char *text)
{
	json_t *j;
	char *c;
	size_t i;

	if (text == NULL)
		return NULL;
	if ((j = json_string(text)) != NULL)
		return j;
	c = xstrdup(text);
	for (i = 0; c[i] != '\0'; i++)
		if ((unsigned char)c[i] >= 0x80)
			c[i] = '?';
	j = json_string(c);
	free(c);
	return j;
}

static json_t *
diag_json(const struct diag *d)
{
	return json_pack("{s:s, s:s, s:s?, s:i, s:i, s:i, s:i}",
	    "severity", d->sev == DIAG_ERROR ? "error" : "warning",
	    "message", d->message ? d->message : "",
	    "code", d->code[0] ? d->code : NULL,
	    "line", (json_int_t)d->line, "column", (json_int_t)d->column,
	    "start", (json_int_t)d->start, "end", (json_int_t)d->end);
}

static int
run_parse(struct session *s, int argc, char **argv)
{
	struct buf expr = BUF_INIT, nf = BUF_INIT;
	struct cql_expr *e;
	struct diag d;
	json_t *notes;
	size_t i;
	int k;

	for (k = 1; k < argc; k++)
		buf_addf(&expr, "%s%s", k > 1 ? " " : "", argv[k]);
	diag_init(&d);
	e = cql_parse(expr.data, expr.len, "<expr>", &d);
	if (e == NULL) {
		diag_print(&d);
		if (s->fmt == FMT_JSON)
			out_json(s, json_pack("{s:o, s:b, s:o}", "expression",
			    json_lossy(expr.data), "valid", 0, "error",
			    diag_json(&d)));
		diag_clear(&d);
		buf_free(&expr);
		return PD_EXIT_USAGE;
	}
	cql_format(e, NULL, &nf);
	notes = json_array();
	for (i = 0; i < e->nnotes; i++) {
		struct diag nd;

		diag_init(&nd);
		cql_note_diag(e, &e->notes[i], &nd);
		diag_print(&nd);
		json_array_append_new(notes, diag_json(&nd));
		diag_clear(&nd);
	}
	if (s->fmt == FMT_JSON)
		out_json(s, json_pack("{s:s, s:b, s:s, s:o}", "expression",
		    expr.data, "valid", 1, "normal_form", nf.data, "notes",
		    notes));
	else {
		json_decref(notes);
		out_printf(s, "%s\n", nf.data);
	}
	cql_free(e);
	diag_clear(&d);
	buf_free(&expr);
	buf_free(&nf);
	return PD_EXIT_OK;
}

const struct cmd_def cmd_parse = {
	.name = "parse",
	.usage = "EXPR",
	.summary = "check a constraint expression and print its normal form",
	.help = "Parses EXPR as the ECS cluster query language (see "
	    "provdoc-expressions(7)) and prints it fully parenthesised, with "
	    "symbolic operators. An invalid expression is reported with its "
	    "column and a caret and exits 2. Needs no data. Several "
	    "arguments are joined with spaces.",
	.min_args = 1,
	.max_args = -1,
	.needs = CMD_NEEDS_NONE,
	.modes = CMD_MODE_ALL,
	.run = run_parse,
};
