/*
 * markdown: the report for chat and tickets (CommonMark with GitHub
 * tables and <details>). Order: the verdict line first (bold verdict and
 * cause code), the exclusion breakdown, the fix as fenced ```sh blocks,
 * what still blocks, ECS's own words, then one table per step and one
 * collapsible block per instance. Same ordering rules as the other
 * renderers; no colour, no wrapping. Text from the report is escaped for
 * its context: prose, code spans, table cells and HTML.
 */
#include <stdlib.h>
#include <string.h>

#include "report/render-int.h"
#include "report/render.h"
#include "util/banned.h"

enum md_ctx {
	MD_PROSE = 0,		/* a paragraph or list item */
	MD_CELL,		/* a table cell: pipes split, no newlines */
};

static bool
is_alnum(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9');
}

/*
 * Prose with Markdown's inline punctuation escaped. An underscore inside
 * a word (NVIDIA_DRIVER_CAPABILITIES) cannot open emphasis and stays bare.
 */
static void
md_text(struct buf *b, const char *s, enum md_ctx ctx)
{
	const char *p;

	for (p = s; *p != '\0'; p++) {
		if (*p == '\n') {
			buf_adds(b, ctx == MD_CELL ? "<br>" : "\n  ");
			continue;
		}
		if (*p == '_' && p > s && is_alnum(p[-1]) && is_alnum(p[1])) {
			buf_addc(b, *p);
			continue;
		}
		if (strchr("\\`*_[]<>|~", *p) != NULL)
			buf_addc(b, '\\');
		buf_addc(b, *p);
	}
}

/* A code span whose delimiter is longer than any backtick run inside. */
static void
md_code(struct buf *b, const char *s, enum md_ctx ctx)
{
	size_t run = 0, longest = 0, i;
	const char *p;
	bool pad;

	for (p = s; *p != '\0'; p++) {
		run = *p == '`' ? run + 1 : 0;
		if (run > longest)
			longest = run;
	}
	pad = s[0] == '`' || (s[0] != '\0' && s[strlen(s) - 1] == '`');
	buf_pad(b, '`', longest + 1);
	if (pad)
		buf_addc(b, ' ');
	for (i = 0; s[i] != '\0'; i++) {
		if (s[i] == '\n')
			buf_addc(b, ' ');
		else if (s[i] == '|' && ctx == MD_CELL)
			buf_adds(b, "\\|");
		else
			buf_addc(b, s[i]);
	}
	if (pad)
		buf_addc(b, ' ');
	buf_pad(b, '`', longest + 1);
}

/* Text inside raw HTML (the <summary> line). */
static void
md_html(struct buf *b, const char *s)
{
	for (; *s != '\0'; s++) {
		if (*s == '<')
			buf_adds(b, "&lt;");
		else if (*s == '>')
			buf_adds(b, "&gt;");
		else if (*s == '&')
			buf_adds(b, "&amp;");
		else if (*s == '\n')
			buf_addc(b, ' ');
		else
			buf_addc(b, *s);
	}
}

/* A fenced block: the fence is longer than any backtick run in s. */
static void
md_fence(struct buf *b, const char *lang, const char *s)
{
	size_t run = 0, longest = 0, n;
	const char *p;

	for (p = s; *p != '\0'; p++) {
		run = *p == '`' ? run + 1 : 0;
		if (run > longest)
			longest = run;
	}
	n = longest >= 3 ? longest + 1 : 3;
	buf_pad(b, '`', n);
	buf_addf(b, "%s\n%s", lang, s);
	if (s[0] == '\0' || s[strlen(s) - 1] != '\n')
		buf_addc(b, '\n');
	buf_pad(b, '`', n);
	buf_addc(b, '\n');
}

static const char *
verdict_word(enum verdict_kind k)
{
	return k == VERDICT_PLACEABLE ? "PLACEABLE" :
	    k == VERDICT_BLOCKED ? "BLOCKED" : "INCONCLUSIVE";
}

static void
evidence(struct buf *b, const struct evidence *e, enum md_ctx ctx)
{
	struct buf t = BUF_INIT;

	buf_adds(&t, e->source ? e->source : "");
	if (e->pointer != NULL && e->pointer[0] != '\0')
		buf_addf(&t, "#%s", e->pointer);
	md_code(b, t.data, ctx);
	buf_free(&t);
}

/* "`PD101` error: message" (with "[what-if] " first when hypothetical). */
static void
finding_inline(struct buf *b, const struct finding *f, enum md_ctx ctx)
{
	if (f->hypothetical)
		buf_adds(b, "\\[what-if\\] ");
	md_code(b, f->code, ctx);
	buf_addf(b, " %s: ", severity_name(f->sev));
	md_text(b, f->message, ctx);
}

static void
fix_steps(struct buf *b, const struct fix_step *f, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (strcmp(f[i].kind, "note") == 0) {
			md_text(b, f[i].text, MD_PROSE);
			buf_adds(b, "\n\n");
		} else if (strcmp(f[i].kind, "command") == 0) {
			md_fence(b, "sh", f[i].text);
			buf_addc(b, '\n');
		} else if (strcmp(f[i].kind, "user-data") == 0) {
			buf_adds(b, "User data:\n\n");
			md_fence(b, "sh", f[i].text);
			buf_addc(b, '\n');
		} else if (strcmp(f[i].kind, "json-patch") == 0) {
			buf_adds(b, "Task definition patch:\n\n");
			md_fence(b, "json", f[i].text);
			buf_addc(b, '\n');
		} else {
			md_text(b, f[i].kind, MD_PROSE);
			buf_adds(b, ":\n\n");
			md_fence(b, "text", f[i].text);
			buf_addc(b, '\n');
		}
	}
}

static void
headline(const struct render_ctx *c, struct buf *b)
{
	const struct report *r = c->r;
	const struct verdict *vd = &r->verdict;
	struct render_excl *ex;
	size_t i, n;
	char title[160];

	buf_addf(b, "**%s**", verdict_word(vd->kind));
	if (vd->cause[0] != '\0') {
		buf_adds(b, vd->kind == VERDICT_BLOCKED ? " by " : ", cause ");
		buf_adds(b, "**");
		md_code(b, vd->cause, MD_PROSE);
		buf_adds(b, "**");
		render_code_title(vd->cause, title, sizeof(title));
		if (title[0] != '\0') {
			buf_adds(b, " (");
			md_text(b, title, MD_PROSE);
			buf_adds(b, ")");
		}
	}
	if (vd->summary != NULL && vd->summary[0] != '\0') {
		buf_adds(b, ": ");
		md_text(b, vd->summary, MD_PROSE);
	}
	buf_adds(b, "\n\n");
	if (r->ninsts == 0)
		return;
	buf_addf(b, "%zu/%zu instances can take the task",
	    render_candidates(r), r->ninsts);
	n = render_exclusions(c, &ex);
	for (i = 0; i < n; i++) {
		buf_adds(b, i == 0 ? ": " : ", ");
		if (ex[i].code[0] == '\0') {
			buf_addf(b, "%zu %s at step %d", ex[i].count,
			    ex[i].status == STEP_FAIL ? "failed" :
			    render_status_word(ex[i].status), ex[i].step);
			continue;
		}
		buf_addf(b, "%zu ", ex[i].count);
		md_code(b, ex[i].code, MD_PROSE);
		render_code_title(ex[i].code, title, sizeof(title));
		if (title[0] != '\0') {
			buf_adds(b, " (");
			md_text(b, title, MD_PROSE);
			buf_adds(b, ")");
		}
	}
	free(ex);
	buf_adds(b, ".\n\n");
}

static void
target(const struct report *r, struct buf *b)
{
	const struct report_target *t = &r->target;
	const char *names[] = { "cluster", "service", "task definition",
	    "task", "region", "source" };
	const char *vals[] = { t->cluster, t->service, t->task_definition,
	    t->task, t->region, t->source };
	size_t i, n = 0;

	buf_adds(b, "Target:");
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		if (vals[i] == NULL)
			continue;
		buf_addf(b, "%s %s ", n++ ? "," : "", names[i]);
		md_code(b, vals[i], MD_PROSE);
	}
	if (n == 0)
		buf_adds(b, " unknown");
	buf_adds(b, "\n\n");
	if (r->nchanges > 0) {
		buf_adds(b, "What-if changes in force:\n\n");
		for (i = 0; i < r->nchanges; i++) {
			buf_adds(b, "- ");
			md_text(b, r->changes[i], MD_PROSE);
			buf_addc(b, '\n');
		}
		buf_addc(b, '\n');
	}
}

static void
verdict_sections(const struct report *r, struct buf *b)
{
	const struct verdict *vd = &r->verdict;
	size_t i;

	if (vd->nfix > 0) {
		buf_adds(b, "### Fix\n\n");
		fix_steps(b, vd->fix, vd->nfix);
	}
	if (vd->nblockers > 0 || vd->kind == VERDICT_BLOCKED) {
		buf_adds(b, "### What still blocks after the fix\n\n");
		if (vd->nblockers == 0)
			buf_adds(b, "Nothing found.\n");
		for (i = 0; i < vd->nblockers; i++) {
			buf_adds(b, "- ");
			md_code(b, vd->blockers[i].instance ?
			    vd->blockers[i].instance : "task", MD_PROSE);
			buf_adds(b, ": ");
			md_code(b, vd->blockers[i].code, MD_PROSE);
			buf_addc(b, ' ');
			md_text(b, vd->blockers[i].message ?
			    vd->blockers[i].message : "", MD_PROSE);
			buf_addc(b, '\n');
		}
		buf_addc(b, '\n');
	}
	if (vd->nplaceable_on > 0) {
		buf_adds(b, "### Placeable now on\n\n");
		for (i = 0; i < vd->nplaceable_on; i++) {
			buf_adds(b, "- ");
			md_code(b, vd->placeable_on[i], MD_PROSE);
			buf_addc(b, '\n');
		}
		buf_addc(b, '\n');
	}
	if (vd->nnext > 0) {
		buf_adds(b, "### Next\n\n");
		for (i = 0; i < vd->nnext; i++) {
			buf_adds(b, "- ");
			md_text(b, vd->next[i], MD_PROSE);
			buf_addc(b, '\n');
		}
		buf_addc(b, '\n');
	}
}

static void
ecs_said(const struct report *r, struct buf *b)
{
	size_t i;

	if (r->nsaid == 0)
		return;
	buf_adds(b, "### ECS said\n\n");
	for (i = 0; i < r->nsaid; i++) {
		const struct ecs_said *s = &r->said[i];

		buf_adds(b, "- ");
		if (s->when != NULL) {
			md_code(b, s->when, MD_PROSE);
			buf_adds(b, ": ");
		}
		md_text(b, s->text ? s->text : "", MD_PROSE);
		buf_adds(b, "\n  - provdoc ");
		buf_adds(b, s->agrees > 0 ? "agrees" : s->agrees == 0 ?
		    "**disagrees**" : "cannot tell");
		if (s->reason != NULL) {
			buf_adds(b, ", reason ");
			md_code(b, s->reason, MD_PROSE);
		}
		if (s->instance != NULL) {
			buf_adds(b, ", closest instance ");
			md_code(b, s->instance, MD_PROSE);
		}
		if (s->comment != NULL && s->comment[0] != '\0') {
			buf_adds(b, ": ");
			md_text(b, s->comment, MD_PROSE);
		}
		if (s->ev.source != NULL) {
			buf_adds(b, " (evidence ");
			evidence(b, &s->ev, MD_PROSE);
			buf_addc(b, ')');
		}
		buf_addc(b, '\n');
	}
	buf_addc(b, '\n');
}

static const char *
status_cell(enum step_status s)
{
	return s == STEP_FAIL ? "**FAIL**" : render_status_word(s);
}

/* Same rule as the text renderer: a uniform skipped step lists nobody. */
static bool
step_is_quiet(const struct render_ctx *c, int s)
{
	const struct report *r = c->r;
	size_t i;

	if (r->steps[s].status != STEP_SKIP &&
	    r->steps[s].status != STEP_NOT_RUN)
		return false;
	for (i = 0; i < r->ninsts; i++) {
		const size_t *v;
		size_t k, n;

		if (r->insts[i].step[s] != r->steps[s].status &&
		    r->insts[i].step[s] != STEP_NOT_RUN)
			return false;
		n = render_bucket(c, i, &v);
		for (k = 0; k < n; k++)
			if (r->findings[v[k]].step == s)
				return false;
	}
	return true;
}

static void
step_section(const struct render_ctx *c, int s, struct buf *b)
{
	const struct report *r = c->r;
	const struct step_result *st = &r->steps[s];
	const char *note = render_step_note(st);
	const size_t *v;
	size_t i, k, e, n;

	buf_addf(b, "#### Step %d/%d %s: %s", s, REPORT_NSTEPS - 1,
	    report_step_names[s], status_cell(st->status));
	if (st->status != STEP_SKIP && st->status != STEP_NOT_RUN) {
		buf_addf(b, " (%zu in, %zu out", st->in, st->out);
		if (st->unknown > 0)
			buf_addf(b, ", %zu undecided", st->unknown);
		buf_addc(b, ')');
	}
	if (note != NULL) {
		buf_adds(b, st->status == STEP_SKIP ? " (" : ": ");
		md_text(b, note, MD_CELL);
		if (st->status == STEP_SKIP)
			buf_addc(b, ')');
	}
	buf_adds(b, "\n\n");
	n = render_bucket(c, r->ninsts, &v);
	for (k = 0, i = 0; k < n; k++) {
		const struct finding *f = &r->findings[v[k]];

		if (f->step != s)
			continue;
		if (f->instance != NULL) {
			buf_adds(b, "- ");
			md_code(b, f->instance, MD_PROSE);
			buf_adds(b, ": ");
		} else
			buf_adds(b, "- task: ");
		finding_inline(b, f, MD_PROSE);
		buf_addc(b, '\n');
		for (e = 0; e < f->nev; e++) {
			buf_adds(b, "  - evidence: ");
			evidence(b, &f->ev[e], MD_PROSE);
			buf_addc(b, '\n');
		}
		i++;
	}
	if (i > 0)
		buf_addc(b, '\n');
	if (step_is_quiet(c, s) || r->ninsts == 0)
		return;
	buf_adds(b, "| instance | type | status | findings |\n"
	    "|---|---|---|---|\n");
	for (i = 0; i < r->ninsts; i++) {
		const struct inst_result *ir = &r->insts[i];
		const char *name = render_inst_name(ir);
		const char *type = render_inst_type(ir);
		bool first = true;

		buf_adds(b, "| ");
		md_code(b, name ? name : "(unnamed)", MD_CELL);
		buf_adds(b, " | ");
		if (type != NULL)
			md_code(b, type, MD_CELL);
		buf_addf(b, " | %s", status_cell(ir->step[s]));
		if (ir->excluded_at >= 0 && ir->excluded_at < s)
			buf_addf(b, " (out at step %d)", ir->excluded_at);
		buf_adds(b, " | ");
		n = render_bucket(c, i, &v);
		for (k = 0; k < n; k++) {
			const struct finding *f = &r->findings[v[k]];

			if (f->step != s)
				continue;
			if (!first)
				buf_adds(b, "<br>");
			finding_inline(b, f, MD_CELL);
			first = false;
		}
		buf_adds(b, " |\n");
	}
	buf_addc(b, '\n');
}

static void
instance_details(const struct render_ctx *c, size_t i, struct buf *b)
{
	const struct report *r = c->r;
	const struct inst_result *ir = &r->insts[i];
	const char *name = render_inst_name(ir);
	const char *type = render_inst_type(ir);
	const size_t *v;
	size_t k, e, n;
	int s;

	buf_adds(b, "<details><summary>");
	md_html(b, name ? name : "(unnamed)");
	if (type != NULL) {
		buf_adds(b, " (");
		md_html(b, type);
		buf_addc(b, ')');
	}
	if (ir->excluded_at >= 0)
		buf_addf(b, ": excluded at step %d", ir->excluded_at);
	else
		buf_adds(b, ": candidate after every step");
	buf_adds(b, "</summary>\n\n");
	if (render_inst_id(ir) != NULL) {
		buf_adds(b, "Container instance ");
		md_code(b, render_inst_id(ir), MD_PROSE);
		buf_adds(b, ".\n\n");
	}
	n = render_bucket(c, i, &v);
	for (s = 0; s < REPORT_NSTEPS; s++) {
		buf_addf(b, "- Step %d %s: %s\n", s, report_step_names[s],
		    status_cell(ir->step[s]));
		for (k = 0; k < n; k++) {
			const struct finding *f = &r->findings[v[k]];

			if (f->step != s)
				continue;
			buf_adds(b, "  - ");
			finding_inline(b, f, MD_PROSE);
			buf_addc(b, '\n');
			for (e = 0; e < f->nev; e++) {
				buf_adds(b, "    - evidence: ");
				evidence(b, &f->ev[e], MD_PROSE);
				buf_addc(b, '\n');
			}
		}
	}
	buf_adds(b, "\n</details>\n\n");
}

/*
 * Renders the report as Markdown into out. With o->only_step in 0..4
 * only that step's section is written; with RENDER_VERDICT_ONLY the
 * headline, target, verdict and what ECS said.
 */
void
render_markdown(const struct report *r, const struct render_opts *o,
    struct buf *out)
{
	struct render_ctx c;
	size_t i, start = out->len;
	int s;

	render_ctx_init(&c, r, o->only_step < 0);
	if (o->only_step >= 0 && o->only_step < REPORT_NSTEPS) {
		step_section(&c, o->only_step, out);
		render_ctx_free(&c);
		return;
	}
	headline(&c, out);
	target(r, out);
	verdict_sections(r, out);
	ecs_said(r, out);
	if (o->only_step == RENDER_VERDICT_ONLY) {
		/* Keep the blank line: the next command's output follows. */
		render_ctx_free(&c);
		return;
	}
	buf_adds(out, "### Steps\n\n");
	for (s = 0; s < REPORT_NSTEPS; s++)
		step_section(&c, s, out);
	if (r->ninsts > 0) {
		buf_adds(out, "### Instances\n\n");
		for (i = 0; i < r->ninsts; i++)
			instance_details(&c, i, out);
	}
	/* One trailing newline, never a blank line at the end. */
	while (out->len >= start + 2 && out->data[out->len - 1] == '\n' &&
	    out->data[out->len - 2] == '\n')
		buf_truncate(out, out->len - 1);
	render_ctx_free(&c);
}
