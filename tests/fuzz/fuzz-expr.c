/*
 * fuzz-expr: the expression language on one arbitrary input. Covers the
 * lexer in every mode, the parser and its diagnostics (rendered with
 * carets), both precedence readings, the normal form (which must parse
 * again to itself), PCRE2 compilation and matching under its limits,
 * evaluation with the deciding sub-expression against a few instances,
 * value descriptions and the PD403 helpers. Input is capped at 4 KiB
 * (twice the ECS limit, so the length check is covered); everything is
 * freed on every path. A broken invariant aborts.
 */
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cql/cql.h"
#include "model/model.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/banned.h"

#define FUZZ_MAX	4096	/* bytes */

int	LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const types[] = {
	"g6.xlarge", "g6e.xlarge", "g6f.large", "g5.xlarge", "g5g.xlarge",
	"p5.48xlarge", "p5e.48xlarge", "p5en.48xlarge", "p4d.24xlarge",
	"p4de.24xlarge", "t2.micro", "gr6.4xlarge",
};

static void
instances(struct instance *in, struct attribute *a, struct task *t,
    struct task **tp)
{
	memset(in, 0, 3 * sizeof(*in));
	memset(t, 0, 2 * sizeof(*t));
	a[0].name = "ecs.instance-type";
	a[0].value = "g6e.xlarge";
	a[1].name = "ecs.availability-zone";
	a[1].value = "us-east-1a";
	a[2].name = "ecs.capability.nvidia-driver-version.535.104";
	a[2].value = NULL;
	a[3].name = "custom";
	a[3].value = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!";
	t[0].group = "service:web";
	t[0].desired_status = "RUNNING";
	t[1].group = "family:db";
	t[1].desired_status = "STOPPED";
	tp[0] = &t[0];
	tp[1] = &t[1];
	in[0].ec2_id = "i-abcd1234";
	in[0].agent_connected = 1;
	in[0].agent_version = "1.105.1";
	in[0].running_tasks = 2;
	in[0].registered_at = 1529360908;
	in[0].attrs = a;
	in[0].nattrs = 4;
	in[0].tasks = tp;
	in[0].ntasks = 2;
	/* An instance with nothing at all. */
	in[1].agent_connected = -1;
	in[1].running_tasks = -1;
	in[1].registered_at = NAN;
	/* Odd values. */
	in[2].ec2_id = "";
	in[2].agent_connected = 0;
	in[2].agent_version = "1.x..9";
	in[2].running_tasks = 0;
	in[2].registered_at = -1e12;
	in[2].attrs = a + 2;
	in[2].nattrs = 2;
}

static void
check_normal_form(const struct cql_expr *e)
{
	struct buf nf = BUF_INIT, again = BUF_INIT;
	struct cql_expr *e2;
	struct diag d;

	cql_format(e, NULL, &nf);
	/* Parentheses and spaces can push a valid expression past 2,000. */
	if (nf.len > CQL_MAX_LEN) {
		buf_free(&nf);
		return;
	}
	diag_init(&d);
	e2 = cql_parse(nf.data, nf.len, "<nf>", &d);
	if (e2 == NULL) {
		struct buf b = BUF_INIT;

		diag_render(&d, &b);
		fprintf(stderr, "normal form does not parse:\n%s\n%s",
		    nf.data, b.data);
		abort();
	}
	cql_format(e2, NULL, &again);
	if (strcmp(nf.data, again.data) != 0) {
		fprintf(stderr, "normal form not stable:\n%s\n%s\n", nf.data,
		    again.data);
		abort();
	}
	cql_free(e2);
	diag_clear(&d);
	buf_free(&nf);
	buf_free(&again);
}

static void
evaluate(const struct cql_expr *e)
{
	struct instance in[3];
	struct attribute a[4];
	struct task t[2], *tp[2];
	struct cql_eval ev;
	struct buf b = BUF_INIT;
	const struct cql_node *d;
	size_t i, k;

	instances(in, a, t, tp);
	cql_eval_init(&ev, e);
	for (i = 0; i < 3; i++) {
		ev.tasks_known = i != 1;
		cql_eval(e, &in[i], &ev);
		d = cql_decider(e, &ev, false);
		cql_format(e, d, &b);
		d = cql_decider(e, &ev, true);
		cql_source(e, d, &b);
		for (k = 0; k < e->nnodes; k++)
			cql_describe_value(e->nodes[k], &in[i], &b);
		buf_reset(&b);
	}
	cql_eval_free(&ev);
	buf_free(&b);
}

static void
broad(const struct cql_expr *e)
{
	struct cql_broad *b;
	struct buf out = BUF_INIT;
	size_t n, i;

	n = cql_find_broad(e, types, sizeof(types) / sizeof(types[0]), &b);
	for (i = 0; i < n; i++)
		cql_replace_span(e, b[i].leaf->values[0].span,
		    b[i].fixed ? b[i].fixed : "x", &out);
	cql_broad_free(b, n);
	buf_free(&out);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct cql_expr *e, *o;
	struct diag d;
	struct buf b = BUF_INIT;
	size_t i;

	if (size > FUZZ_MAX)
		return 0;
	diag_init(&d);
	e = cql_parse((const char *)data, size, "<expr>", &d);
	if (e == NULL) {
		diag_render(&d, &b);
		if (d.message == NULL || d.start > size)
			abort();
		goto out;
	}
	for (i = 0; i < e->nnotes; i++) {
		struct diag nd;

		diag_init(&nd);
		cql_note_diag(e, &e->notes[i], &nd);
		diag_render(&nd, &b);
		diag_clear(&nd);
	}
	check_normal_form(e);
	evaluate(e);
	broad(e);
	/* The other reading parses whenever the first one does. */
	o = cql_parse_flags((const char *)data, size, "<expr>",
	    CQL_PARSE_OR_FIRST, &d);
	if (o == NULL)
		abort();
	evaluate(o);
	cql_free(o);
out:
	cql_free(e);
	diag_clear(&d);
	buf_free(&b);
	return 0;
}
