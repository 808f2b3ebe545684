/*
 * json: the provdoc.report/v1 renderer (jansson). Every documented key is
 * always present, null when unknown, in a fixed insertion order; the
 * document is dumped with JSON_INDENT(2) | JSON_PRESERVE_ORDER and ends in
 * a newline. The key-by-key schema is in provdoc(1), OUTPUT. It neither
 * colours nor wraps, and has no time field of its own.
 */
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "report/render-int.h"
#include "report/render.h"
#include "util/xmalloc.h"
#include "util/banned.h"

/*
 * A JSON string for s, null for NULL. Bytes that are not UTF-8 (a bundle
 * can hold anything) become '?', so the document is always valid.
 */
static json_t *
jstr(const char *s)
{
	json_t *j;
	char *copy;
	size_t i;

	if (s == NULL)
		return json_null();
	j = json_string(s);
	if (j != NULL)
		return j;
	copy = xstrdup(s);
	for (i = 0; copy[i] != '\0'; i++)
		if ((unsigned char)copy[i] >= 0x80)
			copy[i] = '?';
	j = json_string(copy);
	free(copy);
	return j;
}

/* A code field: null for "". */
static json_t *
jcode(const char *code)
{
	return code[0] != '\0' ? jstr(code) : json_null();
}

static json_t *
jint(size_t n)
{
	return json_integer((json_int_t)n);
}

static void
set(json_t *o, const char *key, json_t *v)
{
	json_object_set_new(o, key, v);
}

static json_t *
jevidence(const char *source, const char *pointer)
{
	json_t *o;

	if (source == NULL)
		return json_null();
	o = json_object();
	set(o, "source", jstr(source));
	set(o, "pointer", jstr(pointer ? pointer : ""));
	return o;
}

static json_t *
jfix(const struct fix_step *f, size_t n)
{
	json_t *a = json_array();
	size_t i;

	for (i = 0; i < n; i++) {
		json_t *o = json_object();

		set(o, "kind", jstr(f[i].kind));
		set(o, "text", jstr(f[i].text));
		json_array_append_new(a, o);
	}
	return a;
}

static json_t *
jstrv(char *const *v, size_t n)
{
	json_t *a = json_array();
	size_t i;

	for (i = 0; i < n; i++)
		json_array_append_new(a, jstr(v[i]));
	return a;
}

static json_t *
target(const struct report_target *t)
{
	json_t *o = json_object();

	set(o, "cluster", jstr(t->cluster));
	set(o, "service", jstr(t->service));
	set(o, "task_definition", jstr(t->task_definition));
	set(o, "task", jstr(t->task));
	set(o, "region", jstr(t->region));
	set(o, "source", jstr(t->source));
	return o;
}

static json_t *
steps(const struct report *r)
{
	json_t *a = json_array();
	int s;

	for (s = 0; s < REPORT_NSTEPS; s++) {
		const struct step_result *st = &r->steps[s];
		json_t *o = json_object();

		set(o, "step", json_integer(s));
		set(o, "name", jstr(report_step_names[s]));
		set(o, "status", jstr(render_status_word(st->status)));
		set(o, "candidates_in", jint(st->in));
		set(o, "candidates_out", jint(st->out));
		set(o, "unknown", jint(st->unknown));
		set(o, "note", jstr(render_step_note(st)));
		json_array_append_new(a, o);
	}
	return a;
}

static json_t *
instances(const struct render_ctx *c)
{
	const struct report *r = c->r;
	json_t *a = json_array();
	size_t i, k, n;
	int s;

	for (i = 0; i < r->ninsts; i++) {
		const struct inst_result *ir = &r->insts[i];
		json_t *o = json_object(), *st = json_array(), *fs;
		const size_t *v;

		set(o, "instance", jstr(render_inst_name(ir)));
		set(o, "container_instance", jstr(render_inst_id(ir)));
		set(o, "ec2_instance_id", ir->inst ? jstr(ir->inst->ec2_id) :
		    json_null());
		set(o, "instance_type", jstr(render_inst_type(ir)));
		for (s = 0; s < REPORT_NSTEPS; s++)
			json_array_append_new(st,
			    jstr(render_status_word(ir->step[s])));
		set(o, "steps", st);
		set(o, "excluded_at", ir->excluded_at >= 0 ?
		    json_integer(ir->excluded_at) : json_null());
		fs = json_array();
		n = render_bucket(c, i, &v);
		for (k = 0; k < n; k++)
			json_array_append_new(fs,
			    jstr(r->findings[v[k]].code));
		set(o, "findings", fs);
		json_array_append_new(a, o);
	}
	return a;
}

static json_t *
findings(const struct report *r)
{
	json_t *a = json_array();
	size_t i, k;

	for (i = 0; i < r->nfindings; i++) {
		const struct finding *f = &r->findings[i];
		json_t *o = json_object(), *ev = json_array();

		set(o, "code", jstr(f->code));
		set(o, "severity", jstr(severity_name(f->sev)));
		set(o, "step", json_integer(f->step));
		set(o, "instance", jstr(f->instance));
		set(o, "message", jstr(f->message));
		for (k = 0; k < f->nev; k++)
			json_array_append_new(ev, jevidence(f->ev[k].source,
			    f->ev[k].pointer));
		set(o, "evidence", ev);
		set(o, "fix", jfix(f->fix, f->nfix));
		set(o, "hypothetical", json_boolean(f->hypothetical));
		json_array_append_new(a, o);
	}
	return a;
}

static json_t *
said(const struct report *r)
{
	json_t *a = json_array();
	size_t i;

	for (i = 0; i < r->nsaid; i++) {
		const struct ecs_said *s = &r->said[i];
		json_t *o = json_object();

		set(o, "text", jstr(s->text));
		set(o, "when", jstr(s->when));
		set(o, "instance", jstr(s->instance));
		set(o, "reason", jstr(s->reason));
		set(o, "agrees", s->agrees < 0 ? json_null() :
		    json_boolean(s->agrees > 0));
		set(o, "comment", jstr(s->comment));
		set(o, "evidence", jevidence(s->ev.source, s->ev.pointer));
		json_array_append_new(a, o);
	}
	return a;
}

static json_t *
verdict(const struct render_ctx *c)
{
	const struct report *r = c->r;
	const struct verdict *vd = &r->verdict;
	struct render_excl *ex;
	json_t *o = json_object(), *a;
	size_t i, n;

	set(o, "placeable", json_boolean(vd->kind == VERDICT_PLACEABLE));
	set(o, "status", jstr(verdict_kind_name(vd->kind)));
	set(o, "exit_status", json_integer(report_exit_status(r)));
	set(o, "cause", jcode(vd->cause));
	set(o, "summary", jstr(vd->summary));
	set(o, "candidates_left", jint(render_candidates(r)));
	set(o, "instances_total", jint(r->ninsts));
	a = json_array();
	n = render_exclusions(c, &ex);
	for (i = 0; i < n; i++) {
		json_t *e = json_object();

		set(e, "step", json_integer(ex[i].step));
		set(e, "code", jcode(ex[i].code));
		set(e, "status", jstr(render_status_word(ex[i].status)));
		set(e, "count", jint(ex[i].count));
		json_array_append_new(a, e);
	}
	free(ex);
	set(o, "exclusions", a);
	a = json_array();
	for (i = 0; i < vd->nblockers; i++) {
		json_t *b = json_object();

		set(b, "instance", jstr(vd->blockers[i].instance));
		set(b, "code", jcode(vd->blockers[i].code));
		set(b, "message", jstr(vd->blockers[i].message));
		json_array_append_new(a, b);
	}
	set(o, "blockers_after_fix", a);
	set(o, "placeable_on", jstrv(vd->placeable_on, vd->nplaceable_on));
	set(o, "next", jstrv(vd->next, vd->nnext));
	set(o, "fix", jfix(vd->fix, vd->nfix));
	return o;
}

/*
 * The whole report as one provdoc.report/v1 document (o->only_step does
 * not apply: the document is always complete). Caller json_decrefs.
 */
void *
render_json_doc(const struct report *r, const struct render_opts *o)
{
	struct render_ctx c;
	json_t *doc;

	render_ctx_init(&c, r, true);
	doc = json_object();
	set(doc, "schema", jstr(REPORT_SCHEMA));
	set(doc, "provdoc_version", jstr(o->version ? o->version :
	    PROVDOC_VERSION));
	set(doc, "target", target(&r->target));
	set(doc, "steps", steps(r));
	set(doc, "instances", instances(&c));
	set(doc, "findings", findings(r));
	set(doc, "ecs_said", said(r));
	set(doc, "verdict", verdict(&c));
	set(doc, "changes", jstrv(r->changes, r->nchanges));
	render_ctx_free(&c);
	return doc;
}

/* The document of render_json_doc, indented, into out. */
void
render_json(const struct report *r, const struct render_opts *o,
    struct buf *out)
{
	json_t *doc = render_json_doc(r, o);
	char *s;

	s = json_dumps(doc, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
	if (s != NULL) {
		buf_adds(out, s);
		buf_addc(out, '\n');
		free(s);
	}
	json_decref(doc);
}
