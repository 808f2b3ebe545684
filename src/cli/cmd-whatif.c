/*
 * set, unset, changes, drain, stop, register-gpus: the what-if commands.
 * Each change is checked, added to the session's change list and the
 * runbook re-run on a clone of the model as loaded; the command prints
 * how the verdict moved. They never touch AWS; the change logic itself
 * is in whatif.c.
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cmd.h"
#include "cli/session.h"
#include "cli/whatif.h"
#include "model/model.h"
#include "report/report.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/exitcode.h"
#include "util/xmalloc.h"
#include "util/banned.h"

static struct whatif *
changes_of(struct session *s)
{
	if (s->whatif == NULL) {
		s->whatif = whatif_new();
		s->whatif_free = whatif_free;
	}
	return s->whatif;
}

static struct whatif *
snapshot(const struct whatif *w)
{
	struct whatif *c = whatif_new();
	size_t i;

	for (i = 0; i < w->n; i++)
		whatif_add(c, w->v[i].kind, w->v[i].arg, w->v[i].n);
	return c;
}

static void
restore(struct session *s, struct whatif *saved)
{
	whatif_free(s->whatif);
	s->whatif = saved;
}

static json_t *
change_list_json(const struct whatif *w)
{
	json_t *a = json_array();
	struct buf b = BUF_INIT;
	size_t i;

	for (i = 0; w != NULL && i < w->n; i++) {
		buf_reset(&b);
		whatif_describe(&w->v[i], &b);
		json_array_append_new(a, json_string(b.data));
	}
	buf_free(&b);
	return a;
}

/*
 * Re-run with the new change list and report the verdict's move. On a
 * failure the list is put back as it was.
 */
static int
rerun_and_report(struct session *s, struct whatif *saved, const char *what)
{
	struct buf before = BUF_INIT, after = BUF_INIT;
	int st;

	whatif_verdict_line(&s->report, &before);
	if (whatif_rerun(s) < 0) {
		restore(s, saved);
		buf_free(&before);
		return PD_EXIT_USAGE;
	}
	whatif_free(saved);
	whatif_verdict_line(&s->report, &after);
	st = report_exit_status(&s->report);
	if (s->fmt == FMT_JSON)
		out_json(s, json_pack("{s:s, s:o, s:s, s:s, s:s?, s:i}",
		    "change", what, "changes", change_list_json(s->whatif),
		    "before", before.data, "after", after.data,
		    "cause", s->report.verdict.cause[0] ?
		    s->report.verdict.cause : NULL, "exit", st));
	else {
		out_printf(s, "what-if: %s\n", what);
		out_printf(s, "verdict: %s \xe2\x86\x92 %s\n", before.data,
		    after.data);
	}
	buf_free(&before);
	buf_free(&after);
	return PD_EXIT_OK;
}

static int
add_change(struct session *s, enum whatif_kind kind, const char *arg, long n)
{
	struct whatif *saved;
	struct buf what = BUF_INIT;
	size_t i;
	int st;

	if (whatif_validate(kind, arg, n) < 0)
		return PD_EXIT_USAGE;
	saved = snapshot(changes_of(s));
	i = whatif_add(s->whatif, kind, arg, n);
	whatif_describe(&s->whatif->v[i], &what);
	st = rerun_and_report(s, saved, what.data);
	buf_free(&what);
	return st;
}

static const struct {
	const char	*name;
	enum whatif_kind kind;
} set_keys[] = {
	{ "memory", WHATIF_MEMORY },
	{ "cpu", WHATIF_CPU },
	{ "gpu", WHATIF_GPU },
	{ "network", WHATIF_NETWORK },
	{ "constraint", WHATIF_CONSTRAINT },
};

static int
key_kind(const char *name, enum whatif_kind *kind)
{
	size_t i;

	for (i = 0; i < sizeof(set_keys) / sizeof(set_keys[0]); i++)
		if (strcmp(set_keys[i].name, name) == 0) {
			*kind = set_keys[i].kind;
			return 0;
		}
	return -1;
}

static int
run_set(struct session *s, int argc, char **argv)
{
	enum whatif_kind kind;
	struct buf expr = BUF_INIT;
	int i, st;

	if (key_kind(argv[1], &kind) < 0) {
		error("set: unknown setting '%s' (memory, cpu, gpu, network or "
		    "constraint)", argv[1]);
		return PD_EXIT_USAGE;
	}
	if (kind != WHATIF_CONSTRAINT && argc != 3) {
		error("set %s takes one value", argv[1]);
		return PD_EXIT_USAGE;
	}
	/* An unquoted expression arrives as several words: join them. */
	for (i = 2; i < argc; i++)
		buf_addf(&expr, "%s%s", i > 2 ? " " : "", argv[i]);
	st = add_change(s, kind, expr.data, 0);
	buf_free(&expr);
	return st;
}

static int
parse_index(const char *s, size_t n, size_t *out)
{
	char *end;
	long v;

	v = strtol(s, &end, 10);
	if (*s == '\0' || *end != '\0' || v < 1 || (size_t)v > n)
		return -1;
	*out = (size_t)v - 1;
	return 0;
}

static int
run_unset(struct session *s, int argc, char **argv)
{
	struct whatif *w = changes_of(s), *saved;
	enum whatif_kind kind;
	struct buf what = BUF_INIT;
	size_t i, k, nth;
	int st;

	saved = snapshot(w);
	if (strcmp(argv[1], "all") == 0) {
		whatif_clear(w);
		buf_adds(&what, "unset all");
	} else if (strcmp(argv[1], "constraint") == 0) {
		size_t ncons = 0;

		for (i = 0; i < w->n; i++)
			ncons += w->v[i].kind == WHATIF_CONSTRAINT;
		if (argc != 3 || parse_index(argv[2], ncons, &nth) < 0) {
			error("unset constraint takes the number of a what-if "
			    "constraint, 1 to %zu (see 'changes')", ncons);
			goto usage;
		}
		for (i = 0, k = 0; i < w->n; i++)
			if (w->v[i].kind == WHATIF_CONSTRAINT && k++ == nth)
				break;
		buf_addf(&what, "unset constraint %s", argv[2]);
		whatif_remove(w, i);
	} else if (key_kind(argv[1], &kind) == 0) {
		for (i = 0; i < w->n && w->v[i].kind != kind; i++)
			;
		if (i == w->n) {
			error("unset: no '%s' change in force", argv[1]);
			goto usage;
		}
		buf_addf(&what, "unset %s", argv[1]);
		whatif_remove(w, i);
	} else if (parse_index(argv[1], w->n, &nth) == 0) {
		buf_addf(&what, "unset %s (", argv[1]);
		whatif_describe(&w->v[nth], &what);
		buf_addc(&what, ')');
		whatif_remove(w, nth);
	} else {
		error("unset takes all, memory, cpu, gpu, network, constraint "
		    "N, or a change number from 'changes'");
		goto usage;
	}
	st = rerun_and_report(s, saved, what.data);
	buf_free(&what);
	return st;
usage:
	whatif_free(saved);
	buf_free(&what);
	return PD_EXIT_USAGE;
}

static int
run_changes(struct session *s, int argc, char **argv)
{
	struct buf b = BUF_INIT;
	size_t i;

	(void)argc;
	(void)argv;
	if (s->fmt == FMT_JSON) {
		out_json(s, json_pack("{s:o}", "changes",
		    change_list_json(s->whatif)));
		return PD_EXIT_OK;
	}
	if (s->whatif == NULL || s->whatif->n == 0) {
		out_printf(s, "no what-if changes: the diagnosis is of the "
		    "cluster as captured\n");
		return PD_EXIT_OK;
	}
	for (i = 0; i < s->whatif->n; i++) {
		buf_reset(&b);
		whatif_describe(&s->whatif->v[i], &b);
		out_printf(s, "%zu. %s\n", i + 1, b.data);
	}
	buf_free(&b);
	return PD_EXIT_OK;
}

/* The instance's display name, so 'changes' shows more than a prefix. */
static const char *
instance_name(struct session *s, const char *key)
{
	const struct instance *in;
	bool amb;

	in = whatif_find_instance(s->model, key, &amb);
	if (in == NULL) {
		error("%s instance '%s' in the bundle%s", amb ?
		    "more than one" : "no", key, amb ?
		    " (give more of the id)" : " (see 'instances')");
		return NULL;
	}
	return model_instance_name(in);
}

static int
run_drain(struct session *s, int argc, char **argv)
{
	const char *name = instance_name(s, argv[1]);

	(void)argc;
	if (name == NULL)
		return PD_EXIT_USAGE;
	return add_change(s, WHATIF_DRAIN, name, 0);
}

static int
run_stop(struct session *s, int argc, char **argv)
{
	const struct task *t;
	bool amb;

	(void)argc;
	t = whatif_find_task(s->model, argv[1], &amb);
	if (t == NULL || t->id == NULL) {
		error("%s task '%s' in the bundle", amb ? "more than one" :
		    "no", argv[1]);
		return PD_EXIT_USAGE;
	}
	return add_change(s, WHATIF_STOP, t->id, 0);
}

static int
run_register_gpus(struct session *s, int argc, char **argv)
{
	const char *name;
	char *end;
	long n;

	(void)argc;
	name = instance_name(s, argv[1]);
	if (name == NULL)
		return PD_EXIT_USAGE;
	n = strtol(argv[2], &end, 10);
	if (argv[2][0] == '\0' || *end != '\0') {
		error("register-gpus takes a GPU count, not '%s'", argv[2]);
		return PD_EXIT_USAGE;
	}
	return add_change(s, WHATIF_REGISTER_GPUS, name, n);
}

#define WHATIF_MODES	(CMD_MODE_REPL | CMD_MODE_SCRIPT)

const struct cmd_def cmd_set = {
	.name = "set",
	.usage = "memory MIB | cpu UNITS | gpu N | network MODE | "
	    "constraint EXPR",
	.summary = "what-if: change the task and re-run the diagnosis",
	.help = "Changes the candidate world without touching AWS and re-runs "
	    "the runbook: 'set memory MIB' (task-level memory), 'set cpu "
	    "UNITS' (task-level CPU units), 'set gpu N' (the GPU container's "
	    "request, or the first essential container's; 0 removes it), "
	    "'set network awsvpc|bridge|host', 'set constraint EXPR' (adds a "
	    "run-time memberOf constraint). Prints how the verdict changed; "
	    "findings that depend on a change are marked [what-if]. See "
	    "'changes' and 'unset'.",
	.min_args = 2,
	.max_args = -1,
	.needs = CMD_NEEDS_REPORT,
	.modes = WHATIF_MODES,
	.run = run_set,
};

const struct cmd_def cmd_unset = {
	.name = "unset",
	.usage = "all | memory | cpu | gpu | network | constraint N | N",
	.summary = "what-if: remove changes and re-run the diagnosis",
	.help = "Removes what-if changes: 'unset all', one setting by name, "
	    "the Nth what-if constraint ('unset constraint N'), or change "
	    "number N as 'changes' lists them. Prints how the verdict "
	    "changed.",
	.min_args = 1,
	.max_args = 2,
	.needs = CMD_NEEDS_REPORT,
	.modes = WHATIF_MODES,
	.run = run_unset,
};

const struct cmd_def cmd_changes = {
	.name = "changes",
	.usage = "",
	.summary = "what-if: list the changes in force",
	.help = "Lists the what-if changes in force, numbered as 'unset N' "
	    "takes them.",
	.min_args = 0,
	.max_args = 0,
	.needs = CMD_NEEDS_NONE,
	.modes = WHATIF_MODES,
	.run = run_changes,
};

const struct cmd_def cmd_drain = {
	.name = "drain",
	.usage = "INSTANCE",
	.summary = "what-if: as if the instance were DRAINING",
	.help = "Re-runs the diagnosis as if INSTANCE (EC2 id, "
	    "container-instance id or ARN, or a unique prefix) had status "
	    "DRAINING. Nothing is sent to AWS.",
	.min_args = 1,
	.max_args = 1,
	.needs = CMD_NEEDS_REPORT,
	.modes = WHATIF_MODES,
	.run = run_drain,
};

const struct cmd_def cmd_stop = {
	.name = "stop",
	.usage = "TASK",
	.summary = "what-if: as if the task had stopped and freed its share",
	.help = "Re-runs the diagnosis as if TASK (id, ARN or a unique "
	    "prefix) were STOPPED: its GPUs, CPU and memory go back to its "
	    "instance's remaining resources. Nothing is sent to AWS.",
	.min_args = 1,
	.max_args = 1,
	.needs = CMD_NEEDS_REPORT,
	.modes = WHATIF_MODES,
	.run = run_stop,
};

const struct cmd_def cmd_register_gpus = {
	.name = "register-gpus",
	.usage = "INSTANCE N",
	.summary = "what-if: as if the instance registered N free GPUs",
	.help = "Re-runs the diagnosis as if INSTANCE had registered N GPUs "
	    "(synthetic ids GPU-whatif-0 ..., all free) with the GPU driver "
	    "attribute, as a GPU-optimized AMI with ECS_ENABLE_GPU_SUPPORT "
	    "would. Nothing is sent to AWS.",
	.min_args = 2,
	.max_args = 2,
	.needs = CMD_NEEDS_REPORT,
	.modes = WHATIF_MODES,
	.run = run_register_gpus,
};
