/*
 * step3-resources: runbook step 3, CPU, memory and the rest. Per instance:
 * remaining CPU and memory against the reservation (PD301, PD302), a
 * reservation larger than the instance registers even when empty (PD303),
 * static host ports already taken (PD305), ENI slots for awsvpc (PD306),
 * requiresAttributes the instance lacks (PD307); across the candidates,
 * enough in total but not on any one (PD304). Missing resource data is
 * PD390, an ENI count it cannot establish PD391. GPUs are step 2's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "checks/check.h"
#include "checks/common.h"
#include "checks/itypes.h"
#include "util/buf.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define STEP	3

struct fit {
	bool	 entering;	/* no failure at steps 0-2 */
	bool	 known;		/* CPU and memory figures present */
	bool	 cpu_ok, mem_ok;
	bool	 fits_empty;
	int64_t	 cpu_free, mem_free;
};

static void
missing(struct check_ctx *ctx, size_t i, const char *what)
{
	const struct instance *in = &ctx->m->instances[i];
	const char *name = check_inst_name(in);
	struct finding *f;

	f = report_add_finding(ctx->r, "PD390", SEV_INCONCLUSIVE, STEP, name,
	    "%s: %s is not in the data; cannot compare it with the task's "
	    "needs", name, what);
	check_ev_inst(f, in, "%s", "");
	finding_add_fix(f, "command", "aws ecs describe-container-instances "
	    "--cluster %s --container-instances %s --region %s",
	    check_cluster_arg(ctx), check_inst_ci(in), check_region_arg(ctx));
	check_set(ctx, i, STEP, STEP_INCONCLUSIVE);
}

static void
ev_res(struct finding *f, const struct instance *in, const char *which,
    const struct resource *r)
{
	if (r != NULL)
		check_ev_inst(f, in, "/%s/%d", which, r->index);
	else
		check_ev_inst(f, in, "/%s", which);
}

static void
cpu_mem(struct check_ctx *ctx, size_t i, struct fit *fit)
{
	const struct instance *in = &ctx->m->instances[i];
	const struct demand *w = &ctx->want;
	const char *name = check_inst_name(in);
	const char *type = check_inst_type(in);
	const struct itype *it = itype_lookup(type);
	const struct resource *rc = model_res(&in->registered, "CPU");
	const struct resource *fc = model_res(&in->remaining, "CPU");
	const struct resource *rm = model_res(&in->registered, "MEMORY");
	const struct resource *fm = model_res(&in->remaining, "MEMORY");
	int64_t regc = model_res_count(rc), freec = model_res_count(fc);
	int64_t regm = model_res_count(rm), freem = model_res_count(fm);
	struct finding *f;
	char nominal[64];

	fit->cpu_ok = fit->mem_ok = fit->fits_empty = true;
	if (regc < 0 || freec < 0 || regm < 0 || freem < 0) {
		missing(ctx, i, !in->remaining.present ? "remainingResources" :
		    !in->registered.present ? "registeredResources" :
		    "its CPU or MEMORY resource");
		return;
	}
	fit->known = true;
	fit->cpu_free = freec;
	fit->mem_free = freem;
	if (w->cpu > 0 && w->cpu > regc) {
		fit->cpu_ok = fit->fits_empty = false;
		if (it != NULL)
			snprintf(nominal, sizeof(nominal), " (%d vCPU)",
			    it->vcpus);
		else
			nominal[0] = '\0';
		f = report_add_finding(ctx->r, "PD303", SEV_ERROR, STEP, name,
		    "the task reserves %d CPU units; %s %s registers %lld%s: "
		    "it never fits, even on an empty instance", w->cpu,
		    type ? type : "instance", name, (long long)regc, nominal);
		ev_res(f, in, "registeredResources", rc);
		check_finding_fix(ctx, f, in);
	} else if (w->cpu > 0 && w->cpu > freec) {
		fit->cpu_ok = false;
		f = report_add_finding(ctx->r, "PD301", SEV_ERROR, STEP, name,
		    "%s %s: the task needs %d CPU units, %lld free of %lld "
		    "registered", type ? type : "instance", name, w->cpu,
		    (long long)freec, (long long)regc);
		ev_res(f, in, "remainingResources", fc);
		check_finding_fix(ctx, f, in);
	}
	if (w->memory > 0 && w->memory > regm) {
		fit->mem_ok = fit->fits_empty = false;
		if (it != NULL)
			snprintf(nominal, sizeof(nominal), "has %g GiB but ",
			    it->mem_gib);
		else
			nominal[0] = '\0';
		f = report_add_finding(ctx->r, "PD303", SEV_ERROR, STEP, name,
		    "the task reserves %d MiB; %s %s %sregisters %lld MiB for "
		    "tasks: it never fits, even on an empty instance",
		    w->memory, type ? type : "instance", name, nominal,
		    (long long)regm);
		ev_res(f, in, "registeredResources", rm);
		check_finding_fix(ctx, f, in);
		if (w->memory_task_level)
			finding_add_fix(f, "json-patch", "[{\"op\": "
			    "\"replace\", "
			    "\"path\": \"/memory\", \"value\": \"%lld\"}]",
			    (long long)regm);
	} else if (w->memory > 0 && w->memory > freem) {
		fit->mem_ok = false;
		f = report_add_finding(ctx->r, "PD302", SEV_ERROR, STEP, name,
		    "%s %s: the task needs %d MiB, %lld MiB free of %lld "
		    "registered", type ? type : "instance", name, w->memory,
		    (long long)freem, (long long)regm);
		ev_res(f, in, "remainingResources", fm);
		check_finding_fix(ctx, f, in);
	}
	check_set(ctx, i, STEP, fit->cpu_ok && fit->mem_ok ? STEP_PASS :
	    STEP_FAIL);
}

/* The container and port-mapping index of a static host port. */
static bool
find_port(const struct taskdef *td, const struct host_port *hp, int *ci,
    int *pi)
{
	size_t i, j;

	for (i = 0; i < td->ncontainers; i++) {
		const struct container_def *c = &td->containers[i];

		if (c->name == NULL || hp->container == NULL ||
		    strcmp(c->name, hp->container) != 0)
			continue;
		for (j = 0; j < c->nports; j++) {
			if (c->ports[j].host_port == hp->port ||
			    (c->ports[j].host_port <= 0 &&
			    c->ports[j].container_port == hp->port)) {
				*ci = c->index;
				*pi = (int)j;
				return true;
			}
		}
	}
	return false;
}

static const struct task *
port_holder(const struct instance *in, int port, const char *proto)
{
	size_t k, c, b;

	for (k = 0; k < in->ntasks; k++) {
		const struct task *t = in->tasks[k];

		if (t->last_status != NULL &&
		    strcmp(t->last_status, "STOPPED") == 0)
			continue;
		for (c = 0; c < t->ncontainers; c++) {
			for (b = 0; b < t->containers[c].nbindings; b++) {
				const struct netbinding *nb =
				    &t->containers[c].bindings[b];

				if (nb->host_port != port)
					continue;
				if (nb->protocol == NULL ||
				    strcasecmp(nb->protocol, proto) == 0)
					return t;
			}
		}
	}
	return NULL;
}

static void
ports(struct check_ctx *ctx, size_t i)
{
	const struct instance *in = &ctx->m->instances[i];
	const struct demand *w = &ctx->want;
	const char *name = check_inst_name(in);
	struct finding *f;
	size_t k;
	char num[16];
	bool bad = false;

	for (k = 0; k < w->nports; k++) {
		const struct host_port *hp = &w->ports[k];
		bool udp = strcmp(hp->protocol, "udp") == 0;
		const char *rn = udp ? "PORTS_UDP" : "PORTS";
		const struct resource *rem = model_res(&in->remaining, rn);
		const struct resource *reg = model_res(&in->registered, rn);
		const struct task *t;
		int ci, pi;

		if (!in->remaining.present || (rem == NULL && !udp)) {
			missing(ctx, i, "the PORTS resource");
			return;
		}
		snprintf(num, sizeof(num), "%d", hp->port);
		if (rem == NULL || !check_res_has(rem, num))
			continue;
		bad = true;
		t = port_holder(in, hp->port, hp->protocol);
		if (check_res_has(reg, num))
			f = report_add_finding(ctx->r, "PD305", SEV_ERROR,
			    STEP, name, "%s: host port %d/%s (container %s, %s "
			    "mode) is reserved by the agent "
			    "(ECS_RESERVED_PORTS)",
			    name, hp->port, hp->protocol, hp->container ?
			    hp->container : "?", w->network_mode);
		else if (t != NULL)
			f = report_add_finding(ctx->r, "PD305", SEV_ERROR,
			    STEP, name, "%s: host port %d/%s (container %s, %s "
			    "mode) is already in use by task %s", name,
			    hp->port, hp->protocol, hp->container ?
			    hp->container : "?", w->network_mode,
			    t->id ? t->id : t->arn);
		else
			f = report_add_finding(ctx->r, "PD305", SEV_ERROR,
			    STEP, name, "%s: host port %d/%s (container %s, %s "
			    "mode) is already in use", name, hp->port,
			    hp->protocol, hp->container ? hp->container : "?",
			    w->network_mode);
		ev_res(f, in, "remainingResources", rem);
		if (t != NULL)
			check_ev_origin(f, &t->origin, "/containers");
		if (find_port(ctx->t->taskdef, hp, &ci, &pi) &&
		    strcmp(w->network_mode, "host") != 0)
			finding_add_fix(f, "json-patch", "[{\"op\": "
			    "\"replace\", "
			    "\"path\": \"/containerDefinitions/%d/portMappings/"
			    "%d/hostPort\", \"value\": 0}]", ci, pi);
		finding_add_fix(f, "note", "a static host port allows one such "
		    "task per instance: use a dynamic host port (hostPort 0 in "
		    "bridge mode) or awsvpc, or add instances");
	}
	check_set(ctx, i, STEP, bad ? STEP_FAIL : STEP_PASS);
}

static bool
is_eni(const struct attachment *a)
{
	return a->type != NULL && strcasecmp(a->type,
	    "ElasticNetworkInterface") == 0 && (a->status == NULL ||
	    (strcmp(a->status, "DETACHED") != 0 &&
	    strcmp(a->status, "DELETED") != 0 &&
	    strcmp(a->status, "FAILED") != 0));
}

static void
enis(struct check_ctx *ctx, size_t i)
{
	const struct instance *in = &ctx->m->instances[i];
	const char *name = check_inst_name(in);
	const char *type = check_inst_type(in);
	const struct itype *it = itype_lookup(type);
	bool trunk = model_attr(in, "ecs.awsvpc-trunk-id") != NULL;
	bool tasks = (ctx->m->have & HAVE_TASKS) != 0;
	long limit = -1, used = -1, bound = -1;
	struct finding *f;
	size_t k, a;

	if (in->running_tasks >= 0)
		bound = in->running_tasks + (in->pending_tasks > 0 ?
		    in->pending_tasks : 0);
	if (tasks) {
		used = 0;
		for (k = 0; k < in->ntasks; k++) {
			const struct task *t = in->tasks[k];

			if (t->last_status != NULL &&
			    strcmp(t->last_status, "STOPPED") == 0)
				continue;
			for (a = 0; a < t->nattachments; a++) {
				if (is_eni(&t->attachments[a]))
					used++;
			}
		}
	}
	if (it != NULL && !trunk && it->max_enis > 0)
		limit = it->max_enis - 1;
	else if (it != NULL && trunk && it->trunk_tasks > 0)
		limit = it->trunk_tasks;
	if (limit < 0) {
		if (bound == 0 || used == 0) {
			check_set(ctx, i, STEP, STEP_PASS);
			return;
		}
		f = report_add_finding(ctx->r, "PD391", SEV_INCONCLUSIVE, STEP,
		    name, "%s: the awsvpc task needs an ENI; provdoc does not "
		    "know how many %s%s allows%s", name,
		    trunk ? "trunked tasks "
		    "" : "ENIs ", type ? type : "this type",
		    type && it == NULL ? " (type not in provdoc's table)" : "");
		check_ev_inst(f, in, "/attributes");
		finding_add_fix(f, "command", "aws ec2 describe-instance-types "
		    "--instance-types %s --region %s --query 'InstanceTypes[0]."
		    "NetworkInfo.MaximumNetworkInterfaces'",
		    type ? type : "<instance-type>", check_region_arg(ctx));
		check_set(ctx, i, STEP, STEP_INCONCLUSIVE);
		return;
	}
	if (used < 0 && bound >= 0 && bound < limit)
		used = bound;	/* each task uses at most one ENI */
	if (used < 0) {
		f = report_add_finding(ctx->r, "PD391", SEV_INCONCLUSIVE, STEP,
		    name, "%s: %ld awsvpc task slot%s (%s); it runs %ld task%s "
		    "but the tasks were not captured, so the ENIs in use are "
		    "unknown", name, limit, limit == 1 ? "" : "s",
		    trunk ? "with trunking" : "max ENIs - 1", bound,
		    bound == 1 ? "" : "s");
		check_ev_inst(f, in, "/runningTasksCount");
		finding_add_fix(f, "command", "aws ecs list-tasks --cluster %s "
		    "--container-instance %s --region %s",
		    check_cluster_arg(ctx), check_inst_ci(in),
		    check_region_arg(ctx));
		check_set(ctx, i, STEP, STEP_INCONCLUSIVE);
		return;
	}
	if (used < limit) {
		check_set(ctx, i, STEP, STEP_PASS);
		return;
	}
	if (trunk)
		f = report_add_finding(ctx->r, "PD306", SEV_ERROR, STEP, name,
		    "%s %s: all %ld trunked awsvpc task slots are in use",
		    type, name, limit);
	else
		f = report_add_finding(ctx->r, "PD306", SEV_ERROR, STEP, name,
		    "%s %s: %ld of %ld awsvpc task ENIs in use (%d ENIs, "
		    "one is the primary; no trunking)", type, name, used, limit,
		    it->max_enis);
	check_ev_inst(f, in, "/attributes");
	check_finding_fix(ctx, f, in);
	check_set(ctx, i, STEP, STEP_FAIL);
}

#define DOCKER_API	"com.amazonaws.ecs.capability.docker-remote-api."

static bool
parse_version(const char *s, long *major, long *minor)
{
	char *end;

	*major = strtol(s, &end, 10);
	if (end == s || *end != '.')
		return false;
	s = end + 1;
	*minor = strtol(s, &end, 10);
	return end != s && *end == '\0';
}

/* Whether the instance has the docker API version or a newer one. */
static bool
docker_api_ok(const struct instance *in, const char *need, char *best,
    size_t n)
{
	long nmaj, nmin, maj, min, bmaj = -1, bmin = -1;
	size_t k;

	if (!parse_version(need, &nmaj, &nmin))
		return false;
	best[0] = '\0';
	for (k = 0; k < in->nattrs; k++) {
		const char *a = in->attrs[k].name;

		if (a == NULL ||
		    strncmp(a, DOCKER_API, strlen(DOCKER_API)) != 0 ||
		    !parse_version(a + strlen(DOCKER_API), &maj, &min))
			continue;
		if (maj > bmaj || (maj == bmaj && min > bmin)) {
			bmaj = maj;
			bmin = min;
		}
		if (maj > nmaj || (maj == nmaj && min >= nmin))
			return true;
	}
	if (bmaj >= 0)
		snprintf(best, n, "%ld.%ld", bmaj, bmin);
	return false;
}

static void
attr_fix(struct check_ctx *ctx, struct finding *f, const struct instance *in,
    const struct attribute *ra)
{
	const char *n = ra->name;

	if (strncmp(n, DOCKER_API, strlen(DOCKER_API)) == 0)
		finding_add_fix(f, "note", "the instance's Docker is too old "
		    "for "
		    "the task: replace it with a current ECS-optimized AMI");
	else if (strstr(n, "logging-driver.") != NULL)
		finding_add_fix(f, "user-data", "echo 'ECS_AVAILABLE_LOGGING_"
		    "DRIVERS=[\"json-file\",\"awslogs\",\"%s\"]' >> "
		    "/etc/ecs/ecs.config", strstr(n, "logging-driver.") +
		    strlen("logging-driver."));
	else if (strcmp(n, "ecs.capability.task-eni") == 0)
		finding_add_fix(f, "user-data",
		    "echo ECS_ENABLE_TASK_ENI=true >> /etc/ecs/ecs.config");
	else if (strncmp(n, "ecs.vpc-id", 10) == 0 ||
	    strncmp(n, "ecs.subnet-id", 13) == 0 ||
	    strncmp(n, "ecs.availability-zone", 21) == 0)
		finding_add_fix(f, "note", "awsvpc tasks must run in the "
		    "instance's VPC, and the service's subnets must cover the "
		    "instances' Availability Zones");
	else if (strncmp(n, "ecs.", 4) == 0 ||
	    strncmp(n, "com.amazonaws.ecs.", 18) == 0)
		finding_add_fix(f, "note", "%s is set by the ECS agent: update "
		    "the agent/AMI or enable the feature in "
		    "/etc/ecs/ecs.config",
		    n);
	else
		finding_add_fix(f, "command", "aws ecs put-attributes "
		    "--cluster "
		    "%s --attributes name=%s%s%s,targetType=container-instance,"
		    "targetId=%s --region %s", check_cluster_arg(ctx), n,
		    ra->value ? ",value=" : "", ra->value ? ra->value : "",
		    in->arn ? in->arn : check_inst_ci(in),
		    check_region_arg(ctx));
}

static void
attributes(struct check_ctx *ctx, size_t i)
{
	const struct instance *in = &ctx->m->instances[i];
	const struct taskdef *td = ctx->t->taskdef;
	const char *name = check_inst_name(in);
	struct finding *f;
	size_t k;
	char best[32];
	bool bad = false;

	if (td->nrequires_attrs == 0)
		return;
	if (!in->attrs_present) {
		missing(ctx, i, "attributes");
		return;
	}
	for (k = 0; k < td->nrequires_attrs; k++) {
		const struct attribute *ra = &td->requires_attrs[k];
		const struct attribute *have;

		if (ra->name == NULL)
			continue;
		if (strncmp(ra->name, DOCKER_API, strlen(DOCKER_API)) == 0) {
			if (docker_api_ok(in, ra->name + strlen(DOCKER_API),
			    best, sizeof(best)))
				continue;
			bad = true;
			f = report_add_finding(ctx->r, "PD307", SEV_ERROR, STEP,
			    name, "%s lacks %s: the task needs Docker remote "
			    "API %s, the instance offers %s", name, ra->name,
			    ra->name + strlen(DOCKER_API),
			    best[0] ? best : "no docker-remote-api attribute");
		} else {
			have = model_attr(in, ra->name);
			if (have != NULL && (ra->value == NULL ||
			    (have->value != NULL &&
			    strcmp(have->value, ra->value) == 0)))
				continue;
			bad = true;
			if (have != NULL)
				f = report_add_finding(ctx->r, "PD307",
				    SEV_ERROR, STEP, name, "%s has attribute "
				    "%s "
				    "= %s; the task requires "
				    "%s", name, ra->name,
				    have->value ? have->value : "(no value)",
				    ra->value);
			else
				f = report_add_finding(ctx->r, "PD307",
				    SEV_ERROR, STEP, name, "%s lacks attribute "
				    "%s%s%s required by the task definition",
				    name, ra->name, ra->value ? " = " : "",
				    ra->value ? ra->value : "");
		}
		check_ev_origin(f, &td->origin, "/requiresAttributes/%d",
		    ra->index);
		check_ev_inst(f, in, "/attributes");
		attr_fix(ctx, f, in, ra);
	}
	check_set(ctx, i, STEP, bad ? STEP_FAIL : STEP_PASS);
}

static bool
entering(const struct check_ctx *ctx, size_t i)
{
	int s;

	for (s = 0; s < STEP; s++) {
		if (ctx->r->insts[i].step[s] == STEP_FAIL)
			return false;
	}
	return true;
}

/*
 * Fragmentation (PD304): some entering candidate is short of CPU or memory,
 * none fits, and for each short resource the free amount on the candidates
 * other than the one with the most free adds up to at least the
 * reservation: a whole task's worth sits in fragments no single task can
 * use, so repacking helps. When the other candidates together hold less
 * than that, it is a plain shortage (PD301/PD302) and the fix is capacity.
 */
static bool
fragmented(int64_t sum, int64_t max, int need, const char *unit,
    struct buf *why)
{
	if (sum - max < need)
		return false;
	buf_addf(why, "%s%lld %s free in total (%lld beyond the instance "
	    "with the most) for a task needing %d", why->len ? "; " : "",
	    (long long)sum, unit, (long long)(sum - max), need);
	return true;
}

static void
fragmentation(struct check_ctx *ctx, const struct fit *fit)
{
	const struct demand *w = &ctx->want;
	size_t i, n = 0;
	int64_t cpu = 0, mem = 0, maxc = 0, maxm = 0;
	bool cpu_short = false, mem_short = false, empty_fit = false;
	struct buf why = BUF_INIT;
	struct finding *f;

	for (i = 0; i < ctx->m->ninstances; i++) {
		if (!fit[i].entering || !fit[i].known)
			continue;
		n++;
		if (fit[i].cpu_ok && fit[i].mem_ok)
			return;		/* one instance fits */
		if (fit[i].fits_empty)
			empty_fit = true;
		cpu_short |= !fit[i].cpu_ok;
		mem_short |= !fit[i].mem_ok;
		cpu += fit[i].cpu_free;
		mem += fit[i].mem_free;
		if (fit[i].cpu_free > maxc)
			maxc = fit[i].cpu_free;
		if (fit[i].mem_free > maxm)
			maxm = fit[i].mem_free;
	}
	if (n < 2 || !empty_fit || (!cpu_short && !mem_short))
		return;
	if ((cpu_short && !fragmented(cpu, maxc, w->cpu, "CPU units", &why)) ||
	    (mem_short && !fragmented(mem, maxm, w->memory, "MiB", &why))) {
		buf_free(&why);
		return;
	}
	f = report_add_finding(ctx->r, "PD304", SEV_ERROR, STEP, NULL,
	    "fragmentation: no single one of the %zu candidate instances has "
	    "room, yet they have %s", n, why.data);
	buf_free(&why);
	if (ctx->t->service != NULL)
		finding_add_fix(f, "command", "aws ecs update-service "
		    "--cluster "
		    "%s --service %s --placement-strategy "
		    "type=binpack,field=%s --region %s",
		    check_cluster_arg(ctx), ctx->t->service->name,
		    mem_short ? "memory" : "cpu", check_region_arg(ctx));
	finding_add_fix(f, "note", "pack the tasks that share these instances "
	    "tighter (binpack placement on %s, then redeploy them) or add an "
	    "instance; the task itself fits an empty instance",
	    mem_short ? "memory" : "cpu");
}

static void
run(struct check_ctx *ctx)
{
	const struct demand *w = &ctx->want;
	struct fit *fit;
	size_t i, n = ctx->m->ninstances;

	if (!w->known) {
		check_set_all(ctx, STEP, STEP_INCONCLUSIVE);
		return;
	}
	fit = xcalloc(n ? n : 1, sizeof(*fit));
	for (i = 0; i < n; i++) {
		fit[i].entering = entering(ctx, i);
		cpu_mem(ctx, i, &fit[i]);
		if (w->reservation_unknown)
			check_set(ctx, i, STEP, STEP_INCONCLUSIVE);
		if (w->nports > 0)
			ports(ctx, i);
		if (strcmp(w->network_mode, "awsvpc") == 0)
			enis(ctx, i);
		attributes(ctx, i);
	}
	fragmentation(ctx, fit);
	free(fit);
}

const struct check_def check_step3_resources = {
	.id = "step3-resources",
	.title = "CPU, memory and the rest",
	.step = STEP,
	.codes = "PD301 PD302 PD303 PD304 PD305 PD306 PD307 PD390 PD391",
	.run = run,
};
