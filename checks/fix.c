/*
 * fix: the fix steps provdoc suggests for instance-level codes, with the
 * user's cluster, instance ids and region filled in. One builder serves a
 * single finding and the verdict (all affected instances at once: one
 * command naming every id where the CLI takes several). Codes whose fix
 * depends on the finding's details (a port, an attribute, a container)
 * are written by the check that emits them. Pure: builds strings only.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checks/check.h"
#include "checks/common.h"
#include "checks/itypes.h"
#include "util/arena.h"
#include "util/buf.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define GPU_AMI_PARAM \
	"/aws/service/ecs/optimized-ami/amazon-linux-2023/gpu/recommended"

/* Append text (copied) unless an identical step is there. */
static void
add_text(struct fix_step **v, size_t *nv, const char *kind, char *text)
{
	size_t i;

	for (i = 0; i < *nv; i++) {
		if (strcmp((*v)[i].kind, kind) == 0 &&
		    strcmp((*v)[i].text, text) == 0) {
			free(text);
			return;
		}
	}
	*v = xreallocarray(*v, *nv + 1, sizeof(**v));
	(*v)[*nv].kind = xstrdup(kind);
	(*v)[*nv].text = text;
	(*nv)++;
}

void
check_fix_add(struct fix_step **v, size_t *nv, const char *kind,
    const char *fmt, ...)
{
	struct buf b = BUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	buf_vaddf(&b, fmt, ap);
	va_end(ap);
	add_text(v, nv, kind, buf_detach(&b));
}

struct fx {
	const struct check_ctx	 *ctx;
	struct fix_step		**v;
	size_t			 *nv;
	const char		 *cluster;
	const char		 *region;
	char			 *ci;	/* container-instance ids, spaced */
	char			 *ec2;	/* EC2 ids, space separated */
	char			 *ec2c;	/* EC2 ids, comma separated */
};

static char *
join(const struct instance *const *insts, size_t n, bool ec2, const char *sep)
{
	struct buf b = BUF_INIT;
	size_t i;

	for (i = 0; i < n; i++) {
		if (i > 0)
			buf_adds(&b, sep);
		if (ec2)
			buf_adds(&b, insts[i]->ec2_id ? insts[i]->ec2_id :
			    "<ec2-instance-id>");
		else
			buf_adds(&b, check_inst_ci(insts[i]));
	}
	if (n == 0)
		buf_adds(&b, ec2 ? "<ec2-instance-id>" :
		    "<container-instance-id>");
	return buf_detach(&b);
}

static void
drain(struct fx *x)
{
	check_fix_add(x->v, x->nv, "command",
	    "aws ecs update-container-instances-state --cluster %s "
	    "--container-instances %s --status DRAINING --region %s",
	    x->cluster, x->ci, x->region);
}

static void
pd101_other(struct fx *x, const struct ssm_param *p, const char *ami)
{
	const char *param = p && p->name ? p->name : GPU_AMI_PARAM;

	check_fix_add(x->v, x->nv, "command",
	    "aws ssm get-parameters --names %s --region %s "
	    "--query 'Parameters[0].Value'", param, x->region);
	if (ami != NULL)
		check_fix_add(x->v, x->nv, "command",
		    "aws ec2 describe-images --image-ids %s --region %s "
		    "--query 'Images[0].Name'", ami, x->region);
	check_fix_add(x->v, x->nv, "note",
	    "relaunch from the GPU-optimized AMI: set the launch template's "
	    "ImageId to %s (the image_id above), then replace the instances "
	    "(%s)", p && p->image_id ? p->image_id : "<image_id>", x->ec2c);
	check_fix_add(x->v, x->nv, "command",
	    "aws ec2 create-launch-template-version --launch-template-id "
	    "<launch-template-id> --source-version '$Latest' "
	    "--launch-template-data '{\"ImageId\":\"%s\"}' --region %s",
	    p && p->image_id ? p->image_id : "<image_id>", x->region);
	check_fix_add(x->v, x->nv, "command",
	    "aws autoscaling start-instance-refresh "
	    "--auto-scaling-group-name <asg-name> --region %s", x->region);
}

static void
pd101_gpu(struct fx *x)
{
	check_fix_add(x->v, x->nv, "note",
	    "on each instance (%s), confirm which: the GPU info file is "
	    "missing and ecs-init dropped GPU support when no device was "
	    "found", x->ec2c);
	check_fix_add(x->v, x->nv, "command",
	    "ls /var/lib/ecs/gpu/nvidia-gpu-info.json");
	check_fix_add(x->v, x->nv, "command",
	    "grep \"No GPU devices found\" /var/log/ecs/ecs-init.log");
	check_fix_add(x->v, x->nv, "note",
	    "or run both on every instance at once with SSM Run Command "
	    "(the ECS AMIs carry the SSM agent)");
	check_fix_add(x->v, x->nv, "command",
	    "aws ssm send-command --instance-ids %s --document-name "
	    "AWS-RunShellScript --parameters '{\"commands\":[\"ls -l "
	    "/var/lib/ecs/gpu/nvidia-gpu-info.json\",\"grep \\\"No GPU "
	    "devices found\\\" /var/log/ecs/ecs-init.log\"]}' --region %s",
	    x->ec2, x->region);
	check_fix_add(x->v, x->nv, "user-data",
	    "echo ECS_ENABLE_GPU_SUPPORT=true >> /etc/ecs/ecs.config");
	check_fix_add(x->v, x->nv, "command", "sudo systemctl restart ecs");
	check_fix_add(x->v, x->nv, "note",
	    "if the instance still registers no GPU after the restart "
	    "(whether ECS refreshes the GPU set of a re-registered instance "
	    "is unconfirmed), drain it and let the Auto Scaling group "
	    "replace it with the user-data above");
	drain(x);
}

static void
pd101(struct fx *x, const struct instance *const *insts, size_t n)
{
	const struct ssm_param *p = NULL, *q;
	const struct instance **grp[3];
	size_t ng[3] = { 0, 0, 0 }, i, k;
	char *save_ci = x->ci, *save_ec2 = x->ec2, *save_ec2c = x->ec2c;

	for (k = 0; k < 3; k++)
		grp[k] = xcalloc(n ? n : 1, sizeof(*grp[k]));
	for (i = 0; i < n; i++) {
		k = (size_t)check_ami_kind(x->ctx, insts[i], &q);
		if (q != NULL)
			p = q;
		grp[k][ng[k]++] = insts[i];
	}
	for (k = 0; k < 3; k++) {
		if (ng[k] == 0)
			continue;
		x->ci = join(grp[k], ng[k], false, " ");
		x->ec2 = join(grp[k], ng[k], true, " ");
		x->ec2c = join(grp[k], ng[k], true, ", ");
		if (k == CHECK_AMI_OTHER) {
			struct buf amis = BUF_INIT;

			for (i = 0; i < ng[k]; i++) {
				const char *a = model_attr_value(grp[k][i],
				    "ecs.ami-id");

				if (a != NULL && strstr(amis.data, a) == NULL)
					buf_addf(&amis, "%s%s",
					    amis.len ? " " : "", a);
			}
			pd101_other(x, p, amis.len ? amis.data : NULL);
			buf_free(&amis);
		} else if (k == CHECK_AMI_GPU) {
			pd101_gpu(x);
		} else {
			check_fix_add(x->v, x->nv, "note",
			    "tell the two causes apart: compare the "
			    "instances' AMI with the recommended GPU AMI; if "
			    "they differ, relaunch from the GPU AMI, otherwise "
			    "enable GPU support and restart the agent");
			check_fix_add(x->v, x->nv, "command",
			    "aws ec2 describe-instances --instance-ids %s "
			    "--region %s --query "
			    "'Reservations[].Instances[].[InstanceId,ImageId]'",
			    x->ec2, x->region);
			pd101_other(x, p, NULL);
			pd101_gpu(x);
		}
		free(x->ci);
		free(x->ec2);
		free(x->ec2c);
	}
	for (k = 0; k < 3; k++)
		free(grp[k]);
	x->ci = save_ci;
	x->ec2 = save_ec2;
	x->ec2c = save_ec2c;
}

static void
pd106(struct fx *x, const struct instance *const *insts, size_t n)
{
	size_t i;
	bool draining = false, other = false;

	for (i = 0; i < n; i++) {
		if (insts[i]->status != NULL &&
		    strcmp(insts[i]->status, "DRAINING") == 0)
			draining = true;
		else
			other = true;
	}
	if (draining || n == 0) {
		check_fix_add(x->v, x->nv, "note",
		    "draining is often deliberate (scale-in, Spot "
		    "interruption, "
		    "an AMI rollout): reactivate only if it was not");
		check_fix_add(x->v, x->nv, "command",
		    "aws ecs update-container-instances-state --cluster %s "
		    "--container-instances %s --status ACTIVE --region %s",
		    x->cluster, x->ci, x->region);
	}
	if (other)
		check_fix_add(x->v, x->nv, "note",
		    "an instance that is REGISTERING, REGISTRATION_FAILED, "
		    "DEREGISTERING or INACTIVE cannot be reactivated: read its "
		    "statusReason (trunk ENI setup, deregistration) and "
		    "replace "
		    "it");
}

/* The capacity providers the target uses, space separated; caller frees. */
static char *
providers(const struct check_ctx *ctx)
{
	const struct target *t = ctx->t;
	const struct cluster *c = ctx->m->cluster;
	struct buf b = BUF_INIT;
	size_t i;

	if (t->task != NULL && t->task->capacity_provider != NULL)
		buf_addf(&b, " %s", t->task->capacity_provider);
	else if (t->service != NULL && t->service->ncp_strategy > 0)
		for (i = 0; i < t->service->ncp_strategy; i++)
			buf_addf(&b, " %s", t->service->cp_strategy[i].provider);
	else if (c != NULL)
		for (i = 0; i < c->ncapacity_providers; i++)
			buf_addf(&b, " %s", c->capacity_providers[i]);
	return buf_detach(&b);
}

/*
 * Add capacity: the same steps for every instance, so they are formatted
 * once per runbook run into ctx->fixcache (every short instance of a
 * large cluster needs them) and copied from there.
 */
static void
scale_out(struct fx *x)
{
	static const char *const kind[3] = { "note", "command", "command" };
	const struct check_ctx *ctx = x->ctx;
	char *text[3] = { NULL, NULL, NULL }, *cps;
	size_t i;

	if (ctx->fixcache != NULL && ctx->fixcache->nscale_out > 0) {
		for (i = 0; i < 3; i++)
			if (ctx->fixcache->scale_out[i] != NULL)
				add_text(x->v, x->nv, kind[i],
				    xstrdup(ctx->fixcache->scale_out[i]));
		return;
	}
	cps = providers(ctx);
	text[0] = xstrdup("add capacity: raise the Auto Scaling group's "
	    "desired capacity (or let the capacity provider's managed "
	    "scaling do it); if the group is at its maximum size, raise that "
	    "first");
	if (cps[0] != '\0')
		text[1] = xasprintf("aws ecs describe-capacity-providers "
		    "--capacity-providers%s --region %s --query "
		    "'capacityProviders[].[name,"
		    "autoScalingGroupProvider.autoScalingGroupArn,"
		    "autoScalingGroupProvider.managedScaling.status]'", cps,
		    x->region);
	text[2] = xasprintf("aws autoscaling update-auto-scaling-group "
	    "--auto-scaling-group-name <asg-name> --max-size <n> "
	    "--desired-capacity <n> --region %s", x->region);
	for (i = 0; i < 3; i++) {
		if (text[i] == NULL)
			continue;
		check_fix_add(x->v, x->nv, kind[i], "%s", text[i]);
		if (ctx->fixcache != NULL && ctx->scratch != NULL)
			ctx->fixcache->scale_out[i] = arena_strdup(ctx->scratch,
			    text[i]);
		free(text[i]);
	}
	if (ctx->fixcache != NULL && ctx->scratch != NULL)
		ctx->fixcache->nscale_out = 3;
	free(cps);
}

bool
check_fixes(const struct check_ctx *ctx, const char *code,
    const struct instance *const *insts, size_t n, struct fix_step **v,
    size_t *nv)
{
	struct fx x;
	bool known = true;
	const char *type = n > 0 ? check_inst_type(insts[0]) : NULL;

	memset(&x, 0, sizeof(x));
	x.ctx = ctx;
	x.v = v;
	x.nv = nv;
	x.cluster = check_cluster_arg(ctx);
	x.region = check_region_arg(ctx);
	x.ci = join(insts, n, false, " ");
	x.ec2 = join(insts, n, true, " ");
	x.ec2c = join(insts, n, true, ", ");
	if (strcmp(code, "PD100") == 0) {
		check_fix_add(v, nv, "note", "launch container instances into "
		    "cluster %s: each instance's user data must name the "
		    "cluster, and a GPU task needs GPU instance types with the "
		    "ECS GPU-optimized AMI", x.cluster);
		check_fix_add(v, nv, "user-data",
		    "echo ECS_CLUSTER=%s >> /etc/ecs/ecs.config", x.cluster);
		scale_out(&x);
	} else if (strcmp(code, "PD101") == 0) {
		pd101(&x, insts, n);
	} else if (strcmp(code, "PD102") == 0) {
		check_fix_add(v, nv, "note", "%s %s no GPU: add a GPU instance "
		    "type (g4dn, g5, g6, g6e, p4d, p5) with the ECS GPU AMI to "
		    "the cluster's capacity, or keep GPU tasks off it with a "
		    "memberOf constraint on attribute:ecs.instance-type",
		    type ? type : "this instance type",
		    n > 1 ? "and the others have" : "has");
	} else if (strcmp(code, "PD103") == 0) {
		check_fix_add(v, nv, "note", "use a GPU family ECS supports on "
		    "the x86_64 Linux GPU-optimized AMI (g4dn, g5, g6, g6e, "
		    "p3, p4d, p5) and replace %s", x.ec2c);
	} else if (strcmp(code, "PD104") == 0) {
		check_fix_add(v, nv, "note", "on %s, list the GPUs the driver "
		    "sees and look for Xid errors", x.ec2c);
		check_fix_add(v, nv, "command", "nvidia-smi -L");
		check_fix_add(v, nv, "command", "sudo dmesg | grep -i xid");
		check_fix_add(v, nv, "note", "a GPU that fell off the bus "
		    "needs "
		    "a new host: drain the instance, then terminate it so the "
		    "Auto Scaling group replaces it");
		drain(&x);
	} else if (strcmp(code, "PD105") == 0) {
		check_fix_add(v, nv, "note", "on %s, see why the agent is down "
		    "and restart it; replace the instance if it cannot be "
		    "reached", x.ec2c);
		check_fix_add(v, nv, "command", "sudo systemctl status ecs");
		check_fix_add(v, nv, "command",
		    "sudo tail -n 50 /var/log/ecs/ecs-agent.log");
		check_fix_add(v, nv, "command", "sudo systemctl restart ecs");
	} else if (strcmp(code, "PD106") == 0) {
		pd106(&x, insts, n);
	} else if (strcmp(code, "PD107") == 0) {
		check_fix_add(v, nv, "command", "aws ec2 "
		    "describe-instance-types "
		    "--instance-types %s --region %s "
		    "--query 'InstanceTypes[0].GpuInfo'",
		    type ? type : "<instance-type>", x.region);
	} else if (strcmp(code, "PD205") == 0) {
		const char *big = itype_smallest_with_gpus(
		    (int)(ctx->want.gpus + 0.999));

		if (big != NULL)
			check_fix_add(v, nv, "note", "the task needs %g GPUs "
			    "on one instance: add an instance type with at "
			    "least that many (e.g. %s), or lower the GPU "
			    "request", ctx->want.gpus, big);
		else
			check_fix_add(v, nv, "note", "the task needs %g GPUs "
			    "on one instance: add an instance type with at "
			    "least that many, or lower the GPU request",
			    ctx->want.gpus);
	} else if (strcmp(code, "PD201") == 0) {
		scale_out(&x);
	} else if (strcmp(code, "PD301") == 0 || strcmp(code, "PD302") == 0) {
		scale_out(&x);
		check_fix_add(v, nv, "command",
		    "aws ecs describe-container-instances --cluster %s "
		    "--container-instances %s --region %s --query "
		    "'containerInstances[].[ec2InstanceId,remainingResources]'",
		    x.cluster, x.ci, x.region);
	} else if (strcmp(code, "PD303") == 0) {
		check_fix_add(v, nv, "note", "the reservation is larger than "
		    "what %s registers even when empty: lower the task's "
		    "reservation below the registered capacity, or use a "
		    "larger "
		    "instance type", x.ec2c);
	} else if (strcmp(code, "PD306") == 0) {
		check_fix_add(v, nv, "note", "turn on ENI trunking for awsvpc "
		    "tasks (instances launched after opt-in get a trunk ENI), "
		    "or use a type with more ENIs, or bridge networking");
		check_fix_add(v, nv, "command", "aws ecs "
		    "put-account-setting-default --name awsvpcTrunking "
		    "--value enabled --region %s", x.region);
	} else {
		known = false;
	}
	free(x.ci);
	free(x.ec2);
	free(x.ec2c);
	return known;
}

void
check_finding_fix(const struct check_ctx *ctx, struct finding *f,
    const struct instance *in)
{
	const struct instance *one[1];

	one[0] = in;
	check_fixes(ctx, f->code, in ? one : NULL, in ? 1 : 0, &f->fix,
	    &f->nfix);
}
