/*
 * test-cql-step4: runbook step 4 (checks/step4-constraints.c) on small
 * hand-built models: PD401 with the deciding sub-expression, PD402,
 * PD403 with its fixes, PD404, PD405, PD406, PD407, PD408, PD409, PD490
 * and the per-instance step status. It does not load bundles.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "checks/check.h"
#include "cql/cql.h"
#include "model/model.h"
#include "report/report.h"
#include "util/banned.h"

extern const struct check_def check_step4_constraints;

#define NI 3

struct world {
	struct model		 m;
	struct instance		 in[NI];
	struct attribute	 attrs[NI][2];
	struct task		 tasks[NI];
	struct task		*tptr[NI];
	struct taskdef		 td;
	struct constraint	 tdc[12];
	struct service		 svc;
	struct constraint	 sc[2];
	struct target		 t;
	struct report		 r;
	struct check_ctx	 ctx;
};

static const char *const types[NI] = { "g6.xlarge", "g6e.xlarge", "g5.xlarge" };
static const char *const arns[NI] = {
	"arn:aws:ecs:us-east-1:1:container-instance/c/a",
	"arn:aws:ecs:us-east-1:1:container-instance/c/b",
	"arn:aws:ecs:us-east-1:1:container-instance/c/c",
};
static const char *const ids[NI] = { "i-a", "i-b", "i-c" };

static void
world_init(struct world *w)
{
	size_t i;

	memset(w, 0, sizeof(*w));
	for (i = 0; i < NI; i++) {
		struct instance *in = &w->in[i];

		in->arn = arns[i];
		in->id = ids[i] + 2;
		in->ec2_id = ids[i];
		in->status = "ACTIVE";
		in->agent_connected = 1;
		in->running_tasks = 1;
		in->pending_tasks = 0;
		in->registered_at = 1.5e9;
		w->attrs[i][0].name = "ecs.instance-type";
		w->attrs[i][0].value = types[i];
		w->attrs[i][0].index = 0;
		w->attrs[i][1].name = "ecs.availability-zone";
		w->attrs[i][1].value = "us-east-1a";
		w->attrs[i][1].index = 1;
		in->attrs = w->attrs[i];
		in->nattrs = 2;
		in->attrs_present = true;
		in->origin.source = "describe-container-instances.json";
		in->origin.pointer = i == 0 ? "/containerInstances/0" :
		    i == 1 ? "/containerInstances/1" : "/containerInstances/2";
		w->tasks[i].id = "t";
		w->tasks[i].group = i == 1 ? "service:web" : "service:other";
		w->tasks[i].desired_status = "RUNNING";
		w->tasks[i].origin.source = "describe-tasks.json";
		w->tasks[i].origin.pointer = "/tasks/0";
		w->tptr[i] = &w->tasks[i];
		in->tasks = &w->tptr[i];
		in->ntasks = 1;
	}
	w->m.instances = w->in;
	w->m.ninstances = NI;
	w->m.have = HAVE_INSTANCES | HAVE_TASKS | HAVE_TASKDEF | HAVE_SERVICE;
	w->td.family = "gpu";
	w->td.revision = 3;
	w->td.constraints = w->tdc;
	w->td.origin.source = "describe-task-definition.json";
	w->td.origin.pointer = "/taskDefinition";
	w->svc.name = "web";
	w->svc.constraints = w->sc;
	w->t.cluster = "c";
	w->t.region = "us-east-1";
	w->t.taskdef = &w->td;
	w->t.service = &w->svc;
	w->r.insts = calloc(NI, sizeof(*w->r.insts));
	w->r.ninsts = NI;
	for (i = 0; i < NI; i++)
		w->r.insts[i].inst = &w->in[i];
	w->ctx.m = &w->m;
	w->ctx.t = &w->t;
	w->ctx.r = &w->r;
	w->ctx.want.group = "service:web";
	snprintf(w->ctx.region, sizeof(w->ctx.region), "us-east-1");
}

static void
td_constraint(struct world *w, const char *type, const char *expr)
{
	struct constraint *c = &w->tdc[w->td.nconstraints];
	static char ptr[12][64];

	snprintf(ptr[w->td.nconstraints], sizeof(ptr[0]),
	    "/taskDefinition/placementConstraints/%zu", w->td.nconstraints);
	c->type = type;
	c->expression = expr;
	c->origin.source = "describe-task-definition.json";
	c->origin.pointer = ptr[w->td.nconstraints];
	w->td.nconstraints++;
}

static void
svc_constraint(struct world *w, const char *type, const char *expr)
{
	struct constraint *c = &w->sc[w->svc.nconstraints];

	c->type = type;
	c->expression = expr;
	c->origin.source = "describe-services.json";
	c->origin.pointer = w->svc.nconstraints ?
	    "/services/0/placementConstraints/1" :
	    "/services/0/placementConstraints/0";
	w->svc.nconstraints++;
}

static void
world_free(struct world *w)
{
	report_free(&w->r);
}

static const struct finding *
find(const struct world *w, const char *code, const char *instance,
    size_t nth)
{
	size_t i;

	for (i = 0; i < w->r.nfindings; i++) {
		const struct finding *f = &w->r.findings[i];

		if (strcmp(f->code, code) != 0)
			continue;
		if (instance != NULL && (f->instance == NULL ||
		    strcmp(f->instance, instance) != 0))
			continue;
		if (nth-- == 0)
			return f;
	}
	return NULL;
}

static bool
has_fix(const struct finding *f, const char *kind, const char *text)
{
	size_t i;

	for (i = 0; i < f->nfix; i++)
		if (strcmp(f->fix[i].kind, kind) == 0 &&
		    strstr(f->fix[i].text, text) != NULL)
			return true;
	return false;
}

static void
test_pd401_decider(void **state)
{
	struct world w;
	const struct finding *f;

	(void)state;
	world_init(&w);
	td_constraint(&w, "memberOf", "attribute:ecs.availability-zone == "
	    "us-east-1a and attribute:ecs.instance-type == g6.xlarge");
	check_step4_constraints.run(&w.ctx);
	assert_int_equal(w.r.insts[0].step[4], STEP_PASS);
	assert_int_equal(w.r.insts[1].step[4], STEP_FAIL);
	assert_int_equal(w.r.insts[2].step[4], STEP_FAIL);
	f = find(&w, "PD401", "i-b", 0);
	assert_non_null(f);
	assert_non_null(strstr(f->message, "'attribute:ecs.instance-type == "
	    "g6.xlarge' is false (attribute:ecs.instance-type is "
	    "g6e.xlarge)"));
	assert_string_equal(f->ev[0].pointer,
	    "/taskDefinition/placementConstraints/0/expression");
	assert_string_equal(f->ev[1].pointer,
	    "/containerInstances/1/attributes/0");
	assert_null(find(&w, "PD401", "i-a", 0));
	world_free(&w);
}

static void
test_pd402_stale(void **state)
{
	struct world w;
	const struct finding *f;

	(void)state;
	world_init(&w);
	td_constraint(&w, "memberOf", "attribute:ecs.instance-type == "
	    "g6.2xlarge");
	check_step4_constraints.run(&w.ctx);
	f = find(&w, "PD402", NULL, 0);
	assert_non_null(f);
	assert_int_equal(f->sev, SEV_ERROR);
	assert_non_null(strstr(f->message, "closest first): g6.xlarge, "
	    "g5.xlarge, g6e.xlarge"));
	world_free(&w);
}

static void
test_pd403_broad(void **state)
{
	struct world w;
	const struct finding *f;

	(void)state;
	world_init(&w);
	svc_constraint(&w, "memberOf", "attribute:ecs.instance-type =~ g6.*");
	check_step4_constraints.run(&w.ctx);
	f = find(&w, "PD403", NULL, 0);
	assert_non_null(f);
	assert_non_null(strstr(f->message, "g6e"));
	assert_non_null(strstr(f->message, "g6f"));
	assert_true(has_fix(f, "expression",
	    "attribute:ecs.instance-type =~ g6\\..*"));
	assert_true(has_fix(f, "expression",
	    "attribute:ecs.instance-type in [g6.xlarge]"));
	assert_true(has_fix(f, "command", "aws ecs update-service --cluster c "
	    "--service web --placement-constraints '[{\"type\":\"memberOf\","
	    "\"expression\":\"attribute:ecs.instance-type =~ g6\\\\..*\"}]'"));
	/* g6e.xlarge passes: the pattern is loose, not wrong for ECS. */
	assert_int_equal(w.r.insts[1].step[4], STEP_PASS);
	assert_int_equal(w.r.insts[2].step[4], STEP_FAIL);
	world_free(&w);
}

static void
test_pd404_distinct(void **state)
{
	struct world w;
	const struct finding *f;

	(void)state;
	world_init(&w);
	svc_constraint(&w, "distinctInstance", NULL);
	check_step4_constraints.run(&w.ctx);
	f = find(&w, "PD404", "i-b", 0);
	assert_non_null(f);
	assert_int_equal(w.r.insts[1].step[4], STEP_FAIL);
	assert_int_equal(w.r.insts[0].step[4], STEP_PASS);
	/* A STOPPED desired status does not block. */
	report_free(&w.r);
	world_free(&w);
	world_init(&w);
	svc_constraint(&w, "distinctInstance", NULL);
	w.tasks[1].desired_status = "STOPPED";
	check_step4_constraints.run(&w.ctx);
	assert_null(find(&w, "PD404", NULL, 0));
	world_free(&w);
}

static void
test_pd405_pd406_pd407(void **state)
{
	struct world w;
	const struct finding *f;
	int i;

	(void)state;
	world_init(&w);
	td_constraint(&w, "memberOf", "attribute:ecs.instance-type in "
	    "[t2.micro,");
	check_step4_constraints.run(&w.ctx);
	f = find(&w, "PD405", NULL, 0);
	assert_non_null(f);
	assert_string_equal(f->message, "task definition constraint 1: "
	    "invalid expression at column 42: expected a value after ','");
	assert_true(has_fix(f, "note", "[t2.micro,\n"));
	assert_int_equal(w.r.insts[0].step[4], STEP_FAIL);
	world_free(&w);

	world_init(&w);
	td_constraint(&w, "memberOf", "attribute:a exists or "
	    "attribute:ecs.instance-type == g5.xlarge and "
	    "runningTasksCount == 1");
	check_step4_constraints.run(&w.ctx);
	f = find(&w, "PD406", NULL, 0);
	assert_non_null(f);
	assert_true(has_fix(f, "expression", "attribute:a exists or "
	    "(attribute:ecs.instance-type == g5.xlarge and "
	    "runningTasksCount == 1)"));
	assert_true(has_fix(f, "json-patch", "\"path\":\"/placementConstraints"
	    "/0/expression\""));
	assert_int_equal(w.r.insts[2].step[4], STEP_PASS);
	world_free(&w);

	world_init(&w);
	for (i = 0; i < 11; i++)
		td_constraint(&w, "memberOf", "agentConnected == true");
	check_step4_constraints.run(&w.ctx);
	assert_non_null(find(&w, "PD407", NULL, 0));
	world_free(&w);
}

static void
test_pd408_pd409_pd490(void **state)
{
	struct world w;
	struct filter_answer fa;
	const char *ecs[] = { arns[0] };
	const struct finding *f;
	static char big[80];

	(void)state;
	world_init(&w);
	svc_constraint(&w, "memberOf", "attribute:ecs.instance-type =~ g6");
	memset(&fa, 0, sizeof(fa));
	fa.expression = "attribute:ecs.instance-type =~ g6";
	fa.arns = ecs;
	fa.narns = 1;
	fa.origin.source = "manifest.json";
	fa.origin.pointer = "/filters/0";
	w.m.manifest.filters = &fa;
	w.m.manifest.nfilters = 1;
	check_step4_constraints.run(&w.ctx);
	f = find(&w, "PD408", NULL, 0);
	assert_non_null(f);
	assert_non_null(strstr(f->message, "i-a (matches only as a "
	    "substring)"));
	f = find(&w, "PD409", NULL, 0);
	assert_non_null(f);
	assert_non_null(strstr(f->message, "i-a (ECS: matches, provdoc: no "
	    "match)"));
	world_free(&w);

	world_init(&w);
	memset(big, 'a', sizeof(big) - 2);
	big[sizeof(big) - 2] = '!';
	w.attrs[0][1].value = big;
	td_constraint(&w, "memberOf", "attribute:ecs.availability-zone =~ "
	    "(a|aa)+");
	check_step4_constraints.run(&w.ctx);
	f = find(&w, "PD490", "i-a", 0);
	assert_non_null(f);
	assert_int_equal(f->sev, SEV_INCONCLUSIVE);
	assert_int_equal(w.r.insts[0].step[4], STEP_INCONCLUSIVE);
	world_free(&w);

	world_init(&w);
	w.m.have &= ~(unsigned)HAVE_TASKS;
	td_constraint(&w, "memberOf", "not(task:group == service:web)");
	check_step4_constraints.run(&w.ctx);
	assert_non_null(find(&w, "PD490", "i-c", 0));
	world_free(&w);
}

static void
test_pd406_ambiguous_instance(void **state)
{
	struct world w;
	const struct finding *f;

	(void)state;
	world_init(&w);
	svc_constraint(&w, "memberOf", "attribute:ecs.availability-zone == "
	    "us-east-1b and attribute:ecs.instance-type == g5.xlarge or "
	    "attribute:ecs.instance-type == g6.xlarge");
	check_step4_constraints.run(&w.ctx);
	/* i-a (g6) matches only when 'and' binds tighter. */
	f = find(&w, "PD406", "i-a", 0);
	assert_non_null(f);
	assert_int_equal(f->sev, SEV_ERROR);
	assert_int_equal(w.r.insts[0].step[4], STEP_FAIL);
	f = find(&w, "PD406", NULL, 0);
	assert_null(f->instance);
	assert_int_equal(f->sev, SEV_ERROR);
	assert_true(has_fix(f, "expression", "attribute:ecs.availability-zone "
	    "== us-east-1b and (attribute:ecs.instance-type == g5.xlarge or "
	    "attribute:ecs.instance-type == g6.xlarge)"));
	world_free(&w);
}

static void
test_no_constraints(void **state)
{
	struct world w;

	(void)state;
	world_init(&w);
	check_step4_constraints.run(&w.ctx);
	assert_int_equal(w.r.nfindings, 0);
	assert_int_equal(w.r.insts[0].step[4], STEP_PASS);
	world_free(&w);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_pd401_decider),
		cmocka_unit_test(test_pd402_stale),
		cmocka_unit_test(test_pd403_broad),
		cmocka_unit_test(test_pd404_distinct),
		cmocka_unit_test(test_pd405_pd406_pd407),
		cmocka_unit_test(test_pd408_pd409_pd490),
		cmocka_unit_test(test_pd406_ambiguous_instance),
		cmocka_unit_test(test_no_constraints),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
