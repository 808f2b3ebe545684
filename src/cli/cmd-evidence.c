/*
 * evidence: a finding's evidence list with, for each entry that names a
 * bundle file, the JSON value at its pointer re-read from that file, so
 * the user sees the bytes that prove the finding. It never writes to the
 * bundle and keeps no file open.
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/cmd.h"
#include "cli/session.h"
#include "report/report.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/jsonptr.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define EXCERPT_MAX_LINES	40

static const struct finding *
pick(const struct report *r, const char *key, const char *inst)
{
	char *end;
	long idx;
	size_t i;

	idx = strtol(key, &end, 10);
	if (key[0] != '\0' && *end == '\0')
		return idx >= 1 && (size_t)idx <= r->nfindings ?
		    &r->findings[idx - 1] : NULL;
	for (i = 0; i < r->nfindings; i++)
		if (strcmp(r->findings[i].code, key) == 0 && (inst == NULL ||
		    (r->findings[i].instance != NULL &&
		    strcmp(r->findings[i].instance, inst) == 0)))
			return &r->findings[i];
	return NULL;
}

/* The bundle file an evidence source names, or NULL; caller frees. */
static char *
bundle_file(const struct session *s, const char *source)
{
	struct stat st;
	const char *base;
	char *p;
	size_t i;

	for (i = 0; i < s->o.nreplay; i++) {
		const char *r = s->o.replay[i];

		if (stat(r, &st) < 0)
			continue;
		if (S_ISDIR(st.st_mode)) {
			p = xasprintf("%s/%s", r, source);
			if (stat(p, &st) == 0 && S_ISREG(st.st_mode))
				return p;
			free(p);
			continue;
		}
		base = strrchr(r, '/');
		base = base != NULL ? base + 1 : r;
		if (strcmp(r, source) == 0 || strcmp(base, source) == 0)
			return xstrdup(r);
	}
	return NULL;
}

/* Up to EXCERPT_MAX_LINES lines of v, indented. */
static char *
excerpt(json_t *v)
{
	struct buf b = BUF_INIT;
	char *text, *p;
	size_t lines = 0;

	text = json_dumps(v, JSON_INDENT(2) | JSON_PRESERVE_ORDER |
	    JSON_ENCODE_ANY);
	if (text == NULL)
		return xstrdup("");
	for (p = text; *p != '\0'; p++) {
		if (lines >= EXCERPT_MAX_LINES) {
			buf_adds(&b, "\n      ...");
			break;
		}
		if (p == text || p[-1] == '\n')
			buf_adds(&b, "      ");
		buf_addc(&b, *p);
		if (*p == '\n')
			lines++;
	}
	free(text);
	return buf_detach(&b);
}

static int
run_evidence(struct session *s, int argc, char **argv)
{
	const struct finding *f;
	json_t *arr = NULL, *doc, *v;
	json_error_t je;
	struct buf err = BUF_INIT;
	char *path, *ex;
	size_t i;

	f = pick(&s->report, argv[1], argc > 2 ? argv[2] : NULL);
	if (f == NULL) {
		error("no finding '%s'%s%s (give its number, 1 to %zu, or a "
		    "code)", argv[1], argc > 2 ? " on " : "",
		    argc > 2 ? argv[2] : "", s->report.nfindings);
		return PD_EXIT_USAGE;
	}
	if (s->fmt == FMT_JSON)
		arr = json_array();
	else
		out_printf(s, "%s%s %s%s%s: %s\n", f->hypothetical ?
		    "[what-if] " : "", f->code, severity_name(f->sev),
		    f->instance ? " on " : "", f->instance ? f->instance : "",
		    f->message);
	if (f->nev == 0 && arr == NULL)
		out_printf(s, "  (no evidence recorded)\n");
	for (i = 0; i < f->nev; i++) {
		const struct evidence *e = &f->ev[i];

		buf_reset(&err);
		v = NULL;
		doc = NULL;
		path = bundle_file(s, e->source);
		if (path != NULL) {
			doc = json_load_file(path, JSON_DECODE_ANY, &je);
			if (doc == NULL)
				buf_addf(&err, "cannot parse '%s': %s", path,
				    je.text);
			else
				v = jsonptr_get(doc, e->pointer, &err);
		} else
			buf_adds(&err, s->o.nreplay > 0 ? "not a file of the "
			    "bundle" : "live response: not kept");
		if (arr != NULL) {
			json_array_append_new(arr, json_pack("{s:s, s:s, s:O?, "
			    "s:s?}", "source", e->source, "pointer",
			    e->pointer, "value", v, "error", v == NULL ?
			    err.data : NULL));
		} else {
			out_printf(s, "  %s%s%s\n", e->source,
			    e->pointer[0] ? "#" : "", e->pointer);
			if (v != NULL) {
				ex = excerpt(v);
				out_printf(s, "%s\n", ex);
				free(ex);
			} else
				out_printf(s, "      (%s)\n", err.data);
		}
		json_decref(doc);
		free(path);
	}
	buf_free(&err);
	if (arr != NULL)
		out_json(s, json_pack("{s:s, s:s?, s:s, s:o}", "code", f->code,
		    "instance", f->instance, "message", f->message,
		    "evidence", arr));
	return PD_EXIT_OK;
}

const struct cmd_def cmd_evidence = {
	.name = "evidence",
	.usage = "FINDING [INSTANCE]",
	.summary = "show a finding's evidence with the JSON it points at",
	.help = "Prints the evidence of one finding (its number in the "
	    "report, or a code, optionally with the instance) and, for each "
	    "entry naming a file of the bundle, the JSON value at its pointer "
	    "as the file holds it (up to 40 lines).",
	.min_args = 1,
	.max_args = 2,
	.needs = CMD_NEEDS_REPORT,
	.modes = CMD_MODE_ALL,
	.run = run_evidence,
};
