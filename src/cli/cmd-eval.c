/*
 * eval: evaluates one cluster-query-language expression against every
 * container instance of the loaded model (replay or live) and says, per
 * instance, whether it matches and which sub-expression decided, with the
 * instance's values; then the counts, where whole-value and substring
 * regex matching disagree, and ECS's own ListContainerInstances answer
 * when the capture holds one. It changes nothing and runs no runbook.
 */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cmd.h"
#include "cli/session.h"
#include "cql/cql.h"
#include "model/model.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/xmalloc.h"
#include "util/banned.h"

static bool
tasks_known(const struct model *m, const struct instance *in)
{
	if (!(m->have & HAVE_TASKS))
		return false;
	return in->ntasks > 0 || (in->running_tasks <= 0 &&
	    in->pending_tasks <= 0);
}

static const struct filter_answer *
ecs_answer(const struct model *m, const char *expr)
{
	size_t i;

	for (i = 0; i < m->manifest.nfilters; i++)
		if (m->manifest.filters[i].expression != NULL &&
		    strcmp(m->manifest.filters[i].expression, expr) == 0)
			return &m->manifest.filters[i];
	return NULL;
}

static int
cmp_strp(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* arns is fa's list sorted (cmp_strp). */
static bool
in_answer(const struct filter_answer *fa, const char **arns,
    const struct instance *in)
{
	if (fa == NULL || in->arn == NULL)
		return false;
	return bsearch(&in->arn, arns, fa->narns, sizeof(*arns),
	    cmp_strp) != NULL;
}

static const char *
verdict(enum cql_tv v)
{
	return v == CQL_TRUE ? "match" : v == CQL_FALSE ? "no match" :
	    "inconclusive";
}

static int
run_eval(struct session *s, int argc, char **argv)
{
	const struct model *m = s->model;
	const struct filter_answer *fa;
	struct buf expr = BUF_INIT, dec = BUF_INIT, vals = BUF_INIT;
	struct cql_expr *e;
	struct cql_eval ev;
	struct diag d;
	json_t *arr = NULL;
	const char **arns;
	size_t i, n[3] = { 0, 0, 0 }, ndiff = 0, ndis = 0, cnt;
	int k;

	for (k = 1; k < argc; k++)
		buf_addf(&expr, "%s%s", k > 1 ? " " : "", argv[k]);
	diag_init(&d);
	e = cql_parse(expr.data, expr.len, "<expr>", &d);
	if (e == NULL) {
		diag_print(&d);
		diag_clear(&d);
		buf_free(&expr);
		return PD_EXIT_USAGE;
	}
	for (i = 0; i < e->nnotes; i++) {
		struct diag nd;

		diag_init(&nd);
		cql_note_diag(e, &e->notes[i], &nd);
		diag_print(&nd);
		diag_clear(&nd);
	}
	fa = ecs_answer(m, expr.data);
	arns = xcalloc(fa != NULL && fa->narns ? fa->narns : 1,
	    sizeof(*arns));
	if (fa != NULL && fa->narns > 0) {
		memcpy(arns, fa->arns, fa->narns * sizeof(*arns));
		qsort(arns, fa->narns, sizeof(*arns), cmp_strp);
	}
	cql_eval_init(&ev, e);
	if (s->fmt == FMT_JSON)
		arr = json_array();
	for (i = 0; i < m->ninstances; i++) {
		const struct instance *in = &m->instances[i];
		const struct cql_node *dn;
		bool differs, ecs;

		ev.tasks_known = tasks_known(m, in);
		cql_eval(e, in, &ev);
		n[ev.result]++;
		differs = ev.result != ev.result_sub &&
		    ev.result != CQL_UNKNOWN && ev.result_sub != CQL_UNKNOWN;
		ndiff += differs;
		ecs = in_answer(fa, arns, in);
		if (fa != NULL && ev.result != CQL_UNKNOWN &&
		    ecs != (ev.result == CQL_TRUE))
			ndis++;
		dn = cql_decider(e, &ev, false);
		buf_reset(&dec);
		cql_format(e, dn, &dec);
		buf_reset(&vals);
		cnt = 0;
		cql_describe_leaves(dn, in, &vals, &cnt);
		if (arr != NULL) {
			json_t *o = json_pack("{s:s, s:s?, s:s, s:s, s:s, s:b}",
			    "instance", model_instance_name(in),
			    "container_instance", in->id,
			    "result", verdict(ev.result),
			    "decided_by", dec.data, "values", vals.data,
			    "substring_differs", differs);

			json_object_set_new(o, "substring_result",
			    json_string(verdict(ev.result_sub)));
			json_object_set_new(o, "ecs", fa == NULL ?
			    json_null() : json_string(ecs ? "match" :
			    "no match"));
			if (ev.limit != NULL)
				json_object_set_new(o, "limit_hit", json_pack(
				    "{s:s, s:s}", "pattern",
				    ev.limit->values[0].text, "value",
				    ev.limit_value));
			json_array_append_new(arr, o);
			continue;
		}
		out_printf(s, "%-20s %-12s %s (%s)", model_instance_name(in),
		    verdict(ev.result), dec.data, vals.data);
		if (ev.limit != NULL)
			out_printf(s, " [pattern '%s' hit the match limit on "
			    "'%s']", ev.limit->values[0].text, ev.limit_value);
		if (differs)
			out_printf(s, " [substring matching: %s]",
			    verdict(ev.result_sub));
		if (fa != NULL && ev.result != CQL_UNKNOWN &&
		    ecs != (ev.result == CQL_TRUE))
			out_printf(s, " [ECS says: %s]", ecs ? "match" :
			    "no match");
		out_printf(s, "\n");
	}
	if (arr != NULL) {
		buf_reset(&dec);
		cql_format(e, NULL, &dec);
		out_json(s, json_pack("{s:s, s:s, s:o, s:{s:i, s:i, s:i, s:i, "
		    "s:i, s:o}}", "expression", expr.data, "normal_form",
		    dec.data, "instances", arr, "summary",
		    "instances", (json_int_t)m->ninstances,
		    "match", (json_int_t)n[CQL_TRUE],
		    "no_match", (json_int_t)n[CQL_FALSE],
		    "inconclusive", (json_int_t)n[CQL_UNKNOWN],
		    "substring_differs", (json_int_t)ndiff,
		    "ecs_disagrees", fa == NULL ? json_null() :
		    json_integer((json_int_t)ndis)));
	} else {
		out_printf(s, "%zu instance%s: %zu match, %zu no match, %zu "
		    "inconclusive\n", m->ninstances, m->ninstances == 1 ? "" :
		    "s", n[CQL_TRUE], n[CQL_FALSE], n[CQL_UNKNOWN]);
		if (ndiff > 0)
			out_printf(s, "substring regex matching would decide "
			    "differently on %zu instance%s (provdoc assumes "
			    "whole-value matching; ECS does not document it)\n",
			    ndiff, ndiff == 1 ? "" : "s");
		if (fa != NULL)
			out_printf(s, "ECS's ListContainerInstances filter "
			    "answer (%s): %zu instance%s, disagrees on %zu\n",
			    fa->origin.source ? fa->origin.source : "capture",
			    fa->narns, fa->narns == 1 ? "" : "s", ndis);
	}
	free(arns);
	cql_eval_free(&ev);
	cql_free(e);
	diag_clear(&d);
	buf_free(&expr);
	buf_free(&dec);
	buf_free(&vals);
	return PD_EXIT_OK;
}

const struct cmd_def cmd_eval = {
	.name = "eval",
	.usage = "EXPR",
	.summary = "evaluate a constraint expression against every instance",
	.help = "Evaluates EXPR (provdoc-expressions(7)) against each "
	    "container instance of the loaded data and prints match, no "
	    "match or inconclusive with the sub-expression that decided and "
	    "the instance's values, then the counts. Also reports instances "
	    "where substring regex matching would decide differently and, "
	    "when the capture holds ECS's own ListContainerInstances filter "
	    "answer for EXPR, where ECS disagrees. Works with --replay.",
	.min_args = 1,
	.max_args = -1,
	.needs = CMD_NEEDS_MODEL,
	.modes = CMD_MODE_ALL,
	.run = run_eval,
};
