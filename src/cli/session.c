/*
 * session: loads the data a command needs (replay bundle or live AWS),
 * resolves the target, runs the runbook, and collects each command's
 * output. It is the only place in cli/ that touches sources and checks.
 */
#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checks/runbook.h"
#include "cli/cmd-capture.h"
#include "cli/cmd.h"
#include "cli/session.h"
#include "source/capture.h"
#include "source/replay.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/xmalloc.h"
#include "util/banned.h"

const char *provdoc_version(void);


void
session_init(struct session *s)
{
	memset(s, 0, sizeof(*s));
	report_init(&s->report);
	buf_init(&s->out);
	s->last_verdict = PD_EXIT_OK;
}

void
session_invalidate(struct session *s)
{
	if (s->have_report)
		report_free(&s->report);
	s->have_report = false;
	s->have_target = false;
	memset(&s->target, 0, sizeof(s->target));
	model_free(s->model);
	s->model = NULL;
	if (s->base != NULL) {
		model_free(s->base);
		s->base = NULL;
	}
	s->next_step = 0;
}

void
session_free(struct session *s)
{
	session_invalidate(s);
	if (s->whatif != NULL && s->whatif_free != NULL)
		s->whatif_free(s->whatif);
	free(s->o.replay);
	free(s->o.req.constraints);
	buf_free(&s->out);
	if (s->json != NULL)
		json_decref(s->json);
	memset(s, 0, sizeof(*s));
}

/* Live AWS: fetch what the runbook needs (source/live.c). A failed call
 * or missing credentials make the run inconclusive (exit 3). */
static int
load_live(struct session *s, int *fail)
{
	struct live_opts lo;
	struct live_result r;
	struct diag d;
	size_t i;
	int rc;

	if (s->o.req.cluster == NULL)
		return error("no data source: give --replay PATH (a captured "
		    "bundle), or --cluster NAME for live AWS");
	diag_init(&d);
	cmd_capture_live_opts(s, &lo);
	rc = live_fetch(&lo, &r, &d);
	for (i = 0; i < r.nnotes; i++)
		note("%s", r.notes[i]);
	if (rc == 0 && s->o.capture_dir != NULL) {
		/* diagnose --capture DIR: save exactly what is diagnosed. */
		struct capture_opts co;
		int n;

		co.dir = s->o.capture_dir;
		co.force = s->o.force;
		co.redact = s->o.redact;
		n = capture_write(&r, &co, &d);
		if (n < 0) {
			error("capture: %s", d.message ? d.message :
			    "cannot write the bundle");
			*fail = PD_EXIT_USAGE;
			live_result_free(&r);
			diag_clear(&d);
			return -1;
		}
		note("captured %d files from %d calls into '%s'", n, r.calls,
		    co.dir);
	}
	if (rc == 0)
		rc = live_load(&r, &s->model, &d);
	if (rc < 0) {
		error("%s", d.message ? d.message : "live fetch failed");
		*fail = PD_EXIT_INCONCLUSIVE;
	}
	live_result_free(&r);
	diag_clear(&d);
	return rc;
}

/* On failure *fail is the exit status it calls for. */
static int
load_model(struct session *s, int *fail)
{
	struct diag d;
	int rc;

	*fail = PD_EXIT_USAGE;
	if (s->o.nreplay == 0)
		return load_live(s, fail);
	if (s->o.capture_dir != NULL)
		return error("--capture saves what live AWS returned; a replayed "
		    "bundle is already saved (drop --capture or --replay)");
	diag_init(&d);
	rc = replay_load((const char *const *)s->o.replay, s->o.nreplay, &s->model, &d);
	if (rc < 0) {
		diag_print(&d);
		diag_clear(&d);
		return -1;
	}
	diag_clear(&d);
	return 0;
}

static char *
dup_or_null(const char *p)
{
	return p ? xstrdup(p) : NULL;
}

static void
fill_report_target(struct session *s)
{
	struct report_target *rt = &s->report.target;
	const struct target *t = &s->target;

	rt->cluster = dup_or_null(t->cluster);
	rt->service = t->service ? dup_or_null(t->service->name) : NULL;
	if (t->taskdef != NULL && t->taskdef->family != NULL) {
		if (t->taskdef->revision >= 0)
			rt->task_definition = xasprintf("%s:%d",
			    t->taskdef->family, t->taskdef->revision);
		else
			rt->task_definition = xstrdup(t->taskdef->family);
	}
	rt->task = t->task ? dup_or_null(t->task->arn) : NULL;
	rt->region = dup_or_null(t->region);
	rt->source = xstrdup(s->o.nreplay > 0 ? "replay" : "live");
}

int
session_rerun(struct session *s)
{
	if (s->have_report)
		report_free(&s->report);
	report_init(&s->report);
	fill_report_target(s);
	runbook_run(s->model, &s->target, &s->report);
	s->have_report = true;
	return 0;
}

int
session_need(struct session *s, unsigned needs)
{
	struct diag d;
	int fail;

	if (needs & CMD_NEEDS_REPORT)
		needs |= CMD_NEEDS_TARGET;
	if (needs & CMD_NEEDS_TARGET)
		needs |= CMD_NEEDS_MODEL;
	if ((needs & CMD_NEEDS_MODEL) && s->model == NULL) {
		if (load_model(s, &fail) < 0) {
			s->last_verdict = fail;
			return -1;
		}
	}
	if ((needs & CMD_NEEDS_TARGET) && !s->have_target) {
		diag_init(&d);
		if (model_resolve_target(s->model, &s->o.req, &s->target,
		    &d) < 0) {
			diag_print(&d);
			diag_clear(&d);
			s->last_verdict = PD_EXIT_USAGE;
			return -1;
		}
		diag_clear(&d);
		s->have_target = true;
	}
	if ((needs & CMD_NEEDS_REPORT) && !s->have_report)
		session_rerun(s);
	return 0;
}

/*
 * Command output may carry strings from a bundle (event messages, ids,
 * attribute values): a control character other than newline and tab is
 * shown as '?', so a capture cannot move the cursor or clear the screen.
 * The report renderer writes to s->out directly and sanitises itself.
 */
static void
sanitise_from(struct buf *b, size_t from)
{
	size_t i;

	for (i = from; i < b->len; i++) {
		unsigned char c = (unsigned char)b->data[i];

		if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f)
			b->data[i] = '?';
	}
}

void
out_printf(struct session *s, const char *fmt, ...)
{
	size_t from = s->out.len;
	va_list ap;

	va_start(ap, fmt);
	buf_vaddf(&s->out, fmt, ap);
	va_end(ap);
	sanitise_from(&s->out, from);
}

void
out_puts(struct session *s, const char *text)
{
	size_t from = s->out.len;

	buf_adds(&s->out, text);
	sanitise_from(&s->out, from);
	if (s->out.len > 0 && s->out.data[s->out.len - 1] != '\n')
		buf_addc(&s->out, '\n');
}

void
out_json(struct session *s, void *json)
{
	if (s->json != NULL)
		json_decref(s->json);
	s->json = json;
}

void
out_report(struct session *s, int only_step)
{
	struct render_opts ro;

	memset(&ro, 0, sizeof(ro));
	ro.color = s->color;
	ro.width = s->width;
	ro.only_step = only_step;
	ro.version = provdoc_version();
	if (s->fmt == FMT_JSON && only_step >= 0) {
		json_t *doc = session_report_json(s), *fs, *f;
		size_t i;

		fs = json_array();
		json_array_foreach(json_object_get(doc, "findings"), i, f)
			if (json_integer_value(json_object_get(f, "step")) ==
			    only_step)
				json_array_append(fs, f);
		out_json(s, json_pack("{s:O, s:o, s:O}", "step",
		    json_array_get(json_object_get(doc, "steps"),
		    (size_t)only_step), "findings", fs, "changes",
		    json_object_get(doc, "changes")));
		json_decref(doc);
		return;
	}
	if (s->fmt == FMT_JSON) {
		out_json(s, render_json_doc(&s->report, &ro));
		return;
	}
	render_report(s->fmt, &s->report, &ro, &s->out);
}

void *
session_report_json(struct session *s)
{
	struct render_opts ro;

	memset(&ro, 0, sizeof(ro));
	ro.only_step = -1;
	ro.version = provdoc_version();
	return render_json_doc(&s->report, &ro);
}

void
out_verdict(struct session *s)
{
	struct render_opts ro;
	struct buf b = BUF_INIT;
	json_t *doc;

	if (s->fmt == FMT_JSON) {
		doc = session_report_json(s);
		if (doc != NULL)
			out_json(s, json_pack("{s:O, s:O}", "verdict",
			    json_object_get(doc, "verdict"), "changes",
			    json_object_get(doc, "changes")));
		json_decref(doc);
		return;
	}
	memset(&ro, 0, sizeof(ro));
	ro.color = s->color;
	ro.width = s->width;
	ro.only_step = RENDER_VERDICT_ONLY;
	ro.version = provdoc_version();
	if (s->fmt == FMT_TEXT && s->report.nchanges > 0) {
		size_t i;

		out_printf(s, "What-if changes in force (hypothetical):");
		for (i = 0; i < s->report.nchanges; i++)
			out_printf(s, "%s %s", i ? ";" : "",
			    s->report.changes[i]);
		out_printf(s, "\n");
	}
	render_report(s->fmt, &s->report, &ro, &b);
	buf_add(&s->out, b.data, b.len);
	buf_free(&b);
}

void
session_flush(struct session *s, const char *command, int status)
{
	json_t *doc;
	char *text;

	if (s->fmt == FMT_JSON) {
		if (s->mode & CMD_MODE_ARGV) {
			doc = s->json;
			if (doc != NULL)
				json_incref(doc);
		} else {
			doc = json_pack("{s:s, s:I, s:s, s:i, s:O?}",
			    "command", command ? command : "",
			    "seq", (json_int_t)s->seq,
			    "status", status == PD_EXIT_USAGE ? "error" : "ok",
			    "exit", status, "result", s->json);
		}
		if (doc != NULL) {
			text = json_dumps(doc, JSON_INDENT(2) |
			    JSON_PRESERVE_ORDER);
			if (text != NULL) {
				fputs(text, stdout);
				fputc('\n', stdout);
				free(text);
			}
			json_decref(doc);
		} else if (s->out.len > 0)
			fputs(s->out.data, stdout);
	} else
		fputs(s->out.data, stdout);
	fflush(stdout);
	buf_reset(&s->out);
	if (s->json != NULL) {
		json_decref(s->json);
		s->json = NULL;
	}
}
