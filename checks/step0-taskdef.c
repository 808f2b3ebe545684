/*
 * step0-taskdef: runbook step 0, the task definition. Checks that the GPU
 * request is well-formed (PD002, PD003), that GPUs are not asked of
 * Fargate (PD001) or Windows (PD006), that memory is given somewhere
 * (PD004), warns about NVIDIA_DRIVER_CAPABILITIES (PD005), and computes
 * what the task will reserve on an instance (ctx->want) for steps 1-4.
 * It looks at no instance; its errors fail step 0 for every instance.
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "checks/check.h"
#include "checks/common.h"
#include "checks/step0.h"
#include "util/arena.h"
#include "util/banned.h"

#define STEP	0

static const char *
skip_space(const char *s)
{
	while (*s != '\0' && isspace((unsigned char)*s))
		s++;
	return s;
}

/*
 * A non-negative decimal number at s (digits, optional fraction); the end
 * in *end. Returns -1 when there is no number. No exponents, no sign.
 */
static double
parse_decimal(const char *s, const char **end)
{
	const char *p = s;
	double v;
	char *e;

	if (!isdigit((unsigned char)*p) && *p != '.')
		return -1;
	while (isdigit((unsigned char)*p))
		p++;
	if (*p == '.') {
		p++;
		if (!isdigit((unsigned char)*p) && p - s == 1)
			return -1;
		while (isdigit((unsigned char)*p))
			p++;
	}
	errno = 0;
	v = strtod(s, &e);
	if (errno != 0 || e != p || !isfinite(v))
		return -1;
	*end = p;
	return v;
}

static bool
is_integer_text(const char *s, const char *end)
{
	for (; s < end; s++) {
		if (!isdigit((unsigned char)*s))
			return false;
	}
	return true;
}

/* Case-insensitive match of the unit word at s (the rest must be spaces). */
static bool
unit_is(const char *s, const char *unit)
{
	size_t n = strlen(unit);

	s = skip_space(s);
	if (strncasecmp(s, unit, n) != 0)
		return false;
	return *skip_space(s + n) == '\0';
}

int
check_parse_cpu(const char *s)
{
	const char *p, *end;
	double v;

	if (s == NULL)
		return -1;
	p = skip_space(s);
	v = parse_decimal(p, &end);
	if (v < 0 || v > 1e7)
		return -1;
	if (*skip_space(end) == '\0')
		return is_integer_text(p, end) ? (int)v : -1;
	if (unit_is(end, "vcpu") || unit_is(end, "vcpus"))
		return (int)lround(v * 1024);
	return -1;
}

int
check_parse_memory(const char *s)
{
	const char *p, *end;
	double v;

	if (s == NULL)
		return -1;
	p = skip_space(s);
	v = parse_decimal(p, &end);
	if (v < 0 || v > 1e9)
		return -1;
	if (*skip_space(end) == '\0')
		return is_integer_text(p, end) ? (int)v : -1;
	if (unit_is(end, "gb") || unit_is(end, "gib"))
		return v * 1024 > 1e9 ? -1 : (int)lround(v * 1024);
	if (unit_is(end, "mb") || unit_is(end, "mib"))
		return (int)lround(v);
	return -1;
}

enum check_gpu_value
check_parse_gpu(const char *s, double *v)
{
	const char *p, *end;
	double d;

	*v = 0;
	if (s == NULL)
		return GPUV_INVALID;
	p = skip_space(s);
	if (strncasecmp(p, "all", 3) == 0 && *skip_space(p + 3) == '\0')
		return GPUV_ALL;
	d = parse_decimal(p, &end);
	if (d < 0 || *skip_space(end) != '\0')
		return GPUV_INVALID;
	if (is_integer_text(p, end)) {
		if (d < 1 || d > 1024)
			return GPUV_INVALID;
		*v = d;
		return GPUV_INTEGER;
	}
	if (d == 0.125 || d == 0.25 || d == 0.5) {
		*v = d;
		return GPUV_FRACTION;
	}
	return GPUV_INVALID;
}

/* How the target will be launched: "EC2", "FARGATE", "EXTERNAL" or NULL. */
static const char *
cp_strategy_kind(const struct cp_item *v, size_t n)
{
	size_t i, fargate = 0;

	if (n == 0)
		return NULL;
	for (i = 0; i < n; i++) {
		if (v[i].provider != NULL &&
		    strncmp(v[i].provider, "FARGATE", 7) == 0)
			fargate++;
	}
	if (fargate == n)
		return "FARGATE";
	return fargate == 0 ? "EC2" : NULL;
}

static const char *
launch_type(const struct check_ctx *ctx)
{
	const struct target *t = ctx->t;
	const struct taskdef *td = t->taskdef;
	const char *k;

	if (t->task != NULL) {
		if (t->task->launch_type != NULL)
			return t->task->launch_type;
		if (t->task->capacity_provider != NULL)
			return strncmp(t->task->capacity_provider, "FARGATE",
			    7) == 0 ? "FARGATE" : "EC2";
	}
	if (t->service != NULL) {
		if (t->service->launch_type != NULL)
			return t->service->launch_type;
		k = cp_strategy_kind(t->service->cp_strategy,
		    t->service->ncp_strategy);
		if (k != NULL)
			return k;
		if (t->service->ncp_strategy == 0 && ctx->m->cluster != NULL)
			return cp_strategy_kind(
			    ctx->m->cluster->default_cp_strategy,
			    ctx->m->cluster->ndefault_cp_strategy);
		return NULL;
	}
	if (td != NULL && td->nrequires_compat == 1 &&
	    td->requires_compat[0] != NULL)
		return td->requires_compat[0];
	return NULL;
}

static bool
is_windows(const struct taskdef *td)
{
	return td->os_family != NULL &&
	    strncasecmp(td->os_family, "WINDOWS", 7) == 0;
}

static const char *
env_value(const struct container_def *c, const char *name)
{
	size_t i;

	for (i = 0; i < c->nenv; i++) {
		if (c->env[i].name != NULL && strcmp(c->env[i].name, name) == 0)
			return c->env[i].value ? c->env[i].value : "";
	}
	return NULL;
}

/* Whether an image name suggests a CUDA base (a hint, never proof). */
static bool
looks_cuda(const char *image)
{
	static const char *const hints[] = { "cuda", "nvidia", "nvcr.io",
	    "pytorch", "tensorflow", "triton", "vllm", "tensorrt",
	    "deep-learning-containers", "-gpu", "gpu-" };
	size_t i;
	char low[512];
	size_t n;

	if (image == NULL)
		return false;
	n = strlen(image);
	if (n >= sizeof(low))
		n = sizeof(low) - 1;
	for (i = 0; i < n; i++)
		low[i] = (char)tolower((unsigned char)image[i]);
	low[n] = '\0';
	for (i = 0; i < sizeof(hints) / sizeof(hints[0]); i++) {
		if (strstr(low, hints[i]) != NULL)
			return true;
	}
	return false;
}

static void
ev_td(struct finding *f, const struct taskdef *td, const char *suffix)
{
	check_ev_origin(f, &td->origin, "%s", suffix);
}

static void
ev_req(struct finding *f, const struct taskdef *td,
    const struct container_def *c, const struct resreq *q)
{
	check_ev_origin(f, &td->origin,
	    "/containerDefinitions/%d/resourceRequirements/%d", c->index,
	    q->index);
}

static void
register_fix(const struct check_ctx *ctx, struct finding *f)
{
	finding_add_fix(f, "command",
	    "aws ecs register-task-definition --cli-input-json "
	    "file://taskdef.json --region %s", check_region_arg(ctx));
	if (ctx->t->service != NULL)
		finding_add_fix(f, "command",
		    "aws ecs update-service --cluster %s --service %s "
		    "--task-definition %s --region %s",
		    check_cluster_arg(ctx), ctx->t->service->name,
		    ctx->t->taskdef->family ? ctx->t->taskdef->family :
		    "<family>", check_region_arg(ctx));
}

/* The reservation: task-level values win, else container sums. */
static void
reservation(struct check_ctx *ctx)
{
	const struct taskdef *td = ctx->t->taskdef;
	struct demand *w = &ctx->want;
	struct finding *f;
	bool any_mem = false;
	size_t i;
	int v;

	w->cpu = 0;
	w->memory = -1;
	for (i = 0; i < td->ncontainers; i++) {
		const struct container_def *c = &td->containers[i];

		if (c->cpu > 0)
			w->cpu += c->cpu;
		if (c->memory_reservation > 0) {
			w->memory = (w->memory < 0 ? 0 : w->memory) +
			    c->memory_reservation;
			any_mem = true;
		} else if (c->memory > 0) {
			w->memory = (w->memory < 0 ? 0 : w->memory) + c->memory;
			any_mem = true;
		}
	}
	if (td->cpu != NULL) {
		v = check_parse_cpu(td->cpu);
		if (v < 0) {
			w->reservation_unknown = true;
			f = report_add_finding(ctx->r, "PD091",
			    SEV_INCONCLUSIVE, STEP, NULL,
			    "cannot read the task-level cpu \"%s\" "
			    "(expected CPU units such as 1024, or \"1 vCPU\"); "
			    "the CPU reservation is unknown", td->cpu);
			ev_td(f, td, "/cpu");
		} else {
			w->cpu = v;
			w->cpu_task_level = true;
		}
	}
	if (td->memory != NULL) {
		v = check_parse_memory(td->memory);
		if (v < 0) {
			w->reservation_unknown = true;
			f = report_add_finding(ctx->r, "PD091",
			    SEV_INCONCLUSIVE, STEP, NULL,
			    "cannot read the task-level memory \"%s\" "
			    "(expected MiB such as 2048, or \"2 GB\"); "
			    "the memory reservation is unknown", td->memory);
			ev_td(f, td, "/memory");
		} else {
			w->memory = v;
			w->memory_task_level = true;
			any_mem = true;
		}
	}
	if (!any_mem && !w->reservation_unknown && (w->launch_type == NULL ||
	    strcmp(w->launch_type, "FARGATE") != 0)) {
		f = report_add_finding(ctx->r, "PD004", SEV_ERROR, STEP, NULL,
		    "%s gives no memory anywhere: no task-level memory and "
		    "no memory or memoryReservation in its %zu container%s "
		    "(required on EC2)", td->family ? td->family : "the task "
		    "definition", td->ncontainers,
		    td->ncontainers == 1 ? "" : "s");
		ev_td(f, td, "/containerDefinitions");
		finding_add_fix(f, "json-patch",
		    "[{\"op\": \"add\", \"path\": \"/memory\", "
		    "\"value\": \"<MiB>\"}]");
		register_fix(ctx, f);
	}
}

static void
host_ports(struct check_ctx *ctx)
{
	const struct taskdef *td = ctx->t->taskdef;
	struct demand *w = &ctx->want;
	bool host = strcmp(w->network_mode, "host") == 0;
	size_t i, j, n = 0;

	if (!host && strcmp(w->network_mode, "bridge") != 0 &&
	    strcmp(w->network_mode, "default") != 0)
		return;
	for (i = 0; i < td->ncontainers; i++)
		n += td->containers[i].nports;
	if (n == 0)
		return;
	w->ports = arena_array(ctx->scratch, n, sizeof(*w->ports));
	for (i = 0; i < td->ncontainers; i++) {
		const struct container_def *c = &td->containers[i];

		for (j = 0; j < c->nports; j++) {
			const struct portmap *p = &c->ports[j];
			int port = p->host_port;

			if (p->range != NULL)
				continue;
			if (host && port <= 0)
				port = p->container_port;
			if (port <= 0)
				continue;
			w->ports[w->nports].port = port;
			w->ports[w->nports].protocol =
			    p->protocol && strcasecmp(p->protocol, "udp") == 0 ?
			    "udp" : "tcp";
			w->ports[w->nports].container = c->name;
			w->nports++;
		}
	}
}

static void
gpu_request(struct check_ctx *ctx)
{
	const struct taskdef *td = ctx->t->taskdef;
	struct demand *w = &ctx->want;
	const struct container_def *frac_c = NULL;
	struct finding *f;
	int nfrac = 0;
	double sum = 0, frac = 0, v;
	size_t i, j;

	w->gpu_valid = true;
	for (i = 0; i < td->ncontainers; i++) {
		const struct container_def *c = &td->containers[i];
		bool has = false;

		for (j = 0; j < c->nreqs; j++) {
			const struct resreq *q = &c->reqs[j];

			if (q->type == NULL || strcmp(q->type, "GPU") != 0)
				continue;
			has = true;
			switch (check_parse_gpu(q->value, &v)) {
			case GPUV_INTEGER:
				sum += v;
				break;
			case GPUV_ALL:
				w->gpu_all = true;
				break;
			case GPUV_FRACTION:
				nfrac++;
				frac = v;
				frac_c = c;
				break;
			case GPUV_INVALID:
				w->gpu_valid = false;
				f = report_add_finding(ctx->r, "PD002",
				    SEV_ERROR, STEP, NULL,
				    "container %s asks for GPU \"%s\": not a "
				    "positive integer, ALL, or 0.125/0.25/0.5",
				    c->name ? c->name : "?",
				    q->value ? q->value : "");
				ev_req(f, td, c, q);
				finding_add_fix(f, "json-patch",
				    "[{\"op\": \"replace\", \"path\": "
				    "\"/containerDefinitions/%d/"
				    "resourceRequirements/%d/value\", "
				    "\"value\": \"1\"}]", c->index, q->index);
				register_fix(ctx, f);
				break;
			}
		}
		if (has)
			w->gpu_containers++;
	}
	if (nfrac > 1 || (nfrac == 1 && w->gpu_containers > 1)) {
		w->gpu_valid = false;
		if (nfrac > 1)
			f = report_add_finding(ctx->r, "PD003", SEV_ERROR,
			    STEP, NULL, "%d containers ask for a fractional "
			    "GPU; only one container per task may", nfrac);
		else
			f = report_add_finding(ctx->r, "PD003", SEV_ERROR,
			    STEP, NULL, "container %s asks for a fractional "
			    "GPU (%g) while %d other container(s) also ask for "
			    "GPUs; a fractional request must be the task's "
			    "only GPU requirement",
			    frac_c->name ? frac_c->name : "?", frac,
			    w->gpu_containers - 1);
		ev_td(f, td, "/containerDefinitions");
		finding_add_fix(f, "note", "keep the GPU requirement on one "
		    "container only, or use whole GPUs (an integer value) on "
		    "a full-GPU instance type");
		register_fix(ctx, f);
	}
	if (nfrac > 0) {
		w->gpu_fractional = true;
		w->gpus = frac;
	} else {
		w->gpus = sum;
	}
}

static void
gpu_platform(struct check_ctx *ctx)
{
	const struct taskdef *td = ctx->t->taskdef;
	struct demand *w = &ctx->want;
	const char *lt = w->launch_type;
	struct finding *f;

	if (lt != NULL && strcmp(lt, "FARGATE") == 0) {
		f = report_add_finding(ctx->r, "PD001", SEV_ERROR, STEP, NULL,
		    "%s asks for %s GPU but the %s launches on Fargate, which "
		    "has no GPUs", td->family ? td->family : "the task",
		    w->gpu_fractional ? "a fractional" : "a",
		    ctx->t->service ? "service" : "task");
		if (ctx->t->service != NULL)
			check_ev_origin(f, &ctx->t->service->origin, "%s",
			    ctx->t->service->launch_type ? "/launchType" :
			    "/capacityProviderStrategy");
		else
			ev_td(f, td, "/requiresCompatibilities");
		finding_add_fix(f, "note", "run GPU tasks on EC2 container "
		    "instances with GPUs: a service with an EC2 capacity "
		    "provider (or --launch-type EC2) and GPU instance types");
		if (ctx->t->service != NULL)
			finding_add_fix(f, "command",
			    "aws ecs update-service --cluster %s --service %s "
			    "--capacity-provider-strategy "
			    "capacityProvider=<gpu-capacity-provider>,weight=1 "
			    "--force-new-deployment --region %s",
			    check_cluster_arg(ctx), ctx->t->service->name,
			    check_region_arg(ctx));
	}
	if (lt != NULL && strcmp(lt, "EXTERNAL") == 0 && w->gpu_fractional) {
		w->gpu_valid = false;
		f = report_add_finding(ctx->r, "PD003", SEV_ERROR, STEP, NULL,
		    "fractional GPUs (%g) are not supported on ECS Anywhere "
		    "(EXTERNAL); only on EC2 G6f/Gr6f instances", w->gpus);
		ev_td(f, td, "/containerDefinitions");
		finding_add_fix(f, "note", "use whole GPUs on ECS Anywhere, or "
		    "run the task on EC2 g6f/gr6f instances");
	}
	if (is_windows(td)) {
		f = report_add_finding(ctx->r, "PD006", SEV_ERROR, STEP, NULL,
		    "%s asks for GPUs on %s; ECS does not support GPUs for "
		    "Windows containers", td->family ? td->family : "the task",
		    td->os_family);
		ev_td(f, td, "/runtimePlatform/operatingSystemFamily");
		finding_add_fix(f, "note", "run GPU containers on Linux "
		    "(runtimePlatform.operatingSystemFamily LINUX) with the "
		    "ECS GPU-optimized AMI");
	}
}

static void
driver_caps(struct check_ctx *ctx)
{
	const struct taskdef *td = ctx->t->taskdef;
	struct finding *f;
	size_t i, j;

	for (i = 0; i < td->ncontainers; i++) {
		const struct container_def *c = &td->containers[i];
		bool gpu = false;

		for (j = 0; j < c->nreqs; j++) {
			if (c->reqs[j].type != NULL &&
			    strcmp(c->reqs[j].type, "GPU") == 0)
				gpu = true;
		}
		if (!gpu || env_value(c, "NVIDIA_DRIVER_CAPABILITIES") ||
		    looks_cuda(c->image))
			continue;
		f = report_add_finding(ctx->r, "PD005", SEV_INFO, STEP, NULL,
		    "container %s asks for a GPU, sets no "
		    "NVIDIA_DRIVER_CAPABILITIES, and its image %s does not "
		    "name a CUDA base; if the image is not built on one, the "
		    "GPU may be invisible at run time (not a placement cause)",
		    c->name ? c->name : "?", c->image ? c->image : "(none)");
		check_ev_origin(f, &td->origin, "/containerDefinitions/%d",
		    c->index);
		finding_add_fix(f, "json-patch",
		    "[{\"op\": \"add\", \"path\": \"/containerDefinitions/%d/"
		    "environment/-\", \"value\": {\"name\": "
		    "\"NVIDIA_DRIVER_CAPABILITIES\", \"value\": "
		    "\"compute,utility\"}}]", c->index);
	}
}

static void
task_group(struct check_ctx *ctx)
{
	const struct target *t = ctx->t;

	if (t->task != NULL && t->task->group != NULL)
		ctx->want.group = t->task->group;
	else if (t->service != NULL && t->service->name != NULL)
		ctx->want.group = arena_printf(ctx->scratch, "service:%s",
		    t->service->name);
	else if (t->taskdef != NULL && t->taskdef->family != NULL)
		ctx->want.group = arena_printf(ctx->scratch, "family:%s",
		    t->taskdef->family);
}

static void
run(struct check_ctx *ctx)
{
	const struct taskdef *td = ctx->t ? ctx->t->taskdef : NULL;
	struct demand *w = &ctx->want;
	size_t before = ctx->r->nfindings, i;
	bool error = false;
	struct finding *f;

	if (td == NULL) {
		f = report_add_finding(ctx->r, "PD090", SEV_INCONCLUSIVE, STEP,
		    NULL, "the task definition is not in the data: what the "
		    "task asks for (GPUs, CPU, memory, ports) is unknown");
		finding_add_fix(f, "command", "aws ecs "
		    "describe-task-definition "
		    "--task-definition <family:revision> --region %s "
		    "> describe-task-definition.json", check_region_arg(ctx));
		check_set_all(ctx, STEP, STEP_INCONCLUSIVE);
		return;
	}
	w->known = true;
	w->launch_type = launch_type(ctx);
	w->network_mode = td->network_mode ? td->network_mode :
	    is_windows(td) ? "default" : "bridge";
	task_group(ctx);
	gpu_request(ctx);
	if (check_wants_gpu(ctx) || w->gpu_containers > 0) {
		gpu_platform(ctx);
		driver_caps(ctx);
	}
	reservation(ctx);
	host_ports(ctx);
	for (i = before; i < ctx->r->nfindings; i++) {
		if (ctx->r->findings[i].sev == SEV_ERROR)
			error = true;
	}
	check_set_all(ctx, STEP, error ? STEP_FAIL : STEP_PASS);
}

const struct check_def check_step0_taskdef = {
	.id = "step0-taskdef",
	.title = "task definition",
	.step = STEP,
	.codes = "PD001 PD002 PD003 PD004 PD005 PD006 PD090 PD091",
	.run = run,
};
