/*
 * step2-devices: runbook step 2, remaining GPUs. Per instance with GPUs
 * registered: the partition must match a fractional request and whole
 * GPUs must not go to a partition (PD204), the instance must register
 * enough GPUs (PD205), and enough must be free in remainingResources
 * (PD201); it names the tasks holding the GPU ids, flags holders that are
 * stopping but not stopped (PD202), and says when the holders are unknown
 * (PD290) or the free count is (PD291). A request larger than any instance
 * of the types present can ever offer is PD203. Instances without GPUs are
 * step 1's business and are skipped here.
 */
#include <stdio.h>
#include <string.h>

#include "checks/check.h"
#include "checks/common.h"
#include "checks/itypes.h"
#include "util/buf.h"
#include "util/banned.h"

#define STEP	2

/* Whether a task holds any GPU id (those not free when free is a set). */
static bool
holds(const struct task *t, const struct resource *rem)
{
	size_t c, g;

	for (c = 0; c < t->ncontainers; c++) {
		for (g = 0; g < t->containers[c].ngpu_ids; g++) {
			if (rem == NULL || rem->type != RES_STRINGSET ||
			    !check_res_has(rem, t->containers[c].gpu_ids[g]))
				return true;
		}
	}
	return false;
}

static size_t
gpu_count(const struct task *t)
{
	size_t c, n = 0;

	for (c = 0; c < t->ncontainers; c++)
		n += t->containers[c].ngpu_ids;
	return n;
}

static bool
tasks_known(const struct check_ctx *ctx)
{
	return (ctx->m->have & HAVE_TASKS) != 0;
}

static void
pd202(struct check_ctx *ctx, const struct instance *in, const struct task *t,
    bool blocking)
{
	const char *name = check_inst_name(in);
	struct finding *f;
	char when[40];

	check_iso_time(t->stopping_at, when, sizeof(when));
	f = report_add_finding(ctx->r, "PD202",
	    blocking ? SEV_ERROR : SEV_WARNING, STEP, name,
	    "task %s on %s holds %zu GPU%s while stopping (desiredStatus "
	    "STOPPED, lastStatus %s%s%s)%s", t->id ? t->id : t->arn, name,
	    gpu_count(t), gpu_count(t) == 1 ? "" : "s",
	    t->last_status ? t->last_status : "unknown",
	    when[0] ? ", stoppingAt " : "", when,
	    blocking ? "" : ": ECS already counts its GPUs as free, so a new "
	    "task placed here waits in PENDING until it exits");
	check_ev_origin(f, &t->origin, "%s", "");
	finding_add_fix(f, "note", "aws ecs stop-task will not help: the task "
	    "is already stopping; the agent waits up to "
	    "ECS_CONTAINER_STOP_TIMEOUT (default 30s) after SIGTERM before "
	    "killing the container, and releases the GPUs only when the task "
	    "reaches STOPPED");
	finding_add_fix(f, "note", "wait, or find out on %s why the container "
	    "does not exit (docker ps; docker logs <container>)", name);
	finding_add_fix(f, "command", "aws ecs describe-tasks --cluster %s "
	    "--tasks %s --region %s --query "
	    "'tasks[].[lastStatus,desiredStatus,stoppingAt,stopCode,"
	    "stoppedReason]'", check_cluster_arg(ctx),
	    t->id ? t->id : t->arn, check_region_arg(ctx));
	finding_add_fix(f, "note", "if it is stuck, drain and replace the "
	    "instance");
	finding_add_fix(f, "command", "aws ecs "
	    "update-container-instances-state "
	    "--cluster %s --container-instances %s --status DRAINING "
	    "--region %s", check_cluster_arg(ctx), check_inst_ci(in),
	    check_region_arg(ctx));
}

static void
holders_unknown(struct check_ctx *ctx, const struct instance *in,
    const char *why)
{
	const char *name = check_inst_name(in);
	struct finding *f;

	f = report_add_finding(ctx->r, "PD290", SEV_INCONCLUSIVE, STEP, name,
	    "%s: its GPUs are assigned but %s, so provdoc cannot say which "
	    "tasks hold them", name, why);
	check_ev_inst(f, in, "/remainingResources");
	finding_add_fix(f, "command", "aws ecs list-tasks --cluster %s "
	    "--container-instance %s --region %s", check_cluster_arg(ctx),
	    check_inst_ci(in), check_region_arg(ctx));
	finding_add_fix(f, "command", "aws ecs list-tasks --cluster %s "
	    "--container-instance %s --desired-status STOPPED --region %s",
	    check_cluster_arg(ctx), check_inst_ci(in), check_region_arg(ctx));
	finding_add_fix(f, "command", "aws ecs describe-tasks --cluster %s "
	    "--tasks <task-ids> --region %s > describe-tasks.json",
	    check_cluster_arg(ctx), check_region_arg(ctx));
}

static void
pd201(struct check_ctx *ctx, const struct instance *in, const char *type,
    double need, int64_t freen, int64_t reg, const struct resource *rem)
{
	const char *name = check_inst_name(in);
	struct buf who = BUF_INIT, ids = BUF_INIT;
	struct finding *f;
	size_t k, nh = 0;

	for (k = 0; k < in->ntasks; k++) {
		const struct task *t = in->tasks[k];

		if (!holds(t, rem))
			continue;
		if (t->desired_status != NULL &&
		    strcmp(t->desired_status, "STOPPED") == 0 &&
		    !check_is_stopping(t))
			continue;
		nh++;
		if (nh <= 4)
			buf_addf(&who, "%s%s (%s, %zu GPU%s%s)",
			    who.len ? ", " : "", t->id ? t->id : t->arn,
			    t->group ? t->group : "no group", gpu_count(t),
			    gpu_count(t) == 1 ? "" : "s",
			    check_is_stopping(t) ? ", stopping" : "");
		buf_addf(&ids, " %s", t->id ? t->id : t->arn);
	}
	if (nh > 4)
		buf_addf(&who, " and %zu more", nh - 4);
	if (ctx->want.gpu_fractional)
		f = report_add_finding(ctx->r, "PD201", SEV_ERROR, STEP, name,
		    "%s %s: the task needs its %g GPU partition, %lld of %lld "
		    "free%s%s", type ? type : "instance", name,
		    ctx->want.gpus, (long long)freen, (long long)reg,
		    nh ? "; held by " : "", who.data);
	else
		f = report_add_finding(ctx->r, "PD201", SEV_ERROR, STEP, name,
		    "%s %s: the task needs %g GPU%s, %lld of %lld free%s%s",
		    type ? type : "instance", name, need,
		    need == 1 ? "" : "s", (long long)freen, (long long)reg,
		    nh ? "; held by " : "", who.data);
	if (rem != NULL)
		check_ev_inst(f, in, "/remainingResources/%d", rem->index);
	else
		check_ev_inst(f, in, "/remainingResources");
	for (k = 0; k < in->ntasks; k++) {
		const struct task *t = in->tasks[k];

		if (holds(t, rem) && nh <= 8)
			check_ev_origin(f, &t->origin, "/containers");
	}
	if (ids.len > 0)
		finding_add_fix(f, "command", "aws ecs describe-tasks "
		    "--cluster "
		    "%s --tasks%s --region %s", check_cluster_arg(ctx),
		    ids.data, check_region_arg(ctx));
	check_finding_fix(ctx, f, in);
	buf_free(&who);
	buf_free(&ids);
	if (nh == 0) {
		if (!tasks_known(ctx))
			holders_unknown(ctx, in, "the tasks were not captured");
		else
			holders_unknown(ctx, in, "no captured task on it holds "
			    "a GPU id (the capture may lack its tasks)");
	}
	for (k = 0; k < in->ntasks; k++) {
		if (check_is_stopping(in->tasks[k]) &&
		    holds(in->tasks[k], rem))
			pd202(ctx, in, in->tasks[k], true);
	}
}

/* Stopping tasks whose GPUs ECS already lists as free. */
static void
stopping_warnings(struct check_ctx *ctx, const struct instance *in,
    const struct resource *rem)
{
	size_t k, c, g;

	for (k = 0; k < in->ntasks; k++) {
		const struct task *t = in->tasks[k];
		bool freed = false;

		if (!check_is_stopping(t))
			continue;
		for (c = 0; c < t->ncontainers; c++) {
			for (g = 0; g < t->containers[c].ngpu_ids; g++) {
				if (check_res_has(rem,
				    t->containers[c].gpu_ids[g]))
					freed = true;
			}
		}
		if (freed)
			pd202(ctx, in, t, false);
	}
}

/*
 * The most GPUs a type present has (any GPU family), or -1 when an
 * instance's type is missing or not in provdoc's table outside the
 * families known to have no GPU (g7e.xlarge, p6-b200.48xlarge): how many
 * GPUs such a type has is unknown, not zero.
 */
static int
max_type_gpus(const struct check_ctx *ctx)
{
	size_t i;
	int best = 0;

	for (i = 0; i < ctx->m->ninstances; i++) {
		const char *type = check_inst_type(&ctx->m->instances[i]);
		const struct itype *it = itype_lookup(type);
		const struct itype_family *fam = itype_family_of(type);

		if (it == NULL && (fam == NULL || fam->support != ITS_NONE))
			return -1;
		if (it != NULL && it->gpus > best)
			best = it->gpus;
	}
	return best;
}

static bool
pd203(struct check_ctx *ctx)
{
	const struct demand *w = &ctx->want;
	int64_t maxreg = 0, reg;
	int maxtype;
	size_t i;
	struct finding *f;
	const char *big;

	if (w->gpu_all || w->gpu_fractional || ctx->m->ninstances == 0)
		return false;
	for (i = 0; i < ctx->m->ninstances; i++) {
		reg = check_gpus_registered(&ctx->m->instances[i]);
		if (reg < 0)
			return false;
		if (reg > maxreg)
			maxreg = reg;
	}
	maxtype = max_type_gpus(ctx);
	/* A type of unknown size might hold more: PD205 per instance says
	 * what is known. No GPU anywhere: step 1 says why. */
	if (maxtype < 0 || (maxreg == 0 && maxtype == 0))
		return false;
	if (w->gpus <= (double)maxreg || w->gpus <= (double)maxtype)
		return false;
	f = report_add_finding(ctx->r, "PD203", SEV_ERROR, STEP, NULL,
	    "the task asks for %g GPUs; no instance registers more than %lld "
	    "and no instance type in the cluster has more than %d: "
	    "unplaceable rather than slow", w->gpus, (long long)maxreg,
	    maxtype);
	/* Here w->gpus exceeds a maximum of at least 1: "GPUs" is plural. */
	check_ev_origin(f, &ctx->t->taskdef->origin, "/containerDefinitions");
	big = itype_smallest_with_gpus((int)(w->gpus + 0.999));
	if (big != NULL)
		finding_add_fix(f, "note", "add an instance type with at least "
		    "%g GPUs (e.g. %s) to the cluster's capacity, or lower the "
		    "request in the task definition", w->gpus, big);
	else
		finding_add_fix(f, "note", "no ECS GPU instance type provdoc "
		    "knows has %g GPUs: split the work across tasks", w->gpus);
	return true;
}

static void
pd204(struct check_ctx *ctx, const struct instance *in, const char *type,
    const struct itype *it, const struct itype_family *fam)
{
	const char *name = check_inst_name(in);
	const struct demand *w = &ctx->want;
	struct finding *f;

	if (w->gpu_fractional && (it == NULL || it->partition >= 1))
		f = report_add_finding(ctx->r, "PD204", SEV_ERROR, STEP, name,
		    "%s %s has whole GPUs; a fractional request (%g) places "
		    "only on a G6f/Gr6f size with that partition (%s)",
		    type ? type : "instance", name, w->gpus,
		    w->gpus == 0.125 ? "g6f.large, g6f.xlarge" :
		    w->gpus == 0.25 ? "g6f.2xlarge" :
		    "g6f.4xlarge, gr6f.4xlarge");
	else if (w->gpu_fractional)
		f = report_add_finding(ctx->r, "PD204", SEV_ERROR, STEP, name,
		    "%s %s has a %g GPU partition; the task asks for %g",
		    type, name, it->partition, w->gpus);
	else
		f = report_add_finding(ctx->r, "PD204", SEV_ERROR, STEP, name,
		    "%s %s has a %g %s partition, not whole GPUs; the task "
		    "asks for %s%g whole GPU%s", type, name, it->partition,
		    fam->gpu_model, w->gpu_all ? "ALL (" : "",
		    w->gpu_all ? 1.0 : w->gpus, w->gpu_all ? ")" : "");
	check_ev_inst(f, in, "/attributes");
	finding_add_fix(f, "note", "fractional values (0.125, 0.25, 0.5) "
	    "place only on G6f/Gr6f sizes with that partition and integer "
	    "values only on full-GPU types: match the request to the "
	    "instance types in the capacity provider");
}

static void
instance(struct check_ctx *ctx, size_t i, bool unplaceable)
{
	const struct instance *in = &ctx->m->instances[i];
	const struct demand *w = &ctx->want;
	const char *name = check_inst_name(in);
	const char *type = check_inst_type(in);
	const struct itype *it = itype_lookup(type);
	const struct itype_family *fam = itype_family_of(type);
	int64_t reg = check_gpus_registered(in), freen = -1;
	const struct resource *rem;
	struct finding *f;
	double need;
	size_t k;

	if (reg < 0) {
		check_set(ctx, i, STEP, STEP_INCONCLUSIVE);
		return;
	}
	if (reg == 0) {
		check_set(ctx, i, STEP, STEP_SKIP);
		return;
	}
	if (w->gpu_fractional ? (it == NULL || it->partition != w->gpus) :
	    (it != NULL && it->partition > 0 && it->partition < 1)) {
		if (w->gpu_fractional && it == NULL && (fam == NULL ||
		    fam->support == ITS_FRACTIONAL)) {
			f = report_add_finding(ctx->r, "PD291",
			    SEV_INCONCLUSIVE, STEP, name, "%s: instance type "
			    "%s "
			    "is not in provdoc's table; cannot tell its GPU "
			    "partition size", name, type ? type : "(none)");
			check_ev_inst(f, in, "/attributes");
			check_set(ctx, i, STEP, STEP_INCONCLUSIVE);
			return;
		}
		pd204(ctx, in, type, it, fam);
		check_set(ctx, i, STEP, STEP_FAIL);
		return;
	}
	need = w->gpu_all ? (double)reg : w->gpu_fractional ? 1 :
	    w->gpus > 0 ? w->gpus : 1;
	if (need > (double)reg) {
		check_set(ctx, i, STEP, STEP_FAIL);
		/* Lost GPUs (PD104, step 1) already say why; so does PD203. */
		if (unplaceable || (it != NULL && !w->gpu_all &&
		    need <= (double)it->gpus))
			return;
		f = report_add_finding(ctx->r, "PD205", SEV_ERROR, STEP, name,
		    "%s %s registers %lld GPU%s; the task needs %g on one "
		    "instance", type ? type : "instance", name, (long long)reg,
		    reg == 1 ? "" : "s", need);
		check_ev_inst(f, in, "/registeredResources/%d",
		    model_res(&in->registered, "GPU")->index);
		check_finding_fix(ctx, f, in);
		return;
	}
	rem = model_res(&in->remaining, "GPU");
	if (rem != NULL) {
		freen = model_res_count(rem);
	} else if (in->remaining.present && tasks_known(ctx)) {
		/* No GPU entry left: derive from the captured tasks' ids. */
		size_t held = 0;

		for (k = 0; k < in->ntasks; k++) {
			const struct task *t = in->tasks[k];

			if (t->desired_status == NULL ||
			    strcmp(t->desired_status, "STOPPED") != 0)
				held += gpu_count(t);
		}
		freen = reg - (int64_t)held;
		if (freen < 0)
			freen = 0;
	}
	if (freen < 0) {
		f = report_add_finding(ctx->r, "PD291", SEV_INCONCLUSIVE, STEP,
		    name, "%s: %s, and the tasks were not captured: cannot "
		    "tell "
		    "how many of its %lld GPUs are free", name,
		    in->remaining.present ? "remainingResources has no GPU "
		    "entry" : "remainingResources is not in the data",
		    (long long)reg);
		check_ev_inst(f, in, "/remainingResources");
		check_set(ctx, i, STEP, STEP_INCONCLUSIVE);
		return;
	}
	if ((double)freen >= need && !(w->gpu_all && freen < reg)) {
		check_set(ctx, i, STEP, STEP_PASS);
		stopping_warnings(ctx, in, rem);
		return;
	}
	check_set(ctx, i, STEP, STEP_FAIL);
	pd201(ctx, in, type, need, freen, reg, rem);
}

static void
run(struct check_ctx *ctx)
{
	size_t i;
	bool unplaceable;

	if (!ctx->want.known) {
		check_set_all(ctx, STEP, STEP_INCONCLUSIVE);
		return;
	}
	if (!check_wants_gpu(ctx)) {
		check_set_all(ctx, STEP, STEP_SKIP);
		return;
	}
	unplaceable = pd203(ctx);
	for (i = 0; i < ctx->m->ninstances; i++)
		instance(ctx, i, unplaceable);
}

const struct check_def check_step2_devices = {
	.id = "step2-devices",
	.title = "remaining devices",
	.step = STEP,
	.codes = "PD201 PD202 PD203 PD204 PD205 PD290 PD291",
	.run = run,
};
