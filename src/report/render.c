/*
 * render: the dispatcher over the three renderers, the format names, and
 * the helpers they share (render-int.h): findings grouped by instance,
 * status words, the exclusion breakdown. It writes no report format
 * itself and never touches a stream or a clock.
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explain/explain.h"
#include "report/render-int.h"
#include "report/render.h"
#include "util/hmap.h"
#include "util/xmalloc.h"
#include "util/banned.h"

/*
 * Control characters a bundle carried into text or Markdown (an event
 * message or attribute value with ESC, BEL, CR) become '?' from byte
 * start on, so a pasted capture cannot clear the screen, retitle the
 * terminal or hide lines. Newlines and tabs stay; so do the renderer's
 * own SGR colour sequences (ESC [ digits ; m) when colour is on.
 */
static void
defang(struct buf *out, size_t start, bool color)
{
	char *d = out->data;
	size_t i, j;

	for (i = start; i < out->len; i++) {
		unsigned char c = (unsigned char)d[i];

		if (c == '\n' || c == '\t' || (c >= 0x20 && c != 0x7f))
			continue;
		if (c == 0x1b && color && i + 1 < out->len && d[i + 1] == '[') {
			j = i + 2;
			while (j < out->len && (isdigit((unsigned char)d[j]) ||
			    d[j] == ';'))
				j++;
			if (j < out->len && d[j] == 'm') {
				i = j;
				continue;
			}
		}
		d[i] = '?';
	}
}

void
render_report(enum out_format f, const struct report *r,
    const struct render_opts *o, struct buf *out)
{
	size_t start = out->len;

	switch (f) {
	case FMT_JSON:
		render_json(r, o, out);
		return;
	case FMT_MARKDOWN:
		render_markdown(r, o, out);
		defang(out, start, false);
		return;
	case FMT_TEXT:
		break;
	}
	render_text(r, o, out);
	defang(out, start, o->color);
}

/* Accepts "text", "json", "markdown" and "md". Returns 0, or -1 if unknown. */
int
render_parse_format(const char *name, enum out_format *f)
{
	if (name == NULL)
		return -1;
	if (strcmp(name, "text") == 0)
		*f = FMT_TEXT;
	else if (strcmp(name, "json") == 0)
		*f = FMT_JSON;
	else if (strcmp(name, "markdown") == 0 || strcmp(name, "md") == 0)
		*f = FMT_MARKDOWN;
	else
		return -1;
	return 0;
}

const char *
render_inst_name(const struct inst_result *ir)
{
	if (ir == NULL || ir->inst == NULL)
		return NULL;
	return model_instance_name(ir->inst);
}

const char *
render_inst_id(const struct inst_result *ir)
{
	if (ir == NULL || ir->inst == NULL)
		return NULL;
	return ir->inst->id;
}

const char *
render_inst_type(const struct inst_result *ir)
{
	if (ir == NULL || ir->inst == NULL)
		return NULL;
	return model_attr_value(ir->inst, "ecs.instance-type");
}

const char *
render_status_word(enum step_status s)
{
	switch (s) {
	case STEP_PASS:
		return "pass";
	case STEP_FAIL:
		return "fail";
	case STEP_SKIP:
		return "skip";
	case STEP_NOT_RUN:
	case STEP_INCONCLUSIVE:
		break;
	}
	return "inconclusive";
}

const char *
render_step_note(const struct step_result *s)
{
	if (s->note != NULL && s->note[0] != '\0')
		return s->note;
	if (s->status == STEP_NOT_RUN)
		return "not implemented";
	return NULL;
}

size_t
render_candidates(const struct report *r)
{
	size_t i, n = 0;

	for (i = 0; i < r->ninsts; i++)
		if (r->insts[i].excluded_at < 0)
			n++;
	return n;
}

/* True when two fix lists say the same thing. */
static bool
same_fix(const struct fix_step *a, size_t na, const struct fix_step *b,
    size_t nb)
{
	size_t i;

	if (na != nb)
		return false;
	for (i = 0; i < na; i++)
		if (strcmp(a[i].kind, b[i].kind) != 0 ||
		    strcmp(a[i].text, b[i].text) != 0)
			return false;
	return true;
}

/*
 * A finding's fix is shown once: not when the verdict already carries the
 * same fix or, in a whole report (whole), the finding is the verdict's
 * cause (the verdict's fix is that fix merged over every instance it
 * names), nor again for a later finding with the same code and fix (40
 * instances with PD101 need the user-data line once). Keys hash the code
 * and the first fix text; same_fix settles collisions of the key.
 */
static void
mark_fixes(struct render_ctx *c, bool whole)
{
	const struct report *r = c->r;
	struct hmap seen;
	char **keys;
	size_t i;

	c->show_fix = xcalloc(r->nfindings ? r->nfindings : 1,
	    sizeof(*c->show_fix));
	keys = xcalloc(r->nfindings ? r->nfindings : 1, sizeof(*keys));
	hmap_init(&seen);
	for (i = 0; i < r->nfindings; i++) {
		const struct finding *f = &r->findings[i];
		const struct finding *prev;

		if (f->nfix == 0 || same_fix(f->fix, f->nfix, r->verdict.fix,
		    r->verdict.nfix))
			continue;
		if (whole && r->verdict.cause[0] != '\0' &&
		    strcmp(f->code, r->verdict.cause) == 0 && r->verdict.nfix > 0)
			continue;
		keys[i] = xasprintf("%s\n%s\n%s", f->code, f->fix[0].kind,
		    f->fix[0].text);
		prev = hmap_get(&seen, keys[i]);
		if (prev != NULL && same_fix(prev->fix, prev->nfix, f->fix,
		    f->nfix))
			continue;
		if (prev == NULL)
			hmap_put(&seen, keys[i], (void *)(uintptr_t)f);
		c->show_fix[i] = true;
	}
	hmap_free(&seen);
	for (i = 0; i < r->nfindings; i++)
		free(keys[i]);
	free(keys);
}

void
render_ctx_init(struct render_ctx *c, const struct report *r, bool whole)
{
	struct hmap byname;
	size_t *bucket, *fill;
	size_t i, nb = r->ninsts + 1;

	memset(c, 0, sizeof(*c));
	c->r = r;
	hmap_init(&byname);
	/* Iterated backwards so a duplicate name maps to its first instance. */
	for (i = r->ninsts; i > 0; i--) {
		const char *name = render_inst_name(&r->insts[i - 1]);

		if (name != NULL)
			hmap_put(&byname, name, &r->insts[i - 1]);
	}
	bucket = xcalloc(r->nfindings ? r->nfindings : 1, sizeof(*bucket));
	c->off = xcalloc(nb + 1, sizeof(*c->off));
	for (i = 0; i < r->nfindings; i++) {
		const struct inst_result *ir = NULL;

		if (r->findings[i].instance != NULL)
			ir = hmap_get(&byname, r->findings[i].instance);
		bucket[i] = ir != NULL ? (size_t)(ir - r->insts) : r->ninsts;
		c->off[bucket[i] + 1]++;
	}
	for (i = 0; i < nb; i++)
		c->off[i + 1] += c->off[i];
	c->fidx = xcalloc(r->nfindings ? r->nfindings : 1, sizeof(*c->fidx));
	fill = xcalloc(nb, sizeof(*fill));
	for (i = 0; i < r->nfindings; i++)
		c->fidx[c->off[bucket[i]] + fill[bucket[i]]++] = i;
	free(fill);
	free(bucket);
	hmap_free(&byname);
	mark_fixes(c, whole);
}

void
render_ctx_free(struct render_ctx *c)
{
	free(c->off);
	free(c->fidx);
	free(c->show_fix);
	memset(c, 0, sizeof(*c));
}

size_t
render_bucket(const struct render_ctx *c, size_t b, const size_t **v)
{
	*v = c->fidx + c->off[b];
	return c->off[b + 1] - c->off[b];
}

static int
excl_cmp(const void *pa, const void *pb)
{
	const struct render_excl *a = pa, *b = pb;
	int d;

	if (a->count != b->count)
		return a->count > b->count ? -1 : 1;
	if (a->step != b->step)
		return a->step < b->step ? -1 : 1;
	d = strcmp(a->code, b->code);
	if (d != 0)
		return d;
	return (int)a->status - (int)b->status;
}

/* The first error (else inconclusive) finding of bucket b at step s. */
static const char *
bucket_code(const struct render_ctx *c, size_t b, int s)
{
	const size_t *v;
	size_t n, k;
	const char *inc = "";

	n = render_bucket(c, b, &v);
	for (k = 0; k < n; k++) {
		const struct finding *f = &c->r->findings[v[k]];

		if (f->step != s)
			continue;
		if (f->sev == SEV_ERROR)
			return f->code;
		if (f->sev == SEV_INCONCLUSIVE && inc[0] == '\0')
			inc = f->code;
	}
	return inc;
}

/*
 * The code that best explains why instance i left at step s: its own
 * finding, else a task-level one of that step (PD001 excludes everyone).
 */
static const char *
excl_code(const struct render_ctx *c, size_t i, int s)
{
	const char *code = bucket_code(c, i, s);

	return code[0] != '\0' ? code : bucket_code(c, c->r->ninsts, s);
}

size_t
render_exclusions(const struct render_ctx *c, struct render_excl **out)
{
	const struct report *r = c->r;
	struct render_excl *v = NULL;
	size_t i, k, n = 0;

	*out = NULL;
	for (i = 0; i < r->ninsts; i++) {
		const struct inst_result *ir = &r->insts[i];
		enum step_status st;
		const char *code;
		int s = ir->excluded_at;

		if (s < 0 || s >= REPORT_NSTEPS)
			continue;
		code = excl_code(c, i, s);
		st = ir->step[s];
		for (k = 0; k < n; k++)
			if (v[k].step == s && v[k].status == st &&
			    strcmp(v[k].code, code) == 0)
				break;
		if (k == n) {
			v = xreallocarray(v, n + 1, sizeof(*v));
			memset(&v[n], 0, sizeof(v[n]));
			v[n].step = s;
			v[n].status = st;
			snprintf(v[n].code, sizeof(v[n].code), "%s", code);
			n++;
		}
		v[k].count++;
	}
	if (n > 1)
		qsort(v, n, sizeof(*v), excl_cmp);
	*out = v;
	return n;
}

void
render_code_title(const char *code, char *buf, size_t len)
{
	const char *page;

	buf[0] = '\0';
	if (code == NULL || code[0] == '\0')
		return;
	page = explain_lookup(code);
	if (page == NULL)
		return;
	explain_title(page, buf, len);
	/* Titles are read mid-sentence: "Insufficient CPU" but "GPU-family". */
	if (buf[0] >= 'A' && buf[0] <= 'Z' && buf[1] >= 'a' && buf[1] <= 'z')
		buf[0] = (char)(buf[0] - 'A' + 'a');
}

void
render_breakdown(const struct render_ctx *c, struct buf *out)
{
	struct render_excl *v;
	size_t i, n;
	char title[160];

	buf_addf(out, "%zu/%zu instances can take the task",
	    render_candidates(c->r), c->r->ninsts);
	n = render_exclusions(c, &v);
	for (i = 0; i < n; i++) {
		buf_adds(out, i == 0 ? ": " : ", ");
		if (v[i].code[0] == '\0') {
			buf_addf(out, "%zu %s at step %d", v[i].count,
			    v[i].status == STEP_FAIL ? "failed" :
			    render_status_word(v[i].status), v[i].step);
			continue;
		}
		render_code_title(v[i].code, title, sizeof(title));
		buf_addf(out, "%zu %s", v[i].count, v[i].code);
		if (title[0] != '\0')
			buf_addf(out, " (%s)", title);
	}
	free(v);
}
