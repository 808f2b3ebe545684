/*
 * common: helpers shared by the runbook checks (see common.h). Lookups over
 * the model, names for messages and commands, status merging, evidence.
 * It decides nothing about placement.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "checks/common.h"
#include "util/buf.h"
#include "util/xmalloc.h"
#include "util/banned.h"

bool
check_res_has(const struct resource *r, const char *s)
{
	size_t i;

	if (r == NULL || r->type != RES_STRINGSET)
		return false;
	for (i = 0; i < r->nset; i++) {
		if (r->set[i] != NULL && strcmp(r->set[i], s) == 0)
			return true;
	}
	return false;
}

const char *
check_inst_name(const struct instance *in)
{
	const char *name = model_instance_name(in);

	return name != NULL ? name : "(unnamed)";
}

const char *
check_inst_ci(const struct instance *in)
{
	const char *slash;

	if (in->id != NULL)
		return in->id;
	if (in->arn != NULL) {
		slash = strrchr(in->arn, '/');
		return slash ? slash + 1 : in->arn;
	}
	return "<container-instance-id>";
}

const char *
check_inst_type(const struct instance *in)
{
	/* Cached by model_link; a model built by hand may not have it. */
	if (in->instance_type != NULL)
		return in->instance_type;
	return model_attr_value(in, "ecs.instance-type");
}

size_t
check_inst_index(const struct check_ctx *ctx, const struct instance *in)
{
	return (size_t)(in - ctx->m->instances);
}

/* The region field of an ARN ("arn:aws:ecs:REGION:...") into out. */
static const char *
arn_region(const char *arn, char *out, size_t outsz)
{
	const char *p = arn, *q;
	int field;

	if (arn == NULL || strncmp(arn, "arn:", 4) != 0)
		return NULL;
	for (field = 0; field < 3; field++) {
		p = strchr(p, ':');
		if (p == NULL)
			return NULL;
		p++;
	}
	q = strchr(p, ':');
	if (q == NULL || q == p || (size_t)(q - p) >= outsz)
		return NULL;
	memcpy(out, p, (size_t)(q - p));
	out[q - p] = '\0';
	return out;
}

void
check_resolve_region(struct check_ctx *ctx)
{
	const struct model *m = ctx->m;
	const char *r = NULL;
	char buf[sizeof(ctx->region)];
	size_t i;

	ctx->region[0] = '\0';
	if (ctx->t != NULL && ctx->t->region != NULL)
		r = ctx->t->region;
	else if (m->derived_region != NULL)
		r = m->derived_region;
	else if (m->manifest.region != NULL)
		r = m->manifest.region;
	else if (m->cluster != NULL &&
	    arn_region(m->cluster->arn, buf, sizeof(buf)) != NULL)
		r = buf;
	for (i = 0; r == NULL && i < m->ninstances; i++)
		r = arn_region(m->instances[i].arn, buf, sizeof(buf));
	if (r == NULL && ctx->t != NULL && ctx->t->service != NULL)
		r = arn_region(ctx->t->service->arn, buf, sizeof(buf));
	if (r == NULL && ctx->t != NULL && ctx->t->taskdef != NULL)
		r = arn_region(ctx->t->taskdef->arn, buf, sizeof(buf));
	if (r != NULL)
		snprintf(ctx->region, sizeof(ctx->region), "%s", r);
}

const char *
check_region(const struct check_ctx *ctx)
{
	return ctx->region[0] ? ctx->region : NULL;
}

const char *
check_region_arg(const struct check_ctx *ctx)
{
	const char *r = check_region(ctx);

	return r ? r : "<region>";
}

const char *
check_cluster_arg(const struct check_ctx *ctx)
{
	if (ctx->t != NULL && ctx->t->cluster != NULL)
		return ctx->t->cluster;
	if (ctx->m->cluster != NULL && ctx->m->cluster->name != NULL)
		return ctx->m->cluster->name;
	if (ctx->m->derived_cluster != NULL)
		return ctx->m->derived_cluster;
	return "<cluster>";
}

char *
check_taskdef_label(const struct check_ctx *ctx)
{
	const struct taskdef *td = ctx->t ? ctx->t->taskdef : NULL;

	if (td == NULL || td->family == NULL)
		return xstrdup("the task");
	if (td->revision >= 0)
		return xasprintf("%s:%d", td->family, td->revision);
	return xstrdup(td->family);
}

bool
check_wants_gpu(const struct check_ctx *ctx)
{
	/* An unreadable value (PD002) still asks for a GPU. */
	return ctx->want.gpus > 0 || ctx->want.gpu_all ||
	    ctx->want.gpu_containers > 0;
}

static int
status_rank(enum step_status s)
{
	switch (s) {
	case STEP_NOT_RUN:
		return 0;
	case STEP_SKIP:
		return 1;
	case STEP_PASS:
		return 2;
	case STEP_INCONCLUSIVE:
		return 3;
	case STEP_FAIL:
		return 4;
	}
	return 0;
}

void
check_set(struct check_ctx *ctx, size_t i, int step, enum step_status st)
{
	enum step_status *cur;

	if (i >= ctx->r->ninsts || step < 0 || step >= REPORT_NSTEPS)
		return;
	cur = &ctx->r->insts[i].step[step];
	if (status_rank(st) > status_rank(*cur))
		*cur = st;
}

void
check_set_all(struct check_ctx *ctx, int step, enum step_status st)
{
	size_t i;

	for (i = 0; i < ctx->r->ninsts; i++)
		check_set(ctx, i, step, st);
}

static void	ev_add(struct finding *f, const struct origin *o,
		    const char *fmt, va_list ap)
		    __attribute__((format(printf, 3, 0)));

static void
ev_add(struct finding *f, const struct origin *o, const char *fmt,
    va_list ap)
{
	struct buf b = BUF_INIT;

	buf_adds(&b, o->pointer ? o->pointer : "");
	buf_vaddf(&b, fmt, ap);
	finding_add_evidence(f, o->source ? o->source : "", "%s", b.data);
	buf_free(&b);
}

void
check_ev_inst(struct finding *f, const struct instance *in,
    const char *suffix_fmt, ...)
{
	va_list ap;

	va_start(ap, suffix_fmt);
	ev_add(f, &in->origin, suffix_fmt, ap);
	va_end(ap);
}

void
check_ev_origin(struct finding *f, const struct origin *o,
    const char *suffix_fmt, ...)
{
	va_list ap;

	va_start(ap, suffix_fmt);
	ev_add(f, o, suffix_fmt, ap);
	va_end(ap);
}

int64_t
check_gpus_registered(const struct instance *in)
{
	const struct resource *g;
	int64_t n;

	if (!in->registered.present)
		return -1;
	g = model_res(&in->registered, "GPU");
	if (g == NULL)
		return 0;
	n = model_res_count(g);
	return n < 0 ? 0 : n;
}

bool
check_is_stopping(const struct task *t)
{
	return t->desired_status != NULL &&
	    strcmp(t->desired_status, "STOPPED") == 0 &&
	    (t->last_status == NULL || strcmp(t->last_status, "STOPPED") != 0);
}

enum check_ami
check_ami_kind(const struct check_ctx *ctx, const struct instance *in,
    const struct ssm_param **p)
{
	const char *ami = model_attr_value(in, "ecs.ami-id");
	const struct ssm_param *found = NULL;
	size_t i;

	*p = NULL;
	for (i = 0; i < ctx->m->nssm; i++) {
		const struct ssm_param *s = &ctx->m->ssm[i];

		if (s->name == NULL || s->image_id == NULL ||
		    strstr(s->name, "/gpu") == NULL)
			continue;
		if (found == NULL)
			found = s;
		if (ami != NULL && strcmp(ami, s->image_id) == 0) {
			*p = s;
			return CHECK_AMI_GPU;
		}
	}
	*p = found;
	if (found == NULL || ami == NULL)
		return CHECK_AMI_UNKNOWN;
	return CHECK_AMI_OTHER;
}

size_t
check_undescribed(const struct model *m, const char **example)
{
	const char *arn, *slash;
	size_t i, n = 0;

	*example = NULL;
	/* Through the instance index (ARN, id, EC2 id): linear, not n x m. */
	for (i = 0; i < m->ninstance_arns; i++) {
		arn = m->instance_arns[i];
		if (arn == NULL || model_find_instance(m, arn) != NULL)
			continue;
		slash = strrchr(arn, '/');
		if (slash != NULL && model_find_instance(m, slash + 1) != NULL)
			continue;
		n++;
		if (*example == NULL)
			*example = arn;
	}
	return n;
}

void
check_iso_time(double t, char *out, size_t n)
{
	struct tm tm;
	time_t tt;

	out[0] = '\0';
	if (!model_has_time(t))
		return;
	tt = (time_t)t;
	if (gmtime_r(&tt, &tm) == NULL)
		return;
	strftime(out, n, "%Y-%m-%dT%H:%M:%SZ", &tm);
}
