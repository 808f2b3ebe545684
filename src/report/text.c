/*
 * text: the default, human renderer of a report. Layout (a contract for
 * the golden tests, documented in provdoc(1) OUTPUT):
 *
 *   Target: cluster C, service S, task definition F:R, region R, source replay
 *
 *   Step 1/4 GPU registration: FAIL (4 in, 0 out)
 *     FAIL  i-0abc (g5.xlarge)
 *           PD101 error: message
 *             evidence: file.json#/pointer
 *   Verdict: BLOCKED by PD101 (title)
 *   ...
 *
 * Prose wraps at opts->width (0: never); commands, evidence and fix texts
 * never wrap, so they can be copied. ANSI colour only with opts->color.
 * It does not decide anything: every word comes from the report.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report/render-int.h"
#include "report/render.h"
#include "util/banned.h"

#define C_RESET		"\033[0m"
#define C_BOLD		"\033[1m"
#define C_DIM		"\033[2m"
#define C_RED		"\033[1;31m"
#define C_GREEN		"\033[32m"
#define C_YELLOW	"\033[33m"
#define C_CYAN		"\033[36m"

struct tw {
	struct buf		*out;
	const struct render_opts *o;
	struct render_ctx	 c;
};

static void
color_on(struct tw *w, const char *seq)
{
	if (w->o->color)
		buf_adds(w->out, seq);
}

static void
color_off(struct tw *w)
{
	if (w->o->color)
		buf_adds(w->out, C_RESET);
}

/* Columns a UTF-8 byte run occupies (continuation bytes take none). */
static size_t
cols(const char *s, size_t n)
{
	size_t i, c = 0;

	for (i = 0; i < n; i++)
		if (((unsigned char)s[i] & 0xC0) != 0x80)
			c++;
	return c;
}

/* The column the next byte lands in: the current line, escapes skipped. */
static size_t
cur_col(const struct tw *w)
{
	const char *d = w->out->data;
	size_t i = w->out->len, c = 0;

	while (i > 0 && d[i - 1] != '\n')
		i--;
	while (i < w->out->len) {
		if (d[i] == '\033') {
			while (i < w->out->len && d[i] != 'm')
				i++;
			i++;
			continue;
		}
		if (((unsigned char)d[i] & 0xC0) != 0x80)
			c++;
		i++;
	}
	return c;
}

/*
 * Appends prose s at the current column; continuation lines (the text's
 * own newlines and, when width > 0, wrapped words) start at column indent.
 * Ends without a newline.
 */
static void
add_prose(struct tw *w, const char *s, size_t indent)
{
	size_t width = w->o->width > 0 ? (size_t)w->o->width : 0;
	size_t col = cur_col(w);
	const char *p = s;

	while (*p != '\0') {
		size_t sp, wl;

		if (*p == '\n') {
			buf_addc(w->out, '\n');
			buf_pad(w->out, ' ', indent);
			col = indent;
			p++;
			continue;
		}
		sp = strspn(p, " ");
		wl = strcspn(p + sp, " \n");
		if (width > 0 && wl > 0 && col > indent &&
		    col + cols(p, sp + wl) > width) {
			/* No trailing blanks, not even the caller's. */
			while (w->out->len > 0 &&
			    w->out->data[w->out->len - 1] == ' ')
				buf_truncate(w->out, w->out->len - 1);
			buf_addc(w->out, '\n');
			buf_pad(w->out, ' ', indent);
			col = indent;
			p += sp;
			sp = 0;
		}
		buf_add(w->out, p, sp + wl);
		col += cols(p, sp + wl);
		p += sp + wl;
	}
}

/* Appends a verbatim block, each line at column indent, ending in '\n'. */
static void
add_block(struct tw *w, const char *s, size_t indent)
{
	const char *p = s, *e;

	do {
		e = strchr(p, '\n');
		buf_pad(w->out, ' ', indent);
		buf_add(w->out, p, e ? (size_t)(e - p) : strlen(p));
		buf_addc(w->out, '\n');
		p = e ? e + 1 : NULL;
	} while (p != NULL && *p != '\0');
}

static const char *
status_color(enum step_status s)
{
	switch (s) {
	case STEP_PASS:
		return C_GREEN;
	case STEP_FAIL:
		return C_RED;
	case STEP_SKIP:
		return C_DIM;
	case STEP_NOT_RUN:
	case STEP_INCONCLUSIVE:
		break;
	}
	return C_YELLOW;
}

/* The four-column mark of an instance line. */
static const char *
status_mark(enum step_status s)
{
	switch (s) {
	case STEP_PASS:
		return "pass";
	case STEP_FAIL:
		return "FAIL";
	case STEP_SKIP:
		return "skip";
	case STEP_NOT_RUN:
	case STEP_INCONCLUSIVE:
		break;
	}
	return "?   ";
}

static void
add_status_word(struct tw *w, enum step_status s, bool upper)
{
	const char *word = render_status_word(s);

	color_on(w, status_color(s));
	if (upper || s == STEP_FAIL) {
		for (; *word != '\0'; word++)
			buf_addc(w->out, (char)(*word - 'a' + 'A'));
	} else
		buf_adds(w->out, word);
	color_off(w);
}

static void
target_line(struct tw *w)
{
	const struct report_target *t = &w->c.r->target;
	const char *names[] = { "cluster", "service", "task definition",
	    "task", "region", "source" };
	const char *vals[] = { t->cluster, t->service, t->task_definition,
	    t->task, t->region, t->source };
	size_t i, n = 0;
	struct buf b = BUF_INIT;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		if (vals[i] == NULL)
			continue;
		buf_addf(&b, "%s%s %s", n++ ? ", " : "", names[i], vals[i]);
	}
	buf_adds(w->out, "Target: ");
	add_prose(w, n > 0 ? b.data : "unknown", 2);
	buf_addc(w->out, '\n');
	buf_free(&b);
}

static void
changes(struct tw *w)
{
	const struct report *r = w->c.r;
	size_t i;

	if (r->nchanges == 0)
		return;
	color_on(w, C_YELLOW);
	buf_adds(w->out, "What-if changes in force:");
	color_off(w);
	buf_addc(w->out, '\n');
	for (i = 0; i < r->nchanges; i++) {
		buf_adds(w->out, "  - ");
		add_prose(w, r->changes[i], 4);
		buf_addc(w->out, '\n');
	}
}

/*
 * One fix step at column indent after lead ("1. " or "fix"): a note as
 * prose, anything else as a verbatim block under "kind:".
 */
static void
fix_step(struct tw *w, const struct fix_step *f, const char *lead,
    size_t indent)
{
	bool inline_kind = strcmp(lead, "fix") == 0;
	size_t body = indent + (inline_kind ? 2 : strlen(lead));

	buf_pad(w->out, ' ', indent);
	buf_adds(w->out, lead);
	if (strcmp(f->kind, "note") == 0) {
		if (inline_kind)
			buf_adds(w->out, ": ");
		add_prose(w, f->text, body);
		buf_addc(w->out, '\n');
		return;
	}
	buf_addf(w->out, inline_kind ? " (%s):\n" : "%s:\n", f->kind);
	add_block(w, f->text, body + 2);
}

/* A finding at column 8, its evidence and (first time) its fix at 10. */
static void
finding(struct tw *w, size_t idx, const char *mark)
{
	const struct finding *f = &w->c.r->findings[idx];
	size_t i;

	if (mark != NULL)
		buf_addf(w->out, "  %-4s  ", mark);
	else
		buf_pad(w->out, ' ', 8);
	/* A finding about an instance the report does not list names it. */
	if (mark != NULL && f->instance != NULL)
		buf_addf(w->out, "%s: ", f->instance);
	if (f->hypothetical) {
		color_on(w, C_YELLOW);
		buf_adds(w->out, "[what-if] ");
		color_off(w);
	}
	color_on(w, C_BOLD);
	buf_adds(w->out, f->code);
	color_off(w);
	buf_addf(w->out, " %s: ", severity_name(f->sev));
	add_prose(w, f->message, 10);
	buf_addc(w->out, '\n');
	for (i = 0; i < f->nev; i++) {
		buf_pad(w->out, ' ', 10);
		buf_addf(w->out, "evidence: %s", f->ev[i].source);
		if (f->ev[i].pointer[0] != '\0')
			buf_addf(w->out, "#%s", f->ev[i].pointer);
		buf_addc(w->out, '\n');
	}
	if (!w->c.show_fix[idx])
		return;
	for (i = 0; i < f->nfix; i++)
		fix_step(w, &f->fix[i], "fix", 10);
}

/*
 * A skipped or not-run step lists no instances when they all share its
 * status and none has a finding there (task-level findings still show).
 */
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
step_header(struct tw *w, int s)
{
	const struct step_result *st = &w->c.r->steps[s];
	const char *note = render_step_note(st);

	color_on(w, C_BOLD);
	buf_addf(w->out, "Step %d/%d %s:", s, REPORT_NSTEPS - 1,
	    report_step_names[s]);
	color_off(w);
	buf_addc(w->out, ' ');
	add_status_word(w, st->status, false);
	if (st->status != STEP_SKIP && st->status != STEP_NOT_RUN) {
		buf_addf(w->out, " (%zu in, %zu out", st->in, st->out);
		if (st->unknown > 0)
			buf_addf(w->out, ", %zu undecided", st->unknown);
		buf_addc(w->out, ')');
	}
	if (note != NULL) {
		bool paren = st->status == STEP_SKIP;

		buf_adds(w->out, paren ? " (" : ": ");
		add_prose(w, note, 4);
		if (paren)
			buf_addc(w->out, ')');
	}
	buf_addc(w->out, '\n');
}

static void
step_section(struct tw *w, int s)
{
	const struct report *r = w->c.r;
	const size_t *v;
	size_t i, k, n;

	step_header(w, s);
	n = render_bucket(&w->c, r->ninsts, &v);
	for (k = 0; k < n; k++)
		if (r->findings[v[k]].step == s)
			finding(w, v[k], r->findings[v[k]].instance ?
			    "" : "task");
	if (step_is_quiet(&w->c, s))
		return;
	for (i = 0; i < r->ninsts; i++) {
		const struct inst_result *ir = &r->insts[i];
		const char *name = render_inst_name(ir);
		const char *type = render_inst_type(ir);

		buf_adds(w->out, "  ");
		color_on(w, status_color(ir->step[s]));
		buf_adds(w->out, status_mark(ir->step[s]));
		color_off(w);
		buf_addf(w->out, "  %s", name ? name : "(unnamed)");
		if (type != NULL)
			buf_addf(w->out, " (%s)", type);
		if (ir->excluded_at >= 0 && ir->excluded_at < s) {
			color_on(w, C_DIM);
			buf_addf(w->out, "  [out at step %d]",
			    ir->excluded_at);
			color_off(w);
		}
		buf_addc(w->out, '\n');
		n = render_bucket(&w->c, i, &v);
		for (k = 0; k < n; k++)
			if (r->findings[v[k]].step == s)
				finding(w, v[k], NULL);
	}
}

static void
verdict(struct tw *w)
{
	const struct report *r = w->c.r;
	const struct verdict *vd = &r->verdict;
	char title[160];
	size_t i;

	color_on(w, C_BOLD);
	buf_adds(w->out, "Verdict:");
	color_off(w);
	buf_addc(w->out, ' ');
	color_on(w, vd->kind == VERDICT_PLACEABLE ? C_GREEN :
	    vd->kind == VERDICT_BLOCKED ? C_RED : C_YELLOW);
	buf_adds(w->out, vd->kind == VERDICT_PLACEABLE ? "PLACEABLE" :
	    vd->kind == VERDICT_BLOCKED ? "BLOCKED" : "INCONCLUSIVE");
	color_off(w);
	if (vd->cause[0] != '\0') {
		render_code_title(vd->cause, title, sizeof(title));
		buf_addf(w->out, "%s%s", vd->kind == VERDICT_BLOCKED ?
		    " by " : ", cause ", vd->cause);
		if (title[0] != '\0')
			buf_addf(w->out, " (%s)", title);
	}
	buf_addc(w->out, '\n');
	if (vd->summary != NULL && vd->summary[0] != '\0') {
		buf_adds(w->out, "  ");
		add_prose(w, vd->summary, 2);
		buf_addc(w->out, '\n');
	}
	if (r->ninsts > 0) {
		struct buf b = BUF_INIT;

		render_breakdown(&w->c, &b);
		buf_adds(w->out, "  ");
		add_prose(w, b.data, 4);
		buf_addc(w->out, '\n');
		buf_free(&b);
	}
	if (vd->nplaceable_on > 0) {
		buf_adds(w->out, "  Placeable now on:");
		for (i = 0; i < vd->nplaceable_on; i++)
			buf_addf(w->out, "%s %s", i ? "," : "",
			    vd->placeable_on[i]);
		buf_addc(w->out, '\n');
	}
	if (vd->nblockers > 0 || vd->kind == VERDICT_BLOCKED) {
		buf_adds(w->out, "What still blocks after the fix:");
		if (vd->nblockers == 0)
			buf_adds(w->out, " nothing found");
		buf_addc(w->out, '\n');
	}
	for (i = 0; i < vd->nblockers; i++) {
		const struct blocker *b = &vd->blockers[i];

		buf_addf(w->out, "  %s  %s  ", b->instance ? b->instance :
		    "task", b->code);
		add_prose(w, b->message ? b->message : "", 4);
		buf_addc(w->out, '\n');
	}
	if (vd->nfix > 0)
		buf_adds(w->out, "Fix:\n");
	for (i = 0; i < vd->nfix; i++) {
		char lead[24];

		snprintf(lead, sizeof(lead), "%zu. ", i + 1);
		fix_step(w, &vd->fix[i], lead, 2);
	}
	if (vd->nnext > 0)
		buf_adds(w->out, "Next:\n");
	for (i = 0; i < vd->nnext; i++) {
		buf_adds(w->out, "  - ");
		add_prose(w, vd->next[i], 4);
		buf_addc(w->out, '\n');
	}
}

static void
ecs_said(struct tw *w)
{
	const struct report *r = w->c.r;
	size_t i;

	if (r->nsaid == 0)
		return;
	buf_adds(w->out, "ECS said:\n");
	for (i = 0; i < r->nsaid; i++) {
		const struct ecs_said *s = &r->said[i];
		struct buf b = BUF_INIT;

		buf_adds(w->out, "  ");
		if (s->when != NULL)
			buf_addf(w->out, "%s  ", s->when);
		add_prose(w, s->text ? s->text : "", 4);
		buf_addc(w->out, '\n');
		buf_adds(&b, s->agrees > 0 ? "provdoc agrees" :
		    s->agrees == 0 ? "provdoc disagrees" :
		    "provdoc cannot tell");
		if (s->reason != NULL || s->instance != NULL) {
			buf_addf(&b, " (%s%s%s%s)",
			    s->reason ? "reason " : "",
			    s->reason ? s->reason : "",
			    s->reason && s->instance ? ", " : "",
			    s->instance ? s->instance : "");
		}
		if (s->comment != NULL && s->comment[0] != '\0')
			buf_addf(&b, ": %s", s->comment);
		buf_adds(w->out, "    ");
		add_prose(w, b.data, 6);
		buf_addc(w->out, '\n');
		buf_free(&b);
		if (s->ev.source != NULL) {
			buf_addf(w->out, "    evidence: %s", s->ev.source);
			if (s->ev.pointer != NULL && s->ev.pointer[0] != '\0')
				buf_addf(w->out, "#%s", s->ev.pointer);
			buf_addc(w->out, '\n');
		}
	}
}

/*
 * Renders the report as text into out. With o->only_step in 0..4 only
 * that step's section is written (the REPL's "step N" and "next").
 */
void
render_text(const struct report *r, const struct render_opts *o,
    struct buf *out)
{
	struct tw w;
	int s;

	w.out = out;
	w.o = o;
	render_ctx_init(&w.c, r, o->only_step < 0);
	if (o->only_step >= 0 && o->only_step < REPORT_NSTEPS) {
		step_section(&w, o->only_step);
		render_ctx_free(&w.c);
		return;
	}
	if (o->only_step == RENDER_VERDICT_ONLY) {
		verdict(&w);
		ecs_said(&w);
		render_ctx_free(&w.c);
		return;
	}
	target_line(&w);
	changes(&w);
	buf_addc(out, '\n');
	for (s = 0; s < REPORT_NSTEPS; s++)
		step_section(&w, s);
	buf_addc(out, '\n');
	verdict(&w);
	ecs_said(&w);
	render_ctx_free(&w.c);
}
