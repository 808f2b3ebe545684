/*
 * fix: prints only the fix for the primary cause: the commands, user-data
 * lines, task-definition patches or expressions to apply, ready to copy.
 * It only renders; it never applies anything.
 */
#include <jansson.h>
#include <stdbool.h>
#include <string.h>

#include "cli/cmd.h"
#include "cli/session.h"
#include "report/report.h"
#include "util/exitcode.h"
#include "util/banned.h"

static const struct finding *
primary_finding(const struct report *r)
{
	size_t i;

	for (i = 0; i < r->nfindings; i++)
		if (strcmp(r->findings[i].code, r->verdict.cause) == 0 &&
		    r->findings[i].nfix > 0)
			return &r->findings[i];
	return NULL;
}

static void
fix_text(struct session *s, const struct fix_step *f, size_t n)
{
	size_t i;
	bool md = s->fmt == FMT_MARKDOWN;

	for (i = 0; i < n; i++) {
		if (strcmp(f[i].kind, "note") == 0) {
			out_printf(s, "%zu. %s\n", i + 1, f[i].text);
			continue;
		}
		out_printf(s, "%zu. %s:\n", i + 1, f[i].kind);
		if (md)
			out_printf(s, "\n```%s\n%s\n```\n\n",
			    strcmp(f[i].kind, "json-patch") == 0 ? "json" :
			    strcmp(f[i].kind, "command") == 0 ||
			    strcmp(f[i].kind, "user-data") == 0 ? "sh" : "",
			    f[i].text);
		else {
			const char *p = f[i].text, *e;

			for (; *p != '\0'; p = *e ? e + 1 : e) {
				e = strchr(p, '\n');
				if (e == NULL)
					e = p + strlen(p);
				out_printf(s, "     %.*s\n", (int)(e - p), p);
			}
		}
	}
}

static int
run_fix(struct session *s, int argc, char **argv)
{
	const struct verdict *v = &s->report.verdict;
	const struct fix_step *f = v->fix;
	const struct finding *pf;
	json_t *a;
	size_t n = v->nfix, i;

	(void)argc;
	(void)argv;
	pf = n == 0 ? primary_finding(&s->report) : NULL;
	if (pf != NULL) {
		f = pf->fix;
		n = pf->nfix;
	}
	if (s->fmt == FMT_JSON) {
		a = json_array();
		for (i = 0; i < n; i++)
			json_array_append_new(a, json_pack("{s:s, s:s}",
			    "kind", f[i].kind, "text", f[i].text));
		out_json(s, json_pack("{s:s, s:s?, s:o, s:b}", "verdict",
		    verdict_kind_name(v->kind), "cause",
		    v->cause[0] ? v->cause : NULL, "fix", a,
		    "hypothetical", s->report.nchanges > 0));
		return PD_EXIT_OK;
	}
	if (v->kind == VERDICT_PLACEABLE) {
		out_printf(s, "nothing to fix: the task is placeable now\n");
		return PD_EXIT_OK;
	}
	if (n == 0) {
		out_printf(s, "no fix known%s%s%s\n", v->cause[0] ?
		    " for " : "", v->cause, v->kind == VERDICT_INCONCLUSIVE ?
		    ": the diagnosis is inconclusive (see 'verdict')" : "");
		return PD_EXIT_OK;
	}
	out_printf(s, "%sFix for %s%s%s\n", s->fmt == FMT_MARKDOWN ? "### " :
	    "", v->cause[0] ? v->cause : "the primary cause",
	    s->report.nchanges > 0 ? " (with the what-if changes in force)" :
	    "", s->fmt == FMT_MARKDOWN ? "" : ":");
	if (s->fmt == FMT_MARKDOWN)
		out_printf(s, "\n");
	fix_text(s, f, n);
	return PD_EXIT_OK;
}

const struct cmd_def cmd_fix = {
	.name = "fix",
	.usage = "",
	.summary = "show only the fix for the primary cause",
	.help = "Prints the fix for the primary cause, ready to copy: the "
	    "aws commands, user-data lines, task-definition JSON patch or "
	    "corrected expression, with your names filled in. Nothing is "
	    "applied.",
	.min_args = 0,
	.max_args = 0,
	.needs = CMD_NEEDS_REPORT,
	.modes = CMD_MODE_ALL,
	.run = run_fix,
};
