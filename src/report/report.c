/*
 * report: construction and destruction of the report structure (see
 * report.h). It renders nothing; text.c, json.c and markdown.c do.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/report.h"
#include "util/buf.h"
#include "util/exitcode.h"
#include "util/xmalloc.h"
#include "util/banned.h"

const char *const report_step_names[REPORT_NSTEPS] = {
	"task definition",
	"GPU registration",
	"remaining devices",
	"CPU, memory and the rest",
	"constraints",
};

void
report_init(struct report *r)
{
	memset(r, 0, sizeof(*r));
}

static void
free_fix(struct fix_step *f, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		free(f[i].kind);
		free(f[i].text);
	}
	free(f);
}

static void
free_strv(char **v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

void
report_free(struct report *r)
{
	size_t i, j;

	free(r->target.cluster);
	free(r->target.service);
	free(r->target.task_definition);
	free(r->target.task);
	free(r->target.region);
	free(r->target.source);
	for (i = 0; i < REPORT_NSTEPS; i++)
		free(r->steps[i].note);
	free(r->insts);
	for (i = 0; i < r->nfindings; i++) {
		struct finding *f = &r->findings[i];

		free(f->instance);
		free(f->message);
		for (j = 0; j < f->nev; j++) {
			free(f->ev[j].source);
			free(f->ev[j].pointer);
		}
		free(f->ev);
		free_fix(f->fix, f->nfix);
	}
	free(r->findings);
	for (i = 0; i < r->nsaid; i++) {
		struct ecs_said *s = &r->said[i];

		free(s->text);
		free(s->when);
		free(s->instance);
		free(s->reason);
		free(s->comment);
		free(s->ev.source);
		free(s->ev.pointer);
	}
	free(r->said);
	free(r->verdict.summary);
	for (i = 0; i < r->verdict.nblockers; i++) {
		free(r->verdict.blockers[i].instance);
		free(r->verdict.blockers[i].message);
	}
	free(r->verdict.blockers);
	free_fix(r->verdict.fix, r->verdict.nfix);
	free_strv(r->verdict.placeable_on, r->verdict.nplaceable_on);
	free_strv(r->verdict.next, r->verdict.nnext);
	free_strv(r->changes, r->nchanges);
	report_init(r);
}

struct finding *
report_add_finding(struct report *r, const char *code, enum severity sev,
    int step, const char *instance, const char *fmt, ...)
{
	struct finding *f;
	struct buf b = BUF_INIT;
	va_list ap;

	if (r->nfindings == r->capfindings) {
		r->capfindings = r->capfindings ? r->capfindings * 2 : 16;
		r->findings = xreallocarray(r->findings, r->capfindings,
		    sizeof(*r->findings));
	}
	f = &r->findings[r->nfindings++];
	memset(f, 0, sizeof(*f));
	snprintf(f->code, sizeof(f->code), "%s", code);
	f->sev = sev;
	f->step = step;
	f->instance = instance ? xstrdup(instance) : NULL;
	va_start(ap, fmt);
	buf_vaddf(&b, fmt, ap);
	va_end(ap);
	f->message = buf_detach(&b);
	return f;
}

void
finding_add_evidence(struct finding *f, const char *source,
    const char *pointer_fmt, ...)
{
	struct buf b = BUF_INIT;
	va_list ap;

	va_start(ap, pointer_fmt);
	buf_vaddf(&b, pointer_fmt, ap);
	va_end(ap);
	f->ev = xreallocarray(f->ev, f->nev + 1, sizeof(*f->ev));
	f->ev[f->nev].source = xstrdup(source ? source : "");
	f->ev[f->nev].pointer = buf_detach(&b);
	f->nev++;
}

/* The attribute lets clang's -Wformat-nonliteral see fmt is checked. */
static void	add_fix(struct fix_step **v, size_t *n, const char *kind,
		    const char *fmt, va_list ap)
		    __attribute__((format(printf, 4, 0)));

static void
add_fix(struct fix_step **v, size_t *n, const char *kind, const char *fmt,
    va_list ap)
{
	struct buf b = BUF_INIT;

	buf_vaddf(&b, fmt, ap);
	*v = xreallocarray(*v, *n + 1, sizeof(**v));
	(*v)[*n].kind = xstrdup(kind);
	(*v)[*n].text = buf_detach(&b);
	(*n)++;
}

void
finding_add_fix(struct finding *f, const char *kind, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	add_fix(&f->fix, &f->nfix, kind, fmt, ap);
	va_end(ap);
}

void
verdict_add_fix(struct verdict *v, const char *kind, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	add_fix(&v->fix, &v->nfix, kind, fmt, ap);
	va_end(ap);
}

/* Stable insertion sort by step: checks already emit in instance order. */
void
report_sort_findings(struct report *r)
{
	size_t i, j;
	struct finding tmp;

	for (i = 1; i < r->nfindings; i++) {
		tmp = r->findings[i];
		j = i;
		while (j > 0 && r->findings[j - 1].step > tmp.step) {
			r->findings[j] = r->findings[j - 1];
			j--;
		}
		r->findings[j] = tmp;
	}
}

const char *
severity_name(enum severity s)
{
	static const char *const n[] = { "error", "warning", "info",
	    "inconclusive" };

	return (unsigned)s < 4 ? n[s] : "unknown";
}

const char *
step_status_name(enum step_status s)
{
	static const char *const n[] = { "not-run", "pass", "fail", "skip",
	    "inconclusive" };

	return (unsigned)s < 5 ? n[s] : "unknown";
}

const char *
verdict_kind_name(enum verdict_kind k)
{
	static const char *const n[] = { "placeable", "blocked",
	    "inconclusive" };

	return (unsigned)k < 3 ? n[k] : "unknown";
}

int
report_exit_status(const struct report *r)
{
	switch (r->verdict.kind) {
	case VERDICT_PLACEABLE:
		return PD_EXIT_OK;
	case VERDICT_BLOCKED:
		return PD_EXIT_BLOCKED;
	case VERDICT_INCONCLUSIVE:
		break;
	}
	return PD_EXIT_INCONCLUSIVE;
}
