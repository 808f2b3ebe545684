/*
 * why: one instance through every check: its status at each step, every
 * finding about it (and the task-level ones) in step order with evidence,
 * and what would be needed for the task to fit there. It reads the
 * report; it does not run checks itself.
 */
#include <jansson.h>
#include <string.h>

#include "cli/cmd.h"
#include "cli/session.h"
#include "cli/whatif.h"
#include "report/report.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/banned.h"

static bool
about(const struct finding *f, const char *name)
{
	return f->instance != NULL && strcmp(f->instance, name) == 0;
}

static const struct inst_result *
result_of(const struct report *r, const struct instance *in)
{
	size_t i;

	for (i = 0; i < r->ninsts; i++)
		if (r->insts[i].inst == in)
			return &r->insts[i];
	return NULL;
}

static json_t *
finding_json(const struct finding *f)
{
	json_t *ev = json_array(), *fix = json_array();
	size_t i;

	for (i = 0; i < f->nev; i++)
		json_array_append_new(ev, json_pack("{s:s, s:s}", "source",
		    f->ev[i].source, "pointer", f->ev[i].pointer));
	for (i = 0; i < f->nfix; i++)
		json_array_append_new(fix, json_pack("{s:s, s:s}", "kind",
		    f->fix[i].kind, "text", f->fix[i].text));
	return json_pack("{s:s, s:s, s:i, s:s?, s:s, s:o, s:o, s:b}",
	    "code", f->code, "severity", severity_name(f->sev), "step",
	    f->step, "instance", f->instance, "message", f->message,
	    "evidence", ev, "fix", fix, "hypothetical", f->hypothetical);
}

static void
finding_text(struct session *s, const struct finding *f, bool task_level)
{
	size_t i;

	out_printf(s, "      %s%s%s %s: %s\n", f->hypothetical ?
	    "[what-if] " : "", task_level ? "(task) " : "", f->code,
	    severity_name(f->sev), f->message);
	for (i = 0; i < f->nev; i++)
		out_printf(s, "        evidence: %s%s%s\n", f->ev[i].source,
		    f->ev[i].pointer[0] ? "#" : "", f->ev[i].pointer);
}

static void
needed_text(struct session *s, const struct finding *f)
{
	const char *t, *nl;

	if (f->nfix == 0) {
		out_printf(s, "  - %s: %s\n", f->code, f->message);
		return;
	}
	t = f->fix[0].text;
	nl = strchr(t, '\n');
	out_printf(s, "  - %s: %s%s%.*s%s\n", f->code,
	    strcmp(f->fix[0].kind, "note") == 0 ? "" : f->fix[0].kind,
	    strcmp(f->fix[0].kind, "note") == 0 ? "" : ": ",
	    nl != NULL ? (int)(nl - t) : (int)strlen(t), t,
	    nl != NULL || f->nfix > 1 ? " ... (see 'fix' or 'show finding')" :
	    "");
}

/* An earlier finding for the same instance with the same code and fix. */
static bool
said_before(const struct report *r, size_t i, const char *name)
{
	const struct finding *f = &r->findings[i], *g;
	size_t k;

	for (k = 0; k < i; k++) {
		g = &r->findings[k];
		if (strcmp(g->code, f->code) != 0 || g->sev != SEV_ERROR ||
		    !(about(g, name) || g->instance == NULL))
			continue;
		if (g->nfix == f->nfix && (f->nfix == 0 ||
		    strcmp(g->fix[0].text, f->fix[0].text) == 0))
			return true;
	}
	return false;
}

static int
run_why(struct session *s, int argc, char **argv)
{
	const struct report *r = &s->report;
	const struct inst_result *ir;
	const struct instance *in;
	const char *name, *type;
	json_t *steps = NULL, *need = NULL, *fs;
	size_t i, nneed = 0;
	bool amb;
	int st;

	(void)argc;
	in = whatif_find_instance(s->model, argv[1], &amb);
	if (in == NULL) {
		error("%s instance '%s' in the bundle%s", amb ?
		    "more than one" : "no", argv[1], amb ?
		    " (give more of the id)" : " (see 'instances')");
		return PD_EXIT_USAGE;
	}
	name = model_instance_name(in);
	type = model_attr_value(in, "ecs.instance-type");
	ir = result_of(r, in);
	if (s->fmt == FMT_JSON) {
		steps = json_array();
		need = json_array();
	} else
		out_printf(s, "%s (%s, %s, %s, agent %s)\n", name,
		    type ? type : "type unknown", in->id ? in->id : "?",
		    in->status ? in->status : "status unknown",
		    in->agent_connected == 1 ? "connected" :
		    in->agent_connected == 0 ? "disconnected" : "unknown");
	for (st = 0; st < REPORT_NSTEPS; st++) {
		enum step_status ss = ir ? ir->step[st] : STEP_NOT_RUN;

		fs = steps != NULL ? json_array() : NULL;
		if (fs == NULL)
			out_printf(s, "  step %d %-26s %s\n", st,
			    report_step_names[st], step_status_name(ss));
		for (i = 0; i < r->nfindings; i++) {
			const struct finding *f = &r->findings[i];
			bool task_level = f->instance == NULL;

			if (f->step != st || (!about(f, name) && !task_level))
				continue;
			/* Task-level findings matter only when they block. */
			if (task_level && f->sev != SEV_ERROR &&
			    f->sev != SEV_INCONCLUSIVE)
				continue;
			if (fs != NULL)
				json_array_append_new(fs, finding_json(f));
			else
				finding_text(s, f, task_level);
			if (f->sev == SEV_ERROR) {
				nneed++;
				if (need != NULL)
					json_array_append_new(need,
					    finding_json(f));
			}
		}
		if (steps != NULL)
			json_array_append_new(steps, json_pack("{s:i, s:s, "
			    "s:s, s:o}", "step", st, "name",
			    report_step_names[st], "status",
			    step_status_name(ss), "findings", fs));
	}
	if (s->fmt == FMT_JSON) {
		out_json(s, json_pack("{s:s, s:s?, s:s?, s:s?, s:s?, s:o?, "
		    "s:o, s:o}", "instance", name, "container_instance", in->id,
		    "ec2_instance_id", in->ec2_id, "instance_type", type,
		    "status", in->status, "excluded_at", ir != NULL &&
		    ir->excluded_at >= 0 ? json_integer(ir->excluded_at) :
		    NULL, "steps", steps, "needed", need));
		return PD_EXIT_OK;
	}
	if (ir == NULL)
		out_printf(s, "not evaluated by the runbook\n");
	else if (ir->excluded_at < 0)
		out_printf(s, "candidate: the task fits on %s%s\n", name,
		    r->nchanges > 0 ? " (with the what-if changes)" : "");
	else
		out_printf(s, "excluded at step %d (%s)\n", ir->excluded_at,
		    report_step_names[ir->excluded_at]);
	if (nneed == 0)
		return PD_EXIT_OK;
	out_printf(s, "needed for the task to fit on %s:\n", name);
	for (st = 0; st < REPORT_NSTEPS; st++)
		for (i = 0; i < r->nfindings; i++) {
			const struct finding *f = &r->findings[i];

			if (f->step == st && f->sev == SEV_ERROR &&
			    (about(f, name) || f->instance == NULL) &&
			    !said_before(r, i, name))
				needed_text(s, f);
		}
	return PD_EXIT_OK;
}

const struct cmd_def cmd_why = {
	.name = "why",
	.usage = "INSTANCE",
	.summary = "one instance through every check, with evidence",
	.help = "Shows one instance (EC2 id, container-instance id or ARN, or "
	    "a unique prefix) through every step: its status at each step, "
	    "every finding about it in step order with the evidence, the "
	    "task-level findings that block it, and what would be needed for "
	    "the task to fit there.",
	.min_args = 1,
	.max_args = 1,
	.needs = CMD_NEEDS_REPORT,
	.modes = CMD_MODE_ALL,
	.run = run_why,
};
