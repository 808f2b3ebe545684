/*
 * step4-constraints: runbook step 4, placement constraints. Every memberOf
 * expression of the task definition and of the service (or the run-task
 * --constraint expressions) must hold on an instance; distinctInstance
 * excludes instances already running a task of the group. Per instance:
 * PD401 (an expression excludes it, with the sub-expression that decided),
 * PD404 (distinctInstance), PD490 (could not decide: a regex limit, the
 * tasks on the instance were not fetched, or a field the expression reads
 * is not in the capture). Per expression: PD405 (invalid,
 * with the column), PD406 (and/or mixed), PD403 (regex broader than the
 * family it names), PD402 (a value no instance has), PD407 (more than 10
 * constraints), PD408 (substring and whole-value regex semantics decide
 * differently), PD409 (ECS's own ListContainerInstances filter answer
 * disagrees). It does not look at resources (steps 1-3).
 */
#include <jansson.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checks/check.h"
#include "checks/common.h"
#include "checks/itypes.h"
#include "cql/cql.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/xmalloc.h"
#include "util/banned.h"

#define STEP		4
#define MAX_LISTED	8	/* instances or values named in one message */

/* One constraint from wherever it came, parsed. */
struct cons {
	const char		*type;		/* "memberOf", "distinctInstance", ... */
	const char		*expression;	/* NULL when none */
	const char		*where;		/* "task definition", "service", "run-task" */
	struct origin		 origin;	/* the constraint object */
	int			 index;		/* position in its list */
	bool			 taskdef;
	struct cql_expr		*e;		/* parsed memberOf, or NULL */
	struct cql_eval		 ev;
	struct cql_expr		*alt;		/* the other and/or reading (PD406), or NULL */
	struct cql_eval		 altev;
	size_t			 nfalse;	/* instances it excludes */
	size_t			*differs;	/* instances where substring semantics differ */
	size_t			 ndiffers;
	unsigned char		*result;	/* per instance: enum cql_tv */
	size_t			*pd401;		/* indexes of its PD401 findings in the report */
	size_t			 npd401;
};

struct step4 {
	struct check_ctx	*ctx;
	struct cons		*v;
	size_t			 n;
	struct buf		 label;		/* "family:rev" */
};

static void
add_cons(struct step4 *s, const struct constraint *c, const char *where,
    int index, bool taskdef)
{
	struct cons *k;

	s->v = xreallocarray(s->v, s->n + 1, sizeof(*s->v));
	k = &s->v[s->n++];
	memset(k, 0, sizeof(*k));
	k->type = c->type != NULL ? c->type : "";
	k->expression = c->expression;
	k->where = where;
	k->origin = c->origin;
	k->index = index;
	k->taskdef = taskdef;
}

static void
collect(struct step4 *s)
{
	const struct target *t = s->ctx->t;
	struct constraint c;
	size_t i;

	if (t->taskdef != NULL)
		for (i = 0; i < t->taskdef->nconstraints; i++)
			add_cons(s, &t->taskdef->constraints[i],
			    "task definition", (int)i, true);
	if (t->service != NULL)
		for (i = 0; i < t->service->nconstraints; i++)
			add_cons(s, &t->service->constraints[i], "service",
			    (int)i, false);
	for (i = 0; i < t->nconstraints; i++) {
		memset(&c, 0, sizeof(c));
		c.type = "memberOf";
		c.expression = t->constraints[i];
		c.origin.source = "--constraint";
		c.origin.pointer = "";
		add_cons(s, &c, "run-task", (int)i, false);
	}
}

static void
ev_expr(struct finding *f, const struct cons *k)
{
	if (k->origin.source != NULL && strcmp(k->origin.source,
	    "--constraint") == 0)
		finding_add_evidence(f, "--constraint", "/%d", k->index);
	else
		check_ev_origin(f, &k->origin, "/expression");
}

/* Shell-quote for a POSIX shell: single quotes, ' as '\''. */
static void
shq(struct buf *b, const char *s)
{
	buf_addc(b, '\'');
	for (; *s != '\0'; s++) {
		if (*s == '\'')
			buf_adds(b, "'\\''");
		else
			buf_addc(b, *s);
	}
	buf_addc(b, '\'');
}

/* --placement-constraints for a list where constraint `fix` gets `expr`. */
static void
constraints_arg(struct step4 *s, bool taskdef_list, const struct cons *fix,
    const char *expr, struct buf *b)
{
	json_t *arr = json_array();
	char *text;
	size_t i;

	for (i = 0; i < s->n; i++) {
		const struct cons *k = &s->v[i];
		const char *x = k == fix ? expr : k->expression;
		json_t *o;

		if (k->taskdef != taskdef_list || strcmp(k->where, fix->where))
			continue;
		o = json_pack("{s:s}", "type", k->type);
		if (x != NULL)
			json_object_set_new(o, "expression", json_string(x));
		json_array_append_new(arr, o);
	}
	/* The shorthand form when it is unambiguous, else JSON. */
	if (json_array_size(arr) == 1 && strpbrk(expr, ",'\"$`\\[]!") == NULL) {
		buf_addf(b, "type=memberOf,expression=\"%s\"", expr);
	} else {
		text = json_dumps(arr, JSON_COMPACT);
		shq(b, text);
		free(text);
	}
	json_decref(arr);
}

/* The fixes that put a corrected expression in place. */
static void
fix_expression(struct step4 *s, struct finding *f, const struct cons *k,
    const char *expr)
{
	struct check_ctx *ctx = s->ctx;
	const struct target *t = ctx->t;
	struct buf b = BUF_INIT, norm = BUF_INIT;
	struct cql_expr *x;
	struct diag d;
	const char *p;
	json_t *patch;
	char *text;
	size_t i;

	/* A corrected expression never keeps an and/or ambiguity. */
	diag_init(&d);
	x = cql_parse(expr, strlen(expr), "<expr>", &d);
	diag_clear(&d);
	for (i = 0; x != NULL && i < x->nnotes; i++)
		if (x->notes[i].kind == CQL_NOTE_PRECEDENCE) {
			cql_format(x, NULL, &norm);
			expr = norm.data;
			break;
		}
	finding_add_fix(f, "expression", "%s", expr);
	if (strlen(expr) > CQL_MAX_LEN)
		finding_add_fix(f, "note", "the corrected expression is %zu "
		    "characters, over ECS's %d: split it into several "
		    "memberOf constraints", strlen(expr), CQL_MAX_LEN);
	if (k->taskdef) {
		p = k->origin.pointer != NULL ?
		    strstr(k->origin.pointer, "/placementConstraints/") : NULL;
		patch = json_pack("[{s:s, s:s, s:s}]", "op", "replace",
		    "path", "", "value", expr);
		json_object_set_new(json_array_get(patch, 0), "path",
		    p != NULL ? json_sprintf("%s/expression", p) :
		    json_sprintf("/placementConstraints/%d/expression",
		    k->index));
		text = json_dumps(patch, JSON_COMPACT);
		finding_add_fix(f, "json-patch", "%s", text);
		free(text);
		json_decref(patch);
		finding_add_fix(f, "note", "register the patched task "
		    "definition (aws ecs register-task-definition --cli-input-json "
		    "file://taskdef.json --region %s) and point the service "
		    "or run-task at the new revision", check_region_arg(ctx));
	} else if (strcmp(k->where, "service") == 0 && t->service != NULL) {
		constraints_arg(s, false, k, expr, &b);
		finding_add_fix(f, "command", "aws ecs update-service "
		    "--cluster %s --service %s --placement-constraints %s --region %s",
		    check_cluster_arg(ctx), t->service->name ?
		    t->service->name : "<service>", b.data,
		    check_region_arg(ctx));
	} else {
		constraints_arg(s, false, k, expr, &b);
		finding_add_fix(f, "command", "aws ecs run-task --cluster %s "
		    "--task-definition %s --placement-constraints %s "
		    "--region %s", check_cluster_arg(ctx), s->label.data,
		    b.data, check_region_arg(ctx));
	}
	cql_free(x);
	buf_free(&b);
	buf_free(&norm);
}

static void
invalid(struct step4 *s, struct cons *k, const struct diag *d)
{
	struct finding *f;
	struct buf b = BUF_INIT;
	size_t i;

	f = report_add_finding(s->ctx->r, "PD405", SEV_ERROR, STEP, NULL,
	    "%s constraint %d: invalid expression at column %u: %s",
	    k->where, k->index + 1, d->column, d->message);
	ev_expr(f, k);
	/* The expression and a caret line, as diag renders them. */
	if (d->source_text != NULL) {
		buf_addf(&b, "correct the expression at column %u:\n",
		    d->column);
		buf_adds(&b, d->source_text);
		buf_addc(&b, '\n');
		for (i = 1; i < d->column; i++)
			buf_addc(&b, ' ');
		buf_pad(&b, '^', d->end > d->start ? d->end - d->start : 1);
		finding_add_fix(f, "note", "%s", b.data);
	}
	buf_free(&b);
}

/*
 * PD406: the other reading ('or' binding tighter) and the instances on
 * which the two readings decide differently, as a message suffix.
 * Returns how many instances match only under provdoc's reading.
 */
static size_t
other_reading(struct step4 *s, const struct cons *k, struct buf *out)
{
	const struct model *m = s->ctx->m;
	struct cql_expr *o;
	struct cql_eval ea, eb;
	struct buf nf = BUF_INIT, who = BUF_INIT;
	struct diag d;
	size_t i, n = 0, only = 0;

	diag_init(&d);
	o = cql_parse_flags(k->expression, strlen(k->expression), "<expr>",
	    CQL_PARSE_OR_FIRST, &d);
	diag_clear(&d);
	if (o == NULL)
		return 0;
	cql_format(o, NULL, &nf);
	cql_eval_init(&ea, k->e);
	cql_eval_init(&eb, o);
	for (i = 0; i < m->ninstances; i++) {
		ea.tasks_known = eb.tasks_known = true;
		if (cql_eval(k->e, &m->instances[i], &ea) ==
		    cql_eval(o, &m->instances[i], &eb))
			continue;
		only += ea.result == CQL_TRUE && eb.result == CQL_FALSE;
		if (n++ < MAX_LISTED)
			buf_addf(&who, "%s%s (%s under provdoc's reading)",
			    n > 1 ? ", " : "",
			    check_inst_name(&m->instances[i]),
			    ea.result == CQL_TRUE ? "matches" : "excluded");
	}
	if (n > 0)
		buf_addf(out, "; the other reading, %s, decides differently "
		    "on %zu instance(s): %s", nf.data, n, who.data);
	else
		buf_addf(out, "; the other reading, %s, decides the same on "
		    "every instance", nf.data);
	cql_eval_free(&ea);
	cql_eval_free(&eb);
	cql_free(o);
	buf_free(&nf);
	buf_free(&who);
	return only;
}

static void
parse_all(struct step4 *s)
{
	struct check_ctx *ctx = s->ctx;
	struct finding *f;
	struct diag d;
	struct buf alt = BUF_INIT;
	size_t i, j, only;

	if (s->n > CQL_MAX_CONSTRAINTS) {
		f = report_add_finding(ctx->r, "PD407", SEV_ERROR, STEP, NULL,
		    "the task has %zu placement constraints (task definition "
		    "and %s together); ECS accepts at most %d", s->n,
		    ctx->t->service != NULL ? "service" : "run-task",
		    CQL_MAX_CONSTRAINTS);
		for (i = 0; i < s->n; i++)
			if (strcmp(s->v[i].origin.source ? s->v[i].origin.source
			    : "", "--constraint") != 0)
				check_ev_origin(f, &s->v[i].origin, "%s", "");
		finding_add_fix(f, "note", "merge memberOf expressions with "
		    "'and' into one constraint");
		check_set_all(ctx, STEP, STEP_FAIL);
	}
	for (i = 0; i < s->n; i++) {
		struct cons *k = &s->v[i];

		if (strcmp(k->type, "distinctInstance") == 0) {
			if (k->taskdef) {
				f = report_add_finding(ctx->r, "PD405",
				    SEV_ERROR, STEP, NULL, "task definition "
				    "constraint %d: a task definition may only "
				    "hold memberOf constraints, not "
				    "distinctInstance", k->index + 1);
				ev_expr(f, k);
				check_set_all(ctx, STEP, STEP_FAIL);
			}
			continue;
		}
		if (strcmp(k->type, "memberOf") != 0) {
			f = report_add_finding(ctx->r, "PD405", SEV_ERROR, STEP,
			    NULL, "%s constraint %d: unknown constraint type "
			    "'%s' (memberOf or distinctInstance)", k->where,
			    k->index + 1, k->type);
			check_ev_origin(f, &k->origin, "/type");
			check_set_all(ctx, STEP, STEP_FAIL);
			continue;
		}
		if (k->expression == NULL) {
			f = report_add_finding(ctx->r, "PD405", SEV_ERROR, STEP,
			    NULL, "%s constraint %d: memberOf without an "
			    "expression", k->where, k->index + 1);
			check_ev_origin(f, &k->origin, "%s", "");
			check_set_all(ctx, STEP, STEP_FAIL);
			continue;
		}
		diag_init(&d);
		k->e = cql_parse(k->expression, strlen(k->expression),
		    "<expr>", &d);
		if (k->e == NULL) {
			invalid(s, k, &d);
			diag_clear(&d);
			check_set_all(ctx, STEP, STEP_FAIL);
			continue;
		}
		diag_clear(&d);
		for (j = 0; j < k->e->nnotes; j++) {
			const struct cql_note *n = &k->e->notes[j];

			if (n->kind != CQL_NOTE_PRECEDENCE)
				continue;
			/*
			 * An error when the precedence decides whether an
			 * instance is a candidate: the expression is what to
			 * fix. Otherwise a warning.
			 */
			only = other_reading(s, k, &alt);
			if (k->alt == NULL) {
				diag_init(&d);
				k->alt = cql_parse_flags(k->expression,
				    strlen(k->expression), "<expr>",
				    CQL_PARSE_OR_FIRST, &d);
				diag_clear(&d);
				if (k->alt != NULL)
					cql_eval_init(&k->altev, k->alt);
			}
			f = report_add_finding(ctx->r, "PD406", only > 0 ?
			    SEV_ERROR : SEV_WARNING, STEP, NULL,
			    "%s constraint %d: %s%s", k->where,
			    k->index + 1, n->message, alt.data);
			buf_free(&alt);
			ev_expr(f, k);
			{
				struct buf b = BUF_INIT;

				/* Both parenthesisations: the user picks. */
				cql_format(k->e, NULL, &b);
				fix_expression(s, f, k, b.data);
				if (k->alt != NULL) {
					buf_reset(&b);
					cql_format(k->alt, NULL, &b);
					finding_add_fix(f, "expression",
					    "%s", b.data);
				}
				buf_free(&b);
			}
		}
		cql_eval_init(&k->ev, k->e);
		k->result = xcalloc(ctx->m->ninstances ? ctx->m->ninstances :
		    1, 1);
	}
}

/* Known type names: the itypes table plus the cluster's own types. */
static const char **
known_types(const struct check_ctx *ctx, size_t *n)
{
	size_t i, k = 0, cap = itype_count() + ctx->m->ninstances;
	const char **v = xcalloc(cap ? cap : 1, sizeof(*v));
	const char *t;

	for (i = 0; i < itype_count(); i++)
		v[k++] = itype_at(i)->name;
	for (i = 0; i < ctx->m->ninstances; i++) {
		t = check_inst_type(&ctx->m->instances[i]);
		if (t != NULL)
			v[k++] = t;
	}
	*n = k;
	return v;
}

static void
broad(struct step4 *s, struct cons *k)
{
	struct check_ctx *ctx = s->ctx;
	struct cql_broad *b;
	struct finding *f;
	struct buf fams = BUF_INIT, fixed = BUF_INIT, list = BUF_INIT;
	const char **types;
	size_t ntypes, nb, i, j, inlist;

	types = known_types(ctx, &ntypes);
	nb = cql_find_broad(k->e, types, ntypes, &b);
	for (i = 0; i < nb; i++) {
		const struct cql_node *leaf = b[i].leaf;

		buf_reset(&fams);
		for (j = 0; j < b[i].nothers; j++)
			buf_addf(&fams, "%s%s (%s)", j ? ", " : "",
			    b[i].others[j], b[i].examples[j]);
		f = report_add_finding(ctx->r, "PD403", SEV_WARNING, STEP, NULL,
		    "%s constraint %d: '%s' names family %s but also matches "
		    "%s: '.' matches any character", k->where, k->index + 1,
		    leaf->values[0].text, b[i].family, fams.data);
		ev_expr(f, k);
		if (b[i].fixed != NULL) {
			buf_reset(&fixed);
			cql_replace_span(k->e, leaf->values[0].quote ?
			    (struct cql_span){ leaf->values[0].span.start + 1,
			    leaf->values[0].span.end - 1 } :
			    leaf->values[0].span, b[i].fixed, &fixed);
			fix_expression(s, f, k, fixed.data);
		}
		/* The alternative: the family's types this cluster runs. */
		buf_reset(&list);
		inlist = 0;
		for (j = 0; j < ctx->m->ninstances; j++) {
			const char *t = check_inst_type(&ctx->m->instances[j]);
			size_t fl = strlen(b[i].family);

			if (t == NULL || strncmp(t, b[i].family, fl) != 0 ||
			    t[fl] != '.' || strstr(list.data, t) != NULL)
				continue;
			buf_addf(&list, "%s%s", inlist++ ? ", " : "", t);
		}
		if (inlist > 0 && leaf->op == CQL_OP_MATCH) {
			struct buf cmp = BUF_INIT;

			buf_reset(&fixed);
			buf_addf(&cmp, "%s in [%s]", leaf->subject_text,
			    list.data);
			cql_replace_span(k->e, (struct cql_span){
			    leaf->subject_span.start, leaf->span.end },
			    cmp.data, &fixed);
			finding_add_fix(f, "expression", "%s", fixed.data);
			buf_free(&cmp);
		}
	}
	cql_broad_free(b, nb);
	free(types);
	buf_free(&fams);
	buf_free(&fixed);
	buf_free(&list);
}

/* The value a comparison's subject has on an instance, for PD402. */
static const char *
subject_value(const struct cql_node *n, const struct instance *in)
{
	size_t i;

	if (n->subject == CQL_S_EC2_INSTANCE_ID)
		return in->ec2_id;
	for (i = 0; i < in->nattrs; i++)
		if (in->attrs[i].name != NULL &&
		    strcmp(in->attrs[i].name, n->attr) == 0)
			return in->attrs[i].value;
	return NULL;
}

struct ranked {
	const char	*s;
	size_t		 d;
};

static int
cmp_ranked(const void *a, const void *b)
{
	const struct ranked *x = a, *y = b;

	if (x->d != y->d)
		return x->d < y->d ? -1 : 1;
	return strcmp(x->s, y->s);
}

/*
 * Write value v as an expression value: in the quote it was written with,
 * else bare when it can be ('ml platform' or 'a,b' cannot), else in
 * whichever quote it does not contain. False when no form can hold it.
 */
static bool
quote_value(const char *v, char was, struct buf *out)
{
	bool bare = *v != '\0' && strpbrk(v, " \t\n\r\f\v,[]()'\"") == NULL &&
	    strstr(v, "&&") == NULL && strstr(v, "||") == NULL;
	char q = was;

	if (q == 0 && bare) {
		buf_adds(out, v);
		return true;
	}
	if (q == 0 || strchr(v, q) != NULL)
		q = strchr(v, '\'') == NULL ? '\'' :
		    strchr(v, '"') == NULL ? '"' : 0;
	if (q == 0)
		return false;
	buf_addf(out, "%c%s%c", q, v, q);
	return true;
}

static void
stale_values(struct step4 *s, struct cons *k)
{
	struct check_ctx *ctx = s->ctx;
	const struct model *m = ctx->m;
	struct ranked *seen;
	struct finding *f;
	struct buf b = BUF_INIT;
	size_t i, j, v, nseen, shown;
	bool found, all_false;

	if (m->ninstances == 0)
		return;
	seen = xcalloc(m->ninstances, sizeof(*seen));
	for (i = 0; i < k->e->nnodes; i++) {
		const struct cql_node *n = k->e->nodes[i];

		if (n->kind != CQL_N_CMP || (n->op != CQL_OP_EQ &&
		    n->op != CQL_OP_IN) || (n->subject != CQL_S_ATTRIBUTE &&
		    n->subject != CQL_S_EC2_INSTANCE_ID))
			continue;
		all_false = true;
		for (j = 0; j < m->ninstances; j++)
			if (k->result[j] != CQL_FALSE)
				all_false = false;
		for (v = 0; v < n->nvalues; v++) {
			const char *want = n->values[v].text;

			found = false;
			nseen = 0;
			for (j = 0; j < m->ninstances && !found; j++) {
				const char *have = subject_value(n,
				    &m->instances[j]);
				size_t q;

				if (have == NULL)
					continue;
				if (strcmp(have, want) == 0)
					found = true;
				for (q = 0; q < nseen; q++)
					if (strcmp(seen[q].s, have) == 0)
						break;
				if (q == nseen) {
					seen[nseen].s = have;
					seen[nseen].d = cql_edit_distance(have,
					    want);
					nseen++;
				}
			}
			if (found)
				continue;
			qsort(seen, nseen, sizeof(*seen), cmp_ranked);
			buf_reset(&b);
			for (shown = 0; shown < nseen && shown < MAX_LISTED;
			    shown++)
				buf_addf(&b, "%s%s", shown ? ", " : "",
				    seen[shown].s);
			if (nseen > MAX_LISTED)
				buf_addf(&b, " and %zu more", nseen -
				    MAX_LISTED);
			f = report_add_finding(ctx->r, "PD402", all_false &&
			    n->op == CQL_OP_EQ ? SEV_ERROR : SEV_WARNING, STEP,
			    NULL, "%s constraint %d compares %s with '%s', "
			    "which no instance in the cluster has; %s%s",
			    k->where, k->index + 1, n->subject_text, want,
			    nseen ? "values that exist (closest first): " :
			    "no instance has the attribute at all",
			    b.data);
			ev_expr(f, k);
			if (nseen > 0) {
				struct buf fx = BUF_INIT, val = BUF_INIT;
				const struct cql_value *cv = &n->values[v];

				if (quote_value(seen[0].s, cv->quote, &val)) {
					cql_replace_span(k->e, cv->span,
					    val.data, &fx);
					fix_expression(s, f, k, fx.data);
				}
				finding_add_fix(f, "note", "or run instances "
				    "with %s %s, if the expression names what "
				    "you meant", n->subject_text, want);
				buf_free(&fx);
				buf_free(&val);
			}
		}
	}
	free(seen);
	buf_free(&b);
}

static void
ev_leaves(struct finding *f, const struct cql_node *n,
    const struct instance *in)
{
	size_t i;

	if (n->kind != CQL_N_CMP) {
		for (i = 0; i < n->nkids; i++) {
			size_t before = f->nev, j;

			ev_leaves(f, n->kids[i], in);
			/* One piece of evidence per field. */
			for (j = 0; j + 1 < f->nev && f->nev > before; j++)
				if (strcmp(f->ev[j].pointer,
				    f->ev[f->nev - 1].pointer) == 0 &&
				    strcmp(f->ev[j].source,
				    f->ev[f->nev - 1].source) == 0) {
					f->nev--;
					free(f->ev[f->nev].source);
					free(f->ev[f->nev].pointer);
					break;
				}
		}
		return;
	}
	if (n->subject == CQL_S_ATTRIBUTE) {
		for (i = 0; i < in->nattrs; i++)
			if (in->attrs[i].name != NULL &&
			    strcmp(in->attrs[i].name, n->attr) == 0) {
				check_ev_inst(f, in, "/attributes/%d",
				    in->attrs[i].index);
				return;
			}
		check_ev_inst(f, in, "/attributes");
	} else if (n->subject == CQL_S_EC2_INSTANCE_ID)
		check_ev_inst(f, in, "/ec2InstanceId");
	else if (n->subject == CQL_S_AGENT_CONNECTED)
		check_ev_inst(f, in, "/agentConnected");
	else if (n->subject == CQL_S_AGENT_VERSION)
		check_ev_inst(f, in, "/versionInfo/agentVersion");
	else if (n->subject == CQL_S_REGISTERED_AT)
		check_ev_inst(f, in, "/registeredAt");
	else if (n->subject == CQL_S_RUNNING_TASKS_COUNT)
		check_ev_inst(f, in, "/runningTasksCount");
}

static bool
tasks_known(const struct model *m, const struct instance *in)
{
	if (!(m->have & HAVE_TASKS))
		return false;
	return in->ntasks > 0 || (in->running_tasks <= 0 &&
	    in->pending_tasks <= 0);
}

/*
 * PD406 on an instance that passes only under provdoc's reading of a
 * mixed and/or: ECS documents no precedence, so it is no candidate.
 */
static void
ambiguous(struct step4 *s, struct cons *k, size_t i)
{
	struct check_ctx *ctx = s->ctx;
	const struct instance *in = &ctx->m->instances[i];
	struct buf a = BUF_INIT, b = BUF_INIT;
	struct finding *f;

	cql_format(k->e, NULL, &a);
	cql_format(k->alt, NULL, &b);
	f = report_add_finding(ctx->r, "PD406", SEV_ERROR, STEP,
	    check_inst_name(in), "%s constraint %d matches the instance only "
	    "if 'and' binds tighter than 'or' (%s), not under the other "
	    "reading (%s); ECS documents no precedence, so the instance is "
	    "not counted as a candidate", k->where, k->index + 1, a.data,
	    b.data);
	ev_expr(f, k);
	fix_expression(s, f, k, a.data);
	check_set(ctx, i, STEP, STEP_FAIL);
	buf_free(&a);
	buf_free(&b);
}

/*
 * The instance field n's subject reads when the capture left it out, or
 * NULL when it is there. An attribute the instance lacks is a fact (the
 * attributes list is there without it); a registeredAt or
 * runningTasksCount cut from the paste (a --query, a hand edit) is not:
 * the evaluator reads both as "absent", so a comparison with one would
 * decide on data provdoc does not have.
 */
static const char *
subject_missing(const struct cql_node *n, const struct instance *in)
{
	switch (n->subject) {
	case CQL_S_AGENT_CONNECTED:
		return in->agent_connected < 0 ? "agentConnected" : NULL;
	case CQL_S_AGENT_VERSION:
		return in->agent_version == NULL ?
		    "versionInfo.agentVersion" : NULL;
	case CQL_S_ATTRIBUTE:
		return in->attrs_present ? NULL : "attributes";
	case CQL_S_EC2_INSTANCE_ID:
		return in->ec2_id == NULL ? "ec2InstanceId" : NULL;
	case CQL_S_REGISTERED_AT:
		return model_has_time(in->registered_at) ? NULL :
		    "registeredAt";
	case CQL_S_RUNNING_TASKS_COUNT:
		return in->running_tasks < 0 ? "runningTasksCount" : NULL;
	default:
		return NULL;
	}
}

/* Kleene logic over n's kids in res (as the evaluator combines them). */
static unsigned char
kleene(const struct cql_node *n, const unsigned char *res)
{
	unsigned char stop = n->kind == CQL_N_AND ? CQL_FALSE : CQL_TRUE;
	bool unknown = false;
	size_t i;

	if (n->kind == CQL_N_NOT)
		return res[n->kids[0]->id] == CQL_UNKNOWN ? CQL_UNKNOWN :
		    (unsigned char)!res[n->kids[0]->id];
	for (i = 0; i < n->nkids; i++) {
		if (res[n->kids[i]->id] == stop)
			return stop;
		if (res[n->kids[i]->id] == CQL_UNKNOWN)
			unknown = true;
	}
	return unknown ? CQL_UNKNOWN : (unsigned char)!stop;
}

/*
 * Turn every comparison whose subject the capture left out into unknown
 * and recombine; *missing names the first such field. Returns whether
 * any comparison changed.
 */
static bool
mask_node(const struct cql_node *n, const struct instance *in,
    struct cql_eval *ev, const char **missing)
{
	const char *why;
	bool changed = false;
	size_t i;

	if (n->kind == CQL_N_CMP) {
		why = subject_missing(n, in);
		if (why == NULL)
			return false;
		if (*missing == NULL)
			*missing = why;
		ev->whole[n->id] = ev->sub[n->id] = CQL_UNKNOWN;
		return true;
	}
	for (i = 0; i < n->nkids; i++)
		changed |= mask_node(n->kids[i], in, ev, missing);
	if (changed) {
		ev->whole[n->id] = kleene(n, ev->whole);
		ev->sub[n->id] = kleene(n, ev->sub);
	}
	return changed;
}

/* cql_eval, then unknown wherever the capture lacks the subject's data. */
static enum cql_tv
eval_known(const struct cql_expr *e, const struct instance *in,
    struct cql_eval *ev, const char **missing)
{
	cql_eval(e, in, ev);
	*missing = NULL;
	if (mask_node(e->root, in, ev, missing)) {
		ev->result = (enum cql_tv)ev->whole[e->root->id];
		ev->result_sub = (enum cql_tv)ev->sub[e->root->id];
	}
	return ev->result;
}

static void
evaluate(struct step4 *s, struct cons *k)
{
	struct check_ctx *ctx = s->ctx;
	const struct model *m = ctx->m;
	struct buf b = BUF_INIT, vals = BUF_INIT;
	struct finding *f;
	const struct cql_node *d;
	const char *missing, *altmissing;
	size_t i, cnt;

	for (i = 0; i < m->ninstances; i++) {
		const struct instance *in = &m->instances[i];
		const char *name = check_inst_name(in);

		k->ev.tasks_known = tasks_known(m, in);
		k->result[i] = (unsigned char)eval_known(k->e, in, &k->ev,
		    &missing);
		if (k->ev.result != k->ev.result_sub &&
		    k->ev.result != CQL_UNKNOWN &&
		    k->ev.result_sub != CQL_UNKNOWN) {
			k->differs = xreallocarray(k->differs, k->ndiffers + 1,
			    sizeof(*k->differs));
			k->differs[k->ndiffers++] = i;
		}
		if (k->ev.result == CQL_TRUE && k->alt != NULL) {
			k->altev.tasks_known = k->ev.tasks_known;
			if (eval_known(k->alt, in, &k->altev, &altmissing) ==
			    CQL_FALSE) {
				ambiguous(s, k, i);
				continue;
			}
		}
		if (k->ev.result == CQL_TRUE) {
			check_set(ctx, i, STEP, STEP_PASS);
			continue;
		}
		d = cql_decider(k->e, &k->ev, false);
		buf_reset(&b);
		cql_format(k->e, d, &b);
		buf_reset(&vals);
		cnt = 0;
		cql_describe_leaves(d, in, &vals, &cnt);
		if (k->ev.result == CQL_UNKNOWN) {
			if (k->ev.limit != NULL)
				f = report_add_finding(ctx->r, "PD490",
				    SEV_INCONCLUSIVE, STEP, name, "%s "
				    "constraint %d: pattern '%s' hit the PCRE2 "
				    "match limit on value '%s': cannot tell "
				    "whether '%s' holds", k->where,
				    k->index + 1,
				    k->ev.limit->values[0].text,
				    k->ev.limit_value, b.data);
			else if (missing != NULL)
				f = report_add_finding(ctx->r, "PD490",
				    SEV_INCONCLUSIVE, STEP, name, "%s "
				    "constraint %d: the instance's %s is not "
				    "in the data: cannot tell whether '%s' "
				    "holds", k->where, k->index + 1, missing,
				    b.data);
			else
				f = report_add_finding(ctx->r, "PD490",
				    SEV_INCONCLUSIVE, STEP, name, "%s "
				    "constraint %d: the tasks on the instance "
				    "were not fetched: cannot tell whether "
				    "'%s' holds", k->where, k->index + 1,
				    b.data);
			ev_expr(f, k);
			check_set(ctx, i, STEP, STEP_INCONCLUSIVE);
			continue;
		}
		k->nfalse++;
		f = report_add_finding(ctx->r, "PD401", SEV_ERROR, STEP, name,
		    "%s constraint %d excludes the instance: '%s' is false "
		    "(%s)", k->where, k->index + 1, b.data, vals.data);
		k->pd401 = xreallocarray(k->pd401, k->npd401 + 1,
		    sizeof(*k->pd401));
		k->pd401[k->npd401++] = ctx->r->nfindings - 1;
		ev_expr(f, k);
		ev_leaves(f, d, in);
		check_set(ctx, i, STEP, STEP_FAIL);
	}
	buf_free(&b);
	buf_free(&vals);
}

/*
 * The attribute every comparison of n names ("ecs.instance-type"), or
 * NULL when the comparisons name different subjects or none.
 */
static const char *
common_attr(const struct cql_node *n, const char *attr, bool *mixed)
{
	size_t i;

	if (n->kind == CQL_N_CMP) {
		if (n->attr == NULL || (attr != NULL && strcmp(attr, n->attr)))
			*mixed = true;
		return attr != NULL ? attr : n->attr;
	}
	for (i = 0; i < n->nkids; i++)
		attr = common_attr(n->kids[i], attr, mixed);
	return attr;
}

static bool
bare_value(const char *v)
{
	for (; *v != '\0'; v++)
		if (!isalnum((unsigned char)*v) && strchr("._:-/", *v) == NULL)
			return false;
	return true;
}

/*
 * The fix of a PD401: the instances the expression excludes but every
 * other step accepts are the capacity the task is waiting for, so the
 * fix widens the expression to admit them (by the attribute it tests,
 * else by EC2 id), or points at capacity that satisfies it as written.
 */
static void
widen(struct step4 *s, struct cons *k)
{
	struct check_ctx *ctx = s->ctx;
	const struct model *m = ctx->m;
	struct buf orig = BUF_INIT, list = BUF_INIT, expr = BUF_INIT;
	struct buf item = BUF_INIT;
	const char *attr, *v, **seen = NULL;
	bool mixed = false, dup;
	size_t i, j, n = 0, nel = 0;
	int st;

	if (k->npd401 == 0)
		return;
	attr = common_attr(k->e->root, NULL, &mixed);
	if (mixed)
		attr = NULL;
	seen = xcalloc(m->ninstances, sizeof(*seen));
	for (i = 0; i < m->ninstances; i++) {
		bool ok = k->result[i] == CQL_FALSE;

		for (st = 0; ok && st < STEP; st++)
			ok = ctx->r->insts[i].step[st] == STEP_PASS ||
			    ctx->r->insts[i].step[st] == STEP_SKIP;
		if (!ok)
			continue;
		nel++;
		v = attr != NULL ? model_attr_value(&m->instances[i], attr) :
		    m->instances[i].ec2_id;
		if (v == NULL)
			continue;
		for (j = 0, dup = false; j < n && !dup; j++)
			dup = strcmp(seen[j], v) == 0;
		if (dup)
			continue;
		/* o'neil cannot go in single quotes: "o'neil". */
		if (n > 0)
			buf_adds(&item, ", ");
		if (bare_value(v))
			buf_adds(&item, v);
		else if (!quote_value(v, '\'', &item)) {
			buf_reset(&item);
			continue;
		}
		seen[n++] = v;
		buf_adds(&list, item.data);
		buf_reset(&item);
	}
	cql_format(k->e, NULL, &orig);
	if (n > 0)
		buf_addf(&expr, "(%s) or %s%s in [%s]", orig.data,
		    attr != NULL ? "attribute:" : "ec2InstanceId",
		    attr != NULL ? attr : "", list.data);
	/* The fix is the same for every finding: build it once, copy it. */
	for (i = 0; i < k->npd401; i++) {
		struct finding *f = &ctx->r->findings[k->pd401[i]];
		const struct finding *first = &ctx->r->findings[k->pd401[0]];

		if (i > 0) {
			for (j = 0; j < first->nfix; j++)
				finding_add_fix(f, first->fix[j].kind, "%s",
				    first->fix[j].text);
			continue;
		}
		if (n > 0) {
			finding_add_fix(f, "note", "%zu instance(s) that pass "
			    "every other step are excluded only by this "
			    "expression: widen it to admit them", nel);
			fix_expression(s, f, k, expr.data);
		}
		finding_add_fix(f, "note", "or add capacity that satisfies "
		    "'%s' as written", orig.data);
	}
	free(seen);
	buf_free(&orig);
	buf_free(&list);
	buf_free(&item);
	buf_free(&expr);
}

static void
semantics(struct step4 *s, struct cons *k)
{
	struct check_ctx *ctx = s->ctx;
	struct finding *f;
	struct buf b = BUF_INIT;
	size_t i;

	if (k->ndiffers == 0)
		return;
	for (i = 0; i < k->ndiffers && i < MAX_LISTED; i++) {
		const struct instance *in = &ctx->m->instances[k->differs[i]];

		buf_addf(&b, "%s%s (%s)", i ? ", " : "", check_inst_name(in),
		    k->result[k->differs[i]] == CQL_TRUE ? "matches only as "
		    "a whole value" : "matches only as a substring");
	}
	if (k->ndiffers > MAX_LISTED)
		buf_addf(&b, " and %zu more", k->ndiffers - MAX_LISTED);
	f = report_add_finding(ctx->r, "PD408", SEV_WARNING, STEP, NULL,
	    "%s constraint %d: whole-value and substring regex matching "
	    "decide differently on %zu instance(s): %s; ECS does not document "
	    "which it uses (provdoc assumes whole-value)", k->where,
	    k->index + 1, k->ndiffers, b.data);
	ev_expr(f, k);
	finding_add_fix(f, "note", "anchor the pattern (^...$) or use 'in "
	    "[...]' so both readings agree");
	buf_free(&b);
}

static int
cmp_strp(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Compare with ECS's own answer to ListContainerInstances filter=EXPR. */
static void
ecs_answer(struct step4 *s, struct cons *k)
{
	struct check_ctx *ctx = s->ctx;
	const struct model *m = ctx->m;
	const struct filter_answer *fa = NULL;
	struct finding *f;
	struct buf b = BUF_INIT;
	const char **arns;
	unsigned char *differs;
	size_t i, ndis = 0, ndis_sub = 0;

	for (i = 0; i < m->manifest.nfilters; i++)
		if (m->manifest.filters[i].expression != NULL &&
		    strcmp(m->manifest.filters[i].expression,
		    k->expression) == 0)
			fa = &m->manifest.filters[i];
	if (fa == NULL)
		return;
	/* Sorted copies so 5,000 instances cost n log n, not n squared. */
	arns = xcalloc(fa->narns ? fa->narns : 1, sizeof(*arns));
	if (fa->narns > 0)
		memcpy(arns, fa->arns, fa->narns * sizeof(*arns));
	qsort(arns, fa->narns, sizeof(*arns), cmp_strp);
	differs = xcalloc(m->ninstances ? m->ninstances : 1, 1);
	for (i = 0; i < k->ndiffers; i++)
		differs[k->differs[i]] = 1;
	for (i = 0; i < m->ninstances; i++) {
		const struct instance *in = &m->instances[i];
		bool ecs, ours, sub;

		ecs = in->arn != NULL && bsearch(&in->arn, arns, fa->narns,
		    sizeof(*arns), cmp_strp) != NULL;
		if (k->result[i] == CQL_UNKNOWN)
			continue;
		ours = k->result[i] == CQL_TRUE;
		sub = differs[i] ? !ours : ours;
		if (sub != ecs)
			ndis_sub++;
		if (ours == ecs)
			continue;
		if (ndis < MAX_LISTED)
			buf_addf(&b, "%s%s (ECS: %s, provdoc: %s)", ndis ?
			    ", " : "", check_inst_name(in), ecs ? "matches" :
			    "no match", ours ? "matches" : "no match");
		ndis++;
	}
	free(arns);
	free(differs);
	if (ndis == 0) {
		buf_free(&b);
		return;
	}
	if (ndis > MAX_LISTED)
		buf_addf(&b, " and %zu more", ndis - MAX_LISTED);
	f = report_add_finding(ctx->r, "PD409", SEV_WARNING, STEP, NULL,
	    "%s constraint %d: ECS's ListContainerInstances filter answer "
	    "disagrees with provdoc on %zu instance(s): %s%s", k->where,
	    k->index + 1, ndis, b.data, ndis_sub == 0 ? "; ECS's answer "
	    "matches substring regex semantics" : "");
	ev_expr(f, k);
	check_ev_origin(f, &fa->origin, "%s", "");
	finding_add_fix(f, "note", "trust ECS's answer: re-run with a fresh "
	    "capture, and report the expression to the provdoc maintainers");
	buf_free(&b);
}

static void
distinct(struct step4 *s)
{
	struct check_ctx *ctx = s->ctx;
	const struct model *m = ctx->m;
	const char *group = ctx->want.group;
	struct finding *f;
	struct buf fallback = BUF_INIT;
	size_t i, j, c;
	bool any = false;

	for (c = 0; c < s->n; c++)
		if (strcmp(s->v[c].type, "distinctInstance") == 0 &&
		    !s->v[c].taskdef)
			any = true;
	if (!any)
		return;
	/* Step 0 names the group; without it, the facts sheet's section 1.5. */
	if (group == NULL && ctx->t->service != NULL &&
	    ctx->t->service->name != NULL) {
		buf_addf(&fallback, "service:%s", ctx->t->service->name);
		group = fallback.data;
	} else if (group == NULL && ctx->t->task != NULL)
		group = ctx->t->task->group;
	for (i = 0; i < m->ninstances; i++) {
		const struct instance *in = &m->instances[i];
		const struct task *hit = NULL;

		if (!tasks_known(m, in) || group == NULL) {
			f = report_add_finding(ctx->r, "PD490",
			    SEV_INCONCLUSIVE, STEP, check_inst_name(in),
			    "distinctInstance: %s: cannot tell whether the "
			    "instance already runs a task of the group",
			    group == NULL ? "the task group is unknown" :
			    "the tasks on the instance were not fetched");
			check_ev_inst(f, in, "/runningTasksCount");
			check_set(ctx, i, STEP, STEP_INCONCLUSIVE);
			continue;
		}
		for (j = 0; j < in->ntasks && hit == NULL; j++) {
			const struct task *t = in->tasks[j];

			if (t == NULL || t == ctx->t->task ||
			    t->group == NULL || t->desired_status == NULL ||
			    strcmp(t->desired_status, "RUNNING") != 0)
				continue;
			if (strcmp(t->group, group) == 0)
				hit = t;
		}
		if (hit == NULL) {
			check_set(ctx, i, STEP, STEP_PASS);
			continue;
		}
		f = report_add_finding(ctx->r, "PD404", SEV_ERROR, STEP,
		    check_inst_name(in), "distinctInstance: the instance "
		    "already runs task %s of group %s (desiredStatus RUNNING)",
		    hit->id ? hit->id : hit->arn ? hit->arn : "?", group);
		for (c = 0; c < s->n; c++)
			if (strcmp(s->v[c].type, "distinctInstance") == 0)
				check_ev_origin(f, &s->v[c].origin, "%s", "");
		check_ev_origin(f, &hit->origin, "/group");
		finding_add_fix(f, "note", "add an instance, or stop the other "
		    "task of the group on this instance; a task whose "
		    "desiredStatus is STOPPED no longer blocks");
		check_set(ctx, i, STEP, STEP_FAIL);
	}
	buf_free(&fallback);
}

static void
run(struct check_ctx *ctx)
{
	struct step4 s;
	size_t i;

	memset(&s, 0, sizeof(s));
	s.ctx = ctx;
	buf_init(&s.label);
	if (ctx->t->taskdef != NULL && ctx->t->taskdef->family != NULL) {
		buf_adds(&s.label, ctx->t->taskdef->family);
		if (ctx->t->taskdef->revision > 0)
			buf_addf(&s.label, ":%d", ctx->t->taskdef->revision);
	} else
		buf_adds(&s.label, "<task-definition>");
	collect(&s);
	parse_all(&s);
	for (i = 0; i < s.n; i++) {
		struct cons *k = &s.v[i];

		if (k->e == NULL)
			continue;
		broad(&s, k);
		evaluate(&s, k);
		widen(&s, k);
		stale_values(&s, k);
		semantics(&s, k);
		ecs_answer(&s, k);
	}
	distinct(&s);
	/* No constraint at all: every instance passes this step. */
	check_set_all(ctx, STEP, STEP_PASS);
	for (i = 0; i < s.n; i++) {
		cql_eval_free(&s.v[i].ev);
		cql_free(s.v[i].e);
		if (s.v[i].alt != NULL)
			cql_eval_free(&s.v[i].altev);
		cql_free(s.v[i].alt);
		free(s.v[i].result);
		free(s.v[i].differs);
		free(s.v[i].pd401);
	}
	free(s.v);
	buf_free(&s.label);
}

const struct check_def check_step4_constraints = {
	.id = "step4-constraints",
	.title = "constraints",
	.step = STEP,
	.codes = "PD401 PD402 PD403 PD404 PD405 PD406 PD407 PD408 PD409 "
	    "PD490",
	.run = run,
};
