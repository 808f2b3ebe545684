/*
 * events: parses what ECS said about a placement (service events, RunTask
 * failures) and records in report->said whether ECS's reason for its
 * closest instance agrees with provdoc's findings on that instance. ECS
 * names one reason per event and never which attribute is missing;
 * provdoc's findings name it. This module adds no finding and does not
 * change the verdict; for a placeable verdict it adds a "next" hint when
 * ECS's last word is a placement failure.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "checks/check.h"
#include "checks/common.h"
#include "checks/events.h"
#include "util/buf.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define MAX_SAID	5

static const char *const reason_names[] = {
	[EVR_NONE] = "NONE",
	[EVR_GENERIC] = "GENERIC",
	[EVR_NO_INSTANCES] = "NO_INSTANCES",
	[EVR_MEMORY] = "RESOURCE:MEMORY",
	[EVR_CPU] = "RESOURCE:CPU",
	[EVR_PORTS] = "RESOURCE:PORTS",
	[EVR_ENI] = "RESOURCE:ENI",
	[EVR_GPU] = "RESOURCE:GPU",
	[EVR_ATTRIBUTE] = "ATTRIBUTE",
	[EVR_AGENT] = "AGENT",
	[EVR_LOCATION] = "LOCATION",
	[EVR_MEMBEROF] = "MemberOf",
	[EVR_DISTINCT] = "DistinctInstance",
	[EVR_OTHER] = "OTHER",
};

const char *
events_reason_name(enum events_reason r)
{
	if ((unsigned)r >= sizeof(reason_names) / sizeof(reason_names[0]))
		return "OTHER";
	return reason_names[r];
}

static bool
starts_ci(const char *s, const char *prefix)
{
	return strncasecmp(s, prefix, strlen(prefix)) == 0;
}

enum events_reason
events_failure_reason(const char *reason)
{
	const char *r = reason;

	if (r == NULL)
		return EVR_NONE;
	while (*r == ' ')
		r++;
	if (starts_ci(r, "TaskFailedToStart:")) {
		r += strlen("TaskFailedToStart:");
		while (*r == ' ')
			r++;
	}
	if (starts_ci(r, "RESOURCE:")) {
		r += strlen("RESOURCE:");
		if (starts_ci(r, "CPU"))
			return EVR_CPU;
		if (starts_ci(r, "MEMORY"))
			return EVR_MEMORY;
		if (starts_ci(r, "PORTS"))
			return EVR_PORTS;
		if (starts_ci(r, "ENI"))
			return EVR_ENI;
		if (starts_ci(r, "GPU"))
			return EVR_GPU;
		return EVR_OTHER;
	}
	if (starts_ci(r, "AGENT"))
		return EVR_AGENT;
	if (starts_ci(r, "ATTRIBUTE"))
		return EVR_ATTRIBUTE;
	if (starts_ci(r, "LOCATION"))
		return EVR_LOCATION;
	if (starts_ci(r, "MemberOf placement constraint unsatisfied"))
		return EVR_MEMBEROF;
	if (starts_ci(r, "DistinctInstance placement constraint unsatisfied"))
		return EVR_DISTINCT;
	if (starts_ci(r, "NO ACTIVE INSTANCES") ||
	    starts_ci(r, "EMPTY CAPACITY PROVIDER"))
		return EVR_NO_INSTANCES;
	return EVR_OTHER;
}

static void
copy_token(char *dst, size_t n, const char *s, const char *stops)
{
	size_t k = 0;

	while (s[k] != '\0' && strchr(stops, s[k]) == NULL && k + 1 < n) {
		dst[k] = s[k];
		k++;
	}
	dst[k] = '\0';
	/* A sentence's full stop is not part of an id. */
	while (k > 0 && dst[k - 1] == '.')
		dst[--k] = '\0';
}

/* The last '/' segment of an id written as an ARN. */
static void
strip_arn(char *id)
{
	char *slash = strrchr(id, '/');

	if (slash != NULL)
		memmove(id, slash + 1, strlen(slash + 1) + 1);
}

bool
events_parse(const char *message, struct events_msg *out)
{
	static const struct {
		const char		*text;
		enum events_reason	 reason;
	} suffixes[] = {
		{ "has insufficient memory available", EVR_MEMORY },
		{ "has insufficient CPU units available", EVR_CPU },
		{ "has insufficient GPU", EVR_GPU },
		{ "is already using a port required by your task", EVR_PORTS },
		{ "is missing an attribute required by your task",
		    EVR_ATTRIBUTE },
		{ "doesn't have the agent connected", EVR_AGENT },
		{ "does not have the agent connected", EVR_AGENT },
	};
	const char *p, *q;
	size_t i;

	memset(out, 0, sizeof(*out));
	if (message == NULL || strstr(message, "unable to place a task") ==
	    NULL)
		return false;
	if (strncmp(message, "(service ", 9) == 0) {
		out->old_form = true;
		copy_token(out->service, sizeof(out->service), message + 9,
		    ")");
	} else if (strncmp(message, "service ", 8) == 0) {
		copy_token(out->service, sizeof(out->service), message + 8,
		    " ");
	}
	p = strstr(message, "closest matching container-instance ");
	if (p != NULL) {
		copy_token(out->instance, sizeof(out->instance),
		    p + strlen("closest matching container-instance "),
		    " )\"");
	} else {
		p = strstr(message, "closest matching (container-instance ");
		if (p != NULL)
			copy_token(out->instance, sizeof(out->instance),
			    p + strlen("closest matching (container-instance "),
			    ") ");
	}
	strip_arn(out->instance);
	q = strstr(message, "encountered error \"");
	if (q != NULL) {
		q += strlen("encountered error \"");
		copy_token(out->error, sizeof(out->error), q, "\"");
		out->reason = events_failure_reason(out->error);
		/* The quoted reason keeps its own trailing period. */
		if (out->reason == EVR_MEMBEROF ||
		    out->reason == EVR_DISTINCT) {
			size_t n = strlen(out->error);

			if (n + 1 < sizeof(out->error) && q[n] == '.')
				out->error[n] = '.', out->error[n + 1] = '\0';
		}
		return true;
	}
	for (i = 0; i < sizeof(suffixes) / sizeof(suffixes[0]); i++) {
		if (strstr(message, suffixes[i].text) != NULL) {
			out->reason = suffixes[i].reason;
			return true;
		}
	}
	if (strstr(message, "No Container Instances were found") != NULL) {
		out->reason = EVR_NO_INSTANCES;
		return true;
	}
	q = strstr(message, "Reason: ");
	if (q != NULL) {
		copy_token(out->error, sizeof(out->error), q + 8, "");
		out->reason = EVR_OTHER;
		return true;
	}
	out->reason = out->instance[0] ? EVR_OTHER : EVR_GENERIC;
	return true;
}

/* Codes that agree with each reason. */
static const char *
agreeing_codes(enum events_reason r)
{
	switch (r) {
	case EVR_MEMORY:
		return "PD302 PD303 PD304";
	case EVR_CPU:
		return "PD301 PD303 PD304";
	case EVR_PORTS:
		return "PD305";
	case EVR_ENI:
		return "PD306";
	case EVR_GPU:
		return "PD101 PD102 PD103 PD104 PD107 PD201 PD202 PD203 "
		    "PD204 PD205";
	case EVR_ATTRIBUTE:
		return "PD307";
	case EVR_AGENT:
		return "PD105 PD106";
	case EVR_MEMBEROF:
		return "PD401 PD402 PD403 PD405";
	case EVR_DISTINCT:
		return "PD404";
	case EVR_NO_INSTANCES:
		return "PD100";
	case EVR_NONE:
	case EVR_GENERIC:
	case EVR_LOCATION:
	case EVR_OTHER:
		break;
	}
	return "";
}

static const struct instance *
find_instance(const struct model *m, const char *id)
{
	size_t i;
	const char *slash;

	if (id == NULL || id[0] == '\0')
		return NULL;
	slash = strrchr(id, '/');
	if (slash != NULL)
		id = slash + 1;
	for (i = 0; i < m->ninstances; i++) {
		const struct instance *in = &m->instances[i];

		if ((in->id != NULL && strcmp(in->id, id) == 0) ||
		    (in->ec2_id != NULL && strcmp(in->ec2_id, id) == 0) ||
		    (in->arn != NULL && strcmp(check_inst_ci(in), id) == 0))
			return in;
	}
	return NULL;
}

/*
 * Why a placement failure no longer holds: instances registered after it,
 * when the data says so. Caller frees.
 */
static char *
newer_instances(const struct check_ctx *ctx, double when)
{
	const struct model *m = ctx->m;
	double newest = NAN;
	size_t i, n = 0;
	char iso[32];

	for (i = 0; i < m->ninstances && model_has_time(when); i++) {
		double t = m->instances[i].registered_at;

		if (!model_has_time(t) || t <= when)
			continue;
		n++;
		if (!model_has_time(newest) || t > newest)
			newest = t;
	}
	if (n == 0)
		return xstrdup("provdoc finds the task placeable now: the "
		    "event predates a change");
	check_iso_time(newest, iso, sizeof(iso));
	return xasprintf("provdoc finds the task placeable now, and %zu "
	    "instance%s registered after the event (the newest at %s)", n,
	    n == 1 ? "" : "s", iso);
}

/* Judge one statement of ECS against the report. */
static void
judge(struct check_ctx *ctx, struct ecs_said *s, enum events_reason reason,
    const char *instance_id, double when)
{
	const struct report *r = ctx->r;
	const struct instance *in = find_instance(ctx->m, instance_id);
	const char *codes = agreeing_codes(reason);
	struct buf ours = BUF_INIT;
	const struct finding *match = NULL;
	size_t i;

	s->reason = xstrdup(events_reason_name(reason));
	if (instance_id != NULL && instance_id[0] != '\0') {
		if (in == NULL) {
			s->instance = xstrdup(instance_id);
			s->agrees = -1;
			s->comment = xasprintf("container instance %s is not "
			    "in "
			    "the data (replaced or deregistered since?)",
			    instance_id);
			return;
		}
		s->instance = xstrdup(check_inst_name(in));
		for (i = 0; i < r->nfindings; i++) {
			const struct finding *f = &r->findings[i];

			if (f->sev != SEV_ERROR)
				continue;
			if (f->instance != NULL &&
			    strcmp(f->instance, s->instance) != 0)
				continue;
			if (f->instance == NULL &&
			    strcmp(f->code, "PD304") != 0)
				continue;
			if (codes[0] != '\0' && match == NULL &&
			    strstr(codes, f->code) != NULL)
				match = f;
			if (strstr(ours.data, f->code) == NULL)
				buf_addf(&ours, "%s%s", ours.len ? ", " : "",
				    f->code);
		}
		if (reason == EVR_LOCATION || reason == EVR_OTHER) {
			s->agrees = -1;
			s->comment = xasprintf("provdoc does not check %s; its "
			    "findings on %s: %s", reason == EVR_LOCATION ?
			    "subnets and Availability Zones" : "this reason",
			    s->instance, ours.len ? ours.data : "none");
		} else if (match != NULL && reason == EVR_ATTRIBUTE) {
			s->agrees = 1;
			s->comment = xasprintf("ECS does not say which "
			    "attribute, provdoc does: %s", match->message);
		} else if (match != NULL) {
			s->agrees = 1;
			s->comment = xasprintf("%s on %s", match->code,
			    s->instance);
		} else if (ours.len == 0) {
			s->agrees = 0;
			s->comment = xasprintf("provdoc finds nothing blocking "
			    "on %s now: the event predates a change, or the "
			    "data was captured later", s->instance);
		} else {
			s->agrees = 0;
			s->comment = xasprintf("ECS names %s on %s; provdoc "
			    "finds %s there (ECS reports one reason per "
			    "event)", s->reason, s->instance, ours.data);
		}
		buf_free(&ours);
		return;
	}
	if (reason == EVR_NO_INSTANCES) {
		s->agrees = ctx->m->ninstances == 0 ? 1 : 0;
		s->comment = ctx->m->ninstances == 0 ? xstrdup("PD100: "
		    "no container instances") : xasprintf("the data holds %zu container "
		    "instances now: the event predates their registration",
		    ctx->m->ninstances);
		return;
	}
	switch (r->verdict.kind) {
	case VERDICT_BLOCKED:
		s->agrees = 1;
		s->comment = xasprintf("no instance can take the task "
		    "(%s)", r->verdict.cause);
		break;
	case VERDICT_PLACEABLE:
		s->agrees = 0;
		s->comment = newer_instances(ctx, when);
		break;
	case VERDICT_INCONCLUSIVE:
		s->agrees = -1;
		s->comment = xstrdup("provdoc's verdict is inconclusive");
		break;
	}
}

static struct ecs_said *
new_said(struct report *r)
{
	struct ecs_said *s;

	r->said = xreallocarray(r->said, r->nsaid + 1, sizeof(*r->said));
	s = &r->said[r->nsaid++];
	memset(s, 0, sizeof(*s));
	return s;
}

static void
service_events(struct check_ctx *ctx)
{
	const struct service *svc = ctx->t->service;
	const struct svc_event **pick;
	size_t i, j, npick = 0;

	if (svc == NULL || svc->nevents == 0)
		return;
	pick = xcalloc(svc->nevents, sizeof(*pick));
	for (i = 0; i < svc->nevents; i++) {
		const struct svc_event *e = &svc->events[i];
		struct events_msg msg;

		if (!events_parse(e->message, &msg))
			continue;
		for (j = 0; j < npick; j++) {
			if (strcmp(pick[j]->message, e->message) == 0)
				break;
		}
		if (j < npick) {
			/* Keep the newest of identical messages. */
			if (model_has_time(e->created_at) &&
			    (!model_has_time(pick[j]->created_at) ||
			    e->created_at > pick[j]->created_at))
				pick[j] = e;
			continue;
		}
		pick[npick++] = e;
	}
	/* Newest first (the API order), capped. */
	for (i = 1; i < npick; i++) {
		const struct svc_event *e = pick[i];

		j = i;
		while (j > 0 && model_has_time(e->created_at) &&
		    model_has_time(pick[j - 1]->created_at) &&
		    pick[j - 1]->created_at < e->created_at) {
			pick[j] = pick[j - 1];
			j--;
		}
		pick[j] = e;
	}
	for (i = 0; i < npick && i < MAX_SAID; i++) {
		const struct svc_event *e = pick[i];
		struct events_msg msg;
		struct ecs_said *s;
		char when[32];
		struct buf ptr = BUF_INIT;

		events_parse(e->message, &msg);
		s = new_said(ctx->r);
		s->text = xstrdup(e->message);
		check_iso_time(e->created_at, when, sizeof(when));
		s->when = when[0] ? xstrdup(when) : NULL;
		buf_addf(&ptr, "%s/events/%d", svc->origin.pointer ?
		    svc->origin.pointer : "", e->index);
		s->ev.source = xstrdup(svc->origin.source ? svc->origin.source :
		    "");
		s->ev.pointer = buf_detach(&ptr);
		judge(ctx, s, msg.reason, msg.instance, e->created_at);
	}
	free(pick);
}

static bool
is_runtask_failure(const struct failure *f)
{
	if (f->kind == NULL)
		return true;
	return strstr(f->kind, "run-task") != NULL ||
	    strstr(f->kind, "start-task") != NULL;
}

static void
failures(struct check_ctx *ctx)
{
	const struct model *m = ctx->m;
	size_t i, j, n = 0;

	for (i = 0; i < m->nfailures && n < MAX_SAID; i++) {
		const struct failure *f = &m->failures[i];
		enum events_reason reason;
		struct ecs_said *s;
		bool dup = false;

		if (!is_runtask_failure(f) || f->reason == NULL)
			continue;
		for (j = 0; j < i; j++) {
			if (is_runtask_failure(&m->failures[j]) &&
			    m->failures[j].reason != NULL &&
			    strcmp(m->failures[j].reason, f->reason) == 0 &&
			    ((f->arn == NULL && m->failures[j].arn == NULL) ||
			    (f->arn != NULL && m->failures[j].arn != NULL &&
			    strcmp(f->arn, m->failures[j].arn) == 0)))
				dup = true;
		}
		if (dup)
			continue;
		reason = events_failure_reason(f->reason);
		s = new_said(ctx->r);
		s->text = f->detail ? xasprintf("%s: "
		    "%s", f->reason, f->detail) :
		    xstrdup(f->reason);
		s->ev.source = xstrdup(f->origin.source ? f->origin.source :
		    "");
		s->ev.pointer = xstrdup(f->origin.pointer ? f->origin.pointer :
		    "");
		judge(ctx, s, reason, f->arn && strstr(f->arn,
		    "container-instance") ? f->arn : NULL, NAN);
		n++;
	}
}

void
events_crosscheck(struct check_ctx *ctx)
{
	struct report *r = ctx->r;
	struct verdict *v = &r->verdict;
	size_t i, start = r->nsaid;

	service_events(ctx);
	failures(ctx);
	if (v->kind != VERDICT_PLACEABLE)
		return;
	for (i = start; i < r->nsaid; i++) {
		/* The newest thing ECS said contradicts "placeable now". */
		v->next = xreallocarray(v->next, v->nnext + 1,
		    sizeof(*v->next));
		v->next[v->nnext++] = xasprintf("ECS said%s%s: \"%s\"; provdoc "
		    "finds the task placeable now, so the event likely "
		    "predates "
		    "the last change (ECS repeats an event only when the cause "
		    "changes or after 6 hours), or a warning above is how ECS "
		    "reads the data differently", r->said[i].when ? " at " : "",
		    r->said[i].when ? r->said[i].when : "", r->said[i].text);
		break;
	}
}
