/*
 * test-whatif: the what-if layer (src/cli/whatif.c): the change list
 * (replacing, removing, describing, validating), replaying it on a clone
 * of a fixture bundle without touching the model as loaded (task size,
 * GPU request, network, constraints, drain, stop, register-gpus), the
 * lookups by id and unique prefix, and the hypothetical marking of a
 * report's findings.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "cli/whatif.h"
#include "model/model.h"
#include "report/report.h"
#include "source/replay.h"
#include "util/buf.h"
#include "util/diag.h"
#include "util/banned.h"

static struct model *
load(const char *dir)
{
	const char *paths[1] = { dir };
	struct model *m = NULL;
	struct diag d;

	diag_init(&d);
	assert_int_equal(replay_load(paths, 1, &m, &d), 0);
	diag_clear(&d);
	return m;
}

static void
target_of(const struct model *m, struct target *t)
{
	struct target_req req;
	struct diag d;

	memset(&req, 0, sizeof(req));
	diag_init(&d);
	assert_int_equal(model_resolve_target(m, &req, t, &d), 0);
	diag_clear(&d);
}

static void
test_list(void **state)
{
	struct whatif *w = whatif_new();
	struct buf b = BUF_INIT;

	(void)state;
	assert_int_equal(whatif_add(w, WHATIF_MEMORY, "4096", 0), 0);
	assert_int_equal(whatif_add(w, WHATIF_CONSTRAINT, "a == b", 0), 1);
	assert_int_equal(whatif_add(w, WHATIF_CONSTRAINT, "c == d", 0), 2);
	/* The same setting again replaces it in place. */
	assert_int_equal(whatif_add(w, WHATIF_MEMORY, "8192", 0), 0);
	assert_int_equal(whatif_add(w, WHATIF_DRAIN, "i-1", 0), 3);
	assert_int_equal(whatif_add(w, WHATIF_DRAIN, "i-2", 0), 4);
	assert_int_equal(whatif_add(w, WHATIF_REGISTER_GPUS, "i-1", 4), 5);
	assert_int_equal(whatif_add(w, WHATIF_REGISTER_GPUS, "i-1", 8), 5);
	assert_int_equal(w->n, 6);
	whatif_describe(&w->v[0], &b);
	assert_string_equal(b.data, "set memory 8192");
	buf_reset(&b);
	whatif_describe(&w->v[5], &b);
	assert_string_equal(b.data, "register-gpus i-1 8");
	buf_reset(&b);
	whatif_describe(&w->v[1], &b);
	assert_string_equal(b.data, "set constraint 'a == b'");
	assert_int_equal(whatif_remove(w, 1), 0);
	assert_int_equal(whatif_remove(w, 9), -1);
	assert_string_equal(w->v[1].arg, "c == d");
	whatif_clear(w);
	assert_int_equal(w->n, 0);
	buf_free(&b);
	whatif_free(w);
}

static void
test_validate(void **state)
{
	(void)state;
	assert_int_equal(whatif_validate(WHATIF_MEMORY, "16384", 0), 0);
	assert_int_equal(whatif_validate(WHATIF_MEMORY, "16g", 0), -1);
	assert_int_equal(whatif_validate(WHATIF_MEMORY, "0", 0), -1);
	assert_int_equal(whatif_validate(WHATIF_CPU, "-1", 0), -1);
	assert_int_equal(whatif_validate(WHATIF_GPU, "0", 0), 0);
	assert_int_equal(whatif_validate(WHATIF_GPU, "0.25", 0), 0);
	assert_int_equal(whatif_validate(WHATIF_GPU, "0.3", 0), -1);
	assert_int_equal(whatif_validate(WHATIF_NETWORK, "awsvpc", 0), 0);
	assert_int_equal(whatif_validate(WHATIF_NETWORK, "nat", 0), -1);
	assert_int_equal(whatif_validate(WHATIF_REGISTER_GPUS, "i", 65), -1);
}

static void
test_apply_task(void **state)
{
	struct model *base = load("fixtures/seed"), *c;
	struct whatif *w = whatif_new();
	struct target t, tc;
	const struct container_def *cd;
	size_t i, ngpu = 0;

	(void)state;
	target_of(base, &t);
	whatif_add(w, WHATIF_MEMORY, "4096", 0);
	whatif_add(w, WHATIF_CPU, "2048", 0);
	whatif_add(w, WHATIF_GPU, "2", 0);
	whatif_add(w, WHATIF_NETWORK, "bridge", 0);
	whatif_add(w, WHATIF_CONSTRAINT, "attribute:ecs.instance-type == x", 0);
	c = whatif_apply(w, base, &t, &tc);
	assert_non_null(c);
	assert_ptr_not_equal(tc.taskdef, t.taskdef);
	assert_string_equal(tc.taskdef->memory, "4096");
	assert_string_equal(tc.taskdef->cpu, "2048");
	assert_string_equal(tc.taskdef->network_mode, "bridge");
	assert_int_equal(tc.nconstraints, t.nconstraints + 1);
	assert_string_equal(tc.constraints[tc.nconstraints - 1],
	    "attribute:ecs.instance-type == x");
	for (i = 0; i < tc.taskdef->ncontainers; i++) {
		size_t k;

		cd = &tc.taskdef->containers[i];
		for (k = 0; k < cd->nreqs; k++)
			if (strcmp(cd->reqs[k].type, "GPU") == 0) {
				assert_string_equal(cd->reqs[k].value, "2");
				ngpu++;
			}
	}
	assert_int_equal(ngpu, 1);
	/* The model as loaded is untouched. */
	assert_true(t.taskdef->memory == NULL ||
	    strcmp(t.taskdef->memory, "4096") != 0);
	assert_true(t.taskdef->network_mode == NULL ||
	    strcmp(t.taskdef->network_mode, "bridge") != 0);
	model_free(c);
	/* set gpu 0 removes every GPU request. */
	whatif_clear(w);
	whatif_add(w, WHATIF_GPU, "0", 0);
	c = whatif_apply(w, base, &t, &tc);
	assert_non_null(c);
	for (i = 0; i < tc.taskdef->ncontainers; i++) {
		size_t k;

		cd = &tc.taskdef->containers[i];
		for (k = 0; k < cd->nreqs; k++)
			assert_string_not_equal(cd->reqs[k].type, "GPU");
	}
	model_free(c);
	whatif_free(w);
	model_free(base);
}

static void
test_apply_instances(void **state)
{
	struct model *base = load("fixtures/seed"), *c;
	struct whatif *w = whatif_new();
	const struct instance *in, *orig;
	const struct resource *r;
	struct target t, tc;
	bool amb;

	(void)state;
	target_of(base, &t);
	orig = whatif_find_instance(base, "i-0b6e", &amb);
	assert_non_null(orig);
	assert_null(whatif_find_instance(base, "i-0", &amb));
	assert_true(amb);
	assert_null(whatif_find_instance(base, "i-nothing", &amb));
	assert_false(amb);
	whatif_add(w, WHATIF_DRAIN, "i-0b6e87ad116a5b717", 0);
	whatif_add(w, WHATIF_REGISTER_GPUS, "i-02a9609b45482cbbb", 4);
	c = whatif_apply(w, base, &t, &tc);
	assert_non_null(c);
	in = whatif_find_instance(c, "i-0b6e87ad116a5b717", NULL);
	assert_string_equal(in->status, "DRAINING");
	assert_string_equal(orig->status, "ACTIVE");
	in = whatif_find_instance(c, "i-02a9609b45482cbbb", NULL);
	r = model_res(&in->registered, "GPU");
	assert_non_null(r);
	assert_int_equal(r->type, RES_STRINGSET);
	assert_int_equal(r->nset, 4);
	assert_string_equal(r->set[3], "GPU-whatif-3");
	assert_int_equal(model_res_count(model_res(&in->remaining, "GPU")), 4);
	assert_non_null(model_attr_value(in,
	    "ecs.capability.gpu-driver-version"));
	assert_null(model_res(&whatif_find_instance(base,
	    "i-02a9609b45482cbbb", NULL)->registered, "GPU"));
	model_free(c);
	/* An unknown instance makes the whole replay fail. */
	whatif_add(w, WHATIF_DRAIN, "i-nothing", 0);
	assert_null(whatif_apply(w, base, &t, &tc));
	whatif_free(w);
	model_free(base);
}

static void
test_apply_stop(void **state)
{
	struct model *base = load("fixtures/pd201-gpus-busy"), *c;
	struct whatif *w = whatif_new();
	const struct task *tk;
	const struct instance *in;
	struct target t, tc;

	(void)state;
	target_of(base, &t);
	tk = whatif_find_task(base, "2d58", NULL);
	assert_non_null(tk);
	assert_non_null(tk->instance);
	assert_int_equal(model_res_count(model_res(&tk->instance->remaining,
	    "GPU")) <= 0, 1);
	whatif_add(w, WHATIF_STOP, tk->id, 0);
	c = whatif_apply(w, base, &t, &tc);
	assert_non_null(c);
	tk = whatif_find_task(c, "2d58", NULL);
	assert_string_equal(tk->desired_status, "STOPPED");
	assert_string_equal(tk->last_status, "STOPPED");
	in = tk->instance;
	assert_int_equal(model_res_count(model_res(&in->remaining, "GPU")), 1);
	assert_string_equal(model_res(&in->remaining, "GPU")->set[0],
	    tk->containers[0].gpu_ids[0]);
	model_free(c);
	whatif_free(w);
	model_free(base);
}

static void
test_mark(void **state)
{
	struct model *base = load("fixtures/seed");
	struct whatif *w = whatif_new();
	struct report r;
	struct finding *f;

	(void)state;
	report_init(&r);
	report_add_finding(&r, "PD004", SEV_ERROR, 0, NULL, "task");
	report_add_finding(&r, "PD101", SEV_ERROR, 1, "i-0b6e87ad116a5b717",
	    "a");
	report_add_finding(&r, "PD101", SEV_ERROR, 1, "i-02a9609b45482cbbb",
	    "b");
	report_add_finding(&r, "PD401", SEV_ERROR, 4, "i-02a9609b45482cbbb",
	    "c");
	whatif_add(w, WHATIF_DRAIN, "i-0b6e87ad116a5b717", 0);
	whatif_add(w, WHATIF_CONSTRAINT, "x == y", 0);
	whatif_mark(w, base, &r);
	f = r.findings;
	assert_false(f[0].hypothetical);
	assert_true(f[1].hypothetical);
	assert_false(f[2].hypothetical);
	assert_true(f[3].hypothetical);
	assert_int_equal(r.nchanges, 2);
	assert_string_equal(r.changes[0], "drain i-0b6e87ad116a5b717");
	report_free(&r);
	whatif_free(w);
	model_free(base);
}

static void
test_verdict_line(void **state)
{
	struct report r;
	struct buf b = BUF_INIT;
	char *names[] = { (char *)"i-1", (char *)"i-2", (char *)"i-3",
	    (char *)"i-4" };

	(void)state;
	report_init(&r);
	r.verdict.kind = VERDICT_BLOCKED;
	memcpy(r.verdict.cause, "PD101", 6);
	whatif_verdict_line(&r, &b);
	assert_string_equal(b.data, "blocked (PD101)");
	buf_reset(&b);
	r.verdict.kind = VERDICT_PLACEABLE;
	r.verdict.cause[0] = '\0';
	r.verdict.placeable_on = names;
	r.verdict.nplaceable_on = 4;
	whatif_verdict_line(&r, &b);
	assert_string_equal(b.data, "placeable on i-1, i-2, i-3 and 1 more");
	r.verdict.placeable_on = NULL;
	r.verdict.nplaceable_on = 0;
	buf_free(&b);
	report_free(&r);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_list),
		cmocka_unit_test(test_validate),
		cmocka_unit_test(test_apply_task),
		cmocka_unit_test(test_apply_instances),
		cmocka_unit_test(test_apply_stop),
		cmocka_unit_test(test_mark),
		cmocka_unit_test(test_verdict_line),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
