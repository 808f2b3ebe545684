/*
 * instances: lists the container instances with type, status, GPUs
 * registered/free, CPU and memory free and where the runbook excluded
 * each one; with EXPR only those a cluster-query-language expression
 * selects. It reads the model and the report; it computes nothing new.
 */
#include <jansson.h>
#include <stdio.h>
#include <string.h>

#include "cli/cmd.h"
#include "cli/session.h"
#include "cql/cql.h"
#include "report/report.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/banned.h"

static const struct inst_result *
result_of(const struct report *r, const struct instance *in, size_t i)
{
	size_t k;

	/* The runbook keeps the model's order; check before searching. */
	if (i < r->ninsts && r->insts[i].inst == in)
		return &r->insts[i];
	for (k = 0; k < r->ninsts; k++)
		if (r->insts[k].inst == in)
			return &r->insts[k];
	return NULL;
}

static void
fmt_count(char *b, size_t len, int64_t v)
{
	if (v < 0)
		snprintf(b, len, "-");
	else
		snprintf(b, len, "%lld", (long long)v);
}

static const char *
first_code(const struct report *r, const char *name, int step)
{
	size_t i;

	for (i = 0; i < r->nfindings; i++)
		if (r->findings[i].step == step &&
		    r->findings[i].sev == SEV_ERROR &&
		    r->findings[i].instance != NULL &&
		    strcmp(r->findings[i].instance, name) == 0)
			return r->findings[i].code;
	return NULL;
}

static int
run_instances(struct session *s, int argc, char **argv)
{
	const struct model *m = s->model;
	const struct report *r = &s->report;
	struct cql_expr *e = NULL;
	struct cql_eval ev;
	struct buf expr = BUF_INIT;
	struct diag d;
	json_t *arr = NULL;
	size_t i, shown = 0;
	int k;

	for (k = 1; k < argc; k++)
		buf_addf(&expr, "%s%s", k > 1 ? " " : "", argv[k]);
	if (argc > 1) {
		diag_init(&d);
		e = cql_parse(expr.data, expr.len, "<expr>", &d);
		if (e == NULL) {
			diag_print(&d);
			diag_clear(&d);
			buf_free(&expr);
			return PD_EXIT_USAGE;
		}
		diag_clear(&d);
		cql_eval_init(&ev, e);
	}
	if (s->fmt == FMT_JSON)
		arr = json_array();
	else
		out_printf(s, "%-20s %-14s %-10s %-5s %-4s %-4s %7s %8s  %s\n",
		    "INSTANCE", "TYPE", "STATUS", "AGENT", "GPU", "FREE",
		    "CPU", "MEMORY", "RUNBOOK");
	for (i = 0; i < m->ninstances; i++) {
		const struct instance *in = &m->instances[i];
		const struct inst_result *ir;
		const char *type, *name = model_instance_name(in), *code;
		int64_t greg, gfree, cpu, mem;
		char g1[24], g2[24], c1[24], m1[24], verdict[64];

		/* Ctrl-C in the REPL: stop listing, keep the session. */
		if (s->interrupted != NULL && *s->interrupted)
			break;
		if (e != NULL && cql_eval(e, in, &ev) != CQL_TRUE)
			continue;
		shown++;
		type = model_attr_value(in, "ecs.instance-type");
		greg = model_res_count(model_res(&in->registered, "GPU"));
		gfree = model_res_count(model_res(&in->remaining, "GPU"));
		cpu = model_res_int(&in->remaining, "CPU");
		mem = model_res_int(&in->remaining, "MEMORY");
		ir = result_of(r, in, i);
		if (ir == NULL)
			snprintf(verdict, sizeof(verdict), "-");
		else if (ir->excluded_at < 0)
			snprintf(verdict, sizeof(verdict), "candidate");
		else {
			code = first_code(r, name, ir->excluded_at);
			snprintf(verdict, sizeof(verdict), "step %d%s%s",
			    ir->excluded_at, code ? " " : "",
			    code ? code : "");
		}
		if (arr != NULL) {
			json_array_append_new(arr, json_pack("{s:s, s:s?, "
			    "s:s?, s:s?, s:o?, s:o?, s:o?, s:o?, s:o?, s:o?}",
			    "instance", name, "container_instance", in->id,
			    "instance_type", type, "status", in->status,
			    "agent_connected", in->agent_connected < 0 ? NULL :
			    json_boolean(in->agent_connected),
			    "gpus_registered", greg < 0 ? NULL :
			    json_integer(greg), "gpus_free", gfree < 0 ? NULL :
			    json_integer(gfree), "cpu_free", cpu < 0 ? NULL :
			    json_integer(cpu), "memory_free", mem < 0 ? NULL :
			    json_integer(mem), "excluded_at", ir == NULL ||
			    ir->excluded_at < 0 ? NULL :
			    json_integer(ir->excluded_at)));
			continue;
		}
		fmt_count(g1, sizeof(g1), greg);
		fmt_count(g2, sizeof(g2), gfree);
		fmt_count(c1, sizeof(c1), cpu);
		fmt_count(m1, sizeof(m1), mem);
		out_printf(s, "%-20s %-14s %-10s %-5s %-4s %-4s %7s %8s  %s\n",
		    name, type ? type : "-", in->status ? in->status : "-",
		    in->agent_connected == 1 ? "yes" :
		    in->agent_connected == 0 ? "no" : "-", g1, g2, c1, m1,
		    verdict);
	}
	if (arr != NULL)
		out_json(s, arr);
	else if (e != NULL)
		out_printf(s, "%zu of %zu instances match\n", shown,
		    m->ninstances);
	if (e != NULL) {
		cql_eval_free(&ev);
		cql_free(e);
	}
	buf_free(&expr);
	return PD_EXIT_OK;
}

const struct cmd_def cmd_instances = {
	.name = "instances",
	.usage = "[EXPR]",
	.summary = "list container instances, or those EXPR selects",
	.help = "Lists every container instance: EC2 id, instance type, "
	    "status, agent connected, GPUs registered and free, CPU units "
	    "and MiB of memory free, and where the runbook excluded it "
	    "(step and code) or 'candidate'. With EXPR (cluster query "
	    "language, e.g. 'attribute:ecs.instance-type =~ g5.*') only the "
	    "instances it selects.",
	.min_args = 0,
	.max_args = -1,
	.needs = CMD_NEEDS_REPORT,
	.modes = CMD_MODE_ALL,
	.run = run_instances,
};
