/*
 * explain: prints the explain page of a finding code (compiled from
 * explain/PDxxx.md), or the list of codes with their titles.
 */
#include <jansson.h>
#include <stdio.h>
#include <string.h>

#include "cli/cmd.h"
#include "cli/session.h"
#include "explain/explain.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/banned.h"

static int
list_codes(struct session *s)
{
	json_t *arr = NULL;
	char title[256], sev[32];
	size_t i;

	if (s->fmt == FMT_JSON)
		arr = json_array();
	for (i = 0; explain_table[i].code != NULL; i++) {
		explain_title(explain_table[i].text, title, sizeof(title));
		explain_field(explain_table[i].text, "severity", sev,
		    sizeof(sev));
		if (arr != NULL)
			json_array_append_new(arr, json_pack("{s:s, s:s, s:s}",
			    "code", explain_table[i].code, "severity", sev,
			    "title", title));
		else
			out_printf(s, "%s  %-12s  %s\n", explain_table[i].code,
			    sev, title);
	}
	if (arr != NULL)
		out_json(s, arr);
	return PD_EXIT_OK;
}

static int
run_explain(struct session *s, int argc, char **argv)
{
	const char *text;

	if (argc < 2)
		return list_codes(s);
	text = explain_lookup(argv[1]);
	if (text == NULL) {
		error("no finding code '%s' (see 'provdoc explain' for the "
		    "list)", argv[1]);
		return PD_EXIT_USAGE;
	}
	if (s->fmt == FMT_JSON)
		out_json(s, json_pack("{s:s, s:s}", "code", argv[1], "text",
		    text));
	else
		out_puts(s, text);
	return PD_EXIT_OK;
}

const struct cmd_def cmd_explain = {
	.name = "explain",
	.usage = "[CODE]",
	.summary = "explain a finding code, or list them all",
	.help = "Prints what a finding code means, why it happens, how to "
	    "confirm it and how to fix it. Without CODE, lists every code "
	    "with its severity and title.",
	.min_args = 0,
	.max_args = 1,
	.needs = CMD_NEEDS_NONE,
	.modes = CMD_MODE_ALL,
	.run = run_explain,
};
