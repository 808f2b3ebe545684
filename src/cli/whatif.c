/*
 * whatif: the change list, its replay on a clone of the loaded model, the
 * hypothetical marking of findings and the shared instance/task lookups
 * (see whatif.h). It never talks to AWS and never changes the model as
 * loaded (s->base); it does not print results (the commands do).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checks/runbook.h"
#include "cli/cmd.h"
#include "cli/session.h"
#include "cli/whatif.h"
#include "model/model.h"
#include "report/report.h"
#include "util/arena.h"
#include "util/diag.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define WHATIF_GPU_DRIVER	"ecs.capability.gpu-driver-version"
#define WHATIF_GPU_DRIVER_NAMED	"ecs.capability.nvidia-driver-version."

struct whatif *
whatif_new(void)
{
	return xcalloc(1, sizeof(struct whatif));
}

void
whatif_clear(struct whatif *w)
{
	size_t i;

	for (i = 0; i < w->n; i++)
		free(w->v[i].arg);
	free(w->v);
	w->v = NULL;
	w->n = 0;
}

void
whatif_free(struct whatif *w)
{
	if (w == NULL)
		return;
	whatif_clear(w);
	free(w);
}

/* Kinds of which only one change is kept (the last one typed wins). */
static bool
replaces(const struct whatif_change *c, enum whatif_kind kind,
    const char *arg)
{
	if (c->kind != kind)
		return false;
	switch (kind) {
	case WHATIF_MEMORY:
	case WHATIF_CPU:
	case WHATIF_GPU:
	case WHATIF_NETWORK:
		return true;
	case WHATIF_DRAIN:
	case WHATIF_STOP:
	case WHATIF_REGISTER_GPUS:
		return strcmp(c->arg, arg) == 0;
	case WHATIF_CONSTRAINT:
		return false;
	}
	return false;
}

size_t
whatif_add(struct whatif *w, enum whatif_kind kind, const char *arg, long n)
{
	size_t i;

	for (i = 0; i < w->n; i++) {
		if (replaces(&w->v[i], kind, arg)) {
			free(w->v[i].arg);
			w->v[i].arg = xstrdup(arg);
			w->v[i].n = n;
			return i;
		}
	}
	w->v = xreallocarray(w->v, w->n + 1, sizeof(*w->v));
	w->v[w->n].kind = kind;
	w->v[w->n].arg = xstrdup(arg);
	w->v[w->n].n = n;
	return w->n++;
}

int
whatif_remove(struct whatif *w, size_t i)
{
	if (i >= w->n)
		return -1;
	free(w->v[i].arg);
	memmove(&w->v[i], &w->v[i + 1], (w->n - i - 1) * sizeof(*w->v));
	w->n--;
	return 0;
}

void
whatif_describe(const struct whatif_change *c, struct buf *out)
{
	switch (c->kind) {
	case WHATIF_MEMORY:
		buf_addf(out, "set memory %s", c->arg);
		break;
	case WHATIF_CPU:
		buf_addf(out, "set cpu %s", c->arg);
		break;
	case WHATIF_GPU:
		buf_addf(out, "set gpu %s", c->arg);
		break;
	case WHATIF_NETWORK:
		buf_addf(out, "set network %s", c->arg);
		break;
	case WHATIF_CONSTRAINT:
		buf_addf(out, "set constraint '%s'", c->arg);
		break;
	case WHATIF_DRAIN:
		buf_addf(out, "drain %s", c->arg);
		break;
	case WHATIF_STOP:
		buf_addf(out, "stop %s", c->arg);
		break;
	case WHATIF_REGISTER_GPUS:
		buf_addf(out, "register-gpus %s %ld", c->arg, c->n);
		break;
	}
}

static bool
whole_number(const char *s, long lo, long hi, long *out)
{
	char *end;
	long v;

	if (*s < '0' || *s > '9')
		return false;
	v = strtol(s, &end, 10);
	if (*end != '\0' || v < lo || v > hi)
		return false;
	if (out != NULL)
		*out = v;
	return true;
}

int
whatif_validate(enum whatif_kind kind, const char *arg, long n)
{
	static const char *const fractions[] = { "0.125", "0.25", "0.5" };
	static const char *const modes[] = { "awsvpc", "bridge", "host",
	    "none" };
	size_t i;

	switch (kind) {
	case WHATIF_MEMORY:
		if (!whole_number(arg, 1, 16777216, NULL))
			return error("memory takes a whole number of MiB "
			    "(1 to 16777216), not '%s'", arg);
		return 0;
	case WHATIF_CPU:
		if (!whole_number(arg, 1, 1048576, NULL))
			return error("cpu takes a whole number of CPU units "
			    "(1024 = 1 vCPU), not '%s'", arg);
		return 0;
	case WHATIF_GPU:
		if (whole_number(arg, 0, 1024, NULL) ||
		    strcmp(arg, "ALL") == 0)
			return 0;
		for (i = 0; i < sizeof(fractions) / sizeof(fractions[0]); i++)
			if (strcmp(arg, fractions[i]) == 0)
				return 0;
		return error("gpu takes a whole number, ALL, 0.125, 0.25 or "
		    "0.5 (0 removes the GPU request), not '%s'", arg);
	case WHATIF_NETWORK:
		for (i = 0; i < sizeof(modes) / sizeof(modes[0]); i++)
			if (strcmp(arg, modes[i]) == 0)
				return 0;
		return error("network takes awsvpc, bridge, host or none, not "
		    "'%s'", arg);
	case WHATIF_CONSTRAINT:
		if (arg[0] == '\0')
			return error("constraint takes a memberOf expression");
		return 0;
	case WHATIF_REGISTER_GPUS:
		if (n < 0 || n > 64)
			return error("register-gpus takes 0 to 64 GPUs");
		return 0;
	case WHATIF_DRAIN:
	case WHATIF_STOP:
		return 0;
	}
	return 0;
}

/* ---- lookups ---- */

static bool
has_prefix(const char *s, const char *p, size_t plen)
{
	return s != NULL && strncmp(s, p, plen) == 0;
}

struct instance *
whatif_find_instance(const struct model *m, const char *key, bool *ambiguous)
{
	struct instance *hit;
	size_t i, len = strlen(key), nhit = 0;

	if (ambiguous != NULL)
		*ambiguous = false;
	if (len == 0)
		return NULL;
	hit = model_find_instance(m, key);
	if (hit != NULL)
		return hit;
	for (i = 0; i < m->ninstances; i++) {
		struct instance *in = &m->instances[i];

		if (has_prefix(in->ec2_id, key, len) ||
		    has_prefix(in->id, key, len) ||
		    has_prefix(in->arn, key, len)) {
			hit = in;
			nhit++;
		}
	}
	if (nhit > 1) {
		if (ambiguous != NULL)
			*ambiguous = true;
		return NULL;
	}
	return hit;
}

struct task *
whatif_find_task(const struct model *m, const char *key, bool *ambiguous)
{
	struct task *hit;
	size_t i, len = strlen(key), nhit = 0;

	if (ambiguous != NULL)
		*ambiguous = false;
	if (len == 0)
		return NULL;
	hit = model_find_task(m, key);
	if (hit != NULL)
		return hit;
	for (i = 0; i < m->ntasks; i++) {
		if (has_prefix(m->tasks[i].id, key, len) ||
		    has_prefix(m->tasks[i].arn, key, len)) {
			hit = &m->tasks[i];
			nhit++;
		}
	}
	if (nhit > 1) {
		if (ambiguous != NULL)
			*ambiguous = true;
		return NULL;
	}
	return hit;
}

/* ---- applying changes to a clone ---- */

static struct container_def *
gpu_container(struct taskdef *td, struct resreq **req)
{
	size_t i, j;

	*req = NULL;
	for (i = 0; i < td->ncontainers; i++)
		for (j = 0; j < td->containers[i].nreqs; j++)
			if (td->containers[i].reqs[j].type != NULL &&
			    strcmp(td->containers[i].reqs[j].type,
			    "GPU") == 0) {
				*req = &td->containers[i].reqs[j];
				return &td->containers[i];
			}
	for (i = 0; i < td->ncontainers; i++)
		if (td->containers[i].essential != 0)
			return &td->containers[i];
	return td->ncontainers > 0 ? &td->containers[0] : NULL;
}

static void
remove_gpu_reqs(struct container_def *cd)
{
	size_t i, n = 0;

	for (i = 0; i < cd->nreqs; i++)
		if (cd->reqs[i].type == NULL ||
		    strcmp(cd->reqs[i].type, "GPU") != 0)
			cd->reqs[n++] = cd->reqs[i];
	cd->nreqs = n;
}

static int
apply_gpu(struct model *c, struct taskdef *td, const char *value)
{
	struct container_def *cd;
	struct resreq *req, *v;
	size_t i;

	if (strcmp(value, "0") == 0) {
		for (i = 0; i < td->ncontainers; i++)
			remove_gpu_reqs(&td->containers[i]);
		return 0;
	}
	cd = gpu_container(td, &req);
	if (cd == NULL)
		return error("set gpu: the task definition has no container");
	if (req != NULL) {
		req->value = model_strdup(c, value);
		return 0;
	}
	v = arena_array(c->arena, cd->nreqs + 1, sizeof(*v));
	if (cd->nreqs > 0)
		memcpy(v, cd->reqs, cd->nreqs * sizeof(*v));
	v[cd->nreqs].type = model_strdup(c, "GPU");
	v[cd->nreqs].value = model_strdup(c, value);
	v[cd->nreqs].index = (int)cd->nreqs;
	cd->reqs = v;
	cd->nreqs++;
	return 0;
}

/* The named resource of r, appended (zeroed) when it is absent. */
static struct resource *
res_get(struct model *c, struct resources *r, const char *name)
{
	struct resource *v;
	size_t i;

	for (i = 0; i < r->n; i++)
		if (r->v[i].name != NULL && strcmp(r->v[i].name, name) == 0)
			return &r->v[i];
	v = arena_array(c->arena, r->n + 1, sizeof(*v));
	if (r->n > 0)
		memcpy(v, r->v, r->n * sizeof(*v));
	memset(&v[r->n], 0, sizeof(v[r->n]));
	v[r->n].name = model_strdup(c, name);
	v[r->n].index = (int)r->n;
	r->v = v;
	r->present = true;
	return &v[r->n++];
}

static void
set_gpu_ids(struct resource *res, const char **ids, size_t n)
{
	res->type = RES_STRINGSET;
	res->set = ids;
	res->nset = n;
	res->ival = (int64_t)n;
}

static void
add_attr(struct model *c, struct instance *in, const char *name,
    const char *value)
{
	struct attribute *v;

	if (model_attr(in, name) != NULL)
		return;
	v = arena_array(c->arena, in->nattrs + 1, sizeof(*v));
	if (in->nattrs > 0)
		memcpy(v, in->attrs, in->nattrs * sizeof(*v));
	v[in->nattrs].name = model_strdup(c, name);
	v[in->nattrs].value = model_strdup(c, value);
	v[in->nattrs].index = (int)in->nattrs;
	in->attrs = v;
	in->nattrs++;
	in->attrs_present = true;
}

/* A driver version some other instance reports, so checks see a real one. */
static const char *
known_driver(const struct model *c)
{
	const char *v;
	size_t i;

	for (i = 0; i < c->ninstances; i++) {
		v = model_attr_value(&c->instances[i], WHATIF_GPU_DRIVER);
		if (v != NULL)
			return v;
	}
	return "535.183.01";
}

static void
apply_register_gpus(struct model *c, struct instance *in, long n)
{
	const char **ids;
	const char *drv;
	size_t i;

	ids = arena_array(c->arena, n > 0 ? (size_t)n : 1, sizeof(*ids));
	for (i = 0; i < (size_t)n; i++)
		ids[i] = arena_printf(c->arena, "GPU-whatif-%zu", i);
	set_gpu_ids(res_get(c, &in->registered, "GPU"), ids, (size_t)n);
	set_gpu_ids(res_get(c, &in->remaining, "GPU"), ids, (size_t)n);
	if (n > 0) {
		drv = known_driver(c);
		add_attr(c, in, WHATIF_GPU_DRIVER, drv);
		add_attr(c, in, arena_printf(c->arena, "%s%s",
		    WHATIF_GPU_DRIVER_NAMED, drv), NULL);
	}
}

static void
give_back_int(struct model *c, struct instance *in, const char *name,
    int amount)
{
	struct resource *r;

	if (amount <= 0 || !in->remaining.present)
		return;
	r = res_get(c, &in->remaining, name);
	if (r->type == RES_NONE)
		r->type = RES_INTEGER;
	if (r->type == RES_DOUBLE)
		r->dval += amount;
	else
		r->ival += amount;
}

static void
give_back_gpus(struct model *c, struct instance *in, const struct task *t)
{
	struct resource *r;
	const char **v;
	size_t i, j, k, n = 0;

	for (i = 0; i < t->ncontainers; i++)
		n += t->containers[i].ngpu_ids;
	if (n == 0 || !in->remaining.present)
		return;
	r = res_get(c, &in->remaining, "GPU");
	/* ECS drops an empty GPU set from remainingResources: recreate it. */
	if (r->type == RES_NONE && model_res(&in->registered, "GPU") != NULL &&
	    model_res(&in->registered, "GPU")->type == RES_STRINGSET)
		r->type = RES_STRINGSET;
	if (r->type != RES_STRINGSET) {
		if (r->type == RES_NONE)
			r->type = RES_INTEGER;
		r->ival += (int64_t)n;
		return;
	}
	v = arena_array(c->arena, r->nset + n, sizeof(*v));
	if (r->nset > 0)
		memcpy(v, r->set, r->nset * sizeof(*v));
	k = r->nset;
	for (i = 0; i < t->ncontainers; i++)
		for (j = 0; j < t->containers[i].ngpu_ids; j++) {
			const char *id = t->containers[i].gpu_ids[j];
			size_t q;

			for (q = 0; q < k; q++)
				if (strcmp(v[q], id) == 0)
					break;
			if (q == k)
				v[k++] = id;
		}
	r->set = v;
	r->nset = k;
	r->ival = (int64_t)k;
}

/* A task-level size written as a plain number, else fallback. */
static int
plain_int(const char *s, int fallback)
{
	long v;

	if (s == NULL || !whole_number(s, 1, 16777216, &v))
		return fallback;
	return (int)v;
}

/*
 * What the task reserves: its own task-level numbers when describe-tasks
 * gave them, else its task definition's (task level wins, else the sum of
 * the containers, memoryReservation before memory).
 */
static void
task_reservation(const struct model *c, const struct task *t, int *cpu,
    int *mem)
{
	const struct taskdef *td;
	size_t i;
	int sc = 0, sm = 0;

	*cpu = t->cpu;
	*mem = t->memory;
	if (*cpu >= 0 && *mem >= 0)
		return;
	td = t->taskdef_arn != NULL ? model_find_taskdef(c, t->taskdef_arn) :
	    NULL;
	if (td == NULL)
		return;
	for (i = 0; i < td->ncontainers; i++) {
		const struct container_def *cd = &td->containers[i];

		sc += cd->cpu > 0 ? cd->cpu : 0;
		sm += cd->memory_reservation > 0 ? cd->memory_reservation :
		    cd->memory > 0 ? cd->memory : 0;
	}
	if (*cpu < 0)
		*cpu = plain_int(td->cpu, sc);
	if (*mem < 0)
		*mem = plain_int(td->memory, sm);
}

static void
apply_stop(struct model *c, struct task *t)
{
	struct instance *in = t->instance;
	bool was_running;
	size_t i;
	int cpu, mem;

	was_running = t->last_status == NULL ||
	    strcmp(t->last_status, "STOPPED") != 0;
	t->desired_status = model_strdup(c, "STOPPED");
	t->last_status = model_strdup(c, "STOPPED");
	for (i = 0; i < t->ncontainers; i++)
		t->containers[i].last_status = t->last_status;
	if (in == NULL || !was_running)
		return;
	give_back_gpus(c, in, t);
	task_reservation(c, t, &cpu, &mem);
	give_back_int(c, in, "CPU", cpu);
	give_back_int(c, in, "MEMORY", mem);
	if (in->running_tasks > 0)
		in->running_tasks--;
}

/* Point tout at the clone's copies of what t points at in base. */
static int
retarget(const struct model *base, struct model *c, const struct target *t,
    struct target *tout, struct taskdef **td)
{
	size_t i;

	memset(tout, 0, sizeof(*tout));
	*td = NULL;
	tout->cluster = model_strdup(c, t->cluster);
	tout->region = model_strdup(c, t->region);
	for (i = 0; i < base->ntaskdefs; i++)
		if (&base->taskdefs[i] == t->taskdef)
			*td = &c->taskdefs[i];
	for (i = 0; i < base->nservices && t->service != NULL; i++)
		if (&base->services[i] == t->service)
			tout->service = &c->services[i];
	for (i = 0; i < base->ntasks && t->task != NULL; i++)
		if (&base->tasks[i] == t->task)
			tout->task = &c->tasks[i];
	if (*td == NULL)
		return error("what-if: the target's task definition is not "
		    "one of the bundle's");
	tout->taskdef = *td;
	return 0;
}

struct model *
whatif_apply(struct whatif *w, const struct model *base,
    const struct target *t, struct target *tout)
{
	struct model *c;
	struct taskdef *td;
	struct instance *in;
	struct task *tk;
	const char **cons;
	size_t i, ncons = 0;
	bool amb;

	/*
	 * base (the session's model as loaded) outlives every copy. Changes
	 * to the task definition alone need no copy of the instances and
	 * tasks: a view shares them (a large cluster's what-if stays fast).
	 */
	for (i = 0; i < w->n; i++)
		if (w->v[i].kind == WHATIF_DRAIN ||
		    w->v[i].kind == WHATIF_STOP ||
		    w->v[i].kind == WHATIF_REGISTER_GPUS)
			break;
	c = i < w->n ? model_clone_borrowing(base) :
	    model_view_taskdefs(base);
	if (retarget(base, c, t, tout, &td) < 0)
		goto fail;
	cons = arena_array(c->arena, t->nconstraints + w->n + 1,
	    sizeof(*cons));
	for (i = 0; i < t->nconstraints; i++)
		cons[ncons++] = model_strdup(c, t->constraints[i]);
	for (i = 0; i < w->n; i++) {
		const struct whatif_change *ch = &w->v[i];

		switch (ch->kind) {
		case WHATIF_MEMORY:
			td->memory = model_strdup(c, ch->arg);
			break;
		case WHATIF_CPU:
			td->cpu = model_strdup(c, ch->arg);
			break;
		case WHATIF_GPU:
			if (apply_gpu(c, td, ch->arg) < 0)
				goto fail;
			break;
		case WHATIF_NETWORK:
			td->network_mode = model_strdup(c, ch->arg);
			break;
		case WHATIF_CONSTRAINT:
			cons[ncons++] = model_strdup(c, ch->arg);
			break;
		case WHATIF_DRAIN:
		case WHATIF_REGISTER_GPUS:
			in = whatif_find_instance(c, ch->arg, &amb);
			if (in == NULL) {
				error("%s instance '%s' in the bundle",
				    amb ? "more than one" : "no", ch->arg);
				goto fail;
			}
			if (ch->kind == WHATIF_DRAIN)
				in->status = model_strdup(c, "DRAINING");
			else
				apply_register_gpus(c, in, ch->n);
			break;
		case WHATIF_STOP:
			tk = whatif_find_task(c, ch->arg, &amb);
			if (tk == NULL) {
				error("%s task '%s' in the bundle",
				    amb ? "more than one" : "no", ch->arg);
				goto fail;
			}
			apply_stop(c, tk);
			break;
		}
	}
	tout->constraints = cons;
	tout->nconstraints = ncons;
	return c;
fail:
	model_free(c);
	return NULL;
}

/* ---- marking the report ---- */

static void
add_name(const char ***v, size_t *n, const char *name)
{
	if (name == NULL)
		return;
	*v = xreallocarray(*v, *n + 1, sizeof(**v));
	(*v)[(*n)++] = name;
}

void
whatif_mark(const struct whatif *w, const struct model *m, struct report *r)
{
	bool step[REPORT_NSTEPS] = { false };
	const char **names = NULL;
	const struct instance *in;
	const struct task *tk;
	struct buf b = BUF_INIT;
	size_t i, j, nnames = 0;

	r->changes = xcalloc(w->n > 0 ? w->n : 1, sizeof(*r->changes));
	r->nchanges = w->n;
	for (i = 0; i < w->n; i++) {
		const struct whatif_change *ch = &w->v[i];

		buf_reset(&b);
		whatif_describe(ch, &b);
		r->changes[i] = xstrdup(b.data);
		switch (ch->kind) {
		case WHATIF_GPU:
			step[0] = step[1] = step[2] = step[3] = true;
			break;
		case WHATIF_MEMORY:
		case WHATIF_CPU:
		case WHATIF_NETWORK:
			step[0] = step[3] = true;
			break;
		case WHATIF_CONSTRAINT:
			step[4] = true;
			break;
		case WHATIF_DRAIN:
		case WHATIF_REGISTER_GPUS:
			in = whatif_find_instance(m, ch->arg, NULL);
			if (in != NULL)
				add_name(&names, &nnames,
				    model_instance_name(in));
			break;
		case WHATIF_STOP:
			tk = whatif_find_task(m, ch->arg, NULL);
			if (tk != NULL && tk->instance != NULL)
				add_name(&names, &nnames,
				    model_instance_name(tk->instance));
			break;
		}
	}
	buf_free(&b);
	for (i = 0; i < r->nfindings; i++) {
		struct finding *f = &r->findings[i];

		if (f->step >= 0 && f->step < REPORT_NSTEPS && step[f->step])
			f->hypothetical = true;
		for (j = 0; j < nnames && f->instance != NULL; j++)
			if (strcmp(f->instance, names[j]) == 0)
				f->hypothetical = true;
	}
	free(names);
}

/* ---- the session side ---- */

int
whatif_rerun(struct session *s)
{
	struct model *base, *m, *old;
	struct target tb, tn;
	struct diag d;
	size_t n;

	if (session_need(s, CMD_NEEDS_TARGET) < 0)
		return -1;
	base = s->base != NULL ? s->base : s->model;
	diag_init(&d);
	if (model_resolve_target(base, &s->o.req, &tb, &d) < 0) {
		diag_print(&d);
		diag_clear(&d);
		return -1;
	}
	diag_clear(&d);
	n = s->whatif != NULL ? s->whatif->n : 0;
	if (n == 0) {
		m = base;
		tn = tb;
	} else {
		m = whatif_apply(s->whatif, base, &tb, &tn);
		if (m == NULL)
			return -1;
	}
	old = s->base != NULL ? s->model : NULL;
	s->base = n == 0 ? NULL : base;
	s->model = m;
	s->target = tn;
	s->have_target = true;
	session_rerun(s);
	if (n > 0)
		whatif_mark(s->whatif, m, &s->report);
	if (old != NULL && old != m)
		model_free(old);
	return 0;
}

void
whatif_verdict_line(const struct report *r, struct buf *out)
{
	const struct verdict *v = &r->verdict;
	size_t i;

	switch (v->kind) {
	case VERDICT_PLACEABLE:
		buf_adds(out, "placeable");
		for (i = 0; i < v->nplaceable_on && i < 3; i++)
			buf_addf(out, "%s%s", i ? ", " : " on ",
			    v->placeable_on[i]);
		if (v->nplaceable_on > 3)
			buf_addf(out, " and %zu more", v->nplaceable_on - 3);
		break;
	case VERDICT_BLOCKED:
		buf_adds(out, "blocked");
		if (v->cause[0] != '\0')
			buf_addf(out, " (%s)", v->cause);
		break;
	case VERDICT_INCONCLUSIVE:
		buf_adds(out, "inconclusive");
		if (v->cause[0] != '\0')
			buf_addf(out, " (%s)", v->cause);
		break;
	}
}
