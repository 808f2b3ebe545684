/*
 * step1-gpu: runbook step 1, GPU registration. Per instance: ACTIVE and
 * agent connected (PD106, PD105; for every task, GPU or not), then, for a
 * GPU task, whether the instance registered GPUs and why not: a family
 * ECS cannot use (PD103), a type without GPUs (PD102), a GPU type that
 * registered none (PD101, with the AMI sub-cause when the SSM answer is
 * known), a type provdoc does not know (PD107), fewer GPUs than the type
 * has (PD104). No instances at all is PD100. It does not look at free
 * GPUs (step 2) or any other resource (step 3).
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "checks/check.h"
#include "checks/common.h"
#include "checks/itypes.h"
#include "util/buf.h"
#include "util/banned.h"

#define STEP	1

static const struct source_file *
file_of_kind(const struct model *m, const char *kind)
{
	size_t i;

	for (i = 0; i < m->nfiles; i++) {
		if (m->files[i].kind != NULL &&
		    strcmp(m->files[i].kind, kind) == 0)
			return &m->files[i];
	}
	return NULL;
}

static void
no_instances(struct check_ctx *ctx)
{
	const struct model *m = ctx->m;
	const struct source_file *sf;
	struct finding *f;
	bool known_empty;
	size_t i;

	known_empty = (m->have & HAVE_INSTANCES) ||
	    ((m->have & HAVE_INSTANCE_ARNS) && m->ninstance_arns == 0) ||
	    (m->cluster != NULL && m->cluster->registered_instances == 0);
	if (!known_empty) {
		f = report_add_finding(ctx->r, "PD190", SEV_INCONCLUSIVE, STEP,
		    NULL, "the data holds no container instance details "
		    "(describe-container-instances was not captured%s): "
		    "cannot tell whether any instance could take the task",
		    m->ninstance_arns > 0 ? "; list-container-instances "
		    "names some" : "");
		if (m->ninstance_arns > 0) {
			struct buf ids = BUF_INIT;

			for (i = 0; i < m->ninstance_arns && i < 100; i++) {
				const char *a = m->instance_arns[i];
				const char *slash = a ? strrchr(a, '/') : NULL;

				buf_addf(&ids, " %s", slash ? slash + 1 :
				    a ? a : "");
			}
			finding_add_fix(f, "command", "aws ecs "
			    "describe-container-instances --cluster %s "
			    "--container-instances%s --region %s > "
			    "describe-container-instances.json",
			    check_cluster_arg(ctx), ids.data,
			    check_region_arg(ctx));
			buf_free(&ids);
		} else
			finding_add_fix(f, "command", "aws ecs "
			    "list-container-instances --cluster %s --region %s",
			    check_cluster_arg(ctx), check_region_arg(ctx));
		return;
	}
	f = report_add_finding(ctx->r, "PD100", SEV_ERROR, STEP, NULL,
	    "cluster %s has no container instances: nothing can take the "
	    "task", check_cluster_arg(ctx));
	if (m->cluster != NULL && m->cluster->registered_instances == 0)
		check_ev_origin(f, &m->cluster->origin,
		    "/registeredContainerInstancesCount");
	sf = file_of_kind(m, "list-container-instances");
	if (sf != NULL)
		finding_add_evidence(f, sf->name, "/containerInstanceArns");
	sf = file_of_kind(m, "describe-container-instances");
	if (sf != NULL)
		finding_add_evidence(f, sf->name, "/containerInstances");
	if (m->cluster != NULL && m->cluster->ncapacity_providers > 0) {
		struct buf b = BUF_INIT;

		for (i = 0; i < m->cluster->ncapacity_providers; i++)
			buf_addf(&b, " %s", m->cluster->capacity_providers[i]);
		finding_add_fix(f, "command", "aws ecs describe-capacity-"
		    "providers --capacity-providers%s --region %s", b.data,
		    check_region_arg(ctx));
		buf_free(&b);
	}
	check_fixes(ctx, "PD100", NULL, 0, &f->fix, &f->nfix);
}

/* Instances listed by list-container-instances but not described. */
static void
undescribed(struct check_ctx *ctx)
{
	struct finding *f;
	const char *example;
	size_t n = check_undescribed(ctx->m, &example);

	if (n == 0)
		return;
	f = report_add_finding(ctx->r, "PD190", SEV_INCONCLUSIVE, STEP, NULL,
	    "%zu container instance%s listed but not described (e.g. %s): "
	    "provdoc cannot tell whether %s could take the task", n,
	    n == 1 ? " is" : "s are", example, n == 1 ? "it" : "they");
	finding_add_fix(f, "command", "aws ecs describe-container-instances "
	    "--cluster %s --container-instances %s --region %s",
	    check_cluster_arg(ctx), example, check_region_arg(ctx));
}

static void
status_agent(struct check_ctx *ctx, size_t i)
{
	const struct instance *in = &ctx->m->instances[i];
	const char *name = check_inst_name(in);
	struct finding *f;
	bool bad = false, unknown = false;

	if (in->status == NULL) {
		unknown = true;
		f = report_add_finding(ctx->r, "PD190", SEV_INCONCLUSIVE, STEP,
		    name, "%s: its status is not in the data", name);
		check_ev_inst(f, in, "%s", "");
	} else if (strcmp(in->status, "ACTIVE") != 0) {
		bad = true;
		f = report_add_finding(ctx->r, "PD106", SEV_ERROR, STEP, name,
		    "%s is %s, not ACTIVE: ECS places no new task on it%s%s%s",
		    name, in->status, in->status_reason ? " (" : "",
		    in->status_reason ? in->status_reason : "",
		    in->status_reason ? ")" : "");
		check_ev_inst(f, in, "/status");
		check_finding_fix(ctx, f, in);
	}
	if (in->agent_connected < 0) {
		unknown = true;
		f = report_add_finding(ctx->r, "PD190", SEV_INCONCLUSIVE, STEP,
		    name, "%s: agentConnected is not in the data", name);
		check_ev_inst(f, in, "%s", "");
	} else if (in->agent_connected == 0) {
		bad = true;
		f = report_add_finding(ctx->r, "PD105", SEV_ERROR, STEP, name,
		    "%s: the ECS agent is disconnected (agentConnected false)%s"
		    "%s: only instances with a connected agent take tasks",
		    name, in->agent_version ? ", agent " : "",
		    in->agent_version ? in->agent_version : "");
		check_ev_inst(f, in, "/agentConnected");
		check_finding_fix(ctx, f, in);
	}
	check_set(ctx, i, STEP, bad ? STEP_FAIL :
	    unknown ? STEP_INCONCLUSIVE : STEP_PASS);
}

static int
attr_index(const struct instance *in, const char *name)
{
	const struct attribute *a = model_attr(in, name);

	return a ? a->index : -1;
}

static void
ev_type(struct finding *f, const struct instance *in)
{
	int k = attr_index(in, "ecs.instance-type");

	if (k >= 0)
		check_ev_inst(f, in, "/attributes/%d", k);
	else
		check_ev_inst(f, in, "/attributes");
}

static void
ev_gpu_res(struct finding *f, const struct instance *in)
{
	const struct resource *g = model_res(&in->registered, "GPU");

	if (g != NULL)
		check_ev_inst(f, in, "/registeredResources/%d", g->index);
	else
		check_ev_inst(f, in, "/registeredResources");
}

static const char *
gpu_desc(const struct itype *it, const struct itype_family *fam,
    char *buf, size_t n)
{
	if (it != NULL && it->gpus > 0)
		snprintf(buf, n, "%d x %s %s", it->gpus, fam->gpu_vendor,
		    fam->gpu_model);
	else if (fam != NULL && fam->gpu_vendor != NULL)
		snprintf(buf, n, "%s %s GPUs", fam->gpu_vendor, fam->gpu_model);
	else
		snprintf(buf, n, "GPUs");
	return buf;
}

static void
pd101(struct check_ctx *ctx, const struct instance *in, const char *type,
    const struct itype *it, const struct itype_family *fam)
{
	const char *name = check_inst_name(in);
	const char *ami = model_attr_value(in, "ecs.ami-id");
	const char *drv = model_attr_value(in,
	    "ecs.capability.gpu-driver-version");
	const struct ssm_param *p;
	struct finding *f;
	char gd[96];
	struct buf b = BUF_INIT;

	gpu_desc(it, fam, gd, sizeof(gd));
	switch (check_ami_kind(ctx, in, &p)) {
	case CHECK_AMI_OTHER:
		buf_addf(&b, "%s %s (%s) registered no GPU: its AMI %s is not "
		    "the recommended ECS GPU-optimized AMI %s (%s); most "
		    "likely "
		    "it was launched from an AMI without the NVIDIA driver and "
		    "ECS GPU support", type, name, gd, ami, p->image_id,
		    p->name);
		break;
	case CHECK_AMI_GPU:
		buf_addf(&b, "%s %s (%s) registered no GPU although it runs "
		    "the recommended ECS GPU-optimized AMI %s: "
		    "ECS_ENABLE_GPU_SUPPORT is not true, or the agent started "
		    "before the GPU devices appeared", type, name, gd, ami);
		break;
	case CHECK_AMI_UNKNOWN:
		buf_addf(&b, "%s %s (%s) registered no GPU: either its AMI%s%s "
		    "is not an ECS GPU-optimized AMI, or "
		    "ECS_ENABLE_GPU_SUPPORT "
		    "is not true or the agent started before the GPU devices "
		    "appeared; comparing its AMI with the recommended GPU AMI "
		    "tells which", type, name, gd, ami ? " " : "",
		    ami ? ami : "");
		break;
	}
	if (drv != NULL)
		buf_addf(&b, " (the agent does report NVIDIA driver %s)", drv);
	f = report_add_finding(ctx->r, "PD101", SEV_ERROR, STEP, name, "%s",
	    b.data);
	buf_free(&b);
	ev_gpu_res(f, in);
	ev_type(f, in);
	if (ami != NULL)
		check_ev_inst(f, in, "/attributes/%d",
		    attr_index(in, "ecs.ami-id"));
	if (p != NULL)
		check_ev_origin(f, &p->origin, "%s", "");
	check_finding_fix(ctx, f, in);
}

static bool
is_windows(const struct instance *in)
{
	const char *os = model_attr_value(in, "ecs.os-type");

	return os != NULL && strcasecmp(os, "windows") == 0;
}

static void
pd103(struct check_ctx *ctx, const struct instance *in, const char *type,
    const struct itype_family *fam)
{
	const char *name = check_inst_name(in);
	struct finding *f;
	const char *why;

	if (is_windows(in))
		why = "ECS does not support GPUs on Windows container "
		    "instances";
	else if (fam->support == ITS_P2_LEGACY)
		why = "p2 (NVIDIA K80) works only with ECS GPU AMIs earlier "
		    "than 20230912; current GPU AMIs do not support it (on "
		    "such an older GPU AMI, check ECS_ENABLE_GPU_SUPPORT "
		    "instead)";
	else if (fam->support == ITS_AMD)
		why = "g4ad has AMD Radeon GPUs; ECS GPU support is for "
		    "NVIDIA GPUs only";
	else
		why = "g5g is arm64 (Graviton) and no ECS GPU-optimized AMI is "
		    "published for arm64; it needs a custom AMI with the "
		    "NVIDIA driver and ECS_ENABLE_GPU_SUPPORT=true";
	f = report_add_finding(ctx->r, "PD103", SEV_ERROR, STEP, name,
	    "%s %s registered no GPU: %s", type ? type : "instance", name, why);
	ev_gpu_res(f, in);
	if (is_windows(in))
		check_ev_inst(f, in, "/attributes/%d",
		    attr_index(in, "ecs.os-type"));
	else
		ev_type(f, in);
	check_finding_fix(ctx, f, in);
}

/* Whether the instance shows GPUs another way (driver, task gpuIds). */
static bool
gpu_evidence(const struct instance *in, char *why, size_t n)
{
	const char *drv = model_attr_value(in,
	    "ecs.capability.gpu-driver-version");
	size_t k, c;

	if (drv != NULL) {
		snprintf(why, n, "the agent reports NVIDIA driver %s", drv);
		return true;
	}
	for (k = 0; k < in->ntasks; k++) {
		for (c = 0; c < in->tasks[k]->ncontainers; c++) {
			if (in->tasks[k]->containers[c].ngpu_ids > 0) {
				snprintf(why, n, "task %s on it holds GPU %s",
				    in->tasks[k]->id ? in->tasks[k]->id : "?",
				    in->tasks[k]->containers[c].gpu_ids[0]);
				return true;
			}
		}
	}
	return false;
}

static void
gpu_registration(struct check_ctx *ctx, size_t i)
{
	const struct instance *in = &ctx->m->instances[i];
	const char *name = check_inst_name(in);
	const char *type = check_inst_type(in);
	const struct itype *it = itype_lookup(type);
	const struct itype_family *fam = itype_family_of(type);
	int64_t reg = check_gpus_registered(in);
	struct finding *f;
	char drv_buf[160];

	if (reg < 0) {
		f = report_add_finding(ctx->r, "PD190", SEV_INCONCLUSIVE, STEP,
		    name, "%s: registeredResources is not in the data; cannot "
		    "tell whether it registered GPUs", name);
		check_ev_inst(f, in, "%s", "");
		check_set(ctx, i, STEP, STEP_INCONCLUSIVE);
		return;
	}
	if (reg > 0) {
		check_set(ctx, i, STEP, STEP_PASS);
		if (it == NULL || it->gpus <= reg)
			return;
		/* Whole GPUs the type has but did not register. */
		if (!ctx->want.gpu_all && !ctx->want.gpu_fractional &&
		    ctx->want.gpus > (double)reg &&
		    ctx->want.gpus <= (double)it->gpus) {
			f = report_add_finding(ctx->r, "PD104", SEV_ERROR,
			    STEP, name, "%s %s registered %lld of its %d GPUs "
			    "and the task needs %g: a GPU likely failed at the "
			    "NVML level (Xid error, fell off the bus)", type,
			    name, (long long)reg, it->gpus, ctx->want.gpus);
			check_set(ctx, i, STEP, STEP_FAIL);
		} else {
			f = report_add_finding(ctx->r, "PD104", SEV_WARNING,
			    STEP, name, "%s %s registered %lld of its %d GPUs: "
			    "a GPU likely failed at the NVML level (Xid error, "
			    "fell off the bus)", type, name, (long long)reg,
			    it->gpus);
		}
		ev_gpu_res(f, in);
		ev_type(f, in);
		check_finding_fix(ctx, f, in);
		return;
	}
	if (!in->attrs_present) {
		f = report_add_finding(ctx->r, "PD190", SEV_INCONCLUSIVE, STEP,
		    name, "%s registered no GPU and its attributes are not in "
		    "the data: cannot tell its instance type or why", name);
		ev_gpu_res(f, in);
		check_set(ctx, i, STEP, STEP_INCONCLUSIVE);
		return;
	}
	if (gpu_evidence(in, drv_buf, sizeof(drv_buf))) {
		/*
		 * How ECS lists GPUs in registeredResources is unconfirmed:
		 * when the agent shows it has GPUs, say we cannot read them
		 * rather than claim it registered none.
		 */
		f = report_add_finding(ctx->r, "PD190", SEV_INCONCLUSIVE, STEP,
		    name, "%s %s has no GPU entry in registeredResources, yet "
		    "%s: provdoc cannot read its GPUs from this data (how ECS "
		    "lists GPUs there is "
		    "unconfirmed)", type ? type : "instance",
		    name, drv_buf);
		ev_gpu_res(f, in);
		check_set(ctx, i, STEP, STEP_INCONCLUSIVE);
		return;
	}
	check_set(ctx, i, STEP, STEP_FAIL);
	if (is_windows(in) || (fam != NULL && (fam->support == ITS_P2_LEGACY ||
	    fam->support == ITS_AMD || fam->support == ITS_NO_ARM_AMI))) {
		pd103(ctx, in, type, fam);
		return;
	}
	if (fam == NULL) {
		if (type != NULL)
			f = report_add_finding(ctx->r, "PD107", SEV_ERROR,
			    STEP, name, "%s registered no GPU, so ECS will not "
			    "place a GPU task on it; instance type %s is not "
			    "in "
			    "provdoc's table, so it cannot tell whether the "
			    "type "
			    "has GPUs", name, type);
		else
			f = report_add_finding(ctx->r, "PD107", SEV_ERROR,
			    STEP, name, "%s registered no GPU, so ECS will not "
			    "place a GPU task on it; it has no "
			    "ecs.instance-type "
			    "attribute, so provdoc cannot tell whether it has "
			    "GPUs", name);
		ev_gpu_res(f, in);
		ev_type(f, in);
		check_finding_fix(ctx, f, in);
		return;
	}
	if (fam->support == ITS_NONE) {
		f = report_add_finding(ctx->r, "PD102", SEV_ERROR, STEP, name,
		    "%s %s has no GPU: not a candidate for a GPU task",
		    type, name);
		ev_type(f, in);
		check_finding_fix(ctx, f, in);
		return;
	}
	pd101(ctx, in, type, it, fam);
}

static void
run(struct check_ctx *ctx)
{
	const struct model *m = ctx->m;
	bool gpu = ctx->want.known && check_wants_gpu(ctx);
	size_t i;

	if (m->ninstances == 0) {
		no_instances(ctx);
		return;
	}
	undescribed(ctx);
	for (i = 0; i < m->ninstances; i++) {
		status_agent(ctx, i);
		if (gpu)
			gpu_registration(ctx, i);
		else if (!ctx->want.known)
			check_set(ctx, i, STEP, STEP_INCONCLUSIVE);
	}
}

const struct check_def check_step1_gpu = {
	.id = "step1-gpu",
	.title = "GPU registration",
	.step = STEP,
	.codes = "PD100 PD101 PD102 PD103 PD104 PD105 PD106 PD107 PD190",
	.run = run,
};
