/*
 * runbook: runs the checks of checks/checks.def in order over one model and
 * target, turns the per-instance step results into candidate counts per
 * step, and decides the verdict: placeable now, blocked (with the primary
 * cause, what still blocks after its fix, and the fix), or inconclusive.
 * It emits no finding of its own and does no I/O.
 *
 * Verdict rule (DESIGN.md section 2). An instance is excluded at the first
 * step where it fails; it is undecided when it never fails but some step
 * could not decide for it. If any instance passes every step the task is
 * placeable; else if any is undecided, or instances were listed but not
 * described, the verdict is inconclusive; else the deciding step is the
 * one that removes the last possible candidate, and the primary cause is
 * ranked among the findings at that step on the instances it removed
 * (the "closest" instances):
 *   1. a task-level error (it blocks every instance) comes first;
 *   2. otherwise the code that excludes the most closest instances;
 *   3. PD102 ("not a GPU type") ranks last: there is nothing to fix on
 *      such an instance, the engineer must fix the GPU instances;
 *   4. ties go to the code whose fix comes first (tie_order below: a
 *      relaunch from the GPU AMI (PD101) also replaces a drained instance,
 *      an oversize request (PD303) is fixed before a busy instance; CPU
 *      before memory, the order ECS filters in), then to the order of
 *      emission;
 *   5. an instance-level PD401 (an expression excludes the instance) is
 *      explained by a task-level PD402 or PD406 at step 4 when one exists
 *      (a value no instance has, and/or without parentheses): the
 *      expression is what to fix, and those codes say how, so they become
 *      the cause. PD403 (a regex broader than meant) never does: breadth
 *      admits instances, it cannot be why one is excluded, and its fix
 *      would leave the excluded instances excluded.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checks/check.h"
#include "checks/common.h"
#include "checks/events.h"
#include "checks/runbook.h"
#include "util/arena.h"
#include "util/buf.h"
#include "util/xmalloc.h"
#include "util/banned.h"

static const struct check_def *const checks[] = {
#define CHECK(name) &check_##name,
#include "checks/checks.def"
#undef CHECK
};

#define NCHECKS	(sizeof(checks) / sizeof(checks[0]))

/* Tie order within a step: earlier wins. Codes not listed rank after. */
static const char *const tie_order[] = {
	"PD001", "PD006", "PD002", "PD003", "PD004",
	"PD100", "PD101", "PD103", "PD104", "PD107", "PD106", "PD105",
	"PD203", "PD205", "PD204", "PD202", "PD201",
	"PD304", "PD303", "PD301", "PD302", "PD305", "PD306", "PD307",
	"PD102",
};

/* Short phrases for the summary line, singular and plural. */
static const struct {
	const char *code, *one, *many;
} phrases[] = {
	{ "PD101", "registered no GPU",
	    "registered no GPU" },
	{ "PD102", "has no GPU",
	    "have no GPU" },
	{ "PD103", "has a GPU ECS cannot use there",
	    "have GPUs ECS cannot use there" },
	{ "PD104", "registered fewer GPUs than it has",
	    "registered fewer GPUs than they have" },
	{ "PD105", "has its agent disconnected",
	    "have their agent disconnected" },
	{ "PD106", "is not ACTIVE",
	    "are not ACTIVE" },
	{ "PD107", "registered no GPU (type unknown to provdoc)",
	    "registered no GPU (type unknown to provdoc)" },
	{ "PD201", "has no free GPU",
	    "have no free GPU" },
	{ "PD202", "has GPUs held by a stopping task",
	    "have GPUs held by stopping tasks" },
	{ "PD204", "has the wrong GPU partition size",
	    "have the wrong GPU partition size" },
	{ "PD205", "has too few GPUs",
	    "have too few GPUs" },
	{ "PD301", "has too little free CPU",
	    "have too little free CPU" },
	{ "PD302", "has too little free memory",
	    "have too little free memory" },
	{ "PD303", "is too small even when empty",
	    "are too small even when empty" },
	{ "PD305", "has the host port in use",
	    "have the host port in use" },
	{ "PD306", "has no free ENI slot",
	    "have no free ENI slot" },
	{ "PD307", "lacks a required attribute",
	    "lack a required attribute" },
	{ "PD401", "is excluded by a memberOf constraint",
	    "are excluded by a memberOf constraint" },
	{ "PD404", "already runs a task of the group",
	    "already run a task of the group" },
};

static void	add_next(struct verdict *v, const char *fmt, ...)
		    __attribute__((format(printf, 2, 3)));

struct rb {
	struct check_ctx	 ctx;
	bool			 ran[REPORT_NSTEPS];
	bool			 step4_open;	/* step 4 not run and constraints exist */
	int			*excl;		/* first failing step, -1 */
	int			*undec;		/* first open step, -1 */
	size_t			 n;
};

static int
tie_rank(const char *code)
{
	size_t i;

	for (i = 0; i < sizeof(tie_order) / sizeof(tie_order[0]); i++) {
		if (strcmp(tie_order[i], code) == 0)
			return (int)i;
	}
	return (int)(sizeof(tie_order) / sizeof(tie_order[0])) - 1;
}

static const char *
phrase(const char *code, bool many)
{
	size_t i;

	for (i = 0; i < sizeof(phrases) / sizeof(phrases[0]); i++) {
		if (strcmp(phrases[i].code, code) == 0)
			return many ? phrases[i].many : phrases[i].one;
	}
	return many ? "are excluded" : "is excluded";
}

/* The instance a finding is about, or -1 for task-level findings. */
static long
finding_inst(const struct rb *b, const struct finding *f)
{
	size_t i;

	if (f->instance == NULL)
		return -1;
	for (i = 0; i < b->n; i++) {
		if (strcmp(check_inst_name(&b->ctx.m->instances[i]),
		    f->instance) == 0)
			return (long)i;
	}
	return -1;
}

static bool
has_constraints(const struct target *t)
{
	if (t == NULL)
		return false;
	if (t->nconstraints > 0)
		return true;
	if (t->taskdef != NULL && t->taskdef->nconstraints > 0)
		return true;
	return t->service != NULL && t->service->nconstraints > 0;
}

static bool
open_status(enum step_status s)
{
	return s == STEP_INCONCLUSIVE || s == STEP_NOT_RUN;
}

static void
classify(struct rb *b)
{
	struct report *r = b->ctx.r;
	size_t i;
	int s;

	for (i = 0; i < b->n; i++) {
		b->excl[i] = -1;
		b->undec[i] = -1;
		for (s = 0; s < REPORT_NSTEPS; s++) {
			enum step_status st = r->insts[i].step[s];

			if (!b->ran[s]) {
				if (s == 4 && b->step4_open && b->undec[i] < 0)
					b->undec[i] = s;
				continue;
			}
			if (st == STEP_FAIL) {
				b->excl[i] = s;
				break;
			}
			if (open_status(st) && b->undec[i] < 0)
				b->undec[i] = s;
		}
		r->insts[i].excluded_at = b->excl[i];
	}
}

static void
set_note(struct step_result *sr, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void
set_note(struct step_result *sr, const char *fmt, ...)
{
	struct buf b = BUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	buf_vaddf(&b, fmt, ap);
	va_end(ap);
	free(sr->note);
	sr->note = buf_detach(&b);
}

/* Codes of inconclusive findings at a step, "PD190, PD390". */
static void
open_codes(const struct report *r, int step, struct buf *out)
{
	size_t i;

	for (i = 0; i < r->nfindings; i++) {
		const struct finding *f = &r->findings[i];
		char key[10];

		if (f->step != step || f->sev != SEV_INCONCLUSIVE)
			continue;
		snprintf(key, sizeof(key), "%s", f->code);
		if (strstr(out->data, key) != NULL)
			continue;
		buf_addf(out, "%s%s", out->len ? ", " : "", key);
	}
}

static bool
task_level(const struct report *r, int step, enum severity sev)
{
	size_t i;

	for (i = 0; i < r->nfindings; i++) {
		if (r->findings[i].step == step && r->findings[i].sev == sev &&
		    r->findings[i].instance == NULL)
			return true;
	}
	return false;
}

static void
step_results(struct rb *b)
{
	struct report *r = b->ctx.r;
	bool gpu = b->ctx.want.known && check_wants_gpu(&b->ctx);
	size_t i, in, out, unknown, skip, any_open, any_real_pass, any_fail;
	int s, last_excl;

	for (s = 0; s < REPORT_NSTEPS; s++) {
		struct step_result *sr = &r->steps[s];
		struct buf codes = BUF_INIT;

		in = out = unknown = skip = any_open = 0;
		any_real_pass = any_fail = 0;
		last_excl = -1;
		for (i = 0; i < b->n; i++) {
			enum step_status st = r->insts[i].step[s];

			if (open_status(st))
				any_open++;
			if (b->excl[i] > last_excl)
				last_excl = b->excl[i];
			if (st == STEP_PASS)
				any_real_pass++;
			else if (st == STEP_FAIL)
				any_fail++;
			if (b->excl[i] >= 0 && b->excl[i] < s)
				continue;
			in++;
			if (st == STEP_PASS || st == STEP_SKIP) {
				out++;
				if (st == STEP_SKIP)
					skip++;
			} else if (open_status(st)) {
				unknown++;
			}
		}
		sr->in = in;
		sr->out = b->ran[s] ? out : 0;
		sr->unknown = b->ran[s] ? unknown : in;
		if (!b->ran[s]) {
			sr->status = STEP_NOT_RUN;
			set_note(sr, "inconclusive: not implemented%s",
			    s == 4 && !b->step4_open ? " (the target has no "
			    "placement constraints)" : "");
			continue;
		}
		if (b->n == 0) {
			sr->status = task_level(r, s, SEV_ERROR) ? STEP_FAIL :
			    task_level(r, s, SEV_INCONCLUSIVE) ?
			    STEP_INCONCLUSIVE : s == 0 ? STEP_PASS : STEP_SKIP;
			if (sr->status == STEP_SKIP)
				set_note(sr, "no container instance to "
				    "evaluate");
		} else if (in == 0) {
			sr->status = any_real_pass ? STEP_PASS :
			    any_fail ? STEP_FAIL : any_open ?
			    STEP_INCONCLUSIVE : STEP_SKIP;
			set_note(sr, "no candidate left after step %d; "
			    "evaluated on all %zu instances", last_excl, b->n);
		} else if (out > 0) {
			sr->status = skip == out && out == in ? STEP_SKIP :
			    STEP_PASS;
		} else {
			sr->status = unknown > 0 ? STEP_INCONCLUSIVE :
			    STEP_FAIL;
		}
		if ((s == 1 || s == 2) && b->ctx.want.known && !gpu) {
			if (s == 2 || (in > 0 && out == in)) {
				sr->status = STEP_SKIP;
				set_note(sr, "n/a: the task requests no GPU");
			} else {
				set_note(sr, "the task requests no GPU: only "
				    "ACTIVE and agent connection checked");
			}
			continue;
		}
		open_codes(r, s, &codes);
		if (sr->note == NULL && unknown > 0)
			set_note(sr, "could not decide for %zu of %zu "
			    "candidate%s%s%s", unknown, in, in == 1 ? "" : "s",
			    codes.len ? ": " : "", codes.data);
		buf_free(&codes);
	}
}

/* The code an excluded instance is summarised under. */
static const char *
inst_code(const struct rb *b, size_t i, int step)
{
	const struct report *r = b->ctx.r;
	const char *best = NULL;
	size_t k;

	for (k = 0; k < r->nfindings; k++) {
		const struct finding *f = &r->findings[k];

		if (f->step != step || f->sev != SEV_ERROR)
			continue;
		if (f->instance != NULL && finding_inst(b, f) != (long)i)
			continue;
		if (best == NULL || tie_rank(f->code) < tie_rank(best) ||
		    (f->instance == NULL && tie_rank(f->code) ==
		    tie_rank(best)))
			best = f->code;
	}
	return best ? best : "";
}

/* "3 g5.xlarge registered no GPU (PD101), 1 m5.large has no GPU (PD102)". */
static void
exclusion_groups(const struct rb *b, struct buf *out)
{
	size_t i, j, ngroups = 0;
	struct grp {
		const char	*code;
		const char	*type;
		int		 step;
		size_t		 count;
	} *g;
	int s;

	g = xcalloc(b->n ? b->n : 1, sizeof(*g));
	for (i = 0; i < b->n; i++) {
		const char *code, *type;

		if (b->excl[i] < 0)
			continue;
		code = inst_code(b, i, b->excl[i]);
		type = check_inst_type(&b->ctx.m->instances[i]);
		if (type == NULL)
			type = "instance";
		for (j = 0; j < ngroups; j++) {
			if (strcmp(g[j].code, code) == 0 &&
			    strcmp(g[j].type, type) == 0)
				break;
		}
		if (j == ngroups) {
			g[j].code = code;
			g[j].type = type;
			g[j].step = b->excl[i];
			ngroups++;
		}
		g[j].count++;
	}
	/* Emit by step, then tie order, then first appearance. */
	for (s = 0; s < REPORT_NSTEPS; s++) {
		size_t rank, nr = sizeof(tie_order) / sizeof(tie_order[0]);

		for (rank = 0; rank < nr; rank++) {
			for (j = 0; j < ngroups; j++) {
				if (g[j].step != s ||
				    (size_t)tie_rank(g[j].code) != rank)
					continue;
				/* Untyped: "2 instances have", not "2 instance". */
				buf_addf(out, "%s%zu %s%s %s (%s)",
				    out->len ? ", " : "", g[j].count, g[j].type,
				    g[j].count > 1 && strcmp(g[j].type,
				    "instance") == 0 ? "s" : "",
				    phrase(g[j].code, g[j].count > 1),
				    g[j].code);
			}
		}
	}
	free(g);
}

struct cand {
	const char	*code;
	size_t		 count;
	size_t		 first;		/* first finding index */
	bool		 task;		/* task-level */
};

static bool
better(const struct cand *a, const struct cand *b)
{
	bool ad = strcmp(a->code, "PD102") == 0;
	bool bd = strcmp(b->code, "PD102") == 0;

	if (a->task != b->task)
		return a->task;
	if (ad != bd)
		return !ad;
	if (a->count != b->count)
		return a->count > b->count;
	if (tie_rank(a->code) != tie_rank(b->code))
		return tie_rank(a->code) < tie_rank(b->code);
	return a->first < b->first;
}

/* The primary cause at step s among the closest instances. */
static const char *
rank_cause(const struct rb *b, int s)
{
	const struct report *r = b->ctx.r;
	struct cand *c, best;
	size_t nc = 0, i, j;
	unsigned char *seen;
	bool have = false;

	c = xcalloc(r->nfindings ? r->nfindings : 1, sizeof(*c));
	seen = xcalloc((r->nfindings ? r->nfindings : 1) * (b->n + 1), 1);
	for (i = 0; i < r->nfindings; i++) {
		const struct finding *f = &r->findings[i];
		long k = finding_inst(b, f);

		if (f->step != s || f->sev != SEV_ERROR)
			continue;
		if (f->instance != NULL && (k < 0 || b->excl[k] != s))
			continue;
		for (j = 0; j < nc; j++) {
			if (strcmp(c[j].code, f->code) == 0 &&
			    c[j].task == (f->instance == NULL))
				break;
		}
		if (j == nc) {
			c[j].code = f->code;
			c[j].first = i;
			c[j].task = f->instance == NULL;
			nc++;
		}
		if (!seen[j * (b->n + 1) + (size_t)(k + 1)]) {
			seen[j * (b->n + 1) + (size_t)(k + 1)] = 1;
			c[j].count++;
		}
	}
	for (j = 0; j < nc; j++) {
		if (!have || better(&c[j], &best)) {
			best = c[j];
			have = true;
		}
	}
	if (have && strcmp(best.code, "PD401") == 0) {
		static const char *const explain[] = { "PD402", "PD406" };

		for (j = 0; j < sizeof(explain) / sizeof(explain[0]); j++) {
			for (i = 0; i < r->nfindings; i++) {
				const struct finding *f = &r->findings[i];

				if (f->step == s && f->instance == NULL &&
				    strcmp(f->code, explain[j]) == 0) {
					free(c);
					free(seen);
					return explain[j];
				}
			}
		}
	}
	free(c);
	free(seen);
	return have ? best.code : NULL;
}

static void
add_blocker(struct verdict *v, const char *inst, const char *code,
    bool maybe, const char *msg)
{
	size_t i;

	for (i = 0; i < v->nblockers; i++) {
		if (strcmp(v->blockers[i].code, code) == 0 &&
		    strcmp(v->blockers[i].message + (maybe ? 14 : 0), msg) ==
		    0 && ((inst == NULL && v->blockers[i].instance == NULL) ||
		    (inst != NULL && v->blockers[i].instance != NULL &&
		    strcmp(inst, v->blockers[i].instance) == 0)))
			return;
	}
	v->blockers = xreallocarray(v->blockers, v->nblockers + 1,
	    sizeof(*v->blockers));
	v->blockers[v->nblockers].instance = inst ? xstrdup(inst) : NULL;
	snprintf(v->blockers[v->nblockers].code,
	    sizeof(v->blockers[v->nblockers].code), "%s", code);
	v->blockers[v->nblockers].message = xasprintf("%s%s",
	    maybe ? "cannot tell: " : "", msg);
	v->nblockers++;
}

/* Whether instance k has a finding with code at step s. */
static bool
has_code(const struct rb *b, size_t k, int s, const char *code)
{
	const struct report *r = b->ctx.r;
	size_t i;

	for (i = 0; i < r->nfindings; i++) {
		const struct finding *f = &r->findings[i];

		if (f->step == s && f->instance != NULL &&
		    strcmp(f->code, code) == 0 && finding_inst(b, f) == (long)k)
			return true;
	}
	return false;
}

/*
 * What still blocks after the cause is fixed: on the instances the fix
 * applies to (those excluded at step s that carry the cause; all of them
 * for a task-level cause), their other errors at s and everything at
 * later steps, plus later task-level errors.
 */
static void
blockers(struct rb *b, int s, const char *cause, bool task)
{
	struct report *r = b->ctx.r;
	struct verdict *v = &r->verdict;
	size_t i;

	for (i = 0; i < r->nfindings; i++) {
		const struct finding *f = &r->findings[i];
		long k = finding_inst(b, f);

		if (f->step < s ||
		    (f->step == s && strcmp(f->code, cause) == 0))
			continue;
		if (f->sev != SEV_ERROR && !(f->sev == SEV_INCONCLUSIVE &&
		    f->step > s))
			continue;
		if (f->instance != NULL && (k < 0 || b->excl[k] != s ||
		    (!task && !has_code(b, (size_t)k, s, cause))))
			continue;
		add_blocker(v, f->instance, f->code,
		    f->sev == SEV_INCONCLUSIVE, f->message);
	}
	if (b->step4_open)
		add_next(v, "%s", "step 4 (placement constraints) was not "
		    "evaluated: not implemented in this build");
}

static void
verdict_fix(struct rb *b, int s, const char *cause)
{
	struct report *r = b->ctx.r;
	struct verdict *v = &r->verdict;
	const struct instance **insts;
	size_t i, j, n = 0;
	bool task = false, any_region = false;

	insts = xcalloc(b->n ? b->n : 1, sizeof(*insts));
	for (i = 0; i < r->nfindings; i++) {
		const struct finding *f = &r->findings[i];
		long k = finding_inst(b, f);

		if (f->step != s || strcmp(f->code, cause) != 0)
			continue;
		if (f->instance == NULL) {
			task = true;
			continue;
		}
		if (k < 0 || b->excl[k] != s)
			continue;
		for (j = 0; j < n; j++) {
			if (insts[j] == &b->ctx.m->instances[k])
				break;
		}
		if (j == n)
			insts[n++] = &b->ctx.m->instances[k];
	}
	if (!task && check_fixes(&b->ctx, cause, insts, n, &v->fix,
	    &v->nfix)) {
		/* Per-instance look-ups the builder cannot merge (holders). */
		for (i = 0; i < r->nfindings; i++) {
			const struct finding *f = &r->findings[i];

			if (f->step != s || strcmp(f->code, cause) != 0)
				continue;
			for (j = 0; j < f->nfix; j++) {
				if (strncmp(f->fix[j].text,
				    "aws ecs describe-tasks ", 23) == 0)
					check_fix_add(&v->fix, &v->nfix,
					    f->fix[j].kind, "%s",
					    f->fix[j].text);
			}
		}
	} else {
		/* The findings' own fixes, deduplicated. */
		for (i = 0; i < r->nfindings; i++) {
			const struct finding *f = &r->findings[i];

			if (f->step != s || strcmp(f->code, cause) != 0)
				continue;
			for (j = 0; j < f->nfix; j++)
				check_fix_add(&v->fix, &v->nfix, f->fix[j].kind,
				    "%s", f->fix[j].text);
		}
	}
	free(insts);
	for (i = 0; i < v->nfix; i++) {
		if (strstr(v->fix[i].text, "<region>") != NULL)
			any_region = true;
	}
	if (any_region)
		check_fix_add(&v->fix, &v->nfix, "note", "%s", "the region is "
		    "not in the data: replace <region> with the cluster's "
		    "region");
}

static void
add_next(struct verdict *v, const char *fmt, ...)
{
	struct buf b = BUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	buf_vaddf(&b, fmt, ap);
	va_end(ap);
	v->next = xreallocarray(v->next, v->nnext + 1, sizeof(*v->next));
	v->next[v->nnext++] = buf_detach(&b);
}

static void
placeable(struct rb *b, char *label)
{
	struct report *r = b->ctx.r;
	struct verdict *v = &r->verdict;
	const struct model *m = b->ctx.m;
	struct buf sum = BUF_INIT;
	size_t i, k = 0;

	v->kind = VERDICT_PLACEABLE;
	for (i = 0; i < b->n; i++) {
		if (b->excl[i] >= 0 || b->undec[i] >= 0)
			continue;
		v->placeable_on = xreallocarray(v->placeable_on,
		    v->nplaceable_on + 1, sizeof(*v->placeable_on));
		v->placeable_on[v->nplaceable_on++] =
		    xstrdup(check_inst_name(&m->instances[i]));
	}
	buf_addf(&sum, "%s can be placed now on %zu of %zu instance%s: ",
	    label, v->nplaceable_on, b->n, b->n == 1 ? "" : "s");
	for (k = 0; k < v->nplaceable_on && k < 5; k++)
		buf_addf(&sum, "%s%s", k ? ", " : "", v->placeable_on[k]);
	if (v->nplaceable_on > 5)
		buf_addf(&sum, " and %zu more", v->nplaceable_on - 5);
	v->summary = buf_detach(&sum);
	for (i = 0; i < r->nfindings; i++) {
		const struct finding *f = &r->findings[i];

		if (strcmp(f->code, "PD202") == 0)
			add_next(v, "a task placed on %s waits in PENDING "
			    "until "
			    "the stopping task holding its GPUs exits (PD202)",
			    f->instance ? f->instance : "that instance");
	}
	if ((b->ctx.t->service != NULL &&
	    b->ctx.t->service->ncp_strategy > 0) || (m->cluster != NULL &&
	    m->cluster->ncapacity_providers > 0))
		add_next(v, "capacity provider scaling: tasks wait in "
		    "PROVISIONING while the Auto Scaling group grows, and "
		    "forever if it cannot (a task bigger than the smallest "
		    "instance type in the group never triggers scale-out); "
		    "see aws ecs describe-capacity-providers --region %s",
		    check_region_arg(&b->ctx));
	if (!b->ran[4] && !b->step4_open)
		add_next(v, "step 4 (constraints) is not implemented in this "
		    "build; the target has no placement constraints");
}

/*
 * A --task target that ECS has already placed: the verdict above is for
 * another copy of the task (its own reservation counts against the
 * instance it is on), so say where it went and where to look instead.
 */
static void
placed_task_note(struct rb *b)
{
	const struct task *t = b->ctx.t->task;
	const char *st;

	if (t == NULL || t->instance_arn == NULL || t->last_status == NULL)
		return;
	st = t->last_status;
	if (strcmp(st, "PROVISIONING") == 0 || strcmp(st, "STOPPED") == 0 ||
	    strcmp(st, "DELETED") == 0)
		return;
	add_next(&b->ctx.r->verdict, "task %s is already placed on %s "
	    "(lastStatus %s): the verdict above is for another copy of it, "
	    "and its own reservation counts against that instance; if it "
	    "stays PENDING, look at the instance side (image pull, a stopping "
	    "task still holding its GPUs: PD202) with aws ecs describe-tasks "
	    "--cluster %s --tasks %s --region %s", t->id ? t->id : t->arn,
	    t->instance != NULL ? check_inst_name(t->instance) :
	    t->instance_arn, st, check_cluster_arg(&b->ctx),
	    t->id ? t->id : t->arn, check_region_arg(&b->ctx));
}

static void
inconclusive(struct rb *b, char *label, size_t undescribed)
{
	struct report *r = b->ctx.r;
	struct verdict *v = &r->verdict;
	struct buf sum = BUF_INIT, ex = BUF_INIT;
	size_t i, nund = 0;
	int s, first = -1;

	v->kind = VERDICT_INCONCLUSIVE;
	for (i = 0; i < b->n; i++) {
		if (b->excl[i] < 0 && b->undec[i] >= 0) {
			nund++;
			if (first < 0 || b->undec[i] < first)
				first = b->undec[i];
		}
	}
	buf_addf(&sum, "cannot tell whether %s can be placed: ", label);
	if (b->n == 0) {
		buf_adds(&sum, "the data holds no container instances");
	} else if (nund > 0) {
		struct buf codes = BUF_INIT;

		open_codes(r, first, &codes);
		buf_addf(&sum, "%zu of %zu instance%s could not be evaluated "
		    "at step %d (%s)%s%s", nund, b->n, b->n == 1 ? "" : "s",
		    first, report_step_names[first], codes.len ? ": " : "",
		    codes.len ? codes.data : first == 4 ? "constraints not "
		    "implemented" : "");
		buf_free(&codes);
	}
	if (undescribed > 0)
		buf_addf(&sum, "%s%zu listed instance%s not described (PD190)",
		    nund > 0 || b->n == 0 ? "; " : "", undescribed,
		    undescribed == 1 ? " was" : "s were");
	exclusion_groups(b, &ex);
	if (ex.len > 0)
		buf_addf(&sum, "; excluded: %s", ex.data);
	buf_free(&ex);
	v->summary = buf_detach(&sum);
	for (s = 0; s < REPORT_NSTEPS; s++) {
		for (i = 0; i < r->nfindings; i++) {
			const struct finding *f = &r->findings[i];
			size_t j;

			if (f->step != s || f->sev != SEV_INCONCLUSIVE)
				continue;
			for (j = 0; j < f->nfix; j++)
				check_fix_add(&v->fix, &v->nfix, f->fix[j].kind,
				    "%s", f->fix[j].text);
		}
	}
}

static void
blocked(struct rb *b, char *label, int s)
{
	struct report *r = b->ctx.r;
	struct verdict *v = &r->verdict;
	struct buf sum = BUF_INIT;
	const char *cause = rank_cause(b, s);
	size_t i;

	v->kind = VERDICT_BLOCKED;
	if (cause == NULL) {
		/* Cannot happen: a step that fails instances emitted errors. */
		cause = "";
	}
	snprintf(v->cause, sizeof(v->cause), "%s", cause);
	for (i = 0; i < r->nfindings; i++) {
		const struct finding *f = &r->findings[i];

		if (f->instance == NULL && f->step == s &&
		    strcmp(f->code, cause) == 0)
			break;
	}
	if (i < r->nfindings) {
		if (b->n == 0)
			buf_addf(&sum, "%s cannot be placed: %s (%s)", label,
			    r->findings[i].message, cause);
		else
			buf_addf(&sum, "%s cannot be placed on any of the %zu "
			    "instance%s: %s (%s)", label, b->n,
			    b->n == 1 ? "" : "s", r->findings[i].message,
			    cause);
	} else {
		struct buf ex = BUF_INIT;

		exclusion_groups(b, &ex);
		buf_addf(&sum, "none of %zu instance%s can take %s: %s", b->n,
		    b->n == 1 ? "" : "s", label, ex.data);
		buf_free(&ex);
	}
	v->summary = buf_detach(&sum);
	blockers(b, s, cause, i < r->nfindings);
	verdict_fix(b, s, cause);
}

static void
verdict(struct rb *b)
{
	struct report *r = b->ctx.r;
	char *label = check_taskdef_label(&b->ctx);
	const char *example;
	size_t undescribed = check_undescribed(b->ctx.m, &example);
	size_t i;
	bool cand = false, und = false;
	int s, last = -1, task_err = -1;

	for (s = REPORT_NSTEPS - 1; s >= 0; s--) {
		if (task_level(r, s, SEV_ERROR))
			task_err = s;
	}
	for (i = 0; i < b->n; i++) {
		if (b->excl[i] < 0 && b->undec[i] < 0)
			cand = true;
		else if (b->excl[i] < 0)
			und = true;
		if (b->excl[i] > last)
			last = b->excl[i];
	}
	if (b->n == 0) {
		if (task_err >= 0)
			blocked(b, label, task_err);
		else
			inconclusive(b, label, undescribed);
	} else if (cand) {
		placeable(b, label);
	} else if (und || undescribed > 0) {
		inconclusive(b, label, undescribed);
	} else {
		blocked(b, label, last);
	}
	placed_task_note(b);
	free(label);
}

static void
fill_target(struct check_ctx *ctx)
{
	struct report_target *rt = &ctx->r->target;
	const struct target *t = ctx->t;
	const char *cl = check_cluster_arg(ctx);

	if (rt->cluster == NULL && strcmp(cl, "<cluster>") != 0)
		rt->cluster = xstrdup(cl);
	if (rt->service == NULL && t->service != NULL && t->service->name)
		rt->service = xstrdup(t->service->name);
	if (rt->task_definition == NULL && t->taskdef != NULL)
		rt->task_definition = check_taskdef_label(ctx);
	if (rt->task == NULL && t->task != NULL && t->task->arn != NULL)
		rt->task = xstrdup(t->task->arn);
	if (rt->region == NULL && check_region(ctx) != NULL)
		rt->region = xstrdup(check_region(ctx));
}

/*
 * A task target started by run-task --overrides asks for what the
 * overrides say, not what its task definition says: task-level cpu and
 * memory, and per container (by name) cpu, memory, memoryReservation and
 * resourceRequirements (GPUs). The checks then read a copy of the task
 * definition with them applied (in scratch); the task definition's
 * evidence pointers stay.
 */
static void
apply_overrides(struct check_ctx *ctx)
{
	const struct task *k = ctx->t->task;
	struct target *t;
	struct taskdef *td;
	struct container_def *cs;
	size_t i, j;

	if (k == NULL || ctx->t->taskdef == NULL || (k->ovr_cpu == NULL &&
	    k->ovr_memory == NULL && k->novr == 0))
		return;
	t = arena_alloc(ctx->scratch, sizeof(*t));
	*t = *ctx->t;
	td = arena_alloc(ctx->scratch, sizeof(*td));
	*td = *ctx->t->taskdef;
	cs = arena_array(ctx->scratch, td->ncontainers ? td->ncontainers : 1,
	    sizeof(*cs));
	for (i = 0; i < td->ncontainers; i++)
		cs[i] = td->containers[i];
	td->containers = cs;
	if (k->ovr_cpu != NULL)
		td->cpu = k->ovr_cpu;
	if (k->ovr_memory != NULL)
		td->memory = k->ovr_memory;
	for (j = 0; j < k->novr; j++) {
		const struct container_ovr *o = &k->ovr[j];

		for (i = 0; i < td->ncontainers; i++) {
			if (o->name == NULL || cs[i].name == NULL ||
			    strcmp(o->name, cs[i].name) != 0)
				continue;
			if (o->cpu >= 0)
				cs[i].cpu = o->cpu;
			if (o->memory >= 0)
				cs[i].memory = o->memory;
			if (o->memory_reservation >= 0)
				cs[i].memory_reservation =
				    o->memory_reservation;
			if (o->has_reqs) {
				cs[i].reqs = o->reqs;
				cs[i].nreqs = o->nreqs;
			}
		}
	}
	t->taskdef = td;
	ctx->t = t;
}

int
runbook_run(const struct model *m, const struct target *t, struct report *r)
{
	static const struct target none;
	struct rb b;
	size_t i, c;

	memset(&b, 0, sizeof(b));
	b.ctx.m = m;
	b.ctx.t = t ? t : &none;
	b.ctx.r = r;
	b.ctx.scratch = arena_new();
	b.ctx.fixcache = arena_alloc(b.ctx.scratch, sizeof(*b.ctx.fixcache));
	b.n = m->ninstances;
	check_resolve_region(&b.ctx);
	fill_target(&b.ctx);
	apply_overrides(&b.ctx);
	free(r->insts);
	r->ninsts = b.n;
	r->insts = xcalloc(b.n ? b.n : 1, sizeof(*r->insts));
	for (i = 0; i < b.n; i++) {
		r->insts[i].inst = &m->instances[i];
		r->insts[i].excluded_at = -1;
	}
	for (c = 0; c < NCHECKS; c++) {
		checks[c]->run(&b.ctx);
		b.ran[checks[c]->step] = true;
	}
	b.step4_open = !b.ran[4] && has_constraints(b.ctx.t);
	b.excl = xcalloc(b.n ? b.n : 1, sizeof(*b.excl));
	b.undec = xcalloc(b.n ? b.n : 1, sizeof(*b.undec));
	classify(&b);
	step_results(&b);
	verdict(&b);
	events_crosscheck(&b.ctx);
	report_sort_findings(r);
	free(b.excl);
	free(b.undec);
	arena_free(b.ctx.scratch);
	return 0;
}
