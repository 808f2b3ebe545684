/*
 * show: the model's details of one instance, task, task definition,
 * service or finding, as the bundle holds them (what-if changes
 * included). It only reads the model and the report.
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cmd.h"
#include "cli/session.h"
#include "cli/whatif.h"
#include "report/report.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/banned.h"

static const char *
nz(const char *s)
{
	return s != NULL ? s : "-";
}

static void
kv(struct session *s, json_t *o, const char *key, const char *val)
{
	if (o != NULL)
		json_object_set_new(o, key, val ? json_string(val) :
		    json_null());
	else
		out_printf(s, "%-22s %s\n", key, nz(val));
}

static void
kvi(struct session *s, json_t *o, const char *key, long long v)
{
	if (o != NULL)
		json_object_set_new(o, key, v < 0 ? json_null() :
		    json_integer(v));
	else if (v < 0)
		out_printf(s, "%-22s -\n", key);
	else
		out_printf(s, "%-22s %lld\n", key, v);
}

static void
resources(struct session *s, json_t *o, const char *key,
    const struct resources *r)
{
	struct buf b = BUF_INIT;
	json_t *a = o != NULL ? json_object() : NULL;
	size_t i, k;

	for (i = 0; i < r->n; i++) {
		const struct resource *x = &r->v[i];

		buf_reset(&b);
		if (x->type == RES_STRINGSET) {
			for (k = 0; k < x->nset && k < 16; k++)
				buf_addf(&b, "%s%s", k ? "," : "", x->set[k]);
			if (x->nset > 16)
				buf_addf(&b, ",... (%zu)", x->nset);
			if (x->nset == 0)
				buf_adds(&b, "(none)");
		} else if (x->type == RES_DOUBLE)
			buf_addf(&b, "%g", x->dval);
		else
			buf_addf(&b, "%lld", (long long)x->ival);
		if (a != NULL)
			json_object_set_new(a, nz(x->name),
			    json_string(b.data));
		else
			out_printf(s, "  %-20s %s\n", nz(x->name), b.data);
	}
	if (a != NULL)
		json_object_set_new(o, key, r->present ? a : json_null());
	buf_free(&b);
}

static int
show_instance(struct session *s, const char *key)
{
	const struct instance *in;
	json_t *o = s->fmt == FMT_JSON ? json_object() : NULL, *a;
	bool amb;
	size_t i;

	in = whatif_find_instance(s->model, key, &amb);
	if (in == NULL) {
		json_decref(o);
		error("%s instance '%s' in the bundle", amb ? "more than one" :
		    "no", key);
		return PD_EXIT_USAGE;
	}
	kv(s, o, "instance", model_instance_name(in));
	kv(s, o, "arn", in->arn);
	kv(s, o, "ec2_instance_id", in->ec2_id);
	kv(s, o, "instance_type", model_attr_value(in, "ecs.instance-type"));
	kv(s, o, "status", in->status);
	kv(s, o, "status_reason", in->status_reason);
	kv(s, o, "agent_connected", in->agent_connected < 0 ? NULL :
	    in->agent_connected ? "true" : "false");
	kv(s, o, "agent_version", in->agent_version);
	kv(s, o, "capacity_provider", in->capacity_provider);
	kvi(s, o, "running_tasks", in->running_tasks);
	kvi(s, o, "pending_tasks", in->pending_tasks);
	kv(s, o, "origin", in->origin.source);
	kv(s, o, "pointer", in->origin.pointer);
	if (o == NULL)
		out_printf(s, "registered resources:\n");
	resources(s, o, "registered", &in->registered);
	if (o == NULL)
		out_printf(s, "remaining resources:\n");
	resources(s, o, "remaining", &in->remaining);
	a = o != NULL ? json_object() : NULL;
	if (o == NULL)
		out_printf(s, "attributes:\n");
	for (i = 0; i < in->nattrs; i++) {
		if (a != NULL)
			json_object_set_new(a, in->attrs[i].name,
			    in->attrs[i].value ?
			    json_string(in->attrs[i].value) : json_null());
		else
			out_printf(s, "  %s%s%s\n", in->attrs[i].name,
			    in->attrs[i].value ? " = " : "",
			    in->attrs[i].value ? in->attrs[i].value : "");
	}
	if (a != NULL)
		json_object_set_new(o, "attributes", a);
	a = o != NULL ? json_array() : NULL;
	if (o == NULL && in->ntasks > 0)
		out_printf(s, "tasks:\n");
	for (i = 0; i < in->ntasks; i++) {
		const struct task *t = in->tasks[i];
		size_t k, ng = 0;

		for (k = 0; k < t->ncontainers; k++)
			ng += t->containers[k].ngpu_ids;
		if (a != NULL)
			json_array_append_new(a, json_pack("{s:s?, s:s?, s:s?, "
			    "s:I}", "task", t->id, "last_status",
			    t->last_status, "desired_status", t->desired_status,
			    "gpus", (json_int_t)ng));
		else
			out_printf(s, "  %s %s (desired %s) %zu GPU%s\n",
			    nz(t->id), nz(t->last_status),
			    nz(t->desired_status), ng, ng == 1 ? "" : "s");
	}
	if (a != NULL) {
		json_object_set_new(o, "tasks", a);
		out_json(s, o);
	}
	return PD_EXIT_OK;
}

static int
show_task(struct session *s, const char *key)
{
	const struct task *t;
	json_t *o = s->fmt == FMT_JSON ? json_object() : NULL, *a;
	struct buf b = BUF_INIT;
	bool amb;
	size_t i, k;

	t = whatif_find_task(s->model, key, &amb);
	if (t == NULL) {
		json_decref(o);
		error("%s task '%s' in the bundle", amb ? "more than one" :
		    "no", key);
		return PD_EXIT_USAGE;
	}
	kv(s, o, "task", t->id);
	kv(s, o, "arn", t->arn);
	kv(s, o, "task_definition", t->taskdef_arn);
	kv(s, o, "group", t->group);
	kv(s, o, "last_status", t->last_status);
	kv(s, o, "desired_status", t->desired_status);
	kv(s, o, "stopped_reason", t->stopped_reason);
	kv(s, o, "launch_type", t->launch_type);
	kv(s, o, "instance", t->instance ? model_instance_name(t->instance) :
	    t->instance_arn);
	kvi(s, o, "cpu", t->cpu);
	kvi(s, o, "memory", t->memory);
	kv(s, o, "origin", t->origin.source);
	kv(s, o, "pointer", t->origin.pointer);
	a = o != NULL ? json_array() : NULL;
	if (o == NULL)
		out_printf(s, "containers:\n");
	for (i = 0; i < t->ncontainers; i++) {
		const struct task_container *c = &t->containers[i];

		buf_reset(&b);
		for (k = 0; k < c->ngpu_ids; k++)
			buf_addf(&b, "%s%s", k ? "," : "", c->gpu_ids[k]);
		if (a != NULL)
			json_array_append_new(a, json_pack("{s:s?, s:s?, "
			    "s:s}", "name", c->name, "last_status",
			    c->last_status, "gpu_ids", b.data));
		else
			out_printf(s, "  %s %s%s%s\n", nz(c->name),
			    nz(c->last_status), b.len ? " gpus " : "",
			    b.data);
	}
	buf_free(&b);
	if (a != NULL) {
		json_object_set_new(o, "containers", a);
		out_json(s, o);
	}
	return PD_EXIT_OK;
}

static int
show_taskdef(struct session *s, const char *key)
{
	const struct taskdef *td = key ? model_find_taskdef(s->model, key) :
	    s->target.taskdef;
	json_t *o, *a;
	struct buf b = BUF_INIT;
	size_t i, k;

	if (td == NULL) {
		error("no task definition '%s' in the bundle", key);
		return PD_EXIT_USAGE;
	}
	o = s->fmt == FMT_JSON ? json_object() : NULL;
	kv(s, o, "family", td->family);
	kvi(s, o, "revision", td->revision);
	kv(s, o, "arn", td->arn);
	kv(s, o, "network_mode", td->network_mode);
	kv(s, o, "cpu", td->cpu);
	kv(s, o, "memory", td->memory);
	kv(s, o, "os_family", td->os_family);
	kv(s, o, "origin", td->origin.source);
	kv(s, o, "pointer", td->origin.pointer);
	a = o != NULL ? json_array() : NULL;
	if (o == NULL)
		out_printf(s, "containers:\n");
	for (i = 0; i < td->ncontainers; i++) {
		const struct container_def *c = &td->containers[i];

		buf_reset(&b);
		for (k = 0; k < c->nreqs; k++)
			buf_addf(&b, "%s%s=%s", k ? "," : "",
			    nz(c->reqs[k].type), nz(c->reqs[k].value));
		if (a != NULL)
			json_array_append_new(a, json_pack("{s:s?, s:s?, s:i, "
			    "s:i, s:i, s:s}", "name", c->name, "image",
			    c->image, "cpu", c->cpu, "memory", c->memory,
			    "memory_reservation", c->memory_reservation,
			    "resource_requirements", b.data));
		else
			out_printf(s, "  %s cpu %d memory %d reservation %d%s"
			    "%s%s\n", nz(c->name), c->cpu, c->memory,
			    c->memory_reservation, c->essential == 0 ?
			    " (not essential)" : "", b.len ? " " : "", b.data);
	}
	if (a != NULL)
		json_object_set_new(o, "containers", a);
	a = o != NULL ? json_array() : NULL;
	if (o == NULL && td->nconstraints > 0)
		out_printf(s, "constraints:\n");
	for (i = 0; i < td->nconstraints; i++) {
		if (a != NULL)
			json_array_append_new(a, json_pack("{s:s?, s:s?}",
			    "type", td->constraints[i].type, "expression",
			    td->constraints[i].expression));
		else
			out_printf(s, "  %s %s\n", nz(td->constraints[i].type),
			    nz(td->constraints[i].expression));
	}
	buf_free(&b);
	if (a != NULL) {
		json_object_set_new(o, "constraints", a);
		out_json(s, o);
	}
	return PD_EXIT_OK;
}

static int
show_service(struct session *s, const char *key)
{
	const struct service *sv = s->target.service;
	json_t *o, *a;
	size_t i;

	if (key != NULL) {
		sv = NULL;
		for (i = 0; i < s->model->nservices; i++)
			if ((s->model->services[i].name != NULL &&
			    strcmp(s->model->services[i].name, key) == 0) ||
			    (s->model->services[i].arn != NULL &&
			    strcmp(s->model->services[i].arn, key) == 0))
				sv = &s->model->services[i];
	}
	if (sv == NULL) {
		error("no service%s%s%s in the bundle", key ? " '" : "",
		    key ? key : "", key ? "'" : "");
		return PD_EXIT_USAGE;
	}
	o = s->fmt == FMT_JSON ? json_object() : NULL;
	kv(s, o, "service", sv->name);
	kv(s, o, "arn", sv->arn);
	kv(s, o, "status", sv->status);
	kv(s, o, "launch_type", sv->launch_type);
	kv(s, o, "task_definition", sv->taskdef_arn);
	kvi(s, o, "desired", sv->desired);
	kvi(s, o, "running", sv->running);
	kvi(s, o, "pending", sv->pending);
	kv(s, o, "origin", sv->origin.source);
	kv(s, o, "pointer", sv->origin.pointer);
	a = o != NULL ? json_array() : NULL;
	if (o == NULL && sv->nconstraints > 0)
		out_printf(s, "constraints:\n");
	for (i = 0; i < sv->nconstraints; i++) {
		if (a != NULL)
			json_array_append_new(a, json_pack("{s:s?, s:s?}",
			    "type", sv->constraints[i].type, "expression",
			    sv->constraints[i].expression));
		else
			out_printf(s, "  %s %s\n", nz(sv->constraints[i].type),
			    nz(sv->constraints[i].expression));
	}
	if (a != NULL)
		json_object_set_new(o, "constraints", a);
	a = o != NULL ? json_array() : NULL;
	if (o == NULL && sv->nevents > 0)
		out_printf(s, "events (newest first):\n");
	for (i = 0; i < sv->nevents && i < 10; i++) {
		if (a != NULL)
			json_array_append_new(a, json_string(
			    nz(sv->events[i].message)));
		else
			out_printf(s, "  %s\n", nz(sv->events[i].message));
	}
	if (a != NULL) {
		json_object_set_new(o, "events", a);
		out_json(s, o);
	}
	return PD_EXIT_OK;
}

static int
show_finding(struct session *s, const char *key)
{
	const struct report *r = &s->report;
	json_t *a = s->fmt == FMT_JSON ? json_array() : NULL;
	char *end;
	long idx;
	size_t i, k, n = 0;

	idx = strtol(key, &end, 10);
	for (i = 0; i < r->nfindings; i++) {
		const struct finding *f = &r->findings[i];

		if (*end == '\0' && key[0] != '\0' ?
		    (size_t)idx != i + 1 : strcmp(f->code, key) != 0)
			continue;
		n++;
		if (a != NULL) {
			json_t *ev = json_array(), *fx = json_array();

			for (k = 0; k < f->nev; k++)
				json_array_append_new(ev, json_pack("{s:s, "
				    "s:s}", "source", f->ev[k].source,
				    "pointer", f->ev[k].pointer));
			for (k = 0; k < f->nfix; k++)
				json_array_append_new(fx, json_pack("{s:s, "
				    "s:s}", "kind", f->fix[k].kind, "text",
				    f->fix[k].text));
			json_array_append_new(a, json_pack("{s:I, s:s, s:s, "
			    "s:i, s:s?, s:s, s:o, s:o, s:b}", "index",
			    (json_int_t)(i + 1), "code", f->code, "severity",
			    severity_name(f->sev), "step", f->step,
			    "instance", f->instance, "message", f->message,
			    "evidence", ev, "fix", fx, "hypothetical",
			    f->hypothetical));
			continue;
		}
		out_printf(s, "finding %zu: %s%s %s, step %d (%s)%s%s\n", i + 1,
		    f->hypothetical ? "[what-if] " : "", f->code,
		    severity_name(f->sev), f->step, f->step >= 0 &&
		    f->step < REPORT_NSTEPS ? report_step_names[f->step] : "?",
		    f->instance ? ", instance " : ", task-level",
		    f->instance ? f->instance : "");
		out_printf(s, "  %s\n", f->message);
		for (k = 0; k < f->nev; k++)
			out_printf(s, "  evidence: %s%s%s\n", f->ev[k].source,
			    f->ev[k].pointer[0] ? "#" : "", f->ev[k].pointer);
		for (k = 0; k < f->nfix; k++)
			out_printf(s, "  fix (%s):\n    %s\n", f->fix[k].kind,
			    f->fix[k].text);
	}
	if (n == 0) {
		json_decref(a);
		error("no finding '%s' (give its number, 1 to %zu, or a code)",
		    key, r->nfindings);
		return PD_EXIT_USAGE;
	}
	if (a != NULL)
		out_json(s, a);
	return PD_EXIT_OK;
}

static int
run_show(struct session *s, int argc, char **argv)
{
	const char *what = argv[1], *key = argc > 2 ? argv[2] : NULL;

	if (strcmp(what, "taskdef") == 0 ||
	    strcmp(what, "task-definition") == 0)
		return show_taskdef(s, key);
	if (strcmp(what, "service") == 0)
		return show_service(s, key);
	if (key == NULL) {
		error("show %s needs an id", what);
		return PD_EXIT_USAGE;
	}
	if (strcmp(what, "instance") == 0)
		return show_instance(s, key);
	if (strcmp(what, "task") == 0)
		return show_task(s, key);
	if (strcmp(what, "finding") == 0)
		return show_finding(s, key);
	error("show: unknown kind '%s' (instance, task, taskdef, service or "
	    "finding)", what);
	return PD_EXIT_USAGE;
}

const struct cmd_def cmd_show = {
	.name = "show",
	.usage = "instance|task|taskdef|service|finding [ID]",
	.summary = "show an instance, task, task definition, service or finding",
	.help = "Prints what the bundle holds about one entity: 'show "
	    "instance ID' (resources, attributes, tasks), 'show task ID', "
	    "'show taskdef [FAMILY[:REV]]' and 'show service [NAME]' (the "
	    "target's when omitted), 'show finding N|CODE' (by its number in "
	    "the report or by code). What-if changes in force are included.",
	.min_args = 1,
	.max_args = 2,
	.needs = CMD_NEEDS_REPORT,
	.modes = CMD_MODE_ALL,
	.run = run_show,
};
